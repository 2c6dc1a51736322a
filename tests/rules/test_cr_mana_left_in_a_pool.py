"""Mana left in a pool is announced (CR 106.4a, 106.4b): after a cost is paid, and when a
player passes priority with mana in their pool, every player sees what mana is there."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _views(g: Game) -> list[dict[str, Any]]:
    return [g.view(0), g.view(1), g.spectator_view()]


def test_mana_left_after_paying_and_after_passing_is_shown_to_every_player() -> None:
    """CR 106.4a, 106.4b: player 0 taps two Mountains for {R}{R} and casts Shock, paying {R}
    from the pool: {R} is left, and each player (and a spectator) sees it in player 0's pool;
    player 0 then passes priority with that {R} still there, and player 1, now with
    priority, sees it too; nothing is in player 1's pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.mana(0, d.ids("Mountain")[0])
    d.mana(0, d.ids("Mountain")[1])
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1
    for v in _views(d.game):
        assert [p["mana_pool"] for p in v["players"]] == [{"R": 1}, {}]
    d.pass_priority()
    assert d.decision.player == 1
    for v in _views(d.game):
        assert [p["mana_pool"] for p in v["players"]] == [{"R": 1}, {}]
