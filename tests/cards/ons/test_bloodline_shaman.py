"""Bloodline Shaman — {1}{G} Creature — Elf Wizard Shaman 1/1.

Oracle: "{T}: Choose a creature type. Reveal the top card of your library. If that card is a
creature card of the chosen type, put it into your hand. Otherwise, put it into your
graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodline Shaman")


def reveal(top: str, kind: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodline Shaman")
    s.library(0, top, "Forest")
    d = Driver(s.build())
    d.activate(0, "Bloodline Shaman")
    d.resolve()
    d.choose(kind)
    return d


def test_a_creature_of_the_chosen_type_goes_to_hand() -> None:
    d = reveal("Wirewood Savage", "Elf")
    assert d.ids("Wirewood Savage", zone="hand")


def test_anything_else_goes_to_the_graveyard() -> None:
    d = reveal("Glory Seeker", "Elf")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Forest", zone="library")


def test_the_card_is_revealed_and_known_to_every_player_in_the_hand() -> None:
    """CR 701.20a, 400.7: the top card is revealed; the opponent's log names it and its move
    into the hand, and their view shows that card of the hand."""
    d = reveal("Wirewood Savage", "Elf")
    view = d.game.view(1)
    assert [e["card"] for e in view["log"] if e["kind"] == "reveal"] == ["Wirewood Savage"]
    moved = [e for e in view["log"] if e["kind"] == "zone_change" and e["to"] == "hand"]
    assert [e["card"] for e in moved] == ["Wirewood Savage"]
    assert [c["name"] for c in view["players"][0]["hand_known"]] == ["Wirewood Savage"]
