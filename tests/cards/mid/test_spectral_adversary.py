"""Spectral Adversary — {1}{U} Creature — Spirit 2/1.

Oracle: "Flash / Flying / When Spectral Adversary enters the battlefield, you may pay {1}{U} any
number of times. When you pay this cost one or more times, put that many +1/+1 counters on
Spectral Adversary, then up to that many other target artifacts, creatures, and/or enchantments
phase out."
Rulings covered: MID-RN-231, MID-RN-232, MID-RN-233, MID-RN-234, MID-RN-235, MID-RN-236,
MID-RN-237, MID-RN-238, MID-RN-239.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
)
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary

pytestmark = pytest.mark.card("Spectral Adversary")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Spectral Adversary", "Shock")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Screeching Buzzard", "Moonsilver Key", "Krosan Tusker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


@pytest.mark.ruling(
    "MID-RN-231", "MID-RN-232", "MID-RN-236", "MID-OR-0229", "MID-OR-0230", "MID-OR-0234",
)
def test_pay_twice_phase_out_two() -> None:
    """CR 603.12a: paid twice, the reflexive ability triggers once (one set of targets)."""
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    buzzard, key = d.find("Screeching Buzzard"), d.find("Moonsilver Key")
    adv = d.find("Spectral Adversary", "battlefield")
    assert d.decision.kind == "target" and adv not in opts(d)
    d.choose(buzzard)
    d.choose(key)
    assert d.decision.kind == "priority"  # no third target
    d.resolve()
    assert d.state.objects[adv].counters == {"+1/+1": 2}
    assert d.state.objects[buzzard].phased_out and d.state.objects[key].phased_out
    assert not d.state.stack  # the Buzzard didn't "die"
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    assert buzzard not in opts(d)  # phased-out permanents can't be targeted


@pytest.mark.ruling("MID-RN-234", "MID-OR-0232")
def test_phases_in_during_its_controllers_untap_step() -> None:
    d = setup()
    tusker = d.find("Krosan Tusker")
    phase_out_with_adversary(d, tusker)
    assert d.state.objects[tusker].phased_out
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[tusker].phased_out


@pytest.mark.ruling("MID-OR-0232")
def test_phased_in_it_keeps_its_counters_and_can_attack_that_turn() -> None:
    """Phased in as its controller's untap step begins (CR 502.1, 702.26d), the Tusker keeps
    its +1/+1 counter and can attack that turn: it was never seen to leave the battlefield
    (CR 702.26d, 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Krosan Tusker", counters={"+1/+1": 1})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    phase_out_with_adversary(d, tusker)
    assert d.state.objects[tusker].phased_out
    d.pass_until("precombat_main", turn=4)
    assert not d.state.objects[tusker].phased_out
    assert d.state.objects[tusker].counters == {"+1/+1": 1}
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (7, 6)
    d.to_combat()
    d.attack([tusker])
    assert d.state.combat.attackers[tusker] == 0


@pytest.mark.ruling("MID-RN-235", "MID-OR-0233")
def test_an_attacking_creature_that_phases_out_is_removed_from_combat() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Krosan Tusker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    assert tusker in d.state.combat.attackers
    d.pass_priority()  # the active player passes in the declare attackers step
    phase_out_with_adversary(d, tusker)
    assert d.state.objects[tusker].phased_out
    assert tusker not in d.state.combat.attackers
    d.pass_until("postcombat_main", turn=4)
    assert d.life(0) == 20


@pytest.mark.ruling("MID-RN-233", "MID-OR-0231")
def test_equipment_phases_out_and_in_with_the_creature_still_attached() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Forest", "Forest", "Glory Seeker")
    s.hand(1, "Bramble Armor")
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.resolve()
    armor = d.find("Bramble Armor", "battlefield")
    assert d.state.objects[armor].attached_to == seeker
    d.pass_priority()
    phase_out_with_adversary(d, seeker)
    assert d.state.objects[seeker].phased_out and d.state.objects[armor].phased_out
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[armor].phased_out
    assert d.state.objects[armor].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 3)


@pytest.mark.ruling("MID-RN-238", "MID-OR-0236")
def test_a_name_chosen_as_it_entered_is_remembered_when_it_phases_in() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Plains", "Field of Ruin")
    s.hand(1, "Pithing Needle")
    s.library(0, "Island", "Island")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Pithing Needle")
    d.resolve()
    d.choose("Field of Ruin")
    needle, field = d.find("Pithing Needle", "battlefield"), d.find("Field of Ruin")

    def field_abilities() -> list:
        return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == field]

    d.pass_priority()
    phase_out_with_adversary(d, needle)
    assert d.state.objects[needle].phased_out
    d.pass_until("upkeep", turn=6)
    assert not d.state.objects[needle].phased_out
    d.pass_until("precombat_main", turn=6)
    assert not field_abilities()


