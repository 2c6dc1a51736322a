"""Dream Chisel — {2} Artifact.

Oracle: "Face-down creature spells you cast cost {1} less to cast."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.costs import spell_method


def _face_down(g: Any, oid: int, you: int, source: Any) -> bool:
    """A face-down spell (CR 708.2), or a card being cast face down."""
    return bool(g.objects[oid].face_down or spell_method(g, oid) == "face_down")


ABILITIES = [
    rule("cost_reduction", "self",
         Filter(types=("Creature",), controller="you", custom=_face_down,
                label="face-down creature spell you cast"), 1),
]
