"""No Way Out — {2}{B} Sorcery.

Oracle: "Target opponent discards two cards. You create a 2/2 black Zombie creature token
with decayed. (It can't block. When it attacks, sacrifice it at end of combat.)"
Rulings covered: MID-RN-033 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("No Way Out")


@pytest.mark.ruling("MID-RN-033", "MID-OR-0334")
def test_opponent_discards_two_and_you_get_a_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "No Way Out")
    s.hand(1, "Shock", "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "No Way Out", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    if d.decision.kind != "priority":  # cards chosen one at a time
        d.choose(d.find("Forest", zone="hand"))
    assert len(d.state.players[1].hand) == 1
    assert len(d.state.players[1].graveyard) == 2
    assert d.chars(d.find("Zombie", zone="battlefield", player=0)).has("Decayed")


def test_four_players_opponent_with_one_card_discards_it() -> None:
    """Any opponent may be targeted, not you (CR 115.1); with one card in hand they discard it
    (CR 701.9, as many as possible), and you still get the Zombie."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "No Way Out", "Forest")
    s.hand(2, "Shock")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell, Choose
    d.act(0, CastSpell(d.find("No Way Out"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {1, 2, 3}
    d.choose(2)
    d.pay()
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    assert d.zone_of("Forest") == "hand"
    assert d.ids("Zombie", zone="battlefield", player=0)


def test_an_opponent_with_no_cards_discards_nothing_and_you_still_get_the_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "No Way Out")
    d = Driver(s.build())
    d.cast(0, "No Way Out", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority"
    z = d.chars(d.find("Zombie Token", zone="battlefield", player=0))
    assert (z.power, z.toughness) == (2, 2) and z.colors == {"B"}


def test_the_caster_can_t_target_themselves_and_can_t_choose_the_discards() -> None:
    """CR 115.1, 701.9a: "target opponent": the caster isn't offered; the discarding player
    chooses: the discard decision is the opponent's, and the caster's view doesn't show the
    opponent's hand (CR 402.3)."""
    import json

    from manastack.decisions.actions import CastSpell, Choose
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "No Way Out")
    s.hand(1, "Krosan Tusker", "Forest", "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("No Way Out"), "normal"))
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1}
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.decision.player == 1
    assert "Krosan Tusker" in json.dumps(d.game.view(1))
    assert "Krosan Tusker" not in json.dumps(d.game.view(0))


def test_changed_on_the_stack_it_creates_a_decayed_elf() -> None:
    """CR 612.2a: No Way Out made to read Elf gives its caster a 2/2 black Elf Token with
    decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Island")
    s.hand(0, "No Way Out", "Artificial Evolution")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    spell = d.cast(0, "No Way Out", targets=[1])
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.state.players[1].hand[0])
    [token] = tokens(d, 0)
    c = d.chars(token)
    assert (c.name, c.subtypes) == ("Elf Token", {"Elf"}) and c.has("Decayed")
