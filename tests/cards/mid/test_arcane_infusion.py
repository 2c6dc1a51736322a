"""Arcane Infusion — {U}{R} Instant.

Oracle: "Look at the top four cards of your library. You may reveal an instant or sorcery card
from among them and put it into your hand. Put the rest on the bottom of your library in a
random order. / Flashback {3}{U}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Arcane Infusion")


def test_instant_to_hand_rest_to_bottom() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, "Glory Seeker", "Shock", "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker", zone="library") not in offered
    d.choose(d.find("Shock", zone="library"))
    assert d.ids("Shock", zone="hand")
    lib = d.state.players[0].library
    assert lib[0] == d.find("Plains", zone="library") and len(lib) == 4


def _opponents_view_of_the_choice(top_four: list[str]) -> tuple[list[object], dict[str, object]]:
    """Player 0 casts Arcane Infusion over ``top_four``: the answers they are offered (card
    names, None to take none) and the pending decision in player 1's view."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, *top_four, "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    d.expect("choose_cards")
    offered = [None if a.value is None else d.game.card(a.value).name  # type: ignore[attr-defined]
               for a in d.decision.actions]
    theirs = dict(d.game.view(1)["decision"])
    theirs["source"] = dict(theirs["source"])
    theirs["source"].pop("object")
    return offered, theirs


def test_no_instant_or_sorcery_among_them_is_asked_all_the_same() -> None:
    """CR 701.20e, 401.2: only the caster sees the four cards, which go to the bottom unseen.
    With no instant or sorcery card among them the caster is still asked whether to take one
    (only "none" to answer), so player 1 sees the same decision as when there is one, and
    learns nothing of the cards from whether it is asked."""
    offered, none_there = _opponents_view_of_the_choice(["Glory Seeker", "Island", "Forest",
                                                         "Island"])
    assert offered == [None]
    offered, one_there = _opponents_view_of_the_choice(["Glory Seeker", "Shock", "Forest",
                                                        "Island"])
    assert offered == ["Shock", None]
    assert none_there == one_there == {"kind": "choose_cards", "player": 0,
                                       "source": {"name": "Arcane Infusion"}}


def test_may_take_nothing_all_four_go_to_the_bottom() -> None:
    """The reveal is optional ("you may"): taking none, all four looked-at cards go to the
    bottom; the fifth card is now on top, and nothing is revealed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, "Glory Seeker", "Shock", "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    d.choose(None)
    lib = d.state.players[0].library
    assert lib[0] == d.find("Plains", zone="library") and len(lib) == 5
    assert not d.state.players[0].hand
    assert not [e for e in d.state.log if e.kind == "reveal"]


def test_the_revealed_card_is_seen_by_the_opponent_the_rest_are_not() -> None:
    """CR 701.20a, 401.2: the chosen sorcery (Visions of Ruin) is revealed, so player 1 sees
    it; the other cards looked at stay hidden from player 1."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, "Krosan Tusker", "Visions of Ruin", "Island", "Forest", "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    d.choose(d.find("Visions of Ruin", zone="library"))
    assert d.zone_of("Visions of Ruin") == "hand"
    theirs = json.dumps(d.game.view(1))
    assert "Visions of Ruin" in theirs
    assert "Krosan Tusker" not in theirs


def test_with_fewer_than_four_cards_it_looks_at_them_all() -> None:
    """With two cards in the library, the player looks at both (as many as there are); one
    is taken and the other stays in the library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, "Forest", "Shock")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    assert d.zone_of("Shock") == "hand"
    assert [d.chars(o).name for o in d.state.players[0].library] == ["Forest"]
