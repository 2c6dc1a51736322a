"""The turn structure (CR 500–514): steps in order, their turn-based actions (CR 703), and
moving to the next step and the next turn."""

from __future__ import annotations

from functools import cache

from manastack.rules.characteristics import static_rules
from manastack.rules.choices import ask
from manastack.rules.combat_damage import has_first_strikers
from manastack.rules.day_night import untap_step_day_night
from manastack.rules.events import Event, routine
from manastack.rules.extra_phases import after_main
from manastack.rules.instructions import handler, push
from manastack.rules.layer_keeping import mut_damage
from manastack.rules.mana_pools import empty_pools, end_keeping_mana
from manastack.rules.phasing import untap_step_phasing
from manastack.rules.pipeline import emit, submit_batch
from manastack.rules.play_from_exile import end_this_turn_permissions
from manastack.rules.priority import sync_control
from manastack.rules.restrictions import rule_applies, rule_in_force
from manastack.rules.sba import check_sba
from manastack.rules.shared_team_turns import (
    active_players,
    is_active,
    next_turn_player,
    team_of,
)
from manastack.rules.until_next_turn import end_passed_over, end_until_next_turn
from manastack.state.combat import Combat
from manastack.state.game_state import GameState
from manastack.state.steps import Step


def begin_turn(g: GameState, player: int) -> None:
    """CR 500.1 / 102: a new turn begins for ``player`` (with shared team turns, for
    ``player``'s team, ``player`` its primary player: CR 805.4)."""
    if g.turn > 0:
        # CR 730.2a-b: the spells the active player cast (with shared team turns, the most
        # any player of the active team cast: none makes night, two or more make day)
        g.extra["prev_turn_active_spells"] = g.turn_counts.get("active_spells", 0) \
            if g.teams is None else max(g.turn_counts.get(("active_spells_of", q), 0)
                                        for q in team_of(g, g.active))
        end_passed_over(g, g.active, player)  # CR 800.4m
    g.turn += 1
    g.active = player
    g.extra.setdefault("turn_start_of", {})
    g.extra["turn_start_of"] = {**g.extra["turn_start_of"],
                                **{q: g.turn for q in active_players(g)}}
    g.turn_counts = {}
    for q in active_players(g):
        end_until_next_turn(g, q)  # "until your next turn" effects end as it begins
    for p in g.players:
        p.lands_played = 0
        p.spells_cast_this_turn = 0
        p.life_lost_this_turn = 0
        p.life_gained_this_turn = 0
        p.cards_drawn_this_turn = 0
        p.damage_taken_this_turn = 0
    g.version += 1
    g.log.append(Event("turn_begin", player=player, amount=g.turn))
    push(g, "begin_step", Step.UNTAP)


# The data of the most frequent events, shared by all of them to keep the log compact (an
# event's data is never changed in place: events are values).
_STEP_DATA = {step: {"step": step} for step in Step}
_UNTAP_STEP_DATA = {"untap_step": True}


@handler("begin_step")
def _begin_step(g: GameState, step: Step) -> None:
    """Start ``step``: its turn-based actions, "at the beginning of" triggers, priority."""
    g.step = step
    g.priority = None
    g.passes = 0
    # A layer pass that read the step is recomputed in another one (rules.characteristics).
    g.tick += 1
    if step is Step.UNTAP:
        push(g, "untap_step")
        return
    if step is Step.BEGINNING_OF_COMBAT:
        g.combat = Combat()  # no attacker nor blocker yet: nothing reads it differently
    evs = [routine("step_begin", None, g.active, _STEP_DATA[step])]
    if g.teams is not None:
        # CR 805.4d: the step is each active player's; "at the beginning of each player's
        # [step]" abilities trigger once for each of them (rules.triggers)
        evs.extend(Event("step_begin", player=q, data={"step": step, "shared_turn": True})
                   for q in active_players(g) if q != g.active)
    emit(g, evs)
    if step is Step.DRAW:
        push(g, "give_priority")
        for p in reversed(emblem_players(g, "draw_during_opponents_draw_step")):
            push(g, "event", Event("draw", player=p))  # after the active player's draw
        for p in reversed(active_players(g)):  # CR 805.4b, 805.6a: each active player
            push(g, "event", Event("draw", player=p, data={"turn_draw": True}))
        return
    if step is Step.DECLARE_ATTACKERS:
        push(g, "give_priority")
        push(g, "declare_attackers")
        return
    elif step is Step.DECLARE_BLOCKERS:
        push(g, "give_priority")
        push(g, "declare_blockers")
        return
    elif step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        push(g, "give_priority")
        push(g, "combat_damage", step is Step.FIRST_STRIKE_DAMAGE)
        return
    elif step is Step.CLEANUP:
        push(g, "cleanup_step")
        return
    g.priority = g.active


