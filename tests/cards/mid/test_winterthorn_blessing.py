"""Winterthorn Blessing — {G}{U} Sorcery.

Oracle: "Put a +1/+1 counter on up to one target creature you control. Tap up to one target
creature you don't control, and that creature doesn't untap during its controller's next untap
step. / Flashback {1}{G}{U}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Winterthorn Blessing")


def test_counter_and_a_frozen_creature_for_one_untap_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[seeker, warrior])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[warrior].tapped  # its controller's next untap step
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[warrior].tapped


def test_up_to_one_each() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Winterthorn Blessing", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_another_players_untap_step_doesnt_end_it() -> None:
    """CR 502.3, 611.2b: with three players, player 2's Elvish Warrior stays tapped through
    player 1's untap step (not its controller's) and player 2's next one, and untaps in the
    one after."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[d.find("Glory Seeker"), warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)  # player 1's turn
    d.pass_until("upkeep", turn=5)  # player 2's turn: its controller's next untap step
    assert d.state.active == 2 and d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=8)  # player 2's following turn
    assert not d.state.objects[warrior].tapped
