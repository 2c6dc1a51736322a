"""Gravespawn Sovereign — {4}{B}{B} Creature — Zombie 3/3.

Oracle: "Tap five untapped Zombies you control: Put target creature card from a graveyard onto
the battlefield under your control."
Rulings covered: MIC-OR-0198, MIC-OR-0199.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gravespawn Sovereign")

CARD = "Gravespawn Sovereign"
ZOMBIES = ("Gluttonous Zombie", "Severed Legion", "Severed Legion", "Gluttonous Zombie")


@pytest.mark.ruling("MIC-OR-0198", "MIC-OR-0199")
def test_summoning_sick_and_tapping_itself_returns_an_opponents_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, sick=True)
    s.battlefield(0, *ZOMBIES, sick=True)
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, CARD, targets=[d.find("Glory Seeker", "graveyard")],
               choices=[d.find(CARD), *d.ids("Gluttonous Zombie"), *d.ids("Severed Legion")])
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.state.objects[seeker].controller == 0 and d.state.objects[seeker].owner == 1


def test_needs_five_untapped_zombies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *ZOMBIES[:3], "Glory Seeker")
    s.battlefield(0, "Gluttonous Zombie", tapped=True)
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
