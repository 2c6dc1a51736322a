"""Opening boosters: the set-accurate booster of Onslaught and Innistrad: Midnight Hunt.

The booster configurations and sheets are the vendored ``data/boosters.json`` (derived from the
MTGJSON set files, see ``data/PROVENANCE.md``). One booster is opened as the set's data says:

1. a configuration is chosen by its weight (most boosters have no foil; a MID booster with a
   double-faced rare or mythic has a third single-faced uncommon instead of a double-faced one);
2. each sheet of the configuration gives its count of cards, drawn by weight without two of the
   same card from that sheet (a booster may still hold a card twice from two sheets, e.g. a foil
   copy of one of its commons);
3. a sheet marked ``balance_colors`` (the common sheet) is redrawn, up to
   :data:`BALANCE_ATTEMPTS` times, until each of the five colors is among its cards.

Everything is drawn from the project's deterministic generator
(:class:`manastack.state.rng.Rng`) seeded with the given seed, so a seed always opens the same
boosters, and ``open_boosters(s, n, seed)`` begins with ``open_booster(s, seed)``.

Midnight Hunt Commander (MIC) has no boosters (its cards come in preconstructed decks).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources

from manastack.cards.database import database
from manastack.state.rng import Rng

BOOSTER_SETS: tuple[str, ...] = ("ONS", "MID")
"""The sets that have boosters, in the order the clients list them."""

COLORS = ("W", "U", "B", "R", "G")
BALANCE_ATTEMPTS = 100
"""How often a color-balanced sheet is redrawn before its last draw is kept as it is."""


class BoosterError(ValueError):
    """A booster that cannot be opened: an unknown set, one without boosters, a bad count."""


@dataclass(frozen=True, slots=True)
class Sheet:
    """One print sheet: card keys with their weights."""

    name: str
    cards: tuple[tuple[str, int], ...]
    foil: bool = False
    balance_colors: bool = False


@dataclass(frozen=True, slots=True)
class Configuration:
    """One kind of booster of a set: how many cards each sheet gives, and how common it is."""

    weight: int
    contents: tuple[tuple[str, int], ...]

    @property
    def size(self) -> int:
        """The number of cards in such a booster."""
        return sum(count for _, count in self.contents)


@dataclass(frozen=True, slots=True)
class SetBoosters:
    """A set's booster configurations and sheets."""

    set_code: str
    configurations: tuple[Configuration, ...]
    sheets: Mapping[str, Sheet]


@dataclass(frozen=True, slots=True)
class BoosterCard:
    """One card of an opened booster: its key, the sheet it came from and whether it is foil."""

    key: str
    sheet: str
    foil: bool


@functools.cache
def _all_boosters() -> dict[str, SetBoosters]:
    text = resources.files("manastack").joinpath("data", "boosters.json").read_text("utf-8")
    out = {}
    for set_code, raw in json.loads(text).items():
        sheets = {
            name: Sheet(name, tuple(s["cards"].items()), bool(s.get("foil")),
                        bool(s.get("balance_colors")))
            for name, s in raw["sheets"].items()
        }
        configurations = tuple(
            Configuration(b["weight"], tuple(b["contents"].items())) for b in raw["boosters"])
        out[set_code] = SetBoosters(set_code, configurations, sheets)
    return out


def set_boosters(set_code: str) -> SetBoosters:
    """The booster description of a set (case-insensitive code); :class:`BoosterError` for a set
    without boosters."""
    code = str(set_code).strip().upper()
    found = _all_boosters().get(code) if code in BOOSTER_SETS else None
    if found is None:
        raise BoosterError(f"no boosters for set {set_code!r}; boosters exist for "
                           + ", ".join(BOOSTER_SETS))
    return found


def _weighted(rng: Rng, items: list[tuple[str, int]]) -> int:
    """The index of one item chosen with probability proportional to its weight."""
    pick = rng.below(sum(weight for _, weight in items))
    for index, (_, weight) in enumerate(items):
        if pick < weight:
            return index
        pick -= weight
    raise AssertionError("unreachable: the pick is below the total weight")


def _draw(rng: Rng, sheet: Sheet, count: int) -> list[str]:
    """``count`` different cards of the sheet, each drawn by weight among those left."""
    left = list(sheet.cards)
    if count > len(left):
        raise BoosterError(f"sheet {sheet.name!r} has only {len(left)} cards, not {count}")
    return [left.pop(_weighted(rng, left))[0] for _ in range(count)]


def _colors_of(key: str) -> set[str]:
    card = database().by_key(key)
    return {color for face in card.faces for color in face.colors}


def _balanced(keys: list[str]) -> bool:
    seen: set[str] = set()
    for key in keys:
        seen |= _colors_of(key)
    return seen.issuperset(COLORS)


def _draw_sheet(rng: Rng, sheet: Sheet, count: int) -> list[str]:
    drawn = _draw(rng, sheet, count)
    if sheet.balance_colors and count >= len(COLORS):
        for _ in range(BALANCE_ATTEMPTS - 1):
            if _balanced(drawn):
                break
            drawn = _draw(rng, sheet, count)
    return drawn


def _open(rng: Rng, boosters: SetBoosters) -> list[BoosterCard]:
    configurations = [(str(i), c.weight) for i, c in enumerate(boosters.configurations)]
    configuration = boosters.configurations[_weighted(rng, configurations)]
    cards: list[BoosterCard] = []
    for name, count in configuration.contents:
        sheet = boosters.sheets[name]
        cards.extend(BoosterCard(key, name, sheet.foil) for key in _draw_sheet(rng, sheet, count))
    return cards


def _check_seed(seed: int) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise BoosterError(f"a booster seed is a whole number, not {seed!r}")
    return seed


def open_booster_cards(set_code: str, count: int, seed: int) -> list[list[BoosterCard]]:
    """``count`` boosters of the set, each card with its sheet and foil flag."""
    boosters = set_boosters(set_code)
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise BoosterError(f"the number of boosters must be a positive whole number, not {count!r}")
    rng = Rng(_check_seed(seed))
    return [_open(rng, boosters) for _ in range(count)]


def open_boosters(set_code: str, count: int, seed: int) -> list[list[str]]:
    """The card keys of ``count`` boosters of the set, the same for the same seed."""
    return [[card.key for card in booster] for booster in open_booster_cards(set_code, count, seed)]


def open_booster(set_code: str, seed: int) -> list[str]:
    """The card keys (``"SET:number"``, as :meth:`CardDatabase.by_key` accepts) of one booster,
    the same for the same seed."""
    return open_boosters(set_code, 1, seed)[0]
