"""Dawnhart Rejuvenator — {3}{G} Creature — Human Warlock 2/4.

Oracle: "When Dawnhart Rejuvenator enters the battlefield, you gain 3 life.
{T}: Add one mana of any color."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dawnhart Rejuvenator")


def test_enters_and_gains_three_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Dawnhart Rejuvenator")
    d = Driver(s.build())
    d.cast(0, "Dawnhart Rejuvenator")
    d.resolve()
    d.resolve()
    assert d.life(0) == 23


def test_taps_for_any_colour() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Rejuvenator")
    s.hand(0, "Defenestrate")  # {2}{B}
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.mana(0, "Dawnhart Rejuvenator", "B")
    assert d.state.players[0].mana_pool.get("B") == 1
    d.cast(0, "Defenestrate", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def _mana_offered(d: Driver, source: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source}


def test_any_of_the_five_colours_but_not_while_summoning_sick() -> None:
    """CR 106.1a, 605.1a: the five colours are offered; CR 302.6: the turn it enters, its {T}
    mana ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Rejuvenator")
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Dawnhart Rejuvenator")
    d = Driver(s.build())
    old = d.find("Dawnhart Rejuvenator", zone="battlefield")
    assert _mana_offered(d, old) == {"W", "U", "B", "R", "G"}
    d.cast(0, "Dawnhart Rejuvenator")
    d.resolve()
    d.resolve()
    new = next(o for o in d.ids("Dawnhart Rejuvenator", zone="battlefield") if o != old)
    assert not _mana_offered(d, new)


def test_the_life_is_gained_though_it_left_and_in_two_headed_giant_the_team_gains() -> None:
    """CR 113.7a: destroyed in response, its enters trigger still gains 3 life; CR 810.9: in
    Two-Headed Giant the gain goes to the team's shared total (30 to 33)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Dawnhart Rejuvenator")
    s.battlefield(2, "Swamp", "Swamp")
    s.hand(2, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Dawnhart Rejuvenator")
    d.resolve()
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Go for the Throat", targets=[d.find("Dawnhart Rejuvenator")])
    d.resolve()
    assert d.zone_of("Dawnhart Rejuvenator") == "graveyard"
    d.resolve()
    assert [d.life(p) for p in range(4)] == [33, 33, 30, 30]
