"""Keyword actions played through: attaching (CR 701.3c) and shuffling (CR 701.24c, 701.24d)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_equipment_moved_to_another_creature_gets_a_new_timestamp() -> None:
    """CR 701.3, 701.3c, 613.7e: Hedgewitch's Mask equips Glory Seeker; its equip ability
    attaches it to Elvish Warrior, moving it off the Seeker, and the Mask receives a new
    timestamp, later than any object's before."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Hedgewitch's Mask", attached_to="seeker")
    s.battlefield(0, "Elvish Warrior", "Plains", "Plains")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    mask, warrior = d.find("Hedgewitch's Mask"), d.find("Elvish Warrior")
    latest = max(o.timestamp for o in d.state.objects.values())
    d.activate(0, mask, targets=[warrior])
    d.resolve()
    assert d.state.objects[mask].attached_to == warrior
    assert d.state.objects[mask].timestamp > latest


def test_shuffling_an_empty_graveyard_into_a_library_still_shuffles_it() -> None:
    """CR 701.1, 701.24d: "shuffle" is a keyword action, a game term: Reminisce has player 1
    shuffle their empty graveyard into their library: there is nothing to put in, and the
    library is shuffled all the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Reminisce")
    s.library(1, "Mountain", "Plains")
    d = Driver(s.build())
    d.cast(0, "Reminisce", targets=[1])
    d.resolve()
    assert [e.player for e in d.game.log if e.kind == "shuffle"] == [1]
    assert len(d.state.players[1].library) == 2


def test_shuffling_the_rest_into_a_library_shuffles_it_even_with_no_rest() -> None:
    """CR 701.24c: Riptide Shapeshifter reveals the top card, Wirewood Savage, an Elf: it is
    put onto the battlefield, no other card was revealed, and "shuffle the rest into your
    library" still shuffles that library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Shapeshifter", "Island", "Island", "Island", "Island")
    s.library(0, "Wirewood Savage", "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Elf")
    assert len([e for e in d.game.log if e.kind == "reveal"]) == 1
    assert d.zone_of("Wirewood Savage") == "battlefield"
    assert [e.player for e in d.game.log if e.kind == "shuffle"] == [0]
    assert len(d.state.players[0].library) == 2


def test_equipment_moved_back_applies_after_an_earlier_loss_of_abilities() -> None:
    """CR 701.3c, 613.7e, 613.7a: Glory Seeker has a slime counter, so Sludge Monster's later
    static ability takes away its abilities, the hexproof and haste of the Swiftfoot Boots
    attached before it too (layer 6, timestamp order). Equipping the Boots to it again does
    nothing (701.3b: no new timestamp); moved to Elvish Warrior and back, the Boots get a new
    timestamp, later than Sludge Monster's, and the Seeker has hexproof and haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker", counters={"slime": 1})
    s.battlefield(0, "Swiftfoot Boots", attached_to="seeker")
    s.battlefield(0, "Sludge Monster", "Elvish Warrior", *["Plains"] * 3)
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker, boots = d.find("Glory Seeker"), d.find("Swiftfoot Boots")
    assert not d.chars(seeker).has("Hexproof")
    d.activate(0, boots, targets=[seeker])
    d.resolve()
    assert not d.chars(seeker).has("Hexproof")
    d.activate(0, boots, targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.activate(0, boots, targets=[seeker])
    d.resolve()
    assert d.state.objects[boots].attached_to == seeker
    assert d.chars(seeker).has("Hexproof") and d.chars(seeker).has("Haste")
