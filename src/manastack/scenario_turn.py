"""What a scenario's position owes to the point of the turn it is at (``manastack.scenario``'s
``at``): a spell on the stack was cast when it could be (CR 117.1a, 307.1) and counts among the
spells cast this turn (CR 601.2i, 730.2), the first draw step is skipped (CR 103.8a), and the
players before the one given priority have passed (CR 117.3-117.4); the names of the steps a
scenario may start in.
"""

from __future__ import annotations

from typing import Any

from manastack.scenario_basics import object_name as _name
from manastack.state.game_state import GameState
from manastack.state.steps import Step

STEP_NAMES = {s.name.lower(): s for s in Step}
STEP_NAMES.update({"main": Step.PRECOMBAT_MAIN, "main1": Step.PRECOMBAT_MAIN,
                   "main2": Step.POSTCOMBAT_MAIN, "combat": Step.BEGINNING_OF_COMBAT,
                   "attackers": Step.DECLARE_ATTACKERS, "blockers": Step.DECLARE_BLOCKERS,
                   "damage": Step.COMBAT_DAMAGE, "end": Step.END})


UNSTARTABLE_STEPS = frozenset({
    "untap", "cleanup", "declare_attackers", "declare_blockers", "first_strike_damage",
    "combat_damage", "attackers", "blockers", "damage"})
"""Steps a position can't start in: no player gets priority in the untap step and usually
not in the cleanup step (CR 502.4, 514.3), and a combat step's actions (declaring attackers and
blockers, CR 508.1, 509.1; combat damage, CR 510.1) are taken as the game plays to it."""


def step_problem(step: Any) -> str | None:
    """Why a scenario can't start in ``step``, or None: an unknown step name, or a step of
    ``UNSTARTABLE_STEPS``."""
    if not isinstance(step, str) or step not in STEP_NAMES:
        return f"unknown step {step!r}; use one of {sorted(STEP_NAMES)}"
    if step in UNSTARTABLE_STEPS:
        return f"a scenario can't start in the {step} step: start earlier and play to it"
    return None


def turn_problem(g: GameState) -> str | None:
    """Why the position can't be at this point of the turn, if it can't: the first turn's draw
    step of a two-player game is skipped (CR 103.8a); a spell without flash that isn't an
    instant was cast in a main phase of its caster's turn while the stack was empty (CR
    117.1a, 307.1), unless an effect cast it as it resolved (CR 707.12)."""
    from manastack.rules.cast_methods import METHODS
    from manastack.rules.characteristics import chars
    from manastack.rules.shared_team_turns import is_active
    from manastack.rules.turn import skips_first_draw_step
    if g.step is Step.DRAW and skips_first_draw_step(g):
        return ("the starting player skips the draw step of the first turn (CR 103.8a): a "
                "scenario on turn 1 can't be in it")
    for i, sid in enumerate(g.stack):
        o = g.objects[sid]
        if not o.was_cast or METHODS[o.cast_method].by_effect_only:
            continue
        c = chars(g, sid)
        if "Instant" in c.types or c.has("Flash"):
            continue
        where = (f"in player {g.active}'s turn (its caster is player {o.controller})"
                 if not is_active(g, o.controller) else
                 f"in the {g.step.name.lower().replace('_', ' ')} step"
                 if not g.step.is_main else "above another spell" if i else None)
        if where is not None:
            kind = next((t.lower() for t in ("Creature", "Sorcery", "Artifact", "Enchantment",
                                             "Planeswalker") if t in c.types), "noninstant")
            return (f"{_name(g, sid)} is a {kind} spell without flash: it is cast only in a main "
                    "phase of its caster's turn while the stack is empty (CR 117.1a, 307.1), so "
                    f"it can't be on the stack {where} (cast by a permission to cast it as "
                    "though it had flash, as Arlinn's, it is reached by playing to it)")
    return None




def count_casts(g: GameState) -> None:
    """A spell on the stack was cast this turn (the stack empties before a step ends, CR
    500.2): it counts among the spells its caster cast this turn, as when it was cast (CR
    601.2i; ``rules.casting``), for "your second spell each turn" and for day and night (CR
    730.2a-b, with shared team turns the active team's, 805.4)."""
    from manastack.rules.shared_team_turns import is_active
    for sid in g.stack:
        o = g.objects[sid]
        p = o.controller
        if not o.was_cast or p is None:
            continue
        g.players[p].spells_cast_this_turn += 1
        if p == g.active:
            g.turn_counts["active_spells"] = g.turn_counts.get("active_spells", 0) + 1
        if g.teams is not None and is_active(g, p):
            key = ("active_spells_of", p)
            g.turn_counts[key] = g.turn_counts.get(key, 0) + 1


def passes_before(g: GameState) -> int:
    """How many players have passed in succession before the player given priority (CR
    117.3d, 117.4). Priority comes first, after an action, to the active player with an empty
    stack (CR 117.3a-b) and to the caster of the spell on top of the stack (117.3c); a later
    player in turn order has it only because each player between them passed: when that
    player passes too, the spell on top resolves or the step ends once every player has
    passed."""
    first = g.objects[g.stack[-1]].controller if g.stack else g.active
    n = len(g.players)
    return (g.priority - first) % n if first is not None and g.priority is not None else 0
