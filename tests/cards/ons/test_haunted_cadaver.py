"""Haunted Cadaver — {3}{B} Creature — Zombie 2/2.

Oracle: "Whenever Haunted Cadaver deals combat damage to a player, you may sacrifice it. If you
do, that player discards three cards. / Morph {1}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

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
    701.21a), so the player discards nothing (CR 608.2c)."""
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


def test_blocked_it_deals_no_damage_to_a_player_and_nothing_triggers() -> None:
    """CR 510.1c, 603.2: blocked by Glory Seeker, the Cadaver deals its combat damage to the
    creature, not to a player: the ability doesn't trigger and no hand is touched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Forest", "Island", "Plains")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    cadaver, seeker = d.find("Haunted Cadaver"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([cadaver])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: cadaver})
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Haunted Cadaver") == "graveyard"  # 2 damage from the 2/2 Seeker
    assert len(d.state.players[1].hand) == 3 and d.life(1) == 20


def test_the_card_kept_stays_hidden_from_the_attacker() -> None:
    """CR 402.3, 701.9a: the damaged player picks the three cards; the discarded cards are
    public in their graveyard, the card kept stays hidden from the Cadaver's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(1, "Shock", "Mountain", "Forest", "Wirewood Savage")
    d = Driver(s.build())
    _hit(d)
    d.choose(True)
    assert "Wirewood Savage" not in json.dumps(d.game.view(0))
    for name in ("Shock", "Mountain", "Forest"):
        d.expect("discard")
        d.choose(d.find(name, zone="hand"))
    assert "Wirewood Savage" not in json.dumps(d.game.view(0))
    assert "Wirewood Savage" in json.dumps(d.game.view(1))
    assert "Forest" in json.dumps(d.game.view(0))


def test_in_two_headed_giant_only_the_player_dealt_damage_discards() -> None:
    """CR 805.10, 810.7, 603.2: attacking player 3, "that player" is player 3, not the
    whole team: player 2, player 3's teammate, keeps their hand."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Haunted Cadaver")
    s.hand(2, "Island", "Plains", "Swamp")
    s.hand(3, "Shock", "Mountain", "Forest")
    for p in range(4):
        s.library(p, "Swamp", "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Haunted Cadaver")], defender=3)
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.resolve()
    d.choose(True)
    while d.decision.kind == "discard":
        assert d.decision.player == 3
        d.take_first("discard")
    assert d.state.players[3].hand == [] and len(d.state.players[2].hand) == 3


def test_a_regeneration_shield_doesn_t_stop_the_sacrifice() -> None:
    """CR 701.21a, 701.19a: sacrificing is not destroying, so Boneknitter's shield on the
    Cadaver doesn't keep it: it goes to the graveyard and the player, holding exactly three
    cards, discards them all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Haunted Cadaver", "Boneknitter", "Swamp", "Swamp")
    s.hand(1, "Shock", "Mountain", "Forest")
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    d.activate(0, "Boneknitter", targets=[cadaver])
    d.resolve()
    _hit(d)
    d.choose(True)
    assert d.zone_of("Haunted Cadaver") == "graveyard"
    assert d.state.players[1].hand == [] and len(d.state.players[1].graveyard) == 3
