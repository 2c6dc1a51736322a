"""Gluttonous Zombie — {4}{B} Creature — Zombie 3/3.

Oracle: "Fear (This creature can't be blocked except by artifact creatures and/or black
creatures.)"
Rulings covered: none in the seed documents (fear, CR 702.36b).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gluttonous Zombie")


def test_fear_only_black_creatures_may_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker", "Severed Legion")
    d = Driver(s.build())
    z = d.find("Gluttonous Zombie")
    assert d.chars(z).has("Fear") and (d.chars(z).power, d.chars(z).toughness) == (3, 3)
    d.to_combat()
    d.attack([z])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Glory Seeker"), z))
    d.block({d.find("Severed Legion"): z})
    assert z in d.state.combat.blockers[d.find("Severed Legion")]


def test_a_face_down_black_card_is_colorless_and_cant_block_it() -> None:
    """CR 708.2a, 702.36b: a face-down creature is colorless, so even a black card face down
    can't block a creature with fear; turned face up, it can (CR 708.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Silent Specter", face_down=True)
    s.battlefield(1, *["Swamp"] * 5)
    s.library(1, "Swamp")
    d = Driver(s.build())
    z, spec = d.find("Gluttonous Zombie"), d.find("Silent Specter")
    d.to_combat()
    d.attack([z])
    d.pass_priority()
    assert d.decision.player == 1
    d.special(1, "turn_face_up", spec)
    d.pay()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    d.block({spec: z})
    assert z in d.state.combat.blockers[spec]


def test_a_face_down_creature_cant_block_it() -> None:
    """CR 708.2a, 702.36b: a face-down creature is colorless."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Silent Specter", face_down=True)
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    z = d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([z])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Silent Specter"), z))
