"""Cabal Executioner — {2}{B}{B} Creature — Human Cleric 2/2.

Oracle: "Whenever Cabal Executioner deals combat damage to a player, that player sacrifices a
creature. / Morph {3}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cabal Executioner")


def test_the_player_it_hits_sacrifices_a_creature_of_their_choice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Cabal Executioner")])
    while not d.state.stack:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.resolve()
    d.choose(d.find("Goblin Sky Raider"))
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.life(1) == 18


def test_face_down_it_has_no_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner", face_down=True)
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Cabal Executioner")])
    d.pass_until("end")
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.life(1) == 18
