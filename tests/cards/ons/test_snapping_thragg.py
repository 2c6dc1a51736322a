"""Snapping Thragg — {4}{R} Creature — Beast 3/3.

Oracle: "Whenever Snapping Thragg deals combat damage to a player, you may have it deal 3 damage
to target creature that player controls. / Morph {4}{R}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snapping Thragg")


def test_deals_three_to_a_creature_of_the_player_it_hit() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Glory Seeker") not in legal
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.choose(True)
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.life(1) == 17


def test_in_multiplayer_only_the_damaged_players_creatures_are_targets() -> None:
    """CR 115.1: "target creature that player controls" is limited to the player it dealt
    combat damage to; another opponent's creature can't be chosen."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Snapping Thragg")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")], defender=1)
    while not d.state.stack and d.decision.kind != "target":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Elvish Warrior") in legal
    assert d.find("Glory Seeker") not in legal


def test_face_down_it_deals_damage_without_the_trigger() -> None:
    """CR 708.2a: face down it is a 2/2 with no abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", face_down=True)
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_no_trigger_when_the_damaged_player_controls_no_creature() -> None:
    """CR 603.3d: the ability has no legal target, so it is removed; its controller's own
    creature can't be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", "Glory Seeker")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 17
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_it_deals_the_damage_even_after_leaving_the_battlefield() -> None:
    """CR 113.7a, 608.2h: the ability exists apart from the Thragg, which deals the damage
    as it last existed on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.battlefield(1, *["Swamp"] * 4)
    s.hand(1, "Death Pulse")
    d = Driver(s.build())
    thragg, warrior = d.find("Snapping Thragg"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([thragg])
    while d.decision.kind != "target":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.choose(warrior)
    d.pass_priority()
    d.cast(1, "Death Pulse", targets=[thragg])
    d.resolve()
    assert d.zone_of("Snapping Thragg") == "graveyard"
    d.resolve()
    d.choose(True)
    assert d.zone_of("Elvish Warrior") == "graveyard"
    dmg = [e for e in d.state.log if e.kind == "damage" and e.obj == warrior]
    assert dmg and dmg[-1].amount == 3


def test_declining_the_may_deals_no_damage() -> None:
    """CR 603.5: "you may" is chosen as the ability resolves; declining deals nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    while d.decision.kind != "target":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.choose(warrior)
    d.resolve()
    d.choose(False)
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.state.objects[warrior].damage == 0


def test_blocked_it_deals_no_damage_to_a_player_and_doesnt_trigger() -> None:
    """CR 510.1a: a blocked creature deals its combat damage to its blockers, so no player is
    dealt combat damage by it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    thragg = d.find("Snapping Thragg")
    d.to_combat()
    d.attack([thragg])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): thragg})
    d.pass_until("end_of_combat")
    assert d.life(1) == 20
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[d.find("Elvish Warrior")].damage == 0


def test_turned_face_up_for_its_morph_cost_it_triggers() -> None:
    """CR 702.37e: turned face up for {4}{R}{R} after attackers are declared, it is a 3/3 with
    its ability when it deals combat damage to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", face_down=True)
    s.battlefield(0, *["Mountain"] * 6)
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    thragg = d.ids("Snapping Thragg", zone="battlefield")[0]
    d.to_combat()
    d.attack([thragg])
    d.special(0, "turn_face_up", thragg)
    d.pay()
    assert d.chars(thragg).power == 3
    while d.decision.kind != "target":
        d.pass_priority()
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.choose(True)
    assert d.life(1) == 17
    assert d.zone_of("Elvish Warrior") == "graveyard"


def _hit(s: Scenario) -> Driver:
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    while not d.state.stack and d.decision.kind != "target":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    return d


def test_its_target_gone_the_trigger_does_nothing() -> None:
    """CR 608.2b: player 0 Shocks the Glory Seeker the trigger targets, in response; the
    Seeker dies first, so the trigger doesn't resolve and player 0 is not asked whether to
    deal the damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = _hit(s)
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    trigger = d.state.stack[-1]
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [trigger]


def test_two_headed_giant_only_the_defending_players_creatures() -> None:
    """CR 805.10b, 115.1: in Two-Headed Giant the damage goes to the player it attacked
    (player 2); the trigger may target Elvish Warrior of player 2, not the teammate's (player
    3) Glory Seeker."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Snapping Thragg")
    s.battlefield(2, "Elvish Warrior", tapped=True)
    s.battlefield(3, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")], defender=2)
    while not d.state.stack and d.decision.kind != "target":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Elvish Warrior") in legal
    assert d.find("Glory Seeker") not in legal


def test_face_down_its_name_is_hidden_from_the_opponent() -> None:
    """CR 708.5, 406.3: a face-down Snapping Thragg is seen by player 1 as a face-down 2/2,
    not by its name; its controller may look at it."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", face_down=True)
    s.library(1, "Forest")
    d = Driver(s.build())
    assert "Snapping Thragg" not in json.dumps(d.game.view(1))
    assert "Snapping Thragg" in json.dumps(d.game.view(0))
