"""A discard another player chooses (CR 701.9b), from hands revealed first (CR 701.20a).

Duress (MID) makes one target opponent reveal their hand and lets its controller choose one
card. No card of ONS, MID or MIC makes several players reveal their hands, or lets its
controller choose more than one card from a hand, so the cards here are made up for these
rules: every player named reveals their hand, the controller chooses from each hand in turn
(APNAP order, CR 101.4), and the chosen cards are discarded at once (CR 701.9a).
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import Choose
from manastack.dsl.prelude import (
    TARGET_OPPONENT,
    DiscardChosenBy,
    EachOpponent,
    Filter,
    Target,
    spell,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

_NONLAND = Filter(not_types=("Land",), label="nonland card")

INQUISITION = define_card(
    "Reference Test Inquisition", "{B}", "Sorcery",
    "Each opponent reveals their hand. You choose a nonland card from each of those hands. "
    "Those players discard those cards.",
    abilities=[spell(DiscardChosenBy(EachOpponent(), _NONLAND))]).name
"""A made-up sorcery: Duress's discard for each opponent."""

EXTORTION = define_card(
    "Reference Test Extortion", "{B}", "Sorcery",
    "Target opponent reveals their hand. You choose two nonland cards from it. That player "
    "discards those cards.",
    abilities=[spell(DiscardChosenBy(Target(0), _NONLAND, amount=2),
                     targets=[TARGET_OPPONENT])]).name
"""A made-up sorcery: Duress's discard of two cards."""


def _offered(d: Driver) -> set[object]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def _game(spell_name: str, *hands: tuple[str, ...]) -> Driver:
    s = Scenario(players=1 + len(hands), seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, spell_name)
    for p, hand in enumerate(hands, start=1):
        s.hand(p, *hand)
    return Driver(s.build())


def test_each_opponent_reveals_and_discards_the_card_chosen_from_their_hand() -> None:
    """CR 701.20a, 701.9b, 101.4: in a three-player game both opponents reveal their hands
    (each player's log lists both), then the caster chooses Shock from player 1's hand and
    Consider from player 2's; neither card is discarded until both are chosen, then each
    player discards theirs."""
    d = _game(INQUISITION, ("Shock", "Island"), ("Consider", "Glory Seeker"))
    d.cast(0, INQUISITION)
    d.resolve()
    for p in (0, 1, 2):
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "reveal_hand"]
        assert [(e["player"], sorted(e["cards"])) for e in shown] == \
            [(1, ["Island", "Shock"]), (2, ["Consider", "Glory Seeker"])]
    dec = d.expect("choose_cards")
    assert dec.player == 0 and _offered(d) == {d.find("Shock", "hand")}
    d.choose(d.find("Shock", "hand"))
    dec = d.expect("choose_cards")
    assert dec.player == 0
    assert _offered(d) == {d.find("Consider", "hand"), d.find("Glory Seeker", "hand")}
    assert d.zone_of("Shock") == "hand"  # discarded together with the other one
    d.choose(d.find("Consider", "hand"))
    d.expect("priority")
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Consider") == "graveyard"
    assert [d.chars(c).name for c in d.state.players[1].hand] == ["Island"]
    assert [d.chars(c).name for c in d.state.players[2].hand] == ["Glory Seeker"]


def test_an_opponent_with_no_matching_card_discards_nothing() -> None:
    """CR 701.9b, 609.3: player 1's hand has only lands, so only player 2's hand is chosen
    from; player 1 keeps their hand."""
    d = _game(INQUISITION, ("Island", "Swamp"), ("Consider",))
    d.cast(0, INQUISITION)
    d.resolve()
    d.expect("choose_cards")
    assert _offered(d) == {d.find("Consider", "hand")}
    d.choose(d.find("Consider", "hand"))
    d.expect("priority")
    assert len(d.state.players[1].hand) == 2
    assert d.zone_of("Consider") == "graveyard"


def test_two_cards_chosen_from_one_hand() -> None:
    """CR 701.9b: "You choose two nonland cards": the caster chooses Shock, then one of the
    cards left (Consider), and both are discarded; the land and the third card stay."""
    d = _game(EXTORTION, ("Shock", "Consider", "Island", "Glory Seeker"))
    d.cast(0, EXTORTION, targets=[1])
    d.resolve()
    d.choose(d.find("Shock", "hand"))
    d.expect("choose_cards")
    assert _offered(d) == {d.find("Consider", "hand"), d.find("Glory Seeker", "hand")}
    assert d.zone_of("Shock") == "hand"
    d.choose(d.find("Consider", "hand"))
    d.expect("priority")
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Consider") == "graveyard"
    assert sorted(d.chars(c).name for c in d.state.players[1].hand) == \
        ["Glory Seeker", "Island"]


def test_fewer_matching_cards_than_the_amount_are_all_discarded() -> None:
    """CR 701.9b: with one nonland card in the hand, "two nonland cards" takes that one."""
    d = _game(EXTORTION, ("Shock", "Island"))
    d.cast(0, EXTORTION, targets=[1])
    d.resolve()
    d.choose(d.find("Shock", "hand"))
    d.expect("priority")
    assert d.zone_of("Shock") == "graveyard"
    assert [d.chars(c).name for c in d.state.players[1].hand] == ["Island"]


def test_duress_in_multiplayer_reveals_and_takes_from_its_target_only() -> None:
    """CR 701.20a, 701.9b, 115.1: in a three-player game Duress targeting player 2 reveals
    only player 2's hand (player 1's stays hidden from the others' logs), and its caster
    chooses from that hand alone."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Shock")
    s.hand(2, "Consider", "Island")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[2])
    d.resolve()
    for p in (0, 1, 2):
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "reveal_hand"]
        assert [(e["player"], sorted(e["cards"])) for e in shown] == [(2, ["Consider", "Island"])]
    d.expect("choose_cards")
    assert _offered(d) == {d.find("Consider", "hand")}
    d.choose(d.find("Consider", "hand"))
    d.expect("priority")
    assert d.zone_of("Consider") == "graveyard" and d.zone_of("Shock") == "hand"