def emblem_players(g: GameState, rule: str) -> list[int]:
    """Opponents of the active player with an emblem whose rule is ``rule``, once per such
    emblem, in APNAP order (Teferi's emblem: untap and draw during each opponent's turn)."""
    # The emblems with the rule first (most often none: the command zone holds commanders),
    # each controller once per such ability, in command zone order
    having = [o.controller for oid in g.command if (o := g.objects[oid]).card_key is not None
              for r in _printed_rules(o.card_key) if r == rule]
    if not having:
        return []
    out: list[int] = []
    for p in g.player_ids():
        if is_active(g, p) or not g.players[p].in_game:
            continue
        out.extend(q for q in having if q == p)
    return out


@cache
def _printed_rules(card_key: str) -> tuple[str | None, ...]:
    """The rules of the rule-modifying static abilities printed on the card's front face, in
    Oracle order (an emblem's abilities, CR 114.4: it has no other face)."""
    from manastack.cards.registry import card_def
    from manastack.dsl.abilities import StaticAbility
    return tuple(a.rule for a in card_def(card_key).faces[0].abilities
                 if isinstance(a, StaticAbility))


@handler("give_priority")
def _give_priority(g: GameState) -> None:
    """CR 117.3a: the active player receives priority after turn-based actions."""
    g.priority = g.active
    g.passes = 0


@handler("untap_step")
def _untap_step(g: GameState) -> None:
    """CR 502: phasing, day/night, then untap the active player's permanents (each active
    player's, with shared team turns: CR 805.4). Each part is done whole before the next:
    what one queues (the "as it transforms" choices, CR 712.20, of a permanent transforming
    as it phases in, 702.145c, 702.145f, or as day/night changes) comes before the next part,
    the untap and the upkeep (ruling MID-RN-195)."""
    push(g, "end_step")
    push(g, "untap_step_untap")
    push(g, "untap_step_day_night")
    untap_step_phasing(g)  # CR 502.1
    # What phased in applies again before the untap: a creature that an Aura phasing in gives
    # the active player ("You control enchanted creature", CR 613.1b) is theirs, and untaps
    # with their other permanents (CR 502.3).
    sync_control(g)


@handler("untap_step_day_night")
def _untap_step_day_night(g: GameState) -> None:
    """CR 502.2: day/night (CR 730.2)."""
    emit(g, untap_step_day_night(g))


@handler("untap_step_untap")
def _untap_step_untap(g: GameState) -> None:
    """CR 502.3: the active players' permanents untap."""
    sync_control(g)
    # Whose permanents untap: the active players' (CR 502.3, 805.4), and those of an opponent
    # with an emblem that untaps their permanents during each opponent's untap step. Asked
    # once per player rather than once per tapped permanent on the battlefield.
    untapping = {p.index for p in g.players if is_active(g, p.index)}
    untapping.update(emblem_players(g, "untap_during_opponents_untap_step"))
    objects = g.objects
    ids = [x for x in g.battlefield
           if (o := objects[x]).tapped and not o.phased_out and o.controller in untapping]
    if ids and rule_in_force(g, "doesnt_untap"):
        # "[It] doesn't untap during [its controller's] untap step": only in an untap step
        # of its controller; an emblem's untap in an opponent's untap step still untaps it.
        ids = [x for x in ids if not (is_active(g, objects[x].controller)
                                      and rule_applies(g, "doesnt_untap", x))]
    _end_next_untap_step_effects(g)
    push(g, "untap_choices", tuple(ids), (), ())


