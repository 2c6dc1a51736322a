"""Ties (CR 609.5): the game has no default for a tie; the text says what happens. Thoughtbound
Primoc's intervening "if a player controls more Wizards than each other player" is false when
two players share the most, whether the tie is there as the ability would trigger or appears
before it resolves (603.4).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_tie_for_the_most_among_three_players_changes_nothing() -> None:
    """CR 609.5, 603.4: with three players, players 1 and 2 control one Wizard each and player
    0 none: no player controls more Wizards than each other player, so Thoughtbound Primoc's
    ability doesn't trigger and player 0 keeps it."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Thoughtbound Primoc")
    s.battlefield(1, "Imagecrafter")
    s.battlefield(2, "Information Dealer")
    for p in range(3):
        s.library(p, "Mountain", "Mountain")
    s.at("end", active=2, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    assert d.state.turn == 4 and d.state.active == 0
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 0
    assert not any(e.kind == "control_changed" for e in d.game.log)


def test_the_most_among_three_players_takes_it() -> None:
    """CR 609.5: player 2 controls two Wizards, player 1 one and player 0 none: player 2 alone
    controls the most and gains control of Thoughtbound Primoc."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Thoughtbound Primoc")
    s.battlefield(1, "Imagecrafter")
    s.battlefield(2, "Information Dealer", "Embermage Goblin")
    for p in range(3):
        s.library(p, "Mountain", "Mountain")
    s.at("end", active=2, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 2


def test_a_tie_made_before_it_resolves_changes_nothing() -> None:
    """CR 603.4, 609.5: player 1 controls two Wizards and player 0 one as player 0's upkeep
    begins, so the ability triggers; in response player 0 Shocks Imagecrafter. As it resolves
    the players are tied at one Wizard each, the "if" is false, and it does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Embermage Goblin", "Mountain")
    s.battlefield(1, "Imagecrafter", "Information Dealer")
    s.hand(0, "Shock")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP" and d.state.active == 0
    d.cast(0, "Shock", targets=[d.find("Imagecrafter")])
    d.resolve()
    assert d.zone_of("Imagecrafter") == "graveyard"
    d.resolve()
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 0
