"""Winterthorn Blessing — {G}{U} Sorcery.

Oracle: "Put a +1/+1 counter on up to one target creature you control. Tap up to one target
creature you don't control, and that creature doesn't untap during its controller's next untap
step. / Flashback {1}{G}{U}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Concede
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary

pytestmark = pytest.mark.card("Winterthorn Blessing")


def test_counter_and_a_frozen_creature_for_one_untap_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[seeker, warrior])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[warrior].tapped  # its controller's next untap step
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[warrior].tapped


def test_up_to_one_each() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Winterthorn Blessing", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_another_players_untap_step_doesnt_end_it() -> None:
    """CR 502.3, 611.2b: with three players, player 2's Elvish Warrior stays tapped through
    player 1's untap step (not its controller's) and player 2's next one, and untaps in the
    one after."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[d.find("Glory Seeker"), warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)  # player 1's turn
    d.pass_until("upkeep", turn=5)  # player 2's turn: its controller's next untap step
    assert d.state.active == 2 and d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=8)  # player 2's following turn
    assert not d.state.objects[warrior].tapped


def test_the_effect_lasts_after_the_player_who_created_it_left_the_game() -> None:
    """CR 800.4a: when a player leaves the game only the effects giving them control of
    objects end; the "doesn't untap" effect of the Blessing player 0 cast stays. Player 0
    concedes, and player 2's Elvish Warrior still stays tapped through its controller's next
    untap step, untapping in the one after."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[d.find("Glory Seeker"), warrior])
    d.resolve()
    d.game.apply(0, Concede())
    assert d.state.players[0].lost
    d.pass_until("upkeep", turn=5)  # player 2's turn: its controller's next untap step
    assert d.state.active == 2 and d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=7)  # player 2's following turn (player 0's turn is skipped)
    assert d.state.active == 2 and not d.state.objects[warrior].tapped


def _flashback_setup(active: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Glory Seeker")
    s.graveyard(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior")
    if active != 0:
        s.at("end", active=active)
    return Driver(s.build())


@pytest.mark.ruling("MID-OR-0876", "MID-OR-0879", "MID-OR-0880")
def test_flashback_from_the_graveyard_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {1}{G}{U} (the card got there without being
    cast, MID-OR-0880); both modes of its text apply and it is exiled as it leaves the stack."""
    d = _flashback_setup()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", method="flashback", targets=[seeker, warrior])
    assert all(d.state.objects[x].tapped for x in d.ids("Island") + d.ids("Forest"))
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.state.objects[warrior].tapped
    assert d.zone_of("Winterthorn Blessing") == "exile"


@pytest.mark.ruling("MID-OR-0877")
def test_flashback_keeps_sorcery_timing() -> None:
    """CR 307.1: in the opponent's turn the flashback cast isn't offered, mana or not."""
    d = _flashback_setup(active=1)
    d.pass_priority()
    card = d.find("Winterthorn Blessing", zone="graveyard")
    assert d.state.active == 1 and d.decision.player == 0
    assert CastSpell(card, "flashback") not in d.game.legal_actions()


def test_only_the_creature_you_dont_control_chosen() -> None:
    """"Up to one" (CR 601.2c): no creature of yours targeted, so no counter anywhere, and the
    opponent's creature is tapped and frozen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.act(0, CastSpell(d.find("Winterthorn Blessing"), "normal"))
    d.choose(None)
    d.choose(warrior)
    d.pay()
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {}
    assert d.state.objects[warrior].counters == {}
    assert d.state.objects[warrior].tapped


def test_the_first_target_must_be_a_creature_you_control() -> None:
    """The first target is refused if it is an opponent's creature, naming the problem; the
    cast is undone and the game is as before."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Winterthorn Blessing", targets=[d.find("Elvish Warrior")])
    assert d.zone_of("Winterthorn Blessing") == "hand"
    assert not d.state.stack


def test_one_target_gone_the_other_part_still_happens() -> None:
    """CR 608.2b: the creature of yours leaves before resolution; the spell resolves for its
    legal target, tapping and freezing the opponent's creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior", "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[seeker, warrior])
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[warrior].tapped


def test_an_already_tapped_creature_still_misses_its_next_untap() -> None:
    """The "doesn't untap" part applies even when the creature was tapped already."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.act(0, CastSpell(d.find("Winterthorn Blessing"), "normal"))
    d.choose(None)
    d.choose(warrior)
    d.pay()
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[warrior].tapped


def test_untapped_by_another_effect_and_tapped_again_it_still_misses_its_next_untap() -> None:
    """CR 502.3, 611.2c: the "doesn't untap" part is an effect on the game's untap rule for
    that creature, not something spent by the creature being untapped. Player 1's Aphetto
    Alchemist, tapped by the Blessing, is untapped by Inspirit, then taps itself for its
    ability; in its controller's next untap step it stays tapped, and it untaps in the one
    after."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing", "Inspirit")
    s.battlefield(1, "Aphetto Alchemist")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker, alchemist = d.find("Glory Seeker"), d.find("Aphetto Alchemist")
    d.cast(0, "Winterthorn Blessing", targets=[seeker, alchemist])
    d.resolve()
    assert d.state.objects[alchemist].tapped
    d.cast(0, "Inspirit", targets=[alchemist])
    d.resolve()
    assert not d.state.objects[alchemist].tapped
    d.pass_priority()
    assert d.decision.player == 1
    d.activate(1, alchemist, targets=[seeker])
    assert d.state.objects[alchemist].tapped
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1 and d.state.objects[alchemist].tapped
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[alchemist].tapped


def test_the_effect_ends_with_that_untap_step_even_if_the_creature_was_already_untapped() -> None:
    """CR 502.3, 611.2a: the effect lasts for its controller's next untap step only. Player
    1's Elvish Warrior, tapped by the Blessing, is untapped again by Inspirit; that untap step
    passes with nothing to keep tapped, so the effect is over: the Warrior attacks in that
    turn and untaps as usual in its controller's following untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Winterthorn Blessing", "Inspirit")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[d.find("Glory Seeker"), warrior])
    d.resolve()
    d.cast(0, "Inspirit", targets=[warrior])
    d.resolve()
    assert not d.state.objects[warrior].tapped
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([warrior])
    d.pass_until("end", turn=4)
    assert d.life(0) == 18 and d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=6)
    assert d.state.active == 1 and not d.state.objects[warrior].tapped


def test_phased_out_until_its_controllers_untap_step_it_phases_in_and_still_doesnt_untap() -> None:
    """CR 502.1, 502.3, 702.26f: the frozen Elvish Warrior is phased out by Spectral
    Adversary. Its controller's next untap step phases it in before permanents untap, and
    the Blessing's effect, which hasn't expired, applies to that untap: the Warrior stays
    tapped; it untaps in the untap step after."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Winterthorn Blessing", "Spectral Adversary")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[d.find("Glory Seeker"), warrior])
    d.resolve()
    phase_out_with_adversary(d, warrior)
    assert d.state.objects[warrior].phased_out and d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[warrior].phased_out
    assert d.state.objects[warrior].tapped
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[warrior].tapped
