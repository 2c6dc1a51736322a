"""Riptide Laboratory — Land.

Oracle: "{T}: Add {C}. / {1}{U}, {T}: Return target Wizard you control to its owner's hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{1}{U}, {T}", MoveTo(Target(0), Zone.HAND),
              targets=[target(Filter(subtypes=("Wizard",), controller="you",
                                     label="Wizard you control"))]),
]
