"""The rules' interpretation of the vocabulary records that describe conditions and tests
(:mod:`manastack.dsl.predicates`): what "if it's night", "if you control three or more ...",
"if it was sacrificed" mean in a game: conditions of static abilities (CR 604.2), intervening
"if" clauses (CR 603.4), "if" in a resolving spell's or ability's instructions (CR 608.2c),
day and night (CR 730.1).
"""

from __future__ import annotations

import operator
from typing import Any

from manastack.dsl import predicates as P
from manastack.dsl.filters import Filter
from manastack.dsl.predicates import interpreted_by
from manastack.rules.amounts import evaluate_amount, resolve_ref
from manastack.rules.characteristics import chars, reads_own_state, source_controller
from manastack.rules.commander import commander_number
from manastack.rules.dependency import adds_abilities_only
from manastack.rules.events import Event
from manastack.rules.object_tests import defending_players
from manastack.rules.one_shot import effect
from manastack.rules.selectors import attached_to_or_was, chars_match, matches, trigger_player_of
from manastack.rules.shared_team_turns import is_active
from manastack.state.control import controller_of
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

_OPS = {">=": operator.ge, "<=": operator.le, "==": operator.eq, ">": operator.gt,
        "<": operator.lt}


def _frame(g: GameState, x: Any, ev: Any = None) -> dict[Any, Any] | None:
    """The frame an amount is evaluated in: the resolution frame itself, or for a condition
    checked on a source (static ability, intervening "if", activation restriction) the source
    and its controller (CR 109.5), with the triggering event if there is one."""
    if isinstance(x, dict):
        return x
    you = controller_of(g, x)
    if you is None:
        return None
    return {"controller": you, "source": x, "event": ev}


@interpreted_by(P.DayNight)
def _day_night(c: P.DayNight, g: GameState, *_: Any) -> bool:
    return bool(g.day_night == c.which)


@interpreted_by(P.YourTurn)
def _your_turn(c: P.YourTurn, g: GameState, x: Any, *_: Any) -> bool:
    f = _frame(g, x)
    return f is not None and is_active(g, f["controller"])  # CR 805.4


@interpreted_by(P.Not)
def _not(c: P.Not, g: GameState, *args: Any) -> bool:
    return not c.condition(g, *args)


@interpreted_by(P.AllOf)
def _all_of(c: P.AllOf, g: GameState, *args: Any) -> bool:
    return all(cond(g, *args) for cond in c.conditions)


@interpreted_by(P.AnyOf)
def _any_of(c: P.AnyOf, g: GameState, *args: Any) -> bool:
    return any(cond(g, *args) for cond in c.conditions)


@interpreted_by(P.Compare)
def _compare(c: P.Compare, g: GameState, x: Any, ev: Any = None, *_: Any) -> bool:
    f = _frame(g, x, ev)
    return f is not None and _OPS[c.op](evaluate_amount(g, c.amount, f),
                                        evaluate_amount(g, c.number, f))


@interpreted_by(P.EventData)
def _event_data(c: P.EventData, g: GameState, source: int, ev: Any) -> bool:
    v = ev.data.get(c.key)
    if c.at_least is not None:
        return int(v or 0) >= c.at_least
    return bool(v == c.equals)


@interpreted_by(P.YouControlACommander)
def _you_control_a_commander(c: Any, g: GameState, x: Any, *_: Any) -> bool:
    f = _frame(g, x)
    if f is None:
        return False
    # CR 903.3d: a commander permanent on the battlefield; a phased-out one is treated as
    # though it doesn't exist (CR 702.26b): nobody controls it.
    return any(commander_number(g.objects[o]) is not None and not g.objects[o].phased_out
               and chars(g, o).controller == f["controller"] for o in g.battlefield)


@interpreted_by(P.RevealedAsItEntered)
def _revealed_as_it_entered(c: P.RevealedAsItEntered, g: GameState, oid: Any, ev: Any) -> bool:
    v = (ev.data.get("chosen") or {}).get(c.name)
    return bool(v) if not isinstance(v, (tuple, list)) else len(v) > 0


@interpreted_by(P.SharesCreatureTypeWithYourCommander)
def _shares_type_with_commander(c: Any, g: GameState, source: Any, ev: Any) -> bool:
    from manastack.rules.commander import current_commander_creature_types
    from manastack.rules.creature_types import CREATURE_TYPES
    sid = ev.obj
    if sid is None or ev.player is None:
        return False
    spell = ev.lki if ev.lki is not None else chars(g, sid)
    if not spell.is_creature:
        return False
    return bool(spell.subtypes & CREATURE_TYPES &
                current_commander_creature_types(g, ev.player))


