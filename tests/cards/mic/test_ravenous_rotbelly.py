"""Ravenous Rotbelly — {4}{B} Creature — Zombie Horror 4/5.

Oracle: "When Ravenous Rotbelly enters the battlefield, you may sacrifice up to three Zombies.
When you sacrifice one or more Zombies this way, each opponent sacrifices that many creatures."
Rulings covered: MIC-RN-037, MIC-OR-0049, MIC-RN-038, MIC-OR-0050.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ravenous Rotbelly")

CARD = "Ravenous Rotbelly"


def _enter(players: int = 3, active: int = 0) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Severed Legion", "Glory Seeker", *["Swamp"] * 5)
    s.battlefield(1, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    if players > 2:
        s.battlefield(2, "Glory Seeker", "Gluttonous Zombie", "Severed Legion")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()  # the enters trigger: choose the Zombies
    return d


def _creatures(d: Driver, p: int) -> int:
    return sum(1 for o in d.state.battlefield
               if d.state.objects[o].controller == p and d.chars(o).is_creature)


def test_only_zombies_up_to_three_and_none_means_no_second_ability() -> None:
    d = _enter()
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Gluttonous Zombie", player=0), d.find("Severed Legion", player=0),
                       d.find(CARD), None}  # itself too, never the Human
    d.choose(None)
    assert not d.state.stack
    assert _creatures(d, 1) == 3 and _creatures(d, 2) == 3


@pytest.mark.ruling("MIC-RN-037", "MIC-OR-0049")
def test_reflexive_ability_can_be_responded_to() -> None:
    d = _enter()
    d.choose(d.find("Gluttonous Zombie", player=0))
    d.choose(d.find("Severed Legion", player=0))
    d.choose(None)
    assert d.zone_of("Severed Legion", player=0) == "graveyard"
    # the second ability is on the stack and the players get priority before it resolves
    assert len(d.state.stack) == 1
    d.expect("priority")
    assert _creatures(d, 1) == 3
    d.pass_priority()
    d.expect("priority")  # the next player may respond too
    assert d.decision.player == 1
    d.resolve()
    d.expect("sacrifice")


@pytest.mark.ruling("MIC-RN-038", "MIC-OR-0050")
def test_opponents_choose_in_turn_order_then_sacrifice_at_once() -> None:
    d = _enter()
    d.choose(d.find("Gluttonous Zombie", player=0))
    d.choose(d.find("Severed Legion", player=0))
    d.choose(None)
    d.resolve()
    # two creatures each: player 1 (next in turn order) chooses first, then player 2
    d.expect("sacrifice")
    assert d.decision.player == 1
    seekers = d.ids("Glory Seeker", "battlefield", 1)
    d.choose(seekers[0])
    assert d.decision.player == 1
    d.choose(seekers[1])
    d.expect("sacrifice")
    assert d.decision.player == 2
    assert _creatures(d, 1) == 3  # nothing sacrificed yet...
    d.choose(d.find("Glory Seeker", "battlefield", 2))
    d.choose(d.find("Gluttonous Zombie", "battlefield", 2))
    assert _creatures(d, 1) == 1 and _creatures(d, 2) == 1  # ...then all at once
    assert _creatures(d, 0) == 2  # Rotbelly and the Glory Seeker


@pytest.mark.ruling("MIC-RN-038", "MIC-OR-0050")
def test_on_an_opponents_turn_that_opponent_chooses_first() -> None:
    """Player 2's turn: Moorland Rescuer, destroyed at instant speed, returns Rotbelly; player
    2 (whose turn it is) chooses before player 1."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Moorland Rescuer", "Gluttonous Zombie", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    s.battlefield(2, "Glory Seeker", "Glory Seeker")
    s.graveyard(0, CARD)
    s.hand(0, "Go for the Throat")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    d.pass_priority()  # player 2 passes; player 0 is next in turn order
    assert d.decision.player == 0
    d.cast(0, "Go for the Throat", targets=[d.find("Moorland Rescuer")])
    d.resolve()
    d.resolve()  # the Rescuer's dies trigger
    d.choose(d.find(CARD, "graveyard"))
    d.choose(None) if d.decision.kind == "choose_cards" else None
    assert d.zone_of(CARD) == "battlefield"
    d.resolve()  # Rotbelly's enters trigger
    d.choose(d.find("Gluttonous Zombie"))
    d.choose(None)
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 2  # the opponent whose turn it is
    d.choose(d.find("Glory Seeker", "battlefield", 2))
    d.expect("sacrifice")
    assert d.decision.player == 1
    assert _creatures(d, 2) == 2
    d.choose(d.find("Glory Seeker", "battlefield", 1))
    assert _creatures(d, 1) == 1 and _creatures(d, 2) == 1


