"""Every face of every ONS, MID and MIC card has its official Japanese name and Japanese rules
text (data/PROVENANCE.md); the clients show them, say where the text comes from (printed, or
the current official wording), and mark an English name 「（英語名）」 only for what truly has no
official Japanese name: a user-defined card."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.cards.database import CARD_SETS, database
from manastack.dsl.effects import DealDamage
from manastack.dsl.prelude import ANY_TARGET, spell
from manastack.dsl.refs import Target
from manastack.scenario import Scenario
from manastack.ui.describe import Describer, card_name, has_japanese_name
from manastack.ui.details import details


def _faces_without_japanese() -> list[str]:
    """Every card face of the three sets lacking a Japanese name, or with rules text but no
    Japanese text, as "SET number name: what is missing"."""
    out = []
    for set_code in CARD_SETS:
        for card in database().cards(set_code):
            for face in card.faces:
                missing = [what for what, absent in (
                    ("name", not face.name_ja),
                    ("text", face.text_ja is None or (bool(face.oracle_text) and not face.text_ja)),
                    ("shown", card_name(face, "ja") in (face.name, f"{face.name}（英語名）")),
                ) if absent]
                if missing:
                    out.append(f"{set_code} {card.number} {face.name}: {', '.join(missing)}")
    return out


def test_every_face_of_every_card_has_a_japanese_name_and_text() -> None:
    faces = [f for s in CARD_SETS for c in database().cards(s) for f in c.faces]
    assert len(faces) == 335 + 321 + 149  # ONS, MID (49 double-faced cards), MIC
    assert _faces_without_japanese() == []
    assert database().missing_japanese_faces() == []
    assert database().missing_japanese_texts() == []


def _board() -> Describer:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Ambitious Farmhand", "Enduring Angel", "Brutal Cathar")
    s.battlefield(1, "Evolving Wilds")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=0)
    return Describer(s.build(), 0, "ja")


def test_double_faced_cards_show_official_japanese_names_for_both_faces() -> None:
    desc = _board()
    names = [desc.name(o) for o in desc.game.state.battlefield]
    assert names == ["野心的な農場労働者 1/1", "不朽の天使 3/3", "粗暴な聖戦士 2/2", "進化する未開地"]
    assert not any("英語名" in n for n in names)
    english = Describer(desc.game, 0, "en")
    assert english.name(desc.game.state.battlefield[0]) == "Ambitious Farmhand 1/1"
    assert card_name(database().get("Enduring Angel"), "ja") == "不朽の天使 // 天使の処罰者"


def test_the_details_label_the_japanese_text_by_where_it_comes_from() -> None:
    """A Midnight Hunt double-faced card's text is the current official wording; Gnaw to the
    Bone's (a single-faced card) is the printed one. The other face is shown in Japanese."""
    desc = _board()
    farmhand, angel, _cathar, wilds = desc.game.state.battlefield
    text = details(desc, farmhand).plain
    assert "日本語のカード・テキスト（現在の文面）" in text
    assert "日本語版の印刷テキスト" not in text
    assert "野心的な農場労働者が戦場に出たとき" in text
    assert "// 歴戦の聖戦士" in text and "絆魂" in text
    assert "カードデータにない" not in text
    assert "// 天使の処罰者" in details(desc, angel).plain
    printed = details(desc, wilds).plain
    assert "日本語版の印刷テキスト" in printed and "現在の文面" not in printed
    english = details(Describer(desc.game, 0, "en"), farmhand).plain
    assert "Japanese" not in english


def test_a_user_defined_card_keeps_its_english_name_marked() -> None:
    card = define_card("Custom Japanese Test Bolt", "{R}", "Instant",
                       "Custom Japanese Test Bolt deals 2 damage to any target.",
                       abilities=[spell(DealDamage(2, Target(0)), targets=[ANY_TARGET])])
    assert not has_japanese_name(card.front)
    assert card_name(card, "ja") == "Custom Japanese Test Bolt（英語名）"
    assert card_name(card, "en") == "Custom Japanese Test Bolt"
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Custom Japanese Test Bolt")
    s.at("precombat_main", active=0, turn=3, priority=0)
    game = s.build()
    desc = Describer(game, 0, "ja")
    bolt = game.state.players[0].hand[0]
    assert desc.name(bolt) == "Custom Japanese Test Bolt（英語名）"
    text = details(desc, bolt).plain
    assert "この面の日本語の公式カード名はカードデータにない" in text
    assert "日本語版の印刷テキスト\n（なし）" in text


def test_a_token_is_named_by_its_records_japanese_name_or_marked_english() -> None:
    """CR 111.4: a token is named after its subtypes plus the word "Token"; in Japanese by the
    name its record carries (``cards.token_texts``: the official words of its types joined as
    on a type line, then トークン), found with or without the word "Token"; an emblem by its
    planeswalker's name (CR 114.2). A token with no record (or whose record has no Japanese
    name) is shown by its English name, marked."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Mountain")
    s.at("precombat_main", active=0, turn=3, priority=0)
    desc = Describer(s.build(), 0, "ja")
    assert desc.token_name("Beast Token") == "ビースト・トークン"
    assert desc.token_name("Beast") == "ビースト・トークン"
    assert desc.token_name("Human Soldier") == "人間・兵士・トークン"
    assert desc.token_name("Clue Token") == "手掛かり・トークン"
    assert desc.token_name("Eldrazi Spawn") == "エルドラージ・落とし子・トークン"
    assert desc.token_name("Treasure") == "宝物"
    assert desc.token_name("Octopus") == "Octopus（英語名）"
    assert desc.token_name("Teferi, Who Slows the Sunset Emblem") == "日没を遅らせる者、テフェリーの紋章"
    assert Describer(desc.game, 0, "en").token_name("Beast") == "Beast"
    for token in database().tokens():
        for face in token.faces:
            if face.name:
                assert desc.token_name(face.name) == face.name_ja, face.name


def test_every_keyword_of_every_card_has_its_japanese_word() -> None:
    """The keywords and keyword actions the card data lists (CR 701, 702) are named in
    Japanese in the card details; each row of data/keywords_ja.tsv is shown by its card."""
    from importlib import resources
    desc = Describer(_board().game, 0, "ja")
    keywords = {k for s in CARD_SETS for c in database().cards(s) for f in c.faces
                for k in f.keywords}
    assert len(keywords) >= 41
    assert sorted(k for k in keywords if desc.type_word(k) == k) == []
    assert (desc.type_word("Scry"), desc.type_word("Flying")) == ("占術", "飛行")
    rows = resources.files("manastack").joinpath("data", "keywords_ja.tsv").read_text(
        encoding="utf-8").splitlines()[1:]
    for en, ja, source, evidence_en, evidence_ja in (r.split("\t") for r in rows):
        face = database().get(source.split(": ")[1].split(" (")[0]).front
        assert evidence_en in face.oracle_text and en.lower() in evidence_en.lower()
        assert face.text_ja and evidence_ja in face.text_ja and ja in evidence_ja
