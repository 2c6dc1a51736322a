"""Games being played on the server: one room per game, its seats and its sockets.

A room owns its :class:`~manastack.game.Game`. Everything that touches the game runs in the
hub's worker threads while the room's lock is held, so the server's event loop never waits
on the engine, and one game's slow decision never holds up another game: each computer seat
plays in short slices (``AI_SLICE`` seconds at most), after which the seats see where the game
is and other games get their turn.

Each seat's socket carries only that seat's ``Game.view(player)``, with its own legal actions
when it is deciding; a spectator's carries ``Game.spectator_view()`` (public information
only). The log is sent once: a socket's first message (and its answer to a refresh)
carries the whole log, each later one only the entries from ``log_start`` on: the entries added
since, and any entry sent before that changed since (an entry links a card in a hidden zone
only while the player may know it, ``manastack.log_links``), so a long game's messages stay
small. A message from a
seat is checked before the engine sees it: at most ``MAX_MESSAGE``
bytes, JSON, an object of a known type, naming the version of the game it answers (a stale or
replayed message names an older one and is refused) and an action in ``Action.to_json`` form;
the engine then validates the action itself (``IllegalActionError``: not this seat's decision,
not a legal answer). Every refusal is an error message to the sender only; the game is left
unchanged.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

from manastack.agents import POLICY_NAMES, make_policy
from manastack.decisions.actions import Action, action_from_json
from manastack.decisions.policies import Policy
from manastack.formats.decklist import DeckList
from manastack.game import Game, GameDocumentError, IllegalActionError
from manastack.game_setup import name_key
from manastack.i18n.deck_problems import deck_text
from manastack.i18n.text import LANGUAGES
from manastack.rules.two_headed_giant import PLAYER_COUNTS as THG_PLAYER_COUNTS
from manastack.server.cards import names_ja
from manastack.server.decks import FORMATS, DeckRequestError, resolve_deck
from manastack.server.store import Store, token_hash

log = logging.getLogger("manastack.server")

MAX_MESSAGE = 8192
"""The largest message a seat may send, in bytes (an action is a few dozen)."""
AI_SLICE = 0.15
"""Seconds a computer seat plays before the seats are shown the game and others run."""
MAX_SEATS = 8
MAX_NAME = 40
SPECTATORS = -1


class Socket(Protocol):
    async def send_text(self, data: str) -> None: ...


class LobbyError(ValueError):
    """A request to create or join a game that can't be met; ``problems`` names each one."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        self.problems = problems or [message]
        super().__init__(message)


@dataclass
class Seat:
    index: int
    kind: str  # "human" or "ai"
    name: str
    policy_name: str | None
    token_hash: str | None
    policy: Policy | None = None
    lang: str = "en"
    """The language of the player, as the lobby or the limited game asked for the game: the
    refusals of their actions are worded in it (``IllegalActionError.text``)."""

    def public(self) -> dict[str, Any]:
        return {"index": self.index, "kind": self.kind, "name": self.name,
                "policy": self.policy_name}

    def stored(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "policy": self.policy_name,
                "token": self.token_hash, "lang": self.lang}


