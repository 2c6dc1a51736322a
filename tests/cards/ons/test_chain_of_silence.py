"""Chain of Silence — {1}{W} Instant.

Oracle: "Prevent all damage target creature would deal this turn. That creature's controller
may sacrifice a land. If the player does, they may copy this spell and may choose a new
target for that copy."
Rulings covered: none beyond the general chain rulings (see Chain of Vapor).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Silence")


def test_prevents_the_creatures_combat_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Glory Seeker", "Forest")
    s.at("combat", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.cast(0, "Chain of Silence", targets=[seeker])
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(False)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=4)
    assert d.life(0) == 20


def test_copy_redirects_to_another_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Daru Cavalier")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Silence", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)  # sacrifice the Forest
    d.choose(True)  # copy
    assert d.expect("new_target").player == 1  # CR 707.10c: the copier chooses
    d.choose(d.find("Daru Cavalier"))
    assert d.state.objects[d.state.stack[-1]].controller == 1  # CR 707.10: and controls it
    d.resolve()
    assert d.zone_of("Forest") == "graveyard"
    shielded = {sh.data[0] for sh in d.state.shields if sh.kind == "damage"}
    assert shielded == {d.find("Glory Seeker"), d.find("Daru Cavalier")}


def test_noncombat_damage_is_prevented_too() -> None:
    """"All damage": Goblin Sharpshooter's ability deals no damage this turn (CR 615.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Goblin Sharpshooter")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    goblin = d.find("Goblin Sharpshooter")
    d.cast(0, "Chain of Silence", targets=[goblin])
    d.resolve()  # its controller has no land to sacrifice: nothing is asked
    d.pass_priority()
    d.activate(1, goblin, targets=[0])
    d.resolve()
    assert d.life(0) == 20


def test_sacrificing_a_land_and_declining_the_copy() -> None:
    """"If the player does, they may copy": the land is sacrificed but no copy is made, and the
    chain ends."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Silence", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Forest") == "graveyard"
    assert not d.state.stack and d.decision.kind == "priority"


def test_the_chain_goes_on_with_the_copys_targets_controller() -> None:
    """The copy targets player 0's Daru Cavalier; as it resolves, player 0 (that creature's
    controller) may sacrifice a land and copy it in turn (CR 707.10)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Daru Cavalier", "Island")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Glory Seeker", "Forest", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Chain of Silence", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)
    d.choose(True)
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    assert d.expect("may").player == 0
    d.choose(True)
    d.expect("sacrifice")
    d.choose(d.find("Island"))
    d.expect("may")
    d.choose(True)
    assert d.expect("new_target").player == 0
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.zone_of("Island") == "graveyard"
    shielded = {sh.data[0] for sh in d.state.shields if sh.kind == "damage"}
    assert shielded == {d.find("Glory Seeker"), d.find("Daru Cavalier"),
                        d.find("Elvish Warrior")}


def test_target_gone_before_it_resolves_no_prevention_and_no_chain() -> None:
    """CR 608.2b: the Glory Seeker is shocked in response; Chain of Silence doesn't resolve, so
    its controller isn't asked to sacrifice a land and the Forest stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, "Chain of Silence", "Shock")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Chain of Silence", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Forest") == "battlefield" and d.zone_of("Chain of Silence") == "graveyard"
    assert not [sh for sh in d.state.shields if sh.kind == "damage"]


def test_the_prevention_lasts_only_this_turn() -> None:
    """"This turn" (CR 514.2, 615.3): in the next turn the Goblin Sharpshooter deals its
    damage again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Goblin Sharpshooter")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    goblin = d.find("Goblin Sharpshooter")
    d.cast(0, "Chain of Silence", targets=[goblin])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.activate(1, goblin, targets=[0])
    d.resolve()
    assert d.life(0) == 19


def test_the_copy_may_keep_the_same_target() -> None:
    """"May choose a new target" (CR 707.10c): the copier may keep the copy's target; it then
    targets the same creature again, and its controller may go on sacrificing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Daru Cavalier")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Glory Seeker", "Forest", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Chain of Silence", targets=[seeker])
    d.resolve()
    d.choose(True)
    d.take_first("sacrifice")
    d.choose(True)
    d.expect("new_target")
    d.choose(seeker)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].stack["targets"] == ((seeker,),)
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(False)
    assert len(d.ids("Forest", "battlefield")) == 1
    assert not d.state.stack
