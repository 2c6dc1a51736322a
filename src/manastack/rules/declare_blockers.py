"""The declare blockers step (CR 509): which creatures can block which attackers (CR 509.1a,
landwalk 702.14, evasion and "can block only"), the blockers declared one at a time and the whole
declaration checked against restrictions and requirements (CR 509.1b-c), the costs to block
paid or the declaration made again (CR 509.1d-f), then the blocked attackers (CR 509.1h) and
the block triggers (CR 509.2-509.3).

With shared team turns (CR 805.10d) the defending team declares one combined block: its
primary player (805.2) declares blockers among the creatures of both defending players, each
able to block any creature attacking a player of the team or a planeswalker one of them
controls. Below, a "defending player" who declares blocks stands for their team.
"""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import (
    Action,
    DeclareBlocker,
    FinishDeclaration,
    ResetDeclaration,
)
from manastack.decisions.decision import Decision
from manastack.rules.block_requirements import Blocker, plan
from manastack.rules.characteristics import Chars, chars, compute_all, static_rules
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.object_tests import attacked_player
from manastack.rules.pipeline import emit
from manastack.rules.restrictions import rule_applies, rule_in_force
from manastack.rules.selectors import matches
from manastack.rules.shared_team_turns import primary_player
from manastack.rules.targets import protection_stops, with_types
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone

_CREATURE = ("Creature",)
LANDWALK = {"Swampwalk": "Swamp", "Islandwalk": "Island", "Forestwalk": "Forest",
            "Mountainwalk": "Mountain", "Plainswalk": "Plains"}


def can_block(g: GameState, blocker: int, attacker: int, player: int) -> bool:
    """Whether ``blocker`` may block ``attacker`` (evasion, protection, restrictions) in the
    blocks ``player`` declares (their team's, with shared team turns: CR 805.10d)."""
    return may_block(g, blocker, player) and may_be_blocked(g, attacker) and \
        _can_block_attacker(g, blocker, attacker, player)


def may_be_blocked(g: GameState, attacker: int) -> bool:
    """What ``can_block`` asks of the attacker alone: "~ can't be blocked" (CR 509.1b)."""
    return not rule_applies(g, "cant_be_blocked", attacker)


def may_block(g: GameState, blocker: int, player: int) -> bool:
    """What ``can_block`` asks of the blocker alone: an untapped creature on the battlefield
    among ``player``'s (their team's) that may block at all (CR 509.1a, 702.147a)."""
    b = chars(g, blocker)
    return _among_blockers(g, b, player) and _free_to_block(g, blocker, b)


def _among_blockers(g: GameState, b: Chars, player: int) -> bool:
    """What ``may_block`` asks of the characteristics ``b`` alone: a creature among
    ``player``'s (their team's, CR 805.10d)."""
    return b.is_creature and (b.controller == player or (
        g.teams is not None and b.controller in g.teams[player]))


def _free_to_block(g: GameState, blocker: int, b: Chars, restricted: bool = True) -> bool:
    """The rest of ``may_block``, for a creature among the player's with characteristics
    ``b``: untapped on the battlefield, and nothing keeps it from blocking (CR 509.1a,
    702.147a; ``restricted`` False: no "can't block" restriction is in force,
    ``rule_in_force``)."""
    o = g.objects[blocker]
    if o.zone is not Zone.BATTLEFIELD or o.phased_out or o.tapped:
        return False
    if restricted and rule_applies(g, "cant_block", blocker):
        return False
    return not b.has("Decayed")  # CR 702.147a


def _can_block_attacker(g: GameState, blocker: int, attacker: int, player: int) -> bool:
    """The rest of ``can_block``, for a blocker that ``may_block`` and an attacker that
    ``may_be_blocked``: evasion, protection and the restrictions on the pair."""
    af = _attacker_facts(g, attacker, player)
    return af is not None and _pair_allowed(g, blocker, _blocker_facts(g, blocker), attacker, af)


_AttackerFacts = tuple[Any, list[tuple[Any, int, int]], list[Any], list[tuple[Any, int, int]]]
_BlockerFacts = tuple[Any, list[tuple[Any, int, int]]]


