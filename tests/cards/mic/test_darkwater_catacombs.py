"""Darkwater Catacombs — Land.

Oracle: "{1}, {T}: Add {U}{B}."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.cards.color_identity import color_identity
from manastack.cards.database import database
from manastack.decisions.actions import ActivateManaAbility
from manastack.formats.commander import commander_deck_problems
from manastack.formats.decklist import parse_decklist
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Darkwater Catacombs")

CARD = "Darkwater Catacombs"


def test_one_generic_and_tap_for_two_colored_mana() -> None:
    """With a Island to pay {1}, it adds {U}{B}: both colours at once; alone it adds
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1}
    d.act(0, ActivateManaAbility(land, 0, "UB"))
    assert d.state.players[0].mana_pool == {"U": 1, "B": 1}
    assert d.state.objects[land].tapped
    alone = Driver(Scenario(seed=1).battlefield(0, CARD).build())
    assert not [a for a in alone.game.legal_actions() if isinstance(a, ActivateManaAbility)]


def test_pays_a_three_mana_spell_with_two_mountains_but_not_with_one() -> None:
    """Its {1} is paid with another mana ability's mana (CR 605.3, 601.2g): with two
    Mountains, the three lands make {R}{U}{B}, enough for Gleaming Overseer; with one Mountain
    they make only two mana, so the spell can't be cast."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.hand(0, "Gleaming Overseer")
    d = Driver(s.build())
    overseer = d.find("Gleaming Overseer")
    assert CastSpell(overseer, "normal") in d.game.legal_actions()
    d.cast(0, "Gleaming Overseer")
    assert d.zone_of("Gleaming Overseer") == "stack"
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    s2 = Scenario(seed=1)
    s2.battlefield(0, CARD, "Mountain")
    s2.hand(0, "Gleaming Overseer")
    d = Driver(s2.build())
    assert CastSpell(d.find("Gleaming Overseer"), "normal") not in d.game.legal_actions()


def test_played_this_turn_it_enters_untapped_and_taps_at_once() -> None:
    """CR 305.1, 302.6: it enters untapped and, not being a creature, its {T} ability can be
    activated the turn it is played."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    land = d.find(CARD, zone="battlefield")
    assert not d.state.objects[land].tapped
    d.mana(0, "Swamp")
    d.act(0, ActivateManaAbility(land, 0, "UB"))
    assert d.state.players[0].mana_pool == {"U": 1, "B": 1}


def test_its_color_identity_is_blue_and_black() -> None:
    """CR 903.4: the {U}{B} of its rules text gives it a blue-black colour identity though it
    is colourless (CR 105.2c): it fits a Commander deck led by a blue-black commander, not
    one led by a mono-blue one (CR 903.5c)."""
    assert d_identity() == frozenset({"U", "B"})
    assert not database().get(CARD).front.colors
    for commander, fits in (("Wilhelt, the Rotcleaver", True),
                            ("Jareth, Leonine Titan", False)):
        deck = parse_decklist(f"Commander\n1 {commander}\nDeck\n1 {CARD}\n98 Swamp\n")
        problems = [p for p in commander_deck_problems(deck) if p.card == CARD]
        assert (problems == []) is fits


def d_identity() -> frozenset[str]:
    return color_identity(database().get(CARD))


def test_activating_it_without_mana_for_its_cost_is_refused_and_changes_nothing() -> None:
    """Its {1} can't be paid from an empty pool with no other source (CR 602.2b, 605.3a): the
    activation is refused with an error, the land untapped and the pool empty."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    d = Driver(s.build())
    land = d.find(CARD)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="costs can't be paid"):
        d.act(0, ActivateManaAbility(land, 0, "UB"))
    assert d.game.fingerprint() == before
    assert not d.state.objects[land].tapped
