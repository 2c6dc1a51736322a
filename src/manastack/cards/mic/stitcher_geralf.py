"""Stitcher Geralf — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "{2}{U}, {T}: Each player mills three cards. Exile up to two creature cards put into
graveyards this way. Create an X/X blue Zombie creature token, where X is the total power of
the cards exiled this way."

"This way" is the instruction itself: a card a replacement effect put elsewhere instead of a
graveyard can't be chosen, and with nothing exiled the token is 0/0 (ruling MIC-OR-0160).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="U", power=0, toughness=0)

ABILITIES = [
    activated("{2}{U}, {T}",
              Tally((Mill(3, EachPlayer()),), "milled", cause=None),
              ChooseObjects(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                    label="creature card put into a graveyard this way"),
                            "chosen", min=0, max=2, among=Var("milled_new"),
                            prompt="Exile up to two creature cards put into graveyards this way"),
              Tally((MoveTo(Var("chosen"), Zone.EXILE),), "exiled", cause=None),
              CreateToken(ZOMBIE, x=TotalPower(Var("exiled_new")))),
]
