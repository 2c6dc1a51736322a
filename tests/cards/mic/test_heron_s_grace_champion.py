"""Heron's Grace Champion — {2}{G}{W} Creature — Human Knight 3/3.

Oracle: "Flash / Lifelink / When Heron's Grace Champion enters the battlefield, other Humans you
control get +1/+1 and gain lifelink until end of turn."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

pytestmark = pytest.mark.card("Heron's Grace Champion")

CARD = "Heron's Grace Champion"


def test_flash_then_other_humans_get_bonus_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker", "Severed Legion", "Avacyn's Pilgrim")
    s.battlefield(0, "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, CARD)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()  # player 1 passes: player 0 may cast it with flash
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    mine = d.find("Glory Seeker", player=0)
    c = d.chars(mine)
    assert (c.power, c.toughness) == (3, 3) and c.has("Lifelink")
    champion = d.chars(d.find(CARD))
    assert (champion.power, champion.toughness) == (3, 3) and champion.has("Lifelink")
    assert d.chars(d.find("Gluttonous Zombie")).power == 3  # not a Human
    assert d.chars(d.find("Glory Seeker", player=1)).power == 2  # not yours
    d.pass_until("upkeep", turn=4)
    assert d.chars(mine).power == 2 and not d.chars(mine).has("Lifelink")


def test_a_human_that_enters_after_it_resolved_gets_nothing() -> None:
    """CR 611.2c: the affected set of "other Humans you control" is fixed as the ability
    resolves; a Human entering later that turn is a 2/2 without lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker")
    s.hand(0, CARD, "Glory Seeker")
    d = Driver(s.build())
    first = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.chars(first).power == 3
    d.cast(0, "Glory Seeker")
    d.resolve()
    late = [o for o in d.ids("Glory Seeker", zone="battlefield") if o != first][0]
    c = d.chars(late)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Lifelink")
    assert d.chars(first).power == 3


def test_the_other_humans_lifelink_gains_life_in_combat() -> None:
    """CR 702.15b: Glory Seeker, a 3/3 with lifelink from the Champion's trigger, deals 3
    combat damage to the opponent and its controller gains 3 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (23, 17)


def test_flashed_in_during_combat_it_blocks_and_its_own_lifelink_gains_life() -> None:
    """Flash (CR 702.8a): cast in the opponent's declare attackers step, it blocks; its
    printed lifelink gains its controller life equal to the damage it deals (CR 702.15b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Krosan Tusker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()  # the active player passes in the declare attackers step
    d.cast(0, CARD)
    d.resolve_all()
    champion = d.find(CARD)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({champion: tusker})
    d.pass_until("postcombat_main")
    assert d.life(0) == 23 and d.life(1) == 20
    assert d.zone_of(CARD) == "graveyard"  # 6 damage from the 6/5 Tusker


def test_a_token_copy_s_trigger_pumps_the_original_an_other_human() -> None:
    """A token copy has the enters ability (CR 707.2, 603.6a); "other Humans you control"
    excludes only the copy itself: the original Champion becomes 4/4, the copy stays 3/3."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    original = d.find(CARD)
    d.cast(0, "Cackling Counterpart", targets=[original])
    d.resolve()
    assert d.state.stack
    d.resolve()
    copy = next(o for o in d.ids(CARD, zone="battlefield") if o != original)
    assert (d.chars(original).power, d.chars(original).toughness) == (4, 4)
    assert (d.chars(copy).power, d.chars(copy).toughness) == (3, 3)
    assert d.chars(copy).has("Lifelink") and d.chars(original).has("Lifelink")


def test_exiled_before_its_trigger_resolves_the_other_humans_still_get_the_bonus() -> None:
    """The enters ability resolves without its source (CR 113.7a): the Champion exiled by
    Swords to Plowshares in response, Glory Seeker still gets +1/+1 and lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Glory Seeker")
    s.hand(0, CARD)
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "exile"
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (3, 3) and c.has("Lifelink")


def test_protection_from_white_doesnt_stop_the_untargeted_bonus() -> None:
    """The ability targets nothing (CR 702.16b): Disciple of Malice, a Human with protection
    from white, still gets +1/+1 and lifelink from the green-white Champion's ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Disciple of Malice")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    c = d.chars(d.find("Disciple of Malice"))
    assert (c.power, c.toughness) == (2, 3) and c.has("Lifelink")


def test_made_to_read_elf_on_the_stack_other_elves_get_the_bonus() -> None:
    """CR 612.1, 612.2: Human changed to Elf in the Champion spell: it enters an Elf Knight,
    and its trigger gives other Elves you control +1/+1 and lifelink, not Humans."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Island")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    d.resolve()
    d.resolve()
    assert d.chars(d.find(CARD)).subtypes == {"Elf", "Knight"}
    elf = d.chars(d.find("Elvish Warrior"))
    assert (elf.power, elf.toughness) == (3, 4) and elf.has("Lifelink")
    seeker = d.chars(d.find("Glory Seeker"))
    assert seeker.power == 2 and not seeker.has("Lifelink")
