"""Hour of Eternity — {X}{X}{U}{U}{U} Sorcery.

Oracle: "Exile X target creature cards from your graveyard. For each card exiled this way,
create a token that's a copy of that card, except it's a 4/4 black Zombie."

Each token copies the card as printed (MIC-OR-0153) with the exception in its copiable values:
black, a Zombie instead of its other creature types, 4/4 (CR 707.9b, MIC-OR-0154); its mana cost
and abilities are the card's (MIC-OR-0155, MIC-OR-0156).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE_4_4 = TokenSpec(subtypes=("Zombie",), colors="B", power=4, toughness=4)

ABILITIES = [
    spell(Tally((MoveTo(Target(0), Zone.EXILE),), "exiled", cause=None),
          CreateTokenCopy(Var("exiled_new"), of_cards=True, except_as=ZOMBIE_4_4),
          targets=[TargetSpec(filter=card_in(Zone.GRAVEYARD, "Creature",
                                             label="creature card from your graveyard"),
                              count_amount=X(),
                              label="X target creature cards from your graveyard")],
          x=True),
]
