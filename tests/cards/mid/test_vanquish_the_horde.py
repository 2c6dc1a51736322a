"""Vanquish the Horde — {6}{W}{W} Sorcery.

Oracle: "This spell costs {1} less to cast for each creature on the battlefield. / Destroy all
creatures."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vanquish the Horde")


def test_every_creature_makes_it_cheaper_and_all_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Krosan Tusker", "Festering Goblin", "Daru Cavalier")
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    # {6}{W}{W} less {5}: three Plains pay {1}{W}{W}.
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    for name in ("Glory Seeker", "Elvish Warrior", "Krosan Tusker", "Daru Cavalier"):
        assert d.ids(name, zone="graveyard")


def test_too_few_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    assert CastSpell(d.find("Vanquish the Horde"), "normal") not in d.game.legal_actions()


def test_with_no_creature_on_the_battlefield_it_costs_all_eight() -> None:
    """CR 601.2f: no creature on the battlefield takes nothing off {6}{W}{W}: seven Plains
    can't cast it, eight can (and all eight are tapped)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    assert CastSpell(d.find("Vanquish the Horde"), "normal") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 8)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    d.cast(0, "Vanquish the Horde")
    assert all(d.state.objects[x].tapped for x in d.ids("Plains"))


def test_phased_out_creatures_dont_make_it_cheaper() -> None:
    """CR 702.26b: phased-out creatures are treated as though they don't exist: with two
    creatures phased in and two phased out it costs {4}{W}{W}, too much for five Plains (four
    creatures would make it {2}{W}{W})."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, "Glory Seeker")
    s.battlefield(1, "Festering Goblin")
    s.battlefield(1, "Elvish Warrior", "Krosan Tusker", phased_out=True)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_a_phased_out_creature_isnt_destroyed_and_phases_in_later() -> None:
    """CR 702.26b: "destroy all creatures" doesn't see a phased-out creature. Glory Seeker and
    Elvish Warrior are destroyed ({4}{W}{W}, six Plains); player 1's phased-out Barkhide
    Mauler stays on the battlefield and phases in during player 1's untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(1, "Barkhide Mauler", phased_out=True)
    s.hand(0, "Vanquish the Horde")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    mauler = d.find("Barkhide Mauler")
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert mauler in d.state.battlefield and d.state.objects[mauler].phased_out
    d.pass_until("upkeep", turn=4)
    assert mauler in d.state.battlefield and not d.state.objects[mauler].phased_out


def test_a_reduction_beyond_six_still_leaves_the_white_mana() -> None:
    """CR 601.2f: the reduction takes off only generic mana; with nine creatures it costs
    {W}{W}, not less: one Plains can't cast it, two can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", *["Glory Seeker"] * 5)
    s.battlefield(1, *["Elvish Warrior"] * 4)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    assert CastSpell(d.find("Vanquish the Horde"), "normal") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", *["Glory Seeker"] * 5)
    s.battlefield(1, *["Elvish Warrior"] * 4)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    d.cast(0, "Vanquish the Horde")
    assert sum(d.state.objects[x].tapped for x in d.ids("Plains")) == 2
    d.resolve()
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert not d.ids("Elvish Warrior", zone="battlefield")
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 5


def test_the_total_cost_is_locked_before_a_creature_is_sacrificed_for_mana() -> None:
    """CR 601.2f-h: the total cost is determined (five creatures: {1}{W}{W}) before mana
    abilities are activated; Skirk Prospector then sacrifices Goblin Sledder for the {R} that
    pays the {1}, leaving four creatures, yet the locked cost doesn't grow back: two Plains
    pay the rest and every creature left is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Skirk Prospector", "Goblin Sledder", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker", "Daru Cavalier")
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.cast(0, "Vanquish the Horde", pay=False)
    assert d.decision.kind == "pay_mana" and d.decision.info()["remaining"] == "{1}{W}{W}"
    d.mana(0, "Skirk Prospector")
    d.choose(sledder)
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.decision.info()["remaining"] == "{W}{W}"
    d.pay()
    assert d.zone_of("Vanquish the Horde") == "stack"
    d.resolve()
    for name in ("Skirk Prospector", "Glory Seeker", "Krosan Tusker", "Daru Cavalier"):
        assert d.zone_of(name) == "graveyard"
