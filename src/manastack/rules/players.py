"""The rules' meaning of the records of :mod:`manastack.dsl.players`: the enchanted player
(CR 303.4, 702.5a), the spells a player cast this turn (CR 601.2i), comparisons between
players, the players something didn't happen to this way (CR 608.2c) and life totals that
become a number (CR 119.5; in Two-Headed Giant, one player of each team: 810.9d).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import players as T
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.amounts import evaluate_amount, resolve_ref
from manastack.rules.choices import ask
from manastack.rules.events import Event, left_zone_event, submit_all
from manastack.rules.instructions import handler, push
from manastack.rules.one_shot import effect, players
from manastack.rules.shared_team_turns import primary_player
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id


@interpreted_by(T.ByEnchantedPlayer)
def _by_enchanted_player(t: T.ByEnchantedPlayer, g: GameState, source: int, ev: Any) -> bool:
    o = g.objects.get(source)
    return o is not None and ev.player is not None and o.attached_to == ev.player


@interpreted_by(T.SpellsCastThisTurn)
def _spells_cast_this_turn(a: T.SpellsCastThisTurn, g: GameState, frame: dict[Any, Any]) -> int:
    who = [p for p in resolve_ref(g, a.who, frame) if is_player_id(p)]
    return int(g.players[who[0]].spells_cast_this_turn) if who else 0


def _frame_of(g: GameState, x: Any, ev: Any = None) -> dict[Any, Any] | None:
    if isinstance(x, dict):
        return x
    from manastack.dsl.conditions import controller_of
    you = controller_of(g, x)
    return None if you is None else {"controller": you, "source": x, "event": ev}


@interpreted_by(T.AnOpponentHasMore)
def _an_opponent_has_more(c: T.AnOpponentHasMore, g: GameState, x: Any, ev: Any = None,
                          *_: Any) -> bool:
    f = _frame_of(g, x, ev)
    if f is None:
        return False
    mine = evaluate_amount(g, c.measure, f)
    return any(evaluate_amount(g, c.measure, {**f, "controller": p}) > mine
               for p in g.opponents(f["controller"]))


@interpreted_by(T.ControlsMost)
def _controls_most(r: T.ControlsMost, g: GameState, frame: dict[Any, Any]) -> list[int]:
    from manastack.rules.characteristics import chars
    counts = {p: 0 for p in g.player_ids()}
    for oid in resolve_ref(g, r.of, frame):
        if not is_player_id(oid) and oid in g.objects:
            ctl = chars(g, oid).controller
            if ctl in counts:
                counts[ctl] += 1
    best = max(counts.values(), default=0)
    leaders = [p for p, n in counts.items() if n == best]
    return leaders if len(leaders) == 1 else []


@interpreted_by(T.YouAre)
def _you_are(c: T.YouAre, g: GameState, x: Any, ev: Any = None, *_: Any) -> bool:
    f = _frame_of(g, x, ev)
    return f is not None and f["controller"] in resolve_ref(g, c.who, f)


@interpreted_by(T.PlayersWhoDidnt)
def _players_who_didnt(r: T.PlayersWhoDidnt, g: GameState, frame: dict[Any, Any]) -> list[int]:
    from manastack.rules.selectors import chars_match
    did = {ev.player for ev in frame.get(r.var, ()) if ev.lki is not None and chars_match(
        g, ev.lki, r.filter, frame["controller"], frame.get("source"), ev.obj)}
    return [p for p in g.player_ids() if g.players[p].in_game and p not in did]


@effect(T.LifeTotalsBecome)
def _life_totals_become(g: GameState, e: T.LifeTotalsBecome, fid: int,
                        frame: dict[str, Any]) -> None:
    who = tuple(players(g, e.who, frame))
    if g.teams is not None:
        push(g, "team_life_totals_become", e, who, fid)
        return
    _life_totals_become_for(g, e, who, frame)


@handler("team_life_totals_become")
def _team_life_totals_become(g: GameState, e: T.LifeTotalsBecome, who: tuple[int, ...],
                             fid: int) -> None:
    """CR 810.9d: an effect setting the life total of each player of a team makes that team
    choose one of them (its primary player choosing, 805.2), team by team in turn order from
    the active team (805.6); on that team, only that player is affected. The question says so
    in every language (the decision's ``variant``: ``d_choose_player_life_total``)."""
    frame = g.frames[fid]
    assert g.teams is not None
    for team in dict.fromkeys(g.teams[p] for p in who):
        members = tuple(p for p in team if p in who)
        key = f"_life_total_of_team_{team[0]}"
        if len(members) > 1 and key not in frame:
            push(g, "team_life_totals_become", e, who, fid)
            ask(g, primary_player(g, team[0]), "choose_player", members, fid, key,
                prompt="Choose the player of your team whose life total becomes the number "
                       "(the team's life total changes by as much)", variant="life_total")
            return
    chosen = tuple(p for p in who if len([q for q in g.teams[p] if q in who]) == 1 or
                   frame.get(f"_life_total_of_team_{g.teams[p][0]}") == p)
    _life_totals_become_for(g, e, chosen, frame)


def _life_totals_become_for(g: GameState, e: T.LifeTotalsBecome, who: tuple[int, ...],
                            frame: dict[str, Any]) -> None:
    """CR 119.5: each player of ``who`` gains or loses the difference, all at once."""
    events = []
    for p in who:
        n = evaluate_amount(g, e.amount, {**frame, "controller": p})
        life = g.players[p].life
        if n > life:
            events.append(Event("life_gain", player=p, amount=n - life))
        elif n < life:
            events.append(Event("life_loss", player=p, amount=life - n))
    submit_all(g, events)


@interpreted_by(T.TriggererController)
def _triggerer_controller(t: T.TriggererController, g: GameState, source: int,
                          ev: Any) -> int | None:
    """The controller of the object the event put onto the battlefield, or, once it has left,
    its controller as it last existed there (its last known information, CR 113.7a, 608.2h)."""
    oid = ev.new_obj if ev is not None else None
    if oid is None:
        return None
    if oid in g.objects:
        return int(g.objects[oid].controller)
    left = left_zone_event(g, oid)
    return int(left.lki.controller) if left is not None else None


@interpreted_by(T.HighestNumber)
def _highest_number(a: T.HighestNumber, g: GameState, frame: dict[Any, Any]) -> int:
    return max((int(n) for _, n in frame.get(a.var, ())), default=0)


@interpreted_by(T.HighestNumberPlayers)
def _highest_number_players(r: T.HighestNumberPlayers, g: GameState,
                            frame: dict[Any, Any]) -> list[int]:
    picks = frame.get(r.var, ())
    top = max((int(n) for _, n in picks), default=None)
    return [p for p, n in picks if n == top]


@effect(T.NoteLifeTotal)
def _note_life_total(g: GameState, e: T.NoteLifeTotal, fid: int, frame: dict[str, Any]) -> None:
    from manastack.state.zones import Zone
    life = g.players[frame["controller"]].life
    frame["chosen_" + e.note] = life  # as it enters (rules.as_enters keeps chosen_ values)
    src = frame.get("source")
    if src in g.objects and g.objects[src].zone is Zone.BATTLEFIELD:
        g.mut(src).chosen[e.note] = life
        g.version += 1


@interpreted_by(T.LifeAtLeastNoted)
def _life_at_least_noted(c: T.LifeAtLeastNoted, g: GameState, x: Any, *_: Any) -> bool:
    f = _frame_of(g, x)
    src = f.get("source") if f is not None else None
    if f is None or src is None:
        return False
    noted = _noted(g, src, c.note)
    return noted is not None and g.players[f["controller"]].life >= noted


def _noted(g: GameState, src: int, note: str) -> Any:
    """What is noted for ``src`` now, or as it last existed on the battlefield: an ability
    whose source has left uses its last known information (CR 113.7a, 608.2h)."""
    if src in g.objects:
        return g.objects[src].chosen.get(note)
    left = left_zone_event(g, src)
    return left.data.get("left_chosen", {}).get(note) if left is not None else None
