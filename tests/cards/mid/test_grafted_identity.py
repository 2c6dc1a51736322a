"""Grafted Identity — {2}{U}{U} Enchantment — Aura.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Enchant creature /
You control enchanted creature. / Enchanted creature gets +1/+1."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.views import object_view
from tests.phasing_out import phase_out_with_adversary

pytestmark = pytest.mark.card("Grafted Identity")


def test_sacrifice_then_steal_and_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Grafted Identity", targets=[tusker], choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    c = d.chars(tusker)
    assert c.controller == 0
    assert (c.power, c.toughness) == (7, 6)


def test_control_returns_when_aura_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Grafted Identity", targets=[warrior], choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(warrior).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Naturalize", targets=[d.find("Grafted Identity")])
    d.resolve()
    c = d.chars(warrior)
    assert c.controller == 1 and c.power == 2


def test_needs_a_creature_to_sacrifice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    assert CastSpell(d.find("Grafted Identity"), "normal") not in d.game.legal_actions()


def test_the_stolen_creature_cant_attack_the_turn_it_changes_control() -> None:
    """CR 302.6: player 0 hasn't controlled the Tusker continuously since their most recent
    turn began, so it can't attack this turn; it can on their next turn."""
    from manastack.decisions.actions import DeclareAttacker

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Grafted Identity", targets=[tusker], choices=[d.find("Glory Seeker")])
    d.resolve()
    d.to_combat()
    assert DeclareAttacker(tusker, 1) not in d.game.legal_actions()
    assert DeclareAttacker(d.find("Elvish Warrior"), 1) in d.game.legal_actions()
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    assert DeclareAttacker(tusker, 1) in d.game.legal_actions()


def test_the_creature_sacrificed_may_be_its_own_target_and_then_it_fizzles() -> None:
    """CR 601.2c, 601.2h: the target is chosen before the cost is paid, so the Seeker targeted
    may be the creature sacrificed; CR 608.2b: then its only target is gone, and the Aura
    spell goes to the graveyard without resolving."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Grafted Identity", targets=[seeker], choices=[seeker])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Grafted Identity") == "graveyard" and not d.state.stack


def test_if_its_target_is_gone_the_sacrifice_is_still_paid() -> None:
    """CR 608.2b, 601.2h: the opponent's creature killed in response makes the Aura spell not
    resolve; the creature sacrificed as the additional cost stays sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Elvish Warrior", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Grafted Identity", targets=[warrior], choices=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[warrior])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[warrior])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.resolve()
    assert d.zone_of("Grafted Identity") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"


def _grafted_seeker() -> tuple[Driver, int, int]:
    """Player 0's Grafted Identity on player 1's Glory Seeker at the end of player 1's turn 2,
    player 1 holding Spectral Adversary and four Islands."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Grafted Identity", attached_to="seeker")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    s.library(0, *["Plains"] * 8)
    s.library(1, *["Plains"] * 8)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    seeker, aura = d.find("Glory Seeker"), d.find("Grafted Identity")
    return d, seeker, aura


def test_phasing_in_in_the_untap_step_its_creature_untaps_with_its_controller_s() -> None:
    """CR 502.1, 502.3, 613.1b: player 0's Grafted Identity has player 1's Glory Seeker, which
    attacks. Player 1 phases the Aura out with Spectral Adversary (the Seeker goes back) and
    attacks with the Seeker on their turn. In player 0's next untap step the Aura phases in
    first, so the tapped Seeker is player 0's again when player 0's permanents untap: it
    untaps with them."""
    d, seeker, aura = _grafted_seeker()
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=3)
    assert d.life(1) == 17
    d.pass_priority()
    phase_out_with_adversary(d, aura, player=1)
    assert d.state.objects[aura].phased_out and d.chars(seeker).controller == 1
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end", turn=4)
    assert d.life(0) == 18 and d.state.objects[seeker].tapped
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[aura].phased_out
    assert d.chars(seeker).controller == 0
    assert not d.state.objects[seeker].tapped


def test_phased_in_in_the_untap_step_the_creature_it_takes_back_cant_attack_that_turn() -> None:
    """CR 302.6, 702.26d, 613.1b: player 1 phases out player 0's Grafted Identity (Spectral
    Adversary), so their Glory Seeker is theirs again. The Aura phases in during player 0's
    untap step: player 0 controls the Seeker again from then on, after their turn began, so
    it is summoning sick that turn (only the phased-in Aura is treated as though it never
    left; the Seeker did change control) and can't attack."""
    d, seeker, aura = _grafted_seeker()
    phase_out_with_adversary(d, aura, player=1)
    assert d.chars(seeker).controller == 1
    d.pass_until("precombat_main", turn=3)
    assert not d.state.objects[aura].phased_out and d.chars(seeker).controller == 0
    assert d.state.active == 0
    assert object_view(d.game, 0, seeker)["summoning_sick"]
    d.to_combat()  # no creature of player 0 can attack: the next declaration is player 1's
    assert (d.decision.kind, d.decision.player, d.state.turn) == ("declare_attackers", 1, 4)
