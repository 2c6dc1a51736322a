"""Mistform Mutant — {4}{U}{U} Creature — Illusion Mutant 3/4.

Oracle: "{1}{U}: Choose a creature type other than Wall. Target creature becomes that type until
end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046, ONS-FAQ-041.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Mistform Mutant")


def setup() -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    s.library(1, "Island")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046", "ONS-FAQ-041")
def test_target_creature_becomes_only_the_chosen_type_until_end_of_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).subtypes == {"Human", "Soldier"}
    d.activate(0, "Mistform Mutant", targets=[seeker])
    assert d.state.players[0].mana_pool == {}
    assert sum(d.state.objects[i].tapped for i in d.ids("Island")) == 2  # {1}{U} paid
    d.resolve()
    opts = {a.value for a in d.expect("choose_creature_type").actions if isinstance(a, Choose)}
    # one existing creature type: no land type, no two-word type (CR 205.3m)
    assert "Goblin" in opts and "Island" not in opts and "Human Soldier" not in opts
    d.choose("Goblin")
    assert d.chars(seeker).subtypes == {"Goblin"}  # Human and Soldier are gone
    assert d.chars(d.find("Mistform Mutant")).subtypes == {"Illusion", "Mutant"}
    d.pass_until(Step.UPKEEP, turn=4)
    assert d.chars(seeker).subtypes == {"Human", "Soldier"}


def test_wall_is_not_a_choice() -> None:
    d = setup()
    mutant = d.find("Mistform Mutant")
    d.activate(0, mutant, targets=[mutant])
    d.resolve()
    opts = {a.value for a in d.expect("choose_creature_type").actions if isinstance(a, Choose)}
    assert "Wall" not in opts
    assert {"Elf", "Illusion", "Soldier"} <= opts


def test_needs_blue_mana() -> None:
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_the_ability_does_nothing_if_its_target_left_the_battlefield() -> None:
    """CR 608.2b: with its only target gone, the ability doesn't resolve: no creature type is
    chosen (the choice is made on resolution, CR 608.2d)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.decision.kind == "priority"


def test_the_ability_resolves_after_the_mutant_left_the_battlefield() -> None:
    """CR 113.7a: an activated ability on the stack exists independently of its source; the
    Mutant destroyed in response, the target still becomes the chosen type."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island")
    s.battlefield(1, "Glory Seeker", "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[d.find("Mistform Mutant")])
    d.resolve()
    assert d.zone_of("Mistform Mutant") == "graveyard"
    d.resolve()
    d.choose("Elf")
    assert d.chars(seeker).subtypes == {"Elf"}


def test_wall_is_refused_and_the_game_is_unchanged() -> None:
    """Oracle "other than Wall": answering Wall is refused with an error naming it, the
    decision is still pending and nothing changed; Soldier is then accepted."""
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Wall"):
        d.choose("Wall")
    assert d.game.fingerprint() == before
    d.expect("choose_creature_type")
    d.choose("Soldier")
    assert d.chars(seeker).subtypes == {"Soldier"}


def test_a_wall_made_another_type_is_no_longer_a_wall() -> None:
    """CR 205.1a: the new type replaces all the target's creature types, Wall included;
    its defender ability is untouched (CR 613.1d vs 613.1f)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    assert "Wall" in d.chars(wall).subtypes
    d.activate(0, "Mistform Mutant", targets=[wall])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(wall).subtypes == {"Goblin"}
    assert "defender" in {str(k).lower() for k in d.chars(wall).keywords}


def test_the_later_activation_wins() -> None:
    """CR 613.7: two type-setting effects in the same layer apply in timestamp order; the
    one resolved last decides the creature's type."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    d.choose("Beast")
    assert d.chars(seeker).subtypes == {"Beast"}


def test_a_face_down_creature_keeps_the_type_once_turned_face_up() -> None:
    """CR 708.2: a face-down creature has no creature types; made an Elf, it is an Elf; turned
    face up, effects already applied to it still apply (CR 708.8): Skirk Commando is an Elf,
    not a Goblin, until end of turn."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island", "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    commando = d.find("Skirk Commando")
    assert d.chars(commando).subtypes == set()
    d.activate(0, "Mistform Mutant", targets=[commando])
    d.resolve()
    d.choose("Elf")
    assert d.chars(commando).subtypes == {"Elf"}
    d.special(0, "turn_face_up", commando)
    d.pay()
    assert d.chars(commando).name == "Skirk Commando"
    assert d.chars(commando).subtypes == {"Elf"}
    d.pass_until(Step.UPKEEP, turn=4)
    assert d.chars(commando).subtypes == {"Goblin"}


def test_a_changeling_becomes_only_the_chosen_type() -> None:
    """CR 613.1d, 613.3: changeling (a characteristic-defining ability) applies first in layer
    4, then the Mutant's effect sets the creature type: the changeling is a Goblin only until
    end of turn, then every type again."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mistform Mutant", "Island", "Island")
    s.battlefield(1, AVIAN_CHANGELING.name)
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    changeling = d.find(AVIAN_CHANGELING.name)
    assert {"Goblin", "Elf", "Wall"} <= d.chars(changeling).subtypes
    d.activate(0, "Mistform Mutant", targets=[changeling])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(changeling).subtypes == {"Goblin"}
    d.pass_until(Step.UPKEEP, turn=4)
    assert {"Goblin", "Elf", "Wall"} <= d.chars(changeling).subtypes


def test_made_to_read_elf_for_wall_wall_may_be_chosen_and_elf_cant() -> None:
    """CR 612.2: Artificial Evolution replaces Wall with Elf in Mistform Mutant's text: its type
    line (Illusion Mutant) is unchanged, and it reads "Choose a creature type other than Elf":
    Elf can't be chosen, Wall can, and Glory Seeker becomes a Wall."""
    s = Scenario(seed=5)
    s.battlefield(0, "Mistform Mutant", "Island", "Island", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    mutant, seeker = d.find("Mistform Mutant"), d.find("Glory Seeker")
    evolve(d, mutant, "Wall", "Elf")
    assert d.chars(mutant).subtypes == {"Illusion", "Mutant"}
    d.activate(0, mutant, targets=[seeker])
    d.resolve()
    values = {a.value for a in d.expect("choose_creature_type").actions}
    assert "Elf" not in values and "Wall" in values
    d.choose("Wall")
    assert d.chars(seeker).subtypes == {"Wall"}
