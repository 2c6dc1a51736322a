"""The vendored Japanese card names and texts (data/card_text_ja.tsv, see data/PROVENANCE.md):
well formed, covering exactly the faces the MTGJSON data has no Japanese for, agreeing with every
Japanese name the other sources give, and used by the database only where those have none."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

from manastack.cards.database import CardDatabase, card_texts_ja, database

DATA = resources.files("manastack").joinpath("data")


def _read(name: str) -> Any:
    return json.loads(DATA.joinpath(name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def rows() -> list[list[str]]:
    lines = DATA.joinpath("card_text_ja.tsv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "name\tname_ja\ttype_line_ja\ttext_ja"
    return [line.split("\t") for line in lines[1:]]


@pytest.fixture(scope="module")
def raw_faces() -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """English face name → (set, raw face object) of the vendored MTGJSON card files."""
    out: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for set_code in ("ONS", "MID", "MIC"):
        for card in _read(f"{set_code}.json"):
            for face in card["faces"] or [card]:
                out.setdefault(face["name"], []).append((set_code, face))
    return out


def test_rows_are_well_formed_and_unique(rows: list[list[str]]) -> None:
    assert len(rows) == 433
    assert all(len(r) == 4 and all(r[:3]) for r in rows)
    names = [r[0] for r in rows]
    assert len(set(names)) == len(names)
    assert names == sorted(names, key=str.casefold)
    assert all(not line.endswith((" ", "　")) for r in rows for line in r[3].split("\\n"))


def test_the_file_covers_exactly_the_faces_without_japanese_text(
        rows: list[list[str]], raw_faces: dict[str, list[tuple[str, dict[str, Any]]]]) -> None:
    """Every ONS card (335, basic lands included), every face of the 49 Midnight Hunt
    double-faced cards and the five MID basic lands: the faces whose MTGJSON data has no
    Japanese text."""
    without = {name for name, faces in raw_faces.items()
               for _set, face in faces if face["text_ja"] is None}
    assert {r[0] for r in rows} == without
    sets = {name: {s for s, _ in raw_faces[name]} for name in without}
    assert sum("ONS" in s for s in sets.values()) == 335
    assert not any("MIC" in s and "ONS" not in s for s in sets.values())


def test_the_names_agree_with_every_other_source(
        rows: list[list[str]], raw_faces: dict[str, list[tuple[str, dict[str, Any]]]]) -> None:
    """Where MTGJSON (with the Aether Charge correction) or the release notes
    (dfc_names_ja.json) give a Japanese name, it is the vendored file's."""
    corrections = _read("name_ja_extra.json")["name_ja_corrections"]
    release_notes = _read("dfc_names_ja.json")
    compared = 0
    for name, name_ja, _type_line, _text in rows:
        others = [corrections.get(name, face["name_ja"]) for _s, face in raw_faces[name]]
        others.append(release_notes.get(name))
        for other in others:
            if other is not None:
                assert other == name_ja, name
                compared += 1
    assert compared >= 335 + 5 + 24  # ONS, the MID basic lands, the release notes' faces


def test_a_text_names_its_own_face_by_its_japanese_name(
        rows: list[list[str]], raw_faces: dict[str, list[tuple[str, dict[str, Any]]]]) -> None:
    """Where the Oracle text names the face itself, the Japanese text uses its Japanese name:
    the texts are in their rows."""
    checked = 0
    for name, name_ja, _type_line, text in rows:
        oracle = raw_faces[name][0][1]["oracle_text"] or ""
        if name in oracle.replace(f"{name}'s", ""):
            assert name_ja in text, name
            checked += 1
    assert checked > 150


def test_the_database_uses_the_file_only_where_the_card_data_has_nothing(
        rows: list[list[str]]) -> None:
    db = database()
    texts = card_texts_ja("\n".join("\t".join(r) for r in [["name", "", "", ""], *rows]))
    shown = 0
    for card in db.cards():
        for face in card.faces:
            if face.text_ja_current:
                assert (face.name_ja, face.text_ja) == texts[face.name]
                shown += 1
            elif face.name in texts:
                assert card.set_code == "MIC"  # Gravespawn Sovereign's MIC printing
                assert face.text_ja and face.text_ja != texts[face.name][1]
    assert shown == 335 + 98 + 5
    assert db.get("Foothill Guide").front.text_ja == (
        "プロテクション (ゴブリン)\n変異{W} (あなたはこのカードを、{3}で2/2クリーチャーとして裏向きに"
        "唱えてもよい。これの変異コストで、これをいつでも表向きにしてもよい。)")


