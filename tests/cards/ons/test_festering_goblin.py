"""Festering Goblin — {B} Creature — Zombie Goblin 1/1.

Oracle: "When Festering Goblin dies, target creature gets -1/-1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Festering Goblin")


def test_dying_gives_a_creature_minus_one_minus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.ids("Festering Goblin", zone="graveyard")
    raider = d.find("Goblin Sky Raider")
    d.choose(raider)  # the dies trigger's target
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (0, 1)


def test_minus_one_kills_a_one_toughness_creature_and_wears_off() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).toughness == 1
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).toughness == 2


def test_dying_in_combat_it_finishes_off_the_creature_it_damaged() -> None:
    """CR 510.2, 603.10a, 704.5g: Festering Goblin blocked by a 2/2 deals it 1 damage and dies;
    its leaves-the-battlefield ability gives that 2/2 -1/-1, and with 1 damage marked on a
    toughness of 1 it dies too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festering Goblin")
    s.battlefield(1, "Glory Seeker", "Aphetto Alchemist")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    goblin, seeker = d.find("Festering Goblin"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([goblin])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({seeker: goblin})
    while d.decision.kind != "target":
        d.pass_priority()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.state.objects[seeker].damage == 1
    d.choose(seeker)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_sacrificed_it_dies_too() -> None:
    """CR 700.4, 701.21a: "dies" is put into a graveyard from the battlefield, whatever the
    way: sacrificed to Goblin Sledder's cost, it triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festering Goblin", "Goblin Sledder")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    raider, sledder = d.find("Goblin Sky Raider"), d.find("Goblin Sledder")
    d.activate(0, sledder, targets=[sledder], choices=[d.find("Festering Goblin")])
    d.expect("target")
    d.choose(raider)
    assert len(d.state.stack) == 2
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (0, 1)


def test_returned_to_hand_it_doesnt_die() -> None:
    """CR 700.4: returned to its owner's hand, it didn't die; nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Chain of Vapor")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Festering Goblin") == "hand"
    assert d.decision.kind == "priority" and not d.state.stack


def test_with_no_other_creature_the_trigger_is_removed() -> None:
    """CR 603.3d: with no creature to target the dies trigger is removed from the stack; no
    target is asked for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.decision.kind == "priority" and not d.state.stack


def test_a_noncreature_target_is_refused() -> None:
    """Only a creature may be the target: choosing a land is refused naming the target's
    description, and the target is still to be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="creature"):
        d.choose(d.find("Mountain"))
    assert d.game.to_json() == before
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 1


def test_two_goblins_dying_at_once_give_minus_two() -> None:
    """CR 603.2, 603.3b: Starstorm with X 1 kills both Festering Goblins at once; both
    abilities trigger and target Glory Seeker, which has 1 damage marked: the first -1/-1
    leaves it a 1/1 with 1 damage, so it dies (CR 704.5g) and the second has no target left
    (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Festering Goblin", "Festering Goblin")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    assert len(d.ids("Festering Goblin", zone="graveyard")) == 2
    while d.decision.kind != "priority":
        if d.decision.kind == "target":
            d.choose(seeker)
        else:
            d.take_first(d.decision.kind)
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_a_token_copy_of_it_dies_and_triggers_too() -> None:
    """CR 700.4, 111.7, 707.2: the Frog token copying Festering Goblin (Croaking
    Counterpart) has its ability; a token put into the graveyard dies, so it triggers
    before the token ceases to exist (CR 704.5d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Mountain", "Festering Goblin")
    s.hand(0, "Croaking Counterpart", "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Festering Goblin")])
    d.resolve()
    (frog,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.cast(0, "Shock", targets=[frog])
    d.resolve()
    assert frog not in d.state.battlefield
    raider = d.find("Goblin Sky Raider")
    d.expect("target")
    d.choose(raider)
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (0, 1)
