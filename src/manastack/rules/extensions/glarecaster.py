"""Glarecaster: what its card module (``manastack.cards.ons.glarecaster``, with the Oracle text
and the rulings) can't say in the vocabulary, as the extension
``glarecaster_redirect_next_damage`` (CR 614.1a, 614.9).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension
from manastack.rules.redirection import may_receive_redirected_damage
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.state.objects import is_player_id


def _applies(g: Any, sh: Any, ev: Event) -> bool:
    me, you, to, used_at = sh.data
    if used_at is not None and used_at != len(g.log):
        return False  # already used up by an earlier event
    if ev.amount <= 0 or not (ev.obj == me or (ev.obj is None and ev.player == you)):
        return False
    return may_receive_redirected_damage(g, to)  # CR 614.9


def _redirect(g: Any, sh: Any, ev: Event) -> Event:
    me, you, to, used_at = sh.data
    if used_at is None:
        g.shields = [s for s in g.shields if s.sid != sh.sid] + \
            [replace(sh, data=(me, you, to, len(g.log)))]
        g.version += 1
    if is_player_id(to):
        return ev.but(obj=None, player=to)
    return ev.but(obj=to, player=None)


@extension("glarecaster_redirect_next_damage")
def _shield(g: Any, fid: int) -> None:
    """Set up the redirection: the next time damage would be dealt to it and/or you this turn,
    that damage is dealt to any target instead (CR 614.1a, 614.9)."""
    frame = g.frames[fid]
    targets = frame["targets"][0] if frame["targets"] else ()
    if not targets:
        return
    add_shield(g, Shield(new_shield_id(g), "damage", _applies, _redirect, frame["controller"],
                         frame.get("source"), (frame.get("source"), frame["controller"],
                                               targets[0], None),
                         uses=None, until="eot"))

