"""Mistform Skyreaver — {5}{U}{U} Creature — Illusion 6/6.

Oracle: "Flying / {1}: Mistform Skyreaver becomes the creature type of your choice until end
of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

pytestmark = pytest.mark.card("Mistform Skyreaver")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_each_activation_replaces_the_type_chosen_before() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Skyreaver", "Island", "Island")
    s.battlefield(1, "Aven Brigadier")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    sky = d.find("Mistform Skyreaver")
    c = d.chars(sky)
    assert (c.power, c.toughness) == (6, 6) and c.has("Flying")
    d.activate(0, sky)
    d.resolve()
    d.choose("Bird")
    assert d.chars(sky).subtypes == {"Bird"}
    assert d.chars(sky).power == 7  # the opponent's Brigadier pumps every other Bird
    d.activate(0, sky)
    d.resolve()
    d.choose("Zombie")
    c = d.chars(sky)
    assert c.subtypes == {"Zombie"}  # no longer a Bird
    assert (c.power, c.toughness) == (6, 6)
    d.pass_until(Step.UPKEEP, turn=4)
    assert d.chars(sky).subtypes == {"Illusion"}


def test_a_chosen_type_makes_it_a_legal_target_for_a_type_restricted_ability() -> None:
    """CR 115.1, 613.1d: made a Beast, the Skyreaver may be targeted by "target Beast
    creature"; made a Goblin in response, it is an illegal target as the ability resolves,
    which does nothing (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Skyreaver", "Snarling Undorak", "Island", "Island",
                  *["Forest"] * 6)
    d = Driver(s.build())
    sky = d.find("Mistform Skyreaver")
    d.activate(0, "Snarling Undorak", pay=False)
    assert sky not in {a.value for a in d.decision.actions if isinstance(a, Choose)}
    d.choose(d.find("Snarling Undorak"))
    d.pay()
    d.resolve()
    d.activate(0, sky)
    d.resolve()
    d.choose("Beast")
    d.activate(0, "Snarling Undorak", pay=False)
    assert sky in {a.value for a in d.decision.actions if isinstance(a, Choose)}
    d.choose(sky)
    d.pay()
    d.activate(0, sky)  # holding priority
    d.resolve()
    d.choose("Goblin")
    d.resolve()
    assert not d.state.stack
    c = d.chars(sky)
    assert c.subtypes == {"Goblin"} and (c.power, c.toughness) == (6, 6)


def test_only_a_creature_type_may_be_chosen_and_a_refusal_changes_nothing() -> None:
    """CR 205.3m: "Forest" (a land type) and "Aura" (an enchantment type) aren't creature
    types: each is refused with an error naming it, the choice is still pending and the
    Skyreaver still an Illusion; "Wall" is accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Skyreaver", "Island")
    d = Driver(s.build())
    sky = d.find("Mistform Skyreaver")
    d.activate(0, sky)
    d.resolve()
    for bad in ("Forest", "Aura"):
        with pytest.raises(IllegalActionError, match=bad):
            d.choose(bad)
        d.expect("choose_creature_type")
        assert d.chars(sky).subtypes == {"Illusion"}
    d.choose("Wall")
    assert d.chars(sky).subtypes == {"Wall"}


def test_a_copy_has_the_printed_type_not_the_chosen_one() -> None:
    """The chosen creature type comes from an effect, not a copiable value (CR 707.2): a token
    copy made while the Skyreaver is a Bird is an Illusion, and can change its own type."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Skyreaver", *["Island"] * 5)
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    sky = d.find("Mistform Skyreaver")
    d.activate(0, sky)
    d.resolve()
    d.choose("Bird")
    d.cast(0, "Cackling Counterpart", targets=[sky])
    d.resolve()
    copy = next(x for x in d.ids("Mistform Skyreaver", zone="battlefield") if x != sky)
    c = d.chars(copy)
    assert c.subtypes == {"Illusion"} and (c.power, c.toughness) == (6, 6) and c.has("Flying")
    assert d.chars(sky).subtypes == {"Bird"}
    d.activate(0, copy)
    d.resolve()
    d.choose("Elf")
    assert d.chars(copy).subtypes == {"Elf"} and d.chars(sky).subtypes == {"Bird"}
