"""Dream Chisel — {2} Artifact.

Oracle: "Face-down creature spells you cast cost {1} less to cast."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _face_down(g: Any, oid: int, you: int, source: Any) -> bool:
    """A face-down spell (CR 708.2), or a card being cast face down."""
    o = g.objects[oid]
    return bool(o.face_down or o.stack.get("method") == "face_down")


ABILITIES = [
    rule("cost_reduction", "self",
         Filter(types=("Creature",), controller="you", custom=_face_down,
                label="face-down creature spell you cast"), 1),
]
