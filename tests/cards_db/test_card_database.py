"""The card database: lookups, records, tokens and Japanese names."""

from __future__ import annotations

import dataclasses

import pytest

from manastack.cards.database import (
    CardData,
    CardDatabase,
    FaceData,
    UnknownCardError,
    database,
    normalize_name,
)


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return database()


def test_database_is_cached() -> None:
    assert database() is database()


def test_load_builds_a_fresh_database() -> None:
    """Loading twice gives equal, independent databases (speed is measured by bench/)."""
    a, b = CardDatabase.load(), CardDatabase.load()
    assert a is not b
    assert len(a) == len(b) > 0


def test_counts(db: CardDatabase) -> None:
    assert len(db.cards("ONS")) == 335
    assert len(db.cards("MID")) == 272
    assert len(db.cards("mic")) == 149
    assert len(db.cards()) == 335 + 272 + 149
    assert sum(card.is_double_faced for card in db.cards()) == 49


def test_cards_sorted_by_set_then_number(db: CardDatabase) -> None:
    cards = db.cards()
    assert [c.set_code for c in cards[:1]] == ["ONS"]
    assert cards[-1].set_code == "MIC"
    mid_numbers = [int(c.number) for c in db.cards("MID")]
    assert mid_numbers == sorted(mid_numbers)
    assert not any(c.is_token for c in cards)


def test_records_are_frozen(db: CardDatabase) -> None:
    card = db.get("Consider")
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.name = "x"  # type: ignore[misc]
    assert isinstance(card.front, FaceData)


def test_single_faced_card(db: CardDatabase) -> None:
    card = db.get("Consider")
    assert card.key == "MID:44"
    assert card.layout == "normal"
    assert len(card.faces) == 1
    assert card.back is None
    assert not card.is_double_faced
    assert card.front.name == "Consider"
    assert card.front.mana_cost == "{U}"
    assert card.front.types == ("Instant",)
    assert card.front.colors == ("U",)
    assert card.name_ja == card.front.name_ja == "考慮"
    assert card.front.text_ja
    assert card.mana_value == 1


def test_lookup_by_english_name_is_case_and_space_insensitive(db: CardDatabase) -> None:
    assert db.get("daru lancer").key == "ONS:20"
    assert db.get("  DARU   Lancer ").key == "ONS:20"


def test_lookup_by_japanese_name(db: CardDatabase) -> None:
    card = db.get("Consider")
    assert db.get("考慮") is card


def test_lookup_width_insensitive(db: CardDatabase) -> None:
    # Full-width Latin letters fold to ASCII; half-width katakana folds to full-width.
    assert db.get("ＣＯＮＳＩＤＥＲ").name == "Consider"
    assert db.get("ｸﾛｰﾝ").name == "Clone"  # half-width katakana
    assert db.get("ﾃﾞｽ･ﾏｯﾁ").name == "Death Match"
    assert db.get("ｼｮｯｸ").name_ja == "ショック"
    assert normalize_name("ｺｳﾘｮ") == normalize_name("コウリョ")


def test_lookup_double_faced_card_full_name(db: CardDatabase) -> None:
    card = db.get("Brutal Cathar // Moonrage Brute")
    assert card.key == "MID:7"
    assert card.is_double_faced
    assert card.layout == "transform"
    assert db.get("brutal cathar//moonrage brute") is card
    assert db.get("Brutal Cathar   //Moonrage   Brute") is card


def test_lookup_by_either_face(db: CardDatabase) -> None:
    card = db.get("Moonrage Brute")
    assert card.name == "Brutal Cathar // Moonrage Brute"
    assert db.get("Brutal Cathar") is card
    assert card.front.name == "Brutal Cathar"
    back = card.back
    assert back is not None and back.name == "Moonrage Brute"
    assert back.mana_cost is None
    assert back.color_indicator == ("R",)


def test_curly_apostrophe_and_ligature(db: CardDatabase) -> None:
    assert db.get("Angel of Glory’s Rise").name == "Angel of Glory's Rise"
    assert db.get("Æther Charge").name == "Aether Charge"


