"""The full-screen terminal client (Textual): one human against the computer.

The screen shows what ``Game.view(human)`` gives and nothing else: each player's battlefield
grouped into lands, creatures and other permanents (tapped, summoning sick, transformed,
attacking or blocking whom, damage, counters, choices made as it entered, attachments), the
human's hand with mana costs, the stack with controllers, targets and what was announced (X,
modes, division, method of casting), life, hand and library counts, mana pools, day or
night, the turn and step, commanders and commander damage; the choices of the pending
decision (grouped by card, identical ones merged, chosen with the keyboard or the mouse); and
the complete log, which can be filtered. Graveyards and exile are listed in full in their own
scrollable screens; card details (Oracle text, Japanese text, current characteristics,
counters, rulings) open on request. Keys are listed in the footer and under ``?``.

The other seats' decisions and the automatic passes (``PlaySession.advance``) run in a worker
thread, so the screen keeps drawing and answering keys while the computer plays: the prompt
says so, and until it is done the game is neither read nor changed from the screen (only help
and quit are taken).
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.dom import DOMNode
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option
from textual.worker import Worker

from manastack.decisions.actions import CastSpell, PlayLand
from manastack.ui import panes
from manastack.ui.choices import Choice
from manastack.ui.details import details
from manastack.ui.messages import UI_MESSAGES, msg
from manastack.ui.session import STEPS, PlaySession


def localize_bindings(node: DOMNode, lang: str) -> None:
    """Word ``node``'s key bindings — what the footer shows for each key — in ``lang``: the
    message ``key_<action>`` of each binding's action (Textual's own command palette
    included); a binding without such a message keeps its words."""
    table = node._bindings.key_to_bindings
    for key, bindings in table.items():
        out = []
        for b in bindings:
            name = b.action.removeprefix("app.").split("(")[0]
            words = UI_MESSAGES[lang].get(f"key_{name}")
            out.append(dataclasses.replace(b, description=words, tooltip=words)
                       if words else b)
        table[key] = out


class TextScreen(ModalScreen[None]):
    """A scrollable page of text (card details, help); Escape or q closes it."""

    BINDINGS = [Binding("escape,q", "dismiss", "Close")]
    DEFAULT_CSS = """
    TextScreen { align: center middle; }
    TextScreen > VerticalScroll { width: 90%; height: 90%; border: round $accent;
                                  background: $panel; padding: 0 1; }
    """

    def __init__(self, title: str, body: Text) -> None:
        super().__init__()
        self.title_text = title
        self.body = body

    def on_mount(self) -> None:
        localize_bindings(self, getattr(self.app, "lang", "en"))
        self.refresh_bindings()

    def compose(self) -> ComposeResult:
        scroll = VerticalScroll()
        scroll.border_title = self.title_text
        with scroll:
            yield Static(self.body, id="text-body")

    def action_dismiss(self) -> None:  # type: ignore[override]
        self.dismiss(None)


class ListScreen(ModalScreen[int | None]):
    """A scrollable list of objects (a graveyard, exile, every visible card): choosing one
    returns its object id, for its details."""

    BINDINGS = [Binding("escape,q", "close", "Close")]
    DEFAULT_CSS = """
    ListScreen { align: center middle; }
    ListScreen > OptionList { width: 80%; height: 80%; border: round $accent; }
    """

    def __init__(self, title: str, entries: list[tuple[int | None, str]], empty: str) -> None:
        super().__init__()
        self.title_text = title
        self.entries = entries
        self.empty = empty

    def on_mount(self) -> None:
        localize_bindings(self, getattr(self.app, "lang", "en"))
        self.refresh_bindings()

    def compose(self) -> ComposeResult:
        options = [Option(Text(label), id=f"o{i}", disabled=oid is None)
                   for i, (oid, label) in enumerate(self.entries)] or \
            [Option(Text(self.empty), disabled=True)]
        ol = OptionList(*options, id="zone-list")
        ol.border_title = self.title_text
        yield ol

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.entries[event.option_index][0])

    def action_close(self) -> None:
        self.dismiss(None)


class StopsScreen(ModalScreen[None]):
    """Per-step stops: choosing a step toggles whether the client stops there."""

    BINDINGS = [Binding("escape,q", "close", "Close")]
    DEFAULT_CSS = """
    StopsScreen { align: center middle; }
    StopsScreen > OptionList { width: 70; height: 80%; border: round $accent; }
    """

    def __init__(self, session: PlaySession) -> None:
        super().__init__()
        self.session = session
        self.keys = [(w, s) for w in ("mine", "theirs") for s in STEPS]

    def _label(self, whose: str, step: str) -> Text:
        lang = self.session.lang
        on = (whose, step) in self.session.stops
        name = msg("stop_mine" if whose == "mine" else "stop_theirs", lang,
                   step=self.session.desc.step(step))
        return Text(f"[{'x' if on else ' '}] {name}: {msg('stop_on' if on else 'stop_off', lang)}")

    def on_mount(self) -> None:
        localize_bindings(self, self.session.lang)
        self.refresh_bindings()

    def compose(self) -> ComposeResult:
        ol = OptionList(*[Option(self._label(w, s)) for w, s in self.keys], id="stops-list")
        ol.border_title = msg("stops", self.session.lang)
        yield ol

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        whose, step = self.keys[event.option_index]
        self.session.toggle_stop(whose, step)
        ol = self.query_one(OptionList)
        ol.replace_option_prompt_at_index(event.option_index, self._label(whose, step))

    def action_close(self) -> None:
        self.dismiss(None)


KEY_ACTIONS = {"d": "details", "g": "graveyards", "x": "exile", "v": "all_cards", "u": "undo",
               "e": "pass_turn", "n": "pass_next_turn", "w": "pass_event", "f": "full_control",
               "t": "stops", "s": "save", "l": "filter_log", "c": "concede", "q": "quit",
               "?": "help"}


class GameApp(App[str]):
    """The full-screen game; ``run()`` returns "over", "quit" or "conceded"."""

    TITLE = "manastack"
    CSS = """
    #main { height: 1fr; }
    #board { width: 1fr; }
    #side { width: 45%; min-width: 34; }
    #header { height: auto; background: $boost; padding: 0 1; }
    .pane { border: round $primary; padding: 0 1; height: auto; }
    #you-pane { border: round $success; }
    #choices { height: 1fr; min-height: 6; border: round $warning; }
    #prompt { height: auto; padding: 0 1; color: $warning; }
    #log { height: 1fr; border: round $secondary; }
    #log-filter { display: none; }
    #log-filter.shown { display: block; }
    """
    BINDINGS = [
        Binding("d", "details", "Details"),
        Binding("u", "undo", "Undo"),
        Binding("e", "pass_turn", "End turn"),
        Binding("n", "pass_next_turn", "My turn"),
        Binding("w", "pass_event", "Until event"),
        Binding("g", "graveyards", "Graveyards"),
        Binding("x", "exile", "Exile"),
        Binding("v", "all_cards", "Cards", show=False),
        Binding("f", "full_control", "Full control", show=False),
        Binding("t", "stops", "Stops"),
        Binding("s", "save", "Save", show=False),
        Binding("l", "filter_log", "Filter log", show=False),
        Binding("c", "concede", "Concede", show=False),
        Binding("question_mark", "help", "Help"),
        Binding("q", "quit_game", "Quit"),
    ]

    def __init__(self, session: PlaySession, save_path: str | None = None) -> None:
        super().__init__()
        self.session = session
        self.lang = session.lang
        localize_bindings(self, self.lang)
        self.save_path = save_path or "manastack-game.json"
        self.choices: list[Choice] = []
        self.log_filter = ""
        self.log_lines: list[str] = []
        self._log_shown: list[str] = []
        self.outcome = "quit"
        self.screen_texts: dict[str, str] = {}
        self.busy = False

    # -- the computer's turns --------------------------------------------------------------------
    FREE_WHILE_BUSY = frozenset({"help", "quit_game"})
    """Actions taken while the other seats play: they neither read nor change the game."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not self.busy or action in self.FREE_WHILE_BUSY

    def in_background(self, work: Callable[[], str | None]) -> Worker[None] | None:
        """Run ``work`` (a call that plays the other seats: ``advance``, ``choose``...) in a
        worker thread; the screen is redrawn when it returns, with the engine's refusal (the
        string it returns) if any. Nothing is started while another call runs."""
        if self.busy:
            return None
        self.busy = True
        self._set("prompt", Text(msg("computer_playing", self.lang), style="italic"))
        self.query_one("#choices", OptionList).disabled = True

        def run() -> None:
            error = work()
            try:
                self.call_from_thread(self._done, error)
            except RuntimeError:
                pass  # the app closed meanwhile: nothing to draw

        return self.run_worker(run, thread=True, group="game", exclusive=False)

    def _done(self, error: str | None) -> None:
        self.busy = False
        choices = self.query_one("#choices", OptionList)
        choices.disabled = False
        if error:
            self.notify(msg("illegal", self.lang, reason=error), severity="error")
        self.refresh_all()
        if self.session.game.is_over and self.outcome != "conceded":
            self.outcome = "over"
        choices.focus()

    # -- layout --------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="header")
        with Horizontal(id="main"):
            with VerticalScroll(id="board"):
                yield Static(id="opponents-pane", classes="pane")
                yield Static(id="stack-pane", classes="pane")
                yield Static(id="you-pane", classes="pane")
                yield Static(id="hand-pane", classes="pane")
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield OptionList(id="choices")
                yield Input(placeholder=msg("log_filter", self.lang), id="log-filter")
                yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#choices", OptionList).border_title = msg("choices", self.lang)
        self.query_one("#log", RichLog).border_title = msg("full_log", self.lang)
        self.refresh_all()
        self.query_one("#choices", OptionList).focus()

        def advance() -> None:
            self.session.advance()
        self.in_background(advance)

    # -- drawing -------------------------------------------------------------------------------
    def _set(self, wid: str, text: Text) -> None:
        self.screen_texts[wid] = text.plain
        self.query_one(f"#{wid}", Static).update(text)

    def refresh_all(self) -> None:
        s = self.session
        view = s.view()
        desc = s.desc
        head = panes.header(desc, view)
        self._set("header", head)
        opp = Text()
        for p in view["players"]:
            if p["index"] != view["you"]:
                opp.append_text(panes.player_pane(desc, view, p))
        self._set("opponents-pane", opp)
        self._set("stack-pane", panes.stack_pane(desc, view))
        self._set("you-pane", panes.player_pane(desc, view, view["players"][view["you"]]))
        self._refresh_log(view)
        self._refresh_choices()
        playable = frozenset(a.card for c in self.choices for a in c.actions
                             if isinstance(a, PlayLand | CastSpell))
        self._set("hand-pane", panes.hand_pane(desc, view, playable))

    def _refresh_log(self, view: dict[str, Any]) -> None:
        """Write the log entries that are new since the last refresh (all of them again when
        the filter changed or an undo took entries back)."""
        lines = self.session.log_lines(view)
        shown = [ln for ln in lines if self.log_filter.casefold() in ln.casefold()]
        log = self.query_one("#log", RichLog)
        if shown[:len(self._log_shown)] != self._log_shown:
            log.clear()
            self._log_shown = []
        for ln in shown[len(self._log_shown):]:
            log.write(Text(ln))
        self._log_shown = shown
        self.log_lines = lines
        self.screen_texts["log"] = "\n".join(shown[-200:])

    def _refresh_choices(self) -> None:
        s = self.session
        ol = self.query_one("#choices", OptionList)
        ol.clear_options()
        pending = s.pending()
        if pending is None:
            self.choices = []
            self._set("prompt", Text(self._result_text(), style="bold"))
            return
        kind, prompt, choices = pending
        self.choices = choices
        prompt_text = Text(prompt)
        if s.can_undo:
            prompt_text.append("  (u: " + msg("undo", self.lang) + ")", style="dim")
        self._set("prompt", prompt_text)
        options: list[Option] = []
        for i, c in enumerate(choices):
            label = Text(f"{i + 1:>2}. " if i < 9 else "    ", style="dim")
            label.append(c.text())
            options.append(Option(label, id=f"c{i}"))
        ol.add_options(options)
        ol.highlighted = 0 if options else None
        self.screen_texts["choices"] = "\n".join(c.text() for c in choices)

    def _result_text(self) -> str:
        game = self.session.game
        lang = self.lang
        if not game.is_over:
            return ""
        lines = [msg("game_over", lang, turns=game.state.turn)]
        if not game.winners:
            lines.append(msg("draw_game", lang))
        elif self.session.human in game.winners:
            lines.append(msg("you_win", lang))
        else:
            lines += [msg("player_wins", lang, player=self.session.desc.player_name(w))
                      for w in game.winners]
        return " ".join(lines)

    def all_text(self) -> str:
        """Everything the main screen shows now, as plain text (for checks and tests)."""
        return "\n".join(self.screen_texts.values())

    # -- choosing ------------------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "choices":
            return
        self.choose_index(event.option_index)

    def choose_index(self, i: int) -> None:
        if self.busy or not 0 <= i < len(self.choices):
            return
        choice = self.choices[i]
        self.in_background(lambda: self.session.choose(choice))

    def on_key(self, event: Any) -> None:
        """Digits choose by number; full-width characters (１, ｑ) work like their ASCII
        forms."""
        if isinstance(self.focused, Input):
            return
        ch = unicodedata.normalize("NFKC", event.character or "")
        if ch.isdigit() and ch != "0" and len(ch) == 1:
            event.stop()
            self.choose_index(int(ch) - 1)  # nothing while the computer plays
            return
        if ch != (event.character or "") and ch in KEY_ACTIONS:
            event.stop()
            name = "quit_game" if KEY_ACTIONS[ch] == "quit" else KEY_ACTIONS[ch]
            if self.check_action(name, ()):
                getattr(self, f"action_{name}")()

    # -- actions -------------------------------------------------------------------------------
    def _highlighted(self) -> Choice | None:
        ol = self.query_one("#choices", OptionList)
        i = ol.highlighted
        return self.choices[i] if i is not None and 0 <= i < len(self.choices) else None

    def show_details(self, oid: int | None) -> None:
        if oid is None:
            return
        body = details(self.session.desc, oid)
        self.screen_texts["details"] = body.plain
        self.push_screen(TextScreen(msg("details", self.lang), body))

    def action_details(self) -> None:
        c = self._highlighted()
        if c is not None and c.about is not None:
            self.show_details(c.about)
        else:
            self.action_all_cards()

    def action_undo(self) -> None:
        if self.session.undo():
            self.notify(msg("undone", self.lang))
        else:
            self.notify(msg("nothing_to_undo", self.lang))
        self.refresh_all()

    def _pass(self, mode: str) -> None:
        pending = self.session.pending()
        if pending is None or pending[0] != "priority":
            return

        def pass_until() -> None:
            self.session.pass_until(mode)
        self.in_background(pass_until)

    def action_pass_turn(self) -> None:
        self._pass("turn")

    def action_pass_next_turn(self) -> None:
        self._pass("next_turn")

    def action_pass_event(self) -> None:
        self._pass("event")

    def action_full_control(self) -> None:
        s = self.session
        s.full_control = not s.full_control
        self.notify(msg("full_control_on" if s.full_control else "full_control_off",
                        self.lang))

    def action_stops(self) -> None:
        self.push_screen(StopsScreen(self.session))

    def _zone_entries(self, objects: list[dict[str, Any]]) -> list[tuple[int | None, str]]:
        desc = self.session.desc
        return [(o.get("id"), desc.view_name(o, stats=True) + "".join(
            f" [{note}]" for note in
            [f"{desc.counter_name(k)}×{n}" for k, n in sorted((o.get("counters") or {}).items())]
            + desc.choice_notes(o))) for o in objects]

    def action_graveyards(self) -> None:
        view = self.session.view()
        desc = self.session.desc
        entries: list[tuple[int | None, str]] = []
        for p in view["players"]:
            entries.append((None, msg("zone_of", self.lang, player=desc.player_name(p["index"]),
                                      zone=msg("graveyard", self.lang))))
            entries += self._zone_entries(p["graveyard"])
        self._list(msg("graveyard", self.lang), entries)

    def action_exile(self) -> None:
        view = self.session.view()
        self._list(msg("exile", self.lang), self._zone_entries(view["exile"]))

    def action_all_cards(self) -> None:
        view = self.session.view()
        me = view["players"][view["you"]]
        objs = [*view["battlefield"], *view["stack"], *me.get("hand", ()), *view["command"]]
        self._list(msg("all_cards", self.lang), self._zone_entries(objs))

    def _list(self, title: str, entries: list[tuple[int | None, str]]) -> None:
        self.screen_texts["list"] = "\n".join(label for _, label in entries)
        self.push_screen(ListScreen(title, entries, msg("no_cards", self.lang)),
                         self.show_details)

    def action_save(self) -> None:
        path = Path(self.save_path)
        try:
            path.write_text(self.session.game.to_json(), encoding="utf-8")
        except OSError as e:
            self.notify(msg("save_failed", self.lang, reason=str(e)), severity="error")
            return
        self.notify(msg("saved", self.lang, path=str(path)))

    def action_filter_log(self) -> None:
        box = self.query_one("#log-filter", Input)
        box.add_class("shown")
        box.focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.log_filter = event.value
        self._refresh_log(self.session.view())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one("#choices", OptionList).focus()

    def action_concede(self) -> None:
        self.outcome = "conceded"
        if self.session.game.is_over:
            self.refresh_all()
            return

        def concede() -> None:
            self.session.concede()
            self.session.advance()
        self.in_background(concede)

    def action_help(self) -> None:
        self.push_screen(TextScreen("?", Text(msg("keys_help", self.lang).replace(" · ", "\n"))))

    def action_quit_game(self) -> None:
        if self.session.game.is_over:
            self.outcome = "over"
        self.exit(self.outcome)
