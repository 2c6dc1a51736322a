"""Combat (CR 506–511): declaring attackers and blockers, and combat damage.

Attackers and blockers are declared one at a time (each ``DeclareAttacker``/``DeclareBlocker``
adds one to the proposal) and then ``FinishDeclaration`` checks the whole declaration against
the restrictions (CR 508.1c–d, 509.1b–c). Nothing is pruned: every legal declaration is
reachable this way.
"""

from __future__ import annotations

import itertools
from typing import Any

from manastack.decisions.actions import (
    Action,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    ResetDeclaration,
)
from manastack.decisions.decision import Decision
from manastack.rules.characteristics import Chars, chars
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.mana import is_summoning_sick
from manastack.rules.pipeline import emit, submit_batch
from manastack.rules.targets import protection_stops
from manastack.state.combat import Combat
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone

LANDWALK = {"Swampwalk": "Swamp", "Islandwalk": "Island", "Forestwalk": "Forest",
            "Mountainwalk": "Mountain", "Plainswalk": "Plains"}


def rule_applies(g: GameState, rule: str, oid: int) -> bool:
    """Whether a static ability with rule ``rule`` ("cant_attack", "cant_block", ...)
    applies to ``oid``."""
    from manastack.rules.characteristics import static_rules
    from manastack.rules.selectors import matches
    for sid, c, a in static_rules(g).get(rule, ()):
        if a.condition is not None and not a.condition(g, sid):
            continue
        if a.affects == "self":
            if sid == oid:
                return True
        elif a.affects == "attached":
            if g.objects[sid].attached_to == oid:
                return True
        elif matches(g, oid, a.affects, c.controller, sid):  # type: ignore[arg-type]
            return True
    if g.effects:
        for e in g.effects:
            if getattr(e.modify, "custom_layer", None) == "rule:" + rule and e.affected and \
                    oid in e.affected:
                return True
    return False


def defenders(g: GameState, attacker_controller: int) -> list[int]:
    """Players and planeswalkers that can be attacked (CR 506.2, 508.1b)."""
    out: list[int] = [p for p in g.opponents(attacker_controller)]
    for oid in g.battlefield:
        c = chars(g, oid)
        if "Planeswalker" in c.types and c.controller != attacker_controller and \
                not g.objects[oid].phased_out:
            out.append(oid)
    return out


def can_attack(g: GameState, oid: int, player: int) -> bool:
    o = g.objects[oid]
    if o.zone is not Zone.BATTLEFIELD or o.phased_out or o.tapped:
        return False
    c = chars(g, oid)
    if not c.is_creature or c.controller != player:
        return False
    if c.has("Defender"):
        return False
    if is_summoning_sick(g, oid) and not c.has("Haste"):
        return False  # CR 302.6
    if rule_applies(g, "cant_attack", oid):
        return False
    return True


def may_attack_defender(g: GameState, oid: int, defender: int) -> bool:
    """CR 508.1c: a restriction "~ can't attack unless defending player [...]" (rule
    "cant_attack_unless" of the creature itself, its parameter ``fn(game, creature,
    defending_player)``) checked for the player (or planeswalker's controller) it would
    attack."""
    from manastack.rules.characteristics import static_rules
    player = defender if is_player_id(defender) else chars(g, defender).controller
    for sid, _c, a in static_rules(g).get("cant_attack_unless", ()):
        if sid == oid and a.affects == "self" and not a.params[0](g, oid, player):
            return False
    return True


def attack_actions(g: GameState) -> list[Action]:
    assert g.combat is not None
    p = g.active
    acts: list[Action] = []
    defs = defenders(g, p)
    for oid in g.battlefield:
        if oid in g.combat.attackers or not can_attack(g, oid, p):
            continue
        for d in defs:
            if may_attack_defender(g, oid, d):
                acts.append(DeclareAttacker(oid, d))
    if attack_declaration_legal(g):
        acts.append(FinishDeclaration())
    if g.combat.attackers:
        acts.append(ResetDeclaration())
    return acts


def attack_declaration_legal(g: GameState) -> bool:
    """CR 508.1c–d: restrictions, then requirements (creatures that must attack if able)."""
    assert g.combat is not None
    for oid in g.battlefield:
        if oid in g.combat.attackers:
            continue
        if rule_applies(g, "must_attack", oid) and can_attack(g, oid, g.active):
            return False
    return True


