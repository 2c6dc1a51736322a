"""Limited play in the browser: opening a booster, sealed deck and booster draft against the
computer, over the limited engine (``manastack.limited``: boosters, pools, the draft table,
the computer drafters and the automatic deck builder); nothing here builds decks itself.

A *session* is one player's sealed pool or draft seat. It is named by a random id that only
its player is given (the link ``/#sealed/<id>`` or ``/#draft/<id>`` is the player's own, as a
seat's token link is): what a session shows is that player's pool, pack and picks, never
another seat's picks; a draft shows a computer seat's cards only as the packs it passes on.

A session's ``state`` (``GET /api/limited/{id}``):

* ``kind`` ("sealed" or "draft"), ``set``, ``seed``, ``stage`` ("draft", "build" or "game");
* while drafting, ``draft``: ``round``, ``pick`` (both from 1), ``rounds``, ``seats``,
  ``direction`` ("left" or "right") and ``pack`` (the cards in front of the player);
* ``pool``: the player's cards (the sealed pool, or the draft picks in the order taken),
  each as :func:`card_info` gives it, with its ``index`` in the pool;
* ``deck``: ``cards`` (card key → copies in the main deck), ``lands`` (color → basic lands),
  ``size`` and ``problems`` (why it can't be played yet: CR 100.2b);
* ``game``: once a game is started, its id and the player's token (``/#play/<game>/<token>``).

Every request is checked, and a refused one changes nothing: ``LimitedError`` names each
problem (an unknown set or card key, a card that is not in the pool or more copies than the
pool has, a card that is not in the pack, a malformed request).

A session is kept in the server's database as what it follows from (``Store.save_limited``:
its set, seed, the player's picks in order, the deck and the game it started, keyed by the
hash of its id) and rebuilt from that after a restart: the same seed opens the same boosters
and the computer drafters pick the same cards. At most :data:`MAX_SESSIONS` are kept in
memory as well (the oldest left to the database first). The game a session starts is an
ordinary game of the server; its seat's token is derived from the session's id
(:func:`game_token`), so that neither is stored.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import logging
import secrets
import threading
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from manastack.cards.card_records import CardData, UnknownCardError
from manastack.cards.database import database
from manastack.formats.decklist import DeckEntry, DeckList
from manastack.i18n.text import card_name
from manastack.limited.boosters import BOOSTER_SETS, BoosterError, open_booster_cards
from manastack.limited.deck_building import build_deck
from manastack.limited.draft import PACKS, DraftError, DraftTable
from manastack.limited.draft_ai import computer_picks
from manastack.limited.sealed import (
    BASIC_LAND_NAMES,
    PoolDeckError,
    SealedPool,
    basic_lands,
    is_basic_land,
    open_sealed_pools,
    validate_pool_deck,
)
from manastack.server.store import Store, token_hash

log = logging.getLogger("manastack.server")

__all__ = ["BOOSTER_SETS", "LimitedError", "LimitedSession", "Sessions", "booster", "card_info",
           "game_request", "game_token"]

HUMAN = 0
OPPONENT = 1
"""The computer seat the player meets: in a draft the seat on the left (packs 1 and 3 are
passed to it), in sealed the second pool."""
DRAFT_SEATS = 8
MINIMUM_DECK = 40
"""A limited deck has at least 40 cards (CR 100.2b)."""
SEAT_NAMES = {"en": ("You", "Computer"), "ja": ("あなた", "コンピューター")}
"""The two seats of a limited game, named in the player's language."""
MAX_SESSIONS = 2000
MAX_LANDS = 60
MAX_COPIES = 60
COLORS = tuple(BASIC_LAND_NAMES)
POLICIES = ("heuristic", "random", "first", "search")


class LimitedError(ValueError):
    """A limited request that can't be met; ``problems`` names each problem (in English, for
    developers). ``code`` names the refusals a player can meet through the web client, which
    says them in the player's language: "seed" (not a seed), "stale" (a pick already made),
    "lands" (a number of basic lands out of range), "started" (the deck of a game begun),
    "drafting" (a deck before the draft's end)."""

    def __init__(self, message: str, problems: list[str] | None = None,
                 code: str | None = None) -> None:
        self.problems = problems or [message]
        self.code = code
        super().__init__(message)


def card_info(key: str, foil: bool = False) -> dict[str, Any]:
    """A card of a booster or pool as the web client shows it: its names in English and
    Japanese, mana cost, types, power and toughness, rarity, colors and its text in both
    languages (every face's, for a double-faced card)."""
    card = database().by_key(key)
    face = card.front
    return {"key": card.key, "name": card.name, "name_ja": card_name(card, "ja"),
            "mana_cost": face.mana_cost, "supertypes": list(face.supertypes),
            "types": list(face.types), "subtypes": list(face.subtypes),
            "power": face.power, "toughness": face.toughness,
            "rarity": "basic" if is_basic_land(card) else card.rarity,
            "colors": list(face.colors), "mana_value": card.mana_value,
            "double_faced": card.is_double_faced, "foil": foil,
            "text": "\n//\n".join(f.oracle_text for f in card.faces),
            "text_ja": "\n//\n".join(f.text_ja or f.oracle_text for f in card.faces)}


