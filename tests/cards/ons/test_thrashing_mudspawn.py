"""Thrashing Mudspawn — {3}{B}{B} Creature — Beast 4/4.

Oracle: "Whenever Thrashing Mudspawn is dealt damage, you lose that much life. / Morph
{1}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Thrashing Mudspawn")


def test_its_controller_loses_the_damage_dealt_to_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Thrashing Mudspawn")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Thrashing Mudspawn")])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 18)


def test_two_blockers_damage_it_at_once_one_trigger_for_the_total() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Thrashing Mudspawn")
    s.battlefield(1, "Glory Seeker", "Goblin Sledder")
    d = Driver(s.build())
    m = d.find("Thrashing Mudspawn")
    d.to_combat()
    d.attack([m])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): m, d.find("Goblin Sledder"): m})
    while d.decision.kind != "priority" or not d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.game.legal_actions()[0].value)  # damage assignment order
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 17


def test_a_lifelink_blocker_among_two_still_counts_all_the_damage() -> None:
    """CR 510.2, 702.15b: Heron's Grace Champion (3/3 lifelink) and Glory Seeker block the
    Mudspawn and deal their damage at once; the life the Champion's lifelink gains is part of
    that event, so "that much" is all 5 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thrashing Mudspawn")
    s.battlefield(1, "Heron's Grace Champion", "Glory Seeker")
    d = Driver(s.build())
    m = d.find("Thrashing Mudspawn")
    d.to_combat()
    d.attack([m])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Heron's Grace Champion"): m, d.find("Glory Seeker"): m})
    while d.decision.kind != "priority" or not d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.game.legal_actions()[0].value)  # damage assignment
    assert d.life(1) == 23  # lifelink
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 15


def test_a_single_damage_loses_a_single_life() -> None:
    """CR 120.3: Goblin Sharpshooter's 1 damage to the Mudspawn makes its controller lose 1
    life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter")
    s.battlefield(1, "Thrashing Mudspawn")
    d = Driver(s.build())
    d.activate(0, "Goblin Sharpshooter", targets=[d.find("Thrashing Mudspawn")])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 19)


def test_damage_from_an_attacker_it_blocks_and_from_butcher_orgg_counts_as_one_total() -> None:
    """CR 510.2, 120.3: the Mudspawn blocks Glory Seeker (2) while Butcher Orgg divides its 6
    damage, 5 to the Mudspawn's controller and 1 to the Mudspawn: all that combat damage is
    dealt at once, so one trigger makes its controller lose the whole 3 dealt to it, and the 5
    the Orgg dealt to that player besides."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Butcher Orgg")
    s.battlefield(1, "Thrashing Mudspawn")
    d = Driver(s.build())
    seeker, orgg = d.find("Glory Seeker"), d.find("Butcher Orgg")
    mud = d.find("Thrashing Mudspawn")
    d.to_combat()
    d.attack([seeker, orgg])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({mud: seeker})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    assert dict(d.decision.data)["recipients"] == (1, mud)
    d.choose((5, 1))
    while d.decision.kind != "priority" or not d.state.stack:
        d.pass_priority()
    assert d.life(1) == 15
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 12


def test_lethal_damage_still_makes_its_controller_lose_all_of_it() -> None:
    """CR 603.2, 603.10: the ability triggers on the damage event while the Mudspawn is on
    the battlefield; it then dies (CR 704.5g), and the ability resolves anyway: blocked by
    Krosan Tusker (6/5), its controller loses all 6, not just its toughness."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thrashing Mudspawn")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    m = d.find("Thrashing Mudspawn")
    d.to_combat()
    d.attack([m])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): m})
    while not d.state.stack:
        d.pass_priority()
    assert d.zone_of("Thrashing Mudspawn") == "graveyard"
    d.resolve()
    assert (d.life(0), d.life(1)) == (14, 20)


def test_face_down_it_has_no_ability() -> None:
    """CR 708.2a: a face-down Mudspawn is a 2/2 with no abilities; Shock kills it and its
    controller loses no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Thrashing Mudspawn", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Thrashing Mudspawn")])
    d.resolve()
    assert d.zone_of("Thrashing Mudspawn") == "graveyard"
    assert not d.state.stack
    assert d.life(1) == 20
