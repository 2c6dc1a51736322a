"""Keywords that stop targeting: hexproof (CR 702.11), shroud (702.18) and protection
(702.16: can't be targeted, damage prevented, can't be enchanted), checked against real cards.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def target_options(d: Driver) -> set[int]:
    d.expect("target")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def _booted() -> Driver:
    """Player 0 equips Swiftfoot Boots (hexproof and haste) to a Glory Seeker that just
    arrived; both players hold Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Glory Seeker", sick=True)
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain", "Elvish Warrior")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    assert d.state.objects[d.find("Swiftfoot Boots")].attached_to == seeker
    assert d.chars(seeker).has("Hexproof")
    return d


def test_hexproof_cant_be_targeted_by_opponents() -> None:
    """CR 702.11b: hexproof — can't be the target of spells or abilities an opponent
    controls."""
    d = _booted()
    d.pass_priority()  # player 1 gets priority
    d.act(1, CastSpell(d.find("Shock", "hand", 1)))
    opts = target_options(d)
    assert d.find("Glory Seeker") not in opts
    assert d.find("Elvish Warrior") in opts and 0 in opts


def test_hexproof_can_be_targeted_by_its_controller() -> None:
    """CR 702.11b, 608.2b: hexproof doesn't stop its controller's own spells, as they are
    cast or as they resolve: Shock deals its 2 damage to the Glory Seeker."""
    d = _booted()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock")
    assert seeker in target_options(d)
    d.choose(seeker)
    d.pay()
    d.resolve()
    assert d.find("Glory Seeker", "graveyard", 0)


def test_equipment_granted_haste_lets_a_new_creature_attack() -> None:
    """CR 702.10b: haste (here from Swiftfoot Boots) lets a creature attack the turn it came
    under its controller's control."""
    d = _booted()
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    assert seeker in d.state.combat.attackers


