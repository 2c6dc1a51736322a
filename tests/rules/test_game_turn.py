"""The cleanup step (CR 514): discarding to maximum hand size, damage wearing off, and
"until end of turn" effects ending.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_discard_down_to_seven_in_cleanup() -> None:
    """CR 514.1: the active player chooses the cards to discard."""
    s = Scenario(seed=1)
    s.hand(0, *(["Forest"] * 5 + ["Glory Seeker"] * 4))
    s.library(1, "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("discard")
    assert dec.player == 0 and len(d.game.legal_actions()) == 9
    seekers = d.ids("Glory Seeker", zone="hand")
    d.choose(seekers[0])
    d.expect("discard")
    d.choose(seekers[1])
    assert len(d.state.players[0].hand) == 7
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 2
    assert d.state.turn == 4  # cleanup finished and the next turn began


def test_no_discard_for_the_non_active_player() -> None:
    s = Scenario(seed=1)
    s.hand(1, *(["Forest"] * 9))
    s.library(1, "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert len(d.state.players[1].hand) == 9


def test_damage_and_until_end_of_turn_effects_wear_off() -> None:
    """CR 514.2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Fever Charm")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Silvos, Rogue Elemental")
    s.library(1, "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[silvos])
    d.resolve()
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert d.state.objects[silvos].damage == 2
    assert d.chars(seeker).power == 4
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[silvos].damage == 0
    assert d.chars(seeker).power == 2
