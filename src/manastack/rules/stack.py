"""Putting spells and abilities on the stack: announcing modes, X and targets (CR 601.2b–c,
602.2b, 603.3d), then the costs (``manastack.rules.costs``); waiting triggered abilities are put
on the stack in APNAP order, each player ordering their own (CR 603.3b)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.abilities import (
    ActivatedAbility,
    Mode,
    TargetSpec,
    TriggeredAbility,
)
from manastack.dsl.costs import CostChoice
from manastack.dsl.refs import X
from manastack.rules.cast_methods import METHODS, spell_ability
from manastack.rules.characteristics import Chars, chars
from manastack.rules.choices import IllegalChoiceError, ask, ask_actions
from manastack.rules.creature_types import creature_type_answers
from manastack.rules.events import Event, left_zone_event
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.layer_keeping import mut_bookkeeping
from manastack.rules.object_tests import fits_defending_player, note_defending_player
from manastack.rules.payability import additional_cost_payable
from manastack.rules.pipeline import emit
from manastack.rules.shared_team_turns import primary_player, team_of
from manastack.rules.targets import (  # noqa: F401 - enchant_players, enchant_filter re-exported
    all_targets_choosable,
    enchant_filter,
    enchant_players,
    enchant_spec,
    legal_targets,
)
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def spell_shape(c: Chars) -> tuple[tuple[Mode, ...], int, tuple[TargetSpec, ...], bool]:
    """(modes, how many to choose, targets, has X) of a spell with characteristics ``c``: read
    from them alone (CR 601.2b-c), its spell ability's, or an Aura's enchant ability's target
    (CR 303.4a)."""
    sa = spell_ability(c)
    if sa is not None:
        targets = sa.targets
        if not targets and not sa.modes:
            # An Aura spell with an additional cost: it still targets what its enchant
            # ability allows (CR 303.4a).
            es = enchant_spec(c)
            targets = (es,) if es is not None else ()
        return sa.modes, sa.choose_modes, targets, sa.x or bool(c.mana_cost.x)
    es = enchant_spec(c)
    return (), 1, ((es,) if es is not None else ()), bool(c.mana_cost.x)


def ability_shape(o: Any, c: Chars | None) -> tuple[tuple[Mode, ...], int, tuple[TargetSpec, ...],
                                                     bool]:
    """(modes, how many to choose, targets, has X) of what a stack object will do."""
    if o.stack.get("kind") == "spell":
        assert c is not None
        return spell_shape(c)
    a = o.ability
    if isinstance(a, ActivatedAbility):
        return a.modes, 1, a.targets, a.x or bool(a.cost.mana and a.cost.mana.x) or \
            a.cost.remove_x_counters is not None
    if isinstance(a, TriggeredAbility):
        return a.modes, a.choose_modes, a.targets, False
    return (), 1, (), False


def put_ability_on_stack(g: GameState, source: int, ability: Any, controller: int,
                         event: Any = None, lki: Chars | None = None,
                         remembered: tuple[int, ...] = (), about: int | None = None,
                         x: int | None = None) -> int:
    """Put a triggered ability on the stack and queue its mode and target choices; ``about``:
    the object a delayed triggered ability refers to as to itself (CR 603.7d); ``x``: the X
    its source was cast with, noted as it triggered (CR 107.3m)."""
    o = g.new_object(None, controller, Zone.STACK)
    o.controller = controller
    o.ability = ability
    o.source = source
    o.timestamp = g.next_timestamp()
    o.stack = {"kind": "triggered", "event": event, "lki": lki, "remembered": remembered,
               "source_chars": lki}
    if about is not None:
        o.stack["about"] = about
    if x is not None:
        o.stack["x"] = x
    g.stack.append(o.id)
    push_all(g, [("announce", o.id), ("targets", o.id, 0), ("trigger_ready", o.id)])
    return o.id


@handler("trigger_ready")
def _trigger_ready(g: GameState, sid: int) -> None:
    if sid in g.objects:
        g.log.append(_note("trigger", sid, g.objects[sid].controller))


def _note(kind: str, sid: int, player: int) -> Any:
    return Event(kind, obj=sid, player=player)


def source_chars_of(g: GameState, o: Any) -> Chars | None:
    """Characteristics of the source of a stack object: its current ones or, once it has left
    its zone, those it had as it last existed there (CR 113.7a, 608.2b), not those it had as
    the ability was activated or triggered; those only for a source never seen to leave."""
    if o.stack.get("kind") == "spell":
        return chars(g, o.id)
    src = o.source
    if src in g.objects:
        return chars(g, src)
    left = left_zone_event(g, src) if src is not None else None
    if left is not None and left.lki is not None:
        return left.lki
    return o.stack.get("source_chars")


@handler("announce")
def _announce(g: GameState, sid: int) -> None:
    """CR 601.2b: modes and X."""
    o = g.objects.get(sid)
    if o is None:
        return
    c = chars(g, sid) if o.stack.get("kind") == "spell" else None
    modes, n, _, has_x = ability_shape(o, c)
    if modes and "modes" not in o.stack:
        fid = g.new_frame()
        push(g, "mode_chosen", sid, fid)
        chosen = o.stack.get("mode_progress", ())
        # CR 700.2a / 601.2c: a mode whose targets can't all be chosen can't be chosen (one
        # that must be "another target" counts only what its other word leaves, CR 115.3).
        src = o.source if o.stack.get("kind") != "spell" else sid
        sc = source_chars_of(g, o)
        options = tuple(i for i in range(len(modes)) if i not in chosen and
                        all_targets_choosable(g, modes[i].targets, o.controller, src, sc))
        if not options and len(chosen) >= n:
            g.frames[fid]["choice"] = None  # no further mode can be chosen
            return
        if not options:
            _no_targets(g, sid)  # CR 603.3c: a modal trigger with no legal mode is removed
            return
        further = len(chosen) >= n  # a further mode it may choose, or none (CR 700.2)
        ask(g, o.controller, "mode", options, fid, "choice",
            prompt="Choose another mode, or none" if further else "Choose a mode",
            source=sid, modes=tuple((i, m.text) for i, m in enumerate(modes)), optional=further)
        return
    if c is not None and _ask_announced_choice(g, sid, c):
        return
    if c is not None and "additional_choice" not in o.stack and _ask_additional_cost(g, sid, c):
        return
    if c is not None and getattr(getattr(spell_ability(c), "additional_cost", None),
                                 "exile_any", False):
        from manastack.rules.linked_exile import ask_exile_count
        if ask_exile_count(g, sid):
            return
    if has_x and o.stack.get("x") is None:
        if c is not None and c.mana_cost.x and not _x_in_cost_paid(g, sid):
            g.mut(sid).stack["x"] = 0  # CR 107.3b: the only legal choice for X is 0
            return
        fid = g.new_frame()
        push(g, "x_chosen", sid, fid)
        from manastack.rules.costs import max_affordable_x
        hi = max_affordable_x(g, sid)
        lo = 0
        cost = getattr(o.ability, "cost", None)
        if cost is not None and cost.exile_x:  # "Exile X cards ... X can't be 0"
            from manastack.rules.costs import cost_candidates
            lo = 1
            hi = min(hi, len(cost_candidates(g, o.controller, "exile_gy",
                                             cost.exile_from_graveyard, o.source)))
        if c is not None:
            from manastack.rules.costs import total_cost
            cost = total_cost(g, sid, 0)[1]
        if cost is not None and cost.x_nonzero:
            lo = max(lo, 1)  # "If you cast this spell this way, X can't be 0"
        hi = _at_most_x_targets(g, sid, hi)
        ask(g, o.controller, "x", tuple(range(lo, hi + 1)), fid, "choice",
            prompt="Choose the value of X", source=sid)
        return


def _at_most_x_targets(g: GameState, sid: int, hi: int) -> int:
    """CR 601.2b-c, 115.1: "X target ..." needs X distinct legal targets, so X is announced no
    larger than the number of legal targets for that slot (a larger X could never be cast)."""
    o = g.objects[sid]
    src = o.source if o.stack.get("kind") != "spell" else sid
    for spec in target_specs(g, sid):
        if isinstance(spec.count_amount, X) and spec.min is None:
            hi = min(hi, len(legal_targets(g, spec, o.controller, src, source_chars_of(g, o))))
    return hi


def _x_in_cost_paid(g: GameState, sid: int) -> bool:
    """Whether the cost paid for spell ``sid`` includes X: its mana cost, or an alternative cost
    with an X of its own (Light Up the Night's flashback, CR 107.3a). Cast paying neither (for
    an alternative cost with no X, such as a flashback cost without one, or without paying its
    mana cost, CR 118.9), the only legal choice for the X of its mana cost is 0 (CR 107.3b)."""
    mana, other = METHODS[g.objects[sid].stack["method"]].cost(g, sid)
    return bool(mana.x) or (other is not None and other.has_x)


def _ask_announced_choice(g: GameState, sid: int, c: Chars) -> bool:
    """CR 601.2b: a choice the spell says is made as it is cast (a creature type chosen before
    its targets), stored in the spell's ``chosen`` values."""
    sa = spell_ability(c)
    if sa is None or not getattr(sa, "announce", ()):
        return False
    o = g.objects[sid]
    done = int(o.stack.get("announced", 0))
    if done >= len(sa.announce):
        return False
    e: Any = sa.announce[done]
    from manastack.dsl.effects import ChooseCreatureType
    fid = g.new_frame()
    push(g, "announced_choice", sid, e.var, fid)
    if isinstance(e, ChooseCreatureType):
        earlier = o.chosen.get(e.differ_from) if e.differ_from else None
        ask_actions(g, o.controller, "choose_creature_type",
                    creature_type_answers(e.exclude, earlier), fid, "choice",
                    prompt="Choose a creature type", source=sid)
    else:
        ask(g, o.controller, "choose_option", tuple(e.options), fid, "choice",
            prompt=e.prompt or "Choose one", source=sid)
    return True


