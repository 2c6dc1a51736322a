"""Choices of replacement effects that modify how a permanent enters (CR 614.12a)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_the_creature_type_is_chosen_before_the_enchantment_enters() -> None:
    """CR 614.12a, 614.12: as Cover of Darkness resolves, its controller chooses a creature
    type while the Cover is still on the stack, not yet on the battlefield; once chosen it
    enters, and Goblin Sledder has fear from the moment it's there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Goblin Sledder")
    s.hand(0, "Cover of Darkness")
    d = Driver(s.build())
    before = list(d.state.battlefield)
    cover = d.cast(0, "Cover of Darkness")
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("choose_creature_type")
    assert dec.player == 0
    assert d.state.stack == [cover]
    assert d.state.battlefield == before
    assert not d.ids("Cover of Darkness", zone="battlefield")
    d.choose("Goblin")
    assert d.zone_of("Cover of Darkness") == "battlefield"
    assert d.chars(d.find("Goblin Sledder")).has("Fear")
