"""State-based actions (CR 704) and the end of the game (CR 104, 800.4)."""

from __future__ import annotations

from manastack.rules.aura_legality import aura_can_enchant
from manastack.rules.characteristics import Chars, chars, compute_all
from manastack.rules.choices import ask
from manastack.rules.commander import (
    commander_damage_loss,
    commander_sba,
    record_departed_commanders,
)
from manastack.rules.events import Event
from manastack.rules.exile_until import return_orphaned
from manastack.rules.instructions import handler
from manastack.rules.phasing import player_left
from manastack.rules.pipeline import emit, submit_batch
from manastack.rules.targets import protection_stops
from manastack.rules.triggers import check_triggers
from manastack.rules.two_headed_giant import game_over_teams, poison_to_lose, with_teammates
from manastack.rules.winning_and_losing import cant_lose
from manastack.rules.zone_change import move_object
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def check_sba(g: GameState) -> bool:
    """Perform all applicable state-based actions at once (CR 704.3); True if any did.

    A check that found nothing is remembered for the layer pass (the same permanents, none
    of them changed since, with the same characteristics) and the players' life, poison and
    commander damage totals: until one of them changes (or a player draws from an empty
    library, a token leaves the battlefield, a commander moves), nothing new can apply, so
    priority passed around a step after step doesn't rescan the battlefield. With the same
    layer pass, what else can have changed is the players' totals and the damage marked on
    permanents (``layer_keeping.mut_damage`` notes which, in the memo's third part): only
    the players and those permanents are checked then (while no player has left the game:
    an Aura attached to them, CR 303.4c, is checked with the others)."""
    allc = compute_all(g)
    totals = _totals(g)
    memo = g._sba_clear
    only: frozenset[int] | None = None
    if memo is not None and memo[0] is allc and \
            not g.extra.get("token_left_battlefield") and \
            not g.extra.get("commander_moved"):
        for p in g.players:
            if p.drew_from_empty:
                break
        else:
            if memo[1] == totals and not memo[2]:
                return False
            if all(a[2] == b[2] for a, b in zip(memo[1], totals, strict=True)):
                only = memo[2]
    did = _check_sba(g, only)
    if not did and g.pending is None and compute_all(g) is allc and _totals(g) == totals:
        g._sba_clear = (allc, totals, frozenset())
    return did


def _totals(g: GameState) -> tuple[tuple[int, int, bool, tuple[tuple[int, int], ...]], ...]:
    # (``Player.in_game`` written out: this is read at every priority pass)
    return tuple([(p.life, p.poison, not (p.lost or p.left),
                   tuple(p.commander_damage.items()) if p.commander_damage else ())
                  for p in g.players])


