"""Trade Secrets: what its card module (``manastack.cards.ons.trade_secrets``, with the Oracle
text and the rulings) can't say in the vocabulary, as the extension
``trade_secrets_draw_and_repeat`` (CR 121.1).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.choices import ask
from manastack.rules.events import Event, submit_all
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push


@extension("trade_secrets_draw_and_repeat")
def _start(g: Any, fid: int) -> None:
    """Target opponent draws two cards, then you draw up to four; that opponent may repeat the
    process (CR 121.1, ONS-FAQ-096, ONS-FAQ-097)."""
    ts = g.frames[fid]["targets"]
    if ts and ts[0]:
        push(g, "trade_secrets_round", fid, ts[0][0])


@handler("trade_secrets_round")
def _round(g: Any, fid: int, opp: int) -> None:
    push(g, "trade_secrets_you", fid, opp)
    submit_all(g, [Event("draw", player=opp), Event("draw", player=opp)])


@handler("trade_secrets_you")
def _you(g: Any, fid: int, opp: int) -> None:
    you = g.frames[fid]["controller"]
    push(g, "trade_secrets_drew", fid, opp)
    ask(g, you, "choose_number", tuple(range(5)), fid, "trade_n",
        prompt="Draw up to four cards: how many?")


@handler("trade_secrets_drew")
def _drew(g: Any, fid: int, opp: int) -> None:
    frame = g.frames[fid]
    n = int(frame.pop("trade_n"))
    push(g, "trade_secrets_again", fid, opp)
    submit_all(g, [Event("draw", player=frame["controller"]) for _ in range(n)])


@handler("trade_secrets_again")
def _again(g: Any, fid: int, opp: int) -> None:
    if not g.players[opp].in_game or g.game_over:
        return
    push(g, "trade_secrets_answer", fid, opp)
    ask(g, opp, "may", (True, False), fid, "trade_again", prompt="Repeat the process?")


@handler("trade_secrets_answer")
def _answer(g: Any, fid: int, opp: int) -> None:
    if g.frames[fid].pop("trade_again"):
        push(g, "trade_secrets_round", fid, opp)

