"""Cryptic Gateway — {5} Artifact.

Oracle: "Tap two untapped creatures you control: You may put a creature card from your hand
that shares a creature type with each creature tapped this way onto the battlefield."

The creatures tapped needn't share a type with each other; the types are compared as the
ability resolves (ONS FAQ), a tapped creature gone from the battlefield by then as it last
existed (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=CREATURE.but(controller="you",
                                             label="untapped creature you control"),
                   tap_count=2),
              Extension("cryptic_gateway_put_creature_sharing_a_type")),
]

