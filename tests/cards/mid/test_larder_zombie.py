"""Larder Zombie — {U} Creature — Zombie 1/3.

Oracle: "Defender / Tap three untapped creatures you control: Look at the top card of your
library. You may put it into your graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Larder Zombie")


def setup(*others: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Larder Zombie", *others, sick=True)
    s.library(0, "Shock", "Island")
    return Driver(s.build())


def test_tap_three_creatures_and_mill_the_top_card() -> None:
    d = setup("Glory Seeker", "Elvish Warrior")
    assert d.chars(d.find("Larder Zombie")).has("Defender")
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    assert all(d.state.objects[x].tapped for x in
               (d.find("Larder Zombie"), d.find("Glory Seeker"), d.find("Elvish Warrior")))
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    assert d.ids("Shock", zone="graveyard")
    assert d.state.players[0].library[0] == d.find("Island")


def test_may_keep_the_card_on_top() -> None:
    d = setup("Glory Seeker", "Elvish Warrior")
    d.activate(0, "Larder Zombie", choices=[d.find("Larder Zombie"), d.find("Glory Seeker"),
                                            d.find("Elvish Warrior")])
    d.resolve()
    d.choose(None)
    assert d.state.players[0].library[0] == d.find("Shock")


def test_needs_three_creatures() -> None:
    d = setup("Glory Seeker")
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())
