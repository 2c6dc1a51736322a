"""The ``manastack`` command: play, simulate, coverage, rulings, bench."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console

from manastack.i18n.text import LANGUAGES


def _console() -> Console:
    out = click.get_text_stream("stdout")
    return Console(file=out, highlight=False, soft_wrap=False,
                   force_terminal=None if out.isatty() else False)


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


def find_tests_dir(given: str | None) -> Path:
    """``--tests`` if given; else ``./tests``; else the checkout's ``tests`` next to ``src``."""
    if given:
        path = Path(given)
        if not path.is_dir():
            _fail(f"no tests directory {given!r}")
        return path
    here = Path.cwd() / "tests"
    if here.is_dir():
        return here
    checkout = Path(__file__).resolve().parents[2] / "tests"
    if checkout.is_dir():
        return checkout
    _fail("no tests directory found: run from the project's root or pass --tests DIR")
    raise AssertionError  # unreachable


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="manastack")
def main() -> None:
    """manastack: a Magic: The Gathering rules engine (ONS, MID, MIC)."""


# -- play ---------------------------------------------------------------------------------------
@main.command()
@click.option("--deck", help="Your deck: a deck list file or a bundled deck name.")
@click.option("--opponent-deck", help="The opponent's deck (file or bundled name).")
@click.option("--ai", "ai", default="heuristic", show_default=True,
              help="The opponent: random, first or heuristic.")
@click.option("--lang", default="en", show_default=True, help="Language: en or ja.")
@click.option("--seed", type=int, default=None, help="Seed of the game (random if omitted).")
def play(deck: str | None, opponent_deck: str | None, ai: str, lang: str,
         seed: int | None) -> None:
    """Play a game in the terminal against the computer."""
    import random

    from manastack.decisions.policies import make_policy
    from manastack.formats.decklist import DeckList
    from manastack.game import Game
    from manastack.ui.decks import DeckChoiceError, default_decks, load_deck
    from manastack.ui.messages import msg
    from manastack.ui.terminal import TerminalGame

    if lang not in LANGUAGES:
        _fail(f"unsupported language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    if ai not in ("random", "first", "heuristic"):
        _fail(f"unknown AI {ai!r}; choose one of: random, first, heuristic")
    try:
        mine: DeckList
        theirs: DeckList
        if deck is None or opponent_deck is None:
            default_a, default_b = default_decks()
        mine = load_deck(deck) if deck else default_a
        theirs = load_deck(opponent_deck) if opponent_deck else default_b
    except DeckChoiceError as e:
        _fail(str(e))
    if seed is None:
        seed = random.randrange(1 << 31)
    console = _console()
    game = Game.new([mine, theirs], seed=seed, names=[msg("you", lang), msg("opponent", lang)])
    console.print(f"manastack · seed {seed} · AI {ai}", highlight=False)
    for i, d in enumerate((mine, theirs)):
        who = msg("you", lang) if i == 0 else msg("opponent", lang)
        console.print(msg("deck_line", lang, player=who, deck=d.name or "?", n=d.main_count()))
    stdin = click.get_text_stream("stdin")

    def read_line() -> str | None:
        line = stdin.readline()
        return line if line else None

    policies = [make_policy("first"), make_policy(ai, seed + 1)]
    outcome = TerminalGame(game, 0, policies, lang, console, read_line,
                           echo=not stdin.isatty()).run()
    if outcome == "eof" and not stdin.isatty():
        # Scripted input that ends early is not an error: the game is simply left.
        return
