"""Defend the Celestus — {2}{G}{G} Instant.

Oracle: "Distribute three +1/+1 counters among one, two, or three target creatures you
control."
Rulings covered: MID-RN-147, MID-RN-148.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Defend the Celestus")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Defend the Celestus")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-147", "MID-OR-0529")
def test_divided_as_cast_at_least_one_each() -> None:
    d = setup()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Defend the Celestus", targets=[seeker, warrior], pay=False)
    if d.decision.kind == "target":
        d.choose(None)  # no third target
    assert d.decision.kind == "divide"
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {(1, 2), (2, 1)}
    d.choose((1, 2))
    d.pay()
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.state.objects[warrior].counters == {"+1/+1": 2}


def test_one_target_gets_all_three() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Defend the Celestus", targets=[seeker])
    if d.decision.kind == "target":
        d.choose(None)
        d.pay()
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 3}


@pytest.mark.ruling("MID-RN-148", "MID-OR-0530")
def test_an_illegal_targets_share_is_lost() -> None:
    d = setup()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Defend the Celestus", targets=[seeker, warrior], pay=False)
    if d.decision.kind == "target":
        d.choose(None)
    d.choose((2, 1))
    d.pay()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.objects[warrior].counters == {"+1/+1": 1}



def test_three_targets_one_each_and_a_bad_division_is_refused() -> None:
    """CR 601.2d: three targets get one counter each, the only division, so none is asked. With
    two targets a division giving one of them 0, or not adding up to three, is refused with
    the game unchanged. An opponent's creature isn't "a creature you control" (CR 115.1): it
    is refused, named in the error."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Glory Seeker", "Elvish Warrior", "Wellwisher")
    s.battlefield(1, "Krosan Tusker")
    s.hand(0, "Defend the Celestus")
    d = Driver(s.build())
    mine = [d.find("Glory Seeker"), d.find("Elvish Warrior"), d.find("Wellwisher")]
    d.cast(0, "Defend the Celestus", pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Krosan Tusker"):
        d.choose(d.find("Krosan Tusker"))
    assert d.game.fingerprint() == before
    for oid in mine:
        d.choose(oid)
    d.pay()
    d.resolve()
    assert all(d.state.objects[o].counters == {"+1/+1": 1} for o in mine)

    d = setup()
    d.cast(0, "Defend the Celestus", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           pay=False)
    if d.decision.kind == "target":
        d.choose(None)
    d.expect("divide")
    before = d.game.fingerprint()
    for bad in ((3, 0), (2, 2)):
        with pytest.raises(IllegalActionError, match=r"the choices are: \(1, 2\), \(2, 1\)"):
            d.choose(bad)
        assert d.game.fingerprint() == before


def test_all_targets_gone_it_does_nothing() -> None:
    """CR 608.2b: its only target killed in response, the spell doesn't resolve; no counter is
    put anywhere (not on the caster's other creature)."""
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Defend the Celestus", targets=[seeker])
    if d.decision.kind == "target":
        d.choose(None)
        d.pay()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Defend the Celestus") == "graveyard"
    assert not d.state.objects[d.find("Elvish Warrior")].counters


def test_the_same_creature_cant_be_chosen_twice() -> None:
    """CR 115.3, 601.2c: one instance of "target": Glory Seeker chosen once can't be chosen
    again to get a second share; the refusal cites the rule and the game is unchanged."""
    from manastack.decisions.actions import CastSpell
    from manastack.game import IllegalActionError

    d = setup()
    seeker = d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Defend the Celestus")))
    d.choose(seeker)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"already chosen.*CR 115\.3"):
        d.choose(seeker)
    assert d.game.fingerprint() == before
