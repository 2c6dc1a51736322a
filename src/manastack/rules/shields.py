"""Replacement effects created by resolving spells and abilities for a while (CR 614.1a, 611.2a,
700.4: "dies" is put into a graveyard from the battlefield): the meaning of
:mod:`manastack.dsl.shields`.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.shields import ExileIfItWouldDieThisTurn
from manastack.rules.events import Event
from manastack.rules.one_shot import effect, objs, on_battlefield
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def would_die(g: GameState, sh: Shield, ev: Event) -> bool:
    """The shield's object would be put into a graveyard from the battlefield."""
    return bool(ev.obj == sh.data[0] and ev.from_zone is Zone.BATTLEFIELD
                and ev.to_zone is Zone.GRAVEYARD)


def exile_instead(g: GameState, sh: Shield, ev: Event) -> Event:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "position": "top"})


@effect(ExileIfItWouldDieThisTurn)
def _exile_if_it_would_die(g: GameState, e: ExileIfItWouldDieThisTurn, fid: int,
                           frame: dict[str, Any]) -> None:
    for t in on_battlefield(g, objs(g, e.what, frame)):
        add_shield(g, Shield(new_shield_id(g), "zone_change", would_die, exile_instead,
                             frame["controller"], frame.get("source"), (t,), uses=1,
                             until="eot", label="exile it instead"))
