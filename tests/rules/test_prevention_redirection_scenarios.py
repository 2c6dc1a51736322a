"""Acceptance scenarios for prevention shields, redirection and life (CR 615, 614.9, 119, 120.3).

A shield that prevents the next N damage counts only damage, across events and damage steps;
when damage from two or more sources would be dealt at once and the shield can't prevent all of
it, the damaged player chooses which damage it prevents (615.7), as for a shield against "the
next time a creature of the chosen type would deal damage" met by two such creatures at once. A redirection keeps the
damage's source, so the new recipient's protection prevents it and lifelink still gains (614.9,
702.16e, 120.3f); redirected to a planeswalker, it removes loyalty (120.3c); to a creature that
is gone, no longer a creature or phased out, it does nothing (614.9, 702.26b). Losing life isn't damage (119.3), and lifelink's gain is part
of the same damage event as lethal damage dealt at once (120.3f, 510.2, 704.5a).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _attack_through(d: Driver, *attackers: str, picks: tuple[str, ...] = ()) -> list[str]:
    """Player 1 attacks player 0 (who can't block) with ``attackers``; each shield_damage
    decision is answered with the next of ``picks``; passes to the postcombat main phase.
    Returns the prompts of the shield_damage decisions answered on the way."""
    d.to_combat()
    d.attack([d.find(a) for a in attackers])
    picks_left = list(picks)
    asked = []
    for _ in range(40):
        dec = d.decision
        if dec.kind == "priority" and d.state.step.name == "POSTCOMBAT_MAIN":
            break
        if dec.kind == "shield_damage":
            asked.append(dec.prompt)
            d.choose(d.find(picks_left.pop(0)))
        elif dec.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert not picks_left
    return asked


def _shielded(attackers: list[str], card: str = "Daru Healer") -> Driver:
    """Player 0 has a prevention shield from ``card`` on themselves; player 1 is about to
    attack with ``attackers``."""
    s = Scenario(seed=1)
    if card == "Daru Healer":
        s.battlefield(0, "Daru Healer")
    else:
        s.battlefield(0, "Plains", "Plains", "Plains")
        s.hand(0, card)
    s.battlefield(1, *attackers)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    if card == "Daru Healer":
        d.activate(0, "Daru Healer", targets=[0])
    else:
        d.cast(0, card, targets=[0])
    d.resolve()
    return d


@pytest.mark.parametrize(("pick", "gained"), [("Intrepid Adversary", 2), ("Glory Seeker", 3)])
def test_615_7_the_damaged_player_chooses_which_simultaneous_damage_is_prevented(
        pick: str, gained: int) -> None:
    """CR 615.7, 120.3f: Daru Healer's shield (the next 1 damage to player 0) meets Intrepid
    Adversary's 3 lifelink damage and Glory Seeker's 2 at once; player 0 chooses which is
    prevented: the Adversary's, and player 1 gains only 2."""
    d = _shielded(["Intrepid Adversary", "Glory Seeker"])
    assert _attack_through(d, "Intrepid Adversary", "Glory Seeker", picks=(pick,)) == \
        ["Choose the damage the shield prevents first (it can prevent 1)"]
    assert d.life(0) == 20 - 5 + 1
    assert d.life(1) == 20 + gained


def test_615_7_the_choice_is_asked_past_a_shield_that_prevents_all_damage() -> None:
    """CR 615.7: player 0 first casts Chain of Silence on player 1's Elvish Warrior (a shield
    preventing all the damage it would deal, not used up), then gives themselves Daru Healer's
    shield (the next 1 damage). Intrepid Adversary's 3 lifelink damage and Glory Seeker's 2
    would be dealt at once: player 0 still chooses which the Healer's shield prevents."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Healer", "Plains", "Plains")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Intrepid Adversary", "Glory Seeker", "Elvish Warrior")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Chain of Silence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.pass_priority()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    assert len(d.state.shields) == 2
    assert _attack_through(d, "Intrepid Adversary", "Glory Seeker",
                           picks=("Intrepid Adversary",)) == \
        ["Choose the damage the shield prevents first (it can prevent 1)"]
    assert d.life(0) == 20 - 5 + 1
    assert d.life(1) == 20 + 2


def test_615_7_the_shield_s_choice_comes_with_a_block_s_damage_dealt_at_the_same_time() -> None:
    """CR 615.7, 510.2: as above, with player 0's Glory Seeker blocking the Elvish Warrior: the
    damage between them is dealt at the same time as the damage to player 0, whose shield
    prevents the Adversary's 1 of their choice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Healer", "Glory Seeker")
    s.battlefield(1, "Intrepid Adversary", "Glory Seeker", "Elvish Warrior")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.to_combat()
    theirs = [d.find("Intrepid Adversary"), d.find("Glory Seeker", player=1),
              d.find("Elvish Warrior")]
    d.attack(theirs)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker", player=0): theirs[2]})
    while d.decision.kind != "shield_damage":
        d.pass_priority()
    d.choose(theirs[0])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (16, 22)
    assert d.ids("Glory Seeker", zone="graveyard") and d.state.objects[theirs[2]].damage == 2


def test_615_7_the_choice_is_made_again_while_some_of_the_shield_is_left() -> None:
    """CR 615.7: Sunfire Balm's 4 against 2 + 2 + 1 at once: player 0 has the Sky Raider's 1
    prevented first (3 left, still less than the 4 from the other two: a second choice), then
    the Warrior's 2; 1 is left for the Seeker's 2, so 1 damage is dealt."""
    d = _shielded(["Elvish Warrior", "Glory Seeker", "Goblin Sky Raider"], card="Sunfire Balm")
    asked = _attack_through(d, "Elvish Warrior", "Glory Seeker", "Goblin Sky Raider",
                            picks=("Goblin Sky Raider", "Elvish Warrior"))
    assert asked == ["Choose the damage the shield prevents first (it can prevent 4)",
                     "Choose the damage the shield prevents first (it can prevent 3)"]
    assert d.life(0) == 19
    assert not d.state.shields


def test_615_7_each_choice_carries_the_damage_the_shield_can_still_prevent() -> None:
    """CR 615.7: the same fight; each choice holds, as data the views show in any language,
    what Sunfire Balm's shield can still prevent: 4, then 3."""
    d = _shielded(["Elvish Warrior", "Glory Seeker", "Goblin Sky Raider"], card="Sunfire Balm")
    d.to_combat()
    d.attack([d.find(a) for a in ("Elvish Warrior", "Glory Seeker", "Goblin Sky Raider")])
    while d.decision.kind != "shield_damage":
        d.block({}) if d.decision.kind == "declare_blockers" else d.pass_priority()
    assert dict(d.decision.data)["prevents"] == 4
    d.choose(d.find("Goblin Sky Raider"))
    d.expect("shield_damage")
    assert dict(d.decision.data)["prevents"] == 3


@pytest.mark.parametrize(("attackers", "left"), [
    (("Elvish Warrior", "Goblin Sky Raider"), True), (("Elvish Warrior", "Glory Seeker"), False)])
def test_615_7_no_choice_when_the_shield_prevents_all_of_it(attackers: tuple[str, str],
                                                            left: bool) -> None:
    """CR 615.7: a shield of 4 against 2 + 1, or 2 + 2, at once prevents all of it: nothing to
    choose (1 of the shield is left after 2 + 1)."""
    d = _shielded(list(attackers), card="Sunfire Balm")
    assert _attack_through(d, *attackers) == []
    assert d.life(0) == 20
    assert bool(d.state.shields) is left


def test_615_7_a_shield_counts_damage_across_the_first_strike_and_regular_steps() -> None:
    """CR 615.7, 510.4: Sunfire Balm's 4 prevents Battering Craghorn's 3 first-strike damage,
    then 1 of Glory Seeker's 2 in the regular combat damage step."""
    d = _shielded(["Battering Craghorn", "Glory Seeker"], card="Sunfire Balm")
    assert _attack_through(d, "Battering Craghorn", "Glory Seeker") == []
    assert d.life(0) == 19
    assert not d.state.shields


@pytest.mark.parametrize(("pick", "life"), [("Crowd Favorites", 18), ("Glory Seeker", 16)])
def test_615_7_the_damaged_player_chooses_which_creature_s_damage_a_next_time_shield_prevents(
        pick: str, life: int) -> None:
    """CR 615.7, 615.8, 510.2: Circle of Solace (Soldier) makes a shield for "the next time a
    creature of the chosen type would deal damage to you this turn". Two Soldiers, Glory
    Seeker (2) and Crowd Favorites (4), deal combat damage to player 0 at once: the shield
    prevents one creature's damage, and player 0, the shielded player, chooses which."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Glory Seeker", "Crowd Favorites")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    assert _attack_through(d, "Glory Seeker", "Crowd Favorites", picks=(pick,)) == \
        ["Choose the damage the shield prevents"]
    assert d.life(0) == life
    assert not d.state.shields


@pytest.mark.parametrize(("pick", "life"), [("Glory Seeker", 19), ("Intrepid Adversary", 18)])
def test_615_7_damage_redirected_at_once_meets_a_shield_and_its_player_chooses(
        pick: str, life: int) -> None:
    """CR 614.9, 615.7, 120.3f: player 1 has a Daru Healer shield (the next 1 damage to them);
    their Intrepid Adversary (lifelink) and Glory Seeker attack player 0, whose Glarecaster
    redirects all that damage to player 1 at once. Both chunks now meet the shield, and player
    1 chooses: preventing the Seeker's, they lose 4 and gain 3 (19); the Adversary's, they
    lose 4 and gain 2 (18)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Intrepid Adversary", "Glory Seeker", "Daru Healer")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack([d.find("Intrepid Adversary"), d.find("Glory Seeker")])
    while d.decision.kind != "shield_damage":
        if d.decision.kind == "declare_blockers":
            d.block({})  # Glarecaster stays back
        else:
            d.pass_priority()
    assert d.decision.player == 1
    d.choose(d.find(pick))
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.life(1) == life


def _glarecaster(*theirs: str) -> Driver:
    """Player 0's Glarecaster with mana for one activation; player 1 has ``theirs``, two
    Mountains and two Shocks, and acts first in their main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Mountain", "Mountain", *theirs)
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    return Driver(s.build())


def _redirect_then_shock(d: Driver, to: int, shock_at: int = 0) -> None:
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[to])
    d.resolve()
    d.cast(1, d.ids("Shock", "hand")[0], targets=[shock_at])
    d.resolve()


def test_614_9_damage_redirected_to_a_creature_with_protection_is_prevented() -> None:
    """CR 614.9, 702.16e: Shock's damage to player 0 is dealt to Skirk Fire Marshal instead;
    its source is still the red Shock, so the Marshal's protection from red prevents it. The
    redirection is used up: the second Shock hits player 0."""
    d = _glarecaster("Skirk Fire Marshal")
    marshal = d.find("Skirk Fire Marshal")
    _redirect_then_shock(d, marshal)
    assert d.life(0) == 20
    assert d.state.objects[marshal].damage == 0
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_120_3c_damage_redirected_to_a_planeswalker_removes_loyalty() -> None:
    """CR 614.9, 120.3c: Shock's 2 damage to player 0 is dealt to Teferi instead: two loyalty
    counters are removed (4 → 2)."""
    d = _glarecaster("Teferi, Who Slows the Sunset")
    teferi = d.find("Teferi, Who Slows the Sunset")
    _redirect_then_shock(d, teferi)
    assert d.life(0) == 20
    assert d.state.objects[teferi].counters.get("loyalty") == 2


def test_614_9_a_redirection_to_a_creature_that_is_gone_does_nothing() -> None:
    """CR 614.9: Glarecaster's redirection to Glory Seeker resolved; the first Shock kills the
    Seeker, so the second Shock's damage to player 0 can't be redirected and is dealt to
    them."""
    d = _glarecaster("Glory Seeker")
    seeker = d.find("Glory Seeker")
    _redirect_then_shock(d, seeker, shock_at=seeker)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_120_3f_lifelink_damage_redirected_to_its_own_controller_still_gains() -> None:
    """CR 614.9, 120.3f: Hungry for More's 3/1 lifelink Vampire attacks player 0; Glarecaster
    redirects the damage to player 1, the Vampire's controller: they lose 3 and gain 3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Swamp", "Mountain")
    s.hand(1, "Hungry for More")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Hungry for More")
    d.resolve()
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack([d.find("Vampire", zone="battlefield")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.life(1) == 20
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "life_gain"] == [(1, 3)]


def test_510_2_lifelink_gain_and_lethal_damage_dealt_at_once_leave_the_player_alive() -> None:
    """CR 510.2, 120.3f, 704.5a: at 2 life, player 0 is dealt 2 by the unblocked Glory Seeker
    while their Intrepid Adversary (lifelink) deals 3 to the Elvish Warrior it blocks: all at
    once, so player 0 ends at 3 and doesn't lose."""
    s = Scenario(seed=1, life=2)
    s.battlefield(0, "Intrepid Adversary")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Intrepid Adversary"): d.find("Elvish Warrior")})
    d.pass_until("postcombat_main")
    assert d.life(0) == 3
    assert not d.state.players[0].lost


def test_119_3_losing_life_isnt_damage_and_leaves_a_shield_unused() -> None:
    """CR 119.3, 615.1: Cabal Archon's "target player loses 2 life" isn't damage: Sunfire
    Balm's shield on player 1 doesn't prevent it and stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Archon", "Swamp", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    d = Driver(s.build())
    d.cast(0, "Sunfire Balm", targets=[1], pay=False)
    for plains in d.ids("Plains"):
        d.mana(0, plains)
    d.resolve()
    d.activate(0, "Cabal Archon", targets=[1], choices=[d.find("Cabal Archon")])
    d.resolve()
    assert d.life(1) == 18
    assert d.life(0) == 22
    assert d.state.shields


def test_120_3c_a_shielded_planeswalker_keeps_its_loyalty() -> None:
    """CR 615.7, 120.3c: Sunfire Balm targets Teferi ("any target"); Shock's 2 damage to it is
    prevented, so no loyalty counter is removed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock")
    s.battlefield(1, "Teferi, Who Slows the Sunset")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Sunfire Balm", targets=[teferi])
    d.resolve()
    d.cast(0, "Shock", targets=[teferi])
    d.resolve()
    assert d.state.objects[teferi].counters.get("loyalty") == 4


def test_614_11_words_of_war_s_damage_instead_of_a_draw_meets_a_prevention_shield() -> None:
    """CR 614.11, 615.7: Words of War replaces the draw step's draw with 2 damage to Glory
    Seeker, which Sunfire Balm's shield prevents; no card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", "Mountain", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.library(0, "Forest")
    s.battlefield(1, "Glory Seeker")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Sunfire Balm", targets=[seeker])
    d.resolve()
    d.activate(0, "Words of War", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.state.objects[seeker].damage == 0
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 1


def test_119_5_a_life_total_set_lower_is_life_lost() -> None:
    """CR 119.5: Biorhythm sets player 1's life to 3 (their three creatures): they lose 17
    life, so Arrogant Outlaw's "if an opponent lost life this turn" drains 2; player 0's life
    became 2 (two creatures) and goes to 4."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8, *["Swamp"] * 3, "Glory Seeker", "Wirewood Elf")
    s.hand(0, "Biorhythm", "Arrogant Outlaw")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    assert (d.life(0), d.life(1)) == (2, 3)
    d.cast(0, "Arrogant Outlaw")
    d.resolve()  # the Outlaw enters; its ability triggers
    d.resolve()
    assert (d.life(0), d.life(1)) == (4, 1)


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)


def test_zero_damage_isnt_increased_by_a_plus_one_replacement() -> None:
    """CR 614.7a: Light Up the Night with X = 0 at player 1 would deal 0 damage, so it deals
    no damage at all: Rem Karolus's "deals that much damage plus 1 instead" has no event to
    replace, and player 1 keeps 20 life."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Light Up the Night")
    d = Driver(s.build())
    d.cast(0, "Light Up the Night", x=0, targets=[1])
    d.resolve()
    assert d.life(1) == 20
    assert not [e for e in d.game.log if e.kind == "damage"]


def test_a_zero_power_attacker_doesnt_use_up_a_redirection_shield() -> None:
    """CR 614.7, 614.7a: Glarecaster's "the next time damage would be dealt to Glarecaster
    and/or you" waits through combat with Glory Seeker at 0 power (Startle): 0 damage is no
    damage, so the shield is still there for Shock, which is dealt to the Seeker instead."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Glarecaster", *["Plains"] * 7, "Island")
    s.battlefield(1, "Glory Seeker", "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.hand(0, "Startle")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Startle", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 0
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_redirected_damage_meets_the_new_recipients_shield() -> None:
    """CR 616.2: Glarecaster's redirection makes Shock's damage to player 0 damage to Krosan
    Tusker; the Tusker's Sunfire Balm shield then applies to that modified event and prevents
    it."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Glarecaster", *["Plains"] * 10)
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain", "Krosan Tusker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Sunfire Balm", targets=[tusker])
    d.resolve()
    d.activate(0, "Glarecaster", targets=[tusker])
    d.resolve()
    d.pass_priority()
    shock = d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[tusker].damage == 0
    prevented = [e for e in d.game.log if e.kind == "prevented"]
    assert [(e.obj, e.player, e.amount, e.source) for e in prevented] == [(tusker, None, 2, shock)]


def test_a_prevent_one_static_effect_applies_to_each_source_dealing_damage_at_once() -> None:
    """CR 615.10: Daunting Defender (a Cleric, "prevent 1 of that damage") attacks and is
    blocked by Glory Seeker and Elvish Warrior; each deals 2 combat damage to it at once, and
    1 of each is prevented: it is dealt 2, not 3."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Daunting Defender")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    defender = d.find("Daunting Defender")
    d.to_combat()
    d.attack([defender])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): defender, d.find("Elvish Warrior"): defender})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 2))
    d.pass_until("end_of_combat")
    assert d.state.objects[defender].damage == 2
    assert d.zone_of("Daunting Defender") == "battlefield"


