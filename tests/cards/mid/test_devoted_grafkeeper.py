"""Devoted Grafkeeper // Departed Soulkeeper — {W}{U} Creature — Human Peasant 2/1 //
Creature — Spirit 3/1 (white and blue).

Oracle: Front: "When Devoted Grafkeeper enters the battlefield, mill two cards. / Whenever you
cast a spell from your graveyard, tap target creature you don't control. / Disturb {1}{W}{U}
(You may cast this card from your graveyard transformed for its disturb cost.)"
Back: "Flying / Departed Soulkeeper can block only creatures with flying. / If Departed
Soulkeeper would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import (
    castable_only_with_full_cost,
    countered_disturb_spell_zone,
    double_major_copy,
    game,
    permanent_characteristics,
    spell_characteristics,
)

CARD = "Devoted Grafkeeper"
BACK = "Departed Soulkeeper"
pytestmark = pytest.mark.card("Devoted Grafkeeper")


def test_enters_and_mills_two_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, CARD)
    s.library(0, "Glory Seeker", "Shock", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.chars(d.find(CARD, zone="battlefield")).name == CARD
    d.resolve()
    assert [d.chars(o).name for o in d.state.players[0].graveyard] == ["Glory Seeker", "Shock"]
    assert [d.chars(o).name for o in d.state.players[0].library] == ["Island"]


def _keeper(*, hand: tuple[str, ...] = (), their_graveyard: tuple[str, ...] = (),
            active: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Mountain")
    s.graveyard(0, "Baithook Angler")
    if hand:
        s.hand(0, *hand)
    s.battlefield(1, "Glory Seeker", "Island", "Island")
    if their_graveyard:
        s.graveyard(1, *their_graveyard)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=active, turn=3)
    return Driver(s.build())


def test_casting_a_spell_from_your_graveyard_taps_a_creature_you_don_t_control() -> None:
    d = _keeper()
    seeker = d.find("Glory Seeker")
    sid = d.cast(0, "Baithook Angler", method="disturb")
    assert len(d.state.stack) == 2 and d.state.stack[0] == sid  # the trigger on top
    d.expect("target")
    d.choose(seeker)
    assert not d.state.objects[seeker].tapped
    d.resolve()
    assert d.state.objects[seeker].tapped
    d.resolve()
    assert d.chars(d.find("Baithook Angler", zone="battlefield")).name == "Hook-Haunt Drifter"


def test_only_creatures_you_don_t_control_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Snarling Wolf", "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Baithook Angler", method="disturb")
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {d.find("Glory Seeker"), d.find("Wellwisher")} <= offered
    assert d.find(CARD) not in offered and d.find("Snarling Wolf") not in offered


def test_a_spell_cast_from_your_hand_doesn_t_trigger_it() -> None:
    d = _keeper(hand=("Shock",))
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 18
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_an_opponent_s_spell_from_their_graveyard_doesn_t_trigger_it() -> None:
    d = _keeper(their_graveyard=("Baithook Angler",), active=1)
    d.cast(1, d.find("Baithook Angler", zone="graveyard", player=1), method="disturb")
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_the_soulkeeper_can_block_only_creatures_with_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, CARD, transformed=True)
    d = Driver(s.build())
    seeker, raider, keeper = d.find("Glory Seeker"), d.find("Goblin Sky Raider"), d.find(CARD)
    c = d.chars(keeper)
    assert (c.name, c.power, c.toughness) == (BACK, 3, 1) and c.has("Flying")
    d.to_combat()
    d.attack([seeker, raider])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blocks = {(a.blocker, a.attacker) for a in d.game.legal_actions()
              if isinstance(a, DeclareBlocker)}
    assert (keeper, raider) in blocks
    assert (keeper, seeker) not in blocks
    d.block({keeper: raider})
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.zone_of(CARD) == "exile"  # dealt 1 damage: exiled instead of dying
    assert d.life(1) == 18


def test_the_soulkeeper_is_exiled_instead_of_going_to_the_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Smother", targets=[d.find(CARD)])  # mana value 2, the front face's
    d.resolve()
    assert d.zone_of(CARD) == "exile"


def test_disturb_is_found_only_on_the_front_face() -> None:
    """Official ruling: "Disturb is found only on the front faces of some double-faced
    cards."."""
    d = game(CARD)
    assert d.chars(d.find(CARD, zone="graveyard")).has("Disturb")
    d, oid = permanent_characteristics(CARD)
    assert d.chars(oid).name == BACK
    assert not d.chars(oid).has("Disturb")


def test_disturb_casts_it_transformed_for_1wu() -> None:
    """Official ruling: "“Disturb [cost]” means “You may cast this card transformed from your
    graveyard by paying [cost] rather than its mana cost.”"."""
    assert castable_only_with_full_cost(CARD) == (True, False)


def test_the_spell_has_the_back_face_s_characteristics() -> None:
    """Official ruling: "When you cast a spell using a card's disturb ability, the card is put
    onto the stack with its back face up. The resulting spell has all the characteristics of
    that face."."""
    c = spell_characteristics(CARD)
    assert (c.name, c.power, c.toughness) == (BACK, 3, 1)
    assert c.has("Flying") and c.colors == frozenset({"W", "U"})
    assert set(c.subtypes) == {"Spirit"}


def test_mana_value_is_the_front_face_s() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a disturb cost) you're paying, add any cost increases, then apply
    any cost reductions. The mana value of a spell cast using disturb is determined by the mana
    cost on the front face of the card, no matter what the total cost to cast the spell was.
    (This is a special rule that applies only to transforming double faced-cards, including
    ones with disturb.)"."""
    c = spell_characteristics(CARD)  # {1}{W}{U} paid (three lands tapped)
    assert c.mana_value == 2  # the front face's {W}{U}


def test_it_enters_back_face_up() -> None:
    """Official ruling: "A spell cast this way enters the battlefield with its back face
    up."."""
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == (BACK, 3, 1)
    assert len(d.state.players[0].library) == 4  # no "enters" mill: that's the front face's


def test_a_copy_of_the_disturbed_spell_is_a_token_copy_of_the_back_face() -> None:
    """Official ruling: "If you copy a permanent spell cast this way (perhaps with a card like
    Double Major), the copy becomes a token that's a copy of the card's back face, even though
    it isn't itself a double-faced card." The rules have changed since (CR 707.10g: the token
    is double-faced, with the back face up); the token being a copy of the back face holds."""
    d, token, card = double_major_copy(CARD)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == (BACK, 3, 1)
    assert c.has("Flying")
    assert d.chars(card).name == BACK


def test_a_countered_disturbed_spell_is_exiled() -> None:
    """Official ruling: "The back face of each card with disturb has an ability that instructs
    its controller to exile if it would be put into a graveyard from anywhere. This includes
    going to the graveyard from the stack, so if the spell is countered after you cast it using
    the disturb ability, it will be put into exile."."""
    assert countered_disturb_spell_zone(CARD) == (None, "exile")
