"""Costs to block (CR 509.1d-f), with War Cadence ("{X}{R}: This turn, creatures can't block
unless their controller pays {X} for each blocking creature they control"): once a legal block
declaration is made, the defending player pays all its costs or none; without paying, the
blocks are declared again."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import WAR_CADENCE


def _game(forests: int) -> Driver:
    assert WAR_CADENCE
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "War Cadence", "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior", "Elvish Warrior", *["Forest"] * forests)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.activate(0, "War Cadence", x=1)
    d.resolve()
    d.to_combat()
    d.attack(d.ids("Glory Seeker"))
    while d.decision.kind == "priority":
        d.pass_priority()
    return d


def test_the_cost_is_per_blocking_creature_and_paid_in_full() -> None:
    """CR 509.1e, 509.1f: two blockers cost {2}: with two Forests player 1 may pay (the
    Forests tapped for mana as the cost is paid), and both blocks stand."""
    d = _game(2)
    (w1, w2), (s1, s2) = d.ids("Elvish Warrior"), d.ids("Glory Seeker")
    d.block({w1: s1, w2: s2})
    dec = d.expect("unless_payment")
    assert dec.player == 1 and Choose("pay") in dec.actions
    d.choose("pay")
    d.pay()
    assert d.state.combat.blockers == {w1: (s1,), w2: (s2,)}
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))


def test_the_cost_to_block_is_asked_for_and_paid_by_name() -> None:
    """CR 509.1d, 509.1e: the defending player is told the total cost of their blocks, {1} for one
    blocker, and pays it as the cost to block."""
    d = _game(2)
    d.block({d.ids("Elvish Warrior")[0]: d.ids("Glory Seeker")[0]})
    dec = d.expect("unless_payment")
    assert dec.prompt == "Pay {1} for your blocking creatures, or block differently"
    assert dict(dec.data)["cost"] == "{1}"
    d.choose("pay")
    pay = d.expect("pay_mana")
    assert pay.player == 1 and pay.prompt == "Pay {1} (to block)"


def test_a_cost_that_cant_be_paid_in_full_isnt_offered_and_the_blocks_are_made_again() -> None:
    """CR 509.1f: with one Forest, {2} for two blockers can't be paid (no partial payment):
    player 1 may only decline, declares again, and blocks with one Warrior for {1}."""
    d = _game(1)
    (w1, w2), (s1, s2) = d.ids("Elvish Warrior"), d.ids("Glory Seeker")
    d.block({w1: s1, w2: s2})
    dec = d.expect("unless_payment")
    assert Choose("pay") not in dec.actions
    d.choose("decline")
    assert d.expect("declare_blockers").player == 1 and not d.state.combat.blockers
    d.block({w1: s1})
    d.choose("pay")
    d.pay()
    assert d.state.combat.blockers == {w1: (s1,)}
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
