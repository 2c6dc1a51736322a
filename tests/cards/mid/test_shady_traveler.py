"""Shady Traveler // Stalking Predator — {2}{B} Creature — Human Werewolf 2/3 // Creature —
Werewolf 4/4 (black).

Oracle: Front: "Menace / Daybound (If a player casts no spells during their own turn, it
becomes night next turn.)"
Back: "Menace / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Shady Traveler")


def _blocks(transformed: bool) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Shady Traveler", transformed=transformed)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    attacker = d.find("Shady Traveler")
    d.to_combat()
    d.attack([attacker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d, attacker


@pytest.mark.parametrize("transformed", [False, True])
def test_menace_on_both_faces(transformed: bool) -> None:
    d, attacker = _blocks(transformed)
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), attacker))
    assert FinishDeclaration() not in d.game.legal_actions()  # CR 702.111b
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), attacker))
    assert FinishDeclaration() in d.game.legal_actions()


def test_faces_by_day_and_by_night() -> None:
    d, traveler = _blocks(False)
    c = d.chars(traveler)
    assert d.state.day_night == "day"
    assert (c.name, c.power, c.toughness) == ("Shady Traveler", 2, 3)
    d, predator = _blocks(True)
    c = d.chars(predator)
    assert d.state.day_night == "night"
    assert (c.name, c.power, c.toughness) == ("Stalking Predator", 4, 4)
    assert c.has("Nightbound") and c.colors == frozenset({"B"})


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0345", "MID-OR-0346", "MID-OR-0347", "MID-OR-0348", "MID-OR-0349",
        "MID-OR-0350", "MID-OR-0351", "MID-OR-0352", "MID-OR-0353", "MID-OR-0354",
    )
    CARD, BACK = "Shady Traveler", "Stalking Predator"
