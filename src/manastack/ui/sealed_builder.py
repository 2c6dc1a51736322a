"""The limited commands' line client: boosters listed card by card, a sealed pool grouped by
color, and building a deck from the pool line by line (``manastack sealed``).

The pool is numbered once, grouped by color (white, blue, black, red, green, multicolored,
colorless, lands), then by mana value and collector number; the numbers name pool cards in the
commands (``add 3 7``, ``remove 7``, ``land G 8``, ``auto``, ``clear``, ``pool``, ``deck``,
``done``, ``q``; ``?`` for help). A command that can't be carried out says why and changes
nothing. ``done`` accepts a deck of at least 40 cards (CR 100.2b); the deck is then made of
the chosen pool cards and the basic lands, the rest of the pool being its sideboard
(CR 100.4b). Input is read as :mod:`manastack.ui.terminal` reads it (full-width forms folded).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from manastack.cards.database import CardData, database
from manastack.formats.decklist import DeckEntry, DeckList, decklist_text
from manastack.game import Game
from manastack.i18n.text import LANGUAGES
from manastack.limited.boosters import (
    BOOSTER_SETS,
    BoosterError,
    open_booster_cards,
    set_boosters,
)
from manastack.limited.deck_building import build_deck
from manastack.limited.sealed import (
    BASIC_LAND_NAMES,
    SealedPool,
    basic_lands,
    is_basic_land,
    open_sealed_pools,
    validate_pool_deck,
)
from manastack.ui.describe import card_name
from manastack.ui.limited_messages import lmsg
from manastack.ui.terminal import normalize

COLORS = "WUBRG"
GROUPS = ("W", "U", "B", "R", "G", "multi", "colorless", "land")
CARD_TYPES = ("Planeswalker", "Artifact", "Enchantment", "Creature", "Land", "Instant",
              "Sorcery")
MAX_LANDS = 60
MINIMUM_DECK = 40
MAX_BOOSTERS = 36
AIS = ("random", "first", "heuristic")


class LimitedInputError(ValueError):
    """A bad argument of the limited commands; the message is in the language asked for."""

    def __init__(self, lang: str, key: str, **kw: object) -> None:
        lang = lang if lang in LANGUAGES else "en"
        super().__init__(lmsg("error", lang, message=lmsg(key, lang, **kw)))


def check_options(set_code: str, lang: str, ai: str = "heuristic") -> str:
    """The set's code if it has boosters and the language and AI are known; else
    :class:`LimitedInputError` (checked in that order: the language first, to speak it)."""
    if lang not in LANGUAGES:
        raise LimitedInputError("en", "bad_language", name=lang, langs=", ".join(LANGUAGES))
    if ai not in AIS:
        raise LimitedInputError(lang, "bad_ai", ai=ai)
    try:
        return set_boosters(set_code).set_code
    except BoosterError:
        raise LimitedInputError(lang, "no_boosters", set=set_code,
                                sets=lmsg("list_joiner", lang).join(BOOSTER_SETS)) from None


def set_name(set_code: str, lang: str) -> str:
    return lmsg(f"set_{set_code}", lang)


def color_names(colors: Sequence[str] | frozenset[str], lang: str) -> str:
    """The colors' names (``White-Green``, ``白・緑``) in WUBRG order."""
    return lmsg("color_joiner", lang).join(lmsg(f"group_{c}", lang) for c in COLORS
                                           if c in colors)


def card_line(card: CardData, lang: str, *, foil: bool = False) -> str:
    """Name, mana cost, card types (with power/toughness), rarity, and "foil" if it is."""
    face = card.front
    types = [lmsg(f"type_{t}", lang) for t in CARD_TYPES if t in face.types]
    kind = ("・" if lang == "ja" else " ").join(types)
    if face.power is not None and face.toughness is not None:
        kind += f" {face.power}/{face.toughness}"
    rarity = "basic" if is_basic_land(card) else card.rarity
    parts = [card_name(card, lang) + (f" {face.mana_cost}" if face.mana_cost else ""), kind,
             lmsg(f"rarity_{rarity}", lang)]
    if card.is_double_faced:
        parts.append(lmsg("double_faced", lang))
    if foil:
        parts.append(lmsg("foil", lang))
    return " · ".join(parts)


