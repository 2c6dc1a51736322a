"""Clone — {3}{U} Creature — Shapeshifter 0/0.

Oracle: "You may have Clone enter the battlefield as a copy of any creature on the
battlefield."

It copies the copiable values only (CR 707.2): what is printed, or what the creature copies,
or a face-down creature's 2/2 nameless characteristics (ONS-FAQ-109, 112, 114); not its
counters, tapped state, Auras or other effects (ONS-FAQ-110). Abilities that trigger on
entering do trigger (ONS-FAQ-111). Copying nothing leaves a 0/0 (ONS-FAQ-113).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseObjects(CREATURE, "clone_of", min=0, max=1,
                            prompt="Choose a creature to copy (or none)"),
              EnterAsCopyOf("clone_of")),
]
