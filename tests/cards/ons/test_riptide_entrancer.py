"""Riptide Entrancer — {1}{U}{U} Creature — Human Wizard 1/1.

Oracle: "Whenever Riptide Entrancer deals combat damage to a player, you may sacrifice it. If
you do, gain control of target creature that player controls. (This effect lasts
indefinitely.) / Morph {U}{U} (You may cast this card face down as a 2/2 creature for {3}.
Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Riptide Entrancer")


def setup() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", "Glory Seeker")
    s.battlefield(1, "Rorix Bladewing")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Riptide Entrancer")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    rorix = d.find("Rorix Bladewing")
    assert options == {rorix}
    d.choose(rorix)
    d.resolve()
    return d, rorix


def test_sacrifice_it_to_steal_a_creature_for_good() -> None:
    d, rorix = setup()
    d.choose(True)
    assert d.zone_of("Riptide Entrancer") == "graveyard"
    assert d.chars(rorix).controller == 0
    d.pass_until("upkeep", turn=5)
    assert d.chars(rorix).controller == 0


def test_keeping_it_steals_nothing() -> None:
    d, rorix = setup()
    d.choose(False)
    assert d.zone_of("Riptide Entrancer") == "battlefield"
    assert d.chars(rorix).controller == 1


def test_gone_before_its_trigger_resolves_nothing_is_stolen() -> None:
    """CR 701.21a, 608.2c: only a permanent on the battlefield can be sacrificed. Shocked in
    response to its trigger, the Entrancer is in the graveyard as the trigger resolves: its
    controller isn't asked whether to sacrifice it, and Rorix Bladewing stays put."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Rorix Bladewing")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.to_combat()
    entrancer = d.find("Riptide Entrancer")
    d.attack([entrancer])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    rorix = d.find("Rorix Bladewing")
    d.expect("target")
    d.choose(rorix)
    d.cast(0, "Shock", targets=[entrancer])
    d.resolve()
    assert d.zone_of("Riptide Entrancer") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.chars(rorix).controller == 1


def test_face_down_it_has_no_ability_and_nothing_triggers() -> None:
    """CR 708.2: a face-down Riptide Entrancer is a 2/2 with no abilities: its combat damage to
    player 1 triggers nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", face_down=True)
    s.battlefield(1, "Rorix Bladewing")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Riptide Entrancer")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert d.chars(d.find("Rorix Bladewing")).controller == 1
    assert d.zone_of("Riptide Entrancer") == "battlefield"


def test_only_a_creature_of_the_player_dealt_damage_can_be_taken() -> None:
    """CR 603.2, 115.1: "that player" is the player dealt the damage: attacking player 1, the
    target is among player 1's creatures only, not player 2's."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Riptide Entrancer")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Rorix Bladewing")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Riptide Entrancer")], defender=1)
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Elvish Warrior")}


def test_turned_face_up_before_damage_it_triggers_as_a_one_one() -> None:
    """CR 702.37e, 708.8: turned face up for {U}{U} after no blocks were declared, Riptide
    Entrancer has its ability when it deals its combat damage (now 1, as a 1/1): it triggers
    and, sacrificed, takes Rorix Bladewing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", face_down=True)
    s.battlefield(0, "Island", "Island")
    s.battlefield(1, "Rorix Bladewing")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    entrancer = d.find("Riptide Entrancer")
    d.to_combat()
    d.attack([entrancer])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    d.special(0, "turn_face_up", entrancer)
    d.pay()
    assert not d.state.objects[entrancer].face_down
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.life(1) == 19
    d.expect("target")
    rorix = d.find("Rorix Bladewing")
    d.choose(rorix)
    d.resolve()
    d.choose(True)
    assert d.chars(rorix).controller == 0


def test_in_two_headed_giant_that_player_is_the_one_dealt_damage_not_the_team() -> None:
    """CR 805.10, 810.7, 603.2: in Two-Headed Giant the Entrancer attacks player 3; dealt its
    damage, only player 3's Rorix Bladewing may be targeted, not player 2's Elvish Warrior
    (player 3's teammate)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Riptide Entrancer")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Rorix Bladewing")
    for p in range(4):
        s.library(p, "Swamp", "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Riptide Entrancer")], defender=3)
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Rorix Bladewing")}


def test_target_gone_before_its_trigger_resolves_it_isnt_sacrificed() -> None:
    """CR 608.2b: Shock kills the targeted Glory Seeker in response to the trigger; with its
    only target illegal the ability doesn't resolve, so its controller isn't asked whether to
    sacrifice the Entrancer, which stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Riptide Entrancer")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Riptide Entrancer") == "battlefield"


def _hit_with_entrancer(s: Scenario) -> Driver:
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Riptide Entrancer")])
    while d.decision.kind in ("priority", "declare_blockers") and not d.state.stack \
            and d.state.step.name != "END_OF_COMBAT":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    return d


def test_with_no_creature_to_target_the_trigger_is_removed_and_nothing_is_sacrificed() -> None:
    """CR 603.3d: the damaged player controls no creature, so the ability has no legal target
    and is removed from the stack: no "sacrifice it?" question, the Entrancer stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer")
    d = _hit_with_entrancer(s)
    assert d.life(1) == 19
    d.pass_until("end_of_combat")
    assert d.zone_of("Riptide Entrancer") == "battlefield"
    assert not [e for e in d.game.log if e.kind == "trigger"]


def test_a_stolen_face_down_creature_can_be_turned_face_up_by_its_new_controller() -> None:
    """CR 708.5, 702.37e: taken face down, the creature may be looked at by its new
    controller, who may turn it face up for its morph cost {2}{W}{W}: Daru Lancer, a 3/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(1, "Daru Lancer", face_down=True)
    d = _hit_with_entrancer(s)
    lancer = d.find("Daru Lancer")
    assert "Daru Lancer" not in json.dumps(d.game.view(0))
    d.expect("target")
    d.choose(lancer)
    d.resolve()
    d.choose(True)
    assert d.chars(lancer).controller == 0
    assert "Daru Lancer" in json.dumps(d.game.view(0))
    d.pass_until("end_of_combat")
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert not d.state.objects[lancer].face_down
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (3, 4)



def test_when_the_new_controller_leaves_the_game_control_goes_back() -> None:
    """CR 800.4a: in a three-player game player 0's Entrancer takes player 1's Glory Seeker
    "indefinitely"; when player 0 loses and leaves the game, the control effect ends and the
    Seeker, still on the battlefield, is player 1's again."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Riptide Entrancer")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.life(0, 2)
    for p in range(3):
        s.library(p, "Island", "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Riptide Entrancer"): 1})
    while d.decision.kind in ("priority", "declare_blockers") and not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert d.chars(seeker).controller == 0
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(d.find("Glory Seeker")).controller == 1
