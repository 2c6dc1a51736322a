"""Multiple instances of a keyword ability on one creature are redundant (CR 702.4e, 702.15f,
702.111c)."""

from __future__ import annotations

from manastack.decisions.actions import (
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
)
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_double_strike_granted_to_a_double_striker_deals_damage_twice_only() -> None:
    """CR 702.4e, 702.4b: Duelcraft Trainer's coven trigger gives Enduring Angel (flying,
    double strike) double strike again; unblocked, the 3/3 deals combat damage in the first
    strike and the regular combat damage steps only: 6 damage, not more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    d.expect("target")
    d.choose(angel)
    d.resolve()
    d.to_combat()
    d.attack([angel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 14
    hits = [e for e in d.game.log if e.kind == "damage" and e.source == angel]
    assert len(hits) == 2


def test_lifelink_granted_to_a_lifelinker_gains_the_life_once() -> None:
    """CR 702.15f, 702.15b: Angelfire Ignition gives Intrepid Adversary (lifelink), made 5/3 by
    its two +1/+1 counters, lifelink again; unblocked it deals 5 damage and its controller
    gains 5 life, not 10."""
    s = Scenario(seed=1)
    s.battlefield(0, "Intrepid Adversary", "Mountain", "Plains", "Plains")
    s.hand(0, "Angelfire Ignition")
    d = Driver(s.build())
    adversary = d.find("Intrepid Adversary")
    d.cast(0, "Angelfire Ignition", targets=[adversary])
    d.resolve()
    assert d.chars(adversary).has("Lifelink")
    d.to_combat()
    d.attack([adversary])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (25, 15)


def test_menace_granted_to_a_menace_creature_still_lets_two_creatures_block_it() -> None:
    """CR 702.111c, 702.111b: Lord of the Accursed gives all Zombies menace; Morkrut Behemoth
    (a Zombie with menace) then has it twice. One blocker alone still can't block it, and two
    together can: the declaration of both is complete."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Accursed", "Morkrut Behemoth", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Lord of the Accursed")
    d.resolve()
    behemoth = d.find("Morkrut Behemoth")
    d.to_combat()
    d.act(0, DeclareAttacker(behemoth, 1))
    d.act(0, FinishDeclaration())
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.act(1, DeclareBlocker(seeker, behemoth))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(warrior, behemoth))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(1, FinishDeclaration())
    assert d.state.combat is not None
    assert set(d.state.combat.blockers_of(behemoth)) == {seeker, warrior}


def _attack_unblocked(d: Driver, attackers: list[int]) -> None:
    d.to_combat()
    d.attack(attackers)
    d.pass_until("postcombat_main")


def test_first_strike_granted_to_a_first_striker_deals_damage_once() -> None:
    """CR 702.7d, 702.7b, 702.7a: Crown of Fury (+1/+0 and first strike) on Chaplain of Alms
    (first strike) gives it first strike twice; unblocked, the 2/1 deals its damage once, in
    the first-strike combat damage step only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Chaplain of Alms", label="chaplain")
    s.battlefield(0, "Crown of Fury", attached_to="chaplain")
    d = Driver(s.build())
    chaplain = d.find("Chaplain of Alms")
    assert d.chars(chaplain).power == 2
    _attack_unblocked(d, [chaplain])
    assert d.life(1) == 18
    hits = [e for e in d.game.log if e.kind == "damage" and e.source == chaplain]
    assert len(hits) == 1


def test_trample_granted_twice_assigns_only_the_excess_to_the_player() -> None:
    """CR 702.19g, 702.19b, 702.19a: Krosan Groundshaker (6/6) gives itself trample twice; Glory
    Seeker (2/2) blocks it: the divisions offered are those of one instance (at least lethal
    damage, 2, to the blocker, the rest to the player), and 4 tramples over."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Groundshaker", "Forest", "Forest")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    shaker = d.find("Krosan Groundshaker")
    for _ in range(2):
        d.activate(0, shaker, targets=[shaker])
        d.resolve()
    assert len(d.chars(shaker).keyword_records("Trample")) == 2
    d.to_combat()
    d.attack([shaker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): shaker})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {(2, 4), (3, 3), (4, 2), (5, 1), (6, 0)}
    d.choose((2, 4))
    assert d.life(1) == 16
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_vigilance_from_two_sources_attacks_untapped() -> None:
    """CR 702.20c, 702.20b, 702.20a: Stalwart Pathlighter (a Soldier with vigilance) also gets
    vigilance from Mobilization ("Soldier creatures have vigilance"): it attacks without
    tapping, as with one instance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stalwart Pathlighter", "Mobilization")
    d = Driver(s.build())
    pathlighter = d.find("Stalwart Pathlighter")
    assert len(d.chars(pathlighter).keyword_records("Vigilance")) == 2
    _attack_unblocked(d, [pathlighter])
    assert d.life(1) == 17
    assert not d.state.objects[pathlighter].tapped


def _can_attack_with(d: Driver, creature: int) -> bool:
    d.to_combat()
    return DeclareAttacker(creature, 1) in d.game.legal_actions()


def test_defender_from_an_aura_and_a_static_ability_each_stops_attacking() -> None:
    """CR 702.3c, 702.3b: Mistform Wall has defender as long as it's a Wall, and Candletrap
    gives it defender again. Made an Elf by its own ability, it loses the first instance but
    keeps Candletrap's: it still can't attack (Glory Seeker can)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", label="wall")
    s.battlefield(0, "Candletrap", attached_to="wall")
    s.battlefield(0, "Island", "Glory Seeker")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    assert len(d.chars(wall).keyword_records("Defender")) == 2
    d.activate(0, wall)
    d.resolve()
    d.choose("Elf")
    assert "Wall" not in d.chars(wall).subtypes
    assert len(d.chars(wall).keyword_records("Defender")) == 1
    assert not _can_attack_with(d, wall)
    assert DeclareAttacker(d.find("Glory Seeker"), 1) in d.game.legal_actions()


