"""Unclaimed Territory — Land.

Oracle: "As Unclaimed Territory enters the battlefield, choose a creature type. / {T}: Add {C}. /
{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen
type."
Rulings covered: MIC-OR-0309 (an existing creature type, one only).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Unclaimed Territory"
pytestmark = pytest.mark.card(CARD)

WITCH = "Candlegrove Witch"  # {1}{W} Creature — Human Warlock
WOLF = "Bounding Wolf"  # {2}{G} Creature — Wolf


def _played(creature_type: str, *lands: str, hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *lands)
    s.hand(0, CARD, *hand)
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.expect("choose_creature_type")
    d.choose(creature_type)
    return d


@pytest.mark.ruling("MIC-OR-0309")
def test_the_choice_is_one_existing_creature_type() -> None:
    """Official ruling: "you must choose an existing creature type, such as Vampire or Knight.
    You can't choose multiple creature types, such as "Vampire Knight." Card types such as
    artifact can't be chosen, nor can subtypes that aren't creature types, such as Jace,
    Vehicle, or Treasure." (CR 205.3m)"""
    s = Scenario(players=2, seed=1)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    opts = {a.value for a in d.expect("choose_creature_type").actions if isinstance(a, Choose)}
    assert {"Vampire", "Knight", "Human"} <= opts
    assert not opts & {"Vampire Knight", "Artifact", "Jace", "Vehicle", "Treasure", "Forest"}
    d.choose("Vampire")
    land = d.find(CARD, "battlefield")
    assert d.state.objects[land].chosen.get("creature_type") == "Vampire"
    assert not d.state.objects[land].tapped


def test_adds_colorless_or_any_color() -> None:
    d = _played("Human")
    land = d.find(CARD, "battlefield")
    assert {a.mana for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)
            and a.source == land} == {"C", "W", "U", "B", "R", "G"}
    d.mana(0, CARD, "C")
    assert d.state.players[0].mana_pool == {"C": 1}


def test_colored_mana_pays_for_a_creature_spell_of_the_chosen_type() -> None:
    d = _played("Human", "Plains", hand=(WITCH,))
    d.mana(0, CARD, "W")
    d.mana(0, "Plains", "W")
    d.cast(0, WITCH)
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of(WITCH) == "battlefield"


def test_colored_mana_cant_pay_for_a_creature_spell_of_another_type() -> None:
    d = _played("Human", "Forest", "Forest", hand=(WOLF,))
    d.mana(0, CARD, "G")
    wolf = d.find(WOLF)
    if CastSpell(wolf, "normal") in d.game.legal_actions():
        with pytest.raises(IllegalActionError):
            d.act(0, CastSpell(wolf, "normal"))
    assert d.zone_of(WOLF) == "hand" and d.state.players[0].mana_pool == {"G": 1}
    d2 = _played("Wolf", "Forest", "Forest", hand=(WOLF,))
    d2.mana(0, CARD, "G")
    d2.cast(0, WOLF)
    assert d2.state.players[0].mana_pool == {}
