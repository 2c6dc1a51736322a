"""Delver of Secrets // Insectile Aberration — {U} Creature — Human Wizard 1/1 // Creature —
Human Insect 3/2 (blue).

Oracle: Front: "At the beginning of your upkeep, look at the top card of your library. You may
reveal that card. If an instant or sorcery card is revealed this way, transform Delver of
Secrets."
Back: "Flying"
Rulings covered: MID-OR-0137, MID-OR-0138.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PassPriority
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

CARD = "Delver of Secrets"
pytestmark = pytest.mark.card("Delver of Secrets")


def _game(*top: str, delver_for: int = 0) -> Driver:
    """Player ``delver_for`` controls Delver of Secrets; ``top`` is on top of their library;
    the game is in player 1's turn 2, before player 0's turn 3."""
    s = Scenario(seed=1)
    s.battlefield(delver_for, CARD)
    s.library(delver_for, *top, "Island", "Island")
    s.library(1 - delver_for, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    return Driver(s.build())


def _to_reveal_choice(d: Driver) -> None:
    """Pass until the Delver's controller is asked whether to reveal."""
    for _ in range(200):
        if d.decision.kind == "may":
            return
        d.act(d.decision.player, PassPriority())
    raise AssertionError("no reveal choice")


def _reveals(d: Driver) -> list[int]:
    return [e.obj for e in d.state.log if e.kind == "reveal" and e.obj is not None]


@pytest.mark.ruling("MID-OR-0138")
def test_revealing_an_instant_transforms_it() -> None:
    """Revealing an instant turns the double-faced card over (CR 701.27a, 712.8e): the same
    permanent, now Insectile Aberration with its back face's characteristics. The ruling
    pointing to the double-faced cards article ("For more information on double-faced cards,
    see ...") is answered by this check of its transformation."""
    d = _game("Shock")
    delver = d.find(CARD)
    shock = d.find("Shock", zone="library")
    _to_reveal_choice(d)
    assert (d.state.step, d.state.turn) == (Step.UPKEEP, 3)
    assert d.decision.player == 0
    assert "Shock" in d.decision.prompt  # its controller looked at it
    d.choose(True)
    assert shock in _reveals(d)
    c = d.chars(delver)
    assert (c.name, c.power, c.toughness) == ("Insectile Aberration", 3, 2)
    assert c.has("Flying")
    assert d.state.players[0].library[0] == shock  # still on top


def test_revealing_a_sorcery_transforms_it() -> None:
    d = _game("Duress")
    _to_reveal_choice(d)
    d.choose(True)
    assert d.chars(d.find(CARD)).name == "Insectile Aberration"


def test_a_revealed_land_or_creature_card_doesn_t_transform_it() -> None:
    for top in ("Island", "Glory Seeker"):
        d = _game(top)
        card = d.state.players[0].library[0]
        _to_reveal_choice(d)
        d.choose(True)
        assert card in _reveals(d)
        assert d.chars(d.find(CARD)).name == CARD


def test_an_instant_not_revealed_doesn_t_transform_it() -> None:
    d = _game("Shock")
    _to_reveal_choice(d)
    d.choose(False)
    assert _reveals(d) == []
    assert d.chars(d.find(CARD)).name == CARD


def test_only_its_controller_learns_the_card_looked_at() -> None:
    d = _game("Shock")
    _to_reveal_choice(d)
    theirs = d.game.view(1)
    assert "Shock" not in str(theirs)
    d.choose(False)
    assert "Shock" not in str(d.game.view(1))


def test_a_revealed_card_is_shown_to_the_opponent() -> None:
    d = _game("Shock")
    _to_reveal_choice(d)
    d.choose(True)
    reveals = [e for e in d.game.view(1)["log"] if e.get("kind") == "reveal"]
    assert [e["card"] for e in reveals] == ["Shock"]


def test_it_doesn_t_trigger_in_an_opponent_s_upkeep() -> None:
    d = _game("Shock", delver_for=1)
    d.pass_until("draw", turn=3)  # player 0's upkeep: no decision for player 1
    assert d.chars(d.find(CARD)).name == CARD
    assert _reveals(d) == []


def test_an_empty_library_means_nothing_to_look_at() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(1, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=3)
    d.pass_priority()  # the trigger resolves: no decision
    assert d.decision.kind == "priority"
    assert d.chars(d.find(CARD)).name == CARD


@pytest.mark.ruling("MID-OR-0137")
def test_the_card_stays_on_top_whether_revealed_or_not() -> None:
    """Official ruling: "You may reveal the card even if it's not an instant or sorcery.
    Whether or not you reveal it, the card stays on top of your library."."""
    for top, reveal in (("Island", True), ("Shock", False), ("Glory Seeker", True)):
        d = _game(top)
        card = d.state.players[0].library[0]
        _to_reveal_choice(d)
        d.choose(reveal)
        assert (card in _reveals(d)) is reveal
        assert d.state.players[0].library[0] == card
        d.pass_until("precombat_main", turn=3)  # the draw step draws that card
        assert card not in d.state.objects or d.state.objects[card].zone.value != "library"
        assert d.ids(top, zone="hand")


def test_its_controller_looks_at_the_top_card_alone_then_is_asked_to_reveal_it() -> None:
    """CR 701.20e: only the controller learns the card looked at (the log names it to them,
    and tells the opponent only that one card was looked at); the question names the card
    and the Delver it comes from."""
    d = _game("Shock")
    _to_reveal_choice(d)
    dec = d.decision
    assert (dec.player, dec.prompt, dict(dec.data)) == \
        (0, "Reveal Shock?", {"source": d.find(CARD)})
    looks = [[e for e in d.game.view(p)["log"] if e["kind"] == "look"] for p in (0, 1)]
    assert looks[0] == [{"kind": "look", "player": 0, "amount": 1, "cards": ["Shock"]}]
    assert looks[1] == [{"kind": "look", "player": 0, "amount": 1, "cards": None}]


def test_if_it_left_the_battlefield_the_card_is_still_looked_at_but_nothing_transforms() -> None:
    """CR 113.7a, 400.7: the upkeep trigger resolves though the Delver was Shocked in
    response; its controller still looks at and may reveal the instant on top, but the
    card in the graveyard is a new object and isn't transformed (CR 701.27a: only a
    permanent transforms)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Shock", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    delver = d.find(CARD)
    top = d.find("Shock", zone="library")
    while not (d.state.step == Step.UPKEEP and d.state.turn == 3 and d.state.stack):
        d.act(d.decision.player, PassPriority())
    d.pass_priority()
    assert d.decision.player == 1
    d.cast(1, d.find("Shock", zone="hand"), targets=[delver])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and len(d.state.stack) == 1
    _to_reveal_choice(d)
    assert d.decision.player == 0 and "Shock" in d.decision.prompt
    d.choose(True)
    assert top in _reveals(d)
    assert d.state.players[0].library[0] == top
    assert [d.chars(o).name for o in d.state.players[0].graveyard] == [CARD]
    assert not d.state.stack


def test_insectile_aberration_has_no_upkeep_trigger() -> None:
    """CR 712.8e: the transformed permanent has only its back face's characteristics:
    Insectile Aberration has flying and no upkeep ability, so nothing is looked at."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.library(0, "Shock", "Island")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=3)
    assert d.state.turn == 3 and not d.state.stack and d.decision.kind == "priority"
    c = d.chars(d.find(CARD))
    assert (c.name, c.power, c.toughness) == ("Insectile Aberration", 3, 2) and c.has("Flying")
