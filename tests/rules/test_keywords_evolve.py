"""Evolve (CR 702.100), tested with Gyre Sage (1/2, evolve).

"Evolve" means "Whenever a creature you control enters, if that creature's power is greater
than this creature's power and/or that creature's toughness is greater than this creature's
toughness, put a +1/+1 counter on this creature." (702.100a). The keyword stands for that
triggered ability (``rules.keyword_abilities``); the comparison is an intervening "if" (CR
603.4). Gyre Sage's rulings (MIC-OR-0220..0226) are checked in
tests/cards/mic/test_gyre_sage.py.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.abilities import TriggeredAbility
from manastack.dsl.keywords import parse_keyword_line
from manastack.rules.keyword_abilities import keyword_triggered
from manastack.scenario import Scenario
from manastack.testing import Driver

TWICE = "Twice-Evolving Sage"
define_card(TWICE, "{1}{G}", "Creature — Elf Druid", "Evolve\nEvolve", power=1, toughness=2)
"""A hypothetical creature with two instances of evolve (CR 702.100d)."""


def _triggers_of(d: Driver, source: int) -> list[int]:
    return [sid for sid in d.state.stack if d.state.objects[sid].source == source]


def test_the_keyword_stands_for_a_triggered_ability() -> None:
    """CR 702.100a: "Evolve" parses as a keyword that is a triggered ability."""
    (kw,) = parse_keyword_line("Evolve (Whenever a creature enters ...)") or []
    ability = keyword_triggered(kw)
    assert isinstance(ability, TriggeredAbility) and ability.condition is not None


def test_a_creature_an_opponent_controls_does_not_trigger_it() -> None:
    """CR 702.100a: "a creature you control enters" — not an opponent's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage")
    s.battlefield(1, "Forest", "Forest", "Forest", "Forest")
    s.hand(1, "Wall of Mulch")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Wall of Mulch")
    d.resolve()
    assert d.find("Wall of Mulch", zone="battlefield")  # 0/4: its toughness is greater
    assert d.state.stack == []
    assert d.state.objects[d.find("Gyre Sage")].counters == {}


def test_a_token_entering_triggers_it() -> None:
    """CR 702.100a, 111.1: a creature token that enters is a creature entering: Rise of the
    Ants' two 3/3 Insects trigger it twice; 1/2 becomes 2/3, then 3/4 (3 is still greater
    than 2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", *(["Forest"] * 6))
    s.hand(0, "Rise of the Ants")
    d = Driver(s.build())
    sage = d.find("Gyre Sage")
    d.cast(0, "Rise of the Ants")
    d.resolve()
    if d.decision.kind == "order_triggers":
        d.act(0, d.game.legal_actions()[0])
    assert len(_triggers_of(d, sage)) == 2
    d.resolve_all()
    assert d.state.objects[sage].counters == {"+1/+1": 2}


def test_it_does_not_trigger_on_its_own_entering() -> None:
    """CR 702.100a: the creature with evolve entering is compared with itself: neither stat is
    greater, so nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Gyre Sage")
    d = Driver(s.build())
    d.cast(0, "Gyre Sage")
    d.resolve()
    assert d.state.stack == []
    assert d.state.objects[d.find("Gyre Sage")].counters == {}


def test_each_instance_triggers_separately() -> None:
    """CR 702.100d: a creature with two instances of evolve gets two triggers, each compared
    as it resolves: against a 1/2, a 3/3 entering gives a counter from each (2/3, then 3/4,
    the 3/3's power still greater than 2)."""
    s = Scenario(seed=1)
    s.battlefield(0, TWICE, *(["Forest"] * 6))
    s.hand(0, "Rise of the Ants")
    d = Driver(s.build())
    sage = d.find(TWICE)
    d.cast(0, "Rise of the Ants")
    d.resolve()
    while d.decision.kind == "order_triggers":
        d.act(0, d.game.legal_actions()[0])
    assert len(_triggers_of(d, sage)) == 4  # two Insects, two instances each
    d.resolve_all()
    # 1/2 -> 2/3 -> 3/4 (3 > 2) -> then 3/3 against 3/4: nothing for the last two
    assert d.state.objects[sage].counters == {"+1/+1": 2}


def test_a_face_down_creature_entering_is_a_2_2_that_can_evolve_it() -> None:
    """CR 702.100a, 708.2a: a face-down Spined Basher enters as a 2/2, power greater than Gyre
    Sage's 1: evolve triggers and the Sage gets a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Spined Basher")
    d = Driver(s.build())
    sage = d.find("Gyre Sage")
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    assert _triggers_of(d, sage)
    d.resolve()
    assert d.state.objects[sage].counters == {"+1/+1": 1}


def test_turning_a_creature_face_up_isnt_entering_and_doesnt_evolve() -> None:
    """CR 702.37e, 708.8: a face-down Spined Basher turned face up becomes a 3/1, power greater
    than Gyre Sage's 2, but it didn't enter the battlefield: no evolve trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", counters={"+1/+1": 1})
    s.battlefield(0, "Spined Basher", face_down=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    sage, basher = d.find("Gyre Sage"), d.find("Spined Basher")
    d.special(0, "turn_face_up", basher)
    d.pay()
    assert d.chars(basher).power == 3
    assert not d.state.stack
    assert d.state.objects[sage].counters == {"+1/+1": 1}


def test_a_noncreature_token_entering_doesnt_trigger_it() -> None:
    """CR 702.100a: only a creature entering triggers evolve: Secrets of the Key makes a Clue
    (an artifact token, not a creature, CR 701.16a) under Gyre Sage's controller: no
    trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", "Island")
    s.hand(0, "Secrets of the Key")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    sage = d.find("Gyre Sage")
    d.cast(0, "Secrets of the Key")
    d.resolve()
    assert d.ids("Clue Token", "battlefield")
    assert not _triggers_of(d, sage)
    assert not d.state.objects[sage].counters


def test_a_characteristic_defining_power_is_compared_as_the_creature_enters() -> None:
    """CR 702.100a, 604.3: Nameless One's power and toughness are the number of Wizards on the
    battlefield: alone it enters as a 1/1, no greater than Gyre Sage's 1/2, and evolve doesn't
    trigger; with Fleeting Aven (a Wizard) there it enters as a 2/2 and it does."""
    for wizards, evolves in (((), False), (("Fleeting Aven",), True)):
        s = Scenario(seed=1)
        s.battlefield(0, "Gyre Sage", "Island", "Island", "Island", "Island", *wizards)
        s.hand(0, "Nameless One")
        d = Driver(s.build())
        sage = d.find("Gyre Sage")
        d.cast(0, "Nameless One")
        d.resolve()
        one = d.find("Nameless One", zone="battlefield")
        assert d.chars(one).power == 1 + len(wizards)
        assert bool(_triggers_of(d, sage)) is evolves
