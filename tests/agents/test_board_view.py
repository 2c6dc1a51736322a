"""The computer players' quick view of the board (``manastack.agents.board``) has the values of
the player's full view (``Game.view``) under the same keys, in every kind of game: face-down
creatures (CR 708.2a), Commander (CR 903) and Two-Headed Giant (CR 810.5, teammates' hands)."""

from __future__ import annotations

from typing import Any

from manastack.agents import make_policy
from manastack.agents.board import BRIEF_KEYS, board_view
from manastack.benchmark import commander_matchups
from manastack.formats.deck_choice import load_deck
from manastack.game import Game


def _object(o: dict[str, Any]) -> dict[str, Any]:
    return {k: o[k] for k in BRIEF_KEYS if k in o}


def projection(view: dict[str, Any]) -> dict[str, Any]:
    """The part of the full view that ``board_view`` gives."""
    players = []
    for p in view["players"]:
        q = {k: p[k] for k in ("index", "life", "team", "commanders", "commander_damage")
             if k in p}
        if "hand" in p:
            q["hand"] = [_object(o) for o in p["hand"]]
        players.append(q)
    combat = view["combat"]
    return {"you": view["you"], "turn": view["turn"], "active": view["active"],
            "step": view["step"], "players": players,
            "battlefield": [_object(o) for o in view["battlefield"]],
            "stack": [_object(o) for o in view["stack"]],
            "combat": None if combat is None else {"attackers": combat["attackers"],
                                                   "blockers": combat["blockers"]}}


def _compare_along(game: Game, every: int, decisions: int) -> int:
    policies = [make_policy("heuristic", 3 + i) for i in range(len(game.state.players))]
    compared = 0
    for n in range(decisions):
        if game.is_over:
            break
        d = game.decision
        assert d is not None
        if n % every == 0:
            for p in range(len(game.state.players)):
                assert board_view(game, p) == projection(game.view(p)), (n, p)
                compared += 1
        game.apply(d.player, policies[d.player].choose(game, d.player, game.legal_actions()))
    return compared


def test_two_player_games_with_face_down_creatures() -> None:
    game = Game.new([load_deck("ons_wu"), load_deck("ons_br")], seed=4, auto_pay=True)
    assert _compare_along(game, 7, 1500) > 50
    face_down = [o for p in (0, 1) for o in board_view(game, p)["battlefield"]
                 if o.get("face_down")]
    seen = [o for o in game.state.objects.values() if o.face_down]
    assert face_down or not seen


def test_commander_game() -> None:
    (m,) = commander_matchups((), [])
    game = Game.new(list(m.decks), seed=2, format="commander", auto_pay=True)
    assert _compare_along(game, 11, 1200) > 50
    assert "commanders" in board_view(game, 0)["players"][1]


def test_two_headed_giant_teammates_see_each_others_hands() -> None:
    decks = [load_deck(n) for n in ("mid_gw", "mid_ub", "mid_gw", "mid_ub")]
    game = Game.new(decks, seed=5, format="two_headed_giant", auto_pay=True)
    assert _compare_along(game, 9, 900) > 50
    view = board_view(game, 0)
    assert "hand" in view["players"][1] and "hand" not in view["players"][2]
