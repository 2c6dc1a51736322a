"""Symbiotic Beast — {4}{G}{G} Creature — Insect Beast 4/4.

Oracle: "When Symbiotic Beast dies, create four 1/1 green Insect creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Symbiotic Beast")


def test_four_insects_when_it_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Symbiotic Beast")
    d = Driver(s.build())
    d.cast(0, "Death Pulse", targets=[d.find("Symbiotic Beast")])
    d.resolve()
    d.resolve()
    assert len(d.ids("Insect Token", zone="battlefield", player=1)) == 4


def test_the_insects_go_to_the_player_who_controlled_it_when_it_died() -> None:
    """CR 603.3a, 603.10a: the leaves-the-battlefield ability is controlled by the Beast's
    controller as it last existed, who creates the tokens (CR 111.2), not its owner."""
    s = Scenario(seed=1)
    s.battlefield(1, "Symbiotic Beast", owner=0)
    s.battlefield(0, *["Swamp"] * 4)
    s.hand(0, "Death Pulse")
    d = Driver(s.build())
    d.cast(0, "Death Pulse", targets=[d.find("Symbiotic Beast")])
    d.resolve()
    assert d.ids("Symbiotic Beast", zone="graveyard", player=0)
    assert d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    assert len(d.ids("Insect Token", zone="battlefield", player=1)) == 4
    assert not d.ids("Insect Token", zone="battlefield", player=0)


def test_exiled_it_doesnt_die_and_makes_no_insects() -> None:
    """CR 700.4: exiled by Catapult Master, Symbiotic Beast doesn't die: no Insects."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 4)
    s.battlefield(1, "Symbiotic Beast")
    d = Driver(s.build())
    d.activate(0, "Catapult Master", targets=[d.find("Symbiotic Beast")])
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.game.legal_actions() if a.value is not None))
    d.resolve()
    assert d.zone_of("Symbiotic Beast") == "exile"
    assert not d.state.stack and not d.ids("Insect Token")


def test_the_insects_are_green_1_1_insect_tokens_and_a_sacrifice_is_a_death() -> None:
    """CR 700.4: sacrificed, the Beast dies too; each token is a 1/1 green Insect creature
    token (CR 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Symbiotic Beast", "Nantuko Husk")
    d = Driver(s.build())
    d.activate(0, "Nantuko Husk", choices=[d.find("Symbiotic Beast")])
    assert d.zone_of("Symbiotic Beast") == "graveyard"
    d.resolve_all()
    insects = d.ids("Insect Token", zone="battlefield", player=0)
    assert len(insects) == 4
    for oid in insects:
        c = d.chars(oid)
        assert (c.power, c.toughness, c.colors, c.subtypes) == (1, 1, frozenset({"G"}),
                                                                 {"Insect"})
        assert d.state.objects[oid].is_token


def test_dying_face_down_it_has_no_ability_and_makes_no_insects() -> None:
    """CR 708.2, 603.10a: a face-down Symbiotic Beast has no abilities; it dies as it last
    existed on the battlefield, face down, so nothing triggers (it is then revealed,
    CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Symbiotic Beast", face_down=True)
    d = Driver(s.build())
    assert "Symbiotic Beast" not in json.dumps(d.game.view(0))  # hidden while face down
    d.cast(0, "Shock", targets=[d.ids("Symbiotic Beast")[0]])
    d.resolve()
    assert d.zone_of("Symbiotic Beast") == "graveyard"
    assert not d.state.stack and not d.ids("Insect Token")
    assert "Symbiotic Beast" in json.dumps(d.game.view(0))  # revealed (CR 708.9)


def test_made_to_read_elf_it_is_an_elf_beast_and_dies_into_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Insect with Elf everywhere in Symbiotic Beast's
    text: its type line reads Elf Beast, and its dies ability creates four 1/1 green Elf
    creature tokens named Elf Token (CR 612.2a, 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Symbiotic Beast")
    s.hand(0, "Artificial Evolution", "Shock", "Shock")
    d = Driver(s.build())
    beast = d.find("Symbiotic Beast")
    d.cast(0, "Artificial Evolution", targets=[beast])
    d.resolve()
    d.choose("Insect")
    d.choose("Elf")
    assert d.chars(beast).subtypes == {"Elf", "Beast"}
    d.cast(0, "Shock", targets=[beast])
    d.resolve()
    d.cast(0, "Shock", targets=[beast])
    d.resolve()
    d.resolve()
    elves = d.ids("Elf Token", zone="battlefield", player=0)
    assert len(elves) == 4 and not d.ids("Insect Token")
    assert d.chars(elves[0]).subtypes == {"Elf"}
