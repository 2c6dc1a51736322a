"""Dread Summons — {X}{B}{B} Sorcery.

Oracle: "Each player mills X cards. For each creature card put into a graveyard this way, you
create a tapped 2/2 black Zombie creature token."
Rulings covered: MIC-OR-0184.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import DARKSTEEL_COLOSSUS, NARCOMOEBA

pytestmark = pytest.mark.card("Dread Summons")

CARD = "Dread Summons"


def _zombies(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _cast(x: int, mine: tuple[str, ...], theirs: tuple[str, ...]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * (x + 2))
    s.library(0, *mine)
    s.library(1, *theirs)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=x)
    d.resolve()
    return d


def test_each_player_mills_and_a_tapped_zombie_for_each_creature_card() -> None:
    d = _cast(2, ("Glory Seeker", "Forest", "Plains"), ("Gluttonous Zombie", "Severed Legion"))
    assert d.zone_of("Plains") == "library"
    zombies = _zombies(d)
    assert len(zombies) == 3
    assert all(d.state.objects[z].tapped for z in zombies)
    assert all(d.state.objects[z].controller == 0 for z in zombies)


@pytest.mark.ruling("MIC-OR-0184")
def test_a_card_sent_elsewhere_instead_doesnt_count_one_leaving_by_a_trigger_does() -> None:
    """Darksteel Colossus is shuffled into its library instead of being milled: not counted.
    Narcomoeba goes to the graveyard, then its own trigger puts it onto the battlefield:
    counted."""
    assert DARKSTEEL_COLOSSUS and NARCOMOEBA
    d = _cast(1, ("Darksteel Colossus", "Forest"), ("Narcomoeba", "Island"))
    assert d.zone_of("Darksteel Colossus") == "library"
    assert len(_zombies(d)) == 1  # Narcomoeba's
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "may":
            d.choose(True)
        else:
            d.resolve()
    assert d.zone_of("Narcomoeba") == "battlefield"
    assert len(_zombies(d)) == 1
