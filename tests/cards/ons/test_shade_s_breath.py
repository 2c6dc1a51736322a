"""Shade's Breath — {1}{B} Instant.

Oracle: "Until end of turn, each creature you control becomes a black Shade and gains
"{B}: This creature gets +1/+1 until end of turn.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Shade's Breath")


def test_only_your_creatures_become_black_shades() -> None:
    """CR 105.3, 202.2f, 205.1a: "becomes a black Shade" replaces the Glory Seeker's white and its creature
    types: it is black only, a Shade only; player 1's Glory Seeker is unaffected."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    mine = d.find("Glory Seeker", player=0)
    theirs = d.find("Glory Seeker", player=1)
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(mine)
    assert c.subtypes == frozenset({"Shade"}) and c.colors == frozenset({"B"})
    assert "Shade" not in d.chars(theirs).subtypes
    d.activate(0, mine)
    d.resolve()
    assert d.chars(mine).power == 3


def test_a_face_down_creature_turned_face_up_stays_a_black_shade() -> None:
    """Shade's Breath applied to a face-down creature still applies once it is turned face up
    (CR 708.8): Exalted Angel is a black Shade with its printed power and toughness."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Shade's Breath")
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(0, "Shade's Breath")
    d.resolve()
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert c.colors == frozenset({"B"}) and c.subtypes == frozenset({"Shade"})
    assert (c.power, c.toughness) == (4, 5) and c.has("Flying")


def test_the_affected_creatures_are_locked_in_and_it_all_ends_at_cleanup() -> None:
    """CR 611.2c: a creature that enters after Shade's Breath resolved isn't a Shade and has
    no pump ability. The pump stacks per activation (CR 613.4c); the Shade, its ability and
    its pumps all end in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Swamp"] * 6, "Plains", "Plains")
    s.hand(0, "Shade's Breath", "Disciple of Grace")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shade's Breath")
    d.resolve()
    d.cast(0, "Disciple of Grace")
    d.resolve()
    late = d.find("Disciple of Grace", zone="battlefield")
    assert "Shade" not in d.chars(late).subtypes and d.chars(late).colors == frozenset({"W"})
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == late]
    d.activate(0, seeker)
    d.resolve()
    d.activate(0, seeker)
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2)
    assert c.subtypes == frozenset({"Human", "Soldier"}) and c.colors == frozenset({"W"})


def test_a_changeling_becomes_only_a_shade() -> None:
    """CR 613.3, 205.1b: changeling's characteristic-defining ability applies first in the
    type-changing layer, then "becomes a black Shade" replaces every creature type: Avian
    Changeling shares no type with a Soldier any more, and keeps its flying."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Avian Changeling", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    changeling = d.find("Avian Changeling")
    assert "Soldier" in d.chars(changeling).subtypes
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(changeling)
    assert c.subtypes == frozenset({"Shade"}) and c.colors == frozenset({"B"})
    assert c.has("Flying")


def test_an_artifact_creature_stays_an_artifact() -> None:
    """CR 205.1b: becoming a Shade changes creature types only: Crossroads Candleguide is
    still an artifact creature, now a black Shade."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crossroads Candleguide", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    guide = d.find("Crossroads Candleguide")
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(guide)
    assert {"Artifact", "Creature"} <= set(c.types)
    assert c.subtypes == frozenset({"Shade"}) and c.colors == frozenset({"B"})


def test_a_face_down_creature_becomes_a_black_shade_that_can_pump() -> None:
    """CR 708.2, 613.2b, 613.1d-f: the face-down 2/2's characteristics are set first; Shade's
    Breath then makes it a black Shade with the pump ability: {B} makes it 3/3. Its identity
    stays hidden from the opponent (CR 708.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(angel)
    assert c.subtypes == frozenset({"Shade"}) and c.colors == frozenset({"B"})
    assert not c.name
    d.activate(0, angel)
    d.resolve()
    assert (d.chars(angel).power, d.chars(angel).toughness) == (3, 3)
    assert "Exalted Angel" not in json.dumps(d.game.view(1))
