"""Acceptance scenarios for creature types (CR 205.3, 205.1b, 612, 613.1c-d, 708.2, 201.5).

Type-changing effects ("becomes the creature type of your choice") replace every earlier
creature type (CR 205.1b) in layer 4, before power and toughness are worked out (characteristic-
defining abilities in layer 7a, CR 613.4a); text-changing effects rewrite both the type line
and the rules text in layer 3 (CR 612.2); a face-down creature has no creature type at all
(CR 708.2a), so "share a creature type" and tribal counts never see it. "As long as you control
a Goblin" reads the types worked out in layer 4 (and the control of layer 2) when the abilities
are given in layer 6 (CR 613.1b, 613.1d, 613.1f); a dies trigger looks back at the types the
creature had (CR 603.10a), and a card referring to itself by name means that object whatever
its types (CR 201.5). An object that "becomes a [creature type] artifact creature" keeps its
other types but the new creature type replaces its creature types (CR 205.1b); an effect whose
set of affected objects another effect of the same layer changes applies after it (CR 613.8a).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_three_face_down_creatures_share_no_type_for_graxiplon() -> None:
    """CR 708.2a: face-down creatures have no creature types, so three of them never "share a
    creature type": Graxiplon can't be blocked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon")
    for name in ("Daru Lancer", "Daru Healer", "Gravel Slinger"):  # all Human Soldiers/Clerics
        s.battlefield(1, name, face_down=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graxiplon")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_heedless_one_made_a_goblin_counts_no_elf_and_dies() -> None:
    """CR 613.1d, 613.4a, 704.5f: Standardize makes every creature a Goblin in layer 4; Heedless
    One's power and toughness (the number of Elves, layer 7a) are then 0, and it dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Elvish Warrior", "Island", "Island")
    s.hand(0, "Standardize")
    d = Driver(s.build())
    heedless = d.find("Heedless One")
    assert (d.chars(heedless).power, d.chars(heedless).toughness) == (2, 2)
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Goblin")
    assert d.zone_of("Heedless One") == "graveyard"
    assert d.chars(d.find("Elvish Warrior")).subtypes == {"Goblin"}


def test_mistform_wall_text_changed_to_elf_has_defender_as_an_elf() -> None:
    """CR 612.2, 613.1c: Artificial Evolution changing Wall to Elf rewrites Mistform Wall's
    type line and its text, "has defender as long as it's an Elf": an Elf now, it keeps
    defender; made a Wall by its own ability afterwards (layer 4), it is no Elf and loses
    defender."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island", "Island", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    d.cast(0, "Artificial Evolution", targets=[wall])
    d.resolve()
    d.choose("Wall")
    d.choose("Elf")
    c = d.chars(wall)
    assert c.subtypes == {"Illusion", "Elf"} and c.has("Defender")
    d.activate(0, wall)
    d.resolve()
    d.choose("Wall")
    c = d.chars(wall)
    assert c.subtypes == {"Wall"} and not c.has("Defender")
    [view] = [o for o in d.game.view(1)["battlefield"] if o["id"] == wall]
    assert "defender as long as it's an Elf" in view["text"]


def test_tribal_lords_skip_face_down_creatures() -> None:
    """CR 708.2a, 613.4c: Aven Brigadier gives other Birds and other Soldiers +1/+1 each: a
    Bird Soldier gets +2/+2, a Human Soldier +1/+1, a face-down Daru Lancer (a Human Soldier
    face up) nothing; face up, it gets +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Dive Bomber", "Glory Seeker", *["Plains"] * 4)
    s.battlefield(0, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    pt = {n: (d.chars(d.find(n)).power, d.chars(d.find(n)).toughness)
          for n in ("Aven Brigadier", "Dive Bomber", "Glory Seeker", "Daru Lancer")}
    assert pt == {"Aven Brigadier": (3, 5), "Dive Bomber": (4, 4), "Glory Seeker": (3, 3),
                  "Daru Lancer": (2, 2)}
    lancer = d.find("Daru Lancer")
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (4, 5)


def test_a_face_down_elf_cant_be_tapped_for_voice_of_the_woods() -> None:
    """CR 708.2a, 302.6: "Tap five untapped Elves you control" may tap summoning-sick Elves
    (no {T} symbol), but a face-down Birchlore Rangers is no Elf: four Elves and it aren't
    enough; turned face up, it is the fifth."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voice of the Woods", "Elvish Warrior", "Wirewood Elf", "Wellwisher",
                  sick=True)
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    s.battlefield(0, "Forest")
    d = Driver(s.build())
    voice = d.find("Voice of the Woods")

    def can_activate() -> bool:
        return any(isinstance(a, ActivateAbility) and a.source == voice
                   for a in d.game.legal_actions())
    assert not can_activate()
    d.special(0, "turn_face_up", d.find("Birchlore Rangers"))
    d.pay()
    assert can_activate()
    d.activate(0, voice)
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    d.resolve()
    assert d.ids("Elemental Token", zone="battlefield")


