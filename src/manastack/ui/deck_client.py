"""Building a limited deck from your cards, line by line (after ``manastack draft``).

Your cards are listed once, numbered, grouped by color then mana value, those in the deck
marked ``[x]``; basic lands are added by color. Commands:

* ``+N`` (or ``N``) puts card N in the deck, ``-N`` takes it out (``+1 4 7``: several);
* ``land C N`` (or ``l C N``) sets the basic lands of color C (``W U B R G`` or the land's
  English or Japanese name) to N;
* ``auto`` builds a deck from your two strongest colors (as the computer drafters do);
* ``done`` plays the deck: it must have at least 40 cards (CR 100.2b);
* ``d N`` card N's text, ``?`` help, ``q`` leave.

A command that can't be carried out as a whole is explained and changes nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from manastack.cards.database import database, normalize_name
from manastack.limited.draft_ai import (
    BASIC_LANDS,
    COLORS,
    auto_deck,
    basic_land,
    card_colors,
)
from manastack.ui.describe import card_name
from manastack.ui.draft_messages import card_details, card_line, colors_text, dmsg
from manastack.ui.line_io import LineIO

MIN_DECK = 40
"""A limited deck has at least 40 cards (CR 100.2b)."""
MAX_LANDS = 60


def _order(key: str) -> tuple[int, int, str]:
    card = database().by_key(key)
    colors = card_colors(key)
    if "Land" in card.front.types:
        group = 7
    elif len(colors) == 1:
        group = COLORS.index(next(iter(colors)))
    else:
        group = 5 if colors else 6
    return group, card.mana_value, card.name


def _land_color(word: str) -> str | None:
    if word.upper() in COLORS:
        return word.upper()
    for color, name in BASIC_LANDS.items():
        card = database().get(name)
        if normalize_name(word) in (normalize_name(name), normalize_name(card.name_ja or "")):
            return color
    return None


class DeckClient:
    """Builds a deck from ``pool`` through ``io``; :meth:`run` returns its card keys."""

    def __init__(self, pool: Sequence[str], io: LineIO, set_code: str | None = None) -> None:
        self.pool = sorted(pool, key=_order)
        self.io = io
        self.set_code = set_code
        self.in_deck: set[int] = set()
        self.basics: Counter[str] = Counter()

    def deck(self) -> list[str]:
        """The deck now: the chosen cards in list order, then the basic lands."""
        return [self.pool[i] for i in sorted(self.in_deck)] + [
            basic_land(c, self.set_code) for c in COLORS for _ in range(self.basics[c])]

    def run(self) -> list[str] | str:
        """The deck once ``done``; "quit" or "eof" if left."""
        io = self.io
        lang = io.lang
        io.heading(dmsg("deck_header", lang))
        self._show()
        while True:
            text = io.ask(dmsg("deck_prompt", lang))
            if text is None:
                io.say(dmsg("draft_eof", lang), style="yellow")
                return "eof"
            if not text:
                continue
            low = text.lower()
            if low in ("q", "quit", "exit"):
                io.say(dmsg("deck_quit", lang), style="yellow")
                return "quit"
            if low in ("?", "h", "help"):
                io.say(dmsg("deck_help", lang))
                self._show()
                continue
            error = self._command(low)
            if error == "":
                return self.deck()
            if error is not None:
                io.say(dmsg("bad_deck_input", lang, text=text, reason=error), style="red")

    def _command(self, low: str) -> str | None:
        """Carry out one command: None when done and shown, "" on ``done``, else the reason
        it was refused (nothing changed)."""
        lang = self.io.lang
        words = low.split()
        if low == "done":
            n = len(self.deck())
            return "" if n >= MIN_DECK else dmsg("deck_too_small", lang, n=n)
        if low == "auto":
            deck, colors = auto_deck(self.pool, self.set_code)
            wanted = Counter(deck)
            self.in_deck = set()
            for i, key in enumerate(self.pool):
                if wanted[key] > 0:
                    self.in_deck.add(i)
                    wanted[key] -= 1
            self.basics = Counter({c: wanted[basic_land(c, self.set_code)] for c in COLORS})
            self.io.say(dmsg("auto_built", lang, colors=colors_text(colors, lang)))
            self._show()
            return None
        if low.startswith("d") and low[1:].strip().isdigit():
            n = int(low[1:].strip())
            if not 1 <= n <= len(self.pool):
                return dmsg("no_such_card", lang, n=n, total=len(self.pool))
            for line in card_details(self.pool[n - 1], lang):
                self.io.say(line)
            return None
        if words and words[0] in ("land", "l"):
            return self._lands(words[1:])
        return self._cards(low)

    def _lands(self, words: list[str]) -> str | None:
        color = _land_color(" ".join(words[:-1])) if len(words) >= 2 else None
        if color is None or not words[-1].isdigit() or int(words[-1]) > MAX_LANDS:
            return dmsg("bad_land", self.io.lang)
        self.basics[color] = int(words[-1])
        self._show()
        return None

    def _cards(self, low: str) -> str | None:
        lang = self.io.lang
        remove = low.startswith("-")
        body = low[1:] if low[:1] in "+-" else low
        parts = body.replace(",", " ").split()
        if not parts or not all(p.isdigit() for p in parts):
            return dmsg("unknown_command", lang)
        chosen = [int(p) for p in parts]
        for n in chosen:
            if not 1 <= n <= len(self.pool):
                return dmsg("no_such_card", lang, n=n, total=len(self.pool))
            name = card_name(database().by_key(self.pool[n - 1]), lang)
            if remove and n - 1 not in self.in_deck:
                return dmsg("not_in", lang, card=name)
            if not remove and n - 1 in self.in_deck:
                return dmsg("already_in", lang, card=name)
        for n in chosen:
            (self.in_deck.discard if remove else self.in_deck.add)(n - 1)
        self._show()
        return None

    def _show(self) -> None:
        io = self.io
        lang = io.lang
        spells = len(self.in_deck)
        lands = sum(self.basics.values())
        io.say(dmsg("deck_count", lang, n=spells + lands, spells=spells, lands=lands),
               style="bold")
        io.say(dmsg("pool", lang))
        for i, key in enumerate(self.pool):
            mark = "x" if i in self.in_deck else " "
            io.say(f"  {i + 1:>2}. [{mark}] {card_line(key, lang)}")
        shown = " · ".join(f"{card_name(database().get(BASIC_LANDS[c]), lang)} "
                           f"{self.basics[c]}" for c in COLORS)
        io.say(dmsg("basics", lang, lands=shown))

