"""Turning a face-down permanent face up for its morph cost (CR 702.37e, 116.2b, 708.8).

Rulings covered: ONS-FAQ-001, ONS-FAQ-004, ONS-FAQ-011, ONS-FAQ-016 (obsolete),
ONS-FAQ-017, ONS-FAQ-019, ONS-FAQ-020 (obsolete), ONS-FAQ-021, ONS-FAQ-022, ONS-FAQ-024,
ONS-FAQ-025, ONS-FAQ-028, ONS-FAQ-029.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateManaAbility,
    DeclareAttacker,
    PassPriority,
    SpecialAction,
)
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import ZOMBIE_CUTTHROAT


def turn_up_actions(d: Driver) -> list[SpecialAction]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, SpecialAction) and a.kind == "turn_face_up"]


def lancer(lands: int = 4, **kw: object) -> Driver:
    s = Scenario(seed=5)
    s.battlefield(0, *(["Plains"] * lands))
    s.battlefield(0, "Daru Lancer", face_down=True, **kw)  # type: ignore[arg-type]
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


def pass_until_priority_in(d: Driver, step: str) -> None:
    for _ in range(50):
        dec = d.decision
        if dec.kind == "priority" and d.state.step.name.lower() == step:
            return
        if dec.kind == "priority":
            d.act(dec.player, PassPriority())
        else:
            raise AssertionError(f"unexpected decision {dec}")
    raise AssertionError(f"never reached {step}")


@pytest.mark.ruling("ONS-FAQ-001", "ONS-FAQ-004", "ONS-FAQ-011")
def test_turning_face_up_is_a_special_action_that_doesnt_use_the_stack() -> None:
    d = lancer()
    pid = d.find("Daru Lancer")
    assert turn_up_actions(d) == [SpecialAction("turn_face_up", pid)]
    before = len(d.game.log)
    d.special(0, "turn_face_up", pid)
    assert d.decision.kind == "pay_mana" and d.state.stack == []
    d.pay()
    assert d.state.stack == []
    assert not d.state.objects[pid].face_down
    c = d.chars(pid)
    assert (c.name, c.power, c.toughness) == ("Daru Lancer", 3, 4)
    assert c.has("First strike")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    # CR 116.3: the player who took the special action receives priority again.
    assert d.decision.kind == "priority" and d.decision.player == 0
    new = d.game.log[before:]
    assert [e.kind for e in new if e.kind == "turned_face_up"] == ["turned_face_up"]
    # Nothing entered the battlefield: "enters" abilities can't trigger (CR 708.8).
    assert not [e for e in new if e.kind == "zone_change"]


def test_the_morph_cost_must_be_payable() -> None:
    d = lancer(lands=3)
    assert turn_up_actions(d) == []
    s = Scenario(seed=5)
    s.battlefield(0, "Plains", "Forest", "Forest", "Forest")
    s.battlefield(0, "Daru Lancer", face_down=True)
    assert turn_up_actions(Driver(s.build())) == []  # {2}{W}{W} needs two white


def test_lands_mana_abilities_are_listed_beside_turning_face_up() -> None:
    # CR 605.3a, 116.2b: with a face-down permanent on the battlefield, whenever its
    # controller has priority each of their untapped lands' mana abilities is listed, in
    # battlefield order, along with turning it face up
    d = lancer(lands=3)
    plains = d.ids("Plains")
    acts = d.game.legal_actions()
    assert [a for a in acts if isinstance(a, ActivateManaAbility)] == \
        [ActivateManaAbility(p, 0, "W") for p in plains]
    d.act(0, ActivateManaAbility(plains[0], 0, "W"))
    assert [a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)] == plains[1:]


@pytest.mark.ruling("ONS-FAQ-022")
def test_an_opponent_can_never_turn_it_face_up() -> None:
    s = Scenario(seed=5)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, *(["Plains"] * 4))
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    d.act(0, PassPriority())
    assert d.decision.player == 1
    assert turn_up_actions(d) == []
    with pytest.raises(IllegalActionError):
        d.act(1, SpecialAction("turn_face_up", pid))


@pytest.mark.ruling("ONS-FAQ-001", "ONS-FAQ-004", "ONS-FAQ-028")
def test_turned_face_up_in_response_to_a_spell_targeting_it() -> None:
    """Any time its controller has priority, even in the opponent's turn with a spell on the
    stack. The spell still targets the (same) permanent and checks legality on resolution."""
    s = Scenario(seed=5)
    s.battlefield(0, *(["Plains"] * 4))
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    d.cast(1, "Shock", targets=[pid])
    d.act(1, PassPriority())
    assert d.decision.player == 0
    d.special(0, "turn_face_up", pid)
    d.pay()
    d.resolve()
    assert d.state.objects[pid].damage == 2
    assert d.chars(pid).name == "Daru Lancer"
    assert pid in d.state.battlefield


@pytest.mark.ruling("ONS-FAQ-017", "ONS-FAQ-021")
def test_counters_damage_and_tapped_state_stay() -> None:
    d = lancer(counters={"+1/+1": 1}, tapped=True)
    pid = d.find("Daru Lancer")
    assert (d.chars(pid).power, d.chars(pid).toughness) == (3, 3)
    d.act(0, PassPriority())
    d.cast(1, "Shock", targets=[pid])
    d.resolve()
    assert d.state.objects[pid].damage == 2
    d.special(0, "turn_face_up", pid)
    d.pay()
    o = d.state.objects[pid]
    assert not o.face_down
    assert o.tapped and o.damage == 2 and o.counters == {"+1/+1": 1}
    assert (d.chars(pid).power, d.chars(pid).toughness) == (4, 5)


@pytest.mark.ruling("ONS-FAQ-017")
def test_an_aura_stays_attached_when_it_turns_face_up() -> None:
    s = Scenario(seed=5)
    s.battlefield(0, *(["Plains"] * 4))
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Pacifism")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    d.cast(1, "Pacifism", targets=[pid])
    d.resolve()
    aura = d.find("Pacifism", "battlefield")
    assert d.state.objects[aura].attached_to == pid
    d.act(1, PassPriority())
    d.special(0, "turn_face_up", pid)
    d.pay()
    assert d.state.objects[aura].attached_to == pid
    assert d.find("Pacifism", "battlefield") == aura


@pytest.mark.ruling("ONS-FAQ-016")
def test_turning_face_up_gives_a_new_timestamp() -> None:
    """Obsolete: the 2002 FAQ kept the timestamp from when the creature entered; under current
    CR 613.7f a permanent gets a new timestamp when it is turned face up."""
    d = lancer()
    pid = d.find("Daru Lancer")
    before = d.state.objects[pid].timestamp
    plains = max(d.state.objects[p].timestamp for p in d.ids("Plains"))
    assert before > plains
    d.special(0, "turn_face_up", pid)
    d.pay()
    assert d.state.objects[pid].timestamp > before


@pytest.mark.ruling("ONS-FAQ-019")
def test_turning_face_up_doesnt_change_summoning_sickness() -> None:
    s = Scenario(seed=5)
    s.battlefield(0, *(["Plains"] * 8))
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Foothill Guide")
    d = Driver(s.build())
    old = d.find("Daru Lancer")
    d.cast(0, "Foothill Guide", method="face_down")
    d.resolve()
    new = d.find("Foothill Guide", "battlefield")
    d.special(0, "turn_face_up", new)
    d.pay()
    d.special(0, "turn_face_up", old)
    d.pay()
    assert not d.state.objects[new].face_down and not d.state.objects[old].face_down
    d.to_combat()
    acts = d.game.legal_actions()
    assert DeclareAttacker(old, 1) in acts
    assert DeclareAttacker(new, 1) not in acts


@pytest.mark.ruling("ONS-FAQ-024", "ONS-FAQ-025")
def test_face_down_creature_has_no_subtypes_and_no_abilities() -> None:
    """Face down it has no creature types and no abilities, not even morph; face up it has
    its types and its morph ability again."""
    s = Scenario(seed=5)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Foothill Guide", face_down=True)
    d = Driver(s.build())
    pid = d.find("Foothill Guide")
    c = d.chars(pid)
    assert not c.subtypes and not c.abilities and not c.keywords
    d.special(0, "turn_face_up", pid)
    d.pay()
    c = d.chars(pid)
    assert c.subtypes == frozenset({"Human", "Cleric"})
    assert c.has("Morph") and c.has("Protection")


@pytest.mark.ruling("ONS-FAQ-029")
def test_a_blocked_creature_stays_blocked_after_turning_face_up() -> None:
    """Riptide Biologist (protection from Beasts) blocked by a Beast while face down stays
    blocked once face up (CR 509.1h); the Beast's damage is then prevented (CR 702.16e)."""
    s = Scenario(seed=5)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(0, "Riptide Biologist", face_down=True)
    s.battlefield(1, "Battering Craghorn")
    d = Driver(s.build())
    bio = d.find("Riptide Biologist")
    crag = d.find("Battering Craghorn")
    d.to_combat()
    d.attack([bio])
    while d.decision.kind == "priority":
        d.act(d.decision.player, PassPriority())
    d.block({crag: bio})
    pass_until_priority_in(d, "declare_blockers")
    d.special(0, "turn_face_up", bio)
    d.pay()
    assert d.chars(bio).name == "Riptide Biologist"
    assert bio in d.state.combat.blocked
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[bio].damage == 0
    assert d.ids("Battering Craghorn", "graveyard")


