"""Glarecaster — {4}{W}{W} Creature — Bird Cleric 3/3.

Oracle: "Flying / {5}{W}: The next time damage would be dealt to Glarecaster and/or you this
turn, that damage is dealt to any target instead."
Rulings covered: ONS-FAQ-092, ONS-FAQ-093, ONS-FAQ-094.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Glarecaster")


def scenario(plains: int = 6) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * plains))
    s.battlefield(1, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    return s


@pytest.mark.ruling("ONS-FAQ-092")
def test_next_damage_from_any_source_is_redirected() -> None:
    d = Driver(scenario().build())
    warrior = d.find("Elvish Warrior")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[warrior])
    d.resolve()
    shock = d.ids("Shock", zone="hand")[0]
    d.cast(1, shock, targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[warrior].damage == 2
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18  # used up


@pytest.mark.ruling("ONS-FAQ-093")
def test_two_activations_redirect_twice() -> None:
    d = Driver(scenario(plains=12).build())
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    for card in d.ids("Shock", zone="hand"):
        d.cast(1, card, targets=[d.find("Glarecaster")])
        d.resolve()
        if d.decision.kind == "order_replacements":  # both shields apply: pick one
            d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
        d.resolve_all()
    assert d.life(1) == 16
    assert d.state.objects[d.find("Glarecaster")].damage == 0


@pytest.mark.ruling("ONS-FAQ-094", "ONS-OR-0018")
def test_simultaneous_damage_to_you_and_it_is_all_redirected() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Elvish Warrior", "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    warrior, raider = d.find("Elvish Warrior"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([warrior, raider])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glarecaster"): raider})
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.state.objects[d.find("Glarecaster")].damage == 0
    assert d.life(1) == 20 - 2 - 1


@pytest.mark.ruling("ONS-OR-0018")
def test_damage_from_several_sources_at_once_is_all_redirected() -> None:
    """Official ruling: "... if either you or this card would be dealt damage from multiple
    sources at the same time, the redirection will apply to both chunks of damage." (CR 614.9,
    510.2) Elvish Warrior and Goblin Sky Raider, both unblocked, deal their combat damage to
    player 0 at once: all 3 is dealt to their controller instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Elvish Warrior", "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elvish Warrior"), d.find("Goblin Sky Raider")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({})
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.life(1) == 20 - 2 - 1
