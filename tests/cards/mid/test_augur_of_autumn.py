"""Augur of Autumn — {1}{G}{G} Creature — Human Druid 2/3.

Oracle: "You may look at the top card of your library any time. / You may play lands from the
top of your library. / Coven — As long as you control three or more creatures with different
powers, you may cast creature spells from the top of your library."
Rulings covered: MID-RN-043, MID-RN-044, MID-RN-045, MID-RN-046, MID-RN-047, MID-RN-048;
MID-OR-0484 to MID-OR-0491.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Augur of Autumn")


def setup(*library: str, coven: bool = False, active: int = 0, step: str = "main") -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn", "Plains", "Plains", "Plains", "Forest")
    if coven:
        s.battlefield(0, "Sparksmith")  # power 1
        s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})  # power 3
    s.library(0, *library)
    s.library(1, "Island")
    s.at(step, active=active, turn=3 + active)
    return Driver(s.build())


def top_seen_by(d: Driver, viewer: int) -> object:
    return d.game.view(viewer)["players"][0].get("library_top", {}).get("name")


@pytest.mark.ruling("MID-RN-043", "MID-OR-0484")
def test_land_from_the_top_is_the_land_play_in_a_main_phase() -> None:
    d = setup("Forest", "Forest")
    first = d.find("Forest", zone="library")
    assert PlayLand(first) in d.game.legal_actions()
    d.act(0, PlayLand(first))
    assert len(d.ids("Forest", zone="battlefield")) == 2
    second = d.find("Forest", zone="library")
    assert PlayLand(second) not in d.game.legal_actions()  # the land play is used


@pytest.mark.ruling("MID-RN-043", "MID-OR-0484")
def test_no_land_from_the_top_outside_your_main_phase() -> None:
    d = setup("Forest", active=1)
    d.pass_priority()  # the opponent passes in their main phase
    assert d.decision.player == 0
    assert PlayLand(d.find("Forest", zone="library")) not in d.game.legal_actions()


@pytest.mark.ruling("MID-RN-044", "MID-OR-0485")
def test_top_card_is_not_in_hand_no_cycling_and_no_noncreature_spells() -> None:
    d = setup("Renewed Faith", coven=True)
    faith = d.find("Renewed Faith", zone="library")
    acts = d.game.legal_actions()
    assert not [a for a in acts if isinstance(a, ActivateAbility) and a.source == faith]
    assert not [a for a in acts if isinstance(a, CastSpell) and a.card == faith]


@pytest.mark.ruling("MID-RN-045", "MID-OR-0486")
def test_look_at_the_top_card_any_time_only_you() -> None:
    d = setup("Glory Seeker", "Forest", active=1)
    assert d.decision.player == 1  # player 0 doesn't have priority
    assert top_seen_by(d, 0) == "Glory Seeker"
    assert top_seen_by(d, 1) is None  # not revealed to the opponent


@pytest.mark.ruling("MID-RN-046", "MID-OR-0487")
def test_new_top_card_hidden_until_the_spell_is_cast() -> None:
    d = setup("Glory Seeker", "Forest", coven=True)
    seeker = d.find("Glory Seeker", zone="library")
    d.cast(0, seeker, method="from_library", pay=False)
    assert d.decision.kind == "pay_mana"
    assert top_seen_by(d, 0) is None  # the Forest became the top card during casting
    d.pay()
    assert top_seen_by(d, 0) == "Forest"


@pytest.mark.ruling("MID-RN-047", "MID-OR-0488")
def test_creature_spells_from_the_top_only_with_coven() -> None:
    d = setup("Glory Seeker")
    seeker = d.find("Glory Seeker", zone="library")
    assert CastSpell(seeker, "from_library") not in d.game.legal_actions()
    d = setup("Glory Seeker", coven=True)
    seeker = d.find("Glory Seeker", zone="library")
    assert CastSpell(seeker, "from_library") in d.game.legal_actions()
    d.cast(0, seeker, method="from_library")
    d.resolve()
    assert len(d.ids("Glory Seeker", zone="battlefield")) == 2


@pytest.mark.ruling("MID-RN-047", "MID-OR-0488")
def test_flash_creature_from_the_top_on_an_opponents_turn() -> None:
    d = setup("Cathar Commando", "Glory Seeker", coven=True, active=1, step="end")
    d.pass_priority()
    commando = d.find("Cathar Commando", zone="library")
    assert CastSpell(commando, "from_library") in d.game.legal_actions()
    assert CastSpell(d.find("Glory Seeker", zone="library"), "from_library") not in \
        d.game.legal_actions()  # not on top, and no flash
    d.cast(0, commando, method="from_library")
    d.resolve()
    assert d.ids("Cathar Commando", zone="battlefield")


@pytest.mark.ruling("MID-RN-048", "MID-OR-0489")
def test_the_spell_costs_are_paid() -> None:
    d = setup("Daru Lancer", coven=True)  # {4}{W}{W}: more than four lands can pay
    lancer = d.find("Daru Lancer", zone="library")
    assert CastSpell(lancer, "from_library") not in d.game.legal_actions()
    d = setup("Glory Seeker", coven=True)
    d.cast(0, d.find("Glory Seeker", zone="library"), method="from_library")
    assert sum(1 for p in d.ids("Plains", zone="battlefield") + d.ids("Forest", zone="battlefield")
               if d.state.objects[p].tapped) == 2


@pytest.mark.ruling("MID-RN-048", "MID-OR-0489")
def test_an_alternative_cost_may_be_paid() -> None:
    """Daru Lancer ({4}{W}{W}) on top can't be cast for its mana cost with four lands, but may
    be cast face down for {3}, an alternative cost (CR 702.37c, 118.9)."""
    d = setup("Daru Lancer", coven=True)
    lancer = d.find("Daru Lancer", zone="library")
    assert CastSpell(lancer, "from_library") not in d.game.legal_actions()
    sid = d.cast(0, lancer, method="face_down")
    assert d.state.objects[sid].face_down
    assert sum(1 for p in d.ids("Plains") + d.ids("Forest") if d.state.objects[p].tapped) == 3
    d.resolve()
    assert d.state.objects[d.find("Daru Lancer", zone="battlefield")].face_down


@pytest.mark.ruling("MID-OR-0489")
def test_an_additional_cost_is_paid_too() -> None:
    """Morkrut Behemoth on top, cast with coven: its additional cost is still paid (CR 601.2b,
    601.2h), here by sacrificing Sparksmith, on top of its {4}{B}; that the sacrifice ends coven
    (powers 2 and 6 left) while the costs are paid doesn't matter (CR 601.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn", *["Swamp"] * 5, "Sparksmith", "Krosan Tusker")
    s.library(0, "Morkrut Behemoth")
    s.library(1, "Island")
    d = Driver(s.build())
    behemoth = d.find("Morkrut Behemoth", zone="library")
    d.act(0, CastSpell(behemoth, "from_library"))
    assert set(d.game.legal_actions()) == {Choose(0)}  # {1}{B} more can't be paid
    d.choose(0)
    d.pay()
    d.choose(d.find("Sparksmith"))
    assert d.zone_of("Sparksmith") == "graveyard"
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.resolve()
    assert d.zone_of("Morkrut Behemoth") == "battlefield"


