"""Trostani's Summoner — {5}{G}{W} Creature — Elf Shaman 1/1.

Oracle: "When Trostani's Summoner enters the battlefield, create a 2/2 white Knight creature
token with vigilance, a 3/3 green Centaur creature token, and a 4/4 green Rhino creature token
with trample."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

pytestmark = pytest.mark.card("Trostani's Summoner")

CARD = "Trostani's Summoner"


def test_creates_the_three_tokens() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, *["Plains"] * 3)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    made = {d.chars(o).name: d.chars(o) for o in d.state.battlefield
            if d.state.objects[o].is_token}
    assert set(made) == {"Knight Token", "Centaur Token", "Rhino Token"}  # CR 111.4
    knight, centaur, rhino = made["Knight Token"], made["Centaur Token"], made["Rhino Token"]
    assert (knight.power, knight.toughness) == (2, 2) and knight.has("Vigilance")
    assert knight.colors == frozenset("W")
    assert (centaur.power, centaur.toughness) == (3, 3) and centaur.colors == frozenset("G")
    assert (rhino.power, rhino.toughness) == (4, 4) and rhino.has("Trample")


def test_tokens_come_though_the_summoner_died_in_response() -> None:
    """CR 113.7a, 603.3: the enters trigger is independent of its source once on the stack:
    the 1/1 Summoner is Shocked in response and the three tokens are still created, under its
    controller's control."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, *["Plains"] * 3)
    s.hand(0, CARD)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.state.stack
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 3 and all(d.state.objects[o].controller == 0 for o in tokens)


def test_the_knight_attacks_without_tapping_and_the_tokens_have_their_types() -> None:
    """CR 111.4, 702.20b: the tokens are a Knight, a Centaur and a Rhino; next turn the Knight
    (vigilance) attacks and stays untapped, the Rhino taps."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, *["Plains"] * 3)
    s.hand(0, CARD)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    knight, rhino = d.find("Knight Token"), d.find("Rhino Token")
    assert d.chars(knight).subtypes == {"Knight"}
    assert d.chars(d.find("Centaur Token")).subtypes == {"Centaur"}
    assert d.chars(rhino).subtypes == {"Rhino"}
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([knight, rhino])
    assert not d.state.objects[knight].tapped and d.state.objects[rhino].tapped


def test_a_token_copy_entering_makes_three_more_and_the_new_tokens_are_sick() -> None:
    """A token copy of the Summoner has its enters trigger (CR 707.2, 603.6a) and makes three
    more tokens; the tokens came under their controller's control this turn and can't attack
    (CR 302.6): the declare attackers offer is only the old creatures."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    d.cast(0, "Cackling Counterpart", targets=[d.find(CARD)])
    d.resolve()
    assert d.state.stack  # the copy's enters trigger
    d.resolve()
    names = sorted(d.chars(o).name for o in d.state.battlefield if d.state.objects[o].is_token)
    assert names == ["Centaur Token", "Knight Token", "Rhino Token", CARD]
    d.to_combat()
    offered = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert offered == {o for o in d.ids(CARD) if not d.state.objects[o].is_token}


def test_knight_made_to_read_elf_on_the_stack_creates_an_elf_with_vigilance() -> None:
    """CR 612.2, 612.2a: Knight changed to Elf in Trostani's Summoner on the stack (its type
    line, Elf Shaman, is unchanged): it creates a 2/2 white Elf Token with vigilance, the
    Centaur and the Rhino."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Plains", "Plains", "Island")
    s.hand(0, "Trostani's Summoner", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Trostani's Summoner")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Knight")
    d.choose("Elf")
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Trostani's Summoner")).subtypes == {"Elf", "Shaman"}
    assert not d.ids("Knight Token", "battlefield")
    elf = d.find("Elf Token", "battlefield")
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"W"}, 2, 2)
    assert c.has("Vigilance")
    assert d.ids("Centaur Token", "battlefield") and d.ids("Rhino Token", "battlefield")
