"""Curse of Shaken Faith — {1}{R} Enchantment — Aura Curse.

Oracle: "Enchant player / Whenever enchanted player casts a spell other than the first spell
they cast each turn or copies a spell, Curse of Shaken Faith deals 2 damage to them."
Rulings covered: MID-RN-240.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Shaken Faith")


@pytest.mark.ruling("MID-RN-240", "MID-OR-0372")
def test_second_spell_of_the_turn_hurts_spells_before_the_curse_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Curse of Shaken Faith", "Shock")
    d = Driver(s.build())
    first, second = d.ids("Shock", "hand")
    d.cast(0, first, targets=[1])
    d.resolve()
    d.cast(0, "Curse of Shaken Faith", targets=[0])  # our second spell: not attached yet
    d.resolve()
    assert d.state.objects[d.find("Curse of Shaken Faith", "battlefield")].attached_to == 0
    assert d.life(0) == 20
    d.cast(0, second, targets=[1])
    assert len(d.state.stack) == 2  # the Curse's trigger above the Shock
    d.resolve()
    assert d.life(0) == 18


def test_the_first_spell_each_turn_is_free() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Curse of Shaken Faith")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Curse of Shaken Faith", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 20 and d.life(0) == 18


def test_copying_a_spell_hurts_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Curse of Shaken Faith", "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")  # the first spell this turn
    d.resolve()
    d.cast(0, "Curse of Shaken Faith", targets=[0])
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    while d.state.stack:
        if d.decision.kind == "priority":
            d.resolve()
        else:
            vals = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
            d.choose(None if None in vals else vals[0])  # keep the copy's target
    assert d.life(0) == 20 - 2 - 2  # the second spell and the copy
    assert d.life(1) == 16


def test_the_player_who_copies_an_opponents_spell_is_the_one_who_copies_it() -> None:
    """CR 707.10: the player who copies Chain of Smog creates the copy, so the curse on that
    player sees them copy a spell; the caster copied nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Swamp")
    s.hand(0, "Curse of Shaken Faith", "Chain of Smog", "Shock", "Swat")
    s.hand(1, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Curse of Shaken Faith", targets=[1])
    d.resolve()
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()  # player 1 discards both cards
    assert d.expect("may").player == 1
    d.choose(True)  # player 1 copies it
    d.choose(0)  # at player 0
    assert d.life(1) == 20  # the curse's trigger is on the stack, above the copy
    d.resolve()
    assert d.life(1) == 18 and d.life(0) == 20


def test_only_the_enchanted_player_s_spells_and_every_later_one_counts() -> None:
    """Three players, the Curse on player 1: player 0's second spell doesn't trigger it (CR
    303.4, "enchanted player"); player 1's second and third spells of the turn each do, the
    Curse's controller (player 0) unhurt."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(0, "Curse of Shaken Faith", attached_to=1)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock", "Shock")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    for oid in d.ids("Shock", "hand", player=0):
        d.cast(0, oid, targets=[2])
        d.resolve()
    assert d.life(0) == 20 and d.life(2) == 16
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    for oid in d.ids("Shock", "hand", player=1):
        d.cast(1, oid, targets=[2])
        d.resolve_all()
    assert d.life(1) == 20 - 2 - 2
    assert d.life(0) == 20 and d.life(2) == 16 - 6


def test_two_headed_giant_a_teammates_spell_isnt_the_enchanted_players() -> None:
    """CR 810.5, 810.9: player 2's Curse enchants player 0. Player 0's first Shock and then
    their teammate player 1's Shock trigger nothing (each player's spells are their own); player
    0's second Shock does: the 2 damage is dealt to player 0 and comes off the team's shared 30
    life."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(2, "Curse of Shaken Faith", attached_to=0)
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Mountain")
    s.hand(0, "Shock", "Shock")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", "hand", player=0)[0], targets=[2])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[2])
    d.resolve()
    assert d.life(0) == d.life(1) == 30 and d.life(2) == 26
    d.cast(0, "Shock", targets=[2])
    curse = d.find("Curse of Shaken Faith")
    assert d.state.objects[d.state.stack[-1]].source == curse
    d.resolve()
    assert d.life(0) == d.life(1) == 28


def test_casting_a_copy_of_a_card_is_a_spell_cast_not_a_spell_copied() -> None:
    """CR 707.12, 601.2i, 707.10: Bloodthirsty Adversary is player 0's first spell; its ability
    copies the Shock card exiled from their graveyard and they cast the copy. Casting a copy is
    casting a spell, their second this turn: the Curse triggers. Copying a card isn't copying
    a spell, so it triggers once, not twice: 2 damage to player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.battlefield(1, "Curse of Shaken Faith", attached_to=0)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    assert len(d.state.stack) == 1  # the first spell: no trigger
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)  # pay {2}{R} once
    d.pay()
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()  # the reflexive ability: exile the Shock, copy it
    [copy] = [a.value for a in d.game.legal_actions() if a.value is not None]
    d.choose(copy)
    d.choose(1)  # the copy's target
    assert len(d.state.stack) == 2  # the copy of Shock and one Curse trigger above it
    d.resolve_all()
    assert d.life(0) == 18
    assert d.life(1) == 18
