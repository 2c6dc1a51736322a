"""Elven Riders — {3}{G}{G} Creature — Elf 3/3.

Oracle: "Elven Riders can't be blocked except by Walls and/or creatures with flying."
Rulings covered: ONS-FAQ-079 (tested against the current rules: the creatures that "could
block as though they had flying" now have reach, and reach doesn't let a creature block
Elven Riders — Gatherer ruling 2007-05-01), ONS-FAQ-080 (a creature that can block only
creatures with flying can't block it), ONS-FAQ-081 (it doesn't have flying, so spells and
effects that affect creatures with flying don't affect it).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Elven Riders")


def at_blocks() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders")
    s.battlefield(1, "Wall of Mulch", "Goblin Sky Raider", "Spitting Gourna", "Ascending Aven",
                  "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elven Riders")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d


def test_walls_and_flyers_can_block() -> None:
    for name in ("Wall of Mulch", "Goblin Sky Raider"):
        d = at_blocks()
        d.block({d.find(name): d.find("Elven Riders")})
        assert d.find(name) in d.state.combat.blockers


@pytest.mark.ruling("ONS-FAQ-079", "ONS-FAQ-080", "ONS-OR-0173")
def test_reach_and_block_only_flyers_cannot_block() -> None:
    for name in ("Spitting Gourna", "Ascending Aven", "Glory Seeker"):
        d = at_blocks()
        with pytest.raises(IllegalActionError):
            d.act(1, DeclareBlocker(d.find(name), d.find("Elven Riders")))



def test_a_creature_attacking_beside_it_may_be_blocked_by_anything() -> None:
    """CR 509.1b: "can't be blocked except by" restricts Elven Riders alone: Glory Seeker
    attacking beside it may be blocked by a creature without flying that is not a Wall."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders", "Glory Seeker")
    s.battlefield(1, "Glory Seeker", label="blocker")
    d = Driver(s.build())
    d.to_combat()
    riders, seeker = d.find("Elven Riders"), d.find("Glory Seeker", player=0)
    d.attack([riders, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blocker = d.find("Glory Seeker", player=1)
    offered = {(a.blocker, a.attacker) for a in d.game.legal_actions()
               if isinstance(a, DeclareBlocker)}
    assert offered == {(blocker, seeker)}
    d.block({blocker: seeker})
    assert d.state.combat.blockers[blocker] == (seeker,)


def riders_and_flyer(*hand: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Silklash Spider")
    s.hand(0, *hand)
    s.battlefield(1, "Elven Riders", "Goblin Sky Raider")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-081")
def test_destroy_target_creature_with_flying_cant_target_it() -> None:
    d = riders_and_flyer("Plummet")
    riders, raider = d.find("Elven Riders"), d.find("Goblin Sky Raider")
    assert not d.chars(riders).has("Flying")
    d.act(0, CastSpell(d.find("Plummet"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert raider in offered and riders not in offered
    d.choose(raider)
    d.pay()
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-081")
def test_damage_to_each_creature_with_flying_misses_it() -> None:
    d = riders_and_flyer()
    d.activate(0, "Silklash Spider", x=2)
    d.resolve()
    assert d.state.objects[d.find("Elven Riders")].damage == 0
    assert d.ids("Elven Riders", zone="battlefield")
    assert d.ids("Goblin Sky Raider", zone="graveyard")


def test_a_wall_and_a_flyer_may_block_it_together() -> None:
    """CR 509.1b, 509.1a: each blocker on its own meets the restriction, so both may block it,
    and it deals its damage among them (CR 510.1c)."""
    d = at_blocks()
    riders = d.find("Elven Riders")
    d.block({d.find("Wall of Mulch"): riders, d.find("Goblin Sky Raider"): riders})
    assert {d.find("Wall of Mulch"), d.find("Goblin Sky Raider")} <= set(d.state.combat.blockers)


def test_a_face_down_creature_cant_block_it() -> None:
    """CR 708.2a: a face-down 2/2 has no creature types and no abilities, so it is neither a
    Wall nor a creature with flying, whatever its front face."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders")
    s.battlefield(1, "Ascending Aven", face_down=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elven Riders")])
    fd = d.ids("Ascending Aven", zone="battlefield")[0]
    while d.life(1) == 20:
        if d.decision.kind == "declare_blockers":
            assert DeclareBlocker(fd, d.find("Elven Riders")) not in d.game.legal_actions()
            with pytest.raises(IllegalActionError):
                d.act(1, DeclareBlocker(fd, d.find("Elven Riders")))
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 17
    assert d.state.objects[fd].damage == 0


def riders_attack(*theirs: str) -> Driver:
    """Elven Riders attacks; player 1 (with ``theirs``) gets priority in the declare attackers
    step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders")
    s.battlefield(1, *theirs)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elven Riders")])
    d.pass_priority()
    assert d.expect("priority").player == 1
    return d


def to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")


def test_a_creature_that_became_a_wall_may_block_it() -> None:
    """CR 509.1b: the restriction looks at the creature as blockers are declared: Mistform
    Stalker, made a Wall by its own ability in the declare attackers step, blocks it."""
    d = riders_attack("Mistform Stalker", "Island")
    stalker, riders = d.find("Mistform Stalker"), d.find("Elven Riders")
    d.activate(1, stalker, index=0)
    d.resolve()
    d.choose("Wall")
    assert d.chars(stalker).subtypes == {"Wall"}
    to_blocks(d)
    assert DeclareBlocker(stalker, riders) in d.game.legal_actions()
    d.block({stalker: riders})
    assert d.state.combat.blockers[stalker] == (riders,)


def test_a_wall_that_is_a_wall_no_more_cant_block_it() -> None:
    """CR 509.1b: Mistform Wall made an Elf (no Wall any more, and no flying) can't block it;
    the refusal names the attacker, and Goblin Sky Raider still may."""
    d = riders_attack("Mistform Wall", "Island", "Goblin Sky Raider")
    wall, riders = d.find("Mistform Wall"), d.find("Elven Riders")
    d.activate(1, wall)
    d.resolve()
    d.choose("Elf")
    assert "Wall" not in d.chars(wall).subtypes
    to_blocks(d)
    assert DeclareBlocker(wall, riders) not in d.game.legal_actions()
    with pytest.raises(IllegalActionError, match="Elven Riders can't be blocked except by some creatures, and Mistform Wall isn't one"):
        d.act(1, DeclareBlocker(wall, riders))
    assert DeclareBlocker(d.find("Goblin Sky Raider"), riders) in d.game.legal_actions()


def test_a_creature_given_flying_may_block_it() -> None:
    """CR 509.1b: Glory Seeker, given flying by Trickery Charm in the declare attackers step,
    blocks it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders")
    s.battlefield(1, "Glory Seeker", "Island")
    s.hand(1, "Trickery Charm")
    d = Driver(s.build())
    d.to_combat()
    riders, seeker = d.find("Elven Riders"), d.find("Glory Seeker")
    d.attack([riders])
    d.pass_priority()
    d.cast(1, "Trickery Charm", modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Flying")
    to_blocks(d)
    d.block({seeker: riders})
    assert d.state.combat.blockers[seeker] == (riders,)


def test_made_to_read_goblin_for_wall_goblins_can_block_it_and_walls_cant() -> None:
    """CR 612.2: Artificial Evolution replaces Wall with Goblin in Elven Riders's text: its type
    line (Elf) is unchanged, and it can't be blocked except by Goblins and/or creatures with
    flying: Skirk Prospector (a Goblin without flying) may block it, Wall of Mulch can't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Wall of Mulch", "Skirk Prospector")
    d = Driver(s.build())
    riders = d.find("Elven Riders")
    evolve(d, riders, "Wall", "Goblin")
    assert d.chars(riders).subtypes == {"Elf"}
    d.to_combat()
    d.attack([riders])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Wall of Mulch"), riders))
    d.block({d.find("Skirk Prospector"): riders})
    assert d.find("Skirk Prospector") in d.state.combat.blockers
