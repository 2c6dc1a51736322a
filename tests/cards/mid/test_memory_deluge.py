"""Memory Deluge — {2}{U}{U} Instant.

Oracle: "Look at the top X cards of your library, where X is the amount of mana spent to cast
this spell. Put two of them into your hand and the rest on the bottom of your library in a
random order. / Flashback {5}{U}{U}"
Rulings covered: MID-RN-089, MID-RN-090, MID-RN-091, MID-RN-092; MID-OR-0191 to MID-OR-0196
(flashback). MID-OR-0190 is attached to this card by mistake: it is about Might of the Old
Ways.

MID-RN-091 names no card; Omniscience ({7}{U}{U}{U} Enchantment: "You may cast spells from your
hand without paying their mana costs."), defined in ``tests/reference_cards.py``, lets Memory
Deluge be cast that way.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cast_before_anyone_else,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
)
from tests.reference_cards import OMNISCIENCE

pytestmark = pytest.mark.card("Memory Deluge")

LIBRARY = ("Forest", "Island", "Swamp", "Plains", "Mountain", "Glory Seeker", "Shock",
           "Smother")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


@pytest.mark.ruling("MID-RN-089", "MID-OR-0186")
def test_four_mana_looks_at_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Memory Deluge")
    s.library(0, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Memory Deluge")
    d.resolve()
    assert len(opts(d)) == 4 and None not in opts(d)
    d.choose(d.find("Swamp", "library"))
    assert len(opts(d)) == 3
    d.choose(d.find("Forest", "library"))
    assert d.ids("Swamp", zone="hand") and d.ids("Forest", zone="hand")
    lib = [d.game.card(o).name for o in d.state.players[0].library]
    assert lib[:4] == ["Mountain", "Glory Seeker", "Shock", "Smother"]
    assert sorted(lib[4:]) == ["Island", "Plains"]


@pytest.mark.ruling("MID-RN-089", "MID-OR-0186")
def test_flashback_looks_at_seven() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.graveyard(0, "Memory Deluge")
    s.library(0, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Memory Deluge", method="flashback")
    d.resolve()
    assert len(opts(d)) == 7


@pytest.mark.ruling("MID-RN-090", "MID-OR-0187")
def test_a_copy_had_no_mana_spent() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Mountain")
    s.hand(0, "Galvanic Iteration", "Memory Deluge")
    s.library(0, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Memory Deluge")
    d.resolve()  # Galvanic Iteration's trigger: the copy
    while d.decision.kind != "priority":
        d.choose(None)
    assert len(d.state.stack) == 2
    hand = len(d.state.players[0].hand)
    d.resolve()  # the copy: X = 0
    assert d.decision.kind == "priority" and len(d.state.players[0].hand) == hand
    d.resolve()  # the original: four cards
    assert len(opts(d)) == 4


@pytest.mark.ruling("MID-RN-092", "MID-OR-0189")
def test_mana_paid_to_complicate_is_not_spent_to_cast_it() -> None:
    """Complicate: "counter target spell unless its controller pays {3}". The {3} paid as
    Complicate resolves wasn't spent to cast Memory Deluge, so X stays 4 (CR 601.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Memory Deluge")
    s.library(0, *LIBRARY)
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Complicate")
    d = Driver(s.build())
    deluge = d.cast(0, "Memory Deluge")
    d.pass_priority()
    d.cast(1, "Complicate", targets=[deluge])
    d.resolve()
    assert d.expect("unless_payment").player == 0
    d.choose("pay")
    d.pay()
    assert deluge in d.state.stack
    assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield", 0))
    d.resolve()
    assert len(opts(d)) == 4


def omniscience_setup(islands: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, *["Island"] * islands)
    s.hand(0, "Memory Deluge", "Consider")
    s.library(0, *LIBRARY)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-091", "MID-OR-0188")
def test_cast_without_paying_its_mana_cost_x_is_0_and_it_does_nothing() -> None:
    d = omniscience_setup(islands=0)
    deluge = d.find("Memory Deluge", "hand")
    casts = {a.method for a in d.game.legal_actions()
             if isinstance(a, CastSpell) and a.card == deluge}
    assert casts == {"without_paying"}  # no lands: only Omniscience's way
    library = list(d.state.players[0].library)
    sid = d.cast(0, "Memory Deluge", method="without_paying")
    assert d.decision.kind == "priority" and sid in d.state.stack  # nothing was paid
    d.resolve()
    # It resolved (it is in the graveyard) but looked at no cards: no choice was offered,
    # the library is untouched and the hand holds only what was left in it.
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.ids("Memory Deluge", zone="graveyard")
    assert d.state.players[0].library == library
    assert [d.game.card(o).name for o in d.state.players[0].hand] == ["Consider"]
    assert not any(e.kind == "zone_change" and e.from_zone is Zone.LIBRARY
                   for e in d.game.log)


