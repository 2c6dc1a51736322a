"""Walking Desecration — {2}{B} Creature — Zombie 1/1.

Oracle: "{B}, {T}: Creatures of the creature type of your choice attack this turn if able."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Walking Desecration")


def test_creatures_of_the_chosen_type_must_attack() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Walking Desecration", "Swamp")
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    s.library(0, "Mountain")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(1, "Walking Desecration")
    d.resolve()
    d.choose("Goblin")
    d.pass_until("precombat_main")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()  # the Goblin must attack
    d.attack([d.find("Goblin Sledder")])
    assert d.state.combat is not None and d.find("Goblin Sledder") in d.state.combat.attackers


def test_its_controllers_own_creatures_of_that_type_must_attack_but_not_the_tapped_one() -> None:
    """The chosen type applies to every player's creatures; Walking Desecration, a Zombie
    tapped to pay the cost, can't attack and so isn't required to (CR 508.1d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Walking Desecration", "Swamp", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Festering Goblin")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.activate(0, "Walking Desecration")
    d.resolve()
    d.choose("Zombie")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()
    d.attack([zombie])  # the Glory Seeker may stay home
    assert d.state.combat is not None and list(d.state.combat.attackers) == [zombie]


def test_a_creature_that_gains_the_type_later_must_attack_one_that_loses_it_need_not() -> None:
    """CR 611.2c: "attack this turn if able" modifies the rules of the game, not any
    object's characteristics, so it applies to the creatures of the chosen type as attackers
    are declared: Glory Seeker, made a Goblin by Trickery Charm after the ability resolved,
    must attack; Goblin Sledder, made an Elf, need not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Walking Desecration", "Swamp", "Island", "Island",
                  "Goblin Sledder", "Glory Seeker")
    s.hand(0, "Trickery Charm", "Trickery Charm")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    d.activate(0, "Walking Desecration")
    d.resolve()
    d.choose("Goblin")
    d.cast(0, "Trickery Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    d.cast(0, "Trickery Charm", modes=[1], targets=[sledder])
    d.resolve()
    d.choose("Elf")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()  # the Seeker must attack
    d.attack([seeker])  # and the Sledder, an Elf now, may stay home
    assert d.state.combat is not None and list(d.state.combat.attackers) == [seeker]


def test_it_holds_beside_another_restriction_from_a_resolved_spell() -> None:
    """CR 611.2c, 613.11: a Wave of Indifference resolved earlier ("can't block this turn",
    an effect of another rule) doesn't keep the Goblins from having to attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Walking Desecration", "Mountain", "Mountain", "Swamp", "Goblin Sledder")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Wave of Indifference", x=1, targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.activate(0, "Walking Desecration")
    d.resolve()
    d.choose("Goblin")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()  # the Goblin must attack


def test_the_requirement_ends_with_the_turn_and_a_new_creature_of_the_type_is_exempt() -> None:
    """CR 508.1d: a Goblin that came under its controller's control this turn can't attack
    (CR 302.6) and so isn't required to; "this turn" (CR 514.2): in its controller's next
    turn the Goblins may stay home."""
    s = Scenario(seed=1)
    s.battlefield(1, "Walking Desecration", "Swamp")
    s.battlefield(0, "Goblin Sledder", sick=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Swamp", "Swamp")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(1, "Walking Desecration")
    d.resolve()
    d.choose("Goblin")
    d.pass_until("precombat_main")
    d.pass_until("end", turn=3)  # no attack was required of the new Goblin
    assert d.state.combat is None or not d.state.combat.attackers
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(0, FinishDeclaration())
    assert d.state.combat is None or not d.state.combat.attackers


def test_this_turn_includes_an_additional_combat() -> None:
    """"Attack this turn if able" binds in every combat of the turn (CR 500.8, 508.1d): the
    Goblin Sledder attacks in the turn's combat; Aggravated Assault untaps it and adds a
    combat, in which it must attack again (declaring no attackers is refused)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Walking Desecration", "Swamp", "Goblin Sledder", "Aggravated Assault",
                  *["Mountain"] * 5)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.activate(0, "Walking Desecration")
    d.resolve()
    d.choose("Goblin")
    d.to_combat()
    d.attack([sledder])
    d.pass_until("postcombat_main")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.act(0, FinishDeclaration())
    d.attack([sledder])
    assert d.state.combat is not None and list(d.state.combat.attackers) == [sledder]
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_a_choice_that_is_no_creature_type_is_refused() -> None:
    """CR 205.3m: the choice must be one creature type; "Forest" (a land type) is refused
    naming the problem and the same choice is still asked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Walking Desecration", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Walking Desecration")
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    assert d.game.fingerprint() == before
    d.expect("choose_creature_type")
    d.choose("Goblin")
    assert d.decision.kind == "priority"
