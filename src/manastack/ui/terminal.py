"""The line-based terminal game (``manastack play --plain``, and whenever input is not a
terminal): one human player against policies, line by line, scriptable.

The human sees ``game.view(human)`` only. At each of their decisions the board, the new log
entries, the prompt and a numbered list of choices are printed (the choices of
:mod:`manastack.ui.choices`: named with costs, grouped by card in a fixed order, identical
ones merged). The answer is a number or a command:

* ``?`` help and the board again; ``q`` quit; ``c`` concede (the ``Concede`` action,
  CR 104.3a);
* ``d N`` the details of choice N's card (Oracle text, characteristics, rulings);
* ``v`` every card the player can see, numbered (the battlefield with each permanent's
  controller, the stack, their hand, the command zone, graveyards, exile); ``v N`` the
  details of card N of that list (a face-down card only to whoever may look at it);
* ``u`` undo the spell, ability or declaration under way;
* ``e`` pass until the end of the turn, ``n`` until your next turn, ``w`` until something
  happens; ``f`` full control on or off;
* ``log`` the whole log; ``s`` save the game (to ``save_path``: ``manastack play --load``
  goes on with it);
* ``t`` the stops (the steps where priority stops for the human, as in the full-screen
  client), numbered; ``t N`` sets or clears stop N.

Full-width digits and letters (``１``, ``ｑ``) are read as their ASCII forms. Priority is
passed for the human as :mod:`manastack.ui.session` describes.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from manastack.comprehensive_rules import UnknownRuleError
from manastack.decisions.policies import Policy
from manastack.game import Game
from manastack.ui.board import print_board
from manastack.ui.choices import Choice
from manastack.ui.details import details
from manastack.ui.messages import msg
from manastack.ui.rules_lookup import lookup
from manastack.ui.session import STEPS, PlaySession

PASS_COMMANDS = {"e": "turn", "n": "next_turn", "w": "event"}
STOPS = [(whose, step) for whose in ("mine", "theirs") for step in STEPS]
"""The stops in the order ``t`` numbers them."""


def normalize(text: str) -> str:
    """Input as typed, with full-width forms folded to ASCII (NFKC) and spaces trimmed."""
    return unicodedata.normalize("NFKC", text).strip()


class TerminalGame:
    """Runs ``game`` with ``human`` answering through ``read_line`` and the others played by
    ``policies`` (indexed by player; the human's entry is ignored)."""

    def __init__(self, game: Game, human: int, policies: list[Policy], lang: str,
                 console: Console, read_line: Callable[[], str | None],
                 echo: bool = False, save_path: str = "manastack-game.json") -> None:
        self.session = PlaySession(game, human, policies, lang)
        self.save_path = save_path
        self.human = human
        self.lang = lang
        self.console = console
        self.read_line = read_line
        self.echo = echo

    @property
    def game(self) -> Game:
        return self.session.game

    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(escape(text), style=style)

    def run(self) -> str:
        """Play until the game ends or the human quits or concedes; returns "over", "quit",
        "conceded" or "eof"."""
        s = self.session
        s.advance()
        while not s.game.is_over:
            pending = s.pending()
            assert pending is not None
            outcome = self._ask(*pending)
            if outcome is not None:
                return outcome
        self._show(full=True)
        self._result()
        return "over"

    def _show(self, full: bool) -> None:
        new = self.session.new_log_lines()
        if new:
            self.console.print(f"[bold]{escape(msg('log', self.lang))}[/bold]")
            for line in new:
                self.say("  " + line)
        if full:
            print_board(self.console, self.session.desc, self.session.view())

    def _list(self, prompt: str, choices: list[Choice]) -> None:
        self.console.print(f"[bold cyan]{escape(prompt)}[/bold cyan]")
        for i, c in enumerate(choices, 1):
            self.say(f"  {i:>2}. {c.text()}")
        if self.session.can_undo:
            self.say(f"   u. {msg('undo', self.lang)}")

    def _ask(self, kind: str, prompt: str, choices: list[Choice]) -> str | None:
        s = self.session
        self._show(full=True)
        self._list(prompt, choices)
        while True:
            self.console.print(f"{escape(msg('input_prompt', self.lang))}> ", end="")
            line = self.read_line()
            if line is not None and self.echo:
                self.console.print(escape(line.rstrip("\n")), highlight=False)
            if line is None:
                self.console.print()
                self.say(msg("eof", self.lang), style="yellow")
                return "eof"
            text = normalize(line)
            low = text.lower()
            if low in ("q", "quit", "exit"):
                self.say(msg("quit", self.lang), style="yellow")
                return "quit"
            if low in ("c", "concede"):
                s.concede()
                self.say(msg("conceded", self.lang), style="yellow")
                return "conceded"
            if text in ("?", "h", "help"):
                self.say(msg("help", self.lang))
                self._show(full=True)
                self._list(prompt, choices)
                continue
            if low in ("s", "save"):
                self._save()
                continue
            if low.startswith("rule ") or low.startswith("cr "):
                self._rule(text.split(" ", 1)[1])
                continue
            if low == "log":
                for entry in s.log_lines():
                    self.say("  " + entry)
                continue
            if low == "u":
                self.say(msg("undone" if s.undo() else "nothing_to_undo", self.lang),
                         style="yellow")
                return None
            if low == "f":
                s.full_control = not s.full_control
                self.say(msg("full_control_on" if s.full_control else "full_control_off",
                             self.lang), style="yellow")
                continue
            if low == "t" or (low.startswith("t") and low[1:].strip().isdigit()):
                self._stops(text, low[1:].strip())
                continue
            if low in PASS_COMMANDS and kind == "priority":
                s.pass_until(PASS_COMMANDS[low])
                return None
            if low == "d" or (low.startswith("d") and _is_number(low[1:])):
                n = _number(low[1:])
                if not 1 <= n <= len(choices):
                    self.say(msg("bad_details", self.lang, text=text, n=len(choices)),
                             style="red")
                    continue
                about = choices[n - 1].about
                if about is None:
                    self.say(msg("no_details", self.lang, n=n), style="red")
                    continue
                self.console.print(details(s.desc, about))
                continue
            if low == "v" or (low.startswith("v") and _is_number(low[1:])):
                self._visible(text, low[1:].strip())
                continue
            if not text:
                self.say(msg("empty_input", self.lang, n=len(choices)), style="red")
                continue
            n = _number(text)
            if not 1 <= n <= len(choices):
                self.say(msg("bad_input", self.lang, text=text, n=len(choices)), style="red")
                continue
            error = s.choose(choices[n - 1])
            if error:
                self.say(msg("illegal", self.lang, reason=error), style="red")
            return None

    def _save(self) -> None:
        """``s``: the game so far to ``save_path`` (``manastack play --load`` goes on with it,
        ``manastack replay`` replays it), as the full-screen client's ``s`` saves it."""
        path = Path(self.save_path)
        try:
            path.write_text(self.game.to_json(), encoding="utf-8")
        except OSError as e:
            self.say(msg("save_failed", self.lang, reason=str(e)), style="red")
            return
        self.say(msg("saved", self.lang, path=str(path)), style="yellow")

    def _visible_cards(self) -> list[tuple[int, str]]:
        """Every object the human can see, as the full-screen client's ``v`` lists them: the
        battlefield (with each permanent's controller), the stack, their hand, the command
        zone, the graveyards and exile, each with its counters and the choices made for it."""
        s = self.session
        desc = s.desc
        view = s.view()
        me = view["players"][view["you"]]
        out: list[tuple[int, str]] = []

        def add(objs: list[dict[str, Any]], where: str) -> None:
            for o in objs:
                if not isinstance(o.get("id"), int):
                    continue
                notes = [f"{desc.counter_name(k)}×{n}"
                         for k, n in sorted((o.get("counters") or {}).items())]
                notes += desc.choice_notes(o)
                owner = o.get("controller", o.get("owner"))
                place = msg("zone_of", self.lang, player=desc.player_name(owner), zone=where) \
                    if isinstance(owner, int) else where
                out.append((o["id"], desc.view_name(o, stats=True) +
                            "".join(f" [{n}]" for n in notes) + f" ({place})"))

        add(view["battlefield"], msg("battlefield", self.lang))
        add(list(reversed(view["stack"])), msg("stack", self.lang))
        add(list(me.get("hand", ())), msg("hand", self.lang))
        add(view["command"], msg("command_zone", self.lang))
        for p in view["players"]:
            add(p["graveyard"], msg("graveyard", self.lang))
        add(view["exile"], msg("exile", self.lang))
        return out

    def _visible(self, text: str, number: str) -> None:
        """``v``: every card the human can see, numbered; ``v N``: the details of card N."""
        cards = self._visible_cards()
        if number:
            n = _number(number)
            if not 1 <= n <= len(cards):
                self.say(msg("bad_visible", self.lang, text=text, n=len(cards)), style="red")
                return
            self.console.print(details(self.session.desc, cards[n - 1][0]))
            return
        self.console.print(f"[bold cyan]{escape(msg('all_cards_hint', self.lang))}[/bold cyan]")
        if not cards:
            self.say("  " + msg("no_cards", self.lang))
        for i, (_, label) in enumerate(cards, 1):
            self.say(f"  v{i:<3} {label}")

    def _rule(self, query: str) -> None:
        """``rule 704.5g``: the rule behind a log line's citation (``ui.rules_lookup``)."""
        try:
            self.say(lookup(query, self.lang))
        except UnknownRuleError as e:
            self.say(str(e), style="red")

    def _stop_name(self, whose: str, step: str) -> str:
        return msg("stop_mine" if whose == "mine" else "stop_theirs", self.lang,
                   step=self.session.desc.step(step))

    def _stops(self, text: str, number: str) -> None:
        """``t``: list the stops; ``t N``: set or clear stop N, then list them."""
        s = self.session
        if number:
            n = _number(number)
            if not 1 <= n <= len(STOPS):
                self.say(msg("bad_stop", self.lang, text=text, n=len(STOPS)), style="red")
                return
            whose, step = STOPS[n - 1]
            on = s.toggle_stop(whose, step)
            self.say(msg("stop_set" if on else "stop_cleared", self.lang,
                         stop=self._stop_name(whose, step)), style="yellow")
        self.console.print(f"[bold cyan]{escape(msg('stops', self.lang))}[/bold cyan]")
        for i, (whose, step) in enumerate(STOPS, 1):
            on = (whose, step) in s.stops
            self.say(f"  t{i:<2} [{'x' if on else ' '}] {self._stop_name(whose, step)}: "
                     f"{msg('stop_on' if on else 'stop_off', self.lang)}")

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
                self.say(msg("player_wins", lang, player=self.session.desc.player_name(w)),
                         style="bold red")


def _is_number(text: str) -> bool:
    return text.strip().isdigit()


def _number(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        return 0
