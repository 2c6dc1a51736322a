"""Conceding (CR 104.3a): a player may concede at any time; they leave the game at once and
lose it. What leaving does is CR 800.4a (``rules.sba.leave_game``)."""

from __future__ import annotations

from dataclasses import replace

from manastack.decisions.actions import Choose
from manastack.decisions.decision import Decision
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.combat_damage import assign_again_without_the_departed
from manastack.rules.declare_blockers import blocking_player
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import emit
from manastack.rules.priority import prune_effects, sync_control
from manastack.rules.sba import leave_game
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id


def concede(g: GameState, player: int) -> None:
    """CR 104.3a: ``player`` concedes. They leave the game at once and lose it (with their
    team, in Two-Headed Giant: CR 810.8b); what leaving does is CR 800.4a.

    A concession can come at any decision, in the middle of a resolution or a declaration:
    the player's objects leave then and there, and what is under way goes on without them.
    If the spell or ability resolving was theirs, it ceases to exist (CR 800.4a) and its
    resolution ends with it. A spell or ability they were casting or activating is undone by
    ``Game.apply`` before this is called (CR 601.2: it never existed).

    An effect lasting "for as long as" a source they owned remains on the battlefield (or
    tapped) ends as that source leaves with them (CR 611.2b), and a permanent whose control it
    gave goes back at once, removed from combat (CR 506.4), before anyone else acts: even
    when another player holds priority, who keeps it."""
    # CR 810.8b: in Two-Headed Giant, the player's team leaves the game and loses it.
    team = [q for q in (g.teams[player] if g.teams else (player,))
            if q == player or g.players[q].in_game]
    for q in team:
        g.players[q].left = True
        g.players[q].lost = True  # CR 104.3a: a player who concedes loses the game
    g.version += 1
    emit(g, [Event("lose", player=q, data={"reason": "concede"}) for q in team])
    d = g.pending
    if d is not None and d.player in team and d.kind == "priority":
        g.pending = None  # CR 800.4a: priority goes on to the next player in the game
    under_way = _under_way(g)
    theirs = _among_their_things(g, team)
    _drop_their_mana_abilities(g, team)
    leave_game(g)
    if g.game_over:
        return
    prune_effects(g)
    sync_control(g)
    gone = [i for i, sid in under_way if sid not in g.objects]
    if gone:
        # CR 800.4a: a spell or ability of theirs that was resolving, or being put on the
        # stack, ceased to exist (or a permanent of theirs being turned face up left): what
        # was left of it (its remaining steps, and the choice being made for it) goes with it.
        for w in g.work[min(gone):]:
            if w.op in _RESOLVING:
                g.frames.pop(w.args[1], None)
        del g.work[min(gone):]
        if g.pending is not None and g.pending.kind != "priority":
            g.pending = None
    if not theirs:
        _pass_on_choice(g, team)
    _drop_their_blocks(g)
    assign_again_without_the_departed(g)
    _forget_the_departed(g)
    d = g.pending
    if d is not None and d.kind == "first_player" and d.player in team:
        # CR 800.4h: a choice the rules require of a player who has left (who takes the first
        # turn, CR 103.1) is made by the next player in turn order, among those still in.
        g.pending = replace(d, player=g.next_player(d.player), actions=tuple(
            a for a in d.actions if isinstance(a, Choose) and g.players[a.value].in_game))


def _drop_their_mana_abilities(g: GameState, team: list[int]) -> None:
    """CR 800.4a, 605.3: a mana ability a player who leaves was activating (paying its own
    mana cost with other mana abilities, outside the casting of a spell, which goes back
    whole: ``Game._concede``) goes with them: what was left of its activation, queued after
    its last step, and the payment they were asked for it."""
    at = next((i for i, w in enumerate(g.work)
               if w.op == "mana_ability_activated" and w.args and w.args[0] in team), None)
    if at is None:
        return
    del g.work[at:]
    if g.pending is not None and g.pending.player in team and g.pending.kind != "priority":
        g.pending = None


def _drop_their_blocks(g: GameState) -> None:
    """CR 800.4a, 802.4, 509.1: a player who has left declares no blocks. When another player
    was choosing their blocks (an effect letting that player choose which creatures block and
    how: Odric, Master Tactician), that decision isn't asked any more: the declaration goes on
    with the next defending player still in the game (``rules.declare_blockers``)."""
    d = g.pending
    if d is not None and d.kind == "declare_blockers" and g.players[d.player].in_game and \
            not g.players[blocking_player(d)].in_game:
        g.pending = None


_MARKERS = ("cast_complete", "activate_complete", "trigger_ready", "finish_resolution",
            "enter_battlefield", "optional_trigger", "optional_answered", "morph_cost_paid")
"""The last step of putting a spell or ability on the stack (CR 601.2i, 602.2, 603.3), of its
resolution (CR 608.2n, 608.3) or of turning a permanent face up (CR 702.37e, a special action),
whose first argument is the object's id: everything queued after it belongs to that casting,
activation, resolution or special action."""

_RESOLVING = ("finish_resolution", "enter_battlefield", "optional_trigger",
              "optional_answered")


def _under_way(g: GameState) -> list[tuple[int, int]]:
    """The spells and abilities being put on the stack or resolving, and the face-down
    permanents being turned face up: (position of their last step in the queue, object id)."""
    return [(i, w.args[0]) for i, w in enumerate(g.work)
            if w.op in _MARKERS and w.args and w.args[0] in g.objects]


_NAMING = ("target", "choose_player", "choose_cards", "new_target", "search")
"""The decisions whose answers name objects or players: a target, a player chosen, an object
chosen (a creature for Clone to copy), a new target (for a copy of a spell, CR 707.10c), a
card found searching a library (CR 701.23)."""


