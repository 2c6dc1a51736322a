"""Open the Graves — {3}{B}{B} Enchantment.

Oracle: "Whenever a nontoken creature you control dies, create a 2/2 black Zombie creature
token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Open the Graves")


def _tokens(d: Driver, player: int) -> list[int]:
    return [o for o in d.state.battlefield
            if d.state.objects[o].is_token and d.chars(o).controller == player]


def test_nontoken_creature_dying_makes_a_zombie_but_a_token_doesnt() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # the trigger
    (token,) = _tokens(d, 0)
    c = d.chars(token)
    assert "Zombie" in c.subtypes and c.colors == {"B"} and (c.power, c.toughness) == (2, 2)
    assert not c.has("Decayed")
    d.cast(0, "Shock", targets=[token])
    d.resolve()
    assert not d.state.stack
    assert _tokens(d, 0) == []


def test_opponents_creature_doesnt_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert _tokens(d, 0) == [] and _tokens(d, 1) == []


@pytest.mark.ruling("MIC-OR-0206")
def test_dying_as_it_leaves() -> None:
    """Official ruling: "If another creature you control dies at the same time that Open the
    Graves leaves the battlefield, you'll get a Zombie token."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker")
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Open the Graves") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    (token,) = _tokens(d, 0)
    assert "Zombie" in d.chars(token).subtypes


def test_a_stolen_creature_counts_for_its_controller_not_its_owner() -> None:
    """CR 603.10a, 603.3a: "a nontoken creature you control dies" looks back at who controlled
    it on the battlefield. The opponent's Glory Seeker, Threatened and then Shocked, gives
    the Zombie to the player who controlled it; the opponent's own Open the Graves doesn't
    trigger though the card goes to their graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", *["Mountain"] * 4)
    s.hand(0, "Threaten", "Shock")
    s.battlefield(1, "Open the Graves", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", "graveyard", player=1)
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_tokens(d, 0)) == 1 and _tokens(d, 1) == []


def test_creatures_dying_together_each_make_a_zombie_a_face_down_one_too() -> None:
    """CR 603.2c: one trigger per creature dying at once. Akroma's Vengeance destroys Glory
    Seeker and a face-down Spitting Gourna (a nontoken creature, CR 708.2a): two Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker")
    s.battlefield(0, "Spitting Gourna", face_down=True)
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert len(_tokens(d, 0)) == 2


def test_a_commander_that_dies_and_goes_to_the_command_zone_still_died() -> None:
    """CR 903.9a, 704.6d: a commander destroyed is put into its owner's graveyard, and only
    then, as a state-based action, may go to the command zone: it died, and Open the Graves
    makes a Zombie."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Kyler, Sigardian Emissary", zone="battlefield")
    s.battlefield(0, "Open the Graves")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    s.commander(1, "Wilhelt, the Rotcleaver", zone="command")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Defenestrate", targets=[d.find("Kyler, Sigardian Emissary")])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of("Kyler, Sigardian Emissary") == "command"
    d.resolve_all()
    assert len(_tokens(d, 0)) == 1


def test_exiled_rather_than_dying_makes_no_zombie() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; Glory Seeker exiled by
    Swords to Plowshares doesn't trigger Open the Graves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker", "Plains")
    s.hand(0, "Swords to Plowshares")
    d = Driver(s.build())
    d.cast(0, "Swords to Plowshares", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.stack
    assert _tokens(d, 0) == []


def test_made_to_read_elf_a_dying_creature_makes_an_elf() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on Open the Graves: a nontoken creature of yours
    dying creates a 2/2 black Elf Token, no Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Open the Graves", "Glory Seeker", "Mountain", "Island")
    s.hand(0, "Shock", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Open the Graves")])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    (token,) = _tokens(d, 0)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"B"}, 2, 2)
