"""Mythic Proportions — {4}{G}{G}{G} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +8/+8 and has trample."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mythic Proportions")


def test_enchanted_creature_gets_plus_eight_and_trample() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7, "Glory Seeker")
    s.hand(0, "Mythic Proportions")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Mythic Proportions", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (10, 10) and c.has("Trample")
    assert d.state.objects[d.find("Mythic Proportions")].attached_to == seeker


def test_trample_assigns_lethal_damage_to_the_blocker_and_the_rest_to_the_player() -> None:
    """CR 702.19b, 510.1c-d: the 10/10 trampler blocked by a 2/3 assigns 3 to it and may
    assign the other 7 to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="gs")
    s.battlefield(0, "Mythic Proportions", attached_to="gs")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    while d.decision.kind == "priority" and d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    dec = d.decision
    opts = [a.value for a in dec.actions if isinstance(a, Choose)]
    assert (3, 7) in opts and (2, 8) not in opts  # lethal damage to the blocker first
    d.choose((3, 7))
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.life(1) == 13


def test_the_aura_destroyed_the_damage_already_marked_becomes_lethal() -> None:
    """CR 704.5g, 120.6: the enchanted Glory Seeker (10/10) is dealt 2 damage by Shock and
    survives; the opponent's Return to Nature destroys Mythic Proportions, the Seeker is a
    2/2 with 2 damage marked, and it dies at the next check."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="gs")
    s.battlefield(0, "Mythic Proportions", attached_to="gs")
    s.battlefield(1, "Mountain", "Forest", "Forest")
    s.hand(1, "Shock", "Return to Nature")
    s.at("precombat_main", active=1, turn=4)
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 2 and d.zone_of("Glory Seeker") == "battlefield"
    d.cast(1, "Return to Nature", modes=[1], targets=[d.find("Mythic Proportions")])
    d.resolve()
    assert d.zone_of("Mythic Proportions") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_target_gone_the_aura_goes_to_the_graveyard() -> None:
    """CR 608.3b, 303.4a: Glory Seeker is Shocked in response; the Aura spell's only target is
    illegal, so it doesn't resolve and goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7, "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Mythic Proportions", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Mythic Proportions", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Mythic Proportions") == "graveyard"
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_it_may_enchant_an_opponent_s_creature_which_then_gets_the_bonus() -> None:
    """"Enchant creature" (CR 303.4a, 115.1, 115.1b, 303.4b, 303.4m): the Aura spell may target any
    creature, an opponent's too; the Aura's controller stays the caster, the bonus goes to the
    enchanted creature."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.hand(0, "Mythic Proportions")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Mythic Proportions", targets=[seeker])
    d.resolve()
    aura = d.find("Mythic Proportions")
    assert d.state.objects[aura].controller == 0
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (10, 10) and c.has("Trample")
