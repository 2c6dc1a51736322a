"""Vengeful Strangler // Strangling Grasp — {1}{B} Creature — Human Rogue 2/1 //
Enchantment — Aura (black).

Oracle: Front: "Vengeful Strangler can't block. / When Vengeful Strangler dies, return it to
the battlefield transformed under your control attached to target creature or planeswalker an
opponent controls."
Back: "Enchant creature or planeswalker an opponent controls / At the beginning of your upkeep,
enchanted permanent's controller sacrifices a nonland permanent, then that player loses 1 life."
Rulings covered: MID-RN-205, MID-RN-206 (the updated wording: sacrifice, then lose life).
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import DeclareBlocker
from manastack.dsl.prelude import TARGET_CREATURE, Target, Transform, spell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vengeful Strangler")


def _dies() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Wellwisher", "Forest")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    return d, seeker


def test_dies_and_returns_as_an_aura_on_an_opponents_creature() -> None:
    """CR 400.7e: the dies trigger finds the Strangler card in the graveyard (a public zone)
    and returns it transformed, attached to the target."""
    d, seeker = _dies()
    grasp = d.find("Vengeful Strangler", zone="battlefield")
    c = d.chars(grasp)
    assert (c.name, c.controller) == ("Strangling Grasp", 0)
    assert "Aura" in c.subtypes and not c.is_creature
    assert d.state.objects[grasp].attached_to == seeker


@pytest.mark.ruling("MID-RN-206")
def test_upkeep_sacrifice_then_lose_a_life() -> None:
    d, seeker = _dies()
    d.pass_until("upkeep", turn=4)  # not the opponent's upkeep: nothing happens
    assert d.life(1) == 20 and not d.state.stack
    while not d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.step.name) == (5, "UPKEEP")
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(seeker)  # they may sacrifice the enchanted creature itself
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 19
    kinds = [e.kind for e in d.state.log]
    sacrificed = max(i for i, e in enumerate(d.state.log)
                     if e.kind == "zone_change" and e.obj == seeker)
    assert "life_loss" in kinds[sacrificed:]  # the life loss comes after the sacrifice


@pytest.mark.ruling("MID-RN-205", "MID-OR-0362")
def test_strangling_grasp_attached_to_nothing_goes_to_the_graveyard() -> None:
    """An effect transforms it on the battlefield: Strangling Grasp is attached to nothing, so
    it is put into the graveyard (CR 704.5m), and nothing "dies"."""
    define_card("Transfiguring Word", "{U}", "Instant", "Transform target creature.",
                abilities=[spell(Transform(Target(0)), targets=[TARGET_CREATURE])])
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Island")
    s.battlefield(0, "Unruly Mob")
    s.hand(0, "Transfiguring Word")
    d = Driver(s.build())
    d.cast(0, "Transfiguring Word", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    assert d.zone_of("Vengeful Strangler") == "graveyard"
    assert not d.state.stack  # it was never a creature dying: nothing triggers
    assert d.state.objects[d.find("Unruly Mob")].counters == {}


def test_cant_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Vengeful Strangler", "Wellwisher")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    strangler = d.find("Vengeful Strangler")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, DeclareBlocker) and a.blocker == strangler]


def test_returns_under_the_control_of_its_triggers_controller() -> None:
    """Player 1 controls player 0's Strangler when it dies: the dies trigger is player 1's
    (CR 603.3a, 405.4), and "under your control" puts Strangling Grasp onto the battlefield under
    player 1's control (CR 110.2a, 712.14a), enchanting player 0's creature."""
    s = Scenario(seed=1)
    s.battlefield(1, "Vengeful Strangler", owner=0)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.battlefield(0, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    grasp = d.find("Vengeful Strangler", zone="battlefield")
    assert (d.chars(grasp).name, d.chars(grasp).controller) == ("Strangling Grasp", 1)
    assert d.state.objects[grasp].owner == 0
    assert d.state.objects[grasp].attached_to == seeker


def _dies_with(p0: tuple[str, ...], p1: tuple[str, ...]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain", *p0)
    s.hand(0, "Shock", "Threaten")
    s.battlefield(1, "Glory Seeker", *p1)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    d.expect("target")
    return d


def test_strangling_grasp_may_enchant_an_opponents_planeswalker() -> None:
    """CR 303.4a, 702.5a: "Enchant creature or planeswalker an opponent controls": Strangling
    Grasp returns attached to player 1's Wrenn and Seven and stays attached."""
    d = _dies_with((), ("Wrenn and Seven",))
    wrenn = d.find("Wrenn and Seven")
    assert wrenn in [a.value for a in d.game.legal_actions()]
    d.choose(wrenn)
    d.resolve()
    grasp = d.find("Vengeful Strangler", zone="battlefield")
    assert d.state.objects[grasp].attached_to == wrenn


def test_strangling_grasp_falls_off_a_creature_its_controller_gains_control_of() -> None:
    """CR 704.5m: once player 0 controls the enchanted Glory Seeker (Threaten), it is
    no creature an opponent controls: Strangling Grasp goes to its owner's graveyard."""
    d = _dies_with(("Mountain", "Mountain", "Mountain"), ())
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[d.find("Vengeful Strangler", zone="battlefield")].attached_to == seeker
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    assert d.zone_of("Vengeful Strangler") == "graveyard"


