"""The battlefield (CR 403): a spell or ability affects and checks only the battlefield unless
it mentions another zone (403.2)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_creatures_of_the_chosen_type_are_only_those_on_the_battlefield() -> None:
    """CR 403.2, 403.3, 109.2: Shared Triumph (Soldier chosen) gives "creatures of the chosen
    type" +1/+1: player 0's Glory Seeker on the battlefield is a 3/3, but the Glory Seeker
    cards in player 0's hand and graveyard are not creatures it affects: each stays 2/2.
    Vanquish the Horde ("destroy all creatures") then destroys the one on the battlefield
    and leaves the card in hand where it is."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker", *["Swamp"] * 6)
    s.hand(0, "Shared Triumph", "Glory Seeker", "Vanquish the Horde")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Shared Triumph")
    d.resolve()
    d.choose("Soldier")
    on_battlefield = d.find("Glory Seeker", zone="battlefield")
    in_hand = d.find("Glory Seeker", zone="hand")
    in_graveyard = d.find("Glory Seeker", zone="graveyard")
    assert (d.chars(on_battlefield).power, d.chars(on_battlefield).toughness) == (3, 3)
    for card in (in_hand, in_graveyard):
        assert (d.chars(card).power, d.chars(card).toughness) == (2, 2)
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert d.ids("Glory Seeker", zone="hand") == [in_hand]
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 2
