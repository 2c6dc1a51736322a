"""Gravel Slinger — {3}{W} Creature — Human Soldier 1/3.

Oracle: "{T}: Gravel Slinger deals 1 damage to target attacking or blocking creature. / Morph
{1}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time
for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gravel Slinger")


def test_pings_an_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gravel Slinger")
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    d.pass_priority()
    d.activate(0, "Gravel Slinger", targets=[raider])
    d.resolve()
    assert d.state.objects[raider].damage == 1
    assert d.state.objects[d.find("Gravel Slinger")].tapped


def test_face_down_it_has_no_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gravel Slinger", face_down=True)
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider")])
    d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
