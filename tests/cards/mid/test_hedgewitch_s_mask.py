"""Hedgewitch's Mask — {W} Artifact — Equipment.

Oracle: "Equipped creature gets +1/+1. / Equipped creature can't be blocked by creatures with
power 4 or greater. / Equip {2}"
Rulings covered: MID-RN-064.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hedgewitch's Mask")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Hedgewitch's Mask", "Glory Seeker")
    s.hand(0, "Inspirit")
    s.battlefield(1, "Krosan Tusker", "Elvish Warrior")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-064", "MID-OR-0081")
def test_big_creatures_cant_block_it() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Hedgewitch's Mask", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Elvish Warrior")}


def test_unequipped_creature_can_be_blocked() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Krosan Tusker") in blockers


@pytest.mark.ruling("MID-RN-064", "MID-OR-0081")
def test_a_blocker_pumped_after_blocking_keeps_blocking() -> None:
    """Elvish Warrior (power 2) blocks the equipped Glory Seeker; Lunar Frenzy then makes the
    Warrior's power 4. The restriction was checked only as blockers were declared: the Seeker
    stays blocked and deals no damage to the player (CR 509.1h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Hedgewitch's Mask", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Lunar Frenzy")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Hedgewitch's Mask", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({warrior: seeker})
    d.pass_priority()
    d.cast(1, "Lunar Frenzy", targets=[warrior], x=2)
    d.resolve()
    assert d.chars(warrior).power >= 4
    assert seeker in d.state.combat.blocked
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def _blockers_of_the_equipped_seeker(*theirs: tuple[str, int]) -> tuple[Driver, set[int]]:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Hedgewitch's Mask", "Glory Seeker")
    for name, counters in theirs:
        s.battlefield(1, name, counters={"+1/+1": counters}, label=f"{name}+{counters}")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Hedgewitch's Mask", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    return d, {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}


def test_power_three_may_block_power_four_may_not() -> None:
    """"Power 4 or greater": an Elvish Warrior with one +1/+1 counter (3/4) may block the
    equipped creature, one with two counters (4/5) may not."""
    d, blockers = _blockers_of_the_equipped_seeker(("Elvish Warrior", 1), ("Elvish Warrior", 2))
    three = next(o for o in d.ids("Elvish Warrior") if d.chars(o).power == 3)
    four = next(o for o in d.ids("Elvish Warrior") if d.chars(o).power == 4)
    assert three in blockers and four not in blockers


def test_equip_only_your_creature_and_only_as_a_sorcery() -> None:
    """CR 702.6a: Equip targets "creature you control": the opponent's creature is refused,
    naming the problem, with nothing paid; and in combat (not sorcery timing) equip isn't
    offered at all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Hedgewitch's Mask", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    mask = d.find("Hedgewitch's Mask")
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.activate(0, mask, targets=[d.find("Elvish Warrior")])
    assert not d.state.stack
    assert not any(d.state.objects[p].tapped for p in d.ids("Plains"))
    d.to_combat()
    d.attack([])
    d.pass_until("end_of_combat")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == mask]


def test_the_equipped_creature_dies_and_the_mask_stays_unattached() -> None:
    """CR 301.5c, 704.5n, 701.3d: the equipped Seeker dies; the Mask stays on the battlefield,
    attached to nothing (the equipped object leaving counts as the Mask becoming unattached), and
    can be moved to another creature, which then gets the +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Swamp", "Swamp", "Hedgewitch's Mask", "Glory Seeker",
                  "Daru Healer")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    seeker, healer = d.find("Glory Seeker"), d.find("Daru Healer")
    mask = d.find("Hedgewitch's Mask")
    d.activate(0, mask, targets=[seeker])
    d.resolve()
    d.cast(0, "Go for the Throat", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Hedgewitch's Mask") == "battlefield"
    assert d.state.objects[mask].attached_to is None
    before = d.chars(healer).power
    d.activate(0, mask, targets=[healer])
    d.resolve()
    assert d.chars(healer).power == before + 1


def test_equip_whose_new_creature_is_gone_leaves_it_on_the_old_one() -> None:
    """CR 608.2b, 301.5c: the Mask is on Glory Seeker; equip targets Wellwisher, which player
    1 shocks in response. The equip ability's only target is illegal as it resolves, so it
    does nothing: the Mask doesn't move and stays attached to the Seeker, still a 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Wellwisher")
    s.battlefield(0, "Hedgewitch's Mask", attached_to="Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker, wellwisher = d.find("Glory Seeker"), d.find("Wellwisher")
    mask = d.find("Hedgewitch's Mask")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.activate(0, mask, targets=[wellwisher])
    d.pass_priority()
    d.cast(1, "Shock", targets=[wellwisher])
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[mask].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
