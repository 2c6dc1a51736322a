"""Mask of Griselbrand — {1}{B}{B} Legendary Artifact — Equipment.

Oracle: "Equipped creature has flying and lifelink. / Whenever equipped creature dies, you may
pay X life, where X is its power. If you do, draw X cards. / Equip {3}"
Rulings covered: MID-RN-095, MID-RN-096 (MID-OR-0330, MID-OR-0331).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import PLATINUM_ANGEL

pytestmark = pytest.mark.card("Mask of Griselbrand")


def setup(life: int = 20) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain",
                  "Mask of Griselbrand")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.hand(0, "Shock", "Smother")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    s.life(0, life)
    return Driver(s.build())


def equip(d: Driver) -> int:
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mask of Griselbrand", targets=[seeker])
    d.resolve()
    return seeker


@pytest.mark.ruling("MID-RN-095", "MID-RN-096", "MID-OR-0330", "MID-OR-0331")
def test_pay_its_last_power_in_life_to_draw_that_many() -> None:
    d = setup()
    seeker = equip(d)
    assert d.chars(seeker).has("Flying") and d.chars(seeker).has("Lifelink")
    d.cast(0, "Smother", targets=[seeker])  # a 4/4
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 16
    assert len(d.state.players[0].hand) == 5


def test_may_decline() -> None:
    d = setup()
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    d.choose(False)
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MID-RN-096", "MID-OR-0331")
def test_not_offered_with_too_little_life() -> None:
    d = setup(life=3)
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and d.life(0) == 3


def test_exactly_enough_life_is_offered() -> None:
    """CR 119.4: at 4 life the 4/4's 4 life can be paid (to 0 life: the game is lost)."""
    d = setup(life=4)
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 0 and d.game.is_over


def test_any_player_can_pay_0_life() -> None:
    """CR 119.4, 119.4b: any player can pay 0 life, even at 0 life (kept in the game by Platinum
    Angel): a 0-power creature's 0 life is paid, and 0 cards are drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mask of Griselbrand",
                  PLATINUM_ANGEL.name)
    s.battlefield(0, "Taunting Elf")
    s.hand(0, "Smother")
    s.library(0, "Forest", "Island")
    s.life(0, 0)
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.activate(0, "Mask of Griselbrand", targets=[elf])
    d.resolve()
    assert d.chars(elf).power == 0
    d.cast(0, "Smother", targets=[elf])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 0 and len(d.state.players[0].hand) == 0
    assert len(d.state.players[0].library) == 2


def test_negative_last_power_pays_and_draws_zero() -> None:
    """CR 107.1b: Infest leaves the equipped 0/1 Taunting Elf at -2/-1 as it dies; X, its last
    known power (MID-OR-0330), is used as 0, so no life is gained and no card drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp",
                  "Mask of Griselbrand")
    s.battlefield(0, "Taunting Elf")
    s.hand(0, "Infest")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.activate(0, "Mask of Griselbrand", targets=[elf])
    d.resolve()
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Taunting Elf") == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 0
    assert len(d.state.players[0].library) == 2


@pytest.mark.ruling("MID-OR-0330")
def test_mask_destroyed_with_the_creature_still_triggers() -> None:
    """CR 603.10a: a leaves-the-battlefield trigger looks back in time. Akroma's Vengeance
    destroys the Mask and the equipped 4/4 at once; the ability triggers and X is 4."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Swamp", "Swamp", "Swamp", "Mask of Griselbrand")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.hand(0, "Akroma's Vengeance")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mask of Griselbrand", targets=[seeker])
    d.resolve()
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Mask of Griselbrand") == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 16 and len(d.state.players[0].hand) == 4


def test_keywords_move_with_the_mask() -> None:
    """CR 301.5c: re-equipped, the first creature loses flying and lifelink and the second
    gains them; the creature no longer equipped dying doesn't trigger the Mask."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain",
                  "Mask of Griselbrand")
    s.battlefield(0, "Glory Seeker", "Taunting Elf")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    seeker, elf = d.find("Glory Seeker"), d.find("Taunting Elf")
    d.activate(0, "Mask of Griselbrand", targets=[seeker])
    d.resolve()
    d.activate(0, "Mask of Griselbrand", targets=[elf])
    d.resolve()
    assert not d.chars(seeker).has("Flying") and not d.chars(seeker).has("Lifelink")
    assert d.chars(elf).has("Flying") and d.chars(elf).has("Lifelink")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 0


def test_the_masks_controller_pays_and_draws_when_another_player_controls_the_creature() -> None:
    """"You" is the Mask's controller (CR 109.5): player 1 Threatens the equipped Glory Seeker
    (it stays equipped, CR 301.5c) and Shocks it; player 0, the Mask's controller, chooses,
    pays 2 life and draws 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten", "Shock")
    s.library(0, "Forest", "Island", "Plains")
    s.library(1, "Forest", "Island", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].controller == 1
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    may = d.expect("may")
    assert may.player == 0
    d.choose(True)
    assert d.life(0) == 18 and len(d.state.players[0].hand) == 2
    assert len(d.state.players[1].hand) == 0


def test_two_headed_giant_pays_from_the_team_total() -> None:
    """CR 119.4a, 810.9: the 4 life is paid from the team's shared total (30 to 26) and only
    the Mask's controller draws."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Swamp", "Swamp")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2}, label="seeker")
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.hand(0, "Smother")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    d.choose(True)
    assert d.life(0) == d.life(1) == 26
    assert len(d.state.players[0].hand) == 4 and len(d.state.players[1].hand) == 0


def test_a_creature_exiled_instead_of_dying_doesnt_trigger_it() -> None:
    """CR 700.4, 614.6: the creature Can't Stay Away returned is exiled instead of dying, so
    "whenever equipped creature dies" doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain",
                  "Mask of Griselbrand")
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Can't Stay Away", "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.activate(0, "Mask of Griselbrand", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 0


def test_two_headed_giant_too_little_team_life_isnt_offered() -> None:
    """CR 119.4a: with the team at 3 life, the 4/4's 4 life can't be paid: nothing is asked."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Swamp", "Swamp")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2}, label="seeker")
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.hand(0, "Smother")
    s.life(0, 3)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Smother", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.life(0) == d.life(1) == 3 and len(d.state.players[0].hand) == 0


def test_equip_only_your_own_creature_and_only_as_a_sorcery() -> None:
    """CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery": an opponent's creature is no target, and in the
    opponent's turn it can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mask of Griselbrand", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.activate(0, "Mask of Griselbrand", targets=[warrior])
    assert not d.state.stack and d.state.objects[d.find("Mask of Griselbrand")].attached_to \
        is None
    d.pass_until("upkeep", turn=4)
    assert d.decision.player == 1
    d.cast(1, "Shock", targets=[0])
    assert d.decision.player == 1
    d.pass_priority()
    assert d.decision.player == 0
    mask = d.find("Mask of Griselbrand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == mask]


def test_a_face_down_creature_last_had_power_2() -> None:
    """CR 708.2a, 608.2h: the equipped face-down Towering Baloth (a 7/6 face up) last existed
    as a 2/2, so X is 2: 2 life paid, 2 cards drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.battlefield(0, "Towering Baloth", face_down=True, label="baloth")
    s.battlefield(0, "Mask of Griselbrand", attached_to="baloth")
    s.hand(0, "Smother")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Smother", targets=[d.find("Towering Baloth")])
    d.resolve()
    assert d.zone_of("Towering Baloth") == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 18 and len(d.state.players[0].hand) == 2
