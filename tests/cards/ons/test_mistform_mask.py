"""Mistform Mask — {1}{U} Enchantment — Aura.

Oracle: "Enchant creature / {1}: Enchanted creature becomes the creature type of your choice
until end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Mask")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_enchanted_creature_loses_its_types_for_the_chosen_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Elvish Warrior", "Wellwisher")
    s.hand(0, "Mistform Mask")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Mistform Mask", targets=[warrior])
    d.resolve()
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(warrior).subtypes == {"Goblin"}
    assert d.chars(d.find("Wellwisher")).subtypes == {"Elf"}


def test_the_creature_it_enchanted_changes_even_if_the_mask_left_first() -> None:
    """CR 113.7a, 608.2h: the ability exists apart from the Mask; "enchanted creature" is
    found from the Mask's last known information once the Mask has left the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior", label="warrior")
    s.battlefield(0, "Mistform Mask", attached_to="warrior")
    s.battlefield(0, "Nova Cleric", *["Plains"] * 4)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Mistform Mask")
    d.activate(0, "Nova Cleric")  # holding priority: destroy all enchantments first
    d.resolve()
    assert d.zone_of("Mistform Mask") == "graveyard"
    d.resolve()
    d.choose("Goblin")
    assert d.chars(warrior).subtypes == {"Goblin"}


def test_the_maskss_controller_chooses_for_an_opponents_creature() -> None:
    """CR 303.4e, 109.5: the Mask's controller, not the creature's, activates it and makes
    the choice; the type lasts until end of turn (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Goblin Sledder", label="sledder")
    s.battlefield(0, "Mistform Mask", attached_to="sledder")
    s.battlefield(0, "Island")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.activate(0, "Mistform Mask")
    d.resolve()
    assert d.expect("choose_creature_type").player == 0
    d.choose("Wall")
    assert d.chars(sledder).subtypes == {"Wall"}
    d.pass_until("upkeep", turn=4)
    assert d.chars(sledder).subtypes == {"Goblin"}


def test_the_chosen_type_outlasts_turning_the_creature_face_up() -> None:
    """CR 708.8: effects applied to a face-down permanent still apply once it is turned face
    up; the Mask's type-changing effect (layer 4) overrides the Beast's printed types."""
    s = Scenario(seed=1)
    s.battlefield(0, "Towering Baloth", face_down=True, label="baloth")
    s.battlefield(0, "Mistform Mask", attached_to="baloth")
    s.battlefield(0, *["Forest"] * 8)
    d = Driver(s.build())
    baloth = d.find("Towering Baloth")
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(baloth).subtypes == {"Goblin"}
    d.special(0, "turn_face_up", baloth)
    d.pay()
    c = d.chars(baloth)
    assert c.subtypes == {"Goblin"} and (c.power, c.toughness) == (7, 6)


def test_it_doesnt_target_so_shroud_doesnt_stop_it() -> None:
    """CR 702.18a, 115.10a: the ability doesn't target, so the creature's shroud from
    Steely Resolve doesn't stop it; once it is a Goblin it loses the shroud (CR 613.1d,
    613.1f)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Steely Resolve", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Elvish Warrior", label="warrior")
    s.battlefield(0, "Mistform Mask", attached_to="warrior")
    s.battlefield(0, "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    assert d.chars(warrior).has("Shroud")
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(warrior).subtypes == {"Goblin"} and not d.chars(warrior).has("Shroud")


def test_a_land_is_refused_as_its_target_and_the_game_is_unchanged() -> None:
    """"Enchant creature" (CR 303.4a, 702.5a): an Aura spell targets what it can enchant;
    choosing an Island is refused with an error naming the target's description, and the game
    is left as it was."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Elvish Warrior")
    s.hand(0, "Mistform Mask")
    d = Driver(s.build())
    d.cast(0, "Mistform Mask", pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="creature"):
        d.choose(d.find("Island"))
    assert d.game.fingerprint() == before


def test_a_card_type_is_refused_as_the_chosen_type() -> None:
    """CR 205.3m: only a creature type may be chosen; "Artifact" is refused and the game is
    unchanged, then "Wizard" is taken."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior", label="warrior")
    s.battlefield(0, "Mistform Mask", attached_to="warrior")
    s.battlefield(0, "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose("Artifact")
    assert d.game.fingerprint() == before
    d.choose("Wizard")
    assert d.chars(warrior).subtypes == {"Wizard"}


def test_of_two_activations_the_later_resolved_wins() -> None:
    """CR 613.7a: both effects are in layer 4; the one from the ability that resolved later
    has the later timestamp and applies last: activated twice, the top one makes it a Wall,
    then the other a Goblin, and it is a Goblin."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior", label="warrior")
    s.battlefield(0, "Mistform Mask", attached_to="warrior")
    s.battlefield(0, "Island", "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Mistform Mask")
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Wall")
    assert d.chars(warrior).subtypes == {"Wall"}
    d.resolve()
    d.choose("Goblin")
    assert d.chars(warrior).subtypes == {"Goblin"}


def test_a_changeling_becomes_only_the_chosen_type() -> None:
    """CR 613.3, 702.73a: changeling, a characteristic-defining ability, applies first in
    layer 4; the Mask's effect then makes Avian Changeling a Goblin only (ONS-FAQ-046)."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, AVIAN_CHANGELING.name, label="changeling")
    s.battlefield(0, "Mistform Mask", attached_to="changeling")
    s.battlefield(0, "Island")
    d = Driver(s.build())
    changeling = d.find(AVIAN_CHANGELING.name)
    assert "Elf" in d.chars(changeling).subtypes
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(changeling).subtypes == {"Goblin"}
