"""A mode whose targets include "another target" (CR 115.3, 700.2, 601.2c, 602.2b, 603.3c-d).

No card of ONS, MID or MIC has a mode with two targets that must differ, so the cards here are
made up for these rules: a mode can be chosen only if all its targets can be chosen, so one
whose "another target creature" has no second creature to name isn't offered (CR 700.2a,
601.2c), and an ability whose every mode is so can't be activated (CR 602.2b); "another" reads
the mode's own earlier target, not the target at that place among all the chosen modes'.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateAbility, Choose
from manastack.dsl.abilities import Mode, TargetSpec
from manastack.dsl.effects import Destroy, ExchangeControl
from manastack.dsl.filters import ARTIFACT, CREATURE, ENCHANTMENT
from manastack.dsl.prelude import (
    TARGET_CREATURE,
    Target,
    activated,
    continued,
    enters,
    spell,
    target,
    triggered,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

_ANOTHER = TargetSpec(filter=CREATURE, different_from=(0,), label="another target creature")
_SWAP = Mode((ExchangeControl(Target(0), Target(1)),), (TARGET_CREATURE, _ANOTHER),
             "exchange two creatures")
_SWAP_TEXT = "• Exchange control of target creature and another target creature."

SPELL = define_card(
    "Reference Test Swap Charm", "{U}", "Instant",
    "Choose one or more —\n• Destroy target artifact.\n• Destroy target enchantment.\n"
    + _SWAP_TEXT,
    abilities=[spell(modes=(Mode((Destroy(Target(0)),), (target(ARTIFACT),), "artifact"),
                            Mode((Destroy(Target(0)),), (target(ENCHANTMENT),), "enchantment"),
                            _SWAP), choose=3),
               continued(), continued(), continued()]).name
"""A made-up modal spell: "Choose one or more", two modes with one target each, then a mode
with a target and another target."""

TRIGGER = define_card(
    "Reference Test Swap Herald", "{U}", "Creature — Human",
    "When this creature enters, choose one —\n• Destroy target enchantment.\n" + _SWAP_TEXT,
    power=1, toughness=1,
    abilities=[triggered(enters(), modes=(
        Mode((Destroy(Target(0)),), (target(ENCHANTMENT),), "destroy"), _SWAP)),
        continued(), continued()]).name
"""A made-up creature with a modal enters trigger."""

ACTIVATED = define_card(
    "Reference Test Swap Sage", "{U}", "Creature — Human",
    "{T}: Choose one —\n• Destroy target enchantment.\n" + _SWAP_TEXT,
    power=1, toughness=1,
    abilities=[activated("{T}", modes=(
        Mode((Destroy(Target(0)),), (target(ENCHANTMENT),), "destroy"), _SWAP)),
        continued(), continued()]).name
"""A made-up creature with a modal activated ability."""


def _offered(d: Driver) -> set[object]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def _herald(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, TRIGGER)
    s.battlefield(1, "Oversold Cemetery", *theirs)
    d = Driver(s.build())
    d.cast(0, TRIGGER)
    d.resolve()
    return d


def test_a_trigger_offers_no_mode_whose_another_target_cant_be_chosen() -> None:
    """CR 700.2a, 603.3c, 115.3: the Herald entering is the only creature, so its exchange
    mode, which needs a creature and another creature, can't be chosen: only the mode
    destroying an enchantment is offered (choosing the other would leave the ability without
    its second target and remove it, CR 603.3d); with a second creature, both are."""
    d = _herald()
    d.expect("mode")
    assert _offered(d) == {0}
    d = _herald("Glory Seeker")
    d.expect("mode")
    assert _offered(d) == {0, 1}


def _sage(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, ACTIVATED)
    s.battlefield(1, "Island", *theirs)
    return Driver(s.build())


def _activatable(d: Driver) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == d.find(ACTIVATED)
               for a in d.game.legal_actions())


def test_an_ability_whose_every_mode_lacks_targets_cant_be_activated() -> None:
    """CR 602.2b, 601.2c, 700.2a: the Sage's only modes need an enchantment, or a creature and
    another creature; with neither (the Sage the only creature) it can't be activated; with a
    second creature it can, and with an enchantment alone it can, offering that mode only."""
    assert not _activatable(_sage())
    assert _activatable(_sage("Glory Seeker"))
    d = _sage("Oversold Cemetery")
    assert _activatable(d)
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    d.expect("mode")
    assert _offered(d) == {0}


def test_another_target_differs_from_its_own_modes_earlier_target() -> None:
    """CR 115.3, 700.2: the Swap Charm cast for all three modes, the exchange last: its
    "another target creature" must differ from that mode's first target creature (not from
    the artifact, the first target among all the modes chosen, nor from any other)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Slate of Ancestry", "Oversold Cemetery")
    s.battlefield(0, "Glory Seeker", label="mine")
    s.battlefield(1, "Glory Seeker", label="theirs")
    s.hand(0, SPELL)
    d = Driver(s.build())
    slate = d.find("Slate of Ancestry")
    mine, theirs = d.ids("Glory Seeker", zone="battlefield")
    if d.state.objects[mine].controller != 0:
        mine, theirs = theirs, mine
    d.act(0, next(a for a in d.game.legal_actions()
                  if getattr(a, "card", None) == d.find(SPELL)))
    for mode in (0, 1, 2):
        d.expect("mode")
        d.choose(mode)
    for first in (slate, d.find("Oversold Cemetery"), mine):
        d.expect("target")
        d.choose(first)
    d.expect("target")
    assert _offered(d) == {theirs}
    d.choose(theirs)
    while d.decision.kind != "priority":
        d.pay()
    d.resolve()
    assert d.zone_of("Slate of Ancestry") == "graveyard"
    assert d.zone_of("Oversold Cemetery") == "graveyard"
    assert d.chars(mine).controller == 1 and d.chars(theirs).controller == 0