def test_haste_granted_to_a_creature_with_haste_still_lets_it_attack() -> None:
    """CR 702.10d, 702.10b: Rem Karolus (flying, haste) came under its controller's control this
    turn; Fever Charm gives it haste again: it can attack, as with one instance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", sick=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Fever Charm")
    d = Driver(s.build())
    rem = d.find("Rem Karolus, Stalwart Slayer")
    d.cast(0, "Fever Charm", modes=[0], targets=[rem])
    d.resolve()
    assert len(d.chars(rem).keyword_records("Haste")) == 2
    assert _can_attack_with(d, rem)


def test_protection_from_black_twice_then_once_still_stops_black_spells() -> None:
    """CR 702.16m, 702.16b: Crown of Awe gives Disciple of Grace (protection from black)
    protection from black again and from red. The opponent's black Infernal Grasp can't target
    it; once the Crown is destroyed, its own protection from black still stops the Grasp, and
    the red Shock may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Disciple of Grace", label="disciple")
    s.battlefield(0, "Crown of Awe", attached_to="disciple")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Mountain", "Forest", "Forest")
    s.hand(1, "Infernal Grasp", "Shock", "Naturalize")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    disciple, seeker = d.find("Disciple of Grace"), d.find("Glory Seeker")
    assert d.chars(disciple).protections().count("black") == 2

    def targets_of(card: str) -> set[object]:
        """The targets offered to ``card``, cast in a copy of the game."""
        trial = Driver(Game.from_json(d.game.to_json()))
        trial.act(1, CastSpell(trial.find(card, zone="hand"), "normal"))
        trial.expect("target")
        return {a.value for a in trial.game.legal_actions() if isinstance(a, Choose)}

    assert disciple not in targets_of("Infernal Grasp")
    assert disciple not in targets_of("Shock")
    assert seeker in targets_of("Infernal Grasp")
    d.cast(1, "Naturalize", targets=[d.find("Crown of Awe")])
    d.resolve()
    assert d.chars(disciple).protections() == ["black"]
    assert disciple not in targets_of("Infernal Grasp")
    assert disciple in targets_of("Shock")


def test_hexproof_from_red_gained_twice_stops_a_red_spell_once_and_no_other() -> None:
    """CR 702.11h, 702.11d: Sungold Sentinel gains hexproof from red twice (coven ability,
    activated twice); the opponent's red Shock may target Glory Seeker but not the Sentinel,
    and the black Infernal Grasp may still target the Sentinel."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", *["Plains"] * 4)
    s.battlefield(1, "Swamp", "Swamp", "Mountain")
    s.hand(1, "Shock", "Infernal Grasp")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    for _ in range(2):
        d.activate(0, sentinel)
        d.resolve()
        d.choose("red")
    assert len(d.chars(sentinel).keyword_records("Hexproof from")) == 2
    d.pass_priority()
    assert d.decision.player == 1
    for card, allowed in (("Shock", False), ("Infernal Grasp", True)):
        trial = Driver(Game.from_json(d.game.to_json()))
        trial.act(1, CastSpell(trial.find(card, zone="hand"), "normal"))
        trial.expect("target")
        offered = {a.value for a in trial.game.legal_actions() if isinstance(a, Choose)}
        assert d.find("Glory Seeker") in offered
        assert (sentinel in offered) is allowed


def test_indestructible_from_two_sources_survives_destruction_as_with_one() -> None:
    """CR 702.12c, 702.12b: Rem Karolus has indestructible from Avacyn's Memorial, and
    Unbreakable Formation gives it indestructible again; the opponent's Infernal Grasp doesn't
    destroy it, and Glory Seeker (indestructible once, from the Formation) survives Infernal
    Grasp too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", "Avacyn's Memorial", "Glory Seeker")
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Unbreakable Formation")
    s.battlefield(1, *["Swamp"] * 4)
    s.hand(1, "Infernal Grasp", "Infernal Grasp")
    d = Driver(s.build())
    rem, seeker = d.find("Rem Karolus, Stalwart Slayer"), d.find("Glory Seeker")
    d.cast(0, "Unbreakable Formation")
    d.resolve()
    assert len(d.chars(rem).keyword_records("Indestructible")) == 2
    for creature in (rem, seeker):
        d.pass_priority()
        d.cast(1, d.ids("Infernal Grasp", "hand", 1)[0], targets=[creature])
        d.resolve()
    assert d.zone_of("Rem Karolus, Stalwart Slayer") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.life(1) == 16


def test_fear_granted_to_a_creature_with_fear_still_lets_a_black_creature_block_it() -> None:
    """CR 702.36c, 702.36b: Cover of Darkness naming Zombie gives Gluttonous Zombie (fear) fear
    again. Twice fear is the same as once: player 1's green Elvish Warrior can't block it, and
    player 1's black Gluttonous Zombie can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie", "Swamp", "Swamp")
    s.hand(0, "Cover of Darkness")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Zombie")
    mine = d.find("Gluttonous Zombie", player=0)
    theirs = d.find("Gluttonous Zombie", player=1)
    d.to_combat()
    d.attack([mine])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blocks = {(a.blocker, a.attacker) for a in d.game.legal_actions()
              if isinstance(a, DeclareBlocker)}
    assert blocks == {(theirs, mine)}
    d.act(1, DeclareBlocker(theirs, mine))
    d.act(1, FinishDeclaration())
    assert d.state.combat is not None and list(d.state.combat.blockers_of(mine)) == [theirs]
