"""Hallowed Respite — {W}{U} Sorcery.

Oracle: "Exile target nonlegendary creature, then return it to the battlefield under its
owner's control. If it entered under your control, put a +1/+1 counter on it. Otherwise, tap
it. / Flashback {1}{W}{U}"
Rulings covered: MID-OR-0762 to MID-OR-0767 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
    sorcery_timing,
)

pytestmark = pytest.mark.card("Hallowed Respite")


def test_your_creature_comes_back_with_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Glory Seeker")
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert not d.state.objects[seeker].tapped


def test_an_opponents_creature_comes_back_tapped_under_its_owner() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Elvish Warrior")])
    d.resolve()
    warrior = d.find("Elvish Warrior", zone="battlefield")
    assert d.state.objects[warrior].controller == 1
    assert d.state.objects[warrior].tapped and d.state.objects[warrior].counters == {}


def test_legendary_creatures_cant_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(1, "Vadrik, Astral Archmage")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Hallowed Respite", targets=[d.find("Vadrik, Astral Archmage")])


def test_a_stolen_creature_returns_to_its_owner_and_the_control_effect_is_over() -> None:
    """CR 400.7, 110.2: Pack's Betrayal gives player 0 the Elvish Warrior until end of turn;
    Hallowed Respite exiles it and it returns under its owner's control as a new object the
    old control effect doesn't apply to: it didn't enter under the caster's control, so it is
    tapped and gets no counter, and it stays with player 1 after the turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal", "Hallowed Respite")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    for m in d.ids("Mountain"):
        d.mana(0, m)
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")], pay=False)
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).controller == 0
    d.cast(0, "Hallowed Respite", targets=[d.find("Elvish Warrior")])
    d.resolve()
    warrior = d.find("Elvish Warrior", zone="battlefield")
    o = d.state.objects[warrior]
    assert d.chars(warrior).controller == 1 and o.tapped and o.counters == {}
    assert not d.chars(warrior).has("Haste")
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 1


def test_an_exiled_token_doesnt_come_back() -> None:
    """CR 111.8, 704.5d: a token exiled ceases to exist; there is nothing to return and no
    counter is put."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.token(0, "Zombie")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Zombie")])
    d.resolve()
    assert d.ids("Zombie", zone="battlefield") == []
    assert d.zone_of("Hallowed Respite") == "graveyard"


def test_a_face_down_creature_returns_face_up() -> None:
    """CR 708.9 (a face-down permanent leaving is revealed), 110.5b: the card returns to the
    battlefield face up, as Daru Lancer, with a +1/+1 counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Daru Lancer")])
    d.resolve()
    lancer = d.find("Daru Lancer", zone="battlefield")
    o = d.state.objects[lancer]
    assert not o.face_down and o.counters == {"+1/+1": 1}
    c = d.chars(lancer)
    assert (c.name, c.power, c.toughness) == ("Daru Lancer", 4, 5)


def test_your_creature_an_opponent_controls_comes_back_to_you_with_a_counter() -> None:
    """CR 110.2, 400.7: player 1 controls player 0's Glory Seeker (with two +1/+1 counters and
    tapped); Hallowed Respite returns it under its owner's control, as a new object: it entered
    under the caster's control, so it gets one +1/+1 counter and stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(1, "Glory Seeker", owner=0, tapped=True, counters={"+1/+1": 2})
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    o = d.state.objects[seeker]
    assert d.chars(seeker).controller == 0
    assert o.counters == {"+1/+1": 1} and not o.tapped


def test_a_transformed_card_returns_front_face_up() -> None:
    """CR 712.14, 400.7: Insectile Aberration (Delver of Secrets transformed) is exiled and
    returned as a new object; a double-faced card put onto the battlefield from a zone other
    than the stack enters front face up: a 1/1 Delver of Secrets, 2/2 with its counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.battlefield(0, "Delver of Secrets", transformed=True)
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    aberration = d.find("Delver of Secrets")
    assert d.chars(aberration).name == "Insectile Aberration"
    d.cast(0, "Hallowed Respite", targets=[aberration])
    d.resolve()
    delver = d.find("Delver of Secrets", zone="battlefield")
    assert delver != aberration
    assert d.state.objects[delver].face == 0
    assert d.chars(delver).name == "Delver of Secrets"
    assert (d.chars(delver).power, d.chars(delver).toughness) == (2, 2)


