"""Loyal Gryff — {2}{W} Creature — Hippogriff 2/2.

Oracle: "Flash / Flying / When Loyal Gryff enters the battlefield, you may return another
creature you control to its owner's hand."
Rulings covered: MID-RN-166.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Loyal Gryff")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Wellwisher")
    s.hand(0, "Loyal Gryff")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-166", "MID-OR-0089")
def test_choose_the_creature_as_it_resolves() -> None:
    d = setup()
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_cards"
    assert d.find("Loyal Gryff", "battlefield") not in opts(d)
    d.choose(d.find("Wellwisher"))
    assert d.ids("Wellwisher", zone="hand")
    assert d.ids("Glory Seeker", zone="battlefield")


@pytest.mark.ruling("MID-RN-166", "MID-OR-0089")
def test_may_return_nothing() -> None:
    d = setup()
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    d.choose(None)
    assert d.ids("Wellwisher", zone="battlefield") and d.ids("Glory Seeker", zone="battlefield")


def test_flash_cast_in_an_opponent_s_turn() -> None:
    """Flash: it may be cast any time its controller could cast an instant (CR 702.8a), here
    in the opponent's combat; it has flying (CR 702.9a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Loyal Gryff")
    s.at("beginning_of_combat", active=1, turn=4, priority=0)
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    gryff = d.find("Loyal Gryff", "battlefield")
    assert d.chars(gryff).has("Flying")


def test_only_another_creature_you_control() -> None:
    """"Another creature you control": neither itself nor an opponent's creature is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    assert set(opts(d)) - {None} == {d.find("Glory Seeker")}


def test_a_creature_you_control_returns_to_its_owner_s_hand() -> None:
    """A creature you control but don't own goes to its owner's hand (CR 108.3, 400.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.battlefield(0, "Elvish Warrior", owner=1)
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    assert d.ids("Elvish Warrior", zone="hand", player=1)


def test_a_token_returned_ceases_to_exist() -> None:
    """A token put into a hand ceases to exist at the next check (CR 111.8, 704.5d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.token(0, "Zombie")
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    d.choose(d.find("Zombie"))
    assert not d.ids("Zombie")
    assert d.ids("Loyal Gryff", zone="battlefield")


def test_an_opponent_s_death_match_trigger_goes_above_and_resolves_first() -> None:
    """Loyal Gryff's trigger and the opponent's Death Match trigger on its entering: the
    active player's goes on the stack first (CR 101.4, 603.3b), so Death Match's -3/-3 (its
    target chosen by the Gryff's controller, ONS-FAQ-155) resolves before the Gryff's return."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Death Match", "Elvish Warrior")
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    assert d.expect("target").player == 0
    d.choose(d.find("Elvish Warrior"))
    assert [d.state.objects[o].controller for o in d.state.stack] == [0, 1]
    d.resolve()
    d.choose(True)
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker"))
    assert d.ids("Glory Seeker", zone="hand")


def test_choosing_an_opponent_s_creature_is_refused() -> None:
    """CR 608.2d: a choice outside "another creature you control" is refused with an error and
    the game is left unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before
    assert d.find("Elvish Warrior") not in opts(d)


def test_with_no_other_creature_nothing_is_asked() -> None:
    """"You may return another creature": alone on the battlefield, the Gryff's ability
    resolves without a choice and the Gryff stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Loyal Gryff") == "battlefield"


def test_the_gryff_gone_its_ability_still_returns_another_creature() -> None:
    """CR 113.7a: the Gryff returned to its owner's hand by Fading Hope in response, its
    ability still resolves and its controller may return Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Loyal Gryff")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[d.find("Loyal Gryff")])
    d.resolve()
    d.take_first("scry")  # Fading Hope's scry 1 (its mana value is 3 or less)
    assert d.zone_of("Loyal Gryff") == "hand"
    d.resolve()
    assert set(opts(d)) == {None, d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "hand"
