"""Undead Augur — {B}{B} Creature — Zombie Wizard 2/2.

Oracle: "Whenever Undead Augur or another Zombie you control dies, you draw a card and you lose
1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.testing import Driver
from tests.cards.mic import dies_trigger_checks as checks

CARD = "Undead Augur"
pytestmark = pytest.mark.card("Undead Augur")


def test_another_zombie_dies() -> None:
    checks.check_shocked_creature_draws_for_one_life(CARD, "Severed Legion")


def test_non_zombie_or_opponents_zombie_doesnt_trigger() -> None:
    s = checks.scenario()
    s.battlefield(0, "Undead Augur", "Glory Seeker", "Mountain", "Mountain")
    s.battlefield(1, "Severed Legion")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert len(d.state.players[0].hand) == 0


def test_augur_itself_even_when_not_a_zombie() -> None:
    """"Undead Augur or another Zombie": its own death triggers it whatever its types."""
    s = checks.scenario()
    s.battlefield(0, "Undead Augur", "Imagecrafter", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    augur = d.find("Undead Augur")
    d.activate(0, "Imagecrafter", targets=[augur])
    d.resolve()
    d.choose("Goblin")
    assert "Zombie" not in d.chars(augur).subtypes
    d.cast(0, "Shock", targets=[augur])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MIC-OR-0207")
def test_dying_together_triggers_for_each() -> None:
    """Official ruling: "If Undead Augur dies at the same time as one or more other Zombies you
    control, Undead Augur's ability triggers for each of them."."""
    # the Augur and the Legion trigger it; not the Seeker
    checks.check_dying_together_triggers_for_each(CARD, "Severed Legion", "Glory Seeker")


def test_a_zombie_token_dying_triggers_it() -> None:
    """CR 700.4, 111.7: a Zombie token put into the graveyard from the battlefield dies, so
    the Augur's controller draws a card and loses 1 life."""
    s = checks.scenario()
    s.battlefield(0, "Undead Augur", "Mountain")
    s.token(0, "Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie Token")])
    d.resolve()
    assert not d.ids("Zombie Token", zone="battlefield")
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1


def test_a_face_down_zombie_dying_doesnt_trigger_it() -> None:
    """CR 708.2a, 603.10a: a face-down Gluttonous Zombie has no creature types as it last
    existed on the battlefield, so its death isn't a Zombie's: nothing triggers (it is
    revealed in the graveyard, CR 708.9)."""
    from manastack.scenario import Scenario

    s = Scenario(seed=1)
    s.battlefield(0, "Undead Augur", "Mountain")
    s.battlefield(0, "Gluttonous Zombie", face_down=True)
    s.hand(0, "Shock")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.ids("Gluttonous Zombie")[0]])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert not d.state.stack
    assert d.life(0) == 20 and not d.state.players[0].hand


def test_a_zombie_you_control_but_dont_own_triggers_it_for_you() -> None:
    """CR 603.10a, 700.4: player 1's Severed Legion, taken with Threaten and Shocked, dies
    under player 0's control: player 0's Augur triggers, and player 0 draws and loses 1."""
    from manastack.scenario import Scenario

    s = Scenario(seed=1)
    s.battlefield(0, "Undead Augur", *["Mountain"] * 4)
    s.hand(0, "Threaten", "Shock")
    s.battlefield(1, "Severed Legion")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    legion = d.find("Severed Legion")
    d.cast(0, "Threaten", targets=[legion])
    d.resolve()
    d.cast(0, "Shock", targets=[legion])
    d.resolve()
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    assert d.life(0) == 19 and len(d.state.players[0].hand) == 1


def test_made_to_read_elf_another_elf_dying_triggers_a_zombie_doesnt() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Undead Augur (an Elf Wizard): another Elf of
    yours dying draws a card and loses 1 life; a Zombie dying doesn't."""
    s = checks.scenario()
    s.battlefield(0, CARD, "Severed Legion", "Wellwisher", "Mountain", "Mountain", "Island")
    s.hand(0, "Shock", "Shock", "Artificial Evolution")
    d = Driver(s.build())
    augur = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[augur])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(augur).subtypes == {"Elf", "Wizard"}
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    assert not d.state.stack and d.life(0) == 20
    d.cast(0, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19 and len(d.state.players[0].hand) == 1
