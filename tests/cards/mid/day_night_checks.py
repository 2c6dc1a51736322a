"""Shared checks for the day/night rulings published with many Midnight Hunt cards.

* "Day and night are designations that the game itself can have. The game starts as neither.
  Once the game becomes day (or less commonly, night), the game will be exactly one of them—day
  or night—going back and forth for the rest of the game." (CR 730.1, 730.2)
* "If a triggered ability triggers whenever day becomes night or night becomes day, it only
  triggers if it was already either day/night and becomes the other. It does not trigger when
  the game becomes day or night for the first time." (CR 730.1)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.decisions.actions import Choose, FinishDeclaration, PassPriority
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .daybound_rulings import lands_paying


def _lands_for(card: str) -> list[str]:
    """Basic lands paying the card's mana cost, at least two of them Mountains (for two
    Shocks on a later turn)."""
    lands = lands_paying(card)
    return lands + ["Mountain"] * max(0, 2 - lands.count("Mountain"))


def _answer(d: Driver) -> None:
    """Answer a decision other than priority the way a player doing nothing special would:
    the first target, no optional discards, no optional payments."""
    kind = d.decision.kind
    if kind in ("declare_attackers", "declare_blockers"):
        d.act(d.decision.player, FinishDeclaration())
    elif kind == "may":
        d.choose(False)
    elif kind == "choose_cards" and Choose(None) in d.game.legal_actions():
        d.choose(None)
    else:
        d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])


def _advance(d: Driver, step: str, turn: int) -> None:
    """Pass priority (answering any trigger's decision) until ``step`` of ``turn`` with an
    empty stack."""
    target = Step[step.upper()]
    for _ in range(500):
        g = d.state
        if g.step is target and g.turn == turn and d.decision.kind == "priority" \
                and not g.stack:
            return
        if d.decision.kind == "priority":
            d.act(d.decision.player, PassPriority())
        else:
            _answer(d)
    raise AssertionError(f"did not reach {step} of turn {turn}")


@dataclass
class DayNightHistory:
    """The designation (and the card's name) after each step of the check."""

    driver: Driver
    designations: list[str | None] = field(default_factory=list)
    names: list[str] = field(default_factory=list)


def designation_history(card: str) -> DayNightHistory:
    """The game starts neither day nor night; ``card`` is cast and enters (which makes it day);
    player 0 cast a spell on turn 3, so it stays day; player 1 casts nothing on turn 4, so it
    becomes night; player 0 casts two spells on turn 5, so it becomes day again."""
    s = Scenario(seed=1)
    s.battlefield(0, *_lands_for(card))
    s.hand(0, card, "Shock", "Shock")
    s.library(0, *["Mountain"] * 6)
    s.library(1, *["Mountain"] * 6)
    d = Driver(s.build())
    h = DayNightHistory(d)

    def note(oid: int | None) -> None:
        h.designations.append(d.state.day_night)
        if oid is not None:
            h.names.append(d.chars(oid).name)

    note(None)
    d.cast(0, card)
    d.resolve()
    while d.decision.kind != "priority":
        _answer(d)
    oid = d.find(card, zone="battlefield")
    note(oid)
    _advance(d, "precombat_main", 4)
    note(oid)
    _advance(d, "precombat_main", 5)
    note(oid)
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    _advance(d, "precombat_main", 6)
    note(oid)
    return h


def becomes_day_for_the_first_time(*battlefield: str, graveyard: tuple[str, ...] = (),
                                   hand: tuple[str, ...] = ()) -> Driver:
    """With ``battlefield``, ``graveyard`` and ``hand`` cards for player 0 and the game neither
    day nor night, player 0 casts Bird Admirer, whose daybound makes it day as it enters (702.145d).
    Returns the driver right after that spell resolved."""
    s = Scenario(seed=1)
    s.battlefield(0, *battlefield, "Forest", "Forest", "Forest")
    if graveyard:
        s.graveyard(0, *graveyard)
    s.hand(0, "Bird Admirer", *hand)
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Forest"] * 4)
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Bird Admirer")
    d.resolve()
    return d


def pass_until_a_decision(d: Driver, turn: int) -> str:
    """Pass priority until a decision other than priority comes up (declarations answered
    empty) or ``turn`` ends; returns the decision's kind ("priority" if none came)."""
    for _ in range(500):
        if d.state.turn > turn:
            return "priority"
        kind = d.decision.kind
        if kind in ("declare_attackers", "declare_blockers"):
            d.act(d.decision.player, FinishDeclaration())
        elif kind != "priority":
            return kind
        else:
            d.act(d.decision.player, PassPriority())
    raise AssertionError("no decision came up")


def becomes_night_with(card: str, start: str | None) -> Driver:
    """``card`` is on player 0's battlefield with the game ``start`` ("day", or None for
    neither); player 0 casts Unnatural Moonrise ("It becomes night.") targeting it and the spell
    resolves. Returns the driver then: a day/night trigger would be on the stack."""
    s = Scenario(seed=1)
    if start is not None:
        s.day_night(start)
    s.battlefield(0, card, "Mountain", "Forest")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, *["Swamp"] * 6)
    s.library(1, *["Swamp"] * 6)
    d = Driver(s.build())
    d.cast(0, "Unnatural Moonrise", targets=[d.find(card)])
    d.resolve()
    assert d.state.day_night == "night"
    return d


def designation_changes(d: Driver) -> list[tuple[str | None, str]]:
    """Every change of the game's day/night designation so far, as (before, after)."""
    return [(e.data.get("from"), e.data["value"]) for e in d.state.log if e.kind == "day_night"]
