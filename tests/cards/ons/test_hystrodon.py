"""Hystrodon — {4}{G} Creature — Beast 3/4.

Oracle: "Trample / Whenever Hystrodon deals combat damage to a player, you may draw a card. /
Morph {1}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hystrodon")


def test_may_draw_after_combat_damage_to_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.library(0, "Forest")
    d = Driver(s.build())
    assert d.chars(d.find("Hystrodon")).has("Trample")
    d.to_combat()
    d.attack([d.find("Hystrodon")])
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.choose(True)
    assert d.life(1) == 17
    assert d.ids("Forest", zone="hand")


def test_no_trigger_when_blocked_without_trample_through() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Hystrodon")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): d.find("Hystrodon")})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert not d.ids("Forest", zone="hand", player=0)


def _attack_blocked_by(blocker: str | None, face_down: bool = False,
                       lands: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon", face_down=face_down)
    if lands:
        s.battlefield(0, *["Forest"] * lands)
    if blocker:
        s.battlefield(1, blocker)
    s.library(0, "Forest", "Island")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Hystrodon")])
    if blocker:
        while d.decision.kind != "declare_blockers":
            d.pass_priority()
        d.block({d.find(blocker): d.find("Hystrodon")})
    else:
        while d.state.step.name != "DECLARE_BLOCKERS":
            d.pass_priority()
        d.expect("priority")
    return d


def test_trample_damage_past_a_blocker_triggers_the_draw() -> None:
    """CR 702.19b, 510.1c-d: blocked by Glory Seeker (2/2), Hystrodon assigns lethal 2 to it
    and tramples 1 over to player 1: combat damage to a player, so it triggers and its
    controller may draw."""
    d = _attack_blocked_by("Glory Seeker")
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.choose((2, 1))
    d.resolve()
    d.choose(True)
    assert d.life(1) == 19
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.ids("Forest", zone="hand", player=0)


def test_all_damage_assigned_to_the_blocker_triggers_nothing() -> None:
    """CR 702.19b: trample lets, not makes, the excess go to the player: assigning all 3 to
    Glory Seeker, no combat damage is dealt to a player and nothing triggers."""
    d = _attack_blocked_by("Glory Seeker")
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.choose((3, 0))
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert not d.state.players[0].hand


def test_the_draw_may_be_declined() -> None:
    """CR 603.5: "you may draw": declining, the library is unchanged."""
    d = _attack_blocked_by(None)
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.choose(False)
    assert d.life(1) == 17
    assert not d.state.players[0].hand
    assert len(d.state.players[0].library) == 2


def test_face_down_it_has_no_trample_and_no_trigger() -> None:
    """CR 708.2a: a face-down Hystrodon is a 2/2 with no abilities: its combat damage to
    player 1 triggers nothing; turned face up for its morph cost {1}{G}{G} (CR 702.37e) it
    is a 3/4 Beast with trample."""
    d = _attack_blocked_by(None, face_down=True, lands=3)
    hy = d.find("Hystrodon")
    assert not d.chars(hy).has("Trample")
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert not d.state.players[0].hand
    d.special(0, "turn_face_up", hy)
    d.pay()
    c = d.chars(hy)
    assert (c.power, c.toughness) == (3, 4) and c.has("Trample") and "Beast" in c.subtypes


def test_turned_face_up_before_damage_it_triggers() -> None:
    """CR 702.37e, 708.8: unblocked face down, turned face up in the declare blockers step (a
    special action, any time its controller has priority), Hystrodon deals 3 combat damage
    as itself and its ability triggers."""
    d = _attack_blocked_by(None, face_down=True, lands=3)
    hy = d.find("Hystrodon")
    d.special(0, "turn_face_up", hy)
    d.pay()
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.choose(True)
    assert d.life(1) == 17
    assert d.ids("Forest", zone="hand", player=0)
