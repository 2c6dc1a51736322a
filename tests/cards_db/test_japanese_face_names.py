"""Japanese names of the Midnight Hunt double-faced cards, taken from the release notes."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from manastack.cards.database import CardDatabase, database


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return database()


def test_brutal_cathar_faces(db: CardDatabase) -> None:
    card = db.get("Brutal Cathar")
    assert card.front.name_ja == "粗暴な聖戦士"
    assert card.back is not None and card.back.name_ja == "月憤怒の粗暴者"
    assert card.name_ja == "粗暴な聖戦士"


def test_lookup_by_japanese_face_names(db: CardDatabase) -> None:
    card = db.get("Brutal Cathar // Moonrage Brute")
    assert db.get("月憤怒の粗暴者") is card
    assert db.get("粗暴な聖戦士") is card
    assert db.get("粗暴な聖戦士 // 月憤怒の粗暴者") is card
    assert db.get("粗暴な聖戦士//月憤怒の粗暴者") is card


def test_only_back_face_named(db: CardDatabase) -> None:
    """The release notes name only Creeping Inn, the back face of Hostile Hostel."""
    card = db.get("Hostile Hostel")
    assert card.front.name_ja is None
    assert card.back is not None and card.back.name_ja == "忍び寄る旅館"
    assert card.name_ja is None
    assert db.get("忍び寄る旅館") is card


def test_only_front_face_named(db: CardDatabase) -> None:
    card = db.get("Enduring Angel")
    assert card.front.name_ja == "不朽の天使"
    assert card.back is not None and card.back.name_ja is None
    assert card.name_ja == "不朽の天使"


@pytest.mark.ruling("MID-RN-106")
def test_tavern_ruffian_correct_and_misprinted_names(db: CardDatabase) -> None:
    """MID-RN-106: the front face is printed 「酒場の悪漢」; its correct name is 「酒場のごろつき」."""
    card = db.get("Tavern Ruffian")
    assert card.front.name_ja == "酒場のごろつき"
    assert db.get("酒場のごろつき") is card
    assert db.get("酒場の悪漢") is card


def test_unnamed_faces_stay_missing(db: CardDatabase) -> None:
    missing = db.missing_japanese_faces()
    assert "Baneblade Scoundrel" in missing
    assert "Angelic Enforcer" in missing
    assert "Brutal Cathar" not in missing
    # 49 double-faced cards have 98 faces; the documents name 24 of them.
    assert len(missing) == 98 - 24


def test_mapping_file_matches_database(db: CardDatabase) -> None:
    mapping = json.loads(
        resources.files("manastack")
        .joinpath("data", "dfc_names_ja.json")
        .read_text(encoding="utf-8")
    )
    faces = {face.name: face for card in db.cards("MID") for face in card.faces}
    for english, japanese in mapping.items():
        assert faces[english].name_ja == japanese
