"""Burly Breaker // Dire-Strain Demolisher — {3}{G}{G} Creature — Human Werewolf 6/5 //
Creature — Werewolf 8/7.

Oracle: Front: "Ward {1} (Whenever this creature becomes the target of a spell or ability an
opponent controls, counter it unless that player pays {1}.) / Daybound (If a player casts no
spells during their own turn, it becomes night next turn.)"
Back: "Ward {3} (Whenever this creature becomes the target of a spell or ability an opponent
controls, counter it unless that player pays {3}.) / Nightbound (If a player casts at least two
spells during their own turn, it becomes day next turn.)"
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Burly Breaker")


def test_ward_counters_a_spell_whose_controller_does_not_pay() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Burly Breaker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    assert d.chars(breaker).has("Ward")
    d.cast(1, "Shock", targets=[breaker])
    d.pass_priority()
    d.pass_priority()  # the ward trigger resolves
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard"
    assert d.state.objects[breaker].damage == 0


def test_becomes_dire_strain_demolisher_at_night() -> None:
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.battlefield(0, "Burly Breaker")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    oid = d.find("Burly Breaker")
    assert (d.chars(oid).power, d.chars(oid).toughness) == (6, 5)
    d.pass_until("upkeep", turn=4)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Dire-Strain Demolisher", 8, 7)
    assert c.has("Nightbound") and c.has("Ward")


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0506", "MID-OR-0507", "MID-OR-0508", "MID-OR-0509", "MID-OR-0510",
        "MID-OR-0511", "MID-OR-0512", "MID-OR-0513", "MID-OR-0514", "MID-OR-0515",
    )
    CARD, BACK = "Burly Breaker", "Dire-Strain Demolisher"