@interpreted_by(P.EntersWithCounters)
def _enters_with_counters(c: P.EntersWithCounters, g: GameState, source: int, ev: Any) -> bool:
    return bool((ev.data.get("counters") or {}).get(c.kind))


@interpreted_by(P.AnOpponentControlsMore)
def _an_opponent_controls_more(c: P.AnOpponentControlsMore, g: GameState, x: Any,
                               *_: Any) -> bool:
    from manastack.rules.characteristics import compute_all
    f = _frame(g, x)
    if f is None:
        return False
    allc = compute_all(g)
    counts: dict[int, int] = {}
    for oid in g.battlefield:
        ch = allc.get(oid)
        if ch is not None and matches(g, oid, c.filter.but(controller=None), ch.controller,
                                      f.get("source")):
            counts[ch.controller] = counts.get(ch.controller, 0) + 1
    # Each opponent alone, not the opponents together; a teammate isn't an opponent (CR 102.3;
    # in Two-Headed Giant the teammate's lands are neither "yours" nor an opponent's, 810.5).
    you = f["controller"]
    mine = counts.get(you, 0)
    return any(counts.get(p, 0) > mine for p in g.opponents(you))


@interpreted_by(P.ChoseAsItEntered)
def _chose_as_it_entered(c: P.ChoseAsItEntered, g: GameState, x: Any, *_: Any) -> bool:
    src = x.get("source") if isinstance(x, dict) else x
    o = g.objects.get(src) if src is not None else None
    return o is not None and o.chosen.get(c.key) == c.value


@interpreted_by(P.IsSpell)
def _is_spell(c: P.IsSpell, g: GameState, oid: int, *_: Any) -> bool:
    o = g.objects[oid]
    if o.zone is Zone.STACK:
        return o.stack.get("kind") == "spell"
    from manastack.rules.costs import being_priced
    return being_priced(g, oid)


@interpreted_by(P.CastWith)
def _cast_with(c: P.CastWith, g: GameState, x: Any, *_: Any) -> bool:
    from manastack.rules.costs import spell_method
    sid = x.get("stack_id") if isinstance(x, dict) else x
    # A card being priced before it is cast (CR 601.2f) is priced for the method asked about.
    return sid in g.objects and spell_method(g, sid) == c.method


@interpreted_by(P.TriggererWas)
def _triggerer_was(c: P.TriggererWas, g: GameState, frame: Any, *_: Any) -> bool:
    from manastack.rules.selectors import chars_match
    ev = frame.get("event") if isinstance(frame, dict) else None
    if ev is None or ev.lki is None:
        return False
    f = c.filter
    if f.token is not None:
        # A token that left the battlefield is remembered by its zone change (the object
        # itself is gone, CR 704.5d).
        if bool(ev.data.get("was_token")) != f.token:
            return False
        f = f.but(token=None)
    return bool(chars_match(g, ev.lki, f, int(frame["controller"]), frame.get("source"), ev.obj))


@interpreted_by(P.AnotherObject)
def _another(c: P.AnotherObject, g: GameState, source: int, ev: Any) -> bool:
    return bool(ev.obj != source)


@interpreted_by(P.WouldBePutIntoGraveyard)
def _would_go_to_graveyard(c: Any, g: GameState, source: int, ev: Any) -> bool:
    return getattr(ev, "obj", None) == source and getattr(ev, "to_zone", None) is Zone.GRAVEYARD


@interpreted_by(P.ExileInstead)
def _exile_instead(c: Any, g: GameState, source: int, ev: Any) -> Any:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "position": "top"})


def _source(x: Any) -> Any:
    return x.get("source") if isinstance(x, dict) else x


@interpreted_by(P.StepIs)
def _step_is(c: P.StepIs, g: GameState, *_: Any) -> bool:
    from manastack.rules.characteristics import note_step_read
    note_step_read()
    return bool(g.step is c.step)


@interpreted_by(P.SourceIn)
def _source_in(c: P.SourceIn, g: GameState, x: Any, *_: Any) -> bool:
    o = g.objects.get(_source(x))
    return o is not None and o.zone is c.zone


@interpreted_by(P.SourceWasCast)
def _source_was_cast(c: P.SourceWasCast, g: GameState, x: Any, *_: Any) -> bool:
    o = g.objects.get(_source(x))
    return bool(o is not None and o.was_cast)


