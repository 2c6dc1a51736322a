"""Elvish Pioneer — {G} Creature — Elf Druid 1/1.

Oracle: "When Elvish Pioneer enters the battlefield, you may put a basic land card from your
hand onto the battlefield tapped."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Pioneer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Elvish Pioneer", "Island", "Contested Cliffs")
    d = Driver(s.build())
    d.cast(0, "Elvish Pioneer")
    d.resolve()
    d.resolve()
    return d


def offered(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_puts_a_basic_land_onto_the_battlefield_tapped() -> None:
    d = setup()
    island = d.find("Island", zone="hand")
    assert offered(d) == {island, None}  # not the nonbasic Contested Cliffs
    d.choose(island)
    land = d.find("Island", zone="battlefield")
    assert d.state.objects[land].tapped
    assert d.ids("Contested Cliffs", zone="hand")


def test_may_decline() -> None:
    d = setup()
    d.choose(None)
    assert d.ids("Island", zone="hand")
    assert not d.ids("Island", zone="battlefield")


def test_putting_the_land_is_not_playing_a_land() -> None:
    """CR 305.4: a land put onto the battlefield by an effect isn't a land played, so after
    Elvish Pioneer puts the Island, its controller may still play Contested Cliffs this turn."""
    d = setup()
    d.choose(d.find("Island", zone="hand"))
    d.play_land(0, "Contested Cliffs")
    assert d.zone_of("Contested Cliffs") == "battlefield"


def test_after_the_land_play_it_still_puts_a_land() -> None:
    """CR 305.2, 305.4: the turn's land play already made doesn't stop the ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Elvish Pioneer", "Island", "Plains")
    d = Driver(s.build())
    d.play_land(0, "Plains")
    d.cast(0, "Elvish Pioneer")
    d.resolve()
    d.resolve()
    d.choose(d.find("Island", zone="hand"))
    assert d.zone_of("Island") == "battlefield"
    assert d.state.objects[d.find("Island", zone="battlefield")].tapped


def test_a_nonbasic_land_is_refused_naming_it() -> None:
    """Only a basic land card (CR 205.4c): choosing Contested Cliffs is refused, naming it, and
    it stays in the hand while the choice waits."""
    d = setup()
    cliffs = d.find("Contested Cliffs", zone="hand")
    with pytest.raises(IllegalActionError, match="Contested Cliffs"):
        d.choose(cliffs)
    assert d.zone_of("Contested Cliffs") == "hand"
    assert d.decision.kind != "priority"
    d.choose(None)
    assert d.zone_of("Island") == "hand"


def test_the_land_is_put_though_the_pioneer_died_in_response() -> None:
    """CR 113.7a: the enters trigger resolves though the Pioneer was Shocked in response."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Elvish Pioneer", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Elvish Pioneer")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Elvish Pioneer")])
    d.resolve()
    assert d.zone_of("Elvish Pioneer") == "graveyard"
    d.resolve()
    d.choose(d.find("Island", zone="hand"))
    assert d.zone_of("Island") == "battlefield"


def test_with_no_basic_land_in_hand_nothing_happens() -> None:
    """With only a nonbasic land in hand, no card can be put: nothing moves and the game goes
    on (if asked at all, only "none" is offered)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Elvish Pioneer", "Contested Cliffs")
    d = Driver(s.build())
    d.cast(0, "Elvish Pioneer")
    d.resolve()
    d.resolve()
    if d.decision.kind != "priority":
        assert offered(d) == {None}
        d.choose(None)
    assert d.zone_of("Contested Cliffs") == "hand"
    assert not d.state.stack and d.decision.kind == "priority"
