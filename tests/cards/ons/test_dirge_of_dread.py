"""Dirge of Dread — {2}{B} Sorcery.

Oracle: "All creatures gain fear until end of turn. / Cycling {1}{B} / When you cycle Dirge of
Dread, you may have target creature gain fear until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .cycling_checks import (
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    check_trigger_stifled_cycling_still_draws,
)

pytestmark = pytest.mark.card("Dirge of Dread")


def test_all_creatures_gain_fear_but_not_later_ones() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread", "Festering Goblin")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Fear")
    assert d.chars(d.find("Elvish Warrior")).has("Fear")
    d.cast(0, "Festering Goblin")
    d.resolve()
    assert not d.chars(d.find("Festering Goblin")).has("Fear")  # CR 611.2c


def test_fear_stops_a_nonblack_blocker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]


def test_cycling_trigger_gives_one_creature_fear() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Dirge of Dread")
    s.library(0, "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Dirge of Dread", zone="hand"))
    d.choose(seeker)  # the trigger's target
    d.resolve()  # the trigger resolves first, before the draw
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.chars(seeker).has("Fear")
    assert not d.chars(d.find("Elvish Warrior")).has("Fear")
    assert not d.ids("Swamp", zone="hand")
    d.resolve()  # cycling: draw
    assert d.ids("Swamp", zone="hand")


@pytest.mark.ruling("ONS-OR-0101")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Dirge of Dread", ["Swamp", "Swamp"])


@pytest.mark.ruling("ONS-OR-0103")
def test_cycling_still_draws_when_the_trigger_is_countered() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if
    all its targets have become illegal), the cycling ability will still resolve and you'll
    draw a card."."""
    check_trigger_stifled_cycling_still_draws("Dirge of Dread", ["Swamp", "Swamp"],
                                              creatures=["Glory Seeker"])


@pytest.mark.ruling("ONS-OR-0103")
def test_cycling_still_draws_when_the_triggers_target_is_gone() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if
    all its targets have become illegal), the cycling ability will still resolve and you'll
    draw a card."."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp", "Swamp"])
    s.hand(0, "Dirge of Dread")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.activate(0, d.find("Dirge of Dread", zone="hand"))
    d.choose(raider)  # the trigger\'s target
    d.pass_priority()
    d.cast(1, "Shock", targets=[raider])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    d.resolve()  # the trigger: its only target is gone, so it doesn't resolve (no "may")
    d.expect("priority")
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["activated"]
    assert d.zone_of("Glory Seeker") == "library"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"


@pytest.mark.ruling("ONS-OR-0104")
def test_can_cycle_with_no_creature_to_target() -> None:
    """Official ruling: "You can cycle this card even if there are no targets for the triggered
    ability. That's because the cycling ability itself has no targets."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Dirge of Dread")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Dirge of Dread", zone="hand"))
    d.expect("priority")  # no target to choose: the trigger is removed (CR 603.3d)
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["activated"]
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Dirge of Dread") == "graveyard"


@pytest.mark.ruling("ONS-OR-0102")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Dirge of Dread", ["Swamp", "Swamp"],
                                           creatures=["Glory Seeker"])


def test_a_black_creature_can_still_block_a_creature_with_fear() -> None:
    """CR 702.36b: a creature with fear can be blocked by black or artifact creatures:
    the opponent's Festering Goblin may block Glory Seeker, Elvish Warrior may not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread")
    s.battlefield(1, "Elvish Warrior", "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Festering Goblin")}


def test_cast_only_at_sorcery_speed_but_cycled_at_any_time() -> None:
    """CR 307.1, 702.29a: in player 1's upkeep, player 0 can't cast the sorcery (refused with
    an error, nothing changes) but can cycle it; the trigger gives player 1's Elvish Warrior
    fear."""
    from manastack.decisions.actions import CastSpell
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Dirge of Dread")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Island")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.pass_priority()
    dirge = d.find("Dirge of Dread", zone="hand")
    assert CastSpell(dirge) not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.act(0, CastSpell(dirge))
    assert not d.state.stack and d.zone_of("Dirge of Dread") == "hand"
    warrior = d.find("Elvish Warrior")
    d.activate(0, dirge)
    d.choose(warrior)
    d.resolve()
    d.choose(True)
    assert d.chars(warrior).has("Fear")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"


def test_declining_the_cycling_trigger_gives_no_fear() -> None:
    """"You may": answering no, the targeted creature doesn't gain fear."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread")
    s.library(0, "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Dirge of Dread", zone="hand"))
    d.choose(seeker)
    d.resolve()
    d.choose(False)
    assert not d.chars(seeker).has("Fear")


def test_fear_lasts_until_end_of_turn() -> None:
    """CR 514.2: the fear the spell gives ends in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).has("Fear")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(d.find("Elvish Warrior")).has("Fear")
    assert not d.chars(d.find("Glory Seeker")).has("Fear")


def test_an_artifact_creature_can_block_a_creature_with_fear() -> None:
    """CR 702.36b: after the Dirge, player 1's Crossroads Candleguide (a colorless artifact
    creature) may block Glory Seeker; Elvish Warrior may not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Dirge of Dread")
    s.battlefield(1, "Elvish Warrior", "Crossroads Candleguide")
    d = Driver(s.build())
    d.cast(0, "Dirge of Dread")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Crossroads Candleguide")}
