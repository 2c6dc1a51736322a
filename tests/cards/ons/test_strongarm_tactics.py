"""Strongarm Tactics — {1}{B} Sorcery.

Oracle: "Each player discards a card. Then each player who didn't discard a creature card
this way loses 4 life."
Rulings covered: ONS-FAQ-152 (an empty hand means losing 4 life).
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Strongarm Tactics")


@pytest.mark.ruling("ONS-FAQ-152")
def test_who_discards_no_creature_loses_four() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Shock", "Glory Seeker")
    s.hand(1, "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand"))
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert d.life(0) == 16  # discarded Shock, not a creature
    assert d.life(1) == 20  # discarded a creature card
    assert d.life(2) == 16  # had nothing to discard


def test_discarding_a_creature_avoids_the_loss() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Shock", "Glory Seeker")
    s.hand(1, "Smother")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="hand"))
    assert d.life(0) == 20 and d.life(1) == 16


def test_each_player_chooses_their_own_discard_in_turn_order() -> None:
    """CR 101.4: the caster chooses first, then the opponent, who picks which card of theirs
    to discard: holding Smother and Elvish Warrior they keep their life by discarding the
    Warrior; the caster, holding only lands, loses 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Forest", "Island")
    s.hand(1, "Smother", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.expect("discard")
    assert d.decision.player == 0
    d.choose(d.find("Forest", zone="hand"))
    d.expect("discard")
    assert d.decision.player == 1
    d.choose(d.find("Elvish Warrior", zone="hand"))
    assert d.life(0) == 16 and d.life(1) == 20
    assert d.zone_of("Smother") == "hand" and d.zone_of("Island") == "hand"


def test_a_double_faced_creature_card_is_a_creature_card() -> None:
    """CR 712.8a: in a hand a double-faced card has only its front face's characteristics:
    Reckless Stormseeker is a creature card, so its discarder loses no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Reckless Stormseeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    assert d.zone_of("Reckless Stormseeker") == "graveyard"
    assert d.life(0) == 20 and d.life(1) == 16


def test_the_discards_are_chosen_face_down_and_made_together() -> None:
    """CR 101.4, 101.4a: the caster's choice from their hand stays hidden while the opponent
    chooses: the Forest chosen is still in the hand, and the opponent's view doesn't name
    it; both cards are then discarded at once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Forest", "Island")
    s.hand(1, "Smother", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.choose(d.find("Forest", zone="hand"))
    d.expect("discard")
    assert d.decision.player == 1 and d.zone_of("Forest") == "hand"
    assert "Forest" not in json.dumps(d.game.view(1))
    d.choose(d.find("Smother", zone="hand"))
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Smother") == "graveyard"
    moves = [e.obj for e in d.state.log if e.kind == "zone_change" and e.data.get("cause") ==
             "discard"]
    assert len(moves) == 2
    assert d.life(0) == 16 and d.life(1) == 16


def test_two_headed_giant_each_player_of_a_team_loses_from_the_shared_total() -> None:
    """CR 810.9a: each player discards and each who didn't discard a creature card loses 4
    from their team's shared life total: team 0/1 (player 0 discards a Forest, player 1 has an
    empty hand) loses 8; team 2/3 loses 4 (player 2 discards Glory Seeker, player 3 a
    Shock)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Forest")
    s.hand(2, "Glory Seeker")
    s.hand(3, "Shock")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    assert d.zone_of("Forest") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Shock") == "graveyard"
    assert d.life(0) == d.life(1) == 22
    assert d.life(2) == d.life(3) == 26
