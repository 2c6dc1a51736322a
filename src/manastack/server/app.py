"""The HTTP and websocket interface of ``manastack serve`` (FastAPI).

REST (JSON):

* ``GET /api/decks``: the bundled decks, the formats and the computer players (``policies``).
* ``GET /api/messages``: the words of the game screen in English and Japanese, and which
  sentence shows each kind of log entry (``manastack.server.messages``).
* ``POST /api/games``: create a game: ``{"format", "seed"?, "lang"?, "seats": [{"kind":
  "human"|"ai", "name"?, "policy"? (ai: random, first, heuristic, search), "deck": {"bundled":
  name} | {"list": text}}]}``. Answers the game's id and each human seat's token (given only
  here: the link to a seat is ``/#play/<game>/<token>``); a request with problems is refused
  with status 400 and ``{"error", "problems": [...]}`` naming each one, the decks' problems in
  ``lang`` (``en``, the default, or ``ja``: the cards by their Japanese names); the game's
  refusals of the human seats' actions are worded in ``lang`` too.
* ``GET /api/cards/{name}``: a card's printed faces (English and Japanese) and rulings.
* ``GET /api/games/{id}``: the game's seats and whether it is over (public).
* Limited (``manastack.server.limited``): ``POST /api/boosters`` ``{"set", "seed"?}`` opens
  one booster; ``POST /api/sealed`` and ``POST /api/drafts`` (``{"set", "seed"?}``) start a
  player's sealed pool or draft seat, whose id is the player's own; ``GET /api/limited/{id}``
  its state; ``POST /api/limited/{id}/pick`` ``{"card", "round"?, "pick"?}``;
  ``PUT /api/limited/{id}/deck`` ``{"cards", "lands"}``; ``GET /api/limited/{id}/deck.txt``
  the deck as a deck list; ``POST /api/limited/{id}/auto``;
  ``POST /api/limited/{id}/game`` ``{"policy"?, "lang"?}`` starts the game against the computer's
  deck. A refused request is answered with status 400 (404 for no such session) and
  ``{"error", "problems"}``, and changes nothing.
* ``GET /api/games/{id}/download``: a finished game as ``Game.to_json`` (replay it with
  ``manastack replay``); refused while it is being played, since the document holds the seed
  and so every hidden card.

Websocket ``/ws/games/{id}?token=<seat token>`` (or no token: a spectator). The server sends
``{"type": "state", "version", "seat", "seats", "format", "view", "names_ja"}`` whenever the game changes
(``view`` is ``Game.view(seat)``, or ``Game.spectator_view()``) and ``{"type": "error",
"message"}`` to the sender of a refused message (for a refused action, with ``"code":
"illegal"`` and the ``"reason"`` in the seat's language: the lobby's or the limited game's
``lang``). A seat sends ``{"type": "action", "version":
<the version it answers>, "action": <Action.to_json()>}`` or ``{"type": "refresh"}``.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from manastack.comprehensive_rules import (
    EFFECTIVE,
    MAX_RULES,
    UnknownRuleError,
    rule,
    with_subrules,
)
from manastack.formats.decklist import decklist_text
from manastack.server.cards import card_details
from manastack.server.decks import deck_catalogue
from manastack.server.limited import (
    BOOSTER_SETS,
    LimitedError,
    LimitedSession,
    Sessions,
    booster,
    game_request,
    game_token,
)
from manastack.server.messages import catalogue
from manastack.server.rooms import SPECTATORS, Hub, LobbyError
from manastack.server.store import Store

MAX_REQUEST = 256 * 1024


def static_dir() -> Path | None:
    """The built web client (``make web`` writes it into the package), if it was built."""
    d = Path(str(resources.files("manastack.server").joinpath("static")))
    return d if (d / "index.html").is_file() else None


NOT_BUILT = """<!doctype html><meta charset="utf-8"><title>manastack</title>
<p>The web client is not built: run <code>make web</code> (npm is needed), then reload.
The API is at <a href="/api/decks">/api/decks</a>.</p>"""


def create_app(db: str = "manastack-server.db", workers: int = 4,
               client: Path | None | bool = True,
               words: Mapping[str, Mapping[str, str]] | None = None) -> FastAPI:
    """The server's application over the database ``db`` (a path for SQLite, or a
    ``postgresql://`` URL). ``client``: the built web client's folder (True: the one in the
    package, if built; False: none). ``words``: the clients' sentences by language (the
    terminal's ``UI_MESSAGES``) for ``GET /api/messages``."""
    words_of_screen = catalogue(words)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.hub = Hub(Store(db), workers=workers)
        app.state.sessions = Sessions(app.state.hub.store)
        try:
            yield
        finally:
            app.state.hub.close()

    app = FastAPI(title="manastack", lifespan=lifespan)

    def hub() -> Hub:
        h: Hub = app.state.hub
        return h

    def sessions() -> Sessions:
        found: Sessions = app.state.sessions
        return found

    async def session(sid: str) -> LimitedSession | None:
        return await hub()._run(sessions().get, sid)  # type: ignore[no-any-return]

    async def body_of(request: Request) -> Any:
        """The request's JSON (an empty body is ``{}``); LimitedError if it is too large or
        not JSON."""
        body = await request.body()
        if len(body) > MAX_REQUEST:
            raise LimitedError("request too large", [f"a request is at most {MAX_REQUEST} bytes"])
        if not body.strip():
            return {}
        try:
            return json.loads(body)
        except (ValueError, RecursionError):
            raise LimitedError("malformed request", ["the request is not JSON"]) from None

    def refused(e: LimitedError, status: int = 400) -> JSONResponse:
        out: dict[str, Any] = {"error": str(e), "problems": e.problems}
        if e.code is not None:
            out["code"] = e.code
        return JSONResponse(out, status_code=status)

    def no_session(sid: str) -> JSONResponse:
        return JSONResponse({"error": f"no sealed pool or draft {sid!r:.70}",
                             "problems": [f"no sealed pool or draft {sid!r:.70}"]},
                            status_code=404)

    @app.get("/api/limited")
    async def limited_sets() -> dict[str, Any]:
        return {"sets": list(BOOSTER_SETS)}

    @app.post("/api/boosters")
    async def open_booster(request: Request) -> Response:
        try:
            return JSONResponse(await hub()._run(booster, await body_of(request)))
        except LimitedError as e:
            return refused(e)

    async def start(kind: str, request: Request) -> Response:
        try:
            s = await hub()._run(sessions().new, kind, await body_of(request))
        except LimitedError as e:
            return refused(e)
        return JSONResponse(await hub()._run(s.state), status_code=201)

    @app.post("/api/sealed")
    async def sealed(request: Request) -> Response:
        return await start("sealed", request)

    @app.post("/api/drafts")
    async def draft(request: Request) -> Response:
        return await start("draft", request)

    @app.get("/api/limited/{sid}")
    async def limited_state(sid: str) -> Response:
        s = await session(sid)
        if s is None:
            return no_session(sid)
        async with s.lock:
            return JSONResponse(await hub()._run(s.state))

    async def act(sid: str, request: Request, what: str) -> Response:
        s = await session(sid)
        if s is None:
            return no_session(sid)
        try:
            req = await body_of(request)
            async with s.lock:
                if what == "game":
                    return JSONResponse(await start_game(s, req), status_code=201)
                fn = {"pick": s.pick, "deck": s.set_deck, "auto": lambda r: s.auto()}[what]
                if what == "auto":
                    _fields_none(req)
                await hub()._run(fn, req)
                await hub()._run(sessions().save, s)
                return JSONResponse(await hub()._run(s.state))
        except LimitedError as e:
            return refused(e)

    def _fields_none(req: Any) -> None:
        if req != {}:
            raise LimitedError("this request has no fields")

    async def start_game(s: LimitedSession, req: Any) -> dict[str, Any]:
        """The game of a session's deck against the computer's (once: asked again, the same
        game is answered)."""
        if s.game is not None:
            return s.state()
        policy, names, lang = game_request(req)
        if s.pool is None:
            raise LimitedError("the draft is not over: the deck is built from the picks",
                               code="drafting")
        problems = s.deck_state()["problems"]
        if problems:
            raise LimitedError("the deck can't be played yet", problems)
        decks = [s.deck_list(), await hub()._run(s.opponent_deck)]
        room, tokens = await hub()._run(hub().create_limited, decks, list(names), s.seed,
                                        policy, game_token(s.id), lang)
        hub().add_room(room)
        s.game = {"id": room.id, "token": tokens[0]}
        await hub()._run(sessions().save, s)
        return s.state()

    @app.get("/api/limited/{sid}/deck.txt")
    async def deck_text(sid: str) -> Response:
        """The deck as it stands, as a deck list (``manastack play --deck`` reads it): the
        chosen cards and basic lands, the rest of the pool as the sideboard."""
        s = await session(sid)
        if s is None:
            return no_session(sid)
        if s.pool is None:
            return refused(LimitedError("the draft is not over: the deck is built from the "
                                        "picks", code="drafting"))
        async with s.lock:
            text = decklist_text(s.deck_list())
        return Response(text, media_type="text/plain; charset=utf-8", headers={
            "Content-Disposition": f'attachment; filename="manastack-{s.kind}-{s.set_code}-'
                                   f'{s.seed}.txt"'})

    @app.post("/api/limited/{sid}/pick")
    async def pick(sid: str, request: Request) -> Response:
        return await act(sid, request, "pick")

    @app.put("/api/limited/{sid}/deck")
    async def set_deck(sid: str, request: Request) -> Response:
        return await act(sid, request, "deck")

    @app.post("/api/limited/{sid}/auto")
    async def auto(sid: str, request: Request) -> Response:
        return await act(sid, request, "auto")

    @app.post("/api/limited/{sid}/game")
    async def limited_game(sid: str, request: Request) -> Response:
        return await act(sid, request, "game")

    @app.get("/api/decks")
    async def decks() -> dict[str, Any]:
        return deck_catalogue()

    @app.get("/api/messages")
    async def messages() -> dict[str, Any]:
        return words_of_screen

    @app.get("/api/rules/{query}")
    async def rules_text(query: str) -> Response:
        """A Comprehensive Rules rule and the rules under it, at most ``MAX_RULES``: what a
        log line's citation links to (``log_rules``)."""
        try:
            found = with_subrules(rule(query).number)
        except UnknownRuleError as e:
            return JSONResponse({"error": str(e)}, status_code=404)
        return JSONResponse({"effective": EFFECTIVE, "more": max(0, len(found) - MAX_RULES),
                             "rules": [{"number": r.number, "text": r.text}
                                       for r in found[:MAX_RULES]]})

    @app.get("/api/cards/{name}")
    async def card(name: str) -> Response:
        found = card_details(name)
        if found is None:
            return JSONResponse({"error": f"no card named {name!r}"}, status_code=404)
        return JSONResponse(found)

    @app.post("/api/games")
    async def create(request: Request) -> Response:
        body = await request.body()
        if len(body) > MAX_REQUEST:
            return JSONResponse({"error": "request too large", "problems": [
                f"a request is at most {MAX_REQUEST} bytes"]}, status_code=413)
        try:
            req = json.loads(body)
        except ValueError:
            return JSONResponse({"error": "malformed request", "problems": [
                "the request is not JSON"]}, status_code=400)
        try:
            out = await hub().create(req)
        except LobbyError as e:
            return JSONResponse({"error": str(e), "problems": e.problems}, status_code=400)
        return JSONResponse(out, status_code=201)

    @app.get("/api/games/{game_id}")
    async def summary(game_id: str) -> Response:
        room = await hub().room(game_id)
        if room is None:
            return JSONResponse({"error": f"no game {game_id!r}"}, status_code=404)
        return JSONResponse(room.summary())

    @app.get("/api/games/{game_id}/download")
    async def download(game_id: str) -> Response:
        room = await hub().room(game_id)
        if room is None:
            return JSONResponse({"error": f"no game {game_id!r}"}, status_code=404)
        if not room.game.is_over:
            return JSONResponse({"error": "the game is not over: its record (seed and "
                                          "actions) would show every hidden card"},
                                status_code=409)
        async with room.lock:
            text = room.game.to_json()
        return Response(text, media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="manastack-{game_id}.json"'})

    @app.websocket("/ws/games/{game_id}")
    async def play(ws: WebSocket, game_id: str) -> None:
        room = await hub().room(game_id)
        token = ws.query_params.get("token")
        await ws.accept()
        if room is None:
            await ws.send_text(json.dumps({"type": "error", "message": f"no game {game_id!r}"}))
            await ws.close(code=4404)
            return
        if token:
            seat = room.seat_of(token)
            if seat is None:
                await ws.send_text(json.dumps({"type": "error",
                                               "message": "no seat has this token"}))
                await ws.close(code=4403)
                return
        else:
            seat = SPECTATORS
        await hub().connect(room, seat, ws)
        try:
            while True:
                m = await ws.receive()
                if m["type"] == "websocket.disconnect":
                    break
                data = m.get("text")
                if data is None:
                    data = m.get("bytes") or b""
                await hub().receive(room, seat, ws, data)
        except WebSocketDisconnect:
            pass
        finally:
            hub().disconnect(room, seat, ws)

    where = static_dir() if client is True else (client or None)
    if where is not None:
        app.mount("/", StaticFiles(directory=str(where), html=True), name="client")
    else:
        @app.get("/")
        async def index() -> HTMLResponse:
            return HTMLResponse(NOT_BUILT)

    return app