@interpreted_by(P.AmountAsItEnters)
def _amount_as_it_enters(c: P.AmountAsItEnters, g: GameState, oid: int, ev: Any) -> int:
    you = ev.data.get("controller", g.objects[oid].owner)
    return evaluate_amount(g, c.amount, {"controller": you, "source": oid, "x": 0})


@interpreted_by(P.SourceAttacking)
def _source_attacking(c: P.SourceAttacking, g: GameState, x: Any, *_: Any) -> bool:
    return g.combat is not None and _source(x) in g.combat.attackers


@interpreted_by(P.SpellCastFrom)
def _spell_cast_from(c: P.SpellCastFrom, g: GameState, frame: Any, *_: Any) -> bool:
    o = g.objects.get(frame.get("stack_id"))
    return o is not None and o.stack.get("from_zone") in (c.zone, c.zone.value)


@interpreted_by(P.OwnedByTargetPlayer)
def _owned_by_target_player(c: P.OwnedByTargetPlayer, g: GameState, oid: int, you: int,
                            source: int | None) -> bool:
    spell = g.objects.get(source) if source is not None else None
    o = g.objects.get(oid)
    if spell is None or o is None:
        return False
    targets = spell.stack.get("targets", ())
    return c.slot < len(targets) and o.owner in targets[c.slot]


@interpreted_by(P.IsCommander)
def _is_commander(c: P.IsCommander, g: GameState, oid: int, *_: Any) -> bool:
    o = g.objects.get(oid)
    return o is not None and commander_number(o) is not None


# Being a commander is read from the object tested only (its commander flag, set as it is made,
# CR 903.3): a layer pass evaluating "commander creatures you control" stays valid while that
# object is unchanged, and the test answers per object in the dependency order (CR 613.8)
reads_own_state(P.IsCommander)

@interpreted_by(P.LeastToughnessAmongYours)
def _least_toughness_among_yours(c: P.LeastToughnessAmongYours, g: GameState, oid: int,
                                 you: int, *_: Any) -> bool:
    from manastack.rules.characteristics import compute_all
    allc = compute_all(g)
    mine = [x.toughness or 0 for o, x in allc.items() if o in g.battlefield and x.is_creature
            and x.controller == you and not g.objects[o].phased_out]
    return oid in allc and bool(mine) and (allc[oid].toughness or 0) == min(mine)


@interpreted_by(P.DefendingPlayerOfTriggerer)
def _defending_player_of_triggerer(c: P.DefendingPlayerOfTriggerer, g: GameState, oid: int,
                                   you: int, source: int | None) -> bool:
    for sid in reversed(g.stack):
        s = g.objects.get(sid)
        if s is None or s.source != source or s.stack.get("kind") != "triggered":
            continue
        ev = s.stack.get("event")
        # the player its creature attacks, or, that creature's planeswalker gone, any of the
        # defending players that could be chosen (CR 508.5a, ``fits_defending_player``)
        return chars(g, oid).controller in defending_players(g, ev.obj if ev is not None
                                                             else None)
    return False


@interpreted_by(P.PowerLessThanSource)
def _power_less_than_source(c: P.PowerLessThanSource, g: GameState, oid: int, you: int,
                            source: int | None) -> bool:
    if source is None or source not in g.objects:
        return False
    return (chars(g, oid).power or 0) < (chars(g, source).power or 0)


@interpreted_by(P.ControlledByTargetPlayer)
def _controlled_by_target_player(c: P.ControlledByTargetPlayer, g: GameState, oid: int,
                                 you: int, source: int | None) -> bool:
    spell = g.objects.get(source) if source is not None else None
    if spell is None or oid not in g.objects:
        return False
    targets = spell.stack.get("targets", ())
    return c.slot < len(targets) and chars(g, oid).controller in targets[c.slot]


@interpreted_by(P.InCombat)
def _in_combat(c: P.InCombat, g: GameState, oid: int, *_: Any) -> bool:
    return g.combat is not None and (oid in g.combat.attackers or oid in g.combat.blockers)


@interpreted_by(P.VarIs)
def _var_is(c: P.VarIs, g: GameState, frame: Any, *_: Any) -> bool:
    v = frame.get(c.name) if isinstance(frame, dict) else None
    return bool(v) if c.equals is None else bool(v == c.equals)


