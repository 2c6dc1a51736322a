"""Legal actions for the pending decision, listed exhaustively."""

from __future__ import annotations

from functools import cache
from typing import Any

from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    PassPriority,
    PlayLand,
    SpecialAction,
)
from manastack.dsl.abilities import ActivatedAbility, Keyword
from manastack.rules.ability_index import activated_abilities, face_down_permanents
from manastack.rules.cast_methods import CastMethod, gives_graveyard_flashback, methods_from
from manastack.rules.casting import activatable, can_cast
from manastack.rules.characteristics import (
    chars,
    compute_all,
    reset_step_reads,
    static_rules,
    step_reads,
)
from manastack.rules.declare_attackers import attack_actions
from manastack.rules.declare_blockers import block_actions, blocking_player
from manastack.rules.graveyard_permission import any_permission
from manastack.rules.library_top import can_play_land_from_top, top_card
from manastack.rules.mana import (
    land_mana_replaced,
    mana_ability_ready,
    needs_resolving,
    ready_mana_abilities,
    resolved,
)
from manastack.rules.payment_options import mana_ability_payable
from manastack.rules.play_from_exile import can_play_land_from_exile
from manastack.rules.shared_team_turns import is_active
from manastack.rules.special_actions import SPECIAL_ACTIONS
from manastack.rules.until_next_turn import has_flash_permission
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def legal_actions(g: GameState) -> list[Action]:
    d = g.pending
    if d is None or g.game_over:
        return []
    if d.kind == "priority":
        cached = g._legal_cache
        if cached is not None and cached[0] == g.version and cached[1] is d and \
                cached[3] == g.tick:
            return list(cached[2])
        acts = _priority_memo(g, d.player)
        g._legal_cache = (g.version, d, tuple(acts), g.tick)
        return acts
    if d.kind == "declare_attackers" or d.kind == "declare_blockers":
        # Kept for the decision and state: ``Game.apply`` asks again before acting.
        kept = g._declare_cache
        if kept is not None and kept[0] is d and kept[1] == g.version and kept[2] == g.tick:
            return list(kept[3])
        acts = attack_actions(g) if d.kind == "declare_attackers" else \
            block_actions(g, blocking_player(d))
        g._declare_cache = (d, g.version, g.tick, tuple(acts))
        return acts
    return list(d.actions)


def _priority_memo(g: GameState, p: int) -> list[Action]:
    """``priority_actions``, kept per state version for the player, whether sorcery-speed
    actions are allowed (CR 307.1), their mana pool and, when something read it, the step:
    the only things a priority pass, a new step or mana entering the pool (``GameState.tick``)
    change that legal actions read. When nothing has happened, the players' priority in one
    step after another is answered from it."""
    pool = g.players[p].mana_pool
    key = (p, is_active(g, p) and g.step.is_main and not g.stack,
           tuple(sorted(pool.items())) if pool else ())
    memo: tuple[int, dict[Any, Any]] | None = g._priority_memo
    if memo is None or memo[0] != g.version:
        memo = (g.version, {})
        g._priority_memo = memo
    ent = memo[1].get(key)
    if ent is not None and (ent[0] is None or ent[0] is g.step):
        return list(ent[1])
    outer = step_reads()
    reset_step_reads()
    try:
        acts = priority_actions(g, p)
        read = step_reads()
    finally:
        reset_step_reads(outer or step_reads())
    memo[1][key] = (g.step if read else None, tuple(acts))
    return acts


_PASS = PassPriority()


