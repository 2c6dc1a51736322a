"""Keywords that stand for activated abilities (CR 702): equip (702.6a: "[Cost]: Attach to
target creature you control. Equip only as a sorcery."), outlast (702.107a: "[Cost], {T}: Put a
+1/+1 counter on this creature. Outlast only as a sorcery.") and cycling (702.29a), whose cost
is the keyword's; evolve (702.100a) puts one +1/+1 counter."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _activatable(d: Driver, source: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == source
               for a in d.game.legal_actions())


def test_equip_costs_its_mana_and_only_as_a_sorcery() -> None:
    """CR 702.6a: Bramble Armor's equip costs {4}: not with three lands; with four, in a main
    phase of its controller's turn with an empty stack, not during combat; it targets a
    creature you control and attaches the Armor to it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bramble Armor", "Glory Seeker", *["Forest"] * 3)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    armor, seeker = d.find("Bramble Armor"), d.find("Glory Seeker")
    assert not _activatable(d, armor)
    s = Scenario(seed=1)
    s.battlefield(0, "Bramble Armor", "Glory Seeker", *["Forest"] * 4)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    armor, seeker = d.find("Bramble Armor"), d.find("Glory Seeker")
    assert _activatable(d, armor)
    s.library(0, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not _activatable(d, armor)  # not in a main phase
    d.pass_until("precombat_main", turn=3)
    d.activate(0, armor, targets=[seeker])
    assert all(d.state.objects[f].tapped for f in d.ids("Forest", zone="battlefield"))
    d.resolve()
    assert d.state.objects[armor].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 3)


def test_equip_targets_only_a_creature_you_control() -> None:
    """CR 702.6a: "target creature you control": the opponent's creature isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bramble Armor", "Glory Seeker", *["Forest"] * 4)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    armor = d.find("Bramble Armor")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == armor))
    d.expect("target")
    offered = {a.value for a in d.decision.actions if hasattr(a, "value")}
    assert d.find("Glory Seeker") in offered and d.find("Elvish Warrior") not in offered
    assert d.game.view(0)["decision"]["prompt"] == "Choose a target: creature you control"


def test_outlast_costs_its_mana_and_taps_for_one_counter() -> None:
    """CR 702.107a: Abzan Falconer's outlast costs {W} and {T}: not without white mana; paid,
    the Falconer is tapped and gets one +1/+1 counter (and so flies, its own ability)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Forest")
    d = Driver(s.build())
    assert not _activatable(d, d.find("Abzan Falconer"))
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains")
    d = Driver(s.build())
    falconer = d.find("Abzan Falconer")
    assert _activatable(d, falconer)
    d.activate(0, falconer)
    assert d.state.objects[falconer].tapped and d.state.objects[d.find("Plains")].tapped
    d.resolve()
    assert d.state.objects[falconer].counters == {"+1/+1": 1}
    assert d.chars(falconer).has("Flying")


def test_outlast_is_not_cycling() -> None:
    """CR 702.29: only cycling a card is cycling: activating outlast doesn't trigger Lightning
    Rift ("Whenever a player cycles a card")."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains", "Lightning Rift", "Mountain")
    d = Driver(s.build())
    falconer = d.find("Abzan Falconer")
    d.activate(0, falconer)
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[0]].source == falconer


def test_evolve_puts_exactly_one_counter() -> None:
    """CR 702.100a: a greater creature entering puts one +1/+1 counter on Gyre Sage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Wall of Mulch")
    d = Driver(s.build())
    sage = d.find("Gyre Sage")
    d.cast(0, "Wall of Mulch")
    d.resolve()
    d.resolve()
    assert d.state.objects[sage].counters == {"+1/+1": 1}


def test_outlast_only_in_its_controllers_main_phase_with_an_empty_stack() -> None:
    """CR 702.107a, 307.1: outlast is activated only as a sorcery: Abzan Falconer's isn't
    offered in the opponent's main phase, nor in its controller's own while a spell is on the
    stack, nor once the Falconer is tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains", "Plains", "Island")
    s.hand(0, "Fading Hope")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.at("precombat_main", active=1, turn=2, priority=0)
    d = Driver(s.build())
    falconer = d.find("Abzan Falconer")
    assert not _activatable(d, falconer)
    d.pass_until("precombat_main", turn=3)
    assert _activatable(d, falconer)
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker")])
    assert d.decision.player == 0 and d.state.stack
    assert not _activatable(d, falconer)
    d.resolve()
    d.take_first("scry")  # Glory Seeker's mana value is 2
    d.activate(0, falconer)
    d.resolve()
    assert d.state.objects[falconer].counters == {"+1/+1": 1}
    assert d.chars(falconer).has("Flying")
    assert not _activatable(d, falconer)


def test_a_creature_stolen_with_haste_may_outlast_for_its_new_controller() -> None:
    """CR 702.107a, 302.6: Threaten untaps the opponent's Abzan Falconer and gives it to
    player 0 with haste: its outlast ({W}, {T}) may be activated in player 0's main phase;
    the counter stays when control returns at end of turn, and the Falconer has flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Plains")
    s.hand(0, "Threaten")
    s.battlefield(1, "Abzan Falconer", tapped=True)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    falconer = d.find("Abzan Falconer")
    assert not _activatable(d, falconer)
    d.cast(0, "Threaten", targets=[falconer])
    d.resolve()
    assert _activatable(d, falconer)
    d.activate(0, falconer)
    d.resolve()
    assert d.state.objects[falconer].counters == {"+1/+1": 1}
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[falconer].controller == 1
    assert d.state.objects[falconer].counters == {"+1/+1": 1}
    assert d.chars(falconer).has("Flying")
