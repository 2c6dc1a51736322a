"""Serpentine Basilisk — {2}{G}{G} Creature — Basilisk 2/3.

Oracle: "Whenever Serpentine Basilisk deals combat damage to a creature, destroy that creature
at end of combat. / Morph {1}{G}{G}"

"At end of combat": a delayed triggered ability (CR 603.7) at the beginning of the end of
combat step (CR 511.2), about the creature dealt damage.
"""

from manastack.dsl.prelude import *  # noqa: F403

_DESTROY_AT_END_OF_COMBAT = triggered(at_beginning_of(Step.END_OF_COMBAT, "each"),
                                      Destroy(Self()),
                                      text="destroy that creature at end of combat")

ABILITIES = [
    triggered(Trigger("damage", test=AllOf((BY_THIS_OBJECT, EventData("combat", True),
                                 EventObjectWas(CREATURE))),
                      label="deals combat damage to a creature"),
              DelayedTrigger(_DESTROY_AT_END_OF_COMBAT, about=Triggerer(), this_turn=True)),
]
