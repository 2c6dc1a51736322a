"""Serpentine Basilisk — {2}{G}{G} Creature — Basilisk 2/3.

Oracle: "Whenever Serpentine Basilisk deals combat damage to a creature, destroy that creature
at end of combat. / Morph {1}{G}{G} (You may cast this card face down as a 2/2 creature for
{3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Serpentine Basilisk")


def test_the_creature_it_damaged_is_destroyed_at_end_of_combat() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Serpentine Basilisk")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Barkhide Mauler"): d.find("Serpentine Basilisk")})
    while d.state.step is not Step.END_OF_COMBAT:
        if d.state.stack:
            d.resolve()
        else:
            d.pass_priority()
    assert d.ids("Serpentine Basilisk", zone="graveyard")  # the 4/4 killed it
    assert d.ids("Barkhide Mauler", zone="battlefield")
    d.resolve_all()
    assert d.ids("Barkhide Mauler", zone="graveyard")


def test_damage_to_a_player_destroys_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Serpentine Basilisk")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.ids("Barkhide Mauler", zone="battlefield")



def test_damage_to_a_planeswalker_destroys_nothing() -> None:
    """CR 306.1, 510.2: a planeswalker isn't a creature: Wrenn and Seven, dealt 2 combat damage
    (5 loyalty, 3 left), is not destroyed at end of combat, and no ability triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.battlefield(1, "Wrenn and Seven")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    d.to_combat()
    d.attack({d.find("Serpentine Basilisk"): wrenn})
    while d.state.step is not Step.COMBAT_DAMAGE:
        d.pass_priority()
    assert d.state.objects[wrenn].counters == {"loyalty": 3}
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.zone_of("Wrenn and Seven") == "battlefield"


def test_damage_to_a_player_triggers_nothing() -> None:
    """The ability triggers on combat damage to a creature only: dealt to a player, no ability
    goes on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Serpentine Basilisk")])
    while d.state.step is not Step.COMBAT_DAMAGE:
        d.pass_priority()
    assert d.life(1) == 18
    assert not d.state.stack


def test_the_delayed_abilitys_source_is_the_basilisk_even_once_it_has_died() -> None:
    """CR 603.7d-e: the delayed triggered ability's source is the source of the ability that
    created it, the Basilisk (killed by the Mauler in combat), and its controller the
    Basilisk's controller, not the creature it destroys; it still destroys that creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    basilisk, mauler = d.find("Serpentine Basilisk"), d.find("Barkhide Mauler")
    d.to_combat()
    d.attack([basilisk])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({mauler: basilisk})
    while d.state.step is not Step.END_OF_COMBAT or not d.state.stack:
        if d.state.stack:
            d.resolve()
        else:
            d.pass_priority()
    assert d.ids("Serpentine Basilisk", zone="graveyard")
    for viewer in (0, 1):
        (entry,) = d.game.view(viewer)["stack"]
        assert entry["ability"] == ("Whenever Serpentine Basilisk deals combat damage to a "
                                    "creature, destroy that creature at end of combat.")
        assert entry["source"] == basilisk and entry["controller"] == 0
    d.resolve()
    assert d.ids("Barkhide Mauler", zone="graveyard")


def _attack_blocked_by(d: Driver, *blockers: int) -> None:
    basilisk = d.find("Serpentine Basilisk")
    d.to_combat()
    d.attack([basilisk])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({b: basilisk for b in blockers})


def test_face_down_it_has_no_ability_and_destroys_nothing() -> None:
    """CR 708.2a: face down, Serpentine Basilisk is a 2/2 with no abilities; the Barkhide
    Mauler it deals combat damage to survives end of combat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk", face_down=True)
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    _attack_blocked_by(d, d.find("Barkhide Mauler"))
    d.pass_until("postcombat_main")
    mauler = d.find("Barkhide Mauler")
    assert d.zone_of("Barkhide Mauler") == "battlefield"
    assert d.state.objects[mauler].damage == 2  # it was dealt the damage, marked till cleanup


def test_a_regeneration_shield_replaces_the_end_of_combat_destruction() -> None:
    """CR 701.19a, 614.8: "destroy that creature at end of combat" is a destruction a
    regeneration shield replaces. Silvos blocks the Basilisk and kills it; with the delayed
    ability on the stack at end of combat, player 1 regenerates Silvos ({G}): the destruction
    is replaced, Silvos is tapped and stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.to_combat()
    d.attack([d.find("Serpentine Basilisk")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({silvos: d.find("Serpentine Basilisk")})
    while not (d.state.step is Step.END_OF_COMBAT and d.state.stack):
        if d.state.stack:
            d.resolve()
        else:
            d.pass_priority()
    assert d.ids("Serpentine Basilisk", zone="graveyard")
    d.pass_priority()  # player 0 passes with the delayed ability on the stack
    d.activate(1, silvos)
    d.resolve()
    assert not d.state.objects[silvos].tapped
    d.resolve_all()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped and d.state.objects[silvos].damage == 0
