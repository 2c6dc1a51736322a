"""Krosan Groundshaker — {4}{G}{G}{G} Creature — Beast 6/6.

Oracle: "{G}: Target Beast creature gains trample until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Krosan Groundshaker")


def test_beast_gains_trample_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Groundshaker", "Forest", "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    mauler = d.find("Barkhide Mauler")
    d.activate(0, "Krosan Groundshaker", targets=[mauler])
    d.resolve()
    assert d.chars(mauler).has("Trample")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(mauler).has("Trample")


def test_needs_a_beast_target() -> None:
    """CR 708.2a: a face-down Groundshaker has no abilities (nothing to activate, though a
    Beast token could be targeted), and a face-down creature has no creature types, so it
    isn't a Beast the face-up Groundshaker's ability may target: the Groundshaker itself and
    the token are offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker")
    s.token(0, "Beast")
    s.battlefield(0, "Krosan Groundshaker", face_down=True)
    d = Driver(s.build())
    face_down = d.find("Krosan Groundshaker")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == face_down]
    s.battlefield(0, "Krosan Groundshaker", label="up")
    d = Driver(s.build())
    up = [o for o in d.ids("Krosan Groundshaker") if not d.state.objects[o].face_down]
    assert len(up) == 1
    d.activate(0, up[0], pay=False)
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {up[0], d.find("Beast Token")}

def test_any_beast_creature_an_opponents_or_a_token_or_itself() -> None:
    """"Target Beast creature" (CR 115.1, 205.3): any player's Beast creature may be chosen,
    the Groundshaker itself, an opponent's Krosan Tusker (a Cat Beast) and a Beast token, but
    not Glory Seeker; the ability may be activated again for another one ({G} each)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Groundshaker", "Forest", "Forest", "Glory Seeker")
    s.token(0, "Beast", label="beast")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    shaker, tusker = d.find("Krosan Groundshaker"), d.find("Krosan Tusker")
    beast = d.find("Beast Token")
    d.activate(0, shaker, pay=False)
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {shaker, tusker, beast}
    d.choose(tusker)
    d.pay()
    d.resolve()
    d.activate(0, shaker, targets=[shaker])
    d.resolve()
    assert d.chars(tusker).has("Trample") and d.chars(shaker).has("Trample")
    assert not d.chars(beast).has("Trample")
    assert not d.chars(d.find("Glory Seeker")).has("Trample")


def test_a_target_no_longer_a_beast_as_it_resolves_gains_nothing() -> None:
    """CR 608.2b, 115.1: Mistform Stalker made a Beast is targeted; in response it becomes a
    Bird, no longer fitting "target Beast creature", so the ability doesn't resolve and the
    Stalker doesn't gain trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Groundshaker", "Forest", "Forest", "Forest", "Mistform Stalker")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    d.activate(0, stalker, index=0)
    d.resolve()
    d.choose("Beast")
    d.activate(0, "Krosan Groundshaker", targets=[stalker])
    d.activate(0, stalker, index=0)
    d.resolve()
    d.choose("Bird")
    assert "Beast" not in d.chars(stalker).subtypes
    d.resolve()
    assert not d.state.stack
    assert not d.chars(stalker).has("Trample")


def test_made_to_read_elf_it_targets_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Krosan Groundshaker's text: its
    type line reads Elf, and its ability gives Wellwisher trample, Barkhide Mauler (a Beast) isn't a
    legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Groundshaker", "Island", "Forest", "Wellwisher", "Barkhide Mauler")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Krosan Groundshaker")
    new, old = d.find("Wellwisher"), d.find("Barkhide Mauler")
    evolve(d, source, "Beast", "Elf")
    assert d.chars(source).subtypes == {"Elf"}
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert d.chars(new).has("Trample")
