"""Flip the Switch — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {4}. Create a 2/2 black Zombie
creature token with decayed. (It can't block. When it attacks, sacrifice it at end of
combat.)"
Rulings covered: MID-RN-053 (the Zombie is created even if the spell's controller pays).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import tokens

pytestmark = pytest.mark.card("Flip the Switch")


def setup(mountains: int = 5) -> tuple[Driver, int]:
    """Player 1 casts Shock at player 0; player 0 answers with Flip the Switch."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Flip the Switch")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Flip the Switch", targets=[shock])
    d.pass_priority()
    d.pass_priority()
    return d, shock


def zombies(d: Driver) -> list[int]:
    return d.ids("Zombie", zone="battlefield", player=0)


@pytest.mark.ruling("MID-RN-053", "MID-OR-0154")
def test_paid_spell_resolves_and_the_zombie_is_still_created() -> None:
    d, shock = setup()
    dec = d.expect("unless_payment")
    assert dec.player == 1
    assert set(d.game.legal_actions()) == {Choose("pay"), Choose("decline")}
    d.choose("pay")
    d.expect("pay_mana")
    d.pay()
    assert sum(d.state.objects[m].tapped for m in d.ids("Mountain")) == 5
    assert d.state.stack == [shock]
    (zombie,) = zombies(d)
    c = d.chars(zombie)
    assert (c.power, c.toughness, set(c.colors)) == (2, 2, {"B"})
    assert c.has("Decayed")
    d.resolve()
    assert d.life(0) == 18


def test_declined_spell_is_countered_and_the_zombie_created() -> None:
    d, shock = setup()
    d.expect("unless_payment")
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and not d.state.stack
    assert len(zombies(d)) == 1
    assert d.life(0) == 20
    assert sum(d.state.objects[m].tapped for m in d.ids("Mountain")) == 1


def test_a_controller_who_cant_pay_may_only_decline() -> None:
    """CR 118.3: with three untapped Mountains {4} can't be paid, so paying isn't offered."""
    d, shock = setup(mountains=4)
    d.expect("unless_payment")
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert len(zombies(d)) == 1


def test_mana_already_in_the_pool_counts_toward_the_payment() -> None:
    """The payer may have floated mana before Flip the Switch resolves (CR 106.4); the pool
    pays first, then mana abilities for the rest (CR 605.3a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Flip the Switch")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Flip the Switch", targets=[shock])
    d.pass_priority()
    mountains = [m for m in d.ids("Mountain") if not d.state.objects[m].tapped]
    d.mana(1, mountains[0])
    d.mana(1, mountains[1])
    assert sum(d.state.players[1].mana_pool.values()) == 2
    d.pass_priority()
    d.pass_priority()  # player 0 again: player 1 acted after they passed (CR 117.4)
    d.choose("pay")
    payments = 0
    while d.decision.kind == "pay_mana":
        d.act(1, d.game.legal_actions()[0])
        payments += 1
    assert payments == 2
    assert not d.state.players[1].mana_pool or not sum(d.state.players[1].mana_pool.values())
    assert d.state.stack == [shock]


def test_needs_a_spell_to_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Flip the Switch")
    d = Driver(s.build())
    card = d.find("Flip the Switch", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()


def test_a_target_spell_already_gone_means_no_zombie() -> None:
    """CR 608.2b: two Flip the Switch target the same Shock; the second resolves first and
    counters it, so the first's only target is illegal: it doesn't resolve, makes no Zombie
    and asks nobody to pay."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Flip the Switch", "Flip the Switch")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    first, second = d.ids("Flip the Switch", "hand")
    d.cast(0, first, targets=[shock])
    d.cast(0, second, targets=[shock])
    d.pass_priority()
    d.pass_priority()
    d.expect("unless_payment")
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and len(zombies(d)) == 1
    while d.decision.kind == "priority" and d.state.stack:
        d.pass_priority()
    assert not d.state.stack and d.decision.kind == "priority"
    assert len(zombies(d)) == 1
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.life(0) == 20


def test_changed_on_the_stack_it_creates_a_decayed_elf() -> None:
    """CR 612.2a: Flip the Switch made to read Elf by its caster in response counters Shock
    (its controller can't pay) and creates a 2/2 black Elf Token with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Flip the Switch", "Artificial Evolution")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    spell = d.cast(0, "Flip the Switch", targets=[shock])
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.pass_priority()
    d.pass_priority()
    d.choose("Zombie")
    d.choose("Elf")
    d.pass_priority()
    d.pass_priority()
    d.expect("unless_payment")
    d.choose("decline")
    [token] = tokens(d, 0)
    c = d.chars(token)
    assert (c.name, c.subtypes) == ("Elf Token", {"Elf"}) and c.has("Decayed")
    assert d.ids("Shock", zone="graveyard") and d.life(0) == 20
