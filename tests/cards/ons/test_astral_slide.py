"""Astral Slide — {2}{W} Enchantment.

Oracle: "Whenever a player cycles a card, you may exile target creature. If you do, return
that card to the battlefield under its owner's control at the beginning of the next end step."
Rulings covered: ONS-FAQ-197, ONS-FAQ-198, ONS-FAQ-199 ("removed from the game" in the 2002
FAQ is "exiled" under the current rules).
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.cards.custom import define_card
from manastack.dsl.prelude import GainLife, Trigger, triggered
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Astral Slide")


def cycle_and_exile(d: Driver, target: int) -> None:
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(target)
    d.resolve()
    d.choose(True)


def scenario(step: str = "precombat_main") -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Forest", "Forest", "Island", "Island", "Island")
    s.hand(0, "Barkhide Mauler")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.at(step)
    return s


def test_exiled_creature_returns_under_its_owner_at_end_step() -> None:
    s = scenario()
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    cycle_and_exile(d, d.find("Elvish Warrior"))
    assert d.find("Elvish Warrior", zone="exile")
    d.pass_until("end")  # the delayed ability resolves on the way
    w = d.find("Elvish Warrior", zone="battlefield")
    assert d.chars(w).controller == 1


@pytest.mark.ruling("ONS-FAQ-197")
def test_an_exiled_token_does_not_return() -> None:
    s = scenario()
    s.hand(0, "Falcon Abomination")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(token)
    d.resolve()
    d.choose(True)
    d.pass_until("end")
    d.resolve_all()
    assert not any(d.state.objects[o].is_token for o in d.state.battlefield)


@pytest.mark.ruling("ONS-FAQ-198", "ONS-OR-0005")
def test_cycled_during_the_end_step_returns_next_turn() -> None:
    s = scenario("end")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    cycle_and_exile(d, d.find("Elvish Warrior"))
    d.pass_until("upkeep", turn=4)
    assert d.find("Elvish Warrior", zone="exile")
    d.pass_until("end", turn=4)
    assert d.find("Elvish Warrior", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-199", "ONS-OR-0006", "ONS-FAQ-014")
def test_face_down_creature_returns_face_up() -> None:
    s = scenario()
    s.battlefield(1, "Spined Basher", face_down=True)
    d = Driver(s.build())
    cycle_and_exile(d, d.find("Spined Basher"))
    exiled = d.find("Spined Basher", zone="exile")
    assert not d.state.objects[exiled].face_down
    d.pass_until("end")  # the delayed ability resolves on the way
    basher = d.find("Spined Basher", zone="battlefield")
    assert not d.state.objects[basher].face_down
    assert d.chars(basher).power == 3


def _turned_face_up(g: Any, source: int, ev: Any) -> bool:
    return ev.obj == source


UNVEILED = define_card(
    "Reference Test Unveiled Morph", "{2}{W}", "Creature — Human Cleric",
    "When Reference Test Unveiled Morph is turned face up, you gain 3 life.\nMorph {W}",
    power=2, toughness=2,
    abilities=[triggered(Trigger("turned_face_up", test=_turned_face_up,
                                 label="is turned face up"), GainLife(3),
                         text="When Reference Test Unveiled Morph is turned face up, you gain "
                              "3 life.")]).name
"""A card made up for ONS-OR-0006: no card of the three sets has a "when turned face up"
ability."""


@pytest.mark.ruling("ONS-OR-0006", "ONS-FAQ-199")
def test_returning_face_up_doesnt_trigger_turned_face_up_abilities() -> None:
    """Official ruling: "If a face-down card is exiled, it turns face-up and remains face-up when
    it returns to the battlefield. This does not trigger any abilities that would trigger on it
    being turned face-up." (CR 708.9, 400.7) The made-up morph gains its controller 3 life
    when turned face up with its morph cost; exiled face down by the Slide and returned face up,
    it gains nothing."""
    s = scenario()
    s.battlefield(1, UNVEILED, face_down=True)
    s.battlefield(1, "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    probe = Driver(d.game.clone())
    probe.special(1, "turn_face_up", probe.find(UNVEILED))
    probe.pay()
    assert len(probe.state.stack) == 1
    probe.resolve()
    assert probe.life(1) == 23  # the ability works when it is turned face up
    d.pass_until("precombat_main", turn=3)
    cycle_and_exile(d, d.find(UNVEILED))
    d.pass_until("end", turn=3)
    while d.state.stack:
        d.resolve()
    back = d.find(UNVEILED, zone="battlefield")
    assert not d.state.objects[back].face_down
    assert not d.state.stack and d.life(1) == 20


def test_declining_exiles_nothing_and_nothing_returns() -> None:
    """"You may ... If you do" (CR 603.5, 608.2c): declined, the Warrior stays and nothing
    is set up to return at the end step."""
    s = scenario()
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(warrior)
    d.resolve()
    d.choose(False)
    d.resolve_all()  # the cycling ability draws
    assert d.zone_of("Elvish Warrior") == "battlefield" and len(d.state.players[0].hand) == 1
    d.pass_until("end")
    assert not d.state.stack
    assert d.ids("Elvish Warrior", "battlefield") == [warrior]


def test_an_opponent_cycling_triggers_it_and_the_card_returns_as_a_new_object() -> None:
    """"Whenever a player cycles": player 1 cycles, Astral Slide's controller chooses the
    target and decides. The exiled Warrior is a new object when it returns (CR 400.7): its
    +1/+1 counter is gone, and Astral Slide destroyed in the meantime doesn't stop the delayed
    ability (CR 603.7c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Plains")
    s.hand(0, "Demystify")
    s.battlefield(1, "Island", "Island", "Elvish Warrior", counters={"+1/+1": 1})
    s.hand(1, "Barkhide Mauler")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(1, d.find("Barkhide Mauler", zone="hand"))
    dec = d.expect("target")
    assert dec.player == 0
    d.choose(warrior)
    d.resolve()
    assert d.expect("may").player == 0
    d.choose(True)
    assert d.zone_of("Elvish Warrior") == "exile"
    d.pass_priority()
    d.cast(0, "Demystify", targets=[d.find("Astral Slide")])
    d.resolve()
    assert d.zone_of("Astral Slide") == "graveyard"
    d.pass_until("end", turn=4)
    back = d.find("Elvish Warrior", zone="battlefield")
    assert back != warrior and not d.state.objects[back].counters
    assert d.chars(back).controller == 1


def test_a_card_whose_owner_left_the_game_doesnt_return() -> None:
    """CR 800.4a: when a player leaves a multiplayer game, all objects they own leave with
    them; player 1's exiled Elvish Warrior is gone once player 1 concedes, and the delayed
    ability returns nothing at the end step."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Astral Slide", "Forest", "Forest", "Island", "Island", "Island")
    s.hand(0, "Barkhide Mauler")
    for p in range(3):
        s.library(p, "Plains", "Plains", "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    cycle_and_exile(d, d.find("Elvish Warrior"))
    d.resolve_all()
    assert d.zone_of("Elvish Warrior") == "exile"
    d.act(1, Concede())
    assert d.state.players[1].lost and not d.ids("Elvish Warrior")
    d.pass_until("end")
    assert not d.ids("Elvish Warrior") and not d.state.stack
    assert sorted(d.game.name_of(o) for o in d.state.battlefield) == [
        "Astral Slide", "Forest", "Forest", "Island", "Island", "Island"]