def _attacker_facts(g: GameState, attacker: int, player: int) -> _AttackerFacts | None:
    """What ``_can_block_attacker`` asks of the attacker alone, asked once for all blockers:
    its characteristics; the filters of "can't be blocked except by [filter]" (CR 509.1b), of
    the effects "can't be blocked by" applying to it (MID-RN-124) and of the static abilities
    "[attacker] can't be blocked by [filter]" that apply to it; or None when landwalk makes it
    unblockable (CR 702.14c: the defending player controls such a land, 805.10e)."""
    a = chars(g, attacker)
    if not a.keywords.isdisjoint(LANDWALK):  # a landwalk keyword among its keywords
        for kw, land in LANDWALK.items():
            if a.has(kw):
                defending = _attacked(g, attacker, player)  # CR 805.10e
                # CR 702.26b: a phased-out land is treated as though it doesn't exist.
                if any(land in chars(g, x).subtypes and chars(g, x).controller == defending
                       and not g.objects[x].phased_out for x in g.battlefield):
                    return None
    rules = static_rules(g)
    only_by = [(a2.params[0], c.controller, sid)
               for sid, c, a2 in rules.get("cant_be_blocked_except_by", ())
               if sid == attacker and a2.params]
    effects = [e for e in g.effects
               if getattr(e.modify, "custom_layer", None) == "rule:cant_be_blocked_by" and
               e.affected and attacker in e.affected and e.modify.custom is not None]
    not_by = []
    for sid, c, a2 in rules.get("cant_be_blocked_by", ()):
        if a2.condition is not None and not a2.condition(g, sid):
            continue
        if a2.affects == "self":
            hit = sid == attacker
        elif a2.affects == "attached":
            hit = g.objects[sid].attached_to == attacker
        else:
            hit = matches(g, attacker, a2.affects, c.controller, sid)
        if hit and a2.params:
            not_by.append((a2.params[0], c.controller, sid))
    return a, only_by, effects, not_by


def _blocker_facts(g: GameState, blocker: int) -> _BlockerFacts:
    """What ``_can_block_attacker`` asks of the blocker alone: its characteristics and the
    filters of its "can block only [filter]" abilities."""
    only = [(a.params[0], c.controller, sid)
            for sid, c, a in static_rules(g).get("can_block_only", ())
            if sid == blocker and a.params]
    return chars(g, blocker), only


def _pair_allowed(g: GameState, blocker: int, bf: _BlockerFacts, attacker: int,
                  af: _AttackerFacts) -> bool:
    """Whether the blocker may block the attacker, from the facts of each (CR 509.1a-b)."""
    return _pair_refusal(g, blocker, bf, attacker, af) is None


def _pair_refusal(g: GameState, blocker: int, bf: _BlockerFacts, attacker: int,
                  af: _AttackerFacts) -> tuple[str, int | None] | None:
    """What keeps the blocker from blocking the attacker, from the facts of each (CR
    509.1a-b): the kind of evasion or restriction and the permanent whose ability makes it
    (None for a keyword of the attacker's); None when nothing does."""
    b, only = bf
    a, only_by, effects, not_by = af
    if a.has("Flying") and not (b.has("Flying") or b.has("Reach")):
        return "flying", None  # CR 702.9b
    if a.has("Fear") and not ("Artifact" in b.types or "B" in b.colors):
        return "fear", None  # CR 702.36b
    if a.has("Skulk") and (b.power or 0) > (a.power or 0):
        return "skulk", None  # CR 702.118b
    for f, ctl, sid in only:
        if not matches(g, attacker, f, ctl, sid):
            # "can block only creatures with flying" (checked as blocks are declared)
            return "block_only", sid
    for f, ctl, sid in only_by:
        if not matches(g, blocker, f, ctl, sid):
            return "only_by", sid  # "can't be blocked except by [filter]"
    for e in effects:
        if e.modify.custom(g, blocker, e):
            return "not_by", e.source  # checked as blockers are declared (MID-RN-124)
    for f, ctl, sid in not_by:
        if matches(g, blocker, f, ctl, sid):
            return "not_by", sid  # "[attacker] can't be blocked by [filter]"
    if protection_stops(a.protections(), b):
        return "protection", None  # CR 702.16f
    return None


def block_forbidden_by(g: GameState, blocker: int, attacker: int, player: int
                       ) -> tuple[str, int | None] | None:
    """Why ``blocker``, an untapped creature among ``player``'s, may not block ``attacker``,
    a creature attacking them, whatever else is declared (``can_block`` false, CR 509.1b): the
    attacker can't be blocked ("unblockable"), the blocker can't block ("cant_block",
    "decayed", CR 702.147a), landwalk ("landwalk", CR 702.14c), or the pair's evasion or
    restriction (``_pair_refusal``); with the permanent whose ability makes it, when one does.
    None when nothing keeps that pair apart: the declaration as a whole couldn't then be
    completed legally (menace, another requirement or restriction, CR 509.1c)."""
    if not may_be_blocked(g, attacker):
        return "unblockable", None
    if rule_applies(g, "cant_block", blocker):
        return "cant_block", None
    if chars(g, blocker).has("Decayed"):
        return "decayed", None
    af = _attacker_facts(g, attacker, player)
    if af is None:
        return "landwalk", None
    return _pair_refusal(g, blocker, _blocker_facts(g, blocker), attacker, af)


