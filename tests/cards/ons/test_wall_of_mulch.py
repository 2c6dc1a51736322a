"""Wall of Mulch — {1}{G} Creature — Wall 0/4.

Oracle: "Defender (This creature can't attack.) / {G}, Sacrifice a Wall: Draw a card."
Rulings covered: ONS-FAQ-168.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wall of Mulch")


@pytest.mark.ruling("ONS-FAQ-168", "ONS-OR-0188")
def test_sacrifice_itself_to_draw() -> None:
    """ONS-FAQ-168: it can be sacrificed for its own ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Wall of Mulch")
    s.library(0, "Plains")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.activate(0, wall, choices=[wall])
    assert d.zone_of("Wall of Mulch") == "graveyard"
    d.resolve()
    assert d.zone_of("Plains") == "hand"


def test_only_walls_can_be_sacrificed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Wall of Mulch", "Glory Seeker")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Wall of Mulch")  # the mana is paid first (CR 601.2g-h)
    dec = d.decision
    assert dec.kind == "cost_sacrifice"
    assert {a.value for a in dec.actions} == {d.find("Wall of Mulch")}


def test_defender_it_cant_attack() -> None:
    """CR 702.3b: a creature with defender can't attack; Glory Seeker beside it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wall of Mulch", "Glory Seeker")
    d = Driver(s.build())
    wall, seeker = d.find("Wall of Mulch"), d.find("Glory Seeker")
    assert d.chars(wall).has("Defender")
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert seeker in attackers and wall not in attackers
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="defender"):
        d.act(0, DeclareAttacker(wall, 1))
    assert d.game.to_json() == before


def test_another_wall_may_be_sacrificed_and_it_stays() -> None:
    """"Sacrifice a Wall" is any Wall its controller controls (CR 602.2b): Glory Seeker with
    a gold counter is a Wall under Aurification, and is sacrificed instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Wall of Mulch", "Aurification")
    s.battlefield(0, "Glory Seeker", counters={"gold": 1})
    s.library(0, "Plains")
    d = Driver(s.build())
    wall, seeker = d.find("Wall of Mulch"), d.find("Glory Seeker")
    assert "Wall" in d.chars(seeker).subtypes
    d.activate(0, wall)
    assert {a.value for a in d.decision.actions} == {wall, seeker}
    d.choose(seeker)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Plains") == "hand" and d.zone_of("Wall of Mulch") == "battlefield"


def test_a_mistform_wall_that_became_a_bird_is_no_wall_to_sacrifice() -> None:
    """CR 205.3, 613.1d: Mistform Wall made a Bird until end of turn is not a Wall, so only
    the Wall of Mulch can pay the cost; choosing the Mistform Wall is refused and nothing
    changes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Wall of Mulch", "Mistform Wall")
    s.library(0, "Plains")
    d = Driver(s.build())
    mulch, mist = d.find("Wall of Mulch"), d.find("Mistform Wall")
    d.activate(0, mist, choices=[])
    d.resolve()
    d.choose("Bird")
    d.activate(0, mulch)
    assert {a.value for a in d.decision.actions} == {mulch}
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match='"Wall"'):
        d.choose(mist)
    assert d.game.to_json() == before
    d.choose(mulch)
    d.resolve()
    assert d.zone_of("Plains") == "hand" and d.zone_of("Mistform Wall") == "battlefield"


def test_usable_the_turn_it_came_under_its_controllers_control() -> None:
    """CR 302.6: only {T} and {Q} abilities need the creature under control since the turn
    began; its cost has neither."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Wall of Mulch", sick=True)
    s.library(0, "Plains")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.activate(0, wall, choices=[wall])
    d.resolve()
    assert d.zone_of("Plains") == "hand"


def test_the_draw_happens_though_the_wall_is_gone() -> None:
    """CR 602.2, 113.7a: the sacrifice is a cost, paid as the ability is activated; the
    ability on the stack resolves without its source. In response nothing can save the Wall:
    it is already in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Wall of Mulch")
    s.library(0, "Plains", "Island")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.activate(0, wall, choices=[wall])
    assert len(d.state.stack) == 1 and d.zone_of("Wall of Mulch") == "graveyard"
    d.resolve()
    assert d.zone_of("Plains") == "hand" and d.zone_of("Island") == "library"


def test_sacrificed_after_blocking_the_attacker_stays_blocked() -> None:
    """CR 509.1h, 506.4, 510.1c: the Wall blocks Glory Seeker, then is sacrificed to draw;
    the Seeker remains blocked and, blocked by no creature now and without trample, deals no
    combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Wall of Mulch", "Forest")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker, wall = d.find("Glory Seeker"), d.find("Wall of Mulch")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({wall: seeker})
    d.pass_priority()  # the attacking player passes; the defending player acts
    d.activate(1, wall, choices=[wall])
    d.resolve()
    assert d.zone_of("Plains") == "hand" and d.zone_of("Wall of Mulch") == "graveyard"
    d.pass_until("end_of_combat")
    assert d.life(1) == 20
