"""Katilda, Dawnhart Prime — {G}{W} Legendary Creature — Human Warlock 1/1.

Oracle: "Protection from Werewolves / Human creatures you control have "{T}: Add one mana of
any of this creature's colors." / {4}{G}{W}, {T}: Put a +1/+1 counter on each creature you
control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    DeclareBlocker,
)
from manastack.dsl.abilities import ActivatedAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Katilda, Dawnhart Prime")

KATILDA = "Katilda, Dawnhart Prime"


def mana_options(d: Driver, oid: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == oid}


def test_humans_you_control_tap_for_one_of_their_colors() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA, "Glory Seeker", "Thermo-Alchemist", "Bounding Wolf")
    s.battlefield(1, "Cathar Commando")
    d = Driver(s.build())
    assert mana_options(d, d.find(KATILDA)) == {"G", "W"}
    assert mana_options(d, d.find("Glory Seeker")) == {"W"}
    assert mana_options(d, d.find("Thermo-Alchemist")) == {"R"}
    assert mana_options(d, d.find("Bounding Wolf")) == set()  # not a Human
    commando = d.chars(d.find("Cathar Commando"))  # an opponent's Human
    assert not [a for a in commando.abilities
                if isinstance(a, ActivatedAbility) and a.is_mana_ability]
    d.mana(0, "Glory Seeker", "W")
    assert d.state.players[0].mana_pool == {"W": 1}
    assert d.state.objects[d.find("Glory Seeker")].tapped


def test_a_summoning_sick_human_cant_tap_for_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA)
    s.battlefield(0, "Glory Seeker", sick=True)
    d = Driver(s.build())
    assert mana_options(d, d.find("Glory Seeker")) == set()


def test_a_summoning_sick_human_with_haste_taps_for_mana() -> None:
    """CR 302.6, 702.10c: a creature with haste may use its {T} abilities though it came under
    its controller's control this turn: the summoning-sick Glory Seeker wearing Swiftfoot
    Boots taps for {W} with the ability Katilda gives it."""
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA)
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(0, "Swiftfoot Boots", attached_to="Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Haste")
    assert mana_options(d, seeker) == {"W"}
    d.mana(0, seeker, "W")
    assert d.state.players[0].mana_pool == {"W": 1} and d.state.objects[seeker].tapped


def test_the_mana_pays_for_spells() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA, "Glory Seeker")
    s.hand(0, "Candlegrove Witch")
    d = Driver(s.build())
    d.cast(0, "Candlegrove Witch")
    d.resolve()
    assert d.zone_of("Candlegrove Witch") == "battlefield"
    assert d.state.objects[d.find(KATILDA)].tapped
    assert d.state.objects[d.find("Glory Seeker")].tapped


def test_counters_on_each_creature_you_control() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA, "Bounding Wolf", "Forest", "Forest", "Forest", "Plains",
                  "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, KATILDA, index=2)
    d.resolve()
    assert d.state.objects[d.find(KATILDA)].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Bounding Wolf")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find("Glory Seeker")].counters
    assert d.state.objects[d.find(KATILDA)].tapped


def test_protection_from_werewolves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Fangblade Brigand")
    s.battlefield(1, KATILDA)
    s.day_night("day")
    s.at("precombat_main")
    d = Driver(s.build())
    assert d.chars(d.find(KATILDA)).protections() == ["werewolves"]
    d.to_combat()
    d.attack([d.find("Fangblade Brigand")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find(KATILDA): d.find("Fangblade Brigand")})
    d.pass_until("end")
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.state.objects[d.find(KATILDA)].damage == 0
    assert d.life(1) == 20


def test_protection_from_werewolves_only() -> None:
    """CR 702.16a-b: protection from Werewolves doesn't stop a source that isn't a Werewolf:
    Shock may target Katilda and deals its damage: Katilda (1/1) dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, KATILDA)
    d = Driver(s.build())
    katilda = d.find(KATILDA)
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    d.expect("target")
    assert katilda in [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    d.choose(katilda)
    d.pay()
    d.resolve()
    assert d.zone_of(KATILDA) == "graveyard"


def test_werewolves_cant_block_it() -> None:
    """CR 702.16f: attacking, Katilda can't be blocked by a Werewolf (Fangblade Brigand, a
    Human Werewolf); Glory Seeker, not a Werewolf, may block her."""
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA)
    s.battlefield(1, "Fangblade Brigand", "Glory Seeker")
    s.day_night("day")
    d = Driver(s.build())
    katilda = d.find(KATILDA)
    d.to_combat()
    d.attack([katilda])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    legal = d.game.legal_actions()
    assert DeclareBlocker(d.find("Fangblade Brigand"), katilda) not in legal
    assert DeclareBlocker(d.find("Glory Seeker"), katilda) in legal


