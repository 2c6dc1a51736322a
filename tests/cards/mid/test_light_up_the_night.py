"""Light Up the Night — {X}{R} Sorcery.

Oracle: "Light Up the Night deals X damage to any target. It deals X plus 1 damage instead if
that target is a creature or planeswalker. / Flashback—{3}{R}, Remove X loyalty counters from
among planeswalkers you control. If you cast this spell this way, X can't be 0. (You may cast
this card from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Light Up the Night")

CARD = "Light Up the Night"
ARLINN = "Arlinn, the Pack's Hope"
WRENN = "Wrenn and Seven"


def _in_hand(lands: int = 4) -> Driver:
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.battlefield(0, *["Mountain"] * lands)
    s.battlefield(1, "Bounding Wolf", ARLINN)
    return Driver(s.build())


def _in_graveyard(*walkers: str, lands: int = 4, counters: dict[str, int] | None = None,
                  hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Mountain"] * lands)
    for w in walkers:
        s.battlefield(0, w, counters=counters)
    s.battlefield(1, "Bounding Wolf", "Ambitious Farmhand")
    if hand:
        s.hand(0, *hand)
    return Driver(s.build())


def _flashback_action(d: Driver) -> CastSpell:
    return CastSpell(d.find(CARD, "graveyard"), "flashback")


def test_x_damage_to_a_player() -> None:
    d = _in_hand()
    d.cast(0, CARD, x=3, targets=[1])
    d.resolve()
    assert d.life(1) == 17
    assert d.zone_of(CARD) == "graveyard"


def test_x_plus_one_damage_to_a_creature() -> None:
    d = _in_hand()
    wolf = d.find("Bounding Wolf")  # 3/2
    d.cast(0, CARD, x=1, targets=[wolf])
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "graveyard"  # 2 damage, not 1
    assert d.life(1) == 20


def test_x_plus_one_damage_to_a_planeswalker() -> None:
    d = _in_hand()
    arlinn = d.find(ARLINN)
    d.cast(0, CARD, x=2, targets=[arlinn])
    d.resolve()
    assert d.state.objects[arlinn].counters.get("loyalty") == 4 - 3


def test_x_zero_still_deals_one_to_a_creature() -> None:
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Ambitious Farmhand")  # 1/1
    d = Driver(s.build())
    d.cast(0, CARD, x=0, targets=[d.find("Ambitious Farmhand")])
    d.resolve()
    assert d.zone_of("Ambitious Farmhand") == "graveyard"


def test_flashback_removes_x_loyalty_counters_and_exiles_it() -> None:
    d = _in_graveyard(WRENN)
    wrenn = d.find(WRENN)
    assert d.state.objects[wrenn].counters.get("loyalty") == 5
    d.act(0, _flashback_action(d))
    x = d.expect("x")
    assert {a.value for a in x.actions} == {1, 2, 3, 4, 5}  # not 0, no more than there are
    d.choose(2)
    d.expect("target")
    d.choose(d.find("Bounding Wolf"))
    d.pay()
    assert d.state.objects[wrenn].counters.get("loyalty") == 3
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))  # {3}{R}, no X in mana
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "graveyard"  # 3 damage to the 3/2
    assert d.zone_of(CARD) == "exile"


def test_flashback_x_is_the_damage_x() -> None:
    d = _in_graveyard(WRENN)
    d.cast(0, CARD, method="flashback", x=4, targets=[1])
    assert d.state.objects[d.find(WRENN)].counters.get("loyalty") == 1
    d.resolve()
    assert d.life(1) == 16


def test_counters_are_divided_among_planeswalkers_as_you_choose() -> None:
    d = _in_graveyard(WRENN, ARLINN)
    wrenn, arlinn = d.find(WRENN), d.find(ARLINN)
    d.act(0, _flashback_action(d))
    x = d.expect("x")
    assert max(a.value for a in x.actions) == 9  # 5 + 4 loyalty
    d.choose(3)
    d.choose(1)
    d.pay()  # the mana first (CR 601.2g-h), then the counters
    for pick in (arlinn, wrenn, arlinn):
        dec = d.expect("cost_remove_counter")
        assert set(a.value for a in dec.actions) == {wrenn, arlinn}
        d.choose(pick)
    assert d.state.objects[arlinn].counters.get("loyalty") == 2
    assert d.state.objects[wrenn].counters.get("loyalty") == 4
    d.resolve()
    assert d.life(1) == 17


def test_a_planeswalker_left_with_no_loyalty_dies() -> None:
    d = _in_graveyard(ARLINN, counters={"loyalty": 2})
    d.cast(0, CARD, method="flashback", x=2, targets=[1])
    d.expect("priority")
    assert d.zone_of(ARLINN) == "graveyard"  # state-based action (CR 704.5i)
    d.resolve()
    assert d.life(1) == 18


def test_no_flashback_without_loyalty_counters_to_remove() -> None:
    d = _in_graveyard()
    assert _flashback_action(d) not in d.game.legal_actions()


def test_no_flashback_without_the_mana() -> None:
    d = _in_graveyard(WRENN, lands=3)
    assert _flashback_action(d) not in d.game.legal_actions()


def test_opponent_s_planeswalkers_don_t_pay() -> None:
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(1, WRENN)
    d = Driver(s.build())
    assert _flashback_action(d) not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0405")
def test_flashback_ruling_exiled_when_countered() -> None:
    """Official ruling: "“Flashback [cost]” means “You may cast this card from your graveyard
    by paying [cost] rather than paying its mana cost” and “If the flashback cost was paid,
    exile this card instead of putting it anywhere else any time it would leave the
    stack.”"."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(0, WRENN)
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    sid = d.cast(0, CARD, method="flashback", x=1, targets=[1])
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # Discombobulate's library order
    assert d.zone_of(CARD) == "exile"
    assert d.life(1) == 20


