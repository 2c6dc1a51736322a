"""Snarling Undorak — {2}{G}{G} Creature — Beast 3/3.

Oracle: "{2}{G}: Target Beast creature gets +1/+1 until end of turn. / Morph {1}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snarling Undorak")


def test_pumps_a_beast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", *["Forest"] * 6)
    d = Driver(s.build())
    u = d.find("Snarling Undorak")
    d.activate(0, u, targets=[u])
    d.resolve()
    d.activate(0, u, targets=[u])
    d.resolve()
    assert (d.chars(u).power, d.chars(u).toughness) == (5, 5)


def test_a_face_down_beast_is_not_a_beast_to_target() -> None:
    """CR 708.2a: a face-down creature has no creature types, so it isn't a "Beast creature"
    to target (CR 115.1); turned face up, it is (CR 708.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", *["Forest"] * 10)
    s.battlefield(0, "Towering Baloth", face_down=True)
    d = Driver(s.build())
    baloth = d.find("Towering Baloth")
    d.activate(0, "Snarling Undorak", pay=False, targets=[])
    dec = d.expect("target")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert baloth not in offered and d.find("Snarling Undorak") in offered


def test_an_opponent_s_beast_may_be_targeted_and_the_bonus_ends_with_the_turn() -> None:
    """CR 115.1, 514.2: "target Beast creature" includes another player's Beast; the +1/+1
    lasts until the cleanup step of the turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", *["Forest"] * 3)
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    mauler = d.find("Barkhide Mauler")
    base = (d.chars(mauler).power, d.chars(mauler).toughness)
    d.activate(0, "Snarling Undorak", targets=[mauler])
    d.resolve()
    assert (d.chars(mauler).power, d.chars(mauler).toughness) == (base[0] + 1, base[1] + 1)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(mauler).power, d.chars(mauler).toughness) == base


def test_a_target_that_stops_being_a_beast_is_illegal() -> None:
    """CR 608.2b: Mistform Shrieker made a Beast is targeted; in response it becomes a Bird,
    so on resolution it is no longer a legal target and the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", "Mistform Shrieker", *["Forest"] * 3, "Island",
                  "Island")
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    d.activate(0, shrieker)
    d.resolve()
    d.choose("Beast")
    d.activate(0, "Snarling Undorak", targets=[shrieker])
    d.activate(0, shrieker)
    d.resolve()
    d.choose("Bird")
    d.resolve()
    assert not d.state.stack
    c = d.chars(shrieker)
    assert c.subtypes == {"Bird"} and (c.power, c.toughness) == (3, 3)
