"""Howl of the Hunt — {2}{G} Enchantment — Aura.

"Flash / Enchant creature / When Howl of the Hunt enters the battlefield, if enchanted
creature is a Wolf or Werewolf, untap that creature. / Enchanted creature gets +2/+2 and has
vigilance."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), UntapEffect(Attached()), condition=Matches(Attached(), Filter(subtypes=("Wolf", "Werewolf")))),
    static(Modify(power=2, toughness=2, add_keywords=("Vigilance",)), affects="attached"),
]
