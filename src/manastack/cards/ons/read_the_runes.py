"""Read the Runes — {X}{U} Instant.

Oracle: "Draw X cards. For each card drawn this way, discard a card unless you sacrifice a
permanent."

You draw, then sacrifice the permanents you choose to, then discard the rest, with nothing
in between (ONS-FAQ-192). Only cards actually drawn count (ONS-FAQ-193). You never have to
sacrifice (ONS-FAQ-194); with too few permanents, the rest are discards (ONS-FAQ-195).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((Draw(X()),), "drawn", event="draw", cause=None),
          Extension("read_the_runes_discard_unless_sacrifice"), x=True),
]

