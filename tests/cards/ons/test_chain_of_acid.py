"""Chain of Acid — {3}{G} Sorcery.

Oracle: "Destroy target noncreature permanent. Then that permanent's controller may copy
this spell and may choose a new target for that copy."
Rulings covered: ONS-FAQ-049 (if the spell doesn't resolve, no copy is made).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Acid")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Plains", "Glory Seeker")
    s.hand(0, "Chain of Acid")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    return Driver(s.build())


def test_destroys_and_the_controller_copies_it_back() -> None:
    d = setup()
    land = d.find("Island", player=1)
    d.cast(0, "Chain of Acid", targets=[land])
    d.resolve()
    assert land not in d.state.objects
    assert d.expect("may").player == 1
    d.choose(True)
    d.choose(d.find("Plains"))
    d.resolve()
    assert d.zone_of("Plains") == "graveyard"
    d.expect("may")
    d.choose(False)
    assert not d.state.stack


@pytest.mark.ruling("ONS-FAQ-049")
def test_countered_spell_makes_no_copy() -> None:
    d = setup()
    d.cast(0, "Chain of Acid", targets=[d.find("Plains")])
    sid = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind == "order_cards":
        d.choose(d.decision.actions[0].value)
    assert d.zone_of("Chain of Acid") == "graveyard"
    assert d.zone_of("Plains") == "battlefield"
    assert not d.state.stack and d.decision.kind == "priority"