def _set_code(value: Any) -> str:
    if not isinstance(value, str) or value.strip().upper() not in BOOSTER_SETS:
        raise LimitedError(f"no boosters of set {value!r:.40}: boosters exist for "
                           + ", ".join(BOOSTER_SETS))
    return value.strip().upper()


def _seed(value: Any) -> int:
    if value is None:
        return secrets.randbelow(1 << 31)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1 << 62:
        raise LimitedError(f"seed: an integer from 0 to 2**62 - 1, not {value!r:.40}",
                           code="seed")
    return value


def _fields(req: Any, allowed: set[str], what: str) -> dict[str, Any]:
    if not isinstance(req, dict):
        raise LimitedError(f"{what} is a JSON object")
    unknown = sorted(set(req) - allowed)
    if unknown:
        raise LimitedError(f"unknown field(s): {', '.join(map(str, unknown))}")
    return req


def booster(req: Any) -> dict[str, Any]:
    """``{"set", "seed"?}``: one booster of the set, the same for the same seed."""
    req = _fields(req, {"set", "seed"}, "a booster request")
    code, seed = _set_code(req.get("set")), _seed(req.get("seed"))
    try:
        cards = open_booster_cards(code, 1, seed)[0]
    except BoosterError as e:  # (not expected: the set and seed were checked)
        raise LimitedError(str(e)) from None
    return {"set": code, "seed": seed, "cards": [card_info(c.key, c.foil) for c in cards]}