@pytest.mark.ruling("MID-OR-0408")
def test_flashback_ruling_always_exiled_afterward() -> None:
    """Official ruling: "A spell cast using flashback will always be exiled afterward, whether
    it resolves, is countered, or leaves the stack in some other way."."""
    d = _in_graveyard(WRENN)
    d.cast(0, CARD, method="flashback", x=1, targets=[1])
    d.resolve()
    assert d.zone_of(CARD) == "exile" and d.life(1) == 19


@pytest.mark.ruling("MID-OR-0406")
def test_flashback_ruling_sorcery_timing() -> None:
    """Official ruling: "You must still follow any timing restrictions and permissions,
    including those based on the card's type. For instance, you can cast a sorcery using
    flashback only when you could normally cast a sorcery."."""
    s = Scenario(seed=1)
    s.at("upkeep", active=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(0, WRENN)
    d = Driver(s.build())
    d.pass_priority()
    d.expect("priority")
    assert d.decision.player == 0
    assert CastSpell(d.find(CARD, "graveyard"), "flashback") not in d.game.legal_actions()
    d2 = _in_graveyard(WRENN)
    assert _flashback_action(d2) in d2.game.legal_actions()


@pytest.mark.ruling("MID-OR-0407")
def test_flashback_ruling_mana_value_from_the_mana_cost() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a flashback cost) you're paying, add any cost increases, then
    apply any cost reductions. The mana value of the spell is determined only by its mana cost,
    no matter what the total cost to cast the spell was." The flashback cost {3}{R} is paid,
    yet the spell's mana value is that of {X}{R} with X = 1."""
    d = _in_graveyard(WRENN)
    sid = d.cast(0, CARD, method="flashback", x=1, targets=[1])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.chars(sid).mana_value == 2


@pytest.mark.ruling("MID-OR-0409")
def test_flashback_ruling_put_into_the_graveyard_without_being_cast() -> None:
    """Official ruling: "You can cast a spell using flashback even if it was somehow put into
    your graveyard without having been cast." Discarded for Famished Foragers's cost, it is
    cast from the graveyard."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.library(0, "Glory Seeker")
    s.battlefield(0, *["Mountain"] * 7)
    s.battlefield(0, WRENN, "Famished Foragers")
    d = Driver(s.build())
    d.activate(0, "Famished Foragers")  # the mana first (CR 601.2g-h), then the discard
    d.expect("cost_discard")
    d.choose(d.find(CARD, "hand"))
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _flashback_action(d) in d.game.legal_actions()
    d.cast(0, CARD, method="flashback", x=1, targets=[1])
    d.resolve()
    assert d.life(1) == 19 and d.zone_of(CARD) == "exile"


@pytest.mark.ruling("MID-OR-0410")
def test_flashback_ruling_cast_before_anyone_else_acts() -> None:
    """Official ruling: "If a card with flashback is put into your graveyard during your turn,
    you can cast it if it's legal to do so before any other player can take any actions."."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.battlefield(0, *["Mountain"] * 6)
    s.battlefield(0, WRENN)
    d = Driver(s.build())
    d.cast(0, CARD, x=1, targets=[1])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _flashback_action(d) in d.game.legal_actions()
    d.cast(0, CARD, method="flashback", x=1, targets=[1])
    d.resolve()
    assert d.life(1) == 18 and d.zone_of(CARD) == "exile"


