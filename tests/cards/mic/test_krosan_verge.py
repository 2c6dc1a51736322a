"""Krosan Verge — Land.

Oracle: "Krosan Verge enters the battlefield tapped. / {T}: Add {C}. / {2}, {T}, Sacrifice
Krosan Verge: Search your library for a Forest card and a Plains card, put them onto the
battlefield tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Krosan Verge")


def _activated(*library: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Verge", "Swamp", "Swamp")
    s.library(0, *library)
    d = Driver(s.build())
    d.activate(0, "Krosan Verge")
    assert d.zone_of("Krosan Verge") == "graveyard"
    d.resolve()
    return d


def _offered(d: Driver) -> set[int]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose) and a.value}


def test_enters_tapped() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Krosan Verge")
    d = Driver(s.build())
    d.play_land(0, "Krosan Verge")
    assert d.state.objects[d.find("Krosan Verge", zone="battlefield")].tapped


def test_taps_for_colourless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Verge")
    d = Driver(s.build())
    verge = d.find("Krosan Verge")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == verge}
    assert options == {"C"}


def test_finds_a_forest_and_a_plains_tapped() -> None:
    d = _activated("Forest", "Forest", "Plains", "Island", "Glory Seeker")
    d.expect("search")
    forests = d.ids("Forest", "library")
    plains = d.find("Plains", "library")
    assert _offered(d) == set(forests) | {plains}
    d.choose(forests[0])
    assert _offered(d) == {plains}  # not a second Forest
    d.choose(plains)
    for name in ("Forest", "Plains"):
        [land] = d.ids(name, zone="battlefield")
        assert d.state.objects[land].tapped
    assert d.zone_of("Island") == "library"
    assert len(d.state.players[0].library) == 3
    assert d.decision.kind == "priority"


def test_a_forest_plains_card_stands_for_either() -> None:
    d = _activated("Canopy Vista", "Forest", "Plains")
    vista = d.find("Canopy Vista", "library")
    d.choose(vista)
    assert _offered(d) == {d.find("Forest", "library"), d.find("Plains", "library")}
    d.choose(d.find("Forest", "library"))
    assert d.zone_of("Canopy Vista") == d.zone_of("Forest") == "battlefield"
    assert d.zone_of("Plains") == "library"


def test_may_find_only_a_forest() -> None:
    d = _activated("Forest", "Island")
    d.choose(d.find("Forest", "library"))
    assert d.zone_of("Forest") == "battlefield"
    assert d.decision.kind == "priority" and not d.state.stack


def test_after_a_plains_only_a_forest_is_offered() -> None:
    """CR 701.23: "a Forest card and a Plains card": once a Plains is found, a second Plains
    can't stand for the Forest."""
    d = _activated("Plains", "Plains", "Forest")
    plains = d.ids("Plains", "library")
    d.choose(plains[0])
    assert _offered(d) == {d.find("Forest", "library")}
