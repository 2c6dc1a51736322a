"""The part of a player's view that the computer players read, made quickly.

``Game.view(player)`` (``manastack.views.player_view``) describes everything a player may see
for the clients: rules texts in two languages, graveyards, exile, the log, the options of the
pending decision... The heuristic player reads only the board, the hands it may see, life
totals, commanders and combat; the search player calls it thousands of times per decision
(``manastack.agents.search``), so ``board_view`` builds just that, with the same values and
under the same keys as ``player_view`` (``tests/agents/test_board_view.py`` compares them):

* ``turn``, ``active``, ``step`` (its label), ``combat``;
* ``battlefield`` (phased-out permanents left out, CR 702.26b) and ``stack``: each object as
  ``object_view`` shows it to the player, limited to ``BRIEF_KEYS``;
* ``players``: ``index``, ``life``, ``team`` (CR 810), ``hand`` for the player and their
  teammates (CR 810.5), ``commanders`` and ``commander_damage`` in a Commander game (CR 903).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.commander_view import commanders_view
from manastack.rules.characteristics import chars
from manastack.state.zones import Zone
from manastack.views import can_see

if TYPE_CHECKING:
    from manastack.game import Game

BRIEF_KEYS = ("id", "owner", "controller", "face_down", "hidden", "key", "types", "power",
              "toughness", "keywords", "tapped", "damage")
"""The keys of an object in ``board_view``: those of ``object_view`` it has, with its values."""

_ON_BOARD = (Zone.BATTLEFIELD, Zone.STACK)


def brief_object(game: Game, player: int, oid: int) -> dict[str, Any]:
    """Object ``oid`` as ``player`` may know it: ``object_view`` limited to ``BRIEF_KEYS``."""
    g = game.state
    o = g.objects[oid]
    c = chars(g, oid)
    d: dict[str, Any] = {"id": oid, "owner": o.owner,
                         "controller": c.controller if o.zone in _ON_BOARD else o.owner}
    if o.face_down:
        # CR 708.2a: its characteristics as effects modify them are public
        d.update({"face_down": True, "types": sorted(c.types), "power": c.power,
                  "toughness": c.toughness, "keywords": sorted(c.keywords)})
        if o.zone is Zone.BATTLEFIELD:
            d["tapped"], d["damage"] = o.tapped, o.damage
        return d
    if not can_see(game, player, oid):
        return {"id": None, "hidden": True}
    if o.card_key is None:
        return d  # an ability on the stack
    d.update({"key": o.card_key, "types": sorted(c.types), "power": c.power,
              "toughness": c.toughness, "keywords": sorted(c.keywords)})
    if o.zone is Zone.BATTLEFIELD:
        d["tapped"], d["damage"] = o.tapped, o.damage
    return d


def board_view(game: Game, player: int) -> dict[str, Any]:
    """What the computer players read of ``player``'s view (see the module docstring)."""
    g = game.state
    commanders = commanders_view(game, player)
    players = []
    for p in g.players:
        pv: dict[str, Any] = {"index": p.index, "life": p.life}
        if commanders:
            pv["commanders"] = commanders.get(p.index, [])
            pv["commander_damage"] = {str(k): v for k, v in sorted(p.commander_damage.items())}
        if g.teams is not None:
            pv["team"] = list(g.teams[p.index])
        if p.index == player or (g.teams is not None and player in g.teams[p.index]):
            pv["hand"] = [brief_object(game, player, o) for o in p.hand]
        players.append(pv)
    combat = None
    if g.combat is not None:
        combat = {"attackers": [[a, t] for a, t in g.combat.attackers.items()],
                  "blockers": [[b, list(a)] for b, a in g.combat.blockers.items()]}
    return {
        "you": player, "turn": g.turn, "active": g.active, "step": g.step.label,
        "players": players,
        "battlefield": [brief_object(game, player, o) for o in g.battlefield
                        if not g.objects[o].phased_out],
        "stack": [brief_object(game, player, o) for o in g.stack],
        "combat": combat,
    }


__all__ = ["BRIEF_KEYS", "board_view", "brief_object"]
