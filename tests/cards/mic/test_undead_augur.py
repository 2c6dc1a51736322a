"""Undead Augur — {B}{B} Creature — Zombie Wizard 2/2.

Oracle: "Whenever Undead Augur or another Zombie you control dies, you draw a card and you lose
1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Undead Augur")


def _order_triggers(d: Driver) -> None:
    while d.decision.kind == "order_triggers":
        d.choose(d.decision.actions[0].value)


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.library(0, "Plains", "Plains", "Plains")
    return s


def test_another_zombie_dies() -> None:
    s = _scenario()
    s.battlefield(0, "Undead Augur", "Severed Legion", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1


def test_non_zombie_or_opponents_zombie_doesnt_trigger() -> None:
    s = _scenario()
    s.battlefield(0, "Undead Augur", "Glory Seeker", "Mountain", "Mountain")
    s.battlefield(1, "Severed Legion")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert len(d.state.players[0].hand) == 0


def test_augur_itself_even_when_not_a_zombie() -> None:
    """"Undead Augur or another Zombie": its own death triggers it whatever its types."""
    s = _scenario()
    s.battlefield(0, "Undead Augur", "Imagecrafter", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    augur = d.find("Undead Augur")
    d.activate(0, "Imagecrafter", targets=[augur])
    d.resolve()
    d.choose("Goblin")
    assert "Zombie" not in d.chars(augur).subtypes
    d.cast(0, "Shock", targets=[augur])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MIC-OR-0207")
def test_dying_together_triggers_for_each() -> None:
    """Official ruling: "If Undead Augur dies at the same time as one or more other Zombies you
    control, Undead Augur's ability triggers for each of them."."""
    s = _scenario()
    s.battlefield(0, "Undead Augur", "Severed Legion", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    _order_triggers(d)
    assert len(d.state.stack) == 2  # the Augur and the Legion; not the Seeker
    d.resolve_all()
    assert d.life(0) == 18
    assert len(d.state.players[0].hand) == 2
