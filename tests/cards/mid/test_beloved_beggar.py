"""Beloved Beggar // Generous Soul — {1}{W} Creature — Human Peasant 0/4 // Creature — Spirit
4/4 (white).

Oracle: Front: "Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for
its disturb cost.)"
Back: "Flying, vigilance / If Generous Soul would be put into a graveyard from anywhere, exile
it instead."
Rulings covered: general disturb rulings (MID-RN-013, MID-RN-015, MID-RN-017).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Beloved Beggar")


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-RN-013", "MID-RN-015", "MID-RN-017",
        "MID-OR-0009", "MID-OR-0010", "MID-OR-0011", "MID-OR-0012", "MID-OR-0013",
        "MID-OR-0014", "MID-OR-0015",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Beloved Beggar", "Generous Soul", (4, 4), 2
    BACK_KEYWORDS = ("Flying", "Vigilance")
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W"}), frozenset({"Spirit"})


def test_generous_soul_returned_to_the_hand_is_the_front_face_again() -> None:
    """CR 712.8a: returned to its owner's hand by Fading Hope, the card has only its front
    face's characteristics: Beloved Beggar, 0/4, mana value 2 (so Fading Hope's caster
    scries), castable for {1}{W}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Beloved Beggar", transformed=True)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(1, "Island")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[d.find("Beloved Beggar")])
    d.resolve()
    d.expect("scry")
    d.choose("top")
    card = d.find("Beloved Beggar", "hand")
    c = d.chars(card)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Beloved Beggar", 0, 4, 2)
    while d.decision.player != 0:
        d.pass_priority()
    assert CastSpell(card, "normal") in d.game.legal_actions()
