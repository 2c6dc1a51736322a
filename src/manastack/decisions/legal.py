"""Legal actions for the pending decision, listed exhaustively."""

from __future__ import annotations

from functools import cache
from typing import Any

from manastack.decisions.ability_kinds import _mana_needed, source_checks, with_others
from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    PassPriority,
    PlayLand,
    SpecialAction,
)
from manastack.decisions.mana_listing import (
    mana_actions,
    paid_by_others,
    ready_actions,
    ready_flags,
    ready_only,
    ready_runs,
    tappers_of,
)
from manastack.dsl.abilities import ActivatedAbility, Keyword, StaticAbility
from manastack.rules.ability_index import (
    activated_abilities,
    face_down_permanents,
    mana_abilities,
)
from manastack.rules.ability_zones import (
    printed_instant_speed,
    printed_zone_relevant,
    with_something_to_do,
)
from manastack.rules.cast_methods import (
    CastMethod,
    card_chars_for,
    gives_graveyard_flashback,
    has_mana_cost,
    methods_from,
)
from manastack.rules.casting import activatable, can_cast, reductions_possible
from manastack.rules.characteristics import (
    chars,
    compute_all,
    reset_step_reads,
    static_rules,
    step_reads,
)
from manastack.rules.convoke import has_convoke
from manastack.rules.copiable_values import face_up_chars
from manastack.rules.declare_attackers import attack_actions
from manastack.rules.declare_blockers import block_actions, blocking_player
from manastack.rules.face_down import morph_cost
from manastack.rules.graveyard_permission import any_permission
from manastack.rules.keyword_abilities import keyword_activated
from manastack.rules.library_top import can_play_land_from_top, top_card
from manastack.rules.mana import (
    can_pay_nonmana,
    is_summoning_sick,
    mana_ability_ready,
    needs_resolving,
    ready_mana_abilities,
    resolved,
)
from manastack.rules.mana_costing import mana_ability_payable
from manastack.rules.payability import other_payable, probe_cost
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
        acts = [_PASS] if _nothing_but_pass(g, p, key[1], bool(pool)) else \
            priority_actions(g, p)
        read = step_reads()
    finally:
        reset_step_reads(outer or step_reads())
    memo[1][key] = (g.step if read else None, tuple(acts))
    return acts


