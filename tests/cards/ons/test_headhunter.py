"""Headhunter — {1}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Headhunter deals combat damage to a player, that player discards a card. /
Morph {B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Headhunter")


def _hit(d: Driver, name: str, block: dict[int, int] | None = None) -> None:
    d.to_combat()
    d.attack([d.find(name)])
    while not d.state.stack and d.state.step.name != "END":
        if d.decision.kind == "declare_blockers":
            d.block(block)
        else:
            d.pass_priority()


def test_the_player_it_hits_discards_a_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    _hit(d, "Headhunter")
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    assert d.ids("Shock", zone="graveyard")
    assert d.ids("Mountain", zone="hand")


def test_blocked_it_deals_no_damage_to_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    _hit(d, "Headhunter", {d.find("Glory Seeker"): d.find("Headhunter")})
    assert not d.state.stack
    assert d.ids("Shock", zone="hand")
