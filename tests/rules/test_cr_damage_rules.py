"""What damage does and to what it can be dealt (CR 120)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_damage_doesnt_destroy_a_creature_the_state_based_action_does() -> None:
    """CR 120.5, 704.5g, 302.4b: Shock's 2 damage to Ravenous Baloth (4/4) is marked on it
    and it stays on the battlefield; when Olivia's Midnight Ambush later makes it 2/2, no
    damage is dealt, yet the state-based action finds damage equal to its toughness and it
    dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Swamp", "Swamp")
    s.hand(0, "Shock", "Olivia's Midnight Ambush")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.cast(0, "Shock", targets=[baloth])
    d.resolve()
    assert d.zone_of("Ravenous Baloth") == "battlefield"
    assert d.state.objects[baloth].damage == 2
    d.cast(0, "Olivia's Midnight Ambush", targets=[baloth])
    d.resolve()
    assert d.zone_of("Ravenous Baloth") == "graveyard"


def test_damage_isnt_dealt_to_a_noncreature_permanent() -> None:
    """CR 120.1a: Starstorm deals 1 damage to each creature: Glory Seeker is dealt 1, but
    Stuffed Bear, an artifact that isn't a creature, is dealt none, so when it then becomes a
    4/4 creature it has no damage marked on it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Starstorm")
    s.battlefield(0, "Stuffed Bear", "Glory Seeker")
    d = Driver(s.build())
    bear, seeker = d.find("Stuffed Bear"), d.find("Glory Seeker")
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.state.objects[bear].damage == 0
    d.activate(0, bear)
    d.resolve()
    assert d.chars(bear).toughness == 4
    assert d.state.objects[bear].damage == 0
