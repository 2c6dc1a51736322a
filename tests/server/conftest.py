"""Fixtures of the server tests: an app over a fresh SQLite file, and its test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from manastack.server.app import create_app
from manastack.ui.messages import UI_MESSAGES


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "games.db")


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    with TestClient(create_app(db=db, workers=2, client=False, words=UI_MESSAGES)) as c:
        yield c
