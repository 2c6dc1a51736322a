"""Brightstone Ritual — {R} Instant.

Oracle: "Add {R} for each Goblin on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Brightstone Ritual")


def test_counts_goblins_of_every_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder", "Goblin Sky Raider", "Glory Seeker")
    s.hand(0, "Brightstone Ritual", "Goblin Sky Raider")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 3}
    d.cast(0, "Goblin Sky Raider")  # {2}{R} paid from the pool
    d.resolve()
    assert len(d.ids("Goblin Sky Raider", zone="battlefield")) == 2


def test_no_goblins_no_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert not any(d.state.players[0].mana_pool.values())


def test_a_face_down_goblin_is_no_goblin() -> None:
    """A face-down creature has no creature types (CR 708.2a): a face-down Goblin Taskmaster
    adds nothing; the face-up Goblin adds {R}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder")
    s.battlefield(1, "Goblin Taskmaster", face_down=True)
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 1}


def test_goblins_are_counted_as_it_resolves() -> None:
    """CR 113.3a: the number is counted as the spell resolves (CR 608.2h): a Goblin sacrificed in
    response no longer counts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder", "Goblin Sky Raider", "Festering Goblin")
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    sledder = d.find("Goblin Sledder")
    d.activate(0, sledder, targets=[sledder], choices=[d.find("Goblin Sky Raider")])
    d.resolve()  # the Sledder's ability
    d.resolve()  # the Ritual
    assert d.state.players[0].mana_pool == {"R": 2}


def test_the_mana_empties_at_the_end_of_the_step() -> None:
    """Unused mana empties from the pool as the step or phase ends (CR 500.4, 106.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder")
    s.hand(0, "Brightstone Ritual")
    s.at("upkeep", active=0, turn=3)
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 1}
    d.pass_until("draw")
    assert not any(d.state.players[0].mana_pool.values())


def test_a_phased_out_goblin_isn_t_counted() -> None:
    """A phased-out permanent is treated as though it doesn't exist (CR 702.26b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder")
    s.battlefield(1, "Goblin Sky Raider", phased_out=True)
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 1}


def test_a_changeling_is_a_goblin() -> None:
    """A changeling has every creature type (CR 702.73a), Goblin among them."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Avian Changeling")
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 1}


def test_it_is_a_spell_not_a_mana_ability_so_it_cant_be_cast_while_paying() -> None:
    """CR 106.3, 605.1a, 605.3a, 601.2g: only mana abilities may be activated while a cost is paid;
    Brightstone Ritual is an instant spell that adds mana, not a mana ability, so while Goblin
    Sky Raider's {2}{R} is being paid it isn't offered, though it was before."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Sledder", "Festering Goblin")
    s.hand(0, "Brightstone Ritual", "Goblin Sky Raider")
    d = Driver(s.build())
    ritual = d.find("Brightstone Ritual", "hand")
    assert CastSpell(ritual, "normal") in d.game.legal_actions()
    d.cast(0, "Goblin Sky Raider", pay=False)
    d.expect("pay_mana")
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())


def test_it_uses_the_stack_and_can_be_answered() -> None:
    """A spell is never a mana ability (CR 605.5b), even one that adds mana: unlike a mana
    ability (CR 605.3b), it goes on the stack (CR 601.2a) and the opponent gets priority; a
    Goblin killed by Shock in response is no longer counted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder", "Festering Goblin")
    s.hand(0, "Brightstone Ritual")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Goblin Sledder")])
    d.resolve()
    d.resolve_all()
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.state.players[0].mana_pool == {"R": 1}


def test_the_creature_types_it_has_now_count() -> None:
    """CR 205.1b, 613.1d: Mistform Mask makes Glory Seeker a Goblin, and a second Mask makes
    Goblin Sledder a Wall: one Goblin is counted, the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Goblin Sledder", label="sledder")
    s.battlefield(0, "Mistform Mask", attached_to="seeker", label="mask1")
    s.battlefield(0, "Mistform Mask", attached_to="sledder", label="mask2")
    s.battlefield(0, "Island", "Island", "Mountain")
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    m1, m2 = d.ids("Mistform Mask")
    seeker_mask = m1 if d.state.objects[m1].attached_to == d.find("Glory Seeker") else m2
    sledder_mask = m2 if seeker_mask == m1 else m1
    d.activate(0, seeker_mask)
    d.resolve()
    d.choose("Goblin")
    d.activate(0, sledder_mask)
    d.resolve()
    d.choose("Wall")
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 1}


def test_changed_on_the_stack_to_read_elf_it_adds_red_for_each_elf() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Brightstone Ritual while it is
    on the stack: it adds {R} for each Elf (two Wellwishers), none for Goblin Sky Raider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Wellwisher", "Wellwisher", "Goblin Sky Raider")
    s.hand(0, "Brightstone Ritual", "Artificial Evolution")
    d = Driver(s.build())
    ritual = d.cast(0, "Brightstone Ritual")
    d.cast(0, "Artificial Evolution", targets=[ritual])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    d.resolve()
    assert d.state.players[0].mana_pool.get("R") == 2
