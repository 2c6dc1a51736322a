"""The declare attackers step (CR 508): which creatures can attack and whom (CR 508.1a-b), the
attacking creatures declared one at a time and the whole declaration checked against the
restrictions and requirements (CR 508.1c-d), then tapped (CR 508.1f) and the attack triggers
(CR 508.3).

With shared team turns (CR 805.10a-b) the active team declares one combined attack: its
primary player (805.2) declares the attacking creatures of every player of the team, each
attacking a player of the defending team or a planeswalker one of them controls.
"""

from __future__ import annotations

from manastack.decisions.actions import (
    Action,
    DeclareAttacker,
    FinishDeclaration,
    ResetDeclaration,
)
from manastack.decisions.decision import Decision
from manastack.rules.characteristics import Chars, chars, compute_all, static_rules
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.mana import is_summoning_sick
from manastack.rules.pipeline import emit, submit_batch
from manastack.rules.restrictions import rule_applies, rule_in_force
from manastack.rules.shared_team_turns import active_players
from manastack.rules.targets import with_types
from manastack.rules.until_next_turn import PERMISSIONS, may_attack_player
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def defenders(g: GameState, attacker_controller: int) -> list[int]:
    """Players and planeswalkers that can be attacked (CR 506.2, 508.1b): the opponents and
    the planeswalkers they control (the defending team's, CR 805.10a)."""
    out: list[int] = [p for p in g.opponents(attacker_controller)]
    allc = compute_all(g)
    for oid in with_types(g, _PLANESWALKER):
        c = allc[oid]
        if g.is_opponent(attacker_controller, c.controller) and not g.objects[oid].phased_out:
            out.append(oid)
    return out


_PLANESWALKER = ("Planeswalker",)
_CREATURE = ("Creature",)


def can_attack(g: GameState, oid: int, player: int) -> bool:
    """Whether ``oid`` can attack in ``player``'s attack (CR 508.1a): an untapped creature
    controlled by ``player`` (or by a teammate, with shared team turns: CR 805.10b) that has
    been under that control since the turn began, or has haste."""
    c = chars(g, oid)
    return _among_attackers(g, c, player) and _free_to_attack(g, oid, c)


def _among_attackers(g: GameState, c: Chars, player: int) -> bool:
    """What ``can_attack`` asks of the characteristics ``c`` alone: a creature controlled by
    ``player`` (or by a teammate, CR 805.10b)."""
    return c.is_creature and (c.controller == player or (
        g.teams is not None and c.controller in g.teams[player]))


def _free_to_attack(g: GameState, oid: int, c: Chars, restricted: bool = True) -> bool:
    """The rest of ``can_attack``, for a creature among the player's with characteristics
    ``c``: untapped on the battlefield, without defender, under that control since the turn
    began or with haste (CR 302.6), and nothing keeps it from attacking (``restricted``
    False: no "can't attack" restriction is in force, ``rule_in_force``)."""
    o = g.objects[oid]
    if o.zone is not Zone.BATTLEFIELD or o.phased_out or o.tapped:
        return False
    if c.has("Defender"):
        return False
    if is_summoning_sick(g, oid) and not c.has("Haste"):
        return False  # CR 302.6
    if restricted and rule_applies(g, "cant_attack", oid):
        return False
    return True


def may_attack_defender(g: GameState, oid: int, defender: int) -> bool:
    """CR 508.1c: a restriction "~ can't attack unless defending player [...]" (rule
    "cant_attack_unless" of the creature itself, its parameter ``fn(game, creature,
    defending_player)``) checked for the player (or planeswalker's controller) it would
    attack."""
    player = defender if is_player_id(defender) else chars(g, defender).controller
    if not may_attack_player(g, chars(g, oid).controller, player):
        return False  # "can't attack you or planeswalkers you control" (Orzhov Advokist)
    for sid, _c, a in static_rules(g).get("cant_attack_unless", ()):
        if sid == oid and a.affects == "self" and not a.params[0](g, oid, player):
            return False
    return True


def attack_forbidden_by(g: GameState, oid: int, defender: int) -> str | None:
    """Why ``oid``, an untapped creature able to attack this turn, may not attack
    ``defender``, one of the attacking player's opponents or their planeswalkers, whatever
    else attacks (CR 508.1c): "cant_attack" (an effect says it can't attack), "unless" (its
    own "can't attack unless defending player ...", Slipstream Eel), "player" (its controller's
    creatures can't attack that player or their planeswalkers, Orzhov Advokist); None when
    nothing keeps it from that attack: the declaration as a whole couldn't then be legal
    (CR 508.1c-d)."""
    if rule_applies(g, "cant_attack", oid):
        return "cant_attack"
    player = defender if is_player_id(defender) else chars(g, defender).controller
    if not may_attack_player(g, chars(g, oid).controller, player):
        return "player"
    if not may_attack_defender(g, oid, defender):
        return "unless"
    return None


