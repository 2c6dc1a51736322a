"""Necrosynthesis — {1}{B} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "Whenever another creature dies, put a +1/+1
counter on this creature." / When enchanted creature dies, look at the top X cards of your
library, where X is its power. Put one of those cards into your hand and the rest on the bottom
of your library in a random order."
Rulings covered: MID-RN-115, MID-OR-0333.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Necrosynthesis")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Glory Seeker",
                  "Wellwisher")
    s.hand(0, "Necrosynthesis", "Shock", "Chain of Plasma")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-115", "MID-OR-0333")
def test_grows_then_looks_at_its_last_power_in_cards() -> None:
    """CR 603.6e, 604.4: the Aura grants its creature an ability; the Aura's own trigger on
    the enchanted creature dying."""
    d = setup()
    seeker, well = d.find("Glory Seeker"), d.find("Wellwisher")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[well])
    d.resolve()
    d.resolve()  # the granted trigger: +1/+1 counter
    assert d.chars(seeker).power == 3
    d.cast(0, "Chain of Plasma", targets=[seeker])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None if None in opts(d) else opts(d)[0])  # no copy of Chain of Plasma
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.decision.kind == "choose_cards"
    assert len(opts(d)) == 3 and None not in opts(d)  # X = 3; one must be taken
    d.choose(d.find("Island", "library"))
    assert d.ids("Island", zone="hand")
    lib = d.state.players[0].library
    assert d.game.card(lib[0]).name == "Swamp"  # the other two went to the bottom


def test_power_zero_creature_dies_looks_at_no_cards() -> None:
    """X = 0 (CR 107.3): the enchanted 0/4 dies, the trigger looks at no card, asks nothing and
    moves nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Wall of Mulch")
    s.hand(0, "Necrosynthesis", "Defenestrate")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.cast(0, "Necrosynthesis", targets=[wall])
    d.resolve()
    lib = list(d.state.players[0].library)
    d.cast(0, "Defenestrate", targets=[wall])
    d.resolve()
    assert d.zone_of("Wall of Mulch") == "graveyard"
    d.resolve()  # the dies trigger
    assert d.decision.kind == "priority" and not d.state.stack
    assert list(d.state.players[0].library) == lib
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == []


def test_on_an_opponents_creature_the_aura_controller_looks_at_their_own_library() -> None:
    """The dies trigger is Necrosynthesis's, so its controller chooses, from the top X cards of
    their own library ("your library", CR 109.5), X being the creature's last power."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain")
    s.hand(0, "Necrosynthesis", "Shock")
    s.library(0, "Forest", "Island", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    assert d.decision.player == 0
    assert set(opts(d)) == {d.find("Forest", "library"), d.find("Island", "library")}
    d.choose(d.find("Island", "library"))
    assert d.zone_of("Island") == "hand"
    assert len(d.state.players[1].library) == 3 and not d.state.players[1].hand


def test_dying_together_the_granted_ability_still_triggers_but_adds_nothing() -> None:
    """CR 603.10a: the enchanted creature and another die at once; its granted "another
    creature dies" ability looks back and triggers, but its counter has nowhere to go, and X
    is the creature's power as it last existed (2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Glory Seeker")
    s.hand(0, "Necrosynthesis", "Starstorm")
    s.library(0, "Forest", "Island", "Plains")
    s.battlefield(1, "Avacyn's Pilgrim")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2  # the Aura's trigger and the granted one
    d.resolve_all()
    d.expect("choose_cards")
    assert len(opts(d)) == 2


def test_aura_and_creature_destroyed_together_still_trigger() -> None:
    """CR 603.10a: Akroma's Vengeance destroys the Aura and its creature at once; "when
    enchanted creature dies" looks back in time, so it triggers, and X is the power the
    creature last had (3 with its +1/+1 counter)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.hand(0, "Necrosynthesis", "Akroma's Vengeance")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Necrosynthesis") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("choose_cards")
    assert len(opts(d)) == 3


def test_a_commander_that_died_and_went_to_the_command_zone_still_counts() -> None:
    """CR 903.9a, 603.10a: the enchanted commander (Katilda, 1/1) dies, then its owner puts it
    into the command zone as a state-based action; it died all the same, so the Aura's
    trigger looks at the top card (its last known power is 1) and its controller takes it."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Necrosynthesis", "Defenestrate")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.library(1, *["Swamp"] * 4)
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    d.cast(0, "Necrosynthesis", targets=[katilda])
    d.resolve()
    d.cast(0, "Defenestrate", targets=[katilda])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert d.zone_of("Necrosynthesis") == "graveyard"
    d.resolve()
    if d.decision.kind == "choose_cards":
        assert opts(d) == [d.find("Forest", "library")]
        d.choose(d.find("Forest", "library"))
    assert d.zone_of("Forest") == "hand"


