"""Cover of Darkness — {1}{B} Enchantment.

Oracle: "As Cover of Darkness enters the battlefield, choose a creature type. / Creatures of the
chosen type have fear."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cover of Darkness")


def test_creatures_of_the_chosen_type_have_fear() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Goblin Sledder", "Glory Seeker")
    s.battlefield(1, "Nosy Goblin")
    s.hand(0, "Cover of Darkness")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(d.find("Goblin Sledder")).has("Fear")
    assert d.chars(d.find("Nosy Goblin")).has("Fear")
    assert not d.chars(d.find("Glory Seeker")).has("Fear")


def test_fear_keeps_nonblack_creatures_from_blocking() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", "Swamp", "Swamp", "Goblin Sledder")
    s.hand(0, "Cover of Darkness")
    s.battlefield(1, "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Goblin")
    sledder = d.find("Goblin Sledder")
    d.to_combat()
    d.attack([sledder])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blockers = {getattr(a, "blocker", None) for a in d.game.legal_actions()}
    assert d.find("Glory Seeker") not in blockers
    assert d.find("Festering Goblin") in blockers  # black
