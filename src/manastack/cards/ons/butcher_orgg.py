"""Butcher Orgg — {4}{R}{R}{R} Creature — Orgg 6/6.

Oracle: "You may assign Butcher Orgg's combat damage divided as you choose among defending
player and/or any number of creatures they control."

Works whether or not it is blocked, and when it blocks (then the defending player is its own
controller). Attacking a planeswalker, or blocked by a creature of the attacked player's
teammate (CR 805.10d), it may assign its damage as usual instead. Blocked by creatures that
all left combat, it deals no combat damage at all (CR 506.4, ONS FAQ). The planeswalker it
attacks gone (CR 506.4c): unblocked, it deals no combat damage; blocked, the defending player
is the nonactive player of a two-player game (CR 506.2), else the one its controller chooses
among the defending players (CR 508.5a, 802.2a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [rule("divide_combat_damage")]
