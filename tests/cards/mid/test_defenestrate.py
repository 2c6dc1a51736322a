"""Defenestrate — {2}{B} Instant.

Oracle: "Destroy target creature without flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Defenestrate")


def test_destroys_a_creature_without_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_flyers_are_not_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    assert CastSpell(d.find("Defenestrate"), "normal") not in d.game.legal_actions()


def test_a_creature_given_flying_in_response_is_no_longer_a_legal_target() -> None:
    """CR 608.2b: the target's legality is checked again as Defenestrate resolves; Trickery
    Charm gave the Elvish Warrior flying in response, so Defenestrate doesn't resolve and
    the Warrior stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Elvish Warrior", "Island")
    s.hand(1, "Trickery Charm")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Defenestrate", targets=[warrior])
    d.pass_priority()
    d.cast(1, "Trickery Charm", modes=[0], targets=[warrior])
    d.resolve()
    assert d.chars(warrior).has("Flying")
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Defenestrate") == "graveyard"


def test_a_creature_with_reach_is_a_legal_target() -> None:
    """Reach isn't flying (CR 702.17): Spitting Gourna may be targeted and is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Spitting Gourna")
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Spitting Gourna")])
    d.resolve()
    assert d.zone_of("Spitting Gourna") == "graveyard"


def test_a_face_down_flyer_has_no_flying_and_may_be_targeted() -> None:
    """CR 708.2a: face down, Ascending Aven is a 2/2 with no abilities, so no flying: it is a
    legal target and is destroyed (revealed as it goes to the graveyard, CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Ascending Aven", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Ascending Aven")])
    d.resolve()
    assert d.zone_of("Ascending Aven") == "graveyard"


def test_turned_face_up_in_response_it_has_flying_and_the_spell_does_nothing() -> None:
    """CR 708.8, 608.2b: Ascending Aven turned face up in response has flying: no longer a
    legal target, Defenestrate doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Ascending Aven", face_down=True)
    s.battlefield(1, "Island", "Island", "Island")
    d = Driver(s.build())
    aven = d.find("Ascending Aven")
    d.cast(0, "Defenestrate", targets=[aven])
    d.pass_priority()
    d.special(1, "turn_face_up", aven)
    d.pay()
    assert d.chars(aven).has("Flying")
    d.resolve()
    assert d.zone_of("Ascending Aven") == "battlefield"
    assert d.zone_of("Defenestrate") == "graveyard"


def test_a_flyer_target_is_refused_and_nothing_changes() -> None:
    """CR 601.2c: choosing Goblin Sky Raider (flying) is refused with an error naming the
    problem; the spell goes back to the hand and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Goblin Sky Raider", "Elvish Warrior")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Defenestrate", targets=[d.find("Goblin Sky Raider")])
    assert d.game.fingerprint() == before


def test_a_regeneration_shield_saves_the_creature() -> None:
    """CR 701.19a: "destroy" is replaced by Silvos's regeneration: tapped, it stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Defenestrate", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped
