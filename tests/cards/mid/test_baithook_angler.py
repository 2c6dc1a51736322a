"""Baithook Angler // Hook-Haunt Drifter — {1}{U} Creature — Human Peasant 2/1 // Creature —
Spirit 1/2 (blue).

Oracle: Front: "Disturb {1}{U} (You may cast this card from your graveyard transformed for its
disturb cost.)"
Back: "Flying / If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it
instead."
Rulings covered: general disturb rulings (MID-RN-013, MID-RN-015, MID-RN-017).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Baithook Angler")


def _game(lands: int, *, hand: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * lands)
    if hand:
        s.hand(0, "Baithook Angler")
    else:
        s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(1, "Cruel Revival")
    return Driver(s.build())


def test_front_face_cast_normally_from_hand() -> None:
    d = _game(2, hand=True)
    d.cast(0, "Baithook Angler")
    d.resolve()
    c = d.chars(d.find("Baithook Angler", zone="battlefield"))
    assert (c.name, c.power, c.toughness) == ("Baithook Angler", 2, 1)
    assert c.has("Disturb")


@pytest.mark.ruling("MID-RN-013", "MID-RN-015", "MID-OR-0118", "MID-OR-0120")
def test_disturb_for_1u_from_the_graveyard() -> None:
    d = _game(2)
    card = d.find("Baithook Angler", zone="graveyard")
    assert CastSpell(card, "disturb") in d.game.legal_actions()
    sid = d.cast(0, card, method="disturb")
    assert d.chars(sid).name == "Hook-Haunt Drifter"
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))
    d.resolve()
    oid = d.find("Baithook Angler", zone="battlefield")
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Hook-Haunt Drifter", 1, 2)
    assert all(c.has(k) for k in ('Flying',))
    assert c.colors == frozenset({"U"})


def test_one_mana_short_of_the_disturb_cost() -> None:
    d = _game(1)
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("MID-RN-017", "MID-OR-0122")
def test_destroyed_back_face_is_exiled() -> None:
    d = _game(2)
    d.cast(0, "Baithook Angler", method="disturb")
    d.resolve()
    oid = d.find("Baithook Angler", zone="battlefield")
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[oid])
    d.resolve()
    assert d.ids("Baithook Angler", zone="graveyard") == []
    assert d.chars(d.find("Baithook Angler", zone="exile")).name == "Baithook Angler"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0116", "MID-OR-0117", "MID-OR-0118", "MID-OR-0119", "MID-OR-0120",
        "MID-OR-0121", "MID-OR-0122",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Baithook Angler", "Hook-Haunt Drifter", (1, 2), 2
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U"}), frozenset({"Spirit"})


def test_hook_haunt_drifter_flies_over_a_creature_without_flying_or_reach() -> None:
    """CR 702.9b: Hook-Haunt Drifter attacks; Glory Seeker (no flying or reach) can't block it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Baithook Angler", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    soul = d.find("Baithook Angler")
    d.to_combat()
    d.attack([soul])
    assert d.state.objects[soul].tapped is True
    d.pass_until("declare_blockers")
    assert DeclareBlocker(d.find("Glory Seeker"), soul) not in d.game.legal_actions()


def test_sacrificed_back_face_is_exiled_and_can_be_disturbed_no_more() -> None:
    """CR 614.1a, 712.8a: sacrificed (for Ecstatic Awakener's cost), Hook-Haunt Drifter is exiled instead
    of going to the graveyard; in exile it is the front face and can't be cast with disturb."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3 + ["Island"] * 2)
    s.battlefield(0, "Ecstatic Awakener")
    s.battlefield(0, "Baithook Angler", transformed=True)
    s.library(0, "Swamp")
    d = Driver(s.build())
    d.activate(0, "Ecstatic Awakener", choices=[d.find("Baithook Angler")])
    card = d.find("Baithook Angler", zone="exile")
    assert d.ids("Baithook Angler", zone="graveyard") == []
    assert d.chars(card).name == "Baithook Angler"
    d.resolve()
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_disturb_is_only_from_the_graveyard_not_the_hand() -> None:
    """CR 702.146a: disturb lets the card be cast from the graveyard; from the hand only its
    front face can be cast, for its mana cost."""
    d = _game(2, hand=True)
    card = d.find("Baithook Angler", zone="hand")
    assert CastSpell(card, "disturb") not in d.game.legal_actions()
    assert CastSpell(card, "normal") in d.game.legal_actions()
