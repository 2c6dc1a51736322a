"""Dreadhound — {4}{B}{B} Creature — Demon Dog 6/6.

Oracle: "When Dreadhound enters the battlefield, mill three cards. (Put the top three cards of
your library into your graveyard.) / Whenever a creature dies or a creature card is put into a
graveyard from a library, each opponent loses 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dreadhound")


def settle(d: Driver, target: int | None = None) -> None:
    """Resolve everything, putting simultaneous triggers on the stack in the order offered."""
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        elif d.decision.kind == "target" and target is not None:
            d.choose(target)
        else:
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]


def test_milled_creature_cards_drain() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Dreadhound")
    s.library(0, "Glory Seeker", "Island", "Elvish Warrior", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Dreadhound")
    d.resolve()
    settle(d)
    assert len(d.state.players[0].graveyard) == 3
    assert d.life(1) == 18 and d.life(0) == 20


def test_any_creature_dying_drains() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhound", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.life(1) == 19
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    settle(d, d.find("Dreadhound"))  # the Goblin's -1/-1 goes on the Dreadhound
    assert d.life(1) == 18
