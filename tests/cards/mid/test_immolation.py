"""Immolation — {R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +2/-2."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Immolation")


def test_plus_two_minus_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Immolation", "Immolation")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Immolation", targets=[warrior])
    d.resolve()
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (4, 1)


def test_kills_a_two_toughness_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Immolation")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Immolation", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Immolation", zone="graveyard")


def test_on_your_own_attacker_it_adds_two_damage() -> None:
    """CR 303.4, 613.4c: on its controller's Krosan Tusker (6/5) it makes an 8/3 that deals
    8 combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Krosan Tusker")
    s.hand(0, "Immolation")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Immolation", targets=[tusker])
    d.resolve()
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (8, 3)
    d.to_combat()
    d.attack([tusker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 12


def test_the_aura_leaving_restores_the_creature() -> None:
    """CR 611.3a: its effect lasts while it is attached; Naturalize destroys it and Elvish
    Warrior is 2/3 again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Forest")
    s.hand(0, "Immolation", "Naturalize")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Immolation", targets=[warrior])
    d.resolve()
    d.cast(0, "Naturalize", targets=[d.find("Immolation", "battlefield")])
    d.resolve()
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)


def test_kept_alive_by_a_pump_it_dies_in_the_cleanup_step() -> None:
    """CR 514.2, 514.3a: Flare of Faith makes Elvish Warrior 4/5 (not a Human: +2/+2), so
    Immolation leaves it 6/3; as "until end of turn" ends in the cleanup step it is 4/1, and
    Immolation on Glory Seeker pumped the same way (a Human: +3/+3, 7/3) becomes 4/0 and dies
    at the state-based action check of that step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Plains", "Plains", "Plains", "Plains",
                  "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Flare of Faith", "Flare of Faith", "Immolation", "Immolation")
    s.library(1, "Island")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    plains, mountains = d.ids("Plains"), d.ids("Mountain")
    for i, creature in enumerate((warrior, seeker)):
        d.cast(0, "Flare of Faith", targets=[creature], pay=False)
        d.mana(0, plains[2 * i])
        d.mana(0, plains[2 * i + 1])
        d.resolve()
        d.cast(0, "Immolation", targets=[creature], pay=False)
        d.mana(0, mountains[i])
        d.resolve()
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (6, 3)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (7, 3)
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 1)


def test_its_target_gone_the_aura_spell_goes_to_the_graveyard() -> None:
    """CR 608.3b, 608.2b: the Aura spell's only target left before it resolved; it doesn't
    resolve and is put into its owner's graveyard, not onto the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Immolation")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Immolation", targets=[warrior])
    d.pass_priority()
    d.cast(1, "Shock", targets=[warrior])
    d.resolve()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Immolation") == "graveyard"
    assert not d.state.stack


def test_a_land_is_refused_as_the_aura_s_target() -> None:
    """CR 303.4a, 115.1: "Enchant creature": a land is no legal target; refused, no change."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Immolation")
    s.battlefield(1, "Elvish Warrior", "Forest")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Immolation"), "normal"))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Forest"))
    assert d.game.fingerprint() == before
