"""Death Match — {3}{B} Enchantment.

Oracle: "Whenever a creature enters the battlefield, that creature's controller may have
target creature of their choice get -3/-3 until end of turn."

That creature's controller chooses the target as the ability is put on the stack, and
decides as it resolves whether to give the -3/-3 (ONS-FAQ-155).
"""

from dataclasses import replace
from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _entering_controller(g: Any, source: int, event: Any) -> int | None:
    oid = event.new_obj if event is not None else None
    if oid is not None and oid in g.objects:
        return int(g.objects[oid].controller)
    return None


ABILITIES = [
    replace(triggered(enters(CREATURE),
                      May((pump(Target(0), -3, -3),), who=ControllerOf(Triggerer()),
                          prompt="Give the target creature -3/-3?"),
                      targets=[TARGET_CREATURE]),
            target_chooser=_entering_controller),
]
