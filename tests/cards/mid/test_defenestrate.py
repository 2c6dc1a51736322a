"""Defenestrate — {2}{B} Instant.

Oracle: "Destroy target creature without flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
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
