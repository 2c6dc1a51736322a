"""Blighted Woodland — Land.

Oracle: "{T}: Add {C}. / {3}{G}, {T}, Sacrifice Blighted Woodland: Search your library for up
to two basic land cards, put them onto the battlefield tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blighted Woodland")


def _setup(*extra: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Forest", "Plains", "Plains", *extra)
    s.library(0, "Swamp", "Glory Seeker", "Haunted Ridge", "Island", "Mountain")
    return Driver(s.build())


def test_taps_for_colourless() -> None:
    d = _setup()
    woodland = d.find("Blighted Woodland")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == woodland}
    assert options == {"C"}


def test_fetches_two_basic_lands_tapped() -> None:
    d = _setup("Plains")
    d.activate(0, "Blighted Woodland")
    assert d.zone_of("Blighted Woodland") == "graveyard"
    d.resolve()
    d.expect("search")
    legal = set(d.game.legal_actions())
    assert Choose(d.find("Glory Seeker")) not in legal
    assert Choose(d.find("Haunted Ridge")) not in legal  # not a basic land
    d.choose(d.find("Swamp"))
    d.choose(d.find("Island"))
    for name in ("Swamp", "Island"):
        land = d.find(name)
        assert d.zone_of(name) == "battlefield" and d.state.objects[land].tapped
    assert d.zone_of("Mountain") == "library"
    assert len(d.state.players[0].library) == 3


def test_up_to_two_one_is_enough() -> None:
    d = _setup("Plains")
    d.activate(0, "Blighted Woodland")
    d.resolve()
    d.choose(d.find("Mountain"))
    d.choose(None)
    assert d.zone_of("Mountain") == "battlefield"
    assert d.zone_of("Swamp") == d.zone_of("Island") == "library"


def test_needs_green_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_finding_none_still_shuffles_and_the_library_stays_hidden() -> None:
    """"Up to two" includes zero (CR 107.1c); the library is still shuffled (CR 701.24a: the
    card's "then shuffle" doesn't depend on it), and while searching, the opponent's view
    shows none of the library's cards (CR 401.2)."""
    import json
    d = _setup("Plains")
    d.activate(0, "Blighted Woodland")
    d.resolve()
    d.expect("search")
    seen = json.dumps(d.game.view(1))
    assert "Glory Seeker" not in seen and "Haunted Ridge" not in seen
    d.choose(None)
    assert d.decision.kind == "priority"
    assert [e.player for e in d.game.log if e.kind == "shuffle"] == [0]
    assert len(d.state.players[0].library) == 5


def test_needs_the_woodland_untapped_for_its_tap_cost() -> None:
    """CR 602.2b, 118.3: {T} is part of the cost; tapped for {C} first, the Woodland can't also
    pay the search ability's {T}, though its {3}{G} could still be paid."""
    d = _setup("Plains")
    woodland = d.find("Blighted Woodland")
    d.mana(0, woodland)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == woodland]
