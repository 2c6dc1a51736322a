"""Search Party Captain — {3}{W} Creature — Human Soldier 2/2.

Oracle: "This spell costs {1} less to cast for each creature you attacked with this turn. /
When Search Party Captain enters the battlefield, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Search Party Captain")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Search Party Captain")
    s.library(0, "Island", "Island")
    return Driver(s.build())


def test_full_cost_without_attacking() -> None:
    d = setup()
    assert CastSpell(d.find("Search Party Captain"), "normal") not in d.game.legal_actions()


def test_two_attackers_make_it_two_less_and_it_draws() -> None:
    """CR 601.2f, 700.15, 603.6a: two creatures attacked this turn take {2} off its cost; it
    resolves and enters (short for "enters the battlefield"), and its trigger draws a card."""
    d = setup()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    d.cast(0, "Search Party Captain")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    d.resolve()
    d.resolve()
    assert d.ids("Island", zone="hand")
    assert d.ids("Search Party Captain", zone="battlefield")


def test_an_attacker_that_died_still_counts_but_not_below_its_white() -> None:
    """CR 601.2f: the reduction counts each creature attacked with this turn, one that has
    since died included; four attackers take off all {3} of the generic part, and it still
    costs {W}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Search Party Captain")
    s.library(0, "Island")
    s.battlefield(1, "Snapping Thragg")
    d = Driver(s.build())
    attackers = d.ids("Glory Seeker") + d.ids("Elvish Warrior")
    d.to_combat()
    d.attack(attackers)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Snapping Thragg"): attackers[0]})
    d.pass_until("postcombat_main")
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 1
    d.cast(0, "Search Party Captain")
    assert d.state.objects[d.find("Plains")].tapped
    d.resolve()
    assert d.ids("Search Party Captain", zone="battlefield")


def test_with_no_white_mana_it_cant_be_cast_however_many_attacked() -> None:
    """CR 601.2f: a cost reduction of generic mana doesn't reduce the {W}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Search Party Captain")
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker") + d.ids("Elvish Warrior"))
    d.pass_until("postcombat_main")
    assert CastSpell(d.find("Search Party Captain"), "normal") not in d.game.legal_actions()


def test_two_headed_giant_a_teammate_s_attackers_don_t_count() -> None:
    """"Each creature you attacked with" (CR 508.1): in Two-Headed Giant the teammate's
    attacking creature was attacked with by the teammate, not by you: two of yours make it
    {1}{W}, the teammate's doesn't make it {W}."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 3)
    s.battlefield(0, "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Daru Cavalier")
    s.hand(0, "Search Party Captain")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2, d.find("Elvish Warrior"): 2,
              d.find("Daru Cavalier"): 2})
    d.pass_until("postcombat_main")
    captain = d.find("Search Party Captain")
    assert CastSpell(captain, "normal") not in d.game.legal_actions()


def test_attacks_in_an_earlier_turn_don_t_count() -> None:
    """"This turn": creatures attacked with in the previous turn give no reduction."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Search Party Captain")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    assert CastSpell(d.find("Search Party Captain"), "normal") in d.game.legal_actions()
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    assert CastSpell(d.find("Search Party Captain"), "normal") not in d.game.legal_actions()