@pytest.mark.ruling("ONS-FAQ-020")
def test_turned_face_up_before_combat_damage_deals_face_up_damage() -> None:
    """Obsolete: combat damage no longer uses the stack (CR 510), so the 2002 window between
    damage going on the stack and being dealt is gone. Today a creature turned face up
    before the combat damage step deals damage with its face-up characteristics."""
    s = Scenario(seed=5)
    s.battlefield(0, *(["Forest"] * 8))
    s.battlefield(0, "Krosan Colossus", face_down=True)
    d = Driver(s.build())
    col = d.find("Krosan Colossus")
    d.to_combat()
    d.attack([col])
    pass_until_priority_in(d, "declare_blockers")
    d.special(0, "turn_face_up", col)
    d.pay()
    d.pass_until("postcombat_main")
    assert d.life(1) == 11


@pytest.mark.ruling("ONS-FAQ-028")
def test_a_spell_targeting_it_is_checked_again_after_it_turns_face_up() -> None:
    """Smother ("mana value 3 or less") targets a face-down Krosan Colossus (mana value 0); its
    controller turns it face up in response (mana value 9): as Smother resolves its target is
    illegal, so it does nothing (CR 608.2b)."""
    s = Scenario(seed=5)
    s.battlefield(0, *(["Forest"] * 8))
    s.battlefield(0, "Krosan Colossus", face_down=True)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    col = d.find("Krosan Colossus")
    d.cast(1, "Smother", targets=[col])
    d.act(1, PassPriority())
    d.special(0, "turn_face_up", col)
    d.pay()
    assert d.chars(col).mana_value == 9
    d.resolve()
    assert not d.state.stack and d.zone_of("Smother") == "graveyard"
    assert col in d.state.battlefield and d.chars(col).name == "Krosan Colossus"


