"""Grizzly Ghoul — {2}{B}{G} Creature — Zombie Bear 4/3.

Oracle: "Trample / Grizzly Ghoul enters the battlefield with a +1/+1 counter on it for each
creature that died this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grizzly Ghoul")


def test_counters_for_creatures_that_died_this_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Swamp", "Forest",
                  "Glory Seeker")
    s.hand(0, "Grizzly Ghoul", "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for seeker in d.ids("Glory Seeker"):
        d.cast(0, "Shock", targets=[seeker])
        d.resolve()
    d.cast(0, "Grizzly Ghoul")
    d.resolve()
    ghoul = d.find("Grizzly Ghoul", zone="battlefield")
    assert d.state.objects[ghoul].counters == {"+1/+1": 2}
    assert d.chars(ghoul).power == 6 and "Trample" in d.chars(ghoul).keywords


def test_no_deaths_no_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest")
    s.hand(0, "Grizzly Ghoul")
    d = Driver(s.build())
    d.cast(0, "Grizzly Ghoul")
    d.resolve()
    assert d.state.objects[d.find("Grizzly Ghoul", zone="battlefield")].counters == {}


def test_creatures_that_died_in_an_earlier_turn_are_not_counted() -> None:
    """"This turn" (CR 500.1): the count looks back only to the start of the current turn, so
    a Glory Seeker Shocked in player 0's turn isn't counted when player 1 casts Grizzly Ghoul
    in the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.battlefield(1, "Swamp", "Forest", "Swamp", "Forest", "Mountain", "Glory Seeker")
    s.hand(1, "Grizzly Ghoul")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    d.pass_until("PRECOMBAT_MAIN", turn=d.state.turn + 1)
    assert d.state.active == 1
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    d.cast(1, "Grizzly Ghoul")
    d.resolve()
    ghoul = d.find("Grizzly Ghoul", zone="battlefield")
    assert d.state.objects[ghoul].counters == {}


def test_a_creature_that_died_earlier_in_the_turn_counts_whatever_happened_since() -> None:
    """"This turn" (CR 500.1, 700.4) is the whole current turn: a Glory Seeker Shocked in turn
    2, then 2 damage dealt to a player, still counts when Grizzly Ghoul enters afterwards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Swamp", "Forest")
    s.hand(0, "Grizzly Ghoul", "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=2)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.cast(0, "Grizzly Ghoul")
    d.resolve()
    ghoul = d.find("Grizzly Ghoul", zone="battlefield")
    assert d.state.objects[ghoul].counters == {"+1/+1": 1}


def test_creature_tokens_that_died_count_too() -> None:
    """CR 700.4, 111.7, 608.2i: a creature token put into the graveyard died (before it ceases
    to exist, and counted though it no longer does): a Shocked Spirit token and a Glory Seeker
    give two counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Swamp", "Forest")
    s.hand(0, "Grizzly Ghoul", "Shock", "Shock")
    s.token(1, "Spirit")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Spirit Token")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Grizzly Ghoul")
    d.resolve()
    ghoul = d.find("Grizzly Ghoul", zone="battlefield")
    assert d.state.objects[ghoul].counters == {"+1/+1": 2}


def test_trample_assigns_excess_damage_to_the_player() -> None:
    """CR 702.19b: the 4/3 trampling Ghoul blocked by Glory Seeker (2/2) assigns lethal
    damage, 2, to it and 2 to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grizzly Ghoul")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    ghoul = d.find("Grizzly Ghoul")
    d.to_combat()
    d.attack([ghoul])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): ghoul})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_clone_copying_it_counts_the_creatures_that_died() -> None:
    """CR 707.2, 614.1c: Clone entering as a copy of the Ghoul enters with a counter for
    the creature that died this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grizzly Ghoul", *["Island"] * 4, "Mountain")
    s.hand(0, "Clone", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Grizzly Ghoul"))
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).name == "Grizzly Ghoul"
    assert d.state.objects[clone].counters == {"+1/+1": 1}
