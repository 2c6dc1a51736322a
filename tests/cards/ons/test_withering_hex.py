"""Withering Hex — {B} Enchantment — Aura.

Oracle: "Enchant creature / Whenever a player cycles a card, put a plague counter on Withering
Hex. / Enchanted creature gets -1/-1 for each plague counter on Withering Hex."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.rules.test_layer_pass_effects import same_as_a_whole_pass

pytestmark = pytest.mark.card("Withering Hex")


def test_each_cycle_by_any_player_shrinks_the_enchanted_creature() -> None:
    """A card cycled puts a plague counter on the Hex, which changes: what its effect does is
    worked out again for the creature it enchants (CR 613.4c), as a whole layer pass gives it,
    and for nothing else."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Glory Seeker")
    s.hand(0, "Withering Hex")
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest", "Forest")
    s.hand(1, "Krosan Tusker")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.cast(0, "Withering Hex", targets=[w])
    d.resolve()
    assert d.chars(w).power == 2
    d.pass_priority()  # player 1 gets priority with an empty stack
    d.activate(1, d.find("Krosan Tusker", zone="hand"))
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(False)  # decline the Tusker's search
    hex_id = d.find("Withering Hex")
    assert d.state.objects[hex_id].counters.get("plague") == 1
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    assert (d.chars(d.find("Glory Seeker")).power, d.chars(d.find("Glory Seeker")).toughness) \
        == (2, 2)
    assert same_as_a_whole_pass(d)


def test_counters_accumulate_until_the_creature_dies_and_two_hexes_count_apart() -> None:
    """CR 613.4c, 704.5f: each Hex gives -1/-1 per plague counter on itself; with two Hexes
    a cycle puts a counter on each, and the creature with 0 toughness dies."""
    s = Scenario(seed=1)
    s.battlefield(1, "Elvish Warrior", label="w")
    s.battlefield(0, "Withering Hex", attached_to="w", counters={"plague": 1})
    s.battlefield(0, "Withering Hex", attached_to="w")
    s.battlefield(0, "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Forest")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    d.activate(0, d.find("Barren Moor", zone="hand"))
    d.take_first("order_triggers")
    d.resolve_all()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert len(d.ids("Withering Hex", zone="graveyard")) == 2


def test_a_discard_that_isn_t_cycling_doesn_t_count_and_the_counter_comes_before_the_draw() -> None:
    """CR 702.29a, 603.3: Strongarm Tactics makes each player discard, which is not cycling:
    no plague counter. Cycling Barren Moor then triggers the Hex, whose ability goes on the
    stack above the cycling ability: the counter is put on before the card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(1, "Elvish Warrior", label="w")
    s.battlefield(0, "Withering Hex", attached_to="w")
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Barren Moor", "Shock")
    s.hand(1, "Smother")
    s.library(0, "Forest")
    d = Driver(s.build())
    hex_id, w = d.find("Withering Hex"), d.find("Elvish Warrior")
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Smother") == "graveyard"
    assert not d.state.objects[hex_id].counters.get("plague")
    d.activate(0, d.find("Barren Moor", zone="hand"))
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.state.objects[hex_id].counters.get("plague") == 1
    assert len(d.state.stack) == 1 and d.ids("Forest", zone="library")
    d.resolve()
    assert d.ids("Forest", zone="hand")
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)


def test_put_back_into_play_it_is_a_new_object_without_counters() -> None:
    """CR 400.7, 122.2: Aura Extraction puts the Hex (two plague counters) on top of its
    owner's library; the Elvish Warrior is 2/3 again, and the counters are gone with it."""
    s = Scenario(seed=1)
    s.battlefield(1, "Elvish Warrior", label="w")
    s.battlefield(0, "Withering Hex", attached_to="w", counters={"plague": 2})
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Aura Extraction")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    assert (d.chars(w).power, d.chars(w).toughness) == (0, 1)
    d.cast(0, "Aura Extraction", targets=[d.find("Withering Hex")])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (2, 3)
    top = d.state.players[0].library[0]
    assert d.game.name_of(top) == "Withering Hex" and not d.state.objects[top].counters


def test_protection_from_black_puts_it_into_the_graveyard() -> None:
    """CR 702.16c, 704.5m: Akroma's Blessing naming black gives the enchanted Elvish Warrior
    protection from black; the Hex (a black Aura) is then attached illegally and put into
    its owner's graveyard, and the Warrior is 2/3 again."""
    s = Scenario(seed=1)
    s.battlefield(1, "Elvish Warrior", "Plains", "Plains", "Plains")
    s.battlefield(0, "Withering Hex", attached_to="Elvish Warrior", counters={"plague": 1})
    s.hand(1, "Akroma's Blessing")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    d.cast(1, "Akroma's Blessing")
    d.resolve()
    d.choose("black")
    assert d.zone_of("Withering Hex") == "graveyard"
    assert d.ids("Withering Hex", "graveyard", player=0)
    assert (d.chars(w).power, d.chars(w).toughness) == (2, 3)


def test_its_target_gone_the_aura_spell_goes_to_the_graveyard() -> None:
    """CR 608.3b, 608.2b: the Aura spell's target, Glory Seeker, is bounced in response
    (Chain of Vapor): Withering Hex doesn't enter the battlefield, it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island", "Glory Seeker")
    s.hand(0, "Withering Hex", "Chain of Vapor")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Withering Hex", targets=[seeker])
    d.cast(0, "Chain of Vapor", targets=[seeker])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "hand"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Withering Hex") == "graveyard"
