"""Insurrection — {5}{R}{R}{R} Sorcery.

Oracle: "Untap all creatures and gain control of them until end of turn. They gain haste until
end of turn."
Rulings covered: ONS-FAQ-176, ONS-FAQ-177, ONS-FAQ-178.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Insurrection")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(0, "Goblin Sky Raider", sick=True)
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Insurrection")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    return d


@pytest.mark.ruling("ONS-FAQ-176", "ONS-FAQ-177", "ONS-FAQ-178", "ONS-OR-0140")
def test_untaps_takes_and_hastes_every_creature() -> None:
    d = setup()
    for name in ("Glory Seeker", "Goblin Sky Raider", "Elvish Warrior", "Gluttonous Zombie"):
        oid = d.find(name)
        assert not d.state.objects[oid].tapped, name
        assert d.chars(oid).controller == 0, name
        assert d.chars(oid).has("Haste"), name


def test_stolen_creatures_attack_and_return_at_end_of_turn() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Elvish Warrior"), d.find("Goblin Sky Raider")])
    d.pass_until("end")
    assert d.life(1) == 17
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Elvish Warrior")).controller == 1
    assert d.chars(d.find("Goblin Sky Raider")).controller == 0
