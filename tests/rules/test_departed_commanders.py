"""A commander whose owner left the game (CR 800.4a, 903.10a): the combat damage it dealt
stays counted for the players still in the game, and their views, the terminal board and the
player pane still name it, in English and Japanese, with the zone "left the game"."""

from __future__ import annotations

from rich.console import Console

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.board import board
from manastack.ui.describe import Describer
from manastack.ui.panes import plain, player_pane

RORIX = "Rorix Bladewing"  # {3}{R}{R}{R} 6/5 flying, haste


def _rorix_hit_player_2_then_left() -> tuple[Driver, int]:
    s = Scenario(players=3, seed=1, format="commander")
    for p in range(3):
        s.library(p, *["Forest"] * 12)
    s.commander(0, RORIX, zone="battlefield")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.to_combat()
    d.attack([rorix], defender=2)
    d.pass_until("postcombat_main")
    assert d.state.players[2].commander_damage == {rorix: 6}
    d.game.apply(0, Concede())
    assert not d.state.players[0].in_game and rorix not in d.state.objects
    return d, rorix


def test_the_damage_of_a_departed_commander_stays_and_is_named() -> None:
    """CR 800.4a: Rorix left the game with its owner; the 6 damage it dealt player 2 is
    still theirs (CR 903.10a), and every remaining player's view names the commander."""
    d, rorix = _rorix_hit_player_2_then_left()
    assert d.state.players[2].commander_damage == {rorix: 6}
    for viewer in (1, 2):
        view = d.game.view(viewer)
        assert view["players"][2]["commander_damage"] == {str(rorix): 6}
        entry = view["players"][0]["commanders"]
        assert entry == [{"commander": rorix, "name": RORIX, "zone": "left_game",
                          "object": None, "casts": 0, "tax": 0}]


def test_the_clients_name_a_departed_commander_not_its_number() -> None:
    """The terminal board and the player pane show "Rorix Bladewing 6", never the number
    the view keys commander damage by; in Japanese, its Japanese name and 「ゲームから離れた」."""
    d, rorix = _rorix_hit_player_2_then_left()
    view = d.game.view(2)
    console = Console(width=200, record=True)
    console.print(board(Describer(d.game, 2, "en"), view))
    text = console.export_text()
    assert f"{RORIX} 6" in text and f"{rorix} 6" not in text
    assert "Left the game" in text
    pane = plain(player_pane(Describer(d.game, 2, "en"), view, view["players"][2]))
    assert f"{RORIX} 6" in pane and str(rorix) not in pane
    ja = Console(width=200, record=True)
    ja.print(board(Describer(d.game, 2, "ja"), view))
    jtext = ja.export_text()
    assert "ゲームから離れた" in jtext and f"{rorix} 6" not in jtext
    assert "ロリックス" in jtext


def test_the_commanders_of_two_departed_players_are_both_named() -> None:
    """CR 800.4a: players 0 and 1 leave one after the other; the views of the players still
    in the game name both commanders, each as gone with its owner."""
    s = Scenario(players=4, seed=1, format="commander")
    for p in range(4):
        s.library(p, *["Forest"] * 12)
    s.commander(0, RORIX, zone="battlefield")
    s.commander(1, "Katilda, Dawnhart Prime")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.game.apply(0, Concede())
    d.game.apply(1, Concede())
    players = d.game.view(2)["players"]
    assert [(c["name"], c["zone"]) for p in (0, 1) for c in players[p]["commanders"]] == [
        (RORIX, "left_game"), ("Katilda, Dawnhart Prime", "left_game")]
