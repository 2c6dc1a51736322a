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
    assert d.state.objects[silvos].tapped  # CR 701.19c: tapped, damage removed
    assert any(e.kind == "regenerate" for e in d.game.log)


def test_shield_is_used_up() -> None:
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
