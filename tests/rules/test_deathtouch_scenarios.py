"""Deathtouch scenarios (CR 702.2b): a creature is destroyed for deathtouch damage dealt to it
since the last time state-based actions were checked — an indestructible creature that
survived such damage is not destroyed later in the turn when it stops being indestructible —
and deathtouch works for noncombat damage too (CR 702.2b, "any amount of damage").
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

JARETH = "Jareth, Leonine Titan"


def _jareth_shot() -> tuple[Driver, int]:
    """Player 1's Jareth (4/7, legendary) is indestructible thanks to Avacyn's Memorial; player
    0's Hobbling Zombie (deathtouch), pumped by Clear Shot, deals it 3 damage: it survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hobbling Zombie", "Forest", "Forest", "Forest", "Island", "Island")
    s.hand(0, "Clear Shot", "Geistwave")
    s.battlefield(1, JARETH, "Avacyn's Memorial")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    jareth = d.find(JARETH)
    d.cast(0, "Clear Shot", targets=[d.find("Hobbling Zombie"), jareth])
    d.resolve()
    assert d.state.objects[jareth].damage == 3
    assert d.zone_of(JARETH) == "battlefield"
    return d, jareth


def test_702_2b_deathtouch_damage_survived_doesnt_destroy_it_once_it_loses_indestructible() -> None:
    """CR 702.2b, 704.5h: Geistwave returns Avacyn's Memorial to its owner's hand, so Jareth
    is no longer indestructible; the deathtouch damage was dealt before the last check of
    state-based actions, and 3 damage isn't lethal to toughness 7: Jareth stays."""
    d, jareth = _jareth_shot()
    d.cast(0, "Geistwave", targets=[d.find("Avacyn's Memorial")])
    d.resolve()
    assert d.zone_of("Avacyn's Memorial") == "hand"
    assert not d.chars(jareth).has("Indestructible")
    assert d.zone_of(JARETH) == "battlefield"
    assert d.state.objects[jareth].damage == 3


def test_702_2b_new_deathtouch_damage_after_it_lost_indestructible_destroys_it() -> None:
    """CR 702.2b: once Jareth isn't indestructible, the Zombie's 2 combat damage (deathtouch)
    destroys it, though 5 damage in all is less than its toughness."""
    d, jareth = _jareth_shot()
    d.cast(0, "Geistwave", targets=[d.find("Avacyn's Memorial")])
    d.resolve()
    zombie = d.find("Hobbling Zombie")
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({jareth: zombie})
    d.resolve()  # Jareth's block trigger: +7/+7
    assert d.chars(jareth).toughness == 14
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.zone_of(JARETH) == "graveyard"
