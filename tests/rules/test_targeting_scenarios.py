"""Acceptance scenarios for targets chosen as a spell is cast and checked as it resolves.

CR 601.2c, 601.2h  targets are chosen before the costs are paid: the creature a spell targets
                   may be the one sacrificed to cast it.
CR 608.2b          a target that left its zone, or whose characteristics no longer fit, is
                   illegal; with every target illegal the spell doesn't resolve.
CR 608.3b          an Aura spell whose target is illegal goes to its owner's graveyard.
CR 506.4, 511.3    creatures are still attacking during the end of combat step.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def _fizzled(d: Driver) -> bool:
    return any(e.kind == "fizzle" for e in d.game.log)


def test_601_2c_eaten_alive_may_target_the_creature_sacrificed_to_cast_it() -> None:
    """Eaten Alive ("As an additional cost, sacrifice a creature or pay {3}{B}. Exile target
    creature or planeswalker.") targets player 0's only creature, then sacrifices it for
    its cost: it is cast, and doesn't resolve (its one target is gone); the Glory Seeker is
    in the graveyard, not exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Swamp")
    s.hand(0, "Eaten Alive")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Eaten Alive", "hand"), "normal"))
    d.expect("additional_cost")
    d.choose(0)  # sacrifice a creature: the only cost player 0 can pay
    d.expect("target")
    d.choose(seeker)
    d.pay()
    d.expect("cost_sacrifice")
    d.choose(seeker)
    d.expect("priority")
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert _fizzled(d)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Eaten Alive") == "graveyard"


def test_608_3b_an_aura_whose_target_was_sacrificed_for_it_goes_to_the_graveyard() -> None:
    """Grafted Identity (sacrifice a creature as an additional cost; enchant creature)
    targets the Glory Seeker that is then sacrificed for its cost: the Aura spell's target is
    illegal, so it doesn't resolve and goes to the graveyard (CR 608.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.hand(0, "Grafted Identity")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Grafted Identity", targets=[seeker], choices=[seeker])
    d.expect("priority")
    d.resolve()
    assert _fizzled(d)
    assert d.zone_of("Grafted Identity") == "graveyard"
    assert not d.ids("Grafted Identity", "battlefield")


def test_608_2b_a_target_whose_creature_type_changed_is_illegal() -> None:
    """Misery Charm's "Destroy target Cleric" targets Daru Healer (a Human Cleric); in
    response its controller's Trickery Charm makes it an Elf: the target no longer fits,
    so the Charm doesn't resolve and the Healer stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.battlefield(1, "Daru Healer", "Island")
    s.hand(1, "Trickery Charm")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.cast(0, "Misery Charm", modes=[0], targets=[healer])
    d.pass_priority()
    d.cast(1, "Trickery Charm", modes=[1], targets=[healer])
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Elf")
    assert d.chars(healer).subtypes == frozenset({"Elf"})
    d.resolve()
    assert _fizzled(d)
    assert d.zone_of("Daru Healer") == "battlefield"


def test_511_3_a_creature_is_still_attacking_in_the_end_of_combat_step() -> None:
    """Raze the Effigy's "Target attacking creature gets +2/+2" may target the Glory Seeker
    that attacked while the end of combat step goes on (creatures leave combat only as it
    ends, CR 511.3); in the main phase after, no creature is attacking and the mode has no
    target, so the Effigy (whose other mode needs an artifact) can't be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Raze the Effigy")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.state.step.name != "END_OF_COMBAT":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.life(1) == 18 and d.expect("priority").player == 0
    d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d.expect("priority")
    assert d.find("Raze the Effigy", "stack")
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_511_3_no_creature_is_attacking_after_combat() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Raze the Effigy")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
