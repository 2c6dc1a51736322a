"""Chain of Smog — {1}{B} Sorcery.

Oracle: "Target player discards two cards. That player may copy this spell and may choose a
new target for that copy."
Rulings covered: ONS-FAQ-047 (the affected player may copy it and choose a new target, which
may be the same player).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Smog")


@pytest.mark.ruling("ONS-FAQ-047")
def test_target_discards_two_and_copies_at_the_caster() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog", "Shock", "Smother", "Swat")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    assert d.state.players[1].hand == []
    assert d.expect("may").player == 1
    d.choose(True)
    d.expect("new_target")
    d.choose(0)
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand", player=0))
    d.choose(d.find("Swat", zone="hand", player=0))
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Smother"]
    d.expect("may")
    d.choose(False)
    assert not d.state.stack


def test_keeping_the_same_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog")
    s.hand(1, "Shock", "Forest", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    d.choose(d.find("Forest", zone="hand"))
    d.choose(True)
    d.choose(1)  # keep targeting player 1 (themselves)
    d.resolve()
    assert d.state.players[1].hand == []
