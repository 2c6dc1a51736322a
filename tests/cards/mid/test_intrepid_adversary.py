"""Intrepid Adversary — {1}{W} Creature — Human Scout 3/1.

Oracle: "Lifelink / When Intrepid Adversary enters the battlefield, you may pay {1}{W} any
number of times. When you pay this cost one or more times, put that many valor counters on
Intrepid Adversary. / Creatures you control get +1/+1 for each valor counter on Intrepid
Adversary."
Rulings covered: MID-RN-105.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Intrepid Adversary")


@pytest.mark.ruling("MID-RN-105", "MID-OR-0088")
def test_valor_counters_pump_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Glory Seeker")
    s.hand(0, "Intrepid Adversary")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    assert len(d.state.stack) == 1 and d.decision.kind == "priority"
    d.resolve()
    adv = d.find("Intrepid Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"valor": 2}
    assert (d.chars(adv).power, d.chars(adv).toughness) == (5, 3)
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_every_number_of_payments_the_player_can_make_is_offered() -> None:
    """CR 118.3, 608.2d: "any number of times" offers each number of payments of {1}{W} the
    player can make, and no more: 62 untapped Plains pay it 31 times."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 64)
    s.hand(0, "Intrepid Adversary")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_number"
    assert [a.value for a in d.decision.actions] == list(range(32))


def test_the_payment_decisions_name_the_cost_the_times_and_the_source() -> None:
    """CR 608.2d: the controller chooses how many times to pay {1}{W} as the ability resolves,
    the decision naming the cost and the Adversary; the mana payment then names the total
    and the number of times (CR 601.2g–h applied to a cost paid during resolution)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Intrepid Adversary")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    adv = d.find("Intrepid Adversary", "battlefield")
    assert d.decision.prompt == "Pay {1}{W} how many times?"
    assert d.decision.info()["source"] == adv
    d.choose(2)
    assert d.decision.kind == "pay_mana"
    assert d.decision.prompt == "Pay {1}{W}{1}{W} ({1}{W} x2)"


def test_the_second_ability_of_an_adversary_that_left_is_named_after_it() -> None:
    """CR 113.7a, 603.12: killed in response to its enters trigger, Intrepid Adversary's
    controller still pays {1}{W}, and the reflexive ability that triggers has the Adversary's
    last known information as its source: every player's log names it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.hand(0, "Intrepid Adversary")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Intrepid Adversary")])
    d.resolve()
    assert d.ids("Intrepid Adversary", zone="graveyard")
    d.resolve()
    d.choose(1)
    d.pay()
    assert len(d.state.stack) == 1
    for p in (0, 1):
        trig = [e for e in d.game.view(p)["log"] if e["kind"] == "trigger"]
        assert [(e["card"], e["source"]) for e in trig] == \
            [("Intrepid Adversary", "Intrepid Adversary")] * 2


def test_without_valor_counters_your_creatures_get_nothing() -> None:
    """CR 122.1, 613.4c: "+1/+1 for each valor counter" with no valor counter on the Adversary
    (the cost paid no time) gives +0/+0: the Adversary stays 3/1 and Glory Seeker 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Glory Seeker")
    s.hand(0, "Intrepid Adversary")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    d.choose(0)
    adv = d.find("Intrepid Adversary", "battlefield")
    assert not d.state.objects[adv].counters.get("valor")
    assert (d.chars(adv).power, d.chars(adv).toughness) == (3, 1)
    assert (d.chars(d.find("Glory Seeker")).power, d.chars(d.find("Glory Seeker")).toughness) == (2, 2)


def _adversary_paid(times: int, *extra: str, plains: int = 6) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * plains, *extra)
    s.hand(0, "Intrepid Adversary", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    d.choose(times)
    d.pay()
    return d


def test_paying_no_times_triggers_nothing() -> None:
    """"When you pay this cost one or more times" (CR 603.12): paid zero times, the
    reflexive ability doesn't trigger; the stack is empty."""
    d = _adversary_paid(0)
    assert d.state.stack == [] and d.decision.kind == "priority"
    assert len([e for e in d.game.log if e.kind == "trigger"]) == 1  # the enters one only


@pytest.mark.ruling("MID-RN-105", "MID-OR-0088")
def test_killed_in_response_to_the_reflexive_ability_it_gets_no_counters() -> None:
    """MID-RN-105: players may respond to the reflexive ability: Shock kills the 3/1
    Adversary first; the ability resolves with nothing to put counters on (CR 122.6), and the
    mana stays spent."""
    d = _adversary_paid(1)
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Intrepid Adversary")])
    d.resolve()
    assert d.zone_of("Intrepid Adversary") == "graveyard"
    d.resolve()
    assert d.state.stack == []
    adv = d.find("Intrepid Adversary", zone="graveyard")
    assert not d.state.objects[adv].counters
    assert sum(d.state.objects[p].tapped for p in d.ids("Plains", zone="battlefield")) == 4


def test_creatures_that_enter_later_get_the_bonus_too() -> None:
    """CR 611.3a, 613.4c: the static ability applies to every creature you control at any
    time: Glory Seeker cast after the two valor counters is a 4/4."""
    d = _adversary_paid(2, plains=8)
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_lifelink_gains_life_for_its_pumped_damage() -> None:
    """CR 702.15b: with one valor counter the Adversary is a 4/2 with lifelink: its 4
    combat damage gains its controller 4 life."""
    d = _adversary_paid(1)
    d.resolve()
    adv = d.find("Intrepid Adversary", zone="battlefield")
    d.pass_until("upkeep", turn=5)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([adv])
    d.pass_until("end_of_combat")
    assert (d.life(0), d.life(1)) == (24, 16)


def test_choosing_more_payments_than_can_be_made_is_refused() -> None:
    """CR 118.3: with four untapped Plains, {1}{W} can be paid at most twice: three is not an
    answer; the refusal says how many times it can be paid, in English and in Japanese, and
    the decision stays open, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Intrepid Adversary")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    before = d.decision
    with pytest.raises(IllegalActionError, match=r"3 is not one of the choices.*0, 1, 2\. "
                       r"Player 1 can pay \{1\}\{W\} at most 2 times now.*CR 118\.3") as refused:
        d.choose(3)
    assert "Player 1はいま{1}{W}を最大2回までしか支払えません" in refused.value.text("ja")
    assert d.decision == before and d.decision.kind == "choose_number"
    assert not any(d.state.objects[p].tapped for p in d.ids("Plains")[2:])


def test_a_clone_of_it_pays_for_its_own_counters_and_both_bonuses_add_up() -> None:
    """CR 707.2, 122.1, 613.4c: Clone copying the Adversary (two valor counters) copies no
    counters; its own enters trigger is paid once, so it has one. Each counts its own valor
    counters: Glory Seeker gets +2/+2 and +1/+1 (a 5/5), each Adversary a 6/4."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, *["Island"] * 4, "Glory Seeker")
    s.battlefield(0, "Intrepid Adversary", counters={"valor": 2})
    s.hand(0, "Clone")
    d = Driver(s.build())
    original = d.find("Intrepid Adversary")
    d.cast(0, "Clone")
    d.resolve()
    d.choose(original)
    d.resolve()
    d.choose(1)
    d.pay()
    d.resolve()
    [copy] = set(d.ids("Clone", zone="battlefield"))
    assert d.chars(copy).name == "Intrepid Adversary"
    assert d.state.objects[copy].counters == {"valor": 1}
    assert d.state.objects[original].counters == {"valor": 2}
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (5, 5)
    for adv in (original, copy):
        assert (d.chars(adv).power, d.chars(adv).toughness) == (6, 4)
