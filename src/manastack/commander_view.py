"""The Commander part of a player's view (CR 903): each player's commanders, the zone each is
in as that player may know it, the tax to cast it from the command zone, and the commander
damage each player was dealt as that player may know it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.state.zones import Zone
from manastack.view_facts import SPECTATOR, can_see

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.state.objects import GameObject


def commanders_view(game: Game, player: int) -> dict[int, list[dict[str, Any]]]:
    """Each player's commanders (CR 903.3): the commander's number (the key of
    ``commander_damage``), its name, the zone it is in and its object id there when
    ``player`` may see it, how often it was cast from the command zone and the tax to cast it
    from there now (CR 903.8). Being a commander is public; a commander in a hidden zone
    shows only that zone, and one a player may not look at face down (CR 708.5) shows no zone
    unless they saw it become that face-down object."""
    from manastack.cards.database import database
    from manastack.rules.commander import COMMANDER_TAX, departed_commanders
    g = game.state
    if not g.extra.get("commanders"):
        return {}
    entries: dict[int, tuple[int, str, str, int | None]] = {}
    for n, o in _commander_objects(game).items():
        seen = can_see(game, player, o.id)
        entries[n] = (o.owner, game.card(o.id).name, _zone_seen(game, player, o, seen),
                      o.id if seen else None)
    for n, (owner, key) in departed_commanders(g).items():
        # CR 800.4a: it left the game with its owner; the damage it dealt is still counted
        entries.setdefault(n, (owner, database().by_key(key).name, LEFT_GAME, None))
    out: dict[int, list[dict[str, Any]]] = {}
    for n, (owner, name, zone, oid) in sorted(entries.items()):
        casts = g.players[owner].commander_casts.get(n, 0)
        out.setdefault(owner, []).append({
            "commander": n, "name": name, "zone": zone, "object": oid, "casts": casts,
            "tax": COMMANDER_TAX * casts})
    return out


def _commander_objects(game: Game) -> dict[int, GameObject]:
    """Each commander's object in the game, by its commander number (CR 903.3)."""
    from manastack.rules.commander import commander_number
    found: dict[int, GameObject] = {}
    for o in game.state.objects.values():
        if o.flags and not o.is_token:
            n = commander_number(o)
            if n is not None:
                found[n] = o
    return found


def _zone_seen(game: Game, player: int, o: GameObject, seen: bool) -> str:
    """The zone of commander ``o`` as ``player`` may know it."""
    if seen:
        return o.zone.value
    if _moved_unseen(game, player, o.id):
        return HAND_OR_LIBRARY
    if o.face_down and not _face_down_followed(game, player, o.id):
        return UNKNOWN
    return o.zone.value


def commander_damage_view(game: Game, player: int, target: int) -> dict[str, int]:
    """The combat damage ``target`` was dealt by each commander (CR 903.10a), as ``player``
    may know it: damage dealt by a face-down commander ``player`` may not look at and didn't
    see become that face-down permanent (its zone ``UNKNOWN``) was dealt by a face-down
    creature, for all they know, and counts only once it is revealed (CR 708.5, 708.9)."""
    g = game.state
    dealt = dict(g.players[target].commander_damage)
    if dealt and g.extra.get("commanders"):
        for n, o in _commander_objects(game).items():
            if n in dealt and \
                    _zone_seen(game, player, o, can_see(game, player, o.id)) == UNKNOWN:
                dealt[n] -= sum(ev.amount for ev in g.log
                                if ev.kind == "damage" and ev.source == o.id
                                and ev.player == target and ev.data.get("combat"))
                if dealt[n] <= 0:
                    del dealt[n]
    return {str(k): v for k, v in sorted(dealt.items())}


LEFT_GAME = "left_game"
"""The zone shown for a commander that left the game with its owner (CR 800.4a)."""
HAND_OR_LIBRARY = "hand_or_library"
"""The zone a player is shown for another player's commander that went from one hidden zone
to the other unseen by them (CR 400.2, 401.2, 402.3): drawn, or put from the hand into the
library, it may be in either for all they know."""

UNKNOWN = "unknown"
"""The zone a player is shown for another player's commander that is a face-down spell or
permanent they may not look at and didn't see become one (CR 708.5): cast face down from a
hand, it may be that spell, or still in the hand or the library, for all they know."""


def _face_down_followed(game: Game, player: int, oid: int) -> bool:
    """Whether ``player``, who may not look at face-down ``oid``, still knows which card it is
    by having watched it: every player knows it (cast face down from the command zone, a
    public zone, CR 400.2: a spectator saw it go too), or it was turned face down on the
    battlefield for all to see (CR 708.2a)."""
    from manastack.rules.information import knowers
    g = game.state
    players = (1 << len(g.players)) - 1
    if player == SPECTATOR and knowers(g, oid) & players == players:
        return True
    return any(ev.kind == "turned_face_down" and ev.obj == oid for ev in g.log)


def _moved_unseen(game: Game, player: int, oid: int) -> bool:
    """Whether ``oid`` came into its zone (a hand or library) by a move ``player`` could not
    follow: the last zone change that made it, as ``player`` knew it when it happened
    (``rules.information.Seen``), didn't name the card to them. A commander put into a hand
    or library for all to see (returned, shuffled in) is known to be there."""
    g = game.state
    if g.objects[oid].zone not in (Zone.HAND, Zone.LIBRARY):
        return False
    bit = 1 << player if player != SPECTATOR else 1 << len(g.players)
    known = g.known
    for i in range(len(g.log) - 1, -1, -1):
        ev = g.log[i]
        if getattr(ev, "new_obj", None) == oid:
            return not known[i].knows & bit
    return False  # there from the start of the game (a library as it was set up)
