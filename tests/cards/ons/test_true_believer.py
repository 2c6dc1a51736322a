"""True Believer — {W}{W} Creature — Human Cleric 2/2.

Oracle: "You have shroud. (You can't be the target of spells or abilities.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("True Believer")


def targets_offered(d: Driver, player: int) -> set[object]:
    d.act(player, CastSpell(d.find("Shock", zone="hand", player=player), "normal"))
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_no_one_can_target_its_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    options = targets_offered(d, 1)
    assert 0 not in options and 1 in options
    assert d.find("True Believer") in options  # the creature itself can be targeted


def test_not_even_by_its_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    options = targets_offered(d, 0)
    assert 0 not in options and 1 in options
