"""Curse of Surveillance — {4}{U} Enchantment — Aura Curse.

Oracle: "Enchant player / At the beginning of enchanted player's upkeep, any number of target
players other than that player each draw cards equal to the number of Curses attached to that
player."
Rulings covered: MID-RN-075 (the Curses attached to the enchanted player are counted, not those
attached to the players who draw), MID-RN-076.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Surveillance")


def setup(players: int = 2, leeches: bool = True) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, *["Island"] * 5, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Curse of Surveillance", "Curse of Leeches")
    for p in range(players):
        s.library(p, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Curse of Surveillance", targets=[1])
    d.resolve()
    if leeches:
        d.cast(0, "Curse of Leeches", targets=[1])
        d.resolve()
    return d


def to_upkeep_targets(d: Driver, player: int) -> None:
    """Pass until the Curse's trigger asks for its targets in ``player``'s upkeep."""
    for _ in range(200):
        dec = d.decision
        if dec.kind == "target":
            assert d.state.active == player and d.state.step.name == "UPKEEP"
            return
        if dec.kind == "priority":
            d.pass_priority()
        elif dec.kind in ("declare_attackers", "declare_blockers"):
            d.attack([]) if dec.kind == "declare_attackers" else d.block()
        else:
            d.choose(d.game.legal_actions()[0].value)  # e.g. the order of triggers
    raise AssertionError("no target decision")


def draw_for(d: Driver, target: int) -> None:
    """In player 1's upkeep, the Curse's trigger targets ``target``, takes no more targets and
    resolves: ``target`` draws."""
    to_upkeep_targets(d, 1)
    d.choose(target)
    while d.decision.kind != "priority":
        d.choose(None)
    d.resolve()


@pytest.mark.ruling("MID-RN-076", "MID-OR-0136")
def test_controller_chooses_targets_not_the_enchanted_player() -> None:
    d = setup()
    to_upkeep_targets(d, 1)
    assert d.decision.player == 0  # the Curse's controller, in player 1's upkeep
    options = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert 0 in options and 1 not in options and None in options


@pytest.mark.ruling("MID-RN-075", "MID-RN-076", "MID-OR-0136")
def test_you_draw_one_card_per_curse_on_the_enchanted_player() -> None:
    d = setup()
    to_upkeep_targets(d, 1)
    hand = len(d.state.players[0].hand)
    d.choose(0)
    d.resolve_all()
    assert len(d.state.players[0].hand) == hand + 2  # two Curses on player 1, none on you


def test_each_chosen_player_draws_and_others_dont() -> None:
    d = setup(players=3, leeches=False)
    to_upkeep_targets(d, 1)
    hands = [len(p.hand) for p in d.state.players]
    d.choose(0)
    d.choose(2)
    assert d.decision.kind == "priority"  # no more legal targets
    d.resolve()
    assert [len(p.hand) for p in d.state.players] == [hands[0] + 1, hands[1], hands[2] + 1]


def test_no_targets_chosen_nobody_draws() -> None:
    d = setup(leeches=False)
    to_upkeep_targets(d, 1)
    hands = [len(p.hand) for p in d.state.players]
    d.choose(None)
    d.resolve()
    assert [len(p.hand) for p in d.state.players] == hands


def test_only_in_the_enchanted_players_upkeep() -> None:
    d = setup(leeches=False)
    to_upkeep_targets(d, 1)
    d.choose(None)
    d.resolve()
    d.pass_until("draw", turn=4)
    d.pass_until("upkeep", turn=5)  # your own upkeep: no trigger, no target decision
    assert d.state.active == 0 and not d.state.stack


def test_the_curses_are_counted_as_the_ability_resolves() -> None:
    """CR 608.2h: the number of Curses attached to the enchanted player is counted as the
    ability resolves: Curse of Silence put back on its owner's library by Aura Extraction in
    response leaves one Curse, so one card is drawn, not two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Aura Extraction")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=2)
    d = Driver(s.build())
    to_upkeep_targets(d, 1)
    d.choose(0)
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Aura Extraction", targets=[d.find("Curse of Silence")])
    d.resolve()
    assert d.game.name_of(d.state.players[0].library[0]) == "Curse of Silence"
    d.resolve_all()
    assert len(d.state.players[0].hand) == 1


