"""Rise of the Ants — {4}{G}{G} Sorcery.

Oracle: "Create two 3/3 green Insect creature tokens. You gain 2 life. / Flashback {6}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Rise of the Ants")


def test_two_insects_and_life_then_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8)
    s.graveyard(0, "Rise of the Ants")
    d = Driver(s.build())
    d.cast(0, "Rise of the Ants", method="flashback")
    d.resolve()
    insects = d.ids("Insect Token", zone="battlefield")
    assert len(insects) == 2
    c = d.chars(insects[0])
    assert (c.power, c.toughness, c.colors) == (3, 3, {"G"})
    assert d.life(0) == 22
    assert d.ids("Rise of the Ants", zone="exile")


CARD = "Rise of the Ants"


def _flashback(d: Driver) -> CastSpell:
    return CastSpell(d.find(CARD, "graveyard"), "flashback")


@pytest.mark.ruling("MID-OR-0583", "MID-OR-0588")
def test_cast_from_hand_it_goes_to_the_graveyard_then_flashback_at_once() -> None:
    """MID-OR-0583: cast from the hand for its mana cost it goes to the graveyard as it
    resolves (CR 608.2n); MID-OR-0588: its controller then has priority first and may cast it
    with flashback before anyone else acts (CR 117.3b); the second time it is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 14)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and d.life(0) == 22
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback(d) in d.game.legal_actions()
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert d.zone_of(CARD) == "exile" and d.life(0) == 24
    assert len(d.ids("Insect Token", zone="battlefield")) == 4


@pytest.mark.ruling("MID-OR-0586")
def test_countered_after_flashback_it_is_exiled_and_does_nothing() -> None:
    """MID-OR-0586 (CR 702.34a): countered by Discombobulate, the flashed-back spell is
    exiled instead of going to the graveyard; no Insect, no life."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8)
    s.graveyard(0, CARD)
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    sid = d.cast(0, CARD, method="flashback")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # Discombobulate's library order
    assert d.zone_of(CARD) == "exile"
    assert not d.ids("Insect Token") and d.life(0) == 20


@pytest.mark.ruling("MID-OR-0584", "MID-OR-0585")
def test_sorcery_timing_and_the_mana_value_of_its_mana_cost() -> None:
    """MID-OR-0584 (CR 307.1): in an opponent's upkeep, or in its own main phase with a spell
    on the stack, flashback isn't offered; MID-OR-0585 (CR 202.3): paid {6}{G}{G}, the spell's
    mana value is still 6, from {4}{G}{G}; with seven lands it can't be cast at all (CR
    601.2h)."""
    s = Scenario(seed=1)
    s.at("upkeep", active=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Forest"] * 8)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    assert _flashback(d) not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Forest"] * 7)
    d = Driver(s.build())
    assert _flashback(d) not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Forest"] * 8, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert _flashback(d) not in d.game.legal_actions()
    d.resolve()
    sid = d.cast(0, CARD, method="flashback")
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert d.chars(sid).mana_value == 6


@pytest.mark.ruling("MID-OR-0587")
def test_discarded_without_being_cast_it_can_be_flashed_back() -> None:
    """MID-OR-0587: discarded to Famished Foragers's cost, the card is cast from the
    graveyard with flashback."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.library(0, "Glory Seeker")
    s.battlefield(0, *["Forest"] * 8, *["Mountain"] * 3, "Famished Foragers")
    d = Driver(s.build())
    d.activate(0, "Famished Foragers", pay=False)
    for m in d.ids("Mountain"):
        d.mana(0, m)
    d.expect("cost_discard")
    d.choose(d.find(CARD, "hand"))
    d.resolve()
    assert _flashback(d) in d.game.legal_actions()
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(d.ids("Insect Token", zone="battlefield")) == 2
    assert d.life(0) == 22 and d.zone_of(CARD) == "exile"


def test_changed_on_the_stack_it_creates_two_elves() -> None:
    """CR 612.2a: Rise of the Ants made to read Elf creates two 3/3 green Elf Tokens, and
    still gains 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Island")
    s.hand(0, "Artificial Evolution", "Rise of the Ants")
    d = Driver(s.build())
    spell = d.cast(0, "Rise of the Ants")
    evolve(d, spell, "Insect", "Elf")
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).power) for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, 3)] * 2
    assert d.life(0) == 22
