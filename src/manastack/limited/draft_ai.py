"""The computer drafter: which card of a pack a computer seat takes.

Each card has a *quality* read from its printed facts only:

* its rarity (rarer cards tend to be stronger);
* for a creature, its power and toughness against its mana value, and its evasion and combat
  keywords;
* removal and card advantage named in its Oracle text (destroy, exile, damage or -N/-N to a
  target creature, fights, bounce, tapping down, counterspells, drawing cards);
* its mana value (very expensive cards are worth less; a basic land is worth nearly nothing).

For the first :data:`OPEN_PICKS` picks the drafter takes the best card. After that it settles
into its two strongest colors — the two with the most quality among its picks — and a card
with a color outside them loses more of its worth the further the draft goes, so the seat
stays mostly in those two colors. Colorless cards fit every deck.

A computer seat's deck is built from its picks by
:func:`manastack.limited.deck_building.build_deck`.

Picks are deterministic: a pack's equal scores are ordered by a hash of the drafter's seed and
the card's key, never by a random draw, so the same seed, pack and picks give the same pick.
"""

from __future__ import annotations

import functools
import re
import zlib
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from manastack.cards.database import database
from manastack.limited.draft import DraftTable
from manastack.limited.sealed import is_basic_land

__all__ = ["COLORS", "OPEN_PICKS", "Drafter", "card_colors", "card_quality", "computer_picks",
           "draft_all", "strongest_colors"]

COLORS = ("W", "U", "B", "R", "G")
OPEN_PICKS = 4
"""Picks taken on quality alone before the drafter weighs its colors."""
COMMITTED_PICKS = 12
"""By this many picks the drafter is fully settled in its two colors."""

RARITY = {"common": 0.0, "uncommon": 0.5, "rare": 1.1, "mythic": 1.4}
KEYWORDS = {"Flying": 0.6, "Deathtouch": 0.4, "Double strike": 0.6, "First strike": 0.3,
            "Lifelink": 0.3, "Menace": 0.3, "Trample": 0.2, "Haste": 0.2, "Vigilance": 0.1,
            "Reach": 0.1, "Hexproof": 0.2, "Flash": 0.2, "Morph": 0.3, "Disturb": 0.4,
            "Flashback": 0.4, "Decayed": 0.0, "Ward": 0.2, "Indestructible": 0.5,
            "Cycling": 0.3}
_TARGET = r"(?:up to one )?(?:another )?target (?:[a-z ]*?)(?:creature|permanent|planeswalker)"
REMOVAL: tuple[tuple[re.Pattern[str], float], ...] = tuple(
    (re.compile(p, re.IGNORECASE), w) for p, w in (
        (rf"destroy {_TARGET}", 2.2),
        (rf"exile {_TARGET}", 2.2),
        (r"deals? (?:\d+ |x |that much )?damage (?:equal to [^.]* )?to (?:any target|"
         r"(?:up to one )?(?:another )?target (?:[a-z ]*?)(?:creature|planeswalker))", 1.8),
        (r"destroy all creatures|deals? \d+ damage to each creature", 1.2),
        (r"target creature[^.]*gets -\d+/-\d+|gets -x/-x", 1.8),
        (r"fights? (?:another )?(?:up to one )?target", 1.4),
        (r"return target (?:[a-z ]*)(?:creature|permanent) to its owner's hand", 0.6),
        (r"tap target creature", 0.5),
        (r"counter target (?:[a-z ]*)spell", 0.6),
        (r"doesn't untap", 0.4),
        (r"draw (?:two|three) cards", 0.6),
        (r"draw a card", 0.3),
    ))


def _number(text: str | None) -> int:
    """A printed power or toughness as a number (``*`` and the like count as 1)."""
    if text is None:
        return 0
    digits = re.match(r"\d+", text)
    return int(digits.group()) if digits else 1


@functools.cache
def card_colors(key: str) -> frozenset[str]:
    """The colors of the card's front face (CR 105.2)."""
    return frozenset(database().by_key(key).front.colors)