def test_flashback_with_a_single_loyalty_counter_to_remove() -> None:
    """CR 107.3a, 118.3: one loyalty counter among your planeswalkers pays X = 1, the least X
    the flashback cost allows, so the flashback is offered and X is 1."""
    d = _in_graveyard(WRENN, counters={"loyalty": 1})
    assert _flashback_action(d) in d.game.legal_actions()
    d.act(0, _flashback_action(d))
    d.expect("x")
    assert [a.value for a in d.decision.actions] == [1]


def test_a_planeswalker_whose_loyalty_is_all_set_aside_is_not_offered_again() -> None:
    """CR 601.2h, 118.3: the X loyalty counters are removed from among the planeswalkers that
    still have one to remove. Arlinn with one loyalty counter and Wrenn with five, X = 2: both
    are offered for the first counter, by a question that says what it is for; Arlinn chosen,
    her one counter is set aside, so the second comes from Wrenn without a question. Arlinn,
    left with none, dies (CR 704.5i)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(0, ARLINN, counters={"loyalty": 1})
    s.battlefield(0, WRENN)
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    wrenn, arlinn = d.find(WRENN), d.find(ARLINN)
    d.act(0, _flashback_action(d))
    d.choose(2)
    d.expect("target")
    d.choose(1)
    d.pay()
    dec = d.expect("cost_remove_counter")
    assert dec.prompt == "Choose a permanent to remove a loyalty counter from (2 left)"
    assert {a.value for a in dec.actions} == {wrenn, arlinn}
    d.choose(arlinn)
    d.expect("priority")
    assert d.state.objects[wrenn].counters.get("loyalty") == 4
    assert d.zone_of(ARLINN) == "graveyard"
    d.resolve()
    assert d.life(1) == 18


def test_x_zero_to_a_player_deals_no_damage() -> None:
    """CR 120.8: X = 0 aimed at a player deals no damage (the "plus 1" is only for a creature
    or planeswalker)."""
    d = _in_hand(lands=1)
    d.cast(0, CARD, x=0, targets=[1])
    d.resolve()
    assert d.life(1) == 20
    assert d.zone_of(CARD) == "graveyard"


def test_target_gone_before_it_resolves_it_does_nothing() -> None:
    """CR 608.2b: the targeted Bounding Wolf is Shocked and dies in response: the spell's only
    target is illegal, it doesn't resolve, and no damage is dealt to anyone."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(1, "Ambitious Farmhand", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    farmhand = d.find("Ambitious Farmhand")
    d.cast(0, CARD, x=3, targets=[farmhand])
    d.pass_priority()
    d.cast(1, "Shock", targets=[farmhand])
    d.resolve()
    assert d.zone_of("Ambitious Farmhand") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20 and d.life(1) == 20
    assert d.zone_of(CARD) == "graveyard"


def test_flashback_x_above_the_loyalty_there_is_is_refused_and_nothing_changes() -> None:
    """CR 601.2b, 601.2f: with only Wrenn's five loyalty counters to remove, X = 6 is refused
    with an error naming the choices; the game is unchanged and the X question stays open."""
    d = _in_graveyard(WRENN)
    d.act(0, _flashback_action(d))
    d.expect("x")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="6 is not a value X may have") as err:
        d.choose(6)
    assert "total cost" not in str(err.value)  # the counters bound X, not the mana
    assert d.game.fingerprint() == before
    d.expect("x")


def test_a_copy_has_the_same_x_removes_no_counters_and_isnt_exiled() -> None:
    """CR 707.10, 707.10c: Galvanic Iteration copies Light Up the Night cast with flashback
    for X = 2: the copy's X is 2 too, though no more loyalty counters are removed for it; it
    may target Bounding Wolf (3 damage to a creature) while the original deals 2 to player 1.
    The copy, not a card, isn't exiled (CR 704.5e); the card cast with flashback is."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Island", *["Mountain"] * 5, WRENN)
    s.hand(0, "Galvanic Iteration")
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, CARD, method="flashback", x=2, targets=[1])
    assert d.state.objects[d.find(WRENN)].counters.get("loyalty") == 3
    d.resolve()  # the copy trigger
    d.choose(d.find("Bounding Wolf"))
    d.resolve()  # the copy
    assert d.zone_of("Bounding Wolf") == "graveyard"
    assert d.life(1) == 20
    d.resolve()
    assert d.life(1) == 18
    assert d.state.objects[d.find(WRENN)].counters.get("loyalty") == 3
    assert d.ids(CARD, "exile") and not d.ids(CARD, "graveyard") and not d.state.stack