def test_at_night_a_daybound_card_returns_transformed() -> None:
    """CR 702.145b, 712.14: daybound says "if it is night and this permanent is represented by
    a double-faced card, it enters transformed": at night, Storm-Charged Slasher (Reckless
    Stormseeker transformed) exiled and returned enters back face up again."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Plains", "Island")
    s.battlefield(0, "Reckless Stormseeker", transformed=True)
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    slasher = d.find("Reckless Stormseeker")
    d.cast(0, "Hallowed Respite", targets=[slasher])
    d.resolve()
    back = d.find("Reckless Stormseeker", zone="battlefield")
    assert back != slasher
    assert d.state.objects[back].face == 1
    assert d.chars(back).name == "Storm-Charged Slasher"
    assert d.state.objects[back].counters == {"+1/+1": 1}


def _seeker_back_with_a_counter(d: Driver) -> bool:
    seeker = d.ids("Glory Seeker", zone="battlefield")
    return bool(seeker) and d.state.objects[seeker[0]].counters == {"+1/+1": 1}


FLASHBACK = FlashbackCard("Hallowed Respite", "Plains", 2, 2, ("Island", "Glory Seeker"),
                          lambda d: [d.find("Glory Seeker")], _seeker_back_with_a_counter)
"""Flashback {1}{W}{U}: two Plains and an Island; the target is player 0's Glory Seeker."""


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MID-OR-0762"), id="exiled_when_countered"),
    pytest.param(sorcery_timing, marks=pytest.mark.ruling("MID-OR-0763"), id="sorcery_timing"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MID-OR-0764"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MID-OR-0765"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MID-OR-0766"), id="never_cast_before"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings, checked as for every card with flashback (CR
    702.34a, 601.2f)."""
    check(FLASHBACK)


@pytest.mark.ruling("MID-OR-0767")
def test_flashback_right_after_it_resolves_from_the_hand() -> None:
    """MID-OR-0767, CR 117.3b: cast from the hand, it resolves into the graveyard and its
    controller has priority first: cast again with flashback at once on the returned Glory
    Seeker (a new object), which comes back again with one counter, the old one gone with the
    old object (CR 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Hallowed Respite") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker", zone="battlefield")],
           method="flashback")
    d.resolve()
    assert _seeker_back_with_a_counter(d)
    assert d.zone_of("Hallowed Respite") == "exile"


def test_the_returned_creature_is_new_and_cant_attack_this_turn() -> None:
    """CR 400.7, 302.6: the Glory Seeker that returns is a new object its controller hasn't
    controlled continuously since the turn began: it can't attack."""
    from manastack.decisions.actions import DeclareAttacker
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    old = d.find("Glory Seeker")
    d.cast(0, "Hallowed Respite", targets=[old])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert seeker != old
    d.to_combat()
    assert DeclareAttacker(seeker, 1) not in d.game.legal_actions()
    assert DeclareAttacker(d.find("Elvish Warrior"), 1) in d.game.legal_actions()


def test_its_target_gone_nothing_happens() -> None:
    """CR 608.2b: Glory Seeker Shocked in response, Hallowed Respite doesn't resolve: nothing
    comes back: Glory Seeker stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Mountain", "Glory Seeker")
    s.hand(0, "Hallowed Respite", "Shock")
    d = Driver(s.build())
    sid = d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker")])
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [sid]


def _troupe_returned(controller: int) -> Driver:
    """Contortionist Troupe ({X}{G}, 0/0) entered with X=3: three +1/+1 counters. Player 0
    casts Hallowed Respite on it; it is controlled by ``controller``."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.battlefield(controller, "Contortionist Troupe", counters={"+1/+1": 3}, chosen={"x": 3})
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    troupe = d.find("Contortionist Troupe")
    assert (d.chars(troupe).power, d.chars(troupe).toughness) == (3, 3)
    d.cast(0, "Hallowed Respite", targets=[troupe])
    d.resolve()
    return d


def test_an_x_creature_returns_with_x_0_and_the_counter_put_before_any_check_keeps_it() -> None:
    """CR 107.3m, 400.7, 122.2, 704.3: returned to the battlefield without being cast, the
    Troupe's X is 0, so it enters with no counters of its own: a 0/0. Hallowed Respite puts its
    +1/+1 counter on it before it finishes resolving and state-based actions are checked, so
    the Troupe stays, a 1/1."""
    d = _troupe_returned(0)
    troupe = d.find("Contortionist Troupe", zone="battlefield")
    assert d.state.objects[troupe].counters == {"+1/+1": 1}
    assert (d.chars(troupe).power, d.chars(troupe).toughness) == (1, 1)


def test_an_opponents_x_creature_returns_a_0_0_and_dies() -> None:
    """CR 107.3m, 704.5f: the opponent's Troupe returns with X=0 and no counters, and is
    tapped rather than given a counter: a 0/0, it is put into its owner's graveyard."""
    d = _troupe_returned(1)
    assert d.zone_of("Contortionist Troupe") == "graveyard"
