"""Skittish Valesk — {6}{R} Creature — Beast 5/5.

Oracle: "At the beginning of your upkeep, flip a coin. If you lose the flip, turn Skittish
Valesk face down.
Morph {5}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed documents. The general morph and face-down rulings it
exercises: ONS-FAQ-005, ONS-FAQ-009, ONS-FAQ-018, ONS-FAQ-019, ONS-FAQ-025.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Skittish Valesk")


def at_upkeep_flip(seed: int) -> Driver:
    """Skittish Valesk with a +1/+1 counter, and the flip of player 0's upkeep, resolved."""
    s = Scenario(seed=seed)
    s.battlefield(0, "Skittish Valesk", counters={"+1/+1": 1})
    s.battlefield(0, *["Mountain"] * 6)
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.active == 0
    d.resolve()
    return d


def flip(d: Driver) -> bool:
    flips = [e for e in d.state.log if e.kind == "coin_flip"]
    assert len(flips) == 1 and flips[0].player == 0
    return bool(flips[0].data["won"])


def first_seed(won: bool) -> Driver:
    for seed in range(1, 40):
        d = at_upkeep_flip(seed)
        if flip(d) is won:
            return d
    raise AssertionError("no such flip")


def test_upkeep_flip_decides_whether_it_turns_face_down() -> None:
    outcomes = set()
    for seed in range(1, 12):
        d = at_upkeep_flip(seed)
        won = flip(d)
        valesk = d.find("Skittish Valesk")
        assert d.state.objects[valesk].face_down is (not won)
        outcomes.add(won)
    assert outcomes == {True, False}


def test_won_flip_leaves_it_a_face_up_5_5() -> None:
    d = first_seed(won=True)
    c = d.chars(d.find("Skittish Valesk"))
    assert (c.name, c.power, c.toughness) == ("Skittish Valesk", 6, 6)
    assert not [e for e in d.state.log if e.kind == "turned_face_down"]


@pytest.mark.ruling("ONS-FAQ-005", "ONS-FAQ-018", "ONS-FAQ-025")
def test_lost_flip_turns_it_face_down_keeping_its_counters() -> None:
    """A face-up permanent turned face down becomes a 2/2 with no name, text, creature types
    or abilities; its counters stay (CR 708.2a)."""
    d = first_seed(won=False)
    valesk = d.find("Skittish Valesk")
    o = d.state.objects[valesk]
    assert o.face_down and o.counters == {"+1/+1": 1}
    c = d.chars(valesk)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("", 3, 3, frozenset())
    assert not c.abilities
    assert [e.obj for e in d.state.log if e.kind == "turned_face_down"] == [valesk]


@pytest.mark.ruling("ONS-FAQ-009")
def test_its_controller_may_turn_it_face_up_again_for_its_morph_cost() -> None:
    """ONS-FAQ-009: a permanent turned face down by a card or rule can be turned face up by
    its controller (for its morph cost, CR 702.37e)."""
    d = first_seed(won=False)
    valesk = d.find("Skittish Valesk")
    d.special(0, "turn_face_up", valesk)
    d.pay()
    assert not d.state.objects[valesk].face_down
    assert d.chars(valesk).name == "Skittish Valesk" and d.chars(valesk).power == 6
    assert sum(1 for x in d.ids("Mountain") if d.state.objects[x].tapped) == 6


@pytest.mark.ruling("ONS-FAQ-025")
def test_face_down_it_has_no_upkeep_ability() -> None:
    d = first_seed(won=False)
    d.pass_until("upkeep", turn=5)
    assert not d.state.stack
    assert len([e for e in d.state.log if e.kind == "coin_flip"]) == 1
    assert d.state.objects[d.find("Skittish Valesk")].face_down


@pytest.mark.ruling("ONS-FAQ-019")
def test_turned_face_down_it_can_still_attack() -> None:
    """Turning it face down doesn't change when it came under its controller's control."""
    d = first_seed(won=False)
    valesk = d.find("Skittish Valesk")
    d.pass_until("precombat_main")
    d.to_combat()
    d.attack([valesk])
    d.pass_until("end")
    assert d.life(1) == 17


def test_only_at_the_beginning_of_its_controllers_upkeep() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Skittish Valesk")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert not [e for e in d.state.log if e.kind == "coin_flip"]
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.turn == 4
    assert not [e for e in d.state.log if e.kind == "coin_flip"]
    d.resolve()
    assert [e.player for e in d.state.log if e.kind == "coin_flip"] == [1]


def test_a_clone_of_it_turned_face_down_turns_face_up_for_the_copied_morph_cost() -> None:
    """CR 707.2, 708.10, 702.37e: Clone copying the Valesk has its upkeep ability and flips too
    (each flip for its own source); losing, the Clone is turned face down, a 2/2; its face-up
    copiable values are the Valesk's, morph included, so its controller may turn it face up for
    {5}{R}, and it is a 5/5 Skittish Valesk again."""
    from manastack.decisions.actions import SpecialAction
    s = Scenario(seed=1)
    s.battlefield(0, "Skittish Valesk", *["Island"] * 4, *["Mountain"] * 6)
    s.hand(0, "Clone")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.coin_flips(True, False, player=0)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    valesk = d.find("Skittish Valesk")
    d.choose(valesk)
    clone = d.find("Clone", "battlefield")
    d.pass_until("end", turn=4)
    while d.decision.kind != "order_triggers":
        d.pass_priority()
    triggers = d.decision.info()["triggers"]
    assert {src for _, src, _ in triggers} == {valesk, clone}
    d.choose(next(i for i, src, _ in triggers if src == clone))  # the Valesk's resolves first
    d.resolve()
    d.resolve()
    assert [e.data["won"] for e in d.state.log if e.kind == "coin_flip"] == [True, False]
    assert not d.state.objects[valesk].face_down
    assert d.state.objects[clone].face_down
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("", 2, 2)
    assert SpecialAction("turn_face_up", clone) in d.game.legal_actions()
    d.special(0, "turn_face_up", clone)
    assert str(d.expect("pay_mana").info()["remaining"]) == "{5}{R}"
    d.pay()
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("Skittish Valesk", 5, 5)
    assert not d.state.objects[clone].face_down


def test_turned_face_down_in_response_the_flip_still_happens_and_changes_nothing() -> None:
    """CR 113.7a, 708.2b: Backslide turns the Valesk face down with its trigger on the stack;
    the trigger still resolves and the coin is flipped; lost, turning the already face-down
    permanent face down does nothing (no second turning face down)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skittish Valesk", "Island", "Island")
    s.hand(0, "Backslide")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.coin_flips(False, player=0)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    valesk = d.find("Skittish Valesk")
    d.cast(0, "Backslide", targets=[valesk])
    d.resolve()
    assert d.state.objects[valesk].face_down
    d.resolve()
    assert not d.state.stack
    assert [e.data["won"] for e in d.state.log if e.kind == "coin_flip"] == [False]
    assert [e.obj for e in d.state.log if e.kind == "turned_face_down"] == [valesk]
    assert d.state.objects[valesk].face_down
