"""Faithful Mending — {W}{U} Instant.

Oracle: "You gain 2 life, draw two cards, then discard two cards. / Flashback {1}{W}{U}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Faithful Mending")


def test_gain_draw_two_discard_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Plains")
    s.graveyard(0, "Faithful Mending")
    s.library(0, "Shock", "Glory Seeker")
    s.hand(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending", method="flashback")
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Forest", zone="hand"))
    d.choose(d.find("Glory Seeker", zone="hand"))
    assert d.life(0) == 22
    assert [d.state.objects[c].zone.value for c in d.ids("Shock")] == ["hand"]
    assert d.ids("Forest", zone="graveyard") and d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Faithful Mending", zone="exile")


def test_with_only_the_two_drawn_cards_both_are_discarded() -> None:
    """CR 701.9a: an empty hand draws two and must discard two: both drawn cards go, with no
    card left to choose instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending")
    s.library(0, "Shock", "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    while d.decision.kind == "discard":
        d.choose(d.decision.actions[0].value)
    assert not d.state.players[0].hand
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Forest") == "library" and d.life(0) == 22
