"""Moonveil Regent — {3}{R} Creature — Dragon 4/4.

Oracle: "Flying / Whenever you cast a spell, you may discard your hand. If you do, draw a card
for each of that spell's colors. / When Moonveil Regent dies, it deals X damage to any target,
where X is the number of colors among permanents you control."
Rulings covered: MID-RN-169, MID-RN-170, MID-RN-171, MID-RN-172.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Moonveil Regent")


def setup(*hand: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Moonveil Regent")
    s.hand(0, *hand)
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    return Driver(s.build())


def test_discard_hand_draw_per_color() -> None:
    d = setup("Shock", "Glory Seeker", "Elvish Warrior")
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the trigger
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")
    assert d.ids("Forest", zone="hand") and len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MID-RN-169", "MID-OR-0413")
def test_empty_hand_may_still_draw() -> None:
    d = setup("Shock")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(True)
    assert len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MID-RN-170", "MID-OR-0414")
def test_colorless_spell_draws_nothing() -> None:
    d = setup("Moonsilver Key", "Glory Seeker")
    d.cast(0, "Moonsilver Key")
    d.resolve()
    d.choose(True)
    assert not d.state.players[0].hand


@pytest.mark.ruling("MID-RN-172", "MID-OR-0416")
def test_dies_dealing_damage_per_color_among_your_permanents() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Moonveil Regent", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    regent = d.find("Moonveil Regent")
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)  # the cast trigger: keep the hand
        d.resolve()
    assert d.ids("Moonveil Regent", zone="graveyard")
    assert d.decision.kind == "target"
    d.choose(1)
    d.resolve()
    assert d.life(1) == 18  # white and green; the Regent itself is gone


@pytest.mark.ruling("MID-RN-171", "MID-OR-0415")
def test_a_disturbed_spell_has_the_colors_of_its_color_indicator() -> None:
    """CR 107.13, 204.1: Dennick, Pious Apparition has no mana cost; cast with disturb, it is white and blue by
    its color indicator (CR 202.2e, 712.8e), so two cards are drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Island", "Moonveil Regent")
    s.hand(0, "Glory Seeker")
    s.graveyard(0, "Dennick, Pious Apprentice")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    d = Driver(s.build())
    sid = d.cast(0, "Dennick, Pious Apprentice", method="disturb")
    assert set(d.chars(sid).colors) == {"W", "U"}
    d.resolve()  # the trigger
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert sorted(d.game.card(o).name for o in d.state.players[0].hand) == ["Forest", "Island"]


@pytest.mark.ruling("MID-RN-172", "MID-OR-0416")
def test_dies_with_no_colored_permanent_left_and_still_triggers() -> None:
    """Only lands (colourless) are left when the Regent dies: its ability still triggers and
    targets, and deals 0 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Moonveil Regent")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    regent = d.find("Moonveil Regent")
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)  # the cast trigger: keep the hand
        d.resolve()
    assert d.ids("Moonveil Regent", zone="graveyard")
    assert d.decision.kind == "target"
    d.choose(1)
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 20 and not d.state.stack


def test_a_spell_countered_in_response_still_counts_its_colors() -> None:
    """The trigger uses the spell as it last existed on the stack (CR 608.2h): Shock, countered
    in response, was red, so discarding the hand draws one card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Moonveil Regent")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, "Plains")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 2
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[shock])
    d.resolve()
    d.take_first("order_cards")
    assert d.zone_of("Shock") == "graveyard"
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert [d.game.card(o).name for o in d.state.players[0].hand] == ["Forest"]
    assert d.life(1) == 20


def test_an_opponent_s_spell_doesn_t_trigger_it() -> None:
    """"Whenever you cast a spell": only its controller's spells (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Moonveil Regent")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 18 and d.ids("Glory Seeker", zone="hand")


def test_declining_keeps_the_hand_and_draws_nothing() -> None:
    """"You may discard your hand. If you do, ...": declining, nothing is discarded or drawn
    (CR 603.5, 608.2d)."""
    d = setup("Shock", "Glory Seeker")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert [d.game.card(o).name for o in d.state.players[0].hand] == ["Glory Seeker"]
    assert len(d.state.players[0].library) == 4


@pytest.mark.ruling("MID-RN-172", "MID-OR-0416")
def test_colors_are_counted_as_the_death_trigger_resolves() -> None:
    """A permanent that leaves in response no longer counts (MID-OR-0416): the green Wellwisher
    is Shocked with the trigger on the stack, so only white counts, 1 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Moonveil Regent", "Glory Seeker",
                  "Wellwisher")
    s.hand(0, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    regent = d.find("Moonveil Regent")
    first, second, third = d.ids("Shock", "hand")
    for shock in (first, second):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)
        d.resolve()
    d.expect("target")
    d.choose(1)
    d.cast(0, third, targets=[d.find("Wellwisher")])
    assert len(d.state.stack) == 2  # the Regent is gone: no cast trigger
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert d.life(1) == 19


