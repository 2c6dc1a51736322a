"""Essence Fracture — {3}{U}{U} Sorcery.

Oracle: "Return two target creatures to their owners' hands. / Cycling {2}{U}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Essence Fracture")

def test_returns_two_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Essence Fracture")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Essence Fracture", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand", player=0)
    assert d.ids("Elvish Warrior", zone="hand", player=1)


def test_needs_two_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Essence Fracture")
    d = Driver(s.build())
    assert CastSpell(d.find("Essence Fracture"), "normal") not in d.game.legal_actions()


@pytest.mark.ruling("ONS-OR-0070")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Essence Fracture", ["Island", "Island", "Island"])


def test_one_target_gone_the_other_still_returns() -> None:
    """CR 608.2b: Glory Seeker is shocked in response; Elvish Warrior, still a legal target,
    is returned to its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Essence Fracture")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Essence Fracture", targets=[seeker, d.find("Elvish Warrior")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.ids("Elvish Warrior", zone="hand", player=1)


def test_a_returned_token_ceases_to_exist() -> None:
    """CR 111.7, 704.5d: a Zombie token returned to its owner's hand ceases to exist."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Essence Fracture")
    s.token(1, "Zombie")
    d = Driver(s.build())
    d.cast(0, "Essence Fracture", targets=[d.find("Glory Seeker"), d.find("Zombie Token")])
    d.resolve()
    assert not d.ids("Zombie Token")
    assert not d.state.players[1].hand
    assert d.ids("Glory Seeker", zone="hand", player=0)


def test_the_same_creature_cant_be_both_targets() -> None:
    """CR 115.3: "two target creatures" is one instance of the word "target", for which the
    same object can't be chosen twice; after Glory Seeker, the second target offered excludes
    it and choosing it again is refused."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Essence Fracture")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Essence Fracture", pay=False)
    d.choose(seeker)
    d.expect("target")
    assert seeker not in {a.value for a in d.decision.actions if isinstance(a, Choose)}
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    d.expect("target")
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "hand"


def test_a_borrowed_creature_goes_to_its_owners_hand() -> None:
    """CR 108.3, 110.2: "their owners' hands": a Glory Seeker player 0 controls but player 1
    owns goes to player 1's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.battlefield(0, "Glory Seeker", owner=1)
    s.battlefield(0, "Elvish Warrior")
    s.hand(0, "Essence Fracture")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Essence Fracture", targets=[seeker, d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand", player=1)
    assert not d.ids("Glory Seeker", zone="hand", player=0)
    assert d.ids("Elvish Warrior", zone="hand", player=0)

