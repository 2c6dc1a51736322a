"""Burn the Accursed — {4}{R} Instant.

Oracle: "Burn the Accursed deals 5 damage to target creature and 2 damage to that creature's
controller. If that creature would die this turn, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Burn the Accursed")


def test_five_and_two_and_exiled_instead_of_dying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")
    assert not d.ids("Elvish Warrior", zone="graveyard")
    assert d.life(1) == 18


def test_no_damage_to_the_controller_if_the_target_is_gone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Burn the Accursed", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Burn the Accursed", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")  # it died before the spell resolved
    assert d.life(1) == 20


def test_only_that_creature_is_exiled_instead_of_dying() -> None:
    """CR 614.1a: the replacement applies to the targeted creature only: another creature
    dying the same turn is put into its owner's graveyard (the Colossus survived the 5)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Burn the Accursed", "Shock")
    s.battlefield(1, "Krosan Colossus", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Colossus")])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_creature_dying_on_a_later_turn_goes_to_the_graveyard() -> None:
    """CR 611.2a, 614.1a: "if that creature would die this turn": the replacement ends with
    the turn; the Colossus that survived the 5 damage and dies two turns later is put into
    its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, *["Plains"] * 6)
    s.hand(0, "Burn the Accursed", "Akroma's Vengeance")
    s.battlefield(1, "Krosan Colossus")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Colossus")])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "graveyard"


def test_two_exile_instead_effects_its_controller_chooses_one_named_by_its_spell() -> None:
    """CR 616.1: two Burn the Accursed resolved on Krosan Colossus (6/6) both would exile it
    instead of its dying; its controller chooses which applies, each shown with the spell it
    comes from, and the Colossus is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 10)
    s.hand(0, "Burn the Accursed", "Burn the Accursed")
    s.battlefield(1, "Krosan Colossus")
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    first = d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    second = d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    assert sorted(src for _, src in dec.info()["sources"]) == sorted([first, second])
    d.choose(dec.actions[0].value)
    assert d.zone_of("Krosan Colossus") == "exile"


def test_surviving_the_five_but_dying_later_this_turn_it_is_exiled() -> None:
    """CR 614.1a, 700.4: Krosan Colossus (9/9) survives the 5 damage; two Shocks later the
    same turn make it die, and it is exiled instead of going to the graveyard: the replacement
    effect is a continuous effect of the resolved spell, lasting this turn (CR 609.6, 611.2a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Burn the Accursed", "Shock", "Shock")
    s.battlefield(1, "Krosan Colossus")
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    for _ in range(2):
        assert d.zone_of("Krosan Colossus") == "battlefield"
        d.cast(0, "Shock", targets=[colossus])
        d.resolve()
    assert d.zone_of("Krosan Colossus") == "exile"


def test_regenerated_it_doesnt_die_and_isnt_exiled() -> None:
    """CR 701.19a, 616.1: Anurid Murkdiver, regenerated by Vitality Charm in response, is dealt
    lethal damage; both the regeneration shield and the exile-instead effect would apply, and
    its controller, choosing the shield (named by Vitality Charm), has it regenerate: it never
    dies, so it stays on the battlefield tapped; its controller is still dealt 2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Anurid Murkdiver", "Forest")
    s.hand(1, "Vitality Charm")
    d = Driver(s.build())
    beast = d.find("Anurid Murkdiver")
    d.cast(0, "Burn the Accursed", targets=[beast])
    d.pass_priority()
    charm = d.cast(1, "Vitality Charm", modes=[2], targets=[beast])
    d.resolve_all()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    # CR 616.1: each offered by what it does, the two being different choices
    assert sorted(label for _, label in dec.info()["labels"]) == ["exile it instead",
                                                                  "regenerate"]
    [shield] = [label for label, src in dec.info()["sources"] if src == charm]
    d.choose(shield)
    assert d.zone_of("Anurid Murkdiver") == "battlefield"
    assert d.state.objects[beast].tapped
    assert d.life(1) == 18


def test_the_two_damage_goes_to_the_controller_not_the_owner() -> None:
    """CR 108.4, 110.2: "that creature's controller": Elvish Warrior owned by player 0 but
    controlled by player 1 makes player 1 take the 2; the Warrior is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Elvish Warrior", owner=0)
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.life(1) == 18 and d.life(0) == 20
    assert d.zone_of("Elvish Warrior") == "exile"



def test_its_exile_effect_chosen_first_the_regeneration_shield_still_applies() -> None:
    """CR 616.1f, 701.8b: choosing Burn the Accursed's "exile it instead" first changes only
    where the destroyed Anurid Murkdiver would go; it is still being destroyed, so the
    regeneration shield applies afterwards: it stays on the battlefield, tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Anurid Murkdiver", "Forest")
    s.hand(1, "Vitality Charm")
    d = Driver(s.build())
    beast = d.find("Anurid Murkdiver")
    burn = d.cast(0, "Burn the Accursed", targets=[beast])
    d.pass_priority()
    charm = d.cast(1, "Vitality Charm", modes=[2], targets=[beast])
    d.resolve_all()
    dec = d.expect("order_replacements")
    [exile] = [label for label, src in dec.info()["sources"] if src == burn]
    assert [label for label, src in dec.info()["sources"] if src == charm]
    d.choose(exile)
    assert d.decision.kind == "priority"
    assert d.zone_of("Anurid Murkdiver") == "battlefield"
    assert d.state.objects[beast].tapped