def test_with_omniscience_a_normal_cast_still_looks_at_four() -> None:
    """CR 118.9, 601.2b: casting without paying its mana cost is an alternative the caster
    may decline; cast for its mana cost instead, it spends four mana and looks at four."""
    d = omniscience_setup(islands=4)
    deluge = d.find("Memory Deluge", "hand")
    assert {a.method for a in d.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == deluge} == {"normal", "without_paying"}
    d.cast(0, "Memory Deluge")
    assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield", 0))
    d.resolve()
    assert len(opts(d)) == 4


@pytest.mark.ruling("MID-RN-091", "MID-OR-0188")
def test_cast_without_paying_leaves_the_lands_untapped() -> None:
    d = omniscience_setup(islands=4)
    d.cast(0, "Memory Deluge", method="without_paying")
    assert not any(d.state.objects[x].tapped for x in d.ids("Island", "battlefield", 0))
    d.resolve()
    assert d.decision.kind == "priority" and len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MID-OR-0186", "MID-RN-089")
def test_cost_reductions_and_increases_change_the_mana_spent() -> None:
    """The mana actually spent counts, cost changes included (CR 601.2f, 601.2h): with
    Patrician Geist, flashback costs {4}{U}{U}, six Islands pay it, and it looks at six cards;
    with Curse of Silence naming it on its caster, {2}{U}{U} costs six too and it looks at
    six."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, "Patrician Geist")
    s.graveyard(0, "Memory Deluge")
    s.library(0, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Memory Deluge", method="flashback")
    assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield"))
    d.resolve()
    assert len(opts(d)) == 6

    s = Scenario(seed=1)
    s.battlefield(0, "Plains", *["Island"] * 6)
    s.hand(0, "Curse of Silence", "Memory Deluge")
    s.library(0, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose("Memory Deluge")
    d.cast(0, "Memory Deluge")
    assert all(d.state.objects[x].tapped for x in d.ids("Island", "battlefield"))
    while d.decision.kind != "priority" or d.state.stack[-1] != d.find("Memory Deluge", "stack"):
        if d.decision.kind == "may":
            d.choose(False)  # keep the Curse
        else:
            d.pass_priority()
    d.resolve()
    assert len(opts(d)) == 6


def _took_two(d: Driver) -> bool:
    """Answer the choice of Memory Deluge, if it waits for one, with the first cards offered;
    whether player 0 now has two cards in hand."""
    while d.game.decision is not None and d.decision.kind == "choose_cards":
        d.choose(next(v for v in opts(d) if v is not None))
    return len(d.state.players[0].hand) == 2


FLASHBACK = FlashbackCard("Memory Deluge", "Island", 7, 4, (), lambda d: [], _took_two,
                          library=("Forest", "Swamp", "Plains", "Mountain", "Glory Seeker",
                                   "Shock", "Smother", "Forest"))
"""Flashback {5}{U}{U}: seven Islands (none in the library, so that all the Islands player 0
owns are those lands)."""


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MID-OR-0191"), id="exiled_when_countered"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MID-OR-0193"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MID-OR-0194"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MID-OR-0195"), id="never_cast_before"),
    pytest.param(cast_before_anyone_else, marks=pytest.mark.ruling("MID-OR-0196"), id="cast_before_anyone_else"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings, checked as for every card with flashback (CR
    702.34a, 601.2f)."""
    check(FLASHBACK)


@pytest.mark.ruling("MID-OR-0192")
def test_flashback_keeps_the_instant_timing() -> None:
    """MID-OR-0192, CR 304.1: cast with flashback it is still an instant: in the opponent's
    upkeep, and in response to a spell, it may be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.graveyard(0, "Memory Deluge")
    s.library(0, *LIBRARY)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    assert d.decision.player == 0
    d.cast(0, "Memory Deluge", method="flashback")
    d.resolve()
    assert len(opts(d)) == 7
    assert _took_two(d)
    assert d.zone_of("Memory Deluge") == "exile"


def test_x_of_one_puts_the_only_card_looked_at_into_the_hand() -> None:
    """CR 107.1b, 701.20e: with one card in the library, Memory Deluge cast for four looks at
    that card only and puts it into the hand: two can't be taken from one."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Memory Deluge")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Memory Deluge")
    d.resolve()
    while d.decision.kind == "choose_cards":
        assert opts(d) == [d.find("Glory Seeker")]
        d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "hand"
    assert not d.state.players[0].library and d.decision.kind == "priority"


def test_the_cards_looked_at_and_taken_stay_hidden_from_the_opponent() -> None:
    """CR 401.2, 402.3: only the caster sees the four cards; the two put into the hand and the
    two put on the bottom are all unseen by player 1, who sees the hand's size only."""
    import json
    names = ("Krosan Tusker", "Glory Seeker", "Pithing Needle", "Shock")
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Memory Deluge")
    s.library(0, *names, "Swamp")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Memory Deluge")
    d.resolve()
    assert not [n for n in names if n in json.dumps(d.game.view(1))]
    assert all(n in json.dumps(d.game.view(0)) for n in names)
    d.choose(d.find("Krosan Tusker", zone="library"))
    d.choose(d.find("Shock", zone="library"))
    assert not [n for n in names if n in json.dumps(d.game.view(1))]
    assert d.game.view(1)["players"][0]["hand_count"] == 2