_PASS: Action = PassPriority()


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
    sorcery_ok = is_active(g, p) and g.step.is_main and not g.stack
    flash_permission = has_flash_permission(g, p)  # "as though they had flash"
    hand = pl.hand
    if not sorcery_ok and not flash_permission:
        # Only the cards with something to do at instant speed (CR 117.1a, 307.1), or that
        # an effect lets them cast, are looked at (as the loop below skips the others)
        hand = [oid for oid in hand if (key := objects[oid].card_key) is not None and (
            oid in may_cast or printed_instant_speed(key))]
    zones = [hand,
             pl.graveyard if graveyard_flashback or graveyard_ok else
             with_something_to_do(objects, pl.graveyard, Zone.GRAVEYARD, may_cast),
             with_something_to_do(objects, g.exile, Zone.EXILE, may_cast)]
    top = top_card(g, p)
    if top is not None:
        zones.append([top])  # Future Sight: the top card of the library (CR 601.2a)
    if g.command:
        # CR 903.8: the player's commanders in the command zone (emblems have no card key)
        zones.append([x for x in g.command if objects[x].owner == p and objects[x].flags])
    # CR 305.1-305.3: a land from hand, own main phase (each player of the active team, CR
    # 805.4c), empty stack, land plays left
    land_ok = sorcery_ok and pl.lands_played < pl.land_plays_allowed
    # The ways to cast from each zone that may be available now: those needing a permission
    # are left out while no permanent gives one
    usable: dict[Zone, tuple[tuple[str, CastMethod], ...]] = {}
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
                methods = usable[oz] = _methods(g, oz)
            for name, m in methods:
                if m.keyword is not None and not c.has(m.keyword) and not (
                        o.face_down and face_up_chars(g, oid).has(m.keyword)):
                    continue  # (a card exiled face down has no keyword, CR 406.3a)
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
    # Only the permanents with an activated ability (rules.ability_index) or a special action
    # to take (turning a face-down one face up, CR 116.2b) have anything to offer here.
    indexed = activated_abilities(g, p)
    ready_list = ready_mana_abilities(g, p)
    by_source, in_order = ready_actions(ready_list)
    ready: dict[tuple[int, int], ActivatedAbility] | None = None
    flags: tuple[bool, ...] | None = ready_flags(indexed)
    specials = SPECIAL_ACTIONS.items()
    some_special = not all(v.face_down_only for v in SPECIAL_ACTIONS.values())
    if not some_special:
        down = face_down_permanents(g)
        if down:
            entries = dict(indexed)
            indexed = [(oid, entries.get(oid, ())) for oid in g.battlefield
                       if oid in entries or oid in down]
            flags = None
    else:
        entries = dict(indexed)
        indexed = [(oid, entries.get(oid, ())) for oid in g.battlefield]
        flags = None
    if flags is not None and all(flags):
        # Mana abilities alone, each listed only when ready, and no special action to take:
        # those of ``ready_mana_abilities``, in the same battlefield order (one index).
        acts.extend(in_order)
        return acts
    tail: tuple[Action, ...] = ()
    if flags is not None:
        # The permanents with mana abilities alone, listed only when ready, between the others
        # (``ready_runs``): only the others are looked at one by one
        runs, tail = ready_runs(indexed, flags, by_source)
    else:
        runs = tuple(((), e) for e in indexed)
    tappers: frozenset[int] | None = None
    for before, (oid, abilities) in runs:
        acts.extend(before)
        o = objects[oid]
        if o.phased_out:
            continue
        c = allc[oid]
        if c.controller != p:
            continue
        if flags is None and ready_only(abilities):
            listed = by_source.get(oid)  # its mana abilities listed only when ready
            if listed is not None:
                acts.extend(listed)
            abilities = ()
        for i, a in abilities:
            if isinstance(a, ActivatedAbility):
                if a.is_mana_ability:
                    # CR 605.3a: whenever the player has priority, if its cost can be paid
                    if ready is None:
                        ready = {(r[0], r[1]): r[2] for r in ready_list}
                    ra = ready.get((oid, i))
                    if ra is not None:
                        a = ra  # written out with the colours the game decides
                    else:
                        cm = a.cost.mana
                        if cm is None or cm.x or cm.is_empty():
                            continue  # no mana in its cost: ready only as listed above
                        if needs_resolving(g, a):  # (CR 614.1a: "produces {B} instead")
                            a = resolved(g, oid, a, p)  # CR 106.7, 903.4
                        if tappers is None:
                            tappers = tappers_of(ready)
                        if not paid_by_others(g, oid, a, p, tappers) and \
                                not mana_ability_payable(g, oid, a, p):
                            continue
                    acts.extend(mana_actions(oid, i, a.mana))
                elif a.cost.tap and o.tapped:
                    continue  # its {T} can't be paid (CR 602.5, 118.3): activatable says no
                elif activatable(g, p, oid, i, c):
                    acts.append(ActivateAbility(oid, i))
            elif activatable(g, p, oid, i, c):
                acts.append(ActivateAbility(oid, i))  # an activated keyword (CR 702)
        if o.face_down or some_special:
            for k, v in specials:
                if (o.face_down or not v.face_down_only) and v.allowed(g, p, oid):
                    acts.append(SpecialAction(k, oid))
    acts.extend(tail)
    return acts


