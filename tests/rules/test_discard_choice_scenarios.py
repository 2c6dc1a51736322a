"""Acceptance scenarios for players choosing cards to discard (CR 701.9, 101.4, 101.4a): when
several players discard at once, each in turn from the active player chooses, the cards chosen
staying in their hands, unseen by the others, until all have chosen; then every card chosen is
discarded at the same time. A player discarding several cards chooses them all before any is
discarded.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _discards(d: Driver) -> list[int]:
    return [e.obj for e in d.game.log if e.kind == "zone_change"
            and e.data.get("cause") == "discard"]


def _buzzard_dies_in_three_player_game() -> Driver:
    """Player 0 Shocks their own Screeching Buzzard in a three-player game, and its trigger
    resolves: each opponent, player 1 then player 2, is to discard a card of two."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Screeching Buzzard", "Mountain")
    s.hand(0, "Shock")
    s.hand(1, "Forest", "Island")
    s.hand(2, "Forest", "Island")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.library(2, "Forest")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()  # the Buzzard's trigger
    return d


def test_each_players_choice_stays_hidden_until_all_have_chosen() -> None:
    """CR 101.4, 101.4a: Strongarm Tactics: player 0 chooses Glory Seeker; as player 1
    chooses, that card is still in player 0's hand and nothing in player 1's view tells which
    card it is; then both cards are discarded together and nobody loses life (each discarded
    a creature card)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Glory Seeker", "Island")
    s.hand(1, "Elvish Warrior", "Forest")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    assert d.expect("discard").player == 0
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    assert d.expect("discard").player == 1
    assert d.zone_of("Glory Seeker") == "hand" and not _discards(d)
    view = d.game.view(1)
    assert "Glory Seeker" not in str(view["log"])
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    moves = [e.kind == "zone_change" and e.data.get("cause") == "discard" for e in d.game.log]
    first = moves.index(True)
    assert moves[first:first + 2] == [True, True]  # one after the other: the same event batch
    assert (d.life(0), d.life(1)) == (20, 20)


def test_a_player_discarding_two_cards_chooses_both_before_either_is_discarded() -> None:
    """CR 701.9: Chain of Smog makes player 1 discard two cards: they choose one, then the
    other, the first still in their hand; then both are discarded at once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog")
    s.hand(1, "Elvish Warrior", "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    assert d.expect("discard").player == 1
    forest = d.find("Forest")
    d.choose(forest)
    second = d.expect("discard")
    assert second.player == 1 and forest not in {a.value for a in second.actions}
    assert d.zone_of("Forest") == "hand" and not _discards(d)
    d.choose(d.find("Island"))
    assert len(_discards(d)) == 2
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Island") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "hand"


def test_opponents_choose_in_turn_order_from_the_active_player() -> None:
    """CR 101.4: in a three-player game, Screeching Buzzard dies in player 1's turn and each
    opponent of its controller (player 0) discards a card: player 1 (the active player)
    chooses first, then player 2."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Screeching Buzzard")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock", "Forest", "Island")
    s.hand(2, "Forest", "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()  # the Buzzard's trigger
    assert d.expect("discard").player == 1
    d.choose(d.find("Forest", zone="hand", player=1))
    assert d.expect("discard").player == 2
    d.choose(d.find("Island", zone="hand", player=2))
    assert len(_discards(d)) == 2


def test_cards_discarded_at_random_are_discarded_together() -> None:
    """CR 701.9b: Hymn to Tourach makes player 1 discard two of their three cards at random:
    nobody chooses, two different cards are discarded at once and the third stays."""
    from tests.reference_cards import HYMN_TO_TOURACH
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, HYMN_TO_TOURACH.name)
    s.hand(1, "Elvish Warrior", "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, HYMN_TO_TOURACH.name, targets=[1])
    d.resolve()
    assert d.decision.kind == "priority"
    assert len(set(_discards(d))) == 2
    assert len(d.state.players[1].hand) == 1 and len(d.state.players[1].graveyard) == 2


def test_a_player_who_leaves_after_choosing_discards_nothing() -> None:
    """CR 800.4a, 101.4: in a three-player game each opponent of Screeching Buzzard's
    controller discards a card; player 1 chooses, then concedes while player 2 chooses: player
    1's card left the game with them, and only player 2's card is discarded."""
    d = _buzzard_dies_in_three_player_game()
    assert d.expect("discard").player == 1
    d.choose(d.find("Forest", zone="hand", player=1))
    assert d.expect("discard").player == 2
    d.game.concede(1)
    assert d.expect("discard").player == 2
    d.choose(d.find("Island", zone="hand", player=2))
    assert len(_discards(d)) == 1
    assert d.ids("Island", zone="graveyard", player=2)
    assert d.ids("Forest", zone="hand", player=2)


def test_the_choices_made_are_carried_out_when_the_last_chooser_concedes() -> None:
    """CR 104.3a, 800.4a: player 1 has chosen the card they discard; player 2 concedes while
    choosing theirs: the effect goes on without player 2, and player 1's card is discarded."""
    d = _buzzard_dies_in_three_player_game()
    d.choose(d.find("Forest", zone="hand", player=1))
    assert d.expect("discard").player == 2
    d.game.concede(2)
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.ids("Forest", zone="graveyard", player=1)
    assert d.ids("Island", zone="hand", player=1)


def test_a_card_another_player_chooses_is_still_discarded_by_its_owner() -> None:
    """CR 701.9a, 701.9b, 603.2: Blackmail lets its caster choose the card player 1 discards;
    player 1 is still the player who discards it, so player 1's Shipwreck Sifters ("whenever
    you discard a card with disturb") triggers for the Dennick, Pious Apprentice chosen, and
    the Sifters grows."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.battlefield(1, "Shipwreck Sifters")
    s.hand(1, "Dennick, Pious Apprentice", "Forest")
    d = Driver(s.build())
    sifters = d.find("Shipwreck Sifters")
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    assert d.expect("choose_cards").player == 0
    d.choose(d.find("Dennick, Pious Apprentice", zone="hand"))
    assert d.ids("Dennick, Pious Apprentice", zone="graveyard", player=1)
    assert [d.state.objects[i].source for i in d.state.stack] == [sifters]
    d.resolve()
    assert d.chars(sifters).power == 2
    assert d.ids("Forest", zone="hand", player=1)