@interpreted_by(P.Matches)
def _matches(c: P.Matches, g: GameState, x: Any, ev: Any = None, *_: Any) -> bool:
    f = _frame(g, x, ev)
    if f is None:
        return False
    return any(matches(g, oid, c.filter, f["controller"], f.get("source"))
               for oid in resolve_ref(g, c.ref, f) if oid in g.objects)


@interpreted_by(P.MatchesAny)
def _matches_any(c: P.MatchesAny, g: GameState, oid: int, you: int, source: Any) -> bool:
    return any(matches(g, oid, f, you, source) for f in c.filters)


@interpreted_by(P.IsSource)
def _is_source(c: P.IsSource, g: GameState, source: int, ev: Any) -> bool:
    return bool(ev.obj == source)


@interpreted_by(P.EventObjectWas)
def _event_object_was(c: P.EventObjectWas, g: GameState, source: int, ev: Any) -> bool:
    from manastack.rules.selectors import chars_match
    # A damage event's last known information is its source's (event_apply): the object dealt
    # damage is read as it is ("deals combat damage to a creature": not to a planeswalker).
    lki = ev.lki if ev.kind != "damage" else None
    ch = lki if lki is not None else (chars(g, ev.obj) if ev.obj in g.objects else None)
    if ch is None:
        return False
    # The source may have left with the event's object (it dies with it): then no "you".
    f = _frame(g, source)
    return chars_match(g, ch, c.filter, f["controller"] if f is not None else -1, source,
                       ev.obj)


@interpreted_by(P.EventObjectIs)
def _event_object_is(c: P.EventObjectIs, g: GameState, source: int, ev: Any) -> bool:
    f = _frame(g, source, ev)
    return f is not None and ev.obj in resolve_ref(g, c.ref, f)


@interpreted_by(P.SourceControllerControls)
def _source_controller_controls(c: Any, g: GameState, ch: Any, ce: Any) -> None:
    # "You" is the source's controller as layer 2 has worked it out so far: the effect taking
    # the source applies first (it depends on it, CR 613.8a).
    ch.controller = source_controller(g, ce)


@interpreted_by(P.MovedCardIs)
def _moved_card_is(c: P.MovedCardIs, g: GameState, source: int, ev: Any) -> bool:
    from manastack.rules.selectors import chars_match
    card = ev.new_obj
    if card is None or card not in g.objects:
        return False
    f = _frame(g, source)
    return chars_match(g, chars(g, card), c.filter, f["controller"] if f is not None else -1,
                       source, card)


@interpreted_by(P.MatchesNone)
def _matches_none(c: P.MatchesNone, g: GameState, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.selectors import chars_match
    ch = chars(g, oid)
    return not any(chars_match(g, ch, f, you, source, oid) for f in c.filters)


@interpreted_by(P.AttachedTo)
def _attached_to(c: P.AttachedTo, g: GameState, oid: int, you: int, source: Any) -> bool:
    from manastack.dsl.filters import PlayerFilter
    from manastack.rules.selectors import matches, player_matches
    from manastack.state.objects import is_player_id
    host = g.objects[oid].attached_to
    if host is not None and isinstance(c.filter, PlayerFilter):  # "a Curse attached to you"
        return is_player_id(host) and player_matches(g, int(host), c.filter, you)
    return host is not None and host in g.objects and matches(g, host, c.filter, you, source)


@effect(P.PhaseOut)
def _phase_out(g: GameState, e: P.PhaseOut, fid: int, frame: dict[str, Any]) -> None:
    """CR 702.26: each of them phases out (with what's attached to it, CR 702.26h)."""
    from manastack.rules.events import Event, submit
    from manastack.rules.one_shot import objs, on_battlefield
    from manastack.rules.phasing import phasing_out_directly
    for x in phasing_out_directly(g, on_battlefield(g, objs(g, e.what, frame))):
        submit(g, Event("phase_out", obj=x))


@effect(P.AddChosenMana)
def _add_chosen_mana(g: GameState, e: P.AddChosenMana, fid: int, frame: dict[str, Any]) -> None:
    from manastack.rules.mana_pools import AddChosenMana
    AddChosenMana(e.var, e.keep)(g, fid)


def _damage_party(g: GameState, who: Any, oid: Any, source: int, lki: Any = None) -> bool:
    """Whether ``oid``, the permanent dealt the damage or the damage's source, is ``who``.
    A source that has left the battlefield (a creature sacrificed to pay for its own ability,
    a Beast gone before Aether Charge's ability makes it deal damage) is matched as it last
    existed, ``lki`` (CR 113.7a, 608.2h: it is the object as it most recently existed that
    deals the damage)."""
    if who is None:
        return True
    if oid is not None and oid not in g.objects and lki is not None \
            and isinstance(who, Filter) and who.zone is Zone.BATTLEFIELD:
        f = _frame(g, source)
        return f is not None and chars_match(g, lki, who, f["controller"], source, oid)
    if oid is None or oid not in g.objects:
        return False
    if who == "self":
        return bool(oid == source)
    if who == "attached":
        o = g.objects.get(source)
        return o is not None and o.attached_to is not None and oid == o.attached_to
    f = _frame(g, source)
    return f is not None and matches(g, oid, who, f["controller"], source)


@interpreted_by(P.DamageMatches)
def _damage_matches(c: P.DamageMatches, g: GameState, source: int, ev: Any) -> bool:
    if ev.amount <= 0 or (c.combat and not ev.data.get("combat")):
        return False
    to = _damage_party(g, c.to, ev.obj, source) if c.to is not None else None
    by = _damage_party(g, c.by, ev.source, source, ev.lki) if c.by is not None else None
    parts = [p for p in (to, by) if p is not None]
    return any(parts) if c.either else all(parts)


@interpreted_by(P.PreventIt)
def _prevent_it(c: P.PreventIt, g: GameState, source: int, ev: Any) -> Any:
    """CR 615.1: the damage isn't dealt (or only what is left of it)."""
    n = ev.amount if c.amount is None else min(c.amount, ev.amount)
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, source=ev.source, amount=n))
    return ev.but(amount=ev.amount - n) if ev.amount > n else None


