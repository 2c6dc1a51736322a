"""Celebrate the Harvest — {3}{G} Sorcery.

Oracle: "Search your library for up to X basic land cards, where X is the number of different
powers among creatures you control. Put those cards onto the battlefield tapped, then shuffle."
Rulings covered: MIC-RN-023, MIC-OR-0053.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Celebrate the Harvest")

CARD = "Celebrate the Harvest"


@pytest.mark.ruling("MIC-RN-023", "MIC-OR-0053")
def test_counts_different_powers_as_it_resolves() -> None:
    """A 1/1 and a 2/2 (and a 3/3 Shocked in response, and an opponent's 3/3): two powers,
    two basic lands, tapped; the nonbasic can't be found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Glory Seeker", "Gluttonous Zombie", "Forest",
                  "Forest", "Forest", "Forest", "Mountain")
    s.battlefield(1, "Severed Legion")
    s.library(0, "Plains", "Swamp", "Island", "Temple of Plenty")
    s.hand(0, CARD, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.cast(0, "Shock", targets=[d.find("Avacyn's Pilgrim")])
    d.resolve()
    d.resolve()
    found: list[int] = []
    while d.decision.kind != "priority":
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
        assert d.find("Temple of Plenty", "library") not in offered
        pick = sorted(offered - set(found))[0]
        found.append(pick)
        d.choose(pick)
    assert len(found) == 2  # powers 2 and 3 (Glory Seeker, Gluttonous Zombie)
    lands = [o for o in d.state.battlefield if d.state.objects[o].tapped and
             d.chars(o).name in ("Plains", "Swamp", "Island")]
    assert len(lands) == 2


def test_an_opponents_creature_adds_no_power() -> None:
    """CR 109.5: "creatures you control": Glory Seeker's power 2 is one power; player 1's
    Krosan Tusker (6) doesn't add another, so one basic land is found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Plains", "Swamp", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    found: list[int] = []
    while d.decision.kind != "priority":
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
        pick = sorted(offered - set(found))[0] if offered - set(found) else None
        if pick is None:
            break
        found.append(pick)
        d.choose(pick)
    assert len(found) == 1
    assert len([o for o in d.state.battlefield if d.chars(o).name in
                ("Plains", "Swamp", "Island")]) == 1


def test_up_to_x_fewer_may_be_found_and_power_zero_counts() -> None:
    """"Up to X" (CR 107.1c): Wall of Mulch (power 0, a power like any other) and Glory Seeker
    (2) make X = 2; the player stops after one land, which enters tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wall of Mulch", "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Swamp", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Swamp", "library"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert None in offered and d.find("Plains", "library") in offered
    d.choose(None)
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert d.state.objects[d.find("Swamp", "battlefield")].tapped
    assert len(d.state.players[0].library) == 2


def test_with_no_creatures_x_is_zero_and_nothing_is_found() -> None:
    """CR 107.3: with no creature, X is 0: no land can be searched for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
        assert offered <= {None} or all(
            d.state.objects[v].zone.value != "library" for v in offered - {None})
        d.choose(d.game.legal_actions()[0].value)
    assert len(d.state.players[0].library) == 2
    assert not [o for o in d.state.battlefield if d.chars(o).name in ("Plains", "Swamp")]


def test_equal_powers_count_once_and_the_search_stays_hidden() -> None:
    """"Different powers" (CR 208.1): Glory Seeker and Daru Lancer (face down, 2/2) have the
    same power 2 and Avacyn's Pilgrim power 1: X is 2, so a third land can't be taken. The
    opponent's view names none of the library's cards while the search is on (CR 401.2,
    701.23)."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Avacyn's Pilgrim", "Forest", "Forest", "Forest",
                  "Forest")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.library(0, "Plains", "Swamp", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.player == 0
    shown = json.dumps(d.game.view(1))
    assert not any(name in shown for name in ("Plains", "Swamp", "Island"))
    found: list[int] = []
    while d.decision.kind != "priority":
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
        offered -= set(found)
        if not offered:
            d.choose(d.game.legal_actions()[0].value)
            continue
        pick = sorted(offered)[0]
        found.append(pick)
        d.choose(pick)
    assert len(found) == 2
    assert len(d.state.players[0].library) == 1
    entered = [o for o in d.state.battlefield if d.chars(o).name in ("Plains", "Swamp", "Island")]
    assert len(entered) == 2 and all(d.state.objects[o].tapped for o in entered)


def test_a_negative_power_is_a_different_power() -> None:
    """CR 107.1b, 208.1: a power may be negative: Wall of Mulch (0/4) with two -1/-1 counters
    has power -2, a power different from Glory Seeker's 2 (and from its absolute value): X is
    2, so two basic lands are found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wall of Mulch", counters={"-1/-1": 2})
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Swamp", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    assert d.chars(d.find("Wall of Mulch")).power == -2
    d.cast(0, CARD)
    d.resolve()
    found: list[int] = []
    while d.decision.kind != "priority":
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
        offered -= set(found)
        if not offered:
            d.choose(d.game.legal_actions()[0].value)
            continue
        pick = sorted(offered)[0]
        found.append(pick)
        d.choose(pick)
    assert len(found) == 2
    assert len(d.state.players[0].library) == 1


def test_a_nonbasic_land_is_refused_and_nothing_changes() -> None:
    """CR 701.23a, 205.4c: the search is for basic land cards: choosing Temple of Plenty is
    refused with an error naming it, and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Temple of Plenty")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Temple of Plenty"):
        d.choose(d.find("Temple of Plenty", "library"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Plains", "library"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert d.zone_of("Plains") == "battlefield" and d.zone_of("Temple of Plenty") == "library"


def test_the_library_is_shuffled_even_when_nothing_is_found() -> None:
    """"Then shuffle" (CR 701.24a, 608.2c): with X = 0 nothing can be found, and the library
    is still shuffled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log)
    assert len(d.state.players[0].library) == 2


def test_a_phased_out_creature_adds_no_power() -> None:
    """CR 702.26b: Krosan Tusker phased out is treated as though it doesn't exist: only Glory
    Seeker's power counts, so one basic land is found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(0, "Krosan Tusker", phased_out=True)
    s.library(0, "Plains", "Swamp", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Plains", "library"))
    assert d.decision.kind != "search" or {
        a.value for a in d.game.legal_actions() if isinstance(a, Choose)} <= {None}
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert len(d.state.players[0].library) == 2
