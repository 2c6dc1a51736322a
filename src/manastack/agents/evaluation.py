"""How good a position is for one player: the evaluation at the end of the search player's
playouts (``manastack.agents.search``).

``evaluate(game, player)`` is a number in [-1, 1]: 1 when the player (or their team, CR 810)
has won, -1 when they have lost, 0 for a draw (CR 104.4a); otherwise the difference between
their side's material and their opponents', squashed by ``tanh`` so that no single playout's
landslide outweighs the others. A side's material (``side_value``):

* life (CR 119): each point up to 20 counts fully, above that half; poison counters count
  against it (ten lose the game, CR 104.3d); a player at 5 life or less is in danger, which
  costs more;
* each creature: a base for the card, its power and toughness (as the layer pass gives them,
  with damage marked this turn taken off its toughness) and its evasion and combat keywords;
* each other nonland permanent (equipment, auras, enchantments, planeswalkers by loyalty);
* lands up to seven (mana to cast the hand), cards in hand, and an empty library (CR 104.3c).

The evaluation reads the game it is given: in a search, a determinized sample played forward,
so it peeks at nothing the searching player doesn't know.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from manastack.rules.characteristics import compute_all

if TYPE_CHECKING:
    from manastack.game import Game

LIFE_FULL = 20
DANGER_LIFE = 5
LAND_CAP = 7
HAND_CAP = 7
SCALE = 12.0
"""Material points for which a lead of that size scores tanh(1) ≈ 0.76."""

KEYWORD_BONUS = {"Flying": 1.5, "Trample": 0.5, "First strike": 0.8, "Double strike": 2.0,
                 "Deathtouch": 1.5, "Lifelink": 1.0, "Vigilance": 0.5, "Menace": 0.8,
                 "Hexproof": 1.0, "Indestructible": 2.0, "Shroud": 0.5, "Reach": 0.3,
                 "Haste": 0.2}


def _life_value(life: int, poison: int) -> float:
    v = min(life, LIFE_FULL) + max(life - LIFE_FULL, 0) * 0.5
    if life <= DANGER_LIFE:
        v -= (DANGER_LIFE + 1 - life) * 1.5
    return v - poison * 2.0


def side_values(game: Game) -> list[float]:
    """Each player's material (see the module docstring); 0 for a player out of the game."""
    g = game.state
    n = len(g.players)
    out = [0.0] * n
    for p in g.players:
        if not p.in_game:
            continue
        i = p.index
        out[i] += _life_value(p.life, p.poison)
        out[i] += min(len(p.hand), HAND_CAP) * 1.0
        if not p.library:
            out[i] -= 8.0
    allc = compute_all(g)
    lands = [0] * n
    for oid in g.battlefield:
        c = allc.get(oid)
        o = g.objects[oid]
        if c is None or o.phased_out:
            continue
        ctl = c.controller
        if not 0 <= ctl < n:
            continue
        types = c.types
        if "Creature" in types:
            power = c.power or 0
            toughness = (c.toughness or 0) - o.damage
            if toughness <= 0:
                continue
            v = 1.5 + max(power, 0) * 1.2 + toughness * 0.7
            kw = c.keywords
            if kw:
                v += sum(KEYWORD_BONUS.get(k, 0.0) for k in kw) * (0.5 + 0.25 * max(power, 0)
                                                                   if power > 0 else 0.3)
            out[ctl] += v
        elif "Land" in types:
            lands[ctl] += 1
        elif "Planeswalker" in types:
            out[ctl] += 2.0 + o.counters.get("loyalty", 0)
        else:
            out[ctl] += 1.5
    for i in range(n):
        out[i] += min(lands[i], LAND_CAP) * 0.9 + max(lands[i] - LAND_CAP, 0) * 0.1
    return out


def evaluate(game: Game, player: int) -> float:
    """How good ``game`` is for ``player``, in [-1, 1] (see the module docstring)."""
    g = game.state
    team = set(g.teams[player]) if g.teams is not None else {player}
    if g.game_over:
        if not g.winners:
            return 0.0
        return 1.0 if team & set(g.winners) else -1.0
    if not any(g.players[p].in_game for p in team):
        return -1.0
    values = side_values(game)
    mine = sum(values[p] for p in team) / len(team)
    others = [values[p.index] for p in g.players if p.index not in team and p.in_game]
    if not others:
        return 1.0
    theirs = sum(others) / len(others)
    return math.tanh((mine - theirs) / SCALE)


__all__ = ["evaluate", "side_values"]
