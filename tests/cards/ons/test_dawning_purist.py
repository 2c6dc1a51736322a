"""Dawning Purist — {2}{W} Creature — Human Cleric 2/2.

Oracle: "Whenever Dawning Purist deals combat damage to a player, you may destroy target
enchantment that player controls. / Morph {1}{W} (You may cast this card face down as a 2/2
creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dawning Purist")


def test_destroys_an_enchantment_the_damaged_player_controls() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawning Purist", "Righteous Cause")
    s.battlefield(1, "Mobilization")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")])
    d.resolve()  # Righteous Cause
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Mobilization") in options
    assert d.find("Righteous Cause") not in options
    d.choose(d.find("Mobilization"))
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.life(1) == 18


def test_in_multiplayer_only_the_damaged_players_enchantments_are_targets() -> None:
    """CR 603.2, 115.1: "that player" is the player dealt damage; another opponent's
    enchantment can't be chosen."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Dawning Purist")
    s.battlefield(1, "Mobilization")
    s.battlefield(2, "Steely Resolve", chosen={"creature_type": "Sliver"})
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")], defender=1)
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Mobilization") in options
    assert d.find("Steely Resolve") not in options


def test_no_trigger_when_the_player_controls_no_enchantment() -> None:
    """CR 603.3d: with no legal target the triggered ability is removed from the stack; the
    attacker's own enchantment isn't a target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawning Purist", "Steely Resolve", chosen=None)
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert d.zone_of("Steely Resolve") == "battlefield"


def test_destroying_is_optional() -> None:
    """"You may destroy" (CR 603.5, 608.2d): declining, player 1's Mobilization stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawning Purist")
    s.battlefield(1, "Mobilization")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")])
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.choose(d.find("Mobilization"))
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Mobilization") == "battlefield"


def test_face_down_it_triggers_nothing() -> None:
    """CR 708.2: face down, Dawning Purist has no abilities: its 2 combat damage triggers
    nothing and player 1's Mobilization stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawning Purist", face_down=True)
    s.battlefield(1, "Mobilization")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert d.zone_of("Mobilization") == "battlefield"


def test_turned_face_up_for_its_morph_cost_it_triggers_again() -> None:
    """CR 702.37e, 708.8: turned face up for {1}{W} after attacking face down, it has its
    ability again when it deals combat damage, and destroys Mobilization."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Dawning Purist", face_down=True)
    s.battlefield(1, "Mobilization")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")])
    d.special(0, "turn_face_up", "Dawning Purist")
    d.pay()
    assert d.chars(d.find("Dawning Purist")).name == "Dawning Purist"
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("target")
    d.choose(d.find("Mobilization"))
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.life(1) == 18


def test_enchantment_destroyed_in_response_the_ability_does_nothing() -> None:
    """CR 608.2b: player 1 destroys its own targeted Mobilization with Naturalize in
    response; the ability's only target is gone, so it doesn't resolve and asks nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawning Purist")
    s.battlefield(1, "Mobilization", "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dawning Purist")])
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    mob = d.find("Mobilization")
    d.choose(mob)
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[mob])
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    d.resolve()
    assert d.decision.kind != "may"
    assert not d.state.stack
