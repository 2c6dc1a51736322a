"""Goblin Sharpshooter — {2}{R} Creature — Goblin 1/1.

Oracle: "Goblin Sharpshooter doesn't untap during your untap step. / Whenever a creature
dies, untap Goblin Sharpshooter. / {T}: Goblin Sharpshooter deals 1 damage to any target."
Rulings covered: ONS-FAQ-124 (one trigger per creature; shoot after each resolves).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Sharpshooter")


def test_doesnt_untap_normally() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", tapped=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[d.find("Goblin Sharpshooter")].tapped


def test_the_other_permanents_untap_beside_it() -> None:
    """CR 502.3: the active player's other permanents untap as usual; only the Sharpshooter
    stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter", "Mountain", "Glory Seeker", tapped=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[d.find("Goblin Sharpshooter")].tapped
    assert not d.state.objects[d.find("Mountain", "battlefield")].tapped
    assert not d.state.objects[d.find("Glory Seeker")].tapped


@pytest.mark.ruling("ONS-FAQ-124")
def test_untaps_once_per_dying_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter")
    s.battlefield(1, "Festering Goblin", "Festering Goblin", "Glory Seeker")
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    a, b = d.ids("Festering Goblin")
    seeker = d.find("Glory Seeker")
    d.activate(0, shooter, targets=[a])
    d.resolve()
    d.choose(b)  # goblin a's dies trigger: -1/-1 on goblin b
    d.resolve()  # goblin b dies
    d.choose(seeker)  # goblin b's trigger: the Seeker becomes 1/1
    untaps = [x for x in d.state.stack if d.state.objects[x].source == shooter]
    assert len(untaps) == 2  # one trigger per creature that died
    d.resolve()  # the Seeker shrinks
    d.resolve()  # the first untap trigger
    assert not d.state.objects[shooter].tapped
    d.activate(0, shooter, targets=[seeker])  # shoot between the two untaps
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    while d.state.stack:
        d.resolve()
    assert not d.state.objects[shooter].tapped
    d.activate(0, shooter, targets=[1])
    d.resolve()
    assert d.life(1) == 19
