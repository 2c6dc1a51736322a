"""Shipwreck Sifters — {1}{U} Creature — Spirit 1/2.

"When Shipwreck Sifters enters the battlefield, draw a card, then discard a card. / Whenever
you discard a Spirit card or a card with disturb, put a +1/+1 counter on Shipwreck Sifters."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Draw(1), Discard(1)),
    triggered(Trigger("zone_change", player="you", from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                      test=AllOf((EventData("cause", "discard"),
                                 MovedCardIs(Filter(custom=MatchesAny((
                                     Filter(subtypes=("Spirit",), zone=Zone.GRAVEYARD),
                                     Filter(keywords=("Disturb",), zone=Zone.GRAVEYARD))))))),
                      label="you discard a Spirit card or a card with disturb"),
              PutCounters(Self())),
]
