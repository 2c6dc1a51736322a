"""X in the mana cost of a spell cast for an alternative cost (CR 107.3a-b, 118.9, 601.2b).

CR 107.3b: a spell with {X} in its mana cost cast paying neither its mana cost nor an
alternative cost that includes X has 0 as the only legal choice for X. No card of ONS, MID or
MIC has {X} in its mana cost and a flashback cost without X (Light Up the Night's flashback
removes X loyalty counters), nor is a Zombie creature card with {X} in its mana cost (Rooftop
Storm's {0}), so the cards with those costs here are made up for these rules.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell
from manastack.dsl.prelude import ANY_TARGET, DealDamage, Target, X, spell
from manastack.scenario import Scenario
from manastack.testing import Driver

FLARE = define_card(
    "Reference Test Flare", "{X}{R}", "Sorcery",
    "Reference Test Flare deals X damage to any target.\nFlashback {1}{R}",
    abilities=[spell(DealDamage(X(), Target(0)), targets=[ANY_TARGET])]).name
"""A made-up sorcery with {X} in its mana cost and a flashback cost with no X."""


def _flare(where: str) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    if where == "graveyard":
        s.graveyard(0, FLARE)
    else:
        s.hand(0, FLARE)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    return Driver(s.build())


def test_a_flashback_cost_without_x_leaves_x_0() -> None:
    """CR 107.3b, 702.34a, 118.9: cast with flashback for {1}{R}, an alternative cost that
    doesn't include X, the spell's X can only be 0: no X is asked for, two of the four
    Mountains pay the flashback cost, and the spell deals no damage."""
    d = _flare("graveyard")
    d.act(0, CastSpell(d.find(FLARE, "graveyard"), "flashback"))
    d.expect("target")  # straight to its target: no value of X to announce
    d.choose(1)
    d.pay()
    d.expect("priority")
    assert d.state.objects[d.find(FLARE, "stack")].stack["x"] == 0
    assert sum(d.state.objects[m].tapped for m in d.ids("Mountain")) == 2
    d.resolve()
    assert d.life(1) == 20
    assert d.zone_of(FLARE) == "exile"


def test_cast_for_its_mana_cost_x_is_still_announced() -> None:
    """CR 107.3a, 601.2b: the same card cast from the hand for its mana cost announces X (up to
    the three the four Mountains can pay beside {R}) and pays it."""
    d = _flare("hand")
    d.act(0, CastSpell(d.find(FLARE, "hand"), "normal"))
    d.expect("x")
    d.choose(3)
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.life(1) == 17


GHOUL = define_card("Reference Test Ghoul", "{X}{B}", "Creature — Zombie", power=1,
                    toughness=1).name
"""A made-up Zombie creature card with {X} in its mana cost."""


def test_paying_0_rather_than_the_mana_cost_leaves_x_0() -> None:
    """CR 107.3b, 118.9: Rooftop Storm's "You may pay {0} rather than pay the mana cost for
    Zombie creature spells you cast" is an alternative cost without X: cast that way, the
    Ghoul's X can only be 0; no X is asked for and no land is tapped."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Rooftop Storm", "Swamp", "Swamp")
    s.hand(0, GHOUL)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(GHOUL, "hand"), "paying_zero"))
    d.expect("priority")
    assert d.state.objects[d.find(GHOUL, "stack")].stack["x"] == 0
    assert not any(d.state.objects[m].tapped for m in d.ids("Swamp"))
    d.resolve()
    assert d.zone_of(GHOUL) == "battlefield"
