"""Resolving references and amounts against a resolution frame: information from the game is
determined once, as the effect is applied (CR 608.2h); X is the announced value (CR 107.3); the
cards exiled with a source (CR 607.2a)."""

from __future__ import annotations

from typing import Any

from manastack.dsl import refs as R
from manastack.dsl.interpreted import Interpreted
from manastack.rules.characteristics import chars, compute_all, reads_amounts_with
from manastack.rules.events import Event, left_zone_event
from manastack.rules.selectors import all_matching, attached_to_or_was
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def resolve_ref(g: GameState, ref: Any, frame: dict[Any, Any]) -> list[int]:
    """Object and/or player ids a reference stands for right now."""
    you = frame["controller"]
    if isinstance(ref, R.Target):
        ts = frame.get("targets", ())
        return list(ts[ref.slot]) if ref.slot < len(ts) else []
    if isinstance(ref, R.Self):
        src = frame.get("source")
        return [src] if src is not None else []
    if isinstance(ref, R.You):
        return [you]
    if isinstance(ref, R.EachOpponent):
        return g.opponents(you)  # CR 102.2-102.3
    if isinstance(ref, R.EachOtherPlayer):
        # CR 102.3: "each other player" counts the teammates too (Two-Headed Giant).
        return [p for p in g.player_ids() if p != you]
    if isinstance(ref, R.EachPlayer):
        return list(g.player_ids())
    if isinstance(ref, R.All):
        return all_matching(g, ref.filter, you, frame.get("source"))
    if isinstance(ref, R.AllExcept):
        kept = set(resolve_ref(g, R.Var(ref.var), frame))
        return [o for o in all_matching(g, ref.filter, you, frame.get("source")) if o not in kept]
    if isinstance(ref, R.TopOfLibrary):
        who = [p for p in resolve_ref(g, ref.who, frame) if is_player_id(p)]
        n = evaluate_amount(g, ref.amount, frame)
        return list(g.players[who[0]].library[:max(0, n)]) if who else []
    if isinstance(ref, R.ExiledWithSelf):
        src = frame.get("source")
        return exiled_with(g, src) if src is not None else []
    if isinstance(ref, R.Attached):
        src = frame.get("source")
        if src is not None and src in g.objects:
            t = g.objects[src].attached_to
            return [t] if t is not None else []
        lki_att = frame.get("attached_lki")
        if lki_att is None:
            # A source that has left the battlefield ("enchanted creature" of an Aura gone
            # before its ability's intervening "if" is checked again): what it was attached to
            # as it last existed there (CR 113.7a, 608.2h, 603.4).
            lki_att = attached_to_or_was(g, src) if src is not None else None
        return [lki_att] if lki_att is not None else []
    if isinstance(ref, R.Triggerer):
        ev = frame.get("event")
        if ev is None:
            return []
        oid = ev.new_obj if ev.new_obj is not None else ev.obj
        return [oid] if oid is not None else []
    if isinstance(ref, R.Sacrificed):
        return []  # it has left the battlefield (see ``rules.tokens``)
    if isinstance(ref, R.TriggerPlayer):
        ev = frame.get("event")
        return [ev.player] if ev is not None and ev.player is not None else []
    if isinstance(ref, R.ControllerOf):
        out = []
        for x in resolve_ref(g, ref.of, frame):
            if is_player_id(x):
                continue
            if x in g.objects:
                o = g.objects[x]
                out.append(chars(g, x).controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK)
                           else o.owner)
            elif ("lki", x) in frame:
                out.append(frame[("lki", x)].controller)
            elif (left := left_zone_event(g, x)) is not None:
                out.append(left.lki.controller)  # as it last existed (CR 608.2h)
        return out
    if isinstance(ref, R.PlayerOrController):
        ids = resolve_ref(g, ref.of, frame)
        return [x for x in ids if is_player_id(x)] + \
            resolve_ref(g, R.ControllerOf(ref.of), frame)
    if isinstance(ref, R.Tallied):
        return [e.obj for e in frame.get(ref.var, ()) if e.obj in g.objects
                and not (e.kind == "damage" and not e.amount)
                and (ref.filter is None
                     or all_matching_one(g, e.obj, ref.filter, frame))]
    if isinstance(ref, R.OwnerOf):
        return [g.objects[x].owner for x in resolve_ref(g, ref.of, frame)
                if not is_player_id(x) and x in g.objects]
    if isinstance(ref, R.Var):
        v = frame.get(ref.name)
        if v is None:
            return []
        if isinstance(v, int):
            return [v]
        return list(v)
    if isinstance(ref, R.DefendingPlayer):
        # the player the source attacks or attacked before it was removed from combat, or
        # the controller of that planeswalker (CR 506.2, 508.5); else the one of the defending
        # players its controller chose as it resolved (CR 508.5a, 802.2a: ``rules.resolution``)
        from manastack.rules.object_tests import defending_player_of
        d = defending_player_of(g, frame.get("source"))
        if d is None:
            d = frame.get("defending_player")
        return [d] if d is not None else []
    if isinstance(ref, R.OfChosenType):
        kind = frame.get(ref.var)
        if kind is None:
            return []
        return [oid for oid in all_matching(g, ref.filter, you, frame.get("source"))
                if kind in chars(g, oid).subtypes]
    if isinstance(ref, R.SharingCreatureType):
        from manastack.rules.creature_types import CREATURE_TYPES
        base = [x for x in resolve_ref(g, ref.of, frame) if not is_player_id(x)]
        kinds: set[str] = set()
        found: list[int] = []
        for x in base:
            c = _lki_chars(g, x, frame)
            if c is not None:
                kinds |= set(c.subtypes) & CREATURE_TYPES
            if x in g.objects and g.objects[x].zone is Zone.BATTLEFIELD:
                found.append(x)
        for oid in g.battlefield:
            if oid in found:
                continue
            c = chars(g, oid)
            if c.is_creature and set(c.subtypes) & kinds:
                found.append(oid)
        return found
    if isinstance(ref, Interpreted):  # a reference whose meaning another rules module gives
        return list(ref(g, frame))
    raise TypeError(f"unknown reference {ref!r}")


