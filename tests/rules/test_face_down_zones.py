"""Face-down objects leaving the stack or the battlefield (CR 708.9, 400.7), and effects
that look at face-down characteristics (CR 708.2).

Rulings covered: ONS-FAQ-008, ONS-FAQ-012, ONS-FAQ-014, ONS-FAQ-030.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import CastSpell, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver


@pytest.mark.ruling("ONS-FAQ-030", "ONS-FAQ-012")
def test_a_face_down_spell_is_countered_like_any_creature_spell_and_revealed() -> None:
    """Devious Cover-Up counters it; it is exiled face up and every player sees it."""
    s = Scenario(seed=4)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Colossus")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    assert "Krosan Colossus" not in json.dumps(d.game.view(1))
    d.act(0, PassPriority())
    d.cast(1, "Devious Cover-Up", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":  # no graveyard cards to shuffle in
        d.choose(False if d.decision.kind == "may" else None)
    assert d.state.stack == []
    ex = d.find("Krosan Colossus", "exile")
    assert ex != sid and not d.state.objects[ex].face_down
    view = d.game.view(1)
    assert [o["name"] for o in view["exile"]] == ["Krosan Colossus"]
    moved = [e for e in view["log"] if e["kind"] == "zone_change" and e.get("from") == "stack"
             and e.get("to") == "exile"]
    assert moved and moved[-1]["card"] == "Krosan Colossus"


@pytest.mark.ruling("ONS-FAQ-014", "ONS-FAQ-012")
def test_an_exiled_face_down_creature_is_a_face_up_card_in_exile() -> None:
    """It is revealed as it leaves and becomes a new, face-up object in exile (CR 400.7), so
    anything that returns it returns the face-up card."""
    s = Scenario(seed=4)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Eaten Alive")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    d.cast(1, "Eaten Alive", targets=[pid], choices=[0, d.find("Glory Seeker")])
    d.resolve()
    ex = d.find("Daru Lancer", "exile")
    assert ex != pid and not d.state.objects[ex].face_down
    assert d.chars(ex).name == "Daru Lancer"
    assert [o["name"] for o in d.game.view(1)["exile"]] == ["Daru Lancer"]


@pytest.mark.ruling("ONS-FAQ-008")
def test_effects_see_only_the_face_down_characteristics() -> None:
    """A face-down Krosan Colossus has mana value 0, so Smother ("mana value 3 or less") may
    target and destroy it; face up (mana value 8) it may not."""
    s = Scenario(seed=4)
    s.battlefield(0, "Krosan Colossus", face_down=True)
    s.battlefield(0, "Krosan Colossus")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    down, up = d.ids("Krosan Colossus", "battlefield")
    if not d.state.objects[down].face_down:
        down, up = up, down
    d.act(1, CastSpell(d.find("Smother", "hand")))
    options = {a.value for a in d.game.legal_actions()} - {None}
    assert down in options and up not in options
    d.choose(down)
    d.pay()
    d.resolve()
    assert d.find("Krosan Colossus", "graveyard")
    assert up in d.state.battlefield


def test_a_face_down_permanent_has_no_color_ability_mana_cost_or_loyalty() -> None:
    """CR 708.2a: a face-down permanent is a 2/2 creature with no text, no name, no subtypes
    and no mana cost; so it has no color (CR 105.2c), no supertype, no loyalty, no ability and
    no keyword. Exalted Angel face down is a colorless 2/2 without flying or lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    c = d.chars(d.find("Exalted Angel"))
    assert (c.name, c.power, c.toughness, c.loyalty) == ("", 2, 2, None)
    assert c.types == frozenset({"Creature"})
    assert c.colors == frozenset() and c.subtypes == frozenset()
    assert c.supertypes == frozenset() and c.mana_cost.is_empty() and c.mana_value == 0
    assert c.abilities == () and c.keywords == frozenset()
    assert not c.has("Flying") and not c.has("Lifelink")


def test_a_card_exiled_face_down_has_no_characteristics() -> None:
    """CR 406.3a: a card exiled face down has no characteristics (no name, type, color, mana
    cost, power, toughness or loyalty) even to the player who may look at it; Siphon Insight
    exiles Glory Seeker so, and its caster may still cast it (CR 601.3)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Plains", "Plains")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 4)
    s.library(1, "Glory Seeker", "Island", *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1])
    d.resolve()
    d.choose(d.find("Glory Seeker", "library", player=1))
    seeker = d.find("Glory Seeker", "exile")
    assert d.state.objects[seeker].face_down
    c = d.chars(seeker)
    assert (c.name, c.power, c.toughness, c.loyalty) == ("", None, None, None)
    assert c.types == frozenset() and c.colors == frozenset() and c.subtypes == frozenset()
    assert c.mana_value == 0 and c.abilities == () and c.keywords == frozenset()
    assert d.decision.player == 0
    assert CastSpell(seeker, "from_exile") in d.game.legal_actions()
