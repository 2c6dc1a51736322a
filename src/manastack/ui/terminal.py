"""The terminal game: one human player against a policy, line by line.

The human sees ``game.view(human)`` only. At each of their decisions the board, the new log
entries, the prompt and a numbered list of the legal actions are printed; they answer with a
number, ``?`` (help and the board again), ``q`` (quit) or ``c`` (concede: the ``Concede``
action, CR 104.3a, which ends the session for the human; in a game of three or more the others
would play on without them). Input is read one line at a time, so
the game works the same when standard input is a file or a pipe. Priority is passed
automatically when the only other choices are mana abilities, and a decision with a single
legal answer is answered automatically.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.markup import escape

from manastack.decisions.actions import (
    Action,
    ActivateManaAbility,
    CastSpell,
    Concede,
    PassPriority,
    PlayLand,
)
from manastack.decisions.policies import Policy
from manastack.game import Game, IllegalActionError
from manastack.simulate import Autoplayer
from manastack.ui.board import print_board
from manastack.ui.describe import Describer
from manastack.ui.messages import msg

LOG_LINES = 12


def order_actions(kind: str, actions: list[Action]) -> list[Action]:
    """The order actions are listed in: at priority, pass first, then lands, spells, other
    abilities, and mana abilities last; other decisions keep the engine's order."""
    if kind != "priority":
        return list(actions)

    def rank(a: Action) -> int:
        if isinstance(a, PassPriority):
            return 0
        if isinstance(a, PlayLand):
            return 1
        if isinstance(a, CastSpell):
            return 2
        if isinstance(a, ActivateManaAbility):
            return 4
        return 3

    return sorted(actions, key=rank)


class TerminalGame:
    """Runs ``game`` with ``human`` answering through ``read_line`` and the others played by
    ``policies`` (indexed by player; the human's entry is ignored)."""

    def __init__(self, game: Game, human: int, policies: list[Policy], lang: str,
                 console: Console, read_line: Callable[[], str | None],
                 echo: bool = False) -> None:
        self.game = game
        self.human = human
        self.policies = policies
        self.lang = lang
        self.console = console
        self.read_line = read_line
        self.desc = Describer(game, human, lang)
        self.log_seen = 0
        self.echo = echo
        self.autoplayer = Autoplayer(game, policies)

    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(escape(text), style=style)

    def run(self) -> str:
        """Play until the game ends or the human quits or concedes; returns "over", "quit",
        "conceded" or "eof"."""
        game = self.game
        while not game.is_over:
            d = game.decision
            assert d is not None
            acts = game.legal_actions()
            if d.player != self.human:
                self._ai_turn()
                continue
            if len(acts) == 1 or (d.kind == "priority" and all(
                    isinstance(a, PassPriority | ActivateManaAbility) for a in acts)):
                game.apply(self.human, PassPriority() if d.kind == "priority" else acts[0])
                continue
            outcome = self._ask(d.kind, d.prompt, order_actions(d.kind, acts))
            if outcome is not None:
                return outcome
        self._show(full=True)
        self._result()
        return "over"

    def _ai_turn(self) -> None:
        self.autoplayer.step()

    def _show(self, full: bool) -> None:
        view = self.game.view(self.human)
        log = view["log"]
        new = [line for ev in log[self.log_seen:] if (line := self.desc.event(ev))]
        self.log_seen = len(log)
        if new:
            self.console.print(f"[bold]{escape(msg('log', self.lang))}[/bold]")
            for line in new[-LOG_LINES:]:
                self.say("  " + line)
        if full:
            print_board(self.console, self.desc, view)

    def _list(self, kind: str, prompt: str, acts: list[Action]) -> None:
        self.console.print(f"[bold cyan]{escape(self.desc.prompt(kind, prompt))}[/bold cyan]")
        for i, a in enumerate(acts, 1):
            self.say(f"  {i:>2}. {self.desc.action(a, kind)}")

    def _ask(self, kind: str, prompt: str, acts: list[Action]) -> str | None:
        self._show(full=True)
        self._list(kind, prompt, acts)
        while True:
            self.console.print(f"{escape(msg('input_prompt', self.lang))}> ", end="")
            line = self.read_line()
            if line is not None and self.echo:
                self.console.print(escape(line.rstrip("\n")), highlight=False)
            if line is None:
                self.console.print()
                self.say(msg("eof", self.lang), style="yellow")
                return "eof"
            text = line.strip()
            if text.lower() in ("q", "quit", "exit"):
                self.say(msg("quit", self.lang), style="yellow")
                return "quit"
            if text.lower() in ("c", "concede"):
                self.game.apply(self.human, Concede())
                self.say(msg("conceded", self.lang), style="yellow")
                return "conceded"
            if text in ("?", "h", "help"):
                self.say(msg("help", self.lang))
                self._show(full=True)
                self._list(kind, prompt, acts)
                continue
            if not text:
                continue
            try:
                n = int(text)
            except ValueError:
                n = 0
            if not 1 <= n <= len(acts):
                self.say(msg("bad_input", self.lang, text=text, n=len(acts)), style="red")
                continue
            try:
                self.game.apply(self.human, acts[n - 1])
            except IllegalActionError as e:
                self.say(msg("illegal", self.lang, reason=str(e)), style="red")
                return None
            return None

    def _result(self) -> None:
        game = self.game
        lang = self.lang
        self.say(msg("game_over", lang, turns=game.view(self.human)["turn"]), style="bold")
        if not game.winners:
            self.say(msg("draw_game", lang), style="bold")
        elif self.human in game.winners:
            self.say(msg("you_win", lang), style="bold green")
        else:
            for w in game.winners:
                self.say(msg("player_wins", lang, player=self.desc.player_name(w)),
                         style="bold red")
