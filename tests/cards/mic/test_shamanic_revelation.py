"""Shamanic Revelation — {3}{G}{G} Sorcery.

Oracle: "Draw a card for each creature you control. / Ferocious — You gain 4 life for each
creature you control with power 4 or greater."
Rulings covered: MIC-OR-0232.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shamanic Revelation")

CARD = "Shamanic Revelation"


@pytest.mark.ruling("MIC-OR-0232")
def test_draws_then_gains_life_before_any_draw_trigger_resolves() -> None:
    """Three creatures, one with power 4 (Gluttonous Zombie with a +1/+1 counter); the
    opponent's 5/5 doesn't count. Three cards, then 4 life, with nothing in between: the
    life is gained in the same resolution, right after the last draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Avacyn's Pilgrim", *["Forest"] * 5)
    s.battlefield(0, "Gluttonous Zombie", counters={"+1/+1": 1})
    s.battlefield(1, "Severed Legion", counters={"+1/+1": 3})
    s.library(0, "Plains", "Island", "Mountain", "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.players[0].hand) == 3
    assert d.life(0) == 24  # one creature with power 4 or greater (not the opponent's)
    draws = [i for i, e in enumerate(d.state.log) if e.kind == "draw"]
    gains = [i for i, e in enumerate(d.state.log) if e.kind == "life_gain"]
    assert gains and draws and max(draws) < min(gains)
    between = d.state.log[max(draws) + 1:min(gains)]
    assert not [e for e in between if e.kind in ("draw", "life_gain", "zone_change")]


def test_no_creatures_draws_nothing_and_gains_nothing() -> None:
    """X = 0 (CR 107.3): with no creature, no card and no life; the opponent's creatures don't
    count."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.battlefield(1, "Krosan Tusker", "Glory Seeker")
    s.library(0, "Plains", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.players[0].hand and d.life(0) == 20
    assert not [e for e in d.state.log if e.kind in ("draw", "life_gain")]


def test_every_creature_counts_and_power_is_read_as_it_resolves() -> None:
    """CR 608.2h: the counts are made as it resolves. Krosan Tusker (6/5), Elvish Warrior
    with Immolation (4/1) and a face-down Spitting Gourna (a 2/2, CR 708.2a): three cards,
    and 4 life for each of the two with power 4 or greater."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Krosan Tusker", "Elvish Warrior")
    s.battlefield(0, "Spitting Gourna", face_down=True)
    s.battlefield(0, "Mountain")
    s.hand(0, CARD, "Immolation")
    s.library(0, "Plains", "Island", "Mountain", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Immolation", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).power == 4
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.players[0].hand) == 3
    assert d.life(0) == 28


def test_drawing_past_the_library_still_gains_the_life_then_loses() -> None:
    """CR 121.4, 704.5b: two creatures and one card in the library: one card is drawn, the
    4 life for Krosan Tusker is gained, and the player who tried to draw from an empty
    library loses when state-based actions are next checked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Krosan Tusker", "Glory Seeker")
    s.hand(0, CARD)
    s.library(0, "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.state.players[0].lost and d.game.winners == (1,)
    assert d.life(0) == 24
    assert len(d.state.players[0].hand) == 1


def test_two_headed_giant_counts_only_your_creatures_and_gains_to_the_team() -> None:
    """CR 810.9: life gained by a player in Two-Headed Giant is gained by the team. Only the
    caster's creatures count ("you control"), not the teammate's: two cards (Krosan Tusker
    and Glory Seeker), 4 life to the shared 30."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Forest"] * 5, "Krosan Tusker", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker", "Glory Seeker", "Glory Seeker")
    s.hand(0, CARD)
    s.library(0, "Plains", "Island", "Mountain", "Swamp")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.players[0].hand) == 2
    assert not d.state.players[1].hand
    assert d.life(0) == 34 and d.life(1) == 34
