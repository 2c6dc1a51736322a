"""Battlefield Medic — {1}{W} Creature — Human Cleric 1/1.

Oracle: "{T}: Prevent the next X damage that would be dealt to target creature this turn,
where X is the number of Clerics on the battlefield."
Rulings covered: ONS-FAQ-138 (X is fixed as the ability resolves, not when damage is dealt).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Battlefield Medic")


def setup(*extra: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Battlefield Medic", "Glory Seeker", *extra)
    s.hand(0, "Shock", "Shock")
    return Driver(s.build())


def test_prevents_one_with_one_cleric() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.ids("Glory Seeker", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-138", "ONS-OR-0010")
def test_x_is_locked_in_on_resolution() -> None:
    d = setup("Disciple of Grace")
    seeker = d.find("Glory Seeker")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.resolve()  # two Clerics now: prevent the next 2
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Disciple of Grace")])
    d.resolve()
    assert d.ids("Disciple of Grace", zone="graveyard")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0


def test_needs_to_tap() -> None:
    d = setup()
    d.activate(0, "Battlefield Medic", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.objects[d.find("Battlefield Medic")].tapped


@pytest.mark.ruling("ONS-FAQ-138", "ONS-OR-0010")
def test_medic_gone_before_resolution_counts_the_clerics_left() -> None:
    """CR 113.7a, 608.2h: the ability resolves though the Medic was killed in response, and X
    is counted on resolution, when only Disciple of Grace is a Cleric: one damage of the next
    Shock is prevented."""
    d = setup("Disciple of Grace")
    seeker = d.find("Glory Seeker")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Battlefield Medic")])
    d.resolve()
    assert d.ids("Battlefield Medic", zone="graveyard")
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1


def test_clerics_of_every_player_count() -> None:
    """"On the battlefield": the opponent's Daru Healer is a Cleric too, so X is 2 and the
    whole Shock is prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Battlefield Medic", "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0


def test_target_gone_on_resolution_prevents_nothing() -> None:
    """CR 608.2b: the targeted Glory Seeker dies in response, so the ability does nothing;
    no shield is left over for a creature that wasn't its target."""
    d = setup()
    seeker = d.find("Glory Seeker")
    medic = d.find("Battlefield Medic")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert not d.state.stack
    d.cast(0, d.ids("Shock", "hand")[0], targets=[medic])
    d.resolve()
    assert d.ids("Battlefield Medic", zone="graveyard")


def test_made_to_read_elf_it_prevents_one_damage_per_elf() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Battlefield Medic's text: its
    type line reads Human Elf, and X is the number of Elves (itself and Wellwisher): Shock
    deals Glory Seeker no damage; no Cleric remains to count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Battlefield Medic", "Wellwisher", "Glory Seeker")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    medic = d.find("Battlefield Medic")
    d.cast(0, "Artificial Evolution", targets=[medic])
    d.resolve()
    d.choose("Cleric")
    d.choose("Elf")
    assert d.chars(medic).subtypes == {"Human", "Elf"}
    seeker = d.find("Glory Seeker")
    d.activate(0, medic, targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0
