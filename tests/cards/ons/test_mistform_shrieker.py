"""Mistform Shrieker — {3}{U}{U} Creature — Illusion 3/3.

Oracle: "Flying / {1}: Mistform Shrieker becomes the creature type of your choice until end of
turn. / Morph {3}{U}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it
face up any time for its morph cost.)"
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Shrieker")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_becomes_the_chosen_type_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Shrieker", "Island", "Aven Brigadier")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    c = d.chars(shrieker)
    assert (c.power, c.toughness) == (3, 3) and c.has("Flying")
    d.activate(0, shrieker)
    d.resolve()
    d.choose("Soldier")
    c = d.chars(shrieker)
    assert c.subtypes == {"Soldier"}  # Illusion is gone
    assert (c.power, c.toughness) == (4, 4)  # now an "other Soldier" for Aven Brigadier
    d.pass_until(Step.UPKEEP, turn=4)
    c = d.chars(shrieker)
    assert c.subtypes == {"Illusion"} and (c.power, c.toughness) == (3, 3)


def test_face_down_it_has_no_ability_until_turned_face_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Island")
    s.battlefield(0, "Mistform Shrieker", face_down=True)
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    assert not d.chars(shrieker).has("Flying")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == shrieker]
    d.special(0, "turn_face_up", shrieker)
    d.pay()
    assert d.chars(shrieker).has("Flying")
    d.activate(0, shrieker)
    d.resolve()
    d.choose("Bird")
    assert d.chars(shrieker).subtypes == {"Bird"}


def test_only_a_creature_type_may_be_chosen() -> None:
    """CR 205.3m, 205.3i, 205.4a: the choice is one creature type; a land type (Forest) or a
    supertype (Snow) is refused with an error that names it, the question stays asked and
    the Shrieker stays an Illusion; Wizard is then accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Shrieker", "Island")
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    d.activate(0, shrieker)
    d.resolve()
    for bad in ("Forest", "Snow"):
        with pytest.raises(IllegalActionError, match=bad):
            d.choose(bad)
        assert d.decision.kind == "choose_creature_type"
        assert d.chars(shrieker).subtypes == {"Illusion"}
    d.choose("Wizard")
    assert d.chars(shrieker).subtypes == {"Wizard"}


def test_cast_face_down_for_three_hidden_from_the_opponent() -> None:
    """CR 702.37c, 708.4: cast face down for {3} it is a nameless 2/2 with no creature type
    (not an Illusion) whose identity its controller alone sees; turned face up for
    {3}{U}{U} (a special action, CR 116.2b) it is Mistform Shrieker to everyone."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Mistform Shrieker")
    d = Driver(s.build())
    d.cast(0, "Mistform Shrieker", method="face_down")
    assert sum(d.state.objects[i].tapped for i in d.ids("Island")) == 3
    d.resolve()
    shrieker = d.find("Mistform Shrieker", "battlefield")
    c = d.chars(shrieker)
    assert (c.power, c.toughness, c.subtypes) == (2, 2, frozenset())
    assert "Mistform Shrieker" in json.dumps(d.game.view(0))
    assert "Mistform Shrieker" not in json.dumps(d.game.view(1))
    d.special(0, "turn_face_up", shrieker)
    d.pay()
    assert sum(d.state.objects[i].tapped for i in d.ids("Island")) == 8
    c = d.chars(shrieker)
    assert (c.name, c.power, c.toughness) == ("Mistform Shrieker", 3, 3)
    assert "Mistform Shrieker" in json.dumps(d.game.view(1))
