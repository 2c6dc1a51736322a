"""Shared checks for the Gatherer rulings of Onslaught's cycling cards.

Cycling is an activated ability that functions only while the card is in its owner's hand
(CR 702.29a): it goes on the stack as an ability, never as a spell (CR 113.1a, 602.2). A
"when you cycle" ability triggers when the cycling ability is activated (CR 702.29c) and is put
on the stack above it the next time a player would receive priority (CR 603.3), so the two
resolve separately.

The checks use Pithing Needle (MID) for "effects that interact with activated abilities",
Dissipate (MID, "Counter target spell.") for "effects that interact with spells", and the
reference card Stifle (``tests.reference_cards``) to counter an ability.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE

CYCLING_IS_AN_ACTIVATED_ABILITY = (
    "Cycling is an activated ability. Effects that interact with activated abilities (such as "
    "Stifle or Rings of Brighthearth) will interact with cycling. Effects that interact with "
    "spells (such as Remove Soul or Faerie Tauntings) will not.")
CYCLING_AND_TRIGGER_ARE_SEPARATE = (
    "The cycling ability and the triggered ability are separate. If the triggered ability "
    "doesn't resolve (due to being countered with Stifle, for example, or if all its targets "
    "have become illegal), the cycling ability will still resolve and you'll draw a card.")
CYCLE_WITHOUT_TRIGGER_TARGETS = (
    "You can cycle this card even if there are no targets for the triggered ability. That's "
    "because the cycling ability itself has no targets.")

MARKER = "Glory Seeker"
"""The only card of the cycling player's library: drawn exactly when the cycling ability
resolves."""


def can_cycle(d: Driver, card: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == card
               for a in d.game.legal_actions())


def stack_kinds(d: Driver) -> list[str]:
    return [d.state.objects[o].stack.get("kind") for o in d.state.stack]


def cycling_ability_on_stack(d: Driver) -> int:
    (oid,) = [o for o in d.state.stack if d.state.objects[o].stack.get("cycling")]
    return oid


def first_answer(d: Driver) -> Any:
    """The first legal answer of the pending decision, "none" only when nothing else is."""
    values = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    chosen = [v for v in values if v is not None]
    return chosen[0] if chosen else None


def finish_stack(d: Driver) -> None:
    """Resolve everything left, declining every "you may"."""
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(False)
        elif d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(first_answer(d))


def cycle(d: Driver, card: str, trigger_targets: Iterable[Any] = ()) -> None:
    """Player 0 cycles ``card`` from hand; the "when you cycle" trigger's targets are
    ``trigger_targets``, or else the first legal ones."""
    d.activate(0, d.find(card, zone="hand"))
    wanted = list(trigger_targets)
    while d.decision.kind == "target":
        d.choose(wanted.pop(0) if wanted else first_answer(d))
    assert not wanted, f"unused trigger targets {wanted}"
    d.expect("priority")


def check_stifle_and_dissipate(card: str, lands: Sequence[str],
                               trigger_targets: Iterable[Any] = ()) -> None:
    """While the cycling ability is on the stack, "counter target spell" has nothing to
    target, but Stifle counters it: the card stays discarded (a cost, CR 602.2b) and no card is
    drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, card)
    s.library(0, MARKER)
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Dissipate", STIFLE.name)
    d = Driver(s.build())
    cycle(d, card, trigger_targets)
    d.pass_priority()
    d.expect("priority")
    assert d.decision.player == 1
    castable = {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    assert d.find("Dissipate", zone="hand") not in castable  # no spell to target
    assert d.find(STIFLE.name, zone="hand") in castable
    d.cast(1, STIFLE.name, targets=[cycling_ability_on_stack(d)])
    d.resolve()
    assert "activated" not in stack_kinds(d)
    finish_stack(d)
    assert d.zone_of(card) == "graveyard"
    assert d.zone_of(MARKER) == "library"


def check_pithing_needle(card: str, lands: Sequence[str]) -> None:
    """Pithing Needle naming the card stops its cycling in the hand (its activated ability).
    One more land than ``lands`` pays for the Needle."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands, lands[0])
    s.hand(0, card, "Pithing Needle")
    d = Driver(s.build())
    in_hand = d.find(card, zone="hand")
    d.cast(0, "Pithing Needle")
    assert can_cycle(d, in_hand)  # the mana left pays for cycling
    d.resolve()
    d.expect("choose_option")
    d.choose(card)
    assert not can_cycle(d, in_hand)


def check_cycling_is_an_activated_ability(card: str, lands: Sequence[str],
                                          trigger_targets: Iterable[Any] = ()) -> None:
    """The ruling shared by every Onslaught cycling card; ``lands`` pay the cycling cost."""
    check_stifle_and_dissipate(card, lands, trigger_targets)
    check_pithing_needle(card, lands)


def check_trigger_stifled_cycling_still_draws(card: str, lands: Sequence[str],
                                              trigger_targets: Iterable[Any] = (),
                                              creatures: Sequence[str] = ()) -> None:
    """Stifle counters the "when you cycle" trigger; the cycling ability still draws.
    ``creatures`` are the opponent's, for a trigger that needs a creature to target."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, card)
    s.library(0, MARKER)
    s.battlefield(1, "Island", *creatures)
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    cycle(d, card, trigger_targets)
    assert stack_kinds(d) == ["activated", "triggered"]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[d.state.stack[-1]])
    d.resolve()
    assert stack_kinds(d) == ["activated"]
    assert d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"


def check_trigger_resolves_before_the_draw(card: str, lands: Sequence[str],
                                           trigger_targets: Iterable[Any] = (),
                                           creatures: Sequence[str] = ()) -> None:
    """The cycling ability goes on the stack as it is activated; the "when you cycle" trigger
    is put on the stack above it the next time a player would receive priority (CR 603.3), so
    it resolves first, while the card to draw is still in the library. ``creatures`` are the
    opponent's, for a trigger that needs a creature to target; the trigger's choices are
    answered with their first legal answers ("yes" to a "may")."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, card)
    s.library(0, MARKER)
    s.battlefield(1, "Island", *creatures)
    d = Driver(s.build())
    cycle(d, card, trigger_targets)
    assert stack_kinds(d) == ["activated", "triggered"]
    trigger = d.state.stack[-1]
    d.resolve()
    while trigger in d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "may":
            d.choose(True)
        elif d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(first_answer(d))
    assert stack_kinds(d) == ["activated"]
    assert d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"