def priority_actions(g: GameState, p: int) -> list[Action]:
    """Every action ``p`` may take with priority (CR 117.1): pass, play a land, cast a spell,
    activate an ability (mana abilities included, CR 605.3a), take a special action."""
    acts: list[Action] = [_PASS]
    objects = g.objects
    pl = g.players[p]
    may_cast = g.extra.get("may_cast", {})
    graveyard_flashback = gives_graveyard_flashback(g, p)  # CR 702.34a
    # "During each of your turns, you may cast a [spell] from your graveyard" (CR 601.3)
    graveyard_ok = is_active(g, p) and any_permission(g, p)
    zones = [pl.hand,
             pl.graveyard if graveyard_flashback or graveyard_ok else
             _with_something_to_do(objects, pl.graveyard, Zone.GRAVEYARD, may_cast),
             _with_something_to_do(objects, g.exile, Zone.EXILE, may_cast)]
    top = top_card(g, p)
    if top is not None:
        zones.append([top])  # Future Sight: the top card of the library (CR 601.2a)
    if g.command:
        # CR 903.8: the player's commanders in the command zone (emblems have no card key)
        zones.append([x for x in g.command if objects[x].owner == p and objects[x].flags])
    sorcery_ok = is_active(g, p) and g.step.is_main and not g.stack
    # CR 305.1-305.3: a land from hand, own main phase (each player of the active team, CR
    # 805.4c), empty stack, land plays left
    land_ok = sorcery_ok and pl.lands_played < pl.land_plays_allowed
    flash_permission = has_flash_permission(g, p)  # "as though they had flash"
    rules_now = static_rules(g)
    # The ways to cast from each zone that may be available now: those needing a permission
    # are left out while no permanent gives one
    usable: dict[Zone, list[tuple[str, CastMethod]]] = {}
    for zone in zones:
        for oid in zone:
            o = objects[oid]
            key = o.card_key
            if key is None:
                continue
            oz = o.zone
            if oz is not Zone.HAND and oid not in may_cast and oid != top and \
                    oz is not Zone.COMMAND and not printed_zone_relevant(key, oz) \
                    and not ((graveyard_flashback or graveyard_ok) and oz is Zone.GRAVEYARD):
                continue
            if not sorcery_ok and not flash_permission and oid not in may_cast and \
                    not printed_instant_speed(key):
                continue
            c = chars(g, oid)
            if oz is Zone.HAND:
                if land_ok and o.owner == p and c.is_land:
                    acts.append(PlayLand(oid))
            elif oz is Zone.LIBRARY:
                if can_play_land_from_top(g, p, oid):
                    acts.append(PlayLand(oid))
            elif oz is Zone.EXILE and oid in may_cast:
                if can_play_land_from_exile(g, p, oid):
                    acts.append(PlayLand(oid))
            methods = usable.get(oz)
            if methods is None:
                methods = usable[oz] = [(n, m) for n, m in methods_from(oz)
                                        if not m.by_effect_only and (not m.rules or any(
                                            r in rules_now for r in m.rules))]
            for name, m in methods:
                if m.keyword is not None and not c.has(m.keyword):
                    continue
                if c.is_land and m.face == o.face and m.face_down == o.face_down:
                    continue  # CR 305.9: a land can't be cast (can_cast says no)
                if can_cast(g, p, oid, name):
                    acts.append(CastSpell(oid, name))
            if oz is not Zone.EXILE and oz is not Zone.LIBRARY:
                for i, a in enumerate(c.abilities):
                    if _zone_ability(a, oz) and activatable(g, p, oid, i, c):
                        acts.append(ActivateAbility(oid, i))
                    elif isinstance(a, ActivatedAbility) and a.is_mana_ability and \
                            a.zone is oz and oz is not Zone.BATTLEFIELD and \
                            o.owner == p and (mana_ability_ready(g, oid, a, p) or
                                              mana_ability_payable(g, oid, a, p)):
                        # A mana ability that works from a hand or graveyard ("{1}, Exile ~
                        # from your graveyard: Add one mana of any color.", CR 113.6, 605.3a).
                        acts.extend(ActivateManaAbility(oid, i, mana)
                                    for opt in a.mana or ()
                                    for mana in (("W", "U", "B", "R", "G") if opt == "any"
                                                 else (opt,)))
    allc = compute_all(g)
    replaced = land_mana_replaced(g) is not None  # CR 614.1a: "produces {B} instead"
    # Only the permanents with an activated ability (rules.ability_index) or a special action
    # to take (turning a face-down one face up, CR 116.2b) have anything to offer here.
    indexed = activated_abilities(g, p)
    ready = {(oid, i): a for oid, i, a in ready_mana_abilities(g, p)}
    specials = SPECIAL_ACTIONS.items()
    if all(v.face_down_only for v in SPECIAL_ACTIONS.values()):
        down = face_down_permanents(g)
        if down:
            entries = dict(indexed)
            indexed = [(oid, entries.get(oid, ())) for oid in g.battlefield
                       if oid in entries or oid in down]
    else:
        entries = dict(indexed)
        indexed = [(oid, entries.get(oid, ())) for oid in g.battlefield]
    for oid, abilities in indexed:
        o = objects[oid]
        if o.phased_out:
            continue
        c = allc[oid]
        if c.controller != p:
            continue
        for i, a in abilities:
            if isinstance(a, ActivatedAbility):
                if a.is_mana_ability:
                    # CR 605.3a: whenever the player has priority, if its cost can be paid
                    ra = ready.get((oid, i))
                    if ra is not None:
                        a = ra  # written out with the colours the game decides
                    else:
                        cm = a.cost.mana
                        if cm is None or cm.x or cm.is_empty():
                            continue  # no mana in its cost: ready only as listed above
                        if needs_resolving(g, a, replaced):
                            a = resolved(g, oid, a, p)  # CR 106.7, 903.4
                        if not mana_ability_payable(g, oid, a, p):
                            continue
                    for opt in a.mana or ():
                        for mana in (("W", "U", "B", "R", "G") if opt == "any" else (opt,)):
                            acts.append(ActivateManaAbility(oid, i, mana))
                elif a.cost.tap and o.tapped:
                    continue  # its {T} can't be paid (CR 602.5, 118.3): activatable says no
                elif activatable(g, p, oid, i, c):
                    acts.append(ActivateAbility(oid, i))
            elif activatable(g, p, oid, i, c):
                acts.append(ActivateAbility(oid, i))  # an activated keyword (CR 702)
        for k, v in specials:
            if (o.face_down or not v.face_down_only) and v.allowed(g, p, oid):
                acts.append(SpecialAction(k, oid))
    return acts