def test_a_morph_card_on_top_may_be_cast_face_down_with_coven_only() -> None:
    """CR 702.37c, 708.4: a card cast face down is a 2/2 creature spell, so with coven Augur
    of Autumn lets Riptide Entrancer be cast face down from the top for {3}; it enters a
    face-down 2/2 whose name player 1 doesn't see. Without coven, neither way is offered."""
    import json

    d = setup("Riptide Entrancer", "Forest")
    top = d.find("Riptide Entrancer", zone="library")
    assert CastSpell(top, "face_down") not in d.game.legal_actions()
    d = setup("Riptide Entrancer", "Forest", coven=True)
    top = d.find("Riptide Entrancer", zone="library")
    assert CastSpell(top, "face_down") in d.game.legal_actions()
    d.act(0, CastSpell(top, "face_down"))
    d.pay()
    d.resolve()
    oid = d.find("Riptide Entrancer", zone="battlefield")
    assert d.state.objects[oid].face_down
    c = d.chars(oid)
    assert (c.power, c.toughness) == (2, 2) and not c.subtypes
    assert "Riptide Entrancer" not in json.dumps(d.game.view(1))


@pytest.mark.ruling("MID-OR-0490", "MID-OR-0491")
def test_two_creatures_of_the_same_power_make_no_coven() -> None:
    """Official rulings MID-OR-0490/0491 (coven counts different powers): the Augur (2), Glory Seeker (2) and Sparksmith (1) are three creatures
    but only two different powers: no creature spell from the top. A +1/+1 counter on the
    Seeker makes three powers (1, 2, 3): now it may be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn", "Glory Seeker", "Sparksmith", "Plains", "Plains")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    top = d.find("Glory Seeker", zone="library")
    assert CastSpell(top, "from_library") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn", "Sparksmith", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    top = d.find("Glory Seeker", zone="library")
    assert CastSpell(top, "from_library") in d.game.legal_actions()


def test_the_augur_gone_its_permissions_end() -> None:
    """CR 611.3a: the Augur's static abilities apply only while it is on the battlefield.
    Exiled by its controller's own Swords to Plowshares, the top Forest can no longer be
    played, nor is the top card shown to its controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Augur of Autumn", "Plains")
    s.hand(0, "Swords to Plowshares")
    s.library(0, "Forest", "Forest")
    d = Driver(s.build())
    forest = d.find("Forest", zone="library")
    assert PlayLand(forest) in d.game.legal_actions() and top_seen_by(d, 0) == "Forest"
    d.cast(0, "Swords to Plowshares", targets=[d.find("Augur of Autumn")])
    d.resolve()
    assert d.zone_of("Augur of Autumn") == "exile" and d.life(0) == 22
    assert PlayLand(forest) not in d.game.legal_actions()
    assert top_seen_by(d, 0) is None


