"""How a cost reads once it is no longer the printed one (CR 107.3, 601.2f).

A cost keeps its printed text ("{X}{R}") only while it is the printed cost: once X is chosen
(CR 107.3: {X} is replaced by the chosen number), a reduction applied or another cost added
(CR 601.2f, the total cost), the payment prompt shows what is left to pay.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.dsl.mana_cost import ManaCost
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_the_payment_prompt_shows_the_chosen_x() -> None:
    """CR 107.3: Wave of Indifference cast with X = 2 asks to pay {2}{R}, not {X}{R}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    first, second = d.ids("Glory Seeker")
    d.act(0, CastSpell(d.find("Wave of Indifference"), "normal"))
    d.choose(2)       # X
    d.choose(first)   # the two targets, one at a time
    d.choose(second)
    assert d.expect("pay_mana").prompt == "Pay {2}{R}"


def test_reduced_and_added_costs_read_as_what_is_paid() -> None:
    """CR 601.2f: a reduction or an added cost changes the total cost; an empty addition
    keeps the printed text."""
    printed = ManaCost.parse("{3}{G}")
    assert str(printed) == "{3}{G}"
    assert str(printed.reduced(2)) == "{1}{G}"
    assert str(printed.reduced(0)) == "{3}{G}"
    assert str(printed.plus(ManaCost(generic=2))) == "{5}{G}"
    assert str(printed.plus(ManaCost())) == "{3}{G}"
    assert str(ManaCost.parse("{X}{R}").with_x(3)) == "{3}{R}"