def can_block(g: GameState, blocker: int, attacker: int, player: int) -> bool:
    """Whether ``blocker`` may block ``attacker`` (evasion, protection, restrictions)."""
    o = g.objects[blocker]
    if o.zone is not Zone.BATTLEFIELD or o.phased_out or o.tapped:
        return False
    b = chars(g, blocker)
    if not b.is_creature or b.controller != player:
        return False
    if rule_applies(g, "cant_block", blocker):
        return False
    if b.has("Decayed"):
        return False  # CR 702.147a
    a = chars(g, attacker)
    if a.has("Flying") and not (b.has("Flying") or b.has("Reach")):
        return False  # CR 702.9b
    if a.has("Fear") and not ("Artifact" in b.types or "B" in b.colors):
        return False  # CR 702.36b
    if a.has("Skulk") and (b.power or 0) > (a.power or 0):
        return False
    if rule_applies(g, "cant_be_blocked", attacker):
        return False
    if not _may_block_only(g, blocker, attacker):
        return False  # "can block only creatures with flying" (checked as blocks are declared)
    if not _blockable_only_by(g, blocker, attacker):
        return False  # "can't be blocked except by [filter]"
    for e in g.effects:
        m = e.modify
        if getattr(m, "custom_layer", None) == "rule:cant_be_blocked_by" and e.affected and \
                attacker in e.affected and m.custom is not None and m.custom(g, blocker, e):
            return False  # checked as blockers are declared (MID-RN-124)
    if _static_cant_be_blocked_by(g, attacker, blocker):
        return False
    for kw, land in LANDWALK.items():
        if a.has(kw) and any(
                land in chars(g, x).subtypes and chars(g, x).controller == player
                for x in g.battlefield):
            return False  # CR 702.14
    if protection_stops(a.protections(), b):
        return False  # CR 702.16f
    return True


def _static_cant_be_blocked_by(g: GameState, attacker: int, blocker: int) -> bool:
    """Static abilities "[attacker] can't be blocked by [filter]" (rule "cant_be_blocked_by",
    the filter as its first parameter), checked as blockers are declared (CR 509.1b)."""
    from manastack.rules.characteristics import static_rules
    from manastack.rules.selectors import matches
    for sid, c, a in static_rules(g).get("cant_be_blocked_by", ()):
        if a.condition is not None and not a.condition(g, sid):
            continue
        if a.affects == "self":
            hit = sid == attacker
        elif a.affects == "attached":
            hit = g.objects[sid].attached_to == attacker
        else:
            hit = matches(g, attacker, a.affects, c.controller, sid)  # type: ignore[arg-type]
        if hit and a.params and matches(g, blocker, a.params[0], c.controller, sid):
            return True
    return False


def _blockable_only_by(g: GameState, blocker: int, attacker: int) -> bool:
    """Static abilities "[this] can't be blocked except by [filter]" (rule
    "cant_be_blocked_except_by", the filter as its parameter; CR 509.1b)."""
    from manastack.rules.characteristics import static_rules
    from manastack.rules.selectors import matches
    for sid, c, a in static_rules(g).get("cant_be_blocked_except_by", ()):
        if sid == attacker and a.params and not matches(g, blocker, a.params[0],
                                                        c.controller, sid):
            return False
    return True


def _may_block_only(g: GameState, blocker: int, attacker: int) -> bool:
    """Static abilities "[this] can block only [filter]" ("can_block_only" rules)."""
    from manastack.rules.characteristics import static_rules
    from manastack.rules.selectors import matches
    for sid, c, a in static_rules(g).get("can_block_only", ()):
        if sid == blocker and a.params and not matches(g, attacker, a.params[0],
                                                       c.controller, sid):
            return False
    return True


def defending_players(g: GameState) -> list[int]:
    assert g.combat is not None
    out = []
    for d in g.combat.attackers.values():
        p = d if is_player_id(d) else g.objects[d].controller if d in g.objects else None
        if p is not None and p not in out:
            out.append(p)
    return [p for p in g.player_ids() if p in out]


def attackers_of(g: GameState, defender_player: int) -> list[int]:
    assert g.combat is not None
    out = []
    for a, d in g.combat.attackers.items():
        p = d if is_player_id(d) else (g.objects[d].controller if d in g.objects else None)
        if p == defender_player:
            out.append(a)
    return out


def blocks_any_number(g: GameState, blocker: int) -> bool:
    """"~ can block any number of creatures" (rule "block_any_number"): an effect that lets a
    creature block more than one attacker (CR 509.1a)."""
    return rule_applies(g, "block_any_number", blocker)


