"""Reading and printing lines for the line clients of drafting and deck building."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from rich.console import Console
from rich.markup import escape


class LineIO:
    """Prints and reads lines for the draft and deck-building clients."""

    def __init__(self, console: Console, read_line: Callable[[], str | None], lang: str,
                 echo: bool = False) -> None:
        self.console = console
        self.read_line = read_line
        self.lang = lang
        self.echo = echo

    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(escape(text), style=style, highlight=False)

    def heading(self, text: str) -> None:
        self.console.print(f"[bold cyan]{escape(text)}[/bold cyan]", highlight=False)

    def ask(self, prompt: str) -> str | None:
        """The next line typed (full-width forms folded, spaces trimmed); None at its end."""
        self.console.print(f"{escape(prompt)}> ", end="", highlight=False)
        line = self.read_line()
        if line is None:
            self.console.print()
            return None
        if self.echo:
            self.console.print(escape(line.rstrip("\n")), highlight=False)
        return unicodedata.normalize("NFKC", line).strip()
