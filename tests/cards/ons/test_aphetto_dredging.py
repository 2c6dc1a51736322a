"""Aphetto Dredging — {3}{B} Sorcery.

Oracle: "Return up to three target creature cards of the creature type of your choice from your
graveyard to your hand."
Rulings covered: ONS-FAQ-068, ONS-FAQ-041, ONS-FAQ-042.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aphetto Dredging")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior", "Goblin Sky Raider", "Wellwisher", "Glory Seeker")
    s.hand(0, "Aphetto Dredging")
    return Driver(s.build())


def options(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


@pytest.mark.ruling("ONS-FAQ-068", "ONS-OR-0092")
def test_type_is_chosen_before_targets_and_limits_them() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Aphetto Dredging", zone="hand"), "normal"))
    assert d.decision.kind == "choose_creature_type"  # before any target
    d.choose("Elf")
    assert d.decision.kind == "target"
    warrior, wellwisher = d.find("Elvish Warrior"), d.find("Wellwisher")
    assert options(d) - {None} == {warrior, wellwisher}
    d.choose(warrior)
    d.choose(wellwisher)
    d.pay()
    d.resolve()
    assert d.find("Elvish Warrior", zone="hand")
    assert d.find("Wellwisher", zone="hand")
    assert d.find("Goblin Sky Raider", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-041", "ONS-FAQ-042")
def test_only_real_single_creature_types_may_be_chosen() -> None:
    """CR 205.3e: one, and only one, existing creature type: not two, nor a card type, a
    land type or an obsolete subtype."""
    d = setup()
    d.act(0, CastSpell(d.find("Aphetto Dredging", zone="hand"), "normal"))
    opts = options(d)
    assert {"Merfolk", "Wizard", "Elf", "Wall"} <= opts
    for bad in ("Merfolk Wizard", "Artifact", "Creature", "Swamp", "Forest", "Legend",
                "Opponent", "Enchantment"):
        assert bad not in opts


def test_targets_chosen_of_the_type_are_returned_with_type_shared_by_two() -> None:
    d = setup()
    raider, warrior = d.find("Goblin Sky Raider"), d.find("Elvish Warrior")
    d.cast(0, "Aphetto Dredging", choices=["Warrior"], targets=[raider, warrior])
    d.resolve()
    assert d.find("Goblin Sky Raider", zone="hand")
    assert d.find("Elvish Warrior", zone="hand")
    assert d.find("Wellwisher", zone="graveyard")


def test_up_to_three_allows_no_target_and_it_still_resolves() -> None:
    """CR 115.1, 601.2c: "up to three targets" may be zero; with no Wall in the graveyard the
    spell is cast choosing Wall, resolves returning nothing and goes to the graveyard."""
    d = setup()
    d.cast(0, "Aphetto Dredging", choices=["Wall"], targets=[])
    d.resolve()
    assert d.zone_of("Aphetto Dredging") == "graveyard"
    assert len(d.state.players[0].graveyard) == 5
    assert not d.state.players[0].hand


def test_a_card_in_an_opponents_graveyard_is_not_a_target() -> None:
    """CR 115.1: "from your graveyard": the opponent's Elf card can't be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior")
    s.graveyard(1, "Wellwisher")
    s.hand(0, "Aphetto Dredging")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Aphetto Dredging", zone="hand"), "normal"))
    d.choose("Elf")
    assert options(d) - {None} == {d.find("Elvish Warrior")}


def test_one_target_exiled_in_response_the_others_still_return() -> None:
    """CR 608.2b: Fade from Memory exiles Wellwisher in response; that target is illegal on
    resolution, but Aphetto Dredging still resolves for its legal target, Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior", "Wellwisher")
    s.hand(0, "Aphetto Dredging")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    warrior, wellwisher = d.find("Elvish Warrior"), d.find("Wellwisher")
    d.cast(0, "Aphetto Dredging", choices=["Elf"], targets=[warrior, wellwisher])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[wellwisher])
    d.resolve_all()
    assert d.zone_of("Wellwisher") == "exile"
    assert d.zone_of("Elvish Warrior") == "hand"
    assert d.zone_of("Aphetto Dredging") == "graveyard"


def test_all_targets_gone_the_spell_does_nothing() -> None:
    """CR 608.2b: its only target exiled in response, Aphetto Dredging doesn't resolve:
    nothing returns and it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Wellwisher", "Elvish Warrior")
    s.hand(0, "Aphetto Dredging")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    wellwisher = d.find("Wellwisher")
    d.cast(0, "Aphetto Dredging", choices=["Elf"], targets=[wellwisher])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[wellwisher])
    d.resolve_all()
    assert d.zone_of("Wellwisher") == "exile"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert not d.state.players[0].hand
    assert d.zone_of("Aphetto Dredging") == "graveyard"
