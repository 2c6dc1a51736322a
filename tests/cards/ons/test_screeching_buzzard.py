"""Screeching Buzzard — {3}{B} Creature — Bird 2/2.

Oracle: "Flying / When Screeching Buzzard dies, each opponent discards a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Screeching Buzzard")

def test_dies_each_opponent_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Screeching Buzzard")
    s.hand(0, "Shock", "Glory Seeker")
    s.hand(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    assert d.ids("Glory Seeker", zone="hand", player=0)


def test_each_opponent_of_its_last_controller_discards() -> None:
    """CR 603.3a, 603.10a: the ability's controller is the Buzzard's controller as it died,
    so its opponents discard (CR 102.2), not its owner's."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Screeching Buzzard", owner=0)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", "Glory Seeker")
    s.hand(1, "Elvish Warrior")
    s.hand(2, "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.ids("Glory Seeker", zone="graveyard", player=0)
    assert d.ids("Nosy Goblin", zone="graveyard", player=2)
    assert d.ids("Elvish Warrior", zone="hand", player=1)


def test_the_discarding_opponent_chooses_the_card_and_it_stays_hidden() -> None:
    """CR 701.9b: the opponent chooses which card to discard; the Buzzard's controller's view
    doesn't name the cards in that hand (CR 402.3)."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Screeching Buzzard")
    s.hand(0, "Shock")
    s.hand(1, "Consider", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    assert d.expect("discard").player == 1
    assert "Consider" not in json.dumps(d.game.view(0))
    assert "Consider" in json.dumps(d.game.view(1))
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert d.zone_of("Consider") == "hand"


def test_an_opponent_with_an_empty_hand_discards_nothing() -> None:
    """CR 701.9a: with no card in hand, there is nothing to discard; the trigger resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Screeching Buzzard")
    s.hand(0, "Shock", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "hand"


def test_two_headed_giant_both_opponents_discard_the_teammate_doesn_t() -> None:
    """CR 810.1, 102.3: in Two-Headed Giant the opposing team's two players are the
    opponents; each discards, the teammate keeps their hand."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Swamp"] * 3)
    s.battlefield(0, "Mountain", "Screeching Buzzard")
    s.hand(0, "Shock")
    s.hand(1, "Glory Seeker")
    s.hand(2, "Elvish Warrior")
    s.hand(3, "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Nosy Goblin") == "graveyard"
    assert d.zone_of("Glory Seeker") == "hand"
