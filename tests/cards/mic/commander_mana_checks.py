"""Shared scenarios for the mana abilities that add "one mana of any color in your
commander's color identity" (Arcane Signet, Command Tower, Commander's Sphere; CR 903.4,
106.7) and their official rulings, which each card's module cites under its own ids."""

from __future__ import annotations

from typing import ClassVar

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
GLADE_PARTNER = define_card(
    "Glade Partner Paragon", "{G}{W}", "Legendary Creature — Human Warlock", "Partner",
    power="2", toughness="2").name
CRYPT_PARTNER = define_card(
    "Crypt Partner Paragon", "{1}{B}", "Legendary Creature — Human Wizard", "Partner",
    power="1", toughness="1").name
"""Cards made up for the rulings about two commanders: a player has two commanders only if
both have partner (CR 903.3, 702.124), and no card of ONS, MID or MIC has partner; these two
have Katilda's and Jadar's color identities and creature types."""


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


class CommanderIdentityManaRulings:
    """The checks and official rulings shared by the cards whose ability adds "one mana of any
    color in your commander's color identity", run for the card ``CARD``; the card's module
    subclasses this class and cites the card's own ruling ids (two commanders, no commander,
    a colorless commander) in the subclass's ``pytestmark``. Not collected itself (its name
    doesn't start with "Test")."""

    CARD: ClassVar[str]

    def test_adds_one_mana_of_a_color_of_the_commanders_identity(self) -> None:
        d = with_commanders(self.CARD, KATILDA)
        assert mana_options(d, self.CARD) == {"G", "W"}  # never {C}, nor a color outside it
        d.mana(0, self.CARD, "W")
        assert d.state.players[0].mana_pool == {"W": 1}
        assert d.state.objects[d.find(self.CARD)].tapped and not d.state.stack  # mana ability

    def test_each_player_gets_the_colors_of_their_own_commander(self) -> None:
        """CR 903.4: "your commander's color identity" is that of the controller's commander:
        the same card, controlled by two players with different commanders, adds a color of
        Katilda's identity for one and of Jadar's for the other."""
        s = Scenario(players=2, seed=1, format="commander")
        s.commander(0, KATILDA)
        s.commander(1, JADAR)
        s.battlefield(0, self.CARD)
        s.battlefield(1, self.CARD)
        s.library(0, "Forest", "Forest")
        d = Driver(s.build())
        mine, theirs = d.ids(self.CARD, player=0)[0], d.ids(self.CARD, player=1)[0]

        def options(player: int, source: int) -> set[str]:
            return {a.mana for a in d.game.legal_actions()
                    if isinstance(a, ActivateManaAbility) and a.source == source}

        assert d.decision.player == 0 and options(0, mine) == {"G", "W"}
        d.pass_priority()
        assert d.decision.player == 1 and options(1, theirs) == {"B"}

    def test_pays_for_the_commander(self) -> None:
        d = cast_commander_with(self.CARD)
        assert d.zone_of(KATILDA) == "battlefield"
        assert d.state.objects[d.find(self.CARD)].tapped

    def test_two_commanders_give_their_combined_color_identities(self) -> None:
        """Official ruling: "If you have two commanders, the ability adds one mana of any color
        in their combined color identities." (CR 702.124c): two partner commanders, one
        green-white, one black (CR 702.124)."""
        d = with_commanders(self.CARD, GLADE_PARTNER, CRYPT_PARTNER)
        assert mana_options(d, self.CARD) == {"W", "B", "G"}

    def test_without_a_commander_it_produces_no_mana(self) -> None:
        """Official ruling: "If you don't have a commander, [this] ability produces no mana."
        (CR 903.4f): not even {C}: the ability is not offered at all."""
        d = without_commander(self.CARD)
        assert mana_options(d, self.CARD) == set()

    def test_a_colorless_commander_gives_no_mana_not_even_colorless(self) -> None:
        """Official ruling: "If your commander is a card that has no colors in its color
        identity, [this] ability produces no mana. It doesn't produce {C}." (CR 903.4, 106.7):
        the ability is not offered at all, with a colorless legendary creature as the
        commander."""
        d = with_commanders(self.CARD, COLORLESS_GOLEM)
        assert mana_options(d, self.CARD) == set()
        assert d.state.players[0].mana_pool == {}
