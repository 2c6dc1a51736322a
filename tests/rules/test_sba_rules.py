"""State-based actions at their boundaries (CR 704.5c, 704.5f, 702.12b).

* CR 704.5c: a player with ten or more poison counters loses the game; nine is not enough.
* CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard, indestructible
  or not (indestructible only stops destruction, 702.12b; this action destroys nothing).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests import reference_cards  # noqa: F401  (defines Prologue to Phyresis, Platinum Angel)


def test_a_player_loses_at_exactly_ten_poison_counters() -> None:
    """CR 704.5c, 122.1f: nine poison counters keep the player in; the tenth makes them lose."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 20)
    s.hand(0, *["Prologue to Phyresis"] * 10)
    s.library(0, *["Island"] * 12)
    s.library(1, *["Island"] * 2)
    d = Driver(s.build())
    for n in range(1, 10):
        d.cast(0, "Prologue to Phyresis")
        d.resolve()
        assert d.state.players[1].poison == n
        assert not d.game.is_over and not d.state.players[1].lost
    d.cast(0, "Prologue to Phyresis")
    d.resolve()
    assert d.state.players[1].poison == 10
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.players[1].lost


def test_an_indestructible_creature_with_zero_toughness_is_put_into_the_graveyard() -> None:
    """CR 704.5f, 702.12b: Unbreakable Formation (not in its controller's main phase: no
    counters) makes Glory Seeker indestructible; Infest makes it 0/0 and it dies all the
    same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(1, "Unbreakable Formation")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()  # player 0 passes in their main phase; player 1 may act
    d.cast(1, "Unbreakable Formation")
    d.resolve()
    assert d.chars(seeker).has("Indestructible")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_draw_from_an_empty_library_is_forgotten_once_state_based_actions_are_checked() -> None:
    """CR 704.5b: a player loses for having attempted to draw from an empty library *since the
    last time state-based actions were checked*. Under Platinum Angel ("You can't lose the
    game") player 0 draws from their empty library and stays in; when the Angel dies later,
    that old draw doesn't make them lose."""
    s = Scenario(seed=1)
    s.battlefield(0, "Platinum Angel", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(1, *["Swamp"] * 4)
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)  # player 0's draw step: nothing to draw
    assert d.state.players[0].library == [] and len(d.state.players[0].hand) == 1
    assert not d.state.players[0].lost
    d.cast(0, "Death Pulse", targets=[d.find("Platinum Angel")])
    d.resolve()
    assert d.zone_of("Platinum Angel") == "graveyard"
    assert not d.state.players[0].lost and not d.game.is_over
