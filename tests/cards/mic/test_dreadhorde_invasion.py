"""Dreadhorde Invasion — {1}{B} Enchantment.

Oracle: "At the beginning of your upkeep, you lose 1 life and amass 1. (Put a +1/+1 counter on
an Army you control. If you don't control one, create a 0/0 black Zombie Army creature token
first.)
Whenever a Zombie token you control with power 6 or greater attacks, it gains lifelink until end
of turn."
Rulings covered: MIC-OR-0185, MIC-OR-0186; MIC-OR-0187 to MIC-OR-0189 (amass; the Zombie
token bonus of MIC-OR-0189 checked with the lifelink trigger on an Army token and on a
Zombie token that isn't an Army).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.amass_checks import (
    AmassCard,
    any_army_may_be_chosen,
    token_enters_as_a_zero_zero,
)

pytestmark = pytest.mark.card("Dreadhorde Invasion")

CARD = "Dreadhorde Invasion"


def _settle(d: Driver) -> None:
    """Let the stack resolve, choosing the first Army offered for an amass."""
    while d.state.stack or d.decision.kind == "choose_cards":
        if d.decision.kind == "choose_cards":
            d.choose([a.value for a in d.game.legal_actions() if a.value is not None][0])
        else:
            d.pass_priority()


def _next_turn_with_army(scars: int) -> tuple[Driver, int]:
    """Eternal Skylord amasses 2 and Visions of Dominance makes that 6 counters; in the next
    turn's upkeep the Invasion amasses 1 more (7/7, flying); ``scars`` Scars (-1/-1 counters)
    then shrink it. Returns the game in that turn's main phase, and the Army."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Wild Beastmaster", *["Island"] * 5, *["Forest"] * 3, "Swamp",
                  "Swamp")
    s.hand(0, "Eternal Skylord", "Visions of Dominance", "Scar", "Scar")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Eternal Skylord")
    _settle(d)
    army = d.find("Zombie Army Token", "battlefield")
    d.cast(0, "Visions of Dominance", targets=[army])
    _settle(d)
    assert d.state.objects[army].counters.get("+1/+1") == 6
    for _ in range(40):
        if d.state.turn == 5 and d.state.step.name == "PRECOMBAT_MAIN" and not d.state.stack:
            break
        if d.decision.kind == "choose_cards":
            d.choose(army)
        elif d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.attack([]) if d.decision.kind == "declare_attackers" else d.block({})
        else:
            d.pass_priority()
    assert d.chars(army).power == 7
    for _ in range(scars):
        d.cast(0, "Scar", targets=[army])
        d.resolve()
    return d, army


@pytest.mark.ruling("MIC-OR-0185", "MIC-OR-0189")
def test_power_checked_as_it_attacks_before_other_attack_triggers() -> None:
    """A 5/5 Zombie Army token attacks with Wild Beastmaster: the Beastmaster's trigger makes
    it 6/6, but it had power 5 as it attacked, so the Invasion doesn't trigger and it has no
    lifelink. (The Invasion's bonus is for any Zombie token: here an Army.)"""
    d, army = _next_turn_with_army(scars=2)
    assert d.chars(army).power == 5
    d.to_combat()
    d.attack([army, d.find("Wild Beastmaster")])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(army).power == 6
    assert not d.chars(army).has("Lifelink")
    d.pass_until("postcombat_main")
    assert d.life(0) == 19


@pytest.mark.ruling("MIC-OR-0186")
def test_later_power_changes_dont_matter() -> None:
    """The 7/7 Army attacks alone and the Invasion triggers; in response two Scars make it
    5/5; it still gains lifelink, and its 5 damage gains its controller 5 life."""
    d, army = _next_turn_with_army(scars=0)
    d.to_combat()
    d.attack([army])
    assert len(d.state.stack) == 1
    for _ in range(2):
        d.cast(0, "Scar", targets=[army])
        d.resolve()
    assert d.chars(army).power == 5
    d.resolve()
    assert d.chars(army).has("Lifelink")
    d.pass_until("postcombat_main")
    assert d.life(1) == 15 and d.life(0) == 19 + 5


AMASS = AmassCard(CARD, (), 1, "Lifelink", upkeep=True)


