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