def block_actions(g: GameState, player: int) -> list[Action]:
    """Each creature blocks one attacker (CR 509.1a); one that can block any number of
    creatures is offered each other attacker it can block after its first, one at a time."""
    assert g.combat is not None
    acts: list[Action] = []
    atks = attackers_of(g, player)
    for oid in g.battlefield:
        already = g.combat.blockers.get(oid)
        if already is not None and not blocks_any_number(g, oid):
            continue
        for a in atks:
            if already is not None and a in already:
                continue
            if can_block(g, oid, a, player):
                acts.append(DeclareBlocker(oid, a))
    if block_declaration_legal(g, player):
        acts.append(FinishDeclaration())
    if any(chars(g, b).controller == player for b in g.combat.blockers):
        acts.append(ResetDeclaration())
    return acts


def block_declaration_legal(g: GameState, player: int) -> bool:
    """CR 509.1b–c: menace (702.111b) and other restrictions on the whole declaration."""
    assert g.combat is not None
    for a in attackers_of(g, player):
        n = len([b for b, atks in g.combat.blockers.items() if a in atks])
        c = chars(g, a)
        if c.has("Menace") and n == 1:
            return False
    return _lure_requirements_obeyed(g, player) and _must_block_obeyed(g, player)


def _must_block_obeyed(g: GameState, player: int) -> bool:
    """CR 509.1c: "[Creatures] block each combat if able" (rule "must_block"): each such
    creature of ``player`` that could block an attacker blocks; blocking an attacker with
    menace alone isn't possible, so that attacker alone doesn't make it required."""
    assert g.combat is not None
    atks = attackers_of(g, player)
    for b in g.battlefield:
        if b in g.combat.blockers or not rule_applies(g, "must_block", b):
            continue
        for a in atks:
            if not can_block(g, b, a, player):
                continue
            if chars(g, a).has("Menace") and not any(
                    x != b and (can_block(g, x, a, player) or a in g.combat.blockers.get(x, ()))
                    for x in g.battlefield):
                continue
            return False
    return True


def _lure_requirements_obeyed(g: GameState, player: int) -> bool:
    """CR 509.1c: "All creatures able to block [attacker] do so" (rule "must_be_blocked_by_all"):
    each creature that could block such an attacker blocks one of them; a requirement that
    can't be obeyed without breaking a restriction (a lone blocker for an attacker with
    menace) is not required."""
    assert g.combat is not None
    lures = [a for a in attackers_of(g, player) if rule_applies(g, "must_be_blocked_by_all", a)]
    if not lures:
        return True
    for a in lures:
        able = [b for b in g.battlefield if can_block(g, b, a, player)
                or a in g.combat.blockers.get(b, ())]
        if chars(g, a).has("Menace") and len(able) < 2:
            continue
        for b in able:
            if not any(x in lures for x in g.combat.blockers.get(b, ())):
                return False
    return True


@handler("declare_attackers")
def _declare_attackers(g: GameState) -> None:
    """CR 508.1: the active player declares attackers (skipped if none can attack)."""
    if g.combat is None:
        g.combat = Combat()
    p = g.active
    if not any(can_attack(g, oid, p) for oid in g.battlefield) or not defenders(g, p):
        g.combat.declared_attackers = True
        return
    g.pending = Decision("declare_attackers", p, "Declare attackers")


def apply_attack_action(g: GameState, player: int, act: Action) -> None:
    assert g.combat is not None
    if isinstance(act, DeclareAttacker):
        g.combat.attackers[act.creature] = act.defender
        g.version += 1
        g.pending = Decision("declare_attackers", player, "Declare attackers")
    elif isinstance(act, ResetDeclaration):
        g.combat.attackers = {}
        g.version += 1
        g.pending = Decision("declare_attackers", player, "Declare attackers")
    else:
        g.pending = None
        g.combat.declared_attackers = True
        events = []
        for oid in list(g.combat.attackers):
            c = chars(g, oid)
            if not c.has("Vigilance"):
                events.append(Event("tap", obj=oid, data={"attack": True}))  # CR 508.1f
        push(g, "attackers_declared")
        submit_batch(g, events)


@handler("attackers_declared")
def _attackers_declared(g: GameState) -> None:
    assert g.combat is not None
    evs = [Event("attacks", obj=a, player=g.active, data={"defender": d})
           for a, d in g.combat.attackers.items()]
    evs.append(Event("attackers_declared", player=g.active,
                     data={"count": len(g.combat.attackers)}))
    # The creatures each player attacked with this turn ("for each creature you attacked
    # with this turn"), counted once however many combats they attacked in.
    key = ("attacked_with", g.active)
    g.turn_counts[key] = tuple(dict.fromkeys((*g.turn_counts.get(key, ()),
                                              *g.combat.attackers)))
    emit(g, evs)


