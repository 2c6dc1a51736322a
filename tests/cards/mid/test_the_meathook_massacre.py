"""The Meathook Massacre — {X}{B}{B} Legendary Enchantment.

Oracle: "When The Meathook Massacre enters the battlefield, each creature gets -X/-X until end
of turn. / Whenever a creature you control dies, each opponent loses 1 life. / Whenever a
creature an opponent controls dies, you gain 1 life."
Rulings covered: MID-RN-130, MID-OR-0332.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import COPY_ENCHANTMENT, OMNISCIENCE

pytestmark = pytest.mark.card("The Meathook Massacre")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Wellwisher", "Krosan Tusker")
    s.hand(0, "The Meathook Massacre")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    return Driver(s.build())


def test_minus_x_then_drain_for_each_death() -> None:
    d = setup()
    d.cast(0, "The Meathook Massacre", x=2)
    d.resolve()
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    while d.state.stack:
        d.resolve()
    assert d.ids("Wellwisher", zone="graveyard") and d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="battlefield")
    assert d.chars(d.find("Elvish Warrior")).toughness == 1
    assert d.life(1) == 19  # our Wellwisher died
    assert d.life(0) == 21  # their Glory Seeker died


@pytest.mark.ruling("MID-RN-130", "MID-OR-0332")
def test_cast_with_x_zero_it_shrinks_no_creature() -> None:
    d = setup()
    d.cast(0, "The Meathook Massacre", x=0)
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Wellwisher")).toughness == 1
    assert d.ids("Glory Seeker", zone="battlefield")


@pytest.mark.ruling("MID-RN-130", "MID-OR-0332")
def test_entering_without_being_cast_it_triggers_with_x_zero() -> None:
    """Put onto the battlefield by Storm the Festival, it wasn't cast: X is 0 (CR 107.3f), its
    enters ability triggers and gives each creature -0/-0."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Wellwisher")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Storm the Festival")
    s.library(0, "The Meathook Massacre", *["Island"] * 5)
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("The Meathook Massacre"))
    d.choose(None)
    massacre = d.find("The Meathook Massacre", "battlefield")
    (trigger,) = d.state.stack
    assert d.state.objects[trigger].source == massacre
    d.resolve()
    assert not d.state.stack
    wellwisher = d.chars(d.find("Wellwisher"))
    assert (wellwisher.power, wellwisher.toughness) == (1, 1)
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.life(0) == 20 and d.life(1) == 20


@pytest.mark.ruling("MID-OR-0332")
def test_cast_without_paying_its_mana_cost_x_is_zero() -> None:
    """Cast without paying its mana cost (Omniscience), X can only be 0 (CR 107.3b): no X is
    asked for, its enters ability triggers and shrinks no creature."""
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, "Wellwisher")
    s.hand(0, "The Meathook Massacre")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "The Meathook Massacre", method="without_paying")
    assert d.decision.kind == "priority"  # no X to choose, nothing to pay
    d.resolve()
    massacre = d.find("The Meathook Massacre", "battlefield")
    (trigger,) = d.state.stack
    assert d.state.objects[trigger].source == massacre
    d.resolve()
    wellwisher = d.chars(d.find("Wellwisher"))
    assert (wellwisher.power, wellwisher.toughness) == (1, 1)
    assert d.ids("Glory Seeker", zone="battlefield")


def test_a_creature_entering_after_the_ability_resolved_isnt_shrunk() -> None:
    """CR 611.2c: "each creature gets -X/-X until end of turn" affects only the creatures on
    the battlefield as it resolves: Glory Seeker cast afterwards that turn is a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3, "Plains", "Plains", "Krosan Tusker")
    s.hand(0, "The Meathook Massacre", "Glory Seeker")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "The Meathook Massacre", x=1)
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Krosan Tusker")).power == 5
    d.cast(0, "Glory Seeker")
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (2, 2)


def test_in_a_four_player_game_each_opponent_loses_one() -> None:
    """CR 102.2: a creature its controller controls dies: each of the three opponents loses
    1 life; a creature of one opponent dies: its controller gains 1 life, once."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, "Glory Seeker", "Mountain", "Mountain")
    s.battlefield(2, "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    for p in range(4):
        s.library(p, *["Island"] * 3)
    d = Driver(s.build())
    mine, theirs = d.find("Glory Seeker", player=0), d.find("Glory Seeker", player=2)
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[mine])
    d.resolve()
    d.resolve()
    assert [d.life(p) for p in range(4)] == [20, 19, 19, 19]
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[theirs])
    d.resolve()
    d.resolve()
    assert [d.life(p) for p in range(4)] == [21, 19, 19, 19]


def test_creatures_destroyed_along_with_it_still_trigger_it() -> None:
    """CR 603.10a: Akroma's Vengeance destroys The Meathook Massacre and every creature at once;
    its "dies" abilities look back in time, so it triggers for each of the three creatures:
    player 0 gains 2 life for player 1's two creatures and player 1 loses 1 for player 0's."""
    s = Scenario(seed=1)
    s.battlefield(0, "The Meathook Massacre", "Glory Seeker", *["Plains"] * 6)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Akroma's Vengeance")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.ids("The Meathook Massacre", zone="graveyard")
    while d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    while d.state.stack:
        d.resolve()
    assert (d.life(0), d.life(1)) == (22, 19)