def _with_something_to_do(objects: dict[int, Any], oids: list[int], zone: Zone,
                          may_cast: dict[int, Any]) -> list[int]:
    """The cards of ``oids`` (a graveyard or the exile, ``zone``) that the listing looks at
    further, in their order: those an effect lets be cast or played (``may_cast``) and those
    whose printed faces give them something to do from ``zone`` (``printed_zone_relevant``);
    of the others, none can be cast nor has an ability to activate there."""
    if not oids:
        return oids
    relevant = _RELEVANT[zone]
    out = []
    for oid in oids:
        key = objects[oid].card_key
        if key is None:
            continue
        r = relevant.get(key)
        if r is None:
            r = relevant[key] = printed_zone_relevant(key, zone)
        if r or oid in may_cast:
            out.append(oid)
    return out


_RELEVANT: dict[Zone, dict[str, bool]] = {Zone.GRAVEYARD: {}, Zone.EXILE: {}}
"""``printed_zone_relevant`` by card key, for each zone, read as a plain dictionary."""


@cache
def printed_zone_relevant(card_key: str, zone: Zone) -> bool:
    """Whether a card's printed faces give it anything to do from ``zone`` (an ability that
    functions there, or a way to cast it from there such as flashback or disturb)."""
    from manastack.cards.registry import card_def
    for face in card_def(card_key).faces:
        for a in face.abilities:
            if isinstance(a, ActivatedAbility) and a.zone is zone:
                return True
            if isinstance(a, Keyword) and a.name in ZONE_KEYWORDS.get(zone, ()):
                return True
    return False


ZONE_KEYWORDS = {Zone.GRAVEYARD: ("Flashback", "Disturb", "Unearth", "Embalm", "Eternalize",
                                  "Escape", "Retrace", "Aftermath", "Scavenge", "Encore")}


@cache
def printed_instant_speed(card_key: str) -> bool:
    """Whether anything on the card may be done at instant speed: an instant, flash, or an
    activated ability that is not sorcery-speed (cycling, for instance)."""
    from manastack.cards.database import database
    from manastack.cards.registry import card_def
    card = database().by_key(card_key)
    for f, face in zip(card.faces, card_def(card_key).faces, strict=False):
        if "Instant" in f.types:
            return True
        for a in face.abilities:
            if isinstance(a, Keyword) and (a.name == "Flash" or a.cost is not None):
                return True
            if isinstance(a, ActivatedAbility) and a.zone is not Zone.BATTLEFIELD and \
                    not a.sorcery_speed:
                return True
    return False


def _zone_ability(a: object, zone: Zone) -> bool:
    if isinstance(a, ActivatedAbility):
        return a.zone is zone and not a.is_mana_ability
    if isinstance(a, Keyword):
        return zone is Zone.HAND and a.cost is not None
    return False
