"""Wirewood Lodge — Land.

Oracle: "{T}: Add {C}. / {G}, {T}: Untap target Elf."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Wirewood Lodge")


def test_untaps_an_elf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest")
    s.battlefield(0, "Wirewood Savage", tapped=True)
    d = Driver(s.build())
    elf = d.find("Wirewood Savage")
    d.activate(0, "Wirewood Lodge", targets=[elf])
    d.resolve()
    assert not d.state.objects[elf].tapped
    assert d.state.objects[d.find("Wirewood Lodge")].tapped


def test_non_elves_are_not_legal_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest")
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_untaps_an_opponent_s_attacking_elf_which_stays_attacking() -> None:
    """"Target Elf" of any controller (CR 115.1); untapping an attacking creature doesn't
    remove it from combat (CR 506.4): player 1's tapped attacking Elvish Warrior is untapped
    and still attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    assert d.state.objects[warrior].tapped
    d.pass_priority()
    d.activate(0, "Wirewood Lodge", targets=[warrior])
    d.resolve()
    assert not d.state.objects[warrior].tapped
    assert warrior in d.state.combat.attackers


def test_taps_for_colorless_mana() -> None:
    """CR 106.1b, 605.1a: "{T}: Add {C}."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge")
    d = Driver(s.build())
    d.mana(0, "Wirewood Lodge")
    assert d.state.objects[d.find("Wirewood Lodge")].tapped
    assert d.state.players[0].mana_pool == {"C": 1}


def test_a_changeling_is_an_elf_and_a_gone_target_leaves_the_lodge_tapped() -> None:
    """CR 702.73a: Avian Changeling is every creature type, an Elf among them, so it is a
    legal target. CR 608.2b: Shocked in response, it is gone; the ability does nothing and the
    Lodge's cost ({G} and {T}) stays paid."""
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest", "Mountain")
    s.battlefield(0, "Avian Changeling", tapped=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    changeling = d.find("Avian Changeling")
    d.activate(0, "Wirewood Lodge", targets=[changeling])
    d.cast(0, "Shock", targets=[changeling])
    d.resolve()
    assert d.zone_of("Avian Changeling") == "graveyard"
    d.resolve()
    assert [e for e in d.state.log if e.kind == "fizzle"]
    assert d.state.objects[d.find("Wirewood Lodge")].tapped
    assert d.state.objects[d.find("Forest")].tapped


def test_an_untapped_elf_may_be_targeted_and_stays_untapped() -> None:
    """CR 701.26a: "untap target Elf" doesn't ask for a tapped one; an untapped Elvish Warrior
    is a legal target and is still untapped afterwards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest", "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Wirewood Lodge", targets=[warrior])
    d.resolve()
    assert not d.state.objects[warrior].tapped and not d.state.stack


def test_made_to_read_goblin_it_targets_goblins() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Wirewood Lodge's text: its ability
    untaps Goblin Sky Raider, Wirewood Savage (an Elf) isn't a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Island", "Forest")
    s.battlefield(0, "Goblin Sky Raider", "Wirewood Savage", tapped=True)
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Wirewood Lodge")
    new, old = d.find("Goblin Sky Raider"), d.find("Wirewood Savage")
    evolve(d, source, "Elf", "Goblin")
    assert d.chars(source).subtypes == frozenset() and d.state.objects[new].tapped
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert not d.state.objects[new].tapped
