"""Priority (CR 117) and the run loop that carries the game to its next decision.

Each time a player would receive priority, state-based actions are performed until none
apply, then waiting triggered abilities are put on the stack, and the check repeats
(CR 117.5); only then does the player get the priority decision.
"""

from __future__ import annotations

from manastack.decisions.decision import Decision
from manastack.rules.characteristics import compute_all
from manastack.rules.copiable_values import Chars
from manastack.rules.day_night import immediate_day_night
from manastack.rules.events import Event
from manastack.rules.information import record
from manastack.rules.instructions import HANDLERS, push
from manastack.rules.layer_keeping import mut_bookkeeping
from manastack.rules.permanents_outline import outline_changes, permanents_outline
from manastack.rules.pipeline import AFTER_EMITTED, emit
from manastack.rules.sba import check_sba
from manastack.rules.shared_team_turns import next_with_priority
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

MAX_STEPS = 1_000_000


def run(g: GameState) -> None:
    """Execute instructions until a decision is pending or the game is over."""
    # ``record`` alone adds to ``g.known``, up to the log's length: the length it reached is
    # kept here rather than read back at every instruction
    recorded = len(g.known)
    handlers = HANDLERS
    steps = 0
    while g.pending is None and not g.game_over:
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError("the game made no progress (instruction loop)")
        if len(g.log) != recorded:
            record(g)  # what players learn is fixed as it happens (rules.information)
            recorded = len(g.known)
        work = g.work
        if work:
            ins = work.pop()
            handlers[ins.op](g, *ins.args)
            continue
        advance(g)
    if len(g.log) != recorded:
        record(g)


def advance(g: GameState) -> None:
    """Nothing queued: give priority (after SBAs and triggers) or end the step.

    When priority was last given, control changes, effects whose source left, day and night
    and state-based actions were checked and found nothing to do (CR 117.5). What they read
    (the objects, the effects, the players' totals, day or night) changes only with the
    state's version or with an event in the log, so while neither has moved since (priority
    passed from player to player, CR 117.3d) they are not checked again:
    ``GameState._priority_clear`` holds the version and the log's length of that moment."""
    if g.priority is None:
        push(g, "end_step")
        return
    if g._priority_clear != (g.version, len(g.log)):
        # The effects whose duration is over are gone before control is compared: a control
        # change they made ends now too (CR 611.2b), not at the next check.
        prune_effects(g)
        sync_control(g)
        happened = immediate_day_night(g)  # CR 702.145c-g: before state-based actions, not one
        if happened:
            emit(g, happened)
            return
        if check_sba(g):
            return
    if g.game_over:
        return
    if g.triggered:
        push(g, "put_triggers")
        return
    p = g.priority
    if not g.players[p].in_game:
        g.priority = g.next_player(p)
        return
    g._priority_clear = (g.version, len(g.log))
    g.pending = Decision("priority", p, "You have priority")


def pass_priority(g: GameState, player: int) -> None:
    """CR 117.3d / 117.4 / 405.5: the next player receives priority (``next_with_priority``:
    under shared team turns, a teammate first, CR 805.5b), or, all having passed in
    succession, the top of the stack resolves or the step ends."""
    g.pending = None
    g.passes += 1
    g.tick += 1  # characteristics don't depend on priority
    if g.passes >= g.in_game_count():
        g.passes = 0
        if g.stack:
            push(g, "resolve_top")
        else:
            g.priority = None
        return
    g.priority = next_with_priority(g, player)


_HOLDING = ("cast_complete", "activate_complete", "morph_cost_paid")
"""The last step of casting a spell, activating an ability (CR 601.2i, 602.2) or turning a
face-down permanent face up (a special action, CR 702.37e): the player doing it keeps the
priority they did it with (CR 117.1, 117.3c)."""


def holder(g: GameState) -> int | None:
    """The player who has priority, as every player is shown it (CR 117.1): the player given
    the priority decision, and that player still while they cast a spell, activate an
    ability or take a special action with it. Nobody has priority otherwise: not while a spell
    or ability is resolving, even while a player makes a choice or takes an action it asks for
    (CR 117.2e, 608.2; no card here casts a spell while another resolves); not while
    state-based actions are performed and triggered abilities are put on the stack, before a
    player receives priority (CR 117.5, 603.3); nor in turn-based actions, before the game
    begins or once it has ended (CR 117.1, 104.1).
    ``GameState.priority`` names the player who receives priority next (after a resolution,
    the active player, CR 117.3b)."""
    d = g.pending
    if d is None:
        return None
    if d.kind == "priority" or any(w.op in _HOLDING for w in g.work):
        return g.priority
    return None