@functools.cache
def card_quality(key: str) -> float:
    """How good the card is in a limited deck, from its printed facts (about 0 to 6)."""
    card = database().by_key(key)
    face = card.front
    if is_basic_land(card):
        return -2.0
    score = 1.0 + RARITY.get(card.rarity, 0.0)
    mv = card.mana_value
    if "Land" in face.types:
        return score - 0.5
    if "Creature" in face.types:
        p, t = _number(face.power), _number(face.toughness)
        score += max(-1.0, min(1.5, 0.5 * (p + t - 2 * mv)))
        score += sum(KEYWORDS.get(k, 0.0) for k in face.keywords)
        lines = [line for line in face.oracle_text.splitlines() if line and not
                 line.startswith("(") and line.split(" ")[0].rstrip(",") not in KEYWORDS]
        score += min(0.9, 0.3 * len(lines))
    else:
        score += 0.4 * sum(1 for k in face.keywords if k in ("Flashback", "Disturb"))
    text = face.oracle_text.replace(face.name, "this")
    score += sum(w for pattern, w in REMOVAL if pattern.search(text))
    if mv >= 7:
        score -= 1.0
    elif mv == 6:
        score -= 0.4
    return score


def strongest_colors(picks: Iterable[str]) -> tuple[str, ...]:
    """The two colors with the most quality among ``picks`` (fewer if fewer have any), the
    strongest first; equal colors in WUBRG order."""
    weight = dict.fromkeys(COLORS, 0.0)
    for key in picks:
        q = max(card_quality(key), 0.5)
        for c in card_colors(key):
            weight[c] += q
    ranked = sorted((c for c in COLORS if weight[c] > 0), key=lambda c: (-weight[c],
                                                                          COLORS.index(c)))
    return tuple(ranked[:2])


@dataclass(frozen=True)
class Drafter:
    """A computer seat's drafting: :meth:`choose` names the card to take."""

    seed: int = 0
    seat: int = 0

    def _jitter(self, key: str) -> float:
        return zlib.crc32(f"{self.seed}:{self.seat}:{key}".encode()) / 2 ** 32 * 0.05

    def score(self, key: str, picks: Sequence[str]) -> float:
        """The worth of taking ``key`` for a seat that has taken ``picks``."""
        q = card_quality(key) + self._jitter(key)
        if len(picks) < OPEN_PICKS:
            return q
        mine = set(strongest_colors(picks))
        colors = card_colors(key)
        commitment = min(1.0, (len(picks) - OPEN_PICKS + 1) / (COMMITTED_PICKS - OPEN_PICKS))
        off = len(colors - mine)
        if off:
            return q - commitment * (2.5 + 1.5 * off)
        return q + (0.4 * commitment if colors else 0.0)

    def choose(self, pack: Sequence[str], picks: Sequence[str]) -> int:
        """The index in ``pack`` of the card to take (the first of equal ones)."""
        if not pack:
            raise ValueError("an empty pack has nothing to pick")
        scores = [self.score(key, picks) for key in pack]
        return max(range(len(pack)), key=lambda i: (scores[i], -i))


def computer_picks(table: DraftTable, humans: Collection[int] = (0,)) -> list[tuple[int, str]]:
    """Every pick pending at ``table`` for a seat not in ``humans``, made by that seat's
    :class:`Drafter` (seeded with the table's seed); returns (seat, card key) in seat order.
    Only the current step's picks are made: once they are the last, the packs pass and the
    next step waits for the humans' picks (or for another call when no seat is human)."""
    made = []
    for pending in table.picks_pending():
        if pending.seat in humans:
            continue
        drafter = Drafter(table.seed or 0, pending.seat)
        made.append((pending.seat, table.pick(pending.seat, drafter.choose(
            pending.pack, table.picks(pending.seat)))))
    return made


def draft_all(table: DraftTable) -> DraftTable:
    """``table`` drafted to its end by computer seats only (``table`` itself is changed)."""
    while not table.is_over:
        computer_picks(table, humans=())
    return table

