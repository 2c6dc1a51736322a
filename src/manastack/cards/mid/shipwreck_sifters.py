"""Shipwreck Sifters — {1}{U} Creature — Spirit 1/2.

"When Shipwreck Sifters enters the battlefield, draw a card, then discard a card. / Whenever
you discard a Spirit card or a card with disturb, put a +1/+1 counter on Shipwreck Sifters."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _spirit_or_disturb_discarded(g: Any, source: int, ev: Any) -> bool:
    from manastack.rules.characteristics import chars
    if ev.data.get("cause") != "discard":
        return False
    card = ev.new_obj
    if card is None or card not in g.objects:
        return False
    c = chars(g, card)
    return "Spirit" in c.subtypes or c.has("Disturb")


ABILITIES = [
    triggered(enters(), Draw(1), Discard(1)),
    triggered(Trigger("zone_change", player="you", from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                      test=_spirit_or_disturb_discarded,
                      label="you discard a Spirit card or a card with disturb"),
              PutCounters(Self())),
]
