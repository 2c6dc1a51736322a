"""Hungry for More — {B}{R} Sorcery.

Oracle: "Create a 3/1 black and red Vampire creature token with trample, lifelink, and
haste. Sacrifice it at the beginning of the next end step. / Flashback {1}{B}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Hungry for More")


def test_hasty_vampire_sacrificed_at_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain")
    s.hand(0, "Hungry for More")
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.resolve()
    vamp = d.find("Vampire Token", zone="battlefield")
    c = d.chars(vamp)
    assert (c.power, c.toughness) == (3, 1) and c.colors == {"B", "R"}
    d.to_combat()
    d.attack([vamp])
    d.pass_until("postcombat_main")
    assert (d.life(1), d.life(0)) == (17, 23)
    assert d.ids("Vampire Token", zone="battlefield")
    d.pass_until("end")
    assert not d.ids("Vampire Token")


def test_flashback_vampire_tramples_over_a_chump_and_links_all_its_damage() -> None:
    """Cast with flashback (CR 702.34a) and exiled; blocked by a 1/1, the 3/1 trampler assigns
    1 to it and 2 to the player (CR 702.19b); lifelink gains 3, all the damage it dealt
    (CR 702.15b). It is sacrificed at the end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain", "Swamp", "Mountain")
    s.graveyard(0, "Hungry for More")
    s.battlefield(1, "Avacyn's Pilgrim")
    d = Driver(s.build())
    d.cast(0, "Hungry for More", method="flashback")
    d.resolve()
    assert d.zone_of("Hungry for More") == "exile"
    vamp = d.find("Vampire Token", zone="battlefield")
    d.to_combat()
    d.attack([vamp])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Avacyn's Pilgrim"): vamp})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 2))  # lethal to the blocker, the rest to the player
    d.pass_until("postcombat_main")
    assert d.life(1) == 18 and d.life(0) == 23
    d.pass_until("end")
    assert not d.ids("Vampire Token")


def test_a_vampire_another_player_controls_isnt_sacrificed() -> None:
    """CR 701.21a: a player can't sacrifice a permanent they don't control. Player 1's Callous
    Oppressor takes the Vampire; at the end step player 0's delayed ability can't sacrifice it,
    and it stays on the battlefield under player 1's control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain")
    s.hand(0, "Hungry for More")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.resolve()
    vamp = d.find("Vampire Token", zone="battlefield")
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[vamp])
    d.resolve()
    assert d.state.objects[vamp].controller == 1
    d.pass_until("end")
    assert d.find("Vampire Token", zone="battlefield", player=1) == vamp


def test_sacrifices_only_the_token_it_made_and_only_once() -> None:
    """CR 603.7b: the delayed ability triggers only once. Stifled at this end step, the Vampire
    survives, and no later end step sacrifices it; the other creature is never sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain", "Glory Seeker")
    s.hand(0, "Hungry for More")
    s.battlefield(1, "Island")
    s.hand(1, STIFLE.name)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.resolve()
    vamp = d.find("Vampire Token", zone="battlefield")
    d.pass_until("postcombat_main")
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "END" and len(d.state.stack) == 1
    trigger = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[trigger])
    d.resolve()
    assert not d.state.stack  # the delayed ability countered with Stifle
    d.pass_until("end", turn=5)
    assert d.find("Vampire Token", zone="battlefield") == vamp
    assert d.ids("Glory Seeker", zone="battlefield")


def test_changed_on_the_stack_it_creates_an_elf_sacrificed_at_end() -> None:
    """CR 612.2a: Hungry for More made to read Elf creates a 3/1 black and red Elf Token with
    trample, lifelink and haste, still sacrificed at the next end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain", "Island")
    s.hand(0, "Artificial Evolution", "Hungry for More")
    d = Driver(s.build())
    spell = d.cast(0, "Hungry for More")
    evolve(d, spell, "Vampire", "Elf")
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"B", "R"}, 3, 1)
    assert c.has("Lifelink") and c.has("Haste") and c.has("Trample")
    d.pass_until("end")
    assert not tokens(d)
