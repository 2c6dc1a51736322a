"""Galedrifter // Waildrifter — {3}{U} Creature — Hippogriff 3/2 // Creature — Hippogriff Spirit
2/2 (blue).

Oracle: Front: "Flying / Disturb {4}{U} (You may cast this card from your graveyard transformed
for its disturb cost.)"
Back: "Flying / If Waildrifter would be put into a graveyard from anywhere, exile it instead."
Rulings covered: general disturb rulings (MID-RN-013, MID-RN-015, MID-RN-017).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Galedrifter")


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-RN-013", "MID-RN-015", "MID-RN-017",
        "MID-OR-0159", "MID-OR-0160", "MID-OR-0161", "MID-OR-0162", "MID-OR-0163",
        "MID-OR-0164", "MID-OR-0165",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Galedrifter", "Waildrifter", (2, 2), 4
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U"}), frozenset({"Hippogriff", "Spirit"})


def test_waildrifter_returned_to_hand_is_not_exiled_and_is_galedrifter_there() -> None:
    """The replacement only covers the graveyard (CR 614.1a): Waildrifter returned to its
    owner's hand by Fading Hope goes to the hand, where the card has only its front face's
    characteristics (CR 712.8a) and can be cast again for {3}{U}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Galedrifter", transformed=True)
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(1, "Island")
    d = Driver(s.build())
    drifter = d.find("Galedrifter")
    assert d.chars(drifter).name == "Waildrifter"
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[drifter])
    d.resolve()
    card = d.find("Galedrifter", zone="hand")
    c = d.chars(card)
    assert (c.name, c.power, c.toughness) == ("Galedrifter", 3, 2)
    assert d.ids("Galedrifter", zone="exile") == []


def test_disturb_follows_the_creature_s_timing() -> None:
    """CR 702.146a, 302.1: casting with disturb is casting a creature spell, so only in its
    owner's main phase with an empty stack: not in the opponent's turn, though the mana is
    there."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, "Galedrifter")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()  # player 1 passes; player 0 has priority in player 1's main phase
    assert d.decision.player == 0
    card = d.find("Galedrifter", zone="graveyard")
    assert CastSpell(card, "disturb") not in d.game.legal_actions()
