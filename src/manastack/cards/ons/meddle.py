"""Meddle — {1}{U} Instant.

Oracle: "If target spell has only one target and that target is a creature, change that
spell's target to another creature."

Meddle's controller chooses the new target, which must be legal for that spell (CR 115.7,
115.7d); with no other legal creature, the target stays.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push
from manastack.rules.stack import source_chars_of, target_specs
from manastack.rules.targets import legal_targets
from manastack.state.objects import is_player_id


def _meddle(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    spells = frame["targets"][0] if frame["targets"] else ()
    if not spells or spells[0] not in g.objects:
        return
    sid = spells[0]
    s = g.objects[sid]
    chosen = s.stack.get("targets", ())
    flat = [(slot, i, t) for slot, ts in enumerate(chosen) for i, t in enumerate(ts)]
    if len(flat) != 1:
        return
    slot, index, cur = flat[0]
    if is_player_id(cur) or cur not in g.objects or g.objects[cur].zone is not Zone.BATTLEFIELD \
            or not chars(g, cur).is_creature:
        return
    specs = target_specs(g, sid)
    opts = [t for t in legal_targets(g, specs[slot], s.controller, sid, source_chars_of(g, s))
            if t != cur and not is_player_id(t) and chars(g, t).is_creature]
    if not opts:
        return
    push(g, "meddle_chosen", sid, slot, index, fid)
    ask(g, frame["controller"], "new_target", opts, fid, "meddle_choice", source=sid,
        prompt="Choose the creature the spell targets instead")


@handler("meddle_chosen")
def _meddle_chosen(g: Any, sid: int, slot: int, index: int, fid: int) -> None:
    v = g.frames[fid].get("meddle_choice")
    if v is None or sid not in g.objects:
        return
    o = g.mut(sid)
    chosen = [list(t) for t in o.stack.get("targets", ())]
    chosen[slot][index] = v
    o.stack["targets"] = tuple(tuple(t) for t in chosen)
    g.version += 1


ABILITIES = [
    spell(Custom(_meddle, "meddle"), targets=[TARGET_SPELL]),
]
