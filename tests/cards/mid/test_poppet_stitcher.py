"""Poppet Stitcher // Poppet Factory — {2}{U} Creature — Human Wizard 2/3 // Artifact (blue).

Oracle: Front: "Whenever you cast an instant or sorcery spell, create a 2/2 black Zombie
creature token with decayed. / At the beginning of your upkeep, if you control three or more
creature tokens, you may transform Poppet Stitcher."
Back: "Creature tokens you control lose all abilities and have base power and toughness 3/3. /
At the beginning of your upkeep, you may transform Poppet Factory."
Rulings covered: MID-RN-112, MID-RN-113.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import tokens

pytestmark = pytest.mark.card("Poppet Stitcher")


def _tokens(d: Driver) -> list[int]:
    return [x for x in d.state.battlefield if d.state.objects[x].is_token]


def _with_zombies(n: int, *, transformed: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher", transformed=transformed)
    s.battlefield(0, *["Mountain"] * n)
    s.hand(0, *["Shock"] * n)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    for _ in range(n):
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
        d.resolve_all()
    return d


def test_casting_an_instant_makes_a_decayed_zombie() -> None:
    d = _with_zombies(1)
    [tok] = _tokens(d)
    c = d.chars(tok)
    assert (c.name, c.power, c.toughness, c.colors) == ("Zombie Token", 2, 2, frozenset({"B"}))
    assert c.has("Decayed")


def _to_upkeep(d: Driver, turn: int = 5) -> None:
    """Pass until the upkeep of ``turn``: stop at its "may transform" question if any."""
    while not (d.state.step.name == "DRAW" and d.state.turn == turn):
        if d.decision.kind == "may":
            return
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())


def test_three_tokens_at_upkeep_may_transform() -> None:
    d = _with_zombies(3)
    _to_upkeep(d)
    d.expect("may")
    d.choose(True)
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Factory"


def test_two_tokens_dont_trigger() -> None:
    d = _with_zombies(2)
    _to_upkeep(d)
    assert d.decision.kind == "priority"
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Stitcher"


def test_factory_has_no_cast_trigger() -> None:
    d = _with_zombies(1, transformed=True)
    assert not _tokens(d)


@pytest.mark.ruling("MID-RN-112", "MID-RN-113", "MID-OR-0214", "MID-OR-0215")
def test_factory_makes_tokens_vanilla_3_3_until_it_transforms_back() -> None:
    d = _with_zombies(3)
    toks = _tokens(d)
    _to_upkeep(d)
    d.choose(True)
    for t in toks:
        c = d.chars(t)
        assert (c.power, c.toughness, c.abilities) == (3, 3, ())
    _to_upkeep(d, turn=7)
    d.expect("may")
    d.choose(True)
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Stitcher"
    for t in toks:
        c = d.chars(t)
        assert (c.power, c.toughness, c.has("Decayed")) == (2, 2, True)


@pytest.mark.ruling("MID-OR-0214", "MID-OR-0215")
def test_an_ability_gained_before_it_transformed_is_lost_then_comes_back() -> None:
    """A Zombie token equipped with Mask of Griselbrand (flying, lifelink) before the Stitcher
    transforms loses them with the rest under Poppet Factory (its new timestamp is later, CR
    613.7g, 613.7e); once the Factory transforms back, the Mask's effect applies again and the
    token is its 2/2 self with flying and lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher", "Mask of Griselbrand", *["Mountain"] * 3,
                  *["Plains"] * 3)
    s.hand(0, *["Shock"] * 3)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    for _ in range(3):
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
        d.resolve_all()
    token = _tokens(d)[0]
    d.activate(0, "Mask of Griselbrand", targets=[token])
    d.resolve()
    assert d.chars(token).has("Flying") and d.chars(token).has("Lifelink")
    _to_upkeep(d)
    d.choose(True)
    c = d.chars(token)
    assert (c.power, c.toughness, c.abilities) == (3, 3, ())
    assert d.state.objects[d.find("Mask of Griselbrand")].attached_to == token
    _to_upkeep(d, turn=7)
    d.choose(True)
    c = d.chars(token)
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Stitcher"
    assert (c.power, c.toughness) == (2, 2)
    assert c.has("Flying") and c.has("Lifelink") and c.has("Decayed")