def all_matching_one(g: GameState, oid: int, f: Any, frame: dict[Any, Any]) -> bool:
    """Whether ``oid`` matches ``f`` now, for the frame's controller and source."""
    from manastack.rules.selectors import matches
    return matches(g, oid, f, frame["controller"], frame.get("source"))


def last_known_chars(g: GameState, oid: int, frame: dict[Any, Any]) -> Any:
    """The characteristics of object ``oid`` now, or as it last existed (CR 608.2h); None for
    a player or an object never seen."""
    if is_player_id(oid):
        return None
    return _lki_chars(g, oid, frame)


def _lki_chars(g: GameState, oid: int, frame: dict[Any, Any]) -> Any:
    if oid in g.objects:
        return chars(g, oid)
    lki = frame.get(("lki", oid))
    if lki is not None:
        return lki
    ev = frame.get("event")
    if ev is not None and ev.obj == oid and ev.lki is not None:
        # The event's last-known values are those of ``ev.obj``; the object a zone change
        # made (``ev.new_obj``, say a creature that entered and has left since) is looked up
        # in the log below.
        return ev.lki
    # CR 608.2h: the object as it last existed, when it left its zone.
    log: list[Event] = g.log  # typed: mypyc can't iterate reversed(list[Any])
    for e in reversed(log):
        if e.kind == "zone_change" and e.obj == oid and e.lki is not None:
            return e.lki
    return None


