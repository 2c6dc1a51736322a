"""Doubtless One — {3}{W} Creature — Cleric Avatar */*.

Oracle: "Doubtless One's power and toughness are each equal to the number of Clerics on the
battlefield. / Whenever Doubtless One deals damage, you gain that much life."

A characteristic-defining ability (CR 604.3); every Cleric counts, itself included, read from
their copiable values (CR 613.2) as the ability works in layer 7a.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def clerics_on_battlefield(g: Any, you: int) -> int:
    from manastack.rules.characteristics import base_chars
    return sum(1 for oid in g.battlefield if not g.objects[oid].phased_out
               and "Cleric" in base_chars(g.objects[oid]).subtypes)


ABILITIES = [
    pt_from_count(clerics_on_battlefield),
    triggered(deals_damage(), GainLife(EventAmount())),
]
