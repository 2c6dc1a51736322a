"""Which mana abilities are ready as the game goes on (CR 605.3a, 302.6, 903.4, 106.7): what
a player's permanents could add is looked at again whenever what it depends on changes — a
land animated after it entered this turn is summoning sick, "one mana of any color in your
commander's color identity" is offered only when its cost is {T} alone and its condition
holds, and an amount of mana or the colours an opponent's land could produce follow the
cards in the graveyards although no permanent changed.

The cards are made up, beside Kamahl, Fist of Krosa, Exotic Orchard, Shock and basic lands.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.custom import define_card
from manastack.dsl.prelude import Filter, mana_ability
from manastack.dsl.refs import CountOf
from manastack.rules.mana import ready_mana_abilities
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.cards.mic.commander_mana_checks import JADAR, KATILDA, mana_options

IDENTITY = "commander_identity"
_IN_GRAVEYARDS = CountOf(Filter(zone=Zone.GRAVEYARD))


def _never(g: Any, source: int) -> bool:
    return False


PALACE_OF_COST = define_card(
    "Palace of Cost", None, "Land",
    "{1}, {T}: Add one mana of any color in your commander's color identity.",
    abilities=[mana_ability("{1}, {T}", "any", of=IDENTITY)]).name
"""Its cost has {1} besides {T}: with no other mana it can't be activated."""
SHUTTERED_TOWER = define_card(
    "Shuttered Tower", None, "Land",
    "{T}: Add one mana of any color in your commander's color identity. Activate only if "
    "the moon is green.",
    abilities=[mana_ability("{T}", "any", of=IDENTITY, condition=_never)]).name
"""Its condition never holds: it is never offered."""
GRAVE_TOWER = define_card(
    "Grave Tower", None, "Land",
    "{T}: Add X mana of any one color in your commander's color identity, where X is the "
    "number of cards in all graveyards.",
    abilities=[mana_ability("{T}", "any", of=IDENTITY, amount=_IN_GRAVEYARDS)]).name
GRAVE_SPRING = define_card(
    "Grave Spring", None, "Land",
    "{T}: Add X mana of any one color, where X is the number of cards in all graveyards.",
    abilities=[mana_ability("{T}", "U", amount=_IN_GRAVEYARDS)]).name
"""It could produce {U} only while there is a card in a graveyard (CR 106.7)."""


def _commander_game(*cards: str) -> Driver:
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, JADAR)
    s.battlefield(0, *cards)
    s.library(0, "Forest", "Forest")
    return Driver(s.build())


def test_a_land_animated_after_it_entered_this_turn_is_summoning_sick() -> None:
    """CR 302.6: the Forest played this turn taps for {G} as a land; once Kamahl makes it a
    1/1 creature it is a creature that came under its controller's control this turn, and its
    {T} ability can't be activated: it is no longer among the ready mana abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest")
    s.hand(0, "Forest")
    d = Driver(s.build())
    d.play_land(0, "Forest")
    new = d.ids("Forest")[-1]
    assert mana_options(d, "Forest") == {"G"}
    assert new in {oid for oid, _, _ in ready_mana_abilities(d.state, 0)}
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[new])
    d.resolve()
    assert d.chars(new).is_creature
    assert new not in {oid for oid, _, _ in ready_mana_abilities(d.state, 0)}


def test_a_commander_identity_ability_costing_mana_too_needs_that_mana() -> None:
    """CR 605.3a, 118.3: "{1}, {T}: Add one mana of any color in your commander's color
    identity" with no other mana: not offered, nor ready; once a Plains is there to pay the {1}, it
    is."""
    d = _commander_game(PALACE_OF_COST)
    assert mana_options(d, PALACE_OF_COST) == set()
    assert ready_mana_abilities(d.state, 0) == []
    d = _commander_game(PALACE_OF_COST, "Plains")
    assert mana_options(d, PALACE_OF_COST) == {"G", "W"}


def test_a_commander_identity_ability_whose_condition_fails_is_not_offered() -> None:
    """CR 602.5b: "Activate only if ..." not met: not offered; Command Tower beside it is."""
    d = _commander_game(SHUTTERED_TOWER, "Command Tower")
    assert mana_options(d, SHUTTERED_TOWER) == set()
    assert mana_options(d, "Command Tower") == {"G", "W"}


def _shock_into_the_graveyard(d: Driver) -> None:
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"


def test_an_amount_of_commander_identity_mana_follows_the_graveyards() -> None:
    """CR 107.1b, 106.1: X mana of one color of Katilda's identity, X the cards in all
    graveyards: none at first; one once Shock has resolved, though no permanent changed."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.commander(1, JADAR)
    s.battlefield(0, GRAVE_TOWER, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Forest")
    d = Driver(s.build())
    assert mana_options(d, GRAVE_TOWER) == set()
    _shock_into_the_graveyard(d)
    assert mana_options(d, GRAVE_TOWER) == {"G", "W"}


def test_exotic_orchards_colors_follow_an_opponents_land_without_a_permanent_changing() -> None:
    """CR 106.7: the opponent's land adds X {U}, X the cards in all graveyards: it could
    produce nothing at first, and {U} once Shock has resolved."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Exotic Orchard", "Mountain")
    s.battlefield(1, GRAVE_SPRING)
    s.hand(0, "Shock")
    d = Driver(s.build())
    assert mana_options(d, "Exotic Orchard") == set()
    _shock_into_the_graveyard(d)
    assert mana_options(d, "Exotic Orchard") == {"U"}
