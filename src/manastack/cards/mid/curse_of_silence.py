"""Curse of Silence — {W} Enchantment — Aura Curse.

"Enchant player / As Curse of Silence enters the battlefield, choose a card name. / Spells
with the chosen name enchanted player casts cost {2} more to cast. / Whenever enchanted player
casts a spell with the chosen name, you may sacrifice Curse of Silence. If you do, draw a
card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCardName()),
    # The name is judged on the spell as cast: a card cast face down has no name and costs no
    # more (CR 601.3e, 708.4).
    rule("cost_increase", "self", Filter(chosen_name=True, controller="enchanted_player",
                                         label="spell with the chosen name enchanted player "
                                               "casts"), 2),
    triggered(Trigger("cast", test=AllOf((BY_ENCHANTED_PLAYER,
                                          EventObjectWas(Filter(chosen_name=True)))),
                      label="enchanted player casts a spell with the chosen name"),
              May((If(SourceIn(Zone.BATTLEFIELD), (Sacrifice(what=Self()), Draw(1))),),
                  prompt="Sacrifice Curse of Silence to draw a card?")),
]
