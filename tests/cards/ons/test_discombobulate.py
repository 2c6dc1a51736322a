"""Discombobulate — {2}{U}{U} Instant.

Oracle: "Counter target spell. Look at the top four cards of your library, then put them back
in any order."
Rulings covered: ONS-FAQ-181 (an illegal target means the spell doesn't resolve: no looking).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Discombobulate")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Discombobulate", "Discombobulate")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_counters_and_reorders_the_top_four() -> None:
    d = setup()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    d.expect("order_cards")
    assert len(d.decision.actions) == 4
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library"))
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names == ["Mountain", "Swamp", "Island", "Forest", "Plains"]
    assert d.life(0) == 20


@pytest.mark.ruling("ONS-FAQ-181")
def test_illegal_target_means_no_look() -> None:
    d = setup()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    first, second = d.ids("Discombobulate", zone="hand")
    d.cast(0, first, targets=[shock])
    d.cast(0, second, targets=[shock])
    d.resolve()
    d.take_first("order_cards")
    assert d.zone_of("Shock") == "graveyard"
    looks = sum(1 for e in d.state.log if e.kind == "look")
    d.resolve()  # the first Discombobulate's target is gone: it doesn't resolve
    assert d.decision.kind == "priority"
    assert sum(1 for e in d.state.log if e.kind == "look") == looks
    assert any(e.kind == "fizzle" for e in d.state.log)


def test_cannot_be_cast_without_a_spell_to_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Discombobulate")
    d = Driver(s.build())
    assert d.expect("priority").player == 0
    card = d.find("Discombobulate", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()


def test_a_spell_that_can_t_be_countered_resolves_and_the_cards_are_still_looked_at() -> None:
    """With Lier, Disciple of the Drowned out, spells can't be countered: Discombobulate still
    resolves, doing as much as it can (CR 101.3, 609.3): Shock stays on the stack and
    resolves, and its caster orders the top four cards."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Discombobulate")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.battlefield(1, "Mountain", "Lier, Disciple of the Drowned")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()
    d.expect("order_cards")
    assert len(d.decision.actions) == 4
    d.take_first("order_cards")
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_a_short_library_is_looked_at_whole_and_hidden_from_the_opponent() -> None:
    """With two cards in the library, "the top four" are those two: the effect does as much
    as possible (CR 609.3). Only the player looking sees them (CR 401.2): the opponent's view names
    neither."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Discombobulate")
    s.library(0, "Forest", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()
    d.expect("order_cards")
    assert {a.value for a in d.decision.actions} == {d.find("Forest"), d.find("Swamp")}
    assert "Forest" in json.dumps(d.game.view(0)) and "Swamp" in json.dumps(d.game.view(0))
    assert "Forest" not in json.dumps(d.game.view(1))
    assert "Swamp" not in json.dumps(d.game.view(1))
    d.choose(d.find("Swamp"))
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Swamp", "Forest"]


def test_an_ability_on_the_stack_is_not_a_spell_to_target() -> None:
    """CR 112.1, 113.1a: an activated ability on the stack is not a spell, so Discombobulate
    can't target it; with only that on the stack it can't be cast (CR 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Discombobulate")
    s.battlefield(1, "Whipcorder", "Plains")
    s.battlefield(0, "Glory Seeker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.activate(1, "Whipcorder", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    assert d.state.stack and d.decision.player == 0
    card = d.find("Discombobulate", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()


def test_it_may_counter_its_caster_s_own_spell() -> None:
    """"Target spell": any spell, its caster's own too (CR 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Mountain")
    s.hand(0, "Discombobulate", "Shock")
    s.library(0, "Forest", "Swamp")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()
    d.take_first("order_cards")
    assert d.zone_of("Shock") == "graveyard" and d.life(1) == 20


def test_a_card_below_the_top_four_is_refused_without_being_named() -> None:
    """Only the top four are looked at and ordered: the fifth card is refused, described as a
    card its controller can't see (CR 401.2), a card already placed is refused too, and the
    game is unchanged by a refusal."""
    from manastack.game import IllegalActionError
    d = setup()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, d.ids("Discombobulate", zone="hand")[0], targets=[shock])
    d.resolve()
    d.expect("order_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="a card you can't see") as refused:
        d.choose(d.find("Plains"))
    assert "Plains" not in str(refused.value)
    assert d.game.fingerprint() == before
    d.choose(d.find("Forest"))
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose(d.find("Forest"))
    d.expect("order_cards")


def test_a_face_down_spell_countered_is_revealed() -> None:
    """A face-down creature spell (Headhunter cast with morph) is a spell to target; countered,
    it goes to its owner's graveyard and is revealed (CR 708.9): its name, hidden from the
    counterspell's caster while on the stack, is then in their view."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Discombobulate")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Headhunter")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    spell = d.cast(1, "Headhunter", method="face_down")
    assert "Headhunter" not in json.dumps(d.game.view(0))
    d.pass_priority()
    d.cast(0, "Discombobulate", targets=[spell])
    d.resolve()
    d.take_first("order_cards")
    assert d.zone_of("Headhunter") == "graveyard"
    assert "Headhunter" in json.dumps(d.game.view(0))
