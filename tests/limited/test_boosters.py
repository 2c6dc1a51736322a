"""Opening boosters (manastack.limited.boosters): the set's booster configurations and sheets,
drawn deterministically from a seed."""

from __future__ import annotations

from collections import Counter

import pytest

from manastack.cards.database import database
from manastack.limited.boosters import (
    BOOSTER_SETS,
    COLORS,
    BoosterError,
    open_booster,
    open_booster_cards,
    open_boosters,
    set_boosters,
)

# The rarities a card of each sheet may have (basic lands are "common" in the card data).
SHEET_RARITIES = {
    "rare": {"rare"}, "uncommon": {"uncommon"}, "common": {"common"},
    "foilRare": {"rare"}, "foilUncommon": {"uncommon"}, "foilCommonOrBasic": {"common"},
    "dfcRareMythic": {"rare", "mythic"}, "sfcRareMythic": {"rare", "mythic"},
    "dfcUncommon": {"uncommon"}, "sfcUncommon": {"uncommon"},
    "dfcCommon": {"common"}, "sfcCommon": {"common"}, "basic": {"common"},
    "foil": {"common", "uncommon", "rare", "mythic"},
}


def _card(key: str):
    return database().by_key(key)


def test_the_sets_with_boosters() -> None:
    assert BOOSTER_SETS == ("ONS", "MID")


@pytest.mark.parametrize("set_code", BOOSTER_SETS)
def test_same_seed_same_booster_other_seed_other_booster(set_code: str) -> None:
    assert open_booster(set_code, 7) == open_booster(set_code, 7)
    assert open_booster(set_code, 7) != open_booster(set_code, 8)
    assert open_booster(set_code.lower(), 7) == open_booster(set_code, 7)


def test_the_first_of_several_boosters_is_the_single_booster_of_that_seed() -> None:
    many = open_boosters("MID", 3, 11)
    assert len(many) == 3
    assert many[0] == open_booster("MID", 11)
    assert open_boosters("MID", 2, 11) == many[:2]


@pytest.mark.parametrize("set_code", BOOSTER_SETS)
def test_every_booster_matches_a_configuration_and_its_sheets(set_code: str) -> None:
    boosters = set_boosters(set_code)
    contents = [Counter(dict(c.contents)) for c in boosters.configurations]
    for booster in open_booster_cards(set_code, 300, 1):
        by_sheet = Counter(card.sheet for card in booster)
        assert by_sheet in contents
        assert len(booster) in {c.size for c in boosters.configurations}
        for card in booster:
            sheet = boosters.sheets[card.sheet]
            assert card.key in dict(sheet.cards)
            assert card.foil is sheet.foil
            assert _card(card.key).rarity in SHEET_RARITIES[card.sheet]
        for name in by_sheet:
            keys = [card.key for card in booster if card.sheet == name]
            assert len(keys) == len(set(keys)), f"{name} gave a card twice: {keys}"


def test_an_onslaught_booster_has_one_rare_three_uncommons_and_eleven_commons() -> None:
    for booster in open_booster_cards("ONS", 200, 3):
        assert len(booster) == 15
        foil = [card for card in booster if card.foil]
        rarities = Counter(_card(card.key).rarity for card in booster if not card.foil)
        foil_sheets = {card.sheet for card in foil}
        assert rarities["rare"] == (0 if "foilRare" in foil_sheets else 1)
        assert rarities["uncommon"] == (2 if "foilUncommon" in foil_sheets else 3)
        assert rarities["common"] == (10 if "foilCommonOrBasic" in foil_sheets else 11)


def test_a_midnight_hunt_booster_has_its_double_faced_slots() -> None:
    for booster in open_booster_cards("MID", 300, 5):
        assert len(booster) == 15
        dfc = [card for card in booster if not card.foil and _card(card.key).is_double_faced]
        assert len(dfc) == 2
        assert [_card(c.key).rarity for c in dfc if c.sheet == "dfcCommon"] == ["common"]
        (other,) = [c for c in dfc if c.sheet != "dfcCommon"]
        assert other.sheet in {"dfcUncommon", "dfcRareMythic"}
        rare = [c for c in booster if not c.foil and _card(c.key).rarity in {"rare", "mythic"}]
        assert len(rare) == 1
        uncommons = [c for c in booster if not c.foil and _card(c.key).rarity == "uncommon"]
        assert len(uncommons) == 3
        basics = [c for c in booster if c.sheet == "basic"]
        assert len(basics) == 1
        assert "Basic" in _card(basics[0].key).front.supertypes


@pytest.mark.parametrize("set_code", BOOSTER_SETS)
def test_the_common_sheet_shows_all_five_colors(set_code: str) -> None:
    boosters = set_boosters(set_code)
    (balanced,) = [s.name for s in boosters.sheets.values() if s.balance_colors]
    for booster in open_booster_cards(set_code, 200, 9):
        colors = {color for card in booster if card.sheet == balanced
                  for face in _card(card.key).faces for color in face.colors}
        assert colors.issuperset(COLORS)


def test_configuration_weights_over_many_seeds() -> None:
    """Loose bounds: a MID booster has a foil one time in three (6 of 18) and a double-faced
    rare or mythic one time in six (3 of 18); an Onslaught booster has no foil about 79.5% of
    the time (272,757 of 343,000)."""
    mid = open_booster_cards("MID", 1800, 2024)
    with_foil = sum(any(card.foil for card in b) for b in mid)
    dfc_rare = sum(any(card.sheet == "dfcRareMythic" for card in b) for b in mid)
    assert 450 < with_foil < 750
    assert 200 < dfc_rare < 400
    ons = open_booster_cards("ONS", 1000, 2024)
    no_foil = sum(not any(card.foil for card in b) for b in ons)
    assert 740 < no_foil < 850


def test_the_weights_of_a_sheet_are_followed() -> None:
    """The MID single-faced rare/mythic sheet weighs each of its 53 rares 2 and each of its 15
    mythics 1: about seven rares (106) per mythic (15)."""
    rarities = Counter(_card(card.key).rarity for b in open_booster_cards("MID", 1500, 77)
                       for card in b if card.sheet == "sfcRareMythic")
    assert 5 < rarities["rare"] / rarities["mythic"] < 10


@pytest.mark.parametrize("bad", ["MIC", "XYZ", "", "mic"])
def test_a_set_without_boosters_is_refused_naming_the_sets_with_boosters(bad: str) -> None:
    with pytest.raises(BoosterError, match="ONS, MID"):
        open_booster(bad, 1)


@pytest.mark.parametrize("count", [0, -1, True, 1.5])
def test_a_bad_count_is_refused(count: object) -> None:
    with pytest.raises(BoosterError, match="number of boosters"):
        open_boosters("ONS", count, 1)  # type: ignore[arg-type]


def test_a_bad_seed_is_refused() -> None:
    with pytest.raises(BoosterError, match="seed"):
        open_booster("ONS", "x")  # type: ignore[arg-type]


def test_every_card_of_every_sheet_is_a_card_of_the_set() -> None:
    for set_code in BOOSTER_SETS:
        for sheet in set_boosters(set_code).sheets.values():
            for key, weight in sheet.cards:
                assert _card(key).set_code == set_code
                assert weight > 0
