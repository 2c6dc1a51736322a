"""Changing the target of a spell (CR 115.7, 115.7d); the new target becomes the target of the
spell (ward, CR 702.21a, triggers on it).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import resolve_ref
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push
from manastack.rules.one_shot import effect
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


@effect(E.ChangeOnlyTarget)
def _change_only_target(g: GameState, e: E.ChangeOnlyTarget, fid: int,
                        frame: dict[str, Any]) -> None:
    """CR 115.7d: change the one target of a spell to another legal target of the kind named,
    if that one target is what the effect requires (checked as it resolves)."""
    from manastack.rules.stack import source_chars_of, target_specs
    from manastack.rules.targets import legal_targets
    you, src = frame["controller"], frame.get("source")
    spells = [x for x in resolve_ref(g, e.spell, frame) if x in g.objects and
              g.objects[x].zone is Zone.STACK and g.objects[x].stack.get("kind") == "spell"]
    if not spells:
        return
    sid = spells[0]
    s = g.objects[sid]
    flat = [(slot, i, t) for slot, ts in enumerate(s.stack.get("targets", ()))
            for i, t in enumerate(ts)]
    if len(flat) != 1:
        return  # "has only one target"
    slot, index, cur = flat[0]
    if e.current_is_self:
        if cur != src:
            return
    elif e.current is not None and (is_player_id(cur) or cur not in g.objects or
                                    not matches(g, cur, e.current, you, src)):
        return
    specs = target_specs(g, sid)
    if slot >= len(specs):
        return
    opts = tuple(t for t in legal_targets(g, specs[slot], s.controller, sid,
                                          source_chars_of(g, s))
                 if t != cur and not is_player_id(t) and matches(g, t, e.to, you, src))
    if not opts:
        return
    push(g, "only_target_changed", sid, slot, index, fid)
    ask(g, you, "new_target", opts, fid, "_new_target", source=sid,
        prompt=f"Choose the {e.to.label or 'object'} the spell targets instead")


@handler("only_target_changed")
def _only_target_changed(g: GameState, sid: int, slot: int, index: int, fid: int) -> None:
    v = g.frames[fid].get("_new_target")
    if v is None or sid not in g.objects:
        return
    o = g.mut(sid)
    chosen = [list(t) for t in o.stack.get("targets", ())]
    before = chosen[slot][index]
    chosen[slot][index] = v
    o.stack["targets"] = tuple(tuple(t) for t in chosen)
    g.version += 1
    if v != before:
        # The new target becomes the target of the spell (CR 115.7): ward triggers on it
        # when the spell's controller is an opponent (CR 702.21a).
        from manastack.rules.stack import become_targets
        become_targets(g, sid, (v,))