def _attacked(g: GameState, attacker: int, player: int) -> int:
    """The defending player of ``attacker`` (CR 506.2, 805.10e): the player it attacks or the
    controller of the planeswalker it attacks; ``player`` if it isn't attacking."""
    if g.teams is None or g.combat is None:
        return player
    d = g.combat.attackers.get(attacker)
    if d is None:
        return player
    p = d if is_player_id(d) else g.objects[d].controller if d in g.objects else None
    return player if p is None else p


def defending_players(g: GameState) -> list[int]:
    """The players who declare blocks, in APNAP order: each defending player (with shared
    team turns, the primary player of the defending team, CR 805.10d, 805.2)."""
    assert g.combat is not None
    out = []
    for d in g.combat.attackers.values():
        p = attacked_player(g, d)
        if p is not None and g.teams is not None:
            p = primary_player(g, p)
        if p is not None and p not in out:
            out.append(p)
    return [p for p in g.player_ids() if p in out]


def attackers_of(g: GameState, defender_player: int) -> list[int]:
    """The creatures attacking ``defender_player`` or a planeswalker they control (their team
    or its planeswalkers, with shared team turns: CR 805.10d)."""
    assert g.combat is not None
    team = (defender_player,) if g.teams is None else g.teams[defender_player]
    out = []
    for a, d in g.combat.attackers.items():
        p = attacked_player(g, d)  # a creature attacking a planeswalker gone: CR 506.4c
        if p in team:
            out.append(a)
    return out


def blocks_any_number(g: GameState, blocker: int) -> bool:
    """"~ can block any number of creatures" (rule "block_any_number"): an effect that lets a
    creature block more than one attacker (CR 509.1a)."""
    return rule_applies(g, "block_any_number", blocker)


def block_actions(g: GameState, player: int) -> list[Action]:
    """Each creature blocks one attacker (CR 509.1a); one that can block any number of
    creatures is offered each other attacker it can block after its first, one at a time.
    Only the creatures of the player (their team's, CR 805.10d) are looked at
    (``may_block``), each asked about "can't block" only while such a restriction is in
    force; the attackers are found once for the listing and the declaration's legality.
    While an attacker has menace or a requirement applies (CR 509.1b-c), a step is offered
    only if some legal complete declaration contains it and the blocks declared so far, and
    the declaration is finished only when it is legal as it stands (``block_plan``)."""
    assert g.combat is not None
    acts: list[Action] = []
    attacking = attackers_of(g, player)
    atks = _blockable(g, player, attacking)
    pairs: dict[int, list[int]] = {}
    if atks:
        allc = compute_all(g)  # the characteristics ``chars`` gives each permanent
        restricted = rule_in_force(g, "cant_block")
        team = {player} if g.teams is None else {player, *g.teams[player]}
        for oid in with_types(g, _CREATURE):
            b = allc[oid]
            if b.controller not in team or not _free_to_block(g, oid, b, restricted):
                continue
            bf = _blocker_facts(g, oid)
            pairs[oid] = [a for a, af in atks if _pair_allowed(g, oid, bf, a, af)]
    steps, legal = block_plan(g, player, atks, pairs)
    for oid, allowed in pairs.items():
        already = g.combat.blockers.get(oid)
        if already is not None and not blocks_any_number(g, oid):
            continue
        for a in allowed:
            if (already is None or a not in already) and (steps is None or a in steps[oid]):
                acts.append(DeclareBlocker(oid, a))
    if legal:
        acts.append(FinishDeclaration())
    if any(_blocks_for(g, b, player) for b in g.combat.blockers):
        acts.append(ResetDeclaration())
    return acts


