"""Modal spells (CR 700.2, 601.2b–c): the mode is chosen first and only its targets are
chosen; a mode without a legal target can't be chosen.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_mode_without_legal_targets_is_not_offered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm", "hand")))
    d.expect("mode")
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}  # no Wizard for mode 3
    d.choose(1)
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (4, 2)
    assert not c.has("Haste")  # only the chosen mode happened
