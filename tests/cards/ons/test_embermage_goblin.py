"""Embermage Goblin — {3}{R} Creature — Goblin Wizard 1/1.

Oracle: "When Embermage Goblin enters the battlefield, you may search your library for a card
named Embermage Goblin, reveal it, put it into your hand, then shuffle. / {T}: Embermage
Goblin deals 1 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

pytestmark = pytest.mark.card("Embermage Goblin")


def test_finds_another_embermage_goblin() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Embermage Goblin")
    s.library(0, "Mountain", "Embermage Goblin", "Goblin Sledder")
    d = Driver(s.build())
    d.cast(0, "Embermage Goblin")
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    other = d.find("Embermage Goblin", zone="library")
    assert {a.value for a in dec.actions} == {other, None}
    d.choose(other)
    assert len(d.ids("Embermage Goblin", zone="hand")) == 1
    assert not d.ids("Embermage Goblin", zone="library")


def test_taps_to_deal_one_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[d.find("Goblin Sledder")])
    d.resolve()
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.state.objects[d.find("Embermage Goblin")].tapped


def test_can_hit_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[1])
    d.resolve()
    assert d.life(1) == 19


def _cast_embermage(*library: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Embermage Goblin")
    s.library(0, *library)
    d = Driver(s.build())
    d.cast(0, "Embermage Goblin")
    d.resolve()
    d.resolve()
    return d


@pytest.mark.parametrize("search", [True, False])
def test_declining_searches_nothing_and_doesnt_shuffle(search: bool) -> None:
    """"You may search": declined, no search and no shuffle (CR 603.5, 701.23); searched,
    the library is shuffled after the card is put into the hand (CR 701.24)."""
    d = _cast_embermage("Mountain", "Embermage Goblin", "Goblin Sledder")
    d.choose(search)
    if search:
        d.choose(d.find("Embermage Goblin", zone="library"))
    assert bool(d.ids("Embermage Goblin", zone="hand")) is search
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log) is search


def test_the_found_card_is_revealed_the_rest_of_the_library_stays_hidden() -> None:
    """CR 701.20a: the found Embermage Goblin is revealed: the opponent's view names it in the
    log and in player 0's hand, and names no other card of the library."""
    d = _cast_embermage("Shock", "Embermage Goblin", "Goblin Sledder")
    d.choose(True)
    d.choose(d.find("Embermage Goblin", zone="library"))
    view = d.game.view(1)
    assert [e["card"] for e in view["log"] if e["kind"] == "reveal"] == ["Embermage Goblin"]
    assert [c["name"] for c in view["players"][0]["hand_known"]] == ["Embermage Goblin"]
    assert "Shock" not in str(view) and "Goblin Sledder" not in str(view)


def test_searching_may_find_nothing_the_library_is_shuffled() -> None:
    """CR 701.23b: a search for a card with a stated quality may find nothing, even if such
    a card is there; with none found the library is still shuffled."""
    d = _cast_embermage("Mountain", "Embermage Goblin")
    d.choose(True)
    dec = d.expect("search")
    assert None in {a.value for a in dec.actions}
    d.choose(None)
    assert not d.state.players[0].hand
    assert d.ids("Embermage Goblin", zone="library")
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log)


def test_cant_tap_the_turn_it_enters() -> None:
    """CR 302.6: cast this turn, its {T} ability isn't offered."""
    d = _cast_embermage("Mountain")
    d.choose(False)
    goblin = d.find("Embermage Goblin", zone="battlefield")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == goblin]


def test_pings_a_planeswalker_and_deals_damage_after_it_has_left() -> None:
    """"Any target" includes a planeswalker (CR 115.4): the ping removes a loyalty counter
    (CR 120.3c). Shocked in response, the Goblin still deals the damage as it last existed
    (CR 113.7a, 608.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    s.battlefield(1, "Arlinn, the Pack's Hope", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, "Embermage Goblin", targets=[arlinn])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Embermage Goblin")])
    d.resolve()
    assert d.ids("Embermage Goblin", zone="graveyard")
    d.resolve()
    assert d.state.objects[arlinn].counters == {"loyalty": 3}


def test_another_card_is_refused_in_the_search() -> None:
    """CR 701.23a: only a card named Embermage Goblin may be found: choosing Goblin Sledder is
    refused with an error naming it; the search is still waiting, the library unchanged."""
    d = _cast_embermage("Mountain", "Embermage Goblin", "Goblin Sledder")
    d.choose(True)
    lib = list(d.state.players[0].library)
    with pytest.raises(IllegalActionError, match="Goblin Sledder is not a card named Embermage"):
        d.choose(d.find("Goblin Sledder"))
    d.expect("search")
    assert list(d.state.players[0].library) == lib and not d.state.players[0].hand


def test_a_token_copy_entering_triggers_the_search() -> None:
    """CR 707.2, 603.6a: a token copy of Embermage Goblin (Cackling Counterpart) has its
    enters ability and searches for a card named Embermage Goblin."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin", "Island", "Island", "Island")
    s.hand(0, CACKLING_COUNTERPART.name)
    s.library(0, "Mountain", "Embermage Goblin")
    d = Driver(s.build())
    d.cast(0, CACKLING_COUNTERPART.name, targets=[d.find("Embermage Goblin")])
    d.resolve()
    assert len(d.ids("Embermage Goblin", zone="battlefield")) == 2
    d.resolve()
    d.choose(True)
    d.choose(d.find("Embermage Goblin", zone="library"))
    assert d.ids("Embermage Goblin", zone="hand")
