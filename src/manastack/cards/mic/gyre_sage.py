"""Gyre Sage — {1}{G} Creature — Elf Druid 1/2.

Oracle: "Evolve (Whenever a creature enters the battlefield under your control, if that
creature has greater power or toughness than this creature, put a +1/+1 counter on this
creature.) / {T}: Add {G} for each +1/+1 counter on Gyre Sage."

Evolve is a keyword the rules interpret (CR 702.100, ``rules.keyword_abilities``). The mana
ability adds as many {G} as there are +1/+1 counters on it as it is activated (CR 605).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "G", amount=CountersOn(Self(), "+1/+1")),
]
