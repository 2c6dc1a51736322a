"""``PreventAllDamage``: prevention shields for the rest of the turn, or used once for "the next
time ... would deal damage" (CR 615.1a, 615.7), played through cards defined here."""

from __future__ import annotations

import pytest

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

SHELTER = define_card(
    "Vocabulary Test Shelter", "{0}", "Instant",
    "Prevent all combat damage that would be dealt to you this turn.",
    abilities=[spell(PreventAllDamage(to=You(), combat_only=True))]).name
ELF_WARD = define_card(
    "Vocabulary Test Elf Ward", "{0}", "Instant",
    "The next time an Elf creature would deal damage to you this turn, prevent that damage.",
    abilities=[spell(PreventAllDamage(by_filter=CREATURE.but(subtypes=("Elf",)), to=You(),
                                      next_time=True))]).name

TWO_ELF_WARD = define_card(
    "Vocabulary Test Two Elf Ward", "{0}", "Instant",
    "The next two times an Elf creature would deal damage to you this turn, prevent that "
    "damage.",
    abilities=[spell(PreventAllDamage(by_filter=CREATURE.but(subtypes=("Elf",)), to=You(),
                                      next_time=True, times=2))]).name


def _attacked_after(card: str, *attackers: str, pick: str | None = None) -> Driver:
    """Player 1 attacks player 0 with ``attackers`` after player 0 cast ``card``; a choice of
    the damage a shield prevents (CR 615.7) is answered with ``pick``."""
    s = Scenario(seed=1)
    s.hand(0, card)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Wirewood Elf")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    d.cast(0, card)
    d.resolve()
    d.to_combat()
    d.attack([d.find(a) for a in attackers])
    if pick is not None:
        while d.decision.kind != "shield_damage":
            d.pass_priority()
        assert d.decision.player == 0
        d.choose(d.find(pick))
    d.pass_until("postcombat_main")
    return d


def test_all_combat_damage_to_you_is_prevented_all_turn() -> None:
    d = _attacked_after(SHELTER, "Glory Seeker", "Elvish Warrior")
    assert d.life(0) == 20
    assert d.state.shields  # it lasts until end of turn, used any number of times


def test_the_next_time_is_one_use_from_a_matching_source() -> None:
    """CR 615.7: one shield; the Soldier's damage doesn't match it."""
    d = _attacked_after(ELF_WARD, "Glory Seeker", "Elvish Warrior")
    assert d.life(0) == 18  # the Soldier's 2 dealt, the Elf's 2 prevented
    assert not d.state.shields


@pytest.mark.parametrize(("pick", "life"), [("Elvish Warrior", 19), ("Wirewood Elf", 18)])
def test_the_next_time_prevents_one_of_two_matching_sources(pick: str, life: int) -> None:
    """CR 615.7, 615.8: 2 + 1 would be dealt at once by two Elves; the shield prevents one
    Elf's damage, the one player 0 chooses."""
    d = _attacked_after(ELF_WARD, "Elvish Warrior", "Wirewood Elf", pick=pick)
    assert d.life(0) == life
    assert not d.state.shields


def test_a_shield_used_twice_prevents_two_elves_damage_at_once_without_a_choice() -> None:
    """CR 615.7, 615.8: "the next two times" an Elf would deal damage: two Elves' damage dealt
    at once is all prevented, nothing to choose (a choice would stop the passing)."""
    d = _attacked_after(TWO_ELF_WARD, "Elvish Warrior", "Wirewood Elf")
    assert d.life(0) == 20
    assert not d.state.shields
