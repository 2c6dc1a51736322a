"""Ebonblade Reaper — {2}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Ebonblade Reaper attacks, you lose half your life, rounded up. / Whenever
Ebonblade Reaper deals combat damage to a player, that player loses half their life, rounded
up. / Morph {3}{B}{B}"
Rulings covered: ONS-OR-0107.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from ...reference_cards import PLATINUM_ANGEL

pytestmark = pytest.mark.card("Ebonblade Reaper")


def test_attacking_halves_you_and_hitting_halves_them() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper")
    s.life(0, 15)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.resolve()
    assert d.life(0) == 7  # 15 - 8
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 19
    d.resolve()
    assert d.life(1) == 9  # 19 - 10


def test_face_down_no_triggers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper", face_down=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.pass_until("end")
    assert (d.life(0), d.life(1)) == (20, 18)


@pytest.mark.ruling("ONS-OR-0107")
def test_halving_a_negative_life_total_halves_0() -> None:
    """Official ruling: "If you attempt to halve a negative life total, you halve 0. This means
    that the life total stays the same. A life total of -10 would remain -10." (CR 107.1b)
    Player 0 controls Platinum Angel (so stays in the game, CR 104.3) and goes to -2 life with
    two Shocks; Ebonblade Reaper's attack trigger makes them lose half of 0: still -2."""
    s = Scenario(seed=1)
    s.life(0, 2)
    s.battlefield(0, "Ebonblade Reaper", PLATINUM_ANGEL.name, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    for _ in range(2):
        d.cast(0, "Shock", targets=[0])
        d.resolve()
    assert d.life(0) == -2 and not d.state.players[0].lost
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    assert d.state.stack  # the attack trigger
    d.resolve()
    assert d.life(0) == -2
    assert not d.state.players[0].lost


def test_half_of_an_even_life_total_is_exactly_half() -> None:
    """CR 107.1a: half of 20, rounded up, is 10: attacking at 20 life, you lose 10."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.resolve()
    assert d.life(0) == 10


def test_turned_face_up_after_attacking_only_the_damage_trigger_happens() -> None:
    """CR 708.8, 603.2: attacking face down, nothing triggered; turned face up before
    damage (a special action, CR 702.37e), it is a 1/1 Ebonblade Reaper that deals combat
    damage to the player: 20 - 1 = 19, then half of 19 rounded up (10) is lost: 9. Its
    controller never lost life from the attack trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper", face_down=True)
    s.battlefield(0, *["Swamp"] * 5)
    d = Driver(s.build())
    reaper = d.find("Ebonblade Reaper")
    d.to_combat()
    d.attack([reaper])
    assert not d.state.stack
    d.special(0, "turn_face_up", reaper)
    d.pay()
    assert d.chars(reaper).name == "Ebonblade Reaper"
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 19
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 9)


def test_two_headed_giant_half_of_the_team_s_life() -> None:
    """CR 810.9a: an effect that needs a player's life total uses the team's: attacking at
    30 shared life, the Reaper's controller loses 15, and the team is at 15."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Ebonblade Reaper")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.resolve()
    assert d.life(0) == 15 and d.life(1) == 15 and d.life(2) == 30


def test_combat_damage_to_a_planeswalker_isn_t_damage_to_a_player() -> None:
    """CR 510.1, 306.8: attacking Teferi, Who Slows the Sunset, the Reaper's damage removes a
    loyalty counter; no player was dealt combat damage, so the second ability doesn't trigger
    (the attack trigger still halved its controller)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    reaper, teferi = d.find("Ebonblade Reaper"), d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({reaper: teferi})
    d.resolve()
    assert d.life(0) == 10
    while d.state.step.name != "END_OF_COMBAT":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.state.objects[teferi].counters == {"loyalty": 3}
    assert (d.life(0), d.life(1)) == (10, 20) and not d.state.stack


def test_its_trigger_in_the_first_strike_step_leaves_the_regular_step_to_come() -> None:
    """CR 510.4, 603.3: given first strike by Crown of Fury (2/1), the Reaper deals its damage
    in the first combat damage step; its trigger resolves there (player 1: 20 - 2 = 18, then
    half, 9, lost), and the second combat damage step still follows, in which the unblocked
    Glory Seeker deals its 2 (7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper", "Glory Seeker")
    s.battlefield(0, "Crown of Fury", attached_to="Ebonblade Reaper")
    d = Driver(s.build())
    reaper = d.find("Ebonblade Reaper")
    assert d.chars(reaper).has("First strike")
    d.to_combat()
    d.attack([reaper, d.find("Glory Seeker")])
    d.resolve()  # the attack trigger: player 0 loses 10
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 18 and len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 9 and d.state.step is Step.FIRST_STRIKE_DAMAGE
    d.pass_until("postcombat_main")
    assert d.life(1) == 7 and d.life(0) == 10
