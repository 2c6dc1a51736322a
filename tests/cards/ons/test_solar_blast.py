"""Solar Blast — {3}{R} Instant.

Oracle: "Solar Blast deals 3 damage to any target. / Cycling {1}{R}{R} / When you cycle Solar
Blast, you may have it deal 1 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import (
    MARKER,
    can_cycle,
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    check_trigger_stifled_cycling_still_draws,
    cycle,
    stack_kinds,
)

pytestmark = pytest.mark.card("Solar Blast")

def test_three_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Solar Blast", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_cycling_deals_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.activate(0, d.find("Solar Blast", zone="hand"))
    d.choose(1)
    d.resolve()
    d.choose(True)
    assert d.life(1) == 19


@pytest.mark.ruling("ONS-OR-0158")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Solar Blast", ["Mountain", "Mountain", "Mountain"])


@pytest.mark.ruling("ONS-OR-0160")
def test_cycling_still_draws_when_the_trigger_is_countered() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if
    all its targets have become illegal), the cycling ability will still resolve and you'll
    draw a card."."""
    check_trigger_stifled_cycling_still_draws("Solar Blast", ["Mountain", "Mountain", "Mountain"], trigger_targets=[1])


@pytest.mark.ruling("ONS-OR-0160")
def test_cycling_still_draws_when_the_triggers_target_is_gone() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if
    all its targets have become illegal), the cycling ability will still resolve and you'll
    draw a card."."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain", "Mountain", "Mountain"])
    s.hand(0, "Solar Blast")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.activate(0, d.find("Solar Blast", zone="hand"))
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


@pytest.mark.ruling("ONS-OR-0159")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Solar Blast", ["Mountain", "Mountain", "Mountain"], [1])


@pytest.mark.ruling("ONS-OR-0161")
def test_can_cycle_with_nothing_to_target() -> None:
    """Official ruling: "You can cycle this card even if there are no targets for the
    triggered ability. That's because the cycling ability itself has no targets."

    Both players have shroud (True Believer) and every creature has protection from red
    (Akroma's Blessing), so "any target" has no legal choice for the trigger: it is removed
    from the stack (CR 603.3d) and the cycling ability still draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain",
                  "True Believer")
    s.hand(0, "Akroma's Blessing", "Solar Blast")
    s.library(0, MARKER)
    s.battlefield(1, "Plains", "Plains", "Plains", "True Believer")
    s.hand(1, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, d.find("Akroma's Blessing", zone="hand", player=0))
    d.pass_priority()
    d.cast(1, d.find("Akroma's Blessing", zone="hand", player=1))
    for _ in range(2):
        d.resolve()
        d.choose("red")
    assert all(d.chars(b).protections() == ["red"] for b in d.ids("True Believer"))
    blast = d.find("Solar Blast", zone="hand")
    assert can_cycle(d, blast)
    cycle(d, "Solar Blast")
    assert stack_kinds(d) == ["activated"]
    d.resolve()
    assert d.zone_of(MARKER) == "hand"
    assert d.life(0) == 20 and d.life(1) == 20


def test_declining_the_cycling_trigger_deals_no_damage() -> None:
    """"You may": answering no deals no damage; the cycling ability still draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.activate(0, d.find("Solar Blast", zone="hand"))
    d.choose(d.find("Goblin Sky Raider"))
    d.resolve()
    d.choose(False)
    assert d.state.objects[d.find("Goblin Sky Raider")].damage == 0
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Solar Blast") == "graveyard"


def test_the_spell_with_its_target_gone_deals_no_damage() -> None:
    """CR 608.2b: holding priority, player 0 Shocks Goblin Sky Raider on top of Solar Blast
    aimed at it; the Blast's only target is gone, so it doesn't resolve: nobody is dealt its
    damage and it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Solar Blast", "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.cast(0, "Solar Blast", targets=[raider])
    d.cast(0, "Shock", targets=[raider])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    d.resolve()
    assert not d.state.stack and d.zone_of("Solar Blast") == "graveyard"
    assert (d.life(0), d.life(1)) == (20, 20)


def test_the_cycling_trigger_kills_a_one_toughness_creature() -> None:
    """"Any target": the 1 damage goes to player 1's Bird token, which dies (CR 704.5g); the
    card drawn by cycling is named in its owner's view only."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.library(0, "Glory Seeker")
    s.token(1, "Bird")
    d = Driver(s.build())
    d.activate(0, d.find("Solar Blast", zone="hand"))
    d.choose(d.find("Bird"))
    d.resolve()
    d.choose(True)
    assert d.ids("Bird") == []
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"
    assert "Glory Seeker" in json.dumps(d.game.view(0))
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
