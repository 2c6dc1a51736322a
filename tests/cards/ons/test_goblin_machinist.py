"""Goblin Machinist — {4}{R} Creature — Goblin 0/5.

Oracle: "{2}{R}: Reveal cards from the top of your library until you reveal a nonland card.
Goblin Machinist gets +X/+0 until end of turn, where X is that card's mana value. Put the
revealed cards on the bottom of your library in any order."
Rulings covered: ONS-FAQ-121.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Machinist")


def test_gets_plus_x_from_the_revealed_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Machinist")
    s.library(0, "Forest", "Goblin Sky Raider", "Island")
    d = Driver(s.build())
    m = d.find("Goblin Machinist")
    d.activate(0, m)
    d.resolve()
    d.take_first("order_cards")
    assert (d.chars(m).power, d.chars(m).toughness) == (3, 5)
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names[0] == "Island"


@pytest.mark.ruling("ONS-FAQ-121", "ONS-OR-0137")
def test_a_library_of_lands_gives_plus_zero_and_you_order_it_all() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Machinist")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    m = d.find("Goblin Machinist")
    d.activate(0, m)
    d.resolve()
    offered: set[int] = set()
    while d.decision.kind == "order_cards":
        offered |= {c for a in d.decision.actions for c in  # type: ignore[attr-defined]
                    (a.value if isinstance(a.value, tuple) else (a.value,))}
        d.choose(d.decision.actions[-1].value)  # type: ignore[attr-defined]
    assert offered == set(d.state.players[0].library)
    assert len(offered) == 3
    assert (d.chars(m).power, d.chars(m).toughness) == (0, 5)


def test_activations_add_up_and_last_until_end_of_turn() -> None:
    """CR 611.2a, 514.2: each activation reveals anew; Shock (1) then Goblin Sky Raider (3)
    give +1/+0 and +3/+0, gone in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Goblin Machinist")
    s.library(0, "Shock", "Goblin Sky Raider", "Island", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    m = d.find("Goblin Machinist")
    d.activate(0, m)
    d.resolve()
    d.take_first("order_cards")
    assert d.chars(m).power == 1
    assert d.game.name_of(d.state.players[0].library[-1]) == "Shock"
    d.activate(0, m)
    d.resolve()
    d.take_first("order_cards")
    assert (d.chars(m).power, d.chars(m).toughness) == (4, 5)
    d.pass_until("upkeep", turn=4)
    assert d.chars(m).power == 0


def test_with_an_empty_library_it_gets_nothing() -> None:
    """CR 107.2, 107.3, 608.2: no card is revealed; X is 0 and nothing else happens."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Machinist")
    d = Driver(s.build())
    m = d.find("Goblin Machinist")
    d.activate(0, m)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert (d.chars(m).power, d.chars(m).toughness) == (0, 5)
    assert not d.state.players[0].lost


def test_x_counts_zero_and_a_double_faced_card_its_front_face() -> None:
    """CR 202.3e: in the library Contortionist Troupe ({X}{G}) has mana value 1; CR 712.8a:
    Reckless Stormseeker has only its front face's characteristics there, mana value 3."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Goblin Machinist")
    s.library(0, "Contortionist Troupe", "Reckless Stormseeker", "Island")
    d = Driver(s.build())
    m = d.find("Goblin Machinist")
    d.activate(0, m)
    d.resolve()
    d.take_first("order_cards")
    assert d.chars(m).power == 1
    d.activate(0, m)
    d.resolve()
    d.take_first("order_cards")
    assert d.chars(m).power == 4


def test_the_revealed_cards_are_seen_by_every_player() -> None:
    """CR 701.20a: the opponent's view of the log names each revealed card, the land and the
    nonland card both."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Machinist")
    s.library(0, "Forest", "Goblin Sky Raider", "Island")
    d = Driver(s.build())
    d.activate(0, "Goblin Machinist")
    d.resolve()
    d.take_first("order_cards")
    seen = [e.get("card") for e in d.game.view(1)["log"] if e["kind"] == "reveal"]
    assert "Forest" in seen and "Goblin Sky Raider" in seen and "Island" not in seen


def test_the_machinist_gone_the_cards_are_still_revealed_and_put_on_the_bottom() -> None:
    """CR 113.7a, 608.2h: Defenestrate destroys the Machinist in response; its ability still
    resolves: cards are revealed until Goblin Sky Raider and go to the bottom, Island left on
    top; there is no Machinist left to get +X/+0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Machinist")
    s.library(0, "Forest", "Goblin Sky Raider", "Island")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    d.activate(0, "Goblin Machinist")
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Goblin Machinist")])
    d.resolve()
    assert d.zone_of("Goblin Machinist") == "graveyard"
    d.resolve()
    d.take_first("order_cards")
    library = [d.game.name_of(c) for c in d.state.players[0].library]
    assert library[0] == "Island" and sorted(library[1:]) == ["Forest", "Goblin Sky Raider"]


def test_its_controller_chooses_the_order_on_the_bottom() -> None:
    """"In any order" (CR 401.4): each card chosen goes to the bottom in turn, under the cards
    already there; the order chosen (Island, Forest, then Goblin Sky Raider) is the order
    kept, below the unrevealed Plains."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Machinist")
    s.library(0, "Forest", "Island", "Goblin Sky Raider", "Plains")
    d = Driver(s.build())
    d.activate(0, "Goblin Machinist")
    d.resolve()
    for name in ("Island", "Forest"):
        d.expect("order_cards")
        d.choose(d.find(name, "library"))
    assert d.decision.kind == "priority"
    library = [d.game.name_of(c) for c in d.state.players[0].library]
    assert library == ["Plains", "Island", "Forest", "Goblin Sky Raider"]
    assert d.chars(d.find("Goblin Machinist")).power == 3
