"""Unified Strike — {W} Instant.

Oracle: "Exile target attacking creature if its power is less than or equal to the number of
Soldiers on the battlefield."
Rulings covered: ONS-FAQ-102.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unified Strike")


def attack(soldiers: tuple[str, ...]) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Mountain", *soldiers)
    s.hand(0, "Unified Strike", "Shock")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    return d, w


def test_exiles_when_power_at_most_soldier_count() -> None:
    d, w = attack(("Glory Seeker", "Catapult Squad"))
    d.cast(0, "Unified Strike", targets=[w])
    d.resolve()
    assert d.find("Elvish Warrior", zone="exile")


@pytest.mark.ruling("ONS-FAQ-102")
def test_soldiers_counted_on_resolution() -> None:
    d, w = attack(("Glory Seeker", "Catapult Squad"))
    d.cast(0, "Unified Strike", targets=[w])
    d.cast(0, "Shock", targets=[d.find("Catapult Squad")])
    d.resolve()  # one Soldier dies before Unified Strike resolves
    d.resolve()
    assert d.find("Elvish Warrior", zone="battlefield") == w
    assert d.find("Unified Strike", zone="graveyard")


def test_every_soldier_on_the_battlefield_counts_the_attacker_too() -> None:
    """"The number of Soldiers on the battlefield" counts every player's (CR 109.2): player 0
    has none; player 1's attacking Glory Seeker (power 2) and the other Glory Seeker make
    two, so it is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Unified Strike")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    attacker = d.ids("Glory Seeker")[0]
    d.to_combat()
    d.attack([attacker])
    d.pass_priority()
    d.cast(0, "Unified Strike", targets=[attacker])
    d.resolve()
    assert len(d.ids("Glory Seeker", "exile")) == 1


def test_only_an_attacking_creature_is_a_target_and_face_down_soldiers_dont_count() -> None:
    """CR 115.1, 506.4: the nonattacking Glory Seeker isn't a legal target. CR 708.2: a
    face-down Daru Lancer has no creature types, so it isn't a Soldier: one Soldier (Glory
    Seeker) is fewer than the attacker's power 2, and nothing is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Unified Strike")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    from manastack.decisions.actions import CastSpell, Choose
    d.act(0, CastSpell(d.find("Unified Strike"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {w}
    d.choose(w)
    d.pay()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Unified Strike") == "graveyard"


def test_an_attacker_shrunk_to_power_zero_is_exiled_with_no_soldiers() -> None:
    """ONS-FAQ-102: the power is compared as the spell resolves: Startle (-2/-0) resolves
    first, Elvish Warrior's power is 0, and 0 is at most the 0 Soldiers on the battlefield
    (Startle's Zombie token is no Soldier), so it is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Island")
    s.hand(0, "Unified Strike", "Startle")
    s.library(0, "Plains")  # Startle draws a card
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    d.cast(0, "Unified Strike", targets=[w])
    d.cast(0, "Startle", targets=[w])
    d.resolve()
    assert d.chars(w).power == 0
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"



def test_in_a_multiplayer_game_a_creature_attacking_another_player_may_be_exiled() -> None:
    """"Target attacking creature" (CR 115.1, 506.4): in a three-player game, player 1's
    Glory Seeker attacks player 2; player 0, not attacked, may still exile it: its power 2 is
    at most the two Soldiers on the battlefield (it and player 0's Glory Seeker)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Unified Strike")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    attacker = d.find("Glory Seeker", player=1)
    d.to_combat()
    d.attack({attacker: 2})
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Unified Strike", targets=[attacker])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "exile"


def test_changed_on_the_stack_to_read_elf_it_counts_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in Unified Strike while it is on
    the stack: the attacking Elvish Warrior (power 2) is exiled, as there are two Elves on the
    battlefield (Wellwisher and the Warrior itself) and only one Soldier."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Glory Seeker", "Wellwisher")
    s.hand(0, "Unified Strike", "Artificial Evolution")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    strike = d.cast(0, "Unified Strike", targets=[w])
    d.cast(0, "Artificial Evolution", targets=[strike])
    d.resolve()
    d.choose("Soldier")
    d.choose("Elf")
    d.resolve()
    assert d.find("Elvish Warrior", zone="exile")
