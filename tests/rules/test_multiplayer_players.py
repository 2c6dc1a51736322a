""""Each opponent", "each other player" and "target opponent" at a table of four, before and
after a player has left (CR 102.2-102.3, 800.4a, 601.2c)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose, Concede, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver


def _table() -> Scenario:
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    return s


def test_each_other_player_is_every_player_still_in_the_game() -> None:
    """Syphon Soul: 2 damage to each other player; the player who left is not one of them."""
    s = _table()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.game.apply(2, Concede())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert [d.life(p) for p in (1, 3)] == [18, 18]
    assert d.life(0) == 24  # 2 + 2 gained, nothing from the player who left


def test_target_opponent_offers_every_opponent_in_the_game() -> None:
    """Wheel and Deal: any number of target opponents among those still in the game."""
    s = _table()
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Wheel and Deal")
    d = Driver(s.build())
    d.game.apply(3, Concede())
    d.game.apply(0, CastSpell(d.find("Wheel and Deal")))
    assert d.decision.kind == "target"
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {1, 2} <= offered and 3 not in offered and 0 not in offered


def test_simultaneous_triggers_go_on_the_stack_in_apnap_order() -> None:
    """CR 101.4, 603.3b: with three players, the active player's triggered abilities go on the
    stack first, then the next player's in turn order, so the last player's resolve first."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 5)
        s.battlefield(p, "Midnight Reaper")
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Cleansing Nova")
    d = Driver(s.build())
    d.cast(0, "Cleansing Nova", modes=[0])
    d.resolve()
    controllers = [d.state.objects[x].controller for x in d.state.stack]
    assert controllers == [0, 1, 2]  # bottom to top
    d.resolve_all()
    draws = [e.player for e in d.game.log if e.kind == "draw"]
    assert draws[-3:] == [2, 1, 0]



def test_a_player_who_lost_is_skipped_in_passing_priority() -> None:
    """CR 104.3, 800.4a, 117.4: a player who lost the game (life 0: they lost, they didn't
    concede) is no longer in it: the three players still in it passing in succession
    resolves the spell on top of the stack."""
    s = _table()
    s.life(2, 2)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Syphon Soul", "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert d.game.state.players[2].lost and not d.game.state.players[2].left
    d.cast(0, "Syphon Soul")
    for p in (0, 1, 3):
        assert d.decision.kind == "priority" and d.decision.player == p
        d.act(p, PassPriority())
    assert not d.game.state.stack
    assert [d.life(p) for p in (1, 3)] == [16, 16]


def test_apnap_order_starts_with_the_active_player_when_it_is_not_the_first() -> None:
    """CR 101.4, 603.3b: on the second player's turn, their triggered abilities go on the
    stack first, then the third player's, then the first player's."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 5)
        s.battlefield(p, "Midnight Reaper")
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Cleansing Nova")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Cleansing Nova", modes=[0])
    d.resolve()
    assert [d.state.objects[x].controller for x in d.state.stack] == [1, 2, 0]


def test_the_next_turn_passes_over_a_player_who_lost() -> None:
    """CR 101.4, 104.3, 800.4a: the player after the active one lost the game (life 0, not
    conceding): the next turn is the following player's."""
    s = _table()
    s.life(1, 2)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert d.state.players[1].lost and not d.state.players[1].left
    turn = d.state.turn
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 2


def test_the_next_turn_after_the_last_player_passes_over_the_first_who_lost() -> None:
    """CR 101.4, 104.3, 800.4a: turn order wraps around from the last player, passing over
    the first player, who lost the game: the next turn is the second player's."""
    s = _table()
    s.life(0, 2)
    s.battlefield(3, "Swamp", "Swamp", "Swamp")
    s.hand(3, "Syphon Soul")
    s.at("precombat_main", active=3, turn=4)
    d = Driver(s.build())
    d.cast(3, "Syphon Soul")
    d.resolve()
    assert d.state.players[0].lost and not d.state.players[0].left
    d.pass_until("upkeep", turn=5)
    assert d.state.active == 1
