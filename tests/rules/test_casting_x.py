"""Spells with {X} in their mana cost (CR 107.3, 202.3e, 601.2b, 601.2f)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_x_is_announced_with_the_affordable_values_then_paid() -> None:
    """CR 601.2b: the caster announces X; CR 601.2f: X is added to the total cost and paid.
    Only values the caster could pay are offered (0 to 3 with five Mountains for {X}{R}{R})."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Starstorm", zone="hand"), "normal"))
    d.expect("x")
    assert d.game.legal_actions() == [Choose(0), Choose(1), Choose(2), Choose(3)]
    d.choose(2)
    d.pay()
    tapped = [o for o in d.ids("Mountain") if d.state.objects[o].tapped]
    assert len(tapped) == 4


def test_x_is_the_damage_dealt() -> None:
    """CR 107.3a: X in the text is the value announced."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    tusker = d.find("Krosan Tusker")
    assert d.state.objects[tusker].damage == 2


def test_mana_value_on_the_stack_includes_x_and_is_zero_elsewhere() -> None:
    """CR 202.3e: on the stack X is the announced value; in any other zone it is 0, so the
    permanent that spell becomes has mana value 1 (CR 107.3m, 202.3e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    in_hand = d.find("Contortionist Troupe", zone="hand")
    assert d.chars(in_hand).mana_value == 1
    sid = d.cast(0, "Contortionist Troupe", x=3)
    assert d.chars(sid).mana_value == 4
    d.resolve()
    troupe = d.find("Contortionist Troupe", zone="battlefield")
    assert d.chars(troupe).mana_value == 1
    assert d.state.objects[troupe].counters.get("+1/+1") == 3


def test_x_of_zero() -> None:
    """CR 107.3: X may be 0; a 0/0 entering with no counters is put into the graveyard
    (CR 704.5f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    sid = d.cast(0, "Contortionist Troupe", x=0)
    assert d.chars(sid).mana_value == 1
    d.resolve()
    assert d.zone_of("Contortionist Troupe") == "graveyard"


def test_not_castable_when_the_cost_with_x_0_cant_be_paid() -> None:
    """CR 601.2f, 107.3: the least total cost of {X}{R}{R} is {R}{R} (X = 0); with a single
    Mountain Starstorm can't be cast at all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    card = d.find("Starstorm", zone="hand")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_x_is_offered_up_to_the_most_the_mana_can_pay() -> None:
    """CR 601.2b, 601.2f, 107.3: no rule bounds X but the cost: Gyre Sage with 40 +1/+1
    counters adds 40 {G} ("{T}: Add {G} for each +1/+1 counter"), so Weird Harvest
    ({X}{G}{G}) may be cast with any X from 0 to 38, the most it can pay."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", counters={"+1/+1": 40})
    s.hand(0, "Weird Harvest")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Weird Harvest", zone="hand"), "normal"))
    d.expect("x")
    assert d.game.legal_actions() == [Choose(x) for x in range(39)]


def test_x_of_zero_still_needs_the_colored_symbols() -> None:
    """CR 107.3, 601.2f: with X as 0 the total cost of {X}{R}{R} is still {R}{R}; two Plains
    can't pay it, so Starstorm is not offered, while two Mountains can."""
    for land, offered in (("Plains", False), ("Mountain", True)):
        s = Scenario(seed=1)
        s.battlefield(0, land, land)
        s.hand(0, "Starstorm")
        d = Driver(s.build())
        star = d.find("Starstorm", zone="hand")
        assert (CastSpell(star, "normal") in d.game.legal_actions()) is offered
