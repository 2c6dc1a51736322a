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


def test_clone_chooses_what_to_copy_before_it_enters_and_cant_choose_itself() -> None:
    """CR 614.12a, 707.5: as Clone resolves, the creature to copy is chosen while Clone is
    still on the stack: only the creatures on the battlefield (Glory Seeker and player 1's
    Festering Goblin) are offered, Clone itself isn't; it then enters as a copy of the
    chosen one."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker")
    s.battlefield(1, "Festering Goblin")
    s.hand(0, "Clone")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    clone = d.cast(0, "Clone")
    d.pass_priority()
    d.pass_priority()
    d.expect("choose_cards")
    assert d.state.stack == [clone]
    offered = {a.value for a in d.game.legal_actions()} - {None}
    assert offered == {seeker, goblin}
    d.choose(goblin)
    assert d.state.stack == []
    copies = [o for o in d.state.battlefield if d.chars(o).name == "Festering Goblin"]
    assert sorted(d.state.objects[o].controller for o in copies) == [0, 1]
