"""Harvesttide Infiltrator // Harvesttide Assailant — {2}{R} Creature — Human Werewolf 3/2 //
Creature — Werewolf 4/4 (red).

Oracle: Front: "Trample / Daybound (If a player casts no spells during their own turn, it
becomes night next turn.)"
Back: "Trample / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Harvesttide Infiltrator")


def _trample_through(transformed: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Infiltrator", transformed=transformed)
    s.battlefield(1, "Glory Seeker")  # 2/2
    d = Driver(s.build())
    attacker = d.find("Harvesttide Infiltrator")
    d.to_combat()
    d.attack([attacker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), attacker))
    d.block()
    while d.decision.kind != "priority" or d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    return d


def test_front_face_tramples_over_a_blocker() -> None:
    d = _trample_through(False)
    assert d.state.day_night == "day"
    assert d.life(1) == 19  # 3 power, 2 to the 2/2 blocker, 1 tramples over


def test_back_face_is_a_4_4_with_trample() -> None:
    d = _trample_through(True)
    assert d.state.day_night == "night"
    assert d.life(1) == 18
    c = d.chars(d.find("Harvesttide Assailant"))
    assert (c.name, c.power, c.toughness) == ("Harvesttide Assailant", 4, 4)
    assert c.colors == frozenset({"R"})


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0394", "MID-OR-0395", "MID-OR-0396", "MID-OR-0397", "MID-OR-0398",
        "MID-OR-0399", "MID-OR-0400", "MID-OR-0401", "MID-OR-0402", "MID-OR-0403",
    )
    CARD, BACK = "Harvesttide Infiltrator", "Harvesttide Assailant"


def test_transforming_keeps_its_aura_and_counters() -> None:
    """CR 712.18, 730.2a: player 0 casts no spell in their turn, so as turn 4 begins it
    becomes night and the Infiltrator transforms into Harvesttide Assailant; it is the same
    permanent, so Mythic Proportions stays attached and its +1/+1 counter stays: a 13/13 with
    trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Infiltrator", label="wolf", counters={"+1/+1": 1})
    s.battlefield(0, "Mythic Proportions", attached_to="wolf")
    s.day_night("day")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Harvesttide Infiltrator")
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (12, 11)
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    c = d.chars(wolf)
    assert (c.name, c.power, c.toughness) == ("Harvesttide Assailant", 13, 13)
    assert c.has("Trample")
    assert d.state.objects[d.find("Mythic Proportions")].attached_to == wolf
