"""Break Open — {1}{R} Instant.

Oracle: "Turn target face-down creature an opponent controls face up."
Rulings covered: ONS-FAQ-027, ONS-FAQ-120.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Break Open")


def setup() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Break Open")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.battlefield(1, "Krosan Colossus", face_down=True)
    s.battlefield(1, "Forest", "Forest", "Forest")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-027")
def test_turns_the_creature_face_up_without_its_morph_cost() -> None:
    d = setup()
    col = d.find("Krosan Colossus")
    d.cast(0, "Break Open", targets=[col])
    d.resolve()
    assert not d.state.objects[col].face_down
    assert (d.chars(col).name, d.chars(col).power) == ("Krosan Colossus", 9)
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert [e.obj for e in d.game.log if e.kind == "turned_face_up"] == [col]
    # now public: the opponent's view shows the card
    view = d.game.view(0)
    assert any(o.get("name") == "Krosan Colossus" for o in view["battlefield"])


def test_only_face_down_creatures_an_opponent_controls_are_targets() -> None:
    d = setup()
    card = d.find("Break Open", "hand")
    d.act(0, CastSpell(card))
    opts = {a.value for a in d.game.legal_actions()} - {None}
    assert opts == {d.find("Krosan Colossus")}


@pytest.mark.ruling("ONS-FAQ-120", "ONS-OR-0131")
def test_the_controller_pays_nothing_and_is_not_asked() -> None:
    d = setup()
    col = d.find("Krosan Colossus")
    d.cast(0, "Break Open", targets=[col])
    d.resolve()
    assert not d.state.objects[col].face_down
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert all(not d.state.objects[f].tapped for f in d.ids("Forest"))
    assert not d.state.players[1].mana_pool or not any(d.state.players[1].mana_pool.values())


def test_turned_face_up_in_response_the_spell_does_nothing() -> None:
    """CR 608.2b, 702.37e: the opponent turns Daru Healer face up for its morph cost {W} in
    response (a special action, CR 116.2b); it is no longer a face-down creature, so Break
    Open's only target is illegal and it resolves doing nothing."""
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Break Open")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Plains")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.cast(0, "Break Open", targets=[healer])
    d.pass_priority()
    d.special(1, "turn_face_up", healer)
    d.pay()
    assert not d.state.objects[healer].face_down
    n = len(d.game.log)
    d.resolve()
    assert d.zone_of("Break Open") == "graveyard"
    assert not [e for e in d.game.log[n:] if e.kind == "turned_face_up"]
    assert d.chars(healer).name == "Daru Healer"


def test_any_opponents_face_down_creature_and_hidden_until_it_resolves() -> None:
    """CR 115.1, 102.2: in a three-player game both opponents' face-down creatures may be
    targeted, not the caster's own. CR 708.5, 708.6: until Break Open resolves the caster (and
    the third player) see only a face-down 2/2; then everyone sees Krosan Colossus."""
    import json

    s = Scenario(players=3, seed=2)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Break Open")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(2, "Krosan Colossus", face_down=True)
    d = Driver(s.build())
    col = d.find("Krosan Colossus")
    d.act(0, CastSpell(d.find("Break Open", "hand")))
    opts = {a.value for a in d.game.legal_actions()} - {None}
    assert opts == {col, d.find("Daru Healer")}
    d.choose(col)
    d.pay()
    assert "Krosan Colossus" not in json.dumps(d.game.view(0))
    assert "Krosan Colossus" not in json.dumps(d.game.view(1))
    assert "Krosan Colossus" in json.dumps(d.game.view(2))
    d.resolve()
    assert not d.state.objects[col].face_down
    for p in range(3):
        assert "Krosan Colossus" in json.dumps(d.game.view(p))
    assert d.state.objects[d.find("Daru Healer")].face_down


def test_effects_on_the_face_down_creature_stay_and_a_card_without_morph_turns_up_too() -> None:
    """CR 708.8: the +1/+1 counters put on the face-down creature stay when it is turned face
    up: Krosan Colossus (9/9) with two is 11/11. An effect may turn face up a face-down
    permanent without morph too (Glory Seeker, face down by other means, CR 708.2): it is
    turned face up."""
    s = Scenario(seed=2)
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, "Break Open", "Break Open")
    s.battlefield(1, "Krosan Colossus", face_down=True, counters={"+1/+1": 2})
    s.battlefield(1, "Glory Seeker", face_down=True)
    d = Driver(s.build())
    col, seeker = d.find("Krosan Colossus"), d.find("Glory Seeker")
    assert (d.chars(col).power, d.chars(col).toughness) == (4, 4)
    d.cast(0, d.ids("Break Open", "hand")[0], targets=[col])
    d.resolve()
    c = d.chars(col)
    assert (c.name, c.power, c.toughness) == ("Krosan Colossus", 11, 11)
    d.cast(0, d.ids("Break Open", "hand")[0], targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].face_down
    assert d.chars(seeker).name == "Glory Seeker"
