"""Hound Tamer // Untamed Pup — {2}{G} Creature — Human Werewolf 3/3 //
Creature — Werewolf 4/4 (green).

Oracle: Front: "Trample / {3}{G}: Put a +1/+1 counter on target creature. / Daybound (If a
player casts no spells during their own turn, it becomes night next turn.)"
Back: "Trample / Other Wolves and Werewolves you control have trample. / {3}{G}: Put a +1/+1
counter on target creature. / Nightbound (If a player casts at least two spells during their
own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Hound Tamer")

FRONT, BACK = faces("Hound Tamer")


def _tamer(night: bool) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Hound Tamer", "Tavern Ruffian", transformed=night)
    s.battlefield(0, "Snarling Wolf", "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(1, "Bounding Wolf")
    return Driver(s.build())


def test_tamer_has_trample_and_puts_a_counter_on_any_creature() -> None:
    d = _tamer(night=False)
    tamer, theirs = d.find("Hound Tamer"), d.find("Bounding Wolf")
    assert d.chars(tamer).name == FRONT and d.chars(tamer).has("Trample")
    assert not d.chars(d.find("Snarling Wolf")).has("Trample")  # the front face grants none
    d.activate(0, tamer, targets=[theirs])
    assert all(d.state.objects[x].tapped for x in d.ids("Forest"))
    d.resolve()
    assert d.state.objects[theirs].counters.get("+1/+1") == 1
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (4, 3)


def test_pup_gives_trample_to_your_other_wolves_and_werewolves() -> None:
    d = _tamer(night=True)
    pup = d.find("Hound Tamer")
    c = d.chars(pup)
    assert (c.name, c.power, c.toughness) == (BACK, 4, 4) and c.has("Trample")
    assert d.chars(d.find("Snarling Wolf")).has("Trample")
    assert d.chars(d.find("Tavern Ruffian")).has("Trample")
    assert not d.chars(d.find("Glory Seeker")).has("Trample")
    assert not d.chars(d.find("Bounding Wolf")).has("Trample")


def test_pup_s_counter_ability() -> None:
    d = _tamer(night=True)
    wolf = d.find("Snarling Wolf")
    d.activate(0, "Hound Tamer", targets=[wolf])
    d.resolve()
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (2, 2)


def test_a_pumped_wolf_tramples_over_its_blocker() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Hound Tamer", transformed=True)
    s.battlefield(0, "Bounding Wolf")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    wolf = d.find("Bounding Wolf", player=0)
    d.to_combat()
    d.attack([wolf])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Wellwisher"): wolf})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0552", "MID-OR-0553", "MID-OR-0554", "MID-OR-0555", "MID-OR-0556",
        "MID-OR-0557", "MID-OR-0558", "MID-OR-0559", "MID-OR-0560", "MID-OR-0561",
    )
    CARD, BACK = "Hound Tamer", "Untamed Pup"


def test_when_it_becomes_day_the_pup_s_trample_grant_ends() -> None:
    """CR 702.145f, 611.3a: as it becomes day (The Celestus), Untamed Pup transforms into Hound
    Tamer, whose front face grants nothing: Snarling Wolf loses trample, the Tamer keeps its
    own."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Hound Tamer", transformed=True)
    s.battlefield(0, "Snarling Wolf", "The Celestus", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    wolf, tamer = d.find("Snarling Wolf"), d.find("Hound Tamer")
    assert d.chars(wolf).has("Trample")
    from manastack.decisions.actions import ActivateAbility
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == d.find("The Celestus")]
    d.act(0, acts[0])
    d.pay()
    d.resolve()
    assert d.state.day_night == "day"
    assert d.chars(tamer).name == FRONT and d.chars(tamer).has("Trample")
    assert not d.chars(wolf).has("Trample")


def test_a_wolf_entering_later_gets_the_pup_s_trample_at_once() -> None:
    """CR 611.3a: a static ability's effect isn't locked in: Bounding Wolf, cast at night
    after Untamed Pup is on the battlefield, has trample as soon as it enters."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Hound Tamer", transformed=True)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Bounding Wolf")
    d = Driver(s.build())
    d.cast(0, "Bounding Wolf")
    d.resolve()
    assert d.chars(d.find("Bounding Wolf", "battlefield")).has("Trample")


def test_in_two_headed_giant_the_pup_doesn_t_give_a_teammate_s_wolf_trample() -> None:
    """"Other Wolves and Werewolves you control" (CR 109.5, 102.3): the teammate's Snarling
    Wolf isn't controlled by the Pup's controller, so it doesn't get trample; player 0's own
    Wolf does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night("night")
    s.battlefield(0, "Hound Tamer", transformed=True)
    s.battlefield(0, "Snarling Wolf", label="mine")
    s.battlefield(1, "Snarling Wolf", label="teammate's")
    d = Driver(s.build())
    mine = d.find("Snarling Wolf", player=0)
    theirs = d.find("Snarling Wolf", player=1)
    assert d.chars(mine).has("Trample")
    assert not d.chars(theirs).has("Trample")



def test_the_counter_is_put_though_the_tamer_left_the_battlefield() -> None:
    """CR 113.7a: the activated ability exists independently of its source: the opponent
    destroys Hound Tamer with Defenestrate in response, and Snarling Wolf still gets its +1/+1
    counter."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Hound Tamer", "Snarling Wolf", *["Forest"] * 4)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, "Hound Tamer", targets=[wolf])
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Hound Tamer")])
    d.resolve()
    assert d.zone_of("Hound Tamer") == "graveyard"
    d.resolve()
    assert d.state.objects[wolf].counters.get("+1/+1") == 1
