"""Forgotten Creation — {3}{U} Creature — Zombie Horror 3/3.

Oracle: "Skulk (This creature can't be blocked by creatures with greater power.) / At the
beginning of your upkeep, you may discard all the cards in your hand. If you do, draw that many
cards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Forgotten Creation")


def _at_upkeep() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation")
    s.hand(0, "Shock", "Bladebrand")
    s.library(0, "Plains", "Island", "Forest", "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    return d


def test_discard_hand_and_draw_that_many() -> None:
    d = _at_upkeep()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert {d.zone_of("Shock"), d.zone_of("Bladebrand")} == {"graveyard"}
    assert d.zone_of("Plains") == d.zone_of("Island") == "hand"
    assert d.zone_of("Forest") == "library"


def test_may_decline() -> None:
    d = _at_upkeep()
    d.resolve()
    d.choose(False)
    assert d.zone_of("Shock") == "hand"
    assert d.zone_of("Plains") == "library"


@pytest.mark.ruling("MIC-OR-0148")
def test_with_an_empty_hand_nothing_is_drawn_before_the_draw_step() -> None:
    """Official ruling: "The upkeep step is before the draw step, after the untap step. If you
    have no cards in hand, you can't draw for the turn and then discard that card to draw a new
    one because Forgotten Creation's last ability will already have triggered and resolved."
    (CR 503, 504)

    With an empty hand the ability discards nothing and draws nothing; the card of the draw
    step comes afterwards and stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation")
    s.library(0, "Plains", "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    assert d.state.step is Step.UPKEEP
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[0].hand == [] and d.state.step is Step.UPKEEP
    d.pass_until("precombat_main", turn=3)
    assert d.zone_of("Plains") == "hand" and d.zone_of("Island") == "library"


def _attack_into(blocker: str, *p1_hand: str, p0_hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation", "Island", "Island", "Island", "Island")
    s.hand(0, *p0_hand)
    s.battlefield(1, blocker, "Forest", "Forest")
    s.hand(1, *p1_hand)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("MIC-OR-0149")
def test_raising_the_blockers_power_after_blocks_doesnt_unblock() -> None:
    """Official ruling: "Skulk matters only as blockers are chosen. Modifying either
    creature's power after blockers are chosen won't cause the attacking creature to become
    unblocked." (CR 702.118b, 509.1)

    Elvish Warrior (power 2) blocks; then Might of the Old Ways makes it 4/5, more than
    Forgotten Creation's 3: it still blocks, and the two deal combat damage to each other."""
    d = _attack_into("Elvish Warrior", "Might of the Old Ways")
    creation, warrior = d.find("Forgotten Creation"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([creation])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: creation})
    d.pass_priority()
    d.cast(1, "Might of the Old Ways", targets=[warrior])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert d.chars(warrior).power == 4
    assert warrior in d.state.combat.blockers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.zone_of("Forgotten Creation") == "graveyard"  # 4 damage from the Warrior
    assert d.state.objects[warrior].damage == 3


@pytest.mark.ruling("MIC-OR-0150")
def test_negative_power_is_compared_as_it_is_and_deals_no_damage() -> None:
    """Official ruling: "If you cause a creature to have 0 power or less, use the actual value
    (which may be negative) to determine whether it can block or be blocked. A creature with
    skulk and 0 or less power most likely won't be blocked, but it won't deal combat damage
    and won't trigger any abilities that trigger when combat damage is dealt." (CR 702.118b,
    510.1a)

    Two Startles make Forgotten Creation -1/3: Wall of Mulch (power 0, greater than -1) can't
    block it, and unblocked it deals no damage."""
    d = _attack_into("Wall of Mulch", p0_hand=("Startle", "Startle"))
    creation = d.find("Forgotten Creation")
    for startle in d.ids("Startle", zone="hand"):
        d.cast(0, startle, targets=[creation])
        d.resolve()
    assert d.chars(creation).power == -1
    d.to_combat()
    d.attack([creation])
    offered: set[int] = set()
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            offered |= {a.blocker for a in d.game.legal_actions()
                        if isinstance(a, DeclareBlocker)}
            d.block()
        else:
            d.pass_priority()
    assert d.find("Wall of Mulch") not in offered
    assert d.life(1) == 20


def test_skulk_greater_power_cant_block_equal_power_can() -> None:
    """CR 702.118b: a creature with skulk can't be blocked by creatures with greater power:
    Barkhide Mauler (4) is refused with an error naming it and the declaration is unchanged;
    Spined Basher (3, equal) may block the 3/3."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation")
    s.battlefield(1, "Barkhide Mauler", "Spined Basher")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    fc = d.find("Forgotten Creation")
    d.to_combat()
    d.attack([fc])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    mauler, basher = d.find("Barkhide Mauler"), d.find("Spined Basher")
    assert DeclareBlocker(mauler, fc) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forgotten Creation has skulk: a creature with greater power can't block it"):
        d.act(1, DeclareBlocker(mauler, fc))
    assert d.game.fingerprint() == before
    d.block({basher: fc})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.zone_of("Spined Basher") == "graveyard"


def test_drawing_more_cards_than_the_library_holds_loses_the_game() -> None:
    """CR 121.4, 704.5b: two cards discarded, one card in the library: the second draw is
    from an empty library, and its controller loses as state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation")
    s.hand(0, "Shock", "Bladebrand")
    s.library(0, "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.choose(True)
    assert d.state.players[0].lost
