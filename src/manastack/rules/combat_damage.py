"""The combat damage step (CR 510): first strike and double strike making a second step (CR
510.4, 702.7, 702.4), assigning combat damage among blockers in lethal-damage order (CR 510.1c-d,
trample 702.19), dividing it as the controller chooses, and dealing it all at once (CR 510.2).
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from manastack.rules.characteristics import Chars, chars
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch
from manastack.rules.restrictions import rule_applies
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.steps import Step
from manastack.state.zones import Zone


def has_first_strikers(g: GameState) -> bool:
    c = g.combat
    if c is None:
        return False
    return any(chars(g, x).has("First strike") or chars(g, x).has("Double strike")
               for x in list(c.attackers) + list(c.blockers) if x in g.objects)


def _strikes_first(c: Chars) -> bool:
    """CR 702.7b, 702.4b: a creature with first strike or double strike."""
    return c.has("First strike") or c.has("Double strike")


def _deals_now(c: Chars, first: bool, dealt_first: bool) -> bool:
    """CR 702.7b/702.4b: who deals damage in the first-strike and the regular step."""
    if first:
        return _strikes_first(c)
    return c.has("Double strike") or not dealt_first


def _lethal_left(g: GameState, blocker: int,
                 assigned: dict[int, tuple[tuple[int, int], ...]]) -> int:
    """CR 702.19b, 510.1e: the damage ``blocker`` still needs to have lethal damage assigned
    to it, counting damage already marked and the combat damage ``assigned`` to it by every
    creature in this step (not what might change the damage actually dealt); any amount
    from a source with deathtouch is lethal damage by itself (CR 702.2c)."""
    total = 0
    for src, pairs in assigned.items():
        n = sum(amount for t, amount in pairs if t == blocker)
        if n > 0 and _deadly(chars(g, src)):
            return 0
        total += n
    return max(0, (chars(g, blocker).toughness or 0) - g.objects[blocker].damage - total)


def _deadly(c: Chars) -> bool:
    """CR 702.2c: any damage from a source with deathtouch is lethal damage."""
    return c.has("Deathtouch")


def _pending_tramplers(g: GameState) -> list[tuple[int, list[int], bool]]:
    """The attackers whose combat damage is still to be assigned in this step (their
    ``assign_attacker`` is queued: when a trampler is asked, only tramplers are left, the
    others going first), but for those that assign it by a division of their own: for each,
    its power, the creatures blocking it and whether it has deathtouch."""
    cb = g.combat
    assert cb is not None
    out = []
    for w in g.work:
        if w.op == "assign_attacker":
            t, first = w.args
            c = chars(g, t)
            if _deals_now(c, first, t in cb.first_strike_dealt) and \
                    not rule_applies(g, "divide_combat_damage", t):
                out.append((max(0, c.power or 0), cb.blockers_of(t), _deadly(c)))
    return out


def _completable(g: GameState, a: int, c: Chars, blockers: list[int] | tuple[int, ...],
                 chosen: tuple[int, ...], rest: int) -> bool:
    """CR 510.1, 510.1e, 702.19b: whether trampler ``a`` assigning ``chosen`` to its first
    blockers, and ``rest`` more (to its other blockers, or past its last one to the player or
    planeswalker it attacks), leaves a legal total assignment within reach. The attacking
    player assigns all their creatures' combat damage at once, and only the total is checked:
    each attacker with trample that assigns damage past its blockers needs every creature
    blocking it to be assigned lethal damage in that total, which the tramplers still to
    assign (``_pending_tramplers``) may complete, by assigning all their damage to their
    blockers. So two tramplers blocked by one creature may share its lethal damage either
    way."""
    cb = g.combat
    assert cb is not None
    assigned = dict(cb.damage_assignment)
    assigned[a] = tuple(zip(blockers, chosen, strict=False))
    owed: set[int] = set()
    for t, pairs in assigned.items():
        mine = cb.blockers_of(t)
        if chars(g, t).has("Trample") and any(x not in mine for x, _ in pairs):
            owed.update(mine)
    pending = _pending_tramplers(g)
    if len(chosen) < len(blockers):
        pending.append((rest, list(blockers[len(chosen):]), _deadly(c)))
    elif rest:
        owed.update(blockers)
    return _covered({b: _lethal_left(g, b, assigned) for b in owed}, pending)


def _covered(need: dict[int, int], pending: list[tuple[int, list[int], bool]]) -> bool:
    """Whether the ``pending`` attackers (power, blockers, deathtouch), each assigning all its
    damage among its blockers, can give every creature of ``need`` the damage it still needs
    (CR 510.1e, 702.19b). One damage from a source with deathtouch is enough (CR 702.2c): each
    such attacker gives 1 to as many of its blockers as its power allows, which ones tried in
    turn; the others share their power among their blockers as a flow (``_flow_covers``). The
    work grows with the number of creatures, never with their power, so any division of any
    amount of damage is answered (CR 104.4b: the game never stops deciding)."""
    need = {b: n for b, n in need.items() if n > 0}
    deadly = [(p, [b for b in bs if b in need]) for p, bs, d in pending if d]
    plain = [(p, bs) for p, bs, d in pending if not d]
    for covers in itertools.product(*(itertools.combinations(bs, min(p, len(bs)))
                                      for p, bs in deadly)):
        gone = {b for c in covers for b in c}
        if _flow_covers({b: n for b, n in need.items() if b not in gone}, plain):
            return True
    return False


def _flow_covers(need: dict[int, int], givers: list[tuple[int, list[int]]]) -> bool:
    """Whether attackers (power, blockers) can each share at most their power among their
    blockers so that every creature of ``need`` is given what it needs: a maximum flow from
    the attackers (node 2 + their number, each given its power by node 0) to the blockers
    (the nodes after them, each passing on what it needs to node 1) reaching the total
    needed, found by augmenting along shortest paths (as many as there are creatures, at
    most, times their links: never more with more damage)."""
    short = sum(need.values())
    node = {b: 2 + len(givers) + k for k, b in enumerate(need)}
    room: list[dict[int, int]] = [{} for _ in range(2 + len(givers) + len(need))]

    def link(u: int, v: int, cap: int) -> None:
        room[u][v] = cap
        room[v].setdefault(u, 0)

    for i, (power, blockers) in enumerate(givers):
        link(0, 2 + i, power)
        for b in blockers:
            if b in node:
                link(2 + i, node[b], short)
    for b, n in need.items():
        link(node[b], 1, n)
    while short:
        prev = {0: 0}
        queue = [0]
        while queue and 1 not in prev:
            u = queue.pop(0)
            for v, cap in room[u].items():
                if cap > 0 and v not in prev:
                    prev[v] = u
                    queue.append(v)
        if 1 not in prev:
            return False
        path = [1]
        while path[-1]:
            path.append(prev[path[-1]])
        steps = list(zip(path[1:], path, strict=False))
        amount = min(room[u][v] for u, v in steps)
        for u, v in steps:
            room[u][v] -= amount
            room[v][u] += amount
        short -= amount
    return True


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)]
    out = []
    for cut in itertools.combinations(range(total + parts - 1), parts - 1):
        prev = -1
        comp = []
        for c in cut:
            comp.append(c - prev - 1)
            prev = c
        comp.append(total + parts - 1 - prev - 1)
        out.append(tuple(comp))
    return out


MAX_LISTED_DIVISIONS = 1000
"""A division of combat damage with more ways than this (a power-27 attacker blocked by nine
creatures has 23.5 million) is asked one recipient at a time (``_ask_portion``)."""


def _too_many(power: int, parts: int) -> bool:
    return parts > 1 and math.comb(max(0, power) + parts - 1, parts - 1) > MAX_LISTED_DIVISIONS


def _portion_options(g: GameState, oid: int, recipients: tuple[int, ...], remaining: int,
                     chosen: tuple[int, ...], trample: bool) -> list[int]:
    """The amounts recipient ``len(chosen)`` may be assigned such that the division can still
    be completed legally (CR 510.1c-d; with trample, 702.19b: the last recipient is the player
    or planeswalker, who may be assigned damage only once every blocker has lethal damage in
    the total assignment, ``_completable``)."""
    if not trample:
        return list(range(remaining + 1))
    blockers = recipients[:-1]
    c = chars(g, oid)
    return [n for n in range(remaining + 1)
            if _completable(g, oid, c, blockers, (*chosen, n), remaining - n)]


def _ask_portion(g: GameState, oid: int, recipients: tuple[int, ...], total: int,
                 chosen: tuple[int, ...], trample: bool, player: int) -> None:
    """CR 510.1c-d: the damage is divided one recipient at a time, in the order listed; the
    last recipient gets what is left."""
    remaining = max(0, total) - sum(chosen)
    i = len(chosen)
    if i == len(recipients) - 1:
        assert g.combat is not None
        g.combat.damage_assignment[oid] = tuple(
            (t, n) for t, n in zip(recipients, (*chosen, remaining), strict=True) if n > 0)
        return
    fid = g.new_frame()
    push(g, "portion_chosen", oid, recipients, total, chosen, trample, player, fid)
    ask(g, player, "damage_assignment", _portion_options(g, oid, recipients, remaining, chosen,
                                                         trample), fid, "amount",
        prompt=f"Combat damage to assign to recipient {i + 1} of {len(recipients)} "
        f"({remaining} left)", attacker=oid, recipients=recipients, recipient=recipients[i])


@handler("portion_chosen")
def _portion_chosen(g: GameState, oid: int, recipients: tuple[int, ...], total: int,
                    chosen: tuple[int, ...], trample: bool, player: int, fid: int) -> None:
    n = g.frames.pop(fid)["amount"]
    _ask_portion(g, oid, recipients, total, (*chosen, n), trample, player)


def assignment_options(g: GameState, attacker: int, c: Chars, blockers: list[int],
                       trample_to: int | None) -> list[tuple[int, ...]]:
    """Legal divisions of an attacker's damage (CR 510.1c, 702.19b): one entry per blocker,
    and a last entry for the player/planeswalker when it has trample. A trampler's are those
    that keep a legal total assignment within reach (``_completable``, CR 510.1e)."""
    power = max(0, c.power or 0)
    k = len(blockers)
    opts = _compositions(power, k + (1 if trample_to is not None else 0))
    if c.has("Trample"):
        opts = [o for o in opts
                if _completable(g, attacker, c, blockers, o[:k], sum(o[k:]))]
    return opts


@handler("combat_damage")
def _combat_damage(g: GameState, first: bool) -> None:
    """CR 510.1: assign combat damage (attackers' controller first), then deal it at once.
    The attackers with trample are assigned last, in the order they attack: the lethal damage
    their blockers need counts the damage the other attackers have been assigned to them, and
    may count on what the tramplers still to come will assign (CR 510.1e, 702.19b)."""
    cb = g.combat
    if cb is None:
        return
    push(g, "deal_combat_damage", first)
    for b in reversed(list(cb.blockers)):
        if rule_applies(g, "divide_combat_damage", b):
            push(g, "assign_divided", b, first)
        elif len(cb.blockers[b]) > 1:
            push(g, "assign_blocker", b, first)
    attackers = list(cb.attackers)
    tramplers = [a for a in attackers if chars(g, a).has("Trample")]
    for a in reversed([a for a in attackers if a not in tramplers] + tramplers):
        push(g, "assign_attacker", a, first)


def _defender_target(g: GameState, a: int) -> int | None:
    assert g.combat is not None
    d = g.combat.attackers.get(a)
    if d is None:
        return None
    if not is_player_id(d) and (d not in g.objects or g.objects[d].zone is not Zone.BATTLEFIELD
                                or d in g.combat.unattacked):  # CR 506.4: attacking nothing
        return None
    if is_player_id(d) and not g.players[d].in_game:
        return None
    return d


@handler("assign_attacker")
def _assign_attacker(g: GameState, a: int, first: bool) -> None:
    cb = g.combat
    if cb is None or a not in cb.attackers or a not in g.objects:
        return
    c = chars(g, a)
    if not _deals_now(c, first, a in cb.first_strike_dealt) or (c.power or 0) <= 0:
        return
    if rule_applies(g, "divide_combat_damage", a):
        push(g, "assign_divided", a, first)
        return
    _assign_usual(g, a, c)


def _assign_usual(g: GameState, a: int, c: Chars) -> None:
    """CR 510.1b-c, 702.19b: how attacker ``a`` (characteristics ``c``) assigns its combat
    damage: nothing to decide when unblocked (it is dealt to what it attacks), else among
    the creatures blocking it (and the player or planeswalker, with trample)."""
    cb = g.combat
    assert cb is not None
    if a not in cb.blocked:
        return
    blockers = [b for b in cb.blockers_of(a) if b in g.objects]
    trample_to = _defender_target(g, a) if c.has("Trample") else None
    if not blockers:
        return
    if len(blockers) == 1 and trample_to is None:
        cb.damage_assignment[a] = ((blockers[0], c.power or 0),)
        return
    recipients = tuple(blockers) + ((trample_to,) if trample_to is not None else ())
    if _too_many(c.power or 0, len(recipients)):
        _ask_portion(g, a, recipients, c.power or 0, (), trample_to is not None, c.controller)
        return
    opts = assignment_options(g, a, c, blockers, trample_to)
    if len(opts) == 1:
        _store_assignment(g, a, blockers, trample_to, opts[0])
        return
    fid = g.new_frame()
    push(g, "assignment_chosen", a, tuple(blockers), trample_to, fid)
    then = "" if trample_to is None else \
        ", then the player" if is_player_id(trample_to) else ", then the planeswalker"
    ask(g, c.controller, "damage_assignment", tuple(opts), fid, "choice",
        prompt=f"Divide combat damage (one amount per blocker{then})", attacker=a,
        blockers=tuple(blockers), recipients=recipients)


@handler("assign_blocker")
def _assign_blocker(g: GameState, b: int, first: bool) -> None:
    """CR 510.1d: a creature blocking two or more creatures assigns its combat damage divided
    as its controller chooses among those it is still blocking (all of it to the one left, none
    if none is left)."""
    cb = g.combat
    if cb is None or b not in cb.blockers or b not in g.objects:
        return
    c = chars(g, b)
    if not _deals_now(c, first, b in cb.first_strike_dealt) or (c.power or 0) <= 0:
        return
    live = tuple(a for a in cb.blockers[b] if a in g.objects and a in cb.attackers)
    if len(live) < 2:
        return
    _ask_division(g, b, live, c,
                  "Divide combat damage among the creatures it blocks (one amount per attacker)")


@handler("assign_divided")
def _assign_divided(g: GameState, oid: int, first: bool) -> None:
    """"You may assign [this creature's] combat damage divided as you choose among defending
    player and/or any number of creatures they control" (Butcher Orgg): an attacker blocked by
    creatures that have all left deals no damage (CR 506.4, 510.1c); for an attacker the
    division includes the usual assignment, so "may" needs no separate question. A blocker's
    defending player is its own controller (CR 506.2), so its controller is first asked whether
    to use the ability: if not, it assigns its damage as usual, to the creatures it blocks
    (CR 510.1d)."""
    cb = g.combat
    if cb is None or oid not in g.objects:
        return
    c = chars(g, oid)
    if not _deals_now(c, first, oid in cb.first_strike_dealt) or (c.power or 0) <= 0:
        return
    if oid in cb.attackers:
        if oid in cb.blocked and not [b for b in cb.blockers_of(oid) if b in g.objects]:
            return
        d = _defender_target(g, oid)
        if d is None:
            _attacking_nothing_divides(g, oid, c)
            return
        _attacker_divides(g, oid, c, d if is_player_id(d) else g.objects[d].controller,
                          not is_player_id(d))
    elif oid in cb.blockers:
        if not [a for a in cb.blockers[oid] if a in g.objects and a in cb.attackers]:
            return
        fid = g.new_frame()
        push(g, "divide_as_blocker", oid, first, fid)
        ask(g, c.controller, "may", (True, False), fid, "divide",
            prompt="Divide its combat damage among you and your creatures instead of "
                   "assigning it to the creatures it blocks?", source=oid)


def _attacker_divides(g: GameState, oid: int, c: Chars, player: int,
                      to_planeswalker: bool) -> None:
    """The attacker ``oid`` divides its combat damage among the defending player ``player``
    and their creatures; when its usual damage goes to the planeswalker it attacks
    (``to_planeswalker``, CR 510.1b), or to a blocker of another player (a teammate of the
    defending player, CR 805.10d; another defending player, CR 508.5a), which the division
    doesn't include, its controller is first asked whether to divide."""
    assert g.combat is not None
    if to_planeswalker or any(chars(g, b).controller != player
                              for b in g.combat.blockers_of(oid) if b in g.objects):
        fid = g.new_frame()
        push(g, "divide_as_attacker", oid, player, fid)
        ask(g, c.controller, "may", (True, False), fid, "divide",
            prompt="Divide its combat damage among the defending player and their "
                   "creatures instead of assigning it as usual?", source=oid)
        return
    _ask_division_among(g, oid, player, c)


def _attacking_nothing_divides(g: GameState, oid: int, c: Chars) -> None:
    """An attacker dividing its damage among "defending player" and their creatures that
    attacks no one, the planeswalker it attacked gone (CR 506.4c): unblocked, it deals no
    combat damage; blocked, the defending player is the nonactive player of a two-player
    game (CR 506.2) or the one its controller chooses among the defending players that could
    be chosen (CR 508.5a, 802.2a: ``defending_players``)."""
    from manastack.rules.object_tests import defending_players
    assert g.combat is not None
    if oid not in g.combat.blocked:
        return
    options = defending_players(g, oid)
    if len(options) == 1:
        _attacker_divides(g, oid, c, options[0], False)
        return
    fid = g.new_frame()
    push(g, "divide_defending_chosen", oid, fid)
    ask(g, c.controller, "choose_player", options, fid, "choice",
        prompt="Choose the defending player", source=oid, variant="defending")


@handler("divide_defending_chosen")
def _divide_defending_chosen(g: GameState, oid: int, fid: int) -> None:
    _attacker_divides(g, oid, chars(g, oid), g.frames.pop(fid)["choice"], False)


@handler("divide_as_attacker")
def _divide_as_attacker(g: GameState, oid: int, player: int, fid: int) -> None:
    """The answer to "you may assign its combat damage divided..." of an attacker attacking a
    planeswalker, or blocked by a creature of the attacked player's teammate (CR 805.10d):
    the division among the defending player ``player`` (the planeswalker's controller, CR
    506.2, 805.10e) and their creatures, or the usual assignment (CR 510.1b-c)."""
    c = chars(g, oid)
    if g.frames.pop(fid)["divide"]:
        _ask_division_among(g, oid, player, c)
    else:
        _assign_usual(g, oid, c)


@handler("divide_as_blocker")
def _divide_as_blocker(g: GameState, oid: int, first: bool, fid: int) -> None:
    """The answer to a blocker's "you may assign its combat damage divided...": the division
    among its controller and their creatures, or the usual assignment (CR 510.1d)."""
    if not g.frames.pop(fid)["divide"]:
        push(g, "assign_blocker", oid, first)
        return
    if oid in g.objects:
        c = chars(g, oid)
        _ask_division_among(g, oid, c.controller, c)


def _ask_division_among(g: GameState, oid: int, player: int, c: Chars) -> None:
    # CR 702.26b: a phased-out creature is treated as though it doesn't exist.
    recipients = (player,) + tuple(x for x in g.battlefield if chars(g, x).is_creature
                                   and chars(g, x).controller == player
                                   and not g.objects[x].phased_out)
    _ask_division(g, oid, recipients, c,
                  "Divide combat damage among the defending player and their creatures")


def _ask_division(g: GameState, oid: int, recipients: tuple[int, ...], c: Chars,
                  prompt: str) -> None:
    """Ask ``oid``'s controller to divide its combat damage freely among ``recipients``
    (CR 510.1c-d): every division listed at once, or one recipient at a time when there are
    more than :data:`MAX_LISTED_DIVISIONS`."""
    if _too_many(c.power or 0, len(recipients)):
        _ask_portion(g, oid, recipients, c.power or 0, (), False, c.controller)
        return
    opts = _compositions(max(0, c.power or 0), len(recipients))
    fid = g.new_frame()
    push(g, "divided_chosen", oid, recipients, fid)
    ask(g, c.controller, "damage_assignment", tuple(opts), fid, "choice", prompt=prompt,
        attacker=oid, recipients=recipients)


@handler("divided_chosen")
def _divided_chosen(g: GameState, oid: int, recipients: tuple[int, ...], fid: int) -> None:
    opt = g.frames.pop(fid)["choice"]
    assert g.combat is not None
    g.combat.damage_assignment[oid] = tuple((t, n) for t, n in zip(recipients, opt,
                                                                   strict=True) if n > 0)


@handler("assignment_chosen")
def _assignment_chosen(g: GameState, a: int, blockers: tuple[int, ...],
                       trample_to: int | None, fid: int) -> None:
    opt = g.frames.pop(fid)["choice"]
    _store_assignment(g, a, list(blockers), trample_to, opt)


def _store_assignment(g: GameState, a: int, blockers: list[int], trample_to: int | None,
                      opt: tuple[int, ...]) -> None:
    assert g.combat is not None
    pairs = [(b, n) for b, n in zip(blockers, opt, strict=False) if n > 0]
    if trample_to is not None and opt[-1] > 0:
        pairs.append((trample_to, opt[-1]))
    g.combat.damage_assignment[a] = tuple(pairs)


@handler("deal_combat_damage")
def _deal_combat_damage(g: GameState, first: bool) -> None:
    cb = g.combat
    if cb is None:
        return
    events: list[Event] = []
    for a in list(cb.attackers):
        if a not in g.objects:
            continue
        c = chars(g, a)
        if not _deals_now(c, first, a in cb.first_strike_dealt) or (c.power or 0) <= 0:
            continue
        if a not in cb.blocked and a not in cb.damage_assignment:
            d = _defender_target(g, a)
            if d is not None:
                events.append(_damage_event(g, a, d, c.power or 0, c))
            continue
        if a in cb.damage_assignment:
            # CR 800.4e, 506.4: damage assigned before a player left the game (a division
            # among them and their creatures, chosen as another attacker's assignment waits)
            # isn't dealt to them, nor to their creatures that left with them.
            events.extend(_damage_event(g, a, t, n, c) for t, n in cb.damage_assignment[a]
                          if _still_a_recipient(g, t))
        elif c.has("Trample") and not cb.blockers_of(a):
            d = _defender_target(g, a)  # CR 702.19d
            if d is not None:
                events.append(_damage_event(g, a, d, c.power or 0, c))
    for b, atks in list(cb.blockers.items()):
        if b not in g.objects:
            continue
        c = chars(g, b)
        if not _deals_now(c, first, b in cb.first_strike_dealt) or (c.power or 0) <= 0:
            continue
        live = [a for a in atks if a in g.objects and a in cb.attackers]
        if not live:
            continue
        if b in cb.damage_assignment:
            events.extend(_damage_event(g, b, t, n, c) for t, n in cb.damage_assignment[b]
                          if _still_a_recipient(g, t))
            continue
        events.append(_damage_event(g, b, live[0], c.power or 0, c))
    cb.damage_assignment = {}
    if first:
        # CR 510.4, 702.7b: those that had first strike or double strike as this step began
        # deal no damage in the second step (unless they have double strike then), whether or
        # not they dealt any in this one (0 power, or nothing left to deal it to).
        cb.first_strike_dealt = {x for x in (*cb.attackers, *cb.blockers)
                                 if x in g.objects and _strikes_first(chars(g, x))}
    g.version += 1
    submit_batch(g, events)


_ASSIGNMENT_ANSWERS = ("assignment_chosen", "divided_chosen", "portion_chosen")
"""The steps that take the answer to a combat damage assignment (``damage_assignment``)."""


def assign_again_without_the_departed(g: GameState) -> None:
    """CR 800.4a, 506.4, 510.1c-d: a combat damage assignment being chosen as a player leaves
    the game, among recipients some of which left with them (a creature of theirs blocking,
    the player themselves) or for a creature that left, is chosen again among those left: all
    of it to the one blocker left, none to a player who has left (CR 800.4e), or none at all
    for a creature that left. (Its controller's earlier questions for it, whether to divide
    Butcher Orgg's damage, are asked again.)"""
    d = g.pending
    if d is None or d.kind != "damage_assignment" or g.combat is None:
        return
    data = dict(d.data)
    oid = data.get("attacker")
    if not isinstance(oid, int) or oid in g.objects and all(
            _still_a_recipient(g, t) for t in data.get("recipients", ())):
        return
    if not g.work or g.work[-1].op not in _ASSIGNMENT_ANSWERS:
        return
    g.work.pop()
    g.frames.pop(d.frame, None)
    g.pending = None
    if oid not in g.objects:
        return
    first = g.step is Step.FIRST_STRIKE_DAMAGE
    if rule_applies(g, "divide_combat_damage", oid):
        push(g, "assign_divided", oid, first)
    elif oid in g.combat.attackers:
        push(g, "assign_attacker", oid, first)
    else:
        push(g, "assign_blocker", oid, first)


def _still_a_recipient(g: GameState, t: int) -> bool:
    """Whether combat damage assigned to ``t`` can still be dealt to it: a permanent still on
    the battlefield (CR 506.4), a player still in the game (CR 800.4e)."""
    if is_player_id(t):
        return g.players[t].in_game
    return t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD


def _damage_event(g: GameState, src: int, target: int, amount: int, c: Chars) -> Event:
    data: dict[str, Any] = {"combat": True}
    if is_player_id(target):
        return Event("damage", player=target, source=src, amount=amount, lki=c, data=data)
    return Event("damage", obj=target, source=src, amount=amount, lki=c, data=data)

