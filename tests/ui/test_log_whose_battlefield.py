"""The log says whose battlefield a permanent enters: its controller's as it enters
(CR 110.2, a land played by its owner, CR 305.1; a card put onto the battlefield "under your
control" by another player's effect), so a table of several players can follow who played
what; what another player looks at reads plainly (CR 701.22a)."""

from __future__ import annotations

from manastack.decisions.actions import PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _last(d: Driver, player: int, lang: str) -> str | None:
    return Describer(d.game, player, lang).event(d.game.view(player)["log"][-1])


def test_a_land_played_enters_its_players_battlefield() -> None:
    s = Scenario(players=3, seed=1)
    s.hand(1, "Forest")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.act(1, next(a for a in d.game.legal_actions() if isinstance(a, PlayLand)))
    assert _last(d, 0, "en") == "Forest → Player 2's battlefield"
    assert _last(d, 1, "en") == "Forest → your battlefield"
    assert _last(d, 2, "ja") == "森 → プレイヤー2の戦場"
    assert _last(d, 1, "ja") == "森 → あなたの戦場"


def test_a_card_put_onto_the_battlefield_under_another_players_control() -> None:
    """Gravespawn Sovereign puts another player's card onto the battlefield under its
    controller's control: it enters that player's battlefield, not its owner's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gravespawn Sovereign", *["Festering Goblin"] * 4)
    s.graveyard(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Gravespawn Sovereign", targets=[d.find("Glory Seeker")])
    while d.decision.kind == "cost_tap":
        d.act(0, d.game.legal_actions()[0])
    d.resolve()
    assert _last(d, 1, "en") == "Glory Seeker → Player 1's battlefield"
    assert _last(d, 0, "ja") == "栄光の探求者 → あなたの戦場"


def test_another_players_scry_reads_as_a_look_at_a_hidden_card() -> None:
    """CR 701.22a: scry 1 looks at the top card; the others learn only that one card was
    looked at, in plain words ("a hidden card", not "1 hidden card(s)")."""
    s = Scenario(seed=1)
    s.hand(1, "Temple of Plenty")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.act(1, next(a for a in d.game.legal_actions() if isinstance(a, PlayLand)))
    d.resolve()
    while d.decision.player == 1 and d.decision.kind != "priority":
        d.act(1, d.game.legal_actions()[0])
    lines = [Describer(d.game, 0, "en").event(e) for e in d.game.view(0)["log"]]
    assert "Player 2 looks at a hidden card" in lines
    lines_ja = [Describer(d.game, 0, "ja").event(e) for e in d.game.view(0)["log"]]
    assert "プレイヤー2が非公開のカード1枚を見た" in lines_ja
