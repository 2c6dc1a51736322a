"""Silvos, Rogue Elemental — {3}{G}{G}{G} Legendary Creature — Elemental 8/5.

Oracle: "Trample / {G}: Regenerate Silvos, Rogue Elemental."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silvos, Rogue Elemental")


def test_regeneration_shield_saves_it_from_lethal_damage() -> None:
    """CR 701.19a: the next time it would be destroyed this turn, it is tapped and its damage
    removed instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, silvos)
    d.resolve()
    for _ in range(3):
        d.pass_priority()
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[silvos])
        d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped
    assert d.state.objects[silvos].damage == 0


def test_without_a_shield_it_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    for _ in range(3):
        d.pass_priority()
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[silvos])
        d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"


def test_trample_assigns_the_excess_to_the_player() -> None:
    """CR 702.19b: blocked by a 2/2, 2 lethal damage to the blocker and the other 6 to the
    defending player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.to_combat()
    d.attack([silvos])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): silvos})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.choose((2, 6))
    d.pass_until("postcombat_main")
    assert d.life(1) == 14
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_regenerated_in_combat_it_is_removed_from_combat() -> None:
    """CR 701.19a: regenerated after lethal combat damage, Silvos is tapped, its damage
    removed, and it is removed from combat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, "Towering Baloth")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    silvos, baloth = d.find("Silvos, Rogue Elemental"), d.find("Towering Baloth")
    d.to_combat()
    d.attack([baloth])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({silvos: baloth})
    assert d.decision.player == 1
    d.pass_priority()
    d.activate(0, silvos)
    d.resolve()
    while d.decision.kind == "priority" and d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.state.step.name == "COMBAT_DAMAGE"
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped and d.state.objects[silvos].damage == 0
    assert d.state.combat is not None and silvos not in d.state.combat.blockers
    assert d.zone_of("Towering Baloth") == "graveyard"


def test_two_shields_save_it_twice() -> None:
    """CR 701.19a: each resolution creates its own shield, used up by one destruction; with
    two shields, their controller chooses which applies (CR 616.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, *["Mountain"] * 6)
    s.hand(1, *["Shock"] * 6)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    for _ in range(2):
        d.activate(0, silvos)
        d.resolve()
    for round_ in range(2):
        for _ in range(3):
            d.pass_priority()
            d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[silvos])
            d.resolve()
            d.take_first("order_replacements")
        assert d.zone_of("Silvos, Rogue Elemental") == "battlefield", round_
    assert d.state.objects[silvos].damage == 0


def test_the_shield_lasts_only_this_turn() -> None:
    """CR 701.19a: "the next time ... this turn": a shield made on turn 3 is gone on turn 4,
    when three Shocks destroy it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock", "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, silvos)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    for _ in range(3):
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[silvos])
        d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"


def test_a_cant_be_regenerated_destruction_ignores_the_shield() -> None:
    """CR 701.19c: Cruel Revival says "It can't be regenerated": the shield doesn't apply."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, *["Swamp"] * 5)
    s.hand(1, "Cruel Revival")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.pass_priority()
    d.activate(0, silvos)
    d.resolve()
    d.cast(1, "Cruel Revival", targets=[silvos])
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"


def test_the_legend_rule_isnt_destruction_so_a_shield_doesnt_help() -> None:
    """CR 704.5j, 701.19a: two Silvos: the one its controller doesn't keep is put into the
    graveyard, not destroyed; its regeneration shield doesn't replace that."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.hand(0, "Silvos, Rogue Elemental")
    d = Driver(s.build())
    old = d.find("Silvos, Rogue Elemental", zone="battlefield")
    d.activate(0, old)
    d.resolve()
    d.cast(0, d.find("Silvos, Rogue Elemental", zone="hand"))
    d.resolve()
    d.expect("legend_rule")
    new = next(x for x in d.ids("Silvos, Rogue Elemental", "battlefield") if x != old)
    d.choose(new)
    assert d.ids("Silvos, Rogue Elemental", "battlefield") == [new]
    assert len(d.ids("Silvos, Rogue Elemental", "graveyard")) == 1


def test_without_green_mana_it_cant_be_activated() -> None:
    """CR 602.2b, 601.2g: the {G} can't be paid with only a Mountain: the activation is not
    offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Silvos, Rogue Elemental")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == silvos]