def test_the_factory_sets_a_characteristic_defining_token_to_3_3() -> None:
    """CR 613.4a-b: Seize the Storm's Elemental counts five instant and sorcery cards (a 5/5
    by its characteristic-defining ability in layer 7a), but under Poppet Factory it has lost
    its abilities and trample, and its base power and toughness are set to 3/3 in layer 7b."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher", transformed=True)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Seize the Storm")
    s.graveyard(0, "Shock", "Play with Fire", "Sacred Fire", "Startle")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    c = d.chars(d.find("Elemental Token"))
    assert (c.power, c.toughness, c.abilities) == (3, 3, ())


def test_under_the_factory_ominous_roosts_bird_may_block_a_creature_without_flying() -> None:
    """CR 613.1f, 509.1b: Ominous Roost's Bird token loses flying and "This creature can block
    only creatures with flying" under Poppet Factory: a 3/3 that may block Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher", transformed=True)
    s.token(0, "Bird")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    bird, seeker = d.find("Bird Token"), d.find("Glory Seeker")
    c = d.chars(bird)
    assert (c.power, c.toughness, c.abilities) == (3, 3, ())
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert DeclareBlocker(bird, seeker) in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0212")
def test_a_decayed_token_made_this_turn_cant_attack() -> None:
    """Official ruling: "Decayed does not grant haste..." (CR 302.6): the Zombie made this
    turn isn't among the creatures that may attack."""
    d = _with_zombies(1)
    [tok] = _tokens(d)
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert tok not in attackers and d.find("Poppet Stitcher") in attackers


@pytest.mark.ruling("MID-OR-0210", "MID-OR-0211")
def test_decayed_may_stay_home_and_is_sacrificed_only_after_attacking() -> None:
    """CR 702.147a: the decayed Zombie isn't required to attack; staying home it survives the
    combat. Attacking, it deals its damage and is sacrificed at end of combat."""
    def game() -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, "Poppet Stitcher")
        s.token(0, "Zombie")
        s.library(1, "Island")
        return Driver(s.build())
    d = game()
    d.to_combat()
    d.attack([])
    d.pass_until("postcombat_main")
    assert len(_tokens(d)) == 1
    d = game()
    [tok] = _tokens(d)
    d.to_combat()
    d.attack([tok])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert not _tokens(d)


@pytest.mark.ruling("MID-OR-0210")
def test_a_decayed_zombie_cant_block() -> None:
    """"This creature can't block": when player 1's Glory Seeker attacks, the Zombie token
    isn't offered as a blocker, though the Stitcher is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher")
    s.token(0, "Zombie")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    [tok] = _tokens(d)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Poppet Stitcher")}
    assert tok not in blockers


def test_the_upkeep_condition_is_checked_again_on_resolution() -> None:
    """CR 603.4 (intervening "if"): three tokens at the beginning of the upkeep make it
    trigger, but one is Shocked in response; with two left as it resolves, it does nothing:
    no transform question, the Stitcher stays front face up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher")
    s.token(0, "Zombie", count=3)
    s.library(0, "Island", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.pass_priority()
    d.cast(1, "Shock", targets=[_tokens(d)[0]])
    d.resolve()
    assert len(_tokens(d)) == 2
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Stitcher"


def test_made_to_read_elf_casting_an_instant_makes_a_decayed_elf() -> None:
    """CR 612.2a: Poppet Stitcher made to read Elf creates a 2/2 black Elf Token with decayed
    when its controller casts an instant; it is still a Human Wizard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Poppet Stitcher", "Mountain", "Island")
    s.hand(0, "Shock", "Artificial Evolution")
    d = Driver(s.build())
    stitcher = d.find("Poppet Stitcher")
    d.cast(0, "Artificial Evolution", targets=[stitcher])
    d.resolve()  # casting Artificial Evolution triggered it: a Zombie, made before the change
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(stitcher).subtypes == {"Human", "Wizard"}
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.resolve()
    assert sorted(d.chars(t).name for t in tokens(d)) == ["Elf Token", "Zombie Token"]
