"""Voice of the Woods — {3}{G}{G} Creature — Elf 2/2.

Oracle: "Tap five untapped Elves you control: Create a 7/7 green Elemental creature token with
trample."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Voice of the Woods")


def test_tapping_five_elves_makes_a_trampling_elemental() -> None:
    """No tap symbol: summoning-sick Elves, itself included, can be tapped for it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Elvish Vanguard", "Wellwisher",
                  "Wellwisher", sick=True)
    d = Driver(s.build())
    d.activate(0, "Voice of the Woods", pay=False)
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    d.resolve()
    [e] = d.ids("Elemental Token", zone="battlefield", player=0)
    c = d.chars(e)
    assert (c.power, c.toughness, c.colors) == (7, 7, {"G"}) and c.has("Trample")


def test_four_elves_are_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Vanguard", "Wellwisher", "Wellwisher",
                  "Glory Seeker")
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == voice]
