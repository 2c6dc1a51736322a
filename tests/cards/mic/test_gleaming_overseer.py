"""Gleaming Overseer — {1}{U}{B} Creature — Zombie Wizard 1/4.

Oracle: "When Gleaming Overseer enters the battlefield, amass 1. (Put a +1/+1 counter on an
Army you control. If you don't control one, create a 0/0 black Zombie Army creature token
first.)
Zombie tokens you control have hexproof and menace."
Rulings covered: MIC-OR-0252, MIC-OR-0253, MIC-OR-0254 (amass).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.amass_checks import (
    AmassCard,
    any_army_may_be_chosen,
    any_zombie_token_gets_the_bonus,
    token_enters_as_a_zero_zero,
)

pytestmark = pytest.mark.card("Gleaming Overseer")

CARD = AmassCard("Gleaming Overseer", ("Island", "Swamp", "Swamp"), 1, "Hexproof")


@pytest.mark.parametrize("check", [
    pytest.param(any_army_may_be_chosen, marks=pytest.mark.ruling("MIC-OR-0252"), id="any_army_may_be_chosen"),
    pytest.param(token_enters_as_a_zero_zero, marks=pytest.mark.ruling("MIC-OR-0253"), id="token_enters_as_a_zero_zero"),
    pytest.param(any_zombie_token_gets_the_bonus, marks=pytest.mark.ruling("MIC-OR-0254"), id="any_zombie_token_gets_the_bonus"),
])
def test_amass_rulings(check: Callable[[AmassCard], None]) -> None:
    """The amass rulings, in order (see ``amass_checks``); the last one with hexproof."""
    check(CARD)


def test_hexproof_stops_only_opponents_and_ends_when_the_overseer_leaves() -> None:
    """CR 702.11b: the Zombie token can't be the target of the opponent's Shock, but its
    controller's own spell may target it; once the Overseer is gone, the granted hexproof ends
    with its static ability (CR 611.3a) and the opponent may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gleaming Overseer", "Island", "Island")
    s.token(0, "Zombie", label="zombie")
    s.hand(0, "Startle")
    s.battlefield(1, "Mountain", *["Swamp"] * 6)
    s.hand(1, "Shock", "Defenestrate", "Defenestrate")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    zombie, overseer = d.find("Zombie Token"), d.find("Gleaming Overseer")
    assert d.chars(zombie).has("Hexproof") and d.chars(zombie).has("Menace")
    d.act(1, CastSpell(d.find("Shock"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert zombie not in offered and overseer in offered
    d.choose(overseer)
    d.pay()
    d.pass_priority()
    d.cast(0, "Startle", targets=[zombie])  # its controller may target it
    d.resolve()
    assert d.chars(zombie).power == 0
    d.resolve()
    d.cast(1, "Defenestrate", targets=[overseer])
    d.resolve()
    assert d.zone_of("Gleaming Overseer") == "graveyard"
    assert not d.chars(zombie).has("Hexproof")
    d.cast(1, "Defenestrate", targets=[zombie])
    d.resolve()
    assert zombie not in d.state.battlefield


def test_menace_a_single_blocker_can_t_block_the_zombie_token() -> None:
    """CR 702.111b: the Zombie token has menace: one creature alone can't block it; two
    creatures together can."""
    from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Gleaming Overseer")
    s.token(0, "Zombie", label="zombie")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    d.act(1, DeclareBlocker(seeker, zombie))
    with pytest.raises(IllegalActionError):
        d.act(1, FinishDeclaration())
    d.act(1, DeclareBlocker(warrior, zombie))
    d.act(1, FinishDeclaration())
    assert d.state.step.name == "DECLARE_BLOCKERS"


def test_the_overseer_itself_is_a_zombie_but_no_token() -> None:
    """"Zombie tokens you control": the Overseer, a nontoken Zombie Wizard, has neither
    hexproof nor menace; an opponent's Zombie token gets nothing either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gleaming Overseer")
    s.token(1, "Zombie")
    d = Driver(s.build())
    overseer = d.chars(d.find("Gleaming Overseer"))
    assert not overseer.has("Hexproof") and not overseer.has("Menace")
    theirs = d.chars(d.find("Zombie Token"))
    assert not theirs.has("Hexproof") and not theirs.has("Menace")


def test_made_to_read_elf_elf_tokens_have_hexproof_and_menace() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Gleaming Overseer (an Elf Wizard): Zombie
    tokens you control no longer have hexproof and menace; once a second Artificial
    Evolution makes the Zombie token an Elf, it has them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gleaming Overseer", "Island", "Island")
    s.token(0, "Zombie", label="zombie")
    s.hand(0, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    overseer, zombie = d.find("Gleaming Overseer"), d.find("Zombie Token")
    assert d.chars(zombie).has("Hexproof")
    for target in (overseer, zombie):
        d.cast(0, "Artificial Evolution", targets=[target])
        d.resolve()
        d.choose("Zombie")
        d.choose("Elf")
        if target == overseer:
            assert d.chars(overseer).subtypes == {"Elf", "Wizard"}
            assert not d.chars(zombie).has("Hexproof")
            assert not d.chars(zombie).has("Menace")
    assert d.chars(zombie).subtypes == {"Elf"}
    assert d.chars(zombie).has("Hexproof") and d.chars(zombie).has("Menace")
