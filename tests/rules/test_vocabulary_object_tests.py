"""Filter tests and references written as vocabulary records (``manastack.dsl.object_tests``,
``manastack.dsl.this_way``): a card among the top cards of a library (CR 401.1), a spell or a
permanent (CR 110.1, 112.1, 113.1a), a card with a mana ability (CR 605.1a), a creature
blocking the source and one that was blocking it as it died (CR 509.1g, 603.10a), and the new
objects of cards put into a zone this way (CR 400.7, 608.2c), each played through a card
defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, Choose
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

DIG = define_card(
    "Vocabulary Test Shallow Dig", "{0}", "Sorcery",
    "Put a card from among the top two cards of your library into your hand.",
    abilities=[spell(ChooseObjects(Filter(zone=Zone.LIBRARY, owner="you",
                                          custom=InTopOfLibrary(2),
                                          label="card among the top two"), "dug"),
                     MoveTo(Var("dug"), Zone.HAND))]).name
UNSUMMON = define_card(
    "Vocabulary Test Unmake", "{0}", "Instant",
    "Return target spell or permanent to its owner's hand.",
    abilities=[spell(MoveTo(Target(0), Zone.HAND), targets=[TARGET_SPELL_OR_PERMANENT])]).name
CHANTER = define_card(
    "Vocabulary Test Life Chanter", "{1}", "Creature — Human Cleric",
    "{0}: You gain 1 life.", power=1, toughness=1,
    abilities=[activated("{0}", GainLife(1))]).name
TUTOR = define_card(
    "Vocabulary Test Mana Tutor", "{0}", "Sorcery",
    "Search your library for an artifact card with a mana ability, reveal it, put it into your "
    "hand, then shuffle.",
    abilities=[spell(Search(Filter(types=("Artifact",), custom=HAS_MANA_ABILITY,
                                   label="artifact card with a mana ability")))]).name
WARDEN = define_card(
    "Vocabulary Test Gate Warden", "{3}", "Creature — Human Soldier",
    "{0}: Each creature blocking this creature gets -1/-1 until end of turn.\nWhenever a "
    "creature blocking this creature dies, you gain 2 life.", power=4, toughness=4,
    abilities=[activated("{0}", pump(All(CREATURE.but(custom=BLOCKING_THIS,
                                                      label="creature blocking it")), -1, -1)),
               triggered(Trigger("zone_change", from_zone=Zone.BATTLEFIELD,
                                 to_zone=Zone.GRAVEYARD, test=WAS_BLOCKING_THIS,
                                 label="a creature blocking this creature dies"),
                         GainLife(2))]).name
BLINK = define_card(
    "Vocabulary Test Blink", "{0}", "Instant",
    "Exile target creature, then return that card to the battlefield under its owner's "
    "control. Put a +1/+1 counter on it.",
    abilities=[spell(Tally((MoveTo(Target(0), Zone.EXILE),), "gone", cause=None),
                     Tally((MoveTo(PutInto("gone", Zone.EXILE), Zone.BATTLEFIELD,
                                   under=OwnerOf(PutInto("gone", Zone.EXILE))),),
                           "back", cause=None),
                     PutCounters(PutInto("back", Zone.BATTLEFIELD)),
                     targets=[TARGET_CREATURE])]).name


def _options(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_in_top_of_library_offers_only_the_top_cards_of_your_library() -> None:
    s = Scenario(seed=1).hand(0, DIG).library(0, "Shock", "Forest", "Glory Seeker")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, DIG, pay=False)
    d.resolve()
    assert _options(d) - {None} == {d.find("Shock"), d.find("Forest")}
    d.choose(d.find("Forest"))
    assert d.zone_of("Forest") == "hand"


def test_spell_or_permanent_excludes_abilities_and_other_zones() -> None:
    """CR 115.1, 113.1a: an activated ability on the stack is neither a spell nor a
    permanent; a card in a graveyard is neither."""
    s = Scenario(seed=1).hand(0, UNSUMMON).battlefield(0, CHANTER)
    s.battlefield(1, "Glory Seeker").graveyard(1, "Wellwisher")
    s.stack(1, "Shock", targets=[0])
    d = Driver(s.build())
    chanter = d.find(CHANTER)
    d.activate(0, chanter)
    ability = d.state.stack[-1]
    d.cast(0, UNSUMMON, pay=False)
    options = _options(d)
    assert {d.find("Shock"), d.find("Glory Seeker"), chanter} <= options
    assert ability not in options and d.find("Wellwisher") not in options


def test_has_mana_ability_finds_artifacts_that_make_mana() -> None:
    s = Scenario(seed=1).hand(0, TUTOR)
    s.library(0, "Arcane Signet", "Moonsilver Key", "Forest")
    d = Driver(s.build())
    d.cast(0, TUTOR, pay=False)
    d.resolve()
    assert _options(d) - {None} == {d.find("Arcane Signet")}


def test_blocking_this_and_was_blocking_this_see_only_its_blockers() -> None:
    """CR 509.1g: the creatures blocking it; the one that dies was blocking it as it left the
    battlefield (CR 603.10a); a creature that isn't blocking is untouched."""
    s = Scenario(seed=1).battlefield(0, WARDEN)
    s.battlefield(1, "Wellwisher", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    warden = d.find(WARDEN)
    d.attack([warden])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Wellwisher"): warden})
    d.activate(0, warden)
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"  # a 1/1
    assert d.chars(d.find("Glory Seeker")).power == 2
    d.resolve()
    assert d.life(0) == 22


def test_put_into_is_the_new_object_in_that_zone() -> None:
    """CR 400.7: the card returned is a new object; the counter goes on that object."""
    s = Scenario(seed=1).hand(0, BLINK).battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    old = d.find("Glory Seeker")
    d.cast(0, BLINK, targets=[old], pay=False)
    d.resolve()
    new = d.find("Glory Seeker")
    assert new != old and d.state.objects[new].counters == {"+1/+1": 1}



PILFER = define_card(
    "Vocabulary Test Pilfer", "{0}", "Sorcery",
    "For each opponent, gain control of up to one target creature that player controls.",
    abilities=[spell(*(GainControl(Target(i)) for i in range(2)),
                     targets=[target(CREATURE.but(custom=ControlledByOpponent(i),
                                                  label=f"creature opponent {i + 1} controls"),
                                     min=0) for i in range(2)])]).name


def test_controlled_by_opponent_gives_each_opponent_its_own_slot() -> None:
    s = Scenario(players=3, seed=1).hand(0, PILFER)
    s.battlefield(1, "Glory Seeker").battlefield(2, "Wellwisher")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(PILFER)))
    assert _options(d) - {None} == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    assert _options(d) - {None} == {d.find("Wellwisher")}
