"""Tainted Isle — Land.

Oracle: "{T}: Add {C}. / {T}: Add {U} or {B}. Activate only if you control a Swamp."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tainted Isle")


def isle_options(d: Driver) -> set[str]:
    isle = d.find("Tainted Isle")
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == isle}


def test_without_a_swamp_only_colourless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle", "Island")
    assert isle_options(Driver(s.build())) == {"C"}


def test_with_a_swamp_blue_or_black_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle", "Swamp")
    d = Driver(s.build())
    assert isle_options(d) == {"C", "U", "B"}
    d.mana(0, d.find("Tainted Isle"), "U")
    assert d.state.players[0].mana_pool.get("U") == 1


def test_an_opponents_swamp_does_not_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle")
    s.battlefield(1, "Swamp")
    s.hand(0, "Consider")
    d = Driver(s.build())
    assert isle_options(d) == {"C"}
    assert CastSpell(d.find("Consider"), "normal") not in d.game.legal_actions()


def test_a_tapped_swamp_still_counts() -> None:
    """CR 110.5, 602.5: "if you control a Swamp" asks only about control; a tapped Swamp
    still enables the coloured mana."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle")
    s.battlefield(0, "Swamp", tapped=True)
    assert isle_options(Driver(s.build())) == {"C", "U", "B"}


def test_a_nonbasic_swamp_counts_and_a_teammate_s_swamp_doesn_t() -> None:
    """CR 205.3i: Sunken Hollow is a Swamp, so it enables the coloured mana. "You control"
    is the Isle's controller alone: in Two-Headed Giant the teammate's Swamp doesn't count
    (CR 810.5: each player controls their own permanents)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle", "Sunken Hollow")
    assert isle_options(Driver(s.build())) == {"C", "U", "B"}
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Tainted Isle")
    s.battlefield(1, "Swamp")
    assert isle_options(Driver(s.build())) == {"C"}


def test_a_swamp_made_an_island_no_longer_counts_nor_one_taken_by_annex() -> None:
    """CR 305.7, 613.1d, 602.5: "if you control a Swamp" is checked against the lands as they
    are now. Player 1's Sea's Claim makes player 0's only Swamp an Island (a new land type
    replaces the old, layer 4): only {C} is left. With Sea's Claim destroyed, the Swamp
    counts again (Demystify); then player 1's Annex takes it (layer 2): player 0 controls no
    Swamp."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle", "Swamp", "Plains")
    s.hand(0, "Demystify")
    s.battlefield(1, "Island", "Island", "Island", "Island", "Island")
    s.hand(1, "Sea's Claim", "Annex")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    swamp = d.find("Swamp")
    d.cast(1, "Sea's Claim", targets=[swamp])
    d.resolve()
    assert d.chars(swamp).subtypes == {"Island"}
    d.pass_priority()  # player 0 has priority with player 1's stack empty
    assert isle_options(d) == {"C"}
    d.cast(0, "Demystify", targets=[d.find("Sea's Claim")])
    d.resolve()
    d.pass_priority()
    assert d.chars(swamp).subtypes == {"Swamp"}
    assert isle_options(d) == {"C", "U", "B"}
    d.pass_until("postcombat_main")
    d.cast(1, "Annex", targets=[swamp])
    d.resolve()
    assert d.chars(swamp).controller == 1
    d.pass_priority()
    assert isle_options(d) == {"C"}
