"""Multiplayer free-for-all (CR 800–806, 101.4, 104.3a, 506.2, 508.1b) with three to six players.

CR 101.4   APNAP: simultaneous choices in turn order from the active player.
CR 104.3a  any player may concede at any time; they leave the game at once and lose.
CR 506.2 / 508.1b  each attacking creature attacks one opponent (or a planeswalker an opponent
           controls); only the attacked player's creatures may block it (509.1a).
CR 800.4a  a player who leaves takes everything they own; their spells and abilities on the
           stack cease to exist; priority goes to the next player.
CR 800.4j  the turn of a player who left goes on to its end without an active player.
CR 800.4k  a player who left begins no more turns.
CR 104.2a  the last player in the game wins.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    CastSpell,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
)
from manastack.game import Choose, Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _four(seed: int = 1) -> Scenario:
    s = Scenario(players=4, seed=seed)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    return s


def test_turns_go_round_the_table_skipping_a_player_who_left() -> None:
    """CR 101.4, 800.4k."""
    d = Driver(_four().build())
    order = []
    for turn in (4, 5, 6):
        d.pass_until("upkeep", turn=turn)
        order.append(d.state.active)
    assert order == [1, 2, 3]
    d.game.apply(0, Concede())
    d.pass_until("upkeep", turn=7)
    assert d.state.active == 1  # player 0 begins no more turns


def test_each_attacker_chooses_an_opponent_and_only_that_player_blocks_it() -> None:
    """CR 506.2, 508.1b, 509.1a: blockers are declared by each attacked player, in APNAP
    order, and only against the creatures attacking them."""
    s = _four()
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Glory Seeker")
    d = Driver(s.build())
    seeker0, raider = d.ids("Glory Seeker", player=0)[0], d.find("Goblin Sky Raider")
    d.to_combat()
    acts = d.game.legal_actions()
    assert {a.defender for a in acts if isinstance(a, DeclareAttacker)} == {1, 2, 3}
    d.attack({seeker0: 2, raider: 3})
    assert d.decision.kind == "priority"
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    dec = d.expect("declare_blockers")
    assert dec.player == 2  # player 1 is attacked by nothing and declares nothing
    blocks = {a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blocks == {DeclareBlocker(d.ids("Glory Seeker", player=2)[0], seeker0)}
    d.block({d.ids("Glory Seeker", player=2)[0]: seeker0})
    # player 3's Glory Seeker can block neither the flyer nor the creature attacking player 2
    dec = d.decision
    assert dec.kind != "declare_blockers" or not [
        a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    if dec.kind == "declare_blockers":
        d.act(3, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(4)] == [20, 20, 20, 19]


def test_attacking_a_player_who_left_is_refused_with_the_game_unchanged() -> None:
    s = _four()
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.game.apply(2, Concede())
    d.to_combat()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.game.apply(0, DeclareAttacker(d.find("Glory Seeker"), 2))
    assert d.game.fingerprint() == before
    assert 2 not in {a.defender for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_acting_for_a_player_who_left_is_refused_with_the_game_unchanged() -> None:
    d = Driver(_four().build())
    d.game.apply(1, Concede())
    before = d.game.fingerprint()
    for action in (PassPriority(), Concede(), Choose(None)):
        with pytest.raises(IllegalActionError, match="Player 2 has left the game"):
            d.game.apply(1, action)
    assert d.game.fingerprint() == before


def test_concede_by_a_player_without_the_decision_takes_their_cards_away() -> None:
    """CR 104.3a, 405.6g, 800.4a, 405.6h: any player, at any decision; they lose at once and
    leave the game with their objects, and the stack isn't used."""
    s = _four()
    s.battlefield(2, "Glory Seeker", "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.decision.player == 0
    d.game.apply(2, Concede())
    g = d.state
    assert g.players[2].lost and not g.players[2].in_game
    assert seeker not in g.objects and not g.players[2].hand and not g.players[2].library
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert any(e.kind == "lose" and e.player == 2 for e in d.game.log)
    assert not d.game.is_over


def test_a_spell_being_cast_by_the_conceding_player_ceases_to_exist() -> None:
    """CR 800.4a: conceding while choosing the target of one's own spell."""
    s = _four()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.game.apply(0, CastSpell(d.find("Shock"), "normal"))
    assert d.decision.kind == "target"
    d.game.apply(0, Concede())
    assert not d.state.stack and d.find("Glory Seeker")  # nothing happened to it
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert d.state.active == 0  # the turn goes on without an active player (CR 800.4j)
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1
    replay = Game.from_json(d.game.to_json())
    assert replay.fingerprint() == d.game.fingerprint()


def test_a_spell_on_the_stack_of_a_player_who_concedes_ceases_to_exist() -> None:
    s = _four()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert d.state.stack
    d.pass_priority()  # player 0 passes; player 1 has priority
    d.game.apply(0, Concede())
    assert not d.state.stack
    d.pass_until("end")
    assert d.life(1) == 20


def _fleshbag_resolving(chooser: int) -> Driver:
    """Player 0's Fleshbag Marauder trigger ("each player sacrifices a creature") resolving,
    with ``chooser`` choosing which creature to sacrifice; players 1-3 have two creatures."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Fleshbag Marauder")
    for p in (1, 2, 3):
        s.battlefield(p, "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()  # the enters trigger
    while d.decision.player != chooser:
        d.act(d.decision.player, d.game.legal_actions()[0])
    return d


def _creatures(d: Driver, player: int) -> list[int]:
    return [x for x in d.state.battlefield if d.state.objects[x].controller == player]


def test_conceding_in_the_middle_of_a_resolution_answers_for_the_player() -> None:
    """Fleshbag Marauder: each player chooses a creature to sacrifice in turn order; the
    player who concedes while choosing is out, and the others' sacrifices still happen."""
    d = _fleshbag_resolving(chooser=2)
    d.game.apply(2, Concede())
    # CR 104.3a: they leave at once, in the middle of the resolution (CR 800.4a)
    assert not [x for x in d.state.objects if d.state.objects[x].owner == 2]
    while d.decision.kind != "priority":
        d.act(d.decision.player, d.game.legal_actions()[0])
    assert not [x for x in d.state.objects if d.state.objects[x].owner == 2]
    assert len(_creatures(d, 1)) == 1 and len(_creatures(d, 3)) == 1
    assert Game.from_json(d.game.to_json()).fingerprint() == d.game.fingerprint()


def test_a_player_conceding_during_another_players_resolution_leaves_at_once() -> None:
    """CR 104.3a: a player who concedes leaves the game immediately, even while a spell or
    ability is resolving and another player is making a choice for it; their permanents are
    gone before the resolution goes on (CR 800.4a), and it goes on without them."""
    d = _fleshbag_resolving(chooser=1)
    decision = d.decision
    d.game.apply(3, Concede())
    assert _creatures(d, 3) == [] and not [x for x in d.state.objects
                                           if d.state.objects[x].owner == 3]
    assert d.decision == decision  # player 1 is still choosing what to sacrifice
    while d.decision.kind != "priority":
        d.act(d.decision.player, d.game.legal_actions()[0])
    assert len(_creatures(d, 1)) == 1 and len(_creatures(d, 2)) == 1
    assert Game.from_json(d.game.to_json()).fingerprint() == d.game.fingerprint()


def test_the_resolving_ability_of_a_player_who_concedes_ceases_to_exist() -> None:
    """CR 800.4a: the abilities on the stack a player who leaves controls cease to exist, the
    one resolving included: nothing more of it happens (no one sacrifices a creature), and
    priority goes to the next player in turn order (CR 117.3b, 800.4a)."""
    d = _fleshbag_resolving(chooser=2)
    d.game.apply(0, Concede())
    assert not d.state.stack and not d.state.work
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert [len(_creatures(d, p)) for p in (1, 2, 3)] == [2, 2, 2]
    assert Game.from_json(d.game.to_json()).fingerprint() == d.game.fingerprint()


def test_an_attack_on_a_player_who_concedes_during_the_declaration_is_undone() -> None:
    """CR 508.1b: attackers are declared all at once; one chosen to attack a player who leaves
    before the declaration is complete can't attack them, and may attack another opponent."""
    s = _four()
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, 1))
    d.act(0, DeclareAttacker(raider, 2))
    d.game.apply(1, Concede())
    assert d.decision.kind == "declare_attackers" and d.decision.player == 0
    assert d.state.combat is not None and dict(d.state.combat.attackers) == {raider: 2}
    acts = d.game.legal_actions()
    assert DeclareAttacker(seeker, 3) in acts and DeclareAttacker(seeker, 1) not in acts
    d.act(0, DeclareAttacker(seeker, 3))
    d.act(0, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in (2, 3)] == [19, 18]