def test_x_is_remembered_after_it_has_left_the_battlefield() -> None:
    """CR 107.3m, 113.7a: the enters ability uses the X the enchantment was cast with even
    after The Meathook Massacre is destroyed in response (Naturalize): each creature still
    gets -2/-2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Krosan Tusker")
    s.hand(0, "The Meathook Massacre")
    s.battlefield(1, "Forest", "Forest", "Glory Seeker")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.cast(0, "The Meathook Massacre", x=2)
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("The Meathook Massacre")])
    d.resolve()
    assert d.ids("The Meathook Massacre", zone="graveyard")
    d.resolve()
    tusker = d.chars(d.find("Krosan Tusker"))
    assert (tusker.power, tusker.toughness) == (4, 3)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.stack == [] and d.life(0) == 20  # gone: no ability of it triggers


def test_a_creature_you_control_but_dont_own_counts_as_yours() -> None:
    """CR 603.10a, 109.4: "a creature you control dies" looks at who controlled it on the
    battlefield: player 0's Glory Seeker owned by player 1 goes to player 1's graveyard, and
    player 1 loses 1 life; no life is gained."""
    s = Scenario(seed=1)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, "Glory Seeker", owner=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    (trigger,) = d.state.stack
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 19)


def test_a_token_dying_triggers_it() -> None:
    """CR 700.4, 111.7: a token creature dies too (it is put into a graveyard before ceasing
    to exist): the opponent's Zombie token dying gains its controller 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, "Mountain")
    s.token(1, "Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie")])
    d.resolve()
    assert not d.ids("Zombie")
    d.resolve()
    assert d.life(0) == 21


def test_two_headed_giant_each_opponent_loses_so_the_team_loses_two() -> None:
    """CR 810.9 (loss of life happens to each player and applies to the team's total): in Two-Headed Giant,
    player 0's creature dying makes each of the two opponents lose 1 life, so their team's
    shared total goes from 30 to 28; player 0's team loses none."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 3)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert [d.life(p) for p in range(4)] == [30, 30, 28, 28]


def test_a_second_massacre_the_legend_rule_and_both_abilities() -> None:
    """CR 704.5j, 603.6a, 603.10a: a second The Meathook Massacre (X = 1) enters; its enters
    ability triggers; as a state-based action its controller keeps the new one and puts the
    old one into the graveyard. The trigger still resolves (-1/-1 kills Sparksmith); only the
    Massacre left on the battlefield sees that death, so player 1 loses 1 life, not 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, *["Swamp"] * 3, "Sparksmith", "Krosan Tusker")
    s.hand(0, "The Meathook Massacre")
    d = Driver(s.build())
    old = d.find("The Meathook Massacre", zone="battlefield")
    d.cast(0, "The Meathook Massacre", x=1)
    d.resolve()
    assert d.expect("legend_rule").player == 0
    new = next(o for o in d.ids("The Meathook Massacre", zone="battlefield") if o != old)
    d.choose(new)
    assert d.ids("The Meathook Massacre", zone="battlefield") == [new]
    assert d.ids("The Meathook Massacre", zone="graveyard")
    d.resolve_all()
    assert d.ids("Sparksmith", zone="graveyard")
    assert d.chars(d.find("Krosan Tusker")).power == 5
    assert (d.life(0), d.life(1)) == (20, 19)


def test_indestructible_doesnt_save_a_creature_with_zero_toughness() -> None:
    """CR 704.5f, 702.12b: indestructible stops destruction, not a toughness of 0. Arlinn, the
    Moon's Fury made a 5/5 indestructible Werewolf by her [0] gets -5/-5 and is put into the
    graveyard with the opponent's Krosan Tusker; both deaths trigger the Massacre."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Arlinn, the Pack's Hope", transformed=True)
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, "The Meathook Massacre")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, arlinn, index=2)
    d.resolve()
    assert d.chars(arlinn).has("Indestructible") and d.chars(arlinn).toughness == 5
    d.cast(0, "The Meathook Massacre", x=5)
    d.resolve()
    d.resolve()
    assert d.zone_of("Arlinn, the Pack's Hope") == "graveyard"
    assert d.zone_of("Krosan Tusker") == "graveyard"
    d.take_first("order_triggers")
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (21, 19)


@pytest.mark.ruling("MID-OR-0332")
def test_a_copy_entering_has_x_zero_and_meets_the_legend_rule() -> None:
    """CR 107.3m, 707.2, 704.5j: Copy Enchantment enters as a copy of The Meathook Massacre; it
    wasn't cast, so its X is 0 (not the original's 2): its enters ability triggers and gives
    -0/-0;
    being a legendary The Meathook Massacre too, the legend rule asks which to keep."""
    s = Scenario(seed=1)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 2})
    s.battlefield(0, "Island", "Island", "Island", "Sparksmith")
    s.hand(0, COPY_ENCHANTMENT.name)
    d = Driver(s.build())
    original = d.find("The Meathook Massacre")
    d.cast(0, COPY_ENCHANTMENT.name)
    d.resolve()
    d.choose(original)
    d.expect("legend_rule")
    d.choose(original)
    assert d.ids("The Meathook Massacre", zone="battlefield") == [original]
    (trigger,) = d.state.stack
    d.resolve()
    assert d.zone_of("Sparksmith") == "battlefield"
    assert (d.chars(d.find("Sparksmith")).power, d.life(0), d.life(1)) == (1, 20, 20)


def test_a_commander_that_dies_and_goes_to_the_command_zone_still_died() -> None:
    """CR 903.9a, 700.4: the commander Wilhelt is destroyed, put into the graveyard, then moved
    to the command zone by its owner's choice; it died all the same, so the Massacre makes
    the opponent lose 1 life."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Wilhelt, the Rotcleaver", zone="battlefield")
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Wilhelt, the Rotcleaver")])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of("Wilhelt, the Rotcleaver") == "command"
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (40, 39)
