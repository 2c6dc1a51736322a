"""Helpers shared by the modules of shared ruling checks (day_night_checks, disturb_checks):
a card's face names, the basic lands paying a cost, and the minimal answer to a decision."""

from __future__ import annotations

from manastack.cards.database import database
from manastack.decisions.actions import Choose, FinishDeclaration
from manastack.testing import Driver

BASIC_LANDS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def faces(card: str) -> tuple[str, str]:
    """The names of the card's front and back faces."""
    c = database().get(card)
    assert c.back is not None
    return c.front.name, c.back.name


def basic_lands(cost: str, generic: str) -> list[str]:
    """Basic lands paying exactly ``cost`` (such as "{3}{U}{U}"), its generic mana with
    ``generic`` lands."""
    lands: list[str] = []
    for sym in cost.replace("}", "").split("{")[1:]:
        lands += [BASIC_LANDS[sym]] if sym in BASIC_LANDS else [generic] * int(sym)
    return lands


def answer_minimally(d: Driver) -> None:
    """Answer a decision other than priority the way a player doing nothing special would:
    empty declarations, "no" to "you may", no optional choice, else the first choice offered
    (the first target)."""
    kind = d.decision.kind
    if kind in ("declare_attackers", "declare_blockers"):
        d.act(d.decision.player, FinishDeclaration())
    elif kind == "may":
        d.choose(False)
    elif Choose(None) in d.game.legal_actions():
        d.choose(None)
    else:
        d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])
