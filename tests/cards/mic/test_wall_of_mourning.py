"""Wall of Mourning — {1}{W} Creature — Wall 0/4.

Oracle: "Defender / When Wall of Mourning enters the battlefield, exile a card from the top of
your library face down for each opponent you have. / Coven — At the beginning of your end step,
if you control three or more creatures with different powers, put a card exiled with Wall of
Mourning into its owner's hand."
Rulings covered: MIC-RN-001, MIC-OR-0025.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wall of Mourning")

CARD = "Wall of Mourning"
TOP = ("Forest", "Island", "Swamp")


def _entered(*others: str, players: int = 3) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Plains", "Plains", *others)
    s.hand(0, CARD)
    s.library(0, *TOP)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()  # the enters trigger
    return d


def _to_end_step(d: Driver) -> None:
    while d.state.step is not Step.END:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_one_card_face_down_for_each_opponent() -> None:
    d = _entered()
    exiled = [o for o in d.state.exile if d.state.objects[o].face_down]
    assert len(exiled) == 2  # two opponents
    assert d.zone_of("Swamp") == "library"
    assert d.chars(d.find(CARD)).has("Defender")
    d2 = _entered(players=2)
    assert len(d2.state.exile) == 1


@pytest.mark.ruling("MIC-RN-001", "MIC-OR-0025")
def test_nobody_sees_the_cards_and_one_returns_at_random() -> None:
    """Even their owner, who knew the top of the library, can't look at them; at the end step
    (coven: powers 0, 2 and 3) one of them goes to the hand without any choice."""
    d = _entered("Glory Seeker", "Gluttonous Zombie")
    exiled = list(d.state.exile)
    for p in range(3):
        seen = {c["id"]: c for c in d.game.view(p)["exile"]}
        assert all(seen[o]["name"] is None for o in exiled)
    _to_end_step(d)
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.decision.kind == "priority"  # nothing was chosen by a player
    hand = [d.chars(o).name for o in d.state.players[0].hand]
    assert len(hand) == 1 and hand[0] in ("Forest", "Island")
    assert len(d.state.exile) == 1


def test_no_coven_no_card() -> None:
    d = _entered("Glory Seeker", "Ainok Bond-Kin")  # powers 0, 2, 2
    _to_end_step(d)
    assert not d.state.stack
    assert not d.state.players[0].hand and len(d.state.exile) == 2


def test_the_card_put_into_the_hand_is_named_only_to_its_owner() -> None:
    """CR 406.3: nobody could look at the card exiled face down, so the log entry of its move
    from exile to its owner's hand names it to its owner (who now holds it, CR 402.3) and to no
    one else: not to the opponents nor to a spectator."""
    d = _entered("Glory Seeker", "Gluttonous Zombie")
    _to_end_step(d)
    d.resolve()
    returned = d.state.players[0].hand[0]
    name = d.chars(returned).name
    views = {p: d.game.view(p)["log"] for p in range(3)}
    views[-1] = d.game.spectator_view()["log"]
    moves = {p: [e for e in log if e["kind"] == "zone_change" and e["from"] == "exile"
                 and e["to"] == "hand"] for p, log in views.items()}
    assert [e["card"] for e in moves[0]] == [name]
    assert [e["object"] for e in moves[0]] == [returned]
    for p in (1, 2, -1):
        assert [e["card"] for e in moves[p]] == [None]
        assert [e["object"] for e in moves[p]] == [None]
        assert all(name not in str(e) for e in views[p] if e["kind"] == "zone_change"
                   and e.get("to") in ("exile", "hand"))


def test_an_opponent_who_left_the_game_is_not_counted() -> None:
    """"For each opponent you have" counts the players still in the game (CR 102.3, 800.4a):
    of three opponents one has conceded, so two cards are exiled face down."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, CARD)
    s.library(0, *TOP)
    d = Driver(s.build())
    d.act(3, Concede())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()  # the enters trigger
    assert len([o for o in d.state.exile if d.state.objects[o].face_down]) == 2
    assert d.zone_of("Swamp") == "library"


def test_coven_is_checked_again_as_the_ability_resolves() -> None:
    """CR 603.4 (an intervening "if" clause): coven held as the end step began (powers 0, 2,
    3), but the Glory Seeker is shocked in response; as the ability resolves only powers 0
    and 3 remain, so it does nothing and both cards stay exiled."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, CARD)
    s.library(0, *TOP)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    _to_end_step(d)
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert not d.state.players[0].hand and len(d.state.exile) == 2


def test_with_fewer_cards_in_the_library_it_exiles_what_there_is() -> None:
    """CR 609.3: with three opponents and a one-card library, the effect does only as much as
    possible: the one card is exiled face down, and nobody loses for it (no card was drawn,
    CR 704.5b)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, CARD)
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert [d.state.objects[o].face_down for o in d.state.exile] == [True]
    assert not d.state.players[0].library and not d.state.players[0].lost


def test_two_headed_giant_two_opponents_and_only_your_own_end_step() -> None:
    """CR 810.1, 102.3: in Two-Headed Giant each player has two opponents, so two cards are
    exiled. "Your end step" comes in its controller's team's turn (CR 805.4): the ability
    triggers there, not in the opposing team's turn."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, CARD)
    s.library(0, *TOP)
    for p in range(1, 4):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert len(d.state.exile) == 2
    d.pass_until("end", turn=d.state.turn)
    d.resolve_all()
    assert len(d.state.players[0].hand) == 1 and len(d.state.exile) == 1
    d.pass_until("end", turn=d.state.turn + 1)  # the opposing team's turn
    assert not d.state.stack and len(d.state.exile) == 1


def test_a_wall_that_left_and_returned_is_a_new_object_with_only_its_own_card() -> None:
    """CR 400.7, 607.2a: bounced by Chain of Vapor and cast again, Wall of Mourning is a new
    object; "a card exiled with Wall of Mourning" now means only the card the new Wall
    exiled (the Swamp), never the Forest the first one exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Plains", "Plains", "Glory Seeker",
                  "Gluttonous Zombie")
    s.hand(0, CARD, "Chain of Vapor")
    s.library(0, "Forest", "Swamp", "Mountain")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    d.cast(0, "Chain of Vapor", targets=[d.find(CARD)])
    d.resolve()
    d.expect("may")
    d.choose(False)
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert len(d.state.exile) == 2
    _to_end_step(d)
    d.resolve()
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Swamp"]
    [left] = d.state.exile
    assert d.game.card(left).name == "Forest"