def test_shroud_cant_be_targeted_by_anyone() -> None:
    """CR 702.18a: shroud — can't be the target of spells or abilities, its controller's
    included (Mage's Guile grants it)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Glory Seeker")
    s.hand(0, "Mage's Guile", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Mage's Guile", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Shroud")
    d.cast(0, "Shock")
    assert seeker not in target_options(d)


def test_shroud_granted_in_response_makes_the_spell_fizzle() -> None:
    """CR 608.2b: a target that gained shroud is illegal as the spell resolves; the spell
    with no legal target doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island")
    s.hand(1, "Mage's Guile")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", player=0)
    d.cast(0, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Mage's Guile", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_protection_from_white_cant_be_targeted_or_enchanted_by_white() -> None:
    """CR 702.16b/c: protection from white — can't be targeted by white spells, nor enchanted
    by white Auras (Pacifism can't choose it)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Disciple of Malice", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Pacifism")
    opts = target_options(d)
    assert d.find("Disciple of Malice") not in opts
    assert d.find("Glory Seeker", player=1) in opts


def test_protection_from_black_cant_be_targeted_by_black() -> None:
    """CR 702.16b: Disciple of Grace (protection from black) isn't a legal target for
    Defenestrate; with no other creature, the spell can't be cast at all (CR 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    card = d.find("Defenestrate", "hand")
    if CastSpell(card) in d.game.legal_actions():
        with pytest.raises(IllegalActionError):
            d.act(0, CastSpell(card))
    assert d.zone_of("Defenestrate") == "hand"
    assert d.zone_of("Disciple of Grace") == "battlefield"


def test_aura_granted_protection_stops_targeting_and_blocking() -> None:
    """CR 702.16b/f: Crown of Awe gives protection from black and from red: a red spell can't
    target the creature and a black creature can't block it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Awe")
    s.battlefield(1, "Mountain", "Anurid Murkdiver", "Elvish Warrior")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", player=0)
    d.cast(0, "Crown of Awe", targets=[seeker])
    d.resolve()
    assert {p.lower() for p in d.chars(seeker).protections()} >= {"black", "red"}
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", "hand", 1)))
    opts = target_options(d)
    assert seeker not in opts and d.find("Elvish Warrior") in opts
    d.choose(0)
    d.pay()
    d.resolve()
    assert d.life(0) == 18
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    blockers = {a.blocker for a in d.game.legal_actions() if hasattr(a, "blocker")}
    assert blockers == {d.find("Elvish Warrior")}


def test_gaining_protection_makes_an_aura_of_that_color_fall_off() -> None:
    """CR 702.16c / 704.5m: a creature with protection from red can't be enchanted by a red
    Aura; once Crown of Awe gives it protection from red, Crown of Fury is put into its
    owner's graveyard as a state-based action (and its first strike goes with it)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Fury", "Crown of Awe")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Fury", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("First strike") and d.chars(seeker).power == 3
    d.cast(0, "Crown of Awe", targets=[seeker])
    d.resolve()
    assert d.zone_of("Crown of Fury") == "graveyard"
    assert d.zone_of("Crown of Awe") == "battlefield"
    assert not d.chars(seeker).has("First strike") and d.chars(seeker).power == 2


def test_a_dies_trigger_can_t_target_a_creature_with_protection_from_its_source_s_color() -> None:
    """CR 702.16b, 113.7a: Festering Goblin (black) is gone when its "dies" ability is put on
    the stack; the ability's source is the Goblin as it last existed, so Disciple of Grace
    (protection from black) can't be its target, while Elvish Warrior can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Disciple of Grace", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert target_options(d) == {d.find("Elvish Warrior")}


def test_a_source_turned_black_in_response_makes_its_ability_s_protected_target_illegal() -> None:
    """CR 608.2b, 113.7a, 702.16b: Aphetto Alchemist (blue) targets a tapped Disciple of Grace
    (protection from black) with its untap ability; Shade's Breath makes the Alchemist black in
    response. As the ability resolves its source is black, the Disciple an illegal target: the
    ability does nothing and the Disciple stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    s.battlefield(1, "Disciple of Grace", tapped=True)
    d = Driver(s.build())
    disciple = d.find("Disciple of Grace")
    d.activate(0, "Aphetto Alchemist", targets=[disciple])
    d.cast(0, "Shade's Breath")
    d.resolve()
    assert d.chars(d.find("Aphetto Alchemist")).colors == {"B"}
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[disciple].tapped


def test_a_creature_you_gained_control_of_is_a_creature_you_control() -> None:
    """CR 108.4, 115.1: "target creature you control" means control now, not ownership: after
    Threaten, player 0 may target player 1's Glory Seeker with Lunar Frenzy, as well as their
    own Elvish Warrior; player 1's Wellwisher, still theirs, is no target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Elvish Warrior")
    s.hand(0, "Threaten", "Lunar Frenzy")
    s.battlefield(1, "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.act(0, CastSpell(d.find("Lunar Frenzy", zone="hand"), "normal"))
    if d.decision.kind == "x":
        d.choose(0)
    assert target_options(d) == {seeker, warrior}
    d.choose(seeker)  # still a creature player 0 controls as Lunar Frenzy resolves (608.2b)
    d.pay()
    d.resolve()
    assert d.chars(seeker).has("First strike")


def test_shroud_of_a_creature_spell_doesnt_stop_a_counterspell() -> None:
    """CR 702.18a, 113.6: shroud protects a permanent, not a spell: Gigapede on the stack can
    be the target of Discombobulate ("Counter target spell"), and is countered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Gigapede")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    spell = d.cast(0, "Gigapede")
    assert d.chars(spell).has("Shroud")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Discombobulate", "hand", 1)))
    assert spell in target_options(d)
    d.act(1, Choose(spell))
    d.pay()
    d.resolve()
    assert d.zone_of("Gigapede") == "graveyard"


def _mutant_aims_at_fallen_cleric_then_becomes_a_cleric(leaves: bool) -> Driver:
    """Player 0's Mistform Mutant ("{1}{U}: ... Target creature becomes that type") targets
    player 1's Fallen Cleric (protection from Clerics); in response its second activation makes
    the Mutant itself a Cleric; with ``leaves``, player 0 then destroys it with Cruel Revival.
    The first activation is left on the stack, about to resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Mutant", *["Island"] * 4, *["Swamp"] * 5)
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Fallen Cleric")
    d = Driver(s.build())
    mutant, cleric = d.find("Mistform Mutant"), d.find("Fallen Cleric")
    d.activate(0, mutant, targets=[cleric])
    d.activate(0, mutant, targets=[mutant])
    d.resolve()
    d.choose("Cleric")
    assert d.chars(mutant).subtypes == frozenset({"Cleric"})
    if leaves:
        d.cast(0, "Cruel Revival", targets=[mutant])
        d.resolve()
        assert d.zone_of("Mistform Mutant") == "graveyard"
    return d


def test_608_2b_702_16b_a_source_that_became_a_cleric_since_activation_is_one() -> None:
    """CR 608.2b, 702.16b: the Mutant's first activation is checked against the Mutant as it
    is on resolution, now a Cleric: Fallen Cleric has protection from Clerics, so its one
    target is illegal and the ability doesn't resolve."""
    d = _mutant_aims_at_fallen_cleric_then_becomes_a_cleric(leaves=False)
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.chars(d.find("Fallen Cleric")).subtypes == frozenset({"Zombie", "Cleric"})


def test_608_2b_113_7a_a_source_that_left_is_checked_as_it_last_existed() -> None:
    """CR 608.2b, 113.7a, 702.16b: the Mutant, a Cleric when it was destroyed, is checked as it
    last existed, not as it was when the ability was activated (an Illusion Mutant): Fallen
    Cleric's protection from Clerics makes the target illegal, and the ability doesn't
    resolve (no creature type is chosen)."""
    d = _mutant_aims_at_fallen_cleric_then_becomes_a_cleric(leaves=True)
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    d.expect("priority")
    assert d.chars(d.find("Fallen Cleric")).subtypes == frozenset({"Zombie", "Cleric"})
