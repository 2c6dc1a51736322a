"""Open the Graves — {3}{B}{B} Enchantment.

Oracle: "Whenever a nontoken creature you control dies, create a 2/2 black Zombie creature
token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Open the Graves")


def _tokens(d: Driver, player: int) -> list[int]:
    return [o for o in d.state.battlefield
            if d.state.objects[o].is_token and d.chars(o).controller == player]


def test_nontoken_creature_dying_makes_a_zombie_but_a_token_doesnt() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # the trigger
    (token,) = _tokens(d, 0)
    c = d.chars(token)
    assert "Zombie" in c.subtypes and c.colors == {"B"} and (c.power, c.toughness) == (2, 2)
    assert not c.has("Decayed")
    d.cast(0, "Shock", targets=[token])
    d.resolve()
    assert not d.state.stack
    assert _tokens(d, 0) == []


def test_opponents_creature_doesnt_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert _tokens(d, 0) == [] and _tokens(d, 1) == []


@pytest.mark.ruling("MIC-OR-0206")
def test_dying_as_it_leaves() -> None:
    """Official ruling: "If another creature you control dies at the same time that Open the
    Graves leaves the battlefield, you'll get a Zombie token."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker")
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Open the Graves") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    (token,) = _tokens(d, 0)
    assert "Zombie" in d.chars(token).subtypes
