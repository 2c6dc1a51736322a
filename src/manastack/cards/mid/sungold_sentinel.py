"""Sungold Sentinel — {1}{W} Creature — Human Soldier 3/2.

"Whenever Sungold Sentinel enters the battlefield or attacks, exile up to one target card from
a graveyard. / Coven — {1}{W}: Choose a color. Sungold Sentinel gains hexproof from that color
until end of turn and can't be blocked by creatures of that color this turn. Activate only if
you control three or more creatures with different powers."
"""

from manastack.dsl.prelude import *  # noqa: F403

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

_CARD_IN_A_GRAVEYARD = target(card_in(Zone.GRAVEYARD, controller=None, label="card"), min=0,
                              label="up to one target card from a graveyard")


_CHOSEN_COLOR = (
    ChooseOption(tuple(_COLORS), "color", prompt="Choose a color"),
    *(If(VarIs("color", name), (grant(Self(), "Hexproof from " + name),
                        cant_be_blocked(Self(), by=CREATURE.but(colors=(letter,),
                                                                label=name + " creature"))))
      for name, letter in _COLORS.items()),
)

ABILITIES = [
    lines(triggered(enters(), MoveTo(Target(0), Zone.EXILE), targets=[_CARD_IN_A_GRAVEYARD]),
          triggered(attacks(), MoveTo(Target(0), Zone.EXILE), targets=[_CARD_IN_A_GRAVEYARD])),
    activated("{1}{W}", *_CHOSEN_COLOR, condition=coven),
]
