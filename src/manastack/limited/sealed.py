"""Sealed deck: a card pool of boosters and the deck built from it (CR 100.2b, 100.4b).

A sealed pool is :data:`SEALED_BOOSTERS` boosters of one set, opened from a seed
(:mod:`manastack.limited.boosters`). Several players' pools come from one stream of boosters:
the first player's pool is the first six boosters of the seed, the next player's the next six,
so :func:`open_sealed_pool` is the first of :func:`open_sealed_pools`.

The deck built from a pool is a limited deck: at least 40 cards (CR 100.2b) made "using only
this product and basic land cards", with "as many duplicates of a card as are included with the
product" — any number of basic lands, and of every other card at most the copies the pool has;
the pool's other cards are the sideboard (CR 100.4b), so the main deck and a listed sideboard
together hold no more of a card than the pool. :func:`validate_pool_deck` checks both and
raises :class:`PoolDeckError` naming each offending card with its count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from manastack.cards.database import CardData, database
from manastack.formats.commander import DeckProblem, not_a_decklist
from manastack.formats.construction import DeckFormatError, deck_problems
from manastack.formats.decklist import DeckList
from manastack.limited.boosters import BoosterError, open_boosters, set_boosters

__all__ = [
    "SEALED_BOOSTERS",
    "PoolDeckError",
    "SealedPool",
    "basic_lands",
    "is_basic_land",
    "open_sealed_pool",
    "open_sealed_pools",
    "pool_problems",
    "validate_pool_deck",
]

SEALED_BOOSTERS = 6
"""Boosters in a sealed pool."""

MAX_BOOSTERS = 24
"""The most boosters one pool may be opened from (a guard against typos)."""

BASIC_LAND_NAMES = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


@dataclass(frozen=True)
class SealedPool:
    """One player's sealed pool: card keys in the order the boosters were opened."""

    set_code: str
    seed: int
    cards: tuple[str, ...]
    boosters: int = SEALED_BOOSTERS
    """How many boosters the pool was opened from."""

    def card_data(self) -> list[CardData]:
        """The pool's cards, in order."""
        db = database()
        return [db.by_key(key) for key in self.cards]


def open_sealed_pools(set_code: str, players: int, seed: int,
                      boosters: int = SEALED_BOOSTERS) -> list[SealedPool]:
    """``players`` pools of ``boosters`` boosters each, from one seed (:class:`BoosterError`
    for a set without boosters or a bad number)."""
    code = set_boosters(set_code).set_code
    for what, n, top in (("players", players, 8), ("boosters", boosters, MAX_BOOSTERS)):
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= top:
            raise BoosterError(f"the number of {what} of a sealed game is 1 to {top}, not {n!r}")
    opened = open_boosters(code, players * boosters, seed)
    return [
        SealedPool(code, seed, tuple(key for booster in opened[i * boosters:(i + 1) * boosters]
                                     for key in booster), boosters)
        for i in range(players)]


def open_sealed_pool(set_code: str, seed: int, boosters: int = SEALED_BOOSTERS) -> SealedPool:
    """One sealed pool (six boosters by default) of the set, the same for the same seed."""
    return open_sealed_pools(set_code, 1, seed, boosters)[0]


def is_basic_land(card: CardData) -> bool:
    """Whether the card is a basic land (CR 205.4c), which a limited deck may add freely."""
    return "Basic" in card.front.supertypes and "Land" in card.front.types


def basic_lands(set_code: str) -> dict[str, CardData]:
    """The set's basic land of each color (``"W"`` → Plains ...), its first printing."""
    found: dict[str, CardData] = {}
    for card in database().cards(set_code):
        for color, name in BASIC_LAND_NAMES.items():
            if card.name == name and is_basic_land(card) and color not in found:
                found[color] = card
    return found


def _pool_names(pool: SealedPool | Iterable[str]) -> Counter[str]:
    keys = pool.cards if isinstance(pool, SealedPool) else pool
    db = database()
    return Counter(db.by_key(key).name for key in keys)


def pool_problems(deck: DeckList, pool: SealedPool | Iterable[str]) -> list[DeckProblem]:
    """Every card of the deck (main deck and sideboard together) beyond the copies the pool
    has, basic lands excepted (CR 100.2b, 100.4b); empty if the deck keeps to the pool."""
    have = _pool_names(pool)
    used: Counter[str] = Counter()
    for entry in (*deck.main, *deck.sideboard):
        if not is_basic_land(entry.card):
            used[entry.card.name] += entry.count
    problems = []
    for name, n in used.items():
        if n > have[name]:
            problems.append(DeckProblem.of(name, "beyond_pool", n=n, have=have[name])
                            if have[name] else DeckProblem.of(name, "not_in_pool", n=n))
    return problems


class PoolDeckError(DeckFormatError):
    """A deck that is not a legal limited deck of its pool; ``problems`` lists every reason."""


def validate_pool_deck(deck: DeckList, pool: SealedPool | Sequence[str]) -> DeckList:
    """``deck`` if it is a legal limited deck (CR 100.2b) of cards of ``pool`` and basic lands;
    else :class:`PoolDeckError` with every problem."""
    problems = deck_problems(deck, "limited")
    if not not_a_decklist(deck):
        problems += pool_problems(deck, pool)
    if problems:
        raise PoolDeckError(deck.name, "limited", problems)
    return deck
