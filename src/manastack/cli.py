"""The ``manastack`` command: play, booster, sealed, draft, simulate, coverage, rulings, bench."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

import click
from rich.console import Console

from manastack.i18n.text import LANGUAGES
from manastack.ui.cli_errors import LocalizedGroup, document_reason, need_output_folder, refusal


def _console() -> Console:
    out = sys.stdout
    return Console(file=out, highlight=False, soft_wrap=False,
                   force_terminal=None if out.isatty() else False)


def _fail(message: str, lang: str = "en") -> NoReturn:
    click.echo(refusal("error", lang, message=message), err=True)
    sys.exit(2)


def _refuse(lang: str, key: str, **values: object) -> NoReturn:
    """Refuse with the command line's refusal ``key`` in ``lang`` (``ui.cli_errors``)."""
    _fail(refusal(key, lang, **values), lang)


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


@click.group(cls=LocalizedGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="manastack")
@click.option("--lang", "lang", default="en", show_default=True,
              help="Language of the help and the messages: en or ja; also the default of each "
                   "command's --lang.")
@click.pass_context
def main(ctx: click.Context, lang: str) -> None:
    """manastack: a Magic: The Gathering rules engine (ONS, MID, MIC)."""
    if lang not in LANGUAGES:
        _fail(f"unsupported language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    if lang != "en":
        # ``manastack --lang ja play``: the command's --lang, unless given, is the group's
        ctx.default_map = {name: {"lang": lang} for name in main.commands}


# -- play ---------------------------------------------------------------------------------------
@main.command()
@click.option("--deck", help="Your deck: a deck list file or a bundled deck name.")
@click.option("--opponent-deck", "opponent_decks", multiple=True,
              help="An opponent's deck (file or bundled name); repeat it for each opponent of "
                   "a Commander game (the decks given are used in turn).")
@click.option("--format", "fmt", type=click.Choice(["constructed", "limited", "commander",
                                                    "two_headed_giant", "normal"]),
              default="constructed", show_default=True,
              help="Deck construction checked: constructed (at least 60 cards, at most four "
                   "of a card other than basic lands, CR 100.2a), limited (at least 40, "
                   "CR 100.2b), commander (the Commander variant, CR 903: 40 life, four "
                   "players unless --players says otherwise), two_headed_giant (the "
                   "Two-Headed Giant variant, CR 810: you and a computer teammate against two "
                   "computer opponents, 30 life a team; constructed decks; --players 6 or 8 "
                   "for Three- or Four-Headed Giant, CR 810.11); normal checks "
                   "nothing else. Only the commander format takes a deck list with a "
                   "Commander section (CR 903.3).")
@click.option("--players", type=click.IntRange(2, 8), default=None,
              help="Players at the table (default: 2; Commander: 4).")
@click.option("--ai", "ai", default="heuristic", show_default=True,
              help="The opponents: random, first, heuristic or search (stronger and slower: "
                   "compares its options by playing the game forward, about half a second a "
                   "decision).")
@click.option("--lang", default="en", show_default=True, help="Language: en or ja.")
@click.option("--seed", type=int, default=None, help="Seed of the game (random if omitted).")
@click.option("--plain", is_flag=True,
              help="The line-based client (numbered prompts), also used whenever standard "
                   "input or output is not a terminal.")
@click.option("--load", "load_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Go on with a game saved with the key s (or command s of the line client).")
@click.option("--save", "save_path", default="manastack-game.json", show_default=True,
              help="Where the key s (the line client's command s) saves the game.")
def play(deck: str | None, opponent_decks: tuple[str, ...], fmt: str, players: int | None,
         ai: str, lang: str, seed: int | None, plain: bool, load_path: Path | None,
         save_path: str) -> None:
    """Play a game in the terminal against the computer."""
    import random

    from manastack.agents import POLICY_NAMES
    from manastack.formats.deck_choice import (
        DeckChoiceError,
        commander_opponent_decks,
        default_decks,
        load_deck,
    )
    from manastack.formats.decklist import DeckList
    from manastack.game import Game, GameDocumentError
    from manastack.rules.two_headed_giant import PLAYER_COUNTS as THG_PLAYER_COUNTS
    from manastack.ui.messages import msg

    if lang not in LANGUAGES:
        _fail(f"unsupported language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    if ai not in POLICY_NAMES:
        _refuse(lang, "unknown_ai", ai=ai, known=tuple(POLICY_NAMES))
    need_output_folder(save_path, "--save", lang)
    shown: list[DeckList] | None = None  # the decks the line client lists (not a loaded game's)
    seat_names: list[str] = []
    if load_path is not None:
        try:
            game = Game.from_json(load_path.read_bytes())  # not UTF-8: malformed JSON
        except (OSError, GameDocumentError) as e:
            _refuse(lang, "cant_load", path=str(load_path), reason=document_reason(e, lang))
        seats = len(game.state.players)
        seed = int(game.setup["seed"])
    else:
        seats = players or (4 if fmt in ("commander", "two_headed_giant") else 2)
        if fmt == "two_headed_giant" and seats not in THG_PLAYER_COUNTS:
            _refuse(lang, "two_headed_giant_players", n=seats)
        try:
            lists: list[DeckList]
            if fmt == "commander":
                mine_name = deck or "coven_counters"
                others = list(opponent_decks) or commander_opponent_decks(mine_name, seats - 1)
                names_ = [mine_name] + [others[i % len(others)] for i in range(seats - 1)]
                lists = [load_deck(n, format="commander") for n in names_]
            else:
                if deck is None or not opponent_decks:
                    default_a, default_b = default_decks()
                check = "constructed" if fmt == "two_headed_giant" else fmt
                mine = load_deck(deck, format=check) if deck else default_a
                theirs = [load_deck(d, format=check) for d in opponent_decks] or [default_b]
                lists = [mine] + [theirs[i % len(theirs)] for i in range(seats - 1)]
        except DeckChoiceError as e:
            _fail(e.text(lang), lang)
        if seed is None:
            seed = random.randrange(1 << 31)
        seat_names = [msg("you", lang)] + (
            [msg("opponent", lang)] if seats == 2 else
            [msg("teammate", lang)] * (seats == 4) + [  # CR 810.1, 810.11: teams of 2 to 4
                f"{msg('teammate', lang)} {i}" for i in range(1, seats // 2) if seats > 4] + [
                f"{msg('opponent', lang)} {i}" for i in range(1, seats // 2 + 1)]
            if fmt == "two_headed_giant" else
            [f"{msg('opponent', lang)} {i}" for i in range(1, seats)])
        game = Game.new(lists, seed=seed, names=seat_names,
                        format=fmt if fmt in ("commander", "two_headed_giant") else "normal",
                        auto_pay=True, choose_pool_mana=True)
        shown = lists
    _run_game(game, shown, seat_names, seed, ai, lang, plain, save_path, fmt)


def _run_game(game: Any, lists: list[Any] | None, seat_names: list[str], seed: int, ai: str,
              lang: str, plain: bool, save_path: str, fmt: str) -> None:
    """Play ``game`` in the terminal, seat 0 the human: the full-screen client when standard
    input and output are terminals (and not ``plain``), else the line client, which first
    prints the header and, given ``lists``, each seat's deck."""
    from manastack.agents import make_policy
    from manastack.ui.messages import msg

    seats = len(game.state.players)
    console = _console()
    policies = [make_policy("first")] + [make_policy(ai, seed + i) for i in range(1, seats)]
    stdin = sys.stdin
    if not plain and stdin.isatty() and sys.stdout.isatty():
        from manastack.ui.fullscreen import GameApp
        from manastack.ui.session import PlaySession
        GameApp(PlaySession(game, 0, policies, lang), save_path=save_path).run()
        return
    from manastack.ui.terminal import TerminalGame
    variant = {"commander": "format_commander",
               "two_headed_giant": "format_two_headed_giant"}.get(fmt)
    console.print(msg("game_header", lang, seed=seed, ai=ai) +
                  (f" · {msg(variant, lang)}" if variant else ""), highlight=False)
    if lists is not None:
        for who, d in zip(seat_names, lists, strict=True):
            n = d.main_count() + sum(e.count for e in d.commander)
            console.print(msg("deck_line", lang, player=who, deck=d.name or "?", n=n))

    def read_line() -> str | None:
        line = stdin.readline()
        return line if line else None

    outcome = TerminalGame(game, 0, policies, lang, console, read_line,
                           echo=not stdin.isatty(), save_path=save_path).run()
    if outcome == "eof" and not stdin.isatty():
        # Scripted input that ends early is not an error: the game is simply left.
        return


# -- booster, sealed ----------------------------------------------------------------------------
def _limited_error(error: ValueError) -> NoReturn:
    """A bad argument of ``booster`` or ``sealed``: its message, already in the language
    asked for (``manastack.ui.sealed_builder.LimitedInputError``)."""
    click.echo(str(error), err=True)
    sys.exit(2)


@main.command()
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=None, help="Seed of the boosters (random if omitted).")
@click.option("--count", type=int, default=1, show_default=True, help="How many boosters (1-36).")
@click.option("--lang", default="en", show_default=True, help="Language: en or ja.")
def booster(set_code: str, seed: int | None, count: int, lang: str) -> None:
    """Open boosters of SET (ONS or MID) and list their cards with their rarity."""
    import random

    from manastack.ui.sealed_builder import LimitedInputError, booster_listing

    seed = random.randrange(1 << 31) if seed is None else seed
    try:
        lines = booster_listing(set_code, count, seed, lang)
    except LimitedInputError as e:
        _limited_error(e)
    console = _console()
    for line in lines:
        console.print(line, highlight=False, markup=False, soft_wrap=True)


@main.command()
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=None,
              help="Seed of the pools and the game (random if omitted).")
@click.option("--lang", default="en", show_default=True, help="Language: en or ja.")
@click.option("--save", "save_path", default="manastack-sealed.txt", show_default=True,
              help="Where the deck list you build is saved.")
@click.option("--ai", default="heuristic", show_default=True,
              help="The opponent: random, first or heuristic.")
@click.option("--plain", is_flag=True, help="The line-based client for the game too.")
def sealed(set_code: str, seed: int | None, lang: str, save_path: str, ai: str,
           plain: bool) -> None:
    """Sealed deck: open six boosters of SET, build a 40-card deck, play it against the
    computer's sealed deck from its own six boosters."""
    import random

    from manastack.ui.sealed_builder import LimitedInputError, build_sealed_game

    need_output_folder(save_path, "--save", lang)
    seed = random.randrange(1 << 31) if seed is None else seed
    stdin = sys.stdin
    try:
        built = build_sealed_game(set_code, seed, lang, ai, _console(),
                                  lambda: stdin.readline() or None,
                                  echo=not stdin.isatty(), save_path=save_path)
    except LimitedInputError as e:
        _limited_error(e)
    if built is not None:
        game, decks, names = built
        _run_game(game, decks, names, seed, ai, lang, plain, "manastack-game.json", "limited")


# -- draft --------------------------------------------------------------------------------------
@main.command()
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=None,
              help="Seed of the boosters, the computer drafters and the game (random if "
                   "omitted).")
@click.option("--seats", type=click.IntRange(2, 8), default=8, show_default=True,
              help="Seats at the table: you and the computer drafters.")
@click.option("--lang", default="en", show_default=True, help="Language: en or ja.")
@click.option("--save", "save_path", default=None,
              help="Write the draft (its packs and every pick) and the decks built to this "
                   "JSON file.")
@click.option("--plain", is_flag=True, help="The line-based client for the game too.")
def draft(set_code: str, seed: int | None, seats: int, lang: str, save_path: str | None,
          plain: bool) -> None:
    """Booster draft: draft SET boosters (ONS or MID) against computer drafters, build a deck
    of your picks, play it against your left-hand neighbour's deck."""
    import random

    from manastack.ui.draft_client import draft_game
    from manastack.ui.sealed_builder import LimitedInputError

    if save_path is not None:
        need_output_folder(save_path, "--save", lang)
    seed = random.randrange(1 << 31) if seed is None else seed
    stdin = sys.stdin
    try:
        built = draft_game(set_code, seed, seats, lang, _console(),
                           lambda: stdin.readline() or None, echo=not stdin.isatty(),
                           save=save_path)
    except LimitedInputError as e:
        _limited_error(e)
    if built is not None:
        game, decks, names = built
        _run_game(game, decks, names, seed, "heuristic", lang, plain, "manastack-game.json",
                  "limited")


# -- replay -------------------------------------------------------------------------------------
@main.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--player", type=int, default=0, show_default=True,
              help="Whose view to show (0 is the first seat).")
@click.option("--lang", default="en", show_default=True, help="Language: en or ja.")
@click.option("--plain", is_flag=True,
              help="Print each move's log lines instead of the full-screen replay (also "
                   "when output is not a terminal).")
def replay(path: Path, player: int, lang: str, plain: bool) -> None:
    """Replay a saved game (manastack play, key s) move by move, as PLAYER saw it."""
    from manastack.game import GameDocumentError
    from manastack.ui.replay import Replay, ReplayApp

    if lang not in LANGUAGES:
        _fail(f"unsupported language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    try:
        moves = Replay(path.read_bytes())
    except (OSError, GameDocumentError) as e:
        _refuse(lang, "cant_replay", path=str(path), reason=document_reason(e, lang))
    if not 0 <= player < moves.players:
        _refuse(lang, "no_player", player=player, last=moves.players - 1)
    if not plain and sys.stdin.isatty() and sys.stdout.isatty():
        ReplayApp(moves, player, lang).run()
        return
    from manastack.ui.messages import msg
    from manastack.ui.replay import move_lines
    console = _console()
    for i, lines in move_lines(moves, player, lang):
        if lines:
            console.print(msg("replay_line", lang, i=i), style="bold", highlight=False)
            for line in lines:
                console.print("  " + line, highlight=False, markup=False)


# -- serve --------------------------------------------------------------------------------------
@main.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (localhost only by default).")
@click.option("--port", type=int, default=8000, show_default=True)
@click.option("--db", default="manastack-server.db", show_default=True,
              help="Where games are kept: an SQLite file, or a postgresql://user@host/db URL.")
@click.option("--workers", type=click.IntRange(1, 64), default=4, show_default=True,
              help="Worker threads that run the games (computer seats, actions, views).")
def serve(host: str, port: int, db: str, workers: int) -> None:
    """Serve games in the browser: the lobby, the seats' websockets and the web client."""
    if "://" not in db:
        need_output_folder(db, "--db")
    try:
        import uvicorn

        from manastack.server.app import create_app
    except ImportError as e:
        _fail(f"the server needs the web extra: pip install -e '.[web]' ({e})")
    click.echo(f"manastack: http://{host}:{port}/ · games kept in {db}", err=True)
    from manastack.ui.messages import UI_MESSAGES  # the web client speaks the terminal's words
    uvicorn.run(create_app(db=db, workers=workers, words=UI_MESSAGES), host=host, port=port,
                log_level="info")


@main.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--lang", default="en", show_default=True, help="Language of the headings: en or ja.")
def rules(query: tuple[str, ...], lang: str) -> None:
    """A Comprehensive Rules rule by number (704.5g, 704.5, 704) with the rules under it, or
    the glossary entry and the rules containing some words ("legend rule")."""
    from manastack.comprehensive_rules import UnknownRuleError
    from manastack.ui.rules_lookup import lookup
    try:
        click.echo(lookup(" ".join(query), lang))
    except UnknownRuleError as e:
        _refuse(lang, "no_rule", query=e.query, reason=refusal(f"rule_{e.kind}", lang))


# -- simulate -----------------------------------------------------------------------------------
@main.command()
@click.argument("decks", nargs=-1, required=True)
@click.option("--games", "-n", type=click.IntRange(min=1), default=10, show_default=True)
@click.option("--seed", "-s", type=int, default=0, show_default=True,
              help="Game i uses seed S+i.")
@click.option("--policy", default="random", show_default=True,
              help="random, first, heuristic or search; comma-separated for one per seat.")
@click.option("--max-decisions", type=click.IntRange(min=1), default=20_000, show_default=True,
              help="A game still running after this many decisions counts as unfinished.")
@click.option("--format", "fmt", type=click.Choice(["normal", "commander", "two_headed_giant"]),
              default="normal", show_default=True,
              help="commander: the Commander variant (CR 903); every deck must be a legal "
                   "Commander deck. two_headed_giant: the Two-Headed Giant variant (CR 810), "
                   "four decks, the first two one team (six or eight: Three- or Four-Headed "
                   "Giant, CR 810.11). Only the commander format takes a "
                   "deck list with a Commander section (CR 903.3).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--ray", "use_ray", is_flag=True,
              help="Play the games as tasks on a Ray cluster (a local one unless --address); "
                   "the figures are those of the same seeds without Ray.")
@click.option("--address", default=None, help="The Ray cluster to use (e.g. auto).")
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Write one row per game (seed, decks, winner, turns, decisions) to a .jsonl "
                   "or .parquet file.")
@click.option("--record-actions", is_flag=True, help="Add each game's actions to its row.")
def simulate(decks: tuple[str, ...], games: int, seed: int, policy: str, max_decisions: int,
             fmt: str, as_json: bool, use_ray: bool, address: str | None, out: str | None,
             record_actions: bool) -> None:
    """Play GAMES games between two or more DECKS (files or bundled names)."""
    from rich.progress import Progress
    from rich.table import Table

    from manastack.formats.deck_choice import DeckChoiceError, load_deck
    from manastack.rules.two_headed_giant import PLAYER_COUNTS as THG_PLAYER_COUNTS
    from manastack.simulate import parse_policies, rows_format
    from manastack.simulate import simulate as run

    if len(decks) < 2:
        _fail("simulate needs at least two decks")
    if out is not None:
        try:
            rows_format(out)
        except ValueError as e:
            _fail(str(e))
        need_output_folder(out, "--out")
    if fmt == "two_headed_giant" and len(decks) not in THG_PLAYER_COUNTS:
        _fail("a Two-Headed Giant game has two teams of two players (CR 810.1), or of three or "
              f"four (CR 810.11): give four, six or eight decks, not {len(decks)}")
    try:
        lists = [load_deck(d, format="normal" if fmt == "two_headed_giant" else fmt)
                 for d in decks]
    except DeckChoiceError as e:
        _fail(str(e))
    try:
        policies = parse_policies(policy, len(lists))
    except ValueError as e:
        _fail(str(e))
    console = _console()
    err_console = Console(stderr=True, highlight=False)
    with Progress(console=err_console, transient=True,
                  disable=as_json or not err_console.is_terminal) as progress:
        task = progress.add_task("playing", total=games)
        start = time.perf_counter()
        if use_ray or address is not None:
            from manastack.scale import simulate_on_ray
            result = simulate_on_ray(lists, games, seed, policies, max_decisions=max_decisions,
                                     progress=lambda i: progress.advance(task), format=fmt,
                                     record_actions=record_actions, address=address)
        else:
            result = run(lists, games, seed, policies, max_decisions=max_decisions,
                         progress=lambda i: progress.advance(task), format=fmt,
                         record_actions=record_actions)
        wall = time.perf_counter() - start
    if out is not None:
        from manastack.simulate import write_rows
        try:
            write_rows(result, out)
        except OSError as e:
            _fail(f"can't write the rows to {out!r}: {e.strerror or e}")
    if as_json:
        click.echo(json.dumps(result.to_dict() | {"wall_seconds": round(wall, 3)}, indent=2,
                              ensure_ascii=False))
    else:
        table = Table(title=f"{games} games, seeds {seed}–{seed + games - 1}")
        for col in ("seat", "deck", "policy", "wins", "win rate"):
            table.add_column(col, justify="right" if col in ("wins", "win rate") else "left")
        for i, (name, pol) in enumerate(zip(result.decks, result.policies, strict=True)):
            table.add_row(str(i + 1), name, pol, str(result.wins[i]),
                          f"{100 * result.win_rates[i]:.1f}%")
        console.print(table)
        console.print(f"draws: {result.draws}   unfinished: {result.unfinished}   "
                      f"average turns: {result.average_turns:.1f}")
        console.print(f"decisions: {result.decisions}   {result.decisions_per_second:,.0f} "
                      f"decisions/s   errors: {len(result.errors)}")
        console.print(f"wall time: {wall:.1f} s   {games / wall if wall else 0.0:,.2f} games/s")
    for failure in result.errors:
        click.echo(f"error in game {failure.game + 1} (seed {failure.seed}): {failure.error}",
                   err=True)
        click.echo(failure.traceback, err=True)
    if result.errors:
        sys.exit(1)


# -- coverage -----------------------------------------------------------------------------------
@main.command()
@click.option("--set", "set_code", help="Only this set: ONS, MID or MIC.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--tests", "tests_dir", help="The tests folder (default: ./tests).")
@click.option("--verbose", "-v", is_flag=True, help="List the cards in each category.")
def coverage(set_code: str | None, as_json: bool, tests_dir: str | None,
             verbose: bool) -> None:
    """Implemented cards, unclaimed Oracle lines and card tests, per set."""
    from rich.table import Table

    from manastack.reports.coverage import coverage_report

    try:
        report = coverage_report(find_tests_dir(tests_dir), set_code)
    except ValueError as e:
        _fail(str(e))
    if as_json:
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
        return
    console = _console()
    table = Table(title="Card coverage")
    for col in ("set", "cards", "implemented", "with unclaimed lines", "with tests",
                "implemented, no test"):
        table.add_column(col, justify="left" if col == "set" else "right")
    for code, s in report["sets"].items():
        share = 100 * s["implemented"] / s["total"] if s["total"] else 0.0
        table.add_row(code, str(s["total"]), f"{s['implemented']} ({share:.0f}%)",
                      str(s["with_unclaimed_lines"]), str(s["tested"]),
                      str(len(s["untested_implemented"])))
    console.print(table)
    for code, s in report["sets"].items():
        if s["untested_implemented"]:
            names = s["untested_implemented"]
            shown = names if verbose else names[:10]
            more = "" if len(shown) == len(names) else f", … (+{len(names) - len(shown)})"
            console.print(f"{code} implemented without tests: {', '.join(shown)}{more}",
                          highlight=False)
        if verbose:
            for c in s["unclaimed"]:
                console.print(f"{code} {c['number']} {c['name']}: unclaimed: "
                              + " | ".join(c["lines"]), highlight=False, markup=False)
    for name, files in report["unknown_markers"].items():
        console.print(f"unknown card name {name!r} in {', '.join(files)}", markup=False)
    eh = report["escape_hatches"]
    share = 100 * eh["modules"] / eh["card_modules"] if eh["card_modules"] else 0.0
    console.print(f"card modules with a Python escape hatch: {eh['modules']} of "
                  f"{eh['card_modules']} ({share:.1f}%); with Python of their own: "
                  f"{eh['python_modules']}, through the extension point: "
                  f"{len(eh['extension_users'])}", highlight=False)
    users = eh["extension_users"]
    mods = [(m, found) for m, found in eh["list"].items() if m not in users]
    for module, found in (mods if verbose else mods[:10]):
        console.print(f"  {module}: {'; '.join(found)}", highlight=False, markup=False)
    if not verbose and len(mods) > 10:
        console.print(f"  … (+{len(mods) - 10}; --verbose lists them all)", highlight=False)
    if users:
        console.print("extension point users (manastack.rules.extensions):", highlight=False)
    for module, names in users.items():
        console.print(f"  {module}: {', '.join(names)}", highlight=False, markup=False)


# -- rulings ------------------------------------------------------------------------------------
@main.command()
@click.option("--doc", help="Only this document: ONS-FAQ, MID-RN, MIC-RN, ONS-OR, MID-OR or MIC-OR.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--tests", "tests_dir", help="The tests folder (default: ./tests).")
@click.option("--verbose", "-v", is_flag=True, help="List every uncovered id.")
def rulings(doc: str | None, as_json: bool, tests_dir: str | None, verbose: bool) -> None:
    """Which rulings the tests check, per document (seed documents and official card rulings)."""
    from rich.table import Table

    from manastack.reports.rulings import rulings_report

    try:
        report = rulings_report(find_tests_dir(tests_dir), doc)
    except ValueError as e:
        _fail(str(e))
    if as_json:
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
        return
    console = _console()
    table = Table(title="Rulings checked by tests")
    for col in ("document", "title", "rulings", "covered", "uncovered", "obsolete"):
        table.add_column(col, justify="right" if col in ("rulings", "covered", "uncovered",
                                                        "obsolete") else "left")
    for name, d in report["documents"].items():
        share = 100 * d["covered"] / d["total"] if d["total"] else 0.0
        table.add_row(name, d["title"], str(d["total"]), f"{d['covered']} ({share:.0f}%)",
                      str(len(d["uncovered_ids"])), str(len(d["obsolete_ids"])))
    console.print(table)
    for name, d in report["documents"].items():
        ids = d["uncovered_ids"]
        if not ids:
            continue
        shown = ids if verbose else ids[:12]
        more = "" if len(shown) == len(ids) else f", … (+{len(ids) - len(shown)}; -v lists all)"
        console.print(f"{name} uncovered: {', '.join(shown)}{more}", highlight=False)
    for rid, tests in report["unknown"].items():
        console.print(f"unknown ruling id {rid!r} cited by {', '.join(tests)}", markup=False)


# -- bench --------------------------------------------------------------------------------------
@main.command()
@click.option("--games", "-n", type=click.IntRange(min=1), default=3, show_default=True,
              help="Games per matchup.")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--decks", multiple=True,
              help="Benchmark these decks instead, in pairs (repeat the option).")