def test_curse_of_conformity_on_a_face_down_creature_keeps_applying_face_up() -> None:
    """CR 613.4b, 708.8: Curse of Conformity sets base power and toughness 3/3 (layer 7b, after
    the face-down 2/2 of layer 1) and removes creature types: a face-down Daru Lancer is a 3/3;
    turned face up it is a 3/3 Daru Lancer with first strike and no creature type."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (3, 3)
    d.special(0, "turn_face_up", lancer)
    d.pay()
    c = d.chars(lancer)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Daru Lancer", 3, 3, frozenset())
    assert c.has("First strike")


def test_peer_pressure_counts_no_face_down_creature() -> None:
    """CR 708.2a: two face-down Goblins are no Goblins, so the caster doesn't control more
    Goblins than the opponent's one Goblin Sky Raider, and gains nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Skirk Commando", face_down=True)
    s.hand(0, "Peer Pressure")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(d.find("Goblin Sky Raider")).controller == 1


def test_circle_of_solace_s_shield_waits_for_a_face_up_creature_of_the_type() -> None:
    """CR 615.1, 708.2a: "the next time a creature of the chosen type would deal damage to
    you" (Goblin): a face-down Goblin Taskmaster is no Goblin, so its 2 damage isn't
    prevented; the Goblin Sky Raider's 1, dealt at the same time, is."""
    s = Scenario(seed=1)
    s.battlefield(1, "Circle of Solace", chosen={"creature_type": "Goblin"})
    s.battlefield(1, "Plains", "Plains")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Goblin Sky Raider")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Goblin Taskmaster"), d.find("Goblin Sky Raider")])
    while d.decision.player != 1:
        d.act(d.decision.player, PassPriority())
    d.activate(1, "Circle of Solace")
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_turned_face_up_into_shroud_the_spell_targeting_it_fizzles() -> None:
    """CR 708.2a, 702.18a, 608.2b: Steely Resolve (Goblin) gives Goblins shroud; a face-down
    Goblin Taskmaster may be targeted by Shock, but turned face up in response it has
    shroud, the target is illegal as Shock resolves, and Shock does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Steely Resolve", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    master = d.find("Goblin Taskmaster")
    d.cast(1, "Shock", targets=[master])
    d.pass_priority()
    d.special(0, "turn_face_up", master)
    d.pay()
    assert d.chars(master).has("Shroud")
    d.resolve()
    assert d.zone_of("Goblin Taskmaster") == "battlefield"
    assert d.state.objects[master].damage == 0
    assert d.zone_of("Shock") == "graveyard"


def test_distant_melody_counts_no_face_down_permanent() -> None:
    """CR 708.2a: "a card for each permanent you control of that type" (Goblin) counts the
    Goblin Sky Raider, not the face-down Goblin Taskmaster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Goblin Sky Raider")
    s.hand(0, "Distant Melody")
    s.library(0, *["Island"] * 6)
    d = Driver(s.build())
    d.cast(0, "Distant Melody")
    d.resolve()
    d.choose("Goblin")
    assert len(d.state.players[0].hand) == 1


