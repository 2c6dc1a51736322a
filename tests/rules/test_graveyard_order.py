"""The order of a graveyard (CR 404.3): "If an effect or rule puts two or more cards into the
same graveyard at the same time, the owner of those cards may arrange them in any order."

No card of the three sets looks at the order of a graveyard (none says "the top card of your
graveyard" or otherwise uses it): every card that takes cards from a graveyard names them by
what they are, as a target or a choice. So the order can't change anything in a game, and the
engine doesn't ask the owner to arrange cards put there together: it puts them there in a
fixed order, one the owner could have chosen. These tests pin that: the cards milled
together go to the graveyard with no question asked, and no card's text refers to the order
(a card that does would need the owner's choice).
"""

from __future__ import annotations

import re

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver

_ORDER_WORDS = re.compile(
    r"(top|bottom)( cards?)? of (your|their|its owner's|that player's|a|each|target player's) "
    r"graveyard|graveyards? in (any|a random) order|"
    r"last card put into [a-z' ]*graveyard", re.IGNORECASE)
"""Words of a rules text that would make a graveyard's order matter."""


def test_cards_milled_together_go_to_the_graveyard_without_asking_their_order() -> None:
    """CR 404.3, 701.17a: Eccentric Farmer mills three cards at once; the next question is
    the Farmer's own ("you may return a land card"), none about the order of the three, which
    are all in the owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Elvish Warrior", "Island")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_cards"
    assert sorted(d.game.name_of(c) for c in d.state.players[0].graveyard) == \
        ["Elvish Warrior", "Glory Seeker", "Plains"]


def test_no_card_of_the_sets_looks_at_the_order_of_a_graveyard() -> None:
    """CR 404.3: the order can matter only to a card that refers to it; none of the three
    sets does, so the engine's fixed order of cards put into a graveyard together can't change
    a game. A reminder of milling ("put the top card of your library into your graveyard")
    speaks of a library's order, not a graveyard's."""
    found = [(card.name, m.group()) for card in database().cards() for face in card.faces
             for m in [_ORDER_WORDS.search(face.oracle_text or "")] if m]
    assert found == []
    assert _ORDER_WORDS.search("Return the top card of your graveyard to your hand.")
    assert _ORDER_WORDS.search("Put them into your graveyard in any order.")
