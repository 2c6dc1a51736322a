"""Dive Bomber — {3}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / {T}, Sacrifice Dive Bomber: It deals 2 damage to target attacking or blocking
creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dive Bomber")


def test_sacrificed_to_kill_an_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    bomber = d.find("Dive Bomber")
    assert d.chars(bomber).has("Flying")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.activate(0, "Dive Bomber", targets=[seeker])
    assert d.zone_of("Dive Bomber") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_deathtouch_it_had_as_it_was_sacrificed_destroys_the_creature_it_damages() -> None:
    """CR 113.7a, 608.2h, 702.2b: Dive Bomber, given deathtouch by Bladebrand, is sacrificed
    to deal 2 damage to an attacking Elvish Warrior (2/3): the damage is dealt by the Bomber as
    it last existed on the battlefield, with deathtouch, so the Warrior is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber", "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.library(0, "Swamp")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    bomber, warrior = d.find("Dive Bomber"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    d.pass_priority()
    d.cast(0, "Bladebrand", targets=[bomber])
    d.resolve()
    assert d.chars(bomber).has("Deathtouch")
    d.pass_priority()
    d.activate(0, "Dive Bomber", targets=[warrior])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_kills_a_blocker_and_only_creatures_in_combat_are_targets() -> None:
    """CR 506.4, 509.1: its controller, the attacking player, sacrifices it to deal 2 damage to
    a blocking Wellwisher; a creature neither attacking nor blocking (Elvish Warrior) isn't a
    target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber", "Glory Seeker")
    s.battlefield(1, "Wellwisher", "Elvish Warrior")
    d = Driver(s.build())
    seeker, wellwisher = d.find("Glory Seeker"), d.find("Wellwisher")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({wellwisher: seeker})
    d.activate(0, "Dive Bomber", pay=False)
    d.expect("target")
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert opts - {None} == {seeker, wellwisher}
    d.choose(wellwisher)
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.zone_of("Dive Bomber") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_summoning_sick_it_cant_activate() -> None:
    """CR 302.6: {T} is in the cost, so a Dive Bomber that came under its controller's
    control this turn can't be sacrificed for its ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber", sick=True)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    bomber = d.find("Dive Bomber")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == bomber]
    assert d.zone_of("Dive Bomber") == "battlefield"

