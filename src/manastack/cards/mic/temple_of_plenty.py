"""Temple of Plenty — Land.

Oracle: "Temple of Plenty enters the battlefield tapped. / When Temple of Plenty enters the
battlefield, scry 1. / {T}: Add {G} or {W}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = scry_land("G", "W")
