"""Amounts, tests and effects written as vocabulary records: the colors of an object and among
several (``ColorsOf``, ``ColorsAmong``, CR 105.2), the enchanted player and the spells a player
cast this turn (``BY_ENCHANTED_PLAYER``, ``SpellsCastThisTurn``, CR 303.4, 601.2i), what was
done to objects this way (``TalliedMatching``, CR 608.2c, 608.2h) and looking at or revealing
cards (``LookAt``, ``Reveal``, CR 701.20), each played through a card defined here."""

from __future__ import annotations

import json

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

PRISM_WATCHER = define_card(
    "Vocabulary Test Prism Watcher", "{1}{W}", "Enchantment",
    "Whenever you cast a spell, you gain life equal to the number of that spell's colors.",
    abilities=[triggered(cast(), GainLife(ColorsOf(Triggerer())))]).name
GOLD_BOLT = define_card(
    "Vocabulary Test Gold Bolt", "{R}{G}", "Instant",
    "Vocabulary Test Gold Bolt deals 1 damage to any target.",
    abilities=[spell(DealDamage(1, Target(0)), targets=[ANY_TARGET])]).name
SPECTRUM = define_card(
    "Vocabulary Test Spectrum", "{0}", "Instant",
    "You gain 1 life for each color among permanents you control.",
    abilities=[spell(GainLife(ColorsAmong(PERMANENT.but(controller="you"))))]).name
TEMPO = define_card(
    "Vocabulary Test Tempo", "{0}", "Instant",
    "You gain life equal to the number of spells you've cast this turn.",
    abilities=[spell(GainLife(SpellsCastThisTurn()))]).name
CULLING = define_card(
    "Vocabulary Test Culling", "{0}", "Sorcery",
    "Destroy target permanent. If a creature was destroyed this way, you gain 3 life.",
    abilities=[spell(Tally((Destroy(Target(0)),), "destroyed", cause="destroy"),
                     If(at_least(TalliedMatching("destroyed", CREATURE), 1), (GainLife(3),)),
                     targets=[target(PERMANENT)])]).name
PEEK = define_card(
    "Vocabulary Test Peek", "{0}", "Sorcery",
    "Look at the top card of target player's library, then reveal the top card of your "
    "library.",
    abilities=[spell(LookAt(TopOfLibrary(1, Target(0))), Reveal(TopOfLibrary(1)),
                     targets=[TARGET_PLAYER])]).name


def test_colors_of_the_spell_cast() -> None:
    """CR 105.2, 105.2c: a red and green spell has two colors, a colorless one none."""
    s = Scenario(seed=1).battlefield(0, PRISM_WATCHER).hand(0, GOLD_BOLT, "Moonsilver Key")
    s.battlefield(0, "Mountain", "Forest", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, GOLD_BOLT, targets=[1])
    d.resolve()  # the trigger
    assert d.life(0) == 22
    d.resolve()
    d.cast(0, "Moonsilver Key")
    d.resolve()
    assert d.life(0) == 22


def test_colors_among_permanents_you_control_counts_each_color_once() -> None:
    s = Scenario(seed=1).hand(0, SPECTRUM)
    s.battlefield(0, "Glory Seeker", "Daru Lancer", "Wellwisher", "Forest")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, SPECTRUM, pay=False)
    d.resolve()
    # white (twice, counted once) and green; black is the opponent's; a land has none
    assert d.life(0) == 22