def sync_control(g: GameState) -> None:
    """Record control changes made by layer-2 effects: a permanent that changes controller
    is removed from combat (CR 506.4) and must wait a turn to attack or tap (CR 302.6).
    Each change is a ``control_changed`` event ("when you gain control of ~"). A permanent
    that stops being of the type its part in combat needs is removed from combat too
    (``remove_by_type``)."""
    allc = compute_all(g)
    memo = g._control_synced
    if memo is not None and memo[0] is allc:
        return  # these permanents and characteristics were compared already
    outline = permanents_outline(g, allc) if g.battlefield else None
    if g.combat is not None:
        remove_by_type(g, allc)
    # Since a comparison that found every permanent under its controller, only those whose
    # controller in the layer pass changed, or that entered, can differ (``o.controller`` is
    # set here and as an object is made): those alone are compared, in battlefield order.
    if memo is not None and outline is not None and memo[1] is outline:
        g._control_synced = (allc, outline)  # the same permanents, under the same controllers
        return
    changes = None if memo is None or memo[1] is None or outline is None else \
        outline_changes(memo[1], outline)
    changed = []
    orphans = []
    for oid in g.battlefield if changes is None else changes[1]:
        c = allc.get(oid)
        if c is None:
            continue
        o = g.objects[oid]
        if c.controller != o.controller and not g.players[c.controller].in_game:
            # CR 800.4c: the effect that gave a player in the game control has ended and the
            # player who controls the permanent by default has left: it is exiled.
            orphans.append(oid)
            continue
        if c.controller != o.controller and o.phased_out:
            # CR 702.26d: phasing doesn't change a permanent's control, even while the
            # phased-out permanent is treated as not under its controller's control (its
            # control Aura phased out with it): the controller it phases in under is compared
            # then (phasing in changes its outline entry, so it is among those compared).
            continue
        if c.controller != o.controller:
            from manastack.rules.events import Event
            changed.append(Event("control_changed", obj=oid, player=c.controller,
                                 data={"from": o.controller}))
            m = g.mut(oid)
            if m.base_controller is None:
                m.base_controller = m.controller  # what layer 2 starts from (CR 613.1b)
            m.controller = c.controller
            m.controlled_since = g.turn
            if g.combat is not None:
                # CR 506.4: a permanent whose controller changes is removed from combat: it
                # stops being an attacking, blocking, blocked or unblocked creature, and the
                # creatures blocking it, if it was attacking, no longer block it.
                g.combat.remove(oid)
                if oid in g.combat.attackers.values():
                    # CR 506.4: a planeswalker being attacked is removed from combat too; it
                    # stops being attacked, and its attackers attack nothing.
                    g.combat.unattacked.add(oid)
    if changed:
        from manastack.rules.pipeline import emit
        emit(g, changed)
    elif not orphans:
        g._control_synced = (allc, outline)
    for oid in orphans:
        from manastack.rules.zone_change import move_object
        move_object(g, oid, Zone.EXILE)


def remove_by_type(g: GameState, allc: dict[int, Chars]) -> None:
    """CR 506.4: an attacking or blocking creature that stops being a creature is removed from
    combat: it stops being an attacking, blocking, blocked or unblocked creature (an attacker
    it blocked stays blocked, CR 509.1h). A planeswalker being attacked that stops being a
    planeswalker is removed from combat: it stops being attacked, and its attackers attack
    nothing (CR 506.4c). A permanent both blocking and being attacked keeps the part whose
    type it keeps (CR 506.4d)."""
    combat = g.combat
    assert combat is not None
    for oid in [*combat.attackers, *combat.blockers]:
        c = allc.get(oid)
        if c is not None and not c.is_creature:
            combat.remove(oid)
            g.version += 1
    for oid in set(combat.attackers.values()) - combat.unattacked:
        c = allc.get(oid)
        if c is not None and "Planeswalker" not in c.types:
            combat.unattacked.add(oid)
            g.version += 1


def prune_effects(g: GameState) -> None:
    """End effects that last "for as long as" their source remains on the battlefield, or
    (``"source_tapped"``) remains tapped (CR 611.2b). Such a duration ignores a phased-out
    source, so phasing it out ends the effect for good (CR 702.26b, ruling MID-RN-237).

    The effect ends the moment its duration does: as soon as the events that untapped, moved
    or phased out its source have happened (``AFTER_EMITTED``), not when a player next
    receives priority. In an untap step nobody does (CR 502.4): a creature taken "for as long
    as Callous Oppressor remains tapped" is back with its owner when the Oppressor untaps,
    before the upkeep begins and its "at the beginning of your upkeep" abilities trigger
    (CR 503.1, 603.2)."""
    if not g.effects:
        return
    keep = [e for e in g.effects if not (
        e.duration in ("source", "source_tapped") and (
            e.source not in g.objects or g.objects[e.source].zone is not Zone.BATTLEFIELD or
            g.objects[e.source].phased_out or
            e.duration == "source_tapped" and not g.objects[e.source].tapped))]
    if len(keep) != len(g.effects):
        g.effects = keep
        g.version += 1


def note_sources_untapped(g: GameState, events: list[Event]) -> None:
    """CR 611.2b: an ability on the stack whose source untaps has seen its "for as long as ~
    remains tapped" duration end before its effect would begin; the source tapped again
    before it resolves doesn't begin that duration again, so the effect will do nothing
    (``rules.continuous``). Noted on the ability, as ``source_untapped``."""
    untapped = {ev.obj for ev in events if ev.kind == "untap"}
    if not untapped or not g.stack:
        return
    for sid in g.stack:
        o = g.objects.get(sid)
        if o is not None and o.source in untapped and not o.stack.get("source_untapped"):
            mut_bookkeeping(g, sid).stack["source_untapped"] = True


def _for_as_long_as(g: GameState, events: list[Event]) -> None:
    note_sources_untapped(g, events)
    prune_effects(g)


AFTER_EMITTED["for_as_long_as"] = _for_as_long_as  # CR 611.2b
