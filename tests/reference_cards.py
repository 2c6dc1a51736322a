"""Real cards from outside ONS, MID and MIC that seed rulings name, defined with
``manastack.cards.custom.define_card`` (current Oracle text) for the tests that need them.

Importing this module defines them; defining them again (another test module importing it)
does nothing.

* Double Major — {G}{U} Instant (MID-RN-016, disturb).
* Arc Lightning — {2}{R} Sorcery (MID-RN-069, Rem Karolus, Stalwart Slayer).
* Omniscience — {7}{U}{U}{U} Enchantment (MID-RN-091, Memory Deluge).
* Gauntlet of Might — {4} Artifact (MID-RN-168, Moonsilver Key).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.custom import define_card
from manastack.dsl.effects import AddMana, CopySpell, DealDamageDivided
from manastack.dsl.filters import ANY_PLAYER, CREATURE_OR_PLANESWALKER, Filter
from manastack.dsl.prelude import (
    TARGET_SPELL,
    TargetSpec,
    anthem,
    rule,
    spell,
    target,
    triggered,
)
from manastack.dsl.refs import ControllerOf, Target, Triggerer
from manastack.dsl.triggers import Trigger
from manastack.rules.characteristics import chars


def _mountain_tapped(g: Any, source: int, ev: Any) -> bool:
    """"a Mountain is tapped for mana": the permanent tapped has the subtype Mountain."""
    return ev.obj in g.objects and "Mountain" in chars(g, ev.obj).subtypes


DOUBLE_MAJOR = define_card(
    "Double Major", "{G}{U}", "Instant",
    "Copy target creature spell you control, except the copy isn't legendary. (A copy of a "
    "creature spell becomes a token.)",
    abilities=[
        spell(CopySpell(Target(0), new_targets=False, remove_supertypes=("Legendary",)),
              targets=[TargetSpec(filter=TARGET_SPELL.filter.but(
                  types=("Creature",), controller="you", label="creature spell you control"),
                  spells=True, label="target creature spell you control")]),
    ])

ARC_LIGHTNING = define_card(
    "Arc Lightning", "{2}{R}", "Sorcery",
    "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
    abilities=[
        spell(DealDamageDivided(),
              targets=[target(CREATURE_OR_PLANESWALKER, ANY_PLAYER, count=3, min=1,
                              label="one, two, or three targets")],
              divide=3),
    ])

OMNISCIENCE = define_card(
    "Omniscience", "{7}{U}{U}{U}", "Enchantment",
    "You may cast spells from your hand without paying their mana costs.",
    abilities=[
        rule("cast_from_hand_without_paying", "controller",
             text="You may cast spells from your hand without paying their mana costs."),
    ])

GAUNTLET_OF_MIGHT = define_card(
    "Gauntlet of Might", "{4}", "Artifact",
    "Red creatures get +1/+1.\n"
    "Whenever a Mountain is tapped for mana, its controller adds an additional {R}.",
    abilities=[
        anthem(Filter(types=("Creature",), colors=("R",), label="red creature"), 1, 1),
        triggered(Trigger("tapped_for_mana", test=_mountain_tapped,
                          label="a Mountain is tapped for mana"),
                  AddMana("R", who=ControllerOf(Triggerer())),
                  text="Whenever a Mountain is tapped for mana, its controller adds an "
                       "additional {R}."),
    ])
