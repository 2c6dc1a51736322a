"""Jerren, Corrupted Bishop // Ormendahl, the Corrupter — {2}{B} Legendary Creature — Human
Cleric 2/3 // Legendary Creature — Demon 6/6 (black).

Oracle: Front: "Whenever Jerren, Corrupted Bishop enters the battlefield or another nontoken
Human you control dies, you lose 1 life and create a 1/1 white Human creature token. / {2}:
Target Human you control gains lifelink until end of turn. / At the beginning of your end step,
if you have exactly 13 life, you may pay {4}{B}{B}. If you do, transform Jerren."
Back: "Flying, trample, lifelink / Sacrifice another creature: Draw a card."
Rulings covered: MID-RN-160, MID-RN-161, MID-RN-162.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Jerren, Corrupted Bishop")


def _humans(d: Driver) -> list[int]:
    return [x for x in d.state.battlefield if d.state.objects[x].is_token]


def test_enters_loses_a_life_and_makes_a_human() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Jerren, Corrupted Bishop")
    d = Driver(s.build())
    d.cast(0, "Jerren, Corrupted Bishop")
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    [tok] = _humans(d)
    c = d.chars(tok)
    assert (c.name, c.power, c.toughness, c.colors) == ("Human Token", 1, 1, frozenset({"W"}))


def test_another_nontoken_human_dying_triggers_but_a_token_doesnt() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Glory Seeker", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    [tok] = _humans(d)
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[tok])
    d.resolve()
    assert not d.state.stack and not _humans(d)
    assert d.life(0) == 19


@pytest.mark.ruling("MID-RN-160", "MID-OR-0327")
def test_lifelink_twice_is_redundant() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    jerren = d.find("Jerren, Corrupted Bishop")
    for _ in range(2):
        d.activate(0, jerren, targets=[jerren])
        d.resolve()
    assert d.chars(jerren).has("Lifelink")
    d.to_combat()
    d.attack([jerren])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (22, 18)


def _end_step(life: int, *, shock: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp",
                  "Swamp")
    if shock:
        s.battlefield(0, "Mountain")
        s.hand(0, "Shock")
    s.life(0, life)
    d = Driver(s.build())
    while d.state.step.name != "END" or (life == 13 and not d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    return d


@pytest.mark.ruling("MID-RN-161", "MID-OR-0328")
def test_exactly_13_life_pays_and_transforms() -> None:
    d = _end_step(13)
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    c = d.chars(d.find("Jerren, Corrupted Bishop"))
    assert (c.name, c.power, c.toughness) == ("Ormendahl, the Corrupter", 6, 6)
    assert all(c.has(k) for k in ("Flying", "Trample", "Lifelink"))


@pytest.mark.ruling("MID-RN-161", "MID-OR-0328")
def test_not_13_life_no_trigger_and_life_changed_in_response_does_nothing() -> None:
    d = _end_step(14)
    assert not d.state.stack
    d = _end_step(13, shock=True)
    assert d.state.stack
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.chars(d.find("Jerren, Corrupted Bishop")).name == "Jerren, Corrupted Bishop"


def test_ormendahl_sacrifices_another_creature_to_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", transformed=True)
    s.battlefield(0, "Glory Seeker")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Jerren, Corrupted Bishop", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Plains") == "hand"


@pytest.mark.ruling("MID-RN-162", "MID-OR-0329")
def test_life_lost_while_paying_still_transforms() -> None:
    """Grand Coliseum's mana ability deals 1 damage to its controller while the {4}{B}{B} is
    being paid: 13 life is checked only as the ability triggers and resolves (CR 603.4), so the
    payment is finished and Jerren still transforms."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Grand Coliseum", "Swamp", "Swamp", "Swamp",
                  "Swamp", "Swamp")
    s.life(0, 13)
    d = Driver(s.build())
    while d.state.step.name != "END" or not d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.mana(0, "Grand Coliseum", mana="B")
    assert d.life(0) == 12
    d.pay()
    c = d.chars(d.find("Jerren, Corrupted Bishop"))
    assert (c.name, c.power, c.toughness) == ("Ormendahl, the Corrupter", 6, 6)
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))


