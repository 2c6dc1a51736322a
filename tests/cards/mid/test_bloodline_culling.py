"""Bloodline Culling — {1}{B}{B} Instant.

Oracle: "Choose one — / • Target creature gets -5/-5 until end of turn. / • Creature tokens
get -2/-2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodline Culling")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Hobbling Zombie")
    s.hand(0, "Bloodline Culling")
    s.battlefield(1, "Krosan Tusker", "Elvish Warrior")
    return Driver(s.build())


def test_minus_five() -> None:
    d = setup()
    d.cast(0, "Bloodline Culling", modes=[0], targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="battlefield")


def test_tokens_shrink_nontokens_dont() -> None:
    d = setup()
    d.cast(0, "Bloodline Culling", modes=[1])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="battlefield")
    assert d.ids("Hobbling Zombie", zone="battlefield")
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_minus_five_kills_an_indestructible_creature() -> None:
    """CR 704.5f, 702.12b: Glory Seeker, a Human given +3/+3 and indestructible by Flare of
    Faith, is 0/0 after -5/-5 and is put into the graveyard: indestructible doesn't help."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Bloodline Culling")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains")
    s.hand(1, "Flare of Faith")
    s.at("precombat_main", active=1, turn=4)
    s.library(0, "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Flare of Faith", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Indestructible")
    d.pass_priority()
    d.cast(0, "Bloodline Culling", modes=[0], targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_every_players_tokens_then_on_the_battlefield_until_end_of_turn() -> None:
    """The second mode affects the caster's tokens too; a 3/3 Zombie token (one +1/+1 counter)
    is 1/1 until the cleanup step (CR 514.2); a token created afterwards is unaffected (CR
    611.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Island", "Island")
    s.token(0, "Zombie", label="mine", counters={"+1/+1": 1})
    s.token(1, "Spirit", label="theirs")
    s.hand(0, "Bloodline Culling", "Startle")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    mine = d.find("Zombie Token")
    d.cast(0, "Bloodline Culling", modes=[1])
    d.resolve()
    assert not d.ids("Spirit Token")
    assert (d.chars(mine).power, d.chars(mine).toughness) == (1, 1)
    d.cast(0, "Startle", targets=[d.find("Elvish Warrior")])
    d.resolve()
    new = [z for z in d.ids("Zombie Token", "battlefield") if z != mine]
    assert len(new) == 1 and d.chars(new[0]).toughness == 2
    d.pass_until("upkeep", turn=4)
    assert (d.chars(mine).power, d.chars(mine).toughness) == (3, 3)


def test_first_mode_target_gone_the_spell_does_nothing() -> None:
    """CR 608.2b: Glory Seeker, the only target, is Shocked in response; the spell doesn't
    resolve and no other creature gets -5/-5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Bloodline Culling", "Shock")
    s.battlefield(1, "Krosan Tusker", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bloodline Culling", modes=[0], targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Bloodline Culling") == "graveyard"
    assert [e for e in d.state.log if e.kind == "fizzle"]
    assert d.chars(d.find("Krosan Tusker")).toughness == 5


def test_second_mode_has_no_target_and_nontoken_creatures_are_unaffected_even_if_none() -> None:
    """The second mode targets nothing (CR 601.2c): with no creature token on the battlefield
    it resolves and changes nothing; the Krosan Tusker stays 6/5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Bloodline Culling")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Bloodline Culling", modes=[1])
    assert d.decision.kind == "priority"
    d.resolve()
    assert d.zone_of("Bloodline Culling") == "graveyard"
    c = d.chars(d.find("Krosan Tusker"))
    assert (c.power, c.toughness) == (6, 5)
