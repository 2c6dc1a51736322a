"""Lunarch Veteran // Luminous Phantom — {W} Creature — Human Cleric 1/1 // Creature — Spirit
Cleric 1/1 (white).

Oracle: Front: "Whenever another creature enters the battlefield under your control, you gain
1 life. / Disturb {1}{W} (You may cast this card from your graveyard transformed for its
disturb cost.)"
Back: "Flying / Whenever another creature you control leaves the battlefield, you gain 1 life.
/ If Luminous Phantom would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings, game, settle

CARD = "Lunarch Veteran"
pytestmark = pytest.mark.card("Lunarch Veteran")


def _veteran_game(*, transformed: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=transformed)
    s.battlefield(0, "Plains", "Plains", "Mountain", "Island")
    s.hand(0, "Glory Seeker", "Shock", "Fading Hope")
    s.battlefield(1, "Plains", "Plains", "Mountain")
    s.hand(1, "Glory Seeker", "Shock")
    return Driver(s.build())


def test_another_creature_entering_under_your_control_gains_1_life() -> None:
    d = _veteran_game()
    d.cast(0, "Glory Seeker")
    d.resolve()  # Glory Seeker
    assert d.state.stack  # the trigger
    d.resolve()
    assert d.life(0) == 21


def test_its_own_entering_and_an_opponent_s_creature_gain_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert (d.life(0), d.life(1)) == (20, 20)


def test_luminous_phantom_gains_1_life_when_another_creature_you_control_leaves() -> None:
    d = _veteran_game(transformed=True)
    assert d.chars(d.find(CARD)).name == "Luminous Phantom"
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not d.state.stack  # Luminous Phantom has no "enters" ability
    assert d.life(0) == 20
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()  # returned to hand: it left the battlefield
    assert d.zone_of("Glory Seeker") == "hand"
    d.resolve()  # the trigger
    assert d.life(0) == 21


def test_luminous_phantom_counts_a_creature_that_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.life(0) == 21


def test_luminous_phantom_ignores_itself_and_opponents_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find(CARD)])
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert d.zone_of(CARD) == "exile"  # exiled instead of going to the graveyard


def test_a_disturbed_luminous_phantom_sees_creatures_entering_and_leaving() -> None:
    d = game(CARD, extra=("Mountain",), hand=("Shock",))
    d.cast(0, CARD, method="disturb")
    settle(d)
    assert d.life(0) == 20  # Luminous Phantom itself entering gains nothing
    d.cast(0, "Shock", targets=[d.find(CARD, zone="battlefield")])
    settle(d)
    assert d.zone_of(CARD) == "exile"
    assert d.life(0) == 20  # Luminous Phantom itself leaving gains nothing


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0090", "MID-OR-0091", "MID-OR-0092", "MID-OR-0093", "MID-OR-0094",
        "MID-OR-0095", "MID-OR-0096",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = CARD, "Luminous Phantom", (1, 1), 1
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W"}), frozenset({"Spirit", "Cleric"})


def _seeker_stolen_by_visions_of_dread(*, transformed: bool) -> Driver:
    """Player 0 casts Visions of Dread: player 1's Glory Seeker, from player 1's graveyard,
    enters the battlefield under player 0's control."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=transformed)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Visions of Dread", "Shock")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Glory Seeker", zone="graveyard"))
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].controller == 0
    assert d.state.objects[seeker].owner == 1
    return d


def test_a_creature_entering_under_your_control_from_an_opponents_graveyard_counts() -> None:
    """CR 603.6a: an enters ability looks at the permanent as it is on the battlefield: the
    Glory Seeker player 1 owns entered under player 0's control, so the Veteran triggers, even
    though the card was player 1's in their graveyard."""
    d = _seeker_stolen_by_visions_of_dread(transformed=False)
    life = d.life(0)
    assert d.state.stack  # the trigger
    d.resolve()
    assert d.life(0) == life + 1


def test_a_creature_you_controlled_leaving_counts_though_its_owner_gets_the_card() -> None:
    """CR 603.10a: a leaves-the-battlefield ability looks back in time: the Glory Seeker that
    died was player 0's creature, so Luminous Phantom triggers, even though the card goes to
    its owner's (player 1's) graveyard."""
    d = _seeker_stolen_by_visions_of_dread(transformed=True)
    assert not d.state.stack
    life = d.life(0)
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.stack  # the trigger
    d.resolve()
    assert d.life(0) == life + 1


def test_two_creatures_entering_at_once_trigger_it_twice() -> None:
    """CR 603.2c: each creature entering is a separate trigger event for "whenever another
    creature enters": Join the Dance's two Human tokens gain 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Forest")
    s.hand(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 22


def test_luminous_phantom_dying_with_another_creature_sees_it_leave() -> None:
    """CR 603.10a: leaves-the-battlefield abilities look back in time: Infest kills Luminous
    Phantom and Glory Seeker at once; the Phantom's ability triggers for the Seeker (1 life)
    and not for itself, and the Phantom is exiled instead of going to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of(CARD) == "exile" and d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 21 and not d.state.stack