@handler("untap_choices")
def _untap_choices(g: GameState, ids: tuple[int, ...], asked: tuple[int, ...],
                   kept: tuple[int, ...]) -> None:
    """CR 502.3: "You may choose not to untap ~ during your untap step": its controller
    decides, one permanent at a time, in their own untap step only (an emblem's untap in an
    opponent's untap step gives no choice); then the others all untap at once."""
    asking = bool(ids) and rule_in_force(g, "may_not_untap")
    for oid in ids:
        ctl = g.objects[oid].controller
        if asking and oid not in asked and is_active(g, ctl) \
                and rule_applies(g, "may_not_untap", oid):
            fid = g.new_frame()
            push(g, "untap_choice_made", ids, asked + (oid,), kept, oid, fid)
            ask(g, ctl, "may", (True, False), fid, "untap", source=oid,
                prompt="Untap this permanent?")
            return
    submit_batch(g, [routine("untap", oid, None, _UNTAP_STEP_DATA)
                     for oid in ids if oid not in kept])


@handler("untap_choice_made")
def _untap_choice_made(g: GameState, ids: tuple[int, ...], asked: tuple[int, ...],
                       kept: tuple[int, ...], oid: int, fid: int) -> None:
    untap = g.frames.pop(fid)["untap"]
    push(g, "untap_choices", ids, asked, kept if untap else kept + (oid,))


def _end_next_untap_step_effects(g: GameState) -> None:
    """"[It] doesn't untap during its controller's next untap step" (CR 502.3): an effect
    with ``duration="next_untap"`` has applied in this untap step of its objects' controller
    (or its objects are gone), so it ends."""
    def over(e: object) -> bool:
        if getattr(e, "duration", None) != "next_untap":
            return False
        objs = getattr(e, "affected", None) or ()
        return all(x not in g.objects or is_active(g, g.objects[x].controller) or
                   x not in g.battlefield for x in objs)
    kept = [e for e in g.effects if not over(e)]
    if len(kept) != len(g.effects):
        g.effects = kept
        g.version += 1


def emblem_controllers(g: GameState, rule: str) -> list[int]:
    """The controllers of the emblems in the command zone with the rule-modifying ability
    ``rule``, once per such emblem (CR 114.4: an emblem's abilities function in the command
    zone)."""
    out: list[int] = []
    for oid in g.command:
        o = g.objects[oid]
        if o.card_key is None:
            continue
        out.extend(o.controller for r in _printed_rules(o.card_key) if r == rule)
    return out


def no_maximum_hand_size(g: GameState, player: int) -> bool:
    """CR 402.2: a static ability "You have no maximum hand size" of a permanent ``player``
    controls or of an emblem they have (rule "no_maximum_hand_size")."""
    return player in emblem_controllers(g, "no_maximum_hand_size") or any(
        c.controller == player and (a.condition is None or a.condition(g, sid))
        for sid, c, a in static_rules(g).get("no_maximum_hand_size", ()))


