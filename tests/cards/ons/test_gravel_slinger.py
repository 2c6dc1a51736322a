"""Gravel Slinger — {3}{W} Creature — Human Soldier 1/3.

Oracle: "{T}: Gravel Slinger deals 1 damage to target attacking or blocking creature. / Morph
{1}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time
for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gravel Slinger")


def test_pings_an_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gravel Slinger")
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    d.pass_priority()
    d.activate(0, "Gravel Slinger", targets=[raider])
    d.resolve()
    assert d.state.objects[raider].damage == 1
    assert d.state.objects[d.find("Gravel Slinger")].tapped


def test_face_down_it_has_no_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gravel Slinger", face_down=True)
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider")])
    d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_pings_a_blocker_but_not_a_creature_out_of_combat() -> None:
    """"Target attacking or blocking creature" (CR 506.4): player 1's blocking Goblin Sky
    Raider may be targeted; player 1's other creature, in no combat role, may not."""
    from manastack.decisions.actions import Choose

    s = Scenario(seed=1)
    s.battlefield(0, "Gravel Slinger", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Krosan Tusker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    warrior = d.find("Elvish Warrior")
    d.block({warrior: seeker})
    d.activate(0, "Gravel Slinger", pay=False)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {seeker, warrior}
    d.choose(warrior)
    d.resolve()
    assert d.state.objects[warrior].damage == 1


def test_turned_face_up_it_may_use_its_tap_ability_at_once() -> None:
    """CR 702.37e, 302.6: turning a face-down permanent face up doesn't make it a new object:
    on the battlefield since the turn began, Gravel Slinger turned face up for {1}{W} may tap
    to deal 1 damage to the attacking Goblin Sky Raider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gravel Slinger", face_down=True)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    d.pass_priority()
    d.special(0, "turn_face_up", "Gravel Slinger")
    d.pay()
    d.activate(0, "Gravel Slinger", targets=[raider])
    d.resolve()
    assert d.state.objects[raider].damage == 1


def test_summoning_sick_it_can_t_tap_but_may_ping_its_controller_s_own_attacker() -> None:
    """CR 302.6: cast this turn, its {T} ability can't be activated. A Slinger controlled since
    the turn began may target its own controller's attacking creature: "target attacking
    creature" doesn't say whose (CR 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.hand(0, "Gravel Slinger")
    d = Driver(s.build())
    d.cast(0, "Gravel Slinger")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

    s2 = Scenario(seed=1)
    s2.battlefield(0, "Gravel Slinger", "Glory Seeker")
    d2 = Driver(s2.build())
    seeker2 = d2.find("Glory Seeker")
    d2.to_combat()
    d2.attack([seeker2])
    d2.activate(0, "Gravel Slinger", targets=[seeker2])
    d2.resolve()
    assert d2.state.objects[seeker2].damage == 1
