"""Wirewood Lodge — Land.

Oracle: "{T}: Add {C}. / {G}, {T}: Untap target Elf."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{G}, {T}", UntapEffect(Target(0)),
              targets=[target(Filter(subtypes=("Elf",), label="Elf"))]),
]
