"""Pithing Needle — {1} Artifact.

Oracle: "As Pithing Needle enters the battlefield, choose a card name. / Activated abilities of
sources with the chosen name can't be activated unless they're mana abilities."
Rulings covered: MID-RN-131, MID-RN-132, MID-RN-135, MID-RN-137.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pithing Needle")


def abilities_of(d: Driver, oid: int) -> list:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == oid]


def setup(name: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Field of Ruin")
    s.hand(0, "Pithing Needle", "Naturalize", "Renewed Faith")
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Haunted Ridge")
    d = Driver(s.build())
    d.cast(0, "Pithing Needle")
    d.resolve()
    assert d.decision.kind == "choose_option"
    d.choose(name)
    return d


@pytest.mark.ruling("MID-RN-135")
def test_named_permanents_abilities_stop_but_not_mana_abilities() -> None:
    d = setup("Field of Ruin")
    field = d.find("Field of Ruin")
    assert not abilities_of(d, field)
    assert any(isinstance(a, ActivateManaAbility) and a.source == field
               for a in d.game.legal_actions())


@pytest.mark.ruling("MID-RN-132")
def test_works_on_cards_in_hand_too() -> None:
    d = setup("Renewed Faith")
    faith = d.find("Renewed Faith", "hand")
    assert not abilities_of(d, faith)  # no cycling


@pytest.mark.ruling("MID-RN-137")
def test_abilities_return_once_the_needle_leaves() -> None:
    d = setup("Renewed Faith")
    d.cast(0, "Naturalize", targets=[d.find("Pithing Needle", "battlefield")])
    d.resolve()
    assert abilities_of(d, d.find("Renewed Faith", "hand"))


@pytest.mark.ruling("MID-RN-131")
def test_other_names_unaffected() -> None:
    d = setup("Glory Seeker")
    assert abilities_of(d, d.find("Field of Ruin"))
