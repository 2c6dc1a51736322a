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
