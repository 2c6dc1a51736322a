"""Revenge of the Drowned — {3}{U} Instant.

"Target creature's owner puts it on the top or bottom of their library. You create a 2/2
black Zombie creature token with decayed."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseOption(("top", "bottom"), "library_position", chooser=OwnerOf(Target(0)),
                       prompt="Put the creature on the top or bottom of your library?"),
          If(VarIs("library_position", "top"), (MoveTo(Target(0), Zone.LIBRARY, position="top"),),
             (MoveTo(Target(0), Zone.LIBRARY, position="bottom"),)),
          CreateToken("Zombie"),
          targets=[TARGET_CREATURE]),
]
