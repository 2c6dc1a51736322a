"""Snarling Undorak — {2}{G}{G} Creature — Beast 3/3.

Oracle: "{2}{G}: Target Beast creature gets +1/+1 until end of turn. / Morph {1}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

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


def test_face_down_it_has_no_ability_turned_face_up_it_has() -> None:
    """CR 708.2: face down, the Undorak is a 2/2 with no abilities, so nothing can be
    activated; turned face up for {1}{G}{G} (CR 702.37e, 708.8) it is a 3/3 Beast with its
    ability."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.battlefield(0, "Snarling Undorak", face_down=True)
    d = Driver(s.build())
    u = d.find("Snarling Undorak")
    assert (d.chars(u).power, d.chars(u).toughness) == (2, 2)
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.special(0, "turn_face_up", "Snarling Undorak")
    d.pay()
    assert (d.chars(u).power, d.chars(u).toughness) == (3, 3)
    d.activate(0, u, targets=[u])
    d.resolve()
    assert (d.chars(u).power, d.chars(u).toughness) == (4, 4)


def test_the_ability_resolves_after_the_undorak_leaves() -> None:
    """CR 113.7a: once activated, the ability exists apart from its source: the Undorak is
    bounced (Chain of Vapor) in response and the targeted Beast still gets +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", "Krosan Tusker", *["Forest"] * 3, "Island")
    s.hand(0, "Chain of Vapor")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Snarling Undorak", targets=[tusker])
    d.cast(0, "Chain of Vapor", targets=[d.find("Snarling Undorak")])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Snarling Undorak") == "hand"
    d.resolve()
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (7, 6)


def test_made_to_read_elf_it_targets_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Snarling Undorak's text: its type
    line reads Elf, and its ability gives Wellwisher +1/+1, Barkhide Mauler (a Beast) isn't a legal
    target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", "Island", "Forest", "Forest", "Forest", "Wellwisher", "Barkhide Mauler")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Snarling Undorak")
    new, old = d.find("Wellwisher"), d.find("Barkhide Mauler")
    evolve(d, source, "Beast", "Elf")
    assert d.chars(source).subtypes == {"Elf"}
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert (d.chars(new).power, d.chars(new).toughness) == (2, 2)
