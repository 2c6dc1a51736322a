"""Kamahl's Summons — {3}{G} Sorcery.

Oracle: "Each player may reveal any number of creature cards from their hand. Then each player
creates a 2/2 green Bear creature token for each card they revealed this way."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Kamahl's Summons")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Kamahl's Summons", "Glory Seeker", "Wirewood Savage", "Shock")
    s.hand(1, "Elvish Warrior", "Naturalize")
    return Driver(s.build())


def bears(d: Driver, player: int) -> list[int]:
    return [i for i in d.state.battlefield if d.state.objects[i].is_token
            and d.state.objects[i].controller == player]


def options(d: Driver) -> set[object]:
    """The cards offered (None, to stop revealing, is always offered)."""
    values = {a.value for a in d.expect("choose_cards").actions if isinstance(a, Choose)}
    assert None in values
    return values - {None}


def test_each_player_gets_a_bear_for_each_creature_card_revealed() -> None:
    d = setup()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    seeker, savage = d.find("Glory Seeker"), d.find("Wirewood Savage")
    assert d.decision.player == 0 and options(d) == {seeker, savage}  # no Shock
    d.choose(seeker)
    d.choose(savage)
    assert d.decision.player == 1
    assert options(d) == {d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    assert len(bears(d, 0)) == 2 and len(bears(d, 1)) == 1
    c = d.chars(bears(d, 0)[0])
    assert (c.power, c.toughness, c.subtypes, c.colors) == (2, 2, {"Bear"}, {"G"})
    # the revealed cards stay in their owners' hands
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "hand"
    revealed = {e.obj for e in d.game.log if e.kind == "reveal"}
    assert revealed == {seeker, savage, d.find("Elvish Warrior")}


def test_revealing_is_optional_and_only_what_is_revealed_counts() -> None:
    d = setup()
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.choose(None)  # player 0 stops after one card
    assert d.decision.player == 1
    d.choose(None)  # player 1 reveals nothing
    assert len(bears(d, 0)) == 1 and bears(d, 1) == []
    assert d.zone_of("Kamahl's Summons") == "graveyard"
