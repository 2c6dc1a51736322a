"""Seeded random games: each player's log only grows, and names exactly what they may know;
it links a card in a hand or a library only while they may know it.

What a player may know (CR 400.2 public and hidden zones, 701.20 reveal and look, 701.23
search, 708.5 and 708.9 face-down cards) is rebuilt here independently of the engine's log
records: after every action, the cards the player can see in the view's zones (public zones,
their own hand, face-down permanents they may look at, a top card they may see), plus the
cards the raw events say were revealed to everyone or shown to that player. The cards a view
shows in other hands and in libraries are among them.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import RandomPolicy
from manastack.game import Game
from manastack.invariants import playable_decks
from manastack.log_links import LINKS
from manastack.state.zones import Zone
from manastack.view_facts import can_see

DECKS = playable_decks()
SEEDS = range(24)
MAX_ACTIONS = 300


def _visible_names(view: dict, out: set[str]) -> None:
    def obj(o: dict) -> None:
        if o.get("name"):
            out.add(o["name"])
        if o.get("card"):
            out.add(o["card"])
    for o in view["battlefield"] + view["stack"] + view["exile"]:
        obj(o)
    for p in view["players"]:
        for o in p["graveyard"] + p.get("hand", []):
            obj(o)
        if "library_top" in p:
            obj(p["library_top"])


def _shown_to(ev, player: int) -> bool:
    """The raw event shows its cards to ``player``: a reveal (to all), a look or a search by
    them, or a face-down card revealed as it leaves (CR 708.9)."""
    d = ev.data
    if ev.kind in ("reveal", "reveal_hand") or d.get("to") == "all":
        return True
    if ev.kind in ("look", "search"):
        return d.get("to", ev.player) == player
    if ev.kind == "look_at_hand":
        return d.get("by") == player
    return ev.kind in ("zone_change", "draw") and bool(d.get("revealed"))


def _unlinked(entry: dict) -> dict:
    return {k: v for k, v in entry.items() if k not in LINKS}


def _names(entry: dict) -> set[str]:
    out = {entry[k] for k in ("card", "source", "target") if isinstance(entry.get(k), str)}
    return out | set(entry.get("cards") or ())


def _check_complete(game: Game, viewer: int, i: int, entry: dict) -> None:
    """Entries about public things name them (nothing public is hidden)."""
    ev = game.state.log[i]
    lki_name = getattr(ev.lki, "name", "") if ev.lki is not None else ""
    if ev.kind == "cast" and lki_name:
        assert entry["card"] == lki_name, (i, ev, entry)
    if ev.kind in ("zone_change", "draw") and lki_name and ev.from_zone is not None and \
            ev.from_zone.is_public:
        assert entry["card"] == lki_name, (i, ev, entry)
    if ev.kind == "draw" and ev.player == viewer:
        assert entry["card"], (i, ev, entry)
    if ev.kind in ("zone_change", "draw") and ev.to_zone is not None and \
            ev.to_zone.is_public and not ev.data.get("face_down"):
        assert entry["card"], (i, ev, entry)
    if ev.kind == "reveal":
        assert entry["cards"], (i, ev, entry)


def _play(seed: int) -> None:
    n = len(DECKS)
    decks = (DECKS[seed % n], DECKS[(seed * 7 + 3) % n])
    from manastack.formats.decklist import load_decklist
    game = Game.new([load_decklist(d) for d in decks], seed=seed)
    players = range(len(game.state.players))
    policies = [RandomPolicy(seed * 13 + p) for p in players]
    known: list[set[str]] = [set() for _ in players]
    logs: list[list[dict]] = [[] for _ in players]
    steps = 0
    while True:
        for p in players:
            view = game.view(p)
            _visible_names(view, known[p])
            log = view["log"]
            # Append-only: what was shown before is still shown, unchanged but for the ids
            # it links (a card in a hand or library only while the player may know it).
            assert [_unlinked(e) for e in log[:len(logs[p])]] == \
                [_unlinked(e) for e in logs[p]], f"seed {seed}: player {p}'s log changed"
            g = game.state
            for e in log:
                for key in LINKS:
                    oid = e.get(key)
                    o = g.objects.get(oid) if isinstance(oid, int) else None
                    assert o is None or o.zone not in (Zone.HAND, Zone.LIBRARY) or \
                        can_see(game, p, oid), f"seed {seed}: player {p}'s log links {e}"
            for i in range(len(logs[p]), len(log)):
                ev = game.state.log[i]
                if _shown_to(ev, p):
                    known[p] |= _names(log[i])
                _check_complete(game, p, i, log[i])
            logs[p] = log
            # The cards the view shows in other hands and in libraries (rules.known_cards)
            # are cards the player saw: in a zone, or shown to them by an event.
            shown = {o["name"] for q in view["players"] for o in
                     q.get("hand_known", []) + q.get("library_known", []) if o.get("name")}
            assert shown <= known[p], f"seed {seed}: player {p} is shown {shown - known[p]}"
        if game.is_over or steps >= MAX_ACTIONS:
            break
        d = game.decision
        assert d is not None
        game.apply(d.player, policies[d.player].choose(game, d.player, game.legal_actions()))
        steps += 1
    g = game.state
    for p in players:
        # Names in the log: only cards the player saw in a zone or was shown.
        named = set().union(*(_names(e) for e in logs[p])) if logs[p] else set()
        assert named <= known[p], f"seed {seed}: player {p} is told {sorted(named - known[p])}"
        # Nothing hidden is named: the cards in the other players' hands and libraries that
        # the player never saw appear nowhere in their log.
        for q in players:
            if q == p:
                continue
            for oid in g.players[q].hand + g.players[q].library:
                name = game.card(oid).name
                assert name in known[p] or name not in named
    assert Game.from_json(game.to_json()).view(0)["log"] == game.view(0)["log"]


@pytest.mark.parametrize("seed", SEEDS)
def test_each_view_log_only_grows_and_names_what_its_player_may_know(seed: int) -> None:
    _play(seed)


def test_log_knowledge_is_zone_independent_of_later_moves() -> None:
    """A card drawn, then moved out of the hand, is still named in its owner's draw entry,
    and the opponent never learns it from that entry (CR 400.2)."""
    from manastack.formats.decklist import load_decklist
    game = Game.new([load_decklist(DECKS[0]), load_decklist(DECKS[0])], seed=5)
    policies = [RandomPolicy(1), RandomPolicy(2)]
    for _ in range(400):
        if game.is_over:
            break
        d = game.decision
        assert d is not None
        game.apply(d.player, policies[d.player].choose(game, d.player, game.legal_actions()))
    g = game.state
    draws = [i for i, ev in enumerate(g.log) if ev.kind == "draw"]
    left = [i for i in draws if g.log[i].new_obj not in g.objects or
            g.objects[g.log[i].new_obj].zone is not Zone.HAND]
    assert left, "some drawn card left its owner's hand"
    for i in left:
        owner = g.log[i].player
        assert game.view(owner)["log"][i]["card"]
        assert game.view(1 - owner)["log"][i]["card"] is None
