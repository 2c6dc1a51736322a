"""Triggered mana abilities (CR 605.1b) counted toward a payment: "Whenever [a permanent] is
tapped for mana, its controller adds an additional ..." adds its mana at once, right after the
mana ability that tapped the permanent (CR 605.4a), so tapping that permanent toward a cost
makes that mana too. Asked before anything is tapped: whether a cost can be paid (CR 601.2g-h)
and how much mana a player could make."""

from __future__ import annotations

from collections.abc import Iterable

from manastack.dsl.effects import AddMana
from manastack.rules.amounts import evaluate_amount, resolve_ref
from manastack.rules.events import Event
from manastack.rules.triggers import waiting_for
from manastack.state.game_state import GameState

TAPPED_FOR_MANA = "tapped_for_mana"


def waiting(g: GameState) -> bool:
    """Whether any permanent has a triggered mana ability waiting for a permanent to be tapped
    for mana (most often none: nothing more to work out)."""
    return bool(waiting_for(g, TAPPED_FOR_MANA))


def extra_mana(g: GameState, player: int, tapped: Iterable[int]) -> dict[int, str]:
    """For each permanent of ``tapped`` (``player``'s, each with a {T} mana ability), the mana
    the triggered mana abilities add to ``player``'s pool when it is tapped for mana, as they
    would now (e.g. "GG"): the mana one of them adds to another player's pool (CR 106.4) is not
    ``player``'s to pay with. Permanents that make no such mana are left out."""
    abilities = waiting_for(g, TAPPED_FOR_MANA)
    out: dict[int, str] = {}
    for source in tapped:
        ev = Event(TAPPED_FOR_MANA, obj=source, player=player)
        mana = ""
        for oid, c, ab in abilities:
            if ab.trigger.test is not None and not ab.trigger.test(g, oid, ev):
                continue
            frame = {"controller": c.controller, "source": oid, "targets": (), "x": None,
                     "event": ev, "source_chars": c}
            for e in ab.effects:
                if isinstance(e, AddMana) and player in resolve_ref(g, e.who, frame):
                    mana += e.mana * evaluate_amount(g, e.times, frame)
        if mana:
            out[source] = mana
    return out
