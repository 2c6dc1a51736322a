"""Trickery Charm — {U} Instant.

Oracle: "Choose one — / • Target creature gains flying until end of turn. / • Target creature
becomes the creature type of your choice until end of turn. / • Look at the top four cards of
your library, then put them back in any order."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Trickery Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Trickery Charm")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def test_flying_until_end_of_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Flying")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(seeker).has("Flying")


def test_becomes_the_chosen_creature_type() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(seeker).subtypes == {"Goblin"}
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).subtypes == {"Human", "Soldier"}


def test_reorders_the_top_four() -> None:
    d = setup()
    d.cast(0, "Trickery Charm", modes=[2])
    d.resolve()
    d.expect("order_cards")
    for name in ("Mountain", "Island", "Forest"):
        d.choose(d.find(name, zone="library", player=0))
    lib = [d.game.card(c).name for c in d.state.players[0].library]
    assert lib == ["Mountain", "Island", "Forest", "Swamp", "Plains"]