def _nothing_but_pass(g: GameState, p: int, sorcery_ok: bool, floating: bool) -> bool:
    """Whether ``p``'s only priority action is surely passing (``priority_actions`` would list
    nothing else), mostly without pricing a spell: no permission to cast as though with
    flash (CR 702.8a), no mana in their pool, and every mana ability of their permanents
    either has a mana symbol in its cost or costs {T} only and is on a tapped permanent or a
    summoning-sick creature (CR 302.6, 605.3a), so that no mana at all could be paid; then
    every card they could look at has nothing to do at instant speed when it's not their
    main phase with the stack empty (``sorcery_ok``, CR 117.1a, 307.1), or is a spell cast
    normally, face down ({3}, CR 702.37a) or from a graveyard or the command zone
    (flashback, disturb, commander tax: ``_zone_card_refused``), or has an activated ability
    or a morph cost (CR 702.37e), whose mana cost has a symbol and can't be reduced (CR
    601.2f, 602.2b) — as ``casting.can_cast``, ``activatable`` and turning a permanent face
    up refuse them when no mana could be made (``_surely_unaffordable``,
    ``_mana_surely_short``) — or an ability whose other costs can't be paid ({T} of a
    summoning-sick creature, untapped creatures to tap, CR 302.6, 118.3), and no land may be
    played (CR 305.2). False means: list them."""
    if floating:
        return False
    objects = g.objects
    allc = compute_all(g)
    for oid, other in source_checks(mana_abilities(g, p)):
        o = objects[oid]
        if o.phased_out:
            continue
        if other or not o.tapped and not _sick(g, oid, allc[oid]):
            return False  # another cost; its {T} can be paid (CR 302.6)
    extra = g.extra
    if extra.get("may_cast") or has_flash_permission(g, p) or top_card(g, p) is not None:
        return False
    down = face_down_permanents(g)
    if down:
        if list(SPECIAL_ACTIONS) != ["turn_face_up"]:
            return False
        for oid in down:
            if allc[oid].controller == p and not objects[oid].phased_out:
                cost = morph_cost(face_up_chars(g, oid))
                if cost is not None and (cost.mana is None or
                                         _mana_needed(cost.mana.with_x(0)) == 0):
                    return False  # it could be turned face up (CR 116.2b)
    elif not all(v.face_down_only for v in SPECIAL_ACTIONS.values()):
        return False
    pl = g.players[p]
    land_ok = sorcery_ok and pl.lands_played < pl.land_plays_allowed
    if pl.hand and not _hand_refused(g, p, pl.hand, sorcery_ok, land_ok):
        return False
    if gives_graveyard_flashback(g, p) or (is_active(g, p) and any_permission(g, p)):
        return False
    methods = None
    for oid in with_something_to_do(objects, pl.graveyard, Zone.GRAVEYARD, {}):
        if sorcery_ok or _card_flags(str(objects[oid].card_key))[0]:
            if methods is None:
                methods = _methods(g, Zone.GRAVEYARD)
            if not _zone_card_refused(g, p, oid, Zone.GRAVEYARD, methods, sorcery_ok):
                return False
    for oid in with_something_to_do(objects, g.exile, Zone.EXILE, {}):
        if sorcery_ok or printed_instant_speed(str(objects[oid].card_key)):
            return False
    methods = None
    for oid in g.command:
        o = objects[oid]
        if o.owner == p and o.flags and o.card_key is not None and \
                (sorcery_ok or printed_instant_speed(o.card_key)):
            if methods is None:
                methods = _methods(g, Zone.COMMAND)
            if not _zone_card_refused(g, p, oid, Zone.COMMAND, methods, sorcery_ok):
                return False
    for oid, others in with_others(activated_abilities(g, p)):
        o = objects[oid]
        if o.phased_out:
            continue
        for a in others:
            if a.cost.tap and o.tapped:
                continue  # a {T} not payable (a mana ability not ready: above)
            if not _refused_without_mana(g, a, oid, sorcery_ok) and \
                    can_pay_nonmana(g, oid, a.cost, p) and other_payable(g, p, oid, a.cost):
                return False  # (``activatable`` refuses it otherwise: CR 302.6, 118.3)
    return True


def _hand_refused(g: GameState, p: int, hand: list[int], sorcery_ok: bool, land_ok: bool
                  ) -> bool:
    """For ``_nothing_but_pass``: whether ``p`` can surely do nothing with any card of their
    ``hand`` (``_card_refused``; a card with nothing to do at instant speed when it's not
    sorcery timing, CR 307.1, 117.1a). The answer for a card in its owner's hand, face up
    with its printed characteristics (no copy effect, no characteristic-defining ability,
    CR 604.3), depends only on its card and on what is asked: the timing, the land play,
    the ways to cast a spell from a hand a listing asks about now (``_methods``) and whether
    a permanent has a cost reduction (``reductions_possible``; one phased out, which
    ``static_rules`` leaves out, reduces nothing, CR 702.26b); it is kept by card for those
    (``_VERDICTS``), the others are looked at each time. A hand whose every card was refused
    by its card alone is kept with the question (``_HANDS``): while it holds the same cards,
    the answer is the same (a card put into a hand is a new object, CR 400.7, which keeps its
    card, owner and face while it stays there)."""
    objects = g.objects
    methods, names = _methods_named(g, Zone.HAND)
    ask = (sorcery_ok, land_ok, names, "cost_reduction" in static_rules(g))
    kept = _VERDICTS.get(ask)
    if kept is None:
        kept = _VERDICTS[ask] = {}
    held = _HANDS.get((id(hand), id(kept)))
    if held is not None and held[0] is hand and held[1] == hand:
        return True
    by_card = True
    for oid in hand:
        o = objects[oid]
        key = o.card_key
        if key is None:
            continue
        refused = kept.get(key)
        plain = o.owner == p and not o.face and not o.face_down and o.copy_of is None
        if refused is None or not plain:
            refused = not sorcery_ok and not _card_flags(key)[0] or \
                _card_refused(g, p, oid, methods, sorcery_ok, land_ok)
            if plain and not _printed_cda(key):
                kept[key] = refused
            else:
                by_card = False
        if not refused:
            return False
    if by_card:
        if len(_HANDS) > 64:
            _HANDS.clear()
        _HANDS[(id(hand), id(kept))] = (hand, list(hand))
    return True