def test_combat_damage_replaced_by_milling_gains_no_life_through_lifelink() -> None:
    """CR 614.1a, 614.6, 702.15b: Undead Alchemist replaces the Zombie's combat damage to
    player 1 with milling; no damage is dealt, so the lifelink Mask of Griselbrand gives it
    gains its controller nothing."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Undead Alchemist")
    s.token(0, "Zombie", label="z")
    s.battlefield(0, "Mask of Griselbrand", attached_to="z")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Zombie")])
    d.pass_until("combat_damage")
    assert d.life(1) == 20 and d.life(0) == 20
    assert len(d.ids("Island", "graveyard", 1)) == 2


def test_614_9_a_redirection_to_a_permanent_no_longer_a_creature_does_nothing() -> None:
    """CR 614.9: in player 1's upkeep, with Poppet Stitcher's transform trigger on the stack,
    player 0 redirects the next damage to them to the Stitcher (a creature). It transforms
    into Poppet Factory, an artifact: when Shock would deal 2 damage to player 0, the
    Factory is no longer a creature, so the damage isn't redirected."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Poppet Stitcher", "Mountain")
    s.token(1, "Zombie", 3)
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    s.at("end", active=0)
    d = Driver(s.build())
    while not d.state.stack:  # to player 1's upkeep, the Stitcher's trigger on the stack
        d.pass_priority()
    stitcher = d.find("Poppet Stitcher")
    d.pass_priority()  # player 1 passes
    d.activate(0, "Glarecaster", targets=[stitcher])
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.chars(stitcher).types == frozenset({"Artifact"})
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    assert d.state.objects[stitcher].damage == 0


