"""Teferi, Who Slows the Sunset — {2}{W}{U} Legendary Planeswalker — Teferi, loyalty 4.

"[+1]: Choose up to one target artifact, up to one target creature, and up to one target land.
Untap the chosen permanents you control. Tap the chosen permanents you don't control. You gain
2 life. / [−2]: Look at the top three cards of your library. Put one of them into your hand and
the rest on the bottom of your library in any order. / [−7]: You get an emblem with "Untap all
permanents you control during each opponent's untap step" and "You draw a card during each
opponent's draw step.""

With some targets illegal, the rest are still tapped or untapped and you gain 2 life
(MID-RN-188, CR 608.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(loyalty=1), UntapYoursTapTheRest(AllTargets()),
              GainLife(2),
              targets=[target(ARTIFACT, min=0, label="up to one target artifact"),
                       target(CREATURE, min=0, label="up to one target creature"),
                       target(LAND, min=0, label="up to one target land")]),
    activated(Cost(loyalty=-2), LookAtTop(3, take=1, take_optional=False)),
    activated(Cost(loyalty=-7), get_emblem("Teferi, Who Slows the Sunset Emblem")),
]
