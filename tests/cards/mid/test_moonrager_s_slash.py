"""Moonrager's Slash — {2}{R} Instant.

Oracle: "This spell costs {2} less to cast if it's night. / Moonrager's Slash deals 3 damage
to any target."
Rulings covered: MID-OR-0411, MID-OR-0412.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Moonrager's Slash")


@pytest.mark.ruling("MID-OR-0412")
def test_costs_r_at_night() -> None:
    """At night the spell costs {R}: one Mountain casts it, by day one Mountain doesn't (CR
    730.1, 601.2f). The ruling pointing to the mechanics article ("For more information about
    Day and Night ..., please see ...") is answered by this check of "if it's night"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Moonrager's Slash")
    s.day_night("day")
    assert not any(isinstance(a, CastSpell) for a in Driver(s.build()).game.legal_actions())
    s.day_night("night")
    d = Driver(s.build())
    assert d.state.day_night == "night"
    d.cast(0, "Moonrager's Slash", targets=[1])
    assert d.state.objects[d.find("Mountain")].tapped
    d.resolve()
    assert d.life(1) == 17


def test_full_cost_by_day() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Moonrager's Slash")
    s.battlefield(1, "Elvish Warrior")
    s.day_night("day")
    d = Driver(s.build())
    d.cast(0, "Moonrager's Slash", targets=[d.find("Elvish Warrior")])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


@pytest.mark.ruling("MID-OR-0411")
def test_full_cost_while_it_is_neither_day_nor_night() -> None:
    """Official ruling: "The phrase “if it's night” refers to the day or night designation the
    game can have. It does not refer to whether or not it's dark outside as you play the
    game."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Moonrager's Slash")
    d = Driver(s.build())
    assert d.state.day_night is None  # the game has no designation yet: it isn't night
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    d.cast(0, "Moonrager's Slash", targets=[1])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.life(1) == 17


def test_damage_to_a_planeswalker_removes_that_much_loyalty() -> None:
    """"Any target" includes a planeswalker (CR 115.4): 3 damage to player 1's Teferi, Who Slows
    the Sunset (loyalty 4) removes three loyalty counters (CR 120.3c, 306.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Moonrager's Slash")
    s.battlefield(1, "Teferi, Who Slows the Sunset")
    s.day_night("night")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Moonrager's Slash", targets=[teferi])
    d.resolve()
    assert d.state.objects[teferi].counters.get("loyalty") == 1
    assert d.life(1) == 20


def test_at_night_the_reduction_leaves_the_red_mana_to_pay() -> None:
    """CR 601.2f, 118.7c: the {2} reduction applies to the generic part only: at night the
    spell still costs {R}, so three Forests can't cast it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Moonrager's Slash")
    s.day_night("night")
    d = Driver(s.build())
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())
