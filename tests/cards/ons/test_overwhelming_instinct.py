"""Overwhelming Instinct — {2}{G} Enchantment.

Oracle: "Whenever you attack with three or more creatures, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Overwhelming Instinct")


def attack_with(n: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Overwhelming Instinct", "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker")[:n])
    return d


def test_three_attackers_draw_a_card() -> None:
    d = attack_with(3)
    assert d.state.stack
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_two_attackers_do_not() -> None:
    d = attack_with(2)
    assert not d.state.stack


def test_in_two_headed_giant_a_teammates_attackers_dont_count() -> None:
    """CR 805.10a, 508.1, 508.3c: the active team attacks together, but "you attack with three or more
    creatures" counts the creatures you attack with: two of yours and one of your teammate's
    don't draw a card."""
    from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Overwhelming Instinct", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    for a in d.ids("Glory Seeker") + d.ids("Elvish Warrior"):
        d.act(0, DeclareAttacker(a, 2))
    d.act(0, FinishDeclaration())
    assert not d.state.stack
    assert len(d.state.players[0].hand) == 0


def test_three_attackers_split_between_two_players_draw_once() -> None:
    """CR 508.1, 603.2c: "whenever you attack with three or more creatures" triggers once for
    the declaration, whichever players the creatures attack (one at player 1, two at player 2)
    and however many more than three there are."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Overwhelming Instinct", *["Glory Seeker"] * 4)
    s.library(0, "Forest", "Forest")
    d = Driver(s.build())
    a, b, c, e = d.ids("Glory Seeker")
    d.to_combat()
    d.attack({a: 1, b: 2, c: 2, e: 1})
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_an_opponents_attack_and_your_blocks_dont_trigger_it() -> None:
    """"You attack" (CR 506.2, 508.1): player 1 attacking with three creatures doesn't
    trigger player 0's Instinct, nor do player 0's three creatures blocking them (blocking
    isn't attacking, CR 509.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Overwhelming Instinct", *["Glory Seeker"] * 3)
    s.battlefield(1, *["Elvish Warrior"] * 3)
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    warriors = d.ids("Elvish Warrior")
    d.to_combat()
    d.attack(warriors)
    assert not d.state.stack
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block(dict(zip(d.ids("Glory Seeker"), warriors, strict=True)))
    assert not d.state.stack
    assert len(d.state.players[0].hand) == 0


def test_a_creature_put_onto_the_battlefield_attacking_doesnt_count() -> None:
    """CR 508.4, 508.1: a creature put onto the battlefield attacking was never declared as
    an attacker: Dauntless Avenger and Glory Seeker attack (two), and the Avenger returns
    another Glory Seeker tapped and attacking; three creatures attack, but only two were
    attacked with as attackers were declared: no card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Overwhelming Instinct", "Glory Seeker")
    s.battlefield(0, "Bereaved Survivor", transformed=True)
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Bereaved Survivor"), d.find("Glory Seeker", zone="battlefield")])
    d.expect("target")
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert len(d.state.stack) == 1  # only the Avenger's trigger
    d.resolve()
    assert len(d.state.combat.attackers) == 3
    assert not d.state.stack
    assert d.state.players[0].hand == []
