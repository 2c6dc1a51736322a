"""Gisa, Glorious Resurrector — {2}{B}{B} Legendary Creature — Human Wizard 4/4.

Oracle: "If a creature an opponent controls would die, exile it instead. / At the beginning of
your upkeep, put all creature cards exiled with Gisa, Glorious Resurrector onto the battlefield
under your control. They gain decayed."
Rulings covered: MID-RN-140, MID-RN-141, MID-RN-142.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gisa, Glorious Resurrector")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Gisa, Glorious Resurrector", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Screeching Buzzard")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-140", "MID-OR-0301")
def test_opponents_creatures_are_exiled_instead_of_dying() -> None:
    d = setup()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Screeching Buzzard")])
    d.resolve()
    assert d.ids("Screeching Buzzard", zone="exile")
    assert not d.state.stack  # its "dies" trigger didn't trigger
    assert d.life(0) == 20


def test_your_creatures_still_die() -> None:
    d = setup()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("MID-RN-141", "MID-OR-0302")
def test_returned_at_your_upkeep_with_decayed() -> None:
    d = setup()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    buzzard = d.find("Screeching Buzzard", "battlefield")
    assert d.chars(buzzard).controller == 0
    assert d.chars(buzzard).has("Decayed") and not d.chars(buzzard).has("Haste")


@pytest.mark.ruling("MID-RN-142", "MID-OR-0303")
@pytest.mark.parametrize("gisa_first", [True, False])
def test_the_opponent_chooses_and_another_exile_isnt_returned(gisa_first: bool) -> None:
    """Burn the Accursed also exiles the creature if it would die: its controller chooses
    which replacement applies (CR 616.1). Exiled by Burn the Accursed, it isn't exiled with
    Gisa and stays in exile."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Gisa, Glorious Resurrector")
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Tusker")])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    labels = dict(dict(dec.data)["labels"])
    gisa = next(k for k, v in labels.items() if v.startswith("If a creature an opponent"))
    d.choose(gisa if gisa_first else next(k for k in labels if k != gisa))
    assert d.ids("Krosan Tusker", zone="exile")
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert bool(d.ids("Krosan Tusker", zone="battlefield", player=0)) is gisa_first
    assert bool(d.ids("Krosan Tusker", zone="exile")) is not gisa_first