@handler("declare_blockers")
def _declare_blockers(g: GameState) -> None:
    """CR 509.1: each defending player declares blockers, in APNAP order."""
    assert g.combat is not None
    for p in defending_players(g):
        if p in g.combat.defenders_done:
            continue
        if not any(can_block(g, b, a, p) for b in g.battlefield for a in attackers_of(g, p)):
            g.combat.defenders_done.add(p)
            continue
        push(g, "declare_blockers")
        g.pending = Decision("declare_blockers", p, "Declare blockers")
        return
    g.combat.declared_blockers = True
    push(g, "blockers_declared")


def apply_block_action(g: GameState, player: int, act: Action) -> None:
    assert g.combat is not None
    if isinstance(act, DeclareBlocker):
        # legal_actions offered a second attacker only to a creature that can block any
        # number of creatures (CR 509.1a)
        g.combat.blockers[act.blocker] = (*g.combat.blockers.get(act.blocker, ()),
                                          act.attacker)
        g.version += 1
        g.pending = Decision("declare_blockers", player, "Declare blockers")
    elif isinstance(act, ResetDeclaration):
        for b in [b for b in g.combat.blockers if chars(g, b).controller == player]:
            del g.combat.blockers[b]
        g.version += 1
        g.pending = Decision("declare_blockers", player, "Declare blockers")
    else:
        g.pending = None
        g.combat.defenders_done.add(player)
        g.version += 1


@handler("blockers_declared")
def _blockers_declared(g: GameState) -> None:
    assert g.combat is not None
    evs: list[Event] = []
    for b, atks in g.combat.blockers.items():
        g.combat.blocked.update(atks)
        if atks:
            # "Whenever ~ blocks" triggers once however many creatures it blocks (CR 509.3a);
            # ``attackers`` lists them all (for "blocks a creature", 509.3b).
            evs.append(Event("blocks", obj=b, player=chars(g, b).controller,
                             data={"attacker": atks[0], "attackers": atks}))
    for a in g.combat.attackers:
        if a in g.combat.blocked:
            evs.append(Event("becomes_blocked", obj=a, player=chars(g, a).controller,
                             data={"blockers": tuple(g.combat.blockers_of(a))}))
    g.version += 1
    emit(g, evs)


def has_first_strikers(g: GameState) -> bool:
    c = g.combat
    if c is None:
        return False
    return any(chars(g, x).has("First strike") or chars(g, x).has("Double strike")
               for x in list(c.attackers) + list(c.blockers) if x in g.objects)


def _deals_now(c: Chars, first: bool, dealt_first: bool) -> bool:
    """CR 702.7b/702.4b: who deals damage in the first-strike and the regular step."""
    fs = c.has("First strike")
    ds = c.has("Double strike")
    if first:
        return fs or ds
    return ds or not dealt_first


def lethal_needed(g: GameState, blocker: int, attacker_chars: Chars) -> int:
    """CR 702.19b: lethal damage, counting damage already marked and deathtouch (702.2c)."""
    c = chars(g, blocker)
    if attacker_chars.has("Deathtouch"):
        return 1 if (c.toughness or 0) - g.objects[blocker].damage > 0 else 0
    return max(0, (c.toughness or 0) - g.objects[blocker].damage)


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


def assignment_options(g: GameState, attacker: int, c: Chars, blockers: list[int],
                       trample_to: int | None) -> list[tuple[int, ...]]:
    """Legal divisions of an attacker's damage (CR 510.1c, 702.19b): one entry per blocker,
    and a last entry for the player/planeswalker when it has trample."""
    power = max(0, c.power or 0)
    k = len(blockers) + (1 if trample_to is not None else 0)
    opts = _compositions(power, k)
    if trample_to is not None:
        need = [lethal_needed(g, b, c) for b in blockers]
        opts = [o for o in opts if o[-1] == 0 or all(o[i] >= need[i]
                                                      for i in range(len(blockers)))]
    return opts