@interpreted_by(P.DoubleIt)
def _double_it(c: P.DoubleIt, g: GameState, source: int, ev: Any) -> Any:
    return ev.but(amount=ev.amount * 2)


@interpreted_by(P.ThatMuchPlus)
def _that_much_plus(c: P.ThatMuchPlus, g: GameState, source: int, ev: Any) -> Any:
    """CR 614.1a: the same damage event, ``amount`` more."""
    return ev.but(amount=ev.amount + c.amount)


@interpreted_by(P.WouldDie)
def _would_die(c: P.WouldDie, g: GameState, source: int, ev: Any) -> bool:
    if ev.from_zone is not Zone.BATTLEFIELD or ev.to_zone is not Zone.GRAVEYARD:
        return False
    if c.filter == "self":
        return bool(ev.obj == source)
    f = _frame(g, source)
    return f is not None and ev.obj in g.objects and matches(g, ev.obj, c.filter,
                                                             f["controller"], source)


@effect(P.Collect)
def _collect(g: GameState, e: P.Collect, fid: int, frame: dict[str, Any]) -> None:
    pfid = frame.get("parent_frame")
    parent = g.frames.get(pfid) if pfid is not None else None
    if parent is None:
        return
    v = frame.get(e.var)
    got = tuple(v) if isinstance(v, tuple | list) else (() if v is None else (v,))
    parent[e.into] = tuple(parent.get(e.into) or ()) + got
    g.log.extend(Event("chose", obj=o, player=frame["controller"])  # shown to all
                 for o in got if isinstance(o, int) and o in g.objects)


@interpreted_by(P.BySource)
def _by_source(c: P.BySource, g: GameState, source: int, ev: Any) -> bool:
    return bool(ev.source == source)


@interpreted_by(P.AbilitiesIfSubtype)
def _abilities_if_subtype(c: P.AbilitiesIfSubtype, g: GameState, ch: Any, ce: Any) -> None:
    if c.subtype in ch.subtypes:
        ch.abilities = ch.abilities + c.abilities


adds_abilities_only(P.AbilitiesIfSubtype)  # the abilities given, nothing taken away


@interpreted_by(P.IsBasicLandType)
def _is_basic_land_type(c: P.IsBasicLandType, g: GameState, ch: Any, ce: Any) -> None:
    from manastack.dsl.intrinsic import BASIC_LAND_ABILITIES
    ch.subtypes = frozenset(t for t in ch.subtypes if t not in P.LAND_TYPES) | {c.land_type}
    ch.abilities = (BASIC_LAND_ABILITIES[c.land_type],)
    ch.keywords = frozenset()


@interpreted_by(P.BecomesTypes)
def _becomes_types(c: P.BecomesTypes, g: GameState, ch: Any, ce: Any) -> None:
    """Layer 4: the types and subtypes replaced; loyalty is a characteristic only planeswalkers
    have (CR 306.5), so a planeswalker that becomes only a creature has none, whatever its
    loyalty counters (they stay, CR 122.1)."""
    ch.types = frozenset(c.types)
    ch.subtypes = frozenset(c.subtypes)
    if "Planeswalker" not in ch.types:
        ch.loyalty = None