_HANDS: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
"""``_hand_refused``'s hands refused card by card, by hand list (held, so that its id stays its
own) and verdicts asked (``_VERDICTS``, never dropped): the cards it held."""

_VERDICTS: dict[tuple[bool, bool, tuple[str, ...], bool],
                dict[str, bool]] = {}
"""``_hand_refused``'s answers by card key, for each question asked (a few: the ways to
cast from a hand change only with rule-modifying abilities on the battlefield)."""

@cache
def _printed_cda(card_key: str) -> bool:
    """Whether a face of the card has a characteristic-defining ability (CR 604.3), which
    gives it characteristics other than its printed ones in a hand."""
    from manastack.cards.registry import card_def
    return any(isinstance(a, StaticAbility) and a.cda
               for face in card_def(card_key).faces for a in face.abilities)


def _card_flags(card: str) -> tuple[bool, bool]:
    """For ``_nothing_but_pass``, of a card: whether anything on it may be done at instant
    speed (``printed_instant_speed``) and whether it has something to do from a graveyard
    (``printed_zone_relevant``)."""
    flags = _FLAGS.get(card)
    if flags is None:
        flags = _FLAGS[card] = (printed_instant_speed(card),
                                printed_zone_relevant(card, Zone.GRAVEYARD))
    return flags


_FLAGS: dict[str, tuple[bool, bool]] = {}


def _methods(g: GameState, zone: Zone) -> tuple[tuple[str, CastMethod], ...]:
    """The ways to cast a spell from ``zone`` that a listing asks about now: those needing a
    permission are left out while no permanent gives one (``priority_actions``); kept per
    zone for the rule-modifying abilities on the battlefield (``static_rules``)."""
    return _methods_named(g, zone)[0]


def _methods_named(g: GameState, zone: Zone) -> tuple[tuple[tuple[str, CastMethod], ...],
                                                      tuple[str, ...]]:
    """``_methods`` and their names, kept per zone and rule names of ``static_rules``; the
    last answer for each zone is kept with the rules index it was read from (held), which
    stays the same object while the permanents' abilities do."""
    rules = static_rules(g)
    last = _LAST_METHODS.get(zone)
    if last is not None and last[0] is rules:
        return last[1]
    ask = (zone, *rules)
    kept = _METHODS.get(ask)
    if kept is None:
        names = ask[1:]
        found = tuple((n, m) for n, m in methods_from(zone) if not m.by_effect_only and (
            not m.rules or any(r in names for r in m.rules)))
        kept = _METHODS[ask] = (found, tuple(n for n, _ in found))
    _LAST_METHODS[zone] = (rules, kept)
    return kept


_METHODS: dict[tuple[Any, ...], tuple[tuple[tuple[str, CastMethod], ...], tuple[str, ...]]] = {}
_LAST_METHODS: dict[Zone, tuple[dict[str, Any], tuple[tuple[tuple[str, CastMethod], ...],
                                                       tuple[str, ...]]]] = {}


