"""Crawl from the Cellar — {B} Sorcery.

Oracle: "Return target creature card from your graveyard to your hand. Put a +1/+1 counter on
up to one target Zombie you control. / Flashback {3}{B}"
Rulings covered: MID-RN-037, MID-RN-038, MID-RN-040, MID-RN-041 (flashback).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crawl from the Cellar")


def setup(where: str = "hand", swamps: int = 4) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * swamps, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker")
    if where == "hand":
        s.hand(0, "Crawl from the Cellar")
    else:
        s.graveyard(0, "Crawl from the Cellar")
    s.hand(1, "Devious Cover-Up")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    return Driver(s.build())


def test_returns_a_creature_card_and_pumps_a_zombie() -> None:
    d = setup()
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Crawl from the Cellar", targets=[d.find("Glory Seeker"), zombie])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    assert d.state.objects[zombie].counters == {"+1/+1": 1}
    assert d.ids("Crawl from the Cellar", zone="graveyard")  # cast normally: graveyard


@pytest.mark.ruling(
    "MID-RN-037", "MID-RN-040", "MID-RN-041", "MID-OR-0277", "MID-OR-0280", "MID-OR-0281",
)
def test_flashback_from_the_graveyard_then_exiled() -> None:
    """The card was put into the graveyard without being cast (MID-RN-041)."""
    d = setup(where="graveyard")
    d.cast(0, "Crawl from the Cellar", method="flashback",
           targets=[d.find("Glory Seeker")])
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))  # paid {3}{B}
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Crawl from the Cellar", zone="exile")
    assert not d.ids("Crawl from the Cellar", zone="graveyard")


@pytest.mark.ruling("MID-RN-040", "MID-OR-0280")
def test_flashback_spell_countered_is_exiled() -> None:
    """Discombobulate counters it (a counterspell that would put it into the graveyard): the
    flashback replacement exiles it instead."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker", "Crawl from the Cellar")
    s.hand(1, "Discombobulate")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    sid = d.cast(0, "Crawl from the Cellar", method="flashback",
                 targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    d.take_first("order_cards")
    assert not d.state.stack
    assert d.ids("Crawl from the Cellar", zone="exile")
    assert not d.ids("Crawl from the Cellar", zone="graveyard")


@pytest.mark.ruling("MID-RN-038", "MID-OR-0278")
def test_flashback_follows_sorcery_timing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Crawl from the Cellar")
    s.at("end", active=1)
    d = Driver(s.build())
    d.pass_priority()
    crawl = d.find("Crawl from the Cellar", zone="graveyard")
    assert CastSpell(crawl, "flashback") not in d.game.legal_actions()


def test_flashback_needs_its_cost() -> None:
    d = setup(where="graveyard", swamps=3)
    crawl = d.find("Crawl from the Cellar", zone="graveyard")
    assert CastSpell(crawl, "flashback") not in d.game.legal_actions()
