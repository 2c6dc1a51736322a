"""Fade from Memory — {B} Instant.

Oracle: "Exile target card from a graveyard. / Cycling {B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Fade from Memory")

def test_exiles_a_card_from_any_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Fade from Memory")
    s.graveyard(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Fade from Memory", targets=[d.find("Festering Goblin", zone="graveyard")])
    d.resolve()
    assert d.ids("Festering Goblin", zone="exile")


@pytest.mark.ruling("ONS-OR-0110")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Fade from Memory", ["Swamp"])


def test_targets_are_cards_in_any_graveyard_only() -> None:
    """CR 115.1, 400.1: "target card from a graveyard" offers the cards in each graveyard, its
    caster's own included, and no card in another zone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Glory Seeker")
    s.hand(0, "Fade from Memory")
    s.graveyard(0, "Shock")
    s.graveyard(1, "Festering Goblin")
    s.exile(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Fade from Memory", pay=False)
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {d.find("Shock", zone="graveyard"),
                       d.find("Festering Goblin", zone="graveyard")}
    d.choose(d.find("Shock", zone="graveyard"))
    d.pay()
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    assert d.zone_of("Festering Goblin") == "graveyard"


def test_its_target_gone_from_the_graveyard_it_does_nothing() -> None:
    """CR 608.2b, 400.7: the card exiled by another Fade from Memory in response is a new
    object; the first spell's only target is illegal, so it doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Fade from Memory")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    s.graveyard(1, "Festering Goblin")
    d = Driver(s.build())
    goblin = d.find("Festering Goblin", zone="graveyard")
    first = d.cast(0, "Fade from Memory", targets=[goblin])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[goblin])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "exile"
    d.resolve()
    assert not d.state.stack
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [first]
    assert d.ids("Fade from Memory", zone="graveyard", player=0)


def test_a_card_outside_a_graveyard_is_refused_as_target() -> None:
    """CR 601.2c, 115.1: a card in exile is no legal target; choosing it is refused with an
    error naming the problem, the spell still waits for its target and no mana was spent."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Fade from Memory")
    s.graveyard(1, "Festering Goblin")
    s.exile(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Fade from Memory", pay=False)
    d.expect("target")
    with pytest.raises(IllegalActionError, match="target"):
        d.choose(d.find("Elvish Warrior", zone="exile"))
    d.expect("target")
    assert not d.state.objects[d.find("Swamp")].tapped
    d.choose(d.find("Festering Goblin", zone="graveyard"))
    d.pay()
    d.resolve()
    assert d.zone_of("Festering Goblin") == "exile"
    assert d.zone_of("Elvish Warrior") == "exile"


def test_with_every_graveyard_empty_it_can_t_be_cast() -> None:
    """CR 601.2c, 115.1: a spell with a target can't be cast without a legal target; only its
    cycling ability is offered."""
    from manastack.decisions.actions import ActivateAbility, CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Fade from Memory")
    s.library(0, "Swamp")
    d = Driver(s.build())
    fade = d.find("Fade from Memory")
    legal = d.game.legal_actions()
    assert not [a for a in legal if isinstance(a, CastSpell) and a.card == fade]
    assert [a for a in legal if isinstance(a, ActivateAbility)]
