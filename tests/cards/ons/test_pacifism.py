"""Pacifism — {1}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature can't attack or block."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pacifism")


def test_enchanted_creature_cannot_attack() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Pacifism")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    assert d.state.objects[d.find("Pacifism")].attached_to == seeker
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert seeker not in attackers and d.find("Elvish Warrior") in attackers


def test_enchanted_creature_cannot_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    warrior = d.find("Elvish Warrior")
    d.attack([warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(0, DeclareBlocker(seeker, warrior))
    d.block({d.find("Daru Cavalier"): warrior})
    assert warrior in d.state.combat.blockers[d.find("Daru Cavalier")]


def test_no_attack_is_declared_when_the_only_creature_is_enchanted() -> None:
    """CR 508.1, 508.8: with Pacifism on the only creature no creature can attack, so the
    active player has no attack to declare and the game goes on to the end of combat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Pacifism")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Glory Seeker")])
    d.resolve()
    kinds = []
    while d.state.step.name != "POSTCOMBAT_MAIN":
        kinds.append(d.decision.kind)
        d.pass_priority()
    assert "declare_attackers" not in kinds


def test_no_block_is_declared_when_the_only_creature_is_enchanted() -> None:
    """CR 509.1: with Pacifism on the defending player's only creature no creature can block,
    so they have no block to declare and the attacker deals its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    kinds = []
    while d.state.step.name != "END_OF_COMBAT":
        kinds.append(d.decision.kind)
        d.pass_priority()
    assert "declare_blockers" not in kinds
    assert d.life(0) == 18


def test_the_enchanted_creature_still_uses_its_activated_abilities() -> None:
    """Pacifism forbids attacking and blocking only: Daru Healer under it still taps to
    prevent damage (CR 602.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Healer")
    s.battlefield(1, "Pacifism", attached_to="Daru Healer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Daru Healer")].tapped
    assert d.life(0) == 19


def test_protection_from_white_makes_it_fall_off() -> None:
    """CR 702.16c, 704.5m: Akroma's Blessing choosing white gives the enchanted Glory Seeker
    protection from white: Pacifism, a white Aura, is put into its owner's graveyard as a
    state-based action and the Seeker attacks."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Pacifism", attached_to="Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("white")
    assert d.zone_of("Pacifism") == "graveyard"
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_the_creature_gone_before_it_resolves_pacifism_goes_to_the_graveyard() -> None:
    """CR 608.2b, 303.4a: the target Shocked in response, the Aura spell doesn't resolve and
    is put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Ambitious Farmhand", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Ambitious Farmhand")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Ambitious Farmhand")])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Pacifism") == "graveyard"


def test_a_land_target_is_refused_and_nothing_changes() -> None:
    """CR 303.4a, 702.5a: "Enchant creature": a land is no legal target; refused with an
    error, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Pacifism", targets=[d.find("Forest")])
    assert d.game.fingerprint() == before


def test_on_a_face_down_creature_it_stays_when_the_creature_is_turned_up() -> None:
    """CR 708.8: turned face up, Daru Lancer is the same object: still enchanted, it still
    can't attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.battlefield(1, "Pacifism", attached_to="Daru Lancer")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert d.state.objects[d.find("Pacifism")].attached_to == lancer
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert lancer not in attackers and d.find("Glory Seeker") in attackers
