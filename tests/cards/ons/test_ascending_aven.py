"""Ascending Aven — {2}{U}{U} Creature — Bird Soldier 3/2.

Oracle: "Flying / Ascending Aven can block only creatures with flying. / Morph {2}{U} (You may
cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph
cost.)"
Rulings covered: ONS-FAQ-127.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ascending Aven")


def to_blocks(d: Driver, attackers: list[int]) -> None:
    d.to_combat()
    d.attack(attackers)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()


def blockable(d: Driver, blocker: int) -> set[int]:
    return {a.attacker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.blocker == blocker}


def test_blocks_only_flyers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ascending Aven")
    s.battlefield(1, "Elvish Warrior", "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    to_blocks(d, [d.find("Elvish Warrior"), d.find("Goblin Sky Raider")])
    assert blockable(d, d.find("Ascending Aven")) == {d.find("Goblin Sky Raider")}


@pytest.mark.ruling("ONS-FAQ-127")
def test_face_down_blocks_a_ground_creature_and_keeps_blocking() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ascending Aven", face_down=True)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    aven, seeker = d.find("Ascending Aven"), d.find("Glory Seeker")
    to_blocks(d, [seeker])
    assert seeker in blockable(d, aven)
    d.block({aven: seeker})
    d.pass_priority()
    d.special(0, "turn_face_up", aven)
    d.pay()
    d.pass_until("postcombat_main")
    assert d.find("Glory Seeker", zone="graveyard")
    assert d.life(0) == 20


def test_face_up_it_can_t_block_a_face_down_creature() -> None:
    """CR 708.2a, 509.1b: a face-down creature has no abilities, so no flying: the face-up
    Ascending Aven can't block player 1's face-down Ascending Aven, though it can block a
    flyer attacking beside it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ascending Aven")
    s.battlefield(1, "Ascending Aven", face_down=True)
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    mine = d.find("Ascending Aven", player=0)
    theirs = d.find("Ascending Aven", player=1)
    to_blocks(d, [theirs, d.find("Goblin Sky Raider")])
    assert blockable(d, mine) == {d.find("Goblin Sky Raider")}


def test_a_refused_block_of_a_ground_creature_leaves_the_declaration_open() -> None:
    """CR 509.1b: declaring the face-up Aven as a blocker of Elvish Warrior is refused with
    an error; nothing is declared and the declaration goes on (Glory Seeker may block)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ascending Aven", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    aven, warrior = d.find("Ascending Aven"), d.find("Elvish Warrior")
    to_blocks(d, [warrior])
    with pytest.raises(IllegalActionError, match="Ascending Aven can block only some creatures, and Elvish Warrior isn't one"):
        d.act(0, DeclareBlocker(aven, warrior))
    d.expect("declare_blockers")
    assert not d.state.combat.blockers
    d.block({d.find("Glory Seeker"): warrior})
    d.pass_until("postcombat_main")
    assert d.life(0) == 20 and d.zone_of("Glory Seeker") == "graveyard"