def test_card_data_wins_over_the_file() -> None:
    """A Japanese name or text the card data has is kept; the file fills only what is None."""
    face = {"name": "Test Face", "name_ja": "試験", "mana_cost": None, "type_line": "Land",
            "supertypes": [], "types": ["Land"], "subtypes": [], "oracle_text": "Text.",
            "text_ja": "印刷。", "power": None, "toughness": None, "loyalty": None,
            "colors": [], "color_indicator": None, "keywords": []}
    card = {**face, "set": "MID", "number": "1", "rarity": "common", "mana_value": 0,
            "layout": "normal", "faces": None, "rulings": []}
    other = {**card, "name": "Other Face", "number": "2", "name_ja": None, "text_ja": None}
    db = CardDatabase({"MID": [card, other]}, texts_ja={
        "Test Face": ("別名", "別文。"), "Other Face": ("他の名", "他の文。")})
    kept = db.by_number("MID", "1")
    assert (kept.name_ja, kept.front.name_ja, kept.front.text_ja) == ("試験", "試験", "印刷。")
    assert not kept.front.text_ja_current
    filled = db.by_number("MID", "2")
    assert (filled.name_ja, filled.front.text_ja, filled.front.text_ja_current) == (
        "他の名", "他の文。", True)
    assert db.get("他の名") is filled


def test_creature_type_words_from_the_vendored_type_lines_agree_with_them(
        rows: list[list[str]]) -> None:
    """The creature-type words data/creature_types_ja.tsv takes from card_text_ja.tsv are the
    words of those cards' Japanese type lines, aligned with the English type line."""
    type_lines = {r[0]: r[2] for r in rows}
    lines = DATA.joinpath("creature_types_ja.tsv").read_text(encoding="utf-8").splitlines()[1:]
    taken = [line.split("\t") for line in lines
             if "data/card_text_ja.tsv: " in line and "(type line" in line]
    assert len(taken) == 30
    assert ["Cephalid", "セファリッド"] in [row[:2] for row in taken]  # Callous Oppressor
    for english, japanese, source in taken:
        face = source.removeprefix("data/card_text_ja.tsv: ").split(" (type line")[0]
        card = database().get(face)
        printed = next(f for f in card.faces if f.name == face)
        words = printed.type_line.split("—", 1)[1].split()
        ja_words = [w.strip() for w in type_lines[face].split("—", 1)[1].split("・")]
        assert dict(zip(words, ja_words, strict=True))[english] == japanese


def test_creature_type_words_from_rules_texts_are_in_those_texts() -> None:
    """A row of data/creature_types_ja.tsv sourced from a card's two rules texts (oracle_text
    "…" / text_ja "…") quotes both: the English names the type, the Japanese has the word, and
    each quote is in that card's texts (Shade シェイド, Skeleton スケルトン, Rhino サイ, …)."""
    import re

    from manastack.rules.text_change import plural
    lines = DATA.joinpath("creature_types_ja.tsv").read_text(encoding="utf-8").splitlines()[1:]
    quoted = re.compile(r'^[^:]+: (.+) \(oracle_text "(.+)" / text_ja "(.+)"\)$')
    checked = set()
    for english, japanese, source in (line.split("\t") for line in lines):
        m = quoted.match(source)
        if m is None:
            continue
        face, evidence_en, evidence_ja = m.groups()
        printed = next(f for f in database().get(face).faces if f.name == face)
        assert english in evidence_en or plural(english) in evidence_en, english
        assert evidence_en in printed.oracle_text, english
        assert japanese in evidence_ja and evidence_ja in (printed.text_ja or ""), english
        checked.add(english)
    assert {"Shade", "Skeleton", "Rhino", "Werewolf"} <= checked
