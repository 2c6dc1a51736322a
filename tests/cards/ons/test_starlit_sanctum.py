"""Starlit Sanctum — Land.

Oracle: "{T}: Add {C}. / {W}, {T}, Sacrifice a Cleric creature: You gain life equal to the
sacrificed creature's toughness. / {B}, {T}, Sacrifice a Cleric creature: Target player loses
life equal to the sacrificed creature's power."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Starlit Sanctum")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Plains", "Swamp", "Daru Healer")
    return Driver(s.build())


def test_white_ability_gains_the_clerics_toughness() -> None:
    d = setup()
    d.activate(0, "Starlit Sanctum", index=1, choices=[d.find("Daru Healer")])
    assert d.ids("Daru Healer", zone="graveyard")
    d.resolve()
    assert d.life(0) == 22


def test_black_ability_drains_the_clerics_power() -> None:
    d = setup()
    d.activate(0, "Starlit Sanctum", index=2, targets=[1], choices=[d.find("Daru Healer")])
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 20


def test_only_a_cleric_may_be_sacrificed_and_its_last_toughness_counts() -> None:
    """CR 602.2b, 608.2h: only the Cleric (not Glory Seeker) can pay the sacrifice cost, and
    the life gained is the sacrificed Daru Healer's toughness as it last existed on the
    battlefield, its two +1/+1 counters included: 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Plains", "Glory Seeker")
    s.battlefield(0, "Daru Healer", counters={"+1/+1": 2})
    d = Driver(s.build())
    d.act(0, ActivateAbility(d.find("Starlit Sanctum"), 1))
    d.mana(0, "Plains")
    assert d.decision.kind == "cost_sacrifice"
    assert {a.value for a in d.decision.actions} == {d.find("Daru Healer")}
    d.choose(d.find("Daru Healer"))
    d.resolve()
    assert d.life(0) == 24


def test_black_ability_uses_the_sacrificed_clerics_last_power() -> None:
    """CR 608.2h: Daru Healer (1/2) with two +1/+1 counters had power 3 as it was
    sacrificed, so the target player loses 3 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Swamp")
    s.battlefield(0, "Daru Healer", counters={"+1/+1": 2})
    d = Driver(s.build())
    d.activate(0, "Starlit Sanctum", index=2, targets=[1], choices=[d.find("Daru Healer")])
    d.resolve()
    assert d.life(1) == 17 and d.life(0) == 20


def _sanctum_abilities(d: Driver) -> set[int]:
    sanctum = d.find("Starlit Sanctum")
    return {a.index for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == sanctum}


def test_taps_for_colourless_and_its_own_mana_cant_pay_the_coloured_costs() -> None:
    """CR 106.1b, 605.1a: {T}: Add {C}. Tapping it is part of both other costs, so its own
    colourless mana can't pay the {W} or {B}: with no other source, neither is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Daru Healer")
    d = Driver(s.build())
    assert not _sanctum_abilities(d)
    d.mana(0, "Starlit Sanctum", "C")
    assert d.state.players[0].mana_pool.get("C") == 1
    assert d.state.objects[d.find("Starlit Sanctum")].tapped


def test_played_this_turn_it_may_use_its_tap_ability_once() -> None:
    """CR 302.6 applies to creatures only: the Sanctum played this turn may activate its {T}
    ability; once tapped, neither ability is offered again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Daru Healer", "Daru Healer")
    s.hand(0, "Starlit Sanctum")
    d = Driver(s.build())
    d.play_land(0, "Starlit Sanctum")
    healers = d.ids("Daru Healer")
    d.activate(0, "Starlit Sanctum", index=1, choices=[healers[0]])
    d.resolve()
    assert d.life(0) == 22
    assert not _sanctum_abilities(d)


def test_a_face_down_cleric_cant_be_sacrificed_for_it() -> None:
    """CR 708.2a: a face-down Daru Healer is a creature with no creature types, not a Cleric;
    neither ability can be activated with only it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Plains", "Swamp")
    s.battlefield(0, "Daru Healer", face_down=True)
    d = Driver(s.build())
    assert not _sanctum_abilities(d)


def test_black_ability_may_target_its_controller() -> None:
    """"Target player" (CR 115.1) includes its controller: player 0 loses 1."""
    d = setup()
    d.activate(0, "Starlit Sanctum", index=2, targets=[0], choices=[d.find("Daru Healer")])
    d.resolve()
    assert (d.life(0), d.life(1)) == (19, 20)


def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Starlit Sanctum's text: "Sacrifice
    an Elf creature" may sacrifice Wellwisher, not Daru Healer, a Cleric; the life gained is
    Wellwisher's toughness, 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Island", "Plains", "Wellwisher", "Daru Healer")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source, elf = d.find("Starlit Sanctum"), d.find("Wellwisher")
    evolve(d, source, "Cleric", "Elf")
    assert d.chars(source).subtypes == frozenset()
    offered = activate_and_answer(d, source, (), pick=(elf,), index=1)
    assert elf in offered and d.find("Daru Healer") not in offered
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert d.life(0) == 21
