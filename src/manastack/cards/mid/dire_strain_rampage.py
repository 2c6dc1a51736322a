"""Dire-Strain Rampage — {1}{R}{G} Sorcery.

"Destroy target artifact, enchantment, or land. If a land was destroyed this way, its
controller may search their library for up to two basic land cards, put them onto the
battlefield tapped, then shuffle. Otherwise, its controller may search their library for a
basic land card, put it onto the battlefield tapped, then shuffle. / Flashback {3}{R}{G}"

A legal target that wasn't destroyed (indestructible) still lets its controller search for
one basic land (MID-RN-094).
"""

from manastack.dsl.prelude import *  # noqa: F403

BASIC_LAND = Filter(types=("Land",), supertypes=("Basic",), label="basic land card")

SEARCHER = ControllerOf(Target(0))

ABILITIES = [
    spell(Tally((Destroy(Target(0)),), "destroyed", cause="destroy"),
          If(at_least(TalliedMatching("destroyed", LAND), 1),
             (Search(BASIC_LAND, to=Zone.BATTLEFIELD, amount=2, tapped=True, who=SEARCHER),),
             (Search(BASIC_LAND, to=Zone.BATTLEFIELD, tapped=True, who=SEARCHER),)),
          targets=[target(Filter(types=("Artifact", "Enchantment", "Land"),
                                 label="artifact, enchantment, or land"))]),
]
