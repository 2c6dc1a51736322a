"""Transforming double-faced cards (CR 701.27, 712): characteristics of each face, what
transforming keeps, and where the front face counts."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def _tome_game() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", "Island", "Island", "Island")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Forest", "Forest", "Glory Seeker")
    s.hand(1, "Naturalize")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-018", "MID-RN-022")
def test_back_face_up_has_only_the_back_face_characteristics() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bird Admirer", transformed=True)
    s.day_night("night")
    d = Driver(s.build())
    c = d.chars(d.find("Wing Shredder"))
    assert c.name == "Wing Shredder"
    assert (c.power, c.toughness) == (3, 5)
    assert c.subtypes == frozenset({"Werewolf"})
    assert c.has("Reach") and c.has("Nightbound") and not c.has("Daybound")
    # CR 712.8e / 204: the back face has no mana cost; its colour comes from its indicator.
    assert c.mana_cost.is_empty()
    assert c.colors == frozenset({"G"})


@pytest.mark.ruling("MID-RN-022")
def test_colour_indicator_gives_the_back_face_its_colour() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", transformed=True)
    d = Driver(s.build())
    c = d.chars(d.find("Chilling Chronicle"))
    assert c.colors == frozenset({"U"})
    assert c.types == frozenset({"Artifact"})


@pytest.mark.ruling("MID-RN-021")
def test_mana_value_of_a_transformed_permanent_is_the_front_face_s() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Shady Traveler", transformed=True)
    s.day_night("night")
    d = Driver(s.build())
    c = d.chars(d.find("Stalking Predator"))
    assert c.name == "Stalking Predator"
    assert c.mana_value == 3


@pytest.mark.ruling("MID-RN-019", "MID-RN-020", "MID-RN-024")
def test_front_face_counts_in_hand_graveyard_and_on_the_stack() -> None:
    """CR 712.11, 712.13: cast normally, it is a front-face-up spell and enters front face up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Bird Admirer")
    s.graveyard(0, "Tireless Hauler")
    d = Driver(s.build())
    in_hand = d.chars(d.find("Bird Admirer", zone="hand"))
    assert (in_hand.name, in_hand.power, in_hand.toughness) == ("Bird Admirer", 1, 4)
    in_gy = d.chars(d.find("Tireless Hauler", zone="graveyard"))
    assert (in_gy.name, in_gy.power) == ("Tireless Hauler", 4)
    sid = d.cast(0, "Bird Admirer")
    on_stack = d.chars(sid)
    assert on_stack.name == "Bird Admirer" and on_stack.has("Daybound")
    d.resolve()
    assert d.chars(d.find("Bird Admirer", zone="battlefield")).name == "Bird Admirer"


@pytest.mark.ruling("MID-RN-023")
def test_the_back_face_cannot_be_cast_without_a_permission() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Bird Admirer")
    s.graveyard(0, "Tireless Hauler")
    d = Driver(s.build())
    admirer = d.find("Bird Admirer", zone="hand")
    hauler = d.find("Tireless Hauler", zone="graveyard")
    casts = [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [CastSpell(admirer, "normal")]
    assert all(a.card != hauler for a in casts)


@pytest.mark.ruling("MID-RN-025")
def test_transforming_turns_the_same_permanent_over() -> None:
    """CR 712.1, 712.2, 701.27a: Mysterious Tome, a nonmodal double-faced card, has an ability
    that transforms it: the permanent turns over to its other face, Chilling Chronicle."""
    d = _tome_game()
    tome = d.find("Mysterious Tome")
    before = d.state.objects[tome].timestamp
    d.activate(0, tome)
    d.resolve()
    assert d.chars(tome).name == "Chilling Chronicle"  # the same object id
    assert d.state.objects[tome].tapped  # still tapped after transforming (ruling MID-RN-149)
    assert len(d.state.players[0].hand) == 1
    # CR 613.7g: a new timestamp.
    assert d.state.objects[tome].timestamp > before
    assert [e.obj for e in d.state.log if e.kind == "transform"] == [tome]


@pytest.mark.ruling("MID-RN-027")
def test_a_spell_targeting_a_permanent_still_targets_it_after_it_transforms() -> None:
    d = _tome_game()
    tome = d.find("Mysterious Tome")
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[tome])
    d.pass_priority()  # player 1 passes; player 0 responds
    d.activate(0, tome)
    d.resolve()
    assert d.chars(tome).name == "Chilling Chronicle"
    d.resolve()  # Naturalize: its target is still legal
    assert tome not in d.state.battlefield
    # CR 712.8a: the card is in the graveyard with its front face up.
    gy = d.find("Mysterious Tome", zone="graveyard")
    assert d.chars(gy).name == "Mysterious Tome"
    assert not [e for e in d.state.log if e.kind == "fizzle"]


