"""Gustcloak Skirmisher — {3}{W} Creature — Bird Soldier 2/3.

Oracle: "Flying / Whenever Gustcloak Skirmisher becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from .gustcloak_checks import check_may_stay_in_combat, check_untaps_and_leaves_combat

pytestmark = pytest.mark.card("Gustcloak Skirmisher")


def test_untaps_and_leaves_combat() -> None:
    check_untaps_and_leaves_combat("Gustcloak Skirmisher", "Goblin Sky Raider")


def test_may_stay_in_combat() -> None:
    check_may_stay_in_combat("Gustcloak Skirmisher", "Goblin Sky Raider")


def test_blocking_doesnt_trigger_it() -> None:
    """"Becomes blocked" is an attacking creature's (CR 509.3c): the Skirmisher blocking Dive
    Bomber doesn't trigger."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Skirmisher")
    s.battlefield(1, "Dive Bomber")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    skirmisher, bomber = d.find("Gustcloak Skirmisher"), d.find("Dive Bomber")
    assert d.chars(skirmisher).has("Flying")
    d.to_combat()
    d.attack([bomber])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({skirmisher: bomber})
    assert not d.state.stack
    assert skirmisher in d.state.combat.blockers


def test_blocked_by_two_it_leaves_combat_and_neither_blocker_deals_damage() -> None:
    """CR 509.3c, 510.1d: blocked by two creatures the Skirmisher triggers once; removed from
    combat, it is dealt no damage by either blocker, which block no creature any more."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Skirmisher")
    s.battlefield(1, "Dive Bomber", "Dive Bomber")
    d = Driver(s.build())
    me = d.find("Gustcloak Skirmisher")
    first, second = d.ids("Dive Bomber")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({first: me, second: me})
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(True)
    d.pass_until("postcombat_main")
    assert d.zone_of("Gustcloak Skirmisher") == "battlefield"
    assert d.state.objects[me].damage == 0 and not d.state.objects[me].tapped
