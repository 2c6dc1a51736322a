"""Bereaved Survivor // Dauntless Avenger — {2}{W} Creature — Human Peasant 2/1 //
Creature — Human Soldier 3/2 (white).

Oracle: Front: "When another creature you control dies, transform Bereaved Survivor."
Back: "Whenever Dauntless Avenger attacks, return target creature card with mana value 2 or
less from your graveyard to the battlefield tapped and attacking."
Rulings covered: MID-RN-107, MID-RN-108, MID-RN-109, MID-RN-110.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bereaved Survivor")


@pytest.mark.ruling("MID-RN-107", "MID-OR-0016")
def test_two_deaths_transform_it_only_once() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bereaved Survivor", "Glory Seeker", "Glory Seeker", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    a, b = d.ids("Glory Seeker")
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[a])
    d.resolve()
    assert len(d.state.stack) == 1  # the first trigger
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[b])
    d.resolve()
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.chars(d.find("Bereaved Survivor")).name == "Dauntless Avenger"


def test_its_own_death_or_an_opponents_creature_doesnt_transform_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bereaved Survivor", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Bereaved Survivor")).name == "Bereaved Survivor"


def _avenger(players: int = 2, *, grave: tuple[str, ...] = ("Glory Seeker",)) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Bereaved Survivor", transformed=True)
    s.graveyard(0, *grave)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-109", "MID-OR-0018")
def test_returns_a_card_tapped_and_attacking_without_declaring_it() -> None:
    d = _avenger(grave=("Glory Seeker", "Catapult Squad"))
    avenger = d.find("Bereaved Survivor")
    d.to_combat()
    d.attack([avenger])
    d.expect("target")
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].tapped
    assert d.state.combat.attackers[seeker] == 1
    attacks = [e.obj for e in d.state.log if e.kind == "attacks"]
    assert seeker not in attacks and avenger in attacks
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3 - 2


def test_mana_value_three_is_too_much() -> None:
    d = _avenger(grave=("Falcon Abomination",))
    d.to_combat()
    d.attack([d.find("Bereaved Survivor")])
    assert not d.state.stack  # no legal target: the trigger is removed
    assert d.zone_of("Falcon Abomination") == "graveyard"


@pytest.mark.ruling("MID-RN-108", "MID-OR-0017")
def test_the_returned_creature_may_attack_another_player() -> None:
    d = _avenger(players=3)
    avenger = d.find("Bereaved Survivor")
    d.to_combat()
    d.attack({avenger: 1})
    d.expect("target")
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    dec = d.expect("choose_option")  # CR 508.4: its controller chooses as it enters
    assert dec.player == 0 and dec.prompt == "Choose the player or planeswalker it attacks"
    d.choose(2)
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.combat.attackers == {avenger: 1, seeker: 2}


@pytest.mark.ruling("MID-RN-110", "MID-OR-0019")
def test_a_creature_with_defender_still_enters_attacking() -> None:
    d = _avenger(grave=("Wall of Mulch",))
    d.to_combat()
    d.attack([d.find("Bereaved Survivor")])
    d.expect("target")
    d.choose(d.find("Wall of Mulch", zone="graveyard"))
    d.resolve()
    wall = d.find("Wall of Mulch", zone="battlefield")
    assert d.state.combat.attackers[wall] == 1


def test_a_token_dying_transforms_it_and_later_deaths_do_nothing_more() -> None:
    """"Another creature you control" includes a token (CR 111.1, 700.4): a Spirit token
    Shocked transforms the Survivor; once it is Dauntless Avenger, another death triggers
    nothing (the back face has no such ability)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bereaved Survivor", "Glory Seeker", "Mountain", "Mountain")
    s.token(0, "Spirit")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Spirit")])
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    survivor = d.find("Bereaved Survivor")
    c = d.chars(survivor)
    assert (c.name, c.power, c.toughness) == ("Dauntless Avenger", 3, 2)
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.chars(survivor).name == "Dauntless Avenger"


def test_dying_with_another_creature_it_triggers_but_stays_a_card_in_the_graveyard() -> None:
    """CR 603.10a: dying at the same time as Glory Seeker, the Survivor "looks back" and its
    ability triggers; as it resolves the Survivor is a card in the graveyard, which can't be
    transformed (CR 701.27a: only a permanent transforms): nothing happens."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bereaved Survivor", "Glory Seeker", *["Mountain"] * 4)
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Bereaved Survivor") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Bereaved Survivor") == "graveyard"
    assert d.chars(d.find("Bereaved Survivor")).name == "Bereaved Survivor"


def test_the_target_gone_from_the_graveyard_nothing_returns() -> None:
    """CR 608.2b: the Glory Seeker card targeted by Dauntless Avenger's trigger is exiled by
    the opponent's Return to Nature in response: the trigger does nothing, and only the
    Avenger deals combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bereaved Survivor", transformed=True)
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Return to Nature")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Bereaved Survivor")])
    seeker = d.find("Glory Seeker", zone="graveyard")
    d.expect("target")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Return to Nature", modes=[2], targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    assert not d.ids("Glory Seeker", zone="battlefield")
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
