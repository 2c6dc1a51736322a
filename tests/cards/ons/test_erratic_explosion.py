"""Erratic Explosion — {2}{R} Sorcery.

Oracle: "Choose any target. Reveal cards from the top of your library until you reveal a
nonland card. Erratic Explosion deals damage equal to that card's mana value to that permanent
or player. Put the revealed cards on the bottom of your library in any order."
Rulings covered: ONS-FAQ-076 (if every card is a land, no damage is dealt).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Erratic Explosion")


def test_damage_equals_mana_value_and_cards_go_to_the_bottom() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Mountain", "Forest", "Rorix Bladewing", "Shock", "Island")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.take_first("order_cards")
    assert d.life(1) == 14  # Rorix Bladewing's mana value is 6
    lib = d.state.players[0].library
    names = [d.game.card(c).name for c in lib]
    assert names[:2] == ["Shock", "Island"]
    assert sorted(names[2:]) == ["Forest", "Mountain", "Rorix Bladewing"]


def test_owner_chooses_the_bottom_order() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Forest", "Shock", "Island")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.expect("order_cards")
    d.choose(d.find("Shock", zone="library"))  # Shock goes to the bottom first
    assert d.life(1) == 19
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names == ["Island", "Shock", "Forest"]


@pytest.mark.ruling("ONS-FAQ-076", "ONS-OR-0135")
def test_only_lands_means_no_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Erratic Explosion", targets=[seeker])
    d.resolve()
    assert d.decision.kind == "order_cards" and d.decision.player == 0  # the whole library
    d.take_first("order_cards")
    assert d.state.objects[seeker].damage == 0
    assert len(d.state.players[0].library) == 2
