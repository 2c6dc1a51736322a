"""Cover of Darkness — {1}{B} Enchantment.

Oracle: "As Cover of Darkness enters the battlefield, choose a creature type. / Creatures of the
chosen type have fear."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cover of Darkness")


def test_creatures_of_the_chosen_type_have_fear() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Goblin Sledder", "Glory Seeker")
    s.battlefield(1, "Nosy Goblin")
    s.hand(0, "Cover of Darkness")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(d.find("Goblin Sledder")).has("Fear")
    assert d.chars(d.find("Nosy Goblin")).has("Fear")
    assert not d.chars(d.find("Glory Seeker")).has("Fear")


def test_fear_keeps_nonblack_creatures_from_blocking() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", "Swamp", "Swamp", "Goblin Sledder")
    s.hand(0, "Cover of Darkness")
    s.battlefield(1, "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Goblin")
    sledder = d.find("Goblin Sledder")
    d.to_combat()
    d.attack([sledder])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blockers = {getattr(a, "blocker", None) for a in d.game.legal_actions()}
    assert d.find("Glory Seeker") not in blockers
    assert d.find("Festering Goblin") in blockers  # black


def test_a_creature_that_becomes_the_chosen_type_gains_fear_and_loses_it_with_the_type() -> None:
    """CR 613.1d, 613.1f: the creature type is settled in layer 4 before abilities are added in
    layer 6, so a creature Imagecrafter makes a Goblin has fear; a Goblin made another type
    loses it. A face-down creature has no type (CR 708.2a) and no fear."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Imagecrafter", "Goblin Sledder")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(1, "Glory Seeker", "Imagecrafter")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    assert not d.chars(d.find("Goblin Taskmaster")).has("Fear")
    d.activate(0, d.find("Imagecrafter", player=0), targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(seeker).has("Fear")
    d.pass_priority()
    d.activate(1, d.find("Imagecrafter", player=1), targets=[sledder])
    d.resolve()
    d.choose("Elf")
    assert not d.chars(sledder).has("Fear")


def test_a_non_creature_type_is_refused_and_fear_ends_with_the_cover() -> None:
    """CR 205.3m: as it enters, "Swamp" isn't a creature type and is refused with an error
    naming it, the game unchanged; with Goblin chosen, Goblin Sledder has fear until
    Naturalize destroys the Cover (CR 611.3a)."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Forest", "Forest", "Goblin Sledder")
    s.hand(0, "Cover of Darkness", "Naturalize")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Swamp"):
        d.choose("Swamp")
    assert d.game.fingerprint() == before
    d.choose("Goblin")
    sledder = d.find("Goblin Sledder")
    assert d.chars(sledder).has("Fear")
    d.cast(0, "Naturalize", targets=[d.find("Cover of Darkness")])
    d.resolve()
    assert not d.chars(sledder).has("Fear")


def test_a_copy_chooses_its_own_creature_type() -> None:
    """CR 707.2, 614.12: Copy Enchantment entering as a copy of the Cover (Goblin) makes its
    own choice, Elf: Goblins and Elves both have fear, other creatures don't."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Goblin"})
    s.battlefield(0, *["Island"] * 3, "Goblin Sledder", "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Copy Enchantment")
    d = Driver(s.build())
    assert not d.chars(d.find("Elvish Warrior")).has("Fear")
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find("Cover of Darkness"))
    d.choose("Elf")
    assert d.chars(d.find("Elvish Warrior")).has("Fear")
    assert d.chars(d.find("Goblin Sledder")).has("Fear")
    assert not d.chars(d.find("Glory Seeker")).has("Fear")


def test_a_changeling_has_fear_whatever_type_is_chosen() -> None:
    """CR 702.73a: Avian Changeling is every creature type, so it is of the chosen type
    Goblin and has fear; Glory Seeker doesn't."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Goblin"})
    s.battlefield(0, AVIAN_CHANGELING.name, "Glory Seeker")
    d = Driver(s.build())
    assert d.chars(d.find(AVIAN_CHANGELING.name)).has("Fear")
    assert not d.chars(d.find("Glory Seeker")).has("Fear")


def test_returned_to_hand_and_cast_again_it_is_a_new_object_that_chooses_again() -> None:
    """CR 400.7, 614.12a: the Cover (Goblin) bounced by Chain of Vapor is a new object in the
    hand, with no memory of its choice; cast again, it asks for a creature type again as it
    enters, and only the new choice (Elf) counts: Wirewood Savage has fear, Goblin Sledder no
    longer does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Swamp", "Swamp", "Island", "Goblin Sledder", "Wirewood Savage")
    s.hand(0, "Chain of Vapor")
    d = Driver(s.build())
    sledder, savage = d.find("Goblin Sledder"), d.find("Wirewood Savage")
    assert d.chars(sledder).has("Fear") and not d.chars(savage).has("Fear")
    d.cast(0, "Chain of Vapor", targets=[d.find("Cover of Darkness")])
    d.resolve()
    d.choose(False)  # no land sacrificed, no copy
    assert d.zone_of("Cover of Darkness") == "hand"
    assert not d.chars(sledder).has("Fear")
    d.cast(0, "Cover of Darkness")
    d.resolve()
    assert d.expect("choose_creature_type").player == 0
    d.choose("Elf")
    assert d.state.objects[d.find("Cover of Darkness")].chosen == {"creature_type": "Elf"}
    assert d.chars(savage).has("Fear") and not d.chars(sledder).has("Fear")