@click.option("--shared", type=click.Path(file_okay=False, exists=True, path_type=Path),
              help="Folder of benchmark deck lists (default: the bundled copies).")
@click.option("--no-shared", is_flag=True, help="Only the sample decks.")
@click.option("--no-phase", is_flag=True, help="Don't run the phase.rs comparison.")
@click.option("--max-decisions", type=click.IntRange(min=1), default=20_000, show_default=True,
              help="Stop a game after this many decisions.")
@click.option("--repeat", "-r", type=click.IntRange(min=1), default=3, show_default=True,
              help="Passes of each matchup's same games per engine, the engines' passes "
                   "alternating; every time figure is the least of its passes.")
@click.option("--format", "fmt", type=click.Choice(["normal", "commander"]), default="normal",
              show_default=True, help="commander: a four-player table of the bundled precons "
                                      "(or one table of the --decks given).")
@click.option("--bucket-games", type=click.IntRange(min=0), default=40, show_default=True,
              help="Games whose decisions fill the 0–3 and 30+ permanents buckets: the "
                   "matchup's games, then the next seeds' (timed alone, for these buckets).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--report", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the report as Markdown to this file.")
def bench(games: int, seed: int, decks: tuple[str, ...], shared: Path | None, no_shared: bool,
          no_phase: bool, max_decisions: int, repeat: int, fmt: str, bucket_games: int,
          as_json: bool, report: Path | None) -> None:
    """Speed and memory under a uniformly random policy (see manastack.benchmark)."""
    from manastack.benchmark import markdown_report, named_matchups, print_report, run_bench
    from manastack.formats.deck_choice import DeckChoiceError, load_deck

    if report is not None:
        need_output_folder(report, "--report")
    err_console = Console(stderr=True, highlight=False)
    try:
        if fmt == "commander":
            if decks and not 2 <= len(decks) <= 8:
                raise ValueError("a Commander table has 2 to 8 decks")
            for d in decks:
                load_deck(d, check=False, format="commander")
        else:
            named_matchups(decks)  # unknown decks and odd counts fail here, clearly
    except (DeckChoiceError, ValueError) as e:
        _fail(str(e))
    try:
        result = run_bench(games=games, seed=seed, decks=decks, shared=shared,
                           use_shared=not no_shared, phase=not no_phase,
                           progress=lambda name: err_console.print(f"measuring {name}…"),
                           max_decisions=max_decisions, format=fmt, repeat=repeat,
                           bucket_games=bucket_games)
    except DeckChoiceError as e:
        _fail(str(e))
    if report is not None:
        command = " ".join(["manastack", "bench", *sys.argv[2:]]) if sys.argv[1:2] == \
            ["bench"] else "manastack bench"
        try:
            report.write_text(markdown_report(result, command), encoding="utf-8")
        except OSError as e:
            _fail(f"can't write the report to {str(report)!r}: {e.strerror or e}")
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    else:
        print_report(_console(), result)