def test_sacrificing_itself_its_reflexive_ability_has_it_as_source_and_still_works() -> None:
    """CR 603.12, 603.7e: the reflexive ability's source is the Rotbelly, the source of the
    ability that made it, even when the Rotbelly was the Zombie sacrificed: every player sees
    the ability put on the stack as the Rotbelly's, as it last existed on the battlefield
    (CR 113.7a, 608.2h). It still makes the opponent sacrifice that many creatures."""
    d = _enter(players=2)
    rotbelly = d.find(CARD)
    d.choose(rotbelly)
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[0]].source == rotbelly
    for p in (0, 1):
        put = [e for e in d.game.view(p)["log"] if e["kind"] == "trigger"][-1]
        assert (put["object"], put["card"], put["source"]) == \
            (d.state.stack[0], CARD, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert _creatures(d, 1) == 2


def test_an_opponent_with_fewer_creatures_sacrifices_all_they_have() -> None:
    """CR 701.21a, 101.3: player 1 must sacrifice three creatures but controls two: both are
    sacrificed, and nothing more happens."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Severed Legion", "Fleshbag Marauder", *["Swamp"] * 5)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    for name in ("Gluttonous Zombie", "Severed Legion", "Fleshbag Marauder"):
        d.choose(d.find(name, player=0))
    assert len(d.state.stack) == 1  # the reflexive ability, "that many" being three
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack  # no choice left to make
    assert _creatures(d, 1) == 0
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"


def test_a_face_down_zombie_is_not_offered_nor_a_glory_seeker_accepted() -> None:
    """CR 708.2a: a face-down Haunted Cadaver has no creature types, so it isn't a Zombie to
    sacrifice; choosing the Glory Seeker (a Human) is refused naming it, nothing is
    sacrificed, and the choice is still open."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Glory Seeker", *["Swamp"] * 5)
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find(CARD), None}
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(seeker)
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.choose(None)
    assert _creatures(d, 0) == 3 and _creatures(d, 1) == 1


def test_two_headed_giant_both_opponents_sacrifice_that_many() -> None:
    """CR 102.3, 810.1: each player of the other team is an opponent, so "each opponent" is both:
    one Zombie sacrificed, players 2 and 3 each sacrifice one creature; the teammate,
    player 1, sacrifices nothing."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Gluttonous Zombie", *["Swamp"] * 5)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker", "Elvish Warrior")
    s.battlefield(3, "Glory Seeker", "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    d.choose(d.find("Gluttonous Zombie"))
    d.choose(None)
    d.resolve()
    while d.decision.kind == "sacrifice":
        assert d.decision.player in (2, 3)
        d.choose(d.find("Glory Seeker", "battlefield", d.decision.player))
    assert [_creatures(d, p) for p in range(4)] == [1, 1, 1, 1]
    assert not d.ids("Glory Seeker", "battlefield", 2)
    assert not d.ids("Glory Seeker", "battlefield", 3)


def test_made_to_read_elf_on_the_stack_it_offers_elves_not_zombies() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf in the Rotbelly spell (it enters an Elf
    Horror): its enters trigger offers up to three Elves to sacrifice (itself among them),
    not the Zombies; sacrificing one makes each opponent sacrifice one creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Elvish Warrior", *["Swamp"] * 5, "Island")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    d.resolve()
    rotbelly = d.find(CARD)
    assert d.chars(rotbelly).subtypes == {"Elf", "Horror"}
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Elvish Warrior"), rotbelly, None}
    d.choose(d.find("Elvish Warrior"))
    d.choose(None)
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.resolve()
    if d.decision.kind == "sacrifice":
        d.choose(d.find("Glory Seeker", player=1))
    assert _creatures(d, 1) == 1
