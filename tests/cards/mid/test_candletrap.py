"""Candletrap — {W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has defender. / Prevent all combat damage that
would be dealt by enchanted creature. / Coven — {2}{W}, Sacrifice Candletrap: Exile enchanted
creature. Activate only if you control three or more creatures with different powers."
Rulings covered: MID-RN-029 (coven), MID-OR-0046, MID-OR-0047; MID-OR-0048 concerns
triggered coven abilities only (this one is activated: CR 602.5b).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareAttacker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Candletrap")


def setup(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", *mine)
    s.hand(0, "Candletrap")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


def enchant(d: Driver, what: int) -> int:
    d.cast(0, "Candletrap", targets=[what])
    d.resolve()
    return d.find("Candletrap", zone="battlefield")


def test_enchanted_creature_has_defender() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Candletrap")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    enchant(d, warrior)
    assert d.chars(warrior).has("Defender")
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    assert d.decision.kind == "declare_attackers" and d.decision.player == 1
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Glory Seeker")}


def test_blocking_enchanted_creature_deals_no_damage() -> None:
    d = setup("Glory Seeker")
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    enchant(d, warrior)
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({warrior: seeker})
    d.pass_until("end")
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.state.objects[warrior].damage == 2


@pytest.mark.ruling("MID-RN-029", "MID-OR-0046")
def test_coven_ability_exiles_the_creature() -> None:
    d = setup("Glory Seeker", "Bounding Wolf", "Wall of Mulch")  # 2, 3, 0
    warrior = d.find("Elvish Warrior")
    trap = enchant(d, warrior)
    d.activate(0, trap)
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")
    assert d.ids("Candletrap", zone="graveyard")


def test_coven_ability_needs_three_different_powers() -> None:
    d = setup("Glory Seeker", "Gavony Trapper", "Bounding Wolf")
    trap = enchant(d, d.find("Elvish Warrior"))
    assert any(isinstance(a, ActivateAbility) and a.source == trap
               for a in d.game.legal_actions())
    d2 = setup("Glory Seeker", "Glory Seeker")
    trap2 = enchant(d2, d2.find("Elvish Warrior"))
    assert not any(isinstance(a, ActivateAbility) and a.source == trap2
                   for a in d2.game.legal_actions())


def _can_activate(d: Driver, trap: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == trap
               for a in d.game.legal_actions())


@pytest.mark.ruling("MID-OR-0047")
def test_two_creatures_sharing_a_power_count_once() -> None:
    """MID-OR-0047 (coven is an ability word, CR 207.2c): powers 0, 2 and 2 are
    not three different powers even though each 2 differs from the 0; activating anyway is
    refused with an error naming the unmet restriction (not its costs, which can be paid), and
    the game is left unchanged."""
    d = setup("Wall of Mulch", "Glory Seeker", "Glory Seeker")
    trap = enchant(d, d.find("Elvish Warrior"))
    assert not _can_activate(d, trap)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError,
                       match="that ability of Candletrap can be activated only if you control "
                             r"three or more creatures with different powers \(coven, "
                             r"CR 602.5b\)") as err:
        d.act(0, ActivateAbility(trap, 3))
    assert d.game.fingerprint() == before
    assert "パワーが異なる３体以上のクリーチャーをコントロールしていなければ起動できません" in \
        err.value.text("ja")
    assert d.zone_of("Candletrap") == "battlefield"


def test_an_opponent_s_creatures_dont_count_for_coven() -> None:
    """"Three or more creatures with different powers" that *you control*: Wall of Mulch (0)
    and Glory Seeker (2), with the opponent's Bounding Wolf (3), are not enough."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Wall of Mulch", "Glory Seeker")
    s.hand(0, "Candletrap")
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    trap = enchant(d, d.find("Bounding Wolf"))
    assert not _can_activate(d, trap)


def test_losing_coven_after_activating_doesnt_stop_the_exile() -> None:
    """CR 602.5b: "activate only if" is checked only as the ability is activated; Glory Seeker
    Shocked in response leaves two powers, and the ability still exiles the creature."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Wall of Mulch", "Glory Seeker", "Bounding Wolf")
    s.battlefield(0, "Plains", "Mountain")
    s.hand(0, "Candletrap", "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    trap = enchant(d, warrior)
    d.activate(0, trap)
    assert d.zone_of("Candletrap") == "graveyard"  # sacrificed as a cost
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"


def test_noncombat_damage_by_the_enchanted_creature_is_not_prevented() -> None:
    """CR 615.1, 120.2b: only combat damage is prevented: the enchanted Sparksmith's ability
    still deals 1 damage to the target creature (and 1 to its controller)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Candletrap")
    s.battlefield(1, "Sparksmith", "Elvish Warrior")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    smith = d.find("Sparksmith")
    enchant(d, smith)
    d.pass_until("precombat_main", turn=4)
    warrior = d.find("Elvish Warrior")
    d.activate(1, smith, targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 1
    assert d.life(1) == 19


def test_the_aura_spell_fizzles_if_its_target_leaves() -> None:
    """CR 608.2b, 303.4a: the creature targeted by the Aura spell is Shocked in response; the
    spell doesn't resolve and Candletrap goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Mountain")
    s.hand(0, "Candletrap", "Shock")
    s.battlefield(1, "Sparksmith")
    d = Driver(s.build())
    d.cast(0, "Candletrap", targets=[d.find("Sparksmith")])
    d.cast(0, "Shock", targets=[d.find("Sparksmith")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Candletrap") == "graveyard"
    assert not d.state.stack
