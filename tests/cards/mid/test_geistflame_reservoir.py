"""Geistflame Reservoir — {2}{R} Artifact.

Oracle: "Whenever you cast an instant or sorcery spell, put a charge counter on Geistflame
Reservoir. / {1}{R}, {T}, Remove any number of charge counters from Geistflame Reservoir: It
deals that much damage to any target. / {1}{R}, {T}: Exile the top card of your library. You
may play that card this turn."
Rulings covered: MID-RN-243, MID-RN-244.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Geistflame Reservoir")


@pytest.mark.ruling("MID-RN-243", "MID-OR-0392")
def test_counters_then_remove_them_as_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Geistflame Reservoir")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    for sh in d.ids("Shock", "hand"):
        d.cast(0, sh, targets=[1])
        d.resolve()
        d.resolve()
    assert d.state.objects[res].counters == {"charge": 2}
    assert d.life(1) == 16
    d.act(0, ActivateAbility(res, 1))
    assert d.decision.kind == "x"
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == [0, 1, 2]
    d.choose(2)
    d.choose(1)
    d.pay()
    assert d.state.objects[res].counters == {}  # removed on activation
    d.resolve()
    assert d.life(1) == 14


@pytest.mark.ruling("MID-RN-244", "MID-OR-0393")
def test_exile_top_card_and_play_it_this_turn_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Geistflame Reservoir")
    s.library(0, "Shock", "Forest")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    d.act(0, ActivateAbility(res, 2))
    d.pay()
    d.resolve()
    shock = d.find("Shock", "exile")
    assert CastSpell(shock, "from_exile") in d.game.legal_actions()
    d.pass_until("upkeep", turn=4)
    assert d.ids("Shock", zone="exile")
