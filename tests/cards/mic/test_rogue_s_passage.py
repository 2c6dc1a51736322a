"""Rogue's Passage — Land.

Oracle: "{T}: Add {C}. / {4}, {T}: Target creature can't be blocked this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rogue's Passage")


def _setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Rogue's Passage", "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


def _blockers_for(d: Driver, attacker: int) -> set[int]:
    return {a.blocker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.attacker == attacker}


def test_taps_for_colourless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Rogue's Passage")
    d = Driver(s.build())
    passage = d.find("Rogue's Passage")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == passage}
    assert options == {"C"}
    d.mana(0, passage)
    assert d.state.players[0].mana_pool.get("C") == 1


def test_target_creature_cant_be_blocked_this_turn() -> None:
    d = _setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Rogue's Passage", targets=[seeker])
    d.resolve()
    assert d.state.objects[d.find("Rogue's Passage")].tapped
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    # No block can be declared: the declare blockers step goes on without a declaration.
    assert d.state.step is Step.DECLARE_BLOCKERS and d.decision.kind == "priority"
    assert _blockers_for(d, seeker) == set() and not d.state.combat.blockers
    d.pass_until("end")
    assert d.life(1) == 18


def test_only_this_turn() -> None:
    d = _setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Rogue's Passage", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    assert _blockers_for(d, seeker) == {d.find("Gluttonous Zombie")}


def test_needs_four_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Rogue's Passage", "Plains", "Plains", "Plains", "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


@pytest.mark.ruling("MIC-OR-0296")
def test_blocked_creature_stays_blocked() -> None:
    """Official ruling: "Activating the second ability of Rogue's Passage after a creature has
    become blocked won't cause that creature to become unblocked."."""
    d = _setup()
    seeker, zombie = d.find("Glory Seeker"), d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({zombie: seeker})
    d.activate(0, "Rogue's Passage", targets=[seeker])
    d.resolve()
    assert d.state.combat.blockers[zombie] == (seeker,)
    d.pass_until("end")
    assert d.life(1) == 20
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_activated_after_attackers_are_declared_before_blocks() -> None:
    """Activated in the declare attackers step, it applies when blockers are declared (CR
    509.1b): the attacker can't be blocked."""
    d = _setup()
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert d.state.step is Step.DECLARE_ATTACKERS
    d.activate(0, "Rogue's Passage", targets=[seeker])
    d.resolve()
    while d.state.step is not Step.DECLARE_BLOCKERS:
        d.pass_priority()
    assert _blockers_for(d, seeker) == set() and not d.state.combat.blockers
    d.pass_until("end")
    assert d.life(1) == 18


def test_any_creature_may_be_the_target_an_opponent_s_too() -> None:
    """"Target creature" (CR 115.1): an opponent's creature is a legal target, a land isn't."""
    d = _setup()
    zombie = d.find("Gluttonous Zombie")
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions()}
    assert zombie in offered and d.find("Glory Seeker") in offered
    assert d.find("Plains") not in offered


def test_only_the_target_is_unblockable() -> None:
    """CR 509.1b: the restriction applies to the targeted Glory Seeker only; the Elvish Warrior
    attacking beside it may still be blocked by the Gluttonous Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rogue's Passage", "Plains", "Plains", "Plains", "Plains", "Glory Seeker",
                  "Elvish Warrior")
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker, warrior, zombie = (d.find("Glory Seeker"), d.find("Elvish Warrior"),
                               d.find("Gluttonous Zombie"))
    d.activate(0, "Rogue's Passage", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker, warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert _blockers_for(d, seeker) == set()
    assert _blockers_for(d, warrior) == {zombie}
    d.block({zombie: warrior})
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
