"""One set of face-down rules for every face-down permanent (CR 708).

ONS-FAQ-026 records that Illusionary Mask and Camouflage (cards outside Onslaught, Midnight
Hunt and its Commander decks) received text errata so that they use the new rules for
face-down spells and permanents. Neither card is in these sets; what the ruling guarantees is
that there is a single body of face-down rules, whatever put a permanent face down. These
tests check exactly that with the cards of these sets: a creature turned face down by an
effect (Backslide) and one cast face down are indistinguishable to an opponent and behave the
same (CR 708.2, 708.5, 708.9).
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def setup() -> Driver:
    s = Scenario(seed=11)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Backslide", "Spined Basher")
    s.battlefield(0, "Daru Lancer")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-026")
def test_face_down_by_effect_and_cast_face_down_look_the_same() -> None:
    d = setup()
    lancer = d.find("Daru Lancer")
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    turned = len(d.game.view(1)["log"])
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    basher = d.find("Spined Basher", zone="battlefield")
    for oid in (lancer, basher):
        c = d.chars(oid)
        assert (c.name, c.power, c.toughness, sorted(c.types), sorted(c.subtypes)) == \
            ("", 2, 2, ["Creature"], [])
        assert c.mana_value == 0 and not c.abilities
    view = d.game.view(1)
    # Backslide targeting the face-up Daru Lancer was public and stays in the log; what
    # happened since and the permanents themselves name neither card.
    seen = json.dumps({**view, "log": view["log"][turned:]}, ensure_ascii=False)
    assert "Daru Lancer" not in seen and "Spined Basher" not in seen
    assert [e["object"] for e in view["log"][:turned] if e.get("card") == "Daru Lancer"]


@pytest.mark.ruling("ONS-FAQ-026")
def test_both_are_revealed_when_they_leave_the_battlefield() -> None:
    d = setup()
    lancer = d.find("Daru Lancer")
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    basher = d.find("Spined Basher", zone="battlefield")
    d.pass_priority()
    for target in (lancer, basher):
        d.cast(1, d.ids("Shock", "hand")[0], targets=[target])
    d.resolve_all()
    assert not d.ids("Daru Lancer", zone="battlefield")
    assert not d.ids("Spined Basher", zone="battlefield")
    view = json.dumps(d.game.view(1), ensure_ascii=False)
    assert "Daru Lancer" in view and "Spined Basher" in view  # CR 708.9