def test_a_human_that_stops_being_a_human_loses_the_mana_ability() -> None:
    """CR 613.1d, 613.1f: Standardize naming Elf (layer 4) makes Glory Seeker an Elf before
    Katilda grants abilities (layer 6): it no longer has the mana ability, nor does Katilda;
    naming Human, Bounding Wolf becomes a Human and taps for {G}."""
    for chosen, wolf, seeker in (("Elf", set(), set()), ("Human", {"G"}, {"W"})):
        s = Scenario(seed=1)
        s.battlefield(0, KATILDA, "Glory Seeker", "Bounding Wolf", "Island", "Island")
        s.hand(0, "Standardize")
        d = Driver(s.build())
        d.cast(0, "Standardize")
        d.resolve()
        d.choose(chosen)
        assert mana_options(d, d.find("Glory Seeker")) == seeker, chosen
        assert mana_options(d, d.find("Bounding Wolf")) == wolf, chosen
        assert mana_options(d, d.find(KATILDA)) == ({"G", "W"} if chosen == "Human" else set())


def test_an_opponents_human_you_gain_control_of_taps_for_mana() -> None:
    """CR 613.1b, 613.1f: Threaten gives player 0 control of player 1's Cathar Commando (a
    white Human) and haste: it is a Human creature player 0 controls, so it has Katilda's
    mana ability and taps for {W}."""
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Cathar Commando")
    d = Driver(s.build())
    commando = d.find("Cathar Commando")
    d.cast(0, "Threaten", targets=[commando])
    d.resolve()
    assert d.chars(commando).controller == 0
    assert mana_options(d, commando) == {"W"}
    d.mana(0, commando, "W")
    assert d.state.players[0].mana_pool == {"W": 1}


def test_the_counter_ability_needs_katilda_untapped_and_not_summoning_sick() -> None:
    """CR 302.6, 602.5a: a {T} ability of a creature that came under its controller's control
    this turn can't be activated; summoning-sick Katilda with six lands offers no activation
    of it."""
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA, sick=True)
    s.battlefield(0, "Forest", "Forest", "Forest", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    katilda = d.find(KATILDA)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == katilda]


def test_katilda_gone_the_counters_go_on_each_creature_still_controlled() -> None:
    """CR 113.7a, 608.2b: the ability has no target; Katilda Shocked in response, it still
    resolves and puts a counter on each creature its controller controls then."""
    s = Scenario(seed=1)
    s.battlefield(0, KATILDA, "Bounding Wolf", "Forest", "Forest", "Forest", "Plains",
                  "Plains", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.activate(0, KATILDA, index=2)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(KATILDA)])
    d.resolve()
    assert d.zone_of(KATILDA) == "graveyard"
    d.resolve()
    assert d.state.objects[d.find("Bounding Wolf")].counters == {"+1/+1": 1}


def test_made_to_read_elf_elves_have_the_mana_ability() -> None:
    """CR 612.2: Artificial Evolution changes Human to Elf on Katilda: Elf creatures its
    controller controls have the mana ability, a Human doesn't; she is an Elf Warlock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Katilda, Dawnhart Prime", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    evolve(d, katilda, "Human", "Elf")
    assert d.chars(katilda).subtypes == {"Elf", "Warlock"}
    sources = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)}
    assert sources == {katilda, d.find("Elvish Warrior")}


def test_made_to_read_elves_it_has_protection_from_elves() -> None:
    """CR 612.2, 702.16b: "Protection from Werewolves" changed from Werewolf to Elf is
    protection from Elves: Shock from an Elf's controller still hits her, but her protection
    is now from Elves, and damage an Elf would deal her in combat is prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Island", KATILDA)
    s.hand(1, "Artificial Evolution")
    s.day_night("day")
    d = Driver(s.build())
    katilda = d.find(KATILDA)
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    d.pass_priority()
    evolve(d, katilda, "Werewolf", "Elf", player=1)
    assert d.chars(katilda).protections() == ["elves"]
    assert d.chars(katilda).subtypes == {"Human", "Warlock"}
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({katilda: d.find("Elvish Warrior")})
    d.pass_until("end")
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.state.objects[katilda].damage == 0


def test_two_text_changes_apply_in_timestamp_order() -> None:
    """CR 612.2, 613.7: Werewolf changed to Human, then Human changed to Elf: the second
    change rewrites every Human of the text, the one the first change wrote too: Katilda has
    protection from Elves, is an Elf Warlock, and Elf creatures have the mana ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", KATILDA, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    katilda = d.find(KATILDA)
    evolve(d, katilda, "Werewolf", "Human")
    assert d.chars(katilda).protections() == ["humans"]
    evolve(d, katilda, "Human", "Elf")
    assert d.chars(katilda).protections() == ["elves"]
    assert d.chars(katilda).subtypes == {"Elf", "Warlock"}
    sources = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)}
    assert sources == {katilda, d.find("Elvish Warrior")}
