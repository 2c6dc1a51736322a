"""Two-Headed Giant (CR 810): a team takes its turns together (CR 805.4, 810.2), so the
clients' headers say whose team's turn it is, in English and Japanese."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.panes import header
from tests.cli.test_board import render


def _game(active: int) -> Driver:
    s = Scenario(format="two_headed_giant", seed=1)
    s.at("precombat_main", active=active, turn=3)
    return Driver(s.build())


def test_the_header_names_the_team_whose_turn_it_is() -> None:
    d = _game(2)
    assert "Player 3 and Player 4's turn" in render(d, 0)
    assert "Your team's turn" in render(d, 3)
    assert "プレイヤー3とプレイヤー4のターン" in render(d, 1, "ja")
    assert "あなたのチームのターン" in render(d, 2, "ja")


def test_the_full_screen_header_too() -> None:
    d = _game(0)
    assert "Your team's turn" in header(Describer(d.game, 1, "en"), d.game.view(1)).plain
    assert "Player 1 and Player 2's turn" in \
        header(Describer(d.game, 2, "en"), d.game.view(2)).plain


def test_a_team_of_three_is_named_whole() -> None:
    """CR 810.11: in Three-Headed Giant the header names the three players of the team whose
    turn it is."""
    s = Scenario(players=6, format="two_headed_giant", seed=1)
    s.at("precombat_main", active=3, turn=3)
    d = Driver(s.build())
    assert "Player 4, Player 5 and Player 6's turn" in render(d, 0)
    assert "Your team's turn" in render(d, 5)
    assert "プレイヤー4とプレイヤー5とプレイヤー6のターン" in render(d, 1, "ja")