def test_negative_power_counts_as_zero_cards() -> None:
    """CR 107.1b: the enchanted 1/1 has -1 power after Startle (-2/-0) when it dies; X would be
    negative, so it is 0: no card is looked at and nothing breaks."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Island", "Island", "Mountain", "Avacyn's Pilgrim")
    s.hand(0, "Necrosynthesis", "Startle", "Shock")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    d.cast(0, "Necrosynthesis", targets=[pilgrim])
    d.resolve()
    d.cast(0, "Startle", targets=[pilgrim])
    d.resolve()
    assert d.chars(pilgrim).power == -1
    hand = len(d.state.players[0].hand)
    lib = list(d.state.players[0].library)
    d.cast(0, "Shock", targets=[pilgrim])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert list(d.state.players[0].library) == lib
    assert len(d.state.players[0].hand) == hand - 1


def test_the_cards_looked_at_and_the_one_taken_stay_hidden_from_the_opponent() -> None:
    """CR 401.2, 402.3: nothing is revealed: while choosing, the opponent's view names none of
    the cards looked at, and afterwards not the one put into the hand either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Glory Seeker")
    s.hand(0, "Necrosynthesis", "Shock")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    assert "Forest" not in str(d.game.view(1)) and "Island" not in str(d.game.view(1))
    assert "Forest" in str(d.game.view(0))
    d.choose(d.find("Island", "library"))
    assert d.zone_of("Island") == "hand"
    assert "Island" not in str(d.game.view(1)) and "Forest" not in str(d.game.view(1))


def test_the_aura_gone_first_the_creature_dying_triggers_nothing() -> None:
    """CR 603.10a, 611.3a: Naturalize destroys Necrosynthesis first; the creature loses the
    granted ability, and when it then dies no creature is "enchanted" by it: no card is looked
    at and nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Forest", "Forest", "Mountain", "Mountain",
                  "Glory Seeker")
    s.hand(0, "Necrosynthesis", "Shock", "Naturalize")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    assert len(d.chars(seeker).abilities) == 1
    d.cast(0, "Naturalize", targets=[d.find("Necrosynthesis")])
    d.resolve()
    assert not d.chars(seeker).abilities
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack and d.decision.kind == "priority"
    assert len(d.state.players[0].library) == 3


def test_a_library_smaller_than_x_all_of_it_is_looked_at() -> None:
    """CR 609.3: X is 3 but the library holds two cards: both are offered and one must be
    taken; the other stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Mountain")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.hand(0, "Necrosynthesis", "Chain of Plasma")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Chain of Plasma", targets=[seeker])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None if None in opts(d) else opts(d)[0])  # no copy of Chain of Plasma
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    d.expect("choose_cards")
    assert set(opts(d)) == {d.find("Forest", "library"), d.find("Island", "library")}
    d.choose(d.find("Forest", "library"))
    assert d.zone_of("Forest") == "hand"
    assert [d.game.card(x).name for x in d.state.players[0].library] == ["Island"]


@pytest.mark.ruling("MID-RN-115", "MID-OR-0333")
def test_last_known_power_includes_an_anthem_that_left_at_the_same_time() -> None:
    """Official ruling MID-OR-0333, CR 608.2h: Slice and Dice kills the enchanted Glory Seeker
    and Sigarda, Champion of Light together; as it last existed the Seeker was a 3/3 (a Human
    under Sigarda's +1/+1), so X is 3, not 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda, Champion of Light", "Glory Seeker", "Swamp", "Swamp",
                  *["Mountain"] * 6)
    s.hand(0, "Necrosynthesis", "Slice and Dice")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.zone_of("Glory Seeker") == d.zone_of("Sigarda, Champion of Light") == "graveyard"
    d.take_first("order_triggers")
    while d.decision.kind == "priority" and d.state.stack:
        d.pass_priority()
    d.expect("choose_cards")
    assert len(opts(d)) == 3 and None not in opts(d)


def test_its_creature_stops_being_a_creature_the_aura_falls_off_without_trigger() -> None:
    """CR 704.5m, 514.3a: on a Forest made a creature by Kamahl, Fist of Krosa, Necrosynthesis
    is put into the graveyard once the Forest stops being a creature in the cleanup step; the
    Forest didn't die, so no card is looked at."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest", "Forest", "Swamp", "Swamp")
    s.battlefield(0, "Forest", label="animated")
    s.hand(0, "Necrosynthesis")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    forest = d.ids("Forest")[-1]
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    d.cast(0, "Necrosynthesis", targets=[forest])
    d.resolve()
    assert d.zone_of("Necrosynthesis") == "battlefield"
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Necrosynthesis") == "graveyard"
    assert d.state.objects[forest].zone.value == "battlefield"
    assert not d.state.players[0].hand and len(d.state.players[0].library) == 5


def test_two_auras_two_granted_abilities_two_counters() -> None:
    """CR 113.2c, 603.2: two Necrosynthesis on Glory Seeker each grant the ability; both
    trigger when Sparksmith dies: two +1/+1 counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Glory Seeker",
                  "Sparksmith")
    s.hand(0, "Necrosynthesis", "Necrosynthesis", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    for aura in d.ids("Necrosynthesis", zone="hand"):
        d.cast(0, aura, targets=[seeker])
        d.resolve()
    d.cast(0, "Shock", targets=[d.find("Sparksmith")])
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.state.objects[seeker].counters == {"+1/+1": 2}
