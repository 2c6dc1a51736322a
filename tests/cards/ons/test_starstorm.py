"""Starstorm — {X}{R}{R} Instant.

Oracle: "Starstorm deals X damage to each creature. / Cycling {3} ({3}, Discard this card:
Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Starstorm")


def test_deals_x_damage_to_each_creature_on_both_sides() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    seekers = d.ids("Glory Seeker", zone="battlefield")
    assert len(seekers) == 2 and all(d.state.objects[o].damage == 1 for o in seekers)
    assert d.state.objects[d.find("Krosan Tusker")].damage == 1
    assert d.life(1) == 20


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.activate(0, d.find("Starstorm", zone="hand"))
    assert d.zone_of("Starstorm") == "graveyard"
    d.resolve()
    assert d.find("Shock", zone="hand")


@pytest.mark.ruling("ONS-OR-0164")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Starstorm", ["Mountain", "Mountain", "Mountain"])


def test_x_zero_deals_no_damage() -> None:
    """X = 0 (CR 107.3m, 120.8): no damage is dealt, no creature is marked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=0)
    d.resolve()
    assert d.zone_of("Starstorm") == "graveyard"
    assert all(d.state.objects[d.find(n)].damage == 0 for n in ("Glory Seeker", "Elvish Warrior"))
    assert not [e for e in d.state.log if e.kind == "damage"]


def test_lethal_damage_kills_each_side_and_face_down_creatures() -> None:
    """X = 2: both players' 2-toughness creatures, a face-down 2/2 among them (CR 708.2), die
    as a state-based action (CR 704.5g); Elvish Warrior (2/3) survives with 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(1, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Skirk Commando") == "graveyard"
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2


def test_prevention_applies_to_each_creature_separately() -> None:
    """Starstorm deals its damage to each creature at once, but each creature's damage is
    prevented on its own (CR 615.1): Daunting Defender prevents 1 to each Cleric its
    controller controls: with X = 2, Daunting Defender and Daru Healer (1/2, alive) get 1
    each, Elvish Warrior (no Cleric) gets 2."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 5))
    s.hand(0, "Starstorm")
    s.battlefield(1, "Daunting Defender", "Daru Healer", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    damage = {n: d.state.objects[d.find(n)].damage
              for n in ("Daunting Defender", "Daru Healer", "Elvish Warrior")}
    assert damage == {"Daunting Defender": 1, "Daru Healer": 1, "Elvish Warrior": 2}


def test_two_headed_giant_each_creature_of_every_player() -> None:
    """Two-Headed Giant: "each creature" is each creature on the battlefield, the teammate's
    and both opponents' alike; no player, so no team's shared life, is dealt damage."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    for p in (1, 2, 3):
        s.battlefield(p, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    assert [d.state.objects[w].damage for w in d.ids("Elvish Warrior")] == [1, 1, 1]
    assert [d.life(p) for p in range(4)] == [30, 30, 30, 30]


def test_on_the_stack_its_mana_value_counts_x() -> None:
    """CR 202.3e: on the stack, X is the chosen value: Starstorm with X = 3 has mana value
    5; in the graveyard afterwards X is 0 and its mana value is 2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    sid = d.cast(0, "Starstorm", x=3)
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.chars(sid).mana_value == 5
    d.resolve()
    assert d.chars(d.find("Starstorm", zone="graveyard")).mana_value == 2
