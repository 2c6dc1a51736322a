"""Acceptance scenarios for planeswalkers dealt damage (CR 120.3c, 306.8) and their loyalty
abilities (CR 606).

CR 120.3c   damage dealt to a planeswalker removes that many loyalty counters: nothing else,
            so deathtouch doesn't destroy it (CR 704.5h is about creatures) and no damage is
            marked on it.
CR 702.15b  damage dealt by a source with lifelink, to a planeswalker too, makes its
            controller gain that much life.
CR 510.4    a double striker whose planeswalker left after the first-strike damage deals no
            regular damage (no trample: nothing to deal it to).
CR 306.7    damage dealt to a player isn't redirected to a planeswalker that player controls.
CR 606.3    loyalty abilities are activated in any main phase of their controller's turn, an
            additional one included, once per turn.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"


def _attack_arlinn(attacker: str, loyalty: int = 4) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(1, ARLINN, counters={"loyalty": loyalty})
    s.battlefield(0, attacker)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find(attacker): d.find(ARLINN)})
    d.pass_until("postcombat_main")
    return d


def test_120_3c_deathtouch_damage_removes_loyalty_and_doesnt_destroy_the_planeswalker() -> None:
    """Hobbling Zombie (2/2 deathtouch) unblocked against Arlinn (4 loyalty): she loses two
    loyalty counters and stays, no damage marked on her."""
    d = _attack_arlinn("Hobbling Zombie")
    arlinn = d.find(ARLINN)
    assert d.zone_of(ARLINN) == "battlefield"
    assert d.state.objects[arlinn].counters == {"loyalty": 2}
    assert d.state.objects[arlinn].damage == 0
    assert d.life(1) == 20


def test_702_15b_lifelink_damage_to_a_planeswalker_gains_life() -> None:
    """Intrepid Adversary (3/1 lifelink) unblocked against Arlinn: three loyalty counters
    off, and its controller gains 3 life."""
    d = _attack_arlinn("Intrepid Adversary")
    assert d.state.objects[d.find(ARLINN)].counters == {"loyalty": 1}
    assert d.life(0) == 23 and d.life(1) == 20


def test_510_4_a_double_striker_whose_planeswalker_died_deals_no_regular_damage() -> None:
    """Enduring Angel (3/3 flying, double strike) attacks Arlinn with 2 loyalty: its
    first-strike damage puts her into the graveyard; in the regular damage step it is still
    attacking but there is nothing it attacks, so no one is dealt damage (only one damage
    event in all)."""
    d = _attack_arlinn("Enduring Angel", loyalty=2)
    assert d.zone_of(ARLINN) == "graveyard"
    assert d.life(1) == 20
    assert [e.amount for e in d.game.log if e.kind == "damage"] == [3]


def test_606_3_loyalty_abilities_in_an_additional_main_phase_once_per_turn() -> None:
    """Aggravated Assault's additional main phase is a main phase of its controller's turn:
    Arlinn, whose ability wasn't activated this turn, may use one there; once used, no
    other that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aggravated Assault", ARLINN, *["Mountain"] * 5)
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.pass_until("postcombat_main")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    seen_combat = False
    while not (seen_combat and d.state.step.name == "POSTCOMBAT_MAIN" and not d.state.stack):
        seen_combat = seen_combat or d.state.step.name == "END_OF_COMBAT"
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert d.state.turn == 3
    offered = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == arlinn]
    assert {a.index for a in offered} == {1, 2}
    d.activate(0, arlinn, index=1)
    d.resolve()
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == arlinn]


def test_120_3a_damage_to_a_player_who_controls_a_planeswalker_stays_with_the_player() -> None:
    """CR 306.7, 120.3a, 120.3c: Searing Flesh targets player 1, who controls Arlinn (4
    loyalty): player 1 loses 7 life and Arlinn keeps all her loyalty. The redirection of
    noncombat damage from an opponent to a planeswalker they control is no longer part of
    the rules (CR 306.7), so the spell resolves with no choice offered to its controller."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    s.battlefield(1, ARLINN, counters={"loyalty": 4})
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", targets=[1])
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.life(1) == 13
    assert d.state.objects[d.find(ARLINN)].counters == {"loyalty": 4}
