"""Aggravated Assault — {2}{R} Enchantment.

Oracle: "{3}{R}{R}: Untap all creatures you control. After this main phase, there is an
additional combat phase followed by an additional main phase. Activate only as a sorcery."
Rulings covered: ONS-FAQ-083 (after combat: the attackers untap and attack again),
ONS-FAQ-084 (several activations, several extra phases).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aggravated Assault")


def setup(mountains: int = 5) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Aggravated Assault", "Glory Seeker", *["Mountain"] * mountains)
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    return Driver(s.build())


def next_step(d: Driver) -> str:
    """Both players pass with an empty stack: the name of the step that begins."""
    step = d.state.step
    while d.state.step is step:
        d.pass_priority()
    return d.state.step.name


def attack_with_seeker(d: Driver) -> None:
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "priority" or d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())


@pytest.mark.ruling("ONS-FAQ-083", "ONS-OR-0130")
def test_second_combat_after_the_postcombat_main() -> None:
    d = setup()
    attack_with_seeker(d)
    assert d.life(1) == 18
    assert d.state.objects[d.find("Glory Seeker")].tapped
    d.activate(0, "Aggravated Assault")
    d.resolve()
    assert not d.state.objects[d.find("Glory Seeker")].tapped
    attack_with_seeker(d)  # the additional combat, then the additional main phase
    assert d.life(1) == 16
    assert d.state.turn == 3
    assert next_step(d) == "END"


def test_activated_before_combat_keeps_the_regular_combat() -> None:
    d = setup()
    d.activate(0, "Aggravated Assault")
    d.resolve()
    attack_with_seeker(d)  # the additional combat and main phase
    assert d.life(1) == 18
    assert next_step(d) == "BEGINNING_OF_COMBAT"  # the turn's own combat follows


@pytest.mark.ruling("ONS-FAQ-084", "ONS-OR-0129")
def test_two_activations_two_extra_combats() -> None:
    d = setup(mountains=10)
    attack_with_seeker(d)
    for _ in range(2):
        acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
        d.act(0, acts[0])
        d.pay()
        d.resolve()
    attack_with_seeker(d)  # first additional combat and main phase
    assert d.life(1) == 16
    assert next_step(d) == "BEGINNING_OF_COMBAT"  # the second additional combat
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    assert next_step(d) == "END"


def test_an_activation_in_a_later_turn_adds_one_combat_only() -> None:
    """CR 500.8: an activation adds one additional combat phase to the turn it resolves in;
    the additional phases of an earlier turn, all taken, add nothing to a later one."""
    d = setup()
    d.pass_until("POSTCOMBAT_MAIN", turn=3)
    d.activate(0, "Aggravated Assault")
    d.resolve()
    assert next_step(d) == "BEGINNING_OF_COMBAT"
    d.pass_until("POSTCOMBAT_MAIN", turn=3)  # the additional main phase
    assert next_step(d) == "END"
    d.pass_until("POSTCOMBAT_MAIN", turn=5)
    d.activate(0, "Aggravated Assault")
    d.resolve()
    assert next_step(d) == "BEGINNING_OF_COMBAT"
    d.pass_until("POSTCOMBAT_MAIN", turn=5)  # the additional main phase
    assert next_step(d) == "END"


def test_only_as_a_sorcery() -> None:
    """CR 602.5d, 307.1, 701.18e: "Activate only as a sorcery" (printed "Play this ability
    only any time you could play a sorcery"): only in its controller's main phase with an
    empty stack: not during combat, and not in an opponent's turn even with priority."""
    d = setup(7)
    assault = d.find("Aggravated Assault")

    def can_activate() -> bool:
        return any(isinstance(a, ActivateAbility) and a.source == assault
                   for a in d.game.legal_actions())

    assert can_activate()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    assert d.decision.kind == "priority" and not can_activate()
    d.pass_until("end_of_combat")
    assert not can_activate()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    assert d.decision.player == 0 and d.decision.kind == "priority"
    assert not can_activate()


def test_it_untaps_only_its_controllers_creatures() -> None:
    """"Untap all creatures you control": an opponent's tapped creature stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aggravated Assault", *["Mountain"] * 5)
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Aggravated Assault")
    d.resolve()
    assert not d.state.objects[d.find("Glory Seeker")].tapped
    assert d.state.objects[d.find("Elvish Warrior")].tapped


def test_destroyed_in_response_its_ability_still_untaps_and_adds_the_combat() -> None:
    """CR 113.7a: Naturalize destroys Aggravated Assault with its ability on the stack; the
    ability still untaps the Seeker and adds the combat phase and main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aggravated Assault", "Glory Seeker", *["Mountain"] * 5)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    attack_with_seeker(d)
    assert d.life(1) == 18
    d.activate(0, "Aggravated Assault")
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Aggravated Assault")])
    d.resolve()
    assert d.zone_of("Aggravated Assault") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.objects[d.find("Glory Seeker")].tapped
    attack_with_seeker(d)
    assert d.life(1) == 16
    assert next_step(d) == "END"


def test_with_too_little_mana_it_cant_be_activated() -> None:
    """CR 602.2b, 601.2g-h: {3}{R}{R} is five mana: with four Mountains the ability isn't
    offered, and an attempt is refused leaving the game unchanged."""
    from manastack.game import IllegalActionError

    d = setup(mountains=4)
    source = d.find("Aggravated Assault")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == source]
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Aggravated Assault can.t be activated now: its costs"):
        d.act(0, ActivateAbility(source, 0))
    assert d.game.fingerprint() == before
