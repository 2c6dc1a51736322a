"""Drownyard Amalgam — {4}{U} Creature — Zombie Horror 3/6.

Oracle: "When Drownyard Amalgam enters the battlefield, target player mills three cards. /
{2}{U}: Drownyard Amalgam can't be blocked this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Drownyard Amalgam")


def test_target_player_mills_three() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Drownyard Amalgam")
    s.library(1, "Plains", "Shock", "Consider", "Island")
    d = Driver(s.build())
    d.cast(0, "Drownyard Amalgam")
    d.resolve()
    d.choose(1)
    d.resolve()
    assert len(d.state.players[1].graveyard) == 3
    assert d.ids("Island", zone="library", player=1)


def test_cant_be_blocked_this_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Drownyard Amalgam")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    amalgam = d.find("Drownyard Amalgam")
    d.activate(0, amalgam)
    d.resolve()
    d.to_combat()
    d.attack([amalgam])
    d.pass_priority()
    d.pass_priority()
    assert not any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())


def test_it_may_target_its_controller_who_mills_what_there_is() -> None:
    """"Target player" includes its controller (CR 115.1); with two cards in the library they
    mill both (CR 701.17b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Drownyard Amalgam")
    s.library(0, "Plains", "Shock")
    d = Driver(s.build())
    d.cast(0, "Drownyard Amalgam")
    d.resolve()
    assert {a.value for a in d.decision.actions} >= {0, 1}
    d.choose(0)
    d.resolve()
    assert d.state.players[0].library == []
    assert len(d.state.players[0].graveyard) == 2


def test_it_can_be_blocked_again_on_a_later_turn() -> None:
    """"This turn": the next turn the effect has ended and Elvish Warrior may block it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Drownyard Amalgam")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    amalgam = d.find("Drownyard Amalgam")
    d.activate(0, amalgam)
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([amalgam])
    while d.decision.kind == "priority":
        d.pass_priority()
    assert any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())


def test_gone_before_its_trigger_resolves_it_still_mills() -> None:
    """CR 603.10, 113.7a: the enters trigger is independent of the Amalgam: destroyed in
    response by Go for the Throat, it still makes the target player mill three cards, which
    are then public in the graveyard (CR 404.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Drownyard Amalgam")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.library(1, "Plains", "Shock", "Consider", "Island")
    d = Driver(s.build())
    d.cast(0, "Drownyard Amalgam")
    d.resolve()
    d.choose(1)
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[d.find("Drownyard Amalgam")])
    d.resolve()
    assert d.zone_of("Drownyard Amalgam") == "graveyard"
    d.resolve()
    assert len(d.state.players[1].graveyard) == 4  # three milled and Go for the Throat
    assert "Consider" in str(d.game.view(0))


def test_activated_after_blocks_it_stays_blocked() -> None:
    """CR 509.1h, 506.4: "can't be blocked" matters only as blockers are declared; activated
    once Elvish Warrior blocks it, the Amalgam stays blocked and deals no damage to the
    player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Drownyard Amalgam")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    amalgam, warrior = d.find("Drownyard Amalgam"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([amalgam])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: amalgam})
    d.activate(0, amalgam)
    d.resolve()
    assert d.state.combat.blockers[warrior] == (amalgam,)
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 and d.zone_of("Elvish Warrior") == "graveyard"
