"""Misery Charm — {B} Instant.

Oracle: "Choose one — / • Destroy target Cleric. / • Return target Cleric card from your
graveyard to your hand. / • Target player loses 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Misery Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.graveyard(0, "Headhunter", "Glory Seeker")
    s.battlefield(1, "Daru Healer", "Elvish Warrior")
    return Driver(s.build())


def test_destroys_a_cleric_only() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[0], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Elvish Warrior") not in legal
    d.choose(d.find("Daru Healer"))
    d.pay()
    d.resolve()
    assert d.ids("Daru Healer", zone="graveyard")


def test_returns_a_cleric_card() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[1], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker", zone="graveyard") not in legal
    d.choose(d.find("Headhunter", zone="graveyard"))
    d.pay()
    d.resolve()
    assert d.ids("Headhunter", zone="hand")


def test_player_loses_two() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[2], targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_a_cleric_card_in_an_opponents_graveyard_is_not_a_target() -> None:
    """CR 115.1, 404.2: "Return target Cleric card from your graveyard": the opponent's
    Daru Healer in their graveyard can't be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.graveyard(0, "Headhunter")
    s.graveyard(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[1], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert legal == {d.find("Headhunter", zone="graveyard")}


def test_destroy_mode_may_target_your_own_cleric() -> None:
    """CR 115.1: "destroy target Cleric" has no controller restriction."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Daru Healer")
    s.hand(0, "Misery Charm")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[0], targets=[d.find("Daru Healer")])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"


def test_the_player_mode_may_target_yourself() -> None:
    """CR 115.1: "target player" includes the caster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[2], targets=[0])
    d.resolve()
    assert d.life(0) == 18 and d.life(1) == 20


def test_a_mode_without_a_legal_target_cannot_be_chosen() -> None:
    """CR 700.2a, 601.2c: with no Cleric on the battlefield and no Cleric card in the caster's
    graveyard, only the life-loss mode may be chosen; choosing the destroy mode is refused
    with the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Misery Charm", "hand")))
    d.expect("mode")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {2}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(0)
    assert d.game.fingerprint() == before
    d.choose(2)
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.life(1) == 18


def test_a_face_down_cleric_is_not_a_cleric() -> None:
    """CR 708.2: a face-down Daru Healer has no creature types, so it isn't a Cleric the destroy
    mode could target; the face-up one is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Daru Healer", label="up")
    d = Driver(s.build())
    down, up = sorted(d.ids("Daru Healer"), key=lambda i: d.state.objects[i].face_down,
                      reverse=True)
    assert d.state.objects[down].face_down and not d.state.objects[up].face_down
    d.cast(0, "Misery Charm", modes=[0], pay=False)
    assert {a.value for a in d.decision.actions} == {up}
    d.choose(up)
    d.pay()
    d.resolve()
    assert d.state.objects[down].zone.value == "battlefield"
    assert d.ids("Daru Healer", zone="graveyard")


def test_a_target_that_stopped_being_a_cleric_is_not_destroyed() -> None:
    """CR 608.2b: as the Charm resolves its target is checked again; the Daru Healer made a
    Goblin by Mistform Mutant in response is no longer a "target Cleric", so the spell doesn't
    resolve and the Healer survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.battlefield(1, "Daru Healer", "Mistform Mutant", "Island", "Island")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.cast(0, "Misery Charm", modes=[0], targets=[healer])
    d.pass_priority()
    d.activate(1, "Mistform Mutant", targets=[healer])
    d.resolve()
    d.choose("Goblin")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Daru Healer") == "battlefield"
    assert d.zone_of("Misery Charm") == "graveyard"


def test_the_cleric_card_left_the_graveyard_before_resolution() -> None:
    """CR 608.2b: the targeted Cleric card returned to the hand in response by a second Charm,
    the first Charm's target is gone (CR 400.7) and it does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Misery Charm", "Misery Charm")
    s.graveyard(0, "Headhunter")
    d = Driver(s.build())
    hunter = d.find("Headhunter", zone="graveyard")
    first, second = d.ids("Misery Charm", zone="hand")
    d.cast(0, first, modes=[1], targets=[hunter])
    d.cast(0, second, modes=[1], targets=[hunter])
    d.resolve()
    assert len(d.ids("Headhunter", zone="hand")) == 1
    d.resolve()
    assert not d.state.stack
    assert len(d.ids("Headhunter", zone="hand")) == 1
    assert len(d.ids("Misery Charm", zone="graveyard")) == 2


def test_the_player_mode_in_multiplayer_targets_any_player() -> None:
    """CR 115.1, 800.4: with three players, any of them may be the target; only that one loses
    2 life."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[2], pay=False)
    assert {a.value for a in d.decision.actions} == {0, 1, 2}
    d.choose(2)
    d.pay()
    d.resolve()
    assert [d.life(p) for p in range(3)] == [20, 20, 18]


def test_a_changeling_is_a_cleric_on_the_battlefield_and_in_the_graveyard() -> None:
    """CR 702.73a: changeling works in every zone; the Avian Changeling card in the caster's
    graveyard is a "Cleric card" to return, and the one on the battlefield a Cleric to
    destroy."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Misery Charm", "Misery Charm")
    s.graveyard(0, AVIAN_CHANGELING.name)
    s.battlefield(1, AVIAN_CHANGELING.name)
    d = Driver(s.build())
    card = d.find(AVIAN_CHANGELING.name, zone="graveyard")
    creature = d.find(AVIAN_CHANGELING.name, zone="battlefield")
    first, second = d.ids("Misery Charm", zone="hand")
    d.cast(0, first, modes=[1], targets=[card])
    d.resolve()
    assert d.ids(AVIAN_CHANGELING.name, zone="hand")
    d.cast(0, second, modes=[0], targets=[creature])
    d.resolve()
    assert d.ids(AVIAN_CHANGELING.name, zone="graveyard", player=1)


def test_changed_on_the_stack_to_read_elf_a_cleric_target_is_illegal() -> None:
    """CR 612.2, 608.2b: Artificial Evolution replaces Cleric with Elf in Misery Charm after it
    targeted Daru Healer: "Destroy target Elf" finds its target illegal and does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island")
    s.hand(0, "Misery Charm", "Artificial Evolution")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.mana(0, "Swamp")
    charm = d.cast(0, "Misery Charm", modes=[0], targets=[d.find("Daru Healer")])
    d.cast(0, "Artificial Evolution", targets=[charm])
    d.resolve()
    d.choose("Cleric")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Daru Healer") == "battlefield"
    assert d.zone_of("Misery Charm") == "graveyard"
