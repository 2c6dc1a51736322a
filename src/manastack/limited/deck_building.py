"""The automatic limited deck builder used by computer players (and by ``auto`` in the sealed
client): 23 spells of the pool's two best colors with a sensible curve, and 17 basic lands.

1. Every nonland card gets a quality score (:func:`card_score`): its rarity, and for a creature
   its size for its mana value and its evasion; removal, card draw and the like add to it, a
   very expensive card loses.
2. The two colors are the pair whose playable cards (cards of those colors only, and colorless
   ones) score most in total over the best 23: quality and count both count.
3. The spells are taken best first, keeping to a curve (at most so many cards of each mana
   value, and at most :data:`MAX_NONCREATURE` noncreature spells), then, if short, the best
   creatures left, then the best of the rest.
4. The deck is filled up to 40 cards (CR 100.2b) with the set's basic lands, split between the
   two colors by the colored mana symbols of the spells' costs.

The result is a :class:`~manastack.formats.decklist.DeckList` legal in the ``limited`` format
using only the pool's cards and basic lands (:func:`manastack.limited.sealed.validate_pool_deck`).
Deterministic: ties are broken by collector number.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Sequence

from manastack.cards.database import CardData, database
from manastack.formats.decklist import DeckEntry, DeckList
from manastack.limited.sealed import SealedPool, basic_lands, is_basic_land

__all__ = ["DECK_SIZE", "LANDS", "build_deck", "card_score", "best_colors"]

DECK_SIZE = 40
LANDS = 17
SPELLS = DECK_SIZE - LANDS
COLORS = "WUBRG"
MAX_NONCREATURE = 8
# The most spells of each mana value (6 stands for 6 or more) on the first pass.
CURVE_CAPS = {0: 2, 1: 3, 2: 7, 3: 6, 4: 5, 5: 3, 6: 2}

RARITY_SCORE = {"common": 2.0, "uncommon": 2.5, "rare": 3.5, "mythic": 4.0}
KEYWORD_SCORE = {"Flying": 1.0, "Deathtouch": 0.6, "Double strike": 0.8, "First strike": 0.4,
                 "Lifelink": 0.4, "Trample": 0.3, "Menace": 0.4, "Vigilance": 0.2,
                 "Haste": 0.3, "Hexproof": 0.3, "Ward": 0.3, "Reach": 0.2, "Shroud": 0.2}
# Effects that win limited games, by what the Oracle text says.
TEXT_SCORE = (
    (re.compile(r"destroy target (creature|nonland permanent|permanent)"), 2.5),
    (re.compile(r"exile target (creature|nonland permanent|permanent)"), 2.5),
    (re.compile(r"deals? (\d+|x) damage to (any target|target creature|each creature)"), 2.0),
    (re.compile(r"gets -\d+/-\d+|gets -x/-x|-\d+/-\d+ counter"), 1.5),
    (re.compile(r"fights? (another )?target"), 1.5),
    (re.compile(r"return target (creature|nonland permanent) to its owner's hand"), 0.8),
    (re.compile(r"draws? (a|two|three) cards?"), 0.7),
    (re.compile(r"create (a|an|two|three|x) .*token"), 0.8),
    (re.compile(r"tap target creature"), 0.4),
)


def _stat(value: str | None) -> int:
    if value is None:
        return 0
    return int(value) if value.lstrip("-").isdigit() else 2


def card_score(card: CardData) -> float:
    """How much a limited deck wants this card (higher is better; lands score 0)."""
    face = card.front
    if "Land" in face.types:
        return 0.0
    score = RARITY_SCORE.get(card.rarity, 2.0)
    mana_value = card.mana_value
    if "Creature" in face.types:
        size = _stat(face.power) + _stat(face.toughness)
        score += 1.0 + max(-2.0, min(2.0, (size - 2 * max(mana_value, 1)) / 2))
        score += sum(KEYWORD_SCORE.get(k, 0.0) for k in face.keywords)
    text = face.oracle_text.lower()
    score += sum(points for pattern, points in TEXT_SCORE if pattern.search(text))
    if mana_value >= 7:
        score -= 1.5
    elif mana_value == 6:
        score -= 0.5
    return round(score, 3)


def _colors(card: CardData) -> frozenset[str]:
    return frozenset(card.front.colors)


def _playable(cards: Iterable[CardData], pair: frozenset[str]) -> list[CardData]:
    """The nonland cards castable with these colors, best first."""
    out = [c for c in cards if "Land" not in c.front.types and _colors(c) <= pair]
    return sorted(out, key=_order)


def _order(card: CardData) -> tuple[float, str, int, str]:
    digits = "".join(ch for ch in card.number if ch.isdigit())
    return (-card_score(card), card.set_code, int(digits or 0), card.number)


def best_colors(cards: Sequence[CardData]) -> frozenset[str]:
    """The two colors whose playable cards of the pool score most over the best 23."""
    def total(pair: frozenset[str]) -> tuple[float, int]:
        chosen = [c for c in _playable(cards, pair) if _colors(c)][:SPELLS]
        return (sum(card_score(c) for c in chosen), len(chosen))

    pairs = [frozenset(p) for p in itertools.combinations(COLORS, 2)]
    return max(pairs, key=total)  # max keeps the first of equals: WU before WB ...


def _choose_spells(candidates: list[CardData]) -> list[CardData]:
    """Up to 23 of the candidates (best first): on the curve first, then the best creatures
    left, then the best of the rest."""
    taken: list[int] = []
    per_value: Counter[int] = Counter()
    noncreatures = 0
    for i, card in enumerate(candidates):
        value = min(card.mana_value, 6)
        creature = "Creature" in card.front.types
        if per_value[value] >= CURVE_CAPS[value] or (not creature and
                                                     noncreatures >= MAX_NONCREATURE):
            continue
        taken.append(i)
        per_value[value] += 1
        noncreatures += not creature
    rest = [i for i in range(len(candidates)) if i not in taken]
    rest.sort(key=lambda i: "Creature" not in candidates[i].front.types)  # stable: best first
    taken = (taken + rest)[:SPELLS]
    return [candidates[i] for i in sorted(taken)]


def _land_split(spells: Sequence[CardData], pair: frozenset[str], lands: int) -> dict[str, int]:
    """Basic lands per color, by the colored mana symbols of the spells (largest remainder)."""
    symbols = Counter({c: 0 for c in pair})
    for card in spells:
        for color in re.findall(r"\{([WUBRG])[^}]*\}", card.front.mana_cost or ""):
            if color in pair:
                symbols[color] += 1
    total = sum(symbols.values())
    if total == 0:
        symbols = Counter({c: 1 for c in pair})
        total = len(pair)
    order = [c for c in COLORS if c in pair]
    split = {c: lands * symbols[c] // total for c in order}
    by_remainder = sorted(order, key=lambda c: (-(lands * symbols[c] % total), order.index(c)))
    for c in by_remainder[:lands - sum(split.values())]:
        split[c] += 1
    return split


def build_deck(pool: SealedPool | Sequence[str], name: str | None = None) -> DeckList:
    """The automatic 40-card limited deck of a pool (card keys, or a :class:`SealedPool`)."""
    keys = list(pool.cards) if isinstance(pool, SealedPool) else list(pool)
    if not keys:
        raise ValueError("an empty pool has no deck")
    db = database()
    cards = [db.by_key(key) for key in keys]
    nonbasic = [c for c in cards if not is_basic_land(c)]
    pair = best_colors(nonbasic)
    spells = _choose_spells(_playable(nonbasic, pair))
    split = _land_split(spells, pair, DECK_SIZE - len(spells))
    set_code = Counter(c.set_code for c in cards).most_common(1)[0][0]
    basics = basic_lands(set_code) or basic_lands("MID")
    entries: list[DeckEntry] = []
    counts = Counter(c.key for c in spells)
    unique = {c.key: c for c in spells}
    for card in sorted(unique.values(), key=lambda c: (c.mana_value, _order(c))):
        entries.append(DeckEntry(counts[card.key], card, len(entries) + 1))
    for color, n in split.items():
        if n:
            entries.append(DeckEntry(n, basics[color], len(entries) + 1))
    return DeckList(main=tuple(entries), sideboard=(), commander=(), name=name)
