"""The terminal board in a Commander game (CR 903): commanders with their zone and tax, and
the commander damage each player has been dealt, in English and Japanese, to every player."""

from __future__ import annotations

import io

from rich.console import Console

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.board import print_board
from manastack.ui.describe import Describer


def render(d: Driver, player: int, lang: str = "en") -> str:
    out = io.StringIO()
    console = Console(file=out, width=220, force_terminal=False)
    print_board(console, Describer(d.game, player, lang), d.game.view(player))
    return out.getvalue()


def _after_a_commander_hit() -> Driver:
    s = Scenario(players=3, seed=1, format="commander")
    for p in range(3):
        s.library(p, "Forest", "Forest")
    s.commander(0, "Rorix Bladewing", zone="battlefield")
    s.commander(1, "Katilda, Dawnhart Prime")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Rorix Bladewing")], defender=2)
    d.pass_until("postcombat_main")
    return d


def test_every_player_sees_the_commanders_and_the_commander_damage() -> None:
    d = _after_a_commander_hit()
    for viewer in range(3):
        text = render(d, viewer)
        assert "Katilda, Dawnhart Prime (Command zone, tax {0})" in text
        assert "Rorix Bladewing (Battlefield, tax {0})" in text
        assert "Commander damage" in text and "Rorix Bladewing 6" in text


def test_in_japanese() -> None:
    text = render(_after_a_commander_hit(), 1, "ja")
    assert "統率者ダメージ" in text and "統率者税{0}" in text and "統率領域" in text
