"""Ludevic, Necrogenius // Olag, Ludevic's Hubris — {U}{B} Legendary Creature — Human Wizard
2/3 // Legendary Creature — Zombie 4/4 (blue and black).

Oracle: Front: "Whenever Ludevic, Necrogenius enters the battlefield or attacks, mill a card. /
{X}{U}{U}{B}{B}, Exile X creature cards from your graveyard: Transform Ludevic. X can't be 0.
Activate only as a sorcery."
Back: "As this creature transforms into Olag, Ludevic's Hubris, it becomes a copy of a creature
card exiled with it, except its name is Olag, Ludevic's Hubris, it's 4/4, and it's a legendary
blue and black Zombie in addition to its other colors and types. Put a number of +1/+1 counters
on Olag equal to the number of creature cards exiled with it."

The copy is chosen as it transforms (CR 712.20, MID-RN-116) and is of the card's copiable
values (CR 707.2, 707.9b); it lasts after that card leaves exile (MID-RN-117). A copied daybound
ability doesn't transform it: it is back face up (CR 702.145b, MID-RN-118). With no creature
card exiled with it, it is Olag, 4/4, with no counters (MID-RN-119).
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [
        lines(triggered(enters(), Mill(1)), triggered(attacks(), Mill(1))),
        activated(Cost(mana=ManaCost.parse("{X}{U}{U}{B}{B}"),
                       exile_from_graveyard=card_in(Zone.GRAVEYARD, "Creature",
                                                    label="a creature card"),
                       exile_x=True),
                  Extension("ludevic_link_exiled_cards"), Transform(), sorcery=True),
    ],
    [
        as_transforms(Extension("olag_becomes_copy_of_exiled_card")),
    ],
]

