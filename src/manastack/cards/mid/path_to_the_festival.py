"""Path to the Festival — {2}{G} Sorcery.

"Search your library for a basic land card, put that card onto the battlefield tapped, then
shuffle. Then if there are three or more basic land types among lands you control, scry 1. /
Flashback {4}{G}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _three_basic_types(g: Any, frame: Any) -> bool:
    """Basic land types (CR 205.3i) among lands you control."""
    from manastack.rules.characteristics import compute_all
    you = frame["controller"]
    found: set[str] = set()
    for oid, c in compute_all(g).items():
        if oid in g.battlefield and c.controller == you and "Land" in c.types:
            found |= set(c.subtypes) & set(BASIC_TYPES)
    return len(found) >= 3


ABILITIES = [
    spell(Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                 to=Zone.BATTLEFIELD, tapped=True, reveal=False),
          If(_three_basic_types, (Scry(1),))),
]
