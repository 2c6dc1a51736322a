"""Can't Stay Away — {W}{B} Sorcery.

Oracle: "Return target creature card with mana value 3 or less from your graveyard to the
battlefield. It gains "If this creature would die, exile it instead." / Flashback {3}{W}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Can't Stay Away")


def test_returns_and_is_exiled_when_it_would_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain")
    s.hand(0, "Can't Stay Away", "Shock")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):  # mana value 5
        d.cast(0, "Can't Stay Away", targets=[d.find("Gluttonous Zombie")])
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    assert not d.ids("Glory Seeker", zone="graveyard")
