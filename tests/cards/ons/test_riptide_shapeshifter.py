"""Riptide Shapeshifter — {3}{U}{U} Creature — Shapeshifter 3/3.

Oracle: "{2}{U}{U}, Sacrifice Riptide Shapeshifter: Choose a creature type. Reveal cards from
the top of your library until you reveal a creature card of that type. Put that card onto the
battlefield and shuffle the rest into your library."
Rulings covered: ONS-FAQ-043.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Riptide Shapeshifter")


def setup(*library: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Shapeshifter", "Island", "Island", "Island", "Island")
    s.library(0, *library)
    return Driver(s.build())


def revealed(d: Driver) -> list[int]:
    return [e.obj for e in d.game.log if e.kind == "reveal"]


def names(d: Driver, ids: list[int]) -> list[str]:
    return [d.game.card(i).name for i in ids]


def test_puts_the_first_creature_card_of_the_type_onto_the_battlefield() -> None:
    d = setup("Glory Seeker", "Forest", "Shock", "Wirewood Savage", "Elvish Warrior")
    d.activate(0, "Riptide Shapeshifter")
    assert d.zone_of("Riptide Shapeshifter") == "graveyard"  # sacrificed as a cost
    d.resolve()
    d.choose("Elf")
    shown = revealed(d)
    assert len(shown) == 4 and names(d, shown[:3]) == ["Glory Seeker", "Forest", "Shock"]
    # the fourth card revealed is the one put onto the battlefield (a new object, CR 400.7)
    moved = [e for e in d.game.log if e.kind == "zone_change" and e.obj == shown[3]]
    assert moved and moved[0].new_obj == d.find("Wirewood Savage", zone="battlefield")
    assert d.state.objects[d.find("Wirewood Savage")].controller == 0
    lib = d.state.players[0].library
    assert sorted(d.game.card(c).name for c in lib) == ["Elvish Warrior", "Forest",
                                                         "Glory Seeker", "Shock"]
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.game.log)


@pytest.mark.ruling("ONS-FAQ-043")
def test_a_card_with_several_creature_types_is_of_each() -> None:
    """Bloodline Shaman is an Elf Wizard Shaman: it is a Wizard card (ONS-FAQ-043)."""
    d = setup("Sage Aven", "Wirewood Savage", "Bloodline Shaman")
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Shaman")
    assert d.zone_of("Bloodline Shaman") == "battlefield"
    assert d.zone_of("Sage Aven") == "library" and d.zone_of("Wirewood Savage") == "library"


def test_no_card_of_the_type_reveals_the_whole_library() -> None:
    d = setup("Glory Seeker", "Forest", "Wirewood Savage")
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Goblin")
    assert sorted(names(d, revealed(d))) == ["Forest", "Glory Seeker", "Wirewood Savage"]
    assert len(d.state.players[0].library) == 3
    assert [d.game.card(i).name for i in d.state.battlefield] == ["Island"] * 4


def test_a_changeling_card_is_of_every_type_in_the_library() -> None:
    """CR 702.73a: changeling works in every zone: Avian Changeling is a Goblin card and is
    put onto the battlefield, after Glory Seeker (a Human Soldier) is revealed."""
    from tests.reference_cards import AVIAN_CHANGELING

    assert AVIAN_CHANGELING
    d = setup("Glory Seeker", "Avian Changeling", "Forest")
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Goblin")
    shown = revealed(d)
    assert len(shown) == 2 and names(d, shown[:1]) == ["Glory Seeker"]
    assert d.zone_of("Avian Changeling") == "battlefield"


def test_a_double_faced_card_in_the_library_has_only_its_front_faces_types() -> None:
    """CR 712.8a: in the library Overwhelmed Archivist is a Human Wizard only; its back face
    Archive Haunt is a Spirit, but "Spirit" doesn't find it: the whole library is revealed
    and nothing is put onto the battlefield. "Human" finds it, front face up (CR 712.14)."""
    d = setup("Overwhelmed Archivist", "Forest")
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Spirit")
    assert len(revealed(d)) == 2
    assert d.zone_of("Overwhelmed Archivist") == "library"
    d = setup("Forest", "Overwhelmed Archivist")
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Human")
    arch = d.find("Overwhelmed Archivist", "battlefield")
    assert d.chars(arch).name == "Overwhelmed Archivist"


def test_a_daybound_card_put_onto_the_battlefield_at_night_enters_transformed() -> None:
    """CR 702.145b (MID-OR-0264): at night, Baneblade Scoundrel (a Werewolf card, found by
    its front face's types) is put onto the battlefield with its nightbound face up, as
    Baneclaw Marauder."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Riptide Shapeshifter", "Island", "Island", "Island", "Island")
    s.library(0, "Forest", "Baneblade Scoundrel", "Island")
    d = Driver(s.build())
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.choose("Werewolf")
    card = d.find("Baneblade Scoundrel", "battlefield")
    assert d.chars(card).name == "Baneclaw Marauder"
    assert d.state.day_night == "night"
