"""Pack's Betrayal — {2}{R} Sorcery.

Oracle: "Gain control of target creature until end of turn. Untap that creature. It gains
haste until end of turn. If you control a Wolf or Werewolf, scry 2."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Pack's Betrayal")


def test_threaten_and_scry_with_a_wolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(0, "Forest", "Island")
    s.library(1, "Mountain")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Pack's Betrayal", targets=[warrior])
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    d.choose("top")
    c = d.chars(warrior)
    assert c.controller == 0 and "Haste" in c.keywords
    assert not d.state.objects[warrior].tapped
    assert d.state.players[0].library[-1] == d.find("Forest", zone="library")
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 1


def test_no_scry_without_a_wolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.chars(d.find("Elvish Warrior")).controller == 0


def test_the_stolen_werewolf_itself_lets_you_scry() -> None:
    """CR 608.2c: whether you control a Wolf or Werewolf is checked after the control change:
    the Werewolf just taken is one, so its new controller scries 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Village Watch")
    s.library(0, "Forest", "Island")
    s.library(1, "Mountain")
    d = Driver(s.build())
    watch = d.find("Village Watch")
    d.cast(0, "Pack's Betrayal", targets=[watch])
    d.resolve()
    d.expect("scry")
    assert d.chars(watch).controller == 0


def test_the_stolen_creature_attacks_its_owner_with_haste() -> None:
    """CR 302.6, 702.10a: the Elvish Warrior came under your control this turn, but haste
    lets it attack: it deals its 2 damage to its owner; at end of turn it goes back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(0, "Forest", "Island")
    s.library(1, "Mountain")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Pack's Betrayal", targets=[warrior])
    d.resolve()
    d.to_combat()
    d.attack([warrior])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 1


def test_on_your_own_creature_it_untaps_and_gives_haste() -> None:
    """CR 302.6: your summoning-sick, tapped Glory Seeker is untapped and gains haste (the
    control change changes nothing): it may attack this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Glory Seeker", sick=True, tapped=True)
    s.hand(0, "Pack's Betrayal")
    s.library(0, "Forest")
    s.library(1, "Mountain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pack's Betrayal", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped and "Haste" in d.chars(seeker).keywords
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18


def test_target_gone_the_spell_does_nothing_not_even_the_scry() -> None:
    """CR 608.2b: the target creature Shocked in response, Pack's Betrayal has
    no legal target: it doesn't resolve, so there is no scry though you control a Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pack's Betrayal", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.state.stack == [] and d.decision.kind == "priority"
    assert d.zone_of("Pack's Betrayal") == "graveyard"
    assert [e for e in d.game.log if e.kind == "fizzle"]


def test_the_scried_cards_stay_hidden_from_the_opponent() -> None:
    """CR 701.22a: scry looks at cards privately: as you scry, the opponent's view names
    neither of the top two cards of your library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Wirewood Savage", "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.expect("scry")
    theirs, mine = json.dumps(d.game.view(1)), json.dumps(d.game.view(0))
    assert "Wirewood Savage" not in theirs and "Daru Lancer" not in theirs
    assert "Wirewood Savage" in mine


def test_stealing_brutal_cathar_keeps_its_card_exiled_and_lets_you_scry() -> None:
    """CR 610.3, 611.2: a control change isn't leaving the battlefield: the opponent's Brutal
    Cathar (a Werewolf, so you scry 2) taken until end of turn keeps your Glory Seeker exiled,
    and goes back to its owner at end of turn with the Seeker still in exile."""
    s = Scenario(seed=1)
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Brutal Cathar")
    s.battlefield(0, "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    for p in range(2):
        s.library(p, "Island", "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    cathar = d.find("Brutal Cathar")
    d.cast(0, "Pack's Betrayal", targets=[cathar])
    d.resolve()
    d.expect("scry")
    while d.decision.kind in ("scry", "order_cards"):
        d.take_first(d.decision.kind)
    assert d.chars(cathar).controller == 0 and d.zone_of("Glory Seeker") == "exile"
    d.pass_until("upkeep", turn=5)
    assert d.chars(cathar).controller == 1 and d.zone_of("Glory Seeker") == "exile"


def test_changed_on_the_stack_an_elf_you_control_lets_you_scry() -> None:
    """CR 612.2: Pack's Betrayal changed from Wolf to Elf reads "If you control an Elf or
    Werewolf": controlling Wellwisher, its caster scries 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Island", "Wellwisher")
    s.hand(0, "Pack's Betrayal", "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    spell = d.cast(0, "Pack's Betrayal", targets=[d.find("Glory Seeker")])
    evolve(d, spell, "Wolf", "Elf")
    d.resolve()
    d.expect("scry")


def test_changed_on_the_stack_a_wolf_no_longer_lets_you_scry() -> None:
    """CR 612.2: once Pack's Betrayal reads Elf, controlling only a Wolf gives no scry."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Island", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal", "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    spell = d.cast(0, "Pack's Betrayal", targets=[seeker])
    evolve(d, spell, "Wolf", "Elf")
    d.resolve()
    assert d.decision.kind == "priority" and d.chars(seeker).controller == 0
