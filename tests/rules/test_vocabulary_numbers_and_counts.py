"""The highest secret number and who chose it (``HighestNumber``, ``HighestNumberPlayers``
after ``SecretNumbers``, CR 101.4, 107.1b), coin flips (``FlipCoin``, CR 705), a number chosen
from a range (``ChooseNumber``, CR 608.2d), counts of printed cards a player owns for
characteristic-defining abilities (``CardsOwnedPrinted``, ``CountsAdded``, CR 604.3, 613.4a),
X/X tokens (``CreateToken(..., x=)`` with ``SacrificedTotalPower``, CR 111.3, 608.2h) and noted life
totals (``NoteLifeTotal``, ``LifeAtLeastNoted``), each played through a card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.decisions.actions import Choose
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

BIDDING = define_card(
    "Vocabulary Test Bidding", "{0}", "Sorcery",
    "Each player secretly chooses a number. Then those numbers are revealed. Each player with "
    "the highest number gains that much life.",
    abilities=[spell(SecretNumbers("bids"),
                     GainLife(HighestNumber("bids"), HighestNumberPlayers("bids")))]).name
ARCHIVIST = define_card(
    "Vocabulary Test Archivist", "{1}{U}", "Creature — Human Wizard",
    "This creature's power and toughness are each equal to the number of instant cards in "
    "your graveyard plus the number of cards with flashback you own in exile.",
    power="*", toughness="*",
    abilities=[pt_from_count(CountsAdded((CardsOwnedPrinted(Zone.GRAVEYARD, ("Instant",)),
                                          CardsOwnedPrinted(Zone.EXILE, keyword="Flashback"))))]
).name
OFFERING = define_card(
    "Vocabulary Test Grim Offering", "{0}", "Sorcery",
    "As an additional cost to cast this spell, sacrifice any number of creatures.\nCreate an "
    "X/X black Horror creature token with menace, where X is the total power of the "
    "sacrificed creatures.",
    abilities=[spell(additional_cost=Cost(sacrifice=CREATURE_YOU_CONTROL, sacrifice_count=0,
                                          sacrifice_any=True)),
               spell(CreateToken(TokenSpec(colors="B", subtypes=("Horror",),
                                           keywords=("Menace",)),
                                 x=SacrificedTotalPower()))]).name
LEDGER = define_card(
    "Vocabulary Test Ledger", "{0}", "Artifact",
    "As this artifact enters, note your life total.\nAt the beginning of your upkeep, if your "
    "life total is at least the noted life total, draw a card. Then note your life total.",
    abilities=[as_enters(NoteLifeTotal("ledger"), notes=("ledger",)),
               triggered(at_beginning_of(Step.UPKEEP), If(LifeAtLeastNoted("ledger"), (Draw(1),)),
                         NoteLifeTotal("ledger"))]).name


def test_each_player_with_the_highest_number() -> None:
    for numbers, lives in (((3, 5), (20, 25)), ((4, 4), (24, 24))):
        d = Driver(Scenario(seed=1).hand(0, BIDDING).build())
        d.cast(0, BIDDING, pay=False)
        d.resolve()
        for n in numbers:
            d.choose(n)
        assert (d.life(0), d.life(1)) == lives


def test_cards_owned_printed_counts_that_players_cards_only() -> None:
    s = Scenario(seed=1).battlefield(0, ARCHIVIST)
    s.graveyard(0, "Shock", "Glory Seeker").graveyard(1, "Shock")
    s.exile(0, "Abandon the Post").exile(1, "Abandon the Post")
    d = Driver(s.build())
    assert d.chars(d.find(ARCHIVIST)).power == 2  # Shock and its own Abandon the Post


def test_x_token_is_counted_from_the_sacrificed_creatures_as_they_were() -> None:
    s = Scenario(seed=1).hand(0, OFFERING).battlefield(0, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, OFFERING, pay=False)
    while d.decision.kind != "priority":
        options = [a.value for a in d.decision.actions
                   if isinstance(a, Choose) and a.value is not None]
        d.choose(options[0] if options else None)
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert not d.ids("Krosan Tusker", zone="battlefield")
    d.resolve()
    token = d.find("Horror Token")
    assert (d.chars(token).power, d.chars(token).toughness) == (8, 8)  # 2 + 6
    assert d.chars(token).has("Menace") and d.chars(token).colors == {"B"}


def test_noted_life_total_is_kept_and_noted_again() -> None:
    s = Scenario(seed=1).hand(0, LEDGER).library(0, *["Forest"] * 4).library(1, *["Plains"] * 4)
    s.battlefield(1, "Mountain").hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, LEDGER, pay=False)
    d.resolve()
    ledger = d.find(LEDGER)
    assert d.state.objects[ledger].chosen["ledger"] == 20
    d.pass_until("upkeep", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("draw", turn=5)  # 18 < 20: no card from the Ledger, 18 is noted
    assert len(d.state.players[0].hand) == 1  # the turn's draw only
    assert d.state.objects[ledger].chosen["ledger"] == 18
    d.pass_until("draw", turn=7)  # 18 >= 18: a card from the Ledger, then the turn's draw
    assert len(d.state.players[0].hand) == 3


RALLY = define_card(
    "Vocabulary Test Show of Force", "{0}", "Sorcery",
    "Each player may reveal a creature card from their hand. Then each player creates a 1/1 "
    "white Soldier creature token for each card they revealed this way.",
    abilities=[spell(ForEachPlayer((ChooseObjects(card_in(Zone.HAND, "Creature"), "shown",
                                                  min=0, max=1),
                                    Reveal(Var("shown")), Collect("shown", "all_shown")),
                                   EachPlayer()),
                     CreateTokensPerOwner(TokenSpec(subtypes=("Soldier",), colors="W",
                                                    power=1, toughness=1),
                                          Var("all_shown")))]).name


def test_tokens_per_owner_of_what_was_revealed() -> None:
    s = Scenario(seed=1).hand(0, RALLY, "Glory Seeker").hand(1, "Wellwisher", "Shock")
    d = Driver(s.build())
    d.cast(0, RALLY, pay=False)
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(None)  # player 1 reveals nothing
    soldiers = [o for o in d.state.battlefield if d.chars(o).subtypes == {"Soldier"}
                and d.state.objects[o].is_token]
    assert [d.chars(o).controller for o in soldiers] == [0]


def test_secret_numbers_run_from_zero_to_the_cap_or_the_highest_life_total() -> None:
    """CR 107.1b: no one chooses a negative number; CR 101.4: each player, in APNAP order, is
    asked alone. The numbers offered run from 0 to the card's cap (99) or, above it, the highest
    life total, so that a player can always name a number that costs anyone all their life."""
    for lives, high in (((20, 20), 99), ((20, 150), 150)):
        s = Scenario(seed=1).hand(0, BIDDING).life(1, lives[1])
        d = Driver(s.build())
        d.cast(0, BIDDING, pay=False)
        d.resolve()
        for player in (0, 1):
            dec = d.expect("choose_number")
            assert (dec.player, dec.prompt) == (player, "Secretly choose a number")
            assert [a.value for a in dec.actions if isinstance(a, Choose)] == \
                list(range(high + 1))
            d.choose(high)


FLIPPER = define_card(
    "Vocabulary Test Coin Flipper", "{0}", "Artifact",
    "{0}: Flip a coin. If you win the flip, you gain 1 life.",
    abilities=[activated("{0}", FlipCoin(), If(VarIs("won_flip"), (GainLife(1),)))]).name
DARE = define_card(
    "Vocabulary Test Dare", "{0}", "Artifact",
    "{0}: Each opponent flips a coin. If that player loses the flip, you gain 1 life.",
    abilities=[activated("{0}", FlipCoin(who=EachOpponent()),
                         If(Not(VarIs("won_flip")), (GainLife(1),)))]).name


def test_a_coin_flip_is_won_about_half_the_time() -> None:
    """CR 705.1: either side of the coin is equally likely, so of 200 flips about 100 are won
    (a win is 1 life here)."""
    d = Driver(Scenario(seed=3).battlefield(0, FLIPPER).build())
    for _ in range(200):
        d.activate(0, FLIPPER)
        d.resolve()
    flips = [e for e in d.game.view(1)["log"] if e["kind"] == "coin_flip"]
    assert len(flips) == 200 and {e["player"] for e in flips} == {0}
    assert 85 <= d.life(0) - 20 <= 115


def test_the_player_told_to_flip_is_the_one_who_flips() -> None:
    """CR 705.2: only the player who flips the coin wins or loses the flip; here the opponent
    flips, and the flip's controller gains life when that player loses."""
    d = Driver(Scenario(seed=3).battlefield(0, DARE).build())
    outcomes = set()
    for _ in range(8):
        d.activate(0, DARE)
        d.resolve()
        flip = [e for e in d.state.log if e.kind == "coin_flip"][-1]
        assert flip.player == 1
        outcomes.add(flip.data["won"])
    assert d.life(0) == 20 + sum(not e.data["won"] for e in d.state.log if e.kind == "coin_flip")
    assert outcomes == {True, False}


COUNTING = define_card(
    "Vocabulary Test Counting", "{0}", "Sorcery",
    "Choose a number from 1 to 3. You gain that much life.",
    abilities=[spell(ChooseNumber("n", low=1, high=3), GainLife(VarAmount("n")))]).name


def test_a_number_chosen_as_the_spell_resolves_from_its_range() -> None:
    """CR 608.2d, 107.1: the spell's controller chooses a whole number from the range the card
    gives, as it resolves, and the effect uses it."""
    d = Driver(Scenario(seed=1).hand(0, COUNTING).build())
    d.cast(0, COUNTING, pay=False)
    d.resolve()
    dec = d.expect("choose_number")
    assert (dec.player, dec.prompt) == (0, "Choose a number")
    assert [a.value for a in dec.actions if isinstance(a, Choose)] == [1, 2, 3]
    d.choose(3)
    assert d.life(0) == 23
