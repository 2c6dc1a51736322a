"""Blackmail: what its card module (``manastack.cards.ons.blackmail``, with the Oracle text and
the rulings) can't say in the vocabulary, as the extension
``blackmail_reveal_three_you_choose_one`` (CR 701.20a, 701.9a).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.choices import ask
from manastack.rules.effects import discard
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.looking import reveal


@extension("blackmail_reveal_three_you_choose_one")
def _start(g: Any, fid: int) -> None:
    """Target player reveals three cards of their choice from their hand (all of them with three
    or fewer, ONS-FAQ-103); you choose one and they discard it (CR 701.20a, 701.9a)."""
    ts = g.frames[fid]["targets"]
    if not ts or not ts[0]:
        return
    push(g, "blackmail_reveal", fid, ts[0][0], ())


@handler("blackmail_reveal")
def _reveal(g: Any, fid: int, p: int, shown: tuple[int, ...]) -> None:
    if not g.players[p].in_game:
        return  # CR 800.4a: they left as they revealed, their hand with them: nothing to choose
    hand = [c for c in g.players[p].hand if c not in shown]
    if len(shown) >= 3 or not hand:
        for c in shown:
            reveal(g, c, p)  # known to all while in the hand (rules.known_cards)
        if shown:
            push(g, "blackmail_pick", fid, p)
            ask(g, g.frames[fid]["controller"], "choose_cards", shown, fid, "blackmail_card",
                prompt="Choose the card that player discards")
        return
    if len(shown) + len(hand) <= 3:
        push(g, "blackmail_reveal", fid, p, shown + tuple(hand))
        return
    push(g, "blackmail_revealed", fid, p, shown)
    ask(g, p, "choose_cards", tuple(hand), fid, "blackmail_show",
        prompt=f"Choose a card to reveal ({3 - len(shown)} left)")


@handler("blackmail_revealed")
def _revealed(g: Any, fid: int, p: int, shown: tuple[int, ...]) -> None:
    push(g, "blackmail_reveal", fid, p, shown + (g.frames[fid].pop("blackmail_show"),))


@handler("blackmail_pick")
def _pick(g: Any, fid: int, p: int) -> None:
    card = g.frames[fid].pop("blackmail_card")
    if card is not None:  # (None: that player left the game with the cards, CR 800.4a)
        discard(g, p, card)

