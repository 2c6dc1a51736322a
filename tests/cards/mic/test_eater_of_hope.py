"""Eater of Hope — {5}{B}{B} Creature — Demon 6/4.

Oracle: "Flying / {B}, Sacrifice another creature: Regenerate Eater of Hope. / {2}{B},
Sacrifice two other creatures: Destroy target creature."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Eater of Hope")

CARD = "Eater of Hope"


def test_regenerates_by_sacrificing_another_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find(CARD)])
    d.pass_priority()  # player 1 passes: player 0 may respond
    d.activate(0, CARD, index=1, choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    d.resolve()
    eater = d.find(CARD)
    assert d.zone_of(CARD) == "battlefield" and d.state.objects[eater].tapped
    assert d.chars(eater).has("Flying")


def test_destroys_a_creature_by_sacrificing_two_others() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Avacyn's Pilgrim", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    d.activate(0, CARD, index=2, targets=[d.find("Gluttonous Zombie")],
               choices=[d.find("Glory Seeker"), d.find("Avacyn's Pilgrim")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"


def test_it_cannot_sacrifice_itself_and_needs_two_others_to_destroy() -> None:
    """"Another creature" / "two other creatures" (CR 109.2, 602.2b): with Eater of Hope and
    only Glory Seeker, the destroy ability can't be activated (two others can't be
    sacrificed, CR 602.2), and the regeneration cost offers Glory Seeker, not the Eater; an
    opponent's creature can't be sacrificed (CR 701.21a)."""
    from manastack.decisions.actions import ActivateAbility, Choose

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    eater = d.find(CARD)
    offered = {a.index for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == eater}
    assert offered == {1}
    d.activate(0, CARD, pay=False)
    while d.decision.kind == "pay_mana":
        d.pay_step()
    choices = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert choices == {d.find("Glory Seeker")}


def test_the_target_gone_the_sacrificed_creatures_stay_sacrificed() -> None:
    """CR 601.2h, 608.2b: the two creatures are sacrificed as the cost; the target, Glory
    Seeker of the opponent, is Shocked in response: the ability does nothing, and the
    sacrificed creatures stay in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim", "Gluttonous Zombie", "Swamp", "Swamp",
                  "Swamp", "Mountain")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, CARD, index=2, targets=[seeker],
               choices=[d.find("Avacyn's Pilgrim"), d.find("Gluttonous Zombie")])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of(CARD) == "battlefield"


def test_the_same_creature_cant_pay_for_both_sacrifices() -> None:
    """CR 602.2b, 701.21a: "Sacrifice two other creatures" needs two different creatures:
    choosing Glory Seeker a second time is refused with an error and the game unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Avacyn's Pilgrim", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, CARD, index=2, targets=[d.find("Gluttonous Zombie")], choices=[seeker])
    assert d.decision.kind != "priority"
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    assert d.game.fingerprint() == before
    d.choose(d.find("Avacyn's Pilgrim"))
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_regenerated_in_combat_it_is_removed_from_combat_and_deals_no_damage() -> None:
    """CR 701.19a, 506.4: Eater of Hope attacks with a regeneration shield; destroyed by Go
    for the Throat after blockers are declared, it regenerates: it is tapped, its damage
    removed and it is removed from combat, so it deals no combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    eater = d.find(CARD)
    d.to_combat()
    d.attack([eater])
    d.activate(0, CARD, index=1, choices=[d.find("Glory Seeker")])
    d.resolve()
    while d.state.step.name != "DECLARE_BLOCKERS":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    while d.decision.player != 1 or d.decision.kind != "priority":
        d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[eater])
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert d.state.objects[eater].tapped
    assert eater not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
