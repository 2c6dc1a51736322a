"""Rem Karolus, Stalwart Slayer — {1}{R}{W} Legendary Creature — Human Knight 2/3.

Oracle: "Flying, haste / If a spell would deal damage to you or another permanent you control,
prevent that damage. / If a spell would deal damage to an opponent or a permanent an opponent
controls, it deals that much damage plus 1 instead."
Rulings covered: MID-RN-065, MID-RN-066, MID-RN-067, MID-RN-068.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rem Karolus, Stalwart Slayer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Rem Karolus, Stalwart Slayer",
                  "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Mountain", "Krosan Tusker", "Elvish Warrior")
    s.hand(1, "Shock")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-067")
def test_your_spells_deal_one_more_to_opponents_and_their_permanents() -> None:
    d = setup()
    sid = d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[1])
    d.resolve()
    assert d.life(1) == 17
    damage = [e for e in d.game.log if e.kind == "damage"]
    assert damage[-1].amount == 3 and damage[-1].source == sid
    warrior = d.find("Elvish Warrior")
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[warrior])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")  # 3 damage to a 2/3


@pytest.mark.ruling("MID-RN-065")
def test_opponents_spells_cant_hurt_you_or_your_other_permanents() -> None:
    d = setup()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert any(e.kind == "prevented" for e in d.game.log)


def test_rem_itself_isnt_protected() -> None:
    d = setup()
    rem = d.find("Rem Karolus, Stalwart Slayer")
    d.pass_priority()
    d.cast(1, "Shock", targets=[rem])
    d.resolve()
    assert d.state.objects[rem].damage == 2


@pytest.mark.ruling("MID-RN-066")
def test_fight_damage_isnt_changed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    warrior = d.find("Elvish Warrior")
    d.block({warrior: seeker})
    d.pass_until("end")
    assert d.state.objects[warrior].damage == 2  # combat damage isn't a spell's


@pytest.mark.ruling("MID-RN-068")
@pytest.mark.parametrize("first", [0, 1])
def test_the_damaged_player_orders_the_effects_and_full_prevention_wins(first: int) -> None:
    """Each player controls a Rem Karolus. Shock at player 1 meets player 0's "plus 1" and
    player 1's prevention; player 1 chooses the order (CR 616.1). Either way the damage is
    all prevented, so the "plus 1" no longer matters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Shock")
    s.battlefield(1, "Rem Karolus, Stalwart Slayer")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    options = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert len(options) == 2
    d.choose(options[first])
    while d.decision.kind == "order_replacements":
        d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])
    assert d.life(1) == 20
    assert not [e for e in d.game.log if e.kind == "damage" and e.player == 1]
