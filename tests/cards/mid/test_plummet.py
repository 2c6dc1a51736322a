"""Plummet — {1}{G} Instant.

Oracle: "Destroy target creature with flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Plummet")


def test_destroys_only_a_flier() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Plummet")
    s.battlefield(1, "Screaming Seahawk", "Glory Seeker")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Plummet", targets=[d.find("Glory Seeker")])
    d = Driver(s.build())
    d.cast(0, "Plummet", targets=[d.find("Screaming Seahawk")])
    d.resolve()
    assert d.ids("Screaming Seahawk", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")


def test_target_that_lost_flying_is_illegal_and_survives() -> None:
    """CR 608.2b: the Zombie token flies only thanks to Eternal Skylord; the Skylord dies
    before Plummet resolves, the token no longer has flying, so it is no longer a legal
    target and Plummet does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Eternal Skylord")
    s.token(0, "Zombie")
    s.battlefield(1, "Forest", "Forest", "Mountain", "Mountain")
    s.hand(1, "Plummet", "Shock", "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    zombie, skylord = d.find("Zombie Token"), d.find("Eternal Skylord")
    assert d.chars(zombie).has("Flying")
    d.cast(1, "Plummet", targets=[zombie])
    d.cast(1, "Shock", targets=[skylord])
    d.cast(1, "Shock", targets=[skylord])
    d.resolve()
    d.resolve()
    assert d.zone_of("Eternal Skylord") == "graveyard"
    d.resolve()
    assert zombie in d.state.battlefield
    assert d.zone_of("Plummet") == "graveyard"


def test_a_face_down_flier_has_no_flying_and_a_refused_target_changes_nothing() -> None:
    """A face-down Ascending Aven has no abilities (CR 708.2a): it isn't a creature with
    flying, and choosing it is refused with an error naming it, Plummet still waiting for
    its target; turned face up, it can be targeted and is destroyed (CR 708.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Plummet")
    s.battlefield(1, "Ascending Aven", face_down=True)
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    aven = d.find("Ascending Aven")
    d.act(0, CastSpell(d.find("Plummet"), "normal"))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="flying"):
        d.choose(aven)
    assert d.game.fingerprint() == before
    d.choose(d.find("Screaming Seahawk"))

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Plummet")
    s.battlefield(1, "Ascending Aven", face_down=True)
    s.battlefield(1, "Island", "Island", "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    aven = d.find("Ascending Aven")
    d.special(1, "turn_face_up", aven)
    d.pay()
    assert d.chars(aven).has("Flying")
    d.pass_priority()
    d.cast(0, "Plummet", targets=[aven])
    d.resolve()
    assert d.zone_of("Ascending Aven") == "graveyard"
