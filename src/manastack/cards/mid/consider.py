"""Consider — {U} Instant.

"Look at the top card of your library. You may put that card into your graveyard. /
Draw a card."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push


def _look(g: Any, fid: int) -> None:
    p = g.frames[fid]["controller"]
    lib = g.players[p].library
    if not lib:
        return
    g.log.append(Event("look", obj=lib[0], player=p, data={"to": p}))
    push(g, "consider_answer", fid, lib[0])
    ask(g, p, "may", (True, False), fid, "consider_mill",
        prompt="Put the top card of your library into your graveyard?", card=lib[0])


@handler("consider_answer")
def _answer(g: Any, fid: int, card: int) -> None:
    frame = g.frames[fid]
    p = frame["controller"]
    if frame.pop("consider_mill") and card in g.players[p].library:
        submit(g, Event("zone_change", obj=card, from_zone=Zone.LIBRARY,
                        to_zone=Zone.GRAVEYARD, player=p))


ABILITIES = [spell(Custom(_look)), spell(Draw(1))]
