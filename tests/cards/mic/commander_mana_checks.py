"""Shared scenarios for the mana abilities that add "one mana of any color in your
commander's color identity" (Arcane Signet, Command Tower, Commander's Sphere; CR 903.4,
106.7) and their official rulings, which each card's module cites under its own ids."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

KATILDA = "Katilda, Dawnhart Prime"  # {G}{W}
JADAR = "Jadar, Ghoulcaller of Nephalia"  # {1}{B}
COLORLESS_GOLEM = define_card(
    "Colorless Golem Paragon", "{4}", "Legendary Artifact Creature — Golem", "",
    power="4", toughness="4").name
"""A card made up for the rulings about a commander with no colors in its color identity
(CR 903.4): a vanilla colorless legendary artifact creature."""


def mana_options(d: Driver, card: str) -> set[str]:
    """The mana player 0 may add with ``card`` now (its legal mana actions)."""
    source = d.find(card)
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source}


def with_commanders(card: str, *commanders: str) -> Driver:
    """A Commander game where player 0 controls ``card`` and has ``commanders``."""
    s = Scenario(players=2, seed=1, format="commander")
    for c in commanders:
        s.commander(0, c)
    s.battlefield(0, card)
    s.commander(1, JADAR)
    s.library(0, "Forest", "Forest")
    return Driver(s.build())


def without_commander(card: str) -> Driver:
    """An ordinary game: player 0 has no commander (CR 903.4f)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, card)
    return Driver(s.build())


def cast_commander_with(card: str) -> Driver:
    """Player 0 casts Katilda ({G}{W}) from the command zone with ``card`` and a Forest."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA)
    s.battlefield(0, card, "Forest")
    d = Driver(s.build())
    d.cast(0, KATILDA, method="commander")
    d.resolve()
    return d
