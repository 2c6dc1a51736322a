"""Vampire Socialite — {B}{R} Creature — Vampire Noble 2/2.

Oracle: "Menace / When Vampire Socialite enters the battlefield, if an opponent lost life this
turn, put a +1/+1 counter on each other Vampire you control. / As long as an opponent lost
life this turn, each other Vampire you control enters the battlefield with an additional +1/+1
counter on it."
Rulings covered: MID-RN-093.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Vampire Socialite")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 3, *["Swamp"] * 4, "Arrogant Outlaw", "Glory Seeker")
    s.hand(0, "Vampire Socialite", "Shock", "Stromkirk Bloodthief")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-093", "MID-OR-0868")
def test_counters_on_other_vampires_even_if_the_opponent_gained_more() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    d.cast(0, "Vampire Socialite")
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Glory Seeker")].counters == {}
    assert d.state.objects[d.find("Vampire Socialite", "battlefield")].counters == {}
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == \
        {"+1/+1": 1}


def test_nothing_without_life_loss() -> None:
    d = setup()
    d.cast(0, "Vampire Socialite")
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == {}
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {}


def test_a_creature_that_is_not_a_vampire_enters_without_a_counter() -> None:
    """CR 614.1c, 614.12: the replacement applies to Vampires only, as they would exist on the
    battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Vampire Socialite")
    s.hand(0, "Shock", "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Goblin Sky Raider")
    d.resolve()
    assert d.state.objects[d.find("Goblin Sky Raider", "battlefield")].counters == {}


def test_each_socialite_adds_its_own_counter_to_another_vampire_entering() -> None:
    """CR 614.1c, 122.6: two Socialites are two replacement effects, each adding one more
    +1/+1 counter to the Vampire as it enters (and one adds a counter to the other as it
    enters)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 2, *["Swamp"] * 4, "Vampire Socialite")
    s.hand(0, "Shock", "Vampire Socialite", "Stromkirk Bloodthief")
    d = Driver(s.build())
    first = d.find("Vampire Socialite", "battlefield")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Vampire Socialite")
    d.resolve()
    second = next(x for x in d.ids("Vampire Socialite", "battlefield") if x != first)
    assert d.state.objects[second].counters == {"+1/+1": 1}
    d.resolve()  # the second one's trigger: a counter on the first
    assert d.state.objects[first].counters == {"+1/+1": 1}
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    d.expect("order_replacements")  # CR 616.1: its controller applies one, then the other
    d.act(0, d.game.legal_actions()[0])
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == \
        {"+1/+1": 2}


def test_a_vampire_returned_from_a_graveyard_enters_with_the_counter() -> None:
    """CR 614.1c, 110.2: a card put onto the battlefield by an effect enters under its owner's
    control, so a Vampire card returned from your graveyard is another Vampire you control
    as it enters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Swamp", "Vampire Socialite")
    s.hand(0, "Shock", "Can't Stay Away")
    s.graveyard(0, "Stromkirk Bloodthief")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Can't Stay Away", targets=[d.find("Stromkirk Bloodthief", "graveyard")])
    d.resolve()
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == \
        {"+1/+1": 1}


def test_an_opponents_vampire_cast_by_you_enters_under_your_control_with_the_counter() -> None:
    """CR 614.1c, 608.3a: a permanent spell enters under the control of the spell's
    controller, who need not own it: an opponent's Vampire cast from exile (Siphon Insight)
    is another Vampire you control as it enters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", *["Swamp"] * 5, "Vampire Socialite")
    s.hand(0, "Shock", "Siphon Insight")
    s.library(1, "Stromkirk Bloodthief", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.choose(d.find("Stromkirk Bloodthief", "library", player=1))
    d.cast(0, "Stromkirk Bloodthief", method="from_exile")
    d.resolve()
    thief = d.find("Stromkirk Bloodthief", "battlefield")
    assert d.state.objects[thief].owner == 1 and d.chars(thief).controller == 0
    assert d.state.objects[thief].counters == {"+1/+1": 1}


def test_a_vampire_put_onto_the_battlefield_from_a_library_enters_with_the_counter() -> None:
    """CR 614.1c, 110.2: a card put onto the battlefield by an effect that doesn't say under
    whose control enters under its owner's (Storm the Festival), here another Vampire you
    control as it enters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", *["Forest"] * 6, "Vampire Socialite")
    s.hand(0, "Shock", "Storm the Festival")
    s.library(0, "Stromkirk Bloodthief", "Plains", "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Stromkirk Bloodthief", "library"))
    while d.decision.kind == "choose_cards":
        d.choose(None)
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == \
        {"+1/+1": 1}


