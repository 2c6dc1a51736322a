"""Gustcloak Harrier — {1}{W}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from .gustcloak_checks import check_may_stay_in_combat, check_untaps_and_leaves_combat

pytestmark = pytest.mark.card("Gustcloak Harrier")


def test_untaps_and_leaves_combat() -> None:
    check_untaps_and_leaves_combat("Gustcloak Harrier", "Goblin Sky Raider")


def test_may_stay_in_combat() -> None:
    check_may_stay_in_combat("Gustcloak Harrier", "Goblin Sky Raider")


def test_flying_only_a_flyer_can_block_it() -> None:
    """CR 702.9b: Glory Seeker (no flying or reach) can't block Gustcloak Harrier; Goblin Sky
    Raider (flying) can."""
    from manastack.decisions.actions import DeclareBlocker
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Harrier")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    me = d.find("Gustcloak Harrier")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    acts = d.game.legal_actions()
    assert DeclareBlocker(d.find("Glory Seeker"), me) not in acts
    assert DeclareBlocker(d.find("Goblin Sky Raider"), me) in acts


def test_blocked_by_two_creatures_it_triggers_once() -> None:
    """CR 509.3c: "becomes blocked" triggers once however many creatures block it; removed
    from combat, it deals and is dealt no combat damage by either blocker (CR 506.4). CR 603.2e."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Harrier")
    s.battlefield(1, "Goblin Sky Raider", "Goblin Sky Raider")
    d = Driver(s.build())
    me = d.find("Gustcloak Harrier")
    a, b = d.ids("Goblin Sky Raider")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({a: me, b: me})
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.objects[me].tapped
    d.pass_until("postcombat_main")
    assert d.zone_of("Gustcloak Harrier") == "battlefield"
    assert d.state.objects[me].damage == 0
    assert d.state.objects[a].damage == 0 and d.state.objects[b].damage == 0


def test_removed_from_combat_it_is_no_longer_attacking_its_blocker_still_blocks() -> None:
    """CR 506.4, 509.1g: once removed from combat, Gustcloak Harrier is no attacking creature,
    while Goblin Sky Raider remains a blocking creature: player 0's Gravel Slinger ("target
    attacking or blocking creature") may target the Raider, not the Harrier."""
    from manastack.decisions.actions import Choose
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Harrier", "Gravel Slinger")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    me, raider = d.find("Gustcloak Harrier"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({raider: me})
    d.resolve()
    d.choose(True)
    d.activate(0, "Gravel Slinger", pay=False)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {raider}


def test_killed_in_response_to_its_trigger_the_ability_does_nothing() -> None:
    """CR 400.7, 608.2h: the Harrier dies to Shock with its trigger on the stack; the
    ability then finds no Harrier to untap or remove from combat, and the blocker stays
    blocking (CR 509.1h)."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Harrier")
    s.battlefield(1, "Goblin Sky Raider", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    me, raider = d.find("Gustcloak Harrier"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({raider: me})
    assert len(d.state.stack) == 1
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Shock", targets=[me])
    d.resolve()
    assert d.zone_of("Gustcloak Harrier") == "graveyard"
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(True)
    assert raider in d.state.combat.blockers
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "battlefield" and d.life(1) == 20
