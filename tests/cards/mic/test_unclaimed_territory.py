"""Unclaimed Territory — Land.

Oracle: "As Unclaimed Territory enters the battlefield, choose a creature type. / {T}: Add {C}. /
{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen
type."
Rulings covered: MIC-OR-0309 (an existing creature type, one only).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
)
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


@pytest.mark.ruling("MIC-OR-0309")
@pytest.mark.parametrize(("word", "why", "why_ja"), [
    ("Vampire Knight",
     "'Vampire Knight' is several creature types ('Vampire', 'Knight'): the choice is one "
     "creature type, and only one (CR 205.3e, 205.3m)",
     "複数のクリーチャー・タイプ（「吸血鬼」、「騎士」）です"),
    ("Jace", "'Jace' is a planeswalker type, not a creature type (CR 205.3j, 205.3e)",
     "プレインズウォーカーのサブタイプ"),
    ("Vehicle", "'Vehicle' is an artifact type, not a creature type (CR 205.3g, 205.3e)",
     "アーティファクトのサブタイプ"),
    ("Treasure", "'Treasure' is an artifact type, not a creature type (CR 205.3g, 205.3e)",
     "「宝物」はアーティファクトのサブタイプ"),
    ("Curse", "'Curse' is an enchantment type, not a creature type (CR 205.3h, 205.3e)",
     "エンチャントのサブタイプ"),
    ("Lesson", "'Lesson' is a spell type, not a creature type (CR 205.3k, 205.3e)",
     "インスタントとソーサリーのサブタイプ"),
])
def test_the_refusal_says_what_the_word_is(word: str, why: str, why_ja: str) -> None:
    """CR 205.3e: the player chooses one, and only one, existing creature type; the
    ruling's examples are refused saying what they are instead (several creature types, a
    planeswalker, artifact, enchantment or spell type), in English and Japanese, and the
    game is unchanged: the same choice is still asked, and Vampire is then accepted."""
    s = Scenario(players=2, seed=1)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as refused:
        d.choose(word)
    assert why in str(refused.value)
    assert why_ja in refused.value.text("ja")
    assert d.game.fingerprint() == before
    d.choose("Vampire")
    assert d.state.objects[d.find(CARD, "battlefield")].chosen == {"creature_type": "Vampire"}


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


def test_a_face_down_spell_has_no_creature_type_so_the_colored_mana_cant_pay_for_it() -> None:
    """CR 708.2a, 708.4: Goblin Taskmaster cast face down is a 2/2 creature spell with no
    creature types, so mana "spend only to cast a creature spell of the chosen type" (Goblin)
    can't pay its {3} (CR 106.6): with two Mountains and that red mana there is no way to
    pay, the cast is undone; cast face up, the same mana pays its {R}."""
    d = _played("Goblin", "Mountain", "Mountain", hand=("Goblin Taskmaster",))
    d.mana(0, CARD, "R")
    with pytest.raises(IllegalActionError, match="its total cost can't be paid"):
        d.cast(0, "Goblin Taskmaster", method="face_down")
    assert d.zone_of("Goblin Taskmaster") == "hand"
    assert d.state.players[0].mana_pool == {"R": 1}
    assert not any(d.state.objects[o].tapped for o in d.ids("Mountain"))
    d.cast(0, "Goblin Taskmaster")
    assert d.state.players[0].mana_pool == {}
    assert not any(d.state.objects[o].tapped for o in d.ids("Mountain"))
    d.resolve()
    assert d.zone_of("Goblin Taskmaster") == "battlefield"


def test_the_colored_mana_cant_pay_for_an_activated_ability() -> None:
    """CR 106.6: the mana may be spent only to cast a creature spell of the chosen type, so it
    can't pay for Hostile Hostel's {1} soul ability, even with a creature of that type to
    sacrifice: the ability isn't offered and is refused, nothing changes. The colorless mana
    of its first ability can pay it."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Hostile Hostel", "Glory Seeker")
    s.battlefield(0, CARD, chosen={"creature_type": "Human"})
    d = Driver(s.build())
    d.mana(0, CARD, "W")
    hostel = d.find("Hostile Hostel")
    assert ActivateAbility(hostel, 1) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(hostel, 1))
    assert d.game.fingerprint() == before
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.players[0].mana_pool == {"W": 1}
    d = Driver(s.build())
    d.mana(0, CARD, "C")
    d.activate(0, "Hostile Hostel", index=1, choices=[d.find("Glory Seeker")])
    assert d.state.players[0].mana_pool == {}
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_restricted_mana_pays_a_commander_s_tax_too() -> None:
    """CR 903.8, 601.2f-h: casting Katilda (a Human Warlock) from the command zone a second
    time costs {G}{W} plus {2} of commander tax; the mana, spent "to cast a creature spell of
    the chosen type", pays the whole total cost, the tax included."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(0, *[CARD] * 4, chosen={"creature_type": "Human"})
    s.commander_casts("Katilda, Dawnhart Prime", 1)
    d = Driver(s.build())
    for land, color in zip(d.ids(CARD), "GWWW", strict=True):
        d.mana(0, land, color)
    d.cast(0, "Katilda, Dawnhart Prime", method="commander")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"


def test_a_changeling_creature_spell_is_of_the_chosen_type() -> None:
    """CR 702.73a, 205.3m, 106.6: changeling works in every zone, so Avian Changeling on the
    stack is a creature spell of every creature type, Vampire among them: the Territory's
    white mana, spendable only on Vampire creature spells here, pays its {W}."""
    from tests.reference_cards import AVIAN_CHANGELING

    d = _played("Vampire", "Plains", "Plains", hand=(AVIAN_CHANGELING.name,))
    d.mana(0, CARD, "W")
    d.cast(0, AVIAN_CHANGELING.name)
    assert d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in d.ids("Plains"))
    d.resolve()
    assert d.zone_of(AVIAN_CHANGELING.name) == "battlefield"
