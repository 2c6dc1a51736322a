"""Pithing Needle — {1} Artifact.

Oracle: "As Pithing Needle enters the battlefield, choose a card name. / Activated abilities of
sources with the chosen name can't be activated unless they're mana abilities."
Rulings covered: MID-RN-131, MID-RN-132, MID-RN-133, MID-RN-134, MID-RN-135, MID-RN-136,
MID-RN-137.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell
from manastack.illegal_actions import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pithing Needle")


def abilities_of(d: Driver, oid: int) -> list:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == oid]


def setup(name: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Field of Ruin")
    s.hand(0, "Pithing Needle", "Naturalize", "Renewed Faith")
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Haunted Ridge")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    assert d.decision.kind == "choose_option"
    d.choose(name)
    return d


@pytest.mark.ruling("MID-RN-135", "MID-OR-0893")
def test_named_permanents_abilities_stop_but_not_mana_abilities() -> None:
    d = setup("Field of Ruin")
    field = d.find("Field of Ruin")
    assert not abilities_of(d, field)
    assert any(isinstance(a, ActivateManaAbility) and a.source == field
               for a in d.game.legal_actions())


@pytest.mark.ruling("MID-RN-132", "MID-OR-0891")
def test_works_on_cards_in_hand_too() -> None:
    d = setup("Renewed Faith")
    faith = d.find("Renewed Faith", "hand")
    assert not abilities_of(d, faith)  # no cycling


@pytest.mark.ruling("MID-RN-137", "MID-OR-0894")
def test_abilities_return_once_the_needle_leaves() -> None:
    d = setup("Renewed Faith")
    d.cast(0, "Naturalize", targets=[d.find("Pithing Needle", "battlefield")])
    d.resolve()
    assert abilities_of(d, d.find("Renewed Faith", "hand"))


def test_another_names_activated_abilities_are_unaffected() -> None:
    d = setup("Glory Seeker")
    assert abilities_of(d, d.find("Field of Ruin"))


@pytest.mark.ruling("MID-RN-131", "MID-OR-0895")
def test_the_named_cards_static_and_triggered_abilities_still_work() -> None:
    """Pithing Needle stops activated abilities only (CR 602.1, 604.1, 603.1): naming Vadrik,
    Astral Archmage, its static ability still makes Defenestrate cost {1} less, and its
    triggered ability still puts a +1/+1 counter on it when day becomes night."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Vadrik, Astral Archmage")
    s.hand(0, "Pithing Needle", "Defenestrate")
    s.battlefield(1, "Glory Seeker")
    s.day_night("day")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    d.choose("Vadrik, Astral Archmage")
    untapped = [x for x in d.ids("Swamp") if not d.state.objects[x].tapped]
    d.cast(0, "Defenestrate", targets=[d.find("Glory Seeker")])  # {2}{B} costs {1}{B}
    assert sum(1 for x in untapped if d.state.objects[x].tapped) == 2
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    vadrik = d.find("Vadrik, Astral Archmage")
    d.pass_until("precombat_main", turn=4)
    assert d.state.day_night == "day"  # we cast spells on turn 3
    assert d.state.objects[vadrik].counters == {}
    d.pass_until("precombat_main", turn=5)  # no spell on turn 4: it became night
    assert d.state.day_night == "night"
    assert d.state.objects[vadrik].counters == {"+1/+1": 1}


@pytest.mark.ruling("MID-RN-133")
def test_spells_can_still_be_cast_flashback_included() -> None:
    """CR 113.2b, 702.34a: flashback, an alternative cost to cast Galvanic Iteration, is an
    ability of the card but not an activated one: with Galvanic Iteration named, it may still
    be cast with flashback."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Mountain", "Mountain", "Plains", "Plains")
    s.hand(0, "Pithing Needle", "Renewed Faith")
    s.graveyard(0, "Galvanic Iteration")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    d.choose("Galvanic Iteration")
    iteration = d.find("Galvanic Iteration", "graveyard")
    assert CastSpell(iteration, "flashback") in d.game.legal_actions()


@pytest.mark.ruling("MID-RN-134", "MID-OR-0892")
def test_any_card_name_but_not_a_token_name() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Pithing Needle")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    names = {a.value for a in d.game.legal_actions()}
    assert {"Glory Seeker", "Shock", "Forest"} <= names  # no activated abilities: allowed
    assert "Clue" not in names


@pytest.mark.ruling("MID-RN-136")
def test_one_face_of_a_double_faced_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Island", "Island", "Island", "Mysterious Tome")
    s.hand(0, "Pithing Needle")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    names = {a.value for a in d.game.legal_actions()}
    assert {"Mysterious Tome", "Chilling Chronicle"} <= names
    assert "Mysterious Tome // Chilling Chronicle" not in names
    d.choose("Chilling Chronicle")
    tome = d.find("Mysterious Tome")
    assert abilities_of(d, tome)  # its front face is up: not the chosen name
    d.activate(0, tome)
    d.resolve()
    assert d.chars(tome).name == "Chilling Chronicle"
    d.pass_until("precombat_main", turn=5)
    assert not d.state.objects[tome].tapped
    assert not abilities_of(d, tome)  # now it has the chosen name


@pytest.mark.ruling("MID-RN-132", "MID-OR-0891")
def test_works_on_cards_in_the_graveyard_too() -> None:
    """Gangrenous Goliath's ability returns it from the graveyard; with Pithing Needle naming
    it, the ability can't be activated there any more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Nova Cleric", "Disciple of Grace", "Battlefield Medic")
    s.graveyard(0, "Gangrenous Goliath")
    s.hand(0, "Pithing Needle")
    d = Driver(s.build())
    goliath = d.find("Gangrenous Goliath", "graveyard")
    assert abilities_of(d, goliath)
    d.cast(0, "Pithing Needle")
    d.resolve()
    d.choose("Gangrenous Goliath")
    assert not abilities_of(d, goliath)


