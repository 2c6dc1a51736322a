"""Continuous effects that affect players (CR 613.10)."""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _believer(slimed: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer", counters={"slime": 1} if slimed else {})
    s.battlefield(1, "Sludge Monster", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()  # player 1 has priority in player 0's main phase
    return d


def test_a_player_s_shroud_follows_the_characteristics_of_its_source() -> None:
    """CR 613.10, 613.1f: "You have shroud" is applied after the objects' characteristics are
    determined: True Believer with a slime counter has lost all its abilities to Sludge
    Monster's effect (layer 6), so player 0 has no shroud and player 1's Shock targets them."""
    d = _believer(slimed=True)
    assert not d.chars(d.find("True Believer")).abilities
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_without_the_slime_counter_the_player_has_shroud() -> None:
    """CR 613.10, 702.18a: the comparison: True Believer keeps its ability and player 0 can't
    be chosen as Shock's target."""
    d = _believer(slimed=False)
    with pytest.raises((ScriptError, IllegalActionError)):
        d.cast(1, "Shock", targets=[0])
    assert d.life(0) == 20
