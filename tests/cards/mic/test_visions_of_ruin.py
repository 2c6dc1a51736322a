"""Visions of Ruin — {3}{R} Sorcery.

Oracle: "Each opponent sacrifices an artifact. For each artifact sacrificed this way, you create
a Treasure token.
Flashback {8}{R}{R}. This spell costs {X} less to cast this way, where X is the greatest mana
value of a commander you own on the battlefield or in the command zone. (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: MIC-OR-0086 to MIC-OR-0091 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import CHECKS, FlashbackCard

pytestmark = pytest.mark.card("Visions of Ruin")

CARD = "Visions of Ruin"


def _treasures(d: Driver) -> list[int]:
    return d.ids("Treasure", "battlefield", player=0)


FLASHBACK = FlashbackCard(CARD, "Mountain", 10, 4, (), lambda d: [],
                          lambda d: len(_treasures(d)) == 1, opponent=("Sol Ring",))


def _opponents_artifacts(s: Scenario) -> None:
    s.battlefield(1, "Sol Ring", "Talisman of Dominance")
    s.battlefield(2, "Sky Diamond")


def test_each_opponent_sacrifices_an_artifact_one_treasure_each() -> None:
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Charcoal Diamond")
    _opponents_artifacts(s)
    s.battlefield(3, "Glory Seeker")  # no artifact: nothing to sacrifice
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(d.find("Talisman of Dominance"))
    assert d.zone_of("Sky Diamond") == "graveyard"  # player 2's only artifact
    assert d.zone_of("Talisman of Dominance") == "graveyard"
    assert d.zone_of("Sol Ring") == "battlefield"
    assert d.zone_of("Charcoal Diamond") == "battlefield"  # yours: not an opponent's
    assert len(_treasures(d)) == 2


def test_flashback_cost_reduced_by_your_commanders_mana_value() -> None:
    """Commander of mana value 6: the flashback cost is {2}{R}{R}."""
    def game(mountains: int) -> Driver:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Visara the Dreadful")
        s.battlefield(0, *["Mountain"] * mountains)
        s.battlefield(1, "Sol Ring")
        s.graveyard(0, CARD)
        return Driver(s.build())
    ok, short = game(4), game(3)
    assert CastSpell(ok.find(CARD, "graveyard"), "flashback") in ok.game.legal_actions()
    assert CastSpell(short.find(CARD, "graveyard"), "flashback") not in \
        short.game.legal_actions()
    ok.cast(0, CARD, method="flashback")
    ok.resolve()
    assert len(_treasures(ok)) == 1 and ok.zone_of(CARD) == "exile"


@pytest.mark.parametrize("check", [
    pytest.param(CHECKS[0], marks=pytest.mark.ruling("MIC-OR-0086"), id=CHECKS[0].__name__),
    pytest.param(CHECKS[1], marks=pytest.mark.ruling("MIC-OR-0087"), id=CHECKS[1].__name__),
    pytest.param(CHECKS[2], marks=pytest.mark.ruling("MIC-OR-0088"), id=CHECKS[2].__name__),
    pytest.param(CHECKS[3], marks=pytest.mark.ruling("MIC-OR-0089"), id=CHECKS[3].__name__),
    pytest.param(CHECKS[4], marks=pytest.mark.ruling("MIC-OR-0090"), id=CHECKS[4].__name__),
    pytest.param(CHECKS[5], marks=pytest.mark.ruling("MIC-OR-0091"), id=CHECKS[5].__name__),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MIC-OR-0086 to MIC-OR-0091, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)


def _flashback_castable(mountains: int, zone: str, theirs: bool = False) -> bool:
    s = Scenario(seed=1, format="commander")
    if theirs:
        s.commander(0, "Eloise, Nephalia Sleuth", zone=zone)
        s.commander(1, "Visara the Dreadful")
    else:
        s.commander(0, "Visara the Dreadful", zone=zone)
    s.battlefield(0, *["Mountain"] * mountains)
    s.battlefield(1, "Sol Ring")
    s.graveyard(0, CARD)
    d = Driver(s.build())
    return CastSpell(d.find(CARD, "graveyard"), "flashback") in d.game.legal_actions()


def test_a_commander_on_the_battlefield_reduces_it_too() -> None:
    """"On the battlefield or in the command zone": Visara (mana value 6) on the battlefield
    makes the flashback cost {2}{R}{R} (CR 601.2f)."""
    assert _flashback_castable(4, "battlefield")
    assert not _flashback_castable(3, "battlefield")


def test_a_commander_in_another_zone_or_an_opponent_s_doesnt_reduce_it() -> None:
    """Visara in its owner's hand doesn't count; an opponent's commander in the command zone
    isn't "a commander you own" (CR 903.3): the full {8}{R}{R} is due."""
    assert not _flashback_castable(9, "hand")
    assert _flashback_castable(10, "hand")
    assert not _flashback_castable(9, "hand", theirs=True)
    assert _flashback_castable(10, "hand", theirs=True)


