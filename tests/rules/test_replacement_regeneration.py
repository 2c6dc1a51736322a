"""Regeneration (CR 701.19) is a replacement of destruction (CR 614.8); "can't be
regenerated" destruction ignores the shield.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate", "Cruel Revival")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest", "Forest")
    return Driver(s.build())


def test_regeneration_shield_replaces_destruction() -> None:
    d = setup()
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Defenestrate", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()  # the shield
    d.resolve()  # Defenestrate
    assert d.state.objects[silvos].zone.value == "battlefield"
    assert d.state.objects[silvos].tapped  # CR 701.19a: tapped, damage removed
    assert any(e.kind == "regenerate" for e in d.game.log)


def test_shield_is_used_up() -> None:
    """CR 614.3: the shield is made with nothing about to destroy Silvos and lasts until used."""
    d = setup()
    silvos = d.find("Silvos, Rogue Elemental")
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    assert d.state.shields
    d.cast(0, "Defenestrate", targets=[silvos])
    d.resolve()
    assert not d.state.shields
    assert d.state.objects[silvos].tapped


def test_cant_be_regenerated_ignores_the_shield() -> None:
    d = setup()
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Cruel Revival", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve_all()
    assert d.ids("Silvos, Rogue Elemental", zone="graveyard")


def test_the_shield_lasts_until_end_of_turn() -> None:
    """CR 701.19a: "The next time [it] would be destroyed this turn": a shield made in player
    0's turn 3 is gone in their turn 5, and Defenestrate destroys Silvos then."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    assert d.state.shields
    d.pass_until("precombat_main", turn=5)
    assert not d.state.shields
    d.cast(0, "Defenestrate", targets=[silvos])
    d.resolve()
    assert d.ids("Silvos, Rogue Elemental", zone="graveyard")


def test_with_two_shields_its_controller_chooses_one_named_by_its_source() -> None:
    """Two regeneration shields apply to one destruction: the controller of the affected
    creature chooses which applies (CR 616.1), each shown with its source, Silvos; one is used,
    the other remains."""
    d = setup()
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Defenestrate", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    d.resolve()  # Defenestrate
    dec = d.expect("order_replacements")
    assert dec.player == 1
    assert [src for _, src in dec.info()["sources"]] == [silvos, silvos]
    d.choose(dec.actions[0].value)
    assert d.state.objects[silvos].zone.value == "battlefield"
    assert len(d.state.shields) == 1


def test_a_regeneration_shield_is_offered_as_regenerate() -> None:
    """CR 616.1, 701.19a: among the effects that would replace Silvos's destruction, each
    regeneration shield is offered by what it does, "regenerate", not as a bare "replacement
    effect"."""
    d = setup()
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Defenestrate", targets=[silvos])
    for _ in range(2):
        d.pass_priority()
        d.activate(1, silvos)
        d.resolve()
    d.resolve()  # Defenestrate
    dec = d.expect("order_replacements")
    assert [label for _, label in dec.info()["labels"]] == ["regenerate", "regenerate"]


def test_an_attacker_regenerated_leaves_combat_and_keeps_its_equipment() -> None:
    """CR 701.19a: regenerating an attacking creature taps it, removes all damage from it and
    removes it from combat; nothing else about it changes (CR 506.4: a permanent removed from
    combat stays on the battlefield), so the Equipment attached to it stays attached and,
    no longer attacking, it deals no combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental", label="silvos")
    s.battlefield(0, "Bramble Armor", attached_to="silvos")
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    armor = d.find("Bramble Armor")
    d.to_combat()
    d.attack([silvos])
    d.activate(0, silvos)
    d.resolve()  # the shield
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[silvos])
    d.resolve()
    assert any(e.kind == "regenerate" for e in d.game.log)
    assert d.state.objects[silvos].zone.value == "battlefield"
    assert d.state.objects[armor].attached_to == silvos
    assert d.state.combat is not None and silvos not in d.state.combat.attackers
    d.pass_until("end")
    assert d.state.players[1].life == 20


def test_a_creature_regenerated_from_lethal_damage_has_all_its_damage_removed() -> None:
    """CR 701.19a, 704.5g: Silvos (8/5) with 4 damage and a regeneration shield is dealt 2 more
    by Shock: the state-based action destroys it, the shield replaces that, and all its damage
    is removed (no damage left marked, none counted as from a source with deathtouch)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Silvos, Rogue Elemental", damage=4)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    d.cast(0, "Shock", targets=[silvos])
    d.resolve()
    o = d.state.objects[silvos]
    assert o.zone.value == "battlefield" and o.tapped
    assert o.damage == 0 and o.deathtouch_damage is False
