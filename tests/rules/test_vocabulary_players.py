"""Comparisons between players and what they did, written as vocabulary records
(``manastack.dsl.players``): ``AnOpponentHasMore``, ``ControlsMost`` with ``YouAre``,
``PlayersWhoDidnt`` (CR 608.2c), ``LifeTotalsBecome`` (CR 119.5); and
``others_enter_with_counters`` (``manastack.dsl.entering``, CR 614.1c), each played through a
card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

CATCH_UP = define_card(
    "Vocabulary Test Catch Up", "{0}", "Sorcery",
    "If an opponent controls more creatures than you, draw a card.",
    abilities=[spell(If(AnOpponentHasMore(CountOf(CREATURE_YOU_CONTROL)), (Draw(1),)))]).name
ELF_LORD_CLAIM = define_card(
    "Vocabulary Test Claim", "{0}", "Sorcery",
    "If you control more Elves than each other player, you gain 5 life. The player who "
    "controls the most Elves draws a card.",
    abilities=[spell(If(YouAre(ControlsMost(All(Filter(subtypes=("Elf",))))), (GainLife(5),)),
                     Draw(1, ControlsMost(All(Filter(subtypes=("Elf",))))))]).name
TOLL = define_card(
    "Vocabulary Test Toll", "{0}", "Sorcery",
    "Each player discards a card. Each player who didn't discard a land card this way loses "
    "2 life.",
    abilities=[spell(Tally((Discard(1, EachPlayer()),), "tolled"),
                     LoseLife(2, PlayersWhoDidnt("tolled", LAND)))]).name
LEVEL = define_card(
    "Vocabulary Test Leveler", "{0}", "Sorcery",
    "Each player's life total becomes the number of lands they control.",
    abilities=[spell(LifeTotalsBecome(CountOf(LAND.but(controller="you"))))]).name
MUSTER = define_card(
    "Vocabulary Test Muster Captain", "{1}{W}", "Creature — Human Soldier",
    "Each other Soldier you control enters with an additional +1/+1 counter on it.",
    power=2, toughness=2,
    abilities=[others_enter_with_counters(Filter(subtypes=("Soldier",)),
                                          text="each other Soldier you control enters with "
                                               "an additional +1/+1 counter")]).name


def test_an_opponent_has_more_measures_each_player_as_you() -> None:
    for theirs, draws in ((("Glory Seeker", "Glory Seeker"), 1), (("Glory Seeker",), 0)):
        s = Scenario(seed=1).hand(0, CATCH_UP).battlefield(0, "Wellwisher")
        s.battlefield(1, *theirs).library(0, "Forest")
        d = Driver(s.build())
        d.cast(0, CATCH_UP, pay=False)
        d.resolve()
        assert len(d.state.players[0].hand) == draws


def test_controls_most_is_no_one_on_a_tie() -> None:
    for mine, gained, drawer in ((2, 5, 0), (1, 0, None)):
        s = Scenario(seed=1).hand(0, ELF_LORD_CLAIM)
        s.battlefield(0, *["Wellwisher"] * mine).battlefield(1, "Elvish Warrior")
        s.library(0, "Forest").library(1, "Plains")
        d = Driver(s.build())
        d.cast(0, ELF_LORD_CLAIM, pay=False)
        d.resolve()
        assert d.life(0) == 20 + gained
        assert [len(d.state.players[p].hand) for p in (0, 1)] == \
            [1 if drawer == 0 else 0, 0]


def test_players_who_didnt_read_what_each_discarded() -> None:
    s = Scenario(seed=1).hand(0, TOLL, "Forest").hand(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, TOLL, pay=False)
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 18)


def test_a_player_with_nothing_to_discard_didnt_discard_a_land() -> None:
    s = Scenario(seed=1).hand(0, TOLL, "Forest")
    d = Driver(s.build())
    d.cast(0, TOLL, pay=False)
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 18)


def test_life_totals_become_each_players_own_count() -> None:
    """CR 119.5: each gains or loses the difference."""
    s = Scenario(seed=1).hand(0, LEVEL).battlefield(0, "Forest", "Forest")
    s.battlefield(1, *["Plains"] * 3)
    d = Driver(s.build())
    d.cast(0, LEVEL, pay=False)
    d.resolve()
    assert (d.life(0), d.life(1)) == (2, 3)


def test_others_enter_with_an_additional_counter_under_your_control_only() -> None:
    s = Scenario(seed=1).battlefield(0, MUSTER, "Plains", "Plains").hand(0, "Glory Seeker", "Wellwisher")
    s.battlefield(0, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.cast(0, "Wellwisher")
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Wellwisher")].counters == {}
    assert d.state.objects[d.find(MUSTER)].counters == {}
