"""Secret simultaneous choices (CR 101.4) and coin flips (CR 705).

Secret numbers: each player in APNAP order is asked for a number; the decision goes only to
that player, and the answer is kept in the resolution frame, which no view shows. The log
records only that a player has chosen. When everyone has chosen, the numbers are revealed
together (one ``number_revealed`` log entry per player) and stored for the effect.

Coin flips use the game's seeded random generator, so a saved game replays the same flips;
a scenario may say how the next flips come out (``FORCED_FLIPS``), as a test sets them.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import resolve_ref
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.one_shot import effect, players
from manastack.state.game_state import GameState

FORCED_FLIPS = "forced_coin_flips"
"""``GameState.extra``: how the next coin flips come out, set by a scenario
(``Scenario.coin_flips``): ``(player, won)`` pairs in order, ``won`` True when the player
flipping wins; a flip takes the first pair of the player flipping, or of ``None`` (any
player). Without one, the flip is random."""


@effect(E.SecretNumbers)
def _secret_numbers(g: GameState, e: E.SecretNumbers, fid: int, frame: dict[str, Any]) -> None:
    who = tuple(players(g, e.who, frame))
    high = max([e.high] + [g.players[p].life for p in who])
    push(g, "secret_number_next", e.var, who, (), high, fid)


@handler("secret_number_next")
def _next(g: GameState, var: str, left: tuple[int, ...], done: tuple[tuple[int, int], ...],
          high: int, fid: int) -> None:
    frame = g.frames[fid]
    if not left:
        for p, n in done:
            g.log.append(Event("number_revealed", player=p, amount=n, data={"number": n}))
        frame[var] = done
        return
    p = left[0]
    push(g, "secret_number_chosen", var, left, done, high, fid)
    ask(g, p, "choose_number", tuple(range(high + 1)), fid, "_secret",
        prompt="Secretly choose a number")


@handler("secret_number_chosen")
def _chosen(g: GameState, var: str, left: tuple[int, ...], done: tuple[tuple[int, int], ...],
            high: int, fid: int) -> None:
    n = int(g.frames[fid].pop("_secret"))
    p = left[0]
    g.log.append(Event("secret_choice", player=p))
    push(g, "secret_number_next", var, left[1:], done + ((p, n),), high, fid)


@effect(E.FlipCoin)
def _flip(g: GameState, e: E.FlipCoin, fid: int, frame: dict[str, Any]) -> None:
    """CR 705.2: the result is random; "you win the flip" when it comes up on your call, and
    calling doesn't change the odds, so the result is drawn directly."""
    who = [x for x in resolve_ref(g, e.who, frame)]
    flipper = who[0] if who else frame["controller"]
    forced = g.extra.get(FORCED_FLIPS, ())
    i = next((i for i, (p, _) in enumerate(forced) if p is None or p == flipper), None)
    if i is not None:
        won = bool(forced[i][1])
        g.extra[FORCED_FLIPS] = forced[:i] + forced[i + 1:]
    else:
        won = g.rng.below(2) == 0
    frame[e.var] = won
    g.log.append(Event("coin_flip", player=flipper, data={"won": won}))
