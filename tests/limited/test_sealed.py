"""Sealed pools and the decks built from them (manastack.limited.sealed, deck_building):
CR 100.2b (a limited deck: at least 40 cards of the product and basic lands, no more copies
of a card than the product has) and CR 100.4b (the rest of the pool is the sideboard)."""

from __future__ import annotations

from collections import Counter

import pytest

from manastack.cards.database import database
from manastack.formats.construction import DeckFormatError, deck_problems
from manastack.formats.decklist import DeckEntry, DeckList, decklist_text, parse_decklist
from manastack.limited.boosters import BoosterError, open_boosters
from manastack.limited.deck_building import build_deck, card_score
from manastack.limited.sealed import (
    SEALED_BOOSTERS,
    PoolDeckError,
    basic_lands,
    is_basic_land,
    open_sealed_pool,
    open_sealed_pools,
    pool_problems,
    validate_pool_deck,
)


def test_a_pool_is_six_boosters_of_the_seed() -> None:
    pool = open_sealed_pool("MID", 4)
    assert SEALED_BOOSTERS == 6 and pool.boosters == 6
    assert pool.cards == tuple(k for b in open_boosters("MID", 6, 4) for k in b)
    assert open_sealed_pool("mid", 4) == pool


def test_each_player_of_a_sealed_game_opens_the_next_six_boosters() -> None:
    mine, theirs = open_sealed_pools("ONS", 2, 9)
    boosters = open_boosters("ONS", 12, 9)
    assert mine == open_sealed_pool("ONS", 9)
    assert theirs.cards == tuple(k for b in boosters[6:] for k in b)


@pytest.mark.parametrize(("players", "boosters"), [(0, 6), (9, 6), (2, 0), (2, 25)])
def test_a_bad_number_of_players_or_boosters_is_refused(players: int, boosters: int) -> None:
    with pytest.raises(BoosterError, match="number of"):
        open_sealed_pools("ONS", players, 1, boosters)


def test_no_sealed_pool_of_midnight_hunt_commander() -> None:
    with pytest.raises(BoosterError, match="ONS, MID"):
        open_sealed_pool("MIC", 1)


@pytest.mark.parametrize("set_code", ["ONS", "MID"])
@pytest.mark.parametrize("seed", range(8))
def test_the_automatic_deck_is_a_legal_limited_deck_of_the_pool_cr_100_2b(
        set_code: str, seed: int) -> None:
    pool = open_sealed_pool(set_code, seed)
    deck = build_deck(pool, name="auto")
    assert deck.main_count() == 40
    assert deck_problems(deck, "limited") == []
    assert validate_pool_deck(deck, pool) is deck
    have = Counter(pool.cards)
    for entry in deck.main:
        if is_basic_land(entry.card):
            assert entry.card.set_code == set_code
        else:
            assert entry.count <= have[entry.card.key]
    lands = sum(e.count for e in deck.main if "Land" in e.card.front.types)
    assert lands == 17
    spells = [e.card for e in deck.main for _ in range(e.count) if not is_basic_land(e.card)]
    colors = {c for card in spells for c in card.front.colors}
    assert len(colors) <= 2
    assert sum("Creature" in c.front.types for c in spells) >= 12
    assert sum(c.mana_value >= 6 for c in spells) <= 4
    assert build_deck(pool, name="auto") == deck  # deterministic


def test_the_lands_follow_the_spells_colors() -> None:
    deck = build_deck(open_sealed_pool("ONS", 3))
    spells = [e.card for e in deck.main if not is_basic_land(e.card)]
    colors = {c for card in spells for c in card.front.colors}
    basic_colors = {color for color, land in basic_lands("ONS").items()
                    for e in deck.main if e.card == land}
    assert basic_colors == colors


def test_better_cards_score_higher() -> None:
    db = database()
    # A removal spell beats a vanilla creature of the same rarity; lands are not spells.
    assert card_score(db.get("Shock")) > card_score(db.get("Glory Seeker"))
    assert card_score(db.get("Forest")) == 0


def _deck(*entries: tuple[int, str]) -> DeckList:
    db = database()
    return DeckList(main=tuple(DeckEntry(n, db.get(name), i + 1)
                               for i, (n, name) in enumerate(entries)),
                    sideboard=(), commander=(), name="test")


def test_a_card_beyond_the_pool_is_named_with_its_count_cr_100_2b() -> None:
    pool = open_sealed_pool("ONS", 1)
    names = Counter(database().by_key(k).name for k in pool.cards)
    name, have = next((n, c) for n, c in sorted(names.items())
                      if not is_basic_land(database().get(n)))
    deck = _deck((have + 2, name), (40, "Island"))
    problems = pool_problems(deck, pool)
    assert [p.card for p in problems] == [name]
    assert f"{have + 2} in the deck, but the pool has {have}" in str(problems[0])
    with pytest.raises(PoolDeckError) as err:
        validate_pool_deck(deck, pool)
    assert isinstance(err.value, DeckFormatError)
    assert name in str(err.value) and "CR 100.2b" in str(err.value)


def test_a_card_not_in_the_pool_is_refused() -> None:
    pool = open_sealed_pool("MID", 1)
    absent = next(c.name for c in database().cards("ONS")
                  if c.name not in {database().by_key(k).name for k in pool.cards})
    with pytest.raises(PoolDeckError, match=f"{absent}: 1 in the deck, but it is not in the pool"):
        validate_pool_deck(_deck((1, absent), (39, "Swamp")), pool)


def test_any_number_of_basic_lands_is_allowed() -> None:
    pool = open_sealed_pool("MID", 2)
    assert validate_pool_deck(_deck((40, "Swamp")), pool).main_count() == 40


def test_the_sideboard_counts_against_the_pool_too_cr_100_4b() -> None:
    pool = open_sealed_pool("MID", 2)
    deck = build_deck(pool)
    extra = next(e for e in deck.main if not is_basic_land(e.card))
    with_side = DeckList(deck.main, (DeckEntry(9, extra.card, 99),), (), deck.name)
    assert [p.card for p in pool_problems(with_side, pool)] == [extra.card.name]


def test_a_small_deck_is_refused_with_the_format_problem_too() -> None:
    pool = open_sealed_pool("ONS", 5)
    with pytest.raises(PoolDeckError, match="CR 100.2b"):
        validate_pool_deck(_deck((20, "Plains")), pool)


def test_the_deck_list_text_reads_back_to_the_same_deck() -> None:
    pool = open_sealed_pool("MID", 6)
    deck = build_deck(pool, name="Sealed MID 6")
    again = parse_decklist(decklist_text(deck))
    assert again.name == "Sealed MID 6"
    assert again.card_keys() == deck.card_keys()
