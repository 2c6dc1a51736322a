"""Clear Shot — {2}{G} Instant.

Oracle: "Target creature you control gets +1/+1 until end of turn. It deals damage equal to
its power to target creature you don't control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Clear Shot")


def _clear_shot(mine: str, theirs: str, *, shock: bool = False) -> tuple[Driver, int, int]:
    """Player 0 casts Clear Shot targeting their ``mine`` and player 1's ``theirs`` (with a
    Shock and a Mountain in reserve when ``shock``); it is on the stack, not yet resolved."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", *(["Mountain"] if shock else []), mine)
    s.hand(0, "Clear Shot", *(["Shock"] if shock else []))
    s.battlefield(1, theirs)
    d = Driver(s.build())
    a, b = d.find(mine), d.find(theirs)
    d.cast(0, "Clear Shot", targets=[a, b])
    return d, a, b


def test_pump_then_one_sided_damage() -> None:
    d, seeker, warrior = _clear_shot("Glory Seeker", "Elvish Warrior")
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.state.objects[seeker].damage == 0
    assert d.chars(seeker).power == 3


def test_no_damage_if_your_creature_is_gone() -> None:
    d, seeker, warrior = _clear_shot("Glory Seeker", "Elvish Warrior", shock=True)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.state.objects[warrior].damage == 0


def _castable(d: Driver) -> bool:
    return any(isinstance(a, CastSpell) and a.card == d.find("Clear Shot", zone="hand")
               for a in d.game.legal_actions())


@pytest.mark.ruling("MID-OR-0516")
@pytest.mark.parametrize("yours", [True, False])
def test_cant_be_cast_without_both_targets(yours: bool) -> None:
    """Official ruling: "You can't cast Clear Shot unless you choose a creature you control and a
    creature you don't control as targets."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Clear Shot")
    s.battlefield(0 if yours else 1, "Glory Seeker")
    d = Driver(s.build())
    assert not _castable(d)
    s.battlefield(1 if yours else 0, "Elvish Warrior")
    assert _castable(Driver(s.build()))


@pytest.mark.ruling("MID-OR-0517")
def test_your_creature_still_gets_the_bonus_if_the_other_target_is_gone() -> None:
    """Official ruling: "As Clear Shot tries to resolve, if either creature is an illegal target,
    the creature you control won't deal damage. If the creature you control is a legal target but
    the other creature isn't, your creature will still get +1/+1."."""
    d, warrior, seeker = _clear_shot("Elvish Warrior", "Glory Seeker", shock=True)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    n = len(d.state.log)
    d.resolve()
    assert d.zone_of("Clear Shot") == "graveyard"
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (3, 4)
    assert not [e for e in d.state.log[n:] if e.kind == "damage"]
    assert d.life(1) == 20


def test_the_creature_is_the_source_so_its_deathtouch_applies() -> None:
    """The targeted creature deals the damage (CR 120.1): Lynde's 3 damage to Krosan Tusker
    is from a source with deathtouch, so the 6/5 Tusker is destroyed (CR 702.2b, 704.5h)."""
    d, lynde, tusker = _clear_shot("Lynde, Cheerful Tormentor", "Krosan Tusker")
    d.resolve()
    assert d.ids("Krosan Tusker", zone="graveyard")


def test_two_headed_giant_a_teammates_creature_is_one_you_dont_control() -> None:
    """"Creature you don't control": in Two-Headed Giant a teammate's creature is one (CR
    810.5: teammates don't control each other's permanents); it may be the second target,
    but not the first."""
    from manastack.decisions.actions import Choose
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Clear Shot")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Clear Shot", pay=False)
    d.expect("target")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {seeker}
    d.choose(seeker)
    d.choose(warrior)
    d.pay()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_a_creature_with_power_zero_after_the_bonus_deals_no_damage() -> None:
    """CR 120.8: Startle gives Wellwisher (1/1) -2/-0; with Clear Shot's +1/+1 its power is
    0 as the spell resolves, so it deals no damage to Goblin Sledder."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Forest", "Forest", "Forest", "Wellwisher")
    s.hand(0, "Startle", "Clear Shot")
    s.library(0, "Island")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    well, sledder = d.find("Wellwisher"), d.find("Goblin Sledder")
    d.cast(0, "Startle", targets=[well])
    d.resolve()
    d.cast(0, "Clear Shot", targets=[well, sledder])
    d.resolve()
    assert d.chars(well).power == 0
    assert d.state.objects[sledder].damage == 0
    assert d.zone_of("Goblin Sledder") == "battlefield"