def _check_sba(g: GameState, only: frozenset[int] | None = None) -> bool:
    """The check, of every permanent or (``only``) of those permanents alone."""
    events: list[Event] = []
    losers: list[int] = []
    for p in g.players:
        if not p.in_game:
            continue
        if (p.life <= 0 or p.drew_from_empty or p.poison >= poison_to_lose(g) or (
                p.commander_damage and commander_damage_loss(g, p.index))) \
                and not cant_lose(g, p.index):
            losers.append(p.index)  # CR 704.5a-c, 704.6a-c
    losers = with_teammates(g, losers)  # CR 810.8a: a team loses together
    did = False
    # 704.5d / 704.5e: tokens and spell copies where they can't exist, looked for in the
    # zones tokens went to since the last check (``zone_change.move_object`` notes them)
    moved = g.extra.get("token_left_battlefield")
    if moved:
        g.extra["token_left_battlefield"] = False
        for zone, zone_owner in moved:
            lst = g.zone_list(zone, zone_owner)
            for oid in [x for x in lst if g.objects[x].is_token]:
                lst.remove(oid)
                del g.objects[oid]
                did = True
        if did:
            # A token ceasing to exist changes the zone it was in: what counts the objects
            # there (a characteristic-defining ability counting creature cards in a
            # graveyard, CR 604.3) is worked out anew
            g.version += 1
    if g.extra.get("commander_moved") and commander_sba(g):
        return True  # CR 903.9a: the owner chooses; the other actions are checked again after
    allc = compute_all(g)
    objects = g.objects
    legend_groups: dict[tuple[int, str], list[int]] = {}
    calm, loud = _CALM, _LOUD
    if len(calm) + len(loud) > 256:
        calm.clear()
        loud.clear()
    # (the battlefield isn't changed as it is checked: the actions are performed after)
    for oid in g.battlefield if only is None else [x for x in g.battlefield if x in only]:
        o = objects[oid]
        if o.phased_out:
            continue
        c = allc[oid]
        if c in calm:
            if not o.damage and o.attached_to is None and "-1/-1" not in o.counters and \
                    not o.deathtouch_damage:
                continue  # no action of CR 704.5 applies to it: nothing more to read
        elif c not in loud:
            (calm if _is_calm(c) else loud).add(c)
        types = c.types
        if "Legendary" in c.supertypes and c.name:
            # (a legend that dies of another action of this check counts too: the actions are
            # performed at once, CR 704.3)
            legend_groups.setdefault((c.controller, c.name), []).append(oid)
        if "Creature" in types:  # (``Chars.is_creature``, read for every permanent)
            t = c.toughness or 0
            if t <= 0:
                events.append(Event("zone_change", obj=oid, from_zone=Zone.BATTLEFIELD,
                                    to_zone=Zone.GRAVEYARD, data={"cause": "sba_toughness"}))
                continue
            if (o.damage >= t or (o.deathtouch_damage and o.damage > 0)) and \
                    not c.has("Indestructible"):
                # CR 704.5g/h; an indestructible creature isn't destroyed (702.12b), so the
                # action doesn't happen (and must not count as performed, CR 704.3).
                events.append(Event("destroy", obj=oid, data=_LETHAL if o.damage >= t
                                    else _DEATHTOUCH))
                continue
        if "Planeswalker" in types and o.counters.get("loyalty", 0) <= 0:
            events.append(Event("zone_change", obj=oid, from_zone=Zone.BATTLEFIELD,
                                to_zone=Zone.GRAVEYARD, data={"cause": "sba_loyalty"}))
            continue
        if "Aura" in c.subtypes:
            # CR 303.4d: an Aura that's also a creature can't enchant anything; it becomes
            # unattached, then is put into its owner's graveyard (704.5p, 704.5m)
            if "Creature" in types or not _aura_legal(g, oid):
                events.append(Event("zone_change", obj=oid, from_zone=Zone.BATTLEFIELD,
                                    to_zone=Zone.GRAVEYARD, data={"cause": "sba_aura"}))
                continue
        elif o.attached_to is not None:
            # CR 704.5n, 704.5p; a phased-out host is treated as though it doesn't exist
            # (702.26b): an Equipment that phased out directly phases in still attached to a
            # permanent that has phased out since (702.26i), and becomes unattached here. A
            # creature, or a noncreature permanent that is neither an Aura nor an Equipment (a
            # double-faced Aura transformed into an artifact), becomes unattached (704.5p; no
            # card of these sets is a Fortification).
            host = g.objects.get(o.attached_to)
            illegal = host is None or host.zone is not Zone.BATTLEFIELD or host.phased_out or \
                c.is_creature or "Equipment" not in c.subtypes
            if not illegal:
                # CR 704.5n, 702.16d: a noncreature, or a creature with protection from it
                illegal = not allc[o.attached_to].is_creature or \
                    protection_stops(allc[o.attached_to].protections(), c)
            if illegal:
                g.mut(oid).attached_to = None
                did = True
        cnt = o.counters
        if cnt and cnt.get("+1/+1") and cnt.get("-1/-1"):
            # CR 704.5q, 122.3: N of each kind are removed, N the smaller number
            n = min(cnt["+1/+1"], cnt["-1/-1"])
            events.extend(Event("counters_removed", obj=oid, amount=n,
                                data={"counter": k, "rule": "704.5q"})
                          for k in ("+1/+1", "-1/-1"))
        if o.deathtouch_damage:
            # CR 702.2b: only deathtouch damage dealt since the last check destroys it (an
            # indestructible creature that survived one keeps no such mark).
            g.mut(oid).deathtouch_damage = False
    # (each controller's choices in APNAP order, CR 101.4)
    order = g.player_ids()
    groups = tuple(sorted(((ctl, tuple(ids)) for (ctl, _name), ids in legend_groups.items()
                           if len(ids) > 1), key=lambda gr: order.index(gr[0])))
    if groups:
        # CR 704.5j: each controller chooses the legend to keep; then the rest go to the
        # graveyard together with every other action of this check (CR 704.3), so that
        # each leaves-the-battlefield ability sees the others leave (603.10a).
        fid = g.new_frame(groups=groups, events=tuple(events), losers=tuple(losers), out=())
        _ask_legend(g, fid)
        return True
    return _perform(g, events, losers) or did