def booster_listing(set_code: str, count: int, seed: int, lang: str) -> list[str]:
    """The lines of ``manastack booster``: each booster's heading and its cards, numbered;
    :class:`LimitedInputError` for a bad set, count or language."""
    code = check_options(set_code, lang)
    if isinstance(count, bool) or not 1 <= count <= MAX_BOOSTERS:
        raise LimitedInputError(lang, "bad_booster_count", top=MAX_BOOSTERS, n=count)
    boosters = open_booster_cards(code, count, seed)
    db = database()
    lines = []
    for i, booster in enumerate(boosters, 1):
        lines.append(lmsg("booster_header", lang, set=set_name(code, lang), i=i,
                          n=len(boosters), seed=seed))
        for j, card in enumerate(booster, 1):
            lines.append(f"  {j:>2}. {card_line(db.by_key(card.key), lang, foil=card.foil)}")
    return lines


def group_of(card: CardData) -> str:
    """The pool group of a card: its color, multicolored, colorless or land."""
    if "Land" in card.front.types:
        return "land"
    colors = card.front.colors
    return colors[0] if len(colors) == 1 else "multi" if colors else "colorless"


def _pool_order(card: CardData) -> tuple[int, int, int, str]:
    digits = "".join(ch for ch in card.number if ch.isdigit())
    return (GROUPS.index(group_of(card)), card.mana_value, int(digits or 0), card.number)


