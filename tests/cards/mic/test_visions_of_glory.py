"""Visions of Glory — {4}{W} Sorcery.

Oracle: "Create a 1/1 white Human creature token for each creature you control.
Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana
value of a commander you own on the battlefield or in the command zone. (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: MIC-OR-0065 to MIC-OR-0070 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cast_before_anyone_else,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
    sorcery_timing,
)

pytestmark = pytest.mark.card("Visions of Glory")

CARD = "Visions of Glory"


def _humans(d: Driver) -> list[int]:
    return d.ids("Human Token", "battlefield", player=0)


FLASHBACK = FlashbackCard(CARD, "Plains", 10, 5, ("Glory Seeker", "Elvish Warrior"),
                          lambda d: [], lambda d: len(_humans(d)) == 2)


def test_one_human_for_each_creature_you_control() -> None:
    """Two creatures of its controller (not the opponent's) give two 1/1 white Humans."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Quicksilver Dragon")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    humans = _humans(d)
    assert len(humans) == 2
    c = d.chars(humans[0])
    assert (c.power, c.toughness) == (1, 1) and c.colors == frozenset({"W"})
    assert "Human" in c.subtypes


def test_flashback_cost_reduced_by_your_commanders_mana_value() -> None:
    """With a commander of mana value 6 in the command zone the flashback cost is
    {2}{W}{W}: four Plains pay it, three don't."""
    def game(plains: int) -> Driver:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Visara the Dreadful")
        s.battlefield(0, *["Plains"] * plains, "Glory Seeker")
        s.graveyard(0, CARD)
        return Driver(s.build())
    ok, short = game(4), game(3)
    assert CastSpell(ok.find(CARD, "graveyard"), "flashback") in ok.game.legal_actions()
    assert CastSpell(short.find(CARD, "graveyard"), "flashback") not in \
        short.game.legal_actions()
    ok.cast(0, CARD, method="flashback")
    ok.resolve()
    assert len(_humans(ok)) == 1 and ok.zone_of(CARD) == "exile"


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MIC-OR-0065"), id="exiled_when_countered"),
    pytest.param(sorcery_timing, marks=pytest.mark.ruling("MIC-OR-0066"), id="sorcery_timing"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MIC-OR-0067"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MIC-OR-0068"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MIC-OR-0069"), id="never_cast_before"),
    pytest.param(cast_before_anyone_else, marks=pytest.mark.ruling("MIC-OR-0070"), id="cast_before_anyone_else"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MIC-OR-0065 to MIC-OR-0070, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)


def test_a_commander_on_the_battlefield_reduces_it_and_one_in_the_hand_doesnt() -> None:
    """"A commander you own on the battlefield or in the command zone": Visara (mana value 6)
    on the battlefield makes the flashback cost {2}{W}{W}; in its owner's hand it reduces
    nothing, so four Plains don't pay {8}{W}{W}."""
    def game(zone: str) -> Driver:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Visara the Dreadful", zone=zone)
        s.battlefield(0, *["Plains"] * 4)
        s.graveyard(0, CARD)
        return Driver(s.build())
    on, hand = game("battlefield"), game("hand")
    assert CastSpell(on.find(CARD, "graveyard"), "flashback") in on.game.legal_actions()
    assert CastSpell(hand.find(CARD, "graveyard"), "flashback") not in \
        hand.game.legal_actions()
    on.cast(0, CARD, method="flashback")
    on.resolve()
    assert len(_humans(on)) == 1  # Visara is a creature its controller controls


def test_creatures_are_counted_as_it_resolves() -> None:
    """CR 608.2h: the creatures are counted on resolution; Glory Seeker Shocked in response
    isn't counted: one Human for Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(0, CARD)
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert len(_humans(d)) == 1


def test_a_commander_you_own_but_dont_control_still_reduces_it() -> None:
    """"A commander you own on the battlefield": player 1 controls player 0's Visara through
    Grafted Identity; it still makes player 0's flashback cost {2}{W}{W}, and, not being a
    creature player 0 controls, gives no Human (one for Glory Seeker)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(1, "Grafted Identity", attached_to="Visara the Dreadful")
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.graveyard(0, CARD)
    d = Driver(s.build())
    assert d.chars(d.find("Visara the Dreadful")).controller == 1
    assert CastSpell(d.find(CARD, "graveyard"), "flashback") in d.game.legal_actions()
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(_humans(d)) == 1


def test_with_dearly_departed_in_the_graveyard_each_human_enters_with_a_counter() -> None:
    """CR 614.1c, 113.6: Dearly Departed's ability functions from its owner's graveyard: each
    Human token Visions of Glory creates enters with an additional +1/+1 counter (2/2); an
    opponent's Dearly Departed does nothing for player 0's Humans."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, "Glory Seeker", "Elvish Warrior")
    s.graveyard(0, "Dearly Departed")
    s.graveyard(1, "Dearly Departed")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    humans = _humans(d)
    assert len(humans) == 2
    for h in humans:
        assert d.state.objects[h].counters == {"+1/+1": 1}
        assert (d.chars(h).power, d.chars(h).toughness) == (2, 2)


def test_no_creature_no_token_and_the_card_goes_to_the_graveyard() -> None:
    """Zero creatures you control: zero tokens (CR 107.1b); the resolved sorcery goes to the
    graveyard (CR 608.2n)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert _humans(d) == []
    assert d.zone_of(CARD) == "graveyard"


def test_without_a_commander_the_flashback_cost_is_the_full_ten() -> None:
    """No commander you own: X is 0 and the flashback costs {8}{W}{W}; nine Plains can't pay
    it, ten do (CR 601.2f)."""
    from manastack.decisions.actions import CastSpell

    for lands, castable in ((9, False), (10, True)):
        s = Scenario(seed=1)
        s.battlefield(0, *["Plains"] * lands, "Glory Seeker")
        s.graveyard(0, CARD)
        d = Driver(s.build())
        assert (CastSpell(d.find(CARD), "flashback") in d.game.legal_actions()) is castable


def test_made_to_read_elf_on_the_stack_it_creates_elves() -> None:
    """CR 612.2, 612.2a: Human changed to Elf in Visions of Glory on the stack: a 1/1 white Elf
    Token for each creature you control."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Island", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Visions of Glory", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Visions of Glory")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    d.resolve()
    elves = d.ids("Elf Token", "battlefield")
    assert len(elves) == 2 and not d.ids("Human Token", "battlefield")
    c = d.chars(elves[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"W"}, 1, 1)
