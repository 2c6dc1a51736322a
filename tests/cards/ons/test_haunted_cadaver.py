"""Haunted Cadaver — {3}{B} Creature — Zombie 2/2.

Oracle: "Whenever Haunted Cadaver deals combat damage to a player, you may sacrifice it. If you
do, that player discards three cards. / Morph {1}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Haunted Cadaver")


def _hit(d: Driver) -> None:
    d.to_combat()
    d.attack([d.find("Haunted Cadaver")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.resolve()


def test_sacrifice_it_for_three_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock", "Mountain", "Forest", "Island")
    d = Driver(s.build())
    _hit(d)
    d.choose(True)
    assert d.ids("Haunted Cadaver", zone="graveyard")
    for left, name in zip((3, 2, 1), ("Shock", "Mountain", "Forest"), strict=True):
        # CR 701.9a: the player discarding chooses each card, told how many are left
        dec = d.expect("discard")
        assert dec.player == 1 and dec.prompt == f"Discard a card ({left} left)"
        d.choose(d.find(name, zone="hand"))
    assert [d.zone_of("Island")] == ["hand"]
    assert len(d.state.players[1].graveyard) == 3


def test_declining_keeps_it_and_their_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock")
    d = Driver(s.build())
    _hit(d)
    d.choose(False)
    assert d.ids("Haunted Cadaver", zone="battlefield")
    assert d.ids("Shock", zone="hand")


def test_a_player_with_fewer_than_three_cards_discards_them_all() -> None:
    """A player told to discard more cards than they hold discards their hand (CR 701.9a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    _hit(d)
    d.choose(True)
    while d.decision.kind == "discard":
        d.take_first("discard")
    assert d.state.players[1].hand == []
    assert len(d.state.players[1].graveyard) == 2


def test_face_down_it_has_no_ability() -> None:
    """A face-down creature has no abilities (CR 708.2a): its combat damage triggers nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    s.hand(1, "Shock", "Mountain", "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Haunted Cadaver")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert len(d.state.players[1].hand) == 3
    assert d.ids("Haunted Cadaver", zone="battlefield")


def test_gone_before_it_resolves_it_can_t_be_sacrificed_and_nobody_discards() -> None:
    """"If you do": once the Cadaver has left the battlefield it can't be sacrificed (CR
    701.17a), so the player discards nothing (CR 608.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock", "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Haunted Cadaver")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Haunted Cadaver")])
    d.resolve()
    assert d.ids("Haunted Cadaver", zone="graveyard")
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(True)
        else:
            d.pass_priority()
    assert len(d.state.players[1].hand) == 3


def test_only_the_player_dealt_the_damage_discards() -> None:
    """"That player" is the player it dealt combat damage to (CR 603.2, 506.2): in a
    three-player game the other opponent keeps their hand."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock", "Mountain", "Forest")
    s.hand(2, "Island", "Plains", "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Haunted Cadaver"): 2})
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.resolve()
    d.choose(True)
    while d.decision.kind == "discard":
        assert d.decision.player == 2
        d.take_first("discard")
    assert d.state.players[2].hand == [] and len(d.state.players[1].hand) == 3


def test_turned_face_up_before_damage_it_triggers() -> None:
    """Turned face up after blockers are declared (a special action, CR 702.37e), it has its
    ability when it deals combat damage (CR 708.8): it may be sacrificed for three discards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(1, "Shock", "Mountain", "Forest")
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    d.to_combat()
    d.attack([cadaver])
    while d.state.step is not Step.DECLARE_BLOCKERS:
        d.pass_priority()
    d.special(0, "turn_face_up", cadaver)
    d.pay()
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[1].hand == [] and d.zone_of("Haunted Cadaver") == "graveyard"


def test_stolen_by_insurrection_its_new_controller_may_sacrifice_it() -> None:
    """Taken by Insurrection, the Cadaver attacks its owner: "you" is its controller (CR
    109.5), who sacrifices it; it goes to its owner's graveyard (CR 400.3) and its owner, the
    player it damaged, discards three cards."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * 8))
    s.hand(0, "Insurrection")
    s.battlefield(1, "Haunted Cadaver", tapped=True)
    s.hand(1, "Shock", "Mountain", "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    _hit(d)
    assert d.expect("may").player == 0
    d.choose(True)
    assert d.ids("Haunted Cadaver", zone="graveyard", player=1)
    while d.decision.kind == "discard":
        assert d.decision.player == 1
        d.take_first("discard")
    assert len(d.state.players[1].hand) == 1
