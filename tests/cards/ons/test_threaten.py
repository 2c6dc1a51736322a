"""Threaten — {2}{R} Sorcery.

Oracle: "Untap target creature and gain control of it until end of turn. That creature gains
haste until end of turn. (It can attack and {T} this turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Threaten")


def test_untaps_steals_and_hastes_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert c.controller == 0 and c.has("Haste")
    assert not d.state.objects[seeker].tapped
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=3)
    assert d.life(1) == 18
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).controller == 1


def test_owner_can_attack_with_it_on_their_next_turn() -> None:
    """Control returns during the cleanup step, before the owner's turn begins, so the
    creature isn't summoning sick for its owner (CR 302.6, 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=4)
    assert d.life(0) == 18


def test_a_stolen_face_down_creature_can_be_looked_at_and_turned_up_by_its_new_controller() -> None:
    """The controller of a face-down permanent may look at it (CR 708.5) and turn it face up
    for its morph cost (CR 702.37e); after Threaten that is player 0, not its owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Threaten")
    s.battlefield(1, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")

    def seen_by_0() -> list[str]:
        return [c.get("card") for c in d.game.view(0)["battlefield"] if c["id"] == angel]

    assert seen_by_0() != ["Exalted Angel"]
    d.cast(0, "Threaten", targets=[angel])
    d.resolve()
    assert seen_by_0() == ["Exalted Angel"]
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert c.name == "Exalted Angel" and c.controller == 0
