"""Who controls what is attached (CR 301.5d, 303.4e): an Equipment's or Aura's controller is
separate from the controller of the permanent it is attached to; changing control of one
doesn't change control of the other. Only the Equipment's controller activates its equip
ability, and its triggered abilities are that player's (301.5d, 702.6a), and only the enchanted creature's controller activates an ability an
Aura grants it (303.4e). Equipping the creature it already equips does nothing (701.3b).
Control of the creature matters when the equip ability resolves too (301.5b).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    for p in range(2):
        s.library(p, *["Plains"] * 5)


def _abilities_of(d: Driver, source: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == source]


def test_301_5d_a_stolen_creature_keeps_its_owners_equipment_attached() -> None:
    """CR 301.5d: player 0 Threatens the opponent's Glory Seeker, which wears the opponent's
    Hedgewitch's Mask. The Mask stays attached and stays the opponent's: player 0 can't
    activate its equip ability, and the Seeker attacks for them as a 3/3."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Hedgewitch's Mask", attached_to="seeker")
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Plains", "Plains")
    s.hand(0, "Threaten")
    _libraries(s)
    d = Driver(s.build())
    seeker, mask = d.find("Glory Seeker"), d.find("Hedgewitch's Mask")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].controller == 0
    assert d.state.objects[mask].controller == 1
    assert d.state.objects[mask].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    assert _abilities_of(d, mask) == []
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_303_4e_a_stolen_creature_keeps_the_aura_its_controller_doesnt_control() -> None:
    """CR 303.4e: player 1's Candletrap enchants their own Glory Seeker; player 0 Threatens
    the Seeker. The Aura stays attached under player 1's control, and the Seeker still has
    defender, so it can't attack for player 0."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Candletrap", attached_to="seeker")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    _libraries(s)
    d = Driver(s.build())
    seeker, trap = d.find("Glory Seeker"), d.find("Candletrap")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].controller == 0
    assert d.state.objects[trap].controller == 1
    assert d.state.objects[trap].attached_to == seeker
    assert d.chars(seeker).has("Defender") and d.chars(seeker).has("Haste")
    d.pass_until("end")
    assert d.life(1) == 20


def test_303_4e_only_the_enchanted_creatures_controller_activates_the_granted_ability() -> None:
    """CR 303.4e, 602.2: player 0 enchants the opponent's Glory Seeker with Lavamancer's Skill
    (it has "{T}: This creature deals 1 damage to target creature"). Player 0, the Aura's
    controller, can't activate that ability; player 1, the creature's controller, can."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", "Mountain", "Mountain")
    s.hand(0, "Lavamancer's Skill")
    _libraries(s)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Lavamancer's Skill", targets=[seeker])
    d.resolve()
    assert d.state.objects[d.find("Lavamancer's Skill")].attached_to == seeker
    assert d.decision.player == 0
    assert _abilities_of(d, seeker) == []
    d.pass_priority()
    assert d.decision.player == 1
    warrior = d.find("Elvish Warrior")
    d.activate(1, seeker, targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 1


def test_701_3b_equipping_the_creature_it_already_equips_does_nothing() -> None:
    """CR 702.6a, 701.3b: the equip ability of Hedgewitch's Mask may target the creature the
    Mask already equips (a creature its controller controls); as it resolves, the Mask stays
    attached to it, the bonus counted once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Hedgewitch's Mask", attached_to="seeker")
    s.battlefield(0, "Plains", "Plains")
    _libraries(s)
    d = Driver(s.build())
    seeker, mask = d.find("Glory Seeker"), d.find("Hedgewitch's Mask")
    d.activate(0, mask, targets=[seeker])
    d.resolve()
    assert d.state.objects[mask].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    assert all(d.state.objects[x].tapped for x in d.ids("Plains", zone="battlefield"))


def test_301_5d_the_equipment_s_controller_gets_its_dies_trigger_from_a_stolen_creature() -> None:
    """CR 301.5d, 603.10a, 608.2h: player 1's Grafted Identity takes player 0's Glory Seeker,
    which wears player 0's Mask of Griselbrand; the Mask stays player 0's. When player 1
    destroys the Seeker, the Mask's "whenever equipped creature dies" is player 0's: they may
    pay X life, X the Seeker's last known power (3, with Grafted Identity's +1/+1), and draw
    three cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Swamp", "Swamp", "Elvish Warrior")
    s.hand(1, "Grafted Identity", "Infernal Grasp")
    s.at("precombat_main", active=1, turn=3)
    _libraries(s)
    d = Driver(s.build())
    seeker, mask = d.find("Glory Seeker"), d.find("Mask of Griselbrand")
    d.cast(1, "Grafted Identity", targets=[seeker], choices=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.chars(seeker).controller == 1 and d.chars(mask).controller == 0
    assert d.state.objects[mask].attached_to == seeker and d.chars(seeker).has("Flying")
    hand = len(d.state.players[0].hand)
    d.cast(1, "Infernal Grasp", targets=[seeker])
    d.resolve()
    d.resolve()  # the Mask's trigger
    assert d.expect("may").player == 0
    d.choose(True)
    assert d.life(0) == 17 and d.life(1) == 18  # Infernal Grasp cost player 1 2 life
    assert len(d.state.players[0].hand) == hand + 3


def test_301_5d_a_stolen_equipment_stays_on_its_creature_and_its_new_controller_moves_it(
        ) -> None:
    """CR 301.5d, 702.6a: player 0 takes player 1's Swiftfoot Boots, which equip player 1's
    Glory Seeker, with Blatant Thievery. Changing control of the Equipment doesn't change
    control of the creature, nor does it unattach it: the Seeker, still player 1's, keeps
    hexproof and haste. Player 0, who controls the Boots, activates their equip ability and moves
    them onto their own Daru Healer."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Swiftfoot Boots", attached_to="seeker")
    s.battlefield(0, *["Island"] * 8, "Daru Healer")
    s.hand(0, "Blatant Thievery")
    _libraries(s)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    boots, seeker, healer = (d.find("Swiftfoot Boots"), d.find("Glory Seeker"),
                             d.find("Daru Healer"))
    d.cast(0, "Blatant Thievery", targets=[boots])
    d.resolve()
    assert d.chars(boots).controller == 0 and d.chars(seeker).controller == 1
    assert d.state.objects[boots].attached_to == seeker
    assert d.chars(seeker).has("Hexproof") and d.chars(seeker).has("Haste")
    assert len(_abilities_of(d, boots)) == 1
    d.activate(0, boots, targets=[healer])
    d.resolve()
    assert d.state.objects[boots].attached_to == healer
    assert d.chars(healer).has("Hexproof") and not d.chars(seeker).has("Hexproof")


def test_301_5b_the_creature_taken_before_equip_resolves_isnt_equipped() -> None:
    """CR 301.5b, 702.6a, 608.2b: control of the creature matters when the equip ability is
    activated and again when it resolves. Player 0 activates Hedgewitch's Mask's equip ability
    targeting their Glory Seeker; in response player 1 takes the Seeker with Callous
    Oppressor. The Seeker is no longer a creature player 0 controls, the ability's only
    target is illegal and it doesn't resolve: the Mask stays unattached, player 0's, and the
    Seeker doesn't get +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Hedgewitch's Mask", "Plains", "Plains")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.at("precombat_main", active=0, turn=3)
    _libraries(s)
    d = Driver(s.build())
    seeker, mask = d.find("Glory Seeker"), d.find("Hedgewitch's Mask")
    d.activate(0, mask, targets=[seeker])
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 1 and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack and d.game.log[-1].kind == "fizzle"
    assert d.state.objects[mask].attached_to is None and d.chars(mask).controller == 0
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
