"""Looking at a double-faced card shows both its faces (CR 712.6)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.ui.describe import Describer
from manastack.ui.details import details


def test_a_player_who_may_look_at_a_double_faced_card_sees_both_faces() -> None:
    """CR 712.6, 400.2: Bird Admirer in player 0's hand: its owner's details of it show its
    back face, Wing Shredder, too; player 1, who may not look at it, sees a hidden card. Tireless
    Hauler on the battlefield (front face up) shows Dire-Strain Brawler to both players."""
    s = Scenario(seed=1)
    s.hand(0, "Bird Admirer", "Forest")
    s.battlefield(1, "Tireless Hauler")
    g = s.build()
    admirer = g.state.players[0].hand[0]
    hauler = g.state.battlefield[0]
    own = details(Describer(g, 0, "en"), admirer).plain
    assert "Bird Admirer" in own and "Wing Shredder" in own
    hidden = details(Describer(g, 1, "en"), admirer).plain
    assert "Bird Admirer" not in hidden and "Wing Shredder" not in hidden
    for player in (0, 1):
        shown = details(Describer(g, player, "en"), hauler).plain
        assert "Tireless Hauler" in shown and "Dire-Strain Brawler" in shown
