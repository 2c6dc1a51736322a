"""Counters an object enters the battlefield with are put on it (CR 122.6): replacement effects
that modify counters being put on a permanent ("that many plus one", Hardened Scales, a
reference card) modify them too, seen on the object as it would exist on the battlefield
(CR 614.12). Only an object entering with counters has counters put on it."""

from __future__ import annotations

from typing import Any

from manastack.cards.custom import define_card
from manastack.dsl.abilities import ReplacementAbility
from manastack.rules.characteristics import chars
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import HARDENED_SCALES

assert HARDENED_SCALES

COLOSSUS = "Diregraf Colossus"


def _colossus(graveyard: tuple[str, ...], *mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Hardened Scales", "Swamp", "Swamp", "Swamp", *mine)
    s.hand(0, COLOSSUS)
    if graveyard:
        s.graveyard(0, *graveyard)
    d = Driver(s.build())
    d.cast(0, COLOSSUS)
    d.resolve()
    return d


def _counters(d: Driver, name: str) -> dict[str, int]:
    return dict(d.state.objects[d.find(name, "battlefield")].counters)


def test_a_card_entering_with_counters_gets_one_more() -> None:
    """Diregraf Colossus would enter with two +1/+1 counters (two Zombie cards in the
    graveyard): with Hardened Scales it enters with three."""
    d = _colossus(("Gluttonous Zombie", "Gluttonous Zombie"))
    assert _counters(d, COLOSSUS) == {"+1/+1": 3}
    entered = [e for e in d.state.log if e.kind == "zone_change" and
               e.new_obj == d.find(COLOSSUS, "battlefield")]
    assert entered[-1].data["counters"] == {"+1/+1": 3}


def test_entering_with_no_counters_none_are_put() -> None:
    """With no Zombie card in the graveyard the Colossus enters with no counter: none are put
    on it, so Hardened Scales has nothing to add to."""
    d = _colossus(())
    assert _counters(d, COLOSSUS) == {}


def test_enduring_scalelord_sees_the_counters_it_entered_with() -> None:
    """The Colossus enters with 1 + 1 counters; Enduring Scalelord triggers once for them."""
    d = _colossus(("Gluttonous Zombie",), "Enduring Scalelord")
    assert _counters(d, COLOSSUS) == {"+1/+1": 2}
    assert len(d.state.stack) == 1


def test_tokens_entering_with_counters_get_one_more_and_an_opponents_scales_do_nothing() -> None:
    """Visions of Glory's Human tokens enter with Dearly Departed's additional counter (it is
    in their controller's graveyard): player 0's Hardened Scales makes it two on each; player
    1's Hardened Scales doesn't apply to player 0's creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hardened Scales", *["Plains"] * 5, "Glory Seeker")
    s.battlefield(1, "Hardened Scales")
    s.graveyard(0, "Dearly Departed")
    s.hand(0, "Visions of Glory")
    d = Driver(s.build())
    d.cast(0, "Visions of Glory")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    [human] = d.ids("Human Token", "battlefield")
    assert d.state.objects[human].counters == {"+1/+1": 2}
    assert not d.state.objects[d.find("Glory Seeker")].counters


def test_the_controller_it_enters_under_decides_whose_scales_apply() -> None:
    """CR 122.6a: Curse of Unbinding puts player 1's Diregraf Colossus onto the battlefield
    under player 0's control, with one counter for the Zombie card in player 0's graveyard:
    player 0 puts the counters on it, so player 0's Hardened Scales applies (a creature player
    0 will control), player 1's doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Unbinding", attached_to=1)
    s.battlefield(0, "Hardened Scales")
    s.battlefield(1, "Hardened Scales")
    s.graveyard(0, "Gluttonous Zombie")
    s.library(0, "Swamp", "Swamp")
    s.library(1, COLOSSUS, "Swamp")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert d.chars(d.find(COLOSSUS, "battlefield")).controller == 0
    assert _counters(d, COLOSSUS) == {"+1/+1": 2}


def _on_your_creature(g: Any, oid: int, ev: Any) -> bool:
    return bool(chars(g, ev.obj).is_creature and
                chars(g, ev.obj).controller == chars(g, oid).controller)


def _none_instead(g: Any, oid: int, ev: Any) -> None:
    return None


NO_COUNTERS = define_card(
    "Counterless Ward", "{1}", "Artifact",
    "If one or more counters would be put on a creature you control, none are put on it "
    "instead.",
    abilities=[ReplacementAbility("counters_added", _on_your_creature, _none_instead,
                                  text="If one or more counters would be put on a creature "
                                       "you control, none are put on it instead.")]).name
"""A card made up for a replacement effect that replaces counters being put with nothing."""


def test_counters_replaced_with_none_are_not_put_as_it_enters() -> None:
    """An effect replacing counters being put on a creature with nothing: the Colossus, which
    would enter with two counters, enters with none."""
    s = Scenario(seed=1)
    s.battlefield(0, NO_COUNTERS, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Gluttonous Zombie", "Gluttonous Zombie")
    s.hand(0, COLOSSUS)
    d = Driver(s.build())
    d.cast(0, COLOSSUS)
    d.resolve()
    assert _counters(d, COLOSSUS) == {}


def test_with_another_effect_on_the_same_entering_its_controller_chooses_the_order() -> None:
    """CR 616.1: Custodi Soulbinders (a Human) enters with one counter (its own replacement
    applies first, CR 616.1a); then Dearly Departed's additional counter and Hardened Scales
    both apply, and its controller chooses which first: three counters either way."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hardened Scales", "Glory Seeker", *["Plains"] * 4)
    s.graveyard(0, "Dearly Departed")
    s.hand(0, "Custodi Soulbinders")
    d = Driver(s.build())
    d.cast(0, "Custodi Soulbinders")
    d.resolve()
    d.expect("order_replacements")
    assert len(d.decision.actions) == 2
    d.take_first("order_replacements")
    assert _counters(d, "Custodi Soulbinders") == {"+1/+1": 3}


def test_a_token_copy_entering_with_its_copied_counters_gets_one_more() -> None:
    """CR 707.9, 614.1c, 122.6: Croaking Counterpart's Frog copy of Stag Beetle has the
    Beetle's "enters with X +1/+1 counters" (X = 2: the Beetle and Glory Seeker); those counters
    are put on it as it enters, so Hardened Scales makes them three: a 4/4 Frog."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hardened Scales", "Glory Seeker", "Forest", "Forest", "Forest",
                  "Island", "Island", "Island")
    s.battlefield(0, "Stag Beetle", counters={"+1/+1": 1})
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    beetle = d.find("Stag Beetle")
    d.cast(0, "Croaking Counterpart", targets=[beetle])
    d.resolve()
    [frog] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert d.state.objects[frog].counters == {"+1/+1": 3}
    assert (d.chars(frog).power, d.chars(frog).toughness) == (4, 4)
    entered = [e for e in d.state.log if e.kind == "zone_change" and e.new_obj == frog]
    assert entered[-1].data["counters"] == {"+1/+1": 3}
