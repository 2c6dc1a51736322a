"""Commander deck construction (CR 903.3, 903.4, 903.5): colour identity and the validator.

CR 903.4  colour identity: mana symbols in the mana cost and rules text, colour indicators,
          both faces of a double-faced card (903.4d); reminder text ignored (903.4c).
CR 903.5a exactly 100 cards with the commander; 903.5b singleton except basic lands;
CR 903.5c within the commander's colour identity; 903.5d basic land types' colours too;
CR 903.5e no sideboard; 903.3 the commander is a legendary creature card.
"""

from __future__ import annotations

import pytest

from manastack.cards.color_identity import color_identity
from manastack.cards.database import database
from manastack.formats.commander import (
    CommanderDeckError,
    commander_deck_problems,
    validate_commander_deck,
)
from manastack.formats.decklist import bundled_decks, load_decklist, parse_decklist


def _identity(name: str) -> str:
    return "".join(c for c in "WUBRG" if c in color_identity(database().get(name)))


@pytest.mark.parametrize(("name", "identity"), [
    ("Leinore, Autumn Sovereign", "WG"),       # mana cost
    ("Talisman of Dominance", "UB"),           # rules text: "{T}: Add {U} or {B}."
    ("Brutal Cathar // Moonrage Brute", "WR"),  # the back face's colour indicator (903.4d)
    ("Hostile Hostel // Creeping Inn", "B"),   # a colourless front, a black back
    ("Canopy Vista", ""),                      # "({T}: Add {G} or {W}.)" is reminder text
    ("Tribal Golem", "B"),                     # colourless, "{B}: Regenerate" (903.4 example)
    ("Riptide Laboratory", "U"),               # a land's activation cost "{1}{U}, {T}: ..."
    ("Starlit Sanctum", "WB"),                 # two activation costs, {W} and {B}
    ("Barren Moor", "B"),                      # "Add {B}" and the keyword cost "Cycling {B}"
    ("Avacyn's Pilgrim", "WG"),                # a green card whose ability adds {W}
    ("Suspicious Stowaway // Seafaring Werewolf", "UG"),  # blue front, green back (903.4d)
    ("Command Tower", ""),
    ("Forest", ""),
])
def test_color_identity(name: str, identity: str) -> None:
    assert _identity(name) == identity


@pytest.mark.parametrize("deck", ["coven_counters", "undead_unleashed"])
def test_both_precons_are_bundled_and_legal(deck: str) -> None:
    assert deck in bundled_decks()
    d = load_decklist(deck, format="commander")
    assert d.main_count() + len(d.commander) == 100
    assert commander_deck_problems(d) == []


def test_the_precons_have_their_commanders() -> None:
    assert [e.card.name for e in load_decklist("coven_counters").commander] == [
        "Leinore, Autumn Sovereign"]
    assert [e.card.name for e in load_decklist("undead_unleashed").commander] == [
        "Wilhelt, the Rotcleaver"]


def _deck(commander: str, body: str) -> str:
    return f"Name bad\nCommander\n1 {commander}\nDeck\n{body}"


def test_every_problem_is_listed_by_card_with_its_rule() -> None:
    text = _deck("Leinore, Autumn Sovereign",
                 "2 Sol Ring\n1 Talisman of Dominance\n1 Sunken Hollow\n1 Go for the Throat\n"
                 "50 Forest\n30 Plains\nSideboard\n1 Swords to Plowshares\n")
    d = parse_decklist(text)
    problems = {(p.card, p.reason.split("(CR ")[-1].rstrip(")")) for p in commander_deck_problems(d)}
    assert problems == {
        (None, "903.5a"),                     # 1 + 85 cards
        (None, "903.5e"),                     # a sideboard
        ("Sol Ring", "903.5b"),               # two copies
        ("Talisman of Dominance", "903.5c"),  # blue and black outside green-white
        ("Go for the Throat", "903.5c"),
        ("Sunken Hollow", "903.5d"),          # Island Swamp: blue and black mana
    }
    with pytest.raises(CommanderDeckError) as err:
        validate_commander_deck(d)
    message = str(err.value)
    assert "deck 'bad' is not a legal Commander deck (6 problems)" in message
    for name in ("Sol Ring: 2 copies", "Talisman of Dominance: its color identity (blue, "
                 "black) is outside the commander's (white, green)", "Sunken Hollow",
                 "Go for the Throat", "86 cards", "sideboard"):
        assert name in message


def test_the_commander_must_be_a_legendary_creature() -> None:
    d = parse_decklist(_deck("Sol Ring", "99 Forest\n"))
    reasons = [str(p) for p in commander_deck_problems(d)]
    assert any(r.startswith("Sol Ring: a commander must be a legendary creature card") and
               "903.3" in r for r in reasons)
    d = parse_decklist(_deck("Jareth, Leonine Titan", "99 Plains\n"))
    assert commander_deck_problems(d) == []  # legendary creature, mono-white, 100 cards


def test_a_deck_without_a_commander() -> None:
    d = parse_decklist("Deck\n100 Forest\n")
    assert [str(p) for p in commander_deck_problems(d)] == [
        "no commander: name it in a 'Commander' section of the list (CR 903.3)"]


def test_two_commanders_need_partner() -> None:
    d = parse_decklist("Commander\n1 Jareth, Leonine Titan\n1 Leinore, Autumn Sovereign\n"
                       "Deck\n98 Plains\n")
    assert any("2 commanders" in str(p) and "partner" in str(p)
               for p in commander_deck_problems(d))


def test_basic_lands_may_repeat_and_the_commander_counts_toward_100() -> None:
    d = parse_decklist(_deck("Leinore, Autumn Sovereign", "1 Sol Ring\n49 Forest\n49 Plains\n"))
    assert commander_deck_problems(d) == []


def test_load_decklist_refuses_an_illegal_commander_deck_with_every_problem(tmp_path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(_deck("Leinore, Autumn Sovereign", "2 Sol Ring\n97 Forest\n"))
    with pytest.raises(CommanderDeckError, match="Sol Ring: 2 copies"):
        load_decklist(str(path), format="commander")
    assert load_decklist(str(path)).main_count() == 99  # the ordinary format doesn't check
    with pytest.raises(ValueError, match="unknown format"):
        load_decklist(str(path), format="legacy")