def _forget_the_departed(g: GameState) -> None:
    """CR 800.4a, 601.2c: a player still in the game choosing a target, a player or an object as
    another leaves can no longer choose the player who left, nor an object that left with
    them; those answers are taken out of the decision, leaving "done" alone when the choice
    was optional (an object chosen with none of the choices left stays asked as it was).
    A triggered ability's target with no answer left is chosen again at once, among none, so
    that the ability is removed without asking (CR 603.3d: ``rules.stack``); a spell's or
    activated ability's can't be cast or activated (``no_target_left``)."""
    d = g.pending
    if d is None or d.kind not in _NAMING:
        return
    # A copy's controller may keep its current target (CR 707.10c), offered first, even one
    # that left: the copy then has an illegal target (CR 608.2b).
    keeps = 1 if d.kind == "new_target" and dict(d.data).get("variant") == "copy" else 0
    kept = d.actions[:keeps] + tuple(a for a in d.actions[keeps:]
                                     if _still_there(g, getattr(a, "value", None)))
    if kept:
        g.pending = replace(d, actions=kept)
    elif d.kind == "target" and d.frame and \
            g.objects[dict(d.data)["source"]].stack.get("kind") == "triggered":
        # CR 603.3d: a triggered ability none of whose targets can still be chosen is removed
        # from the stack, its controller asked nothing: the answer given is one that left,
        # which the target's choice refuses, choosing again among none (``rules.stack``).
        g.pending = None
        g.frames.setdefault(d.frame, {})[d.var] = getattr(d.actions[0], "value", None)
    elif d.kind == "search" and d.frame or d.kind == "choose_cards" and d.frame and \
            g.work and g.work[-1].op in _ENDED_BY_NONE:
        # CR 701.23, 800.4a: the library searched left with its owner; nothing can be found
        # in it any more, even by a search for a number of cards (Head Games): it ends.
        # Likewise a choice among cards all of which left (Duress's, from the hand of the
        # player who left): nothing is chosen.
        g.pending = None
        g.frames.setdefault(d.frame, {})[d.var] = None


_ENDED_BY_NONE = ("discard_chosen_other", "choose_objects_answer", "look_took", "blackmail_pick")
"""The steps taking the answer to a choice among cards that end it when given none ("done"),
even where the choice had no "done" to offer."""


def no_target_left(g: GameState) -> bool:
    """CR 601.2c, 602.2b, 800.4a: whether the pending decision is the choice of a target of a
    spell or activated ability being put on the stack, none of whose answers can still be
    given: every object or player it offered left the game with a player who conceded (and
    it can't be ended without one). The spell or ability can't then be cast or activated.
    (A triggered ability with no legal target is removed from the stack when its target is
    chosen again, CR 603.3d: ``rules.stack``.)"""
    d = g.pending
    if d is None or d.kind != "target":
        return False
    source = g.objects[dict(d.data)["source"]]
    return source.stack.get("kind") != "triggered" and not any(
        _still_there(g, getattr(a, "value", None)) for a in d.actions)


def _still_there(g: GameState, v: object) -> bool:
    """Whether the answer ``v`` (a player, an object, or None: "done"; any other answer is
    not one of these) can still be given."""
    if not isinstance(v, int) or isinstance(v, bool):
        return True
    return g.players[v].in_game if is_player_id(v) else v in g.objects


_PASSED_ON = ("choose_creature_type", "choose_cards")
"""The choices an object asks an opponent of its controller to make that aren't whether to pay
a cost ("an opponent chooses a creature type", "an opponent chooses a creature card from among
them"): CR 800.4g gives them to another opponent when the chooser leaves. A choice among
objects is passed on only if none of them was the departed player's: a choice among their own
things (their creature to sacrifice) is theirs alone, and goes with them."""


def _among_their_things(g: GameState, team: list[int]) -> bool:
    """Whether the pending decision is a choice among objects one of which the players of
    ``team`` own or control (asked before they leave)."""
    d = g.pending
    if d is None or d.kind != "choose_cards":
        return False
    # (An object off the battlefield and the stack is its owner's to control: CR 108.4a.)
    values = [getattr(a, "value", None) for a in d.actions]
    return any(v is not None and chars(g, v).controller in team for v in values)


def _pass_on_choice(g: GameState, team: list[int]) -> None:
    """CR 800.4g: a choice (other than whether to pay a cost) an object requires of a player
    who has left is made by another player its controller chooses: another opponent, as the
    chooser was one of the controller's opponents."""
    d = g.pending
    if d is None or d.kind not in _PASSED_ON or d.player not in team:
        return
    values = tuple(a.value for a in d.actions if isinstance(a, Choose))
    controller = g.frames[d.frame]["controller"]
    others = g.opponents(controller)
    if len(others) == 1:
        g.pending = replace(d, player=others[0])
        return
    push(g, "choice_passed_on", d.kind, d.prompt, values, d.frame, d.var, d.data)
    ask(g, controller, "choose_player", tuple(others), d.frame, "_passed_on_to",
        prompt="Choose the player who makes the choice")


@handler("choice_passed_on")
def _choice_passed_on(g: GameState, kind: str, prompt: str, values: tuple[object, ...],
                      fid: int, var: str, data: tuple[tuple[str, object], ...]) -> None:
    """The player the controller chose makes the choice (CR 800.4g)."""
    player = g.frames[fid].pop("_passed_on_to")
    g.pending = Decision(kind, player, prompt, tuple(Choose(v) for v in values), fid, var,
                         tuple((str(k), v) for k, v in data))
