"""Profane Prayers — {2}{B}{B} Sorcery.

Oracle: "Profane Prayers deals X damage to any target and you gain X life, where X is the
number of Clerics on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Profane Prayers")

def test_x_damage_and_x_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Cabal Archon", "Disciple of Malice")
    s.hand(0, "Profane Prayers")
    s.battlefield(1, "Battlefield Medic")
    d = Driver(s.build())
    d.cast(0, "Profane Prayers", targets=[1])
    d.resolve()
    assert d.life(1) == 17
    assert d.life(0) == 23


def test_no_life_is_gained_when_the_only_target_became_illegal() -> None:
    """CR 608.2b: with its only target illegal, the spell doesn't resolve, so none of its
    effects happen: no damage and no life."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Cabal Archon")
    s.hand(0, "Profane Prayers")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Profane Prayers", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Profane Prayers") == "graveyard"
    assert d.life(0) == 20


def test_a_targeted_cleric_counts_itself_for_both_parts() -> None:
    """CR 608.2h, 704.3: the Clerics are counted as the spell resolves; the targeted Cleric
    is still on the battlefield until state-based actions, so the life gained counts it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Cabal Archon")
    s.hand(0, "Profane Prayers")
    s.battlefield(1, "Battlefield Medic")
    d = Driver(s.build())
    d.cast(0, "Profane Prayers", targets=[d.find("Battlefield Medic")])
    d.resolve()
    assert d.zone_of("Battlefield Medic") == "graveyard"
    assert d.life(0) == 22


def test_a_face_down_cleric_isnt_counted() -> None:
    """CR 708.2: a face-down Fallen Cleric has no creature types; Cabal Archon is the only
    Cleric: 1 damage, 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Cabal Archon")
    s.battlefield(0, "Fallen Cleric", face_down=True)
    s.hand(0, "Profane Prayers")
    d = Driver(s.build())
    d.cast(0, "Profane Prayers", targets=[1])
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 21


def test_no_cleric_anywhere_x_is_zero_and_nothing_happens() -> None:
    """CR 107.3, 120.8: with no Cleric on the battlefield X is 0: no damage is dealt (the
    targeted Glory Seeker has none marked) and no life is gained."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Profane Prayers")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Profane Prayers", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0
    assert (d.life(0), d.life(1)) == (20, 20)
    assert not [e for e in d.game.log if e.kind in ("damage", "life_gain") and e.amount]


def test_every_players_clerics_count_and_any_target_includes_its_caster() -> None:
    """"The number of Clerics on the battlefield" counts every player's (CR 109.2): the
    opponent's Battlefield Medic and the caster's Cabal Archon make X 2; targeting its own
    caster (any target, CR 115.4) the caster takes 2 and gains 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Cabal Archon")
    s.hand(0, "Profane Prayers")
    s.battlefield(1, "Battlefield Medic")
    d = Driver(s.build())
    d.cast(0, "Profane Prayers", targets=[0])
    d.resolve()
    assert d.life(0) == 20 and d.life(1) == 20
    events = [(e.kind, e.player, e.amount) for e in d.game.log
              if e.kind in ("damage", "life_gain")]
    assert events == [("damage", 0, 2), ("life_gain", 0, 2)]


def test_phased_out_clerics_arent_counted() -> None:
    """CR 702.26b: phased-out permanents are treated as though they don't exist: of three
    Clerics only the phased-in Cabal Archon counts, so X is 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Cabal Archon")
    s.battlefield(0, "Battlefield Medic", phased_out=True)
    s.battlefield(1, "Fallen Cleric", phased_out=True)
    s.hand(0, "Profane Prayers")
    d = Driver(s.build())
    d.cast(0, "Profane Prayers", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (21, 19)


def test_changed_on_the_stack_to_read_elf_x_is_the_number_of_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Profane Prayers while it is on
    the stack: X is the number of Elves (two Wellwishers), not Clerics (Cabal Archon): 2
    damage and 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Island", "Wellwisher", "Wellwisher",
                  "Cabal Archon")
    s.hand(0, "Profane Prayers", "Artificial Evolution")
    d = Driver(s.build())
    for swamp in d.ids("Swamp"):
        d.mana(0, swamp)
    prayers = d.cast(0, "Profane Prayers", targets=[1])
    d.cast(0, "Artificial Evolution", targets=[prayers])
    d.resolve()
    d.choose("Cleric")
    d.choose("Elf")
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
