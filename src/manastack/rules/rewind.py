"""The rewind point of a spell or ability being begun (CR 601.2, 602.2, 732): the state to go
back to if it can't be completed (a choice that can't be made legally, CR 732.1) or if its caster
concedes while casting it (CR 104.3a, 800.4a; ``Game._go_back``).

Almost every spell and ability begun is completed, and its point is dropped a decision or two
later without ever being used. So a point is kept as plain values, in the cheapest form a whole
state can be made from again (``restored``), rather than as a copy of the state.
"""

from __future__ import annotations

from typing import Any

from manastack.state.game_state import GameState
from manastack.state.player import Player
from manastack.state.rng import Rng

Point = tuple[Any, ...]
"""A rewind point (``rewind_point``): the state's record as it was, made a state again only if
the game goes back (``restored``)."""


def rewind_point(g: GameState) -> Point:
    """The state to go back to if the spell or ability being begun can't be completed (CR
    601.2, 602.2, 732), kept as plain values: most casts are completed, and their point is
    dropped a decision or two later without ever being a state again, so it is kept in the
    cheapest form that ``restored`` can make the whole state from, at each restore anew (a
    copy of the game made while casting shares the point, and each goes back on its own).

    Every field of the record is kept: the values as they are, the lists and tables the
    state changes in place copied (an empty one as ``()``, which nothing changes, instead of
    a copy), each player's fields likewise, and the random number generator's state.

    The log and its knowledge records are not kept: both only grow (entries are appended,
    never changed or removed), so going back cuts the state's own to their lengths now
    (``Game._go_back``) instead of each cast copying a log as long as the game.

    The table of objects is kept as the list of the objects now, in the table's order (each
    kept under its own id, ``GameState.mut``, ``new_object``), and made a table again only if
    the game goes back: listing them is a fraction of what copying the table costs (an object
    leaving its zone leaves a hole in the table, CR 400.7, and a table with holes is copied
    key by key). They stay as they are: the state owns none of them from now on (as after
    ``GameState.clone``), so it copies any it changes."""
    g._owned = set()
    c = g.combat
    return (
        list(g.objects.values()),
        [(p.index, p.name, p.life, p.poison, p.library[:], p.hand[:] if p.hand else (),
          p.graveyard[:] if p.graveyard else (), p.mana_pool.copy() if p.mana_pool else (),
          p.lands_played, p.spells_cast_this_turn, p.lost, p.won, p.left, p.drew_from_empty,
          p.mulligans, p.kept, p.life_lost_this_turn, p.life_gained_this_turn,
          p.cards_drawn_this_turn, p.max_hand_size, p.counters.copy() if p.counters else (),
          p.damage_taken_this_turn, p.land_plays_allowed,
          p.commander_casts.copy() if p.commander_casts else (),
          p.commander_damage.copy() if p.commander_damage else ())
         for p in g.players],
        g.battlefield[:], g.stack[:] if g.stack else (), g.exile[:] if g.exile else (),
        g.command[:] if g.command else (), g.turn, g.active, g.step, g.priority, g.passes,
        g.work[:] if g.work else (), g.pending,
        {k: v.copy() for k, v in g.frames.items()} if g.frames else (), g.next_frame,
        g.effects[:] if g.effects else (), g.shields[:] if g.shields else (),
        g.delayed[:] if g.delayed else (), g.triggered[:] if g.triggered else (),
        g.timestamp, g.next_id, g.rng.state, g.seed, c.copy() if c is not None else None,
        g.day_night, g.game_over, g.winners, g.version, g.tick,
        g.turn_counts.copy() if g.turn_counts else (), g.started, g.first_player,
        g.extra.copy() if g.extra else (), g.teams,
        g._base_cache, g._rules_index, g._ability_index, g._replacement_index,
        g._trigger_index, g._sba_clear, g._day_night_clear, g._control_synced,
        g._supply_memo, g._colors_memo, g._legal_cache, g._declare_cache, g._priority_memo)


