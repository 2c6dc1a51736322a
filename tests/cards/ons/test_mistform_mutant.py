"""Mistform Mutant — {4}{U}{U} Creature — Illusion Mutant 3/4.

Oracle: "{1}{U}: Choose a creature type other than Wall. Target creature becomes that type until
end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046, ONS-FAQ-041.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

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
