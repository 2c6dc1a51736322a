"""Teferi, Who Slows the Sunset Emblem — Emblem (command zone, CR 114).

"Untap all permanents you control during each opponent's untap step. / You draw a card during
each opponent's draw step."

Turn-based: the permanents untap with the active player's (MID-RN-189) and the card is drawn
right after the active player's draw, with no priority in between.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("untap_during_opponents_untap_step", "controller"),
    rule("draw_during_opponents_draw_step", "controller"),
]