def test_conceding_while_declaring_blockers() -> None:
    s = _four()
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.ids("Glory Seeker", player=0)[0]], defender=1)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority"
    # The attacker stays an attacking creature (CR 506.4 doesn't remove it from combat) but
    # no combat damage is assigned to the player who left (CR 800.4e), nor to anyone else.
    assert d.state.combat is not None and list(d.state.combat.attackers) == \
        d.ids("Glory Seeker", player=0)
    d.pass_until("end")
    assert [d.life(p) for p in (0, 2, 3)] == [20, 20, 20]


def test_conceding_during_the_mulligans() -> None:
    deck = ["Forest"] * 20 + ["Glory Seeker"] * 20
    game = Game.new([deck] * 3, seed=2)
    d = Driver(game)
    d.choose(0)
    assert d.expect("mulligan").player == 0
    game.apply(1, Concede())
    while d.decision.kind == "mulligan":
        d.choose("keep")
    assert d.decision.kind == "priority" and not d.state.players[1].in_game


def test_the_last_player_standing_wins() -> None:
    """CR 104.2a."""
    d = Driver(_four().build())
    for p in (3, 1):
        d.game.apply(p, Concede())
    assert not d.game.is_over
    d.game.apply(0, Concede())
    assert d.game.is_over and d.game.winners == (2,)
    with pytest.raises(IllegalActionError, match="over"):
        d.game.apply(2, Concede())


