"""Swiftfoot Boots — {2} Artifact — Equipment.

Oracle: "Equipped creature has hexproof and haste. / Equip {1}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Swiftfoot Boots")


def _equipped() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains")
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    return d, seeker


def test_equipped_creature_has_hexproof_and_haste() -> None:
    d, seeker = _equipped()
    c = d.chars(seeker)
    assert c.has("Hexproof") and c.has("Haste")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", "hand", 1)))
    d.expect("target")
    assert Choose(seeker) not in d.game.legal_actions()  # CR 702.11b


def test_unequipped_creature_loses_them() -> None:
    """CR 301.5c: once the Equipment is no longer attached, its static ability no longer
    affects the creature (here it dies and the Boots stay unattached)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    boots = d.find("Swiftfoot Boots")
    assert d.state.objects[boots].attached_to is None
    assert not d.chars(warrior).has("Hexproof")


@pytest.mark.ruling("MIC-OR-0267")
def test_one_pair_of_boots_lets_one_new_creature_attack() -> None:
    """Official ruling: "If a creature enters the battlefield under your control and gains
    haste, but then loses it before attacking, it won't be able to attack that turn. This means
    that you can't use one Swiftfoot Boots to allow two new creatures to attack in the same
    turn." (CR 302.6, 702.10)

    Two creatures that came under your control this turn: the Boots move from the first to the
    second, and only the second may attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", sick=True)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.activate(0, "Swiftfoot Boots", targets=[warrior])
    d.resolve()
    assert not d.chars(seeker).has("Haste") and d.chars(warrior).has("Haste")
    d.to_combat()
    d.expect("declare_attackers")
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert warrior in attackers and seeker not in attackers


def test_in_two_headed_giant_the_teammate_may_target_it_the_opponents_may_not() -> None:
    """Hexproof stops only the spells and abilities of the controller's opponents (CR 702.11b);
    in Two-Headed Giant the teammate is not an opponent (CR 810.1, 102.3), so its Shock may
    target the equipped creature, and an opposing player's may not."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.battlefield(2, "Mountain", "Elvish Warrior")
    s.hand(2, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", "hand", 1)))
    d.expect("target")
    assert Choose(seeker) in d.game.legal_actions()
    d.choose(seeker)
    d.pay()
    d.pass_priority()
    d.pass_priority()
    d.act(2, CastSpell(d.find("Shock", "hand", 2)))
    d.expect("target")
    assert Choose(seeker) not in d.game.legal_actions()
    assert Choose(d.find("Elvish Warrior")) in d.game.legal_actions()


def test_equip_only_at_sorcery_speed_and_only_onto_your_own_creature() -> None:
    """Equip: "Attach to target creature you control. Activate only as a sorcery." (CR 702.6a):
    with a spell on the stack it can't be activated, and an opponent's creature is not a legal
    target; both refusals leave the game unchanged."""
    from manastack.decisions.actions import ActivateAbility
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Forest", "Forest", "Plains", "Glory Seeker")
    s.hand(0, "Wellwisher")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    boots = d.find("Swiftfoot Boots")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.activate(0, "Swiftfoot Boots", targets=[d.find("Elvish Warrior")])
    assert d.game.fingerprint() == before
    d.cast(0, "Wellwisher")
    assert d.state.stack and d.decision.player == 0
    assert any(not d.state.objects[p].tapped for p in d.ids("Forest") + d.ids("Plains"))
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == boots]


def test_the_creature_gone_before_equip_resolves_the_boots_stay_unattached() -> None:
    """CR 608.2b, 701.3b: the equip ability's only target is gone as it resolves, so it does
    nothing; the Boots stay on the battlefield unattached."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    boots = d.find("Swiftfoot Boots")
    assert d.zone_of("Swiftfoot Boots") == "battlefield"
    assert d.state.objects[boots].attached_to is None


def test_haste_lets_a_new_creature_use_a_tap_ability() -> None:
    """CR 302.6, 702.10c: a creature that came under its controller's control this turn may
    use a {T} ability only with haste; the Boots give it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Plains")
    s.battlefield(0, "Whipcorder", sick=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    whip = d.find("Whipcorder")
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == whip]
    d.activate(0, "Swiftfoot Boots", targets=[whip])
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Whipcorder", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].tapped


def test_a_creature_taken_with_the_boots_on_has_hexproof_from_their_controller() -> None:
    """Insurrection (no target) gives player 1 the equipped Glory Seeker; the Boots stay
    attached under player 0's control (CR 301.5c), so the creature now has hexproof against
    player 1's opponents: player 0's own Shock can't target it (CR 702.11b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, *["Mountain"] * 8)
    s.hand(1, "Insurrection")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Insurrection")
    d.resolve()
    boots = d.find("Swiftfoot Boots")
    assert d.chars(seeker).controller == 1 and d.chars(boots).controller == 0
    assert d.state.objects[boots].attached_to == seeker and d.chars(seeker).has("Hexproof")
    d.pass_priority()
    d.act(0, CastSpell(d.find("Shock", "hand", 0)))
    d.expect("target")
    assert Choose(seeker) not in d.game.legal_actions()
    assert {a.value for a in d.game.legal_actions()} == {0, 1}


def test_equip_may_target_the_creature_it_is_already_attached_to() -> None:
    """The equipped creature is still a "creature you control", a legal target (CR 702.6a);
    attaching to the object it's already attached to does nothing (CR 701.3b): the Boots stay
    on it and it keeps hexproof and haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.activate(0, "Swiftfoot Boots", pay=False)
    d.expect("target")
    assert {a.value for a in d.decision.actions} == {seeker, d.find("Elvish Warrior")}
    d.choose(seeker)
    d.pay()
    d.resolve()
    assert d.state.objects[d.find("Swiftfoot Boots")].attached_to == seeker
    assert d.chars(seeker).has("Hexproof") and d.chars(seeker).has("Haste")


def test_the_boots_destroyed_before_equip_resolves_nothing_is_attached() -> None:
    """The equip ability resolves without its source (CR 113.7a): Swiftfoot Boots destroyed in
    response is a new object in the graveyard (CR 400.7) and isn't attached to anything, so the
    creature gets neither hexproof nor haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Glory Seeker")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Swiftfoot Boots")])
    d.resolve()
    assert d.zone_of("Swiftfoot Boots") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert not d.chars(seeker).has("Hexproof") and not d.chars(seeker).has("Haste")
    assert d.state.objects[d.find("Swiftfoot Boots")].attached_to is None