@dataclass
class LimitedSession:
    """One player's sealed pool or draft seat, and the deck being built from it."""

    id: str
    kind: str  # "sealed" or "draft"
    set_code: str
    seed: int
    pool: SealedPool | None = None
    opponent: SealedPool | None = None
    table: DraftTable | None = None
    deck: Counter[str] = field(default_factory=Counter)
    lands: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COLORS, 0))
    game: dict[str, str] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    # -- what the player sees --------------------------------------------------------------
    @property
    def stage(self) -> str:
        if self.game is not None:
            return "game"
        return "build" if self.pool is not None else "draft"

    def state(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind, "set": self.set_code,
                               "seed": self.seed, "stage": self.stage, "game": self.game}
        if self.table is not None and self.pool is None:
            t = self.table
            out["draft"] = {"round": t.round + 1, "pick": t.pick_number + 1, "rounds": t.rounds,
                            "seats": t.seats,
                            "direction": "left" if t.direction() > 0 else "right",
                            "pack": [card_info(k) for k in t.pack(HUMAN)]}
        keys = self.pool.cards if self.pool is not None else \
            self.table.picks(HUMAN) if self.table is not None else ()
        out["pool"] = [{**card_info(k), "index": i} for i, k in enumerate(keys)]
        out["basics"] = {c: card_info(card.key) for c, card in
                         self._basics().items()} if self.pool is not None else {}
        out["deck"] = self.deck_state()
        return out

    def _basics(self) -> dict[str, CardData]:
        return basic_lands(self.set_code) or basic_lands("MID")

    def deck_list(self) -> DeckList:
        """The deck as it stands: the chosen pool cards and the basic lands; the rest of the
        pool is its sideboard (CR 100.4b)."""
        assert self.pool is not None
        db = database()
        main = [DeckEntry(n, db.by_key(k), i + 1) for i, (k, n) in enumerate(self.deck.items())
                if n]
        basics = self._basics()
        main += [DeckEntry(n, basics[c], len(main) + i + 1)
                 for i, (c, n) in enumerate((c, n) for c, n in self.lands.items() if n)]
        left = Counter(self.pool.cards) - self.deck
        side = [DeckEntry(n, db.by_key(k), len(main) + i + 1)
                for i, (k, n) in enumerate(left.items())]
        return DeckList(tuple(main), tuple(side), (), f"{self.kind} {self.set_code} {self.seed}")

    def deck_state(self) -> dict[str, Any]:
        size = sum(self.deck.values()) + sum(self.lands.values())
        problems: list[str] = []
        if self.pool is not None:
            try:
                validate_pool_deck(self.deck_list(), self.pool)
            except PoolDeckError as e:
                problems = [str(p) for p in e.problems]
        return {"cards": {k: n for k, n in self.deck.items() if n}, "lands": dict(self.lands),
                "size": size, "minimum": MINIMUM_DECK, "problems": problems}

    # -- what the player does --------------------------------------------------------------
    def pick(self, req: Any) -> None:
        """``{"card": key, "pick"?: n, "round"?: r}``: take a card of the pack in front of the
        player (``round`` and ``pick``, if given, must be the ones shown: a repeated click
        takes nothing more); the computer seats then pick until the player's next pick."""
        req = _fields(req, {"card", "pick", "round"}, "a pick")
        t = self.table
        if t is None:
            raise LimitedError("this is a sealed pool: there is nothing to pick")
        if t.is_over or self.pool is not None:
            raise LimitedError("the draft is over: every card has been picked")
        for name, now in (("round", t.round + 1), ("pick", t.pick_number + 1)):
            given = req.get(name)
            if given is not None and given != now:
                raise LimitedError(f"stale pick: it answers {name} {given!r:.20}, but the draft "
                                   f"is at {name} {now}; nothing was taken", code="stale")
        key = req.get("card")
        if not isinstance(key, str):
            raise LimitedError("card: the key of a card of the pack (\"SET:number\")")
        _known(key)
        if key not in t.pack(HUMAN):
            raise LimitedError(f"{key!r} is not in your pack")
        try:
            t.pick(HUMAN, key)
        except DraftError as e:  # (not expected: checked above)
            raise LimitedError(str(e)) from None
        self.advance()

    def advance(self) -> None:
        """The computer seats pick until the player is to pick or the draft is over; then the
        pools are the picks."""
        t = self.table
        assert t is not None
        while not t.is_over and not any(p.seat == HUMAN for p in t.picks_pending()):
            computer_picks(t, humans=(HUMAN,))
        if t.is_over and self.pool is None:
            self.pool = SealedPool(self.set_code, self.seed, t.picks(HUMAN), boosters=PACKS)
            self.opponent = SealedPool(self.set_code, self.seed, t.picks(OPPONENT),
                                       boosters=PACKS)

    def set_deck(self, req: Any) -> None:
        """``{"cards": {key: copies}, "lands": {color: count}}``: the deck, checked against the
        pool (each card known and in the pool, no more copies than the pool has)."""
        req = _fields(req, {"cards", "lands"}, "a deck")
        pool = self._building()
        cards, lands = req.get("cards", {}), req.get("lands", {})
        problems: list[str] = []
        if not isinstance(cards, dict):
            raise LimitedError("cards: an object of card key → number of copies")
        if not isinstance(lands, dict):
            raise LimitedError("lands: an object of color (W, U, B, R, G) → number of lands")
        have = Counter(pool.cards)
        deck: Counter[str] = Counter()
        for key, n in cards.items():
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_COPIES:
                problems.append(f"{key!r:.40}: a number of copies from 0 to {MAX_COPIES}")
                continue
            try:
                card = _known(key)
            except LimitedError as e:
                problems += e.problems
                continue
            if not have[key]:
                problems.append(f"{card.name} ({key}) is not in your pool")
            elif n > have[key]:
                problems.append(f"{card.name} ({key}): {n} copies, but your pool has "
                                f"{have[key]}")
            elif n:
                deck[key] = n
        new_lands = dict.fromkeys(COLORS, 0)
        for color, n in lands.items():
            if color not in COLORS:
                problems.append(f"lands: {color!r:.20} is not a color (W, U, B, R, G)")
            elif isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_LANDS:
                problems.append(f"lands: {color}: a number from 0 to {MAX_LANDS}")
            else:
                new_lands[color] = n
        if problems:
            lands_only = all(p.startswith("lands: ") for p in problems)
            raise LimitedError("the deck can't be used", problems,
                               code="lands" if lands_only else None)
        self.deck, self.lands = deck, new_lands

    def auto(self) -> None:
        """The automatic deck of the pool (``manastack.limited.deck_building.build_deck``)."""
        pool = self._building()
        built = build_deck(pool)
        self.deck = Counter()
        self.lands = dict.fromkeys(COLORS, 0)
        names = {card.name: c for c, card in self._basics().items()}
        for entry in built.main:
            if is_basic_land(entry.card) and entry.card.name in names:
                self.lands[names[entry.card.name]] += entry.count
            else:
                self.deck[entry.card.key] += entry.count

    def opponent_deck(self) -> DeckList:
        """The computer's deck: the automatic deck of its pool, checked as the player's is."""
        assert self.opponent is not None
        return validate_pool_deck(build_deck(self.opponent, name=f"{self.kind} {self.set_code} "
                                             f"{self.seed} (computer)"), self.opponent)

    # -- kept in the database -------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """What the session follows from: the player's picks (the computer seats' follow from
        the seed), the deck and the game's id."""
        picks = list(self.table.picks(HUMAN)) if self.table is not None else []
        return {"kind": self.kind, "set": self.set_code, "seed": self.seed, "picks": picks,
                "deck": dict(self.deck), "lands": self.lands,
                "game": self.game["id"] if self.game else None}

    @classmethod
    def rebuild(cls, sid: str, rec: Mapping[str, Any]) -> LimitedSession:
        """The session :meth:`record` described, its picks made again (so checked again)."""
        s = cls.opened(sid, rec["kind"], rec["set"], int(rec["seed"]))
        for key in rec.get("picks", ()):
            s.pick({"card": key})
        s.deck = Counter({str(k): int(n) for k, n in rec.get("deck", {}).items()})
        s.lands = {**dict.fromkeys(COLORS, 0), **rec.get("lands", {})}
        if rec.get("game"):
            s.game = {"id": str(rec["game"]), "token": game_token(sid)}
        return s

    @classmethod
    def opened(cls, sid: str, kind: str, code: str, seed: int) -> LimitedSession:
        """A new sealed pool (and the computer's) or draft seat, the computer seats having
        made their first picks."""
        s = cls(sid, kind, code, seed)
        if kind == "sealed":
            s.pool, s.opponent = open_sealed_pools(code, 2, seed)
        else:
            s.table = DraftTable.new(code, seed, DRAFT_SEATS)
            s.advance()
        return s

    def _building(self) -> SealedPool:
        if self.game is not None:
            raise LimitedError("the game has started: the deck can't be changed", code="started")
        if self.pool is None:
            raise LimitedError("the draft is not over: the deck is built from the picks",
                               code="drafting")
        return self.pool


