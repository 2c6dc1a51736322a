"""Acceptance scenarios for mana and mana abilities across steps (CR 106.4, 302.6, 605): every
player's mana pool empties as each step ends, the cleanup step's included (106.4, 514.3a); a
creature's {T} mana ability needs its controller to have controlled it continuously since
their most recent turn began (302.6): a permanent phasing in was controlled all along
(702.26d), a creature whose control changed this turn was not.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.rules.cleanup_priority import sifters_discard, to_cleanup_priority


def _mana_of(d: Driver, source: int) -> list[ActivateManaAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source]


def test_the_non_active_player_s_mana_empties_as_the_step_ends() -> None:
    """CR 106.4, 500.4: player 1 makes {R} in player 0's upkeep; as the upkeep ends their
    pool empties too."""
    s = Scenario(seed=1)
    s.battlefield(1, "Mountain")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.mana(1, "Mountain")
    assert d.state.players[1].mana_pool == {"R": 1}
    d.pass_priority()
    d.pass_priority()  # activating a mana ability broke the passes in succession (CR 117.4)
    assert d.state.step is Step.DRAW
    assert d.state.players[1].mana_pool == {}


def test_mana_made_in_a_cleanup_step_with_priority_empties_before_the_next_turn() -> None:
    """CR 514.3a, 106.4: Shipwreck Sifters' trigger gives priority in the cleanup step; player
    1 makes {R} there, unspent; it's gone when the next turn begins."""
    s = Scenario(seed=1)
    sifters_discard(s)
    s.battlefield(1, "Mountain")
    s.library(1, "Forest", "Forest")
    d = to_cleanup_priority(s)
    assert d.state.step is Step.CLEANUP and d.decision.player == 1
    d.mana(1, "Mountain")
    assert d.state.players[1].mana_pool == {"R": 1}
    d.pass_until("upkeep", turn=4)
    assert d.state.players[1].mana_pool == {}


def test_a_mana_creature_phased_in_during_the_untap_step_can_tap_for_mana() -> None:
    """CR 302.6, 702.26d: Avacyn's Pilgrim phases in during its controller's untap step; it
    was under their control continuously (phasing doesn't make it a new object), so its {T}
    mana ability may be activated in the upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", phased_out=True)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=3)
    pilgrim = d.find("Avacyn's Pilgrim")
    assert _mana_of(d, pilgrim)
    d.mana(0, pilgrim)
    assert d.state.players[0].mana_pool == {"W": 1}


def test_a_mana_creature_gained_this_turn_cant_tap_for_mana() -> None:
    """CR 302.6: Custody Battle gives player 0 control of Avacyn's Pilgrim in player 1's
    upkeep; player 0 hasn't controlled it since the start of their most recent turn, so
    they can't tap it for mana in that turn; in their own next turn they can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Custody Battle")
    s.battlefield(1, "Avacyn's Pilgrim")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    d.cast(0, "Custody Battle", targets=[pilgrim])
    d.resolve()
    while not (d.state.turn == 4 and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    d.expect("target")
    d.choose(0)
    d.resolve()  # player 1 has no land to sacrifice: player 0 gains control
    assert d.chars(pilgrim).controller == 0
    assert d.state.step is Step.UPKEEP and d.decision.player == 1
    d.pass_priority()
    assert d.decision.player == 0
    assert _mana_of(d, pilgrim) == []
    while d.decision.kind != "target":  # to player 0's upkeep: Custody Battle's ability,
        if d.decision.kind == "priority":  # now theirs, targets player 1
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    assert d.state.turn == 5
    d.choose(1)
    assert _mana_of(d, pilgrim)


def test_a_noncreature_artifact_taps_for_mana_the_turn_it_enters() -> None:
    """CR 302.6: only a creature's {T} abilities need continuous control since the turn
    began: Crowded Crypt, cast this turn, taps for {B} at once."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3)
    s.hand(0, "Crowded Crypt")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Crowded Crypt")
    d.resolve()
    crypt = d.find("Crowded Crypt")
    assert _mana_of(d, crypt)
    d.mana(0, crypt)
    assert d.state.players[0].mana_pool == {"B": 1}


def test_a_creature_s_mana_ability_without_the_tap_symbol_works_the_turn_it_enters() -> None:
    """CR 302.6: Lord of the Forsaken, summoning sick, may still activate "Pay 1 life: Add
    {C}" (no {T} in its cost)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Forsaken", sick=True)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    lord = d.find("Lord of the Forsaken")
    assert _mana_of(d, lord)
    d.mana(0, lord)
    assert d.life(0) == 19 and d.state.players[0].mana_pool


def test_mana_empties_as_a_phase_without_steps_and_the_first_strike_damage_step_end() -> None:
    """CR 106.4, 500.4, 505.1, 510.4: the {R} made in the precombat main phase (a phase with
    no steps) is gone in the beginning of combat step; the {R} made in the first-strike
    combat damage step is gone in the combat damage step that follows it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Chaplain of Alms", "Mountain", "Mountain")  # {W} 1/1 first strike
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    first, second = d.ids("Mountain")
    d.mana(0, first)
    assert d.state.players[0].mana_pool == {"R": 1}
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    assert d.state.players[0].mana_pool == {}
    d.to_combat()
    d.attack([d.find("Chaplain of Alms")])
    d.pass_until("first_strike_damage")
    assert d.life(1) == 19
    d.mana(0, second)
    assert d.state.players[0].mana_pool == {"R": 1}
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.COMBAT_DAMAGE
    assert d.state.players[0].mana_pool == {} and d.life(1) == 19
