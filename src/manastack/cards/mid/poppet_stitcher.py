"""Poppet Stitcher // Poppet Factory — {2}{U} Creature — Human Wizard 2/3 // Artifact (blue).

Oracle: Front: "Whenever you cast an instant or sorcery spell, create a 2/2 black Zombie
creature token with decayed. / At the beginning of your upkeep, if you control three or more
creature tokens, you may transform Poppet Stitcher."
Back: "Creature tokens you control lose all abilities and have base power and toughness 3/3. /
At the beginning of your upkeep, you may transform Poppet Factory."
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_TOKEN_YOU_CONTROL = CREATURE_YOU_CONTROL.but(token=True,
                                                      label="creature token you control")

FACES = [
    [
        triggered(cast(Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")),
                  CreateToken("Zombie")),
        triggered(at_beginning_of(Step.UPKEEP), May((Transform(),), prompt="Transform?"),
                  condition=you_control(CREATURE_TOKEN_YOU_CONTROL, 3)),
    ],
    [
        # Layers 6 and 7b (CR 613.1f, 613.4b); it stops applying once it transforms back
        # (MID-RN-113).
        static(Modify(remove_all_abilities=True, set_power=3, set_toughness=3),
               affects=CREATURE_TOKEN_YOU_CONTROL),
        triggered(at_beginning_of(Step.UPKEEP), May((Transform(),), prompt="Transform?")),
    ],
]