class SealedBuilder:
    """Building a deck from ``pool`` with commands read by ``read_line``; ``heading`` names
    the pool above its list (by default, as a sealed pool)."""

    def __init__(self, pool: SealedPool, lang: str, console: Console,
                 read_line: Callable[[], str | None], *, echo: bool = False,
                 name: str | None = None, heading: str | None = None) -> None:
        self.pool = pool
        self.heading = heading
        self.lang = lang
        self.console = console
        self.read_line = read_line
        self.echo = echo
        self.name = name
        self.cards = sorted(pool.card_data(), key=_pool_order)
        self.basics = basic_lands(pool.set_code)
        self.chosen: set[int] = set()
        self.lands = {c: 0 for c in COLORS}

    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(escape(text), style=style, highlight=False, soft_wrap=True)

    # -- views ----------------------------------------------------------------------------------

    def show_pool(self) -> None:
        lang = self.lang
        self.say(self.heading or lmsg("pool_header", lang, n=len(self.cards),
                                      boosters=self.pool.boosters,
                                      set=set_name(self.pool.set_code, lang),
                                      seed=self.pool.seed), style="bold")
        group = None
        for i, card in enumerate(self.cards):
            if group_of(card) != group:
                group = group_of(card)
                count = sum(group_of(c) == group for c in self.cards)
                self.say(lmsg("group_heading", lang, group=lmsg(f"group_{group}", lang),
                              n=count), style="bold cyan")
            self.say(self._numbered(i))

    def _numbered(self, i: int) -> str:
        mark = "*" if i in self.chosen else " "
        return f" {mark}{i + 1:>3}. {card_line(self.cards[i], self.lang)}"

    def status(self) -> None:
        spells = len(self.chosen)
        lands = sum(self.lands.values())
        self.say(lmsg("deck_status", self.lang, n=spells + lands, spells=spells, lands=lands),
                 style="bold")

    def show_deck(self) -> None:
        if not self.chosen and not any(self.lands.values()):
            self.say(lmsg("deck_empty", self.lang))
            return
        self.say(lmsg("deck_heading", self.lang), style="bold cyan")
        for i in sorted(self.chosen):
            self.say(self._numbered(i))
        for color, n in self.lands.items():
            if n:
                self.say("       " + lmsg("lands_set", self.lang,
                                          land=card_name(self.basics[color], self.lang), n=n))
        self.status()

    # -- the loop -------------------------------------------------------------------------------

    def run(self) -> DeckList | None:
        """The deck, once ``done`` accepts it; ``None`` if the player quits or input ends."""
        self.show_pool()
        self.status()
        while True:
            self.console.print(f"{escape(lmsg('builder_prompt', self.lang))}> ", end="")
            line = self.read_line()
            if line is None:
                self.console.print()
                self.say(lmsg("building_eof", self.lang), style="yellow")
                return None
            if self.echo:
                self.console.print(escape(line.rstrip("\n")), highlight=False)
            text = normalize(line)
            if not text:
                continue
            word, _, rest = text.partition(" ")
            word = word.lower()
            if word in ("q", "quit", "exit"):
                self.say(lmsg("building_quit", self.lang), style="yellow")
                return None
            if word == "done":
                deck = self._done()
                if deck is not None:
                    return deck
                continue
            self._command(word, rest.split(), text)

    def _command(self, word: str, args: list[str], text: str) -> None:
        lang = self.lang
        if word in ("?", "h", "help"):
            self.say(lmsg("builder_help", lang))
        elif word == "pool" and not args:
            self.show_pool()
            self.status()
        elif word == "deck" and not args:
            self.show_deck()
        elif word == "clear" and not args:
            self.chosen.clear()
            self.lands = {c: 0 for c in COLORS}
            self.say(lmsg("cleared", lang))
        elif word == "auto" and not args:
            self._auto()
        elif word in ("add", "a", "remove", "rm", "r"):
            self._add_remove(word in ("add", "a"), word, args)
        elif word in ("land", "l"):
            self._land(args)
        else:
            self.say(lmsg("err_command", lang, text=text), style="red")

    def _numbers(self, command: str, args: list[str], adding: bool) -> list[int] | None:
        """The 0-based pool indices named by ``args``, or ``None`` after saying what's wrong."""
        n = len(self.cards)
        tokens = [t for a in args for t in a.split(",") if t]
        if not tokens:
            self.say(lmsg("err_numbers", self.lang, command=command, n=n), style="red")
            return None
        out: list[int] = []
        for token in tokens:
            if not token.isdigit() or not 1 <= int(token) <= n:
                self.say(lmsg("err_number", self.lang, text=token, n=n), style="red")
                return None
            i = int(token) - 1
            problem = ("err_twice" if i in out else "err_in_deck" if adding and i in self.chosen
                       else "err_not_in_deck" if not adding and i not in self.chosen else None)
            if problem:
                self.say(lmsg(problem, self.lang, i=i + 1), style="red")
                return None
            out.append(i)
        return out

    def _add_remove(self, adding: bool, command: str, args: list[str]) -> None:
        indices = self._numbers(command, args, adding)
        if indices is None:
            return
        if adding:
            self.chosen.update(indices)
        else:
            self.chosen.difference_update(indices)
        names = ", ".join(card_name(self.cards[i], self.lang) for i in indices)
        self.say(lmsg("added" if adding else "removed", self.lang, cards=names))
        self.status()

    def _land(self, args: list[str]) -> None:
        color = _land_color(args[0]) if len(args) == 2 else None
        count = args[1] if len(args) == 2 else ""
        if color is None or not count.isdigit() or int(count) > MAX_LANDS:
            self.say(lmsg("err_land", self.lang, top=MAX_LANDS), style="red")
            return
        self.lands[color] = int(count)
        self.say(lmsg("lands_set", self.lang, land=card_name(self.basics[color], self.lang),
                      n=int(count)))
        self.status()

    def _auto(self) -> None:
        deck = build_deck([c.key for c in self.cards])
        self.chosen.clear()
        self.lands = {c: 0 for c in COLORS}
        colors: set[str] = set()
        for entry in deck.main:
            if is_basic_land(entry.card):
                color = _land_color(entry.card.name)
                assert color is not None
                self.lands[color] += entry.count
                colors.add(color)
                continue
            free = [i for i, c in enumerate(self.cards)
                    if c.key == entry.card.key and i not in self.chosen]
            self.chosen.update(free[:entry.count])
        self.say(lmsg("auto_built", self.lang, colors=color_names(frozenset(colors), self.lang),
                      spells=len(self.chosen), lands=sum(self.lands.values())))
        self.show_deck()

    def _done(self) -> DeckList | None:
        size = len(self.chosen) + sum(self.lands.values())
        if size < MINIMUM_DECK:
            self.say(lmsg("too_small", self.lang, n=size), style="red")
            return None
        return validate_pool_deck(self.deck(), self.pool)

    def deck(self) -> DeckList:
        """The deck as it stands: the chosen pool cards and the basic lands; the rest of the
        pool is the sideboard (CR 100.4b)."""
        def entries(indices: list[int], start: int) -> list[DeckEntry]:
            counts: dict[str, int] = {}
            for i in indices:
                counts[self.cards[i].key] = counts.get(self.cards[i].key, 0) + 1
            by_key = {c.key: c for c in self.cards}
            return [DeckEntry(n, by_key[key], start + k)
                    for k, (key, n) in enumerate(counts.items())]

        main = entries(sorted(self.chosen), 1)
        main += [DeckEntry(n, self.basics[color], len(main) + k + 1)
                 for k, (color, n) in enumerate((c, n) for c, n in self.lands.items() if n)]
        side = entries([i for i in range(len(self.cards)) if i not in self.chosen],
                       len(main) + 1)
        return DeckList(main=tuple(main), sideboard=tuple(side), commander=(), name=self.name)


