"""Headhunter — {1}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Headhunter deals combat damage to a player, that player discards a card. /
Morph {B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Headhunter")


def _hit(d: Driver, name: str, block: dict[int, int] | None = None) -> None:
    d.to_combat()
    d.attack([d.find(name)])
    while not d.state.stack and d.state.step.name != "END":
        if d.decision.kind == "declare_blockers":
            d.block(block)
        else:
            d.pass_priority()


def test_the_player_it_hits_discards_a_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    _hit(d, "Headhunter")
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    assert d.ids("Shock", zone="graveyard")
    assert d.ids("Mountain", zone="hand")


def test_blocked_it_deals_no_damage_to_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    _hit(d, "Headhunter", {d.find("Glory Seeker"): d.find("Headhunter")})
    assert not d.state.stack
    assert d.ids("Shock", zone="hand")


def test_the_damaged_player_chooses_the_card() -> None:
    """CR 701.9a: the player who discards chooses the card, unless the effect says otherwise."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    _hit(d, "Headhunter")
    d.resolve()
    assert d.decision.player == 1
    d.choose(d.find("Mountain", zone="hand"))
    assert d.ids("Mountain", zone="graveyard") and d.ids("Shock", zone="hand")


def test_with_an_empty_hand_nothing_is_discarded() -> None:
    """CR 701.9a: a player with no cards in hand can't discard; the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(0, "Mountain")
    d = Driver(s.build())
    _hit(d, "Headhunter")
    d.resolve()
    assert not d.state.stack and d.life(1) == 19
    assert d.ids("Mountain", zone="hand", player=0)


def test_face_down_no_trigger_turned_face_up_for_b_it_triggers() -> None:
    """CR 708.2a: face down it has no abilities; CR 702.37e: turned face up for its morph
    cost {B} it has its triggered ability when it deals combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter", face_down=True)
    s.battlefield(0, "Swamp")
    s.hand(1, "Shock")
    d = Driver(s.build())
    hh = d.ids("Headhunter", zone="battlefield")[0]
    d.to_combat()
    d.attack([hh])
    d.special(0, "turn_face_up", hh)
    d.pay()
    assert d.chars(hh).name == "Headhunter"
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.life(1) == 19
    assert d.ids("Shock", zone="graveyard")


def test_face_down_it_makes_nobody_discard() -> None:
    """CR 708.2a: the face-down 2/2 deals its damage without the ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter", face_down=True)
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.ids("Headhunter", zone="battlefield")[0]])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert d.ids("Shock", zone="hand")


def test_in_two_headed_giant_the_player_it_attacked_discards() -> None:
    """CR 805.10b, 810.7: the attacking team announces which defending player each creature
    attacks; the damage is dealt to that player (the team's life goes down, CR 810.9a) and
    that player, not the teammate, discards."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(2, "Shock")
    s.hand(3, "Mountain")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Headhunter")], defender=3)
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.life(2) == d.life(3) == 29
    assert d.ids("Mountain", zone="graveyard") and d.ids("Shock", zone="hand")


def test_with_three_players_only_the_player_hit_discards() -> None:
    """"That player": Headhunter attacking player 2 makes player 2 discard; player 1 keeps
    their hand (CR 506.2a, 510.1)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(1, "Shock")
    s.hand(2, "Mountain")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Headhunter")], defender=2)
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.life(2) == 19 and d.life(1) == 20
    assert d.ids("Mountain", zone="graveyard") and d.ids("Shock", zone="hand")


def test_killed_with_its_trigger_on_the_stack_the_discard_still_happens() -> None:
    """The triggered ability exists independently of its source (CR 113.7a): Headhunter
    Shocked in response, the damaged player still discards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter", "Mountain")
    s.hand(0, "Shock")
    s.hand(1, "Swamp")
    d = Driver(s.build())
    _hit(d, "Headhunter")
    assert len(d.state.stack) == 1
    d.cast(0, "Shock", targets=[d.find("Headhunter")])
    d.resolve()
    assert d.zone_of("Headhunter") == "graveyard"
    d.resolve()
    assert d.ids("Swamp", zone="graveyard")


def test_the_discard_choice_is_hidden_from_the_attacker() -> None:
    """The hand is a hidden zone (CR 400.2): while player 1 chooses which card to discard,
    player 0's view doesn't name the cards offered; the discarded card, in the graveyard, is
    then public and the other stays hidden."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.hand(1, "Shock", "Smother")
    d = Driver(s.build())
    _hit(d, "Headhunter")
    d.resolve()
    assert d.decision.player == 1
    assert "Smother" in json.dumps(d.game.view(1))
    assert "Smother" not in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(0))
    d.choose(d.find("Smother", zone="hand"))
    assert "Smother" in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(0))


def test_damage_to_a_planeswalker_is_not_damage_to_a_player() -> None:
    """Attacking Teferi, Who Slows the Sunset, Headhunter's combat damage is dealt to the
    planeswalker (a loyalty counter removed, CR 120.3c), not to a player: nothing triggers and
    its controller keeps their hand and life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Headhunter")
    s.battlefield(1, "Teferi, Who Slows the Sunset")
    s.hand(1, "Shock")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({d.find("Headhunter"): teferi})
    d.pass_until("postcombat_main")
    assert d.state.objects[teferi].counters == {"loyalty": 3}
    assert d.ids("Shock", zone="hand") and d.life(1) == 20
