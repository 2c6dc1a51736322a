"""Dirge of Dread — {2}{B} Sorcery.

Oracle: "All creatures gain fear until end of turn. / Cycling {1}{B} / When you cycle Dirge of
Dread, you may have target creature gain fear until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dirge of Dread")


def test_all_creatures_gain_fear_but_not_later_ones() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread", "Festering Goblin")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Fear")
    assert d.chars(d.find("Elvish Warrior")).has("Fear")
    d.cast(0, "Festering Goblin")
    d.resolve()
    assert not d.chars(d.find("Festering Goblin")).has("Fear")  # CR 611.2c


def test_fear_stops_a_nonblack_blocker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]


def test_cycling_trigger_gives_one_creature_fear() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Dirge of Dread")
    s.library(0, "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Dirge of Dread", zone="hand"))
    d.choose(seeker)  # the trigger's target
    d.resolve()  # the trigger resolves first, before the draw
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.chars(seeker).has("Fear")
    assert not d.chars(d.find("Elvish Warrior")).has("Fear")
    assert not d.ids("Swamp", zone="hand")
    d.resolve()  # cycling: draw
    assert d.ids("Swamp", zone="hand")
