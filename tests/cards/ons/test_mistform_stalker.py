"""Mistform Stalker — {1}{U} Creature — Illusion 1/1.

Oracle: "{1}: Mistform Stalker becomes the creature type of your choice until end of turn. /
{2}{U}{U}: Mistform Stalker gets +2/+2 and gains flying until end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Stalker")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_becomes_the_chosen_type_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", "Island", "Aven Brigadier")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    d.activate(0, stalker, index=0)
    d.resolve()
    d.choose("Bird")
    c = d.chars(stalker)
    assert c.subtypes == {"Bird"} and (c.power, c.toughness) == (2, 2)
    d.pass_until(Step.UPKEEP, turn=4)
    c = d.chars(stalker)
    assert c.subtypes == {"Illusion"} and (c.power, c.toughness) == (1, 1)


def test_pump_and_flying_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", "Island", "Island", "Island", "Island")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    assert not d.chars(stalker).has("Flying")
    d.activate(0, stalker, index=1)
    d.resolve()
    c = d.chars(stalker)
    assert (c.power, c.toughness) == (3, 3) and c.has("Flying")
    assert c.subtypes == {"Illusion"}
    d.pass_until(Step.UPKEEP, turn=4)
    c = d.chars(stalker)
    assert (c.power, c.toughness) == (1, 1) and not c.has("Flying")


def test_the_latest_type_choice_wins_and_the_pumps_add_up() -> None:
    """CR 613.7: two type-changing effects in the same layer apply in timestamp order: Bird,
    then Elf, leaves an Elf only. CR 613.4c: two +2/+2 effects add up: 5/5, flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", *["Island"] * 10)
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    for t in ("Bird", "Elf"):
        d.activate(0, stalker, index=0)
        d.resolve()
        d.choose(t)
    assert d.chars(stalker).subtypes == {"Elf"}
    for _ in range(2):
        d.activate(0, stalker, index=1)
        d.resolve()
    c = d.chars(stalker)
    assert (c.power, c.toughness) == (5, 5) and c.has("Flying")


def test_a_choice_that_isnt_a_creature_type_is_refused() -> None:
    """CR 205.3m: "Equipment" is an artifact type, not a creature type: refused with an error
    naming it, and the game is unchanged; "Wizard" is then accepted."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", "Island")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    d.activate(0, stalker, index=0)
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Equipment"):
        d.choose("Equipment")
    assert d.game.fingerprint() == before
    d.choose("Wizard")
    assert d.chars(stalker).subtypes == {"Wizard"}
