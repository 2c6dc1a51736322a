"""Dark Salvation — {X}{X}{B} Sorcery.

Oracle: "Target player creates X 2/2 black Zombie creature tokens, then up to one target
creature gets -1/-1 until end of turn for each Zombie that player controls."

One creature target at most (MIC-OR-0176); the tokens are created even if it became an illegal
target (CR 608.2b, MIC-OR-0177); X may be 0 and the creature target may be left out
(MIC-OR-0178). The Zombies are counted as it resolves, after the tokens are created.
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)
ZOMBIES_THAT_PLAYER_CONTROLS = CountOf(Filter(subtypes=("Zombie",),
                                              custom=ControlledByTargetPlayer(0),
                                              label="Zombie that player controls"))

ABILITIES = [
    spell(CreateToken(ZOMBIE, X(), who=Target(0)),
          pump(Target(1), Times(ZOMBIES_THAT_PLAYER_CONTROLS, -1),
               Times(ZOMBIES_THAT_PLAYER_CONTROLS, -1)),
          targets=[TARGET_PLAYER,
                   TargetSpec(filter=CREATURE, count=1, min=0,
                              label="up to one target creature")],
          x=True),
]
