"""Acceptance scenarios for face-down permanents (CR 702.37, 708, 707.2, 603.10a, 510.4).

A face-down permanent is a 2/2 creature with no name, no subtypes, no colour, no abilities
and mana value 0 (CR 708.2a); effects that look at it see only that. Turning it face up is a
special action (CR 702.37e, 116.2b) after which effects already applied to it keep applying
(CR 708.8). Copying it copies the face-down values (CR 707.2); leaving the battlefield it is
revealed (CR 708.9) and "leaves" abilities look back at it face down (CR 603.10a).
"""

from __future__ import annotations

import json

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, PassPriority, SpecialAction
from manastack.dsl.effects import ApplyContinuous, Modify
from manastack.dsl.prelude import TARGET_CREATURE, Target, spell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

MUTE = define_card(
    "Reference Test Mute", "{U}", "Instant",
    "Target creature loses all abilities until end of turn.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(remove_all_abilities=True)),
                     targets=[TARGET_CREATURE])]).name
"""A card made up for CR 708.8 with 702.37e: no card of the three sets makes a creature lose
all its abilities until end of turn."""


def to_blockers(d: Driver) -> None:
    while d.decision.kind != "declare_blockers":
        d.act(d.decision.player, PassPriority())


def test_clone_copying_a_face_down_creature_is_a_face_up_nameless_2_2() -> None:
    """CR 707.2, 708.2: the copiable values of a face-down permanent are the face-down ones;
    Clone becomes a face-up colourless 2/2 with no name, subtypes or abilities, and stays so
    after the original is turned face up (CR 707.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, *["Plains"] * 4)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, d.ids("Clone", zone="hand")[0])
    d.resolve()
    d.expect("choose_cards")
    d.choose(lancer)
    clone = d.find("Clone", zone="battlefield")
    assert not d.state.objects[clone].face_down
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("", 2, 2)
    assert c.colors == frozenset() and c.subtypes == frozenset() and c.abilities == ()
    assert c.mana_value == 0
    d.pass_priority()
    d.special(1, "turn_face_up", lancer)
    d.pay()
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness, c.has("First strike")) == ("", 2, 2, False)
    # the face-up Clone is public, with the (empty) rules text it copied, not Clone's own
    for player in (0, 1):
        [view] = [o for o in d.game.view(player)["battlefield"] if o["id"] == clone]
        assert "face_down" not in view and view["name"] == ""
        assert view["text"] == "" and view["text_ja"] == ""


def test_a_face_down_cleric_dying_is_not_a_cleric_dying() -> None:
    """CR 603.10a, 708.2: a "dies" ability looks back at the permanent as it last existed on
    the battlefield: face down, with no creature types, so Rotlung Reanimator doesn't trigger
    for a face-down Daru Healer (a Human Cleric face up)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Daru Healer")])
    d.resolve()
    assert d.find("Daru Healer", zone="graveyard")
    assert not d.state.stack and not d.ids("Zombie Token")


