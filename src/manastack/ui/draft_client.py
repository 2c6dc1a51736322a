"""The line client of a booster draft (``manastack draft``): you draft at seat 0 against
computer drafters, build a deck from your picks, then play it against the drafter on your
left (seat 1, to whom you pass packs 1 and 3) and the deck it built from its picks.

Line by line and scriptable like ``manastack play``'s plain client. While drafting, the pack
in front of you is listed as the limited commands list cards (name, mana cost, types with
power/toughness, rarity; in Japanese with ``lang="ja"``) with your picks so far, and a number
takes that card; ``d N`` shows card N's text, ``p`` your picks, ``?`` help, ``q`` leaves.
Deck building is :class:`~manastack.ui.sealed_builder.SealedBuilder` on your picks; the
computer's deck is :func:`~manastack.limited.deck_building.build_deck` of its picks. Bad input
is explained and changes nothing.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from manastack.cards.database import database
from manastack.formats.decklist import DeckList
from manastack.game import Game
from manastack.limited.deck_building import build_deck
from manastack.limited.draft import PACKS, DraftError, DraftTable
from manastack.limited.draft_ai import card_colors, computer_picks
from manastack.limited.sealed import SealedPool, validate_pool_deck
from manastack.ui.describe import card_name
from manastack.ui.draft_messages import card_details, dmsg
from manastack.ui.sealed_builder import (
    SealedBuilder,
    card_line,
    check_options,
    color_names,
    deck_colors,
    set_name,
)
from manastack.ui.terminal import normalize

HUMAN = 0
OPPONENT = 1
"""The seat on your left: you pass it packs 1 and 3, it passes you pack 2."""


class DraftClient:
    """Seat ``seat`` of ``table`` answered through ``read_line``; the others are computers."""

    def __init__(self, table: DraftTable, lang: str, console: Console,
                 read_line: Callable[[], str | None], *, echo: bool = False,
                 seat: int = HUMAN) -> None:
        self.table = table
        self.lang = lang
        self.console = console
        self.read_line = read_line
        self.echo = echo
        self.seat = seat

    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(escape(text), style=style, highlight=False, soft_wrap=True)

    def run(self) -> str:
        """Draft to the end: "done", "quit" or "eof"."""
        table = self.table
        while not table.is_over:
            computer_picks(table, humans=(self.seat,))
            mine = [p for p in table.picks_pending() if p.seat == self.seat]
            if mine and (outcome := self._ask(mine[0].round, mine[0].pick, mine[0].pack)):
                return outcome
        self.say(dmsg("draft_over", self.lang, n=len(table.picks(self.seat))), style="bold")
        return "done"

    def picks_lines(self) -> list[str]:
        """Your picks: how many of each color, then their names."""
        lang = self.lang
        picks = self.table.picks(self.seat)
        if not picks:
            return [dmsg("no_picks", lang)]
        counts = Counter(c for key in picks for c in (card_colors(key) or {"colorless"}))
        groups = [*"WUBRG", "colorless"]
        by_color = " · ".join(f"{dmsg(f'group_{g}', lang)} {counts[g]}" for g in groups
                              if counts[g])
        names = dmsg("list_joiner", lang).join(card_name(database().by_key(k), lang)
                                               for k in picks)
        return [by_color, names]

    def _show(self, round_: int, pick: int, pack: Sequence[str]) -> None:
        lang = self.lang
        direction = dmsg("left" if self.table.direction() > 0 else "right", lang)
        self.say(dmsg("pack_header", lang, round=round_, pick=pick, direction=direction),
                 style="bold cyan")
        for i, key in enumerate(pack, 1):
            self.say(f"  {i:>2}. {card_line(database().by_key(key), lang)}")
        self.say(dmsg("your_picks", lang, n=len(self.table.picks(self.seat))), style="bold")
        for line in self.picks_lines():
            self.say("  " + line)

    def _ask(self, round_: int, pick: int, pack: Sequence[str]) -> str | None:
        lang = self.lang
        self._show(round_, pick, pack)
        while True:
            self.console.print(f"{escape(dmsg('pick_prompt', lang))}> ", end="",
                               soft_wrap=True)
            line = self.read_line()
            if line is None:
                self.console.print()
                self.say(dmsg("draft_eof", lang), style="yellow")
                return "eof"
            if self.echo:
                self.console.print(escape(line.rstrip("\n")), highlight=False)
            text = normalize(line)
            low = text.lower()
            if not text:
                continue
            if low in ("q", "quit", "exit"):
                self.say(dmsg("draft_quit", lang), style="yellow")
                return "quit"
            if low in ("?", "h", "help"):
                self.say(dmsg("draft_help", lang))
                self._show(round_, pick, pack)
                continue
            if low == "p":
                for entry in self.picks_lines():
                    self.say("  " + entry)
                continue
            number = low[1:].strip()
            if low.startswith("d") and number.isdigit() and 1 <= int(number) <= len(pack):
                for entry in card_details(pack[int(number) - 1], lang):
                    self.say(entry)
                continue
            n = int(text) if text.isdigit() else 0
            if not 1 <= n <= len(pack):
                self.say(dmsg("bad_pick", lang, text=text, n=len(pack)), style="red")
                continue
            try:
                key = self.table.pick(self.seat, n - 1)
            except DraftError as e:  # not expected: the pack shown is the seat's own
                self.say(str(e), style="red")
                continue
            self.say(dmsg("picked", lang, card=card_name(database().by_key(key), lang)))
            return None


def save_draft(path: str, table: DraftTable, decks: dict[int, DeckList], lang: str,
               say: Callable[..., None]) -> None:
    """Write the draft (its packs and every pick) and the decks built so far (card keys) to
    ``path`` as JSON."""
    document: dict[str, Any] = {"draft": table.to_dict(), "decks": {
        str(seat): deck.card_keys() for seat, deck in sorted(decks.items())}}
    try:
        Path(path).write_text(json.dumps(document, ensure_ascii=False, indent=1),
                              encoding="utf-8")
    except OSError as e:
        say(dmsg("draft_save_failed", lang, path=path, reason=e.strerror or e), style="red")
        return
    say(dmsg("draft_saved", lang, path=path))


def draft_game(set_code: str, seed: int, seats: int, lang: str, console: Console,
               read_line: Callable[[], str | None], *, echo: bool = False,
               save: str | None = None) -> tuple[Game, list[DeckList], list[str]] | None:
    """Draft, then build your deck, then set up the game against seat 1 (the same seed gives
    the same boosters, computer picks and game). ``None`` if you leave before the game;
    :class:`~manastack.ui.sealed_builder.LimitedInputError`, before anything is done, for a
    bad set or language."""
    from manastack.ui.messages import msg
    code = check_options(set_code, lang)
    table = DraftTable.new(code, seed, seats)
    client = DraftClient(table, lang, console, read_line, echo=echo)
    client.say(dmsg("draft_header", lang, set=set_name(code, lang), seats=seats, seed=seed),
               style="bold")
    outcome = client.run()
    decks: dict[int, DeckList] = {}
    if save:
        save_draft(save, table, decks, lang, client.say)
    if outcome != "done":
        return None
    names = [msg("you", lang), msg("opponent", lang)]
    mine = SealedPool(code, seed, table.picks(HUMAN), boosters=PACKS)
    theirs = SealedPool(code, seed, table.picks(OPPONENT), boosters=PACKS)
    heading = dmsg("draft_pool", lang, n=len(mine.cards), set=set_name(code, lang), seed=seed)
    deck = SealedBuilder(mine, lang, console, read_line, echo=echo, heading=heading,
                         name=dmsg("draft_deck_name", lang, set=code, seed=seed)).run()
    if deck is None:
        return None
    other = validate_pool_deck(build_deck(theirs, name=dmsg(
        "opponent_draft_deck_name", lang, set=code, seed=seed, player=names[1])), theirs)
    decks = {HUMAN: deck, OPPONENT: other}
    if save:
        save_draft(save, table, decks, lang, client.say)
    client.say(dmsg("opponent_line", lang, colors=color_names(deck_colors(other), lang)))
    game = Game.new([deck, other], seed=seed, names=names, format="normal", auto_pay=True,
                    choose_pool_mana=True)
    return game, [deck, other], names
