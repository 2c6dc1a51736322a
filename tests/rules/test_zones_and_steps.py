"""The zones (CR 400) and the steps of a turn (CR 500) as the state names them."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, PassPriority
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.state.zones import Zone
from manastack.testing import Driver


def test_the_seven_zones_and_which_are_public() -> None:
    """CR 400.1: library, hand, battlefield, graveyard, stack, exile, command; CR 400.2: the
    library and the hand are hidden, the others public."""
    assert [z.value for z in Zone] == ["library", "hand", "battlefield", "graveyard", "stack",
                                       "exile", "command"]
    assert all(Zone(z.value) is z for z in Zone)
    assert {z for z in Zone if z.is_public} == \
        {Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE, Zone.COMMAND}
    assert not Zone.LIBRARY.is_public and not Zone.HAND.is_public


def test_the_steps_in_turn_order() -> None:
    """CR 500.1: beginning phase (untap, upkeep, draw), precombat main, combat (beginning of
    combat, declare attackers, declare blockers, combat damage, end of combat), postcombat
    main, ending phase (end, cleanup); a first-strike combat damage step comes before the
    regular one (CR 510.4)."""
    assert [s.label for s in Step] == [
        "untap", "upkeep", "draw", "precombat main", "beginning of combat",
        "declare attackers", "declare blockers", "first strike damage", "combat damage",
        "end of combat", "postcombat main", "end", "cleanup"]
    assert [int(s) for s in Step] == list(range(13))


def test_main_phases_and_the_combat_phase() -> None:
    """CR 505.1: the precombat and postcombat main phases; CR 506.1: the combat phase runs
    from the beginning of combat step to the end of combat step."""
    assert {s for s in Step if s.is_main} == {Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN}
    assert [s for s in Step if s.is_combat] == [
        Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT]


def test_a_turn_goes_through_its_steps_in_order() -> None:
    """CR 500.1: a game passed through a whole turn meets the steps in order (no first-strike
    damage step without a first striker, CR 510.4; no declare blockers step without
    attackers, CR 508.8). CR 501.1, 505.2, 512.1."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seen = [d.state.step]
    while d.state.turn == 3:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
        if d.state.step != seen[-1]:
            seen.append(d.state.step)
    assert seen == [Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                    Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN, Step.END, Step.UPKEEP]


def test_mana_left_in_the_pool_empties_as_the_step_ends() -> None:
    """CR 500.4, 106.4: mana made in the beginning of combat step pays for Shock there; once
    both players pass and the declare attackers step begins the pool is empty, the Mountain is
    tapped, and Shock can't be cast any more. CR 500.5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("beginning_of_combat")
    d = Driver(s.build())
    shock = CastSpell(d.find("Shock"))
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"R": 1}
    assert shock in d.game.legal_actions()
    d.pass_priority()
    assert shock not in d.game.legal_actions()  # the opponent's priority: not their card
    d.pass_priority()
    assert d.state.step is Step.DECLARE_ATTACKERS and d.decision.player == 0
    assert d.state.players[0].mana_pool == {}
    assert d.game.legal_actions() == [PassPriority()]


def test_a_game_laid_out_at_the_end_of_combat_goes_on_to_the_second_main_phase() -> None:
    """CR 511.3, 505.1: from the end of combat step, with no combat having been declared in
    the position laid out, the postcombat main phase follows."""
    s = Scenario(seed=1)
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("end_of_combat", active=0)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.POSTCOMBAT_MAIN and d.state.combat is None


def test_life_is_gained_in_a_later_turn() -> None:
    """CR 119.3, 500.1: the turn's counts of life gained start again as each turn begins, and
    life is gained as usual then: Renewed Faith in the next turn gains 6."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    d.cast(0, "Renewed Faith")
    d.resolve()
    assert d.life(0) == 26