@pytest.mark.ruling("ONS-FAQ-011", "ONS-FAQ-017")
def test_an_effect_on_the_face_down_creature_still_applies_face_up() -> None:
    """Flare of Faith gives the face-down Daru Lancer (no creature type, so not a Human) +2/+2
    until end of turn: 4/4; turned face up it is the 3/4 Lancer with the same +2/+2, 5/6, and
    it loses it at the cleanup step (CR 708.8, 611.2c)."""
    s = Scenario(seed=5)
    s.battlefield(0, *(["Plains"] * 6))
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Flare of Faith")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    d.cast(0, "Flare of Faith", targets=[pid])
    d.resolve()
    assert (d.chars(pid).power, d.chars(pid).toughness) == (4, 4)
    d.special(0, "turn_face_up", pid)
    d.pay()
    c = d.chars(pid)
    assert c.name == "Daru Lancer" and (c.power, c.toughness) == (5, 6)
    assert not c.has("Indestructible")
    d.pass_until("upkeep", turn=4)
    assert (d.chars(pid).power, d.chars(pid).toughness) == (3, 4)


def test_a_morph_cost_of_life_alone_is_paid_without_mana_and_only_with_enough_life() -> None:
    """CR 702.37e, 119.4: Zombie Cutthroat's morph cost is "Pay 5 life", no mana: with no land
    it is turned face up at once, its controller losing 5 life; a player may pay life only if
    their life total is at least the amount, so with 5 life it may be turned up and with 4 it
    may not."""
    assert ZOMBIE_CUTTHROAT
    for life, offered in ((5, True), (4, False)):
        s = Scenario(seed=5)
        s.life(0, life)
        s.battlefield(0, "Zombie Cutthroat", face_down=True)
        d = Driver(s.build())
        pid = d.find("Zombie Cutthroat")
        assert turn_up_actions(d) == ([SpecialAction("turn_face_up", pid)] if offered else [])
    s = Scenario(seed=5)
    s.battlefield(0, "Zombie Cutthroat", face_down=True)
    d = Driver(s.build())
    pid = d.find("Zombie Cutthroat")
    d.special(0, "turn_face_up", pid)
    assert d.decision.kind == "priority" and d.state.stack == []
    assert not d.state.objects[pid].face_down
    assert (d.chars(pid).name, d.chars(pid).power) == ("Zombie Cutthroat", 3)
    assert d.life(0) == 15


