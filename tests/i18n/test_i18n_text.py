"""Japanese and English card names, card text, glossary and terminal messages."""

from __future__ import annotations

import dataclasses

import pytest

from manastack.cards.database import database
from manastack.i18n.glossary import glossary, glossary_entries, ja_term
from manastack.i18n.text import (
    GLOSSARY_TERMS,
    LANGUAGES,
    MESSAGES,
    NOT_IN_GLOSSARY,
    card_name,
    card_text,
    t,
)


def test_glossary_loads() -> None:
    terms = glossary()
    assert len(terms) == 274
    assert terms["battlefield"] == "戦場"
    assert terms["graveyard"] == "墓地"
    assert terms["hand"] == "手札"
    assert terms["library"] == "ライブラリー"
    assert terms["stack"] == "スタック"
    assert terms["priority"] == "優先権"
    assert terms["exile (the zone)"] == "追放領域"
    entry = next(e for e in glossary_entries() if e.en_term == "battlefield")
    assert entry.ja_older == "場"
    assert entry.source


def test_ja_term_lookup() -> None:
    assert ja_term("exile (verb)") == "追放する"
    assert ja_term("Graveyard") == "墓地"
    assert ja_term("cast") == "唱える"
    with pytest.raises(KeyError):
        ja_term("exile")  # the zone or the verb
    with pytest.raises(KeyError):
        ja_term("mulligan")  # not in the glossary


def test_card_name_single_faced() -> None:
    card = database().get("Consider")
    assert card_name(card, "en") == "Consider"
    assert card_name(card, "ja") == "考慮"
    assert card_name(card.front, "ja") == "考慮"


def test_card_name_double_faced() -> None:
    db = database()
    cathar = db.get("Brutal Cathar")
    assert card_name(cathar, "en") == "Brutal Cathar // Moonrage Brute"
    assert card_name(cathar, "ja") == "粗暴な聖戦士 // 月憤怒の粗暴者"
    assert cathar.back is not None
    assert card_name(cathar.back, "ja") == "月憤怒の粗暴者"
    angel = db.get("Enduring Angel")
    assert card_name(angel, "ja") == "不朽の天使 // 天使の処罰者"
    delver = db.get("Delver of Secrets")
    assert card_name(delver, "ja") == "秘密を掘り下げる者 // 昆虫の逸脱者"
    # A token: its subtypes' Japanese words and 「トークン」 (CR 111.4).
    assert card_name(db.token("Human"), "ja") == "人間・トークン"
    # No Japanese name at all: English, unmarked.
    unnamed = dataclasses.replace(db.token("Human"), name_ja=None)
    unnamed = dataclasses.replace(unnamed, faces=tuple(
        dataclasses.replace(f, name_ja=None) for f in unnamed.faces))
    assert card_name(unnamed, "ja") == "Human Token"


def test_card_text() -> None:
    db = database()
    consider = db.get("Consider")
    assert card_text(consider.front, "en") == consider.front.oracle_text
    assert card_text(consider, "ja") == consider.front.text_ja
    assert "カード１枚を引く" in card_text(consider, "ja")
    # Onslaught's Japanese text is the current official wording (data/card_text_ja.tsv).
    lancer = db.get("Daru Lancer")
    assert card_text(lancer.front, "ja").startswith("先制攻撃\n変異{2}{W}{W}")
    assert lancer.front.text_ja_current and not consider.front.text_ja_current
    assert card_text(db.token("Human"), "ja") == ""


def test_unknown_language() -> None:
    card = database().get("Consider")
    for call in (
        lambda: card_name(card, "fr"),
        lambda: card_text(card, "fr"),
        lambda: t("your_turn", "fr"),
    ):
        with pytest.raises(ValueError, match="'fr'"):
            call()


def test_messages() -> None:
    assert t("your_turn", "en") == "Your turn"
    assert t("your_turn", "ja") == "あなたのターン"
    assert t("turn", "en", n=3) == "Turn 3"
    assert t("turn", "ja", n=3) == "第3ターン"
    assert t("battlefield", "ja") == "戦場"
    assert t("graveyard", "ja") == "墓地"
    assert t("hand", "ja") == "手札"
    assert t("library", "ja") == "ライブラリー"
    assert t("stack", "ja") == "スタック"
    assert t("pass_priority", "ja").startswith("優先権")
    assert t("cast_card", "ja", card="考慮") == "考慮を唱える"
    assert t("life_total", "en", player="Alice", life=20) == "Alice: 20 life"
    with pytest.raises(KeyError):
        t("no_such_message", "en")
    with pytest.raises(KeyError):
        t("turn", "en")  # missing n


def test_every_message_in_every_language() -> None:
    keys = set(MESSAGES["en"])
    for lang in LANGUAGES:
        assert set(MESSAGES[lang]) == keys, lang
        for key, text in MESSAGES[lang].items():
            assert text.strip(), (lang, key)
    required = {
        "your_turn", "turn", "life", "hand", "library", "graveyard", "exile", "battlefield",
        "stack", "pass_priority", "cast", "activate", "play_land", "attack", "block", "choose",
        "day", "night", "face_down", "mulligan", "keep", "you_win", "you_lose", "draw_game",
        "step_untap", "step_upkeep", "step_draw", "phase_precombat_main", "step_declare_attackers",
        "step_declare_blockers", "step_combat_damage", "phase_postcombat_main", "step_end",
        "step_cleanup",
    }  # fmt: skip
    assert required <= keys


def test_placeholders_agree_between_languages() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for key, english in MESSAGES["en"].items():
        assert fields(english) == fields(MESSAGES["ja"][key]), key


@pytest.mark.parametrize(("key", "en_term"), sorted(GLOSSARY_TERMS.items()))
def test_japanese_messages_use_glossary_wording(key: str, en_term: str) -> None:
    official = glossary()[en_term]
    stem = official.removesuffix("する")
    assert stem in MESSAGES["ja"][key]


def test_every_message_is_accounted_for() -> None:
    """Each Japanese message follows a glossary term, or is listed as (partly) not in it."""
    assert set(GLOSSARY_TERMS) | NOT_IN_GLOSSARY == set(MESSAGES["ja"])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_cast_method_has_a_message(lang: str) -> None:
    """Each way of casting a spell (CR 601.2, alternative costs 118.9) is named in the
    terminal's action list in both languages, never as a bare method id."""
    import manastack.engine_setup  # noqa: F401  (registers every cast method)
    from manastack.rules.cast_methods import METHODS
    from manastack.ui.messages import UI_MESSAGES, msg
    for method in METHODS:
        if method == "normal":
            continue
        assert f"method_{method}" in UI_MESSAGES[lang], method
        assert "X" in msg(f"method_{method}", lang, text="X")