def test_an_opponents_augur_lets_only_its_controller_look() -> None:
    """"Your library": the Augur controlled by player 1 shows player 1 their own top card,
    not player 0's, and gives player 0 no land play from their top."""
    s = Scenario(seed=1)
    s.battlefield(1, "Augur of Autumn")
    s.library(0, "Forest")
    s.library(1, "Glory Seeker")
    d = Driver(s.build())
    assert top_seen_by(d, 0) is None and top_seen_by(d, 1) is None
    assert d.game.view(1)["players"][1].get("library_top", {}).get("name") == "Glory Seeker"
    assert d.game.view(0)["players"][1].get("library_top", {}).get("name") is None
    assert PlayLand(d.find("Forest", zone="library")) not in d.game.legal_actions()


def test_with_arlinns_flash_a_creature_from_the_top_in_an_opponents_turn() -> None:
    """MID-OR-0488 and CR 601.3e: the Augur lets a creature spell be cast from the top, and
    Arlinn's [+1] lets creature spells be cast as though they had flash: together, Glory
    Seeker on top is cast in the opponent's upkeep (entering with Arlinn's counter); without
    the [+1] it can't be."""
    for plus_one in (False, True):
        s = Scenario(seed=1)
        s.battlefield(0, "Arlinn, the Pack's Hope", "Augur of Autumn", "Sparksmith", "Plains",
                      "Plains")
        s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
        s.library(0, "Glory Seeker", "Forest", "Forest")
        s.library(1, *["Forest"] * 5)
        d = Driver(s.build())
        top = d.find("Glory Seeker", zone="library")
        if plus_one:
            d.activate(0, "Arlinn, the Pack's Hope", index=1)
            d.resolve()
        d.pass_until("upkeep", turn=4)
        d.pass_priority()
        assert d.decision.player == 0
        assert (CastSpell(top, "from_library") in d.game.legal_actions()) is plus_one
    d.cast(0, top, method="from_library")
    d.resolve()
    seekers = d.ids("Glory Seeker", zone="battlefield")
    assert len(seekers) == 2
    assert all(d.state.objects[o].counters == {"+1/+1": 1} for o in seekers)