@pytest.mark.ruling("MID-RN-027", "MID-RN-028")
def test_counters_damage_and_effects_stay_with_a_transforming_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Glory Seeker")
    s.battlefield(0, "Ecstatic Awakener", counters={"+1/+1": 2})
    s.hand(0, "Fever Charm")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    awakener = d.find("Ecstatic Awakener")
    d.cast(0, "Fever Charm", modes=[1], targets=[awakener])  # +2/+0 until end of turn
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[awakener])
    d.resolve()
    assert d.state.objects[awakener].damage == 2
    d.activate(0, awakener, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(awakener)
    assert c.name == "Awoken Demon"
    assert d.state.objects[awakener].counters == {"+1/+1": 2}
    assert d.state.objects[awakener].damage == 2
    assert (c.power, c.toughness) == (4 + 2 + 2, 4 + 2)


@pytest.mark.ruling("MID-RN-027")
def test_an_aura_stays_attached_when_its_creature_transforms() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Bird Admirer")
    s.hand(0, "Pacifism")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    d.cast(0, "Pacifism", targets=[admirer])
    d.resolve()
    pacifism = d.find("Pacifism", zone="battlefield")
    assert d.state.day_night == "day"
    # Turn 4: player 1 casts nothing, so it becomes night as turn 5 begins.
    d.pass_until("upkeep", turn=5)
    assert d.state.day_night == "night"
    assert d.chars(admirer).name == "Wing Shredder"
    assert d.state.objects[pacifism].attached_to == admirer


def test_a_transformed_permanent_that_leaves_goes_front_face_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tireless Hauler", transformed=True)
    s.day_night("night")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    brawler = d.find("Dire-Strain Brawler")
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[brawler])
    d.resolve()
    card = d.find("Tireless Hauler", zone="graveyard")
    c = d.chars(card)
    assert (c.name, c.power, c.toughness) == ("Tireless Hauler", 4, 5)


def test_the_log_records_the_face_up_the_face_it_had_and_what_transformed_it() -> None:
    """CR 701.27a: transforming turns the permanent over; the log's transform event says which
    face is up now, which face was up before and that an effect (Mysterious Tome's own
    ability) did it."""
    d = _tome_game()
    tome = d.find("Mysterious Tome")
    d.activate(0, tome)
    d.resolve()
    assert [e.data for e in d.state.log if e.kind == "transform"] == [
        {"face": 1, "from_face": 0, "cause": "effect"}]


def test_a_clone_of_delver_of_secrets_does_not_transform() -> None:
    """CR 701.27c, 712.9: Clone copying the opponent's Delver of Secrets has its upkeep
    ability, but Clone is no double-faced card: the instant is revealed and nothing happens, it
    stays a 1/1 Delver of Secrets with no flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Clone")
    s.library(0, "Shock", "Island", "Island")
    s.battlefield(1, "Delver of Secrets")
    s.library(1, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=0, turn=2)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Delver of Secrets", zone="battlefield"))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Delver of Secrets"
    for turn, reveal in ((2, False), (3, True)):  # the opponent's Delver, then the Clone
        d.pass_until("end", turn=turn)
        while d.decision.kind != "may":
            d.pass_priority()
        d.choose(reveal)
    shock = d.find("Shock", zone="library")
    assert (d.state.turn, d.state.active) == (4, 0)
    assert shock in [e.obj for e in d.state.log if e.kind == "reveal"]
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("Delver of Secrets", 1, 1)
    assert not c.has("Flying")
    assert not [e for e in d.state.log if e.kind == "transform"]


def test_a_phased_out_permanent_does_not_transform() -> None:
    """CR 702.26b: Mysterious Tome phased out by Spectral Adversary in response to its own
    ability is treated as though it doesn't exist: the card is drawn, but the Tome doesn't
    transform."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mysterious Tome", "Island", "Island")
    s.library(0, "Plains", "Plains")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Spectral Adversary")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    tome = d.find("Mysterious Tome")
    hand = len(d.state.players[0].hand)
    d.activate(0, tome)
    d.pass_priority()
    phase_out_with_adversary(d, tome, player=1)
    assert d.state.objects[tome].phased_out
    d.resolve()  # the Tome's ability
    assert len(d.state.players[0].hand) == hand + 1
    assert d.state.objects[tome].face == 0
    assert not [e for e in d.state.log if e.kind == "transform"]