_LETHAL = {"cause": "sba_damage", "rule": "704.5g"}
_DEATHTOUCH = {"cause": "sba_damage", "rule": "704.5h"}
"""The data of a destruction by lethal damage, or by damage from a source with deathtouch
(shared: an event's data is never changed in place)."""


def loss_rule(g: GameState, player: int) -> str:
    """The state-based action by which ``player`` loses at this check: 0 or less life (CR
    704.5a; a Two-Headed Giant team's, 704.6a, 810.8c), a draw from an empty library (704.5b),
    poison counters (704.5c; a Two-Headed Giant team's, 704.6b), 21 combat damage from one
    commander (704.6c); else a teammate's loss, which is the team's (810.8a)."""
    p = g.players[player]
    if p.life <= 0:
        return "704.5a" if g.teams is None else "704.6a"
    if p.drew_from_empty:
        return "704.5b"
    if p.poison >= poison_to_lose(g):
        return "704.5c" if poison_to_lose(g) == 10 else "704.6b"
    if commander_damage_loss(g, player):
        return "704.6c"
    return "810.8a"


def _perform(g: GameState, events: list[Event], losers: list[int]) -> bool:
    """Perform the losses and the events of one check at once (CR 704.3); whether there was
    any."""
    # CR 704.5b: a draw from an empty library is forgotten only by the check that performs the
    # losses, not by one that stopped for a choice (the commander's) and checks again once it
    # is made.
    rules = {loser: loss_rule(g, loser) for loser in losers}
    for p in g.players:
        p.drew_from_empty = False
    for loser in losers:
        emit(g, [Event("lose", player=loser, data={"reason": "sba", "rule": rules[loser]})])
        g.players[loser].lost = True
    if events:
        submit_batch(g, events)
    if losers or _departing(g):
        leave_game(g)
    return bool(losers or events)


_CALM: set[Chars] = set()
"""Characteristics (each held, so that its identity stays its own) with which a permanent
takes no state-based action while it has no damage, deathtouch damage, -1/-1 counters nor
attachment (``_is_calm``), and (``_LOUD``) the others. A layer pass gives most permanents
the characteristics of the pass before, never changed in place
(``layer_keeping.copy_on_write``), so a check finds most permanents in one or the other."""
_LOUD: set[Chars] = set()


def _is_calm(c: Chars) -> bool:
    """Whether a permanent with characteristics ``c`` is neither a creature with toughness 0
    or less (CR 704.5f), a planeswalker (704.5i), a legendary permanent with a name (704.5j)
    nor an Aura (704.5m): what ``_check_sba`` reads of it then is only its damage (704.5g-h),
    what it is attached to (704.5n), its -1/-1 counters (704.5q: with none, +1/+1 counters
    stay) and its deathtouch damage."""
    return ("Creature" not in c.types or (c.toughness or 0) > 0) and \
        "Planeswalker" not in c.types and not ("Legendary" in c.supertypes and c.name) and \
        "Aura" not in c.subtypes


