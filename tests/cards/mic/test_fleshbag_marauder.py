"""Fleshbag Marauder — {2}{B} Creature — Zombie Warrior 3/1.

Oracle: "When Fleshbag Marauder enters the battlefield, each player sacrifices a creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fleshbag Marauder")

CARD = "Fleshbag Marauder"


def _cast(mine: tuple[str, ...], theirs: tuple[str, ...]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", *mine)
    s.hand(0, CARD)
    if theirs:
        s.battlefield(1, *theirs)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    d.resolve()  # the enters trigger
    return d


def test_each_player_sacrifices_a_creature() -> None:
    d = _cast(("Glory Seeker",), ("Gluttonous Zombie",))
    dec = d.expect("sacrifice")  # CR 701.21a: the player sacrificing chooses
    assert dec.player == 0 and dec.prompt == "Choose a permanent to sacrifice"
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Gluttonous Zombie") == "graveyard"  # their only creature
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"


def test_a_player_without_creatures_sacrifices_nothing() -> None:
    d = _cast(("Glory Seeker",), ("Mobilization",))
    d.choose(d.find(CARD))
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Mobilization") == "battlefield"  # not a creature


@pytest.mark.ruling("MIC-OR-0195")
def test_ruling_may_sacrifice_itself_or_must_when_alone() -> None:
    """Official ruling: "When its ability resolves, you may sacrifice Fleshbag Marauder
    itself. If you control no other creatures, you'll have to sacrifice Fleshbag
    Marauder."."""
    d = _cast(("Glory Seeker",), ())
    d.expect("sacrifice")
    legal = d.game.legal_actions()
    assert Choose(d.find(CARD)) in legal and Choose(d.find("Glory Seeker")) in legal
    d.choose(d.find(CARD))
    assert d.zone_of(CARD) == "graveyard" and d.zone_of("Glory Seeker") == "battlefield"

    d = _cast((), ("Glory Seeker",))
    assert d.decision.kind == "priority"
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"


@pytest.mark.ruling("MIC-OR-0196")
def test_ruling_active_player_first_then_all_at_once() -> None:
    """Official ruling: "As Fleshbag Marauder's ability resolves, first the player whose turn
    it is chooses a creature to sacrifice, then each other player in turn order does the same
    knowing the choices made before them. Then all those creatures are sacrificed
    simultaneously." Player 1 chooses while player 0's choice is still on the battlefield."""
    d = _cast(("Glory Seeker",), ("Gluttonous Zombie", "Severed Legion"))
    d.expect("sacrifice")
    assert d.decision.player == 0
    d.choose(d.find("Glory Seeker"))
    d.expect("sacrifice")
    assert d.decision.player == 1
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.choose(d.find("Severed Legion"))
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of(CARD) == "battlefield"


@pytest.mark.ruling("MIC-OR-0196")
def test_four_players_choose_in_turn_order_a_player_who_left_is_skipped() -> None:
    """Four players (CR 101.4, 800.4a): player 0 chooses first, then players 1 and 3 in turn
    order, each knowing the choices before theirs (the chosen creatures still on the
    battlefield); player 2 has left the game and chooses nothing; then the three chosen
    creatures are sacrificed at once, and each other creature stays."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, CARD)
    for p in (1, 2, 3):
        s.battlefield(p, "Gluttonous Zombie", "Severed Legion")
    d = Driver(s.build())
    d.act(2, Concede())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()  # the enters trigger
    picks = {0: d.find("Glory Seeker"), 1: d.find("Severed Legion", player=1),
             3: d.find("Gluttonous Zombie", player=3)}
    for player in (0, 1, 3):
        assert d.expect("sacrifice").player == player
        assert all(d.state.objects[c].zone.name == "BATTLEFIELD" for c in picks.values())
        d.choose(picks[player], player=player)
    assert d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of(CARD) == "battlefield"
    assert [d.zone_of("Severed Legion", player=p) for p in (1, 3)] == \
        ["graveyard", "battlefield"]
    assert [d.zone_of("Gluttonous Zombie", player=p) for p in (1, 3)] == \
        ["battlefield", "graveyard"]


def test_two_headed_giant_the_active_team_chooses_first_then_all_are_sacrificed() -> None:
    """CR 805.6: in Two-Headed Giant the players of the active team choose first, then those of
    the other team, each seeing the choices before theirs; then the four chosen creatures are
    sacrificed at once. Player 1 cast the Marauder and sacrifices it; their teammate player 0
    sacrifices Glory Seeker and keeps Daru Cavalier."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Cavalier")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Elvish Warrior")
    s.hand(1, CARD)
    for p in (2, 3):
        s.battlefield(p, "Gluttonous Zombie", "Severed Legion")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, CARD)
    d.resolve()
    d.resolve()  # the enters trigger
    marauder = d.find(CARD)
    picks = {0: d.find("Glory Seeker"), 1: marauder,
             2: d.find("Severed Legion", player=2), 3: d.find("Gluttonous Zombie", player=3)}
    order = []
    for _ in range(4):
        dec = d.expect("sacrifice")
        order.append(dec.player)
        assert all(d.state.objects[c].zone.name == "BATTLEFIELD" for c in picks.values())
        d.choose(picks[dec.player], player=dec.player)
    assert set(order[:2]) == {0, 1} and set(order[2:]) == {2, 3}
    assert d.decision.kind == "priority"
    assert all(c not in d.state.battlefield for c in picks.values())
    assert d.zone_of("Glory Seeker") == d.zone_of(CARD) == "graveyard"
    assert [d.zone_of("Severed Legion", player=2), d.zone_of("Gluttonous Zombie", player=3)] == \
        ["graveyard", "graveyard"]
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert [d.zone_of("Gluttonous Zombie", player=2), d.zone_of("Severed Legion", player=3)] == \
        ["battlefield", "battlefield"]


def test_the_marauder_gone_before_its_trigger_resolves_each_player_still_sacrifices() -> None:
    """CR 603.4, 113.7a: the enters ability resolves though the Marauder was Shocked in
    response: player 0 sacrifices Glory Seeker, their only creature left, and player 1 their
    Gluttonous Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, CARD)
    s.battlefield(1, "Gluttonous Zombie", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.stack) == 1  # the enters trigger
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_an_opponents_creature_is_refused_as_your_sacrifice() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control: player 0 choosing
    player 1's Gluttonous Zombie is refused with the state unchanged."""
    from manastack.game import IllegalActionError
    d = _cast(("Glory Seeker",), ("Gluttonous Zombie", "Severed Legion"))
    d.expect("sacrifice")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Gluttonous Zombie"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker"))
    assert d.expect("sacrifice").player == 1


def test_a_hour_of_eternity_token_copy_has_the_enters_ability() -> None:
    """CR 707.2, 603.6a (MIC-OR-0156): Hour of Eternity's 4/4 black Zombie copy of Fleshbag
    Marauder has its enters ability: each player sacrifices a creature: player 0 the token
    itself (their only creature), player 1 Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5))
    s.graveyard(0, CARD)
    s.hand(0, "Hour of Eternity")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find(CARD)])
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(token).power, d.chars(token).toughness) == (4, 4)
    assert [d.state.objects[x].source for x in d.state.stack] == [token]
    d.resolve()
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert d.zone_of("Glory Seeker") == "graveyard"