def attack_actions(g: GameState) -> list[Action]:
    """Each creature that can attack, with each player or planeswalker it may attack (CR
    508.1a-c), the declaration finished when it is legal, or made again. Only the creatures
    of the player (and their teammates, CR 805.10b) are looked at (``can_attack``), each
    asked about "can't attack" only while such a restriction is in force; and while no
    creature has a restriction "can't attack unless" and no player may not be attacked (CR
    508.1c), every creature that can attack may attack each defender
    (``may_attack_defender``)."""
    assert g.combat is not None
    p = g.active
    acts: list[Action] = []
    defs = defenders(g, p)
    allc = compute_all(g)
    attacking = g.combat.attackers
    free = not static_rules(g).get("cant_attack_unless") and not g.extra.get(PERMISSIONS)
    restricted = rule_in_force(g, "cant_attack")
    team = {p} if g.teams is None else {p, *g.teams[p]}
    for oid in with_types(g, _CREATURE):
        if oid in attacking:
            continue
        c = allc[oid]  # the characteristics ``chars`` gives the permanent
        if c.controller not in team or not _free_to_attack(g, oid, c, restricted):
            continue
        if free:
            acts.extend([DeclareAttacker(oid, d) for d in defs])
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
    return unmet_attack_requirement(g) is None


def unmet_attack_requirement(g: GameState) -> int | None:
    """CR 508.1d: the first creature (in battlefield order) that must attack if able, could
    attack and isn't attacking in the declaration as it stands; None when there is none (each
    restriction is obeyed as attackers are declared, CR 508.1c)."""
    assert g.combat is not None
    if not rule_in_force(g, "must_attack"):
        return None  # no creature must attack
    for oid in g.battlefield:
        if oid in g.combat.attackers:
            continue
        if rule_applies(g, "must_attack", oid) and can_attack(g, oid, g.active) and any(
                may_attack_defender(g, oid, d) for d in defenders(g, g.active)):
            return oid
    return None


@handler("declare_attackers")
def _declare_attackers(g: GameState) -> None:
    """CR 508.1: the active player declares attackers (skipped if none can attack)."""
    assert g.combat is not None  # made empty by the beginning of combat step (CR 507)
    p = g.active
    if not any(can_attack(g, oid, p) for oid in with_types(g, _CREATURE)) or \
            not defenders(g, p):
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
                events.append(Event("tap", obj=oid))  # CR 508.1f
        push(g, "attackers_declared")
        submit_batch(g, events)


@handler("attackers_declared")
def _attackers_declared(g: GameState) -> None:
    """An ``attacks`` event for each attacking creature, ``attacking`` the player or
    planeswalker it attacks (CR 508.1b, 802.3, 805.10b), then one ``attackers_declared`` event
    per attacking player: ``count`` is how many of the creatures declared that player
    controls ("whenever you attack with three or more creatures", CR 508.3c); ``total`` is how many creatures were declared in all, the active
    team's one combined attack under shared team turns (CR 805.10b), for "whenever ~ and at
    least three other creatures attack", whoever controls the others."""
    assert g.combat is not None
    total = len(g.combat.attackers)
    if g.teams is None:
        evs = [Event("attacks", obj=a, player=g.active, data={"attacking": d})
               for a, d in g.combat.attackers.items()]
        evs.append(Event("attackers_declared", player=g.active,
                         data={"count": total, "total": total}))
    else:  # each attacking player's creatures attack (CR 805.10a)
        evs = [Event("attacks", obj=a, player=chars(g, a).controller, data={"attacking": d})
               for a, d in g.combat.attackers.items()]
        evs.extend(Event("attackers_declared", player=p, data={"count": len(
            [e for e in evs if e.player == p]), "total": total}) for p in active_players(g))
    # The creatures each player attacked with this turn ("for each creature you attacked
    # with this turn"), counted once however many combats they attacked in.
    for p in active_players(g):
        key = ("attacked_with", p)
        mine = [a for a in g.combat.attackers if g.teams is None or chars(g, a).controller == p]
        if mine or g.teams is None:
            g.turn_counts[key] = tuple(dict.fromkeys((*g.turn_counts.get(key, ()), *mine)))
    emit(g, evs)

