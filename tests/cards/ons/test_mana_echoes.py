"""Mana Echoes — {2}{R}{R} Enchantment.

Oracle: "Whenever a creature enters the battlefield, you may add an amount of {C} equal to
the number of creatures you control that share a creature type with it."
Rulings covered: ONS-FAQ-182 (all or nothing, the creature itself counts), ONS-FAQ-183 (no
creature types: no mana).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mana Echoes")


@pytest.mark.ruling("ONS-FAQ-182")
def test_adds_one_per_creature_sharing_a_type() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains", "Daru Cavalier", "Goblin Sky Raider")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    # Glory Seeker (Human Soldier) and Daru Cavalier (Human Soldier): two.
    assert d.state.players[0].mana_pool.get("C") == 2


@pytest.mark.ruling("ONS-FAQ-183")
def test_face_down_creature_has_no_types() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Island", "Island", "Island", "Daru Cavalier")
    s.hand(0, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Daru Healer", method="face_down")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.players[0].mana_pool.get("C")


@pytest.mark.ruling("ONS-OR-0146")
def test_amount_counted_on_resolution_and_players_may_respond() -> None:
    """Official ruling: "The amount of mana to add to your mana pool is determined only as the
    triggered ability of Mana Echoes resolves. The ability isn't a mana ability; players may
    respond to it."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains", "Daru Cavalier", "Daru Cavalier")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["triggered"]
    d.pass_priority()
    d.expect("priority")
    assert d.decision.player == 1  # the opponent may respond to it
    d.cast(1, "Shock", targets=[d.ids("Daru Cavalier")[0]])
    d.resolve()
    assert len(d.ids("Daru Cavalier", zone="battlefield")) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[0].mana_pool.get("C") == 2  # Glory Seeker and one Cavalier left


@pytest.mark.ruling("ONS-OR-0148")
def test_counts_creatures_not_shared_types() -> None:
    """Official ruling: "Mana Echoes counts the number of creatures that share a type, not how
    many types they share. For example, if a Human Warrior enters while you control two Humans
    and two other Human Warriors, you'll add five {C} to your mana pool." Here a Human Soldier
    enters while you control two Human Clerics and two other Human Soldiers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains", "Daru Healer", "Foothill Guide",
                  "Daru Cavalier", "Daru Cavalier", "Goblin Sky Raider")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[0].mana_pool.get("C") == 5


@pytest.mark.ruling("ONS-OR-0147")
def test_the_entering_creature_shares_a_type_with_itself() -> None:
    """Official ruling: "The creature entering the battlefield shares a creature type with
    itself if it has any creature types, so Mana Echoes usually adds at least {C}."

    Glory Seeker enters with no other creature around: it alone shares a type with itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[0].mana_pool.get("C") == 1


def test_the_entering_creature_gone_its_last_known_types_count() -> None:
    """CR 608.2h: Glory Seeker (a Human Soldier) enters and is Shocked in response to Mana
    Echoes's ability: the creatures sharing a creature type with it are counted from its
    types as it last existed on the battlefield, so Daru Cavalier (a Human Soldier) gives
    {C}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains", "Daru Cavalier", "Goblin Sky Raider")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[0].mana_pool.get("C") == 1


def test_an_opponents_creature_counts_only_the_creatures_you_control() -> None:
    """"Whenever a creature enters": any player's creature triggers it; the mana is added to
    the Echoes' controller's pool, one for each creature *they* control sharing a type with
    it: player 1's Glory Seeker (a Human Soldier, not theirs to count) entering gives player 0
    one {C} for Daru Cavalier, none for Goblin Sky Raider; player 1 gets nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Daru Cavalier", "Goblin Sky Raider")
    s.battlefield(1, "Plains", "Plains", "Daru Cavalier")
    s.hand(1, "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    assert d.decision.player == 0
    d.choose(True)
    assert d.state.players[0].mana_pool.get("C") == 1
    assert not d.state.players[1].mana_pool.get("C")


def test_each_token_entering_triggers_it_and_counts_as_it_resolves() -> None:
    """CR 603.2, 608.2h: Somberwald Beastmaster enters (one trigger: it alone is a Human
    Ranger, {C}) and its ability creates a Wolf and two Beasts (three more triggers). As each
    resolves, the creatures sharing a type with the entering one are counted: the Wolf alone
    ({C}), each Beast with the other Beast ({C}{C} each): six in all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", *["Forest"] * 7)
    s.hand(0, "Somberwald Beastmaster")
    d = Driver(s.build())
    d.cast(0, "Somberwald Beastmaster")
    d.resolve()
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.pass_priority()
        elif d.decision.kind == "may":
            d.choose(True)
        else:
            d.take_first(d.decision.kind)
    assert len(d.ids("Beast Token", "battlefield")) == 2
    assert d.state.players[0].mana_pool.get("C") == 6


@pytest.mark.ruling("ONS-FAQ-182")
def test_declining_adds_nothing_and_the_mana_empties_at_the_end_of_the_step() -> None:
    """"You may" (CR 603.5): declined, no mana is added. Accepted, the {C} is added, then
    empties from the pool as the step ends (CR 106.4, 500.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains", "Plains", "Plains", "Daru Cavalier")
    s.hand(0, "Glory Seeker", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    first, second = d.ids("Glory Seeker", zone="hand")
    d.cast(0, first)
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert not d.state.players[0].mana_pool.get("C")
    d.cast(0, second)
    d.resolve()
    d.resolve()
    d.choose(True)
    assert d.state.players[0].mana_pool.get("C") == 3
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    assert not d.state.players[0].mana_pool.get("C")
