"""Phased-out permanents and day/night (CR 702.26b, 702.145c-g, 730).

A phased-out permanent is treated as though it doesn't exist (CR 702.26b): a phased-out daybound
permanent neither makes it day nor transforms as it becomes night, until it phases in during its
controller's untap step (502.1), after which the immediate checks see it (702.145c, d). A
nightbound permanent phasing in by day transforms at once, and what "as it transforms" asks
(Curse of Leeches: attach it to a player) is done in the untap step, before the upkeep begins
(712.20).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> Scenario:
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Mountain"] * 4)
    return s


def test_a_phased_out_daybound_permanent_does_not_make_it_day_until_it_phases_in() -> None:
    """CR 702.26b, 702.145d: it becomes day only once the daybound permanent phases in (502.1);
    it is then day as the untap step checks the previous turn, in which player 1 cast no spell,
    so it becomes night at once (730.2a, 502.2) and the Admirer transforms (702.145b)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Bird Admirer", phased_out=True)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    assert d.state.day_night is None
    d.pass_until("end", turn=3)
    assert d.state.day_night is None  # still neither through the rest of player 1's turn
    n = len(d.state.log)
    d.pass_until("upkeep", turn=4)  # player 0's untap step: it phases in (502.1)
    assert not d.state.objects[admirer].phased_out
    changes = [(e.data["from"], e.data["value"]) for e in d.state.log[n:]
               if e.kind == "day_night"]
    assert changes == [(None, "day"), ("day", "night")]
    assert d.state.day_night == "night"
    assert d.chars(admirer).name == "Wing Shredder"


def test_a_phased_out_daybound_permanent_does_not_transform_at_night() -> None:
    """CR 702.26b, 702.145c: while phased out it stays front face up at night; as it phases in
    it transforms at once, without using the stack."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Bird Admirer", phased_out=True)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    assert d.state.objects[admirer].face == 0
    assert d.chars(admirer).name == "Bird Admirer"
    d.pass_until("end", turn=3)
    assert d.state.objects[admirer].face == 0
    d.pass_until("upkeep", turn=4)  # phases in during player 0's untap step
    assert not d.state.objects[admirer].phased_out
    assert d.state.day_night == "night"  # player 1 cast no spell: night stays night
    assert d.chars(admirer).name == "Wing Shredder"
    assert not d.state.stack


def test_a_phased_out_daybound_permanent_does_not_transform_as_it_becomes_night() -> None:
    """CR 702.26b, 702.145b: day becomes night in player 1's untap step (730.2a); player 0's
    phased-out Bird Admirer doesn't transform then, player 1's Tireless Hauler does. It
    transforms as it phases in, in player 0's next untap step (702.145c)."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer", phased_out=True)
    s.battlefield(1, "Tireless Hauler")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    admirer, hauler = d.find("Bird Admirer"), d.find("Tireless Hauler")
    d.pass_until("upkeep", turn=4)  # player 1's untap step; player 0 cast no spell on turn 3
    assert d.state.day_night == "night"
    assert d.chars(hauler).name == "Dire-Strain Brawler"
    assert d.state.objects[admirer].phased_out
    assert d.state.objects[admirer].face == 0
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[admirer].phased_out
    assert d.chars(admirer).name == "Wing Shredder"


def test_a_lurker_phasing_in_by_day_is_attached_before_the_upkeep_and_drains_in_it() -> None:
    """CR 502.1, 702.145f, 712.20, 503.1: player 0's Leeching Lurker is phased out at night;
    player 0 casts two spells, so it becomes day in player 1's untap step, and player 1 casts
    a spell, so it stays day. As the Lurker phases in during player 0's untap step it
    transforms at once into Curse of Leeches, and "as it transforms" player 0 attaches it to
    a player, still in the untap step (ruling MID-RN-195). Player 0 attaches it to
    themselves: it is attached as their upkeep begins, so its "at the beginning of enchanted
    player's upkeep" ability triggers: player 0 loses 1 life and gains 1."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Curse of Leeches", transformed=True, phased_out=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.state.day_night == "day" and d.chars(lurker).name == "Leeching Lurker"
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("choose_player")
    assert dec.player == 0 and d.state.turn == 5 and d.state.step.name == "UNTAP"
    assert d.chars(lurker).name == "Curse of Leeches"
    d.choose(0)
    assert d.state.objects[lurker].attached_to == 0
    d.pass_until("draw", turn=5)
    kinds = [(e.kind, e.player) for e in d.game.log if e.kind in ("life_loss", "life_gain")]
    assert kinds[-2:] == [("life_loss", 0), ("life_gain", 0)]
    assert (d.life(0), d.life(1)) == (18, 16)
