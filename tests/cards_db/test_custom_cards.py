"""User-defined cards (``manastack.cards.custom``): defining, finding, refusing, not counting."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.custom import CustomCardError, Face, define_card
from manastack.cards.database import CARD_SETS, CUSTOM_SET, CardData, UnknownCardError, database
from manastack.cards.registry import card_def, require_implemented
from manastack.dsl.effects import DealDamage, Draw
from manastack.dsl.prelude import ANY_TARGET, spell
from manastack.dsl.refs import Target
from manastack.formats.decklist import DeckListError, parse_decklist
from manastack.reports.coverage import coverage_report
from manastack.scenario import Scenario
from manastack.testing import Driver

TESTS_DIR = Path(__file__).resolve().parents[1]

SPARK_TEXT = "Custom Test Spark deals 2 damage to any target."


def _spark() -> CardData:
    return define_card("Custom Test Spark", "{R}", "Instant", SPARK_TEXT,
                       abilities=[spell(DealDamage(2, Target(0)), targets=[ANY_TARGET])])


def test_a_defined_card_is_found_by_name_and_key() -> None:
    card = _spark()
    assert card.set_code == CUSTOM_SET and card.key == "CUSTOM:custom_test_spark"
    assert database().get("custom test spark") is card
    assert database().by_key("CUSTOM:custom_test_spark") is card
    face = card.front
    assert face.types == ("Instant",) and face.colors == ("R",) and card.mana_value == 1
    d = require_implemented(card.key)
    assert len(d.faces[0].abilities) == 1


def test_a_defined_card_is_played_like_any_other() -> None:
    _spark()
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Custom Test Spark")
    d = Driver(s.build())
    d.cast(0, "Custom Test Spark", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    assert d.ids("Custom Test Spark", zone="graveyard", player=0)


def test_defining_the_same_card_again_is_harmless() -> None:
    assert _spark() == _spark()


def test_a_different_definition_under_a_used_name_is_refused() -> None:
    _spark()
    with pytest.raises(CustomCardError, match="already defined differently"):
        define_card("Custom Test Spark", "{1}{R}", "Instant", SPARK_TEXT,
                    abilities=[spell(DealDamage(2, Target(0)), targets=[ANY_TARGET])])
    with pytest.raises(CustomCardError, match="already defined differently"):
        define_card("Custom Test Spark", "{R}", "Instant", SPARK_TEXT,
                    abilities=[spell(DealDamage(3, Target(0)), targets=[ANY_TARGET])])
    # the first definition stands
    assert card_def("CUSTOM:custom_test_spark").card.front.mana_cost == "{R}"


def test_a_product_card_name_is_refused() -> None:
    with pytest.raises(CustomCardError, match="Shock"):
        define_card("Shock", "{R}", "Instant", "Flying")
    assert database().get("Shock").set_code in CARD_SETS


def test_unclaimed_oracle_lines_are_refused() -> None:
    with pytest.raises(CustomCardError, match="no ability claims"):
        define_card("Custom Test Unclaimed", "{1}", "Artifact", "Whenever you draw, you win.")
    with pytest.raises(CustomCardError, match="more abilities"):
        define_card("Custom Test Extra", "{1}{G}", "Creature — Bear", "Trample", power=2,
                    toughness=2, abilities=[spell(Draw(1))])
    assert database().find("Custom Test Unclaimed") is None
    with pytest.raises(CustomCardError, match="power and toughness"):
        define_card("Custom Test Shapeless", "{G}", "Creature — Ooze", "")


def test_keyword_lines_are_parsed_and_the_type_line_read() -> None:
    card = define_card("Custom Test Sentinel", "{2}{W}{U}", "Legendary Creature — Human Knight",
                       "Flying, vigilance", power=3, toughness=3)
    face = card.front
    assert face.supertypes == ("Legendary",) and face.subtypes == ("Human", "Knight")
    assert face.colors == ("W", "U") and face.keywords == ("Flying", "Vigilance")
    names = [a.name for a in card_def(card.key).faces[0].abilities]  # type: ignore[attr-defined]
    assert names == ["Flying", "Vigilance"]


def test_a_double_faced_card() -> None:
    card = define_card("Custom Test Pup", "{1}{G}", "Creature — Wolf", "Daybound", power=2,
                       toughness=2,
                       back=Face("Custom Test Howler", "Creature — Werewolf", "Nightbound",
                                 power=4, toughness=4, color_indicator="G"),
                       faces=[[], []])
    assert card.name == "Custom Test Pup // Custom Test Howler" and card.is_double_faced
    assert database().get("Custom Test Howler") is card
    assert card.back is not None and card.back.colors == ("G",) and card.mana_value == 2


def test_a_card_defined_after_the_definition_cache_was_used_is_found() -> None:
    card_def(database().get("Shock").key)
    with pytest.raises(UnknownCardError):
        card_def("CUSTOM:custom_test_late")  # not defined yet: nothing is cached
    card = define_card("Custom Test Late", "{G}", "Creature — Elf", "", power=1, toughness=1)
    assert card.key == "CUSTOM:custom_test_late"
    assert card_def(card.key).implemented and card_def(card.key).card is card


def test_not_counted_by_coverage_and_refused_in_deck_lists() -> None:
    before = coverage_report(TESTS_DIR)
    define_card("Custom Test Counted", "{1}", "Artifact", "")
    after = coverage_report(TESTS_DIR)
    assert after["total"] == before["total"] and after["sets"] == before["sets"]
    assert after["total"] == sum(len(database().cards(code)) for code in CARD_SETS)
    assert not any("Custom Test" in name for data in after["sets"].values()
                   for name in data["implemented_cards"])
    assert all(c.set_code != CUSTOM_SET for c in database().cards())
    assert "Custom Test Counted" not in database().names()
    _spark()
    with pytest.raises(DeckListError, match="user-defined"):
        parse_decklist("4 Custom Test Spark\n36 Mountain\n")
    with pytest.raises(DeckListError, match="user-defined"):
        parse_decklist("4 Custom Test Spark (CUSTOM) custom_test_spark\n36 Mountain\n")