@pytest.mark.ruling("MID-RN-237", "MID-OR-0235")
def test_phasing_out_the_source_ends_a_for_as_long_as_effect() -> None:
    """Everglove Courier's bonus lasts "for as long as Everglove Courier remains tapped";
    phased out, the Courier is ignored, so the effect ends and doesn't come back when it
    phases in still tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Forest", "Forest", "Forest", "Everglove Courier", "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    courier, warrior = d.find("Everglove Courier"), d.find("Elvish Warrior")
    d.activate(1, courier, targets=[warrior])
    d.resolve()
    assert d.chars(warrior).power == 4
    d.pass_priority()
    phase_out_with_adversary(d, courier)
    assert d.chars(warrior).power == 2
    d.pass_until("upkeep", turn=5)
    while d.state.turn == 5 or d.decision.kind != "priority":
        if d.decision.kind == "may":
            d.choose(False)  # Everglove Courier stays tapped
        elif d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.attack([])
    assert not d.state.objects[courier].phased_out and d.state.objects[courier].tapped
    assert d.chars(warrior).power == 2


@pytest.mark.ruling("MID-RN-239", "MID-OR-0237")
def test_a_stolen_permanent_phases_in_under_its_owner_at_the_thiefs_untap_step() -> None:
    """Player 0 takes the Tusker with Pack's Betrayal; player 1 phases it out. The control
    effect ends at the end of the turn while it is phased out; it phases in under player 1's
    control as player 0's next untap step begins (CR 702.26b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Krosan Tusker")
    s.hand(1, "Spectral Adversary")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Pack's Betrayal", targets=[tusker])
    d.resolve()
    assert d.chars(tusker).controller == 0
    d.pass_priority()
    phase_out_with_adversary(d, tusker, player=1)
    assert d.state.objects[tusker].phased_out
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[tusker].phased_out  # not player 1's untap step that counts
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[tusker].phased_out
    assert d.chars(tusker).controller == 1


