"""Elemental — Token Creature — Elemental */* (red), made by Seize the Storm.

"Trample / This creature's power and toughness are each equal to the number of instant and
sorcery cards in your graveyard plus the number of cards with flashback you own in exile." """

from manastack.dsl.prelude import *  # noqa: F403

STORM_COUNT = CountsAdded((CardsOwnedPrinted(Zone.GRAVEYARD, ("Instant", "Sorcery")),
                           CardsOwnedPrinted(Zone.EXILE, keyword="Flashback")))

ABILITIES = [pt_from_count(STORM_COUNT)]
