"""Cemetery Reaper — {1}{B}{B} Creature — Zombie 2/2.

Oracle: "Other Zombie creatures you control get +1/+1. / {2}{B}, {T}: Exile target creature
card from a graveyard. Create a 2/2 black Zombie creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cemetery Reaper")


def _tokens(d: Driver, player: int) -> list[int]:
    return [o for o in d.state.battlefield
            if d.state.objects[o].is_token and d.chars(o).controller == player]


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker", "Shock")
    return s


@pytest.mark.ruling("MIC-OR-0173")
def test_exile_creature_card_and_make_a_zombie_that_gets_the_bonus() -> None:
    """Official ruling: "Cemetery Reaper grants +1/+1 to all other Zombie creatures you
    control, not just the ones its ability puts onto the battlefield."."""
    s = _scenario()
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    reaper = d.find("Cemetery Reaper")
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (2, 2)
    assert d.chars(d.find("Gluttonous Zombie")).power == 4
    assert d.chars(d.find("Severed Legion")).power == 2
    d.activate(0, reaper, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.objects[reaper].tapped
    (token,) = _tokens(d, 0)
    c = d.chars(token)
    assert "Zombie" in c.subtypes and c.colors == {"B"} and not c.has("Decayed")
    assert (c.power, c.toughness) == (3, 3)


def test_only_creature_cards_can_be_targeted() -> None:
    s = _scenario()
    d = Driver(s.build())
    shock = d.find("Shock", zone="graveyard")
    d.activate(0, "Cemetery Reaper", pay=False)
    offered = {a.value for a in d.expect("target").actions}
    assert d.find("Glory Seeker") in offered
    assert shock not in offered


@pytest.mark.ruling("MIC-OR-0174")
def test_card_gone_before_resolution_no_token() -> None:
    """Official ruling: "The creature card in a graveyard is exiled as part of the activated
    ability's effect, not as a cost. If that card has left the graveyard by the time the
    ability would resolve, the ability doesn't resolve and you don't get a Zombie token."."""
    s = _scenario()
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Cemetery Reaper", targets=[seeker])
    assert d.zone_of("Glory Seeker") == "graveyard"  # not a cost
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve_all()
    assert _tokens(d, 0) == []
