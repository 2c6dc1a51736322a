"""Dream Chisel — {2} Artifact.

Oracle: "Face-down creature spells you cast cost {1} less to cast."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("cost_reduction", "self",
         Filter(types=("Creature",), controller="you", custom=FACE_DOWN_SPELL,
                label="face-down creature spell you cast"), 1),
]
