"""Lifecrafter's Bestiary — {3} Artifact.

Oracle: "At the beginning of your upkeep, scry 1.
Whenever you cast a creature spell, you may pay {G}. If you do, draw a card."
Rulings covered: MIC-OR-0264, MIC-OR-0265, MIC-OR-0266.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lifecrafter's Bestiary")

CARD = "Lifecrafter's Bestiary"


@pytest.mark.ruling("MIC-OR-0264")
def test_scry_in_the_upkeep_before_the_draw() -> None:
    """The upkeep scry puts the top card (Forest) on the bottom; the draw step then draws the
    next one (Island)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Forest", "Island", "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    d.pass_until("precombat_main", turn=3)
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Island"]
    assert d.game.name_of(d.state.players[0].library[-1]) == "Forest"


def _cast_creature(forests: int = 3, counter: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * forests)
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(0, "Elvish Warrior")
    if counter:
        s.hand(1, "Discombobulate")
    s.library(0, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    return d


def _pay_green(d: Driver) -> None:
    """Answer "you may pay {G}" with yes and pay it."""
    d.expect("may")
    d.choose(True)
    d.pay()
    assert d.decision.kind == "priority"


@pytest.mark.ruling("MIC-OR-0265")
def test_draw_resolves_first_even_if_the_spell_is_countered() -> None:
    """The trigger is above the Elvish Warrior on the stack; the Warrior is countered by
    Discombobulate in response; paying {G} still draws the card."""
    d = _cast_creature(counter=True)
    spell = d.find("Elvish Warrior", "stack")
    assert len(d.state.stack) == 2 and d.state.stack[0] == spell
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.resolve()
    _pay_green(d)
    assert len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MIC-OR-0266")
def test_only_one_card_however_much_green_is_available() -> None:
    """With five Forests (two to cast the Warrior, three left), one {G} is paid and one card
    drawn; the Warrior then resolves."""
    d = _cast_creature(forests=5)
    d.resolve()
    _pay_green(d)
    assert len(d.state.players[0].hand) == 1
    assert sum(1 for f in d.ids("Forest") if d.state.objects[f].tapped) == 3
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_a_face_down_creature_spell_triggers_it() -> None:
    """CR 702.37c, 708.2a: Spitting Gourna cast face down is a 2/2 creature spell, so casting
    it triggers "whenever you cast a creature spell"; {G} paid, a card drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 4)
    s.hand(0, "Spitting Gourna")
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Spitting Gourna", method="face_down")
    assert len(d.state.stack) == 2
    d.resolve()
    _pay_green(d)
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Plains"]


def test_noncreature_spells_and_an_opponent_s_creature_spells_don_t_trigger_it() -> None:
    """CR 603.2: "whenever you cast a creature spell" sees only its controller's creature
    spells: Naturalize cast by its controller and Elvish Warrior cast by the opponent add no
    ability to the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 4)
    s.battlefield(1, "Forest", "Forest", "Sol Ring")
    s.hand(0, "Naturalize")
    s.hand(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Elvish Warrior")
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(0, "Naturalize", targets=[d.find("Sol Ring")])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert not d.state.players[0].hand


def test_declining_or_unable_to_pay_draws_nothing() -> None:
    """CR 603.5, 118.3: "you may pay {G}" declined draws nothing; with no untapped Forest
    left after casting the Warrior, {G} can't be paid and the ability resolves without a card
    drawn."""
    d = _cast_creature(forests=3)
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert not d.state.players[0].hand
    assert sum(1 for f in d.ids("Forest") if d.state.objects[f].tapped) == 2
    d = _cast_creature(forests=2)
    d.resolve()
    assert d.decision.kind == "priority" and d.game.name_of(d.state.stack[-1]) == \
        "Elvish Warrior"
    assert not d.state.players[0].hand


def test_scry_may_keep_the_card_on_top() -> None:
    """CR 701.22a: scry 1 with the card kept on top; the draw step then draws it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Forest", "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.expect("scry")
    d.choose("top")
    d.pass_until("precombat_main", turn=3)
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Forest"]


def test_no_scry_in_an_opponent_s_upkeep() -> None:
    """CR 503.1a: "at the beginning of your upkeep" triggers only in its controller's
    upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Forest", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.state.active == 1
    assert not [e for e in d.state.log if e.kind == "trigger"]


def test_the_green_may_come_from_a_mana_ability_that_needs_mana_itself() -> None:
    """CR 605.3a, 118.3: with the Forests spent on the Warrior, {G} can still be paid: the
    Plains pays Sungrass Prairie's {1}, whose {G}{W} pays the {G}; a card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest", "Sungrass Prairie", "Plains")
    s.hand(0, "Elvish Warrior")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior", pay=False)
    for f in d.ids("Forest"):
        d.mana(0, f)
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.mana(0, "Sungrass Prairie")
    d.mana(0, "Plains")
    assert d.decision.kind == "priority"
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Island"]


def test_destroyed_in_response_its_trigger_still_offers_the_draw() -> None:
    """CR 113.7a: Naturalize destroys the Bestiary above its cast trigger; the trigger
    resolves: {G} paid, a card drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 3)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.hand(0, "Elvish Warrior")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    _pay_green(d)
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Island"]


def test_only_its_controller_sees_the_scried_card() -> None:
    """CR 701.22a, 401.2: the upkeep scry shows the top card to its controller only; the
    opponent's view names it neither while the choice is made nor after it went to the
    bottom, and the card drawn next stays hidden from them too."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Glory Seeker", "Wellwisher", "Swamp")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.expect("scry")
    assert "Glory Seeker" in json.dumps(d.game.view(0))
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    d.choose("bottom")
    d.pass_until("precombat_main", turn=3)
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Wellwisher"]
    seen = json.dumps(d.game.view(1))
    assert "Glory Seeker" not in seen and "Wellwisher" not in seen


def test_with_an_empty_library_the_scry_asks_nothing() -> None:
    """CR 701.22a: with no card in the library there is nothing to look at: the upkeep
    trigger resolves without a scry question."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.state.step.name == "UPKEEP"


def test_casting_a_commander_from_the_command_zone_triggers_it() -> None:
    """CR 903.8, 601.2a: a commander cast from the command zone is a creature spell its owner
    casts: {G} paid, a card drawn, and the commander then resolves."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.battlefield(0, CARD, "Forest", "Forest", "Plains")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, d.find("Katilda, Dawnhart Prime"), method="commander")
    assert len(d.state.stack) == 2
    d.resolve()
    _pay_green(d)
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Island"]
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"


def test_in_two_headed_giant_the_secondary_player_scries_in_the_team_s_upkeep() -> None:
    """CR 805.4: a team takes turns together, so the team's upkeep is the upkeep of each of
    its players: player 1's Bestiary triggers as the upkeep of the turn of players 0 and 1
    begins, though player 0 is the active team's primary player, and player 1 scries."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, CARD)
    for p in range(4):
        s.library(p, "Forest", "Island", "Swamp")
    s.at("end", active=2, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP" and d.state.active == 0
    assert d.state.objects[d.state.stack[0]].controller == 1
    d.resolve()
    assert d.expect("scry").player == 1
