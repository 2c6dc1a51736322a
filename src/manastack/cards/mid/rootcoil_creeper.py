"""Rootcoil Creeper — {G}{U} Creature — Plant Horror 2/2.

Oracle: "{T}: Add one mana of any color. / {T}: Add two mana of any one color. Spend this mana
only to cast spells from your graveyard. / {G}{U}, {T}, Exile Rootcoil Creeper: Return target
card with flashback you own from exile to your hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "any"),
    mana_ability("{T}", "WW", "UU", "BB", "RR", "GG", spend_only=SPELL_FROM_YOUR_GRAVEYARD),
    activated(Cost(mana=ManaCost.parse("{G}{U}"), tap=True, exile_self=True),
              MoveTo(Target(0), Zone.HAND),
              targets=[target(card_in(Zone.EXILE, keywords=("Flashback",),
                                      label="card with flashback you own"))]),
]
