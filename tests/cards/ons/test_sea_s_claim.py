"""Sea's Claim — {U} Enchantment — Aura.

Oracle: "Enchant land (Target a land as you cast this. This card enters the battlefield attached
to that land.) / Enchanted land is an Island."
Rulings covered: none in the seed documents (CR 305.7).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sea's Claim")


def test_the_land_becomes_an_island_making_only_blue_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest")
    s.hand(0, "Sea's Claim")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Sea's Claim", targets=[forest])
    d.resolve()
    c = d.chars(forest)
    assert c.subtypes == {"Island"} and "Basic" in c.supertypes and "Land" in c.types
    d.mana(0, forest)
    assert d.state.players[0].mana_pool == {"U": 1}


def test_a_nonbasic_land_loses_its_own_abilities() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Sea's Claim")
    s.battlefield(1, "Contested Cliffs")
    d = Driver(s.build())
    cliffs = d.find("Contested Cliffs")
    before = len(d.chars(cliffs).abilities)
    d.cast(0, "Sea's Claim", targets=[cliffs])
    d.resolve()
    c = d.chars(cliffs)
    assert before == 2 and len(c.abilities) == 1
    assert c.subtypes == {"Island"}


def test_the_land_is_a_forest_again_once_the_aura_is_destroyed() -> None:
    """CR 611.3a: the Aura's effect lasts only while it is on the battlefield: after
    Naturalize destroys Sea's Claim, the opponent's Forest is a Forest that taps for {G}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Sea's Claim")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    forest = d.ids("Forest")[0]
    d.cast(0, "Sea's Claim", targets=[forest])
    d.resolve()
    assert d.chars(forest).subtypes == {"Island"}
    d.pass_until("precombat_main", turn=4)
    for f in d.ids("Forest")[1:]:
        d.mana(1, f)
    d.cast(1, "Naturalize", targets=[d.find("Sea's Claim")], pay=False)
    d.resolve()
    assert d.zone_of("Sea's Claim") == "graveyard"
    assert d.chars(forest).subtypes == {"Forest"}
    d.mana(1, forest)
    assert d.state.players[1].mana_pool == {"G": 1}


def test_only_a_land_can_be_enchanted() -> None:
    """CR 303.4a, 702.5a: "Enchant land": a creature is not a legal target; choosing Glory
    Seeker is refused and nothing is paid."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Sea's Claim")
    d = Driver(s.build())
    d.cast(0, "Sea's Claim", pay=False)
    d.expect("target")
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker"))
    d.expect("target")
    assert not d.state.objects[d.find("Island")].tapped


def test_only_the_enchanted_land_changes_and_the_mana_left_counts_that() -> None:
    """CR 305.7, 601.2g-h: Sea's Claim changes only the land it enchants; the opponent's other
    Forests still tap for {G}. With one of three Forests made an Island they can cast Eternal
    Witness ({1}{G}{G}); with two of them, only one {G} is left and they can't."""
    for claimed, castable in ((1, True), (2, False)):
        s = Scenario(seed=1)
        s.battlefield(0, "Island", "Island")
        s.hand(0, *["Sea's Claim"] * claimed)
        s.battlefield(1, "Forest", "Forest", "Forest")
        s.hand(1, "Eternal Witness")
        s.library(0, "Island")
        s.library(1, "Island")
        d = Driver(s.build())
        forests = d.ids("Forest")
        for f in forests[:claimed]:
            d.cast(0, d.ids("Sea's Claim", zone="hand")[0], targets=[f])
            d.resolve()
        assert [d.chars(f).subtypes for f in forests] == \
            [{"Island"}] * claimed + [{"Forest"}] * (3 - claimed)
        d.pass_until("precombat_main", turn=4)
        witness = d.find("Eternal Witness", zone="hand")
        assert (CastSpell(witness, "normal") in d.game.legal_actions()) is castable
        if castable:
            d.cast(1, witness)
            d.resolve()
            assert d.zone_of("Eternal Witness") == "battlefield"
