"""Play with Fire — {R} Instant.

Oracle: "Play with Fire deals 2 damage to any target. If a player is dealt damage this way,
scry 1."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Play with Fire")


def test_player_hit_then_scry() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    assert d.life(1) == 18
    assert d.state.players[0].library[0] == d.find("Island", zone="library")


def test_creature_hit_no_scry() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.ids("Glory Seeker", zone="graveyard")


def _at_opponents_turn(*extra_for_1: str) -> Scenario:
    """Player 1 is active with priority, so their prevention or redirection is set up first;
    player 0 holds Play with Fire and a library to scry."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    s.battlefield(1, *extra_for_1)
    s.at("precombat_main", active=1, turn=3)
    return s


def test_all_the_damage_to_the_player_prevented_no_scry() -> None:
    """CR 615.1, 615.6: two Daru Healer shields prevent both points of damage to player 1, so
    no player is dealt damage this way and Play with Fire's controller doesn't scry."""
    d = Driver(_at_opponents_turn("Daru Healer", "Daru Healer").build())
    for healer in d.ids("Daru Healer"):
        d.activate(1, healer, targets=[1])
        d.resolve()
    d.pass_priority()
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    d.take_first("order_replacements")
    assert d.life(1) == 20
    assert d.decision.kind == "priority"
    assert d.state.players[0].library == [d.find("Forest", zone="library"),
                                          d.find("Island", zone="library")]


def test_part_of_the_damage_prevented_the_player_is_still_dealt_damage() -> None:
    """CR 615.1: one Daru Healer shield prevents 1 of the 2 damage; player 1 is still dealt 1
    damage this way, so the scry happens."""
    d = Driver(_at_opponents_turn("Daru Healer").build())
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    assert d.life(1) == 19
    assert d.expect("scry").player == 0


def test_damage_to_a_creature_redirected_to_a_player_is_a_player_dealt_damage() -> None:
    """CR 614.9: Play with Fire aimed at Glarecaster, whose ability sends the damage to player 1
    instead: a player is dealt damage this way after all, so its controller scries."""
    d = Driver(_at_opponents_turn("Glarecaster", *["Plains"] * 6).build())
    d.activate(1, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Play with Fire", targets=[d.find("Glarecaster")])
    d.resolve()
    assert d.life(1) == 18
    assert d.expect("scry").player == 0


def test_damage_to_a_player_redirected_to_a_creature_no_scry() -> None:
    """CR 614.9: Play with Fire aimed at player 1, who had Glarecaster send the next damage to
    them to Glory Seeker: the creature is dealt the damage, no player is, and there's no scry."""
    d = Driver(_at_opponents_turn("Glarecaster", "Glory Seeker", *["Plains"] * 6).build())
    d.activate(1, "Glarecaster", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    assert d.life(1) == 20
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.decision.kind == "priority"


def test_damage_to_a_planeswalker_is_no_player_dealt_damage() -> None:
    """"Any target" includes a planeswalker (CR 115.4): 2 damage removes 2 loyalty counters
    (CR 120.3c); no player is dealt damage, so there is no scry."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 5})
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Play with Fire", targets=[teferi])
    d.resolve()
    assert d.state.objects[teferi].counters.get("loyalty") == 3
    assert d.life(1) == 20
    assert d.decision.kind == "priority"


def test_targeting_yourself_you_are_a_player_dealt_damage() -> None:
    """Its controller is a player too: 2 damage to them, then they scry 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    assert d.expect("scry").player == 0


def test_target_gone_on_resolution_no_damage_no_scry() -> None:
    """CR 608.2b: its creature target returned to hand in response; the spell doesn't resolve,
    no damage, no scry."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    s.battlefield(1, "Glory Seeker", "Island")
    s.hand(1, "Fading Hope")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Play with Fire", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Play with Fire") == "graveyard"
    assert d.life(1) == 20


def test_the_scried_card_is_hidden_from_the_opponent() -> None:
    """Scry looks at cards privately (CR 701.22a): during the scry, its controller's view shows
    the top card of their library, the opponent's doesn't."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Consider", "Forest")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    d.expect("scry")
    assert "Consider" in json.dumps(d.game.view(0))
    assert "Consider" not in json.dumps(d.game.view(1))
    d.choose("bottom")
    assert d.state.players[0].library[-1] == d.find("Consider", zone="library")


def test_multiplayer_a_third_player_hit_scry_for_the_caster() -> None:
    """Three players: player 2 is dealt the damage; Play with Fire's controller scries."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[2])
    d.resolve()
    assert [d.life(p) for p in range(3)] == [20, 20, 18]
    assert d.expect("scry").player == 0