@dataclass
class Room:
    id: str
    format: str
    game: Game
    seats: list[Seat]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    sockets: dict[int, set[Socket]] = field(default_factory=dict)
    logged: dict[Socket, list[Any]] = field(default_factory=dict)
    """The log each socket has been sent (the entries as the view gave them: an entry that
    changes is replaced by a new one, ``manastack.log_links``)."""
    sending: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while messages are sent, taken before ``lock`` is let go: each socket receives
    the messages in the order they were made, so that no entry of the log is skipped."""
    saved: list[tuple[int, Action]] = field(default_factory=list)
    version: int = 0
    ai_task: asyncio.Task[None] | None = None
    broken: str | None = None
    finished: bool = False

    def seat_of(self, token: str | None) -> int | None:
        """The seat ``token`` is bound to, or None."""
        if not token:
            return None
        h = token_hash(token)
        for s in self.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, h):
                return s.index
        return None

    def summary(self) -> dict[str, Any]:
        g = self.game
        return {"id": self.id, "format": self.format, "seats": [s.public() for s in self.seats],
                "turn": g.state.turn, "over": g.is_over, "winners": list(g.winners),
                "teams": sorted({tuple(t) for t in g.state.teams}) if g.state.teams else None,
                "version": self.version}

    def ai_to_move(self) -> bool:
        d = self.game.decision
        return d is not None and not self.game.is_over and \
            self.seats[d.player].kind == "ai"

    def message(self, viewer: int, sent: list[Any] | None = None) -> tuple[str, list[Any]]:
        """The state message for ``viewer`` (a seat, or ``SPECTATORS``) whose socket was sent
        the log ``sent`` already, and the log now. The log only grows, and an entry changes
        only by being replaced by a new one (``manastack.views.log_view``), so the message
        carries the entries from the first one not sent as it is now on (``log_start``)."""
        view = self.game.spectator_view() if viewer == SPECTATORS else self.game.view(viewer)
        full = view["log"]
        sent = sent or []
        log_start = len(sent) if len(sent) <= len(full) else 0  # (0: never expected)
        log_start = next((i for i in range(log_start) if full[i] is not sent[i]), log_start)
        view["log"] = full[log_start:]
        return json.dumps({"type": "state", "game": self.id, "version": self.version,
                           "seat": viewer, "seats": [s.public() for s in self.seats],
                           "format": self.format, "log_start": log_start, "view": view,
                           "names_ja": names_ja(view)}, ensure_ascii=False), full


def _error(message: str, version: int | None = None, code: str | None = None,
           reason: str | None = None) -> str:
    """An error message: ``message`` (English, for developers) and, for the errors a player
    can meet in a game, a ``code`` whose sentence ``error_<code>`` the web client shows in
    its language (``manastack.server.messages``): "stale" (an answer to a decision the game
    has gone past), "illegal" (an action the game refused), "spectator"; for an action
    refused, the ``reason`` in the seat's language, which the client shows after it."""
    d: dict[str, Any] = {"type": "error", "message": message}
    if version is not None:
        d["version"] = version
    if code is not None:
        d["code"] = code
    if reason is not None:
        d["reason"] = reason
    return json.dumps(d, ensure_ascii=False)


