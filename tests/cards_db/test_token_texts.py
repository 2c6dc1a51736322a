"""Tokens in Japanese (``cards.token_texts``, ``data/token_texts_ja.tsv``): every token the
cards can make has a Japanese name (CR 111.4: its subtypes and 「トークン」; an emblem its
planeswalker's, CR 114.2) and its rules text in Japanese; the table's Japanese is the cards' or
the glossary's, as each row says; a Japanese player reads them in the views and the clients, and
names tokens in Japanese in the scenario builder."""

from __future__ import annotations

import csv
import importlib
import json
import pkgutil
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import manastack.cards.mic
import manastack.cards.mid
import manastack.cards.ons
from manastack.cards.database import _EFFECT_TOKENS, database
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.details import details
from manastack.ui.panes import plain


def _rows() -> list[dict[str, str]]:
    text = resources.files("manastack").joinpath("data", "token_texts_ja.tsv").read_text(
        encoding="utf-8")
    return list(csv.DictReader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE))


def _effect_tokens() -> list[object]:
    for pkg in (manastack.cards.ons, manastack.cards.mid, manastack.cards.mic):
        for m in pkgutil.iter_modules(pkg.__path__):
            importlib.import_module(f"{pkg.__name__}.{m.name}")
    return list(_EFFECT_TOKENS.values())


def _untranslated(tokens: list[Any]) -> list[str]:
    """The names of ``tokens`` lacking a Japanese name or rules text (only the Day // Night
    card's rules text has none: no card prints it; the nameless copy of a face-down permanent
    has no name, CR 708.2a)."""
    out = []
    for t in tokens:
        if t.key == "CR:708.2a":
            continue
        if not t.name_ja:
            out.append(t.name)
        for face in t.faces:
            if not face.name_ja or t.name != "Day // Night" and (
                    face.text_ja is None or bool(face.text_ja) != bool(face.oracle_text)
                    or not face.text_ja_current):  # (not a printed card's text)
                out.append(face.name)
    return out


def test_every_token_has_a_japanese_name_and_text() -> None:
    """Every token of the card data and every token a card's effect defines (CR 111.3) has a
    Japanese name and text. The effects' tokens are those the card modules define as they are
    loaded, in a fresh interpreter: a game in which a text change rewrites a token's creature
    type (CR 612.2a: Hobbling Zombie made to read Merfolk) defines a token of its own, which
    other tests of the same process may have made."""
    tokens = database().tokens()
    assert len(tokens) > 30
    assert _untranslated(tokens) == []
    code = ("import json; from tests.cards_db.test_token_texts import _effect_tokens, "
            "_untranslated; t = _effect_tokens(); print(json.dumps([len(t), _untranslated(t)]))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).parents[2])
    count, missing = json.loads(run.stdout.splitlines()[-1])
    assert count > 10
    assert missing == []
    assert [f.text_ja for f in database().token("Day // Night").faces] == [None, None]


@pytest.mark.parametrize(("name", "ja"), [
    ("Zombie Token", "ゾンビ・トークン"),
    ("Zombie Army Token", "ゾンビ・軍団・トークン"),
    ("Eldrazi Spawn Token", "エルドラージ・落とし子・トークン"),
    ("Clue Token", "手掛かり・トークン"),
    ("Treasure", "宝物"),
    ("Wrenn and Seven Emblem", "レンと七番の紋章"),
    ("Day // Night", "昼 // 夜"),
])
def test_japanese_names_cr_111_4(name: str, ja: str) -> None:
    """A token named after its subtypes is named by their Japanese words and 「トークン」 (CR
    111.4), the words joined with ・ as the cards print a token's types; the Treasure of CR
    111.10a by its subtype; an emblem after its planeswalker (CR 114.2)."""
    assert database().token(name).name_ja == ja


def test_the_table_quotes_the_cards_and_the_glossary() -> None:
    """Each row's Japanese is where it says: a "quoted" line is in that card's Japanese text
    word for word; a "glossary" word is the glossary's; a "composed" row names the official
    words it is made of."""
    db = database()
    glossary = {r["en_term"]: r["ja_term"] for r in csv.DictReader(
        resources.files("manastack").joinpath("data", "glossary-ja.tsv").read_text(
            encoding="utf-8").splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE)}
    rows = _rows()
    assert rows
    for r in rows:
        assert r["wording"] in ("quoted", "glossary", "composed"), r
        if r["wording"] == "quoted":
            card = db.get(r["source"].split(":")[0].split(" ", 1)[1])
            texts = "\n".join(f.text_ja or "" for f in card.faces)
            quoted = r["ja"] if r["kind"] == "line" else f"{r['ja']}・"
            assert quoted in texts, r
        elif r["wording"] == "glossary":
            assert glossary[r["en"].lower()] == r["ja"], r
        else:
            assert "「" in r["source"], r


def test_a_japanese_player_reads_a_clue_in_japanese() -> None:
    """Secrets of the Key investigates: the Clue token's Japanese text is in every view, and
    the line client's details name it 手掛かり・トークン with its ability in Japanese."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Secrets of the Key")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Secrets of the Key")
    d.pay()
    d.resolve()
    clue = d.find("Clue Token")
    v = next(o for o in d.game.view(1)["battlefield"] if o["id"] == clue)
    assert v["text_ja"] == "{2}, このアーティファクトを生け贄に捧げる：カード１枚を引く。"
    shown = plain(details(Describer(d.game, 1, "ja"), clue))
    assert "手掛かり・トークン" in shown
    assert "カード１枚を引く" in shown


def test_a_scenario_names_tokens_in_japanese() -> None:
    """The scenario builder takes a token's Japanese name, with or without 「・トークン」."""
    s = Scenario(seed=1)
    s.token(0, "手掛かり")
    s.token(0, "宝物")
    s.token(1, "ゾンビ・トークン")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    assert d.find("Clue Token") and d.find("Treasure")
    assert d.state.objects[d.find("Zombie Token")].controller == 1
