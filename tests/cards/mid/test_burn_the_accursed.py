"""Burn the Accursed — {4}{R} Instant.

Oracle: "Burn the Accursed deals 5 damage to target creature and 2 damage to that creature's
controller. If that creature would die this turn, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Burn the Accursed")


def test_five_and_two_and_exiled_instead_of_dying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")
    assert not d.ids("Elvish Warrior", zone="graveyard")
    assert d.life(1) == 18


def test_no_damage_to_the_controller_if_the_target_is_gone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Burn the Accursed", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Burn the Accursed", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")  # it died before the spell resolved
    assert d.life(1) == 20


def test_only_that_creature_is_exiled_instead_of_dying() -> None:
    """CR 614.1a: the replacement applies to the targeted creature only: another creature
    dying the same turn is put into its owner's graveyard (the Colossus survived the 5)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Burn the Accursed", "Shock")
    s.battlefield(1, "Krosan Colossus", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Colossus")])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_creature_dying_on_a_later_turn_goes_to_the_graveyard() -> None:
    """CR 611.2a, 614.1a: "if that creature would die this turn": the replacement ends with
    the turn; the Colossus that survived the 5 damage and dies two turns later is put into
    its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, *["Plains"] * 6)
    s.hand(0, "Burn the Accursed", "Akroma's Vengeance")
    s.battlefield(1, "Krosan Colossus")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Colossus")])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "graveyard"


def test_two_exile_instead_effects_its_controller_chooses_one_named_by_its_spell() -> None:
    """CR 616.1: two Burn the Accursed resolved on Krosan Colossus (6/6) both would exile it
    instead of its dying; its controller chooses which applies, each shown with the spell it
    comes from, and the Colossus is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 10)
    s.hand(0, "Burn the Accursed", "Burn the Accursed")
    s.battlefield(1, "Krosan Colossus")
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    first = d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    second = d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    assert sorted(src for _, src in dec.info()["sources"]) == sorted([first, second])
    d.choose(dec.actions[0].value)
    assert d.zone_of("Krosan Colossus") == "exile"
