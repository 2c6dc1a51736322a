"""Inspirit — {2}{W} Instant.

Oracle: "Untap target creature. It gets +2/+4 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Inspirit")

def test_untaps_and_pumps() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.hand(0, "Inspirit")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 6)


def test_an_untapped_attacker_keeps_attacking() -> None:
    """CR 506.4: untapping an attacking creature doesn't remove it from combat; it deals
    its pumped damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Inspirit")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert d.state.objects[seeker].tapped
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped
    assert d.state.combat is not None and seeker in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.life(1) == 16


def test_any_creature_untapped_or_not_until_end_of_turn_and_nothing_if_gone() -> None:
    """"Target creature": the opponent's untapped Elvish Warrior may be targeted and gets
    +2/+4 until end of turn (CR 514.2); a target Shocked away in response leaves Inspirit
    with nothing to do (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Mountain")
    s.hand(0, "Inspirit", "Inspirit", "Shock")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Inspirit", targets=[warrior])
    d.resolve()
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 7)
    d.cast(0, "Inspirit", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack and len(d.ids("Inspirit", zone="graveyard")) == 2
    d.pass_until("upkeep", turn=4)
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)


def test_protection_from_white_refuses_it_as_a_target() -> None:
    """Protection from white (CR 702.16b): the tapped Disciple of Malice can't be the target of
    the white Inspirit; choosing it is refused with an error naming protection, the game
    unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(0, "Disciple of Malice", tapped=True)
    s.hand(0, "Inspirit")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Inspirit"), "normal"))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="protection"):
        d.choose(d.find("Disciple of Malice"))
    assert d.game.fingerprint() == before
