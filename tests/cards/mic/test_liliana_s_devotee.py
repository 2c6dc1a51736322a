"""Liliana's Devotee — {2}{B} Creature — Human Warlock 2/3.

Oracle: "Zombies you control get +1/+0. / At the beginning of your end step, if a creature died
this turn, you may pay {1}{B}. If you do, create a 2/2 black Zombie creature token."
Rulings covered: MIC-OR-0201, MIC-OR-0202, MIC-OR-0203.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Liliana's Devotee")

CARD = "Liliana's Devotee"


def _tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _to_end_step(d: Driver) -> None:
    """Pass priority until the end step begins (its triggers, if any, on the stack)."""
    while d.state.step is not Step.END:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_zombies_you_control_get_plus_one_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    assert d.chars(d.find("Gluttonous Zombie")).power == 4
    assert d.chars(d.find("Gluttonous Zombie")).toughness == 3
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Severed Legion")).power == 2


@pytest.mark.ruling("MIC-OR-0201")
def test_no_trigger_when_no_creature_died() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    d = Driver(s.build())
    _to_end_step(d)
    assert not d.state.stack  # it didn't trigger at all
    assert not _tokens(d)


@pytest.mark.ruling("MIC-OR-0201", "MIC-OR-0202", "MIC-OR-0203")
def test_one_trigger_for_several_deaths_one_token_for_one_payment() -> None:
    """Two creatures die before the Devotee enters (a death earlier in the turn counts): one
    trigger, one payment of {1}{B}, one token though mana is left for more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Avacyn's Pilgrim", "Mountain", "Mountain", *["Swamp"] * 7)
    s.hand(0, "Shock", "Shock", CARD)
    d = Driver(s.build())
    for name in ("Glory Seeker", "Avacyn's Pilgrim"):
        d.cast(0, "Shock", targets=[d.find(name)], pay=False)
        d.mana(0, next(o for o in d.ids("Mountain", "battlefield")
                       if not d.state.objects[o].tapped))
        d.resolve()
    d.cast(0, CARD)
    d.resolve()
    _to_end_step(d)
    assert len(d.state.stack) == 1  # one trigger for two deaths
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    assert len(_tokens(d)) == 1
    assert not d.state.stack and d.decision.kind == "priority"
    untapped = [o for o in d.ids("Swamp", "battlefield") if not d.state.objects[o].tapped]
    assert len(untapped) >= 2  # mana left, but no second payment was offered


@pytest.mark.ruling("MIC-OR-0201")
def test_a_creature_that_died_in_an_earlier_turn_doesnt_count() -> None:
    """Glory Seeker dies in player 1's turn; at the beginning of player 0's end step in the
    next turn no creature has died this turn: the Devotee doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("upkeep", turn=3)
    _to_end_step(d)
    assert not d.state.stack
    assert not _tokens(d)


def test_an_opponent_s_creature_dying_counts_and_the_token_gets_the_bonus() -> None:
    """"A creature died this turn": any player's. The token is a 2/2 black Zombie made 3/2 by
    the Devotee's first ability (CR 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    _to_end_step(d)
    d.resolve()
    d.choose(True)
    d.pay()
    [token] = _tokens(d)
    c = d.chars(token)
    assert (c.power, c.toughness, c.colors) == (3, 2, {"B"}) and "Zombie" in c.subtypes


def test_declining_to_pay_makes_no_token() -> None:
    """"You may pay {1}{B}. If you do": declining, no token (CR 118.12)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    _to_end_step(d)
    d.resolve()
    d.choose(False)
    assert not _tokens(d) and not d.state.stack


def test_not_at_an_opponent_s_end_step() -> None:
    """"At the beginning of your end step": a creature dying in the opponent's turn doesn't
    make it trigger at their end step (CR 513.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    _to_end_step(d)
    assert d.state.active == 1
    assert not d.state.stack and not _tokens(d)


def test_a_creature_exiled_instead_of_dying_didn_t_die() -> None:
    """Departed Soulkeeper is exiled instead of being put into the graveyard (CR 614.1a): it
    didn't die (CR 700.4), so no creature died this turn and the Devotee doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Swamp", "Swamp")
    s.battlefield(0, "Devoted Grafkeeper", transformed=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Devoted Grafkeeper")])
    d.resolve()
    assert d.zone_of("Devoted Grafkeeper") == "exile"
    _to_end_step(d)
    assert not d.state.stack and not _tokens(d)


def test_in_two_headed_giant_the_team_s_turn_is_each_teammate_s() -> None:
    """Teams take turns (CR 805.4): the end step of the team's turn is "your end step" for the
    primary player's teammate too, whose Devotee triggers."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, CARD, "Swamp", "Swamp")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(2, "Glory Seeker")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    _to_end_step(d)
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[0]].controller == 1


def test_without_the_mana_to_pay_no_token() -> None:
    """CR 118.3, 608.2c: with only one Swamp left untapped, {1}{B} can't be paid, so "if you
    do" is false: no token, and the Swamp stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    _to_end_step(d)
    assert d.state.stack
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    assert not _tokens(d) and not d.state.stack
    assert d.decision.kind == "priority"
    assert not d.state.objects[d.find("Swamp")].tapped


def test_a_devotee_that_died_itself_isn_t_there_to_trigger() -> None:
    """CR 603.2, 603.6: the Devotee died this turn, but at the end step it isn't on the
    battlefield, so its ability doesn't trigger (two Shocks kill the 2/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain", "Swamp", "Swamp")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    for shock in d.ids("Shock", zone="hand"):
        d.cast(0, shock, targets=[d.find(CARD)])
        d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    _to_end_step(d)
    assert not d.state.stack
    assert not _tokens(d)


def test_made_to_read_elf_it_pumps_elves_and_its_token_is_an_elf() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on the Devotee: still a Human Warlock (no Zombie
    on its type line), Elves you control get +1/+0 and Zombies don't; at the end step after a creature died, paying
    {1}{B} creates a 2/2 black Elf Token (3/2 with the bonus)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Glory Seeker", "Island", "Mountain", "Swamp",
                  "Swamp")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    devotee = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[devotee])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(devotee).subtypes == {"Human", "Warlock"}
    assert d.chars(devotee).power == 2
    assert d.chars(d.find("Gluttonous Zombie")).power == 3
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    _to_end_step(d)
    d.resolve()
    d.choose(True)
    d.pay()
    [token] = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"B"}, 3, 2)