def block_plan(g: GameState, player: int, atks: list[tuple[int, _AttackerFacts]],
               pairs: dict[int, list[int]]) -> tuple[dict[int, frozenset[int]] | None, bool]:
    """CR 509.1b-c: the attackers each creature of ``player`` may be declared blocking next
    (None: any it may block, when no attacker has menace and no requirement applies), and
    whether the declaration as it stands is legal (``block_requirements.plan``). ``atks``:
    the attackers that may be blocked, with their facts (``_blockable``); ``pairs``: each
    creature that may block, with the attackers it may block (CR 509.1a-b). While blocking
    has a cost, no requirement makes a creature block (CR 509.1c)."""
    assert g.combat is not None
    demanded = not _costs_to_block(g)
    lures = [a for a, _af in atks if rule_applies(g, "must_be_blocked_by_all", a)] \
        if demanded and rule_in_force(g, "must_be_blocked_by_all") else []
    menace = [a for a, af in atks if af[0].has("Menace")]
    must = demanded and rule_in_force(g, "must_block")
    if not (lures or menace or must):
        return None, True
    blockers = [Blocker(oid, tuple(allowed), g.combat.blockers.get(oid, ()),
                        blocks_any_number(g, oid), must and rule_applies(g, "must_block", oid))
                for oid, allowed in pairs.items()]
    return plan(blockers, menace, lures)


def _blockable(g: GameState, player: int, attacking: list[int]
               ) -> list[tuple[int, _AttackerFacts]]:
    """The creatures among ``attacking`` (those attacking ``player`` or their team,
    ``attackers_of``) that may be blocked, each with its facts (``_attacker_facts``, asked
    once for all blockers), in attack order."""
    return [(a, f) for a in attacking if may_be_blocked(g, a)
            for f in [_attacker_facts(g, a, player)] if f is not None]


def _blocks_for(g: GameState, blocker: int, player: int) -> bool:
    """Whether ``blocker`` is among the blocks ``player`` declares (their own creatures, or
    their team's: CR 805.10d)."""
    ctl = chars(g, blocker).controller
    return ctl == player or (g.teams is not None and ctl in g.teams[player])


def _block_decision(g: GameState, defender: int) -> Decision:
    """The decision of ``defender``'s blocks: theirs, unless an effect lets another player
    choose which creatures block this combat and how (CR 509.1; Odric, Master Tactician),
    that player deciding for them with all their restrictions and requirements."""
    assert g.combat is not None
    who = g.combat.blocks_chosen_by
    if who is None or not g.players[who].in_game:
        return Decision("declare_blockers", defender, "Declare blockers")
    return Decision("declare_blockers", who, "Declare blockers",
                    data=(("defending_player", defender),))


def blocking_player(d: Decision) -> int:
    """The defending player whose blocks the declare-blockers decision ``d`` declares."""
    return int(dict(d.data).get("defending_player", d.player))


@handler("declare_blockers")
def _declare_blockers(g: GameState) -> None:
    """CR 509.1: each defending player declares blockers, in APNAP order."""
    assert g.combat is not None
    for p in defending_players(g):
        if p in g.combat.defenders_done:
            continue
        atks = _blockable(g, p, attackers_of(g, p))
        if not any(may_block(g, b, p) and any(
                _pair_allowed(g, b, _blocker_facts(g, b), a, af) for a, af in atks)
                for b in with_types(g, _CREATURE)):
            g.combat.defenders_done.add(p)
            continue
        push(g, "declare_blockers")
        g.pending = _block_decision(g, p)
        return
    g.combat.declared_blockers = True
    push(g, "blockers_declared")


def apply_block_action(g: GameState, player: int, act: Action) -> None:
    assert g.combat is not None
    defender = blocking_player(g.pending) if g.pending is not None else player
    if isinstance(act, DeclareBlocker):
        # legal_actions offered a second attacker only to a creature that can block any
        # number of creatures (CR 509.1a)
        g.combat.blockers[act.blocker] = (*g.combat.blockers.get(act.blocker, ()),
                                          act.attacker)
        g.version += 1
        g.pending = _block_decision(g, defender)
    elif isinstance(act, ResetDeclaration):
        for b in [b for b in g.combat.blockers if _blocks_for(g, b, defender)]:
            del g.combat.blockers[b]
        g.version += 1
        g.pending = _block_decision(g, defender)
    else:
        g.pending = None
        costs = block_costs(g, defender)
        if costs:
            push(g, "block_cost_offer", defender, costs, ())  # CR 509.1d-f
        else:
            g.combat.defenders_done.add(defender)
        g.version += 1


BLOCK_TAX = "block_tax"
"""``g.extra`` key: ``((turn, generic mana), ...)``, costs to block for each blocking creature
("This turn, creatures can't block unless their controller pays {X} for each blocking
creature they control")."""


def add_block_cost_this_turn(g: GameState, amount: int) -> None:
    """This turn, each creature blocks only if its controller pays ``amount`` generic mana for
    it (a cost to block, CR 509.1d)."""
    if amount > 0:
        g.extra[BLOCK_TAX] = (*g.extra.get(BLOCK_TAX, ()), (g.turn, amount))
        g.version += 1