def test_six_players_concede_replays_exactly() -> None:
    deck = ["Forest"] * 20 + ["Glory Seeker"] * 20
    game = Game.new([deck] * 6, seed=5)
    from manastack.agents import make_policy
    pol = make_policy("random", 5)
    for i in range(400):
        if game.is_over:
            break
        if i in (60, 120):
            out = next(p for p in game.state.player_ids() if p != game.decision.player)
            game.apply(out, Concede())
            continue
        dec = game.decision
        game.apply(dec.player, pol.choose(game, dec.player, game.legal_actions()))
    assert sum(not p.in_game for p in game.state.players) >= 2
    again = Game.from_json(game.to_json())
    assert again.fingerprint() == game.fingerprint()


def _new_game(players: int) -> Game:
    return Game.new([["Forest"] * 40 for _ in range(players)], seed=3)


@pytest.mark.parametrize("who", ["chooser", "other"])
def test_a_concession_before_the_first_turn_ends_a_two_player_game(who: str) -> None:
    """CR 104.3a, 104.2a: a player may concede before the game's first turn, while who goes first
    is chosen (CR 103.1); the other player is then the last one in the game and wins."""
    g = _new_game(2)
    d = g.state.pending
    assert d is not None and d.kind == "first_player"
    loser = d.player if who == "chooser" else 1 - d.player
    g.concede(loser)
    assert g.is_over
    assert g.state.winners == (1 - loser,)
    assert g.state.pending is None


def test_a_concession_before_the_first_turn_leaves_the_others_playing() -> None:
    """CR 104.3a, 800.4a, 103.1: with three players, the one who concedes while the first
    player is chosen is out; if they were chosen to go first, the next player in turn order
    takes the first turn, and the mulligans are asked only of those still in the game."""
    g = _new_game(3)
    d = g.state.pending
    assert d is not None and d.kind == "first_player"
    chooser = d.player
    g.apply(chooser, Choose(chooser))
    g.concede(chooser)
    assert not g.is_over
    assert not g.state.players[chooser].in_game
    asked = set()
    while g.state.pending is not None and g.state.pending.kind == "mulligan":
        asked.add(g.state.pending.player)
        g.apply(g.state.pending.player, Choose("keep"))
    assert asked == {p for p in range(3) if p != chooser}
    assert g.state.first_player == (chooser + 1) % 3
    assert g.state.active == (chooser + 1) % 3


def test_the_others_still_receive_priority_in_each_step_of_a_turn_whose_player_left() -> None:
    """CR 800.4j, 117.3a, 117.3d: player 0 concedes in their own precombat main phase. The
    turn goes on without an active player, and in each later step priority goes to the next
    player still in the game (player 1), who can act there: the step isn't skipped."""
    s = _four()
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    turn = d.state.turn
    assert d.state.active == 0 and d.decision.player == 0
    d.game.apply(0, Concede())
    d.pass_until("end", turn=turn)
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert d.state.active == 0
    d.cast(1, "Shock", targets=[2])
    d.resolve()
    assert d.life(2) == 18 and d.state.turn == turn


def test_a_permanent_that_leaves_with_its_owner_stops_revealing_its_controller_s_library() -> None:
    """CR 800.4a, 401.5: player 0 controls Future Sight, which player 1 owns ("Play with the
    top card of your library revealed."): player 2 sees player 0's top card. When player 1
    concedes while player 0 holds priority, Future Sight leaves the game with them, and at once
    player 0's top card is hidden again, before anything else reads the permanents."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Swamp"] * 4)
    s.battlefield(0, "Future Sight", owner=1)
    d = Driver(s.build())
    top = d.state.players[0].library[0]
    assert d.game.view(2)["players"][0]["library_top"]["id"] == top
    d.game.apply(1, Concede())
    assert not d.state.battlefield and d.decision.player == 0
    assert "library_top" not in d.game.view(2)["players"][0]
    assert d.state.players[0].library[0] == top