def test_the_morph_cost_is_shown_as_it_is_paid() -> None:
    """CR 702.37e: to turn a face-down permanent face up, its controller shows all players what
    its morph cost would be face up: the log records Daru Lancer's {2}{W}{W}; Zombie
    Cutthroat's cost has no mana part to show."""
    d = lancer()
    d.special(0, "turn_face_up", d.find("Daru Lancer"))
    d.pay()
    assert [(e.player, e.data["cost"]) for e in d.game.log
            if e.kind == "morph_cost_shown"] == [(0, "{2}{W}{W}")]
    s = Scenario(seed=5)
    s.battlefield(0, "Zombie Cutthroat", face_down=True)
    d = Driver(s.build())
    d.special(0, "turn_face_up", d.find("Zombie Cutthroat"))
    assert [e.data["cost"] for e in d.game.log if e.kind == "morph_cost_shown"] == [""]


def test_a_permanent_turned_face_down_again_is_turned_face_up_again() -> None:
    """CR 702.37e, 708.2a: Daru Lancer is turned face up for {2}{W}{W}, Backslide turns it face
    down again, and it can be turned face up once more for its morph cost."""
    s = Scenario(seed=5)
    s.battlefield(0, *(["Plains"] * 8), "Island", "Island")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Backslide")
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    d.special(0, "turn_face_up", pid)
    d.pay()
    assert not d.state.objects[pid].face_down
    d.cast(0, "Backslide", targets=[pid])
    d.resolve()
    assert d.state.objects[pid].face_down and d.chars(pid).power == 2
    assert turn_up_actions(d) == [SpecialAction("turn_face_up", pid)]
    d.special(0, "turn_face_up", pid)
    d.pay()
    assert not d.state.objects[pid].face_down
    assert (d.chars(pid).name, d.chars(pid).power) == ("Daru Lancer", 3)


def _angel_facing(spell: str, lands: str, x: int | None = None) -> tuple[Driver, int]:
    """Player 0's face-down Exalted Angel with four Plains; player 1 casts ``spell`` in their
    main phase, and player 0, given priority, turns the Angel face up in response."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    s.battlefield(1, *[lands] * 5)
    s.hand(1, spell)
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(1, spell, x=x)
    d.pass_priority()  # player 0 gets priority with the spell on the stack
    d.special(0, "turn_face_up", angel)
    d.pay()
    assert not d.state.objects[angel].face_down
    assert (d.chars(angel).power, d.chars(angel).toughness) == (4, 5)
    return d, angel


def test_turned_face_up_in_response_to_damage_to_each_creature_it_survives() -> None:
    """CR 702.37e, 116.2b, 608.2h: Starstorm (X=3) is cast while Exalted Angel is a face-down
    2/2; in response it is turned face up (a special action, no stack). Starstorm deals its 3
    damage to each creature as it resolves, to the 4/5 Angel, which survives; dealing no
    damage, the Angel gains no life."""
    d, angel = _angel_facing("Starstorm", "Mountain", x=3)
    d.resolve()
    assert d.zone_of("Exalted Angel") == "battlefield"
    assert d.state.objects[angel].damage == 3
    assert d.life(0) == 20


def test_turned_face_up_in_response_to_minus_two_it_survives_as_a_2_3() -> None:
    """CR 702.37e, 611.2c, 613.4c: Infest (all creatures get -2/-2 until end of turn) would
    leave the face-down 2/2 at 0 toughness; turned face up in response, the Angel is a 4/5
    when Infest resolves and stays on the battlefield as a 2/3 until the turn ends."""
    d, angel = _angel_facing("Infest", "Swamp")
    d.resolve()
    assert d.zone_of("Exalted Angel") == "battlefield"
    assert (d.chars(angel).power, d.chars(angel).toughness) == (2, 3)
    d.pass_until("upkeep", turn=5)
    assert (d.chars(angel).power, d.chars(angel).toughness) == (4, 5)
