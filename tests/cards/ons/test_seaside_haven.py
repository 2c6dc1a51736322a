"""Seaside Haven — Land.

Oracle: "{T}: Add {C}. / {W}{U}, {T}, Sacrifice a Bird: Draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Seaside Haven")


def test_sacrifice_a_bird_to_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Screaming Seahawk", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Screaming Seahawk")])
    assert d.ids("Screaming Seahawk", zone="graveyard")
    d.resolve()
    assert d.ids("Forest", zone="hand")
    assert d.ids("Glory Seeker", zone="battlefield")


def test_needs_a_bird() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_taps_for_colourless() -> None:
    """{T}: Add {C} — a mana ability (CR 605.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven")
    d = Driver(s.build())
    d.mana(0, "Seaside Haven", "C")
    assert d.state.players[0].mana_pool.get("C") == 1
    assert d.state.objects[d.find("Seaside Haven")].tapped


def test_a_bird_token_can_be_sacrificed() -> None:
    """Any Bird you control pays the cost, a Bird token too (CR 701.21a, 111.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island")
    s.token(0, "Bird")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Bird")])
    assert not d.ids("Bird")
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_an_opponent_s_bird_cant_be_sacrificed() -> None:
    """You sacrifice only a permanent you control (CR 701.21a): an opponent's Bird doesn't let
    you activate it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island")
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_needs_white_and_blue_mana() -> None:
    """{W}{U} must be paid: two Islands don't pay the {W} (CR 602.2b, 601.2g)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Island", "Island", "Screaming Seahawk")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_the_sacrificed_bird_s_dies_trigger_resolves_before_the_draw() -> None:
    """The Bird is sacrificed as a cost (CR 602.2b): its dies trigger triggers while the
    ability is being activated (CR 117.2a) and is put on the stack the next time a player
    would receive priority, above the Haven's ability (CR 603.3), so the
    opponent discards before you draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Screeching Buzzard")
    s.library(0, "Forest")
    s.hand(1, "Swamp")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Screeching Buzzard")])
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.ids("Swamp", zone="graveyard") and not d.ids("Forest", zone="hand")
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_a_changeling_is_a_bird_to_sacrifice() -> None:
    """A changeling has every creature type (CR 702.73a), Bird among them."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Avian Changeling")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Avian Changeling")])
    assert d.zone_of("Avian Changeling") == "graveyard"
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_a_creature_that_became_a_bird_can_be_sacrificed() -> None:
    """CR 205.1a, 613.1d: Mistform Dreamer (an Illusion) isn't a Bird, so the ability can't be
    activated; after it becomes a Bird until end of turn, it pays the sacrifice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Island", "Mistform Dreamer")
    s.library(0, "Forest")
    d = Driver(s.build())
    haven = d.find("Seaside Haven")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == haven]
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer, pay=False)
    d.mana(0, d.ids("Island")[1])  # not the Haven's own {C}
    d.pay()
    assert not d.state.objects[haven].tapped
    d.resolve()
    d.choose("Bird")
    d.activate(0, haven, choices=[dreamer])
    assert d.zone_of("Mistform Dreamer") == "graveyard"
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_a_face_down_bird_is_no_bird() -> None:
    """CR 708.2a: a face-down creature has no creature types, so face-down Ascending Aven (a
    Bird Soldier) can't be sacrificed for the Haven; its controller's view still knows what it
    is, the opponent's doesn't."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island")
    s.battlefield(0, "Ascending Aven", face_down=True)
    d = Driver(s.build())
    haven = d.find("Seaside Haven")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == haven]
    assert "Ascending Aven" not in json.dumps(d.game.view(1))


def test_sacrificing_a_non_bird_is_refused_and_nothing_is_paid() -> None:
    """CR 602.2b, 601.2h: choosing Glory Seeker (no Bird) for the sacrifice is refused with an
    error and the activation goes back (CR 732): nothing is sacrificed or tapped, and the
    Seahawk then pays it."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Screaming Seahawk", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.activate(0, "Seaside Haven", choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Screaming Seahawk") == "battlefield"
    assert not d.state.stack
    assert not any(d.state.objects[d.find(n)].tapped
                   for n in ("Seaside Haven", "Plains", "Island"))
    d.activate(0, "Seaside Haven", choices=[d.find("Screaming Seahawk")])
    assert d.zone_of("Screaming Seahawk") == "graveyard"
    d.resolve()
    assert d.zone_of("Forest") == "hand"


def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Bird with Elf in Seaside Haven's text: "Sacrifice an
    Elf" may sacrifice Wellwisher, not Screaming Seahawk, a Bird."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Island", "Plains", "Island", "Wellwisher", "Screaming Seahawk")
    s.library(0, "Forest")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source, elf = d.find("Seaside Haven"), d.find("Wellwisher")
    evolve(d, source, "Bird", "Elf")
    assert d.chars(source).subtypes == frozenset()
    offered = activate_and_answer(d, source, (), pick=(elf,))
    assert elf in offered and d.find("Screaming Seahawk") not in offered
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert d.ids("Forest", zone="hand")