def test_613_1d_tribal_golem_sees_a_creature_made_a_goblin_and_no_longer_a_soldier() -> None:
    """Tribal Golem beside Glory Seeker (a Human Soldier) has first strike; Trickery Charm makes
    the Seeker a Goblin (layer 4): the Golem now has haste and no first strike (layer 6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Glory Seeker", "Island")
    s.hand(0, "Trickery Charm")
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    assert d.chars(golem).has("First strike") and not d.chars(golem).has("Haste")
    d.cast(0, "Trickery Charm", modes=[1], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose("Goblin")
    c = d.chars(golem)
    assert c.has("Haste") and not c.has("First strike")
    d.pass_until("upkeep", turn=4)
    c = d.chars(golem)
    assert c.has("First strike") and not c.has("Haste")


def test_613_1b_tribal_golem_counts_a_stolen_goblin_but_not_a_face_down_one() -> None:
    """A face-down Skirk Commando (a Goblin face up) has no creature type: the Golem has no
    haste. Pack's Betrayal gives its caster the opponent's Goblin Sky Raider (layer 2): now
    they control a Goblin, and the Golem has haste; the opponent's Golem beside no Goblin of
    theirs has none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Skirk Commando", face_down=True)
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Goblin Sky Raider", "Tribal Golem")
    d = Driver(s.build())
    mine = d.find("Tribal Golem", player=0)
    theirs = d.find("Tribal Golem", player=1)
    assert not d.chars(mine).has("Haste") and d.chars(theirs).has("Haste")
    d.cast(0, "Pack's Betrayal", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.chars(mine).has("Haste") and not d.chars(theirs).has("Haste")


def test_603_10a_a_creature_made_a_cleric_dies_and_rotlung_reanimator_sees_a_cleric() -> None:
    """Imagecrafter makes Glory Seeker a Cleric; Shocked, it dies a Cleric, and Rotlung
    Reanimator ("another Cleric dies") makes a Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Imagecrafter", "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.choose("Cleric")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve_all()
    assert len(d.ids("Zombie", "battlefield")) == 1


def test_201_5_rotlung_reanimator_made_a_goblin_still_triggers_on_its_own_death() -> None:
    """Standardize makes every creature a Goblin: Daru Healer, a Cleric no more, dies without
    a Zombie; Rotlung Reanimator, no Cleric either, still triggers on its own death ("Whenever
    Rotlung Reanimator ... dies" means that object, whatever its types)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Daru Healer", "Island", "Island", "Mountain",
                  "Mountain")
    s.hand(0, "Standardize", "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(d.find("Rotlung Reanimator")).subtypes == {"Goblin"}
    d.cast(0, "Shock", targets=[d.find("Daru Healer")])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard" and not d.state.stack
    d.cast(0, "Shock", targets=[d.find("Rotlung Reanimator")])
    d.resolve()
    d.resolve_all()
    assert len(d.ids("Zombie", "battlefield")) == 1


def test_205_1b_shades_breath_makes_zombies_shades_but_undead_augur_still_sees_itself() -> None:
    """Shade's Breath: each creature becomes a black Shade (its other creature types replaced).
    Cemetery Reaper, a Zombie no more, dies: Undead Augur ("another Zombie you control dies")
    doesn't trigger; Undead Augur itself dying still draws a card and loses 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Undead Augur", "Cemetery Reaper", "Swamp", "Swamp", "Mountain",
                  "Mountain")
    s.hand(0, "Shade's Breath", "Shock", "Shock")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shade's Breath")
    d.resolve()
    assert d.chars(d.find("Cemetery Reaper")).subtypes == {"Shade"}
    d.cast(0, "Shock", targets=[d.find("Cemetery Reaper")])
    d.resolve()
    assert d.zone_of("Cemetery Reaper") == "graveyard"
    assert not d.state.stack and len(d.state.players[0].hand) == 1
    d.cast(0, "Shock", targets=[d.find("Undead Augur")])
    d.resolve()
    d.resolve_all()
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]
    assert d.life(0) == 19


def test_205_1b_liliana_returns_a_zombie_in_addition_for_the_zombie_lords() -> None:
    """Liliana, Death's Majesty's −3 returns Glory Seeker as a black Zombie in addition to its
    types and colors: a white and black Human Soldier Zombie, which Death Baron gives +1/+1
    and deathtouch and Cover of Darkness (Zombies) gives fear."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Liliana, Death's Majesty")
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Zombie"})
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Liliana, Death's Majesty", index=1, targets=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(d.find("Glory Seeker", "battlefield"))
    assert c.subtypes == {"Human", "Soldier", "Zombie"} and c.colors == {"W", "B"}
    assert (c.power, c.toughness) == (3, 3)
    assert c.has("Deathtouch") and c.has("Fear")


def test_205_3_doom_cannon_sacrifices_a_creature_made_the_chosen_type() -> None:
    """Doom Cannon (Goblin) can't be activated without a Goblin to sacrifice; Imagecrafter
    makes Glory Seeker a Goblin, and the Seeker pays the cost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doom Cannon", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Glory Seeker", "Imagecrafter", "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    cannon = d.find("Doom Cannon")

    def can_fire() -> bool:
        return any(isinstance(a, ActivateAbility) and a.source == cannon
                   for a in d.game.legal_actions())
    assert not can_fire()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    assert can_fire()
    d.activate(0, cannon, targets=[1], choices=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.life(1) == 17


def test_302_6_tribal_golem_attacks_the_turn_it_arrives_once_a_goblin_is_made() -> None:
    """Tribal Golem arrived this turn; Imagecrafter makes Glory Seeker a Goblin: the Golem has
    haste and may attack (CR 302.6), and made a Zombie instead, the Seeker gives it the
    "{B}: Regenerate" ability, which can be activated."""
    for kind in ("Goblin", "Zombie"):
        s = Scenario(seed=1)
        s.battlefield(0, "Tribal Golem", sick=True)
        s.battlefield(0, "Imagecrafter", "Glory Seeker", "Swamp")
        s.library(0, "Swamp")
        s.library(1, "Swamp")
        d = Driver(s.build())
        golem = d.find("Tribal Golem")
        assert not [a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == golem]
        d.activate(0, "Imagecrafter", targets=[d.find("Glory Seeker")])
        d.resolve()
        d.choose(kind)
        if kind == "Zombie":
            assert [a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == golem]
            continue
        d.to_combat()
        assert d.state.turn == 3
        d.attack([golem])
        d.pass_until("postcombat_main")
        assert d.life(1) == 16


def test_612_2_tribal_golem_text_changed_from_goblin_to_elf_wants_an_elf() -> None:
    """Artificial Evolution changes Goblin to Elf in Tribal Golem's text (layer 3): it now has
    haste as long as you control an Elf, so beside a Goblin Sky Raider alone it has none, and
    with an Elvish Warrior it has haste; its text reads "an Elf"."""
    for elf in (False, True):
        s = Scenario(seed=1)
        s.battlefield(0, "Tribal Golem", "Island", "Goblin Sky Raider")
        if elf:
            s.battlefield(0, "Elvish Warrior")
        s.hand(0, "Artificial Evolution")
        d = Driver(s.build())
        golem = d.find("Tribal Golem")
        assert d.chars(golem).has("Haste")
        d.cast(0, "Artificial Evolution", targets=[golem])
        d.resolve()
        d.choose("Goblin")
        d.choose("Elf")
        assert d.chars(golem).has("Haste") is elf
        [view] = [o for o in d.game.view(0)["battlefield"] if o["id"] == golem]
        assert "haste as long as you control an Elf" in view["text"]


def test_612_1_a_chosen_creature_type_isnt_text_a_text_change_can_rewrite() -> None:
    """Cover of Darkness and Doom Cannon chose Zombie as they entered; that choice isn't
    printed text, so Artificial Evolution changing Zombie to Elf on each changes nothing:
    Gluttonous Zombie keeps fear, Elvish Warrior gets none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Doom Cannon", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Gluttonous Zombie", "Elvish Warrior", "Island", "Island")
    s.hand(0, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    for target in (d.find("Cover of Darkness"), d.find("Doom Cannon")):
        d.cast(0, "Artificial Evolution", targets=[target])
        d.resolve()
        d.choose("Zombie")
        d.choose("Elf")
    assert d.chars(d.find("Gluttonous Zombie")).has("Fear")
    assert not d.chars(d.find("Elvish Warrior")).has("Fear")
    assert d.state.objects[d.find("Doom Cannon")].chosen == {"creature_type": "Zombie"}


def test_708_8_a_type_given_face_down_stays_once_turned_face_up() -> None:
    """Imagecrafter makes a face-down Daru Lancer a Goblin until end of turn; turned face up,
    the effect still applies (CR 708.8): a Goblin only, no Soldier, so Aven Brigadier gives it
    nothing (3/4)."""
    s = Scenario(seed=5)
    s.battlefield(0, "Imagecrafter", "Aven Brigadier", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(0, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.activate(0, "Imagecrafter", targets=[lancer])
    d.resolve()
    d.choose("Goblin")
    d.special(0, "turn_face_up", lancer)
    d.pay()
    c = d.chars(lancer)
    assert c.name == "Daru Lancer" and c.subtypes == {"Goblin"}
    assert (c.power, c.toughness) == (3, 4)


def test_613_8_a_slimed_tribal_golem_loses_what_it_would_give_itself() -> None:
    """Sludge Monster: a non-Horror creature with a slime counter loses all abilities and is a
    2/2. Tribal Golem with one, beside a Goblin, has no haste whichever entered first: the
    Golem's ability-giving effect depends on the removal of its own abilities (CR 613.8a)."""
    for golem_first in (True, False):
        s = Scenario(seed=1)
        if golem_first:
            s.battlefield(0, "Tribal Golem", counters={"slime": 1})
        s.battlefield(1, "Sludge Monster")
        if not golem_first:
            s.battlefield(0, "Tribal Golem", counters={"slime": 1})
        s.battlefield(0, "Goblin Sky Raider")
        d = Driver(s.build())
        c = d.chars(d.find("Tribal Golem"))
        assert not c.has("Haste") and not c.abilities
        assert (c.power, c.toughness) == (2, 2)


def test_707_2_a_clone_of_tribal_golem_counts_its_own_controllers_goblins() -> None:
    """Clone copying the opponent's Tribal Golem has its abilities: "you" is the Clone's
    controller, whose Goblin Sky Raider gives the Clone haste (it attacks the turn it arrives);
    the original, whose controller has no Goblin, has none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Goblin Sky Raider")
    s.battlefield(1, "Tribal Golem")
    s.hand(0, "Clone")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Tribal Golem"))
    clone = d.find("Clone")
    assert d.chars(clone).has("Haste") and not d.chars(d.find("Tribal Golem")).has("Haste")
    d.to_combat()
    d.attack([clone])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_613_1d_curse_of_conformity_leaves_tribal_golem_no_goblin_to_count() -> None:
    """Curse of Conformity on player 0: their nonlegendary creatures lose all creature types
    (layer 4), so Goblin Sky Raider is no Goblin and Tribal Golem has no haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Goblin Sky Raider")
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    d = Driver(s.build())
    assert not d.chars(d.find("Goblin Sky Raider")).subtypes
    assert not d.chars(d.find("Tribal Golem")).has("Haste")


def test_201_5_a_clone_of_rotlung_reanimator_dying_triggers_both() -> None:
    """Clone copying Rotlung Reanimator is a Zombie Cleric whose "Whenever Rotlung Reanimator
    ... dies" means the Clone itself: Shocked, it triggers its own ability, and the original's
    ("another Cleric dies") too: two Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain", "Rotlung Reanimator")
    s.hand(0, "Clone", "Shock")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Rotlung Reanimator"))
    clone = d.find("Clone")
    d.cast(0, "Shock", targets=[clone])
    d.resolve()
    assert len(d.expect("order_triggers").actions) == 2
    d.take_first("order_triggers")
    d.resolve_all()
    assert len(d.ids("Zombie", "battlefield")) == 2


def _activate_bear(d: Driver, bear: int, plains: list[int]) -> None:
    d.activate(0, bear, pay=False)
    for _ in range(2):
        d.act(0, ActivateManaAbility(plains.pop(0), 0, "W"))
    d.resolve()


def test_205_1b_stuffed_bear_made_a_bear_again_is_no_longer_a_shade() -> None:
    """Stuffed Bear "becomes a 4/4 green Bear artifact creature": an effect making an object a
    "[creature type] artifact creature" replaces its creature types (CR 205.1b). Animated, then
    made a black Shade by Shade's Breath, then animated again (a later timestamp, CR 613.7): it
    is a green Bear only, and keeps the ability Shade's Breath gave it (layer 6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", *["Plains"] * 4, "Stuffed Bear")
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    plains = d.ids("Plains")
    _activate_bear(d, bear, plains)
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(bear)
    assert (c.subtypes, c.colors) == ({"Shade"}, {"B"})
    _activate_bear(d, bear, plains)
    c = d.chars(bear)
    assert (c.subtypes, c.colors, c.types) == ({"Bear"}, {"G"}, {"Artifact", "Creature"})
    assert len(c.abilities) == 2  # its own and Shade's Breath's "{B}: +1/+1"


def test_205_1b_stuffed_bear_made_a_goblin_then_animated_again_is_a_bear() -> None:
    """Imagecrafter makes the animated Stuffed Bear a Goblin; animated again, it is a Bear and
    no Goblin (CR 205.1b, 613.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Imagecrafter", *["Plains"] * 4, "Stuffed Bear")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    plains = d.ids("Plains")
    _activate_bear(d, bear, plains)
    d.activate(0, "Imagecrafter", targets=[bear])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(bear).subtypes == {"Goblin"}
    _activate_bear(d, bear, plains)
    assert d.chars(bear).subtypes == {"Bear"}


def test_613_8a_aurification_applies_after_the_effect_making_the_bear_a_creature() -> None:
    """Aurification ("Each creature with a gold counter on it is a Wall in addition to its other
    creature types") depends on the effect that makes Stuffed Bear a creature, as that effect
    changes what it applies to: though Aurification's timestamp is earlier, it applies after,
    and the Bear with a gold counter is a Bear Wall with defender (CR 613.8a-b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", *["Plains"] * 2)
    s.battlefield(0, "Stuffed Bear", counters={"gold": 1})
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    _activate_bear(d, bear, d.ids("Plains"))
    c = d.chars(bear)
    assert c.subtypes == {"Bear", "Wall"} and c.has("Defender")


def test_708_2a_endemic_plague_sacrificing_a_face_down_creature_destroys_nothing() -> None:
    """Endemic Plague's sacrificed creature is a face-down Daru Lancer, which had no creature
    types as it last existed (CR 708.2a, 608.2h): no creature shares a type with it, so the
    Human Soldiers and Clerics, the Goblin and the other face-down creature all survive."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Glory Seeker")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Daru Healer", "Skirk Commando")
    s.battlefield(1, "Gravel Slinger", face_down=True)
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Daru Lancer")])
    d.resolve()
    assert d.zone_of("Daru Lancer") == "graveyard"
    for name in ("Glory Seeker", "Daru Healer", "Skirk Commando", "Gravel Slinger"):
        assert d.zone_of(name) == "battlefield"


def test_each_word_after_the_dash_is_a_creature_type_of_its_own() -> None:
    """CR 302.3, 205.3: "Creature — Human Cleric Wizard" gives Shieldmage Elder three creature
    types. It is a Cleric and a Wizard at once: with Nova Cleric (a Cleric) and Crafty
    Pathmage (a Wizard) beside it, both of its abilities can be paid as player 1's Shock is on
    the stack. The Elder taps with the Pathmage as the two Wizards (the Shock's damage is
    prevented), after which no two untapped Clerics are left for the other ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric", "Crafty Pathmage")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    elder = d.find("Shieldmage Elder")
    assert set(d.chars(elder).subtypes) == {"Human", "Cleric", "Wizard"}
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    indexes = {a.index for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == elder}
    assert indexes == {0, 1}
    d.activate(0, elder, index=1, targets=[shock], choices=[elder, d.find("Crafty Pathmage")])
    assert d.state.objects[elder].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == elder]
    d.resolve_all()
    assert d.life(0) == 20
