"""Covert Cutpurse // Covetous Geist — {2}{B} Creature — Human Rogue 2/1 // Creature — Spirit
Rogue 2/2 (black).

Oracle: Front: "When Covert Cutpurse enters the battlefield, destroy target creature you don't
control that was dealt damage this turn. / Disturb {4}{B} (You may cast this card from your
graveyard transformed for its disturb cost.)"
Back: "Flying, deathtouch / If Covetous Geist would be put into a graveyard from anywhere, exile
it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings, permanent_characteristics, settle

CARD = "Covert Cutpurse"
pytestmark = pytest.mark.card("Covert Cutpurse")


def _game(*, mine: tuple[str, ...] = (), theirs: tuple[str, ...] = ("Covetous Castaway",
                                                                     "Glory Seeker")) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", *mine)
    s.hand(0, CARD, "Shock", "Shock")
    s.battlefield(1, *theirs)
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    return Driver(s.build())


def _shock(d: Driver, target: int) -> None:
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[target])
    d.resolve()


def test_destroys_a_creature_you_don_t_control_that_was_dealt_damage() -> None:
    d = _game()
    castaway = d.find("Covetous Castaway")
    _shock(d, castaway)
    assert d.zone_of("Covetous Castaway") == "battlefield"  # 1/3 with 2 damage
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {castaway}  # not the undamaged Glory Seeker
    d.choose(castaway)
    d.resolve()
    assert d.zone_of("Covetous Castaway") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_no_damaged_creature_you_don_t_control_means_no_target() -> None:
    d = _game(mine=("Covetous Castaway",), theirs=("Glory Seeker",))
    _shock(d, d.find("Covetous Castaway"))  # your own creature was dealt damage
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack  # the trigger had no legal target
    assert d.zone_of("Covetous Castaway") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_damage_dealt_on_an_earlier_turn_doesn_t_count() -> None:
    d = _game()
    _shock(d, d.find("Covetous Castaway"))
    d.pass_until("precombat_main", turn=5)
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Covetous Castaway") == "battlefield"


def test_covetous_geist_has_flying_and_deathtouch_and_is_exiled_instead_of_dying() -> None:
    d, geist = permanent_characteristics(CARD)
    c = d.chars(geist)
    assert (c.name, c.power, c.toughness) == ("Covetous Geist", 2, 2)
    assert c.has("Flying") and c.has("Deathtouch")
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "exile"


def test_covetous_geist_entering_destroys_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, CARD)
    s.hand(0, "Shock")
    s.battlefield(1, "Covetous Castaway")
    d = Driver(s.build())
    _shock(d, d.find("Covetous Castaway"))
    d.cast(0, CARD, method="disturb")
    settle(d)
    assert d.chars(d.find(CARD, zone="battlefield")).name == "Covetous Geist"
    assert d.zone_of("Covetous Castaway") == "battlefield"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0270", "MID-OR-0271", "MID-OR-0272", "MID-OR-0273", "MID-OR-0274",
        "MID-OR-0275", "MID-OR-0276",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = CARD, "Covetous Geist", (2, 2), 3
    BACK_KEYWORDS = ("Flying", "Deathtouch")
    BACK_COLORS, BACK_SUBTYPES = frozenset({"B"}), frozenset({"Spirit", "Rogue"})


def test_damage_in_the_opponents_turn_just_before_doesnt_count() -> None:
    """"This turn" (CR 500.1): the Covetous Castaway Shocked in the opponent's turn 4 was
    not dealt damage in player 0's turn 5, so the trigger has no legal target."""
    d = _game()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent passes in their upkeep: player 0 may respond
    _shock(d, d.find("Covetous Castaway"))
    d.pass_until("precombat_main", turn=5)
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Covetous Castaway") == "battlefield"


def test_any_damage_this_turn_counts_one_or_as_much_as_the_turn_number() -> None:
    """CR 120.1, 500.1: any amount of damage dealt this turn counts: the Castaway Shocked for
    2 in turn 2 and the Glory Seeker pinged for 1 by Goblin Sharpshooter may both be targeted;
    the undamaged Elvish Warrior may not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Goblin Sharpshooter")
    s.hand(0, CARD, "Shock")
    s.battlefield(1, "Covetous Castaway", "Glory Seeker", "Elvish Warrior")
    s.at("precombat_main", active=0, turn=2)
    d = Driver(s.build())
    castaway, seeker = d.find("Covetous Castaway"), d.find("Glory Seeker")
    _shock(d, castaway)
    d.activate(0, "Goblin Sharpshooter", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {castaway, seeker}


def test_covetous_geist_put_into_a_library_isnt_exiled() -> None:
    """CR 614.6: the Geist's replacement applies only to going to a graveyard. Attacking, it
    is put on top of its owner's library by Aetherspouts like any creature (CR 712.8a: a
    double-faced card is front face up there), not exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Aetherspouts")
    s.library(0, "Swamp")
    d = Driver(s.build())
    geist = d.find(CARD)
    d.to_combat()
    d.attack([geist])
    d.pass_priority()
    d.cast(1, "Aetherspouts")
    d.resolve()
    d.expect("top_or_bottom")
    d.choose("top")
    assert d.zone_of(CARD) == "library"
    assert d.state.players[0].library[0] == d.find(CARD)
    assert d.chars(d.find(CARD)).name == CARD
    assert not d.state.exile


def test_a_creature_regenerated_after_damage_was_still_dealt_damage_this_turn() -> None:
    """CR 701.19a, 120.3: Shock destroys the opponent's Boneknitter, which regenerates: its
    damage is removed, yet it was dealt damage this turn, so it may still be targeted and is
    destroyed (no regeneration shield left)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, CARD, "Shock")
    s.battlefield(1, "Boneknitter", "Swamp", "Swamp")
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.cast(0, "Shock", targets=[knitter])
    d.pass_priority()
    d.activate(1, knitter, targets=[knitter])
    d.resolve()
    d.resolve()
    assert d.zone_of("Boneknitter") == "battlefield"
    assert d.state.objects[knitter].damage == 0 and d.state.objects[knitter].tapped
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {knitter}
    d.choose(knitter)
    d.resolve()
    assert d.zone_of("Boneknitter") == "graveyard"


def test_the_target_bounced_in_response_nothing_is_destroyed() -> None:
    """CR 608.2b: the damaged Covetous Castaway is returned to its owner's hand (Chain of
    Vapor) in response: the trigger doesn't resolve and the Glory Seeker stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, CARD, "Shock")
    s.battlefield(1, "Covetous Castaway", "Glory Seeker", "Island")
    s.hand(1, "Chain of Vapor")
    d = Driver(s.build())
    castaway = d.find("Covetous Castaway")
    _shock(d, castaway)
    d.cast(0, CARD)
    d.resolve()
    d.choose(castaway)
    d.pass_priority()
    d.cast(1, "Chain of Vapor", targets=[castaway])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Covetous Castaway") == "hand"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Covetous Castaway") == "hand"
