"""Shared check for the official ruling of Onslaught's couriers: "It checks the creature type
when the ability is announced and resolved, but once the effect is placed on the creature, if
its creature type changes the effect still continues."

A target must be legal as the ability is activated (CR 601.2c, 602.2b) and is checked again as
it resolves (CR 608.2b); the effect itself, once created, applies to the creature it was locked
in on whatever its creature types become (CR 611.2c). Mistform Mask changes the creature type
of the creature it enchants.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _setup(courier: str, land: str, creature: str, other: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, courier, creature, other, land, land, land, "Island", "Island", "Island")
    s.hand(0, "Mistform Mask")
    d = Driver(s.build())
    d.cast(0, "Mistform Mask", targets=[d.find(creature)])
    d.resolve()
    return d


def _change_type(d: Driver, new_type: str) -> None:
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.expect("choose_creature_type")
    d.choose(new_type)


def check_courier_creature_type_checks(courier: str, land: str, creature: str, other: str,
                                       creature_type: str, new_type: str) -> None:
    """``courier`` pays with ``land``; ``creature`` is of ``creature_type``, ``other`` isn't.

    1. Announced: only creatures of the type can be targeted.
    2. Resolved: the target's type changed in response, so the ability does nothing.
    3. Applied: a type change after the ability resolved leaves the bonus in place.
    """
    # 1 and 2
    d = _setup(courier, land, creature, other)
    target, bystander = d.find(creature), d.find(other)
    base = d.chars(target)
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == d.find(courier))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert target in options and bystander not in options
    d.choose(target)
    d.pay()
    assert d.state.stack
    _change_type(d, new_type)
    assert creature_type not in d.chars(target).subtypes
    d.resolve()
    assert not d.state.stack
    after = d.chars(target)
    assert (after.power, after.toughness) == (base.power, base.toughness)

    # 3
    d = _setup(courier, land, creature, other)
    target = d.find(creature)
    base = d.chars(target)
    d.activate(0, courier, targets=[target])
    d.resolve()
    pumped = d.chars(target)
    assert (pumped.power, pumped.toughness) == (base.power + 2, base.toughness + 2)
    _change_type(d, new_type)
    changed = d.chars(target)
    assert creature_type not in changed.subtypes and new_type in changed.subtypes
    assert (changed.power, changed.toughness) == (base.power + 2, base.toughness + 2)


def check_courier_bonus_while_tapped(courier: str, land: str, creature: str, other: str,
                                     keyword: str) -> None:
    """The courier's ability targets only ``creature`` (of its type), not ``other``; the target
    gets +2/+2 and ``keyword`` for as long as the courier remains tapped (CR 611.2b): past the
    end of the turn, until its controller chooses to untap it in their untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, courier, creature, other, land, land, land)
    s.library(0, land, land, land)
    s.library(1, land, land, land)
    d = Driver(s.build())
    target, bystander, source = d.find(creature), d.find(other), d.find(courier)
    base = d.chars(target)
    assert keyword not in base.keywords
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == source)
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert target in options and bystander not in options
    d.choose(target)
    d.pay()
    d.resolve()
    c = d.chars(target)
    assert (c.power, c.toughness) == (base.power + 2, base.toughness + 2)
    assert keyword in c.keywords and keyword not in d.chars(bystander).keywords
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[source].tapped
    assert d.chars(target).power == base.power + 2  # it lasts past the end of the turn
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 0  # player 0's untap step: untap the courier?
    d.choose(True)
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[source].tapped
    c = d.chars(target)
    assert (c.power, c.toughness) == (base.power, base.toughness)
    assert keyword not in c.keywords


def check_courier_text_changed(courier: str, land: str, old: str, new: str,
                               subtypes: set[str], creature: str, other: str,
                               keyword: str) -> None:
    """Artificial Evolution replaces ``old`` with ``new`` in ``courier``'s text (CR 612.2): its
    type line reads ``subtypes``, its ability targets ``creature`` (a ``new``), no longer
    ``other`` (an ``old``), and gives it +2/+2 and ``keyword`` while the courier is tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, courier, creature, other, land, land, land, "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source, target, bystander = d.find(courier), d.find(creature), d.find(other)
    d.cast(0, "Artificial Evolution", targets=[source])
    d.resolve()
    d.choose(old)
    d.choose(new)
    assert d.chars(source).subtypes == subtypes
    base = d.chars(target)
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == source)
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert target in options and bystander not in options
    d.choose(target)
    d.pay()
    d.resolve()
    pumped = d.chars(target)
    assert (pumped.power, pumped.toughness) == (base.power + 2, base.toughness + 2)
    assert pumped.has(keyword)
