"""Neonate's Rush — {2}{R} Instant.

Oracle: "This spell costs {1} less to cast if you control a Vampire. / Neonate's Rush deals 1
damage to target creature and 1 damage to its controller. Draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Neonate's Rush")


def test_cheaper_with_a_vampire() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Falkenrath Perforator")
    s.hand(0, "Neonate's Rush")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Neonate's Rush", targets=[seeker])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(1) == 19
    assert d.ids("Island", zone="hand")


def test_full_cost_without_a_vampire() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Neonate's Rush")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):
        d.cast(0, "Neonate's Rush", targets=[d.find("Glory Seeker")])


def test_damages_the_controller_not_the_owner() -> None:
    """CR 108.4, 110.2: "its controller" is the player who controls the creature, here
    player 1, who controls player 0's Glory Seeker: player 1 is dealt the damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Neonate's Rush")
    s.battlefield(1, "Glory Seeker", owner=0)
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Neonate's Rush", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(1) == 19 and d.life(0) == 20


def test_the_target_gone_the_spell_does_nothing_at_all() -> None:
    """CR 608.2b: Glory Seeker, the only target, is Shocked in response: Neonate's Rush
    doesn't resolve, so its controller is dealt no damage and no card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Neonate's Rush", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Neonate's Rush", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Neonate's Rush") == "graveyard"
    assert d.life(1) == 20
    assert not d.ids("Island", zone="hand")


def test_its_own_creature_damages_its_caster() -> None:
    """"Its controller" can be the caster: targeting their own Glory Seeker, player 0 is
    dealt 1 damage and draws."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 3, "Glory Seeker")
    s.hand(0, "Neonate's Rush")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Neonate's Rush", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(0) == 19 and d.life(1) == 20
    assert d.ids("Island", zone="hand")


def test_a_face_down_vampire_or_an_opponents_vampire_doesnt_reduce_it() -> None:
    """CR 708.2, 601.2f: a face-down Falkenrath Perforator has no creature types, and a
    Vampire of the opponent isn't one "you control": two Mountains can't cast it."""
    from manastack.game import IllegalActionError

    for mine_face_down in (True, False):
        s = Scenario(seed=1)
        s.battlefield(0, "Mountain", "Mountain")
        if mine_face_down:
            s.battlefield(0, "Falkenrath Perforator", face_down=True)
        else:
            s.battlefield(1, "Falkenrath Perforator")
        s.battlefield(1, "Glory Seeker")
        s.hand(0, "Neonate's Rush")
        d = Driver(s.build())
        rush = d.find("Neonate's Rush", zone="hand")
        with pytest.raises(IllegalActionError):
            d.cast(0, rush, targets=[d.find("Glory Seeker")])
        assert d.zone_of("Neonate's Rush") == "hand"
        assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))
