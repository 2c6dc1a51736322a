"""Per-player views: the only way a client sees the game (hidden information stays hidden).

A player sees public zones, their own hand, counts of hidden zones, face-down permanents they
may look at (CR 708.5), and the log with everything they may not know removed. Objects are
shown by id; a face-down object's id is a fresh one (CR 400.7), so it can't be traced back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.rules.characteristics import chars
from manastack.rules.text_change import rules_text
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.game import Game


def can_see(game: Game, player: int, oid: int) -> bool:
    """Whether ``player`` may know which card object ``oid`` is."""
    g = game.state
    o = g.objects.get(oid)
    if o is None:
        return False
    if o.face_down:
        from manastack.rules.face_down import may_look
        return may_look(g, player, oid)  # CR 708.5, 708.9
    if o.zone is Zone.LIBRARY:
        from manastack.rules.library_top import may_look, revealed
        # played with the top card revealed (Future Sight), or looked at (Augur of Autumn)
        return revealed(g, oid) or may_look(g, player, oid)
    if o.zone is Zone.HAND:
        return o.owner == player
    return True


def object_view(game: Game, player: int, oid: int) -> dict[str, Any]:
    g = game.state
    o = g.objects[oid]
    c = chars(g, oid)
    visible = can_see(game, player, oid)
    d: dict[str, Any] = {"id": oid, "owner": o.owner, "controller": c.controller
                         if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner}
    if o.face_down:
        d["face_down"] = True
        d.update({"name": None, "types": sorted(c.types), "power": c.power,
                  "toughness": c.toughness})
        if visible and o.card_key is not None:
            d["card"] = game.card(oid).name
        if o.zone is Zone.BATTLEFIELD:
            d.update({"tapped": o.tapped, "damage": o.damage, "counters": dict(o.counters),
                      "attached_to": o.attached_to})
        return d
    if not visible:
        return {"id": None, "hidden": True}
    if o.card_key is None:
        d.update({"ability": getattr(o.ability, "text", ""), "source": o.source})
        return d
    d.update({
        "name": c.name, "key": o.card_key, "face": o.face, "mana_cost": str(c.mana_cost)
        if c.mana_cost and not c.mana_cost.is_empty() else None,
        "types": sorted(c.types), "subtypes": sorted(c.subtypes),
        "supertypes": sorted(c.supertypes), "colors": sorted(c.colors),
        "power": c.power, "toughness": c.toughness, "keywords": sorted(c.keywords),
        "token": o.is_token,
        # the rules text as text-changing effects changed it (CR 612), in both languages
        "text": rules_text(g, oid, "en"), "text_ja": rules_text(g, oid, "ja"),
    })
    if o.zone is Zone.BATTLEFIELD:
        d.update({"tapped": o.tapped, "damage": o.damage, "counters": dict(o.counters),
                  "attached_to": o.attached_to})
    if o.zone is Zone.STACK:
        d["targets"] = [list(t) for t in o.stack.get("targets", ())]
    return d


def event_view(game: Game, player: int, ev: Any) -> dict[str, Any] | None:
    """The log entry as ``player`` may know it (None when it must not be shown at all)."""
    g = game.state
    d: dict[str, Any] = {"kind": ev.kind}
    if ev.player is not None:
        d["player"] = ev.player
    if ev.amount:
        d["amount"] = ev.amount
    hidden_move = False
    if ev.kind in ("zone_change", "draw"):
        fz = ev.from_zone.value if ev.from_zone is not None else None
        tz = ev.to_zone.value if ev.to_zone is not None else None
        d["from"] = fz
        d["to"] = tz
        public_from = ev.from_zone is None or ev.from_zone.is_public
        public_to = ev.to_zone is not None and ev.to_zone.is_public
        new = ev.new_obj
        new_obj = g.objects.get(new) if new is not None else None
        face_down_now = new_obj is not None and new_obj.face_down
        # CR 406.3: a card exiled face down stays unknown, in the log too, to everyone but the
        # players allowed to look at it (even once it has left exile).
        exiled_face_down = ev.to_zone is Zone.EXILE and bool(ev.data.get("face_down"))
        face_down_before = ev.lki is not None and not ev.lki.name and ev.from_zone in (
            Zone.BATTLEFIELD, Zone.STACK) and not ev.data.get("revealed")
        owner = ev.player if ev.player is not None else None
        knows = owner == player
        if face_down_now:
            hidden_move = not can_see(game, player, new)  # type: ignore[arg-type]
        elif exiled_face_down:
            hidden_move = player not in ev.data.get("known_to", ())
        elif not public_from and not public_to:
            hidden_move = not knows
        elif ev.kind == "draw":
            hidden_move = not knows
        elif not public_to and ev.to_zone is Zone.HAND:
            hidden_move = False if public_from else not knows
        if ev.kind == "draw" and ev.data.get("revealed"):
            hidden_move = False  # drawn from a revealed library top (ONS-FAQ-184)
        if face_down_before and not ev.data.get("revealed"):
            hidden_move = True
        if hidden_move:
            d["card"] = None
        else:
            name = ev.lki.name if ev.lki is not None and ev.lki.name else None
            if name is None and new is not None and new in g.objects:
                try:
                    name = chars(g, new).name or None
                except KeyError:
                    name = None
            d["card"] = name
            # A card put into a hidden zone is a new object there (CR 400.7): only a player
            # who may see that zone learns its id.
            d["object"] = new if new is not None and not (face_down_now or exiled_face_down) and (
                public_to or knows and ev.to_zone is Zone.HAND) else None
        return d
    if ev.kind in ("cast", "activate", "trigger"):
        o = g.objects.get(ev.obj) if ev.obj is not None else None
        seen = o is not None and (not o.face_down or can_see(game, player, o.id))
        if o is not None and not seen:
            d["card"] = None
        elif ev.lki is not None:
            d["card"] = ev.lki.name or None
        d["object"] = ev.obj if seen else None
        return d
    if ev.kind == "turned_face_up":
        # CR 702.37e / 708.8: it is revealed as it turns face up.
        d["card"] = ev.lki.name if ev.lki is not None else None
        d["object"] = ev.obj
        return d
    if ev.kind in ("damage",):
        src = ev.lki.name if ev.lki is not None and ev.lki.name else None
        d["source"] = src
        if ev.obj is not None:
            tgt = g.objects.get(ev.obj)
            d["target_object"] = ev.obj if tgt is not None and not tgt.face_down else None
        return d
    if ev.kind in ("reveal",):
        return {"kind": "reveal", "player": ev.player,
                "card": game.card(ev.obj).name if ev.obj in g.objects else None}
    if ev.kind == "reveal_hand":
        return {"kind": "reveal_hand", "player": ev.player}
    if ev.obj is not None:
        o = g.objects.get(ev.obj)
        # Only an object the viewer may see is named: a card looked at in a library or a
        # hand stays anonymous to everyone else.
        if o is not None and not o.face_down and can_see(game, player, ev.obj):
            d["object"] = ev.obj
    return d


def _commanders_view(game: Game, player: int) -> dict[int, list[dict[str, Any]]]:
    """Each player's commanders (CR 903.3): the commander's number (the key of
    ``commander_damage``), its name, the zone it is in and its object id there when
    ``player`` may see it, how often it was cast from the command zone and the tax to cast it
    from there now (CR 903.8). Being a commander is public; a commander in a hidden zone
    shows only that zone."""
    from manastack.rules.commander import COMMANDER_TAX, commander_number
    from manastack.state.objects import GameObject
    g = game.state
    if not g.extra.get("commanders"):
        return {}
    found: dict[int, GameObject] = {}
    for o in g.objects.values():
        if o.flags and not o.is_token:
            n = commander_number(o)
            if n is not None:
                found[n] = o
    out: dict[int, list[dict[str, Any]]] = {}
    for n, o in sorted(found.items()):
        casts = g.players[o.owner].commander_casts.get(n, 0)
        seen = can_see(game, player, o.id)
        out.setdefault(o.owner, []).append({
            "commander": n, "name": game.card(o.id).name, "zone": o.zone.value,
            "object": o.id if seen else None, "casts": casts, "tax": COMMANDER_TAX * casts})
    return out


def player_view(game: Game, player: int) -> dict[str, Any]:
    """Everything ``player`` may see, as plain data (JSON-ready)."""
    g = game.state
    players = []
    commanders = _commanders_view(game, player)
    for p in g.players:
        pv: dict[str, Any] = {
            "index": p.index, "name": p.name, "life": p.life, "poison": p.poison,
            "library": len(p.library), "hand_count": len(p.hand),
            "graveyard": [object_view(game, player, o) for o in p.graveyard],
            "lost": p.lost, "mana_pool": dict(p.mana_pool) if p.index == player else
            dict(p.mana_pool),
        }
        if commanders:
            pv["commanders"] = commanders.get(p.index, [])
            pv["commander_tax"] = {str(c["commander"]): c["tax"] for c in pv["commanders"]}
            pv["commander_damage"] = {str(k): v for k, v in sorted(p.commander_damage.items())}
        if p.index == player:
            pv["hand"] = [object_view(game, player, o) for o in p.hand]
        if p.library and can_see(game, player, p.library[0]):
            pv["library_top"] = object_view(game, player, p.library[0])
        players.append(pv)
    d = g.pending
    decision: dict[str, Any] | None = None
    if d is not None:
        decision = {"kind": d.kind, "player": d.player}
        if d.player == player:
            decision["prompt"] = d.prompt
            decision["actions"] = [a.to_json() for a in game.legal_actions()]
    combat = None
    if g.combat is not None:
        combat = {"attackers": [[a, t] for a, t in g.combat.attackers.items()],
                  "blockers": [[b, list(a)] for b, a in g.combat.blockers.items()]}
    log = []
    for ev in g.log:
        v = event_view(game, player, ev)
        if v is not None:
            log.append(v)
    return {
        "you": player, "turn": g.turn, "active": g.active, "step": g.step.label,
        "priority": g.priority, "day_night": g.day_night,
        "players": players,
        "battlefield": [object_view(game, player, o) for o in g.battlefield
                        if not g.objects[o].phased_out],
        "stack": [object_view(game, player, o) for o in g.stack],
        "exile": [object_view(game, player, o) for o in g.exile],
        "command": [object_view(game, player, o) for o in g.command],
        "combat": combat, "decision": decision, "log": log,
        "game_over": g.game_over, "winners": list(g.winners),
    }
