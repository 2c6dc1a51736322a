"""Custody Battle — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "At the beginning of your upkeep, target
opponent gains control of this creature unless you sacrifice a land.""
Rulings covered: ONS-FAQ-119 ("you" is the creature's current controller).
"""

from __future__ import annotations

import json

import pytest
from rich.console import Console

from manastack.cards.database import database
from manastack.decisions.actions import Choose, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.board import board
from manastack.ui.describe import Describer, card_name
from manastack.ui.panes import plain, stack_pane

pytestmark = pytest.mark.card("Custody Battle")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Custody Battle")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    d = Driver(s.build())
    d.cast(0, "Custody Battle", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def to_upkeep_trigger(d: Driver, turn: int, opponent: int) -> None:
    while not (d.state.turn == turn and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    d.expect("target")
    d.choose(opponent)


@pytest.mark.ruling("ONS-FAQ-119")
def test_controller_keeps_it_by_sacrificing_a_land_or_loses_it() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert not d.state.stack
    to_upkeep_trigger(d, 4, 0)  # player 1's upkeep: the creature's controller
    assert d.state.step.name == "UPKEEP"
    assert d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    assert d.expect("sacrifice").player == 1
    d.choose(d.find("Plains"))
    assert d.zone_of("Plains") == "graveyard"
    assert d.chars(seeker).controller == 1
    to_upkeep_trigger(d, 6, 0)
    d.resolve()  # no land left: player 0 gains control
    assert d.chars(seeker).controller == 0
    # Now the ability triggers in player 0's upkeep, targeting player 1.
    to_upkeep_trigger(d, 7, 1)
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    d.expect("sacrifice")
    d.choose(None)  # keep the Mountains: player 1 gets it back
    assert d.chars(seeker).controller == 1


def test_trigger_resolves_after_the_aura_is_destroyed_and_control_stays() -> None:
    """CR 113.7a: the triggered ability exists independently of Custody Battle once it has
    triggered; CR 611.2a: the control change has no duration, so it outlasts the Aura."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Custody Battle", attached_to="seeker")
    s.battlefield(1, "Nova Cleric", "Plains", "Plains", "Plains")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=0, turn=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    to_upkeep_trigger(d, 2, 0)
    d.activate(1, "Nova Cleric")  # in response: destroy all enchantments
    d.resolve()
    assert d.zone_of("Custody Battle") == "graveyard"
    assert d.state.stack  # the upkeep trigger is still there
    d.resolve()
    d.expect("sacrifice")
    d.choose(None)
    assert d.chars(seeker).controller == 0
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).controller == 0  # no Aura, no new trigger, still player 0's
    assert not d.state.stack


def test_in_multiplayer_the_target_is_an_opponent_of_the_creatures_controller() -> None:
    """CR 115.1, 109.5: "target opponent" is an opponent of the ability's controller, who
    is the creature's controller (ONS-FAQ-119); any of them may be chosen."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Custody Battle", attached_to="seeker")
    for p in range(3):
        s.library(p, *["Mountain"] * 3)
    s.at("end", active=0, turn=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    while not d.state.stack and d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("target")
    assert dec.player == 1
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {0, 2}
    d.choose(2)
    d.resolve()  # no land to sacrifice: player 2 gains control
    assert d.chars(seeker).controller == 2


def test_a_face_down_creature_has_the_granted_ability() -> None:
    """CR 708.2a, 613.1a, 613.1f: a face-down creature's own abilities are gone (layer 1),
    but the ability Custody Battle grants in layer 6 still applies, so it triggers."""
    s = Scenario(seed=1)
    s.battlefield(1, "Towering Baloth", face_down=True, label="fd")
    s.battlefield(0, "Custody Battle", attached_to="fd")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=0, turn=1)
    d = Driver(s.build())
    fd = d.find("Towering Baloth")
    to_upkeep_trigger(d, 2, 0)
    d.resolve()
    assert d.chars(fd).controller == 0


def test_the_granted_trigger_of_a_face_down_creature_says_what_it_does_in_every_view() -> None:
    """CR 113.1a, 708.2a, 708.5: Custody Battle, face up, grants the face-down Towering
    Baloth its upkeep trigger; the Aura's words are public, so the trigger on the stack says
    them to both players (view, line client's board, full-screen stack pane), while the
    opponent's view and screens never name the face-down card."""
    s = Scenario(seed=1)
    s.battlefield(1, "Towering Baloth", face_down=True, label="fd")
    s.battlefield(0, "Custody Battle", attached_to="fd")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=0, turn=1)
    d = Driver(s.build())
    to_upkeep_trigger(d, 2, 0)
    words = ("At the beginning of your upkeep, target opponent gains control of this "
             "creature unless you sacrifice a land.")
    for player in (0, 1):
        trigger = d.game.view(player)["stack"][-1]
        assert (trigger["ability_kind"], trigger["ability"]) == ("triggered", words)
        assert trigger["ability_ja"].startswith("あなたのアップキープの開始時に")
    assert "Towering Baloth" not in json.dumps(d.game.view(0))
    for lang, said in (("en", "target opponent gains control of this creature"),
                       ("ja", "あなたのアップキープの開始時に")):
        desc = Describer(d.game, 0, lang)
        console = Console(record=True, width=400)
        console.print(board(desc, d.game.view(0)))
        hidden = card_name(database().get("Towering Baloth"), lang)
        for text in (console.export_text(), plain(stack_pane(desc, d.game.view(0)))):
            assert said in text and hidden not in text, lang


def test_only_a_land_may_be_sacrificed_and_a_refusal_changes_nothing() -> None:
    """CR 701.21a: "unless you sacrifice a land": the creature's controller is offered their
    lands only; choosing a creature is refused with the choice still pending, and nothing
    has moved."""
    from manastack.game import IllegalActionError
    d = setup()
    seeker = d.find("Glory Seeker")
    to_upkeep_trigger(d, 4, 0)
    d.resolve()
    dec = d.expect("sacrifice")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {d.find("Plains"), None}
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    d.expect("sacrifice")
    assert d.zone_of("Glory Seeker") == "battlefield" and d.zone_of("Plains") == "battlefield"
    assert d.chars(seeker).controller == 1
