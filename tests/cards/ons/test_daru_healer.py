"""Daru Healer — {2}{W} Creature — Human Cleric 1/2.

Oracle: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.
Morph {W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Daru Healer")


def setup(face_down: bool = False) -> Driver:
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", face_down=face_down)
    s.battlefield(0, "Glory Seeker", "Plains")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Mountain", "Mountain")
    return Driver(s.build())


def test_prevents_one_damage_to_a_creature() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Daru Healer", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_prevents_only_the_next_one_damage_to_a_player() -> None:
    d = setup()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 19
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 17


def test_the_shield_ends_with_the_turn() -> None:
    d = setup()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.pass_until(Step.UPKEEP, turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_face_down_it_has_no_ability_and_morph_w_turns_it_up() -> None:
    d = setup(face_down=True)
    healer = d.find("Daru Healer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == healer]
    d.special(0, "turn_face_up", healer)
    d.pay()
    c = d.chars(healer)
    assert (c.name, c.power, c.toughness) == ("Daru Healer", 1, 2)
    d.activate(0, healer, targets=[0])
    d.resolve()
    assert d.state.objects[healer].tapped


def test_two_shields_their_player_chooses_one_named_by_its_source() -> None:
    """Two Daru Healers each prevent the next 1 damage to player 0: Shock's damage has two
    prevention effects to apply, and player 0, the affected player, chooses the order, each
    shown with the Healer that made it (CR 616.1); both apply, so no damage is dealt."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", "Daru Healer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    healers = d.ids("Daru Healer")
    for h in healers:
        d.activate(0, h, targets=[0])
        d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    assert sorted(src for _, src in dec.info()["sources"]) == sorted(healers)
    d.choose(dec.actions[0].value)
    assert d.life(0) == 20


def test_zero_damage_meets_no_shield() -> None:
    """CR 120.8, 616.1: Starstorm with X 0 deals no damage, so neither of the two Healers'
    shields on Glory Seeker applies (its controller isn't asked which applies first) and both
    are left whole: they prevent both points of a Shock afterwards."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", "Daru Healer", "Glory Seeker")
    s.battlefield(1, *["Mountain"] * 3)
    s.hand(1, "Starstorm", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    for healer in d.ids("Daru Healer"):
        d.activate(0, healer, targets=[seeker])
        d.resolve()
    d.pass_priority()
    d.cast(1, "Starstorm", x=0)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.decision.kind == "order_replacements"  # the Shock's 2 damage meets both shields
    d.choose(d.game.legal_actions()[0].value)
    assert d.state.objects[seeker].damage == 0


def test_summoning_sick_it_cant_tap() -> None:
    """CR 302.6: its {T} ability needs it under its controller's control since their most
    recent turn began."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", sick=True)
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == healer]


def test_killed_in_response_its_ability_still_makes_the_shield() -> None:
    """CR 113.7a, 611.2: the ability resolves without its source, and the shield it makes
    outlasts the Healer: Shock on Glory Seeker afterwards deals 1 damage, not 2."""
    d = setup()
    healer, seeker = d.find("Daru Healer"), d.find("Glory Seeker")
    d.activate(0, healer, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[healer])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1


def test_no_shield_if_its_target_is_gone() -> None:
    """CR 608.2b: Glory Seeker dies to Shock in response; the ability, its only target gone,
    doesn't resolve."""
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Daru Healer", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_prevents_one_combat_damage_to_its_controller() -> None:
    """CR 615.1, 510.2: the shield on its controller prevents 1 of an unblocked Glory
    Seeker's 2 combat damage."""
    s = Scenario(seed=4)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.pass_priority()  # the opponent gets priority in the main phase
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 19


def test_two_headed_giant_the_shield_protects_only_the_player_it_targets() -> None:
    """CR 810.9, 615.1: damage is dealt to each player individually: the shield on player 2
    prevents 1 of a Shock to player 2, not any of a Shock to teammate player 3; the team's
    total loses 1 + 2."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(2, "Daru Healer")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.activate(2, "Daru Healer", targets=[2])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[3])
    d.resolve()
    assert d.life(2) == 28
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert d.life(2) == d.life(3) == 27


def test_the_shield_on_a_planeswalker_saves_one_loyalty() -> None:
    """CR 115.4, 120.3c: "any target" includes a planeswalker; of Shock's 2 damage to Arlinn
    1 is prevented, so one loyalty counter is removed."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Healer", "Arlinn, the Pack's Hope")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, "Daru Healer", targets=[arlinn])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[arlinn])
    d.resolve()
    assert d.state.objects[arlinn].counters.get("loyalty") == 3


def test_damage_from_two_attackers_at_once_its_player_chooses_which_it_prevents() -> None:
    """CR 615.7: with 2 damage from each of two unblocked Glory Seekers dealt at once to the
    shielded player, that player chooses which source's damage the 1-point shield prevents;
    the other 3 are dealt."""
    s = Scenario(seed=4)
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    seekers = d.ids("Glory Seeker")
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack(seekers)
    while d.decision.kind != "shield_damage":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    dec = d.decision
    assert dec.player == 1 and {a.value for a in dec.actions} == set(seekers)
    d.choose(seekers[1])
    assert d.life(1) == 17