@interpreted_by(P.CastFromGraveyard)
def _cast_from_graveyard(c: Any, g: GameState, oid: int, you: int, source: Any) -> bool:
    o = g.objects[oid]
    if o.zone is Zone.STACK:
        return o.stack.get("from_zone") in (Zone.GRAVEYARD, "graveyard")
    return bool(o.zone is Zone.GRAVEYARD)


@interpreted_by(P.CreaturesAttackedWithThisTurn)
def _attacked_with(c: Any, g: GameState, source: int, *_: Any) -> int:
    f = _frame(g, source)
    if f is None:
        return 0
    return len(g.turn_counts.get(("attacked_with", f["controller"]), ()))


@interpreted_by(P.CountPrinted)
def _count_printed(c: P.CountPrinted, g: GameState, player: int) -> int:
    from manastack.rules.copiable_values import base_chars
    return sum(1 for o in g.battlefield if g.objects[o].controller == player
               and not g.objects[o].phased_out and c.card_type in base_chars(g.objects[o]).types)


@effect(P.FlashUntilNextTurn)
def _flash_until_next_turn(g: GameState, e: P.FlashUntilNextTurn, fid: int,
                           frame: dict[str, Any]) -> None:
    from manastack.rules.until_next_turn import grant_flash_until_next_turn
    grant_flash_until_next_turn(g, frame["controller"], e.types)


@effect(P.AdditionalCounterUntilNextTurn)
def _additional_counter(g: GameState, e: P.AdditionalCounterUntilNextTurn, fid: int,
                        frame: dict[str, Any]) -> None:
    from manastack.rules.until_next_turn import additional_counter_until_next_turn
    additional_counter_until_next_turn(g, frame["controller"], frame.get("source"), e.kind, e.n)


@interpreted_by(P.FaceDownSpell)
def _face_down_spell(c: Any, g: GameState, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.costs import spell_method
    return bool(g.objects[oid].face_down or spell_method(g, oid) == "face_down")


@interpreted_by(P.AttachedToThatPlayer)
def _attached_to_that_player(c: Any, g: GameState, oid: int, you: int, source: Any) -> bool:
    """Attached to "that player" of the source's triggered ability: the player whose step
    began as it triggered (CR 603.2, 608.2h), whether the source is still attached to them,
    was moved to another player since (Lynde, Cheerful Tormentor) or is gone. Without such an
    ability on the stack, what the source is attached to, or was as it last existed."""
    host = trigger_player_of(g, source) if source is not None else None
    if host is None:
        host = attached_to_or_was(g, source) if source is not None else None
    return host is not None and g.objects[oid].attached_to == host


@interpreted_by(P.SpellWasCast)
def _spell_was_cast(c: Any, g: GameState, frame: Any, *_: Any) -> bool:
    sid = frame.get("stack_id") if isinstance(frame, dict) else None
    s = g.objects.get(sid) if sid is not None else None
    return bool(s is not None and s.was_cast and not s.is_copy)


@interpreted_by(P.MainPhase)
def _main_phase(c: Any, g: GameState, *_: Any) -> bool:
    from manastack.rules.characteristics import note_step_read
    note_step_read()
    return bool(g.step.is_main)


@interpreted_by(P.TargetChosen)
def _target_chosen(c: P.TargetChosen, g: GameState, frame: Any, *_: Any) -> bool:
    targets = frame.get("targets", ()) if isinstance(frame, dict) else ()
    return len(targets) > c.slot and bool(targets[c.slot])


@interpreted_by(P.PlayerControls)
def _player_controls(c: P.PlayerControls, g: GameState, source: int, player: int) -> bool:
    """CR 508.1c: checked for each player the creature could attack."""
    from manastack.rules.selectors import chars_match
    for x in g.battlefield:
        if g.objects[x].phased_out:
            continue
        ch = chars(g, x)
        if ch.controller == player and chars_match(g, ch, c.filter, player, source, x,
                                                   ch.controller):
            return True
    return False


@interpreted_by(P.PowerAtMost)
def _power_at_most(c: P.PowerAtMost, g: GameState, oid: int, you: int, source: Any) -> bool:
    limit = evaluate_amount(g, c.amount, {"controller": you, "source": source})
    return (chars(g, oid).power or 0) <= limit
