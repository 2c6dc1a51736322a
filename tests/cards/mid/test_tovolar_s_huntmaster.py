"""Tovolar's Huntmaster // Tovolar's Packleader — {4}{G}{G} Creature — Human Werewolf 6/6 //
Creature — Werewolf 7/7 (green).

Oracle: Front: "When Tovolar's Huntmaster enters the battlefield, create two 2/2 green Wolf
creature tokens. / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Whenever Tovolar's Packleader enters the battlefield or attacks, create two 2/2 green
Wolf creature tokens. / {2}{G}{G}: Another target Wolf or Werewolf you control fights target
creature you don't control. / Nightbound (If a player casts at least two spells during their
own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings, cast_at_night
from .text_change_checks import evolve, tokens

CARD = "Tovolar's Huntmaster"
pytestmark = pytest.mark.card("Tovolar's Huntmaster")

FRONT, BACK = faces(CARD)


def _wolves(d: Driver, player: int = 0) -> list[int]:
    return [o for o in d.ids("Wolf", zone="battlefield", player=player)
            if d.state.objects[o].is_token]


def test_the_huntmaster_enters_with_two_wolves() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.chars(d.find(CARD)).name == FRONT
    assert len(d.state.stack) == 1
    d.resolve()
    wolves = _wolves(d)
    assert len(wolves) == 2
    for w in wolves:
        c = d.chars(w)
        assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (
            2, 2, frozenset({"G"}), {"Wolf"})


def test_cast_at_night_only_the_packleader_s_trigger_makes_two_wolves() -> None:
    r = cast_at_night(CARD)
    d = r.driver
    assert r.name_on_battlefield == BACK
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_wolves(d)) == 2


def _packleader(*theirs: str, lands: int = 4) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", "Glory Seeker", *["Forest"] * lands)
    if theirs:
        s.battlefield(1, *theirs)
    return Driver(s.build())


def test_the_packleader_makes_two_wolves_when_it_attacks() -> None:
    d = _packleader()
    d.to_combat()
    d.attack([d.find(CARD)])
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_wolves(d)) == 2
    assert all(not d.state.objects[w].tapped for w in _wolves(d))  # not attacking
    assert all(w not in d.state.combat.attackers for w in _wolves(d))


def test_another_wolf_or_werewolf_you_control_fights_a_creature_you_don_t_control() -> None:
    d = _packleader("Bounding Wolf", "Wellwisher")
    pack, wolf, seeker = d.find(CARD), d.find("Snarling Wolf"), d.find("Glory Seeker")
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == pack)
    d.act(0, act)
    d.expect("target")
    first = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert wolf in first
    assert pack not in first and seeker not in first  # "another", "Wolf or Werewolf"
    assert d.find("Bounding Wolf") not in first  # not yours
    d.choose(wolf)
    d.expect("target")
    second = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {d.find("Bounding Wolf"), d.find("Wellwisher")} <= second
    assert wolf not in second and seeker not in second and pack not in second
    d.choose(d.find("Wellwisher"))
    d.pay()
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.zone_of("Snarling Wolf") == "graveyard"  # each 1/1 dealt 1 damage to the other


def test_a_wolf_token_can_fight() -> None:
    d = _packleader("Bounding Wolf", lands=4)
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    token = _wolves(d)[0]
    theirs = d.find("Bounding Wolf")
    d.pass_until("postcombat_main")
    d.activate(0, CARD, targets=[token, theirs])
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "graveyard"  # 2 damage to the 3/2
    assert token not in d.state.battlefield  # 3 damage to the 2/2 token


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0619", "MID-OR-0620", "MID-OR-0621", "MID-OR-0622", "MID-OR-0623",
        "MID-OR-0624", "MID-OR-0625", "MID-OR-0626", "MID-OR-0627", "MID-OR-0628",
    )
    CARD, BACK = "Tovolar's Huntmaster", "Tovolar's Packleader"


def test_if_the_wolf_is_gone_before_the_fight_neither_deals_damage() -> None:
    """CR 701.14b, 608.2b: the opponent shocks the targeted Snarling Wolf in response; the
    ability resolves for its remaining legal target, but one creature instructed to fight is
    gone, so the other (Bounding Wolf, 3/2) is dealt no damage and deals none."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", *["Forest"] * 4)
    s.battlefield(1, "Bounding Wolf", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    wolf, theirs = d.find("Snarling Wolf"), d.find("Bounding Wolf")
    d.activate(0, CARD, targets=[wolf, theirs])
    d.pass_priority()
    d.cast(1, "Shock", targets=[wolf])
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Bounding Wolf") == "battlefield"
    assert d.state.objects[theirs].damage == 0


def test_the_fight_ability_can_t_target_the_packleader_itself_nor_a_creature_of_yours() -> None:
    """"Another target Wolf or Werewolf you control" and "target creature you don't control"
    (CR 115.1, 109.5): with no creature the opponent controls, the ability can't be activated
    at all (CR 601.2c, 602.2b), nor with no other Wolf or Werewolf of yours."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", *["Forest"] * 4)
    d = Driver(s.build())
    pack = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pack]
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Glory Seeker", *["Forest"] * 4)
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    pack = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pack]


def test_returned_at_night_by_another_effect_it_enters_as_the_packleader() -> None:
    """MID-OR-0626 (CR 702.145d): Angel of Glory's Rise returns Tovolar's Huntmaster (a Human)
    from the graveyard while it is night: it enters with its nightbound face up, so only the
    Packleader's enters trigger makes two Wolves (the Huntmaster's never triggers)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *["Plains"] * 7)
    s.graveyard(0, CARD)
    s.hand(0, "Angel of Glory's Rise")
    d = Driver(s.build())
    d.cast(0, "Angel of Glory's Rise")
    d.resolve()
    d.resolve()
    pack = d.find(CARD, zone="battlefield")
    assert d.chars(pack).name == BACK
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_wolves(d)) == 2


