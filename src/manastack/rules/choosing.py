"""Choices made as a spell or ability resolves (CR 608.2d): objects, options, a creature type
(CR 205.3m), a number or a player (CR 115.1), and "for each of them" in the order chosen; the
answer is stored in the resolution frame for later effects. A creature type or color chosen
is announced in the log (CR 608.2d).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.effect_lines import COLORS
from manastack.rules.amounts import resolve_ref
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask, ask_actions
from manastack.rules.creature_types import creature_type_answers
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.one_shot import amt, effect, players
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.ChooseObjects)
def _choose_objects(g: GameState, e: E.ChooseObjects, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.chooser, frame)
    if not who:
        return
    frame[e.var] = ()
    if e.total_power_le is not None:
        # CR 107.1b: an X computed as a negative number (a power below 0) is 0.
        frame[e.var + "_power_left"] = max(0, amt(g, e.total_power_le, frame))
    if e.exclude is not None:
        frame[e.var + "_excluded"] = tuple(resolve_ref(g, e.exclude, frame))
    if e.among is not None:
        frame[e.var + "_among"] = tuple(resolve_ref(g, e.among, frame))
    push(g, "choose_objects_step", e, who[0], fid)


@handler("choose_objects_step")
def _choose_objects_step(g: GameState, e: E.ChooseObjects, p: int, fid: int) -> None:
    frame = g.frames[fid]
    chosen = tuple(frame.get(e.var, ()))
    if len(chosen) >= e.max:
        return
    from manastack.rules.selectors import all_matching
    excluded = frame.get(e.var + "_excluded", ())
    cands = [o for o in all_matching(g, e.filter, frame["controller"], frame.get("source"))
             if o not in chosen and o not in excluded]
    if e.among is not None:
        among = frame.get(e.var + "_among", ())
        cands = [o for o in cands if o in among]
    if e.different == "power":
        taken = {chars(g, o).power for o in chosen if o in g.objects}
        cands = [o for o in cands if chars(g, o).power not in taken]
    elif e.different == "owner":
        owners = {g.objects[o].owner for o in chosen if o in g.objects}
        cands = [o for o in cands if g.objects[o].owner not in owners]
    room: dict[str, int] = {}
    if e.total_power_le is not None:
        # "with total power X or less": the powers chosen so far leave room for this one
        left = frame[e.var + "_power_left"] - sum(chars(g, o).power or 0 for o in chosen)
        cands = [o for o in cands if (chars(g, o).power or 0) <= left]
        room["power_left"] = left
    if not cands and not (len(chosen) >= e.min and _hides_none_left(g, e, p, chosen)):
        return
    push(g, "choose_objects_answer", e, p, fid)
    # What is chosen already, what must differ and the power left say why another is not
    # offered
    ask(g, p, "choose_cards", tuple(cands), fid, "_pick", optional=len(chosen) >= e.min,
        chosen=chosen, different=e.different,
        prompt=e.prompt or f"Choose {e.filter.label or 'an object'}", **room)


def _hides_none_left(g: GameState, e: E.ChooseObjects, p: int, chosen: tuple[int, ...]) -> bool:
    """Whether player ``p``, who may choose more cards of their hand ("may reveal any number
    of creature cards from their hand", "you may put a land card from your hand onto the
    battlefield"), is asked even with none of the kind left there: the hand is hidden from
    the other players (CR 400.2), so whether ``p`` is asked must not tell them that it holds
    no such card. With no other card left in it, the others know that already: nothing is
    asked."""
    return e.filter.zone is Zone.HAND and any(c not in chosen for c in g.players[p].hand)


@handler("choose_objects_answer")
def _choose_objects_answer(g: GameState, e: E.ChooseObjects, p: int, fid: int) -> None:
    frame = g.frames[fid]
    pick = frame.pop("_pick")
    if pick is None:
        return
    frame[e.var] = tuple(frame.get(e.var, ())) + (pick,)
    push(g, "choose_objects_step", e, p, fid)


@effect(E.ChooseAtRandom)
def _choose_at_random(g: GameState, e: E.ChooseAtRandom, fid: int,
                      frame: dict[str, Any]) -> None:
    from manastack.rules.selectors import all_matching
    pool = list(all_matching(g, e.filter, frame["controller"], frame.get("source")))
    if e.among is not None:
        among = set(resolve_ref(g, e.among, frame))
        pool = [o for o in pool if o in among]
    picked: list[int] = []
    while pool and len(picked) < e.amount:
        picked.append(pool.pop(g.rng.below(len(pool))))
    frame[e.var] = tuple(picked)


@effect(E.ChooseOption)
def _choose_option(g: GameState, e: E.ChooseOption, fid: int, frame: dict[str, Any]) -> None:
    """A color chosen is announced (CR 608.2d, 105.1), as a creature type is."""
    who = players(g, e.chooser, frame)
    if who:
        if frozenset(e.options) == _COLOR_WORDS:
            push(g, "color_announced", fid, e.var, who[0])
        ask(g, who[0], "choose_option", e.options, fid, e.var, prompt=e.prompt or "Choose one")


_COLOR_WORDS = frozenset(COLORS)
"""The answers of "choose a color" (CR 105.1)."""


@handler("color_announced")
def _color_announced(g: GameState, fid: int, var: str, chooser: int) -> None:
    """Log the color ``chooser`` chose, for every player to see (CR 608.2d, 101.4b); nothing
    when none was chosen (the chooser left the game as they were asked, CR 800.4a)."""
    color = g.frames[fid].get(var)
    if isinstance(color, str):
        g.log.append(Event("chose", player=chooser, data={"color": color}))


@effect(E.ChooseCreatureType)
def _choose_creature_type(g: GameState, e: E.ChooseCreatureType, fid: int,
                          frame: dict[str, Any]) -> None:
    """CR 205.3m: only real creature types may be chosen; not one the card forbids, nor the
    type chosen earlier that this one must differ from. The choice is announced (CR 608.2d):
    every player knows it, a player choosing after them among others too (CR 101.4b)."""
    who = players(g, e.chooser, frame)
    if who:
        earlier = frame.get(e.differ_from) if e.differ_from else None
        push(g, "creature_type_announced", fid, e.var, who[0])
        ask_actions(g, who[0], "choose_creature_type", creature_type_answers(e.exclude, earlier),
                    fid, e.var, prompt="Choose a creature type")


@handler("creature_type_announced")
def _creature_type_announced(g: GameState, fid: int, var: str, chooser: int) -> None:
    announce_creature_type(g, chooser, g.frames[fid].get(var))


def announce_creature_type(g: GameState, chooser: int, kind: object) -> None:
    """Log the creature type ``chooser`` chose as a spell or ability resolved, for every
    player to see (CR 608.2d, 101.4b); nothing when no type was chosen (the chooser left the
    game as they were asked, CR 800.4a)."""
    if isinstance(kind, str):
        g.log.append(Event("chose", player=chooser, data={"creature_type": kind}))


@effect(E.ChooseNumber)
def _choose_number(g: GameState, e: E.ChooseNumber, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.chooser, frame)
    hi = amt(g, e.high, frame)
    if who:
        ask(g, who[0], "choose_number", tuple(range(e.low, hi + 1)), fid, e.var,
            prompt="Choose a number")


@effect(E.ChoosePlayer)
def _choose_player(g: GameState, e: E.ChoosePlayer, fid: int, frame: dict[str, Any]) -> None:
    """"Choose an opponent": no target (CR 115.1); only one player to choose is chosen."""
    from manastack.rules.choices import ask
    from manastack.rules.instructions import push
    from manastack.rules.selectors import player_matches
    you = frame["controller"]
    options = tuple(p for p in g.player_ids()
                    if g.players[p].in_game and player_matches(g, p, e.who, you))
    if len(options) <= 1:
        frame[e.var] = options
        return
    push(g, "chosen_player", fid, e.var)
    ask(g, you, "choose_player", options, fid, "_chosen_player", prompt=e.prompt)


@handler("chosen_player")
def _chosen_player(g: GameState, fid: int, var: str) -> None:
    g.frames[fid][var] = (g.frames[fid].pop("_chosen_player"),)


@effect(E.ForEachInChosenOrder)
def _for_each_in_chosen_order(g: GameState, e: E.ForEachInChosenOrder, fid: int,
                              frame: dict[str, Any]) -> None:
    """"For each of them": the controller chooses the next one before anything is done for
    it, then the whole process is done for it."""
    remaining = tuple(resolve_ref(g, e.what, frame))
    if remaining:
        push(g, "for_each_next", fid, e, remaining)


@handler("for_each_next")
def _for_each_next(g: GameState, fid: int, e: E.ForEachInChosenOrder,
                   remaining: tuple[int, ...]) -> None:
    from manastack.rules.choices import ask
    if len(remaining) == 1:
        push(g, "for_each_process", fid, e, remaining[0], ())
        return
    push(g, "for_each_chosen", fid, e, remaining)
    ask(g, g.frames[fid]["controller"], "choose_option", remaining, fid, "_for_each_choice",
        prompt=e.prompt)


@handler("for_each_chosen")
def _for_each_chosen(g: GameState, fid: int, e: E.ForEachInChosenOrder,
                     remaining: tuple[int, ...]) -> None:
    t = g.frames[fid].pop("_for_each_choice")
    push(g, "for_each_process", fid, e, t, tuple(r for r in remaining if r != t))


@handler("for_each_process")
def _for_each_process(g: GameState, fid: int, e: E.ForEachInChosenOrder, t: int,
                      rest: tuple[int, ...]) -> None:
    g.frames[fid][e.var] = (t,)
    steps: list[tuple[Any, ...]] = [("effect", x, fid) for x in e.effects]
    if rest:
        steps.append(("for_each_next", fid, e, rest))
    push_all(g, steps)
