"""Can't Stay Away — {W}{B} Sorcery.

"Return target creature card with mana value 3 or less from your graveyard to the
battlefield. It gains "If this creature would die, exile it instead." / Flashback {3}{W}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

EXILE_INSTEAD = ReplacementAbility("zone_change", WouldDie(), ExileInstead(),
                                   text="If this creature would die, exile it instead.")

ABILITIES = [
    spell(Tally((MoveTo(Target(0), Zone.BATTLEFIELD),), "moved", cause=None),
          ApplyContinuous(PutInto("moved", Zone.BATTLEFIELD), Modify(abilities=(EXILE_INSTEAD,)),
                          duration="forever"),
          targets=[target(card_in(Zone.GRAVEYARD, "Creature", mv_le=3,
                                  label="creature card with mana value 3 or less in your "
                                        "graveyard"))]),
]