class Hub:
    """Every room of the server, the store they are kept in and the worker threads."""

    def __init__(self, store: Store, workers: int = 4) -> None:
        self.store = store
        self.rooms: dict[str, Room] = {}
        self.executor = ThreadPoolExecutor(max_workers=workers,
                                           thread_name_prefix="manastack-game")
        self._loading = asyncio.Lock()

    async def _run(self, fn: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)

    def close(self) -> None:
        for room in self.rooms.values():
            if room.ai_task is not None:
                room.ai_task.cancel()
        self.executor.shutdown(wait=True, cancel_futures=True)
        self.store.dispose()

    # -- the lobby -----------------------------------------------------------------------------
    async def create(self, request: Any) -> dict[str, Any]:
        """Create a game from a lobby request; the seats' tokens are returned once, here.
        Raises :class:`LobbyError` naming every problem."""
        room, tokens = await self._run(self._create, request)
        self.rooms[room.id] = room
        self.kick(room)
        return {"game": room.id, "seats": [
            {**s.public(), "token": tokens.get(s.index)} for s in room.seats]}

    def _create(self, req: Any) -> tuple[Room, dict[int, str]]:
        if not isinstance(req, dict):
            raise LobbyError("a game request is a JSON object")
        unknown = sorted(set(req) - {"format", "seats", "seed", "lang"})
        if unknown:
            raise LobbyError(f"unknown field(s): {', '.join(unknown)}")
        lang = req.get("lang", "en")  # the language of the deck problems and refusals
        if lang not in LANGUAGES:
            raise LobbyError(f"unknown language {lang!r:.20} (known: {', '.join(LANGUAGES)})")
        fmt = req.get("format", "normal")
        if fmt not in FORMATS:
            raise LobbyError(f"unknown format {fmt!r} (known: {', '.join(FORMATS)})")
        seats_req = req.get("seats")
        if not isinstance(seats_req, list) or not 2 <= len(seats_req) <= MAX_SEATS:
            raise LobbyError(f"seats: a list of 2 to {MAX_SEATS} seats")
        if fmt == "two_headed_giant" and len(seats_req) not in THG_PLAYER_COUNTS:
            raise LobbyError(deck_text("two_headed_giant_seats", lang, n=len(seats_req)))
        seed = req.get("seed")
        if seed is None:
            seed = secrets.randbelow(1 << 31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 62:
            raise LobbyError(f"seed: an integer from 0 to 2**62 - 1, not {seed!r:.40}")
        problems: list[str] = []
        seats: list[Seat] = []
        tokens: dict[int, str] = {}
        decks = []
        named: dict[str, int] = {}  # each seat's name (``name_key``), to the seat
        for i, s in enumerate(seats_req):
            n = i + 1  # the seat as the lobby numbers it
            if not isinstance(s, dict):
                problems.append(f"seat {n}: an object with kind, deck and name")
                continue
            bad = sorted(set(s) - {"kind", "deck", "name", "policy"})
            if bad:
                problems.append(f"seat {n}: unknown field(s): {', '.join(bad)}")
            kind = s.get("kind", "human")
            if kind not in ("human", "ai"):
                problems.append(f"seat {n}: kind is 'human' or 'ai', not {kind!r}")
            policy = s.get("policy", "heuristic") if kind == "ai" else None
            if kind == "ai" and policy not in POLICY_NAMES:
                problems.append(f"seat {n}: unknown policy {policy!r} (known: "
                                f"{', '.join(POLICY_NAMES)})")
            name = s.get("name") or (f"AI {i + 1}" if kind == "ai" else f"Player {i + 1}")
            if not isinstance(name, str) or len(name) > MAX_NAME:
                problems.append(f"seat {n}: a name is text of at most {MAX_NAME} characters")
                name = f"Player {i + 1}"
            elif not name_key(name):
                problems.append(deck_text("seat_name_empty", lang, seat=n))
            elif any(unicodedata.category(c) == "Cc" for c in name):
                problems.append(deck_text("seat_name_control", lang, seat=n))
            elif name_key(name) in named:
                problems.append(deck_text("seat_names_same", lang, first=named[name_key(name)],
                                          seat=n, name=name.strip()))
            else:
                named[name_key(name)] = n
            try:
                decks.append(resolve_deck(i, s.get("deck"), fmt, lang))
            except DeckRequestError as e:
                problems += [deck_text("seat_deck", lang, seat=n, problem=p)
                             for p in e.problems]
            token = secrets.token_urlsafe(18) if kind == "human" else None
            if token is not None:
                tokens[i] = token
            seats.append(Seat(i, kind, name, policy,
                              token_hash(token) if token is not None else None, lang=lang))
        if problems:
            raise LobbyError("the game can't be created", problems)
        return self._open_room(fmt, seats, tokens, decks, seed), tokens

    def create_limited(self, decks: list[DeckList], names: list[str], seed: int,
                       policy: str, token: str, lang: str = "en") -> tuple[Room, dict[int, str]]:
        """A ``limited`` game (in a worker thread): seat 0 a human playing in ``lang`` with
        ``decks[0]`` and the token ``token``, seat 1 the computer (``policy``) with
        ``decks[1]``; the decks were checked by the caller (``manastack.server.limited``)."""
        seats = [Seat(0, "human", names[0], None, token_hash(token), lang=lang),
                 Seat(1, "ai", names[1], policy, None, lang=lang)]
        return self._open_room("limited", seats, {0: token}, decks, seed), {0: token}

    def add_room(self, room: Room) -> None:
        """Serve ``room`` (made by :meth:`create_limited`) and let its computer seats play."""
        self.rooms[room.id] = room
        self.kick(room)

    def _open_room(self, fmt: str, seats: list[Seat], tokens: dict[int, str],
                   decks: list[DeckList], seed: int) -> Room:
        try:
            game = Game.new(decks, seed=seed, names=[s.name for s in seats],
                            format=fmt if fmt in ("commander", "two_headed_giant")
                            else "normal",
                            auto_pay=True, choose_pool_mana=True)
        except ValueError as e:
            raise LobbyError(f"the game can't be set up: {e}") from None
        room = Room(secrets.token_hex(8), fmt, game, seats)
        self._policies(room)
        self.store.create(room.id, fmt, game.setup, [s.stored() for s in seats])
        self._persist(room)
        return room

    @staticmethod
    def _policies(room: Room) -> None:
        seed = int(room.game.setup["seed"])
        for s in room.seats:
            if s.kind == "ai":
                s.policy = make_policy(s.policy_name or "heuristic", seed + 7919 * (s.index + 1)
                                       + len(room.game.history))

    async def room(self, game_id: str) -> Room | None:
        """The room of ``game_id``, loaded from the store (its actions replayed) if it is not
        in memory: after a restart the game resumes at the same decision."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        if not isinstance(game_id, str) or len(game_id) > 32:
            return None
        async with self._loading:
            room = self.rooms.get(game_id)
            if room is None:
                room = await self._run(self._load, game_id)
                if room is not None:
                    self.rooms[game_id] = room
        if room is not None:
            self.kick(room)
        return room

    def _load(self, game_id: str) -> Room | None:
        stored = self.store.load(game_id)
        if stored is None:
            return None
        doc = json.dumps({"format": "manastack-game", "version": 1, "setup": stored.setup,
                          "actions": [[p, a] for p, a in stored.actions]})
        try:
            game = Game.from_json(doc)
        except GameDocumentError as e:
            log.error("game %s can't be replayed: %s", game_id, e)
            return None
        seats = [Seat(i, s["kind"], s["name"], s.get("policy"), s.get("token"),
                      lang=str(s["lang"]) if s.get("lang") in LANGUAGES else "en")
                 for i, s in enumerate(stored.seats)]
        room = Room(game_id, stored.format, game, seats, saved=list(game.history),
                    version=len(game.history), finished=stored.finished)
        self._policies(room)
        return room

    def _persist(self, room: Room) -> None:
        """Store the actions taken since the last call (a concession may have taken back the
        actions of a spell being cast, CR 104.3a: those rows are replaced)."""
        h, s = room.game.history, room.saved
        k, m = 0, min(len(h), len(s))
        while k < m and h[k] is s[k]:
            k += 1
        over = room.game.is_over and not room.finished
        if k == len(h) == len(s) and not over:
            return
        new = [(p, a.to_json()) for p, a in h[k:]]
        self.store.append(room.id, k, new, truncate=k < len(s), finished=over,
                          winners=list(room.game.winners))
        room.saved = list(h)
        room.finished = room.finished or over

    # -- playing -------------------------------------------------------------------------------
    async def connect(self, room: Room, viewer: int, ws: Socket) -> None:
        room.sockets.setdefault(viewer, set()).add(ws)
        await self._send_whole(room, viewer, ws)

    async def _send_whole(self, room: Room, viewer: int, ws: Socket) -> None:
        """Send ``ws`` the game with the whole log (a new socket, or one asking again)."""
        async with room.lock:
            text, full = await self._run(room.message, viewer)
            room.logged[ws] = full
            await room.sending.acquire()
        try:
            await ws.send_text(text)
        finally:
            room.sending.release()

    def disconnect(self, room: Room, viewer: int, ws: Socket) -> None:
        """Forget ``ws``; a finished game nobody is looking at any more leaves memory (it is
        loaded again from the store if asked for)."""
        room.sockets.get(viewer, set()).discard(ws)
        room.logged.pop(ws, None)
        if room.game.is_over and room.finished and not any(room.sockets.values()) and \
                self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    async def receive(self, room: Room, seat: int, ws: Socket, text: str | bytes) -> None:
        """A message from ``seat``'s socket: an action to take, or a request to be sent the
        game again. Every refusal goes to ``ws`` only."""
        if len(text) > MAX_MESSAGE:
            await ws.send_text(_error(f"message too long ({len(text)} bytes; at most "
                                      f"{MAX_MESSAGE})"))
            return
        try:
            msg = json.loads(text)
        except (ValueError, RecursionError):
            await ws.send_text(_error("malformed message: not JSON"))
            return
        if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
            await ws.send_text(_error("malformed message: an object with a \"type\""))
            return
        if msg["type"] == "refresh":
            await self._send_whole(room, seat, ws)
            return
        if msg["type"] != "action":
            await ws.send_text(_error(f"unknown message type {msg['type']!r}"))
            return
        if seat == SPECTATORS:
            await ws.send_text(_error("a spectator can't act", code="spectator"))
            return
        version = msg.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            await ws.send_text(_error("malformed message: \"version\" (the version of the game "
                                      "the action answers) must be an integer"))
            return
        try:
            action = action_from_json(msg.get("action"))  # type: ignore[arg-type]
        except ValueError as e:
            await ws.send_text(_error(f"malformed action: {e}"))
            return
        async with room.lock:
            if room.broken:
                await ws.send_text(_error(room.broken))
                return
            if version != room.version:
                await ws.send_text(_error(
                    f"stale message: it answers version {version} of the game, which is at "
                    f"version {room.version}; nothing was done", room.version, "stale"))
                return
            err = await self._run(self._apply, room, seat, action)
        if err is not None:
            message, reason = err
            await ws.send_text(_error(message, room.version, "illegal", reason))
            return
        await self.broadcast(room)
        self.kick(room)

    def _apply(self, room: Room, seat: int, action: Action) -> tuple[str, str] | None:
        """Take ``action`` for ``seat``; if the game refuses it, why: in English and in the
        seat's language."""
        try:
            room.game.apply(seat, action)
        except IllegalActionError as e:
            return str(e), e.text(room.seats[seat].lang)
        room.version += 1
        self._persist(room)
        return None

    async def broadcast(self, room: Room) -> None:
        """Send each socket its own view of the game, with the log entries it wasn't sent
        yet (one message made for all the sockets of a viewer sent the same entries)."""
        to = [(v, ws) for v, socks in room.sockets.items() for ws in list(socks)]
        if not to:
            return

        def make() -> dict[tuple[int, int], tuple[str, list[Any]]]:
            out: dict[tuple[int, int], tuple[str, list[Any]]] = {}
            for v, ws in to:
                sent = room.logged.get(ws)
                key = (v, id(sent))  # the sockets sent the same log share one message
                if key not in out:
                    out[key] = room.message(v, sent)
            return out

        async with room.lock:
            texts = await self._run(make)
            sends = []
            for v, ws in to:
                text, full = texts[(v, id(room.logged.get(ws)))]
                room.logged[ws] = full
                sends.append((v, ws, text))
            await room.sending.acquire()
        try:
            for v, ws, text in sends:
                try:
                    await ws.send_text(text)
                except Exception:  # a closed socket: forget it
                    room.sockets[v].discard(ws)
                    room.logged.pop(ws, None)
        finally:
            room.sending.release()

    def kick(self, room: Room) -> None:
        """Let the computer seats play if one of them is to decide."""
        if room.ai_task is None or room.ai_task.done():
            if room.ai_to_move():
                room.ai_task = asyncio.get_running_loop().create_task(self._play_ai(room))

    async def _play_ai(self, room: Room) -> None:
        while True:
            async with room.lock:
                if room.broken:
                    return
                more = await self._run(self._ai_slice, room)
            await self.broadcast(room)
            if not more:
                return
            await asyncio.sleep(0)

    def _ai_slice(self, room: Room) -> bool:
        """Computer seats decide for up to ``AI_SLICE`` seconds; whether one is still to."""
        g = room.game
        end = time.monotonic() + AI_SLICE
        try:
            while room.ai_to_move():
                d = g.decision
                assert d is not None
                policy = room.seats[d.player].policy
                assert policy is not None
                g.apply(d.player, policy.choose(g, d.player, g.legal_actions()))
                room.version += 1
                if time.monotonic() > end:
                    break
        except Exception as e:  # an engine error: the game stops, the seats are told
            log.exception("game %s: a computer seat's action failed", room.id)
            room.broken = f"the game stopped: {type(e).__name__}: {e}"
        self._persist(room)
        return room.broken is None and room.ai_to_move()

    def document(self, room: Room) -> str:
        return room.game.to_json()

