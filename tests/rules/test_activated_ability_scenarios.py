"""Acceptance scenarios for activated and loyalty abilities (CR 602, 606) and the objects
they come from.

CR 113.7a  an activated ability on the stack resolves even if its source has left the
           battlefield; "the number of Goblins" is counted as it resolves.
CR 400.7   a permanent that leaves and comes back is a new object: its restrictions on use
           start afresh.
CR 602.5b  a restriction on an ability's use ("once each turn") applies to that object even
           after its controller changes.
CR 606.3   one loyalty ability per permanent per turn, even when the permanent transformed
           in between (it is the same permanent, CR 712.18).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"


def _abilities(d: Driver, source: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == source]


def _wolf_stolen(*, pumped_first: bool) -> tuple[Driver, int]:
    """Player 0's main phase: player 1's Snarling Wolf ("{1}{G}: +2/+2 until end of turn.
    Activate only once each turn."), pumped by player 1 in response to nothing (or not), is
    then taken by player 0's Pack's Betrayal until end of turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Forest", "Forest")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Snarling Wolf", "Forest", "Forest")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    if pumped_first:
        d.pass_priority()
        d.activate(1, wolf)
        d.resolve()
    d.cast(0, "Pack's Betrayal", targets=[wolf])
    d.resolve()
    d.take_first("scry")  # it controls a Wolf now: scry 2
    d.take_first("order_cards")
    d.expect("priority")
    assert d.chars(wolf).controller == 0
    return d, wolf


def test_602_5b_once_each_turn_still_applies_after_the_control_change() -> None:
    """CR 602.5b: player 1 activated the Wolf's ability this turn, so player 0, who now
    controls it, can't activate it again this turn (with the mana to pay for it)."""
    d, wolf = _wolf_stolen(pumped_first=True)
    assert d.chars(wolf).power == 3
    assert _abilities(d, wolf) == []


def test_602_5b_the_new_controller_may_activate_it_if_nobody_did_this_turn() -> None:
    d, wolf = _wolf_stolen(pumped_first=False)
    assert len(_abilities(d, wolf)) == 1
    d.activate(0, wolf)
    d.resolve()
    assert d.chars(wolf).power == 3
    assert _abilities(d, wolf) == []


def test_400_7_a_returned_permanent_is_a_new_object_with_its_once_each_turn_unused() -> None:
    """CR 400.7, 602.5b: the Wolf pumped, returned to its owner's hand by Fading Hope and cast
    again is a new object: its ability may be activated once more this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Fading Hope")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    assert _abilities(d, wolf) == []
    d.cast(0, "Fading Hope", targets=[wolf])
    d.resolve()
    d.take_first("scry")
    d.cast(0, "Snarling Wolf")
    d.resolve()
    again = d.find("Snarling Wolf", "battlefield")
    assert again != wolf
    d.activate(0, again)
    d.resolve()
    assert d.chars(again).power == 3


def test_606_3_a_planeswalker_that_transformed_already_used_its_loyalty_ability() -> None:
    """CR 606.3, 712.18: Arlinn, the Pack's Hope uses her +1; The Celestus then makes it night
    and she transforms into Arlinn, the Moon's Fury, the same permanent: none of her
    loyalty abilities may be activated again this turn."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, ARLINN, "The Celestus", "Plains", "Plains", "Plains")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=1)
    d.resolve()
    d.activate(0, "The Celestus", index=2)
    d.resolve()
    assert d.state.day_night == "night"
    assert d.chars(arlinn).name == "Arlinn, the Moon's Fury"
    assert d.state.objects[arlinn].counters == {"loyalty": 5}
    assert _abilities(d, arlinn) == []


def test_606_3_a_planeswalker_cast_again_is_a_new_object_that_may_activate() -> None:
    """CR 606.3, 400.7: Arlinn used her +1, was returned to her owner's hand by Geistwave and
    cast again: the new permanent enters with 4 loyalty and may use a loyalty ability."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, "Island", "Island", "Mountain", "Mountain", "Forest", "Forest")
    s.hand(0, "Geistwave")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=1)
    d.resolve()
    d.cast(0, "Geistwave", targets=[arlinn])
    d.resolve()
    d.cast(0, ARLINN)
    d.resolve()
    again = d.find(ARLINN, "battlefield")
    assert d.state.objects[again].counters == {"loyalty": 4}
    assert {a.index for a in _abilities(d, again)} == {1, 2}


def test_113_7a_sparksmith_gone_still_deals_damage_counting_the_goblins_left() -> None:
    """CR 113.7a, 608.2h: the Sparksmith ("{T}: deals X damage to target creature and X
    damage to you, where X is the number of Goblins on the battlefield") is killed in
    response; its ability still resolves, and X counts the one Goblin left."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Sparksmith")
    s.battlefield(1, "Mountain", "Krosan Tusker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    smith = d.ids("Sparksmith", "battlefield")[0]
    tusker = d.find("Krosan Tusker")
    d.activate(0, smith, targets=[tusker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[smith])
    d.resolve()
    assert len(d.ids("Sparksmith", "battlefield")) == 1
    d.resolve()
    assert d.state.objects[tusker].damage == 1
    assert d.life(0) == 19


def test_605_1a_a_loyalty_ability_that_adds_mana_is_not_a_mana_ability() -> None:
    """CR 605.1a, 606.2: Arlinn, the Moon's Fury's "+2: Add {R}{G}" is a loyalty ability, not
    a mana ability: Pithing Needle naming her ("Activated abilities of sources with the
    chosen name can't be activated unless they're mana abilities") stops it, and her other
    loyalty ability, while the Mountain still taps for mana."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Arlinn, the Moon's Fury"})
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    assert d.chars(arlinn).name == "Arlinn, the Moon's Fury"
    assert _abilities(d, arlinn) == []
    assert not [a for a in d.game.legal_actions() if getattr(a, "source", None) == arlinn]
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"R": 1}
