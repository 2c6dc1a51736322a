"""Krosan Verge — Land.

Oracle: "Krosan Verge enters the battlefield tapped. / {T}: Add {C}. / {2}, {T}, Sacrifice
Krosan Verge: Search your library for a Forest card and a Plains card, put them onto the
battlefield tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import search_land_checks as checks

CARD = "Krosan Verge"
pytestmark = pytest.mark.card("Krosan Verge")


def test_enters_tapped() -> None:
    checks.check_enters_tapped(CARD)


def test_taps_for_colourless() -> None:
    checks.check_taps_for_colourless(CARD)


def test_finds_a_forest_and_a_plains_tapped() -> None:
    d = checks.activated(CARD, "Forest", "Forest", "Plains", "Island", "Glory Seeker")
    d.expect("search")
    forests = d.ids("Forest", "library")
    plains = d.find("Plains", "library")
    assert checks.offered(d) == set(forests) | {plains}
    d.choose(forests[0])
    assert checks.offered(d) == {plains}  # not a second Forest
    d.choose(plains)
    for name in ("Forest", "Plains"):
        [land] = d.ids(name, zone="battlefield")
        assert d.state.objects[land].tapped
    assert d.zone_of("Island") == "library"
    assert len(d.state.players[0].library) == 3
    assert d.decision.kind == "priority"


def test_a_forest_plains_card_stands_for_either() -> None:
    d = checks.activated(CARD, "Canopy Vista", "Forest", "Plains")
    vista = d.find("Canopy Vista", "library")
    d.choose(vista)
    assert checks.offered(d) == {d.find("Forest", "library"), d.find("Plains", "library")}
    d.choose(d.find("Forest", "library"))
    assert d.zone_of("Canopy Vista") == d.zone_of("Forest") == "battlefield"
    assert d.zone_of("Plains") == "library"


def test_may_find_only_a_forest() -> None:
    d = checks.activated(CARD, "Forest", "Island")
    d.choose(d.find("Forest", "library"))
    # no Plains: asked all the same, so the others learn nothing of the library (CR 401.2)
    assert d.decision.kind == "search" and checks.offered(d) == set()
    d.choose(None)
    assert d.zone_of("Forest") == "battlefield"
    assert d.decision.kind == "priority" and not d.state.stack


def test_after_a_plains_only_a_forest_is_offered() -> None:
    """CR 701.23: "a Forest card and a Plains card": once a Plains is found, a second Plains
    can't stand for the Forest."""
    d = checks.activated(CARD, "Plains", "Plains", "Forest")
    plains = d.ids("Plains", "library")
    d.choose(plains[0])
    assert checks.offered(d) == {d.find("Forest", "library")}


def test_its_own_mana_can_t_pay_the_two() -> None:
    """{T} is part of the cost (CR 602.2b): the Verge can't also tap for mana toward the {2},
    so with one other land the ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    verge = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == verge]


def test_may_find_nothing_at_all() -> None:
    """Searching a hidden zone for cards of a stated quality, the player may find none of them
    (CR 701.23b): nothing is put onto the battlefield, and the Verge is still gone."""
    d = checks.activated(CARD, "Forest", "Plains")
    d.expect("search")
    d.choose(None)
    if d.decision.kind == "search":
        d.choose(None)
    assert d.zone_of("Forest") == d.zone_of("Plains") == "library"
    assert d.zone_of(CARD) == "graveyard"
    assert d.decision.kind == "priority" and not d.state.stack


def test_one_forest_plains_card_can_t_be_both() -> None:
    """"A Forest card and a Plains card" are two cards (CR 701.23a): Canopy Vista alone is
    found as one of them, and nothing is left for the other."""
    d = checks.activated(CARD, "Canopy Vista")
    vista = d.find("Canopy Vista", "library")
    assert checks.offered(d) == {vista}
    d.choose(vista)
    assert checks.offered(d) == set()
    d.choose(None)
    assert d.zone_of("Canopy Vista") == "battlefield"


def test_a_card_of_another_type_is_refused() -> None:
    """Only a Forest card or a Plains card may be found (CR 701.23a): choosing an Island is
    refused and the game is unchanged."""
    d = checks.activated(CARD, "Island", "Forest", "Plains")
    d.expect("search")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Island", "library"))
    assert d.game.fingerprint() == before


def test_the_library_is_shuffled_after_the_search() -> None:
    """"Then shuffle" (CR 701.24a): the library is shuffled once the lands are found, even
    when nothing is found."""
    for picks in (["Forest", "Plains"], []):
        d = checks.activated(CARD, "Forest", "Plains", "Island", "Swamp")
        since = len(d.state.log)
        for name in picks:
            d.choose(d.find(name, "library"))
        while d.decision.kind == "search":
            d.choose(None)
        assert [e.player for e in d.state.log[since:] if e.kind == "shuffle"] == [0]


def test_countered_by_stifle_the_verge_is_still_sacrificed_and_nothing_is_found() -> None:
    """CR 602.2b, 601.2h: the sacrifice is part of the cost, paid on activation; Stifle
    counters the ability (CR 701.6a) and the Verge stays in the graveyard, no land found."""
    from tests.reference_cards import STIFLE
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.library(0, "Forest", "Plains")
    s.battlefield(1, "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    d.activate(0, CARD)
    assert d.zone_of(CARD) == "graveyard"
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[d.state.stack[-1]])
    d.resolve_all()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Forest") == d.zone_of("Plains") == "library"
    assert d.zone_of(CARD) == "graveyard"


def test_the_lands_put_onto_the_battlefield_are_not_a_land_play() -> None:
    """CR 305.4: putting lands onto the battlefield with an effect isn't playing them; after
    the Verge's search its controller may still play a land from hand this turn."""
    from manastack.decisions.actions import PlayLand
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.library(0, "Forest", "Plains")
    s.hand(0, "Island")
    d = Driver(s.build())
    d.activate(0, CARD)
    d.resolve()
    d.choose(d.find("Forest", "library"))
    d.choose(d.find("Plains", "library"))
    assert d.zone_of("Forest") == d.zone_of("Plains") == "battlefield"
    assert PlayLand(d.find("Island", "hand")) in d.game.legal_actions()
    d.play_land(0, "Island")
    assert d.zone_of("Island") == "battlefield"


def test_the_opponent_doesnt_see_the_library_while_searching() -> None:
    """CR 401.2, 701.23a: the searching player looks at the whole library, Arcane Signet
    too; it stays hidden from the opponent, whose view doesn't name it."""
    import json
    d = checks.activated(CARD, "Forest", "Plains", "Arcane Signet")
    d.expect("search")
    assert "Arcane Signet" not in json.dumps(d.game.view(1))
    assert "Arcane Signet" in json.dumps(d.game.view(0))
