"""Adeline, Resplendent Cathar: what its card module
(``manastack.cards.mid.adeline_resplendent_cathar``, with the Oracle text and the rulings)
can't say in the vocabulary, as the extension ``adeline_humans_attacking_each_opponent`` (CR
508.4, 111.1).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push


def _attack_options(g: Any, opponent: int) -> tuple[int, ...]:
    walkers = tuple(o for o in g.battlefield if not g.objects[o].phased_out
                    and "Planeswalker" in chars(g, o).types
                    and chars(g, o).controller == opponent)
    return (opponent,) + walkers


@extension("adeline_humans_attacking_each_opponent")
def _humans(g: Any, fid: int, token: Any) -> None:
    """For each opponent, create a 1/1 white Human token that's tapped and attacking that player or
    a planeswalker they control, the controller choosing which (CR 508.4, 111.1). ``token`` is
    the token as the ability reads: an Elf once a text change made it read Elf (CR 612.2a)."""
    frame = g.frames[fid]
    frame["_adeline_token"] = token
    opps = tuple(g.opponents(frame["controller"]))
    push(g, "adeline_next", opps, fid)


@handler("adeline_next")
def _next(g: Any, opps: tuple[int, ...], fid: int) -> None:
    if not opps:
        return
    frame = g.frames[fid]
    opts = _attack_options(g, opps[0])
    if len(opts) == 1:
        push(g, "adeline_next", opps[1:], fid)
        _create(g, frame, opts[0])
        return
    push(g, "adeline_chosen", opps, fid)
    ask(g, frame["controller"], "choose_option", opts, fid, "_adeline_attack",
        prompt="Choose what the Human token attacks")


@handler("adeline_chosen")
def _chosen(g: Any, opps: tuple[int, ...], fid: int) -> None:
    frame = g.frames[fid]
    push(g, "adeline_next", opps[1:], fid)
    _create(g, frame, frame.pop("_adeline_attack"))


def _create(g: Any, frame: dict[str, Any], attacking: int) -> None:
    token = frame["_adeline_token"]
    kind = {"token": token} if isinstance(token, str) else {"token": token.name,
                                                            "key": token.key}
    submit(g, Event("create_token", player=frame["controller"], amount=1,
                    data={**kind, "tapped": True, "attack_target": attacking}))