@pytest.mark.parametrize("check", [
    pytest.param(any_army_may_be_chosen, marks=pytest.mark.ruling("MIC-OR-0187"), id="any_army_may_be_chosen"),
    pytest.param(token_enters_as_a_zero_zero, marks=pytest.mark.ruling("MIC-OR-0188"), id="token_enters_as_a_zero_zero"),
])
def test_amass_rulings(check: Callable[[AmassCard], None]) -> None:
    """The amass rulings (see ``amass_checks``), amassing in the upkeep."""
    check(AMASS)


def _to_draw_step(d: Driver, turn: int) -> None:
    while not (d.state.turn == turn and d.state.step.name == "DRAW"):
        if d.decision.kind == "choose_cards":
            d.choose([a.value for a in d.game.legal_actions() if a.value is not None][0])
        elif d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_upkeep_lose_one_life_and_amass_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    _to_draw_step(d, 3)
    army = d.find("Zombie Army Token", "battlefield")
    assert d.life(0) == 19 and d.state.objects[army].counters.get("+1/+1") == 1
    _to_draw_step(d, 5)
    assert d.life(0) == 18 and d.state.objects[army].counters.get("+1/+1") == 2
    assert len(d.ids("Zombie Army Token", "battlefield")) == 1


@pytest.mark.ruling("MIC-OR-0189")
def test_a_zombie_token_that_isnt_an_army_gains_lifelink_too() -> None:
    """Official ruling: "Some cards that cause you to amass also provide bonuses to 'Zombie
    tokens.' These affect any token that happens to be a Zombie, not just a Zombie Army you've
    amassed." Corpse Cobble sacrifices Quicksilver Dragon and Glory Seeker for a 7/7 Zombie
    token (no Army); in the next turn it attacks, the Invasion triggers, and its 7 damage gains
    its controller 7 life (after the upkeep's 1 life lost)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Quicksilver Dragon", "Glory Seeker", "Island", "Swamp")
    s.hand(0, "Corpse Cobble")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Corpse Cobble", choices=[d.find("Quicksilver Dragon"), d.find("Glory Seeker")])
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    c = d.chars(token)
    assert "Zombie" in c.subtypes and "Army" not in c.subtypes and c.power == 7
    for _ in range(40):
        if d.state.turn == 5 and d.state.step.name == "PRECOMBAT_MAIN" and not d.state.stack:
            break
        if d.decision.kind == "choose_cards":
            d.choose([a.value for a in d.game.legal_actions() if a.value is not None][0])
        elif d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.attack([]) if d.decision.kind == "declare_attackers" else d.block({})
        else:
            d.pass_priority()
    assert d.life(0) == 19 and d.chars(token).power == 7
    d.to_combat()
    d.attack([token])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(token).has("Lifelink")
    d.pass_until("postcombat_main")
    assert d.life(1) == 13 and d.life(0) == 19 + 7


def test_only_your_zombie_tokens_with_power_6_or_more_trigger_it() -> None:
    """With Liliana's Devotee (+1/+0 to Zombies) and Shared Triumph naming Zombie (+1/+1),
    three Zombies attack: a token with two +1/+1 counters (6/5) triggers; a token with one
    (5/4) and the nontoken Anurid Murkdiver (6/4) don't: one trigger, lifelink for the first
    token only."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Liliana's Devotee", "Anurid Murkdiver")
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Zombie"})
    s.token(0, "TMIC:5", label="big", counters={"+1/+1": 2})
    s.token(0, "TMIC:5", label="small", counters={"+1/+1": 1})
    d = Driver(s.build())
    tokens = d.ids("Zombie Token", "battlefield")
    big = next(t for t in tokens if d.state.objects[t].counters.get("+1/+1") == 2)
    small = next(t for t in tokens if t != big)
    murkdiver = d.find("Anurid Murkdiver")
    assert [d.chars(o).power for o in (big, small, murkdiver)] == [6, 5, 6]
    d.to_combat()
    d.attack([big, small, murkdiver])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(big).has("Lifelink")
    assert not d.chars(small).has("Lifelink") and not d.chars(murkdiver).has("Lifelink")


def test_an_opponent_s_zombie_token_doesn_t_trigger_it() -> None:
    """"A Zombie token you control": the opponent's 6/6 Zombie token attacking triggers
    nothing and gains no lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.token(1, "TMIC:5", counters={"+1/+1": 4})  # a 2/2 black Zombie
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    token = d.find("Zombie Token")
    d.to_combat()
    d.attack([token])
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.life(0) == 14 and d.life(1) == 20


def test_in_two_headed_giant_the_life_is_lost_from_the_team_s_total() -> None:
    """The 1 life its controller loses comes off the team's shared life total (CR 810.9):
    both teammates are at 29, the other team at 30."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    for p in range(4):
        s.library(p, "Island", "Island")
    s.at("end", active=2, turn=3)
    d = Driver(s.build())
    while d.decision.kind != "choose_cards":
        d.pass_priority()
    assert (d.life(0), d.life(1), d.life(2), d.life(3)) == (29, 29, 30, 30)


