"""Discombobulate — {2}{U}{U} Instant.

Oracle: "Counter target spell. Look at the top four cards of your library, then put them back
in any order."
Rulings covered: ONS-FAQ-181 (an illegal target means the spell doesn't resolve: no looking).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Discombobulate")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Discombobulate", "Discombobulate")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_counters_and_reorders_the_top_four() -> None:
    d = setup()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    d.expect("order_cards")
    assert len(d.decision.actions) == 4
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library"))
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names == ["Mountain", "Swamp", "Island", "Forest", "Plains"]
    assert d.life(0) == 20


@pytest.mark.ruling("ONS-FAQ-181")
def test_illegal_target_means_no_look() -> None:
    d = setup()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    first, second = d.ids("Discombobulate", zone="hand")
    d.cast(0, first, targets=[shock])
    d.cast(0, second, targets=[shock])
    d.resolve()
    d.take_first("order_cards")
    assert d.zone_of("Shock") == "graveyard"
    looks = sum(1 for e in d.state.log if e.kind == "look")
    d.resolve()  # the first Discombobulate's target is gone: it doesn't resolve
    assert d.decision.kind == "priority"
    assert sum(1 for e in d.state.log if e.kind == "look") == looks
    assert any(e.kind == "fizzle" for e in d.state.log)


def test_cannot_be_cast_without_a_spell_to_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Discombobulate")
    d = Driver(s.build())
    assert d.expect("priority").player == 0
    card = d.find("Discombobulate", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()
