"""Mourning Patrol // Morning Apparition — {2}{W} Creature — Human Soldier 2/3 // Creature —
Spirit Soldier 2/1 (white).

Oracle: Front: "Vigilance / Disturb {3}{W} (You may cast this card from your graveyard
transformed for its disturb cost.)"
Back: "Flying, vigilance / If Morning Apparition would be put into a graveyard from anywhere,
exile it instead."
Rulings covered: general disturb rulings (MID-RN-013, MID-RN-017).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Mourning Patrol")


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-RN-013", "MID-RN-015", "MID-RN-017",
        "MID-OR-0097", "MID-OR-0098", "MID-OR-0099", "MID-OR-0100", "MID-OR-0101",
        "MID-OR-0102", "MID-OR-0103",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Mourning Patrol", "Morning Apparition", (2, 1), 3
    BACK_KEYWORDS = ("Flying", "Vigilance")
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W"}), frozenset({"Soldier", "Spirit"})


def test_vigilance_on_both_faces_and_the_apparition_flies() -> None:
    """Both faces attack without tapping (CR 702.20b); the Apparition can be blocked only by
    creatures with flying or reach (CR 702.9b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mourning Patrol")
    s.battlefield(0, "Mourning Patrol", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    patrol, apparition = d.ids("Mourning Patrol", zone="battlefield")
    if d.chars(patrol).name != "Mourning Patrol":
        patrol, apparition = apparition, patrol
    assert d.chars(apparition).name == "Morning Apparition"
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([patrol, apparition])
    assert not d.state.objects[patrol].tapped
    assert not d.state.objects[apparition].tapped
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(seeker, apparition))
    d.block({seeker: patrol})
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