def test_a_vampire_entering_together_with_it_gets_only_its_enters_counter() -> None:
    """CR 614.12: the Socialite's replacement effect doesn't apply to a Vampire entering at the
    same time as it (Storm the Festival puts both at once); its enters ability then puts one
    +1/+1 counter on that other Vampire: one counter, not two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", *["Forest"] * 6)
    s.hand(0, "Shock", "Storm the Festival")
    s.library(0, "Vampire Socialite", "Stromkirk Bloodthief", "Plains", "Plains", "Plains",
              "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Vampire Socialite", "library"))
    d.choose(d.find("Stromkirk Bloodthief", "library"))
    thief = d.find("Stromkirk Bloodthief", "battlefield")
    assert d.state.objects[thief].counters == {}
    d.resolve_all()  # the Socialite's enters ability
    assert d.state.objects[thief].counters == {"+1/+1": 1}


def _counters(d: Driver, name: str) -> dict[str, int]:
    return dict(d.state.objects[d.find(name, "battlefield")].counters)


def test_its_controller_losing_life_is_no_opponent_losing_life() -> None:
    """"an opponent lost life" (CR 102.2): Shock at its own controller doesn't count: the
    enters ability doesn't trigger and the Bloodthief enters with no counter. Socialite has
    menace (CR 702.111)."""
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    d.cast(0, "Vampire Socialite")
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Vampire Socialite", "battlefield")).has("Menace")
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert _counters(d, "Stromkirk Bloodthief") == {}
    assert _counters(d, "Arrogant Outlaw") == {}


def test_an_opponents_vampire_entering_under_their_control_gets_no_counter() -> None:
    """"each other Vampire you control" (CR 614.1c): on player 1's turn, after player 0's
    Shock made player 1 lose life, player 1's own Stromkirk Bloodthief enters with no counter
    (player 0 lost no life, and the Vampire isn't player 0's)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Vampire Socialite")
    s.hand(0, "Shock")
    s.battlefield(1, "Swamp", "Swamp", "Mountain")
    s.hand(1, "Stromkirk Bloodthief")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18 and d.decision.player == 1
    d.cast(1, "Stromkirk Bloodthief")
    d.resolve()
    assert _counters(d, "Stromkirk Bloodthief") == {}


def test_a_loss_on_an_earlier_turn_no_longer_counts() -> None:
    """"this turn": player 1 lost life on player 0's previous turn; on player 0's next turn,
    with no new loss, the Bloodthief enters with no counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Swamp", "Swamp", "Swamp", "Vampire Socialite")
    s.hand(0, "Shock", "Stromkirk Bloodthief")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert _counters(d, "Stromkirk Bloodthief") == {}


def test_in_multiplayer_any_one_opponent_losing_life_counts() -> None:
    """CR 102.2: in a game of three, Shock at player 2 alone is enough: the Bloodthief enters
    with a +1/+1 counter."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Swamp", "Swamp", "Swamp", "Vampire Socialite")
    s.hand(0, "Shock", "Stromkirk Bloodthief")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert _counters(d, "Stromkirk Bloodthief") == {"+1/+1": 1}


def test_made_to_read_elf_it_counts_elves_not_vampires() -> None:
    """CR 612.1, 612.2: Vampire Socialite changed from Vampire to Elf as a spell enters an Elf
    Noble (CR 400.7a); after an opponent lost life, its enters trigger puts a counter on each
    other Elf its controller controls, not on a Vampire, and another Elf entering gets the
    additional counter while a Vampire doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 3, *["Swamp"] * 3, "Forest", "Forest", "Island",
                  "Arrogant Outlaw", "Wellwisher")
    s.hand(0, "Vampire Socialite", "Shock", "Artificial Evolution", "Elvish Warrior",
           "Stromkirk Bloodthief")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    spell = d.cast(0, "Vampire Socialite")
    evolve(d, spell, "Vampire", "Elf")
    d.resolve()
    socialite = d.find("Vampire Socialite", "battlefield")
    assert d.chars(socialite).subtypes == {"Elf", "Noble"}
    d.resolve()
    assert d.state.objects[d.find("Wellwisher")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {}
    assert d.state.objects[socialite].counters == {}
    d.cast(0, "Elvish Warrior")
    d.resolve()
    assert d.state.objects[d.find("Elvish Warrior", "battlefield")].counters == {"+1/+1": 1}
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == {}


def test_made_to_read_human_human_tokens_enter_with_the_counter() -> None:
    """CR 612.2, 614.12, 111.1: Vampire Socialite changed from Vampire to Human makes each
    other Human its controller controls enter with an additional +1/+1 counter: the two Human
    Tokens Join the Dance creates do."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Plains", "Island", "Vampire Socialite")
    s.hand(0, "Shock", "Artificial Evolution", "Join the Dance")
    d = Driver(s.build())
    evolve(d, d.find("Vampire Socialite"), "Vampire", "Human")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Join the Dance")
    d.resolve()
    made = tokens(d)
    assert len(made) == 2
    assert all(d.state.objects[t].counters == {"+1/+1": 1} for t in made)
