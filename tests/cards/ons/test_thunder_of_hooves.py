"""Thunder of Hooves — {3}{R} Sorcery.

Oracle: "Thunder of Hooves deals X damage to each creature without flying and each player,
where X is the number of Beasts on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Thunder of Hooves")


def test_counts_every_beast_and_spares_fliers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Towering Baloth")
    s.hand(0, "Thunder of Hooves")
    s.battlefield(1, "Barkhide Mauler", "Goblin Sky Raider", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert (d.life(0), d.life(1)) == (18, 18)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.objects[d.find("Towering Baloth")].damage == 2
    assert d.state.objects[d.find("Goblin Sky Raider")].damage == 0
    assert d.ids("Goblin Sky Raider", zone="battlefield")


def test_x_is_counted_once_for_both_parts_and_for_each_player() -> None:
    """CR 608.2h: X is the number of Beasts as the spell resolves; the Beasts its damage
    destroys die only afterwards (CR 704.3), so every player, each of three (CR 102.2),
    is dealt the same X."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Spined Basher")
    s.hand(0, "Thunder of Hooves")
    s.battlefield(1, "Spined Basher")
    s.battlefield(2, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert len(d.ids("Spined Basher", zone="graveyard")) == 2
    assert (d.life(0), d.life(1), d.life(2)) == (18, 18, 18)
    assert d.state.objects[d.find("Goblin Sky Raider")].damage == 0


def test_no_beast_no_damage_and_a_face_down_beast_doesnt_count() -> None:
    """A face-down Towering Baloth has no creature types (CR 708.2a): X is 0, and nobody is
    dealt damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.hand(0, "Thunder of Hooves")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 20)
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_tephraderm_dealt_damage_by_it_deals_that_much_to_its_caster() -> None:
    """Tephraderm (a 4/5 Beast) is dealt X = 2 by the spell: its ability deals 2 damage to the
    spell's controller, who loses 2 from the spell and 2 more from Tephraderm."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Spined Basher")
    s.hand(0, "Thunder of Hooves")
    s.battlefield(1, "Tephraderm")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert d.state.objects[d.find("Tephraderm")].damage == 2
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (16, 18)


def test_a_flying_beast_counts_but_isnt_dealt_damage() -> None:
    """Thoughtbound Primoc, a flying Bird Beast, is one of the Beasts counted (X = 2 with the
    Spined Basher) but, having flying, isn't dealt damage."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Spined Basher")
    s.hand(0, "Thunder of Hooves")
    s.battlefield(1, "Thoughtbound Primoc", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert (d.life(0), d.life(1)) == (18, 18)
    assert d.state.objects[d.find("Thoughtbound Primoc")].damage == 0
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2


def test_two_headed_giant_each_player_is_dealt_x_and_each_team_loses_twice_x() -> None:
    """CR 810.9: each of the four players is dealt X = 2 (Towering Baloth and Barkhide
    Mauler); damage to a player comes off the team's shared life, so both teams go from 30
    to 26."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Towering Baloth")
    s.hand(0, "Thunder of Hooves")
    s.battlefield(2, "Barkhide Mauler")
    d = Driver(s.build())
    d.cast(0, "Thunder of Hooves")
    d.resolve()
    assert [d.life(p) for p in range(4)] == [26, 26, 26, 26]
    assert d.state.objects[d.find("Barkhide Mauler")].damage == 2


def test_changed_on_the_stack_to_read_elf_x_is_the_number_of_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Thunder of Hooves while it is
    on the stack: X is the number of Elves (Wellwisher), not Beasts (Towering Baloth): 1
    damage to each creature without flying and each player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Island", "Wellwisher",
                  "Towering Baloth")
    s.hand(0, "Thunder of Hooves", "Artificial Evolution")
    d = Driver(s.build())
    for mountain in d.ids("Mountain"):
        d.mana(0, mountain)
    thunder = d.cast(0, "Thunder of Hooves")
    d.cast(0, "Artificial Evolution", targets=[thunder])
    d.resolve()
    d.choose("Beast")
    d.choose("Elf")
    d.resolve()
    assert (d.life(0), d.life(1)) == (19, 19)
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.state.objects[d.find("Towering Baloth")].damage == 1
