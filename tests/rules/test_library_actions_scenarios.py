"""Acceptance scenarios for drawing from a short library and other library actions (CR 121,
614.11, 701.17, 701.22, 704.5b).

A replacement effect replaces a draw even from an empty library (121.6a, 614.11), and does
what it can when its instructions can't all be carried out (609.3); a spell whose draw meets an
empty library finishes resolving, and its player loses only when state-based actions are next
checked (121.4, 704.5b); moving a card from the library to the hand without the word "draw"
isn't a draw (121.5). A player mills as many cards as there are (701.17b) and scries only the
cards there are (701.22).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_614_11_words_replace_the_draw_step_draw_from_an_empty_library() -> None:
    """CR 121.6a, 614.11, 704.5b: player 0's library is empty; Words of Worship activated in
    the upkeep replaces the draw step's draw (5 life): no draw was attempted, so they don't
    lose."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.life(0) == 25
    assert not d.state.players[0].lost and not d.game.is_over


def test_609_3_words_of_waste_with_no_card_in_the_opponent_s_hand() -> None:
    """CR 614.11, 609.3: Words of Waste replaces the draw with "each opponent discards a card";
    player 1's hand is empty, so nothing is discarded, but the draw is still replaced and the
    shield used up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.library(0, "Island")
    s.library(1, "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 1
    assert not d.state.shields
    assert not [e for e in d.game.log if e.kind == "zone_change" and e.data.get("cause") ==
                "discard"]


def test_704_5b_a_spell_that_draws_from_an_empty_library_finishes_before_the_loss() -> None:
    """CR 121.4, 608.2, 704.5b: Faithful Mending with an empty library: player 0 gains 2 life,
    attempts two draws, then still discards two cards; they lose when state-based actions are
    checked after it has resolved."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending", "Forest", "Swamp")
    s.library(1, "Forest")
    d = Driver(s.build())
    mending = d.cast(0, "Faithful Mending")
    d.resolve()
    kinds = [(e.kind, e.data.get("cause")) for e in d.game.log]
    start = kinds.index(("life_gain", None))
    assert kinds[start:] == [("life_gain", None), ("zone_change", "discard"),
                             ("zone_change", "discard"), ("zone_change", "resolve"),
                             ("lose", None), ("game_over", None)]
    assert [e.obj for e in d.game.log if e.kind == "zone_change" and
            e.data.get("cause") == "resolve"] == [mending]
    assert d.life(0) == 22
    assert d.state.players[0].lost and list(d.game.winners) == [1]


def test_121_5_a_card_searched_into_the_hand_isnt_drawn() -> None:
    """CR 121.5, 614.11, 702.29: Krosan Tusker is cycled with a Words of Worship shield up; its
    cycling trigger resolves first and puts a basic land from the library into the hand (not a
    draw: the shield stays), then the cycling draw is replaced by 5 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", *["Forest"] * 4)
    s.hand(0, "Krosan Tusker")
    s.library(0, "Glory Seeker", "Forest", "Shock")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.activate(0, d.find("Krosan Tusker", zone="hand"))
    d.pass_priority()
    d.pass_priority()  # the cycling trigger resolves
    d.expect("may")
    d.choose(True)
    d.expect("search")
    forest = d.find("Forest", zone="library", player=0)
    d.choose(forest)
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    assert d.state.shields  # the shield is still there for the draw
    d.resolve()  # the cycling ability: its draw is replaced
    assert d.life(0) == 25
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    assert len(d.state.players[0].library) == 2


def test_701_17b_milling_more_cards_than_the_library_has_mills_them_all() -> None:
    """CR 701.17b, 704.5b: Drown in Dreams with X = 3 has player 1 mill six cards from a library
    of two: both are milled, and milling isn't drawing, so nobody loses."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Drown in Dreams")
    s.library(1, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Drown in Dreams", modes=[1], x=3, targets=[1])
    d.resolve()
    assert d.state.players[1].library == []
    assert sorted(d.game.name_of(c) for c in d.state.players[1].graveyard) == \
        ["Forest", "Plains"]
    assert not d.game.is_over
    assert d.decision.kind == "priority"


def test_701_22_scry_1_with_an_empty_library_asks_nothing() -> None:
    """CR 701.22a: Play with Fire deals 2 damage to player 1, so player 0 scries 1; their library
    is empty: there is no card to look at and no decision."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    assert d.decision.kind == "priority" and not d.state.stack
    assert not d.game.is_over


def test_121_4_consider_with_an_empty_library_looks_at_nothing_and_the_draw_loses() -> None:
    """CR 121.4, 704.5b: Consider looks at the top card of an empty library (nothing to look at,
    no choice), then its draw is attempted from that empty library: player 0 loses."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_701_22_scry_2_with_one_card_in_the_library_looks_at_that_card_only() -> None:
    """CR 701.22a: Pack's Betrayal with a Wolf: scry 2 with a one-card library asks about that
    card only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(0, "Forest")
    s.library(1, "Mountain")
    d = Driver(s.build())
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.expect("scry").info()["card"] == d.find("Forest", zone="library", player=0)
    d.choose("bottom")
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[0].library) == 1


def test_121_3_up_to_four_draws_may_be_more_than_the_library_holds() -> None:
    """CR 121.3, 121.4, 704.5b: Trade Secrets' "you draw up to four cards" offers 0 to 4 though
    player 0's library holds two; drawing four takes both and attempts two more from the empty
    library. Player 0 hasn't lost while the spell is still resolving (player 1 decides whether
    to repeat), only at the check after it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, "Island", "Island")
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    assert [a.value for a in d.expect("choose_number").actions] == [0, 1, 2, 3, 4]
    d.choose(4)
    assert len(d.state.players[0].hand) == 2
    assert d.expect("may").player == 1
    assert not d.state.players[0].lost
    d.choose(False)
    assert d.state.players[0].lost and not d.state.players[1].lost
