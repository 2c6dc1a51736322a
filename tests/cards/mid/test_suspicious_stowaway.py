"""Suspicious Stowaway // Seafaring Werewolf — {1}{U} Creature — Human Rogue Werewolf 1/1 //
Creature — Werewolf 2/1 (green).

Oracle: Front: "Suspicious Stowaway can't be blocked. / Whenever Suspicious Stowaway deals
combat damage to a player, draw a card, then discard a card. / Daybound (If a player casts no
spells during their own turn, it becomes night next turn.)"
Back: "Seafaring Werewolf can't be blocked. / Whenever Seafaring Werewolf deals combat damage
to a player, draw a card. / Nightbound (If a player casts at least two spells during their own
turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings

CARD = "Suspicious Stowaway"
pytestmark = pytest.mark.card("Suspicious Stowaway")

FRONT, BACK = faces(CARD)


def _attack(*, night: bool) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, CARD, transformed=night)
    s.hand(0, "Plains")
    s.library(0, "Consider", "Island")
    s.battlefield(1, "Glory Seeker", "Covetous Castaway")
    d = Driver(s.build())
    oid = d.find(CARD)
    d.to_combat()
    d.attack([oid])
    # Player 1's untapped creatures could block another attacker; this one they can't: no
    # block is ever offered, and combat damage comes with no blocker.
    while d.state.step is not Step.COMBAT_DAMAGE:
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
            d.block()
        else:
            d.pass_priority()
    assert d.state.combat is not None and not d.state.combat.blockers
    return d, oid


def test_it_can_t_be_blocked_and_loots_on_combat_damage() -> None:
    d, oid = _attack(night=False)
    assert d.chars(oid).name == FRONT
    assert d.life(1) == 19
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("discard")
    assert d.ids("Consider", zone="hand")
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert [d.chars(o).name for o in d.state.players[0].hand] == ["Consider"]


def test_seafaring_werewolf_can_t_be_blocked_and_draws_on_combat_damage() -> None:
    d, oid = _attack(night=True)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == (BACK, 2, 1)
    assert c.colors == frozenset({"G"})
    d.pass_until("postcombat_main")  # no discard decision
    assert d.life(1) == 18
    assert sorted(d.chars(o).name for o in d.state.players[0].hand) == ["Consider", "Plains"]


def test_no_combat_damage_to_a_player_no_draw() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Consider", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])  # noncombat damage from another source
    d.resolve()
    assert d.state.players[0].hand == []
    assert not d.state.stack


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0242", "MID-OR-0243", "MID-OR-0244", "MID-OR-0245", "MID-OR-0246",
        "MID-OR-0247", "MID-OR-0248", "MID-OR-0249", "MID-OR-0250", "MID-OR-0251",
    )
    CARD, BACK = "Suspicious Stowaway", "Seafaring Werewolf"


def test_its_draw_replaced_by_words_of_wilding_it_still_discards() -> None:
    """"Draw a card, then discard a card": the draw replaced by a Bear (CR 614.1a, 121.6),
    the discard still happens (CR 608.2c): the Shock in hand is discarded."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Words of Wilding", "Forest")
    s.hand(0, "Shock")
    s.library(0, "Island", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.to_combat()
    d.attack([d.find(CARD)])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.resolve()
    assert d.ids("Bear", zone="battlefield")
    assert d.zone_of("Shock") == "graveyard" and d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 2


def test_it_still_loots_if_it_leaves_the_battlefield_first_and_the_draw_stays_hidden() -> None:
    """CR 603.10, 113.7a: the combat damage trigger exists independently of Suspicious
    Stowaway: Shocked in response, the Stowaway dies and its ability still draws a card and
    then discards one. The drawn card stays hidden from the opponent (CR 401.2, 402.3); the
    discarded one is seen by all (CR 404.2)."""
    import json

    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    s.hand(0, "Plains")
    s.library(0, "Consider", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    oid = d.find(CARD)
    d.to_combat()
    d.attack([oid])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 19
    d.pass_priority()
    assert d.decision.player == 1
    d.cast(1, "Shock", targets=[oid])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 1
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("discard")
    assert "Consider" in json.dumps(d.game.view(0))
    assert "Consider" not in json.dumps(d.game.view(1))
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert [d.chars(o).name for o in d.state.players[0].hand] == ["Consider"]
    assert "Plains" in json.dumps(d.game.view(1))


def test_combat_damage_to_a_planeswalker_or_a_blocker_does_not_trigger() -> None:
    """"Deals combat damage to a player" (CR 510.1, 603.2): Seafaring Werewolf attacking
    Player 1's planeswalker deals its damage to the planeswalker, not a player: no card is
    drawn."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.library(0, "Consider", "Island")
    s.battlefield(1, "Wrenn and Seven")
    d = Driver(s.build())
    oid = d.find(CARD)
    walker = d.find("Wrenn and Seven")
    loyalty = d.chars(walker).loyalty
    d.to_combat()
    d.attack({oid: walker})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[walker].counters.get("loyalty") == int(loyalty) - 2
    assert d.state.players[0].hand == []