def evaluate_amount(g: GameState, amt: Any, frame: dict[Any, Any]) -> int:
    """The number an amount stands for now."""
    if isinstance(amt, int):
        return amt
    if isinstance(amt, R.X):
        x = frame.get("x")
        if x is None and frame.get("source") in g.objects:
            # CR 107.3m: an enters-the-battlefield ability uses the X of the spell that
            # became its source.
            x = g.objects[frame["source"]].chosen.get("x")
        return int(x or 0)
    if isinstance(amt, R.CountOf):
        return len(all_matching(g, amt.filter, frame["controller"], frame.get("source")))
    if isinstance(amt, R.VarAmount):
        return int(frame.get(amt.name) or 0)
    if isinstance(amt, R.CountersOn):
        ids = [x for x in resolve_ref(g, amt.ref, frame) if x in g.objects]
        if ids:
            counters = g.objects[ids[0]].counters
        elif isinstance(amt.ref, R.Self) and frame.get("sacrificed_counters") is not None:
            counters = frame["sacrificed_counters"]  # sacrificed to pay the cost (CR 608.2h)
        else:
            return 0
        return int(sum(counters.values()) if amt.kind is None else counters.get(amt.kind, 0))
    if isinstance(amt, R.ManaSpent):
        sid = frame.get("stack_id")
        s = g.objects.get(sid) if sid is not None else None
        return int(s.stack.get("mana_spent") or 0) if s is not None else 0
    if isinstance(amt, R.CardsExiledToCast):
        return cards_exiled_to_cast(g, frame.get("source"))
    if isinstance(amt, R.ManaSpentToCast):
        ev = frame.get("event")
        for x in resolve_ref(g, amt.spell, frame):
            o = g.objects.get(x)
            if o is not None and o.zone is Zone.STACK and "mana_spent" in o.stack:
                return int(o.stack["mana_spent"] or 0)
            if ev is not None and ev.kind == "cast" and ev.obj == x:
                return int(ev.data.get("mana_spent") or 0)
        return 0
    if isinstance(amt, R.GreatestCommanderManaValue):
        from manastack.rules.commander import commander_number
        you = frame["controller"]
        # CR 702.26b: a phased-out commander is treated as though it doesn't exist: it isn't
        # "on the battlefield" for this count.
        values = [chars(g, o.id).mana_value for o in g.objects.values()
                  if o.owner == you and o.zone in (Zone.BATTLEFIELD, Zone.COMMAND)
                  and not o.phased_out and commander_number(o) is not None]
        return max(values, default=0)
    if isinstance(amt, R.TimesPaid):
        ev = frame.get("event")
        return int(ev.amount) if ev is not None and ev.kind == "paid_times" else 0
    if isinstance(amt, R.EventAmount):
        ev = frame.get("event")
        if ev is None:
            return 0
        total = int(ev.amount or 0)
        if ev.kind == "damage" and ev.data.get("combat"):
            at = next((i for i, e in enumerate(g.log) if e is ev), None)
            for e in g.log[at + 1:] if at is not None else ():
                if e.kind in ("life_loss", "life_gain"):  # damage's results (CR 120.3, 702.15b)
                    continue
                if e.kind != "damage" or not e.data.get("combat"):
                    break
                if e.source == ev.source:
                    total += int(e.amount or 0)
        return total
    if isinstance(amt, R.LifeTotal):
        who = [p for p in resolve_ref(g, amt.who, frame) if is_player_id(p)]
        return int(g.players[who[0]].life) if who else 0
    if isinstance(amt, R.LifeLostThisTurn):
        # "your opponents": the players of the other teams, never a teammate (CR 102.3,
        # 810.1), each counted with the life they lost themselves (CR 810.9).
        you = frame["controller"]
        if amt.who == "you":
            return int(g.players[you].life_lost_this_turn)
        return sum(int(p.life_lost_this_turn) for i, p in enumerate(g.players)
                   if g.is_opponent(you, i))
    if isinstance(amt, R.SacrificedPower | R.SacrificedToughness):
        lki = frame.get("sacrificed_lki")
        v = (lki.power if isinstance(amt, R.SacrificedPower) else lki.toughness) \
            if lki is not None else 0
        return max(0, v or 0)
    if isinstance(amt, R.LastKnownPower):
        ev = frame.get("event")
        return max(0, ev.lki.power or 0) if ev is not None and ev.lki is not None else 0
    if isinstance(amt, R.TalliedAmount):
        return sum(int(e.amount or 0) for e in frame.get(amt.var, ())
                   if not amt.players_only or (e.player is not None and e.obj is None))
    if isinstance(amt, R.Half):
        n = evaluate_amount(g, amt.amount, frame)
        return max(0, (n + 1) // 2 if amt.up else n // 2)
    if isinstance(amt, R.SubtypesAmong):
        found: set[str] = set()
        for oid in all_matching(g, amt.filter, frame["controller"], frame.get("source")):
            found |= chars(g, oid).subtypes & set(amt.of)
        return len(found)
    if isinstance(amt, R.MostAmongOpponents):
        you = frame["controller"]
        per: dict[int, int] = {}
        for oid in all_matching(g, amt.filter.but(controller="opponent"), you,
                                frame.get("source")):
            ctl = chars(g, oid).controller
            per[ctl] = per.get(ctl, 0) + 1
        return max(per.values(), default=0)
    if isinstance(amt, R.DamageToItAtOnce):
        from manastack.dsl.triggers import damage_dealt_at_once
        ev = frame.get("event")
        return damage_dealt_at_once(g, ev) if ev is not None else 0
    if isinstance(amt, R.CardsPutInto):
        from manastack.rules.selectors import chars_match
        return sum(1 for e in frame.get(amt.var, ())
                   if e.kind == "zone_change" and e.to_zone is amt.zone and e.lki is not None
                   and chars_match(g, e.lki, amt.filter, frame["controller"],
                                   frame.get("source"), e.obj))
    if isinstance(amt, R.NumberOf):
        return len(resolve_ref(g, amt.of, frame))
    if isinstance(amt, R.DifferentPowers):
        return len({c.power for oid, c in compute_all(g).items()
                    if c.is_creature and c.controller == frame["controller"]
                    and c.power is not None and oid in g.battlefield
                    and not g.objects[oid].phased_out})
    if isinstance(amt, R.OpponentsDealtCombatDamage):
        return len(_opponents_dealt_combat_damage(g, amt.subject, frame))
    if isinstance(amt, R.Times):
        return evaluate_amount(g, amt.amount, frame) * amt.factor
    if isinstance(amt, R.CardsOf):
        from manastack.rules.selectors import matches
        f = amt.filter.but(owner=None, controller=None)
        return sum(1 for p in resolve_ref(g, amt.player, frame) if is_player_id(p)
                   for o in g.zone_list(f.zone, p) if matches(g, o, f, p, frame.get("source")))
    if isinstance(amt, R.AtLeastZero):
        return max(0, evaluate_amount(g, amt.amount, frame))
    if isinstance(amt, R.Sum):
        return sum(evaluate_amount(g, part, frame) for part in amt.parts)
    if isinstance(amt, R.PowerOf | R.ToughnessOf | R.ManaValueOf):
        ids = resolve_ref(g, amt.ref, frame)
        if not ids and isinstance(amt.ref, R.Self):
            c = frame.get("source_chars")
        else:
            c = _lki_chars(g, ids[0], frame) if ids else None
        if c is None:
            return 0
        if isinstance(amt, R.PowerOf):
            return c.power or 0
        if isinstance(amt, R.ToughnessOf):
            return c.toughness or 0
        return c.mana_value
    if isinstance(amt, Interpreted):  # an amount whose meaning another rules module gives
        return int(amt(g, frame))
    raise TypeError(f"unknown amount {amt!r}")


def _opponents_dealt_combat_damage(g: GameState, subject: Any, frame: dict[Any, Any]
                                   ) -> set[int]:
    """The opponents dealt combat damage by ``subject`` creatures in the combat damage of the
    triggering event: the combat damage events logged with it (CR 510.2)."""
    from manastack.rules.trigger_tests import hits_an_opponent
    ev = frame.get("event")
    src = frame.get("source")
    at = next((i for i, e in enumerate(g.log) if e is ev), None) if ev is not None else None
    if at is None or src is None:
        return set()
    hit: set[int] = set()
    for e in g.log[at:]:
        if e.kind in ("life_loss", "life_gain"):
            continue
        if e.kind != "damage" or not e.data.get("combat"):
            break
        if hits_an_opponent(g, src, e, subject):
            hit.add(int(e.player))
    return hit


# Cards "exiled with" a source (CR 607.2a): the link ``rules.linked_exile`` keeps in
# ``GameState.extra`` as ``{source id: exiled card ids}``.
KEY = "exiled_with"


def exiled_with(g: GameState, source: int) -> list[int]:
    """The cards exiled with ``source`` that are still in exile."""
    return [c for c in g.extra.get(KEY, {}).get(source, ())
            if c in g.objects and g.objects[c].zone is Zone.EXILE]


reads_amounts_with(evaluate_amount)  # for characteristic-defining abilities (CR 604.3)


def exile_any_cost(g: GameState, sid: int) -> Any:
    """The additional cost "you may exile any number of [cards] from your graveyard" of spell
    (or card) ``sid`` (``Cost(exile_any=True)``, CR 601.2b), or None."""
    from manastack.dsl.costs import Cost
    from manastack.rules.cast_methods import spell_ability
    from manastack.rules.characteristics import chars
    sa = spell_ability(chars(g, sid))
    ac = sa.additional_cost if sa is not None else None
    return ac if isinstance(ac, Cost) and ac.exile_any else None


def cards_exiled_to_cast(g: GameState, sid: int | None) -> int:
    """``CardsExiledToCast()``: the number of cards spell ``sid`` announced it would exile for
    its "exile any number of ..." additional cost (CR 601.2b). A card only being priced (may
    it be cast now?) counts the most it could exile, so that a spell castable with some
    number of cards exiled is offered."""
    o = g.objects.get(sid) if sid is not None else None
    if o is None or sid is None:
        return 0
    if o.zone is Zone.STACK and "exile_announced" in o.stack:
        return int(o.stack["exile_announced"])
    cost = exile_any_cost(g, sid)
    if cost is None:
        return 0
    from manastack.rules.selectors import matches
    you = o.controller if o.zone is Zone.STACK else o.owner
    f = cost.exile_from_graveyard.but(zone=Zone.GRAVEYARD, owner=None)
    return sum(1 for c in g.players[you].graveyard if c != sid and matches(g, c, f, you, sid))
