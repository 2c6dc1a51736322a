"""Following a payment through public actions: every answer the engine offers while a cost
is paid (CR 601.2g-h, 605.3a), or the mana abilities it offers taken one after another."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, PayAutomatically
from manastack.game import Game
from manastack.testing import Driver


def completions(g: Game, *, on_stack: bool = False) -> int:
    """Follow every answer offered (but paying automatically) until priority returns: none is
    refused (``apply`` raises then) and none leads to a decision with no answer. With
    ``on_stack``, each way ends with the spell or ability paid for on the stack. Returns how
    many ways end. ``g`` itself is left as it is: each answer is tried on a copy."""
    dec = g.decision
    assert dec is not None
    if dec.kind == "priority":
        if on_stack:
            assert g.state.stack
        return 1
    acts = [a for a in g.legal_actions() if not isinstance(a, PayAutomatically)]
    assert acts, "a dead end"
    done = 0
    for a in acts:
        nxt = g.clone()
        nxt.apply(0, a)
        done += completions(nxt, on_stack=on_stack)
    return done


def pay_with_offered_mana_abilities(d: Driver) -> None:
    """While player 0 is asked for mana, activate the first mana ability offered."""
    while d.decision.kind == "pay_mana":
        d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)))
