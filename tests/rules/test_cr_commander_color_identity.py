"""A commander's color identity is established before the game begins (CR 903.4a): an effect
that changes the commander's color during the game doesn't change what "your commander's
color identity" means.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateManaAbility
from manastack.dsl.prelude import TARGET_CREATURE, ApplyContinuous, Modify, Target, spell
from manastack.scenario import Scenario
from manastack.testing import Driver

PAINT_BLUE = define_card(
    "Wash of Blue", "{U}", "Instant",
    "Target creature becomes blue until end of turn.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(set_colors=("U",))),
                     targets=[TARGET_CREATURE])])
"""A card made up for the check: it makes a creature blue (and no other color)."""


def test_a_commander_made_blue_keeps_its_color_identity_for_command_tower() -> None:
    """CR 903.4a: Katilda ({G}{W}) is on the battlefield and made blue; Command Tower still
    adds only green or white, the colors of the identity established as the game began."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime", zone="battlefield")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(0, "Command Tower", "Island")
    s.hand(0, PAINT_BLUE.name)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    katilda, tower = d.find("Katilda, Dawnhart Prime"), d.find("Command Tower")
    d.cast(0, PAINT_BLUE.name, targets=[katilda])
    d.resolve()
    assert d.chars(katilda).colors == frozenset({"U"})
    offered = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == tower}
    assert offered == {"G", "W"}


def test_a_commander_that_becomes_a_copy_of_a_white_card_keeps_its_color_identity() -> None:
    """CR 903.4a, 707.2: commander Ludevic ({U}{B}) transforms into Olag, which becomes a copy
    of the exiled Glory Seeker, a white creature, blue and black in addition (Olag's copy
    exception); white is now one of its colors, yet Command Tower still adds only blue or
    black, the colors of the identity established as the game began."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Ludevic, Necrogenius", zone="battlefield")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(0, "Command Tower", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    ludevic, tower = d.find("Ludevic, Necrogenius"), d.find("Command Tower")
    d.activate(0, ludevic, x=1, choices=[d.find("Glory Seeker", zone="graveyard")])
    d.resolve()
    assert d.chars(ludevic).name == "Olag, Ludevic's Hubris"
    assert d.chars(ludevic).colors == frozenset({"W", "U", "B"})
    d.pass_until("precombat_main", turn=5)  # the Tower paid for the transform; now untapped
    offered = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == tower}
    assert offered == {"U", "B"}
