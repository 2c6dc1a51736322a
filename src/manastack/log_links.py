"""Which cards in hidden zones a player's log links by id (``manastack.views.log_view``).

A log entry names a card as the player could know it when the event happened, and that never
changes. The ids an entry gives (``object``, ``from_object``, ``source_object``,
``target_object``) link the objects of the entries across zones (CR 400.7). A card in a hand or
a library keeps its id while it stays there, but what a player knows of it may end while it
stays — a shuffle (CR 701.24a), a card leaving the hand unseen (CR 402.3), a top card revealed
by a rule that is no longer the top card (CR 401.5), cards put back in an order not shown
(CR 401.4) — and come back (revealed again): the entries link such a card only while the
player may know which card it is (``view_facts.can_see``). A card that left a hidden zone with
the player not knowing which card went (the entry of that move doesn't link it) is linked by
none of their entries any more: links kept to it would tell which card went.

The entries shown are kept between views (``KeptLog``) and an entry is replaced by a new one
only when what it links changes, so that who sent a player their log can tell the entries that
changed by identity (``manastack.server.rooms``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.state.zones import Zone
from manastack.view_facts import can_see

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.state.game_state import GameState

LINKS = ("object", "from_object", "source_object", "target_object")
"""The keys of a log entry that give an object's id."""

_HIDDEN = (Zone.HAND, Zone.LIBRARY)


class KeptLog:
    """One player's log as made from the events (``made``, entries never changed but to
    unlink a card that left a hidden zone unseen) and as shown now (``shown``)."""

    __slots__ = ("state", "made", "shown", "mentions", "unlinked")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.made: list[dict[str, Any]] = []
        self.shown: list[dict[str, Any]] = []
        self.mentions: dict[int, list[int]] = {}  # an id: the entries linking it
        self.unlinked: set[int] = set()  # the ids of hidden cards not linked now

    def add(self, ev: Any, seen: Any, entry: dict[str, Any]) -> None:
        """Keep ``entry``, made from the event ``ev`` and its record ``seen``."""
        i = len(self.made)
        self.made.append(entry)
        self.shown.append(entry)
        for key in LINKS:
            oid = entry.get(key)
            if isinstance(oid, int) and not isinstance(oid, bool):
                self.mentions.setdefault(oid, []).append(i)
        went = _left_unseen(ev, seen, entry)
        if went is not None and went in self.mentions:
            self.unlinked.discard(went)
            for j in self.mentions.pop(went):
                self.made[j] = self.shown[j] = _without(self.made[j], {went})

    def refresh(self, game: Game, player: int) -> None:
        """Link the hidden cards ``player`` may know now, and only those."""
        g = game.state
        mentions = self.mentions
        now = {oid for p in g.players for zone in (p.hand, p.library) for oid in zone
               if oid in mentions and not can_see(game, player, oid)}
        changed = now ^ self.unlinked
        self.unlinked = now
        for j in sorted({j for oid in changed for j in mentions[oid]}):
            self.shown[j] = _without(self.made[j], now)


def _left_unseen(ev: Any, seen: Any, entry: dict[str, Any]) -> int | None:
    """The id of the card that left a hand or a library by ``ev`` without the player seeing
    which card it was (``entry``, their view of it, doesn't link it), if any."""
    if ev.kind in ("zone_change", "draw") and ev.from_zone in _HIDDEN:
        return ev.obj if entry.get("from_object") is None else None
    if ev.kind == "cast" and seen.link is not None and entry.get("from_object") is None:
        return int(seen.link)
    return None


def _without(entry: dict[str, Any], ids: set[int]) -> dict[str, Any]:
    """``entry`` linking none of ``ids``."""
    if not any(entry.get(key) in ids for key in LINKS):
        return entry
    return {k: (None if k in LINKS and v in ids else v) for k, v in entry.items()}
