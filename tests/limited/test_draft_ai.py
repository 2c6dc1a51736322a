"""The computer drafter (manastack.limited.draft_ai) at tables of real boosters: three packs per
seat from open_boosters, picks deterministic per seed, two colors kept, a 40-card deck built
from a seat's picks."""

from __future__ import annotations

import pytest

from manastack.cards.database import database
from manastack.limited.boosters import open_boosters
from manastack.limited.deck_building import build_deck
from manastack.limited.draft import DraftError, DraftTable
from manastack.limited.draft_ai import (
    Drafter,
    card_colors,
    card_quality,
    computer_picks,
    draft_all,
    strongest_colors,
)
from manastack.limited.sealed import validate_pool_deck


def key(name: str) -> str:
    return database().get(name).key


def test_each_seat_opens_three_boosters_of_the_seed() -> None:
    table = DraftTable.new("mid", 7, seats=4)
    opened = open_boosters("MID", 12, 7)
    assert table.set_code == "MID" and table.rounds == 3
    assert [[list(p) for p in r] for r in table.unopened] == [opened[0:4], opened[4:8],
                                                              opened[8:12]]
    assert [p.pack for p in table.picks_pending()] == [tuple(p) for p in opened[0:4]]


def test_a_table_of_unknown_boosters_or_seats_is_refused() -> None:
    with pytest.raises(DraftError, match="MIC"):
        DraftTable.new("MIC", 1)
    with pytest.raises(DraftError, match="2 to 8 seats"):
        DraftTable.new("ONS", 1, seats=9)


@pytest.mark.parametrize("set_code", ["ONS", "MID"])
def test_a_computer_draft_is_the_same_for_the_same_seed(set_code: str) -> None:
    a = draft_all(DraftTable.new(set_code, 11))
    b = draft_all(DraftTable.new(set_code, 11))
    c = draft_all(DraftTable.new(set_code, 12))
    assert a.history == b.history and len(a.history) == 8 * 45
    assert a.history != c.history
    assert DraftTable.from_dict(a.to_dict()).to_dict() == a.to_dict()


@pytest.mark.parametrize("set_code,seed", [("ONS", 0), ("ONS", 1), ("MID", 0), ("MID", 1)])
def test_computer_drafters_stay_mostly_in_two_colors(set_code: str, seed: int) -> None:
    """From the tenth pick on, most of each seat's picks are of its two strongest colors (or
    colorless): at least 60% for every seat, at least 75% over the table."""
    table = draft_all(DraftTable.new(set_code, seed))
    shares = []
    for seat in range(8):
        picks = table.picks(seat)
        mine = set(strongest_colors(picks))
        assert len(mine) == 2
        late = picks[9:]
        shares.append(sum(card_colors(k) <= mine for k in late) / len(late))
    assert min(shares) >= 0.6, shares
    assert sum(shares) / len(shares) >= 0.75, shares


def test_the_first_picks_take_the_best_card_then_colors_count() -> None:
    drafter = Drafter(seed=1)
    pack = [key("Glory Seeker"), key("Smother"), key("Forest")]
    assert pack[drafter.choose(pack, [])] == key("Smother")
    blue_green = [key(n) for n in ("Slipstream Eel", "Elven Riders", "Symbiotic Beast",
                                   "Riptide Chronologist", "Barkhide Mauler", "Essence Fracture",
                                   "Treespring Lorian", "Aven Fateshaper", "Snarling Undorak",
                                   "Everglove Courier", "Sage Aven", "Crown of Vigor")]
    assert set(strongest_colors(blue_green)) == {"U", "G"}
    # twelve picks in: a green common over a black removal spell
    pack = [key("Smother"), key("Wirewood Pride")]
    assert pack[drafter.choose(pack, blue_green)] == key("Wirewood Pride")


def test_card_quality_prefers_removal_and_shuns_basic_lands() -> None:
    assert card_quality(key("Smother")) > card_quality(key("Glory Seeker"))
    assert card_quality(key("Infernal Grasp")) > card_quality(key("Snarling Wolf"))
    assert card_quality(key("Forest")) < min(card_quality(key(n)) for n in (
        "Krosan Tusker", "Evolving Wilds", "Daru Healer"))


def test_computer_picks_wait_for_the_human_seat() -> None:
    table = DraftTable.new("ONS", 3, seats=3)
    made = computer_picks(table, humans=(0,))
    assert [seat for seat, _ in made] == [1, 2]
    assert [p.seat for p in table.picks_pending()] == [0]
    assert computer_picks(table, humans=(0,)) == []
    table.pick(0, 0)
    assert table.pick_number == 1


def test_a_computer_seat_builds_a_limited_deck_of_its_picks() -> None:
    """build_deck on a seat's picks: 40 cards, its picks and basic lands (CR 100.2b), in the
    two colors it drafted."""
    table = draft_all(DraftTable.new("MID", 4))
    for seat in (1, 5):
        pool = table.picks(seat)
        deck = validate_pool_deck(build_deck(pool), pool)
        assert deck.main_count() == 40
        spell_colors = {c for e in deck.main for c in e.card.front.colors}
        assert spell_colors == set(strongest_colors(pool))