def test_the_curse_gone_in_response_its_ability_counts_that_player_s_curses() -> None:
    """CR 608.2h: Curse of Surveillance exiled by Return to Dust in response: its
    ability, independent of its source (CR 113.7a), still resolves, and "that player" is the
    player it enchanted as it last existed: one Curse (Curse of Silence) is still attached to
    them, so one card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Return to Dust")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=2)
    d = Driver(s.build())
    to_upkeep_targets(d, 1)
    d.choose(0)
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Return to Dust", targets=[d.find("Curse of Surveillance")])
    d.resolve()
    assert d.zone_of("Curse of Surveillance") == "exile"
    d.resolve_all()
    assert len(d.state.players[0].hand) == 1


def test_every_curse_on_that_player_counts_whoever_controls_it() -> None:
    """"The number of Curses attached to that player": player 2's Curse of Silence on player
    1 counts with player 0's Curse of Surveillance: player 0 draws two. CR 303.3: each word
    after the dash of "Enchantment — Aura Curse" is a separate subtype, so both Auras are
    Curses."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.battlefield(2, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    for p in range(3):
        s.library(p, "Island", "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    draw_for(d, 0)
    assert len(d.state.players[0].hand) == 2


def test_two_headed_giant_it_triggers_once_in_the_team_s_upkeep_and_may_target_the_teammate(
) -> None:
    """CR 810.2, 805.4 (shared team turns), 115.10: player 2's Curse enchants player 0. In the
    upkeep of player 0's team the Curse's controller is asked once for targets: player 0's
    teammate may be chosen, player 0 may not; the chosen players draw one card each (one Curse
    on player 0)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(2, "Curse of Surveillance", attached_to=0)
    for p in range(4):
        s.library(p, "Island", "Island", "Island", "Island")
    s.at("end", active=2, turn=2)
    d = Driver(s.build())
    to_upkeep_targets(d, 0)
    assert d.decision.player == 2
    options = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert 1 in options and 2 in options and 3 in options and 0 not in options
    hands = [len(p.hand) for p in d.state.players]
    d.choose(1)
    d.choose(2)
    d.choose(None)
    d.resolve_all()
    assert [len(p.hand) - h for p, h in zip(d.state.players, hands, strict=True)] == [0, 1, 1, 0]
    assert d.decision.kind == "priority" and not d.state.stack


def test_a_targeted_opponent_with_an_empty_library_loses_the_game() -> None:
    """CR 121.4, 704.5b: player 0 targets player 2, whose library is empty: player 2 draws
    from an empty library and loses the game the next time state-based actions are checked;
    the other players play on."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    draw_for(d, 2)
    assert d.state.players[2].lost
    assert not d.state.players[0].lost and not d.state.players[1].lost
    assert d.decision is not None


def test_a_target_player_gone_from_the_game_the_others_still_draw() -> None:
    """CR 608.2b, 800.4a: targeting players 0 and 2, the Curse's controller Shocks player 2
    (at 2 life) out of the game in response; player 2 is no longer a legal target, and player
    0, the other target, still draws."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(2, 2)
    for p in range(3):
        s.library(p, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    to_upkeep_targets(d, 1)
    d.choose(0)
    d.choose(2)
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    hand = len(d.state.players[0].hand)
    d.resolve()
    assert len(d.state.players[0].hand) == hand + 1


def test_choosing_the_enchanted_player_is_refused() -> None:
    """"Target players other than that player" (CR 115.1, 601.2c): choosing the enchanted
    player is refused with an error naming the problem; the target decision stays open and
    nobody has drawn."""
    d = setup(leeches=False)
    to_upkeep_targets(d, 1)
    hands = [len(p.hand) for p in d.state.players]
    with pytest.raises(IllegalActionError, match="not a legal target.*other than that player"):
        d.choose(1)
    assert d.decision.kind == "target" and d.decision.player == 0
    assert [len(p.hand) for p in d.state.players] == hands


def test_its_player_gone_from_the_game_the_curse_goes_to_the_graveyard() -> None:
    """CR 800.4a, 704.5m: the enchanted player loses and leaves the game; the Curse, enchanting
    no player, is put into its owner's graveyard as a state-based action."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    assert d.zone_of("Curse of Surveillance") == "battlefield"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost
    assert d.ids("Curse of Surveillance", zone="graveyard", player=0)


def test_the_cards_drawn_stay_hidden_from_the_other_players() -> None:
    """CR 402.3, 401.2: the drawn cards go to the hand of the player who drew them: the
    enchanted player's view doesn't name them, the drawer's does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    s.library(0, "Wirewood Savage", "Daru Lancer")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    draw_for(d, 0)
    assert d.ids("Wirewood Savage", zone="hand")
    assert "Wirewood Savage" not in json.dumps(d.game.view(1))
    assert "Wirewood Savage" in json.dumps(d.game.view(0))


def test_a_player_can_be_chosen_only_once() -> None:
    """CR 115.3, 601.2c: "any number of target players" names each player at most once:
    choosing player 0 again is refused with that reason; only player 0 then draws, once."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Surveillance", attached_to=1)
    for p in range(3):
        s.library(p, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    to_upkeep_targets(d, 1)
    d.choose(0)
    with pytest.raises(IllegalActionError, match="Player 1 is already chosen for this target"):
        d.choose(0)
    d.choose(None)
    hand = len(d.state.players[0].hand)
    d.resolve()
    assert len(d.state.players[0].hand) == hand + 1
    assert len(d.state.players[2].hand) == 0


def test_moved_to_another_player_before_it_resolves_it_counts_the_first_players_curses(
) -> None:
    """CR 603.2, 608.2h: "that player" is the enchanted player whose upkeep began as the
    ability triggered. Player 0 cursed themselves with Curse of Surveillance and controls
    Lynde, Cheerful Tormentor; at their upkeep player 0 targets player 1 with the Curse's
    ability and puts it on the stack first, so Lynde's ability resolves first and moves the
    Curse to player 1 (player 0 draws two). The Curse's ability then counts the Curses
    attached to player 0, none now: player 1 draws nothing (not one for the Curse now
    attached to them)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, "Curse of Surveillance", attached_to=0)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    curse, lynde = d.find("Curse of Surveillance"), d.find("Lynde, Cheerful Tormentor")
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("order_triggers")
    assert d.state.turn == 3 and dec.player == 0
    d.choose(next(i for i, src, _ in dec.info()["triggers"] if src == curse))
    d.take_first("order_triggers")
    d.expect("target")
    d.choose(1)
    while d.decision.kind == "target":
        d.choose(None)
    assert [d.state.objects[x].source for x in d.state.stack] == [curse, lynde]
    hands = [len(d.state.players[p].hand) for p in (0, 1)]
    d.resolve()
    d.expect("choose_cards")
    d.choose(curse)
    assert d.state.objects[curse].attached_to == 1
    d.resolve()
    assert not d.state.stack
    assert [len(d.state.players[p].hand) - hands[p] for p in (0, 1)] == [2, 0]