def test_dying_together_with_another_human_jerren_still_sees_it_die() -> None:
    """CR 603.10a: "another nontoken Human you control dies" looks back in time: Slice and Dice
    (4 damage to each creature) kills Jerren and Glory Seeker at once; the ability triggers for
    the Seeker (not for Jerren itself), its controller loses 1 life and gets a Human."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Glory Seeker", *["Mountain"] * 6)
    s.hand(0, "Slice and Dice")
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.zone_of("Jerren, Corrupted Bishop") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 19
    assert len(_humans(d)) == 1


def test_ormendahl_sacrifices_only_another_creature() -> None:
    """"Sacrifice another creature" (CR 118.3, 602.2b): alone, Ormendahl can't activate it
    (it can't sacrifice itself); with Glory Seeker it can, and Ormendahl stays."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", transformed=True)
    s.library(0, "Plains")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Jerren, Corrupted Bishop", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Jerren, Corrupted Bishop") == "battlefield"
    assert d.chars(d.find("Jerren, Corrupted Bishop")).name == "Ormendahl, the Corrupter"


def test_the_lifelink_ability_targets_only_a_human_you_control() -> None:
    """"Target Human you control" (CR 115.1): the opponent's Glory Seeker (a Human) and
    player 0's Elvish Warrior (an Elf) are refused, naming them, with the game unchanged;
    player 0's Glory Seeker gains lifelink."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Glory Seeker", "Elvish Warrior",
                  "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Jerren, Corrupted Bishop", pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    for bad in (d.find("Glory Seeker", player=1), d.find("Elvish Warrior")):
        with pytest.raises(IllegalActionError, match=d.game.card(bad).name):
            d.choose(bad)
        assert d.game.fingerprint() == before
    mine = d.find("Glory Seeker", player=0)
    d.choose(mine)
    d.pay()
    d.resolve()
    assert d.chars(mine).has("Lifelink")
    assert not d.chars(d.find("Glory Seeker", player=1)).has("Lifelink")


def test_two_headed_giant_uses_the_teams_life_total() -> None:
    """CR 810.9a: "if you have exactly 13 life" uses the team's shared life total: at 13 the
    end step trigger comes (and Jerren transforms for {4}{B}{B}); at 14 it doesn't."""
    def game(life: int) -> Driver:
        s = Scenario(format="two_headed_giant", seed=1)
        s.life(0, life)
        s.battlefield(0, "Jerren, Corrupted Bishop", *["Swamp"] * 6)
        for p in range(4):
            s.library(p, "Swamp", "Swamp")
        d = Driver(s.build())
        while d.state.step.name != "END":
            if d.decision.kind == "declare_attackers":
                d.attack([])
            else:
                d.pass_priority()
        return d
    assert not game(14).state.stack
    d = game(13)
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    assert d.chars(d.find("Jerren, Corrupted Bishop")).name == "Ormendahl, the Corrupter"


def test_a_face_down_human_dying_isnt_a_human_dying() -> None:
    """CR 603.10a, 708.2: the dies trigger looks at the creature as it last existed on the
    battlefield: a face-down Daru Healer (a Human Cleric card) was a 2/2 with no creature
    types, so its death doesn't trigger Jerren, though the card in the graveyard is a Human."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Mountain")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Daru Healer")])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert "Human" in d.chars(d.find("Daru Healer")).subtypes
    assert not d.state.stack and d.life(0) == 20 and not _humans(d)


def test_at_13_life_without_the_mana_nothing_is_asked_and_jerren_stays() -> None:
    """CR 118.3: at exactly 13 life the end step ability triggers, but with five Swamps
    {4}{B}{B} can't be paid: resolving, it asks nothing and Jerren doesn't transform; the
    Swamps stay untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", *["Swamp"] * 5)
    s.life(0, 13)
    d = Driver(s.build())
    while d.state.step.name != "END" or not d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.chars(d.find("Jerren, Corrupted Bishop")).name == "Jerren, Corrupted Bishop"
    assert not any(d.state.objects[s].tapped for s in d.ids("Swamp"))


def test_made_to_read_elf_an_elf_dying_makes_an_elf() -> None:
    """CR 612.1, 612.2a: Artificial Evolution changes Human to Elf on Jerren: he is an Elf
    Cleric; another nontoken Elf dying makes him lose 1 life and create a 1/1 white Elf Token,
    and a Human dying does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jerren, Corrupted Bishop", "Glory Seeker", "Wellwisher", "Mountain",
                  "Mountain", "Island")
    s.hand(0, "Shock", "Shock", "Artificial Evolution")
    d = Driver(s.build())
    jerren = d.find("Jerren, Corrupted Bishop")
    evolve(d, jerren, "Human", "Elf")
    assert d.chars(jerren).subtypes == {"Elf", "Cleric"}
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack and d.life(0) == 20
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Wellwisher")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors) == ("Elf Token", {"Elf"}, {"W"})
