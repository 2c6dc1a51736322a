"""Future Sight — {2}{U}{U}{U} Enchantment.

Oracle: "Play with the top card of your library revealed. / You may play lands and cast
spells from the top of your library."

See ``manastack.rules.library_top``: normal timing, land plays and costs apply (ONS-FAQ-185,
186); hand-only abilities such as cycling can't be used from the library (ONS-FAQ-188); once
the top card is played, the next one is revealed (ONS-FAQ-189).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("library_top_revealed", "controller"),
    rule("play_from_library_top", "controller"),
]
