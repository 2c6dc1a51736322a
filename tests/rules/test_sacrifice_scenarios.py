"""Sacrifice as a one-shot effect (CR 701.21a): a player made to sacrifice chooses among the
permanents they control as the effect is applied (608.2d, 115.10); nothing is targeted, so
hexproof doesn't stop it (702.11b); the player who sacrifices is the one whose "whenever you
sacrifice" ability triggers, whoever controls the effect that made them (603.2, 701.21a).
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_creature_with_hexproof_may_be_sacrificed_to_an_opponents_spell() -> None:
    """CR 702.11b, 115.10a, 701.21a, 608.2d: Saryth, the Viper's Fang gives player 1's untapped
    Glory Seeker hexproof, so player 0's Shock can't target it; player 0's Syphon Flesh
    ("Each other player sacrifices a creature") targets nothing, and player 1 may choose the
    Seeker as they sacrifice: it goes to the graveyard and player 0 gets a Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.hand(0, "Syphon Flesh", "Shock")
    s.battlefield(1, "Saryth, the Viper's Fang", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Hexproof")
    with pytest.raises(IllegalActionError):
        d.cast(0, "Shock", targets=[seeker])
    assert d.zone_of("Shock") == "hand" and not d.state.stack
    d.cast(0, "Syphon Flesh")
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    assert seeker in {a.value for a in d.game.legal_actions()}
    d.choose(seeker)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Saryth, the Viper's Fang") == "battlefield"
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 1


def test_sacrificing_to_an_opponents_spell_triggers_your_whenever_you_sacrifice() -> None:
    """CR 701.21a, 603.2: player 0's Syphon Flesh makes player 1 sacrifice Glory Seeker. Player 1
    is the one who sacrificed it, so player 1's Ruthless Deathfang ("Whenever you sacrifice a
    creature, target opponent sacrifices a creature") triggers, and player 0 sacrifices a
    creature, here the Zombie token Syphon Flesh just made."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Elvish Warrior")
    s.hand(0, "Syphon Flesh")
    s.battlefield(1, "Ruthless Deathfang", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Syphon Flesh")
    d.resolve()
    d.expect("sacrifice")
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "graveyard"
    [zombie] = d.ids("Zombie Token", zone="battlefield", player=0)
    while d.decision.kind == "target":
        d.choose(0)
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 0
    d.choose(zombie)
    assert zombie not in d.state.battlefield
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Ruthless Deathfang") == "battlefield"
