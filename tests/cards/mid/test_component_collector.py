"""Component Collector — {2}{U} Creature — Homunculus 1/4.

Oracle: "If it's neither day nor night, it becomes day as Component Collector enters the
battlefield.
Whenever day becomes night or night becomes day, you may tap or untap target nonland
permanent."
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import DayNightTriggerRulings

pytestmark = pytest.mark.card("Component Collector")

CARD = "Component Collector"


def advance(d: Driver) -> None:
    for _ in range(200):
        dec = d.decision
        if dec.kind == "priority":
            d.act(dec.player, PassPriority())
        elif dec.kind in ("declare_attackers", "declare_blockers"):
            d.act(dec.player, FinishDeclaration())
        else:
            return
    raise AssertionError("no decision came")


def setup() -> Driver:
    s = Scenario(seed=9)
    s.battlefield(0, "Component Collector", "Island")
    s.battlefield(0, "Festering Goblin", tapped=True)
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.library(0, "Island", "Island")
    s.library(1, "Mountain", "Mountain")
    s.day_night("day")
    return Driver(s.build())


def to_trigger(d: Driver) -> None:
    advance(d)  # no spells in turn 3: night as turn 4 begins
    assert d.state.day_night == "night"
    d.expect("target")


def test_it_becomes_day_as_it_enters() -> None:
    s = Scenario(seed=9)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Component Collector")
    d = Driver(s.build())
    d.cast(0, "Component Collector")
    d.resolve()
    assert d.state.day_night == "day" and not d.state.stack


def test_taps_an_opponents_creature_when_day_becomes_night() -> None:
    d = setup()
    to_trigger(d)
    targets = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker") in targets
    assert not targets & set(d.ids("Island") + d.ids("Mountain"))  # nonland only
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    advance(d)
    d.expect("choose_option")
    d.choose("tap")
    assert d.state.objects[seeker].tapped
    assert d.state.turn == 4 and d.state.active == 1


def test_untaps_its_controllers_creature() -> None:
    d = setup()
    to_trigger(d)
    goblin = d.find("Festering Goblin")
    d.choose(goblin)
    advance(d)
    d.choose("untap")
    assert not d.state.objects[goblin].tapped


def test_may_do_neither() -> None:
    d = setup()
    to_trigger(d)
    goblin = d.find("Festering Goblin")
    d.choose(goblin)
    advance(d)
    d.choose("neither")
    assert d.state.objects[goblin].tapped
    assert not d.state.stack


class TestDayNightTriggerRulings(DayNightTriggerRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0123", "MID-OR-0124", "MID-OR-0125", "MID-OR-0126", "MID-OR-0127",
        "MID-OR-0128",
    )
    CARD = CARD

    def check_trigger(self, d: Driver) -> None:
        d.expect("target")  # the trigger's target is chosen as it is put on the stack


def test_entering_at_night_it_stays_night_and_nothing_triggers() -> None:
    """CR 730.1: "if it's neither day nor night" is false at night: casting it then leaves the
    game night, and no day/night change happens to trigger its own ability."""
    s = Scenario(seed=9)
    s.day_night("night")
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.state.day_night == "night" and not d.state.stack


def test_the_target_gone_nothing_is_asked_and_nothing_happens() -> None:
    """CR 608.2b: the trigger targets the opponent's Glory Seeker; Shocked in response, it is
    gone when the ability resolves: no tap/untap choice is asked and the ability does
    nothing."""
    s = Scenario(seed=9)
    s.battlefield(0, "Component Collector", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.library(0, "Island", "Island")
    s.library(1, "Mountain", "Mountain")
    s.day_night("day")
    d = Driver(s.build())
    to_trigger(d)
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    assert d.decision.kind == "priority" and d.decision.player == 1
    d.pass_priority()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"


def test_two_collectors_each_trigger_and_a_land_cannot_be_chosen() -> None:
    """CR 603.2: each Collector's ability triggers on the same change; a land is refused as a
    target with an error, the game unchanged ("nonland permanent", CR 115.1)."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=9)
    s.battlefield(0, "Component Collector", "Component Collector", "Island")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.library(0, "Island", "Island")
    s.library(1, "Mountain", "Mountain")
    s.day_night("day")
    d = Driver(s.build())
    advance(d)
    if d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Mountain"):
        d.choose(d.find("Mountain", "battlefield"))
    assert d.game.fingerprint() == before
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.expect("target")
    d.choose(seeker)
    assert len(d.state.stack) == 2
    advance(d)
    d.choose("tap")
    advance(d)
    d.choose("untap")
    assert not d.state.objects[seeker].tapped
