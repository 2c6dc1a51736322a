"""Spitting Gourna — {3}{G}{G} Creature — Beast 3/4.

Oracle: "Reach (This creature can block creatures with flying.) / Morph {4}{G} (You may cast
this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spitting Gourna")


def test_reach_blocks_a_flyer() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Spitting Gourna")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Spitting Gourna"): raider})
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.life(1) == 20


def test_face_down_it_has_no_reach() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Spitting Gourna", face_down=True)
    d = Driver(s.build())
    assert not d.chars(d.find("Spitting Gourna")).has("Reach")


def test_cast_face_down_for_three_then_turned_up_it_blocks_a_flyer() -> None:
    """CR 702.37c, 702.37e: cast face down for {3} it is a 2/2 without reach; turned face up
    for {4}{G} before blockers are declared it is a 3/4 with reach and blocks Goblin Sky
    Raider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, *["Forest"] * 8)
    s.hand(1, "Spitting Gourna")
    s.library(0, "Mountain")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Spitting Gourna", method="face_down")
    assert sum(1 for f in d.ids("Forest") if d.state.objects[f].tapped) == 3
    d.resolve()
    gourna = d.find("Spitting Gourna", "battlefield")
    c = d.chars(gourna)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Reach")
    d.pass_until("precombat_main", turn=4)
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    d.pass_priority()
    d.special(1, "turn_face_up", gourna)
    d.pay()
    c = d.chars(gourna)
    assert (c.power, c.toughness) == (3, 4) and c.has("Reach")
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({gourna: raider})
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "graveyard" and d.life(1) == 20
