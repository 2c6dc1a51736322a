"""Read the Runes — {X}{U} Instant.

Oracle: "Draw X cards. For each card drawn this way, discard a card unless you sacrifice a
permanent."
Rulings covered: ONS-FAQ-192, ONS-FAQ-193, ONS-FAQ-194, ONS-FAQ-195.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Read the Runes")

LIB = ("Shock", "Smother", "Swat", "Island")


def setup(*perms: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", *perms)
    s.hand(0, "Read the Runes")
    s.library(0, *LIB)
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-192", "ONS-FAQ-195", "ONS-OR-0080")
def test_draw_then_sacrifice_then_discard_the_rest() -> None:
    d = setup("Glory Seeker")
    d.cast(0, "Read the Runes", x=3)
    d.resolve()
    assert len(d.state.players[0].hand) == 3  # all three drawn before any choice
    d.expect("sacrifice")
    d.choose(d.find("Glory Seeker"))
    d.choose(None)  # no more sacrifices: the other two are discards
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand"))
    d.choose(d.find("Smother", zone="hand"))
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Swat"]


@pytest.mark.ruling("ONS-FAQ-194", "ONS-OR-0079")
def test_never_forced_to_sacrifice() -> None:
    d = setup("Glory Seeker")
    d.cast(0, "Read the Runes", x=2)
    d.resolve()
    d.choose(None)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.players[0].hand == []  # both drawn cards discarded


@pytest.mark.ruling("ONS-FAQ-193")
def test_only_cards_actually_drawn_count() -> None:
    d = setup("Words of Worship", "Plains")
    d.activate(0, "Words of Worship")
    d.resolve()
    d.cast(0, "Read the Runes", x=2)
    d.resolve()
    assert d.life(0) == 25  # one draw became 5 life
    assert len(d.state.players[0].hand) == 1
    d.choose(None)  # no sacrifice: discard one card only
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].graveyard) == 2  # Read the Runes and one card


def test_x_zero_draws_and_discards_nothing() -> None:
    """With X = 0 no card is drawn, so nothing is discarded or sacrificed (CR 107.3)."""
    d = setup("Glory Seeker")
    d.cast(0, "Read the Runes", x=0)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[0].library) == 4 and d.state.players[0].hand == []
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_any_permanent_may_be_sacrificed_a_land_too() -> None:
    """"Sacrifice a permanent": a land (here an Island that paid for the spell, tapped) is
    sacrificed instead of a discard (CR 701.21a)."""
    d = setup()
    d.cast(0, "Read the Runes", x=1)
    d.resolve()
    d.expect("sacrifice")
    island = d.find("Island", zone="battlefield")
    d.choose(island)
    assert len(d.ids("Island", zone="battlefield")) == 3
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Shock"]


def test_more_draws_than_cards_only_those_drawn_count_then_the_player_loses() -> None:
    """X = 3 with one card in the library: one card is drawn, so one is discarded; the
    attempt to draw from an empty library makes the player lose at the next check (CR 121.4,
    704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Read the Runes", "Forest")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=3)
    d.resolve()
    while d.game.decision is not None and d.decision.kind == "sacrifice":
        d.choose(None)
    if d.game.decision is not None and d.decision.kind == "discard":
        d.choose(d.find("Forest", zone="hand"))
    assert d.ids("Shock", zone="hand")
    assert d.ids("Forest", zone="graveyard")
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_a_token_sacrificed_instead_of_a_discard_triggers_eloise() -> None:
    """Sacrificing a Clue token instead of discarding is "you sacrifice a token": Eloise,
    Nephalia Sleuth's surveil triggers, put on the stack once Read the Runes has finished
    resolving (CR 603.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Eloise, Nephalia Sleuth", "Island", "Island")
    s.token(0, "Clue")
    s.hand(0, "Read the Runes")
    s.library(0, "Forest", "Plains", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=1)
    d.resolve()
    d.expect("sacrifice")
    d.choose(d.find("Clue"))
    assert not d.ids("Clue")
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("surveil")


def test_an_opponent_s_permanent_can_t_be_sacrificed_and_nothing_changes() -> None:
    """Only a permanent its caster controls can be sacrificed (CR 701.21a): choosing the
    opponent's creature is refused, naming it, and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Read the Runes")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=1)
    d.resolve()
    d.expect("sacrifice")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before


def test_in_two_headed_giant_only_the_caster_s_own_permanents_may_be_sacrificed() -> None:
    """"Sacrifice a permanent" is one its caster controls (CR 701.21a); the teammate's
    permanents aren't offered (CR 810.5)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Read the Runes")
    for p in range(4):
        s.library(p, *LIB)
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=1)
    d.resolve()
    d.expect("sacrifice")
    offered = {a.value for a in d.decision.actions} - {None}
    assert d.find("Glory Seeker") in offered
    assert d.find("Elvish Warrior") not in offered
    assert offered == {d.find("Glory Seeker"), *d.ids("Island", zone="battlefield")}


def test_the_drawn_cards_and_the_discard_choice_stay_hidden_from_the_opponent() -> None:
    """The hand is a hidden zone (CR 400.2): the cards drawn and offered for the discard are
    named in the caster's view only; the card discarded is then public."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Read the Runes", "Forest")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=1)
    d.resolve()
    d.choose(None)
    d.expect("discard")
    assert "Shock" in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(1))
    assert "Forest" not in json.dumps(d.game.view(1))
    d.choose(d.find("Shock", zone="hand"))
    assert "Shock" in json.dumps(d.game.view(1)) and "Forest" not in json.dumps(d.game.view(1))
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]


