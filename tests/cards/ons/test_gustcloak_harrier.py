"""Gustcloak Harrier — {1}{W}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gustcloak Harrier")


def attack_into_a_block() -> tuple[Driver, int, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Harrier")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    me, blocker = d.find("Gustcloak Harrier"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({blocker: me})
    d.expect("priority")
    d.resolve()  # the becomes-blocked trigger
    d.expect("may")
    return d, me, blocker


def test_untaps_and_leaves_combat() -> None:
    d, me, blocker = attack_into_a_block()
    d.choose(True)
    assert not d.state.objects[me].tapped
    assert me not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.state.objects[me].damage == 0 and d.state.objects[blocker].damage == 0
    assert d.life(1) == 20


def test_may_stay_in_combat() -> None:
    d, me, blocker = attack_into_a_block()
    d.choose(False)
    assert d.state.objects[me].tapped and me in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "graveyard" or d.state.objects[blocker].damage > 0
