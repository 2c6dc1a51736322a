"""Somberwald Beastmaster — {6}{G} Creature — Human Ranger 1/1.

Oracle: "When Somberwald Beastmaster enters the battlefield, create a 2/2 green Wolf creature
token, a 3/3 green Beast creature token, and a 4/4 green Beast creature token.
Creature tokens you control have deathtouch."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Somberwald Beastmaster")

CARD = "Somberwald Beastmaster"


def test_three_tokens_with_deathtouch_but_not_nontokens_or_opponents() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7, "Glory Seeker")
    s.battlefield(1, *["Plains"] * 5, "Elvish Warrior")
    s.hand(0, CARD)
    s.hand(1, "Visions of Glory")
    s.library(0, "Forest")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    wolf = d.find("Wolf Token", "battlefield")
    beasts = d.ids("Beast Token", "battlefield")
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (2, 2)
    assert sorted((d.chars(b).power, d.chars(b).toughness) for b in beasts) == [(3, 3), (4, 4)]
    assert all(d.chars(t).has("Deathtouch") and d.chars(t).colors == frozenset({"G"})
               for t in [wolf, *beasts])
    assert not d.chars(d.find(CARD)).has("Deathtouch")
    assert not d.chars(d.find("Glory Seeker")).has("Deathtouch")
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Visions of Glory")
    d.resolve()
    human = d.find("Human Token", "battlefield", player=1)
    assert not d.chars(human).has("Deathtouch")


def test_a_deathtouch_trampler_assigns_one_to_its_blocker_and_the_rest_to_the_player() -> None:
    """Trostani's Summoner's 4/4 Rhino token with trample has deathtouch from the Beastmaster:
    1 damage is lethal to its blocker (CR 702.2c, 702.19b), so 3 may trample over."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 5, "Plains", "Plains")
    s.hand(0, "Trostani's Summoner")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Plains"] * 3)
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Trostani's Summoner")
    d.resolve()
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    rhino = d.find("Rhino Token", "battlefield")
    d.to_combat()
    d.attack([rhino])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): rhino})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert (1, 3) in [a.value for a in d.decision.actions]
    d.choose((1, 3))
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.zone_of("Krosan Tusker") == "graveyard"


def test_deathtouch_only_while_the_beastmaster_is_on_the_battlefield() -> None:
    """CR 611.3a, 702.2b: the Wolf token blocking Krosan Groundshaker destroys it with 2
    damage; once the Beastmaster has left the battlefield its static ability no longer
    applies, and the tokens it made lose deathtouch."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.token(0, "Wolf", label="wolf")
    s.token(0, "Beast", label="beast")
    s.hand(0, "Shock")
    s.battlefield(1, "Krosan Groundshaker")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    shaker, wolf = d.find("Krosan Groundshaker"), d.find("Wolf Token")
    assert d.chars(wolf).has("Deathtouch") and d.chars(d.find("Beast Token")).has("Deathtouch")
    d.to_combat()
    d.attack([shaker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({wolf: shaker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Groundshaker") == "graveyard"
    d.pass_priority()
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not d.chars(d.find("Beast Token")).has("Deathtouch")


def test_killed_in_response_the_tokens_still_come_but_without_deathtouch() -> None:
    """CR 603.4/608.2: the enters trigger resolves though its source has left the
    battlefield (it isn't targeted and has no condition), so the three tokens are created;
    the Beastmaster's static ability is gone with it, so they don't have deathtouch (CR
    611.3a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.hand(0, CARD)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.stack) == 1  # the enters trigger
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    tokens = [*d.ids("Wolf Token", "battlefield"), *d.ids("Beast Token", "battlefield")]
    assert len(tokens) == 3
    assert not any(d.chars(t).has("Deathtouch") for t in tokens)


def test_an_attacking_token_destroys_its_bigger_blocker() -> None:
    """CR 702.2b, 704.5h: a token that was not created by the Beastmaster has deathtouch
    too: a Beast token attacks, Krosan Groundshaker (6/6) blocks it and is destroyed by
    its damage, less than 6."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.token(0, "Beast", label="beast")
    s.battlefield(1, "Krosan Groundshaker")
    d = Driver(s.build())
    beast = d.find("Beast Token")
    d.to_combat()
    d.attack([beast])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Groundshaker"): beast})
    d.pass_until("end_of_combat")
    assert d.zone_of("Krosan Groundshaker") == "graveyard"


def test_a_clone_of_it_makes_three_more_tokens() -> None:
    """CR 707.2, 707.5, 603.6a: Clone entering as a copy of the opponent's Somberwald
    Beastmaster has its abilities as it enters: its own enters trigger makes three tokens for
    Clone's controller, and those tokens have deathtouch from the Clone's static ability (the
    opponent's Beastmaster gives only its controller's tokens deathtouch)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, CARD)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find(CARD, player=1))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == CARD
    assert len(d.state.stack) == 1
    d.resolve()
    tokens = [*d.ids("Wolf Token", "battlefield", player=0),
              *d.ids("Beast Token", "battlefield", player=0)]
    assert len(tokens) == 3
    assert all(d.chars(t).has("Deathtouch") for t in tokens)


def test_beast_made_to_read_elf_on_the_stack_creates_two_elves_and_the_wolf() -> None:
    """CR 612.2, 612.2a: Beast changed to Elf in the Beastmaster spell: its enters trigger
    creates the Wolf, a 3/3 and a 4/4 green Elf Token, no Beast; they still get deathtouch.
    Its type line (Human Ranger) has no Beast and is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7, "Island")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Beast")
    d.choose("Elf")
    d.resolve()
    d.resolve()
    assert d.chars(d.find(CARD)).subtypes == {"Human", "Ranger"}
    assert not d.ids("Beast Token", "battlefield")
    elves = d.ids("Elf Token", "battlefield")
    assert sorted((d.chars(e).power, d.chars(e).toughness) for e in elves) == [(3, 3), (4, 4)]
    assert all(d.chars(e).subtypes == {"Elf"} and d.chars(e).has("Deathtouch") for e in elves)
    assert d.chars(d.find("Wolf Token", "battlefield")).subtypes == {"Wolf"}
