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


def test_gone_before_its_trigger_resolves_the_trigger_does_nothing() -> None:
    """The trigger resolves on its own once on the stack (CR 113.7a), but the Skirmisher
    Shocked twice in response is in the graveyard: "untap it and remove it from combat" finds
    no permanent to act on (CR 400.7) and the blocker stays where it is, unhurt."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Skirmisher")
    s.battlefield(1, "Dive Bomber", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    me, bomber = d.find("Gustcloak Skirmisher"), d.find("Dive Bomber")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({bomber: me})
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[me])
    d.cast(1, "Shock", targets=[me])
    d.resolve()
    d.resolve()
    assert d.zone_of("Gustcloak Skirmisher") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.zone_of("Gustcloak Skirmisher") == "graveyard"
    assert d.state.objects[bomber].damage == 0 and d.zone_of("Dive Bomber") == "battlefield"
    assert d.life(1) == 20
