"""Slipstream Eel — {5}{U}{U} Creature — Fish Beast 6/6.

Oracle: "Slipstream Eel can't attack unless defending player controls an Island. / Cycling
{1}{U} ({1}{U}, Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Slipstream Eel")


def attackers(d: Driver) -> set[int]:
    return {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_attacks_a_player_with_an_island() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slipstream Eel", "Glory Seeker")
    s.battlefield(1, "Island")
    d = Driver(s.build())
    eel = d.find("Slipstream Eel")
    d.to_combat()
    assert eel in attackers(d)
    d.attack([eel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 14


def test_cannot_attack_a_player_without_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slipstream Eel", "Glory Seeker")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    legal = attackers(d)
    assert d.find("Slipstream Eel") not in legal and d.find("Glory Seeker") in legal


def test_an_island_made_by_seas_claim_counts() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slipstream Eel", "Island")
    s.hand(0, "Sea's Claim")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Sea's Claim", targets=[d.find("Forest")])
    d.resolve()
    d.to_combat()
    assert d.find("Slipstream Eel") in attackers(d)


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Slipstream Eel")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Slipstream Eel")
    d.resolve()
    assert d.ids("Forest", zone="hand")


@pytest.mark.ruling("ONS-OR-0083")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Slipstream Eel", ["Island", "Island"])


def test_a_phased_out_island_doesnt_count_but_another_island_does() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist: the defending
    player's phased-out Island alone doesn't let the Eel attack; with an Island beside it
    (placed after it), the Eel may attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slipstream Eel")
    s.battlefield(1, "Island", phased_out=True)
    d = Driver(s.build())
    d.to_combat()
    assert d.find("Slipstream Eel") not in attackers(d)
    s.battlefield(1, "Island")
    d = Driver(s.build())
    d.to_combat()
    assert d.find("Slipstream Eel") in attackers(d)


def test_in_two_headed_giant_only_the_defending_player_with_an_island_can_be_attacked() -> None:
    """CR 805.10e, 508.1c: "defending player" is the player the Eel would attack: of the two
    defending players, only the one controlling an Island can be attacked by it."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(0, "Slipstream Eel", "Glory Seeker")
    s.battlefield(3, "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    eel, seeker = d.find("Slipstream Eel"), d.find("Glory Seeker")
    d.to_combat()
    legal = {(a.creature, a.defender) for a in d.game.legal_actions()
             if isinstance(a, DeclareAttacker)}
    assert (eel, 3) in legal and (eel, 2) not in legal
    assert {(seeker, 2), (seeker, 3)} <= legal


def test_its_controller_s_own_island_doesn_t_count() -> None:
    """"Defending player controls an Island" (CR 508.1c): Islands of the Eel's controller
    don't let it attack an opponent without one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slipstream Eel", "Island", "Island")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    assert d.find("Slipstream Eel") not in attackers(d)


def test_in_a_three_player_game_it_may_attack_only_the_opponent_with_an_island() -> None:
    """CR 506.2, 508.1c: each opponent it could attack is checked on its own: the Eel may
    attack player 2 (Island) but not player 1 (Forest)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Slipstream Eel")
    s.battlefield(1, "Forest")
    s.battlefield(2, "Island")
    d = Driver(s.build())
    eel = d.find("Slipstream Eel")
    d.to_combat()
    legal = {(a.creature, a.defender) for a in d.game.legal_actions()
             if isinstance(a, DeclareAttacker)}
    assert (eel, 2) in legal and (eel, 1) not in legal
    from manastack.game import IllegalActionError

    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Slipstream Eel can't attack"):
        d.act(0, DeclareAttacker(eel, 1))
    assert d.game.fingerprint() == before
