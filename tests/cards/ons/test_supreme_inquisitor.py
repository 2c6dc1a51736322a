"""Supreme Inquisitor — {3}{U}{U} Creature — Human Wizard 1/3.

Oracle: "Tap five untapped Wizards you control: Search target player's library for up to five
cards and exile them. Then that player shuffles."
Rulings covered: ONS-FAQ-058, ONS-FAQ-059, ONS-FAQ-060.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Supreme Inquisitor")

WIZARDS = ("Supreme Inquisitor", "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter",
           "Information Dealer")
LIBRARY = ("Shock", "Forest", "Island", "Glory Seeker", "Mountain", "Plains", "Swamp")


def setup(*wizards: str) -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, *wizards, sick=True)  # all of them arrived this turn
    s.library(0, "Island", "Island")
    s.library(1, *LIBRARY)
    return Driver(s.build())


def shuffles(d: Driver, player: int) -> int:
    return sum(1 for ev in d.state.log if ev.kind == "shuffle" and ev.player == player)


@pytest.mark.ruling("ONS-FAQ-058", "ONS-FAQ-059", "ONS-OR-0086")
def test_summoning_sick_wizards_and_itself_pay_and_five_chosen_cards_are_exiled() -> None:
    d = setup(*WIZARDS)
    wizards = [d.find(n) for n in WIZARDS]
    d.activate(0, "Supreme Inquisitor", targets=[1], choices=wizards)
    assert all(d.state.objects[w].tapped for w in wizards)
    d.resolve()
    d.expect("search")
    assert d.decision.player == 0  # the Inquisitor's controller searches
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {None, *d.state.players[1].library}  # only that library; "up to"
    picks = ["Shock", "Glory Seeker", "Mountain", "Plains", "Swamp"]
    for name in picks:
        d.choose(d.find(name, zone="library", player=1), player=0)
    d.expect("priority")
    for name in picks:
        assert d.ids(name, zone="exile"), name
    assert sorted(d.game.card(c).name for c in d.state.players[1].library) == ["Forest",
                                                                                "Island"]
    assert shuffles(d, 1) == 1 and shuffles(d, 0) == 0  # that player shuffles
    assert len(d.state.players[0].library) == 2


def test_up_to_five_the_searcher_may_stop_early() -> None:
    d = setup(*WIZARDS)
    d.activate(0, "Supreme Inquisitor", targets=[1], choices=[d.find(n) for n in WIZARDS])
    d.resolve()
    d.choose(d.find("Island", zone="library", player=1))
    d.choose(None)
    assert d.ids("Island", zone="exile")
    assert len(d.state.players[1].library) == len(LIBRARY) - 1
    assert shuffles(d, 1) == 1


def test_can_search_its_controllers_own_library() -> None:
    d = setup(*WIZARDS)
    d.activate(0, "Supreme Inquisitor", targets=[0], choices=[d.find(n) for n in WIZARDS])
    d.resolve()
    own = set(d.state.players[0].library)
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} - {None} == own
    d.choose(d.state.players[0].library[0])
    d.choose(None)
    assert len(d.state.players[0].library) == 1
    assert len(d.state.players[1].library) == len(LIBRARY)
    assert shuffles(d, 0) == 1 and shuffles(d, 1) == 0


def test_four_wizards_are_not_enough() -> None:
    d = setup(*WIZARDS[:4], "Glory Seeker")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == d.find("Supreme Inquisitor")]


@pytest.mark.ruling("ONS-OR-0087")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    others = (*WIZARDS[1:], "Aphetto Alchemist")
    d = setup("Supreme Inquisitor", *others)
    inquisitor = d.find("Supreme Inquisitor")
    wizards = [d.find(n) for n in others]
    d.activate(0, inquisitor, targets=[1])
    d.expect("cost_tap")
    assert Choose(inquisitor) in d.decision.actions
    for wizard in wizards:
        d.choose(wizard)
    d.resolve()
    d.expect("search")
    assert not d.state.objects[inquisitor].tapped
    assert all(d.state.objects[w].tapped for w in wizards)


def test_tapped_wizards_and_an_opponents_wizard_dont_count() -> None:
    """CR 118.3, 701.26a: the cost taps five untapped Wizards its controller controls; a
    tapped Wizard, an opponent's Wizard and a face-down 2/2 (no creature types, CR 708.2a)
    can't help pay it."""
    s = Scenario(seed=2)
    s.battlefield(0, *WIZARDS[:4])
    s.battlefield(0, "Information Dealer", tapped=True)
    s.battlefield(0, "Aphetto Alchemist", face_down=True)
    s.battlefield(1, "Aphetto Alchemist")
    s.library(1, *LIBRARY)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == d.find("Supreme Inquisitor")]


def test_only_the_searcher_sees_the_searched_library() -> None:
    """CR 701.23a, 401.2: during the search only the Inquisitor's controller sees player 1's
    library: player 1's view names none of its cards; the cards exiled face up are then
    public (CR 406.3), the rest stay hidden."""
    d = setup(*WIZARDS)
    d.activate(0, "Supreme Inquisitor", targets=[1], choices=[d.find(n) for n in WIZARDS])
    d.resolve()
    d.expect("search")
    searcher, owner = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    assert "Glory Seeker" in searcher and "Plains" in searcher
    for name in ("Glory Seeker", "Plains", "Shock", "Swamp"):
        assert name not in owner, name
    d.choose(d.find("Glory Seeker", zone="library", player=1), player=0)
    d.choose(None, player=0)
    owner = json.dumps(d.game.view(1))
    assert "Glory Seeker" in owner
    assert "Plains" not in owner and "Swamp" not in owner


def test_an_empty_library_is_searched_and_still_shuffled() -> None:
    """CR 701.23, 701.20: with nothing to find, the search finds nothing and that player
    still shuffles; nothing is exiled."""
    s = Scenario(seed=2)
    s.battlefield(0, *WIZARDS, sick=True)
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, "Supreme Inquisitor", targets=[1], choices=[d.find(n) for n in WIZARDS])
    d.resolve()
    if d.decision.kind == "search":
        assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {None}
        d.choose(None, player=0)
    assert not d.state.stack and d.decision.kind == "priority"
    assert shuffles(d, 1) == 1
    assert not d.state.players[1].library


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Supreme Inquisitor's text: its
    type line reads Human Elf and "Tap five untapped Elves you control" taps Wellwishers, never
    Crafty Pathmage (a Wizard)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Supreme Inquisitor", "Island", *["Wellwisher"] * 5, "Crafty Pathmage")
    s.library(1, "Plains", "Plains")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Supreme Inquisitor")
    evolve(d, source, "Wizard", "Elf")
    assert d.chars(source).subtypes == {"Human", "Elf"}
    offered = activate_and_answer(d, source, (1,))
    assert set(d.ids("Wellwisher")) <= offered and d.find("Crafty Pathmage") not in offered
    d.resolve()
    dec = d.expect("search")
    assert set(d.ids("Plains", zone="library")) <= {a.value for a in dec.actions
                                                     if isinstance(a, Choose)}
