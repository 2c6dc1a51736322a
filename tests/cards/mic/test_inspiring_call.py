"""Inspiring Call — {2}{G} Instant.

Oracle: "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures
gain indestructible until end of turn."
Rulings covered: MIC-OR-0227, MIC-OR-0228.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import SCAR

pytestmark = pytest.mark.card("Inspiring Call")

CARD = "Inspiring Call"


def _setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Gluttonous Zombie", counters={"+1/+1": 2})
    s.battlefield(0, "Avacyn's Pilgrim", "Forest", "Forest", "Forest", "Swamp", "Swamp",
                  "Swamp", "Swamp")
    s.battlefield(1, "Severed Legion", counters={"+1/+1": 1})
    s.library(0, "Plains", "Island", "Mountain")
    s.hand(0, CARD)
    return Driver(s.build())


def test_draws_for_each_creature_with_a_counter_and_they_gain_indestructible() -> None:
    d = _setup()
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.players[0].hand) == 2
    assert d.chars(d.find("Glory Seeker")).has("Indestructible")
    assert d.chars(d.find("Gluttonous Zombie")).has("Indestructible")
    assert not d.chars(d.find("Avacyn's Pilgrim")).has("Indestructible")
    assert not d.chars(d.find("Severed Legion")).has("Indestructible")  # not yours


def _pay(d: Driver, *lands: str) -> None:
    for name in lands:
        land = next(o for o in d.ids(name, "battlefield", 0) if not d.state.objects[o].tapped)
        d.mana(0, land)


@pytest.mark.ruling("MIC-OR-0227", "MIC-OR-0228")
def test_kept_without_counters_and_not_given_to_later_ones() -> None:
    """Scar's -1/-1 counter annihilates Glory Seeker's +1/+1 counter: it stays indestructible
    (Go for the Throat fails). Ainok Bond-Kin gets its counter afterwards (outlast): it isn't
    indestructible and is destroyed."""
    assert SCAR
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Ainok Bond-Kin", *["Forest"] * 3, *["Swamp"] * 5, "Plains", "Plains")
    s.library(0, "Plains", "Island")
    s.hand(0, CARD, "Scar", "Go for the Throat", "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, CARD, pay=False)
    _pay(d, "Forest", "Forest", "Forest")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Scar", targets=[seeker], pay=False)
    _pay(d, "Swamp")
    d.resolve()
    assert not d.state.objects[seeker].counters
    d.cast(0, "Go for the Throat", targets=[seeker], pay=False)
    _pay(d, "Swamp", "Swamp")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.activate(0, "Ainok Bond-Kin", pay=False)
    _pay(d, "Plains", "Plains")
    d.resolve()
    ainok = d.find("Ainok Bond-Kin")
    assert d.state.objects[ainok].counters == {"+1/+1": 1}
    assert not d.chars(ainok).has("Indestructible")
    d.cast(0, "Go for the Throat", targets=[ainok], pay=False)
    _pay(d, "Swamp", "Swamp")
    d.resolve()
    assert d.zone_of("Ainok Bond-Kin") == "graveyard"


def test_only_plus_one_counters_count_and_none_draws_nothing() -> None:
    """"With a +1/+1 counter on it" (CR 122.1): Glory Seeker with a -1/-1 counter isn't
    counted and doesn't gain indestructible; with no creature of yours having a +1/+1 counter
    the spell draws no card and still resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"-1/-1": 1})
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert d.state.players[0].hand == []
    assert not d.chars(d.find("Glory Seeker")).has("Indestructible")


def test_counts_the_creatures_as_it_resolves() -> None:
    """CR 608.2h: the number of creatures with a +1/+1 counter is determined as the spell
    resolves. Defend the Celestus, cast in response, puts three +1/+1 counters on Avacyn's
    Pilgrim: the spell draws two cards and the Pilgrim is indestructible as well."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Avacyn's Pilgrim", *["Forest"] * 7)
    s.library(0, "Plains", "Island", "Mountain")
    s.hand(0, CARD, "Defend the Celestus")
    d = Driver(s.build())
    d.cast(0, CARD, pay=False)
    _pay(d, "Forest", "Forest", "Forest")
    pilgrim = d.find("Avacyn's Pilgrim")
    d.cast(0, "Defend the Celestus", targets=[pilgrim], pay=False)
    while d.decision.kind == "target":
        d.choose(None)
    _pay(d, "Forest", "Forest", "Forest", "Forest")
    d.resolve()
    assert d.state.objects[pilgrim].counters == {"+1/+1": 3}
    d.resolve()
    assert len(d.state.players[0].hand) == 2
    assert d.chars(pilgrim).has("Indestructible")


def test_indestructible_ends_at_cleanup() -> None:
    """CR 514.2: "until end of turn" ends in the cleanup step; on the next turn Glory Seeker
    is no longer indestructible, though it keeps its counter."""
    d = _setup()
    d.cast(0, CARD)
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Indestructible")
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert not d.chars(seeker).has("Indestructible")


def test_a_phased_out_creature_with_a_counter_does_not_count() -> None:
    """CR 702.26b: Gluttonous Zombie, phased out with its +1/+1 counters, is treated as though
    it doesn't exist: one card is drawn (for Glory Seeker), and the Zombie doesn't gain
    indestructible."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Gluttonous Zombie", counters={"+1/+1": 2}, phased_out=True)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Island", "Mountain")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert not d.chars(d.find("Gluttonous Zombie")).has("Indestructible")


def test_words_of_wilding_replaces_only_one_of_the_draws() -> None:
    """CR 121.2, 614.1a: "draw a card for each" is that many draws one at a time; Words of
    Wilding's shield replaces only the next one: one Bear and one card for two creatures
    with counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Gluttonous Zombie", counters={"+1/+1": 1})
    s.battlefield(0, "Words of Wilding", *["Forest"] * 4)
    s.library(0, "Plains", "Island", "Mountain")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding", pay=False)
    _pay(d, "Forest")
    d.resolve()
    d.cast(0, CARD, pay=False)
    _pay(d, "Forest", "Forest", "Forest")
    d.resolve()
    assert len(d.ids("Bear", zone="battlefield")) == 1
    assert len(d.state.players[0].hand) == 1
    assert len(d.state.players[0].library) == 2
