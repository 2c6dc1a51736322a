"""Beloved Beggar // Generous Soul — {1}{W} Creature — Human Peasant 0/4 // Creature — Spirit
4/4 (white).

Oracle: Front: "Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for
its disturb cost.)"
Back: "Flying, vigilance / If Generous Soul would be put into a graveyard from anywhere, exile
it instead."
Rulings covered: general disturb rulings (MID-RN-013, MID-RN-017).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Beloved Beggar")


def _game(lands: int, *, hand: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * lands)
    if hand:
        s.hand(0, "Beloved Beggar")
    else:
        s.graveyard(0, "Beloved Beggar")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(1, "Cruel Revival")
    return Driver(s.build())


def test_front_face_cast_normally_from_hand() -> None:
    d = _game(6, hand=True)
    d.cast(0, "Beloved Beggar")
    d.resolve()
    c = d.chars(d.find("Beloved Beggar", zone="battlefield"))
    assert (c.name, c.power, c.toughness) == ("Beloved Beggar", 0, 4)
    assert c.has("Disturb")


@pytest.mark.ruling("MID-RN-013", "MID-RN-015", "MID-OR-0011", "MID-OR-0013")
def test_disturb_for_4ww_from_the_graveyard() -> None:
    d = _game(6)
    card = d.find("Beloved Beggar", zone="graveyard")
    assert CastSpell(card, "disturb") in d.game.legal_actions()
    sid = d.cast(0, card, method="disturb")
    assert d.chars(sid).name == "Generous Soul"
    assert all(d.state.objects[x].tapped for x in d.ids("Plains"))
    d.resolve()
    oid = d.find("Beloved Beggar", zone="battlefield")
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Generous Soul", 4, 4)
    assert all(c.has(k) for k in ('Flying', 'Vigilance'))
    assert c.colors == frozenset({"W"})


def test_one_mana_short_of_the_disturb_cost() -> None:
    d = _game(5)
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("MID-RN-017", "MID-OR-0015")
def test_destroyed_back_face_is_exiled() -> None:
    d = _game(6)
    d.cast(0, "Beloved Beggar", method="disturb")
    d.resolve()
    oid = d.find("Beloved Beggar", zone="battlefield")
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[oid])
    d.resolve()
    assert d.ids("Beloved Beggar", zone="graveyard") == []
    assert d.chars(d.find("Beloved Beggar", zone="exile")).name == "Beloved Beggar"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0009", "MID-OR-0010", "MID-OR-0011", "MID-OR-0012", "MID-OR-0013",
        "MID-OR-0014", "MID-OR-0015",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Beloved Beggar", "Generous Soul", (4, 4), 2
    BACK_KEYWORDS = ("Flying", "Vigilance")
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W"}), frozenset({"Spirit"})


def test_generous_soul_flies_over_a_creature_without_flying_or_reach() -> None:
    """CR 702.9b: Generous Soul attacks; Glory Seeker (no flying or reach) can't block it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Beloved Beggar", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    soul = d.find("Beloved Beggar")
    d.to_combat()
    d.attack([soul])
    assert d.state.objects[soul].tapped is False
    d.pass_until("declare_blockers")
    assert DeclareBlocker(d.find("Glory Seeker"), soul) not in d.game.legal_actions()


def test_sacrificed_back_face_is_exiled_and_can_be_disturbed_no_more() -> None:
    """CR 614.1a, 712.8a: sacrificed (for Ecstatic Awakener's cost), Generous Soul is exiled instead
    of going to the graveyard; in exile it is the front face and can't be cast with disturb."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3 + ["Plains"] * 6)
    s.battlefield(0, "Ecstatic Awakener")
    s.battlefield(0, "Beloved Beggar", transformed=True)
    s.library(0, "Swamp")
    d = Driver(s.build())
    d.activate(0, "Ecstatic Awakener", choices=[d.find("Beloved Beggar")])
    card = d.find("Beloved Beggar", zone="exile")
    assert d.ids("Beloved Beggar", zone="graveyard") == []
    assert d.chars(card).name == "Beloved Beggar"
    d.resolve()
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_disturb_is_only_from_the_graveyard_not_the_hand() -> None:
    """CR 702.146a: disturb lets the card be cast from the graveyard; from the hand only its
    front face can be cast, for its mana cost."""
    d = _game(6, hand=True)
    card = d.find("Beloved Beggar", zone="hand")
    assert CastSpell(card, "disturb") not in d.game.legal_actions()
    assert CastSpell(card, "normal") in d.game.legal_actions()


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
