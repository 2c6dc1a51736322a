"""Effects that ask the controller questions while a spell resolves, written as vocabulary
records: ``ChoosePlayer`` ("choose an opponent", not a target, CR 115.1),
``ForEachInChosenOrder`` ("for each of them": the next one is chosen, then its whole process
is done) and ``MoveTo(..., shuffle=True)`` ("their owners shuffle them into their libraries",
CR 701.24), each played through a card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.decisions.actions import Choose
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

TAX = define_card(
    "Vocabulary Test Tax", "{0}", "Sorcery",
    "Choose an opponent. That player loses 2 life.",
    abilities=[spell(ChoosePlayer("opponent"), LoseLife(2, Var("opponent")))]).name
ROUNDS = define_card(
    "Vocabulary Test Rounds", "{0}", "Sorcery",
    "Choose any number of target players. For each of them, that player loses 1 life, then "
    "gains 3 life.",
    abilities=[spell(ForEachInChosenOrder(Target(0), "each", (LoseLife(1, Var("each")),
                                                              GainLife(3, Var("each"))),
                                          prompt="Choose the next player"),
                     targets=[TargetSpec(players=ANY_PLAYER, count=4, min=0,
                                         label="players")])]).name
RECYCLE = define_card(
    "Vocabulary Test Recycle", "{0}", "Sorcery",
    "Choose up to three target cards in graveyards. Their owners shuffle them into their "
    "libraries.",
    abilities=[spell(MoveTo(Target(0), Zone.LIBRARY, shuffle=True),
                     targets=[target(card_in(Zone.GRAVEYARD, controller=None),
                                     count=3, min=0, label="cards in graveyards")])]).name


def test_the_only_opponent_is_chosen_without_a_question() -> None:
    d = Driver(Scenario(seed=1).hand(0, TAX).build())
    d.cast(0, TAX)
    d.resolve()
    assert d.life(1) == 18 and d.life(0) == 20


def test_with_two_opponents_the_controller_chooses_one() -> None:
    d = Driver(Scenario(players=3, seed=1).hand(0, TAX).build())
    d.cast(0, TAX)
    d.pass_priority()
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "choose_player" and d.decision.player == 0
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {1, 2}
    d.choose(2)
    assert (d.life(1), d.life(2)) == (20, 18)


def test_each_one_is_processed_whole_in_the_chosen_order() -> None:
    for first, order in ((1, [1, 1, 0, 0]), (0, [0, 0, 1, 1])):
        d = Driver(Scenario(seed=1).hand(0, ROUNDS).build())
        d.cast(0, ROUNDS, targets=[0, 1])
        d.resolve()
        assert d.decision.kind == "choose_option"
        d.choose(first)
        assert [e.player for e in d.state.log
                if e.kind in ("life_loss", "life_gain")] == order
        assert d.life(0) == d.life(1) == 22


def test_each_owner_shuffles_once() -> None:
    s = Scenario(seed=1).hand(0, RECYCLE)
    s.graveyard(0, "Glory Seeker", "Daru Cavalier").graveyard(1, "Elvish Warrior")
    s.library(0, "Plains").library(1, "Forest")
    d = Driver(s.build())
    cards = [d.find("Glory Seeker"), d.find("Daru Cavalier"), d.find("Elvish Warrior")]
    d.cast(0, RECYCLE, targets=cards)
    d.resolve()
    assert len(d.state.players[0].library) == 3 and len(d.state.players[1].library) == 2
    assert [e.player for e in d.state.log if e.kind == "shuffle"] == [0, 1]


LEDGER = define_card(
    "Vocabulary Test Life Ledger", "{0}", "Instant",
    "You gain life equal to the life you lost this turn, then each opponent loses life equal "
    "to the life your opponents lost this turn.",
    abilities=[spell(GainLife(LifeLostThisTurn(who="you")),
                     LoseLife(LifeLostThisTurn(), EachOpponent()))]).name


def test_the_life_lost_by_you_and_by_your_opponents_leaves_out_teammates() -> None:
    """CR 119.3, 102.3, 810.9: in Two-Headed Giant, two Shocks at player 0 itself, one at the
    teammate (player 1) and one at an opponent (player 2) this turn: "the life you lost" is
    player 0's 4 alone, "the life your opponents lost" is player 2's 2 alone (not the
    teammate's, nor twice for the shared life total). Player 0's team goes from 24 to 28; each
    opponent loses 2, so the other team goes from 28 to 24."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, "Shock", "Shock", "Shock", "Shock", LEDGER)
    d = Driver(s.build())
    for p in (0, 0, 1, 2):
        d.cast(0, "Shock", targets=[p])
        d.resolve()
    assert [d.life(p) for p in range(4)] == [24, 24, 28, 28]
    d.cast(0, LEDGER)
    d.resolve()
    assert [d.life(p) for p in range(4)] == [28, 28, 24, 24]
