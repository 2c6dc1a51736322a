"""Avacyn's Memorial — {5}{W}{W}{W} Legendary Artifact.

Oracle: "Indestructible / Other legendary permanents you control have indestructible."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Avacyn's Memorial")

CARD = "Avacyn's Memorial"


def test_itself_and_other_legendary_permanents_you_control_are_indestructible() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary", "Glory Seeker")
    s.battlefield(1, "Eloise, Nephalia Sleuth")
    d = Driver(s.build())
    assert d.chars(d.find(CARD)).has("Indestructible")
    assert d.chars(d.find("Kyler, Sigardian Emissary")).has("Indestructible")
    assert not d.chars(d.find("Glory Seeker")).has("Indestructible")  # not legendary
    assert not d.chars(d.find("Eloise, Nephalia Sleuth")).has("Indestructible")  # not yours


def test_a_legendary_creature_survives_destruction() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find("Kyler, Sigardian Emissary")])
    d.resolve()
    assert d.zone_of("Kyler, Sigardian Emissary") == "battlefield"


def test_it_survives_destroy_and_lethal_damage_but_not_the_legend_rule() -> None:
    """CR 702.12b: Elvish Scrapper's "destroy target artifact" leaves the Memorial on the
    battlefield; Kyler with lethal damage marked isn't destroyed (CR 704.5g); but the legend
    rule isn't destruction (CR 704.5j): a second Kyler makes its controller put one into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Scrapper", "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.activate(1, "Elvish Scrapper", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    d.pass_priority()
    kyler = d.find("Kyler, Sigardian Emissary")
    d.cast(0, "Shock", targets=[kyler])
    d.resolve()
    assert d.state.objects[kyler].damage >= d.chars(kyler).toughness
    assert d.zone_of("Kyler, Sigardian Emissary") == "battlefield"


def test_the_legend_rule_still_applies_to_indestructible_legends() -> None:
    """CR 704.5j: two Kylers under one player: that player chooses one and the other goes to
    the graveyard, indestructible or not."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary", *["Plains"] * 3, "Forest", "Forest")
    s.hand(0, "Kyler, Sigardian Emissary")
    d = Driver(s.build())
    d.cast(0, d.find("Kyler, Sigardian Emissary", zone="hand"))
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    assert len(d.ids("Kyler, Sigardian Emissary", zone="battlefield")) == 1
    assert len(d.ids("Kyler, Sigardian Emissary", zone="graveyard")) == 1
