"""The Celestus — {3} Legendary Artifact.

"If it's neither day nor night, it becomes day as The Celestus enters the battlefield. /
{T}: Add one mana of any color. / {3}, {T}: If it's night, it becomes day. Otherwise, it
becomes night. Activate only as a sorcery. / Whenever day becomes night or night becomes day,
you gain 1 life. You may draw a card. If you do, discard a card."

The discard follows the choice to draw, even if that draw is replaced (MID-RN-145).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    mana_ability("{T}", "any"),
    activated("{3}, {T}", If(IS_NIGHT, (SetDayNight("day"),), (SetDayNight("night"),)),
              sorcery=True),
    triggered(day_night_changes(), GainLife(1),
              May((Draw(1), Discard(1)), prompt="Draw a card, then discard a card?")),
]