def test_turning_a_named_morph_card_face_up_is_not_stopped() -> None:
    """Turning a face-down permanent face up is a special action, not an activated ability
    (CR 116.2b, 702.37e), so naming Exalted Angel doesn't stop it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Exalted Angel"})
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert c.name == "Exalted Angel" and (c.power, c.toughness) == (4, 5)


def test_a_named_planeswalkers_loyalty_abilities_cant_be_activated() -> None:
    """CR 606.3, 602.5: loyalty abilities are activated abilities: with Teferi, Who Slows the
    Sunset named, none of them can be activated; once the Needle is destroyed, they can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Teferi, Who Slows the Sunset"})
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    assert abilities_of(d, teferi) == []
    d.cast(0, "Naturalize", targets=[d.find("Pithing Needle")])
    d.resolve()
    assert len(abilities_of(d, teferi)) == 2  # +1 and -2 (not -7 at 4 loyalty)


def test_activating_a_named_sources_ability_is_refused_naming_the_needle_rule() -> None:
    """CR 602.5: an opponent's Pithing Needle naming Field of Ruin stops its non-mana ability;
    trying it anyway is refused with an error naming the problem, and nothing is paid: Field
    of Ruin stays untapped on the battlefield and the stack stays empty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Field of Ruin", "Plains", "Plains")
    s.battlefield(1, "Haunted Ridge")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Field of Ruin"})
    d = Driver(s.build())
    field = d.find("Field of Ruin")
    with pytest.raises(IllegalActionError, match="named Field of Ruin can't be activated"):
        d.act(0, ActivateAbility(source=field, index=1))
    assert d.zone_of("Field of Ruin") == "battlefield"
    assert not d.state.objects[field].tapped
    assert not d.state.stack
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_a_name_that_is_no_cards_name_is_refused() -> None:
    """MID-OR-0892, CR 201.4: a token's name (Clue) is not a card name; choosing it is refused
    saying so, in English and Japanese: Pithing Needle names a card, and a token's name may
    be chosen only when a card has it too. A card's Japanese name is refused with its English
    name, the card's name (CR 201.2); a name no card has says so. The Needle still awaits a
    card name, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Pithing Needle")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="'Clue' is not one of the choices") as err:
        d.choose("Clue")
    assert str(err.value).endswith(
        "'Clue' is the name of a token (Clue Token), not of a card: the name chosen must be a "
        "card's, and a token's name can be chosen only when a card has it too (CR 201.4)")
    ja = err.value.text("ja")
    assert ja.endswith("「手掛かり」はトークン（手掛かり・トークン）の名前で、カードの名前ではありません："
                       "選ぶ名前はカードの名前で、トークンの名前は同じ名前のカードがある場合に"
                       "だけ選べます（CR 201.4）")
    assert "'Abandon the Post'（前哨地の放棄）" in ja  # the names offered, Japanese beside
    with pytest.raises(IllegalActionError) as err:
        d.choose("真髄の針")
    assert str(err.value).endswith("'真髄の針' is not written as the card's name is: its name is "
                                   "'Pithing Needle', the English name the card reference "
                                   "gives it (CR 201.2, 201.4)")
    assert "その名前は、カード・リファレンスにある英語の名前の'Pithing Needle'（真髄の針）です" \
        in err.value.text("ja")
    with pytest.raises(IllegalActionError, match=r"No card has the name 'Xyzzy' \(CR 201\.4\)"
                       ) as err:
        d.choose("Xyzzy")
    assert "'Xyzzy'という名前のカードはありません（CR 201.4）" in err.value.text("ja")
    assert d.game.fingerprint() == before
    d.expect("choose_option")
    d.choose("Field of Ruin")
    assert d.zone_of("Pithing Needle") == "battlefield"
