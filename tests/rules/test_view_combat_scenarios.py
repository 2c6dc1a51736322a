"""Combat in every player's view: whom each attacking creature attacks (CR 508.1b), who
blocks it (CR 509.1), and that it stays blocked once its blocker is gone (CR 509.1h)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _seeker_blocked_by_goblin(d: Driver) -> tuple[int, int]:
    """Player 0's Glory Seeker attacks and player 1's Nosy Goblin blocks it."""
    seeker, goblin = d.find("Glory Seeker"), d.find("Nosy Goblin")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({goblin: seeker})
    return seeker, goblin


def test_an_attacker_whose_blocker_died_is_still_shown_blocked() -> None:
    """CR 509.1h, 506.4: Glory Seeker is blocked by Nosy Goblin; Shock kills the Goblin;
    the Seeker is still a blocked attacking creature, in every view."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Nosy Goblin")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, goblin = _seeker_blocked_by_goblin(d)
    for v in (d.game.view(0), d.game.view(1), d.game.spectator_view()):
        assert v["combat"]["attackers"] == [[seeker, 1]]
        assert v["combat"]["blockers"] == [[goblin, [seeker]]]
        assert v["combat"]["blocked"] == [seeker]
    d.cast(0, "Shock", targets=[goblin])
    d.resolve()
    assert d.zone_of("Nosy Goblin") == "graveyard"
    for v in (d.game.view(0), d.game.view(1), d.game.spectator_view()):
        assert v["combat"]["attackers"] == [[seeker, 1]]
        assert v["combat"]["blocked"] == [seeker]


def test_the_terminal_marks_a_blocked_attacker() -> None:
    """CR 509.1h: the terminal's battlefield marks the attacker blocked."""
    from manastack.ui.describe import Describer
    from manastack.ui.panes import plain, player_pane
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Nosy Goblin")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, goblin = _seeker_blocked_by_goblin(d)
    view = d.game.view(1)
    assert "[blocked]" in plain(player_pane(Describer(d.game, 1, "en"), view,
                                            view["players"][0]))
