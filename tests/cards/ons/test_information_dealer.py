"""Information Dealer — {1}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Look at the top X cards of your library, where X is the number of Wizards on
the battlefield, then put them back in any order."
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Information Dealer")


def setup(*others: str) -> Driver:
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer")
    if others:
        s.battlefield(1, *others)
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    return Driver(s.build())


def library_names(d: Driver) -> list[str]:
    return [d.game.card(c).name for c in d.state.players[0].library]


def test_counts_every_players_wizards() -> None:
    d = setup("Crafty Pathmage", "Glory Seeker")
    d.activate(0, "Information Dealer")
    d.resolve()
    d.expect("order_cards")
    assert {a.value for a in d.decision.actions} == {d.find("Forest"), d.find("Island")}
    d.choose(d.find("Island"))
    assert library_names(d) == ["Island", "Forest", "Swamp", "Mountain"]
    assert [e.amount for e in d.state.log if e.kind == "look"] == [2]


def test_alone_it_looks_at_one_card() -> None:
    d = setup("Glory Seeker")
    d.activate(0, "Information Dealer")
    d.resolve()
    assert d.decision.kind == "priority"
    assert [e.amount for e in d.state.log if e.kind == "look"] == [1]
    assert library_names(d) == ["Forest", "Island", "Swamp", "Mountain"]


def test_gone_before_it_resolves_it_is_not_counted() -> None:
    """CR 608.2h, 113.7a: X is counted as the ability resolves; Information Dealer Shocked in
    response is no Wizard on the battlefield then, and with no other Wizard X is 0: no card is
    looked at and the library is unchanged."""
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Information Dealer")
    d.cast(0, "Shock", targets=[d.find("Information Dealer")])
    d.resolve()
    assert d.zone_of("Information Dealer") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not [e for e in d.state.log if e.kind == "look"]
    assert library_names(d) == ["Forest", "Island", "Swamp", "Mountain"]


def test_a_face_down_wizard_is_not_counted() -> None:
    """CR 708.2a: a face-down Aphetto Alchemist is a 2/2 with no creature types, so it is no
    Wizard: only Information Dealer itself is counted."""
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer", "Island", "Island")
    s.battlefield(0, "Aphetto Alchemist", face_down=True)
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Information Dealer")
    d.resolve()
    assert d.decision.kind == "priority"
    assert [e.amount for e in d.state.log if e.kind == "look"] == [1]


def test_only_its_controller_sees_the_cards() -> None:
    """CR 401.2, 400.2: looking is private; the opponent's view knows nothing of the top cards
    while the controller's view shows both looked-at cards."""
    d = setup("Crafty Pathmage")
    d.activate(0, "Information Dealer")
    d.resolve()
    d.expect("order_cards")
    mine = {c["name"] for c in d.game.view(0)["players"][0]["library_known"]}
    theirs = d.game.view(1)["players"][0].get("library_known", [])
    assert mine == {"Forest", "Island"}
    assert not theirs


def test_summoning_sick_it_cannot_tap() -> None:
    """CR 302.6: the {T} ability of a creature that came under its controller's control this
    turn can't be activated; refused with the state unchanged."""
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer", sick=True)
    s.library(0, "Forest")
    d = Driver(s.build())
    dealer = d.find("Information Dealer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == dealer]
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(dealer, 0))
    assert d.game.fingerprint() == before


def test_more_wizards_than_cards_it_looks_at_the_whole_library() -> None:
    """CR 701.20e: three Wizards but two cards in the library: both are looked at and
    ordered; nobody draws from an empty library or loses."""
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer", "Disruptive Pitmage")
    s.battlefield(1, "Crafty Pathmage")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, "Information Dealer")
    d.resolve()
    d.expect("order_cards")
    d.choose(d.find("Island"))
    assert library_names(d) == ["Island", "Forest"]
    assert [e.amount for e in d.state.log if e.kind == "look"] == [2]
    assert not d.state.players[0].lost


def test_made_to_read_elf_it_looks_at_a_card_for_each_elf() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Information Dealer's text: its
    type line reads Human Elf, and X is the number of Elves (itself and Wellwisher), Crafty
    Pathmage (a Wizard) no longer counting: it looks at two cards."""
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer", "Island", "Wellwisher")
    s.battlefield(1, "Crafty Pathmage")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    dealer = d.find("Information Dealer")
    evolve(d, dealer, "Wizard", "Elf")
    assert d.chars(dealer).subtypes == {"Human", "Elf"}
    d.activate(0, dealer)
    d.resolve()
    d.expect("order_cards")
    assert [e.amount for e in d.state.log if e.kind == "look"] == [2]
