"""Homestead Courage — {W} Sorcery.

Oracle: "Put a +1/+1 counter on target creature you control. It gains vigilance until end of
turn. / Flashback {W} (You may cast this card from your graveyard for its flashback cost.
Then exile it.)"
Rulings covered: MID-RN-039 (with Curse of Silence and Patrician Geist).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Homestead Courage")


def test_counter_vigilance_then_flashback() -> None:
    """CR 113.6f, 702.34a: flashback, an ability that modifies what zone Homestead Courage may be
    cast from, functions in the graveyard: cast from hand, then again from the graveyard, it
    is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Homestead Courage")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Homestead Courage", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 3 and d.chars(seeker).has("Vigilance")
    d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4
    assert d.ids("Homestead Courage", zone="exile")


def _cursed_with_geist(plains: int) -> Driver:
    """Patrician Geist (spells cast from the graveyard cost {1} less) and Curse of Silence on
    its controller naming Homestead Courage ({2} more), with ``plains`` Plains left."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * (plains + 1), "Patrician Geist")
    s.hand(0, "Curse of Silence")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose("Homestead Courage")
    return d


@pytest.mark.ruling("MID-RN-039")
def test_increases_are_added_to_the_flashback_cost_before_reductions() -> None:
    """CR 601.2f: start with the flashback cost {W}, add Curse of Silence's {2}, then apply
    Patrician Geist's {1} less: {1}{W}. (Reduced first, the {1} would find no generic mana to
    take off and the total would be {2}{W}.) The mana value stays the mana cost's 1."""
    d = _cursed_with_geist(plains=1)
    card = d.find("Homestead Courage", zone="graveyard")
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d = _cursed_with_geist(plains=2)
    card = d.find("Homestead Courage", zone="graveyard")
    assert CastSpell(card, "flashback") in d.game.legal_actions()
    sid = d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Patrician Geist")])
    assert all(d.state.objects[x].tapped for x in d.ids("Plains"))
    assert d.chars(sid).mana_value == 1


def test_only_a_creature_you_control_can_be_targeted() -> None:
    """"Target creature you control" (CR 115.1): the opponent's Elvish Warrior is not offered;
    choosing it is refused, naming the problem, and the target decision stays open."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Homestead Courage")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Homestead Courage"), "normal"))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker")}
    with pytest.raises(IllegalActionError, match="not one of the choices|not a legal target"):
        d.choose(d.find("Elvish Warrior"))
    assert d.decision.kind == "target"


def test_vigilance_ends_with_the_turn_and_the_counter_stays() -> None:
    """CR 702.20b, 514.2, 122.1: the Seeker attacks without tapping this turn; at the next turn
    it no longer has vigilance but keeps its +1/+1 counter (a 3/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Homestead Courage")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Homestead Courage", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end_of_combat")
    assert not d.state.objects[seeker].tapped and d.life(1) == 17
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert not c.has("Vigilance") and (c.power, c.toughness) == (3, 3)


@pytest.mark.ruling("MID-OR-0082")
def test_flashback_keeps_the_sorcery_timing() -> None:
    """MID-OR-0082, CR 307.1: flashback doesn't change when a sorcery may be cast: not in the
    opponent's turn, nor with a spell on the stack; in your main phase with an empty stack,
    yes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.graveyard(0, "Homestead Courage")
    s.hand(0, "Flare of Faith")
    s.at("precombat_main", active=1)
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    card = d.find("Homestead Courage", zone="graveyard")
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.pass_until("precombat_main", turn=4)
    d.cast(0, "Flare of Faith", targets=[d.find("Glory Seeker")])
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.resolve()
    assert CastSpell(card, "flashback") in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0085", "MID-OR-0083")
def test_flashed_back_and_fizzled_it_is_exiled() -> None:
    """MID-OR-0085, CR 702.34a, 608.2b: cast with flashback, its target Shocked away in
    response, it doesn't resolve, and leaving the stack it is exiled, not put into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.graveyard(0, "Homestead Courage")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.state.stack == []
    assert d.zone_of("Homestead Courage") == "exile"


@pytest.mark.ruling("MID-OR-0086")
def test_flashback_from_a_graveyard_it_was_never_cast_into() -> None:
    """MID-OR-0086: discarded (never cast), it may still be cast with flashback: Haunted
    Cadaver makes the player discard it, and on their turn they flash it back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.battlefield(1, "Plains", "Glory Seeker")
    s.hand(1, "Homestead Courage")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Haunted Cadaver")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.resolve()
    d.choose(True)
    d.take_first("discard")
    assert d.zone_of("Homestead Courage") == "graveyard"
    d.pass_until("precombat_main", turn=4)
    seeker = d.find("Glory Seeker")
    d.cast(1, "Homestead Courage", method="flashback", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 3 and d.zone_of("Homestead Courage") == "exile"
