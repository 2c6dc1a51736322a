"""The scenario driver's payment (``manastack.testing.Driver.pay``): each pay_mana decision is
answered with the first mana ability offered whose mana pays part of what remains (CR 601.2g-h,
605.3a), so a script's payment taps what the cost needs and leaves no mana in the pool unspent
(CR 106.4: it would empty at the end of the step)."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _tapped(d: Driver) -> list[str]:
    return sorted(d.chars(o).name for o in d.state.battlefield if d.state.objects[o].tapped)


def _shock_paid_from(*lands: str) -> Driver:
    """Player 0 casts Shock ({R}) at player 1 with ``lands``, and stops at the payment."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock"), "normal"))
    d.choose(1)
    d.expect("pay_mana")
    return d


def test_601_2g_mana_that_pays_nothing_is_not_made() -> None:
    """Island ({U}) and Haunted Ridge ({B} or {R}) come first among the mana abilities offered
    for Shock's {R} (each leaves the {R} payable by the Mountain): the driver taps the Ridge
    for {R}, the first that pays part of it, and leaves the Island and the Mountain untapped;
    no {U} or {B} is left in the pool."""
    d = _shock_paid_from("Island", "Haunted Ridge", "Mountain")
    offered = [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert [a.mana for a in offered] == ["U", "B", "R", "R"]
    d.pay()
    d.expect("priority")
    assert _tapped(d) == ["Haunted Ridge"]
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.life(1) == 18


def test_605_3a_a_mana_abilitys_own_cost_is_paid_the_same_way() -> None:
    """Shock's {R} comes from Crossroads Candleguide ("{2}: Add one mana of any color"), the
    only red source: the driver activates it for {R}, then answers the payment of its {2} the
    same way, with the Island and the Forest (CR 605.3a, 601.2g)."""
    d = _shock_paid_from("Crossroads Candleguide", "Island", "Forest")
    d.pay()
    d.expect("priority")
    assert _tapped(d) == ["Forest", "Island"]
    assert d.state.players[0].mana_pool == {}
    assert d.zone_of("Shock") == "stack"


def test_pay_step_outside_a_payment_is_a_script_error_and_changes_nothing() -> None:
    d = _shock_paid_from("Mountain")
    d.pay()
    before = d.game.fingerprint()
    with pytest.raises(ScriptError, match="expected a pay_mana decision"):
        d.pay_step()
    assert d.game.fingerprint() == before
    d.expect("priority")