@handler("combat_damage")
def _combat_damage(g: GameState, first: bool) -> None:
    """CR 510.1: assign combat damage (attackers' controller first), then deal it at once."""
    cb = g.combat
    if cb is None:
        return
    push(g, "deal_combat_damage", first)
    for b in reversed(list(cb.blockers)):
        if rule_applies(g, "divide_combat_damage", b):
            push(g, "assign_divided", b, first)
        elif len(cb.blockers[b]) > 1:
            push(g, "assign_blocker", b, first)
    for a in reversed(list(cb.attackers)):
        push(g, "assign_attacker", a, first)


def _defender_target(g: GameState, a: int) -> int | None:
    assert g.combat is not None
    d = g.combat.attackers.get(a)
    if d is None:
        return None
    if not is_player_id(d) and (d not in g.objects or g.objects[d].zone is not Zone.BATTLEFIELD):
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
    if a not in cb.blocked:
        return
    blockers = [b for b in cb.blockers_of(a) if b in g.objects]
    trample_to = _defender_target(g, a) if c.has("Trample") else None
    if not blockers:
        return
    if len(blockers) == 1 and trample_to is None:
        cb.damage_assignment[a] = ((blockers[0], c.power or 0),)
        return
    opts = assignment_options(g, a, c, blockers, trample_to)
    if len(opts) == 1:
        _store_assignment(g, a, blockers, trample_to, opts[0])
        return
    fid = g.new_frame()
    push(g, "assignment_chosen", a, tuple(blockers), trample_to, fid)
    ask(g, c.controller, "damage_assignment", tuple(opts), fid, "choice",
        prompt="Divide combat damage (one amount per blocker" +
        (", then the player)" if trample_to is not None else ")"), attacker=a,
        blockers=tuple(blockers))


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
    opts = _compositions(max(0, c.power or 0), len(live))
    fid = g.new_frame()
    push(g, "divided_chosen", b, live, fid)
    ask(g, c.controller, "damage_assignment", tuple(opts), fid, "choice",
        prompt="Divide combat damage among the creatures it blocks (one amount per attacker)",
        attacker=b, recipients=live)


@handler("assign_divided")
def _assign_divided(g: GameState, oid: int, first: bool) -> None:
    """"You may assign [this creature's] combat damage divided as you choose among defending
    player and/or any number of creatures they control" (Butcher Orgg): an attacker blocked by
    creatures that have all left deals no damage (CR 506.4, 510.1c); the division includes
    the usual assignment, so "may" needs no separate question."""
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
            return
        player = d if is_player_id(d) else g.objects[d].controller
    elif oid in cb.blockers:
        if not [a for a in cb.blockers[oid] if a in g.objects and a in cb.attackers]:
            return
        player = c.controller  # a blocker's controller is the defending player
    else:
        return
    recipients = (player,) + tuple(x for x in g.battlefield if chars(g, x).is_creature
                                   and chars(g, x).controller == player)
    opts = _compositions(max(0, c.power or 0), len(recipients))
    fid = g.new_frame()
    push(g, "divided_chosen", oid, recipients, fid)
    ask(g, c.controller, "damage_assignment", tuple(opts), fid, "choice",
        prompt="Divide combat damage among the defending player and their creatures",
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
    dealers: list[int] = []
    for a in list(cb.attackers):
        if a not in g.objects:
            continue
        c = chars(g, a)
        if not _deals_now(c, first, a in cb.first_strike_dealt) or (c.power or 0) <= 0:
            continue
        dealers.append(a)
        if a not in cb.blocked and a not in cb.damage_assignment:
            d = _defender_target(g, a)
            if d is not None:
                events.append(_damage_event(g, a, d, c.power or 0, c))
            continue
        if a in cb.damage_assignment:
            for t, n in cb.damage_assignment[a]:
                if t in g.objects or is_player_id(t):
                    events.append(_damage_event(g, a, t, n, c))
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
        dealers.append(b)
        if b in cb.damage_assignment:
            events.extend(_damage_event(g, b, t, n, c) for t, n in cb.damage_assignment[b]
                          if t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD
                          or is_player_id(t) and g.players[t].in_game)
            continue
        events.append(_damage_event(g, b, live[0], c.power or 0, c))
    cb.damage_assignment = {}
    if first:
        cb.first_strike_dealt |= set(dealers)
    g.version += 1
    submit_batch(g, events)


def _damage_event(g: GameState, src: int, target: int, amount: int, c: Chars) -> Event:
    data: dict[str, Any] = {"combat": True}
    if is_player_id(target):
        return Event("damage", player=target, source=src, amount=amount, lki=c, data=data)
    return Event("damage", obj=target, source=src, amount=amount, lki=c, data=data)
