"""Whose object a log entry names, when its name alone doesn't tell: a source or a permanent
dealt damage whose name another object the player can see has too, that object another
player's (a Glory Seeker of each player, a Shock of each player), is named with its controller
as the entry happened (CR 110.2), "Glory Seeker (Player 2's)", 「プレイヤー2のグローリー・シーカー」.
Objects of one name that are all one player's (two Zombie tokens of one player) are named
alone: saying whose would tell them apart from nothing. An object is the player's who
controls it, a permanent or a spell (CR 110.2, 112.2); a card in another zone has no
controller, so its owner's (CR 108.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.rules.characteristics import chars
from manastack.rules.information import true_name
from manastack.state.zones import Zone
from manastack.ui.messages import msg

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.ui.describe import Describer


class NamesSeen:
    """The objects face up in a public zone (CR 400.2) of a game, by English name, each with
    whose it is (its controller, CR 108.4a), and the object each one that changed zones
    became (CR 400.7), worked out again only once the game's state or log has changed."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._key: tuple[int, int, int] | None = None
        self._ids: dict[str, list[tuple[int, int]]] = {}
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
                whose = chars(g, oid).controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) \
                    else o.owner
                self._ids.setdefault(n, []).append((oid, whose))
        for ev in g.log:
            if ev.kind == "zone_change" and ev.obj is not None and ev.new_obj is not None:
                self._became[ev.obj] = ev.new_obj
        self._key = key

    def shared(self, name: str, oid: int | None, player: int) -> bool:
        """Whether an object seen named ``name``, other than ``oid`` and what it became (a
        card the spell ``oid`` became in a graveyard is the same card), is another player's
        than ``player``'s (whose ``oid`` was); ``oid`` unknown: whether any object seen named
        ``name`` is."""
        self._refresh()
        itself: set[int] = set()
        while oid is not None and oid not in itself:
            itself.add(oid)
            oid = self._became.get(oid)
        return any(other not in itself and whose != player
                   for other, whose in self._ids.get(name, []))


def whose(desc: Describer, label: str, name: str | None, oid: Any, controller: Any) -> str:
    """``label``, the words naming the object ``name`` (id ``oid`` when the entry gives it) in a
    log entry, with whose it was (``controller``, as the entry happened) when another object
    ``desc``'s player can see now has that name and is another player's; otherwise ``label``
    as it is."""
    if name is None or not isinstance(controller, int) or not desc.names_seen.shared(
            name, oid if isinstance(oid, int) else None, controller):
        return label
    if controller == desc.player:
        return msg("log_whose_you", desc.lang, card=label)
    return msg("log_whose", desc.lang, card=label, player=desc.player_name(controller))
