"""Shared checks for the official rulings published with every Midnight Hunt daybound
werewolf (CR 702.145, 730), each run for a given card:

* "Before a player untaps their permanents during the untap step, the game checks to see if the
  day/night designation should change." (CR 502.2)
* "If it is day, and the active player of the previous turn cast no spells during their turn,
  it becomes night." / "If it is night, and the active player of the previous turn cast two or
  more spells during their turn, it becomes day." (CR 730.2a, 730.2b)
* "Double-faced permanents with daybound transform to their nightbound faces as it becomes
  night. ... This happens immediately and is not a state-based action. It happens any time it
  becomes day or night, not just during the untap step." (CR 702.145c, 702.145f)
* "If you cast a spell with daybound during night, that spell will be front face up ... on the
  stack. However, it will enter the battlefield with its back face up ... It won't enter with
  its daybound face up and then transform." (CR 702.145g, 712.14)
* "If it is night, permanents with daybound that enter the battlefield without being cast will
  enter with their nightbound faces up." (CR 702.145g)
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver

_BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def faces(card: str) -> tuple[str, str]:
    """The names of the card's front and back faces."""
    c = database().get(card)
    assert c.back is not None
    return c.front.name, c.back.name


def lands_paying(card: str) -> list[str]:
    """Basic lands that pay the card's mana cost (generic mana with Mountains)."""
    cost = database().get(card).front.mana_cost or ""
    lands: list[str] = []
    for sym in cost.replace("}", "").split("{")[1:]:
        lands += [_BASIC[sym]] if sym in _BASIC else ["Mountain"] * int(sym)
    return lands


@dataclass
class UntapCheck:
    """What the log says happened at the start of the next turn."""

    designation: str | None
    name: str
    day_night_before_untap: bool
    transform_before_untap: bool
    untapped: bool


def next_turn_untap(card: str, start: str, spells: int) -> UntapCheck:
    """``card`` (tapped, player 0's, face matching ``start``) sees player 1's turn 3 with
    ``spells`` Shocks cast by player 1; returns what happened as player 0's turn 4 began."""
    s = Scenario(seed=1)
    s.day_night(start)
    s.battlefield(0, card, tapped=True, transformed=start == "night")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    oid = d.find(card)
    for _ in range(spells):
        d.cast(1, "Shock", targets=[0])
        d.resolve()
    mark = len(d.state.log)
    d.pass_until("upkeep", turn=4)
    log = d.state.log[mark:]
    kinds = [(i, e.kind, e.obj) for i, e in enumerate(log)]
    untap = next((i for i, k, o in kinds if k == "untap" and o == oid), len(log))
    dn = next((i for i, k, _ in kinds if k == "day_night"), len(log))
    tr = next((i for i, k, o in kinds if k == "transform" and o == oid), len(log))
    return UntapCheck(d.state.day_night, d.chars(oid).name, dn < untap, tr < untap,
                      not d.state.objects[oid].tapped)


def becomes_night_mid_turn(card: str) -> tuple[str, str, list[str]]:
    """With ``card`` on player 0's battlefield by day, player 0 casts Unnatural Moonrise ("It
    becomes night.") in their main phase. Returns the card's name before and after, and the
    kinds of events from the designation change to the transformation."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, card, "Mountain", "Forest")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    oid = d.find(card)
    before = d.chars(oid).name
    d.cast(0, "Unnatural Moonrise", targets=[oid])
    d.resolve_all()  # with any trigger of the card on the spell
    kinds = [e.kind for e in d.state.log]
    start = max(i for i, k in enumerate(kinds) if k == "day_night")
    stop = next(i for i in range(start, len(kinds)) if kinds[i] == "transform")
    return before, d.chars(oid).name, kinds[start:stop + 1]


@dataclass
class CastAtNight:
    name_on_stack: str
    name_on_battlefield: str
    transformed_events: int
    driver: Driver


def cast_at_night(card: str) -> CastAtNight:
    """Player 0 casts ``card`` from their hand at night; the spell resolves."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *lands_paying(card))
    s.hand(0, card)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, card)
    on_stack = d.chars(d.state.stack[-1]).name
    mark = len(d.state.log)
    d.resolve()
    oid = d.find(card, zone="battlefield")
    transforms = [e for e in d.state.log[mark:] if e.kind == "transform"]
    return CastAtNight(on_stack, d.chars(oid).name, len(transforms), d)


def returned_at_night(card: str) -> tuple[str, int, Driver]:
    """At night, player 0's Doomed Necromancer returns ``card`` from their graveyard to the
    battlefield (not cast). Returns the permanent's name, the transform events meanwhile, and
    the driver."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Doomed Necromancer", "Swamp")
    s.graveyard(0, card)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Doomed Necromancer", targets=[d.find(card, zone="graveyard")])
    mark = len(d.state.log)
    d.resolve()
    oid = d.find(card, zone="battlefield")
    transforms = [e for e in d.state.log[mark:] if e.kind == "transform"]
    return d.chars(oid).name, len(transforms), d
