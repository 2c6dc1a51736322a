"""Bestial Menace — {3}{G}{G} Sorcery.

Oracle: "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3
green Elephant creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bestial Menace")


def test_creates_a_snake_a_wolf_and_an_elephant() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Bestial Menace")
    d = Driver(s.build())
    d.cast(0, "Bestial Menace")
    d.resolve()
    made = {}
    for name, kind in (("Snake Token", "Snake"), ("Wolf Token", "Wolf"),
                       ("Elephant Token", "Elephant")):
        [tok] = d.ids(name, zone="battlefield", player=0)
        c = d.chars(tok)
        assert c.is_creature and kind in c.subtypes and c.colors == frozenset({"G"})
        made[kind] = (c.power, c.toughness)
    assert made == {"Snake": (1, 1), "Wolf": (2, 2), "Elephant": (3, 3)}
    assert not d.ids("Snake Token", player=1)


def test_three_tokens_entering_at_once_trigger_each_a_whenever_ability() -> None:
    """CR 603.2, 603.3b: the three tokens enter simultaneously; Rite of Harmony's delayed
    "whenever a creature enters" triggers once for each of them: three cards, in an order
    its controller chooses."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Plains")
    s.hand(0, "Rite of Harmony", "Bestial Menace")
    s.library(0, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony")
    d.resolve()
    d.cast(0, "Bestial Menace")
    d.resolve()
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    d.resolve_all()
    assert len(d.ids("Island", zone="hand")) == 3


def test_the_tokens_cant_attack_the_turn_they_come_and_can_the_next() -> None:
    """CR 302.6: the tokens came under their controller's control this turn: none can attack
    (no declare attackers decision with them); on the controller's next turn all three
    attack for 6."""
    from manastack.decisions.actions import DeclareAttacker

    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Bestial Menace")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Bestial Menace")
    d.resolve()
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 3
    d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)]
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack(tokens)
    d.pass_until("postcombat_main")
    assert d.life(1) == 14


def test_wolf_made_to_read_elf_creates_an_elf_instead_of_the_wolf() -> None:
    """CR 612.2, 612.2a: Wolf changed to Elf in Bestial Menace on the stack: it creates the
    Snake, the Elephant and a 2/2 green Elf Token; the other tokens are as printed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Island")
    s.hand(0, "Bestial Menace", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Bestial Menace")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Wolf")
    d.choose("Elf")
    d.resolve()
    assert not d.ids("Wolf Token", zone="battlefield")
    [elf] = d.ids("Elf Token", zone="battlefield")
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"G"}, 2, 2)
    assert d.chars(d.find("Snake Token")).subtypes == {"Snake"}
    assert d.chars(d.find("Elephant Token")).subtypes == {"Elephant"}
