"""Raze the Effigy — {R} Instant.

Oracle: "Choose one — / • Destroy target artifact. / • Target attacking creature gets +2/+2
until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Raze the Effigy")


def test_destroy_artifact() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Raze the Effigy")
    s.battlefield(1, "Pithing Needle")
    d = Driver(s.build())
    d.cast(0, "Raze the Effigy", modes=[0], targets=[d.find("Pithing Needle")])
    d.resolve()
    assert d.ids("Pithing Needle", zone="graveyard")


def test_pump_needs_an_attacking_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Raze the Effigy")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError):
        d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    with pytest.raises(IllegalActionError):
        d.cast(0, "Raze the Effigy", modes=[1], targets=[d.find("Elvish Warrior")])
    d = Driver(s.build())
    d.to_combat()
    d.attack([seeker])
    d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_pump_an_opponent_s_attacker_and_destroy_an_artifact_token() -> None:
    """CR 115.1, 508.1: "target attacking creature" is any attacking creature, the
    opponent's too (cast during their combat, Glory Seeker survives Barkhide Mauler's block);
    the other mode destroys an artifact token, a Clue (CR 111.1, 701.8a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Barkhide Mauler")
    s.hand(0, "Raze the Effigy")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    s2 = Scenario(seed=1)
    s2.battlefield(0, "Mountain")
    s2.hand(0, "Raze the Effigy")
    s2.token(1, "Clue")
    d2 = Driver(s2.build())
    d2.cast(0, "Raze the Effigy", modes=[0], targets=[d2.find("Clue Token")])
    d2.resolve()
    assert not d2.ids("Clue Token")


def test_a_mode_without_a_legal_target_cant_be_chosen() -> None:
    """CR 700.2a: with an artifact but no attacking creature, only the destroy mode is
    offered, and choosing the other is refused with the game unchanged; with neither, the
    spell can't be cast at all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Raze the Effigy")
    s.battlefield(1, "Pithing Needle")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Raze the Effigy"), "normal"))
    d.expect("mode")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {0}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(1)
    assert d.game.fingerprint() == before
    d.choose(0)
    d.choose(d.find("Pithing Needle"))
    d.pay()
    d.resolve()
    assert d.zone_of("Pithing Needle") == "graveyard"

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Raze the Effigy")
    d = Driver(s.build())
    assert CastSpell(d.find("Raze the Effigy"), "normal") not in d.game.legal_actions()


def test_the_pump_outlasts_combat_until_end_of_turn() -> None:
    """+2/+2 until end of turn (CR 514.2): the attacker keeps it after combat, in the
    postcombat main phase, and loses it in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Raze the Effigy")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.chars(seeker).power == 4
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).power == 2


def test_an_attacker_with_protection_from_red_cant_be_its_target() -> None:
    """Protection from red (CR 702.16b): the attacking Skirk Fire Marshal can't be the target
    of the red Raze the Effigy; the other attacker can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Skirk Fire Marshal", "Glory Seeker")
    s.hand(0, "Raze the Effigy")
    d = Driver(s.build())
    marshal, seeker = d.find("Skirk Fire Marshal"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([marshal, seeker])
    d.act(0, CastSpell(d.find("Raze the Effigy"), "normal"))
    if d.decision.kind == "mode":
        d.choose(1)
    d.expect("target")
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert marshal not in offered and seeker in offered
