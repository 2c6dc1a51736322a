"""The invariant checks themselves: they pass on a sound game and catch a broken one."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.formats.decklist import load_decklist
from manastack.game import Game
from manastack.invariants import (
    InvariantError,
    check_all,
    check_hidden_information,
    check_state_based_actions,
    check_zones,
)
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver


def _game() -> Game:
    decks = [load_decklist("sample_ons"), load_decklist("sample_mid")]
    game = Game.new(decks, seed=3)
    while game.decision is not None and game.decision.kind != "priority":
        game.apply(game.decision.player, game.legal_actions()[0])
    return game


def test_a_fresh_game_passes_every_check() -> None:
    check_all(_game(), deck_sizes=[60, 60])


def test_a_card_in_two_zones_is_caught() -> None:
    game = _game()
    g = game.state
    g.players[0].graveyard.append(g.players[0].hand[0])
    with pytest.raises(InvariantError, match="is in hand of player 0 and in graveyard"):
        check_zones(game)


def test_a_lost_card_is_caught() -> None:
    game = _game()
    game.state.players[1].library.pop()
    with pytest.raises(InvariantError, match="is in no zone list"):
        check_zones(game)


def test_a_wrong_card_count_is_caught() -> None:
    with pytest.raises(InvariantError, match="owns 60 cards, not 59"):
        check_zones(_game(), deck_sizes=[60, 59])


def test_a_player_at_zero_life_with_priority_is_caught() -> None:
    game = _game()
    game.state.players[1].life = 0
    with pytest.raises(InvariantError, match="still in the game with 0 life"):
        check_state_based_actions(game)


def test_a_leaked_hand_card_is_caught() -> None:
    game = _game()
    g = game.state
    secret = g.players[1].hand[0]
    # The card stays in player 1's hand but is shown on the battlefield as well.
    g.mut(secret).zone = Zone.BATTLEFIELD
    g.battlefield.append(secret)
    with pytest.raises(InvariantError, match="hidden object ids"):
        check_hidden_information(game)


def test_a_back_face_seen_transforming_is_a_known_name_after_its_owner_left() -> None:
    """CR 701.27a, 712.8e, 800.4a: player 0's Curse of Leeches becomes Leeching Lurker in
    public as Unnatural Moonrise makes it night; player 0 then concedes, so their cards leave
    the game, while player 1 has a Curse of Leeches in their library. Player 0's log names
    Leeching Lurker from the transform they saw: that is not a hidden card's name."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Curse of Leeches", attached_to=1)
    s.battlefield(0, "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, "Island", "Island")
    s.library(1, "Curse of Leeches", "Island")
    d = Driver(s.build())
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(d.find("Curse of Leeches", zone="battlefield")).name == "Leeching Lurker"
    d.act(0, Concede())
    assert d.state.game_over
    check_hidden_information(d.game)


def test_a_land_type_is_not_a_hidden_cards_name() -> None:
    """CR 205.3i, 305.6: Sunken Hollow's land types Island and Swamp are type words shown in
    every view; that player 1's library holds a card named Island is not revealed by them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sunken Hollow")
    s.hand(0, "Sunken Hollow")
    s.library(0, "Glory Seeker")
    s.library(1, "Island", "Swamp")
    d = Driver(s.build())
    assert "Island" in d.game.view(1)["battlefield"][0]["subtypes"]
    check_hidden_information(d.game)


def test_a_chosen_card_name_is_no_hidden_card_s_name() -> None:
    """CR 201.4: player 0's Curse of Silence names Curse of Surveillance, both of whose cards
    are in player 0's library. The name shown on the Curse is the public choice, not a hidden
    card leaking: player 1's view passes the check."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=1,
                  chosen={"card_name": "Curse of Surveillance"})
    s.library(0, "Curse of Surveillance", "Curse of Surveillance", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    assert "Curse of Surveillance" in str(d.game.view(1))
    check_hidden_information(d.game)


def test_a_damaged_indestructible_creature_passes_the_state_based_action_check() -> None:
    """CR 704.5g, 702.12b: a creature with lethal damage is destroyed by the state-based
    actions, which an indestructible one ignores: Avacyn's Memorial makes Jadar
    indestructible, so Jadar survives with damage equal to its toughness, and the check passes;
    Glory Seeker, also dealt lethal damage, dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Memorial")
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia", damage=1)
    s.battlefield(0, "Glory Seeker", damage=2)
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.pass_priority()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "battlefield"
    check_state_based_actions(d.game)


def test_a_departed_commanders_name_is_not_a_hidden_cards_name() -> None:
    """CR 903.6, 800.4a: player 2's commander Jadar began the game face up in the command
    zone; when player 2 concedes, it leaves the game with them, and every view still lists
    it among player 2's commanders. Player 1's library holds another Jadar: the name shown is
    the public commander's, not that hidden card's."""
    s = Scenario(players=3, seed=1, format="commander")
    s.commander(0, "Adeline, Resplendent Cathar")
    s.commander(1, "Saryth, the Viper's Fang")
    s.commander(2, "Jadar, Ghoulcaller of Nephalia")
    for p in range(3):
        s.library(p, "Swamp", "Swamp")
    s.library(1, "Jadar, Ghoulcaller of Nephalia")
    d = Driver(s.build())
    d.act(2, Concede())
    assert "Jadar, Ghoulcaller of Nephalia" in str(d.game.view(0)["players"][2])
    check_hidden_information(d.game)


def test_a_library_top_card_played_revealed_is_not_hidden() -> None:
    """CR 401.5: with Future Sight, player 0 plays with the top card of their library
    revealed; player 1's view shows that card, with its id, and that is no leak."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight")
    s.library(0, "Wirewood Savage", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    top = d.find("Wirewood Savage")
    assert d.game.view(1)["players"][0]["library_top"]["id"] == top


def test_the_card_names_offered_to_the_viewer_s_own_name_choice_are_no_leak() -> None:
    """CR 201.4: as player 0's Curse of Silence enters, player 0 chooses a card name among
    every card's, Delver of Secrets and Insectile Aberration included, though a Delver of
    Secrets is in player 1's library: the answers offered to the viewer's own decision are
    not hidden cards' names leaking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Curse of Silence")
    s.library(0, "Island", "Island")
    s.library(1, "Delver of Secrets", "Island")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[1])
    d.resolve()
    d.expect("choose_option")
    assert "Insectile Aberration" in str(d.game.view(0)["decision"])
    check_hidden_information(d.game)


def test_the_name_of_a_library_top_card_played_revealed_is_known() -> None:
    """CR 401.5: Future Sight reveals player 0's top card, a Wirewood Savage, to every
    player; that player 0 holds another Wirewood Savage in hand doesn't make the name shown to
    player 1 on player 0's library a leak."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight")
    s.library(0, "Wirewood Savage", "Island")
    s.hand(0, "Wirewood Savage")
    s.library(1, "Island")
    d = Driver(s.build())
    assert d.game.view(1)["players"][0]["library_top"]["name"] == "Wirewood Savage"
    check_hidden_information(d.game)
