"""Shared checks for the disturb rulings published with every Midnight Hunt card with disturb
(CR 702.146, 712.8). Each check puts the card in player 0's graveyard with exactly the basic
lands its disturb cost needs, casts it with disturb and returns what the ruling is about; the
card's test module quotes the ruling and asserts on it.

A card whose back face has an "enters" trigger gets it answered the way a player doing nothing
special would (no targets, "no" to "you may").
"""

from __future__ import annotations

from manastack.cards.database import database
from manastack.decisions.actions import CastSpell, Choose
from manastack.rules.characteristics import Chars
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import DOUBLE_MAJOR

_BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def disturb_lands(card: str) -> list[str]:
    """Basic lands paying exactly the card's disturb cost (generic mana by lands of its
    color)."""
    c = database().get(card)
    text = c.front.oracle_text or ""
    cost = text.split("Disturb ", 1)[1].split(" ", 1)[0]
    colored = [s for s in cost.replace("}", "").split("{")[1:] if s in _BASIC]
    lands: list[str] = []
    for sym in cost.replace("}", "").split("{")[1:]:
        lands += [_BASIC[sym]] if sym in _BASIC else [_BASIC[colored[0]]] * int(sym)
    return lands


def back_name(card: str) -> str:
    back = database().get(card).back
    assert back is not None
    return back.name


def game(card: str, *, short: int = 0, extra: tuple[str, ...] = (),
         hand: tuple[str, ...] = (), opp_lands: tuple[str, ...] = (),
         opp_hand: tuple[str, ...] = ()) -> Driver:
    """``card`` in player 0's graveyard, the lands of its disturb cost less ``short`` of them
    (plus ``extra`` lands) on the battlefield."""
    lands = disturb_lands(card)
    s = Scenario(seed=1)
    s.battlefield(0, *lands[:len(lands) - short], *extra)
    s.graveyard(0, card)
    if hand:
        s.hand(0, *hand)
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    if opp_lands:
        s.battlefield(1, *opp_lands)
    if opp_hand:
        s.hand(1, *opp_hand)
    return Driver(s.build())


def settle(d: Driver) -> None:
    """Resolve everything on the stack, answering any other decision minimally."""
    for _ in range(100):
        kind = d.decision.kind
        if kind == "priority":
            if not d.state.stack:
                return
            d.pass_priority()
        elif kind == "may":
            d.choose(False)
        elif Choose(None) in d.game.legal_actions():
            d.choose(None)
        else:
            d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])
    raise AssertionError("the stack did not settle")


def disturb_casts(d: Driver) -> list[CastSpell]:
    return [a for a in d.game.legal_actions() if isinstance(a, CastSpell)
            and a.method == "disturb"]


def castable_only_with_full_cost(card: str) -> tuple[bool, bool]:
    """(castable with disturb with the exact lands, castable one land short)."""
    full = game(card)
    short = game(card, short=1)
    return bool(disturb_casts(full)), bool(disturb_casts(short))


def cast_with_disturb(card: str) -> tuple[Driver, int]:
    """Cast ``card`` with disturb; returns the driver and the spell's id on the stack (every
    land tapped: the disturb cost was paid, not the mana cost)."""
    d = game(card)
    sid = d.cast(0, card, method="disturb")
    assert all(d.state.objects[x].tapped for x in d.state.battlefield)
    return d, sid


def spell_characteristics(card: str) -> Chars:
    d, sid = cast_with_disturb(card)
    return d.chars(sid)


def permanent_characteristics(card: str) -> tuple[Driver, int]:
    """Cast with disturb and resolved: the driver and the permanent's id."""
    d, _ = cast_with_disturb(card)
    settle(d)
    return d, d.find(card, zone="battlefield")


def countered_disturb_spell_zone(card: str) -> tuple[str | None, str | None]:
    """Cast with disturb and countered by Complicate (its controller can't pay {3}): the zones
    the card is then in, as (graveyard or None, exile or None)."""
    d = game(card, opp_lands=("Island", "Island", "Island"), opp_hand=("Complicate",))
    sid = d.cast(0, card, method="disturb")
    d.pass_priority()
    d.cast(1, "Complicate", targets=[sid])
    settle(d)
    gy = d.ids(card, zone="graveyard")
    ex = d.ids(card, zone="exile")
    return ("graveyard" if gy else None), ("exile" if ex else None)


def double_major_copy(card: str) -> tuple[Driver, int, int]:
    """Cast with disturb, copied with Double Major: returns the driver, the token the copy
    became and the original permanent (both resolved)."""
    d = game(card, extra=("Forest", "Island"), hand=(DOUBLE_MAJOR.name,))
    spell = d.cast(0, card, method="disturb")
    d.cast(0, DOUBLE_MAJOR.name, targets=[spell])
    settle(d)
    name = back_name(card)
    on_bf = d.ids(name, zone="battlefield")
    tokens = [o for o in on_bf if d.state.objects[o].is_token]
    cards = [o for o in on_bf if not d.state.objects[o].is_token]
    assert len(tokens) == 1 and len(cards) == 1
    return d, tokens[0], cards[0]
