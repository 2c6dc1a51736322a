"""Fading Hope — {U} Instant.

Oracle: "Return target creature to its owner's hand. If its mana value was 3 or less,
scry 1. (Look at the top card of your library. You may put that card on the bottom of your
library.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fading Hope")


def setup(creature: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, creature)
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find(creature)])
    d.resolve()
    return d


def test_cheap_creature_bounced_then_scry() -> None:
    d = setup("Glory Seeker")
    assert d.ids("Glory Seeker", zone="hand", player=1)
    assert d.decision.kind != "priority"  # the scry decision
    d.choose(d.game.legal_actions()[-1].value)  # type: ignore[attr-defined]
    assert not d.state.stack


def test_expensive_creature_bounced_no_scry() -> None:
    d = setup("Krosan Tusker")
    assert d.ids("Krosan Tusker", zone="hand", player=1)
    assert d.decision.kind == "priority" and not d.state.stack


def _bounce(creature: str, **options: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, creature, **options)  # type: ignore[arg-type]
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find(creature)])
    d.resolve()
    return d


def test_a_face_down_creature_had_mana_value_zero() -> None:
    """CR 708.2a, 608.2h: the mana value is the creature's as it last existed on the
    battlefield: face down, 0, though the card (Krosan Colossus) costs nine: scry 1."""
    d = _bounce("Krosan Colossus", face_down=True)
    assert d.ids("Krosan Colossus", zone="hand", player=1)
    assert d.decision.kind == "scry"


def test_a_transformed_permanent_has_its_front_faces_mana_value() -> None:
    """CR 712.8e: Tovolar's Packleader (back face up) has the mana value of Tovolar's
    Huntmaster's {4}{G}{G}, 6: no scry. Lord of the Ulvenwald has Kessig Naturalist's 2:
    scry 1."""
    d = _bounce("Tovolar's Huntmaster", transformed=True)
    assert d.decision.kind == "priority" and not d.state.stack
    d = _bounce("Kessig Naturalist", transformed=True)
    assert d.decision.kind == "scry"
