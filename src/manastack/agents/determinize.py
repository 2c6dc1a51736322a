"""Determinization: a full game state consistent with what one player may see.

Information-set search (ISMCTS, PIMC) needs whole games to search in without peeking at hidden
cards. ``determinize(game, player, seed)`` returns a copy of ``game`` in which every card object
that ``player`` may not know (``manastack.views.can_see``: the other players' hands, every
library except a revealed top card, face-down objects they may not look at, CR 708.5) is given
a card drawn at random, without replacement, from the cards of those same hidden objects with
the same owner. Cards the player sees, and cards offered to the player's pending decision from
a hidden zone, keep their identity; a face-down object offered (an opponent's face-down
creature as a target) is redrawn like any other the player may not look at. The game's random generator is reseeded from ``seed`` too, since the order of
future shuffles is hidden as well (CR 701.24).

So the sample's ``view(player)`` equals the game's, the hidden cards of each owner are the same
multiset, and nothing the player can't see decides which card ends up where: the hidden cards
are drawn from their multiset (sorted before the shuffle), so two games that differ only in
which hidden place holds which hidden card give the same sample for the same seed. The multiset
is that of the real hidden cards: the decks are taken as known (as in the benchmark matchups);
pass ``pools`` to sample each owner's hidden cards from a guessed list of card keys instead.

The sample is for search (``clone()``, ``apply()``): its history still names the real game's
seed, so it can't be saved and replayed with ``to_json()``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from manastack.decisions.actions import Choose
from manastack.game import Game
from manastack.state.rng import Rng
from manastack.views import can_see


def hidden_objects(game: Game, player: int) -> dict[int, list[int]]:
    """Per owner, the card objects ``player`` may not know, in a fixed order."""
    g = game.state
    offered: set[int] = set()
    d = g.pending
    if d is not None and d.player == player:
        for a in game.legal_actions():
            v = a.value if isinstance(a, Choose) else None
            for x in (v if isinstance(v, tuple) else (v,)):
                if isinstance(x, int) and not isinstance(x, bool):
                    offered.add(x)
    out: dict[int, list[int]] = {}
    for oid in sorted(g.objects):
        o = g.objects[oid]
        # a card offered from a hidden zone (a library searched, a revealed hand) is shown
        # to the player choosing; a face-down object offered (a target) stays unknown to
        # them unless they may look at it (CR 708.2a, 708.5)
        if o.card_key is None or o.is_token or oid in offered and not o.face_down:
            continue
        in_hidden_zone = oid in g.players[o.owner].library or oid in g.players[o.owner].hand
        if not (in_hidden_zone or o.face_down):
            continue
        if not can_see(game, player, oid):
            out.setdefault(o.owner, []).append(oid)
    return out


def determinize(game: Game, player: int, seed: int,
                pools: Mapping[int, Sequence[str]] | None = None) -> Game:
    """A copy of ``game`` with ``player``'s unknown cards sampled (see the module's docstring).
    ``pools[owner]``: card keys to draw that owner's hidden cards from (at least as many as
    they have hidden cards) instead of the real hidden cards."""
    if not isinstance(player, int) or not 0 <= player < len(game.state.players):
        raise ValueError(f"no such player: {player!r}")
    sample = game.clone()
    g = sample.state
    rng = Rng(seed ^ 0x6A09E667F3BCC909)
    for owner, oids in hidden_objects(game, player).items():
        if pools is not None and owner in pools:
            keys = list(pools[owner])
            if len(keys) < len(oids):
                raise ValueError(f"the pool of player {owner} has {len(keys)} cards for "
                                 f"{len(oids)} hidden cards")
        else:
            # sorted: where each real hidden card lies must not steer the sample (each has a
            # card: ``hidden_objects`` lists no card-less object)
            keys = sorted(str(g.objects[o].card_key) for o in oids)
        rng.shuffle(keys)
        for oid, key in zip(oids, keys, strict=False):
            if g.objects[oid].card_key != key:
                g.mut(oid).card_key = key
    g.rng = Rng(rng.next64())
    return sample
