"""Sigardian Savior — {3}{W}{W} Creature — Angel 3/3.

Oracle: "Flying / When Sigardian Savior enters the battlefield, if you cast it, return up to
two target creature cards with mana value 2 or less from your graveyard to the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sigardian Savior")


def test_cast_returns_two_small_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sigardian Savior")
    s.graveyard(0, "Glory Seeker", "Festering Goblin", "Krosan Tusker")
    s.graveyard(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Sigardian Savior")
    d.resolve()
    opts = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert d.find("Krosan Tusker") not in opts  # mana value 7
    assert d.find("Elvish Warrior") not in opts  # not your graveyard
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Festering Goblin"))
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.ids("Festering Goblin", zone="battlefield")
    assert d.ids("Krosan Tusker", zone="graveyard")


def test_not_cast_it_returns_nothing() -> None:
    """CR 603.4: "if you cast it" — exiled and returned by Hallowed Respite, it enters without
    being cast: the ability doesn't trigger and Glory Seeker stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigardian Savior")
    s.graveyard(0, "Glory Seeker")
    s.stack(0, "Hallowed Respite", targets=["Sigardian Savior"])
    d = Driver(s.build())
    d.resolve()
    assert d.ids("Sigardian Savior", zone="battlefield")
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.ids("Glory Seeker", zone="graveyard")


def test_a_returned_creature_s_enters_ability_triggers() -> None:
    """CR 603.6a: Elvish Pioneer returned by the ability enters the battlefield and its own
    enters ability triggers, putting the basic land from the hand onto the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sigardian Savior", "Forest")
    s.graveyard(0, "Elvish Pioneer")
    d = Driver(s.build())
    d.cast(0, "Sigardian Savior")
    d.resolve()
    d.choose(d.find("Elvish Pioneer"))
    while d.decision.kind == "target":
        d.choose(None)
    d.resolve()
    assert d.zone_of("Elvish Pioneer") == "battlefield"
    d.resolve()
    d.choose(d.find("Forest", zone="hand"))
    forest = d.find("Forest", zone="battlefield")
    assert d.state.objects[forest].tapped


def test_a_daybound_card_returned_at_night_enters_back_face_up() -> None:
    """In the graveyard a double-faced card has only its front face's characteristics
    (CR 712.8a): Outland Liberator (mana value 2) may be targeted, Mourning Patrol (3) can't;
    it is night, so the Liberator enters transformed by its daybound (CR 702.145b), as
    Frenzied Trapbreaker."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sigardian Savior")
    s.graveyard(0, "Outland Liberator", "Mourning Patrol")
    d = Driver(s.build())
    d.cast(0, "Sigardian Savior")
    d.resolve()
    offered = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert d.find("Mourning Patrol") not in offered  # mana value 3
    d.choose(d.find("Outland Liberator"))
    while d.decision.kind == "target":
        d.choose(None)
    d.resolve()
    liberator = d.find("Outland Liberator", zone="battlefield")
    assert d.chars(liberator).name == "Frenzied Trapbreaker"


def test_up_to_two_allows_none() -> None:
    """"Up to two" (CR 601.2c, 115.1): choosing no target, the ability still resolves and
    returns nothing; Glory Seeker stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sigardian Savior")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sigardian Savior")
    d.resolve()
    d.expect("target")
    d.choose(None)
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack and d.zone_of("Glory Seeker") == "graveyard"


def test_the_same_card_cant_be_chosen_twice_and_one_target_gone_the_other_returns() -> None:
    """One "target" word: the same card can't be chosen for both (CR 115.3), refused with an
    error and the game unchanged. Glory Seeker exiled from the graveyard in response (Return
    to Nature), Elvish Warrior still returns (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sigardian Savior")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Return to Nature")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Sigardian Savior")
    d.resolve()
    d.choose(seeker)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="already chosen"):
        d.choose(seeker)
    assert d.game.fingerprint() == before
    d.choose(warrior)
    d.pass_priority()
    d.cast(1, "Return to Nature", modes=[2], targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
