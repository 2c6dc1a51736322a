"""Vadrik, Astral Archmage — {1}{U}{R} Legendary Creature — Human Wizard 1/2.

Oracle: "If it's neither day nor night, it becomes day as Vadrik, Astral Archmage enters the
battlefield. / Instant and sorcery spells you cast cost {X} less to cast, where X is Vadrik's
power. / Whenever day becomes night or night becomes day, put a +1/+1 counter on Vadrik."
Rulings covered: MID-RN-217.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    DayNightDesignationRuling,
    DayNightHistory,
    becomes_day_for_the_first_time,
)

pytestmark = pytest.mark.card("Vadrik, Astral Archmage")


@pytest.mark.ruling("MID-RN-217", "MID-OR-0861")
def test_spells_cost_its_power_less_and_it_grows() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Plains", "Vadrik, Astral Archmage",
                  "The Celestus")
    s.hand(0, "Chain of Plasma", "Solar Blast")
    s.day_night("day")
    d = Driver(s.build())
    vadrik = d.find("Vadrik, Astral Archmage")
    d.cast(0, "Chain of Plasma", targets=[1])  # {1}{R} costs {R}
    assert sum(1 for x in d.ids("Mountain") + d.ids("Plains") if d.state.objects[x].tapped) == 1
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(None)
    assert d.life(1) == 17
    from manastack.decisions.actions import ActivateAbility
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == d.find("The Celestus")]
    d.act(0, acts[0])
    d.pay()
    d.resolve()
    while d.decision.kind != "priority" or d.state.stack:
        if d.decision.kind == "priority":
            d.resolve()
        elif d.decision.kind == "may":
            d.choose(False)
        else:
            from manastack.decisions.actions import Choose
            d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])
    assert d.state.objects[vadrik].counters == {"+1/+1": 1}
    assert d.chars(vadrik).power == 2


@pytest.mark.ruling("MID-RN-217", "MID-OR-0861")
def test_sacrificing_it_to_pay_the_spells_cost_doesnt_change_that_cost() -> None:
    """The total cost is locked in before mana abilities are activated and costs are paid (CR
    601.2f-h): Vivisection ({3}{U}) costs {2}{U} with Vadrik out, and sacrificing Vadrik for
    its additional cost leaves it at {2}{U}: three Islands tapped, three cards drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Vadrik, Astral Archmage")
    s.hand(0, "Vivisection")
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    vadrik = d.find("Vadrik, Astral Archmage")
    d.act(0, CastSpell(d.find("Vivisection", "hand"), "normal"))
    assert d.expect("pay_mana").prompt == "Pay {2}{U}"
    d.pay()
    d.expect("cost_sacrifice")
    d.choose(vadrik)
    assert d.decision.kind == "priority"  # nothing more to pay once Vadrik is gone
    assert d.ids("Vadrik, Astral Archmage", zone="graveyard")
    assert sum(1 for x in d.ids("Island") if d.state.objects[x].tapped) == 3
    d.resolve()
    assert len(d.ids("Plains", zone="hand")) == 3


@pytest.mark.ruling("MID-OR-0862")
def test_the_game_becoming_day_for_the_first_time_doesnt_trigger_it() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    d = becomes_day_for_the_first_time("Vadrik, Astral Archmage")
    assert d.state.day_night == "day"
    assert not d.state.stack
    assert d.state.objects[d.find("Vadrik, Astral Archmage")].counters == {}


class TestDayNightRulings(DayNightDesignationRuling):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0863", "MID-OR-0864", "MID-OR-0865", "MID-OR-0866", "MID-OR-0867",
    )
    CARD = "Vadrik, Astral Archmage"

    def check_history(self, h: DayNightHistory) -> None:
        vadrik = h.driver.find("Vadrik, Astral Archmage", zone="battlefield")
        assert h.driver.state.objects[vadrik].counters == {"+1/+1": 2}


def test_with_no_power_it_takes_nothing_off() -> None:
    """CR 601.2f, 208.1: "{X} less, where X is Vadrik's power": a -1/-1 counter makes it 0/1,
    so Chain of Plasma ({1}{R}) costs all of {1}{R}: a lone Mountain can't cast it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Vadrik, Astral Archmage", counters={"-1/-1": 1})
    s.hand(0, "Chain of Plasma")
    s.day_night("day")
    d = Driver(s.build())
    assert d.chars(d.find("Vadrik, Astral Archmage")).power == 0
    assert CastSpell(d.find("Chain of Plasma"), "normal") not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0817")
def test_the_reduction_applies_to_a_flashback_cost() -> None:
    """CR 601.2f, 118.9d: the total cost starts from the flashback cost {4}{R}{W}; Vadrik
    (power 1) takes {1} off it, so five lands pay it; Sacred Fire (MID-OR-0817)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Plains",
                  "Vadrik, Astral Archmage")
    s.graveyard(0, "Sacred Fire")
    s.day_night("day")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", method="flashback", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
    assert d.zone_of("Sacred Fire") == "exile"


def test_creature_spells_and_the_opponents_spells_cost_the_full_amount() -> None:
    """Only "instant and sorcery spells you cast": Glory Seeker {1}{W} taps both Plains,
    and the opponent's Chain of Plasma {1}{R} taps both of their Mountains."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Vadrik, Astral Archmage")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.day_night("day")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    d.resolve()
    d.pass_priority()
    assert d.decision.player == 1
    d.cast(1, "Chain of Plasma", targets=[0])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))


def test_with_negative_power_it_adds_nothing_to_the_cost() -> None:
    """CR 107.1b, 601.2f: Startle (-2/-0; it cost {U}, Vadrik taking {1} off) leaves Vadrik at
    power -1. "{X} less" with X negative takes off nothing and adds nothing: Shock still costs
    {R}, and the last Mountain casts it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Vadrik, Astral Archmage")
    s.hand(0, "Startle", "Shock")
    s.library(0, "Plains")  # Startle draws a card
    s.day_night("day")
    d = Driver(s.build())
    vadrik = d.find("Vadrik, Astral Archmage")
    d.cast(0, "Startle", targets=[vadrik])
    d.resolve()
    assert d.chars(vadrik).power == -1
    assert CastSpell(d.find("Shock"), "normal") in d.game.legal_actions()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