def test_returned_to_hand_and_cast_again_it_is_a_new_object_that_dies() -> None:
    """CR 400.7, 614.1a: the exile-instead effect applies to the creature Burn the Accursed
    dealt damage to. Drownyard Amalgam (3/6) survives the 5 damage, is returned to its owner's
    hand by Chain of Vapor and cast again the same turn: that new object destroyed by
    Infernal Grasp goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, *["Island"] * 6, "Swamp", "Swamp", "Drownyard Amalgam")
    s.hand(0, "Burn the Accursed", "Chain of Vapor", "Infernal Grasp")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Drownyard Amalgam")])
    d.resolve()
    assert d.zone_of("Drownyard Amalgam") == "battlefield" and d.life(0) == 18
    d.cast(0, "Chain of Vapor", targets=[d.find("Drownyard Amalgam")])
    d.resolve()
    d.choose(False)  # no land sacrificed: the chain ends
    assert d.zone_of("Drownyard Amalgam") == "hand"
    d.cast(0, "Drownyard Amalgam")
    d.resolve()
    d.choose(1)  # its enters trigger: player 1 mills three
    d.resolve()
    amalgam = d.find("Drownyard Amalgam", zone="battlefield")
    d.cast(0, "Infernal Grasp", targets=[amalgam])
    d.resolve()
    assert d.zone_of("Drownyard Amalgam") == "graveyard"


def _colossus_burned(*, extra: tuple[str, ...] = (), hand: tuple[str, ...] = (),
                     swamps: int = 0, night: bool = False) -> Driver:
    """Player 0 resolves Burn the Accursed on player 1's Krosan Colossus (9/9), which survives
    the 5 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, *["Swamp"] * swamps)
    s.hand(0, "Burn the Accursed", *hand)
    s.battlefield(1, "Krosan Colossus", *extra)
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    if night:
        s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Colossus")])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    return d


def test_sacrificed_later_this_turn_it_is_exiled() -> None:
    """CR 700.4, 614.1a: "die" means put into a graveyard from the battlefield however it
    happens: the Colossus sacrificed to its controller's Nantuko Husk is exiled instead."""
    d = _colossus_burned(extra=("Nantuko Husk",))
    d.pass_priority()
    d.activate(1, "Nantuko Husk", choices=[d.find("Krosan Colossus")])
    assert d.zone_of("Krosan Colossus") == "exile"
    assert not d.ids("Krosan Colossus", zone="graveyard")


def test_put_into_the_graveyard_for_zero_toughness_it_is_exiled() -> None:
    """CR 704.5f, 700.4, 614.1a: at night Olivia's Midnight Ambush gives the Colossus
    -13/-13; with toughness less than 0 the state-based action puts it into its owner's
    graveyard, so it would die, and it is exiled instead."""
    d = _colossus_burned(hand=("Olivia's Midnight Ambush",), swamps=2, night=True)
    d.cast(0, "Olivia's Midnight Ambush", targets=[d.find("Krosan Colossus")])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "exile"


def test_losing_all_abilities_doesn_t_end_the_spell_s_exile_effect() -> None:
    """CR 611.2a, 613.1f: the exile-instead effect comes from the resolved spell, not from an
    ability of the creature: Krosan Colossus with a slime counter under Sludge Monster has no
    abilities and is a 2/2, dies to the 5 damage and is still exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Sludge Monster")
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Krosan Colossus", counters={"slime": 1})
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    assert (d.chars(colossus).power, d.chars(colossus).toughness) == (2, 2)
    d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "exile"


def test_after_a_change_of_control_that_creature_is_still_exiled() -> None:
    """CR 614.1a, 108.4, 400.7: the effect follows the object, not its controller: Burn the
    Accursed's caster takes the surviving Krosan Colossus with Pack's Betrayal and sacrifices
    it to Nantuko Husk; it is still that creature, and it is exiled instead of dying."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 9, "Nantuko Husk")
    s.hand(0, "Burn the Accursed", "Pack's Betrayal")
    s.battlefield(1, "Krosan Colossus")
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    d.cast(0, "Burn the Accursed", targets=[colossus])
    d.resolve()
    d.cast(0, "Pack's Betrayal", targets=[colossus])
    d.resolve()
    assert d.chars(colossus).controller == 0
    d.activate(0, "Nantuko Husk", choices=[colossus])
    assert d.zone_of("Krosan Colossus") == "exile"
