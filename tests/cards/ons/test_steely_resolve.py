"""Steely Resolve — {1}{G} Enchantment.

Oracle: "As Steely Resolve enters the battlefield, choose a creature type. / Creatures of the
chosen type have shroud. (They can't be the targets of spells or abilities.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Steely Resolve")


def test_creatures_of_the_chosen_type_have_shroud() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Steely Resolve")
    d = Driver(s.build())
    d.cast(0, "Steely Resolve")
    d.resolve()
    d.choose("Elf")
    assert d.chars(d.find("Wirewood Savage")).has("Shroud")
    assert d.chars(d.find("Elvish Warrior")).has("Shroud")
    assert not d.chars(d.find("Glory Seeker")).has("Shroud")


def test_a_creature_that_becomes_the_chosen_type_gains_shroud_and_the_spell_fizzles() -> None:
    """CR 613.1d, 613.1f: the type change (layer 4) decides which creatures the static
    ability gives shroud (layer 6); CR 608.2b: a spell whose only target has become illegal
    doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(1, "Steely Resolve", chosen={"creature_type": "Bird"})
    s.battlefield(1, "Mistform Dreamer", "Island")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    assert not d.chars(dreamer).has("Shroud")
    d.cast(0, "Shock", targets=[dreamer])
    d.pass_priority()
    d.activate(1, dreamer)
    d.resolve()
    d.choose("Bird")
    assert d.chars(dreamer).has("Shroud")
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    assert d.zone_of("Mistform Dreamer") == "battlefield"
    assert d.state.objects[dreamer].damage == 0


def test_shroud_stops_its_controllers_own_spells_too() -> None:
    """CR 702.18a: shroud stops every player's spells and abilities, its controller's too;
    a face-down Elf has no creature type (CR 708.2a), so it has no shroud."""
    s = Scenario(seed=1)
    s.battlefield(0, "Steely Resolve", chosen={"creature_type": "Elf"})
    s.battlefield(0, "Forest", "Elvish Warrior", "Glory Seeker")
    s.battlefield(0, "Wirewood Herald", face_down=True)
    s.hand(0, "Wirewood Pride")
    d = Driver(s.build())
    d.cast(0, "Wirewood Pride", pay=False)
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Elvish Warrior") not in offered
    assert d.find("Glory Seeker") in offered and d.find("Wirewood Herald") in offered


def test_shroud_ends_when_the_resolve_leaves() -> None:
    """CR 611.3a: the static ability's shroud lasts only while Steely Resolve is on the
    battlefield; once Demystify destroys it, Elvish Warrior can be targeted by Shock."""
    s = Scenario(seed=1)
    s.battlefield(1, "Steely Resolve", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(0, "Plains", "Mountain")
    s.hand(0, "Demystify", "Shock")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    assert d.chars(warrior).has("Shroud")
    d.cast(0, "Demystify", targets=[d.find("Steely Resolve")])
    d.resolve()
    assert not d.chars(warrior).has("Shroud")
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2


def test_a_word_that_is_not_a_creature_type_is_refused_and_nothing_changes() -> None:
    """CR 205.3m: the choice made as it enters (CR 614.12) must be a creature type; "Forest"
    or a made-up word is refused with an error naming why, and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Steely Resolve")
    d = Driver(s.build())
    d.cast(0, "Steely Resolve")
    d.resolve()
    before = d.game.fingerprint()
    for wrong, why in (("Forest", "land type"), ("Snorlax", "not a creature type")):
        with pytest.raises(IllegalActionError, match=why):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    d.choose("Goblin")
    assert d.zone_of("Steely Resolve") == "battlefield"


def test_shroud_does_not_stop_an_effect_that_does_not_target() -> None:
    """CR 702.18a, 115.1: shroud stops only targeting; Infest gives every creature -2/-2,
    shrouded Elves included."""
    s = Scenario(seed=1)
    s.battlefield(1, "Steely Resolve", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Wirewood Savage")
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    d = Driver(s.build())
    assert d.chars(d.find("Wirewood Savage")).has("Shroud")
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Wirewood Savage") == "graveyard"