def restored(point: Point, log: list[Any], known: list[Any]) -> GameState:
    """The state kept by ``rewind_point``, with ``log`` and ``known`` (cut back by the
    caller), as ``GameState.clone`` would have made it then: owning none of the objects, with
    nothing changed since its layer pass, and the caches a clone shares, but the layer pass's
    and those a clone computes again (see ``clone``). Its lists and tables are copies of the
    point's, which stays as it was."""
    (objects, players, battlefield, stack, exile, command, turn, active, step, priority,
     passes, work, pending, frames, next_frame, effects, shields, delayed, triggered,
     timestamp, next_id, rng, seed, combat, day_night, game_over, winners, version, tick,
     turn_counts, started, first_player, extra, teams, base_cache, rules_index,
     ability_index, replacement_index, trigger_index, sba_clear, day_night_clear,
     control_synced, supply_memo, colors_memo, legal_cache, declare_cache,
     priority_memo) = point
    s = GameState.__new__(GameState)
    s.objects = {o.id: o for o in objects}
    s._owned = set()
    s.players = [_player(p) for p in players]
    s.battlefield = list(battlefield)
    s.stack = list(stack)
    s.exile = list(exile)
    s.command = list(command)
    s.turn = turn
    s.active = active
    s.step = step
    s.priority = priority
    s.passes = passes
    s.work = list(work)
    s.pending = pending
    s.frames = {k: dict(v) for k, v in dict(frames).items()}
    s.next_frame = next_frame
    s.effects = list(effects)
    s.shields = list(shields)
    s.delayed = list(delayed)
    s.triggered = list(triggered)
    s.timestamp = timestamp
    s.next_id = next_id
    s.rng = Rng(rng)
    s.seed = seed
    s.log = log
    s.known = known
    s.combat = combat.copy() if combat is not None else None
    s.day_night = day_night
    s.game_over = game_over
    s.winners = winners
    s.version = version
    s.tick = tick
    s.changed = set()
    s.turn_counts = dict(turn_counts)
    s.started = started
    s.first_player = first_player
    s.extra = dict(extra)
    s.teams = teams
    s._cache = None
    s._base_cache = base_cache
    s._rules_index = rules_index
    s._ability_index = ability_index
    s._replacement_index = replacement_index
    s._trigger_index = trigger_index
    s._sba_clear = sba_clear
    s._day_night_clear = day_night_clear
    s._control_synced = control_synced
    s._supply_memo = supply_memo
    s._colors_memo = colors_memo
    s._legal_cache = legal_cache
    s._declare_cache = declare_cache
    s._priority_memo = priority_memo
    s._bound_memo = s._graveyard_memo = s._offered_memo = s._priority_clear = None
    return s


def _player(values: tuple[Any, ...]) -> Player:
    """A player kept by ``rewind_point``, its lists and tables copies of the point's."""
    (index, name, life, poison, library, hand, graveyard, mana_pool, lands_played,
     spells_cast_this_turn, lost, won, left, drew_from_empty, mulligans, kept,
     life_lost_this_turn, life_gained_this_turn, cards_drawn_this_turn, max_hand_size,
     counters, damage_taken_this_turn, land_plays_allowed, commander_casts,
     commander_damage) = values
    p = Player.__new__(Player)
    p.index = index
    p.name = name
    p.life = life
    p.poison = poison
    p.library = list(library)
    p.hand = list(hand)
    p.graveyard = list(graveyard)
    p.mana_pool = dict(mana_pool)
    p.lands_played = lands_played
    p.spells_cast_this_turn = spells_cast_this_turn
    p.lost = lost
    p.won = won
    p.left = left
    p.drew_from_empty = drew_from_empty
    p.mulligans = mulligans
    p.kept = kept
    p.life_lost_this_turn = life_lost_this_turn
    p.life_gained_this_turn = life_gained_this_turn
    p.cards_drawn_this_turn = cards_drawn_this_turn
    p.max_hand_size = max_hand_size
    p.counters = dict(counters)
    p.damage_taken_this_turn = damage_taken_this_turn
    p.land_plays_allowed = land_plays_allowed
    p.commander_casts = dict(commander_casts)
    p.commander_damage = dict(commander_damage)
    return p