def test_each_color_counts_once_and_a_face_down_creature_is_colorless() -> None:
    """"The number of colors among permanents you control" (CR 105.1): white Glory
    Seeker and white-black Liesa make two colors, white counted once; a face-down creature
    is colorless (CR 708.2a). The 2 damage goes to a creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Moonveil Regent", "Glory Seeker",
                  "Liesa, Forgotten Archangel")
    s.battlefield(0, "Krosan Tusker", face_down=True)
    s.battlefield(1, "Towering Baloth")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    regent = d.find("Moonveil Regent")
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)
        d.resolve()
    baloth = d.find("Towering Baloth")
    d.take_first("order_triggers")  # Liesa's trigger too: the Regent was another creature
    d.expect("target")
    d.choose(baloth)
    d.resolve_all()
    assert d.state.objects[baloth].damage == 2


def test_a_spell_cast_face_down_is_colorless_and_draws_nothing() -> None:
    """A face-down spell is a colorless 2/2 creature spell (CR 708.2a, 702.37c): casting
    Headhunter face down triggers the Regent, and discarding the hand draws no card
    (MID-OR-0414)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Moonveil Regent")
    s.hand(0, "Headhunter", "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Headhunter", method="face_down")
    assert len(d.state.stack) == 2
    d.resolve()
    d.choose(True)
    assert d.zone_of("Shock") == "graveyard"
    assert d.state.players[0].hand == [] and len(d.state.players[0].library) == 2


def test_its_death_trigger_can_t_target_a_creature_with_protection_from_red() -> None:
    """The source of the ability is the Regent as it last existed, a red object (CR 113.7,
    608.2h): Skirk Fire Marshal's protection from red keeps it from being targeted (CR
    702.16b); the players and Glory Seeker may be."""
    from manastack.decisions.actions import Choose
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Moonveil Regent", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Skirk Fire Marshal")
    d = Driver(s.build())
    regent = d.find("Moonveil Regent")
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)
        d.resolve()
    d.expect("target")
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {0, 1, d.find("Glory Seeker")}



def test_a_copy_of_a_spell_is_not_cast_and_doesn_t_trigger_it() -> None:
    """A copy put on the stack by an effect is not cast (CR 707.10, 601.1): Galvanic
    Iteration's copy of Shock doesn't trigger the Regent; the Iteration and Shock, each cast,
    do: the Regent asks twice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Moonveil Regent")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    asked = 0
    d.resolve()
    d.expect("may")
    asked += 1
    d.choose(False)
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    while d.state.stack or d.decision.kind != "priority":
        kind = d.decision.kind
        if kind == "may":
            assert d.game.view(0)["decision"]["source"]["name"] == "Moonveil Regent"
            asked += 1
            d.choose(False)
        elif kind == "priority":
            d.pass_priority()
        else:
            d.take_first(kind)
    assert d.life(1) == 16  # Shock and its copy
    assert asked == 2
    assert len(d.state.players[0].library) == 4


def test_in_two_headed_giant_only_its_controller_s_permanents_count() -> None:
    """"Permanents you control" are its controller's own (CR 810.5): the teammate's green
    Elvish Warrior adds nothing; the white Glory Seeker makes X = 1."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Moonveil Regent", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Shock", "Shock")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    regent = d.find("Moonveil Regent")
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)
        d.resolve()
    d.expect("target")
    d.choose(2)
    d.resolve()
    assert d.life(2) == d.life(3) == 29


def test_killed_with_its_cast_trigger_on_the_stack_the_trigger_still_resolves() -> None:
    """The triggered ability exists independently of the Regent (CR 113.7a): killed in
    response, its death trigger goes above; the cast trigger still lets its controller discard
    the hand and draw a card for red Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Moonveil Regent")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[d.find("Moonveil Regent")])
    d.resolve()
    assert d.zone_of("Moonveil Regent") == "graveyard"
    d.expect("target")
    d.choose(1)  # the death trigger: no colored permanent left, 0 damage
    d.resolve()
    assert len(d.state.stack) == 2
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]


def test_in_two_headed_giant_a_teammate_s_spell_doesn_t_trigger_it() -> None:
    """"Whenever you cast a spell" is its controller's spells only (CR 810.5, 603.2): the
    teammate's Shock, cast in the team's turn, triggers nothing."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Moonveil Regent")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[2])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(2) == 28 and d.ids("Glory Seeker", zone="hand")
