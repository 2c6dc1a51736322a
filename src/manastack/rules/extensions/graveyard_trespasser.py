"""Graveyard Trespasser // Graveyard Glutton: what its card module
(``manastack.cards.mid.graveyard_trespasser``, with the Oracle text and the rulings) can't say
in the vocabulary, as the extension ``graveyard_trespasser_exile_counting_creatures`` (CR
608.2b).
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
