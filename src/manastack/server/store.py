"""Where the server keeps its games: SQLite by default, PostgreSQL by URL (SQLAlchemy).

A game is stored as it is played: its setup (the ``setup`` of ``Game.to_json``), its seats
(kind, policy, name and the SHA-256 of the seat's token, never the token itself) and one row
per action taken, appended as the action is taken. A game is rebuilt by replaying its actions
from its setup (``Game.replay``), so after a restart it resumes at the same decision.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine

metadata = MetaData()

games = Table(
    "games", metadata,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("format", String(16), nullable=False),
    Column("setup", Text, nullable=False),
    Column("seats", Text, nullable=False),
    Column("finished", Integer, nullable=False, default=0),
    Column("winners", Text, nullable=True),
)

actions = Table(
    "actions", metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("player", Integer, nullable=False),
    Column("action", Text, nullable=False),
)


limited_sessions = Table(
    "limited_sessions", metadata,
    Column("id", String(64), primary_key=True),  # the SHA-256 of the session's id
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("data", Text, nullable=False),
)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class StoredGame:
    id: str
    format: str
    setup: dict[str, Any]
    seats: list[dict[str, Any]]
    actions: list[tuple[int, dict[str, Any]]]
    finished: bool


def sqlalchemy_url(db: str) -> str:
    """The SQLAlchemy URL for ``--db``: a ``postgresql://`` URL uses psycopg 3, a plain path
    is an SQLite file."""
    if db.startswith("postgresql://") or db.startswith("postgres://"):
        return "postgresql+psycopg://" + db.split("://", 1)[1]
    if "://" in db:
        return db
    return f"sqlite:///{db}"


class Store:
    """The games table and the actions table of one database."""

    def __init__(self, db: str) -> None:
        url = sqlalchemy_url(db)
        kwargs: dict[str, Any] = {"future": True}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False}
        else:
            kwargs["pool_pre_ping"] = True
        self.engine: Engine = create_engine(url, **kwargs)
        metadata.create_all(self.engine)

    def create(self, game_id: str, format: str, setup: dict[str, Any],
               seats: list[dict[str, Any]]) -> None:
        with self.engine.begin() as c:
            c.execute(insert(games).values(id=game_id, created=time.time(), format=format,
                                           setup=json.dumps(setup, ensure_ascii=False),
                                           seats=json.dumps(seats), finished=0))

    def append(self, game_id: str, first_seq: int, taken: list[tuple[int, dict[str, Any]]],
               truncate: bool = False, finished: bool = False,
               winners: list[int] | None = None) -> None:
        """Store the actions ``taken`` as numbers ``first_seq``...; a sequence number taken
        twice is refused by the primary key, so an action is never stored twice. ``truncate``:
        first remove the actions from ``first_seq`` on (taken back)."""
        with self.engine.begin() as c:
            if truncate:
                c.execute(delete(actions).where(actions.c.game_id == game_id,
                                                actions.c.seq >= first_seq))
            if taken:
                c.execute(insert(actions), [
                    {"game_id": game_id, "seq": first_seq + i, "player": p,
                     "action": json.dumps(a)} for i, (p, a) in enumerate(taken)])
            if finished:
                c.execute(update(games).where(games.c.id == game_id)
                          .values(finished=1, winners=json.dumps(winners or [])))

    def load(self, game_id: str) -> StoredGame | None:
        with self.engine.connect() as c:
            row = c.execute(select(games).where(games.c.id == game_id)).first()
            if row is None:
                return None
            acts = c.execute(select(actions.c.player, actions.c.action)
                             .where(actions.c.game_id == game_id)
                             .order_by(actions.c.seq)).all()
        return StoredGame(row.id, row.format, json.loads(row.setup), json.loads(row.seats),
                          [(int(p), json.loads(a)) for p, a in acts], bool(row.finished))

    def unfinished(self) -> list[str]:
        with self.engine.connect() as c:
            return [r.id for r in c.execute(select(games.c.id).where(games.c.finished == 0))]

    def save_limited(self, key: str, data: dict[str, Any]) -> None:
        """Store the limited session keyed ``key`` (the hash of its id) as ``data``."""
        text = json.dumps(data, ensure_ascii=False)
        now = time.time()
        with self.engine.begin() as c:
            done = c.execute(update(limited_sessions).where(limited_sessions.c.id == key)
                             .values(data=text, updated=now))
            if not done.rowcount:
                c.execute(insert(limited_sessions).values(id=key, created=now, updated=now,
                                                          data=text))

    def load_limited(self, key: str) -> dict[str, Any] | None:
        with self.engine.connect() as c:
            row = c.execute(select(limited_sessions.c.data)
                            .where(limited_sessions.c.id == key)).first()
        if row is None:
            return None
        data: dict[str, Any] = json.loads(row.data)
        return data

    def dispose(self) -> None:
        self.engine.dispose()
