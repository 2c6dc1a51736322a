"""Disciple of Grace — {1}{W} Creature — Human Cleric 1/2.

Oracle: "Protection from black / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Disciple of Grace")


def test_black_spells_cannot_target_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    assert CastSpell(d.find("Cruel Revival"), "normal") not in d.game.legal_actions()


def test_cycling_draws_a_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Disciple of Grace")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Disciple of Grace", zone="hand"))
    d.resolve()
    assert d.ids("Disciple of Grace", zone="graveyard")
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0016")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Disciple of Grace", ["Plains", "Plains"])


def test_black_creatures_cant_block_it_and_their_damage_to_it_is_prevented() -> None:
    """CR 702.16b, 702.16e: blocking Undead Gladiator (black, 3/1), the Gladiator's 3 damage
    to it is prevented while its own 1 damage kills the Gladiator; in its controller's next
    turn, attacking, it can't be blocked by Gluttonous Zombie (black) but can be by Elvish
    Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Disciple of Grace")
    s.battlefield(1, "Gluttonous Zombie", "Elvish Warrior", "Undead Gladiator")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    disciple, gladiator = d.find("Disciple of Grace"), d.find("Undead Gladiator")
    d.to_combat()
    d.attack([gladiator])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({disciple: gladiator})
    d.pass_until("postcombat_main", turn=2)
    assert d.zone_of("Disciple of Grace") == "battlefield"
    assert d.state.objects[disciple].damage == 0
    assert d.zone_of("Undead Gladiator") == "graveyard"
    d.pass_until("beginning_of_combat", turn=3)
    d.to_combat()
    d.attack([disciple])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Gluttonous Zombie"), disciple))
    assert DeclareBlocker(d.find("Elvish Warrior"), disciple) in d.game.legal_actions()


def test_a_black_spell_that_doesnt_target_still_affects_it() -> None:
    """CR 702.16: protection stops damage, enchanting or equipping, blocking and targeting,
    nothing else: Infest, a black sorcery that targets nothing, gives it -2/-2 and it dies
    (CR 704.5f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Disciple of Grace") == "graveyard"
