"""The line client of a booster draft (``manastack draft``): you draft at seat 0 against
computer drafters, build a deck from your picks, then play it against the drafter on your
left (seat 1, to whom you pass packs 1 and 3) and its automatically built deck.

Line by line and scriptable like ``manastack play``'s plain client. While drafting, the pack
in front of you is listed (name, mana cost, power/toughness, rarity; in Japanese with
``lang="ja"``) with your picks so far, and a number takes that card; ``d N`` shows card N's
text, ``p`` your picks, ``?`` help, ``q`` leaves. Deck building is
:class:`~manastack.ui.deck_client.DeckClient`. Bad input is explained and changes nothing.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console

from manastack.cards.database import database
from manastack.limited.draft import DraftError, DraftTable
from manastack.limited.draft_ai import auto_deck, card_colors, computer_picks
from manastack.ui.describe import card_name
from manastack.ui.draft_messages import card_details, card_line, colors_text, dmsg, set_name
from manastack.ui.line_io import LineIO

HUMAN = 0
OPPONENT = 1
"""The seat on your left: you pass it packs 1 and 3, it passes you pack 2."""


def picks_summary(picks: tuple[str, ...] | list[str], lang: str) -> list[str]:
    """Your picks: how many of each color, then their names."""
    if not picks:
        return [dmsg("no_picks", lang)]
    counts: Counter[str] = Counter()
    for key in picks:
        for c in card_colors(key) or {""}:
            counts[c] += 1
    by_color = " · ".join(f"{colors_text(c, lang)} {counts[c]}" for c in (*"WUBRG", "")
                          if counts[c])
    names = ("、" if lang == "ja" else ", ").join(
        card_name(database().by_key(k), lang) for k in picks)
    return [by_color, names]


class DraftClient:
    """Seat ``seat`` of ``table`` answered through ``io``; the other seats are computers."""

    def __init__(self, table: DraftTable, io: LineIO, seat: int = HUMAN) -> None:
        self.table = table
        self.io = io
        self.seat = seat

    def run(self) -> str:
        """Draft to the end: "done", "quit" or "eof"."""
        table = self.table
        while not table.is_over:
            computer_picks(table, humans=(self.seat,))
            mine = [p for p in table.picks_pending() if p.seat == self.seat]
            if not mine:
                continue
            outcome = self._ask(mine[0].round, mine[0].pick, mine[0].pack)
            if outcome is not None:
                return outcome
        self.io.say(dmsg("draft_over", self.io.lang, n=len(table.picks(self.seat))),
                    style="bold")
        return "done"

    def _show(self, round_: int, pick: int, pack: tuple[str, ...]) -> None:
        lang = self.io.lang
        direction = dmsg("left" if self.table.direction() > 0 else "right", lang)
        self.io.heading(dmsg("pack_header", lang, round=round_, pick=pick, direction=direction))
        for i, key in enumerate(pack, 1):
            self.io.say(f"  {i:>2}. {card_line(key, lang)}")
        picks = self.table.picks(self.seat)
        self.io.say(dmsg("your_picks", lang, n=len(picks)), style="bold")
        for line in picks_summary(picks, lang):
            self.io.say("  " + line)

    def _ask(self, round_: int, pick: int, pack: tuple[str, ...]) -> str | None:
        io = self.io
        lang = io.lang
        self._show(round_, pick, pack)
        while True:
            text = io.ask(dmsg("pick_prompt", lang))
            if text is None:
                io.say(dmsg("draft_eof", lang), style="yellow")
                return "eof"
            low = text.lower()
            if not text:
                continue
            if low in ("q", "quit", "exit"):
                io.say(dmsg("draft_quit", lang), style="yellow")
                return "quit"
            if low in ("?", "h", "help"):
                io.say(dmsg("draft_help", lang))
                self._show(round_, pick, pack)
                continue
            if low == "p":
                for line in picks_summary(self.table.picks(self.seat), lang):
                    io.say("  " + line)
                continue
            if low.startswith("d") and low[1:].strip().isdigit():
                n = int(low[1:].strip())
                if 1 <= n <= len(pack):
                    for line in card_details(pack[n - 1], lang):
                        io.say(line)
                    continue
            n = int(text) if text.isdigit() else 0
            if not 1 <= n <= len(pack):
                io.say(dmsg("bad_pick", lang, text=text, n=len(pack)), style="red")
                continue
            try:
                key = self.table.pick(self.seat, n - 1)
            except DraftError as e:  # not expected: the pack shown is the seat's own
                io.say(str(e), style="red")
                continue
            io.say(dmsg("picked", lang, card=card_name(database().by_key(key), lang)))
            return None


def save_draft(path: str, table: DraftTable, decks: dict[int, list[str]], io: LineIO) -> None:
    """Write the draft (its packs and picks) and the decks built so far to ``path``."""
    document: dict[str, Any] = {"draft": table.to_dict(),
                                "decks": {str(s): d for s, d in sorted(decks.items())}}
    try:
        Path(path).write_text(json.dumps(document, ensure_ascii=False, indent=1),
                              encoding="utf-8")
    except OSError as e:
        io.say(dmsg("save_failed", io.lang, reason=str(e)), style="red")
        return
    io.say(dmsg("draft_saved", io.lang, path=path))


def run_draft(set_code: str, seed: int, seats: int, lang: str, console: Console,
              read_line: Callable[[], str | None], echo: bool = False,
              save: str | None = None) -> str:
    """A whole draft: the picks, your deck, then the game against seat 1. Returns how it
    ended: "over" (the game was played to its end), "quit", "conceded" or "eof"."""
    from manastack.agents import make_policy
    from manastack.game import Game
    from manastack.ui.deck_client import DeckClient
    from manastack.ui.messages import msg
    from manastack.ui.terminal import TerminalGame

    io = LineIO(console, read_line, lang, echo)
    table = DraftTable.new(set_code, seed, seats)
    io.say(dmsg("draft_header", lang, set=set_name(table.set_code, lang), seats=seats,
                seed=seed), style="bold")
    outcome = DraftClient(table, io).run()
    decks: dict[int, list[str]] = {}
    if save:
        save_draft(save, table, decks, io)
    if outcome != "done":
        return outcome
    theirs, their_colors = auto_deck(table.picks(OPPONENT), table.set_code)
    decks[OPPONENT] = theirs
    mine = DeckClient(list(table.picks(HUMAN)), io, table.set_code).run()
    if isinstance(mine, str):
        return mine
    decks[HUMAN] = mine
    if save:
        save_draft(save, table, decks, io)
    names = [msg("you", lang), msg("opponent", lang)]
    io.say(dmsg("opponent_line", lang, colors=colors_text(their_colors, lang)))
    for who, deck in zip(names, (mine, theirs), strict=True):
        io.say(dmsg("player_deck", lang, player=who, n=len(deck)))
    game = Game.new([mine, theirs], seed=seed, names=names, auto_pay=True)
    policies = [make_policy("first"), make_policy("heuristic", seed + 1)]
    return TerminalGame(game, HUMAN, policies, lang, console, read_line, echo=echo).run()