def test_lookup_by_set_and_number(db: CardDatabase) -> None:
    assert db.by_number("MID", "44").name == "Consider"
    assert db.by_number("mid", "44").name == "Consider"
    assert db.by_key("ONS:20").name == "Daru Lancer"
    with pytest.raises(UnknownCardError):
        db.by_number("MID", "999")
    with pytest.raises(UnknownCardError):
        db.by_key("nonsense")


def test_variant_collector_numbers_resolve_to_kept_card(db: CardDatabase) -> None:
    assert db.by_number("MID", "384").key == "MID:276"  # full-art Forest
    assert db.by_number("MID", "384").name == "Forest"
    assert db.by_number("MIC", "39").key == "MIC:1"  # display commander
    assert db.by_number("ONS", "200†").key == "ONS:200"
    assert db.by_number("ONS", "350").name == "Forest"


def test_printing_preference(db: CardDatabase) -> None:
    assert db.get("Forest").set_code == "MID"
    assert db.get("Plains").key == "MID:268"
    assert db.get("Gravespawn Sovereign").set_code == "ONS"
    assert db.by_number("MIC", "120").name == "Gravespawn Sovereign"


def test_unknown_name_suggests_close_names(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("Consdier")
    err = info.value
    assert err.query == "Consdier"
    assert "Consider" in err.suggestions
    assert len(err.suggestions) <= 5
    assert "Consdier" in str(err) and "Consider" in str(err)
    assert isinstance(err, LookupError)


def test_unknown_japanese_name_suggests(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("粗暴な聖戦")
    assert "粗暴な聖戦士" in info.value.suggestions


def test_unknown_name_without_neighbours(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("qqqqqqqqqqqqqqqqqqq")
    assert info.value.suggestions == ()
    assert db.find("qqqqqqqqqqqqqqqqqqq") is None
    assert "Consider" in db


def test_double_faced_card_fields(db: CardDatabase) -> None:
    card = db.get("Delver of Secrets")
    assert card.front.oracle_text
    assert card.back is not None and "Flying" in card.back.keywords
    assert all(isinstance(face.oracle_text, str) for c in db.cards() for face in c.faces)


def test_rulings_are_strings(db: CardDatabase) -> None:
    card = db.get("Adeline, Resplendent Cathar")
    assert card.rulings and all(isinstance(r, str) for r in card.rulings)


def test_tokens(db: CardDatabase) -> None:
    human = db.token("Human")
    assert human.is_token and human.layout == "token"
    assert human.key == "TMID:1"
    assert human.front.types == ("Creature",)  # "Token" is not a card type
    assert human.front.type_line == "Token Creature — Human"
    assert human.front.oracle_text == ""
    spirit = db.token("spirit")
    assert spirit.front.keywords == ("Flying",)
    assert db.token("Clue").front.subtypes == ("Clue",)
    assert db.token("Zombie").key == "TMID:5"
    assert db.token("Zombie", "MIC").key == "TMIC:4"
    assert db.token("Zombie", "TMIC").key == "TMIC:4"
    assert db.by_key("TMID:15").front.keywords == ("Menace",)
    treasure = db.token("Treasure")
    assert treasure.front.subtypes == ("Treasure",)
    assert "Add one mana of any color" in treasure.front.oracle_text
    with pytest.raises(UnknownCardError):
        db.token("Consider")
    with pytest.raises(UnknownCardError):
        db.token("Human", "MIC")


def test_day_night_card_has_two_faces(db: CardDatabase) -> None:
    card = db.token("Day // Night")
    assert card.layout == "double_faced_token"
    assert [face.name for face in card.faces] == ["Day", "Night"]
    assert db.token("Night") is card
    assert "nightbound" in card.front.oracle_text
    assert card.back is not None and "daybound" in card.back.oracle_text


def test_tokens_list(db: CardDatabase) -> None:
    tokens = db.tokens()
    assert all(isinstance(t, CardData) and t.is_token for t in tokens)
    keys = [t.key for t in tokens]
    assert len(keys) == len(set(keys))
    assert "TMID:19" in keys and "TMIC:11" in keys
    assert db.token("Wrenn and Seven Emblem").layout == "emblem"