@handler("announced_choice")
def _announced_choice(g: GameState, sid: int, var: str, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    o = g.mut(sid)
    o.chosen[var] = v
    o.stack["announced"] = int(o.stack.get("announced", 0)) + 1
    push(g, "announce", sid)


def _ask_additional_cost(g: GameState, sid: int, c: Chars) -> bool:
    """CR 601.2b: the caster announces which of a spell's optional additional costs
    ("sacrifice a creature or pay {3}{B}") they will pay; only payable options are offered."""
    sa = spell_ability(c)
    if sa is None or not isinstance(sa.additional_cost, CostChoice):
        return False
    o = g.objects[sid]
    ac = sa.additional_cost
    opts = tuple(i for i in range(len(ac.options))
                 if additional_cost_payable(g, o.controller, sid, i))
    if not opts:
        raise IllegalChoiceError("no additional cost can be paid", "no_additional_cost")
    fid = g.new_frame()
    push(g, "additional_cost_chosen", sid, fid)
    ask(g, o.controller, "additional_cost", opts, fid, "choice",
        prompt="Choose the additional cost to pay", source=sid,
        labels=tuple((i, ac.labels[i] if i < len(ac.labels) else str(i)) for i in opts))
    return True


@handler("additional_cost_chosen")
def _additional_cost_chosen(g: GameState, sid: int, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    g.mut(sid).stack["additional_choice"] = int(v)
    push(g, "announce", sid)


@handler("mode_chosen")
def _mode_chosen(g: GameState, sid: int, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    o = g.mut(sid)
    c = chars(g, sid) if o.stack.get("kind") == "spell" else None
    modes, n, _, _ = ability_shape(o, c)
    if v is None:  # no further mode
        o.stack["modes"] = tuple(o.stack.get("mode_progress", ()))
        push(g, "announce", sid)
        return
    prog = tuple(o.stack.get("mode_progress", ())) + (v,)
    o.stack["mode_progress"] = prog
    if len(prog) >= _most_modes(g, sid, c, n):
        o.stack["modes"] = prog
    push(g, "announce", sid)


def _most_modes(g: GameState, sid: int, c: Chars | None, n: int) -> int:
    """How many modes may be chosen: ``n``, or more when the spell says "If [condition] as you
    cast this spell, you may choose [more]" and the condition holds now (CR 601.2b)."""
    sa = spell_ability(c) if c is not None else None
    more = getattr(sa, "more_modes_if", None)
    if more is not None and more[0](g, sid):
        return max(n, int(more[1]))
    return n


@handler("x_chosen")
def _x_chosen(g: GameState, sid: int, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    g.mut(sid).stack["x"] = int(v)


def target_specs(g: GameState, sid: int) -> tuple[TargetSpec, ...]:
    """The target words of stack object ``sid``, slot by slot: those of the modes chosen, in
    the order chosen (CR 700.2c). A mode's "another target" (``different_from``) names the
    mode's own earlier word (CR 115.3); here it names that word's slot among all of them."""
    o = g.objects[sid]
    c = chars(g, sid) if o.stack.get("kind") == "spell" else None
    modes, _, specs, _ = ability_shape(o, c)
    if modes:
        out: list[TargetSpec] = []
        for i in o.stack.get("modes", ()):
            start = len(out)
            out.extend(replace(s, different_from=tuple(j + start for j in s.different_from))
                       if s.different_from else s for s in modes[i].targets)
        return tuple(out)
    return specs


@handler("targets")
def _targets(g: GameState, sid: int, slot: int) -> None:
    """CR 601.2c / 602.2b / 603.3d: choose targets one at a time, slot by slot. The legal
    targets are listed only while the slot takes another (not once its last is chosen)."""
    o = g.objects.get(sid)
    if o is None:
        return
    specs = target_specs(g, sid)
    if slot >= len(specs):
        _ask_division(g, sid)
        return
    spec = specs[slot]
    chosen: tuple[tuple[int, ...], ...] = o.stack.get("targets", ())
    cur = chosen[slot] if slot < len(chosen) else ()
    exclude = cur
    if spec.different_from:
        for j in spec.different_from:
            if j < len(chosen):
                exclude = exclude + chosen[j]
    src = o.source if o.stack.get("kind") != "spell" else sid
    done_ok = len(cur) >= spec.minimum
    count = spec.count
    if spec.count_amount is not None:
        from manastack.rules.amounts import evaluate_amount
        count = evaluate_amount(g, spec.count_amount, {
            "controller": o.controller, "source": src, "event": o.stack.get("event"),
            "x": o.stack.get("x")})
        if spec.min is None:
            done_ok = len(cur) >= count  # "X target creatures": exactly that many (CR 601.2c)
    if len(cur) >= count:
        push(g, "targets", sid, slot + 1)  # every target of the slot chosen: none listed
        return
    opts = [t for t in legal_targets(g, spec, o.controller, src, source_chars_of(g, o), exclude)
            if fits_defending_player(g, sid, spec, t)]
    # "if_able": one target whenever a legal one can be chosen (CR 601.2c).
    done_ok = done_ok and not (spec.if_able and opts)
    if not opts and done_ok:
        push(g, "targets", sid, slot + 1)
        return
    if not opts:
        _no_targets(g, sid)
        return
    fid = g.new_frame()
    push(g, "target_chosen", sid, slot, fid)
    chooser = o.controller
    pick = getattr(o.ability, "target_chooser", None) if o.stack.get("kind") == "triggered" \
        else None
    if pick is not None:
        who = pick(g, o.source, o.stack.get("event"))
        chooser = o.controller if who is None else who
    ask(g, chooser, "target", tuple(opts), fid, "choice", optional=done_ok,
        prompt=f"Choose a target: {spec.label}" if spec.label else "Choose a target",
        source=sid, slot=slot)


def _no_targets(g: GameState, sid: int) -> None:
    o = g.objects[sid]
    if o.stack.get("kind") == "triggered":
        # CR 603.3d: removed from the stack if no legal targets can be chosen.
        g.stack.remove(sid)
        del g.objects[sid]
        g._owned.discard(sid)
        g.version += 1
        _drop_until(g, sid)
        return
    raise IllegalChoiceError("no legal target for a required target", "no_legal_target")


def _drop_until(g: GameState, sid: int) -> None:
    """Discard queued instructions about a stack object that no longer exists."""
    g.work = [w for w in g.work if not (w.args and w.args[0] == sid and w.op in (
        "announce", "targets", "target_chosen", "trigger_ready", "costs", "pay_mana",
        "cast_complete", "activate_complete"))]


@handler("target_chosen")
def _target_chosen(g: GameState, sid: int, slot: int, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    if v is not None and (v not in g.objects if not is_player_id(v)
                          else not g.players[v].in_game):
        # CR 800.4a: what was chosen left the game with a player as the choice was being
        # made; it can't be a target (CR 601.2c): the target is chosen again among those
        # still legal, or the ability, with none, is removed (CR 603.3d).
        push(g, "targets", sid, slot)
        return
    o = mut_bookkeeping(g, sid)
    chosen = list(o.stack.get("targets", ()))
    while len(chosen) <= slot:
        chosen.append(())
    if v is None:
        push(g, "targets", sid, slot + 1)
        o.stack["targets"] = tuple(chosen)
        return
    already = any(v in t for t in chosen)
    chosen[slot] = tuple(chosen[slot]) + (v,)
    o.stack["targets"] = tuple(chosen)
    note_defending_player(g, o, target_specs(g, sid)[slot], v)
    push(g, "targets", sid, slot)
    if not already:
        # An object becomes the target of this spell or ability once, however many of its
        # target slots it fills.
        become_targets(g, sid, (v,))


def become_targets(g: GameState, sid: int, targets: tuple[int, ...] | list[int]) -> None:
    """The objects among ``targets`` (players aside) become targets of the spell or ability
    ``sid`` (CR 115.1): a ``becomes_target`` event each, on which ward triggers (CR 702.21a)."""
    objs = [v for v in targets if not is_player_id(v)]
    if objs:
        controller = g.objects[sid].controller
        emit(g, [Event("becomes_target", obj=v, player=controller, source=sid,
                       data={"spell": sid}) for v in objs])


def _compositions(n: int, k: int) -> list[tuple[int, ...]]:
    if k == 1:
        return [(n,)] if n >= 1 else []
    return [(i,) + rest for i in range(1, n) for rest in _compositions(n - i, k - 1)]


def _ask_division(g: GameState, sid: int) -> None:
    """CR 601.2d, 603.3d: a spell or triggered ability that divides an amount among its
    targets has it divided now, at least one to each target; kept as ``stack["division"]``
    in target order."""
    o = g.objects.get(sid)
    if o is None or "division" in o.stack:
        return
    kind = o.stack.get("kind")
    sa: Any
    if kind == "spell":
        sa = spell_ability(chars(g, sid))
    elif kind == "triggered":
        sa = o.ability
    else:
        return
    if sa is None or not getattr(sa, "divide", 0):
        return
    ts = o.stack.get("targets", ())
    first = tuple(ts[0]) if ts else ()
    if not first:
        return
    opts = tuple(_compositions(sa.divide, len(first)))
    if len(opts) == 1:
        g.mut(sid).stack["division"] = opts[0]
        return
    fid = g.new_frame()
    push(g, "division_chosen", sid, fid)
    ask(g, o.controller, "divide", opts, fid, "choice", source=sid, targets=first,
        prompt=f"Divide {sa.divide}{_divided(sa)} among the targets (in the order they were "
               "chosen)")


def _divided(sa: Any) -> str:
    """What ``sa`` divides among its targets, as said after the amount (CR 601.2d): " damage"
    ("deals N damage divided as you choose"), " +1/+1 counters" ("distribute N +1/+1
    counters"), or nothing when its effects say neither."""
    for e in sa.effects:
        if isinstance(e, E.DealDamageDivided):
            return " damage"
        if isinstance(e, E.PutCountersDivided):
            return f" {e.kind} counters"
    return ""


@handler("division_chosen")
def _division_chosen(g: GameState, sid: int, fid: int) -> None:
    g.mut(sid).stack["division"] = tuple(g.frames.pop(fid)["choice"])


# -- putting triggered abilities on the stack (CR 603.3) ----------------------------------
@handler("put_triggers")
def _put_triggers(g: GameState, batch: tuple[Any, ...] | None = None) -> None:
    """Put waiting triggered abilities on the stack in APNAP order (CR 603.3b). With shared
    team turns the unit is the team (CR 805.7): the active team puts all the triggered
    abilities any of its players controls on the stack in the order it chooses, its primary
    player choosing (805.2), then each nonactive team in turn order does the same.

    ``batch``: the abilities waiting as the process began. Those that trigger during it (ward,
    as an ability put on the stack targets its permanent) wait until all of these are on the
    stack and state-based actions are checked again (CR 603.3b): they go on the stack the next
    time round, above them."""
    if batch is None:
        batch = tuple(g.triggered)
    # The batch's abilities known by identity: an ability that triggered during the process
    # is another, whatever it holds.
    waiting = {id(t) for t in batch}
    asked: set[tuple[int, ...]] = set()
    for p in g.player_ids():
        team = team_of(g, p)
        if team in asked:
            continue  # asked about with an earlier teammate
        asked.add(team)
        mine = [i for i, t in enumerate(g.triggered) if t.controller in team and id(t) in waiting]
        if not mine:
            continue
        if len(mine) == 1:
            push(g, "put_triggers", batch)
            _put_one(g, mine[0])  # its mode and target choices come first (CR 603.3d)
            return
        fid = g.new_frame(waiting=tuple(g.triggered), batch=batch)
        push(g, "put_chosen_trigger", fid)
        ask(g, primary_player(g, p), "order_triggers", tuple(mine), fid, "choice",
            prompt="Choose the triggered ability to put on the stack next",
            triggers=tuple((i, g.triggered[i].source, g.triggered[i].ability.text)
                           for i in mine))
        return
    # Triggers controlled by players no longer in the game cease to exist (CR 800.4a).
    g.triggered = [t for t in g.triggered if id(t) not in waiting]


@handler("put_chosen_trigger")
def _put_chosen(g: GameState, fid: int) -> None:
    """The triggered ability chosen goes on the stack, then the next. A player leaving the
    game as the choice was made took the triggered abilities they control with them (CR
    800.4a): the others waiting are found again among those left, and if the one chosen was
    theirs, none is put on the stack for that choice (the process goes on without it, CR
    603.3b)."""
    f = g.frames.pop(fid)
    chosen = f["waiting"][f["choice"]]
    push(g, "put_triggers", f["batch"])
    # (known by identity, as in ``_put_triggers``)
    at = next((i for i, t in enumerate(g.triggered) if t is chosen), None)
    if at is not None:
        _put_one(g, at)


def _put_one(g: GameState, idx: int) -> None:
    t = g.triggered.pop(idx)
    g.version += 1
    put_ability_on_stack(g, t.source, t.ability, t.controller, event=t.event, lki=t.lki,
                         remembered=t.remembered, about=t.about, x=t.x)