def _card_refused(g: GameState, p: int, oid: int, methods: tuple[tuple[str, CastMethod], ...],
                  sorcery_ok: bool, land_ok: bool) -> bool:
    """For ``_nothing_but_pass``: ``p`` can surely neither play card ``oid`` of their hand
    as a land, nor cast it by any of ``methods`` (those a listing asks), nor activate any
    of its abilities, with no mana to pay (``sorcery_ok``: their main phase, the stack
    empty; ``land_ok``: and a land play left)."""
    o = g.objects[oid]
    c = chars(g, oid)
    if land_ok and o.owner == p and c.is_land:
        return False  # CR 305.1
    for name, m in methods:
        if m.keyword is not None and not c.has(m.keyword) or \
                c.is_land and m.face == o.face and m.face_down == o.face_down:
            continue  # not asked (``priority_actions``)
        if m.face_down:
            # A 2/2 creature spell with no text (CR 708.2a): not at instant speed; its
            # total cost {3} (CR 702.37a) or more, unless a cost reduction applies.
            if sorcery_ok and (o.face or o.face_down or reductions_possible(g, c)):
                return False
            continue
        if name != "normal" or o.face or o.face_down:
            if sorcery_ok:
                return False
            sc = card_chars_for(g, oid, name)
            if "Instant" in sc.types or sc.has("Flash"):
                return False
            continue  # not at instant speed (CR 307.1)
        if c.is_land or not has_mana_cost(g, oid) or o.owner != p:
            continue  # CR 305.9, 118.6, 601.2 (no permission to cast another's card)
        if not sorcery_ok and not ("Instant" in c.types or c.has("Flash")):
            continue  # at instant speed only (CR 307.1)
        if _mana_needed(c.mana_cost) == 0 or reductions_possible(g, c) or has_convoke(g, oid):
            return False
    for ability in c.abilities:
        a: ActivatedAbility | None
        if isinstance(ability, ActivatedAbility):
            if ability.is_mana_ability:
                if ability.zone is Zone.HAND and o.owner == p:
                    return False
                continue
            a = ability
        elif isinstance(ability, Keyword) and ability.cost is not None:
            a = keyword_activated(ability, o, c)
        else:
            continue
        if a is None or a.is_mana_ability or a.zone is not Zone.HAND:
            continue
        if o.owner == p and not _refused_without_mana(g, a, oid, sorcery_ok):
            return False
    return True


def _zone_card_refused(g: GameState, p: int, oid: int, zone: Zone,
                       methods: tuple[tuple[str, CastMethod], ...], sorcery_ok: bool) -> bool:
    """For ``_nothing_but_pass``: ``p`` can surely neither cast their card ``oid`` from
    ``zone`` (their graveyard or the command zone) by any of ``methods``, nor activate an
    ability of it there, with no mana to pay: a spell that isn't an instant and hasn't
    flash when it's not sorcery timing (CR 307.1), or whose cost by that method (flashback,
    disturb, commander tax included: ``probe_cost``) has a mana symbol, with no cost
    reduction and no convoke (CR 601.2f-h, 702.51)."""
    o = g.objects[oid]
    c = chars(g, oid)
    for name, m in methods:
        if m.keyword is not None and not c.has(m.keyword) or \
                c.is_land and m.face == o.face and m.face_down == o.face_down:
            continue  # not asked (``priority_actions``)
        sc = card_chars_for(g, oid, name)
        if sc.is_land or not sorcery_ok and not ("Instant" in sc.types or sc.has("Flash")):
            continue  # CR 305.9; not at instant speed (CR 307.1)
        if m.face_down or reductions_possible(g, sc) or c.has("Convoke") or \
                sc.has("Convoke") or _mana_needed(probe_cost(g, oid, sc, name, None, p)[0]) == 0:
            return False
    for a in c.abilities:
        if isinstance(a, ActivatedAbility) and a.zone is zone and (
                a.is_mana_ability or not _refused_without_mana(g, a, oid, sorcery_ok) and
                other_payable(g, p, oid, a.cost)):
            return False  # (``activatable`` refuses it otherwise, CR 118.3)
    return True


def _refused_without_mana(g: GameState, a: ActivatedAbility, oid: int, sorcery_ok: bool
                          ) -> bool:
    """Whether activated ability ``a`` of ``oid`` (its controller's or owner's) is surely
    refused when no mana could be paid: a sorcery-speed or loyalty ability when it's not
    sorcery timing (CR 602.5d, 606.3), or one whose mana cost has a symbol (X as 0, or 1
    when X cards are exiled), with no convoke (CR 602.2b, 702.51)."""
    if not sorcery_ok and (a.sorcery_speed or a.cost.loyalty is not None):
        return True
    mana = a.cost.mana
    return mana is not None and _mana_needed(mana.with_x(1 if a.cost.exile_x else 0)) > 0 \
        and not has_convoke(g, oid)


def _sick(g: GameState, oid: int, c: Any) -> bool:
    """Whether permanent ``oid`` (characteristics ``c``) is a creature whose {T} can't be
    paid for summoning sickness (CR 302.6)."""
    return bool(c.is_creature) and not c.has("Haste") and is_summoning_sick(g, oid)


def _zone_ability(a: object, zone: Zone) -> bool:
    if isinstance(a, ActivatedAbility):
        return a.zone is zone and not a.is_mana_ability
    if isinstance(a, Keyword):
        return zone is Zone.HAND and a.cost is not None
    return False
