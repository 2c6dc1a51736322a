"""Replaying a saved game move by move, as one player saw it, the modes, X and targets of
its spells and abilities told as the line client told them (``ui.stack_notes``).

A game saved by ``Game.to_json()`` (the full-screen client's ``s`` key) holds its setup and
every action; :class:`Replay` rebuilds the game after any number of them (forward one action
at a time, backward by replaying from the start, CR-exact since games replay from their
seed). What is shown is ``Game.view(player)`` after each move, so a replay hides what that
player could not see.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, RichLog, Static

from manastack.decisions.actions import Action
from manastack.game import Game
from manastack.game_document import check_actions
from manastack.ui import panes
from manastack.ui.choices import ChoiceMaker
from manastack.ui.citations import cited
from manastack.ui.describe import Describer
from manastack.ui.messages import msg
from manastack.ui.stack_notes import StackNotes


class Replay:
    """The moves of a saved game. Raises ``GameDocumentError`` for a malformed document."""

    def __init__(self, text: str | bytes) -> None:
        final = Game.from_json(text)  # checks the whole document
        data = json.loads(text)
        self.setup: dict[str, Any] = data["setup"]
        self.actions: list[tuple[int, Action]] = list(
            check_actions(data["actions"], len(final.state.players)))
        self.players = len(final.state.players)
        self._game = Game.replay(self.setup, [])
        self._at = 0

    def __len__(self) -> int:
        return len(self.actions)

    def at(self, i: int) -> Game:
        """The game after the first ``i`` moves (clamped to the game's length)."""
        i = max(0, min(i, len(self.actions)))
        if i < self._at:
            self._game = Game.replay(self.setup, [])
            self._at = 0
        while self._at < i:
            p, a = self.actions[self._at]
            self._game.apply(p, a)
            self._at += 1
        return self._game


def replay_notes(replay: Replay, player: int, lang: str) -> list[tuple[int, int, str]]:
    """The modes, X and targets ``player`` was told in ``lang`` while the game was played
    (``ui.stack_notes``), as ``(move, log position, line)``: told after that many moves,
    among the log's lines at that position."""
    notes = StackNotes(player, lang)
    desc = Describer(replay.at(0), player, lang)
    maker = ChoiceMaker(desc)
    out: list[tuple[int, int, str]] = []
    for i in range(len(replay) + 1):
        told = len(notes.lines)
        notes.note_if_priority(replay.at(i), desc, maker)
        out += [(i, pos, line) for pos, _, line in notes.lines[told:]]
    return out


def move_lines(replay: Replay, player: int, lang: str) -> Iterator[tuple[int, list[str]]]:
    """Each move's new log lines as ``player`` saw them, in ``lang``: ``(i, lines)`` for the
    game after ``i`` moves (0: the start), with the modes, X and targets of each spell or
    ability the first time the player had priority with it on the stack, as the line client
    told them (``ui.stack_notes``)."""
    notes = StackNotes(player, lang)
    seen = told = 0
    game = replay.at(0)
    desc = Describer(game, player, lang)
    maker = ChoiceMaker(desc)
    for i in range(len(replay) + 1):
        game = replay.at(i)  # the same game, moved on
        notes.note_if_priority(game, desc, maker)
        log = game.view(player)["log"]
        lines = [line for ev in log[seen:] if (line := desc.event(ev))]
        lines += [line for _, _, line in notes.lines[told:]]
        seen, told = len(log), len(notes.lines)
        yield i, lines


class ReplayApp(App[None]):
    """Step through a replay: → or space the next move, ← the previous, Home and End."""

    CSS = """
    #main { height: 1fr; }
    #board { width: 1fr; }
    #side { width: 45%; min-width: 34; }
    #header { height: auto; background: $boost; padding: 0 1; }
    .pane { border: round $primary; padding: 0 1; height: auto; }
    #move { height: auto; padding: 0 1; color: $warning; }
    #log { height: 1fr; border: round $secondary; }
    """
    BINDINGS = [
        Binding("right,space", "step(1)", "Next"),
        Binding("left", "step(-1)", "Back"),
        Binding("pagedown", "step(20)", "+20", show=False),
        Binding("pageup", "step(-20)", "-20", show=False),
        Binding("home", "jump(0)", "Start"),
        Binding("end", "jump(-1)", "End"),
        Binding("q,escape", "quit", "Quit"),
    ]

    def __init__(self, replay: Replay, player: int, lang: str) -> None:
        super().__init__()
        self.replay = replay
        self.player = player
        self.lang = lang
        self.index = 0
        self.screen_texts: dict[str, str] = {}
        self.notes = replay_notes(replay, player, lang)

    def compose(self) -> ComposeResult:
        yield Static(id="header")
        with Horizontal(id="main"):
            with VerticalScroll(id="board"):
                yield Static(id="opponents-pane", classes="pane")
                yield Static(id="stack-pane", classes="pane")
                yield Static(id="you-pane", classes="pane")
                yield Static(id="hand-pane", classes="pane")
            with Vertical(id="side"):
                yield Static(id="move")
                yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#log", RichLog).border_title = msg("full_log", self.lang)
        self.show()

    def _set(self, wid: str, text: Text) -> None:
        self.screen_texts[wid] = text.plain
        self.query_one(f"#{wid}", Static).update(text)

    def show(self) -> None:
        game = self.replay.at(self.index)
        desc = Describer(game, self.player, self.lang)
        view = game.view(self.player)
        self._set("header", panes.header(desc, view))
        opp = Text()
        for p in view["players"]:
            if p["index"] != self.player:
                opp.append_text(panes.player_pane(desc, view, p))
        self._set("opponents-pane", opp)
        self._set("stack-pane", panes.stack_pane(desc, view))
        self._set("you-pane", panes.player_pane(desc, view, view["players"][self.player]))
        self._set("hand-pane", panes.hand_pane(desc, view))
        self._set("move", Text(msg("replay_move", self.lang, i=self.index,
                                   n=len(self.replay))))
        pending = [(pos, line) for i, pos, line in self.notes if i <= self.index]
        lines: list[str] = []
        for j, ev in enumerate(view["log"]):
            while pending and pending[0][0] <= j:
                lines.append(pending.pop(0)[1])
            if line := desc.event(ev):
                lines.append(cited(line, ev, self.lang))
        lines += [line for _, line in pending]
        log = self.query_one("#log", RichLog)
        log.clear()
        for line in lines:
            log.write(Text(line))
        self.screen_texts["log"] = "\n".join(lines)

    def action_step(self, n: int) -> None:
        self.index = max(0, min(len(self.replay), self.index + n))
        self.show()

    def action_jump(self, i: int) -> None:
        self.index = len(self.replay) if i < 0 else i
        self.show()

    def all_text(self) -> str:
        return "\n".join(self.screen_texts.values())
