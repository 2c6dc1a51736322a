"""Zombie Apocalypse — {3}{B}{B}{B} Sorcery.

Oracle: "Return all Zombie creature cards from your graveyard to the battlefield tapped, then
destroy all Humans."
Rulings covered: MIC-OR-0208, MIC-OR-0209.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Zombie Apocalypse")

CARD = "Zombie Apocalypse"


@pytest.mark.ruling("MIC-OR-0208", "MIC-OR-0209")
def test_zombies_return_tapped_then_every_human_is_destroyed() -> None:
    """Avian Changeling (every creature type, so both a Zombie and a Human) returns tapped and
    is destroyed; the opponent's Human too; Zombies that aren't Humans stay."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Glory Seeker")
    s.battlefield(1, "Avacyn's Pilgrim", "Gluttonous Zombie")
    s.graveyard(0, "Severed Legion", "Gluttonous Zombie", "Avacyn's Pilgrim", "Avian Changeling")
    s.graveyard(1, "Severed Legion")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    mine = [o for o in d.state.battlefield if d.state.objects[o].controller == 0 and
            d.chars(o).is_creature]
    names = sorted(d.chars(o).name for o in mine)
    assert names == ["Gluttonous Zombie", "Severed Legion"]
    assert all(d.state.objects[o].tapped for o in mine)
    assert d.zone_of("Glory Seeker") == "graveyard"  # your Human
    assert d.zone_of("Avacyn's Pilgrim", player=1) == "graveyard"  # theirs too
    assert d.zone_of("Severed Legion", player=1) == "graveyard"  # not your graveyard
    assert d.zone_of("Avacyn's Pilgrim", player=0) == "graveyard"  # not a Zombie
    died = [e for e in d.state.log if e.kind == "zone_change" and e.lki is not None
            and e.from_zone is Zone.BATTLEFIELD and e.to_zone is Zone.GRAVEYARD
            and e.lki.name == "Avian Changeling"]
    assert died  # it came back and was destroyed
    assert d.zone_of("Avian Changeling") == "graveyard"


def test_four_players_every_human_dies_and_returned_zombies_enters_triggers_follow() -> None:
    """Multiplayer: the Humans of all three opponents (a token too) are destroyed. The
    returned Gleaming Overseer's enters trigger waits until the spell has finished resolving
    (CR 603.3), then amasses: the new Army is a Zombie token with hexproof."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.graveyard(0, "Gleaming Overseer", "Hobbling Zombie")
    s.battlefield(1, "Avacyn's Pilgrim")
    s.battlefield(2, "Clarion Cathars")
    s.token(3, "Human")
    s.battlefield(3, "Bounding Wolf")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    assert d.zone_of("Clarion Cathars") == "graveyard"
    assert not d.ids("Human Token")
    assert d.zone_of("Bounding Wolf") == "battlefield"
    overseer = d.find("Gleaming Overseer", zone="battlefield")
    assert d.state.objects[overseer].tapped
    assert d.state.objects[d.find("Hobbling Zombie")].tapped
    assert len(d.state.stack) == 1  # the amass trigger
    d.resolve()
    d.expect("choose_cards")  # the Army to put the counter on: the new token
    d.choose(d.decision.actions[0].value)
    army = [o for o in d.state.battlefield if "Army" in d.chars(o).subtypes]
    assert len(army) == 1 and d.chars(army[0]).power == 1
    assert d.chars(army[0]).has("Hexproof")


def test_a_face_down_human_is_no_human() -> None:
    """A face-down creature has no creature types (CR 708.2a): a face-down Human survives; its
    controller's face-up Human is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Daru Lancer") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_no_zombie_card_to_return_humans_still_die() -> None:
    """With no Zombie card to return, the rest of the spell still happens (CR 608.2c): every
    Human is destroyed, a Zombie on the battlefield stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Gluttonous Zombie")
    s.battlefield(1, "Avacyn's Pilgrim")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    zombie = d.find("Gluttonous Zombie")
    assert d.zone_of("Gluttonous Zombie") == "battlefield" and not d.state.objects[zombie].tapped


def test_a_card_zombie_only_on_its_back_face_stays() -> None:
    """In a graveyard a double-faced card has only its front face (CR 712.8a): Ludevic,
    Necrogenius (a Human Wizard; Olag, its back, a Zombie) isn't a Zombie card and stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.graveyard(0, "Ludevic, Necrogenius", "Gluttonous Zombie")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Ludevic, Necrogenius") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_protection_from_black_doesnt_stop_the_destruction() -> None:
    """Protection stops damage, enchanting, blocking and targeting (CR 702.16b-f), not a
    "destroy all" that targets nothing: Disciple of Grace, a Human with protection from
    black, is destroyed by the black Zombie Apocalypse."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, CARD)
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Disciple of Grace") == "graveyard"


def test_made_to_read_elf_and_goblin_on_the_stack_keeping_its_name() -> None:
    """CR 612.2: Zombie changed to Elf and Human to Goblin in Zombie Apocalypse on the stack
    (its name, which contains "Zombie", is never changed): it returns the Elf creature cards
    from your graveyard tapped, not the Zombies, and destroys each Goblin, not the Humans."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Island", "Island", "Glory Seeker")
    s.battlefield(1, "Goblin Sledder", "Gluttonous Zombie")
    s.graveyard(0, "Severed Legion", "Elvish Warrior")
    s.hand(0, CARD, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    for old, new in (("Zombie", "Elf"), ("Human", "Goblin")):
        d.cast(0, "Artificial Evolution", targets=[spell])
        d.resolve()
        d.choose(old)
        d.choose(new)
    assert d.chars(spell).name == CARD
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.state.objects[d.find("Elvish Warrior")].tapped
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
