"""Cabal Executioner — {2}{B}{B} Creature — Human Cleric 2/2.

Oracle: "Whenever Cabal Executioner deals combat damage to a player, that player sacrifices a
creature. / Morph {3}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cabal Executioner")


def test_the_player_it_hits_sacrifices_a_creature_of_their_choice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Cabal Executioner")])
    while not d.state.stack:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.resolve()
    d.choose(d.find("Goblin Sky Raider"))
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.life(1) == 18


def test_face_down_it_has_no_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner", face_down=True)
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Cabal Executioner")])
    d.pass_until("end")
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.life(1) == 18


def test_turned_face_up_after_blocks_its_damage_triggers_it() -> None:
    """CR 702.37e, 510.2, 603.2: the unblocked face-down 2/2 is turned face up for {3}{B}{B}
    before damage; Cabal Executioner deals its combat damage to the player, whose only
    creature is then sacrificed (no choice to make)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner", face_down=True)
    s.battlefield(0, *["Swamp"] * 5)
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    executioner = d.find("Cabal Executioner")
    d.to_combat()
    d.attack([executioner])
    while d.state.step.name != "DECLARE_BLOCKERS":
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.special(0, "turn_face_up", executioner)
    d.pay()
    assert d.chars(executioner).name == "Cabal Executioner"
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 18


def test_blocked_it_deals_no_damage_to_a_player_and_nothing_is_sacrificed() -> None:
    """CR 510.1c: blocked by Glory Seeker, the Executioner deals its damage to the blocker,
    not to the player; the ability doesn't trigger and the other creature stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    executioner = d.find("Cabal Executioner")
    d.to_combat()
    d.attack([executioner])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): executioner})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_two_headed_giant_the_player_it_attacked_sacrifices() -> None:
    """CR 810.9, 506.2: in Two-Headed Giant the Executioner attacks one player of the
    defending team, player 3; the combat damage is dealt to that player (the team's shared
    life goes down by 2) and that player sacrifices a creature, not their teammate."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(0, "Cabal Executioner")
    s.battlefield(2, "Glory Seeker", tapped=True)
    s.battlefield(3, "Elvish Warrior", tapped=True)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Cabal Executioner"): 3})
    while not d.state.stack:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.resolve()
    assert d.life(2) == d.life(3) == 28
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_player_with_no_creature_sacrifices_nothing_and_the_attacker_may_go() -> None:
    """CR 701.21a: the player it hits controls no creature, so the ability resolves and
    nothing is sacrificed; in particular not the attacking player's own creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Executioner", "Glory Seeker")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Cabal Executioner")])
    while not d.state.stack:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.zone_of("Cabal Executioner") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Forest") == "battlefield"
    assert d.life(1) == 18
