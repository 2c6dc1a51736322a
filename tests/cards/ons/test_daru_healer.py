"""Daru Healer — {2}{W} Creature — Human Cleric 1/2.

Oracle: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.
Morph {W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Daru Healer")


def setup(face_down: bool = False) -> Driver:
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", face_down=face_down)
    s.battlefield(0, "Glory Seeker", "Plains")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Mountain", "Mountain")
    return Driver(s.build())


def test_prevents_one_damage_to_a_creature() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Daru Healer", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_prevents_only_the_next_one_damage_to_a_player() -> None:
    d = setup()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 19
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 17


def test_the_shield_ends_with_the_turn() -> None:
    d = setup()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.pass_until(Step.UPKEEP, turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_face_down_it_has_no_ability_and_morph_w_turns_it_up() -> None:
    d = setup(face_down=True)
    healer = d.find("Daru Healer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == healer]
    d.special(0, "turn_face_up", healer)
    d.pay()
    c = d.chars(healer)
    assert (c.name, c.power, c.toughness) == ("Daru Healer", 1, 2)
    d.activate(0, healer, targets=[0])
    d.resolve()
    assert d.state.objects[healer].tapped


def test_two_shields_their_player_chooses_one_named_by_its_source() -> None:
    """Two Daru Healers each prevent the next 1 damage to player 0: Shock's damage has two
    prevention effects to apply, and player 0, the affected player, chooses the order, each
    shown with the Healer that made it (CR 616.1); both apply, so no damage is dealt."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", "Daru Healer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    healers = d.ids("Daru Healer")
    for h in healers:
        d.activate(0, h, targets=[0])
        d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    assert sorted(src for _, src in dec.info()["sources"]) == sorted(healers)
    d.choose(dec.actions[0].value)
    assert d.life(0) == 20


def test_zero_damage_meets_no_shield() -> None:
    """CR 120.8, 616.1: Starstorm with X 0 deals no damage, so neither of the two Healers'
    shields on Glory Seeker applies (its controller isn't asked which applies first) and both
    are left whole: they prevent both points of a Shock afterwards."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", "Daru Healer", "Glory Seeker")
    s.battlefield(1, *["Mountain"] * 3)
    s.hand(1, "Starstorm", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    for healer in d.ids("Daru Healer"):
        d.activate(0, healer, targets=[seeker])
        d.resolve()
    d.pass_priority()
    d.cast(1, "Starstorm", x=0)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.decision.kind == "order_replacements"  # the Shock's 2 damage meets both shields
    d.choose(d.game.legal_actions()[0].value)
    assert d.state.objects[seeker].damage == 0
