"""Vocabulary for choices made as a spell or ability resolves (CR 608.2d), linked exile
(CR 607.2a), Curses' "enchanted player" (CR 303.4), changeling (CR 702.73a), type and colour
additions (CR 205.1b, 205.3d) and "enters with counters equal to the mana spent" (CR 601.2h).

Each test defines a small card with ``define_card`` that uses one piece of the vocabulary.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.prelude import (
    ANY_NUMBER,
    CREATURE,
    TARGET_CREATURE,
    AllExcept,
    ApplyContinuous,
    ChooseAtRandom,
    ChooseObjects,
    GainLife,
    Modify,
    MoveTo,
    Tally,
    TapEffect,
    Target,
    Var,
    VarAmount,
    Zone,
    anthem,
    card_in,
    choose_different_powers,
    choose_one_for_each_power,
    enchanted_player_controls,
    spell,
)
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

PICK_DIFFERENT = define_card(
    "Test Different Powers", "{W}", "Sorcery",
    "Choose any number of creatures with different powers. Tap them.",
    abilities=[spell(choose_different_powers(CREATURE, "c"), TapEffect(Var("c")))])

SPARE_ONE_EACH = define_card(
    "Test Spare One of Each Power", "{W}", "Sorcery",
    "For each different power among creatures, choose one. Tap each creature not chosen.",
    abilities=[spell(choose_one_for_each_power(CREATURE, "c"),
                     TapEffect(AllExcept(CREATURE, "c")))])

ONE_PER_GRAVEYARD = define_card(
    "Test One Per Graveyard", "{B}", "Sorcery",
    "For each player, choose a creature card in that player's graveyard. Exile those cards.",
    abilities=[spell(ChooseObjects(card_in(Zone.GRAVEYARD, "Creature", controller=None),
                                   "c", min=ANY_NUMBER, max=ANY_NUMBER, different="owner"),
                     Tally((MoveTo(Var("c"), Zone.EXILE),), "moved", cause=None),
                     GainLife(VarAmount("moved_count")))])

RANDOM_RETURN = define_card(
    "Test Random Return", "{B}", "Sorcery",
    "Return a creature card at random from your graveyard to your hand.",
    abilities=[spell(ChooseAtRandom(card_in(Zone.GRAVEYARD, "Creature"), "c"),
                     MoveTo(Var("c"), Zone.HAND))])

HUMBLE_CURSE = define_card(
    "Test Humbling Curse", "{W}", "Enchantment — Aura Curse",
    "Enchant player\nNonlegendary creatures enchanted player controls get -1/-0.",
    abilities=[anthem(enchanted_player_controls(CREATURE.but(not_supertypes=("Legendary",))),
                      -1, 0)])

PAINT_BLACK = define_card(
    "Test Paint Black", "{B}", "Sorcery",
    "Target creature becomes a black Zombie in addition to its other colors and types.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(add_colors=("B",),
                                                       add_subtypes=("Zombie",)),
                                     duration="forever"), targets=[TARGET_CREATURE])])


def _options(d: Driver) -> set[object]:
    return {a.value for a in d.game.legal_actions()}


def test_different_powers_excludes_a_power_already_chosen_and_may_stop() -> None:
    assert PICK_DIFFERENT
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker", "Elvish Warrior", "Quicksilver Dragon")
    s.hand(0, "Test Different Powers")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Test Different Powers")
    d.resolve()
    assert None in _options(d)
    d.choose(seeker)
    assert warrior not in _options(d)
    d.choose(None)
    assert d.state.objects[seeker].tapped and not d.state.objects[warrior].tapped


def test_one_for_each_power_is_mandatory_and_all_except_acts_on_the_rest() -> None:
    assert SPARE_ONE_EACH
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker", "Elvish Warrior", "Quicksilver Dragon")
    s.hand(0, "Test Spare One of Each Power")
    d = Driver(s.build())
    d.cast(0, "Test Spare One of Each Power")
    d.resolve()
    assert None not in _options(d)
    d.choose(d.find("Elvish Warrior"))
    d.choose(d.find("Quicksilver Dragon"))
    assert d.state.objects[d.find("Glory Seeker")].tapped
    assert not d.state.objects[d.find("Elvish Warrior")].tapped
    assert not d.state.objects[d.find("Quicksilver Dragon")].tapped


def test_one_card_of_each_owner_and_tally_counts_the_moves() -> None:
    assert ONE_PER_GRAVEYARD
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.graveyard(1, "Quicksilver Dragon")
    s.hand(0, "Test One Per Graveyard")
    d = Driver(s.build())
    d.cast(0, "Test One Per Graveyard")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    assert d.find("Elvish Warrior") not in _options(d)
    d.choose(d.find("Quicksilver Dragon"))
    assert d.zone_of("Glory Seeker") == "exile" and d.zone_of("Quicksilver Dragon") == "exile"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.life(0) == 22


def test_choose_at_random_uses_the_seed_and_replays() -> None:
    assert RANDOM_RETURN
    seen = set()
    for seed in range(1, 10):
        s = Scenario(seed=seed)
        s.battlefield(0, "Swamp")
        s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Forest")
        s.hand(0, "Test Random Return")
        d = Driver(s.build())
        d.cast(0, "Test Random Return")
        d.resolve()
        hand = [d.game.name_of(o) for o in d.state.players[0].hand]
        assert len(hand) == 1 and hand[0] != "Forest"
        again = type(d.game).from_json(d.game.to_json())
        assert [again.name_of(o) for o in again.state.players[0].hand] == hand
        seen.add(hand[0])
    assert seen == {"Glory Seeker", "Elvish Warrior"}


def test_enchanted_player_controls_and_nonlegendary() -> None:
    assert HUMBLE_CURSE
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Visara the Dreadful")
    s.hand(0, "Test Humbling Curse")
    d = Driver(s.build())
    d.cast(0, "Test Humbling Curse", targets=[1])
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).power == 1
    assert d.chars(d.find("Visara the Dreadful")).power == 5
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_changeling_is_every_creature_type_in_every_zone() -> None:
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Avian Changeling")
    s.hand(0, "Avian Changeling")
    d = Driver(s.build())
    for oid in d.ids("Avian Changeling"):
        assert {"Zombie", "Human", "Angel", "Shapeshifter", "Wall"} <= d.chars(oid).subtypes


def test_added_color_and_creature_type_in_addition() -> None:
    assert PAINT_BLACK
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Elvish Warrior")
    s.hand(0, "Test Paint Black")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.cast(0, "Test Paint Black", targets=[w])
    d.resolve()
    c = d.chars(w)
    assert c.colors == frozenset({"G", "B"}) and {"Elf", "Warrior", "Zombie"} <= c.subtypes