def test_in_two_headed_giant_it_triggers_in_the_team_s_upkeep_for_the_teammate() -> None:
    """Teams take turns (CR 805.4): the upkeep of the team's turn is "your upkeep" for player
    1, the teammate of the primary player: their Invasion takes 1 from the team's life and
    they amass."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, CARD)
    for p in range(4):
        s.library(p, "Island", "Island")
    s.at("end", active=2, turn=3)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("choose_cards").player == 1
    assert (d.life(0), d.life(2)) == (29, 30)


def test_at_one_life_its_controller_loses_the_game_in_their_upkeep() -> None:
    """CR 119.3, 704.5a: the upkeep trigger's life loss is not optional; at 1 life its
    controller goes to 0 and loses the game when state-based actions are next checked."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.life(0, 1)
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.game_over and d.state.turn <= 3:
        if d.decision.kind == "choose_cards":
            d.choose([a.value for a in d.game.legal_actions() if a.value is not None][0])
        else:
            d.pass_priority()
    assert d.state.game_over and d.state.winners == (1,)
    assert d.state.players[0].lost and d.life(0) == 0
    assert d.state.turn == 3 and d.state.step.name == "UPKEEP"


def test_made_to_read_elf_it_amasses_elves() -> None:
    """CR 612.2, 612.2a, 701.47d: Zombie changed to Elf on Dreadhorde Invasion in the
    opponent's end step: at the upkeep its "amass Zombies 1" reads "amass Elves 1": a 0/0
    black Elf Army token with a +1/+1 counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    _settle(d)
    assert not d.ids("Zombie Army Token", "battlefield")
    army = d.find("Elf Army Token", "battlefield")
    c = d.chars(army)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf", "Army"}, {"B"}, 1, 1)
    assert d.life(0) == 19


def _shown(d: Driver, oid: int) -> tuple[str, str]:
    """The rules text the board shows for ``oid``, in English and in Japanese."""
    o = next(o for o in d.game.view(0)["battlefield"] if o["id"] == oid)
    return str(o["text"]), str(o["text_ja"])


def test_made_to_read_elf_its_text_reads_amass_elves_1() -> None:
    """CR 701.47d, 612.2: the printed "amass 1" reads "amass Zombies 1", so Zombie changed to
    Elf shows "amass Elves 1" (Japanese 「エルフ動員１を行う」, as the Japanese "amass
    [subtype] N" writes its subtype before 動員) beside the Elf Army token of its reminder."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    s.hand(0, "Artificial Evolution")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    invasion = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[invasion])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    english, japanese = _shown(d, invasion)
    assert "you lose 1 life and amass Elves 1. (Put a +1/+1 counter on an Army" in english
    assert "0/0 black Elf Army creature token first." in english
    assert "amass 1" not in english and "Zombie" not in english
    assert "ライフを失いエルフ動員１を行う。" in japanese
    assert "ゾンビ" not in japanese


def test_army_made_to_read_elf_changes_neither_its_amass_nor_its_reminder() -> None:
    """CR 612.2, 701.47a, 701.47d, 207.2a: the Invasion's text says "amass Zombies 1": the
    Army its amass looks for and creates is the rule's word, printed only in the reminder
    text, not a word of the card's text. Army replaced with Elf on it: at the upkeep, Elvish
    Warrior (an Elf, no Army) gets nothing; a 0/0 black Zombie Army token is created and gets
    the counter; the reminder text still says Army (軍団)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    invasion = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[invasion])
    d.resolve()
    d.choose("Army")
    d.choose("Elf")
    english, japanese = _shown(d, invasion)
    assert english == database().get(CARD).front.oracle_text
    assert japanese == database().get(CARD).front.text_ja
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    _settle(d)
    warrior = d.find("Elvish Warrior")
    assert not d.state.objects[warrior].counters and d.chars(warrior).subtypes == {"Elf", "Warrior"}
    army = d.find("Zombie Army Token", "battlefield")
    c = d.chars(army)
    assert (c.subtypes, c.power, c.toughness) == ({"Zombie", "Army"}, 1, 1)