def test_spells_cast_this_turn_counts_this_one() -> None:
    s = Scenario(seed=1).hand(0, TEMPO, "Moonsilver Key").battlefield(0, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Moonsilver Key")
    d.resolve()
    d.cast(0, TEMPO, pay=False)
    d.resolve()
    assert d.life(0) == 22


def test_by_enchanted_player_is_the_player_the_curse_is_attached_to() -> None:
    """CR 303.4: Curse of Shaken Faith's trigger looks at the enchanted player only; the
    second spell of that player's turn counts (CR 601.2i)."""
    s = Scenario(seed=1).battlefield(0, "Curse of Shaken Faith", attached_to=1)
    s.hand(0, "Moonsilver Key", TEMPO).battlefield(0, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Moonsilver Key")
    d.resolve()
    d.cast(0, TEMPO, pay=False)
    assert len(d.state.stack) == 1  # not the enchanted player: no trigger
    d.resolve()
    assert d.life(0) == 22 and d.life(1) == 20


def test_tallied_matching_reads_what_was_destroyed_as_it_last_existed() -> None:
    for victim, gained in (("Glory Seeker", 3), ("Forest", 0)):
        s = Scenario(seed=1).hand(0, CULLING).battlefield(1, victim)
        d = Driver(s.build())
        d.cast(0, CULLING, targets=[d.find(victim)], pay=False)
        d.resolve()
        assert d.zone_of(victim) == "graveyard"
        assert d.life(0) == 20 + gained


def test_look_at_is_private_and_reveal_is_public() -> None:
    """CR 701.20a, 701.20e: only the player who looks learns the card; a revealed card is
    seen by everyone."""
    s = Scenario(seed=1).hand(0, PEEK).library(1, "Krosan Tusker").library(0, "Smother")
    d = Driver(s.build())
    d.cast(0, PEEK, targets=[1], pay=False)
    d.resolve()
    assert "Krosan Tusker" in json.dumps(d.game.view(0)["log"])
    assert "Krosan Tusker" not in json.dumps(d.game.view(1)["log"])
    assert "Smother" in json.dumps(d.game.view(1)["log"])
    assert d.zone_of("Krosan Tusker") == "library" and d.zone_of("Smother") == "library"


SNOOP = define_card(
    "Vocabulary Test Snoop", "{0}", "Sorcery",
    "Look at target player's hand and the top card of that player's library.",
    abilities=[spell(LookAtHand(Target(0), top=1), targets=[TARGET_PLAYER])]).name


def test_look_at_hand_shows_the_hand_and_top_card_to_the_looker_only() -> None:
    s = Scenario(seed=1).hand(0, SNOOP).hand(1, "Krosan Tusker").library(1, "Smother", "Shock")
    d = Driver(s.build())
    d.cast(0, SNOOP, targets=[1], pay=False)
    d.resolve()
    mine, theirs = json.dumps(d.game.view(0)["log"]), json.dumps(d.game.view(1)["log"])
    assert "Krosan Tusker" in mine and "Smother" in mine and "Shock" not in mine
    assert d.zone_of("Smother") == "library" and d.zone_of("Krosan Tusker") == "hand"
    assert "look_at_hand" in theirs  # the opponent knows that it happened


GATHERING = define_card(
    "Vocabulary Test Gathering", "{0}", "Sorcery",
    "Search your library for a Forest card and a Plains card, reveal them, put them into your "
    "hand, then shuffle.",
    abilities=[spell(SearchGroup(Filter(subtypes=("Forest", "Plains"),
                                        label="Forest or Plains card"),
                                 2, OneOfEach(Filter(subtypes=("Forest",)),
                                              Filter(subtypes=("Plains",))),
                                 reveal=True, wording="a Forest card and a Plains card"))]).name


def test_cards_found_and_revealed_are_seen_by_every_player() -> None:
    """CR 701.23a, 701.20a: the cards found are revealed, so the opponent learns them too,
    and both go to the hand together; a card left in the library stays unknown to the
    opponent."""
    s = Scenario(seed=1).hand(0, GATHERING).library(0, "Forest", "Plains", "Smother")
    d = Driver(s.build())
    d.cast(0, GATHERING, pay=False)
    d.resolve()
    dec = d.expect("search")
    assert dec.prompt == "Search your library for a Forest card and a Plains card"
    d.choose(d.find("Forest", "library"))
    d.choose(d.find("Plains", "library"))
    assert d.zone_of("Forest") == d.zone_of("Plains") == "hand"
    revealed = [e["card"] for e in d.game.view(1)["log"] if e["kind"] == "reveal"]
    assert revealed == ["Forest", "Plains"]
    assert "Smother" not in json.dumps(d.game.view(1)["log"])
