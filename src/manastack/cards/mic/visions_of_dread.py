"""Visions of Dread — {2}{B} Sorcery.

Oracle: "Target opponent puts a creature card of their choice from their graveyard onto the
battlefield under your control. / Flashback {8}{B}{B}. This spell costs {X} less to cast this
way, where X is the greatest mana value of a commander you own on the battlefield or in the
command zone."

The card enters under your control (not a control-changing effect): if you leave the game it is
exiled, and if its owner leaves it goes with them (CR 800.4a, MIC-RN-029). X counts a commander
you own whoever controls it (MIC-RN-030) and reduces only the generic part (MIC-RN-031).
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARD_IN_THEIR_GRAVEYARD = card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                           custom=OwnedByTargetPlayer(0),
                                           label="creature card in their graveyard")

ABILITIES = [
    spell(ChooseObjects(CREATURE_CARD_IN_THEIR_GRAVEYARD, "chosen", chooser=Target(0),
                        prompt="Choose a creature card from your graveyard"),
          MoveTo(Var("chosen"), Zone.BATTLEFIELD, under=You()),
          targets=[TARGET_OPPONENT]),
    lines(Keyword("Flashback", cost=Cost(mana=ManaCost.parse("{8}{B}{B}")),
                  text="Flashback {8}{B}{B}"),
          rule("spell_cost_reduction", "self", GreatestCommanderManaValue(),
               condition=CastWith("flashback"))),
]
