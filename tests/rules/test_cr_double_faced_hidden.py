"""Double-faced cards in hidden zones are indistinguishable from other cards (CR 712.7): an
opponent's view of a hand or library holding one tells nothing of either face; one exiled face
down stays hidden so (CR 712.17).
"""

from __future__ import annotations

import json

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_double_faced_card_in_a_hand_or_library_shows_neither_face_to_the_opponent() -> None:
    """CR 712.7, 400.2: Bird Admirer (back face Wing Shredder) in player 0's hand and Tireless
    Hauler (back face Dire-Strain Brawler) in their library: player 1's view counts the cards
    but names neither face nor the card; player 0 sees the card in their hand."""
    s = Scenario(seed=1)
    s.hand(0, "Bird Admirer", "Forest")
    s.library(0, "Tireless Hauler", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    opponent = json.dumps(d.game.view(1), default=str)
    for word in ("Bird Admirer", "Wing Shredder", "Tireless Hauler", "Dire-Strain Brawler",
                 "MID:169"):
        assert word not in opponent
    shown = d.game.view(1)["players"][0]
    assert (shown["hand_count"], shown["library"]) == (2, 2)
    own = d.game.view(0)["players"][0]["hand"]
    assert [c["name"] for c in own] == ["Bird Admirer", "Forest"]


def test_a_face_down_double_faced_permanent_has_the_face_down_characteristics_and_stays_hidden(
) -> None:
    """CR 712.15, 708.2a: a face-down Bird Admirer is a 2/2 creature with no name, text,
    creature types or mana cost (the characteristics the face-down rule gives it), and player
    1's view names neither of its faces."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bird Admirer", face_down=True)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    c = d.chars(admirer)
    assert (c.power, c.toughness) == (2, 2)
    assert c.name == "" and not c.subtypes and not c.colors and not c.abilities
    assert c.mana_cost.text == "" and c.mana_value == 0
    opponent = json.dumps(d.game.view(1), default=str)
    for word in ("Bird Admirer", "Wing Shredder", "MID:169"):
        assert word not in opponent


def test_a_double_faced_card_exiled_face_down_stays_hidden() -> None:
    """CR 712.17, 406.3: Siphon Insight exiles Bird Admirer (back face Wing Shredder) from
    player 1's library face down: player 0, who may look at it, sees the card; player 1, its
    owner, sees a face-down card that names neither face."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, "Bird Admirer", "Forest", *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.choose(d.find("Bird Admirer", "library", player=1))
    card = d.find("Bird Admirer", "exile")
    assert d.state.objects[card].face_down
    mine = [o for o in d.game.view(0)["exile"] if o["id"] == card]
    assert mine and mine[0]["card"] == "Bird Admirer // Wing Shredder"
    (theirs,) = [o for o in d.game.view(1)["exile"] if o["id"] == card]
    assert theirs["face_down"] and "card" not in theirs
    opponent = json.dumps(d.game.view(1), default=str)
    for word in ("Bird Admirer", "Wing Shredder"):
        assert word not in opponent
