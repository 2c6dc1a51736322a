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

from .disturb_checks import DisturbRulings

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


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0705", "MID-OR-0706", "MID-OR-0707", "MID-OR-0708", "MID-OR-0709",
        "MID-OR-0710", "MID-OR-0711",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = CARD, BACK, (3, 1), 2
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W", "U"}), frozenset({"Spirit"})

    def check_entered(self, d: Driver, oid: int) -> None:
        assert len(d.state.players[0].library) == 4  # no "enters" mill: that's the front face's


def test_a_flashback_spell_and_one_cast_through_lier_trigger_it() -> None:
    """Any spell cast from your graveyard (CR 601.2a): Faithful Mending with its own
    flashback, then a Shock given flashback by Lier, Disciple of the Drowned: one tap each."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Lier, Disciple of the Drowned", "Plains", "Island", "Island",
                  "Mountain")
    s.graveyard(0, "Faithful Mending", "Shock")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.library(0, *["Island"] * 4)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Faithful Mending", method="flashback")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].tapped
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    d.cast(0, "Shock", method="granted_flashback", targets=[1])
    d.choose(warrior)
    d.resolve()
    assert d.state.objects[warrior].tapped
    d.resolve()
    assert d.life(1) == 18 and d.zone_of("Shock") == "exile"


def test_departed_soulkeeper_has_no_such_ability() -> None:
    """The back face has only its own abilities (CR 712.8e): a spell cast from the graveyard
    with the Soulkeeper out triggers nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Baithook Angler", method="disturb")
    assert len(d.state.stack) == 1
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_no_creature_to_tap_no_trigger_on_the_stack() -> None:
    """With no creature its controller doesn't control, the trigger has no target and is
    removed (CR 603.3d)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    d = Driver(s.build())
    d.cast(0, "Baithook Angler", method="disturb")
    assert len(d.state.stack) == 1 and d.decision.kind == "priority"


def test_mills_only_what_the_library_holds() -> None:
    """Told to mill two cards with one in the library, its controller mills that one (CR
    701.17b); no card was drawn, so they don't lose (CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, CARD)
    s.library(0, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.state.players[0].library == []
    assert not d.state.players[0].lost


def test_the_trigger_still_taps_when_the_spell_from_the_graveyard_is_countered() -> None:
    """CR 603.2, 603.3: the ability triggered on the cast and exists apart from the spell
    (CR 113.7a); Dissipate countering the disturbed Angler in response (the Angler is exiled,
    MID-OR-0711) doesn't stop the Glory Seeker from being tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Glory Seeker", "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    angler = d.cast(0, "Baithook Angler", method="disturb")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[angler])
    d.resolve()
    assert d.zone_of("Baithook Angler") == "exile"
    d.resolve()
    assert d.state.objects[seeker].tapped
    assert not d.state.stack


def test_in_two_headed_giant_a_teammate_s_creature_is_one_you_don_t_control() -> None:
    """CR 810.5, 109.4: teammates each control their own permanents; the trigger may target
    the teammate's creature as well as the opponents', never its controller's own."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD, "Snarling Wolf", "Island", "Island")
    s.graveyard(0, "Baithook Angler")
    s.battlefield(1, "Wellwisher")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Baithook Angler", method="disturb")
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Wellwisher"), d.find("Glory Seeker"), d.find("Elvish Warrior")}
    d.choose(d.find("Wellwisher"))
    d.resolve()
    assert d.state.objects[d.find("Wellwisher")].tapped