@handler("cleanup_step")
def _cleanup(g: GameState) -> None:
    """CR 514.1: discard to maximum hand size (each active player in turn, with shared team
    turns, CR 805.4, 805.6); 514.2: remove damage, end "until end of turn" and "this turn"
    effects; 514.3: if anything happens, players get priority and cleanup repeats."""
    for who in active_players(g):
        p = g.players[who]
        limit = p.max_hand_size
        if limit is not None and no_maximum_hand_size(g, who):
            limit = None
        if limit is not None and len(p.hand) > limit:
            fid = g.new_frame()
            push(g, "cleanup_discard", fid, *(() if who == g.active else (who,)))
            ask(g, who, "discard", tuple(p.hand), fid, "card",
                prompt=f"Discard down to {limit} cards", left=len(p.hand) - limit)
            return
    objects = g.objects
    clear = g._sba_clear
    for oid in g.battlefield:
        o = objects[oid]
        if o.damage or o.deathtouch_damage:
            m = mut_damage(g, oid)  # CR 514.2 (the layer pass is kept)
            m.damage = 0
            m.deathtouch_damage = False
    # Damage removed makes no state-based action apply that didn't (CR 704.5g-h): a check
    # that found nothing to do still stands
    g._sba_clear = clear
    effects = [e for e in g.effects if e.duration != "eot"]
    shields = [s for s in g.shields if s.until != "eot"]
    # "Until end of turn, whenever ..." and "when ... this turn" delayed triggered abilities
    # end too (CR 603.7b-c): none triggers in a cleanup step with priority (514.3a)
    delayed = [d for d in g.delayed if d.until_turn is None]
    if len(effects) != len(g.effects) or len(shields) != len(g.shields) \
            or len(delayed) != len(g.delayed):
        # A state that lost no effect is the same state (the damage removed above and the
        # mana no longer kept below are changes of their own): its caches stand.
        g.effects = effects
        g.shields = shields
        g.delayed = delayed
        g.version += 1
    end_this_turn_permissions(g)
    end_keeping_mana(g)
    # Control returns now, before the next turn begins (CR 514.2, 302.6).
    sync_control(g)
    if check_sba(g) or g.triggered:
        g.extra["cleanup_again"] = True
        g.priority = g.active
        g.passes = 0
        return
    push(g, "end_step")


@handler("cleanup_discard")
def _cleanup_discard(g: GameState, fid: int, who: int | None = None) -> None:
    """The discard chosen in the cleanup step, by the active player (or ``who``, another
    active player: CR 805.4)."""
    card = g.frames.pop(fid)["card"]
    push(g, "cleanup_step")
    from manastack.rules.draw_discard import discard
    discard(g, g.active if who is None else who, card)


def next_step(g: GameState) -> Step | None:
    """The step after the current one, skipping combat damage steps that don't happen
    (CR 508.8, 510.4)."""
    s = g.step
    if s is Step.CLEANUP:
        if g.extra.pop("cleanup_again", False):
            return Step.CLEANUP
        return None
    if s is Step.DECLARE_ATTACKERS and (g.combat is None or not (
            g.combat.attackers or g.combat.was_attacking)):
        # CR 508.8: skipped only when no creature was declared as an attacker or put onto the
        # battlefield attacking (not when the attackers have all left combat since)
        return Step.END_OF_COMBAT
    if s is Step.DECLARE_BLOCKERS:
        return Step.FIRST_STRIKE_DAMAGE if has_first_strikers(g) else Step.COMBAT_DAMAGE
    if s is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    if s.is_main:
        return after_main(g, FOLLOWING[s])  # additional phases (CR 500.8)
    if s is Step.UPKEEP and skips_first_draw_step(g):
        return Step.PRECOMBAT_MAIN
    return FOLLOWING[s]


def skips_first_draw_step(g: GameState) -> bool:
    """CR 103.8a-b: in a two-player game the starting player, in Two-Headed Giant the
    starting team (810.6), skips the draw step of its first turn: the step doesn't happen at
    all, so nothing triggers "at the beginning of" it and nobody gets priority in it
    (CR 614.10a)."""
    return (g.turn == 1 and (len(g.players) == 2 or g.teams is not None)
            and bool(g.extra.get("skip_first_draw", True)))


FOLLOWING = {s: Step(int(s) + 1) for s in Step if s is not Step.CLEANUP}
"""The step after each step but the last of the turn, in the order of CR 500.1."""


@handler("end_step")
def _end_step(g: GameState) -> None:
    """CR 500.4: mana empties; then the next step begins (or the next turn)."""
    empty_pools(g)
    if g.step is Step.END_OF_COMBAT:
        if g.combat is not None and (g.combat.attackers or g.combat.blockers):
            g.version += 1  # creatures stop attacking and blocking
        g.combat = None  # CR 511.3
    nxt = next_step(g)
    if nxt is None:
        begin_turn(g, next_turn_player(g))
        return
    push(g, "begin_step", nxt)
