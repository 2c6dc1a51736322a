"""Quicksilver Dragon — {4}{U}{U} Creature — Dragon 5/5.

Oracle: "Flying
{U}: If target spell has only one target and that target is Quicksilver Dragon, change that
spell's target to another creature.
Morph {4}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed documents. The general face-down ruling it exercises:
ONS-FAQ-025 (a face-down creature has no abilities).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import ARC_LIGHTNING

pytestmark = pytest.mark.card("Quicksilver Dragon")


def setup(*theirs: str, face_down: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Quicksilver Dragon", face_down=face_down)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", *theirs)
    s.hand(1, "Shock", ARC_LIGHTNING.name)
    s.at("precombat_main", active=1, turn=4)
    return Driver(s.build())


def can_activate(d: Driver, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == oid
               for a in d.game.legal_actions())


def test_flying() -> None:
    d = setup()
    assert d.chars(d.find("Quicksilver Dragon")).has("Flying")


def test_redirects_a_spell_targeting_it_to_another_creature() -> None:
    d = setup("Goblin Sky Raider")
    dragon, raider = d.find("Quicksilver Dragon"), d.find("Goblin Sky Raider")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.expect("new_target")
    assert d.decision.player == 0
    choices = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    # another creature, either player's, never the Dragon itself nor a player
    assert choices == {raider, d.find("Glory Seeker")}
    d.choose(raider)
    assert d.state.objects[shock].stack["targets"] == ((raider,),)
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.state.objects[dragon].damage == 0


def test_a_spell_targeting_another_creature_is_unchanged() -> None:
    d = setup("Goblin Sky Raider")
    dragon, seeker = d.find("Quicksilver Dragon"), d.find("Glory Seeker")
    shock = d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.expect("priority")
    assert d.state.objects[shock].stack["targets"] == ((seeker,),)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_spell_with_two_targets_is_unchanged() -> None:
    """Arc Lightning divided between the Dragon and its controller has two targets."""
    d = setup("Goblin Sky Raider")
    dragon = d.find("Quicksilver Dragon")
    arc = d.cast(1, ARC_LIGHTNING.name, targets=[dragon, 0], choices=[(2, 1)])
    d.pass_priority()
    d.activate(0, dragon, targets=[arc])
    d.resolve()
    d.expect("priority")
    d.resolve()
    assert d.state.objects[dragon].damage == 2 and d.life(0) == 19


def test_a_spell_with_only_the_dragon_as_target_is_redirected_whole() -> None:
    """Arc Lightning with all 3 damage on the Dragon has one target."""
    d = setup("Goblin Sky Raider")
    dragon, seeker = d.find("Quicksilver Dragon"), d.find("Glory Seeker")
    arc = d.cast(1, ARC_LIGHTNING.name, targets=[dragon], choices=[(3,)])
    d.pass_priority()
    d.activate(0, dragon, targets=[arc])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[dragon].damage == 0
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_with_no_other_legal_creature_the_target_stays() -> None:
    """The new target must be legal for the spell (CR 115.7d): a player isn't a creature,
    and here no other creature is on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Quicksilver Dragon", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    dragon = d.find("Quicksilver Dragon")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.expect("priority")
    d.resolve()
    assert d.state.objects[dragon].damage == 2


def test_the_target_is_checked_as_the_ability_resolves() -> None:
    """Activated twice in response to one Shock: the first resolution moves the Shock to
    Glory Seeker, so the second (whose spell no longer targets the Dragon) does nothing."""
    d = setup("Goblin Sky Raider")
    dragon, seeker = d.find("Quicksilver Dragon"), d.find("Glory Seeker")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    d.activate(0, dragon, targets=[shock])
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    d.expect("priority")
    assert d.state.objects[shock].stack["targets"] == ((seeker,),)


@pytest.mark.ruling("ONS-FAQ-025")
def test_face_down_it_has_no_ability_until_turned_face_up() -> None:
    d = setup(face_down=True)
    dragon = d.find("Quicksilver Dragon")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    assert not can_activate(d, dragon)
    assert shock in d.state.stack


def test_only_spells_are_targets() -> None:
    """With only an ability on the stack there is nothing to target: the ability can't be
    activated (CR 115.1, 602.2b)."""
    d = setup("Daru Healer")
    dragon = d.find("Quicksilver Dragon")
    d.activate(1, "Daru Healer", targets=[dragon])
    d.pass_priority()
    assert d.state.stack and not can_activate(d, dragon)


def test_turned_face_up_in_response_it_redirects_a_spell_aimed_at_it_face_down() -> None:
    """CR 708.8: turning a face-down permanent face up doesn't make it a new object, so the
    Shock aimed at the face-down 2/2 still targets it: turned up for {4}{U}, the Dragon's
    ability moves the Shock to Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Quicksilver Dragon", face_down=True)
    s.battlefield(0, *["Island"] * 6, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    dragon, seeker = d.find("Quicksilver Dragon"), d.find("Glory Seeker")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    d.special(0, "turn_face_up", dragon)
    d.pay()
    assert d.chars(dragon).name == "Quicksilver Dragon"
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[dragon].damage == 0


def test_an_aura_spell_enchanting_it_is_moved_to_another_creature() -> None:
    """An Aura spell targets what it will enchant (CR 303.4a): Pacifism aimed at the Dragon is
    redirected to Glory Seeker, which it enchants on resolution; the Dragon can attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Quicksilver Dragon", "Island", "Glory Seeker")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Pacifism")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    dragon, seeker = d.find("Quicksilver Dragon"), d.find("Glory Seeker")
    pacifism = d.cast(1, "Pacifism", targets=[dragon])
    d.pass_priority()
    d.activate(0, dragon, targets=[pacifism])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[d.find("Pacifism")].attached_to == seeker


def test_a_creature_the_spells_controller_cant_target_isnt_offered() -> None:
    """CR 115.7, 702.11b: the new target must be legal for the spell, as its controller would
    choose it: Glory Seeker wearing Swiftfoot Boots has hexproof, so player 1's Shock can't be
    moved to it; the only other creature, player 1's Goblin Sky Raider, is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Quicksilver Dragon", "Island", "Glory Seeker")
    s.battlefield(0, "Swiftfoot Boots", attached_to="Glory Seeker")
    s.battlefield(1, "Mountain", "Goblin Sky Raider")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    dragon = d.find("Quicksilver Dragon")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.expect("new_target")
    choices = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert choices == {d.find("Goblin Sky Raider")}


def test_choosing_the_dragon_itself_is_refused_and_nothing_changes() -> None:
    """"Another creature": naming the Dragon again as the new target is refused with an
    error saying it isn't a legal target (CR 115.7d), the game unchanged and the question
    still open."""
    d = setup("Goblin Sky Raider")
    dragon = d.find("Quicksilver Dragon")
    shock = d.cast(1, "Shock", targets=[dragon])
    d.pass_priority()
    d.activate(0, dragon, targets=[shock])
    d.resolve()
    d.expect("new_target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"\(Quicksilver Dragon\) is not a legal target"):
        d.choose(dragon)
    assert d.game.fingerprint() == before
    d.expect("new_target")
