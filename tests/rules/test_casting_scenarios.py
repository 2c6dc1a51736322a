"""Acceptance scenarios for casting spells (CR 601) and the costs paid for them.

CR 107.3a  while a spell is on the stack, X in its mana cost is the value announced.
CR 107.3b  an effect that only reduces a cost leaves X to be chosen freely.
CR 202.3e  the mana value of a spell on the stack counts X; cost changes don't change it.
CR 601.2f  the total cost: mana cost (or an alternative cost, CR 118.9) plus increases, minus
           reductions (generic mana only).
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import OMNISCIENCE


def test_601_2f_a_cost_reduction_takes_generic_mana_off_what_x_adds() -> None:
    """CR 107.3a, 601.2f: Light Up the Night ({X}{R}) announced with X = 3 has a total cost of
    {3}{R}; Storm Skreelix's "{1} less" makes it {2}{R}, so three Mountains cast it with X = 3
    (X up to 3 is offered) and its mana value on the stack is still 4 (CR 202.3e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Light Up the Night", "hand"), "normal"))
    d.expect("x")
    assert d.game.legal_actions() == [Choose(0), Choose(1), Choose(2), Choose(3)]
    d.choose(3)
    d.choose(1)  # the opponent
    d.pay()
    d.expect("priority")
    spell = d.find("Light Up the Night", "stack")
    assert d.chars(spell).mana_value == 4
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve_all()  # Storm Skreelix's cast trigger, then the spell
    assert d.life(1) == 17


def test_601_2f_a_reduction_bigger_than_the_generic_part_leaves_only_the_colored_mana() -> None:
    """CR 601.2f: Vadrik, Astral Archmage with two +1/+1 counters (power 3) takes {3} off
    Starstorm ({X}{R}{R}) cast with X = 2: {2}{R}{R} becomes {R}{R}, and the spare {1} of the
    reduction is lost (the cost can't go below its colored part). Two Mountains pay it and X
    is still 2: each creature is dealt 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vadrik, Astral Archmage", counters={"+1/+1": 2})
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Starstorm", "hand"), "normal"))
    d.expect("x")
    assert Choose(3) in d.game.legal_actions()  # {3}{R}{R} less {3}: still {R}{R}
    d.choose(2)
    d.pay()
    d.expect("priority")
    assert d.chars(d.find("Starstorm", "stack")).mana_value == 4
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_601_2f_a_creature_spell_with_x_is_reduced_by_what_x_adds() -> None:
    """CR 107.3a, 601.2f: Herald of War with two +1/+1 counters makes Human spells cost {2}
    less. Mikaeus, the Lunarch ({X}{W}, a Human) cast with X = 3 costs {3}{W} less {2}: two
    Plains pay it, and Mikaeus enters with three +1/+1 counters (CR 107.3m, 400.7d: its
    ability finds the X of the spell it was)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Herald of War", counters={"+1/+1": 2})
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Mikaeus, the Lunarch")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Mikaeus, the Lunarch", "hand"), "normal"))
    d.expect("x")
    assert d.game.legal_actions() == [Choose(0), Choose(1), Choose(2), Choose(3)]
    d.choose(3)
    d.pay()
    d.expect("priority")
    d.resolve()
    mikaeus = d.find("Mikaeus, the Lunarch", "battlefield")
    assert d.state.objects[mikaeus].counters == {"+1/+1": 3}


def _omniscience_curse(lands: int, named: str, *also: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, *also, *["Mountain"] * lands)
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": named})
    s.hand(0, named)
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_601_2f_a_cost_increase_applies_to_a_spell_cast_without_paying_its_mana_cost() -> None:
    """CR 601.2f, 118.9: "without paying its mana cost" is an alternative cost of {0}; Curse of
    Silence's {2} more is added to it. With one Mountain the Shock can't be cast that way
    (nor normally, {2}{R}); with two it is, and both Mountains pay the {2}."""
    d = _omniscience_curse(1, "Shock")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
    d = _omniscience_curse(2, "Shock")
    shock = d.find("Shock", "hand")
    assert {a.method for a in d.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == shock} == {"without_paying"}
    d.cast(0, "Shock", method="without_paying", targets=[1], pay=False)
    assert d.expect("pay_mana").prompt == "Pay {2}"
    d.pay()
    d.expect("priority")
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))


def test_107_3b_x_is_0_without_paying_the_mana_cost_and_the_changes_still_apply() -> None:
    """CR 107.3b, 601.2f: Starstorm cast without paying its mana cost has X = 0 (no X is
    asked for); its total cost is {0}, plus Curse of Silence's {2}, less Vadrik's {1}
    (power 1): one Mountain pays it and Starstorm deals no damage."""
    d = _omniscience_curse(1, "Starstorm", "Vadrik, Astral Archmage")
    d.cast(0, "Starstorm", method="without_paying", pay=False)
    assert d.expect("pay_mana").prompt == "Pay {1}"
    d.pay()
    d.expect("priority")
    spell = d.find("Starstorm", "stack")
    assert d.state.objects[spell].stack["x"] == 0
    d.resolve_all()
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