def test_614_9_a_redirection_to_a_phased_out_creature_does_nothing() -> None:
    """CR 614.9, 702.26b: Glarecaster's redirection to Creeping Inn resolved; Creeping Inn
    phases out (treated as though it doesn't exist), so Shock's damage to player 0 isn't
    redirected to it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, *(["Mountain"] * 6))
    s.battlefield(1, "Hostile Hostel", transformed=True)
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[inn])
    d.resolve()
    d.activate(1, inn)
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_614_5_two_redirections_sending_damage_back_apply_once_each() -> None:
    """CR 614.5, 614.9: player 0's Glarecaster A has a shield sending the next damage to it to
    player 1's Glarecaster B; B has one sending the next damage to it back to A. Shock at A is
    sent to B, then back to A; A's shield has already had its one opportunity to affect that
    damage, so A is dealt the 2 damage. Both shields are used up: a second Shock at B is dealt
    to B."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Glarecaster", *(["Plains"] * 6), "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    a, b = d.ids("Glarecaster")
    d.pass_priority()
    d.activate(0, a, targets=[b])
    d.resolve()
    d.activate(1, b, targets=[a])
    d.resolve()
    first, second = d.ids("Shock", zone="hand")
    d.cast(1, first, targets=[a])
    d.resolve()
    assert d.decision.kind == "priority"
    assert (d.state.objects[a].damage, d.state.objects[b].damage) == (2, 0)
    assert d.life(0) == d.life(1) == 20
    d.cast(1, second, targets=[b])
    d.resolve()
    assert (d.state.objects[a].damage, d.state.objects[b].damage) == (2, 2)


def test_702_2b_deathtouch_damage_redirected_to_a_creature_destroys_it() -> None:
    """CR 614.9, 702.2b, 704.5h: Tainted Adversary (2/3, deathtouch) attacks player 0, whose
    Glarecaster shield sends the next damage to them to the Adversary's controller's Krosan
    Colossus (9/9) instead; the damage is still dealt by the deathtouch source, so the
    Colossus, dealt 2, is destroyed; no player loses life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Tainted Adversary", "Krosan Colossus")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[d.find("Krosan Colossus")])
    d.resolve()
    d.to_combat()
    d.attack([d.find("Tainted Adversary")])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (20, 20)
    assert d.zone_of("Krosan Colossus") == "graveyard"
    assert d.zone_of("Tainted Adversary") == "battlefield"
