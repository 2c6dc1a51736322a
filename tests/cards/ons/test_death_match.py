"""Death Match — {3}{B} Enchantment.

Oracle: "Whenever a creature enters the battlefield, that creature's controller may have
target creature of their choice get -3/-3 until end of turn."
Rulings covered: ONS-FAQ-155 (the target is chosen when it triggers; -3/-3 may be declined
on resolution).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Death Match")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    return d


@pytest.mark.ruling("ONS-FAQ-155")
def test_entering_creatures_controller_chooses_and_may_apply() -> None:
    d = setup()
    dec = d.expect("target")
    assert dec.player == 1  # the creature's controller, not Death Match's
    d.choose(d.find("Daru Cavalier"))
    trig = d.state.objects[d.state.stack[-1]]
    assert trig.controller == 0
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    assert d.zone_of("Daru Cavalier") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-155")
def test_may_decline_on_resolution() -> None:
    d = setup()
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    d.choose(False)
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert d.chars(d.find("Daru Cavalier")).power == 2


def test_creature_gone_before_the_trigger_its_last_controller_chooses_and_decides() -> None:
    """CR 113.7a, 608.2h: the second Rorix Bladewing, put into the graveyard by the legend
    rule (CR 704.5j) before Death Match's ability goes on the stack, is "that creature" as it
    last existed: its controller chooses the target and decides on the -3/-3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier")
    s.battlefield(1, *["Mountain"] * 6)
    s.battlefield(1, "Rorix Bladewing")
    s.hand(1, "Rorix Bladewing")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    old = d.find("Rorix Bladewing", zone="battlefield")
    d.cast(1, "Rorix Bladewing")
    d.resolve()
    assert d.expect("legend_rule").player == 1
    d.choose(old)  # the new one goes to the graveyard
    assert d.ids("Rorix Bladewing", zone="battlefield") == [old]
    assert d.expect("target").player == 1
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    assert d.zone_of("Daru Cavalier") == "graveyard"