def _departing(g: GameState) -> bool:
    """Whether a player is no longer in the game but hasn't left it yet (``leave_game``,
    CR 800.4a): once they have, a check finds nothing more for them to take."""
    departed = g.extra.get("departed", ())
    return any(not p.in_game and p.index not in departed for p in g.players)


def _instr(op: str, *args: object) -> object:
    from manastack.rules.instructions import Instr
    return Instr(op, args)


def _ask_legend(g: GameState, fid: int) -> None:
    """Ask the controller of the next group of legends with one name which to keep."""
    ctl, ids = g.frames[fid]["groups"][0]
    g.work.append(_instr("legend_chosen", fid))
    ask(g, ctl, "legend_rule", ids, fid, "keep",
        prompt="Legend rule: choose the legendary permanent to keep")


@handler("legend_chosen")
def _legend_chosen(g: GameState, fid: int) -> None:
    """One choice of the legend rule made: ask the next, or perform the check's actions
    (CR 704.3): the legends not kept go to the graveyard with the others, instead of any other
    action of the check that would have moved them."""
    f = g.frames[fid]
    keep = f.pop("keep")
    _, ids = f["groups"][0]
    f["out"] = f["out"] + tuple(o for o in ids if o != keep)
    f["groups"] = f["groups"][1:]
    if f["groups"]:
        _ask_legend(g, fid)
        return
    g.frames.pop(fid)
    out = frozenset(f["out"])
    events = [Event("zone_change", obj=o, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                    data={"cause": "legend_rule"}) for o in f["out"]]
    events += [e for e in f["events"] if e.obj not in out]
    # (what left meanwhile, with a player who left the game as the choice was asked, stays
    # where it went, CR 800.4a)
    bf = set(g.battlefield)
    _perform(g, [e for e in events if e.obj in bf],
             [p for p in f["losers"] if g.players[p].in_game])


def _aura_legal(g: GameState, oid: int) -> bool:
    """CR 704.5m: whether the Aura ``oid`` is legally attached (``aura_legality``, for its
    controller)."""
    host = g.objects[oid].attached_to
    if host is None or not (is_player_id(host) or host in g.objects):
        return False
    return aura_can_enchant(g, oid, host, chars(g, oid).controller)


def _reveal_face_down(g: GameState, player: int) -> None:
    """CR 708.9: a player who leaves the game reveals to all players every face-down
    permanent and face-down spell they own, as these leave with them (CR 800.4a). What each
    player learns is recorded now, while the objects still exist (``rules.information``)."""
    shown = tuple(x for lst in (g.battlefield, g.stack) for x in lst
                  if g.objects[x].owner == player and g.objects[x].face_down)
    if shown:
        from manastack.rules.information import record
        g.log.append(Event("reveal", player=player, data={"cards": shown}))
        record(g)


def _left_the_battlefield(g: GameState, owner: int, leaving: list[tuple[int, Chars]]) -> None:
    """CR 603.6c: the phased-in permanents ``leaving`` (each with its last-known
    characteristics) left the game because their owner did; each has left the battlefield,
    all at once, and leaves-the-battlefield abilities trigger, looking back in time at each
    of them and at the others (CR 603.10a): another player's "whenever another creature you
    control leaves the battlefield" sees a creature of theirs owned by that player go, and
    such a permanent's own ability, controlled by another player, triggers."""
    check_triggers(g, [Event("zone_change", obj=x, player=owner, from_zone=Zone.BATTLEFIELD,
                             lki=c, data={"batch_lki": tuple(y for y in leaving if y[0] != x)})
                       for x, c in leaving])


