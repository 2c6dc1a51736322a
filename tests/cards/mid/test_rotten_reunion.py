"""Rotten Reunion — {B} Instant.

Oracle: "Exile up to one target card from a graveyard. Create a 2/2 black Zombie creature token
with decayed. / Flashback {1}{B}"
Rulings covered: MID-RN-210.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Rotten Reunion")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Rotten Reunion", "Rotten Reunion")
    s.graveyard(1, "Glory Seeker")
    return Driver(s.build())


def zombies(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_exiles_a_card_and_makes_a_decayed_zombie() -> None:
    d = setup()
    d.cast(0, d.ids("Rotten Reunion", "hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    [z] = zombies(d)
    c = d.chars(z)
    assert (c.power, c.toughness) == (2, 2) and c.has("Decayed") and "Zombie" in c.subtypes


@pytest.mark.ruling("MID-RN-210", "MID-OR-0340")
def test_no_target_still_makes_a_zombie() -> None:
    d = setup()
    d.cast(0, d.ids("Rotten Reunion", "hand")[0])
    d.resolve()
    assert len(zombies(d)) == 1
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("MID-RN-210", "MID-OR-0340")
def test_illegal_target_means_no_zombie() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    first, second = d.ids("Rotten Reunion", "hand")
    d.cast(0, first, targets=[seeker])
    d.cast(0, second, targets=[seeker])
    d.resolve()
    d.resolve()
    assert len(zombies(d)) == 1
    assert any(e.kind == "fizzle" for e in d.game.log)


@pytest.mark.ruling("MID-OR-0341", "MID-OR-0713", "MID-OR-0716")
def test_flashback_in_the_opponents_combat_makes_a_zombie_that_cant_block() -> None:
    """CR 702.34a: an instant, it may be cast with flashback from the graveyard during the
    opponent's declare attackers step; it exiles the target card, is itself exiled as it leaves
    the stack, and its decayed Zombie can't block (CR 702.147a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Elvish Warrior")
    s.graveyard(0, "Rotten Reunion")
    s.graveyard(1, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_priority()  # the active player passes; player 0 has priority
    d.cast(0, "Rotten Reunion", targets=[d.find("Shock")], method="flashback")
    d.resolve()
    assert d.zone_of("Shock") == "exile" and d.zone_of("Rotten Reunion") == "exile"
    [z] = zombies(d)
    assert d.state.objects[z].controller == 0
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.decision.kind == "declare_blockers" and d.decision.player == 0
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Elvish Warrior") in blockers and z not in blockers


def test_changed_on_the_stack_it_creates_a_decayed_elf() -> None:
    """CR 612.2a: Rotten Reunion made to read Elf creates a 2/2 black Elf Token with
    decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island")
    s.hand(0, "Rotten Reunion", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Rotten Reunion")
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.power) == ("Elf Token", {"Elf"}, 2) and c.has("Decayed")
