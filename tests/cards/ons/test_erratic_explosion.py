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
    """CR 107.2: only lands are revealed, so there is no nonland card whose mana value would be
    the damage: that number can't be determined, and is 0."""
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


def test_x_in_the_revealed_card_s_mana_cost_counts_as_zero() -> None:
    """CR 202.3e: Starstorm {X}{R}{R} in the library has mana value 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Starstorm", "Island")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.take_first("order_cards")
    assert d.life(1) == 18


def test_a_double_faced_card_uses_its_front_face_s_mana_value() -> None:
    """CR 712.8a: revealed in the library, Suspicious Stowaway has only its front face's
    characteristics: mana value 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Suspicious Stowaway", "Island")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.take_first("order_cards")
    assert d.life(1) == 18


def test_target_gone_nothing_is_revealed() -> None:
    """CR 608.2b: its only target left before it resolved; the spell doesn't resolve, so no
    card is revealed and the library keeps its order."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Forest", "Rorix Bladewing", "Island")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    before = [d.game.card(c).name for c in d.state.players[0].library]
    d.cast(0, "Erratic Explosion", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert [d.game.card(c).name for c in d.state.players[0].library] == before
    assert d.zone_of("Erratic Explosion") == "graveyard"
    assert not [e for e in d.game.view(1)["log"] if e["kind"] == "reveal"]


def test_empty_library_deals_no_damage() -> None:
    """CR 701.20a, 609.3: with nothing to reveal, no damage is dealt and no one loses."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Erratic Explosion")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Erratic Explosion", targets=[seeker])
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.state.objects[seeker].damage == 0
    assert d.zone_of("Erratic Explosion") == "graveyard"


def test_a_card_already_revealed_by_future_sight_is_revealed_again() -> None:
    """CR 701.20c: a card that is currently revealed may be revealed again. With Future Sight,
    Rorix Bladewing on top of the library is revealed to both players; Erratic Explosion
    still reveals it (the reveal isn't skipped as already done): its mana value, 6, is dealt
    to player 1, and it goes to the bottom, Shock becoming the revealed top card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Rorix Bladewing", "Shock", "Island")
    d = Driver(s.build())
    rorix = d.find("Rorix Bladewing", "library")
    assert d.game.view(1)["players"][0]["library_top"]["name"] == "Rorix Bladewing"
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    assert [e.obj for e in d.game.log if e.kind == "reveal"] == [rorix]
    assert d.life(1) == 14
    assert d.state.players[0].library[-1] == rorix
    assert d.game.view(1)["players"][0]["library_top"]["name"] == "Shock"