def test_with_no_legal_target_the_strangler_stays_in_the_graveyard() -> None:
    """CR 603.3d, 115.1d: with no creature or planeswalker an opponent controls, the dies
    trigger (targeted: its targets are chosen as it is put on the stack) can't be put on it; the Strangler card stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Vengeful Strangler") == "graveyard"



def test_if_its_target_is_gone_it_stays_in_the_graveyard() -> None:
    """CR 608.2b: the dies trigger targets Glory Seeker, which player 0 shocks in response;
    on resolution its only target is illegal, so it does nothing: the Strangler stays in the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Vengeful Strangler")])
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.cast(0, d.find("Shock", zone="hand"), targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Vengeful Strangler") == "graveyard"


def test_the_aura_destroyed_in_response_its_ability_still_makes_the_player_sacrifice() -> None:
    """CR 113.7a, 608.2h: player 1 destroys Strangling Grasp with Naturalize in response to
    its upkeep trigger; the ability resolves all the same, reading "enchanted permanent" from
    the Aura as it last existed (attached to Glory Seeker): player 1 sacrifices a nonland
    permanent and loses 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Wellwisher", "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    d.pass_until("end", turn=3)
    while not d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.step.name) == (5, "UPKEEP")
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    assert d.zone_of("Vengeful Strangler") == "graveyard"
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(seeker)
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Wellwisher") == "battlefield"
    assert d.life(1) == 19


def test_in_two_headed_giant_a_teammate_s_creature_is_no_target() -> None:
    """CR 102.3: a teammate is no opponent: when player 0's Strangler dies, the creatures
    of players 2 and 3 may be targeted, not player 1's."""
    from manastack.decisions.actions import Choose
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Elvish Warrior"), d.find("Wellwisher")}
    d.choose(d.find("Wellwisher"))
    d.resolve()
    grasp = d.find("Vengeful Strangler", zone="battlefield")
    assert d.state.objects[grasp].attached_to == d.find("Wellwisher")


def test_the_enchanted_permanent_gone_in_response_its_last_controller_sacrifices() -> None:
    """CR 113.7a, 608.2h, 303.4c: player 0 Shocks the enchanted Glory Seeker in response to
    Strangling Grasp's upkeep trigger; the Aura, attached to an object that no longer
    exists, is put into the graveyard (CR 704.5m). The ability resolves all the same: its
    "enchanted permanent" is the one the Aura was attached to as it last existed, and that
    permanent's controller as it last existed on the battlefield, player 1, sacrifices a
    nonland permanent and loses 1 life; player 0 neither sacrifices nor loses life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Wellwisher", "Elvish Warrior", "Forest")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Vengeful Strangler")])
    d.resolve()
    mine, theirs = d.ids("Glory Seeker")
    if d.state.objects[mine].controller != 0:
        mine, theirs = theirs, mine
    d.choose(theirs)
    d.resolve()
    d.pass_until("end", turn=3)
    while not d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.step.name) == (5, "UPKEEP")
    d.cast(0, "Shock", targets=[theirs])
    d.resolve()
    assert d.zone_of("Vengeful Strangler") == "graveyard"
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(d.find("Wellwisher"))
    assert d.zone_of("Wellwisher") == "graveyard" and d.zone_of("Elvish Warrior") == "battlefield"
    assert d.state.objects[mine].zone.value == "battlefield"
    assert (d.life(0), d.life(1)) == (20, 19)


def test_two_graspings_on_a_permanent_gone_in_response_each_make_its_controller_pay() -> None:
    """CR 113.7a, 608.2h, 303.4c: two Strangling Grasps enchant Glory Seeker; player 0 Shocks
    it in response to their upkeep triggers, and both Auras go to the graveyard together
    (CR 704.5m). Each ability still reads the permanent its Aura was attached to as it last
    existed: player 1 sacrifices two nonland permanents and loses 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Vengeful Strangler", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Wellwisher", "Elvish Warrior", "Forest")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    for strangler in d.ids("Vengeful Strangler"):
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[strangler])
        d.resolve()
        d.choose(seeker)
        d.resolve()
    assert sum(1 for o in d.state.objects.values() if o.attached_to == seeker) == 2
    d.pass_until("end", turn=3)
    while len(d.state.stack) < 2:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        elif d.decision.kind == "order_triggers":
            d.choose(d.decision.actions[0].value)
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.step.name) == (5, "UPKEEP")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert len(d.ids("Vengeful Strangler", zone="graveyard")) == 2
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(d.find("Wellwisher"))
    assert d.life(1) == 19
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert (d.life(0), d.life(1)) == (20, 18)


def test_protection_from_black_gained_in_response_leaves_it_in_the_graveyard() -> None:
    """CR 702.16b, 608.2b: the dies trigger targets player 1's Glory Seeker; in response
    player 1 gives its creatures protection from black with Akroma's Blessing. The trigger's
    source is black, so on resolution its only target is illegal and it does nothing: the
    Strangler isn't returned (a black Aura couldn't enchant the Seeker anyway, CR 702.16c,
    303.4i), and stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(1, "Akroma's Blessing")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    d.expect("target")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Akroma's Blessing")
    d.resolve()
    d.choose("black")
    assert d.chars(seeker).protections() == ["black"]
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Vengeful Strangler") == "graveyard"
    assert d.ids("Vengeful Strangler", zone="battlefield") == []
