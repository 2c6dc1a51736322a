"""The web client's words (``GET /api/messages``): every kind of decision the rules ask and
every kind of log entry the engine makes has its sentence in Japanese, as in the terminal
clients, whose catalogue it is."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from manastack.server.messages import LOG, WEB_EN, WEB_JA, catalogue
from manastack.ui.messages import UI_MESSAGES
from tests.i18n.engine_words import decision_kinds, log_kinds

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_every_kind_of_log_entry_has_a_sentence_or_is_left_out_on_purpose() -> None:
    kinds = log_kinds()
    assert {"cast", "zone_change", "damage", "keep", "trigger", "enduring_angel_save"} <= kinds
    assert sorted(kinds - set(LOG)) == []
    words = catalogue(UI_MESSAGES)
    for lang in ("en", "ja"):
        missing = sorted(k for k, key in LOG.items() if key is not None and key not in
                         words[lang])
        assert missing == [], lang


def test_every_decision_has_a_japanese_prompt() -> None:
    words = catalogue(UI_MESSAGES)["ja"]
    kinds = decision_kinds()
    assert {"mulligan", "target", "cost_tap", "first_player"} <= kinds
    assert sorted(k for k in kinds if "d_" + k not in words) == []
    assert "d_other" in words


def test_every_sentence_of_the_web_client_is_in_japanese_with_the_same_blanks() -> None:
    assert set(WEB_EN) == set(WEB_JA)
    words = catalogue(UI_MESSAGES)
    for key, en in words["en"].items():
        if key.endswith("_you") and key not in words["ja"]:
            continue  # Japanese says it with the player's name (the terminal's rule too)
        ja = words["ja"].get(key)
        assert ja is not None, key
        words_of_it = re.sub(r"\{\w+\}", "", ja)
        # Japanese, or only blanks and signs ("{card} → {zone}")
        assert JAPANESE.search(words_of_it) or not re.search("[A-Za-z]", words_of_it), key
        assert set(re.findall(r"(?<!\{)\{(\w+)\}", ja)) <= \
            set(re.findall(r"(?<!\{)\{(\w+)\}", en)), key


def test_the_server_serves_the_terminal_clients_words() -> None:
    from manastack.server.app import create_app
    with TestClient(create_app(db=":memory:", client=False, words=UI_MESSAGES)) as c:
        got = c.get("/api/messages").json()
    assert got["ja"]["d_target"] == UI_MESSAGES["ja"]["d_target"]
    assert got["ja"]["log_sacrifice"] == "{player}が{card}を生け贄に捧げた"
    assert got["log"]["zone_change"] == "log_to_zone" and got["log"]["step_begin"] is None


def test_the_engines_word_answers_have_sentences_in_both_languages() -> None:
    """Answers such as "top" or "keep" are shown by the web client through the catalogue
    (``FIXED_ANSWERS`` in web/src/game.ts), never as the engine's English word."""
    from pathlib import Path
    source = (Path(__file__).resolve().parents[2] / "web" / "src" / "game.ts").read_text(
        encoding="utf-8")
    block = source.split("const FIXED_ANSWERS")[1].split("};")[0]
    pairs = dict(re.findall(r"(\w+): \"(\w+)\"", block))
    assert {"top", "bottom", "keep", "mulligan"} <= set(pairs)
    words = catalogue(UI_MESSAGES)
    for lang in ("en", "ja"):
        assert [k for k in pairs.values() if k not in words[lang]] == [], lang
    assert all(JAPANESE.search(words["ja"][k]) for k in pairs.values())


def test_the_web_client_names_every_zone_a_view_may_give_as_the_terminal_does() -> None:
    """Every zone word a view may give (a commander's zone "unknown" to the players who may
    not look at it, CR 708.5; "hand_or_library"; "left_game") is named by the web client
    through the catalogue (``ZONE_KEYS`` in web/src/game.ts), with the terminal's key
    (``ui.describe.ZONE_KEYS``), never as the engine's word."""
    from pathlib import Path

    from manastack.ui.describe import ZONE_KEYS
    source = (Path(__file__).resolve().parents[2] / "web" / "src" / "game.ts").read_text(
        encoding="utf-8")
    block = source.split("const ZONE_KEYS")[1].split("};")[0]
    assert dict(re.findall(r"(\w+): \"(\w+)\"", block)) == ZONE_KEYS
    words = catalogue(UI_MESSAGES)
    for lang in ("en", "ja"):
        assert [k for k in ZONE_KEYS.values() if k not in words[lang]] == [], lang


def test_the_errors_a_player_meets_in_a_game_have_sentences_in_both_languages() -> None:
    """The codes of the errors a seat can get while playing (an answer sent late, refused,
    or from a spectator) each have a sentence in English and in Japanese, shown by the web
    client instead of the engine's English message."""
    from pathlib import Path
    source = (Path(__file__).resolve().parents[2] / "src" / "manastack" / "server" /
              "rooms.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'code="(\w+)"', source)) | \
        set(re.findall(r'room\.version, "(\w+)"[,)]', source))
    assert codes == {"stale", "illegal", "spectator"}
    words = catalogue(UI_MESSAGES)
    for code in codes:
        assert words["en"][f"error_{code}"] and JAPANESE.search(words["ja"][f"error_{code}"])
    game = (Path(__file__).resolve().parents[2] / "web" / "src" / "game.ts").read_text(
        encoding="utf-8")
    assert "error_${msg.code}" in game
