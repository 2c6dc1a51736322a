"""Complicate — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {3}. / Cycling {2}{U} ({2}{U},
Discard this card: Draw a card.) / When you cycle Complicate, you may counter target spell
unless its controller pays {1}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE

from .cycling_checks import (
    MARKER,
    can_cycle,
    check_cycling_is_an_activated_ability,
    cycle,
    stack_kinds,
)

pytestmark = pytest.mark.card("Complicate")


def setup(mountains: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Complicate")
    s.library(0, "Island")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_counters_unless_three_is_paid() -> None:
    d = setup(mountains=3)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    assert d.expect("unless_payment").player == 1
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_paying_three_lets_the_spell_resolve() -> None:
    d = setup(mountains=4)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.life(0) == 18


def test_cycling_trigger_counters_unless_one_is_paid() -> None:
    d = setup(mountains=1)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Complicate")  # cycle it
    assert d.ids("Complicate", zone="graveyard")
    d.choose(shock)  # the cycling trigger's target
    d.pass_priority()
    d.pass_priority()
    d.expect("may")
    d.choose(True)
    assert d.expect("unless_payment").player == 1
    d.choose("decline")
    d.resolve_all()  # the cycling draw
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20 and d.ids("Island", zone="hand")


@pytest.mark.ruling("ONS-OR-0065")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Complicate", ["Island", "Island", "Island"])


def shock_then_cycle(p0_lands: int, p1_hand: tuple[str, ...] = (),
                     p0_hand: tuple[str, ...] = ()) -> tuple[Driver, int]:
    """Player 1 casts Shock at player 0, who cycles Complicate in response, the trigger
    targeting the Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * p0_lands)
    s.hand(0, "Complicate", *p0_hand)
    s.library(0, MARKER)
    s.battlefield(1, "Mountain", "Island")
    s.hand(1, "Shock", *p1_hand)
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    cycle(d, "Complicate", [shock])
    assert stack_kinds(d) == ["spell", "activated", "triggered"]
    return d, shock


@pytest.mark.ruling("ONS-OR-0067")
def test_trigger_countered_by_stifle_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card."."""
    d, _shock = shock_then_cycle(3, p1_hand=(STIFLE.name,))
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[d.state.stack[-1]])
    d.resolve()
    assert stack_kinds(d) == ["spell", "activated"]
    d.resolve()
    assert d.zone_of(MARKER) == "hand"
    d.resolve()
    assert d.life(0) == 18  # the Shock was never threatened


@pytest.mark.ruling("ONS-OR-0067")
def test_trigger_whose_target_is_gone_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card." Here Dissipate exiles the targeted spell first, so the trigger doesn't resolve
    (CR 608.2b)."""
    d, shock = shock_then_cycle(6, p0_hand=("Dissipate",))
    d.cast(0, "Dissipate", targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    d.resolve()  # the trigger: no "you may" is asked, it doesn't resolve
    d.expect("priority")
    assert stack_kinds(d) == ["activated"] and d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand" and d.life(0) == 20


@pytest.mark.ruling("ONS-OR-0068")
def test_can_cycle_with_no_spell_to_target() -> None:
    """Official ruling: "You can cycle this card even if there are no targets for the
    triggered ability. That's because the cycling ability itself has no targets."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Complicate")
    s.library(0, MARKER)
    d = Driver(s.build())
    assert can_cycle(d, d.find("Complicate", zone="hand"))
    cycle(d, "Complicate")
    assert stack_kinds(d) == ["activated"]  # the trigger had no legal target (CR 603.3d)
    d.resolve()
    assert d.zone_of(MARKER) == "hand" and d.zone_of("Complicate") == "graveyard"


@pytest.mark.ruling("ONS-OR-0066")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)

    The trigger resolves (and the Shock is countered) while the card to draw is still in the
    library; the cycling ability resolves afterwards."""
    d, _shock = shock_then_cycle(3)
    assert stack_kinds(d) == ["spell", "activated", "triggered"]
    d.pass_priority()
    d.pass_priority()
    d.expect("may")
    d.choose(True)
    d.expect("unless_payment")
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert stack_kinds(d) == ["activated"]
    assert d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"


def test_the_payment_is_asked_named_and_may_be_made_automatically() -> None:
    """CR 118.12a: the controller of the spell decides to pay {3} as Complicate resolves (the
    decision names the cost and Complicate), then pays the mana, here automatically (a game
    offering it) with all three Mountains left (CR 601.2g-h); Shock isn't countered."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Complicate")
    s.battlefield(1, *["Mountain"] * 4)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    complicate = d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    dec = d.expect("unless_payment")
    assert dec.prompt == "Pay {3} or it is countered"
    assert dec.info()["source"] == complicate and dec.info()["spell"] == shock
    d.choose("pay")
    assert d.expect("pay_mana").prompt == "Pay {3} (so that the spell isn't countered)"
    from manastack.decisions.actions import PayAutomatically
    d.act(1, PayAutomatically())
    assert d.decision.kind == "priority"
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.life(0) == 18


def test_a_controller_who_cant_pay_is_refused_saying_why() -> None:
    """CR 118.3: with one Mountain left after Shock, player 1 can't pay {3}: only declining
    is offered, "pay" is refused naming the cost and the rule, the game unchanged; then
    declining, Shock is countered."""
    from manastack.game import IllegalActionError
    d = setup(mountains=2)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    assert {a.value for a in d.expect("unless_payment").actions} == {"decline"}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as err:
        d.choose("pay")
    assert "can't pay the cost \"{3}\" now" in str(err.value) and "CR 118.3" in str(err.value)
    assert d.game.fingerprint() == before
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_declining_the_cycling_trigger_leaves_the_spell_alone() -> None:
    """"you may counter" (CR 603.5): declining as the trigger resolves, player 1 isn't asked to
    pay, Shock resolves, and the cycling still draws a card."""
    d = setup(mountains=2)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Complicate")
    d.choose(shock)
    d.pass_priority()
    d.pass_priority()
    d.expect("may")
    d.choose(False)
    assert d.decision.kind == "priority"
    d.resolve_all()
    assert d.life(0) == 18 and d.ids("Island", zone="hand")


def test_its_target_gone_it_does_nothing_and_nobody_is_asked() -> None:
    """CR 608.2b: player 0 casts Complicate on Shock, then Discombobulate on Shock too;
    Discombobulate resolves first and counters Shock, so Complicate's only
    target is illegal: it doesn't resolve, and player 1 is never asked to pay."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Complicate", "Discombobulate")
    s.library(0, "Island")
    s.battlefield(1, *["Mountain"] * 4)
    s.hand(1, "Shock")
    s.library(1, "Mountain")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    complicate = d.cast(0, "Complicate", targets=[shock])
    d.cast(0, "Discombobulate", targets=[shock])
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.zone_of("Shock") == "graveyard"
    d.resolve()
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [complicate]
    assert d.decision.kind == "priority" and d.zone_of("Complicate") == "graveyard"
    assert d.life(0) == 20


def test_in_multiplayer_the_spells_controller_is_the_one_asked() -> None:
    """CR 118.12a: "its controller": in a game of three, Shock cast by player 2 at player 0:
    player 2, not player 1, decides whether to pay {3}."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Complicate")
    s.battlefield(1, *["Mountain"] * 4)
    s.battlefield(2, *["Mountain"] * 4)
    s.hand(2, "Shock")
    s.at("main", active=2, turn=4)
    d = Driver(s.build())
    shock = d.cast(2, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    assert d.expect("unless_payment").player == 2
    d.choose("pay")
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain", player=2))
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain", player=1))
    d.resolve()
    assert d.life(0) == 18
