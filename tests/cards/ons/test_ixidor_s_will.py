"""Ixidor's Will — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {2} for each Wizard on the
battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ixidor's Will")


def setup(mountains: int, wizards: tuple[str, ...] = (), shocks: int = 1) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", *wizards)
    s.hand(0, "Ixidor's Will")
    s.battlefield(1, "Crafty Pathmage", *["Mountain"] * mountains)
    s.hand(1, *["Shock"] * shocks)
    s.at("precombat_main", active=1, turn=4)
    return Driver(s.build())


def will_on_shock(d: Driver) -> None:
    shock = d.cast(1, d.ids("Shock", zone="hand")[0], targets=[0])
    d.pass_priority()
    d.cast(0, "Ixidor's Will", targets=[shock])


def test_costs_two_for_each_wizard_and_can_be_paid() -> None:
    d = setup(mountains=5, wizards=("Disruptive Pitmage",))
    will_on_shock(d)
    d.resolve()
    decision = d.expect("unless_payment")
    assert decision.player == 1 and decision.info()["cost"] == "{4}"
    d.choose("pay")
    d.pay()
    assert all(d.state.objects[i].tapped for i in d.ids("Mountain"))
    d.resolve()
    assert d.life(0) == 18 and d.zone_of("Ixidor's Will") == "graveyard"


def test_counters_the_spell_when_its_controller_cant_pay() -> None:
    d = setup(mountains=4, wizards=("Disruptive Pitmage",))
    will_on_shock(d)
    d.resolve()
    assert set(d.game.legal_actions()) == {Choose("decline")}  # 3 untapped Mountains, {4}
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_wizards_are_counted_as_it_resolves() -> None:
    """Player 1 Shocks the Crafty Pathmage in response: with no Wizard left, the cost is {0}, which
    can be paid with no mana at all (CR 118.5)."""
    d = setup(mountains=2, shocks=2)
    will_on_shock(d)
    d.pass_priority()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Crafty Pathmage")])
    d.resolve()
    assert d.zone_of("Crafty Pathmage") == "graveyard"
    d.resolve()
    decision = d.expect("unless_payment")
    assert decision.info()["cost"] == "{0}"
    assert Choose("pay") in d.game.legal_actions()
    d.choose("pay")
    d.resolve()
    assert d.life(0) == 18


def test_a_face_down_wizard_isn_t_counted() -> None:
    """A face-down creature has no creature types (CR 708.2a): with the Pathmage and a
    face-down Disruptive Pitmage the cost is {2}, not {4}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(0, "Disruptive Pitmage", face_down=True)
    s.hand(0, "Ixidor's Will")
    s.battlefield(1, "Crafty Pathmage", *["Mountain"] * 3)
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    will_on_shock(d)
    d.resolve()
    assert d.expect("unless_payment").info()["cost"] == "{2}"


def test_its_controller_may_decline_to_pay_though_able() -> None:
    """"Unless its controller pays": paying is a choice (CR 118.12a); declining, the spell is
    countered though the mana was there."""
    d = setup(mountains=5, wizards=("Disruptive Pitmage",))
    will_on_shock(d)
    d.resolve()
    assert Choose("pay") in d.game.legal_actions()
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
    assert sum(not d.state.objects[i].tapped for i in d.ids("Mountain")) == 4  # Shock took 1


def test_lier_makes_the_spell_impossible_to_counter() -> None:
    """With Lier, Disciple of the Drowned on the battlefield spells can't be countered (CR
    101.2): unpaid, the Shock still resolves."""
    d = setup(mountains=1, wizards=("Lier, Disciple of the Drowned",))
    will_on_shock(d)
    d.resolve()
    if d.decision.kind == "unless_payment":
        d.choose("decline")
    assert d.zone_of("Shock") == "stack"
    d.resolve()
    assert d.life(0) == 18


def test_a_wizard_spell_on_the_stack_isn_t_counted() -> None:
    """Only Wizards on the battlefield count: Ixidor's Will targeting a Crafty Pathmage spell,
    with no Wizard on the battlefield, asks for {0} (CR 118.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Ixidor's Will")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Crafty Pathmage")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    pathmage = d.cast(1, "Crafty Pathmage")
    d.pass_priority()
    d.cast(0, "Ixidor's Will", targets=[pathmage])
    d.resolve()
    assert d.expect("unless_payment").info()["cost"] == "{0}"


def test_needs_another_spell_to_target() -> None:
    """CR 115.5, 601.2c: a spell can't target itself; with the stack empty Ixidor's Will can't be
    cast, and with a Shock on the stack the Shock is the only spell offered."""
    from manastack.decisions.actions import CastSpell

    d = setup(mountains=1)
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 0
    will = d.find("Ixidor's Will")
    assert CastSpell(will, "normal") not in d.game.legal_actions()
    d = setup(mountains=1)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    will = d.find("Ixidor's Will")
    d.act(0, CastSpell(will, "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {shock}


def test_changed_on_the_stack_to_read_elf_it_costs_two_for_each_elf() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Ixidor's Will while it is on
    the stack: the Shock's controller pays {2} for each Elf (two Wellwishers), none for the
    Wizard Crafty Pathmage: {4}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Wellwisher", "Wellwisher")
    s.hand(0, "Ixidor's Will", "Artificial Evolution")
    s.battlefield(1, "Crafty Pathmage", *["Mountain"] * 5)
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    will_on_shock(d)
    will = d.find("Ixidor's Will", zone="stack")
    d.cast(0, "Artificial Evolution", targets=[will])
    d.resolve()
    d.choose("Wizard")
    d.choose("Elf")
    d.resolve()
    decision = d.expect("unless_payment")
    assert decision.player == 1 and decision.info()["cost"] == "{4}"
