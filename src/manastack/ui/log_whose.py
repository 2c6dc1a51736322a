"""Whose object a log entry names, when its name alone doesn't tell: a source or a permanent
dealt damage whose name another object the player can see has too (two Glory Seekers, a Shock
of each player) is named with its controller as the entry happened (CR 110.2), "Glory Seeker
(Player 2's)", 「プレイヤー2のグローリー・シーカー」."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.rules.information import true_name
from manastack.state.zones import Zone
from manastack.ui.messages import msg

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.ui.describe import Describer


class NamesSeen:
    """The objects face up in a public zone (CR 400.2) of a game, by English name, and the
    object each one that changed zones became (CR 400.7), worked out again only once the
    game's state or log has changed."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._key: tuple[int, int, int] | None = None
        self._ids: dict[str, list[int]] = {}
        self._became: dict[int, int] = {}

    def _refresh(self) -> None:
        g = self.game.state
        key = (id(g), g.version, len(g.log))
        if self._key == key:
            return
        self._ids, self._became = {}, {}
        for oid, o in g.objects.items():
            if o.face_down or o.zone is Zone.HAND or o.zone is Zone.LIBRARY:
                continue
            n = true_name(g, oid)
            if n:
                self._ids.setdefault(n, []).append(oid)
        for ev in g.log:
            if ev.kind == "zone_change" and ev.obj is not None and ev.new_obj is not None:
                self._became[ev.obj] = ev.new_obj
        self._key = key

    def shared(self, name: str, oid: int | None) -> bool:
        """Whether an object seen is named ``name`` other than ``oid`` and what it became
        (a card the spell ``oid`` became in a graveyard is the same card); ``oid`` unknown:
        whether two objects seen are."""
        self._refresh()
        same = self._ids.get(name, [])
        if oid is None:
            return len(same) > 1
        itself = {oid}
        while oid in self._became and self._became[oid] not in itself:
            oid = self._became[oid]
            itself.add(oid)
        return any(other not in itself for other in same)


def whose(desc: Describer, label: str, name: str | None, oid: Any, controller: Any) -> str:
    """``label``, the words naming the object ``name`` (id ``oid`` when the entry gives it) in a
    log entry, with whose it was (``controller``, as the entry happened) when another object
    ``desc``'s player can see now has that name; otherwise ``label`` as it is."""
    if name is None or not isinstance(controller, int) or \
            not desc.names_seen.shared(name, oid if isinstance(oid, int) else None):
        return label
    if controller == desc.player:
        return msg("log_whose_you", desc.lang, card=label)
    return msg("log_whose", desc.lang, card=label, player=desc.player_name(controller))
