"""Shared checks for the lands with two basic land types that "enter the battlefield tapped
unless you control two or more basic lands" (Canopy Vista, Sunken Hollow) and their official
rulings, which each card's module cites under its own ids."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.mana_source_checks import mana_options, on_the_battlefield
from tests.cards.mid.check_land_checks import entering_with_two_lands


def _play(card: str, *lands: str) -> tuple[Driver, int]:
    """``card`` played from the hand with ``lands`` already on its controller's battlefield;
    the new one (there may be another copy among ``lands``)."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, card)
    d = Driver(s.build())
    before = set(d.ids(card, zone="battlefield"))
    d.play_land(0, card)
    [land] = set(d.ids(card, zone="battlefield")) - before
    return d, land


def check_enters_untapped_with_two_basic_lands(card: str) -> None:
    d, land = _play(card, "Plains", "Mountain")
    assert not d.state.objects[land].tapped


def check_enters_tapped_with_one_basic_land(card: str) -> None:
    d, land = _play(card, "Plains", "Haunted Ridge")
    assert d.state.objects[land].tapped


def check_opponents_basic_lands_dont_count(card: str) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Plains", "Island")
    s.hand(0, card)
    d = Driver(s.build())
    d.play_land(0, card)
    assert d.state.objects[d.find(card, zone="battlefield")].tapped


def check_taps_for_either_colour_from_its_land_types(
        card: str, types: tuple[str, str], colours: tuple[str, str]) -> None:
    """It has the two land ``types`` and taps for their ``colours`` (the first one tapped)."""
    d, land = on_the_battlefield(card)
    assert set(d.chars(land).subtypes) == set(types)
    assert mana_options(d, land) == set(colours)
    d.mana(0, land, colours[0])
    assert d.state.players[0].mana_pool.get(colours[0]) == 1


def check_lands_with_basic_land_types_are_not_basic(card: str, other: str, basic: str) -> None:
    """Another copy and ``other`` (the other land of the cycle) don't count as basic lands: with
    them and only one ``basic``, it enters tapped; nor is it basic itself."""
    d, land = _play(card, card, other, basic)
    assert d.state.objects[land].tapped
    assert "Basic" not in d.chars(land).supertypes


def check_effects_naming_a_basic_land_type_find_it(card: str, fetch: str) -> None:
    """``fetch``, a land that searches for a card of one of its types (not a basic one), finds it."""
    s = Scenario(seed=1)
    s.battlefield(0, fetch)
    s.library(0, card, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, fetch)
    d.resolve()
    d.expect("search")
    d.choose(d.find(card, "library"))
    assert d.zone_of(card) == "battlefield"


def check_effects_naming_basic_lands_dont_find_it(card: str, basic: str) -> None:
    """Explosive Vegetation's search for basic land cards offers ``basic``, not it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, card, basic, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.expect("search")
    legal = set(d.game.legal_actions())
    assert Choose(d.find(card, "library")) not in legal
    assert Choose(d.find(basic, "library")) in legal


def check_basic_lands_entering_at_the_same_time_dont_count(card: str, before: int) -> None:
    """Tempting Wurm puts it onto the opponent's battlefield with an Island and a Swamp, the
    opponent having ``before`` Plains already: the Island and the Swamp entering with it are
    not counted, so it enters tapped unless ``before`` is two."""
    assert entering_with_two_lands(card, before) is (before < 2)


def check_fetched_it_checks_the_basic_lands_too(card: str, fetch: str) -> None:
    """CR 614.1c, 614.12: "enters tapped unless" is a replacement effect that applies however
    it enters: put onto the battlefield by ``fetch``'s search, it enters untapped with two
    basic lands and tapped with one (the fetch land, sacrificed, was never basic)."""
    for basics, tapped in ((("Plains", "Mountain"), False), (("Plains",), True)):
        s = Scenario(seed=1)
        s.battlefield(0, fetch, *basics)
        s.library(0, card, "Glory Seeker")
        d = Driver(s.build())
        d.activate(0, fetch)
        d.resolve()
        d.choose(d.find(card, "library"))
        land = d.find(card, zone="battlefield")
        assert d.state.objects[land].tapped is tapped, basics



def check_a_phased_out_basic_land_doesn_t_count(card: str) -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist: with a Plains
    and a phased-out Mountain, it enters tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Mountain", phased_out=True)
    s.hand(0, card)
    d = Driver(s.build())
    d.play_land(0, card)
    assert d.state.objects[d.find(card, zone="battlefield")].tapped


def check_a_basic_land_you_control_but_don_t_own_counts(card: str) -> None:
    """"You control" (CR 108.4, 110.2): a Plains and an opponent's Mountain under your control
    make two basic lands you control: it enters untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Mountain", owner=1)
    s.hand(0, card)
    d = Driver(s.build())
    d.play_land(0, card)
    assert not d.state.objects[d.find(card, zone="battlefield")].tapped
