"""Temple of Deceit — Land.

Oracle: "Temple of Deceit enters the battlefield tapped. / When Temple of Deceit enters the
battlefield, scry 1. / {T}: Add {U} or {B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = scry_land("U", "B")
