"""Wrenn and Seven — {3}{G}{G} Legendary Planeswalker — Wrenn, loyalty 5.

Oracle: "[+1]: Reveal the top four cards of your library. Put all land cards revealed this way
into your hand and the rest into your graveyard. / [0]: Put any number of land cards from your
hand onto the battlefield tapped. / [−3]: Create a green Treefolk creature token with reach and
"This creature's power and toughness are each equal to the number of lands you control." /
[−8]: Return all permanent cards from your graveyard to your hand. You get an emblem with "You
have no maximum hand size.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wrenn and Seven")

WRENN = "Wrenn and Seven"


def loyalty(d: Driver) -> int:
    return int(d.state.objects[d.find(WRENN, "battlefield")].counters.get("loyalty", 0))


def wrenn(loyal: int = 5) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, WRENN, counters={"loyalty": loyal})
    return s


def test_plus_one_lands_to_hand_rest_to_graveyard() -> None:
    s = wrenn()
    s.library(0, "Forest", "Shock", "Island", "Glory Seeker", "Plains")
    d = Driver(s.build())
    d.activate(0, WRENN, index=0)
    assert loyalty(d) == 6
    d.resolve()
    assert {d.game.card(x).name for x in d.state.players[0].hand} == {"Forest", "Island"}
    assert {d.game.card(x).name for x in d.state.players[0].graveyard} == {"Shock",
                                                                          "Glory Seeker"}
    assert [d.game.card(x).name for x in d.state.players[0].library] == ["Plains"]
    revealed = {e.obj for e in d.game.log if e.kind == "reveal" and e.data.get("to") == "all"}
    assert len(revealed) == 4


def test_zero_puts_lands_onto_the_battlefield_tapped_without_a_land_play() -> None:
    s = wrenn()
    s.hand(0, "Forest", "Island", "Plains", "Shock")
    d = Driver(s.build())
    d.activate(0, WRENN, index=1)
    assert loyalty(d) == 5
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", "hand") not in offered
    d.choose(d.find("Forest", "hand"))
    d.choose(d.find("Island", "hand"))
    d.choose(None)
    for name in ("Forest", "Island"):
        oid = d.find(name, "battlefield")
        assert d.state.objects[oid].tapped and d.chars(oid).controller == 0
    assert d.zone_of("Plains") == "hand"
    assert PlayLand(d.find("Plains", "hand")) in d.game.legal_actions()


def test_minus_three_treefolk_counts_lands_you_control() -> None:
    s = wrenn()
    s.battlefield(0, "Forest", "Forest", "Island")
    s.battlefield(1, "Swamp")
    s.hand(0, "Plains")
    d = Driver(s.build())
    d.activate(0, WRENN, index=2)
    d.resolve()
    assert loyalty(d) == 2
    tree = d.find("Treefolk", "battlefield")
    c = d.chars(tree)
    assert c.has("Reach") and "G" in c.colors and "Treefolk" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    d.play_land(0, "Plains")
    assert (d.chars(tree).power, d.chars(tree).toughness) == (4, 4)


def test_minus_eight_returns_permanent_cards_and_gives_the_emblem() -> None:
    s = wrenn(8)
    s.graveyard(0, "Forest", "Glory Seeker", "Moonsilver Key", "Shock")
    s.hand(0, *["Island"] * 6)
    s.library(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, WRENN, index=3)
    assert d.zone_of(WRENN) == "graveyard"  # no loyalty left (CR 704.5i)
    d.resolve()
    hand = [d.game.card(x).name for x in d.state.players[0].hand]
    # Wrenn is a permanent card in the graveyard by then: it comes back too.
    for name in ("Forest", "Glory Seeker", "Moonsilver Key", WRENN):
        assert name in hand
    assert d.zone_of("Shock") == "graveyard"
    assert any(d.game.card(o).name == "Wrenn and Seven Emblem" for o in d.state.command)
    d.pass_until("upkeep", turn=4)  # no discard to seven in the cleanup step
    assert len(d.state.players[0].hand) == 10


def test_without_the_emblem_you_discard_to_seven() -> None:
    s = wrenn()
    s.hand(0, *["Island"] * 9)
    d = Driver(s.build())
    d.pass_until("end")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "discard"


def test_the_emblem_gives_no_maximum_hand_size_only() -> None:
    """CR 114.4, 402.2: the emblem's one ability is "You have no maximum hand size": its owner
    draws no card in an opponent's draw step (Teferi's emblem's rule, not this one's)."""
    s = wrenn(8)
    s.hand(0, *["Island"] * 3)
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, WRENN, index=3)
    d.resolve()
    hand = len(d.state.players[0].hand)
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1 and len(d.state.players[0].hand) == hand


def test_the_treefolk_counts_the_lands_of_whoever_controls_it() -> None:
    """CR 604.3, 613.4a: the Treefolk's characteristic-defining ability counts the lands its
    controller controls: taken by Pack's Betrayal, it counts the new controller's five
    Mountains instead of its owner's two Forests."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven", "Forest", "Forest")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Pack's Betrayal")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.activate(0, "Wrenn and Seven", index=2)
    d.resolve()
    treefolk = d.find("Treefolk Token")
    assert (d.chars(treefolk).power, d.chars(treefolk).toughness) == (2, 2)
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Pack's Betrayal", targets=[treefolk])
    d.resolve()
    c = d.chars(treefolk)
    assert (c.controller, c.power, c.toughness) == (1, 5, 5)
