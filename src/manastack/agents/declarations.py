"""Whole attack and block declarations for the search player to compare
(``manastack.agents.search``).

The engine asks for a declaration one creature at a time (``DeclareAttacker`` /
``DeclareBlocker`` until ``FinishDeclaration``, CR 508.1, 509.1); searching each step would
compare partial declarations. The search player compares whole declarations instead, a few
variants of the heuristic player's (``HeuristicPolicy``), each a tuple of the actions that
declare it in order; the legality of a declaration as a whole (CR 508.1c-d, 509.1b-c) is checked
when it is tried on a copy of the game.

Everything here reads the player's view or a copy of the real game answered by the heuristic
player, who reads only its own view: nothing hidden is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.agents.board import board_view
from manastack.agents.heuristic import FIRST_PLAYER_ID, HeuristicPolicy
from manastack.decisions.actions import Action, DeclareAttacker, DeclareBlocker, FinishDeclaration

if TYPE_CHECKING:
    from manastack.game import Game

Pair = DeclareAttacker | DeclareBlocker


def declared(game: Game, player: int, kind: str) -> set[Action]:
    """The attackers or blocks ``player``'s declaration has made so far (public: CR 506.4)."""
    view = board_view(game, player)
    combat = view.get("combat")
    if not combat:
        return set()
    if kind == "declare_attackers":
        return {DeclareAttacker(a, t) for a, t in combat["attackers"]}
    mine = _side(view, player)
    ctl = {o["id"]: o.get("controller") for o in view["battlefield"] if o.get("id") is not None}
    return {DeclareBlocker(b, a) for b, atks in combat["blockers"] if ctl.get(b) in mine
            for a in atks}


def _side(view: dict[str, Any], player: int) -> set[int]:
    me = next((p for p in view["players"] if p["index"] == player), None)
    return set(me.get("team", (player,))) if me is not None else {player}


def heuristic_declaration(game: Game, player: int, seed: int) -> tuple[Pair, ...]:
    """The declaration the heuristic player would make, in the order it makes it: played on a
    copy of the game up to the point where it would finish."""
    g = game.clone()
    policy = HeuristicPolicy(seed)
    d = g.decision
    assert d is not None
    kind = d.kind
    made: list[Pair] = []
    for _ in range(200):
        d = g.decision
        if d is None or d.kind != kind or d.player != player:
            break
        a = policy.choose(g, player, g.legal_actions())
        if isinstance(a, FinishDeclaration):
            break
        g.apply(player, a)
        if isinstance(a, DeclareAttacker | DeclareBlocker):
            made.append(a)
    now = declared(g, player, kind)
    return tuple(dict.fromkeys(a for a in made if a in now))


def _dedupe(cands: list[tuple[Pair, ...]], cap: int) -> list[tuple[Pair, ...]]:
    seen: set[frozenset[Pair]] = set()
    out = []
    for c in cands:
        k = frozenset(c)
        if k in seen:
            continue
        seen.add(k)
        out.append(c)
        if len(out) >= cap:
            break
    return out


def attack_candidates(game: Game, player: int, actions: list[Action], heuristic: tuple[Pair, ...],
                      cap: int) -> list[tuple[Pair, ...]]:
    """The heuristic player's attack, no attack, every creature that may attack, then the
    heuristic attack without one of its attackers and with one more creature."""
    options = [a for a in actions if isinstance(a, DeclareAttacker)]
    view = board_view(game, player)
    life = {p["index"]: p["life"] for p in view["players"]}
    chosen = {a.creature: a for a in heuristic if isinstance(a, DeclareAttacker)}
    best: dict[int, DeclareAttacker] = {}
    for a in options:
        if a.creature in chosen:
            best[a.creature] = chosen[a.creature]
            continue
        cur = best.get(a.creature)

        def rank(x: DeclareAttacker) -> tuple[int, int]:
            is_player = 0 <= x.defender < FIRST_PLAYER_ID
            return (1 if is_player else 0, -life.get(x.defender, 1000))
        if cur is None or rank(a) > rank(cur):
            best[a.creature] = a
    everyone = tuple(best.values())
    cands: list[tuple[Pair, ...]] = [heuristic, (), everyone]
    cands += [tuple(x for x in heuristic if x is not a) for a in heuristic]
    cands += [(*heuristic, a) for c, a in best.items() if c not in chosen]
    return _dedupe(cands, cap)


def block_candidates(game: Game, player: int, actions: list[Action], heuristic: tuple[Pair, ...],
                     cap: int) -> list[tuple[Pair, ...]]:
    """The heuristic player's blocks, no block, the heuristic blocks without one of them, then
    with one more block by a creature not blocking yet: first those whose blocker survives
    and kills, then those that kill, then those that survive, then the rest (chump blocks),
    the biggest attackers first."""
    view = board_view(game, player)
    objs = {o["id"]: o for o in view["battlefield"] if o.get("id") is not None}

    def num(o: dict[str, Any] | None, key: str) -> int:
        try:
            return int((o or {}).get(key) or 0)
        except (TypeError, ValueError):
            return 0

    def rank(a: DeclareBlocker) -> tuple[int, int]:
        att, blk = objs.get(a.attacker), objs.get(a.blocker)
        p_att, p_blk = num(att, "power"), num(blk, "power")
        t_att = num(att, "toughness") - num(att, "damage")
        t_blk = num(blk, "toughness") - num(blk, "damage")
        kills, survives = p_blk >= t_att, t_blk > p_att
        return (3 if kills and survives else 2 if kills else 1 if survives else 0, p_att)

    using = {a.blocker for a in heuristic if isinstance(a, DeclareBlocker)}
    extra = sorted((a for a in actions if isinstance(a, DeclareBlocker)
                    and a.blocker not in using), key=rank, reverse=True)
    cands: list[tuple[Pair, ...]] = [heuristic, ()]
    cands += [tuple(x for x in heuristic if x is not a) for a in heuristic]
    cands += [(*heuristic, a) for a in extra]
    return _dedupe(cands, cap)


__all__ = ["attack_candidates", "block_candidates", "declared", "heuristic_declaration"]
