"""Run Wild — {G} Instant.

Oracle: "Until end of turn, target creature gains trample and "{G}: Regenerate this
creature.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Run Wild")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain", "Glory Seeker")
    s.hand(0, "Run Wild", "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Run Wild", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_gains_trample_and_a_regeneration_ability() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Trample")
    d.activate(0, seeker)
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")  # regenerated
    assert d.state.objects[seeker].tapped


def test_the_ability_is_gone_next_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == seeker]
    d.pass_until("upkeep", turn=5)
    assert d.decision.player == 0
    assert not d.chars(seeker).has("Trample")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]


def test_on_an_opponent_s_creature_its_controller_gets_the_regeneration_ability() -> None:
    """CR 113.6, 602.2: "{G}: Regenerate this creature" is an ability of the creature, so only
    the creature's controller may activate it: Run Wild cast on player 1's Glory Seeker gives
    player 1, not its caster, the ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Run Wild")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Run Wild", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Trample")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]
    d.pass_priority()
    assert d.decision.player == 1
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == seeker]


def test_trample_lets_excess_damage_through_a_blocker() -> None:
    """CR 702.19b: Glory Seeker (2/2) with trample blocked by a 1/1 Human token assigns 1
    lethal damage to it and 1 to the defending player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker")
    s.hand(0, "Run Wild")
    s.token(1, "Human")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Run Wild", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Human"): seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 1))
    d.pass_until("end_of_combat")
    assert d.life(1) == 19
    assert not d.ids("Human")


def test_a_regenerated_blocker_is_removed_from_combat() -> None:
    """CR 701.19a: the regeneration shield replaces the blocking Glory Seeker's destruction
    by lethal combat damage: it is tapped, its damage removed, and it is removed from combat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Glory Seeker", "Forest", "Forest")
    s.hand(1, "Run Wild")
    d = Driver(s.build())
    seeker, tusker = d.find("Glory Seeker"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.cast(1, "Run Wild", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.activate(1, seeker)
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: tusker})
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "battlefield"
    o = d.state.objects[seeker]
    assert o.tapped and o.damage == 0
    assert seeker not in (d.state.combat.blockers if d.state.combat else {})
    assert d.life(1) == 20


def test_the_effect_stays_on_a_face_down_creature_turned_face_up() -> None:
    """CR 708.8, 611.2c: turning a face-down creature face up doesn't make it a new object:
    Run Wild's trample and regeneration ability, given to the face-down Spined Basher, stay
    on it as the Basher."""
    s = Scenario(seed=1)
    s.battlefield(0, "Spined Basher", face_down=True)
    s.battlefield(0, "Forest", "Forest", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Run Wild")
    d = Driver(s.build())
    basher = d.find("Spined Basher")
    d.cast(0, "Run Wild", targets=[basher])
    d.resolve()
    for swamp in d.ids("Swamp"):
        d.mana(0, swamp)
    d.special(0, "turn_face_up", basher)
    d.pay()
    assert [f for f in d.ids("Forest") if not d.state.objects[f].tapped]  # {G} left
    c = d.chars(basher)
    assert c.name == "Spined Basher" and c.has("Trample")
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == basher]