def leave_game(g: GameState) -> None:
    """CR 800.4a: a player who leaves a multiplayer game takes their objects; then the game
    may end (104.2a)."""
    for p in g.players:
        if p.in_game or p.index in g.extra.get("departed", ()):
            continue
        g.extra["departed"] = tuple(g.extra.get("departed", ())) + (p.index,)
        idx = p.index
        player_left(g, idx)  # CR 702.26n
        _reveal_face_down(g, idx)
        if len(g.players) <= 2:
            # CR 800.1: 800.4a is a rule of multiplayer games (those that begin with more
            # than two players). In a two-player game the other player wins at once (104.2a)
            # and the game ends with every object where it is.
            g.version += 1
            continue
        record_departed_commanders(g, idx)
        leaving = [(x, chars(g, x)) for x in g.battlefield
                   if g.objects[x].owner == idx and not g.objects[x].phased_out]
        for lst in [g.battlefield, g.stack, g.exile, g.command]:
            for oid in [x for x in lst if g.objects[x].owner == idx]:
                lst.remove(oid)
                del g.objects[oid]
        for lst in (p.library, p.hand, p.graveyard):
            for oid in lst:
                g.objects.pop(oid, None)
            lst.clear()
        g.effects = [e for e in g.effects if not (e.modify.controller == idx)]
        # Control is recomputed without the ended effects: a permanent that player controlled
        # only through such an effect goes back to its controller before the rest are exiled.
        g.version += 1
        _left_the_battlefield(g, idx, leaving)
        g.triggered = [t for t in g.triggered if t.controller != idx]
        for oid in [x for x in g.battlefield if chars(g, x).controller == idx]:
            move_object(g, oid, Zone.EXILE)
        # The objects on the stack not represented by cards that player controlled, which
        # cease to exist, are held as theirs and left with them above: an ability (kept as
        # owned by its controller, CR 113.8) and a copy of a spell (owned by the player under
        # whose control it was put on the stack, CR 707.10). A spell represented by another
        # player's card (cast from a card exiled from that player's library) is exiled, face
        # up: a face-down spell is revealed (CR 708.9).
        for oid in [x for x in g.stack if g.objects[x].controller == idx]:
            move_object(g, oid, Zone.EXILE)
        if g.combat is not None:
            # CR 506.4 / 800.4a: creatures and planeswalkers that left are removed from combat.
            # A creature attacking the player who left is not (CR 506.4 names no such case):
            # it stays an attacking creature, and combat damage isn't assigned to that player
            # (CR 800.4e, ``combat_damage._defender_target``).
            cb = g.combat
            for x in {x for x in (*cb.attackers, *cb.blockers) if x not in g.objects}:
                cb.remove(x)
            if not cb.declared_attackers:
                # A declaration not yet complete (CR 508.1b) can't attack a player who has
                # left, nor a planeswalker that left with them: those choices are undone.
                for x, d in list(cb.attackers.items()):
                    if d == idx or not is_player_id(d) and d not in g.objects:
                        del cb.attackers[x]
            elif not cb.declared_blockers:
                # Likewise a block not yet complete (CR 509.1a) of an attacker that left.
                for x, atks in list(cb.blockers.items()):
                    if not atks:
                        del cb.blockers[x]
        if g.priority == idx:
            g.priority = g.next_player(idx)
        # CR 117.4: the players still in the game must all pass in succession after the
        # departure; passes counted before it (the departed player's own among them) don't.
        g.passes = 0
        g.version += 1
    return_orphaned(g)  # CR 800.4a, 610.3a (ruling MID-RN-158)
    remaining = [p.index for p in g.players if p.in_game]
    if game_over_teams(g, remaining) and not g.game_over:  # CR 104.2a, 810.8a
        g.game_over = True
        g.winners = tuple(remaining)
        for w in remaining:
            g.players[w].won = True
        g.pending = None
        g.log.append(Event("game_over", data={"winners": tuple(remaining)}))
