"""Graveyard Trespasser // Graveyard Glutton: the Python behind the ``Extension(...)`` names its
card module (``manastack.cards.mid.graveyard_trespasser``) uses (the extension point,
docs/cards.md).

Oracle: Front: "Ward—Discard a card. / Whenever Graveyard Trespasser enters the battlefield or
attacks, exile up to one target card from a graveyard. If a creature card was exiled this way,
each opponent loses 1 life and you gain 1 life. / Daybound"
Back: "Ward—Discard a card. / Whenever Graveyard Glutton enters the battlefield or attacks,
exile up to two target cards from graveyards. For each creature card exiled this way, each
opponent loses 1 life and you gain 1 life. / Nightbound"
"""

from __future__ import annotations

from typing import Any

from manastack.rules.characteristics import chars
from manastack.rules.events import Event, submit_all
from manastack.rules.extensions.registry import extension
from manastack.state.zones import Zone


@extension("graveyard_trespasser_exile_counting_creatures")
def _exile_targets(g: Any, fid: int) -> None:
    """Exile the targeted cards still in graveyards (CR 608.2b); remember how many were creature
    cards, for "if a creature card was exiled this way"."""
    frame = g.frames[fid]
    cards = [t for slot in frame.get("targets", ()) for t in slot
             if t in g.objects and g.objects[t].zone is Zone.GRAVEYARD]
    frame["creatures_exiled"] = sum(1 for t in cards if chars(g, t).is_creature)
    submit_all(g, [Event("zone_change", obj=t, from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE)
                   for t in cards])