@pytest.mark.ruling("MID-OR-0230", "MID-OR-0234")
def test_phased_out_permanents_static_abilities_and_blocks_stop_and_phasing_in_isnt_entering(
        ) -> None:
    """Phased out (CR 702.26b), Patrician Geist's "other Spirits you control get +1/+1" no
    longer applies and neither it nor Clarion Cathars can block; phasing in as their
    controller's untap step begins doesn't make Clarion Cathars "enter" (CR 702.26d): no Human
    token."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, "Glory Seeker")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Patrician Geist", "Clarion Cathars", "Stormrider Spirit")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    geist, cathars = d.find("Patrician Geist"), d.find("Clarion Cathars")
    spirit = d.find("Stormrider Spirit")
    base = d.chars(spirit).power
    phase_out_with_adversary(d, geist, cathars)
    assert d.state.objects[geist].phased_out and d.state.objects[cathars].phased_out
    assert d.chars(spirit).power == base - 1
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {spirit}
    d.block()
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[geist].phased_out and not d.state.objects[cathars].phased_out
    assert d.chars(spirit).power == base
    assert not d.state.stack
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]


@pytest.mark.ruling("MID-RN-232", "MID-OR-0230")
def test_a_phased_out_creature_cant_attack_and_a_phased_out_permanents_ability_doesnt_trigger(
        ) -> None:
    """Phased out (CR 702.26b), the caster's own Glory Seeker is not offered as an attacker
    (the Elvish Warrior beside it is), and Geistflame Reservoir's "Whenever you cast an instant
    or sorcery spell" doesn't trigger for a Shock cast meanwhile: only the Shock is on the
    stack, and the Reservoir gets no charge counter."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, "Mountain", "Glory Seeker", "Elvish Warrior",
                  "Geistflame Reservoir")
    s.hand(0, "Spectral Adversary", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    reservoir = d.find("Geistflame Reservoir")
    phase_out_with_adversary(d, seeker, reservoir)
    assert d.state.objects[seeker].phased_out and d.state.objects[reservoir].phased_out
    d.cast(0, "Shock", targets=[1])
    assert list(d.state.stack) == [d.find("Shock", "stack")]  # no trigger above it
    d.resolve()
    assert d.life(1) == 18 and not d.state.stack
    assert d.state.objects[reservoir].counters == {}
    d.to_combat()
    while d.decision.kind == "priority":
        d.pass_priority()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {warrior}


@pytest.mark.ruling("MID-OR-0237")
def test_a_stolen_permanent_whose_thief_left_phases_in_after_the_thiefs_turn_would_have_begun(
        ) -> None:
    """Three players. Player 0 takes player 1's Tusker with Pack's Betrayal; player 1 phases it
    out; the control effect ends with the turn. Player 0 is Shocked out of the game in player
    2's turn 5 (CR 104.3b): the Tusker phases in as the next untap step begins after player
    0's next turn would have begun (CR 702.26n), player 1's untap step of turn 6, under
    player 1's control."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.life(0, 2)
    s.battlefield(1, "Island", "Island", "Island", "Island", "Krosan Tusker")
    s.hand(1, "Spectral Adversary")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    for p in range(3):
        s.library(p, *["Island"] * 4)
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Pack's Betrayal", targets=[tusker])
    d.resolve()
    d.pass_priority()
    phase_out_with_adversary(d, tusker, player=1)
    assert d.state.objects[tusker].phased_out
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 2 and d.state.objects[tusker].phased_out
    d.cast(2, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    d.pass_until("upkeep", turn=6)
    assert d.state.active == 1
    assert not d.state.objects[tusker].phased_out
    assert d.chars(tusker).controller == 1


@pytest.mark.ruling("MID-OR-0237")
def test_stolen_permanents_of_a_thief_who_left_phase_in_at_the_next_players_untap_step_one_gone(
        ) -> None:
    """Four players. In their turn, player 0 takes player 1's Glory Seeker and player 2's
    Tusker with Threaten and phases both out with Spectral Adversary, then is Shocked out of
    the game; player 1 concedes, and their Glory Seeker leaves the game with them (CR 800.4a).
    The Tusker phases in during the untap step of the next player after player 0 still in
    the game (player 2) after player 0's next turn would have begun (CR 702.26n): player 2's
    second untap step, not the first, under player 2's control."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Mountain"] * 10, *["Island"] * 6)
    s.hand(0, "Threaten", "Threaten", "Spectral Adversary", "Shock")
    s.life(0, 2)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Krosan Tusker")
    for p in range(4):
        s.library(p, *["Island"] * 6)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    tusker, seeker = d.find("Krosan Tusker"), d.find("Glory Seeker")
    turn = d.state.turn
    first, second = d.ids("Threaten")
    d.cast(0, first, targets=[tusker])
    d.resolve()
    d.cast(0, second, targets=[seeker])
    d.resolve()
    phase_out_with_adversary(d, tusker, seeker)
    assert d.state.objects[tusker].phased_out and d.state.objects[seeker].phased_out
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    d.game.apply(1, Concede())
    assert seeker not in d.state.objects
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 2 and d.state.objects[tusker].phased_out
    d.pass_until("upkeep", turn=turn + 2)
    assert d.state.active == 3 and d.state.objects[tusker].phased_out
    d.pass_until("upkeep", turn=turn + 3)
    assert d.state.active == 2
    assert not d.state.objects[tusker].phased_out
    assert d.chars(tusker).controller == 2


def test_paying_zero_times_means_no_reflexive_trigger() -> None:
    """CR 603.12: "when you pay this cost one or more times" — paid zero times, nothing
    triggers: no counters, nothing phases out."""
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(0)
    adv = d.find("Spectral Adversary", "battlefield")
    assert not d.state.stack
    assert not d.state.objects[adv].counters
    assert not any(d.state.objects[o].phased_out for o in d.state.battlefield)


def test_paying_more_times_than_you_can_afford_is_refused() -> None:
    """CR 118.3: five mana left pays {1}{U} at most twice; asking for three is refused with
    the reason, and the choice is still open."""
    from manastack.illegal_actions import IllegalActionError

    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    with pytest.raises(IllegalActionError, match="at most 2 times.*CR 118.3"):
        d.choose(3)
    assert d.decision.kind == "choose_number" and opts(d) == [0, 1, 2]


def test_up_to_that_many_allows_no_target_and_the_counter_is_still_put() -> None:
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.choose(None)
    d.resolve()
    adv = d.find("Spectral Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"+1/+1": 1}
    assert (d.chars(adv).power, d.chars(adv).toughness) == (3, 2)
    assert not any(d.state.objects[o].phased_out for o in d.state.battlefield)


def test_one_target_gone_the_rest_still_phase_out() -> None:
    """CR 608.2b: one of two targets is destroyed in response; the counters are still put and
    the other target phases out."""
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    buzzard, tusker = d.find("Screeching Buzzard"), d.find("Krosan Tusker")
    d.choose(buzzard)
    d.choose(tusker)
    d.cast(0, "Shock", targets=[buzzard])
    d.resolve()
    assert d.zone_of("Screeching Buzzard") == "graveyard"
    d.resolve()  # the Buzzard's own dies trigger (nothing to discard)
    d.resolve()
    assert not d.state.stack
    adv = d.find("Spectral Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"+1/+1": 2}
    assert d.state.objects[tusker].phased_out


def test_adversary_gone_before_the_reflexive_ability_resolves() -> None:
    """CR 608.2h / 400.7: the Adversary dies in response; no counters go anywhere, but the
    target still phases out."""
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    tusker = d.find("Krosan Tusker")
    d.choose(tusker)
    adv = d.find("Spectral Adversary", "battlefield")
    d.cast(0, "Shock", targets=[adv])
    d.resolve()
    assert d.zone_of("Spectral Adversary") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[tusker].phased_out
    assert not d.ids("Spectral Adversary", zone="battlefield")


def test_flash_and_flying() -> None:
    """Cast on the opponent's turn (flash, CR 702.8a); it has flying."""
    s = Scenario(seed=1)
    s.at("precombat_main", active=1, turn=4)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Spectral Adversary")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    adv = d.find("Spectral Adversary", "battlefield")
    assert d.chars(adv).has("Flying")
    assert d.state.active == 1
