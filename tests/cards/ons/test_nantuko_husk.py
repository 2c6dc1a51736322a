"""Nantuko Husk — {2}{B} Creature — Zombie Insect 2/2.

Oracle: "Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nantuko Husk")

def test_sacrifice_a_creature_for_plus_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    husk = d.find("Nantuko Husk")
    d.activate(0, husk, choices=[d.find("Glory Seeker")])
    d.resolve()
    d.activate(0, husk, choices=[d.find("Festering Goblin")])
    d.choose(husk)  # Festering Goblin's trigger: -1/-1 on the Husk
    d.resolve()
    d.resolve()
    assert (d.chars(husk).power, d.chars(husk).toughness) == (5, 5)
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0116")
def test_it_may_sacrifice_itself_which_only_puts_it_into_the_graveyard() -> None:
    """Official ruling: "You can sacrifice Nantuko Husk itself to activate its own ability.
    However, the only thing that will do is put Nantuko Husk into the graveyard."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", "Glory Seeker")
    d = Driver(s.build())
    husk, seeker = d.find("Nantuko Husk"), d.find("Glory Seeker")
    d.activate(0, husk, pay=False)
    assert Choose(husk) in d.decision.actions
    d.choose(husk)
    assert d.zone_of("Nantuko Husk") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Nantuko Husk") == "graveyard"
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