def _land_color(word: str) -> str | None:
    """The color of a basic land named by its color letter or its English or Japanese name."""
    folded = word.strip().casefold()
    for color, name in BASIC_LAND_NAMES.items():
        if folded in (color.casefold(), name.casefold()):
            return color
        ja = database().get(name).name_ja
        if ja and folded == ja.casefold():
            return color
    return None


def deck_colors(deck: DeckList) -> frozenset[str]:
    """The colors of a deck's spells."""
    return frozenset(c for e in deck.main if "Land" not in e.card.front.types
                     for c in e.card.front.colors)


def build_sealed_game(set_code: str, seed: int, lang: str, ai: str, console: Console,
                      read_line: Callable[[], str | None], *, echo: bool,
                      save_path: str) -> tuple[Game, list[DeckList], list[str]] | None:
    """Open the two players' pools, let the human build a deck from the first (saved to
    ``save_path``), build the computer's from the second, and set up the game (the same seed
    gives the same pools and the same game). ``None`` if the human leaves deck building;
    :class:`LimitedInputError`, before anything is done, for a bad set, language or AI."""
    from manastack.ui.messages import msg
    mine, theirs = open_sealed_pools(check_options(set_code, lang, ai), 2, seed)
    names = [msg("you", lang), msg("opponent", lang)]
    code = mine.set_code
    builder = SealedBuilder(mine, lang, console, read_line, echo=echo,
                            name=lmsg("sealed_deck_name", lang, set=code, seed=seed))
    deck = builder.run()
    if deck is None:
        return None
    try:
        Path(save_path).write_text(decklist_text(deck), encoding="utf-8")
        builder.say(lmsg("deck_saved", lang, path=save_path))
    except OSError as e:
        builder.say(lmsg("save_failed", lang, path=save_path, reason=e.strerror or e),
                    style="red")
    other = validate_pool_deck(build_deck(theirs, name=lmsg(
        "opponent_deck_name", lang, set=code, seed=seed, player=names[1])), theirs)
    builder.say(lmsg("opponent_deck", lang, player=names[1],
                     colors=color_names(deck_colors(other), lang)))
    game = Game.new([deck, other], seed=seed, names=names, format="normal", auto_pay=True,
                    choose_pool_mana=True)
    return game, [deck, other], names