def _known(key: Any) -> CardData:
    if not isinstance(key, str) or len(key) > 40:
        raise LimitedError(f"unknown card {key!r:.40}: a card is named by its key "
                           "(\"SET:number\")")
    try:
        return database().by_key(key)
    except UnknownCardError:
        raise LimitedError(f"unknown card {key!r}: no card has this key") from None


def game_token(sid: str) -> str:
    """The token of the seat a session's game gives its player, derived from the session's
    id (which only the player has)."""
    digest = hashlib.sha256(f"manastack-limited-game:{sid}".encode()).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


class Sessions:
    """The sessions of the server, by id: in memory, and in ``store``."""

    def __init__(self, store: Store | None = None) -> None:
        self.store = store
        self.by_id: dict[str, LimitedSession] = {}
        self._loading = threading.Lock()

    def get(self, sid: str) -> LimitedSession | None:
        """The session ``sid``, from memory or else from the store (None: no such session)."""
        if not isinstance(sid, str) or not 16 <= len(sid) <= 64:
            return None
        with self._loading:
            s = self.by_id.get(sid)
            if s is None and self.store is not None:
                rec = self.store.load_limited(token_hash(sid))
                if rec is not None:
                    try:
                        s = self._keep(LimitedSession.rebuild(sid, rec))
                    except (LimitedError, KeyError, TypeError, ValueError) as e:
                        log.error("limited session can't be rebuilt: %s", e)
                        return None
        return s

    def new(self, kind: str, req: Any) -> LimitedSession:
        """A sealed pool (``kind`` "sealed": six boosters, and the computer's six) or a draft
        seat at a table of eight (``kind`` "draft"), from ``{"set", "seed"?}``."""
        req = _fields(req, {"set", "seed"}, f"a {kind} request")
        code, seed = _set_code(req.get("set")), _seed(req.get("seed"))
        s = LimitedSession.opened(secrets.token_urlsafe(18), kind, code, seed)
        self.save(s)
        return self._keep(s)

    def save(self, s: LimitedSession) -> None:
        if self.store is not None:
            self.store.save_limited(token_hash(s.id), s.record())

    def _keep(self, s: LimitedSession) -> LimitedSession:
        while len(self.by_id) >= MAX_SESSIONS:
            del self.by_id[next(iter(self.by_id))]
        self.by_id[s.id] = s
        return s


def game_request(req: Any) -> tuple[str, tuple[str, str], str]:
    """``{"policy"?, "lang"?}``: the computer player a game asks for (default: heuristic),
    the seats' names in the player's language (``en``, the default, or ``ja``) and that
    language (the game's refusals of the player's actions are worded in it)."""
    req = _fields(req, {"policy", "lang"}, "a game request")
    p = req.get("policy", "heuristic")
    if p not in POLICIES:
        raise LimitedError(f"unknown policy {p!r:.40} (known: {', '.join(POLICIES)})")
    lang = req.get("lang", "en")
    if lang not in SEAT_NAMES:
        raise LimitedError(f"unknown language {lang!r:.20} (known: en, ja)")
    return str(p), SEAT_NAMES[lang], str(lang)