def test_an_opponent_without_an_artifact_sacrifices_nothing() -> None:
    """No opponent has an artifact: nobody sacrifices, no Treasure; the caster's own
    artifact is untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Charcoal Diamond")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority" and not _treasures(d)
    assert d.zone_of("Charcoal Diamond") == "battlefield"


def test_in_two_headed_giant_only_the_opponents_sacrifice() -> None:
    """"Each opponent": the players not on the caster's team (CR 102.3); the teammate keeps
    their artifact, and two Treasures are made."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, CARD)
    for p in (1, 2, 3):
        s.battlefield(p, "Talisman of Unity")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    zones = {d.state.objects[i].controller: d.state.objects[i].zone.value
             for i in d.ids("Talisman of Unity")}
    assert zones == {1: "battlefield", 2: "graveyard", 3: "graveyard"}
    assert len(_treasures(d)) == 2


def test_the_reduction_never_reduces_the_red_mana() -> None:
    """Gorex, the Tombshell (mana value 8) reduces {8}{R}{R} to {R}{R}: a cost reduction
    reduces only the generic part (CR 601.2f; the ruling given for the other Visions, e.g.
    MIC-OR-0094): two Mountains cast it, one Mountain and three Forests can't."""
    def castable(*lands: str) -> bool:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Gorex, the Tombshell")
        s.battlefield(0, *lands)
        s.battlefield(1, "Sol Ring")
        s.graveyard(0, CARD)
        d = Driver(s.build())
        return CastSpell(d.find(CARD, "graveyard"), "flashback") in d.game.legal_actions()
    assert castable("Mountain", "Mountain")
    assert not castable("Mountain", "Forest", "Forest", "Forest")
    assert not castable("Mountain")


def test_cast_from_the_hand_it_costs_its_full_mana_cost() -> None:
    """"This spell costs {X} less to cast *this way*": only the flashback cost is reduced; cast
    from the hand with Visara (mana value 6) in the command zone, {3}{R} is due in full (CR
    601.2f): three Mountains are not enough, four are."""
    def castable(mountains: int) -> bool:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Visara the Dreadful")
        s.battlefield(0, *["Mountain"] * mountains)
        s.battlefield(1, "Sol Ring")
        s.hand(0, CARD)
        d = Driver(s.build())
        return CastSpell(d.find(CARD, "hand"), "normal") in d.game.legal_actions()
    assert not castable(3)
    assert castable(4)


def test_a_sacrificed_treasure_token_gives_a_treasure_too() -> None:
    """A token artifact is an artifact (CR 111.1, 205.2a): the opponent's only artifact, a
    Treasure token, is sacrificed, and its caster creates one Treasure."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4)
    s.token(1, "Treasure")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.ids("Treasure", "battlefield", player=1)
    assert len(_treasures(d)) == 1


def test_sacrificing_a_creature_instead_is_refused_and_changes_nothing() -> None:
    """"Sacrifices an artifact" (CR 701.21a): the opponent offering Glory Seeker is refused with
    an error naming it, the game unchanged; then an artifact is accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(1, "Glory Seeker", "Sol Ring", "Sky Diamond")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("sacrifice")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"), player=1)
    assert d.game.fingerprint() == before
    d.choose(d.find("Sky Diamond"), player=1)
    assert d.zone_of("Sky Diamond") == "graveyard" and d.zone_of("Sol Ring") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert len(_treasures(d)) == 1
