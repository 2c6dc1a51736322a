"""Curse of Unbinding — {6}{U} Enchantment — Aura Curse.

Oracle: "Enchant player
At the beginning of enchanted player's upkeep, that player reveals cards from the top of their
library until they reveal a creature card. Put that card onto the battlefield under your
control. That player puts the rest of the revealed cards into their graveyard."
Rulings covered: MIC-RN-009 (and MIC-OR-0028, which restates it).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Unbinding")

CARD = "Curse of Unbinding"


@pytest.mark.ruling("MIC-RN-009", "MIC-OR-0028")
def test_curse_controller_gets_the_creature_the_rest_to_the_graveyard() -> None:
    """Player 0's Curse on player 1: at player 1's upkeep (not player 0's), player 1 reveals
    Forest, Plains, Glory Seeker; the Seeker enters under player 0's control, the two lands go
    to player 1's graveyard, the card below stays."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, CARD)
    s.library(0, "Elvish Warrior", "Island")
    s.library(1, "Forest", "Plains", "Glory Seeker", "Swamp", "Swamp")
    s.library(2, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.pass_until("draw", turn=4)
    assert d.state.active == 1
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0 and d.state.objects[seeker].owner == 1
    assert sorted(d.game.name_of(o) for o in d.state.players[1].graveyard) == \
        ["Forest", "Plains"]
    assert [d.game.name_of(o) for o in d.state.players[1].library][:1] == ["Swamp"]
    assert d.zone_of("Elvish Warrior") == "library"


def test_with_no_creature_card_the_whole_library_is_revealed_and_put_into_the_graveyard() -> None:
    """CR 701.20a (reveal until): no creature card is revealed, so every card is revealed and
    all go to the graveyard; nothing enters. The player loses only when they would draw from
    the empty library (CR 704.5b), in the draw step that follows."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Plains", "Shock")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert d.state.players[1].library == [] and len(d.state.players[1].graveyard) == 3
    assert not d.state.players[1].lost
    d.pass_priority()
    d.pass_priority()
    assert d.state.players[1].lost


def test_a_daybound_card_enters_transformed_at_night_and_its_front_trigger_doesnt_exist() -> None:
    """CR 702.145b: at night Brutal Cathar put onto the battlefield enters as Moonrage Brute,
    under the Curse's controller's control; its front face's "enters" ability doesn't trigger
    (the permanent never had it, CR 603.2, 712.8e)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Brutal Cathar", "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    cathar = d.find("Brutal Cathar", "battlefield")
    c = d.chars(cathar)
    assert c.name == "Moonrage Brute" and c.controller == 0
    assert not d.state.stack
    assert d.zone_of("Elvish Warrior") == "battlefield"


def _to_upkeep_trigger(d: Driver) -> None:
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()


def test_the_curse_destroyed_in_response_still_gives_its_controller_the_creature() -> None:
    """CR 603.3a, 113.7a, 608.2h: the upkeep trigger is independent of the Curse once on the
    stack; Demystify destroys the Curse in response, and "your control" is still the control
    of the ability's controller, player 0, who controlled the Curse."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Demystify")
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Glory Seeker", "Swamp")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    _to_upkeep_trigger(d)
    d.pass_priority()  # player 1, the active player, passes
    d.cast(0, "Demystify", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and d.state.stack
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0
    assert [d.game.name_of(o) for o in d.state.players[1].graveyard] == ["Forest"]


def test_the_creatures_enters_ability_is_its_new_controllers() -> None:
    """CR 603.3a: Trostani's Summoner enters under the Curse controller's control, so its
    "enters" ability is player 0's and the three tokens are player 0's; player 0's Champion of
    Lambholt sees four creatures enter under its controller's control (CR 603.6a)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Champion of Lambholt")
    s.library(0, "Island", "Island")
    s.library(1, "Trostani's Summoner", "Swamp")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    _to_upkeep_trigger(d)
    d.resolve()
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 3 and all(d.chars(t).controller == 0 for t in tokens)
    assert d.state.objects[d.find("Champion of Lambholt")].counters == {"+1/+1": 4}


def test_every_player_sees_the_revealed_cards() -> None:
    """CR 701.20a: revealed cards are shown to all players; the Curse's controller and a third
    player see the names of the cards player 1 revealed."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Glory Seeker", "Swamp")
    s.library(2, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    _to_upkeep_trigger(d)
    d.resolve()
    forest = d.find("Forest", "graveyard")
    for viewer in (0, 2):
        log = d.game.view(viewer)["log"]
        shown = {e.get("card") for e in log if e["kind"] == "reveal"}
        assert "Forest" in shown and "Glory Seeker" in shown, (viewer, shown)
    assert d.zone_of("Swamp") == "library" and forest


def test_a_double_faced_card_with_a_noncreature_front_is_no_creature_card() -> None:
    """CR 712.8a: in a library a double-faced card has only its front face's characteristics:
    Curse of Leeches (an Aura Curse, Leeching Lurker on the back) is revealed and goes to the
    graveyard with the Forest; Glory Seeker below it is the creature card put onto the
    battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.library(0, "Island", "Island")
    s.library(1, "Curse of Leeches", "Forest", "Glory Seeker", "Swamp")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    _to_upkeep_trigger(d)
    d.resolve()
    assert d.chars(d.find("Glory Seeker", "battlefield")).controller == 0
    assert sorted(d.game.name_of(o) for o in d.state.players[1].graveyard) == \
        ["Curse of Leeches", "Forest"]


def test_a_knight_put_onto_the_battlefield_compares_its_new_controllers_lands() -> None:
    """CR 603.3a, 603.4: Knight of the White Orchid enters under player 0's control; its
    ability is player 0's and "an opponent controls more lands than you" compares player 0's
    one land with player 1's three: it triggers and player 0 searches player 0's library."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Island")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.library(0, "Plains", "Island")
    s.library(1, "Knight of the White Orchid", "Swamp")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    _to_upkeep_trigger(d)
    d.resolve()
    assert d.chars(d.find("Knight of the White Orchid")).controller == 0
    d.resolve()
    d.expect("may")
    assert d.decision.player == 0
    d.choose(True)
    d.choose(d.find("Plains", "library"))
    assert d.chars(d.find("Plains", "battlefield")).controller == 0


def test_cursing_yourself_puts_your_own_creature_onto_the_battlefield() -> None:
    """Enchant player allows any player (CR 303.4a, 702.5a): attached to its controller, at
    that player's own upkeep the revealed creature enters under that player's control, the
    revealed lands go to their graveyard; other players' upkeeps don't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=0)
    s.library(0, "Forest", "Glory Seeker", "Island", "Island")
    s.library(1, "Elvish Warrior", "Swamp", "Swamp")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.active == 0
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0
    assert [d.game.name_of(o) for o in d.state.players[0].graveyard] == ["Forest"]
    d.pass_until("upkeep", turn=6)
    assert not d.state.stack
    assert d.zone_of("Elvish Warrior") == "library"
