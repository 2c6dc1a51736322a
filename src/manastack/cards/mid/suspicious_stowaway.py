"""Suspicious Stowaway // Seafaring Werewolf — {1}{U} Creature — Human Rogue Werewolf 1/1 //
Creature — Werewolf 2/1 (green).

Oracle: Front: "Suspicious Stowaway can't be blocked. / Whenever Suspicious Stowaway deals
combat damage to a player, draw a card, then discard a card. / Daybound"
Back: "Seafaring Werewolf can't be blocked. / Whenever Seafaring Werewolf deals combat damage
to a player, draw a card. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [rule("cant_be_blocked"),
     triggered(deals_combat_damage_to_player(), Draw(1), Discard(1))],
    [rule("cant_be_blocked"),
     triggered(deals_combat_damage_to_player(), Draw(1))],
]
