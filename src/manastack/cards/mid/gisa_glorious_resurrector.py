"""Gisa, Glorious Resurrector — {2}{B}{B} Legendary Creature — Human Wizard 4/4.

"If a creature an opponent controls would die, exile it instead. / At the beginning of your
upkeep, put all creature cards exiled with Gisa, Glorious Resurrector onto the battlefield
under your control. They gain decayed."

The creatures don't die, so their "dies" abilities don't trigger (MID-RN-140); they don't gain
haste (MID-RN-141). Cards are "exiled with" this object only (CR 607.2a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    ReplacementAbility("zone_change", Extension("gisa_opponents_creature_would_die"),
                       Extension("gisa_exile_it_instead"),
                       text="If a creature an opponent controls would die, exile it instead."),
    triggered(at_beginning_of(Step.UPKEEP),
              Extension("gisa_return_exiled_creatures_with_decayed")),
]

