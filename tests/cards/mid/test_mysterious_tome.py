"""Mysterious Tome // Chilling Chronicle — {2}{U} Artifact // Artifact (blue).

Oracle: Front: "{2}, {T}: Draw a card. Transform Mysterious Tome."
Back: "{1}, {T}: Tap target nonland permanent. Transform Chilling Chronicle."
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mysterious Tome")


def test_draws_then_transforms_and_back_again() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", "Island", "Island", "Island")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    tome = d.find("Mysterious Tome")
    d.activate(0, tome)
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert d.chars(tome).name == "Chilling Chronicle"
    d.pass_until("precombat_main", turn=5)
    seeker = d.find("Glory Seeker")
    d.activate(0, tome, targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].tapped
    assert d.chars(tome).name == "Mysterious Tome"
    assert d.state.objects[tome].tapped


def test_chilling_chronicle_needs_a_nonland_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.battlefield(0, "Mysterious Tome", transformed=True)
    d = Driver(s.build())
    chron = d.find("Chilling Chronicle")
    # Its only nonland permanent is itself: it may target itself.
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert [a.source for a in acts] == [chron]
    d.activate(0, chron, targets=[chron])
    d.resolve()
    assert d.chars(chron).name == "Mysterious Tome"
