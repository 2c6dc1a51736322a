"""Cabal Slaver — {2}{B} Creature — Human Cleric 2/1.

Oracle: "Whenever a Goblin deals combat damage to a player, that player discards a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AMOEBOID_CHANGELING, AVIAN_CHANGELING

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Cabal Slaver")


def _attack(d: Driver, *names: str) -> None:
    d.to_combat()
    d.attack([d.find(n) for n in names])
    while not d.state.stack and d.state.step.name != "END":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()


def test_any_goblin_hitting_a_player_makes_them_discard() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Cabal Slaver")
    s.battlefield(0, "Goblin Sky Raider")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    _attack(d, "Goblin Sky Raider")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.ids("Shock", zone="hand")  # the Goblin's controller hit player 1, not player 0
    assert d.life(1) == 19


def test_a_non_goblin_does_not_trigger_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Glory Seeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    _attack(d, "Glory Seeker")
    assert not d.state.stack
    assert d.life(1) == 18
    assert d.ids("Shock", zone="hand")


def test_the_hit_player_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Goblin Sky Raider")
    s.hand(1, "Shock")
    d = Driver(s.build())
    _attack(d, "Goblin Sky Raider")
    d.resolve()
    assert d.ids("Shock", zone="graveyard")


def test_noncombat_damage_by_a_goblin_does_not_trigger_it() -> None:
    """CR 510.2, 120.2: only combat damage counts: Goblin Sharpshooter's 1 damage to player 1
    isn't combat damage, and player 1 discards nothing."""
    s = Scenario(seed=1)
    s.battlefield(1, "Cabal Slaver")
    s.hand(1, "Shock")
    s.battlefield(0, "Goblin Sharpshooter")
    d = Driver(s.build())
    d.activate(0, "Goblin Sharpshooter", targets=[1])
    d.resolve()
    assert d.life(1) == 19
    assert not d.state.stack
    assert d.ids("Shock", zone="hand", player=1)


def test_each_goblin_that_hits_makes_the_player_discard() -> None:
    """CR 603.2c: two Goblins dealing combat damage at once trigger it twice: two discards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Goblin Sky Raider", "Goblin Sledder")
    s.hand(1, "Shock", "Forest", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider"), d.find("Goblin Sledder")])
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    while d.decision.kind == "discard":
        d.choose(d.decision.actions[0].value)
        d.resolve_all()
    assert len(d.state.players[1].hand) == 1
    assert d.life(1) == 18


def test_a_face_down_goblin_isnt_a_goblin() -> None:
    """CR 708.2a: a face-down Goblin Taskmaster has no creature types: no discard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.hand(1, "Shock")
    d = Driver(s.build())
    _attack(d, "Goblin Taskmaster")
    assert not d.state.stack
    assert d.life(1) == 18
    assert d.ids("Shock", zone="hand")


def test_a_goblin_damaging_a_planeswalker_doesnt_trigger_it() -> None:
    """"Deals combat damage to a player": Goblin Sky Raider attacking and damaging Liliana,
    Death's Majesty deals no damage to a player (CR 506.4, 510.1), so nothing is discarded."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Goblin Sky Raider")
    s.battlefield(1, "Liliana, Death's Majesty")
    s.hand(1, "Shock")
    s.library(1, "Forest")
    d = Driver(s.build())
    raider, liliana = d.find("Goblin Sky Raider"), d.find("Liliana, Death's Majesty")
    before = d.state.objects[liliana].counters["loyalty"]
    d.to_combat()
    d.attack({raider: liliana})
    d.pass_until("postcombat_main")
    assert d.state.objects[liliana].counters["loyalty"] == before - 1
    assert d.ids("Shock", zone="hand") and d.life(1) == 20


def test_a_changeling_is_a_goblin_until_it_loses_its_creature_types() -> None:
    """CR 702.73a: Avian Changeling is a Goblin: hitting player 1, it makes them discard. The
    next turn, Amoeboid Changeling makes it lose all creature types (CR 613.1d): its damage
    no longer triggers the Slaver."""
    assert AVIAN_CHANGELING and AMOEBOID_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Avian Changeling", "Amoeboid Changeling")
    s.hand(1, "Shock", "Forest")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    avian = d.find("Avian Changeling")
    _attack(d, "Avian Changeling")
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand"))
    assert d.zone_of("Shock") == "graveyard"
    d.pass_until("precombat_main", turn=5)
    d.activate(0, "Amoeboid Changeling", index=3, targets=[avian])  # loses all types
    d.resolve()
    assert not d.chars(avian).subtypes
    hand = len(d.state.players[1].hand)
    _attack(d, "Avian Changeling")
    assert not d.state.stack
    assert len(d.state.players[1].hand) == hand


def test_the_discard_happens_though_the_slaver_died_in_response() -> None:
    """CR 113.7a, 603.3: the triggered ability exists independently of its source; player 1
    Shocks Cabal Slaver in response, the trigger still resolves and they discard their last
    card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Goblin Sky Raider")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    _attack(d, "Goblin Sky Raider")
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Cabal Slaver")])
    d.resolve()
    assert d.zone_of("Cabal Slaver") == "graveyard"
    d.resolve()
    assert d.zone_of("Forest") == "graveyard"
    assert not d.state.players[1].hand


def test_the_hit_player_chooses_the_card() -> None:
    """CR 701.9b: "discards a card" lets the discarding player choose; with two cards in hand
    player 1, not the Slaver's controller, is asked, and keeps the other."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Goblin Sky Raider")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    _attack(d, "Goblin Sky Raider")
    d.resolve()
    assert d.decision.player == 1
    d.choose(d.find("Forest", zone="hand"))
    assert d.zone_of("Forest") == "graveyard"
    assert d.zone_of("Shock") == "hand"


def test_made_to_read_elf_an_elf_hitting_a_player_makes_them_discard() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Cabal Slaver's text: its type
    line (Human Cleric) is unchanged, and Wellwisher dealing combat damage to player 1 makes
    them discard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cabal Slaver", "Island", "Wellwisher")
    s.hand(0, "Artificial Evolution")
    s.hand(1, "Shock")
    d = Driver(s.build())
    slaver = d.find("Cabal Slaver")
    evolve(d, slaver, "Goblin", "Elf")
    assert d.chars(slaver).subtypes == {"Human", "Cleric"}
    _attack(d, "Wellwisher")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.ids("Shock", zone="graveyard")


def test_two_goblins_hitting_two_players_each_make_the_player_it_hit_discard() -> None:
    """CR 802.2, 802.3, 603.2, 510.2: at a table of four, Goblin Sky Raider attacks player 2
    and Goblin Sledder player 4; each trigger's "that player" is the player its Goblin dealt
    combat damage to: players 2 and 4 each discard a card, player 3 (not attacked) none."""
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(0, "Cabal Slaver", "Goblin Sky Raider", "Goblin Sledder")
    for p in (1, 2, 3):
        s.hand(p, "Forest", "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Goblin Sky Raider"): 1, d.find("Goblin Sledder"): 3})
    while d.decision.kind in ("priority", "declare_blockers") and not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    for _ in range(10):
        if d.decision.kind == "discard":
            d.choose(d.decision.actions[0].value)
        elif d.state.stack:
            d.resolve()
        else:
            break
    assert [len(d.state.players[p].hand) for p in (1, 2, 3)] == [1, 2, 1]
    assert [d.life(p) for p in (1, 2, 3)] == [19, 20, 19]