def _costs_to_block(g: GameState) -> bool:
    """Whether creatures can't block this turn unless their controller pays a cost: no
    requirement then makes a creature block, its controller not being required to pay (CR
    509.1c)."""
    return any(turn == g.turn for turn, _n in g.extra.get(BLOCK_TAX, ()))


def block_costs(g: GameState, defender: int) -> tuple[tuple[int, int], ...]:
    """CR 509.1d: the costs to block of the blocks ``defender`` declared, as ``(player,
    generic mana)`` for each player controlling some of those blockers, in turn order: a
    creature blocks only if its controller pays, so in Two-Headed Giant, where the defending
    team declares one combined block (CR 805.10d), each defending player (805.10a) pays for
    their own creatures, with their own mana (810.5: resources aren't shared)."""
    per = sum(n for turn, n in g.extra.get(BLOCK_TAX, ()) if turn == g.turn)
    if not per or g.combat is None:
        return ()
    blockers = [chars(g, b).controller for b in g.combat.blockers if _blocks_for(g, b, defender)]
    return tuple((p, per * blockers.count(p)) for p in g.player_ids() if p in blockers)


def _block_cost(amount: int) -> Any:
    from manastack.dsl.costs import Cost
    from manastack.dsl.mana_cost import ManaCost
    return Cost(mana=ManaCost(generic=amount))


@handler("block_cost_offer")
def _block_cost_offer(g: GameState, defender: int, costs: tuple[tuple[int, int], ...],
                      agreed: tuple[int, ...]) -> None:
    """CR 509.1d-f: each player whose creatures block pays the costs to block of those
    creatures, or doesn't, asked in turn (the next of ``costs`` after those ``agreed``, each
    with the frame of their payment); only a cost they can pay in full may be paid (partial
    payments aren't allowed). Nothing is paid until every one of them has agreed."""
    from manastack.rules.choices import ask
    from manastack.rules.unless_pays import pay_or_decline_options
    payer, amount = costs[len(agreed)]
    fid = g.new_frame()
    push(g, "block_cost_answered", defender, costs, agreed, fid)
    ask(g, payer, "unless_payment", pay_or_decline_options(g, payer, _block_cost(amount)),
        fid, "_block_cost", prompt=f"Pay {{{amount}}} for your blocking creatures, or block "
        "differently", cost=f"{{{amount}}}")


@handler("block_cost_answered")
def _block_cost_answered(g: GameState, defender: int, costs: tuple[tuple[int, int], ...],
                         agreed: tuple[int, ...], fid: int) -> None:
    """Agreed to: the next player is asked, and once every one has agreed, each pays in turn
    and the blocks stand. Not paid by one of them: the declaration is illegal and is made
    again, by whoever declares it (ruling MIC-OR-0129: Odric's controller proposes a new set),
    nothing having been paid."""
    from manastack.rules.unless_pays import PAY, can_pay_now, pay_now
    assert g.combat is not None
    payer, amount = costs[len(agreed)]
    if g.frames[fid].pop("_block_cost", None) == PAY and \
            can_pay_now(g, payer, _block_cost(amount)):
        agreed = (*agreed, fid)
        if len(agreed) < len(costs):
            push(g, "block_cost_offer", defender, costs, agreed)
            return
        g.combat.defenders_done.add(defender)
        g.version += 1
        for i in reversed(range(len(costs))):  # the first of them pays first
            push(g, "drop_frame", agreed[i])
            pay_now(g, costs[i][0], _block_cost(costs[i][1]), agreed[i], "to block")
        return
    for x in (*agreed, fid):
        g.frames.pop(x, None)
    for b in [b for b in g.combat.blockers if _blocks_for(g, b, defender)]:
        del g.combat.blockers[b]
    g.version += 1


@handler("blockers_declared")
def _blockers_declared(g: GameState) -> None:
    assert g.combat is not None
    evs: list[Event] = []
    for b, atks in g.combat.blockers.items():
        g.combat.blocked.update(atks)
        if atks:
            # "Whenever ~ blocks" triggers once however many creatures it blocks (CR 509.3a).
            evs.append(Event("blocks", obj=b, player=chars(g, b).controller,
                             data={"blocking": tuple(atks)}))  # whom it blocks (CR 509.1a)
    for a in g.combat.attackers:
        if a in g.combat.blocked:
            evs.append(Event("becomes_blocked", obj=a, player=chars(g, a).controller))
    g.version += 1
    emit(g, evs)

