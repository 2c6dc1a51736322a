"""Old Stickfingers — {X}{B}{G} Legendary Creature — Horror */*.

Oracle: "When you cast this spell, reveal cards from the top of your library until you reveal X
creature cards. Put all creature cards revealed this way into your graveyard, then put the rest
on the bottom of your library in a random order. / Old Stickfingers's power and toughness are
each equal to the number of creature cards in your graveyard."
Rulings covered: MID-RN-186, MID-OR-0795, MID-OR-0796.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Old Stickfingers")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Swamp")
    s.hand(0, "Old Stickfingers")
    s.library(0, "Forest", "Glory Seeker", "Island", "Elvish Warrior", "Plains", "Wellwisher")
    s.hand(1, "Devious Cover-Up")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    return Driver(s.build())


def test_mills_x_creatures_and_grows() -> None:
    d = setup()
    d.cast(0, "Old Stickfingers", x=2)
    assert len(d.state.stack) == 2
    d.resolve()  # the cast trigger resolves first
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")
    lib = [d.game.card(o).name for o in d.state.players[0].library]
    assert lib[:2] == ["Plains", "Wellwisher"] and sorted(lib[2:]) == ["Forest", "Island"]
    d.resolve()
    sf = d.find("Old Stickfingers", "battlefield")
    assert (d.chars(sf).power, d.chars(sf).toughness) == (2, 2)


@pytest.mark.ruling("MID-RN-186", "MID-OR-0796")
def test_countered_in_response_still_reveals() -> None:
    d = setup()
    sid = d.cast(0, "Old Stickfingers", x=1)
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[sid])
    d.resolve()
    if d.decision.kind == "may":
        d.choose(False)  # Devious Cover-Up: shuffle nothing
    assert d.ids("Old Stickfingers", zone="exile")
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert not d.ids("Elvish Warrior", zone="graveyard")


@pytest.mark.ruling("MID-OR-0795")
def test_in_the_graveyard_it_counts_itself() -> None:
    """Official ruling: "The ability that defines the power and toughness of Old Stickfingers
    functions in all zones, not only while Old Stickfingers is on the battlefield. While Old
    Stickfingers is in a graveyard, the ability will count Old Stickfingers itself, presumably
    using a single, withered stickfinger." (CR 604.3) Alone in the graveyard it is 1/1; with a
    Glory Seeker there, 2/2; in the hand with an empty graveyard, 0/0."""
    s = Scenario(seed=1)
    s.hand(0, "Old Stickfingers")
    d = Driver(s.build())
    card = d.find("Old Stickfingers", zone="hand")
    assert (d.chars(card).power, d.chars(card).toughness) == (0, 0)
    s = Scenario(seed=1)
    s.graveyard(0, "Old Stickfingers")
    d = Driver(s.build())
    card = d.find("Old Stickfingers", zone="graveyard")
    assert (d.chars(card).power, d.chars(card).toughness) == (1, 1)
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    card = d.find("Old Stickfingers", zone="graveyard")
    assert (d.chars(card).power, d.chars(card).toughness) == (2, 2)


def test_x_zero_reveals_nothing_and_it_dies_as_a_0_0() -> None:
    """X = 0 (CR 107.3): the trigger reveals no card and the library is unchanged; with no
    creature card in its controller's graveyard it is 0/0 and is put into the graveyard
    (CR 704.5f)."""
    d = setup()
    before = list(d.state.players[0].library)
    d.cast(0, "Old Stickfingers", x=0)
    d.resolve()
    assert list(d.state.players[0].library) == before
    assert not d.state.players[0].graveyard
    d.resolve()
    assert d.zone_of("Old Stickfingers") == "graveyard"


def test_fewer_creatures_than_x_reveals_the_whole_library() -> None:
    """CR 701.20: asked for three creature cards and finding only one, the whole library is
    revealed: Glory Seeker goes to the graveyard, the other cards to the bottom; Old
    Stickfingers is 1/1."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Forest")
    s.hand(0, "Old Stickfingers")
    s.library(0, "Forest", "Glory Seeker", "Island")
    d = Driver(s.build())
    d.cast(0, "Old Stickfingers", x=3)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    lib = sorted(d.game.card(o).name for o in d.state.players[0].library)
    assert lib == ["Forest", "Island"]
    d.resolve()
    sf = d.find("Old Stickfingers", "battlefield")
    assert (d.chars(sf).power, d.chars(sf).toughness) == (1, 1)


def test_an_opponents_creature_cards_dont_count() -> None:
    """"Your graveyard" (CR 604.3): player 1's two creature cards add nothing; player 0's
    one makes it 1/1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Old Stickfingers")
    s.graveyard(0, "Glory Seeker", "Forest")
    s.graveyard(1, "Elvish Warrior", "Wellwisher")
    d = Driver(s.build())
    sf = d.find("Old Stickfingers")
    assert (d.chars(sf).power, d.chars(sf).toughness) == (1, 1)


def test_the_revealed_cards_are_seen_by_the_opponent_the_rest_stay_hidden() -> None:
    """CR 701.20a (reveal), 401.2: the opponent sees the revealed Plains and Glory Seeker;
    Wellwisher, below them and never revealed, isn't named in the opponent's view."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Forest")
    s.hand(0, "Old Stickfingers")
    s.library(0, "Plains", "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Old Stickfingers", x=1)
    d.resolve()
    theirs = json.dumps(d.game.view(1))
    assert "Plains" in theirs and "Glory Seeker" in theirs
    assert "Wellwisher" not in theirs
    lib = [d.game.card(o).name for o in d.state.players[0].library]
    assert lib == ["Wellwisher", "Plains"]