def test_a_frog_copy_of_the_packleader_makes_two_wolves_as_it_enters() -> None:
    """CR 707.8, 707.9b: Croaking Counterpart copies the Packleader (the face up): the token is
    a 1/1 green Frog named Tovolar's Packleader with its abilities, so its own enters trigger
    makes two Wolves for its controller."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Forest", "Island", "Island")
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find(CARD)])
    d.resolve()
    frog = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    c = d.chars(frog)
    assert c.name == BACK and set(c.subtypes) == {"Frog"} and (c.power, c.toughness) == (1, 1)
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_wolves(d)) == 2


def test_when_it_becomes_day_the_frog_copy_transforms_too_and_stays_a_frog() -> None:
    """CR 707.8a: a token copy of a double-faced permanent is a double-faced token with both
    faces, entering back face up as the Packleader is; two spells cast at night make it day
    next turn (CR 730.2b), and the card and the token both transform (CR 702.145f): the token
    becomes Tovolar's Huntmaster, still a 1/1 green Frog (CR 707.9b)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Forest", "Island", "Island", "Mountain")
    s.hand(0, "Croaking Counterpart", "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    pack = d.find(CARD)
    d.cast(0, "Croaking Counterpart", targets=[pack])
    d.resolve()
    d.resolve()  # the Frog's enters trigger
    frog = next(o for o in d.state.battlefield if d.state.objects[o].is_token
                and d.chars(o).name == BACK)
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(pack).name == FRONT
    c = d.chars(frog)
    assert (c.name, c.power, c.toughness) == (FRONT, 1, 1)
    assert set(c.subtypes) == {"Frog"} and c.colors == frozenset({"G"})


def test_a_clone_of_the_packleader_can_t_transform_when_it_becomes_day() -> None:
    """CR 707.8, 712.9: Clone copies the face that is up (the Packleader, 7/7, and its enters
    trigger makes two Wolves), but Clone is no double-faced card, so when it becomes day it
    can't transform: it stays Tovolar's Packleader while the card transforms."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, *["Island"] * 4, "Mountain")
    s.hand(0, "Clone", "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    pack = d.find(CARD)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(pack)
    clone = d.find("Clone", zone="battlefield")
    assert (d.chars(clone).name, d.chars(clone).power) == (BACK, 7)
    d.resolve()
    assert len(_wolves(d)) == 2
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(pack).name == FRONT
    assert d.chars(clone).name == BACK


def test_packleader_made_to_read_elf_makes_elves_and_an_elf_fights() -> None:
    """CR 612.2a, 612.2: Artificial Evolution changes Wolf to Elf on Tovolar's Packleader: its
    attack trigger creates two 2/2 green Elf Tokens, and its fight ability targets another Elf
    or Werewolf, not a Wolf. It is still a Werewolf."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", "Elvish Warrior", *["Forest"] * 4, "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    pack = d.find(CARD)
    evolve(d, pack, "Wolf", "Elf")
    assert d.chars(pack).subtypes == {"Werewolf"}
    d.to_combat()
    d.attack([pack])
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).power) for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, 2)] * 2
    d.pass_until("postcombat_main")
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == pack)
    d.act(0, act)
    d.expect("target")
    first = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Elvish Warrior") in first and set(tokens(d)) <= first
    assert d.find("Snarling Wolf") not in first


def test_made_to_read_elf_its_japanese_text_keeps_the_werewolf_word() -> None:
    """CR 612.2: Wolf changed to Elf on Tovolar's Packleader: its Japanese text reads エルフ
    where it read 狼 (Wolf), and 狼男 (Werewolf), a different creature type whose word contains
    狼, stays as it is; the English text reads "Elf or Werewolf"."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    pack = d.find(CARD)
    evolve(d, pack, "Wolf", "Elf")
    [shown] = [o for o in d.game.view(1)["battlefield"] if o["id"] == pack]
    assert "エルフや狼男" in shown["text_ja"] and "エルフ男" not in shown["text_ja"]
    assert "エルフクリーチャー・トークン" in shown["text_ja"]
    assert "Another target Elf or Werewolf you control" in shown["text"]


def test_the_text_change_stays_as_it_transforms_into_the_packleader() -> None:
    """CR 612.2a, 712.8, 400.7: Wolf changed to Elf on Tovolar's Huntmaster during the
    opponent's turn; it becomes night (that player cast no spells) and the permanent, the same
    object, transforms: the Packleader's text is changed too, and attacking creates two Elf
    Tokens."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Island")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("main", active=1, turn=2)
    d = Driver(s.build())
    hunt = d.find(CARD)
    d.pass_priority()
    evolve(d, hunt, "Wolf", "Elf")
    d.pass_until("precombat_main", turn=3)
    assert d.chars(hunt).name == BACK and d.chars(hunt).subtypes == {"Werewolf"}
    d.to_combat()
    d.attack([hunt])
    d.resolve()
    assert [d.chars(t).name for t in tokens(d)] == ["Elf Token"] * 2


def test_changed_as_a_spell_at_night_the_packleader_it_becomes_makes_elves() -> None:
    """CR 400.7a, 612.2a: Tovolar's Huntmaster cast at night, changed from Wolf to Elf on the
    stack, enters transformed (CR 702.145b); the change carries to the permanent, so the
    Packleader's enters trigger creates two Elf Tokens."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *["Forest"] * 6, "Island")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    evolve(d, spell, "Wolf", "Elf")
    d.resolve()
    assert d.chars(d.find(CARD, zone="battlefield")).name == BACK
    d.resolve()
    assert [d.chars(t).name for t in tokens(d)] == ["Elf Token"] * 2
