"""Japanese names of the Midnight Hunt double-faced cards: 24 faces named by the release notes,
the others (and all their texts) from the vendored card_text_ja.tsv."""

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


def test_faces_the_release_notes_do_not_name_have_their_names_from_the_vendored_file(
        db: CardDatabase) -> None:
    """The release notes name only Creeping Inn, the back face of Hostile Hostel, and only the
    front of Enduring Angel; the other names come from data/card_text_ja.tsv."""
    inn = db.get("Hostile Hostel")
    assert inn.front.name_ja == "敵意ある宿屋" and inn.name_ja == "敵意ある宿屋"
    assert inn.back is not None and inn.back.name_ja == "忍び寄る旅館"
    assert db.get("忍び寄る旅館") is inn and db.get("敵意ある宿屋") is inn
    angel = db.get("Enduring Angel")
    assert angel.front.name_ja == "不朽の天使" and angel.name_ja == "不朽の天使"
    assert angel.back is not None and angel.back.name_ja == "天使の処罰者"
    assert db.get("不朽の天使 // 天使の処罰者") is angel


@pytest.mark.ruling("MID-RN-106")
def test_tavern_ruffian_correct_and_misprinted_names(db: CardDatabase) -> None:
    """MID-RN-106: the front face is printed 「酒場の悪漢」; its correct name is 「酒場のごろつき」."""
    card = db.get("Tavern Ruffian")
    assert card.front.name_ja == "酒場のごろつき"
    assert db.get("酒場のごろつき") is card
    assert db.get("酒場の悪漢") is card


def test_no_face_is_missing_a_japanese_name_or_text(db: CardDatabase) -> None:
    assert db.missing_japanese_faces() == []
    assert db.missing_japanese_texts() == []
    # 49 double-faced cards have 98 faces; the release notes name 24 of them, the vendored
    # file the others, and only it has their texts.
    faces = [face for card in db.cards("MID") if card.is_double_faced for face in card.faces]
    assert len(faces) == 98
    assert all(face.name_ja and face.text_ja_current for face in faces)
    # Awoken Demon (the back of Ecstatic Awakener) has no rules text, and an empty Japanese
    # text; every other face has both.
    assert [f.name for f in faces if not f.text_ja] == ["Awoken Demon"]
    assert [f.name for f in faces if not f.oracle_text] == ["Awoken Demon"]


def test_mapping_file_matches_database(db: CardDatabase) -> None:
    mapping = json.loads(
        resources.files("manastack")
        .joinpath("data", "dfc_names_ja.json")
        .read_text(encoding="utf-8")
    )
    faces = {face.name: face for card in db.cards("MID") for face in card.faces}
    for english, japanese in mapping.items():
        assert faces[english].name_ja == japanese
