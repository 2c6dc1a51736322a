"""Storm Skreelix — {3}{U}{R} Creature — Drake Horror 2/4.

Oracle: "Flying / Instant and sorcery spells you cast cost {1} less to cast. / Whenever you cast
an instant or sorcery spell, Storm Skreelix gets +2/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Storm Skreelix")


def test_cheaper_spells_and_a_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    d = Driver(s.build())
    skreelix = d.find("Storm Skreelix")
    d.cast(0, "Sacred Fire", targets=[1])  # {R}{W} costs {R}{W} minus {1}: no generic to reduce
    d.resolve()
    assert d.chars(skreelix).power == 4
    d.resolve()
    assert d.life(1) == 18


def test_reduces_generic_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Forest")
    s.hand(0, "Plummet")
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Plummet", targets=[d.find("Screaming Seahawk")])  # {1}{G} for {G}
    d.resolve()
    d.resolve()
    assert d.ids("Screaming Seahawk", zone="graveyard")
