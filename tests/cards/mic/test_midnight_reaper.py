"""Midnight Reaper — {2}{B} Creature — Zombie Knight 3/2.

Oracle: "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you
and you draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import dies_trigger_checks as checks

CARD = "Midnight Reaper"
pytestmark = pytest.mark.card("Midnight Reaper")


def test_nontoken_creature_dies_damage_and_draw() -> None:
    d = checks.check_shocked_creature_draws_for_one_life(CARD, "Glory Seeker")
    dmg = [e for e in d.state.log if e.kind == "damage" and e.player == 0]
    assert dmg and dmg[-1].source == d.find("Midnight Reaper")  # Reaper deals it


@pytest.mark.ruling("MIC-OR-0204")
def test_its_own_death_triggers_it() -> None:
    """Official ruling: "Midnight Reaper's ability triggers when it dies if it's not a
    token."."""
    checks.check_shocked_creature_draws_for_one_life(CARD, CARD)


def test_token_or_opponents_creature_doesnt_trigger() -> None:
    s = checks.scenario()
    s.battlefield(0, "Midnight Reaper", "Island", "Island", "Island", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Falcon Abomination", "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()  # its Zombie token
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.cast(0, "Shock", targets=[token])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert len(d.state.players[0].hand) == 0


@pytest.mark.ruling("MIC-OR-0205")
def test_dying_together_triggers_for_each() -> None:
    """Official ruling: "If Midnight Reaper dies at the same time as one or more other nontoken
    creatures you control, Midnight Reaper's ability triggers for each of them."."""
    checks.check_dying_together_triggers_for_each(CARD, "Glory Seeker")


def test_its_damage_can_make_its_controller_lose() -> None:
    """CR 704.5a: at 1 life, the Reaper's 1 damage leaves its controller at 0 life and they
    lose the game as a state-based action; the opponent wins."""
    s = checks.scenario()
    s.life(0, 1)
    s.battlefield(0, "Midnight Reaper", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 0
    assert d.state.players[0].lost
    assert d.state.game_over and d.state.winners == (1,)


def test_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    """CR 121.4, 704.5b: with no card to draw, the draw does nothing then but its controller
    loses the next time state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Midnight Reaper", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert d.state.players[0].lost and d.state.winners == (1,)



def test_a_creature_returned_to_hand_doesn_t_die_so_no_trigger() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; Glory Seeker
    returned to its owner's hand by Fading Hope doesn't die: no damage and no card drawn (the
    Seeker is the only card in the hand, the library is untouched)."""
    s = checks.scenario()
    s.battlefield(0, "Midnight Reaper", "Glory Seeker", "Island")
    s.hand(0, "Fading Hope")
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker")])
    d.resolve()
    if d.decision.kind != "priority":
        d.take_first(d.decision.kind)  # scry 1: keep the card on top
    assert not d.state.stack
    assert d.life(0) == 20
    assert d.zone_of("Glory Seeker") == "hand"
    assert len(d.state.players[0].hand) == 1
    assert len(d.state.players[0].library) == 3


def test_a_stolen_creature_dying_triggers_the_reaper_of_its_controller_not_its_owner() -> None:
    """CR 603.10a, 700.4: "a nontoken creature you control dies" looks back at the creature as
    it last existed on the battlefield: player 0 controls player 1's Glory Seeker (Threaten)
    and Shocks it; it goes to player 1's graveyard (CR 400.3), but player 0's Reaper is the
    one that triggers: player 0 takes 1 and draws; player 1's Reaper doesn't trigger."""
    s = checks.scenario()
    s.library(1, "Plains", "Plains", "Plains")
    s.battlefield(0, CARD, *["Mountain"] * 4)
    s.hand(0, "Threaten", "Shock")
    s.battlefield(1, CARD, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.find("Glory Seeker", "graveyard", player=1)
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    assert (d.life(0), len(d.state.players[0].hand)) == (19, 1)
    assert (d.life(1), len(d.state.players[1].hand)) == (20, 0)