def test_a_face_up_cleric_dying_after_turning_face_up_is_a_cleric() -> None:
    """Contrast: turned face up in response, Daru Healer dies as a Cleric (CR 603.10a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Plains")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.cast(1, "Shock", targets=[healer])
    d.pass_priority()
    d.special(0, "turn_face_up", healer)
    d.pay()
    d.resolve_all()
    assert d.find("Daru Healer", zone="graveyard")
    assert len(d.ids("Zombie Token", zone="battlefield")) == 1


def test_endemic_plague_sacrificing_a_face_down_creature_destroys_nothing() -> None:
    """CR 608.2h, 708.2: the sacrificed creature's last known information is a face-down 2/2
    with no creature types, so nothing shares a type with it; a face-down Goblin is no
    Goblin, and another face-down creature shares no type with it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.hand(0, "Endemic Plague")
    s.battlefield(1, "Goblin Sky Raider")
    s.battlefield(1, "Spined Basher", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Goblin Taskmaster")])
    assert d.find("Goblin Taskmaster", zone="graveyard")
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "battlefield"
    assert d.zone_of("Spined Basher") == "battlefield"


def test_crown_on_a_face_down_creature_shares_no_type() -> None:
    """CR 708.2: Crown of Vigor's sacrifice reaches the enchanted face-down creature only; no
    other creature (face down or a Goblin like the face-up card) shares a type with it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Spined Basher", face_down=True)
    s.battlefield(0, "Goblin Sky Raider")
    s.hand(0, "Crown of Vigor")
    d = Driver(s.build())
    master, basher = d.find("Goblin Taskmaster"), d.find("Spined Basher")
    d.cast(0, "Crown of Vigor", targets=[master])
    d.resolve()
    assert d.chars(master).power == 3
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert (d.chars(master).power, d.chars(master).toughness) == (3, 3)
    assert d.chars(basher).power == 2
    assert d.chars(d.find("Goblin Sky Raider")).power == 1


def test_face_down_goblins_are_not_counted_by_sparksmith() -> None:
    """CR 708.2: "the number of Goblins on the battlefield" doesn't count a face-down Goblin
    Taskmaster; turned face up, it counts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Mountain")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(1, "Krosan Tusker", "Krosan Tusker")
    d = Driver(s.build())
    t1, t2 = d.ids("Krosan Tusker")
    d.activate(0, "Sparksmith", targets=[t1])
    d.resolve()
    assert d.state.objects[t1].damage == 1 and d.life(0) == 19
    d.special(0, "turn_face_up", d.find("Goblin Taskmaster"))
    d.pay()
    assert d.chars(d.find("Goblin Taskmaster")).subtypes == {"Goblin"}


def test_shared_triumph_applies_only_once_it_is_face_up() -> None:
    """CR 708.2, 613.4c: a face-down Goblin doesn't get Shared Triumph's +1/+1 for Goblins;
    turned face up it does at once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    master = d.find("Goblin Taskmaster")
    assert (d.chars(master).power, d.chars(master).toughness) == (2, 2)
    d.special(0, "turn_face_up", master)
    d.pay()
    assert (d.chars(master).power, d.chars(master).toughness) == (2, 2)  # 1/1 +1/+1


def test_a_face_down_goblin_may_block_a_creature_with_protection_from_goblins() -> None:
    """CR 702.16b, 708.2: a face-down Goblin Taskmaster isn't a Goblin, so it can block
    Foothill Guide; turned face up afterwards the block stands (CR 509.1), but its damage to
    the Guide is prevented (CR 702.16e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Foothill Guide")
    s.battlefield(1, "Goblin Taskmaster", face_down=True)
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    guide, master = d.find("Foothill Guide"), d.find("Goblin Taskmaster")
    d.to_combat()
    d.attack([guide])
    to_blockers(d)
    d.block({master: guide})
    assert d.decision.kind == "priority"
    while d.decision.player != 1:
        d.pass_priority()
    d.special(1, "turn_face_up", master)
    d.pay()
    d.pass_until("postcombat_main")
    assert d.zone_of("Foothill Guide") == "battlefield"
    assert d.state.objects[guide].damage == 0
    assert d.zone_of("Goblin Taskmaster") == "graveyard"  # the 1/1 took the Guide's 1


def test_turned_face_up_during_the_first_strike_step_it_deals_regular_damage() -> None:
    """CR 510.4: a creature that had neither first strike nor double strike as the first
    combat damage step began deals damage in the second step, even if it has first strike
    by then. A face-down Daru Lancer attacks beside a face-up one (so there are two steps),
    is turned face up after the first, and deals its 3 in the second."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    d = Driver(s.build())
    up, down = d.ids("Daru Lancer")
    if d.state.objects[up].face_down:
        up, down = down, up
    d.to_combat()
    d.attack([up, down])
    while d.state.step.name.lower() != "first_strike_damage":
        d.pass_priority()
    assert d.life(1) == 17
    while d.decision.player != 0:
        d.pass_priority()
    d.special(0, "turn_face_up", down)
    d.pay()
    d.pass_until("postcombat_main")
    assert d.life(1) == 14


def test_bounced_face_down_creature_is_revealed_and_a_face_up_card_in_hand() -> None:
    """CR 708.9, 400.7: returned to its owner's hand, a face-down permanent is revealed to
    every player as it moves, and the card in hand is a new, face-up object."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Colossus", face_down=True)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Island")
    s.hand(1, "Essence Fracture")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    assert "Krosan Colossus" not in json.dumps(d.game.view(1))
    d.cast(1, "Essence Fracture", targets=[colossus, d.find("Glory Seeker")])
    d.resolve()
    card = d.find("Krosan Colossus", zone="hand")
    assert card != colossus and not d.state.objects[card].face_down
    log = d.game.view(1)["log"]
    moved = [e for e in log if e["kind"] == "zone_change" and e.get("from") == "battlefield"
             and e.get("to") == "hand"]
    assert any(e.get("card") == "Krosan Colossus" for e in moved)


def test_a_clone_of_a_face_up_creature_shows_the_copied_rules_text() -> None:
    """CR 707.2a: a copy acquires the rules text it copies; every view shows Daru Lancer's
    text on a Clone copying it, not Clone's own."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, d.ids("Clone", zone="hand")[0])
    d.resolve()
    d.choose(d.find("Daru Lancer"))
    clone = d.find("Clone", zone="battlefield")
    for player in (0, 1):
        [view] = [o for o in d.game.view(player)["battlefield"] if o["id"] == clone]
        assert view["text"].startswith("First strike\nMorph {2}{W}{W}")
        assert view["text_ja"].startswith("先制攻撃")



def test_a_token_copy_of_a_face_down_creature_never_carries_the_hidden_card() -> None:
    """CR 707.2, 708.2a, 708.5: Croaking Counterpart copying an opponent's face-down Daru
    Lancer makes a face-up nameless 1/1 green Frog with no abilities; nothing about the token
    (its card key included) tells its creator which card the face-down creature is."""
    from tests.rules.test_hidden_information_face_down import leaks
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest", "Island")
    s.hand(0, "Croaking Counterpart")
    s.battlefield(1, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    assert leaks(d.game, 0, "Daru Lancer", []) == []
    d.cast(0, "Croaking Counterpart", targets=[lancer])
    d.resolve()
    [token] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert not d.state.objects[token].face_down
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes, c.abilities) == \
        ("", 1, 1, frozenset({"G"}), frozenset({"Frog"}), ())
    assert d.ids("Daru Lancer") == [lancer]
    assert leaks(d.game, 0, "Daru Lancer", []) == []
    [view] = [o for o in d.game.view(0)["battlefield"] if o["id"] == token]
    assert view["name"] == "" and view["text"] == "" and view["token"]


def test_a_face_down_creature_that_would_lose_all_abilities_cant_be_turned_face_up() -> None:
    """CR 702.37e, 613.1f: the morph cost is the one the permanent would have face up; a
    face-down Daru Lancer with a slime counter would, face up, be a non-Horror creature with a
    slime counter, losing all its abilities to Sludge Monster, morph included, so it can't be
    turned face up while the Monster is on the battlefield (another face-down creature can);
    once the Monster is gone, it can."""
    s = Scenario(seed=1)
    s.battlefield(1, "Sludge Monster")
    s.battlefield(0, "Daru Lancer", face_down=True, counters={"slime": 1})
    s.battlefield(0, "Spined Basher", face_down=True)
    s.battlefield(0, "Island", "Island", "Swamp", "Swamp", "Swamp", *["Plains"] * 4)
    s.hand(0, "Essence Fracture")
    d = Driver(s.build())
    lancer, basher = d.find("Daru Lancer"), d.find("Spined Basher")
    offered = {a.source for a in d.game.legal_actions()
               if isinstance(a, SpecialAction) and a.kind == "turn_face_up"}
    assert offered == {basher}
    with pytest.raises(IllegalActionError):
        d.special(0, "turn_face_up", lancer)
    assert d.state.objects[lancer].face_down and d.decision.kind == "priority"
    d.cast(0, "Essence Fracture", targets=[d.find("Sludge Monster"), basher])
    d.resolve()
    assert d.zone_of("Sludge Monster") == "hand"
    d.special(0, "turn_face_up", lancer)
    d.pay()
    c = d.chars(lancer)
    assert not d.state.objects[lancer].face_down
    assert c.name == "Daru Lancer" and c.has("First strike")


def test_an_effect_turns_up_a_face_down_creature_that_would_lose_its_morph_ability() -> None:
    """CR 702.37e, 708.8, 613.1f: only the morph special action needs the morph cost the
    permanent would have face up. Break Open turns player 0's face-down Daru Lancer with a
    slime counter face up although, face up, Sludge Monster takes all its abilities (morph
    included): it is Daru Lancer, a non-Horror with a slime counter, so a 2/2 without first
    strike."""
    s = Scenario(seed=1)
    s.battlefield(1, "Sludge Monster", "Mountain", "Mountain")
    s.battlefield(0, "Daru Lancer", face_down=True, counters={"slime": 1})
    s.hand(1, "Break Open")
    s.at("precombat_main", active=0, priority=1)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(1, "Break Open", targets=[lancer])
    d.resolve()
    c = d.chars(lancer)
    assert not d.state.objects[lancer].face_down
    assert c.name == "Daru Lancer" and "Soldier" in c.subtypes
    assert (c.power, c.toughness) == (2, 2)
    assert not c.has("First strike") and not c.has("Morph")


def test_token_copies_of_a_sacrificed_face_down_creature_are_nameless_2_2s() -> None:
    """CR 707.2, 708.2a: a face-down Fallen Cleric made a Zombie by Imagecrafter is sacrificed
    to Cleaver Skaab; the two tokens copy its copiable values as it was sacrificed: face-up
    2/2s with no name, no creature type (the type change isn't copied) and no abilities, made
    without the hidden card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cleaver Skaab", "Imagecrafter", "Island", "Island", "Island")
    s.battlefield(0, "Fallen Cleric", face_down=True)
    d = Driver(s.build())
    cleric = d.find("Fallen Cleric")
    d.activate(0, "Imagecrafter", targets=[cleric])
    d.resolve()
    d.choose("Zombie")
    assert d.chars(cleric).subtypes == {"Zombie"}
    d.activate(0, "Cleaver Skaab", choices=[cleric])
    assert d.zone_of("Fallen Cleric") == "graveyard"
    d.resolve()
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 2
    for t in tokens:
        c = d.chars(t)
        assert (c.name, c.power, c.toughness, c.subtypes, c.abilities) == \
            ("", 2, 2, frozenset(), ())
        assert not d.state.objects[t].face_down
        assert d.state.objects[t].card_key != d.state.objects[d.find("Fallen Cleric")].card_key


def turn_up_offered(d: Driver) -> set[int]:
    return {a.source for a in d.game.legal_actions()
            if isinstance(a, SpecialAction) and a.kind == "turn_face_up"}


def test_an_effect_removing_its_abilities_keeps_it_face_down_until_it_ends() -> None:
    """CR 708.8, 702.37e: "loses all abilities until end of turn" applied to a face-down Daru
    Lancer would go on applying if it were turned face up, so it would have no morph cost
    face up: it can't be turned face up this turn; from the next turn on, it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    s.battlefield(1, "Island")
    s.hand(1, MUTE)
    s.library(0, "Plains", "Plains")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(1, MUTE, targets=[lancer])
    d.resolve()
    d.pass_priority()
    assert d.decision.player == 0 and turn_up_offered(d) == set()
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert turn_up_offered(d) == {lancer}
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert d.chars(lancer).has("First strike")



def test_turned_face_up_into_haste_it_attacks_the_turn_it_came() -> None:
    """CR 302.6, 702.10b, 708.8: a face-down Blistering Firecat that came under its
    controller's control this turn can't attack; turned face up it has haste and attacks for
    7 (trample, no blockers)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat", face_down=True, sick=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    d = Driver(s.build())
    cat = d.find("Blistering Firecat")
    d.special(0, "turn_face_up", cat)
    d.pay()
    d.to_combat()
    d.attack([cat])
    d.pass_until("postcombat_main")
    assert d.life(1) == 13


def test_turned_face_up_during_the_end_step_its_end_step_trigger_waits() -> None:
    """CR 603.2, 513.1a: "at the beginning of the end step" triggers only as the step
    begins; Blistering Firecat turned face up later in the end step isn't sacrificed this
    turn, but is at the beginning of the next end step (the opponent's)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat", face_down=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.special(0, "turn_face_up", d.find("Blistering Firecat"))
    d.pay()
    assert d.state.stack == []
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Blistering Firecat") == "battlefield"
    d.pass_until("end", turn=4)
    assert d.zone_of("Blistering Firecat") == "graveyard"


def test_turning_an_already_face_down_permanent_face_down_does_nothing() -> None:
    """CR 708.2b: Skittish Valesk's upkeep trigger is on the stack when Backslide turns it face
    down; the flip lost, the trigger tries to turn a face-down permanent face down: nothing
    happens (no second event, no new timestamp)."""
    for seed in range(1, 40):
        s = Scenario(seed=seed)
        s.battlefield(0, "Skittish Valesk")
        s.battlefield(0, *["Mountain"] * 6)
        s.battlefield(1, "Island", "Island")
        s.hand(1, "Backslide")
        s.library(0, *["Mountain"] * 3)
        s.library(1, *["Mountain"] * 3)
        s.at("end", active=1, turn=2)
        d = Driver(s.build())
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            d.pass_priority()
        valesk = d.find("Skittish Valesk")
        d.pass_priority()
        d.cast(1, "Backslide", targets=[valesk])
        d.resolve()
        assert d.state.objects[valesk].face_down
        stamp = d.state.objects[valesk].timestamp
        d.resolve()
        [coin] = [e for e in d.state.log if e.kind == "coin_flip"]
        if coin.data["won"]:
            continue
        assert d.state.objects[valesk].face_down
        assert d.state.objects[valesk].timestamp == stamp
        assert [e.obj for e in d.state.log if e.kind == "turned_face_down"] == [valesk]
        return
    raise AssertionError("no lost flip")


def _turning_up_a_goblin(name: str, *lands: str) -> tuple[Driver, int]:
    """A face-down ``name`` made a Goblin by Imagecrafter, beside Skirk Prospector; its
    controller begins turning it face up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Imagecrafter", "Skirk Prospector", *lands)
    s.battlefield(0, name, face_down=True)
    d = Driver(s.build())
    creature = d.find(name)
    d.activate(0, "Imagecrafter", targets=[creature])
    d.resolve()
    d.choose("Goblin")
    d.special(0, "turn_face_up", creature)
    d.expect("pay_mana")
    prospector = d.find("Skirk Prospector")
    [act] = [a for a in d.game.legal_actions() if getattr(a, "source", None) == prospector]
    d.act(0, act)
    d.expect("sacrifice")
    d.choose(creature)
    return d, creature


def test_sacrificed_while_its_morph_cost_is_paid_the_cost_is_paid_all_the_same() -> None:
    """CR 702.37e, 605.3a: paying the morph cost {R} of a face-down Goblin Taskmaster (a
    Goblin by Imagecrafter) with Skirk Prospector's "Sacrifice a Goblin: Add {R}" by
    sacrificing the Taskmaster itself: the {R} made pays the cost (none is left in the pool)
    and nothing is turned face up; its controller then has priority."""
    d, _ = _turning_up_a_goblin("Goblin Taskmaster")
    assert d.zone_of("Goblin Taskmaster") == "graveyard"
    assert d.state.players[0].mana_pool == {}
    assert not [e for e in d.game.log if e.kind == "turned_face_up"]
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_sacrificed_while_its_morph_cost_is_paid_the_rest_is_still_owed() -> None:
    """CR 702.37e: Skirk Commando's morph cost is {2}{R}; its {R} made by sacrificing the
    Commando itself, the {2} left is still paid, with the two Mountains."""
    d, _ = _turning_up_a_goblin("Skirk Commando", "Mountain", "Mountain")
    assert d.zone_of("Skirk Commando") == "graveyard"
    assert d.expect("pay_mana").prompt == "Pay {2} (morph cost)"
    mountains = d.ids("Mountain")
    for mountain in mountains:
        d.expect("pay_mana")
        [act] = [a for a in d.game.legal_actions() if getattr(a, "source", None) == mountain]
        d.act(0, act)
    assert all(d.state.objects[m].tapped for m in mountains)
    assert d.state.players[0].mana_pool == {}
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_turned_face_down_after_striking_first_it_doesnt_strike_again() -> None:
    """CR 510.4, 708.2a: Daru Lancer (first strike) blocked by Krosan Tusker deals its 3 in the
    first-strike step; turned face down by Backslide then, it is a 2/2 without first strike,
    but it had first strike as the first step began, so it deals no damage in the second step,
    where the Tusker's 6 kills it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer")
    s.battlefield(1, "Krosan Tusker", "Island", "Island")
    s.hand(1, "Backslide")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    d = Driver(s.build())
    lancer, tusker = d.find("Daru Lancer"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([lancer])
    to_blockers(d)
    d.block({tusker: lancer})
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.act(d.decision.player, PassPriority())
    assert d.state.objects[tusker].damage == 3
    while d.decision.player != 1:
        d.act(d.decision.player, PassPriority())
    d.cast(1, "Backslide", targets=[lancer])
    d.resolve()
    assert d.state.objects[lancer].face_down
    d.pass_until("postcombat_main")
    assert d.state.objects[tusker].damage == 3
    assert d.zone_of("Daru Lancer") == "graveyard"


def test_a_morph_card_exiled_face_down_by_siphon_insight_may_be_cast_face_down() -> None:
    """CR 702.37c, 406.3a, 708.5: Siphon Insight lets its caster look at and play the card it
    exiled face down from the opponent's library; a card with morph may then be cast face
    down for {3} (not turned face up first); the spell and the permanent it becomes are
    known to their controller only, not to the card's owner."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Plains", "Plains", "Forest")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, "Daru Lancer", *["Island"] * 5)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.choose(d.find("Daru Lancer", "library", player=1))
    card = d.find("Daru Lancer", "exile")
    assert d.state.objects[card].face_down
    assert [a for a in d.game.legal_actions() if getattr(a, "card", None) == card] == \
        [CastSpell(card, "face_down")]  # {4}{W}{W} face up is too much
    sid = d.cast(0, card, method="face_down")
    assert d.state.objects[sid].face_down and d.chars(sid).power == 2
    assert all(d.state.objects[x].tapped for x in d.ids("Plains") + d.ids("Forest"))
    assert "Daru Lancer" not in json.dumps(d.game.view(1))
    d.resolve()
    lancer = d.find("Daru Lancer", "battlefield")
    assert d.state.objects[lancer].face_down and d.chars(lancer).controller == 0
    assert "Daru Lancer" not in json.dumps(d.game.view(1))
    assert [o.get("card") for o in d.game.view(0)["battlefield"] if o["id"] == lancer] == \
        ["Daru Lancer"]


def test_a_card_exiled_face_down_nobody_may_play_is_not_cast_face_down() -> None:
    """CR 406.3, 702.37c: Wall of Mourning's face-down exiled card has no permission to be
    played, so even with morph it can't be cast face down."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Wall of Mourning")
    s.library(0, "Daru Lancer", *["Plains"] * 5)
    d = Driver(s.build())
    d.cast(0, "Wall of Mourning")
    d.resolve()
    d.resolve_all()
    exiled = d.find("Daru Lancer", "exile")
    assert d.state.objects[exiled].face_down
    assert not [a for a in d.game.legal_actions() if getattr(a, "card", None) == exiled]


def test_a_morph_card_one_may_play_this_turn_may_be_cast_face_down_this_turn_only() -> None:
    """CR 702.37c: Geistflame Reservoir exiles Battering Craghorn face up and lets its player
    play it this turn: it may be cast face down for {3} this turn; on their next turn, the
    permission over, it may not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Geistflame Reservoir", *["Mountain"] * 5)
    s.library(0, "Battering Craghorn", *["Mountain"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    d.activate(0, "Geistflame Reservoir", index=2)
    d.resolve()
    card = d.find("Battering Craghorn", "exile")
    assert CastSpell(card, "face_down") in d.game.legal_actions()
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    assert d.zone_of("Battering Craghorn") == "exile"
    assert all(not d.state.objects[m].tapped for m in d.ids("Mountain", "battlefield"))
    assert not [a for a in d.game.legal_actions() if getattr(a, "card", None) == card]


def test_a_copy_of_a_face_down_spell_is_a_face_up_nameless_2_2() -> None:
    """CR 707.2, 707.10, 708.2a: copying a face-down Krosan Colossus spell copies the
    face-down values: the copy is a face-up colourless 2/2 creature spell with no name, no
    abilities and no card behind it, and the token it becomes is the same; no view names the
    Colossus."""
    from tests.reference_cards import DOUBLE_MAJOR
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Krosan Colossus", DOUBLE_MAJOR.name)
    s.library(0, *["Forest"] * 3)
    d = Driver(s.build())
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    d.cast(0, DOUBLE_MAJOR.name, targets=[sid])
    d.resolve()
    copy = d.state.stack[-1]
    assert copy != sid and not d.state.objects[copy].face_down
    c = d.chars(copy)
    assert (c.name, c.power, c.toughness, c.colors, c.abilities, c.mana_value) == \
        ("", 2, 2, frozenset(), (), 0)
    for player in (0, 1):
        assert "Krosan Colossus" not in json.dumps(
            [o for o in d.game.view(player)["stack"] if o["id"] == copy])
    assert "Krosan Colossus" not in json.dumps(d.game.view(1))
    d.resolve()
    [token] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(token).name, d.chars(token).power) == ("", 2)
    assert not d.state.objects[token].face_down
    assert "Krosan Colossus" not in json.dumps(d.game.view(1))


def test_a_clone_of_a_face_down_creature_is_not_face_down() -> None:
    """CR 707.2, 708.2a: Clone copying a face-down Daru Lancer is a face-up nameless 2/2, so
    Ixidor's "face-down creatures get +1/+1" doesn't apply to it (the Lancer is a 3/3) and
    Nosy Goblin may target only the Lancer."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Ixidor, Reality Sculptor", "Nosy Goblin")
    s.hand(0, "Clone")
    s.battlefield(1, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, d.ids("Clone", zone="hand")[0])
    d.resolve()
    d.choose(lancer)
    clone = d.find("Clone", zone="battlefield")
    assert (d.chars(clone).power, d.chars(clone).toughness) == (2, 2)
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (3, 3)
    goblin = d.find("Nosy Goblin")
    [act] = [a for a in d.game.legal_actions() if getattr(a, "source", None) == goblin]
    d.act(0, act)
    assert {a.value for a in d.expect("target").actions} == {lancer}


def test_double_strike_given_face_down_stays_and_the_second_hit_is_the_face_up_one() -> None:
    """CR 708.8, 510.4, 702.4b, 603.2: Sigarda's Vanguard's attack trigger gives a face-down
    Exalted Angel (a 2/2 with no abilities) double strike. It deals 2 in the first-strike
    step, gaining nothing. Turned face up then, it keeps double strike (an effect that
    applied to the face-down permanent still applies) and deals 4 in the regular step as the
    4/5 Angel, whose ability triggers for that damage alone: player 0 gains 4; player 1 loses
    2, 4 and the Vanguard's 3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(0, "Sigarda's Vanguard", *["Plains"] * 4)
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel, d.find("Sigarda's Vanguard")])
    d.resolve()  # the Vanguard's attack trigger: the face-down 2/2 alone is chosen
    d.choose(angel)
    d.choose(None)
    assert d.chars(angel).has("Double strike")
    while d.state.step.name.lower() != "first_strike_damage":
        d.pass_priority()
    assert d.life(1) == 18 and d.life(0) == 20
    d.special(0, "turn_face_up", angel)
    d.pay()
    assert d.chars(angel).has("Double strike")
    assert (d.chars(angel).power, d.chars(angel).toughness) == (4, 5)
    d.pass_until("postcombat_main")
    assert d.life(1) == 11
    assert d.life(0) == 24
