"""Syphon Soul — {2}{B} Sorcery.

Oracle: "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage
dealt this way."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Syphon Soul")


def test_drains_each_other_player() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (24, 18, 18)


def test_prevented_damage_gains_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1)) == (21, 19)


def test_two_headed_giant_the_teammate_is_dealt_damage_too() -> None:
    """CR 810.1, 102.3, 810.9a: "each other player" includes the teammate, who isn't an
    opponent. Six damage is dealt (2 to each of players 1, 2 and 3), so the caster gains 6;
    the shared life totals: own team 30 - 2 + 6 = 34, opposing team 30 - 4 = 26."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert [d.life(p) for p in range(4)] == [34, 34, 26, 26]


def test_damage_prevented_for_one_player_only_gains_the_rest() -> None:
    """CR 615, 120.3: only damage actually dealt is counted; Daru Healer prevents 1 of the 2
    damage to player 1 and player 2 still takes 2, so the caster gains 3."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (23, 19, 18)


def test_an_opponent_s_rem_karolus_protects_them_and_adds_one_to_the_other_player() -> None:
    """CR 616.1, 615.1a, 614.1a, 120.4b: player 1's Rem Karolus prevents the damage Syphon
    Soul (player 0's spell) would deal to player 1, and makes it deal 3 instead of 2 to
    player 2, an opponent of Rem's controller. The damage dealt this way is 0 + 3: the caster
    gains 3."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (23, 20, 17)


def test_the_caster_s_rem_karolus_makes_it_deal_and_gain_one_more_per_opponent() -> None:
    """CR 614.1a, 120.4b: with the caster's own Rem Karolus, Syphon Soul deals 3 to each of
    two opponents, and the caster gains the 6 damage dealt this way."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (26, 17, 17)


def test_damage_whose_life_loss_is_replaced_is_still_damage_dealt() -> None:
    """CR 120.4b-c, 614.1a: at 1 life, player 1 is dealt 2 damage; Enduring Angel replaces
    only the result (their life total becomes 3 and it transforms), not the damage, so the
    caster still gains the 2 damage dealt this way."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Enduring Angel")
    s.life(1, 1)
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 3)
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"