@pytest.mark.ruling("ONS-FAQ-193")
def test_a_draw_replaced_by_words_of_wilding_isn_t_counted_and_the_bear_may_be_sacrificed() -> None:
    """X = 2 with one Words of Wilding shield: the first draw becomes a Bear, one card is
    drawn, so one card is to be discarded (ONS-FAQ-193, CR 614.11b); the new Bear token may be sacrificed
    instead (CR 701.21a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Words of Wilding", "Forest")
    s.hand(0, "Read the Runes")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.cast(0, "Read the Runes", x=2)
    d.resolve()
    bear = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    # the replaced draw took no card: the second draw is the top card, Shock
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Shock"]
    assert len(d.state.players[0].library) == 3
    d.expect("sacrifice")
    d.choose(bear)
    assert bear not in d.state.battlefield
    assert d.decision.kind == "priority"
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Shock"]


def test_the_same_permanent_can_t_be_sacrificed_twice() -> None:
    """Each sacrifice is of a different permanent: once Glory Seeker is chosen it is no longer
    offered, and choosing it again is refused, naming it (CR 701.21a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Read the Runes")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=2)
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.expect("sacrifice")
    assert seeker not in {a.value for a in d.decision.actions}
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(seeker)
    d.choose(None)
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_copy_has_the_same_x() -> None:
    """Galvanic Iteration copies Read the Runes cast with X = 2; the copy has the same value of
    X (CR 707.10): it draws two and asks for two sacrifices or discards, then the original
    does the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Galvanic Iteration", "Read the Runes")
    s.library(0, "Shock", "Smother", "Swat", "Island", "Forest")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Read the Runes", x=2)
    d.resolve()  # the delayed trigger: the copy is put on the stack
    assert len(d.state.stack) == 2
    d.resolve()  # the copy
    assert len(d.state.players[0].hand) == 2 and len(d.state.players[0].library) == 3
    d.expect("sacrifice")
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Elvish Warrior"))
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Shock", "Smother"]
    d.resolve()  # the original
    assert len(d.state.players[0].library) == 1
    d.expect("sacrifice")
    d.choose(None)
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand"))
    d.choose(d.find("Swat", zone="hand"))
    assert sorted(d.game.card(c).name for c in d.state.players[0].hand) == ["Island", "Smother"]
