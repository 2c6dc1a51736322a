"""Animal Magnetism — {4}{G} Sorcery.

Oracle: "Reveal the top five cards of your library. An opponent chooses a creature card from
among them. Put that card onto the battlefield and the rest into your graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Animal Magnetism")


def test_opponent_chooses_the_creature_the_rest_go_to_the_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Forest", "Barkhide Mauler", "Island", "Swamp",
              "Wirewood Savage")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    dec = d.expect("choose_cards")
    assert dec.player == 1
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker", zone="library"),
                       d.find("Barkhide Mauler", zone="library")}
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="battlefield", player=0)
    for name in ("Barkhide Mauler", "Island", "Swamp"):
        assert d.ids(name, zone="graveyard")
    assert len(d.ids("Forest", zone="graveyard")) == 1
    assert d.ids("Wirewood Savage", zone="library")


def test_fewer_than_five_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Island", "Swamp", "Wirewood Savage")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Wirewood Savage", zone="library"))
    assert d.ids("Wirewood Savage", zone="battlefield")
    assert d.ids("Island", zone="graveyard") and d.ids("Swamp", zone="graveyard")
    assert not d.state.players[0].library


def test_the_five_cards_are_revealed_to_every_player_before_the_opponent_chooses() -> None:
    """CR 701.20a: the top five cards are revealed: as the opponent chooses, their log names
    all five, and their view shows those five cards on top of that library."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Forest", "Barkhide Mauler", "Island", "Swamp",
              "Wirewood Savage")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    d.expect("choose_cards")
    view = d.game.view(1)
    shown = [e["card"] for e in view["log"] if e["kind"] == "reveal"]
    five = ["Glory Seeker", "Forest", "Barkhide Mauler", "Island", "Swamp"]
    assert shown == five
    assert [(c["position"], c["name"]) for c in view["players"][0]["library_known"]] == \
        list(enumerate(five))


def test_no_creature_card_all_five_go_to_the_graveyard() -> None:
    """CR 609.3: with no creature card among the five, the opponent chooses nothing, no card
    enters the battlefield, and all five go to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Forest", "Island", "Swamp", "Shock", "Smother", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert len(d.state.players[0].graveyard) == 6  # the five and Animal Magnetism
    assert d.ids("Glory Seeker", zone="library")
    assert not d.ids("Glory Seeker", zone="battlefield")


def test_the_creature_is_put_not_cast() -> None:
    """CR 601.2, 603.4: the chosen Sigardian Savior is put onto the battlefield, not cast,
    so its "if you cast it" ability doesn't trigger; Glory Seeker stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Sigardian Savior", "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    d.choose(d.find("Sigardian Savior", zone="library"))
    assert d.ids("Sigardian Savior", zone="battlefield", player=0)
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_in_multiplayer_the_caster_picks_which_opponent_chooses() -> None:
    """CR 800.4, 801.5b's example: with two opponents the caster picks the opponent who
    chooses; picking themself is refused with the state unchanged; the picked second
    opponent then chooses the creature card."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Forest", "Barkhide Mauler", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    dec = d.expect("choose_player")
    assert dec.player == 0
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {1, 2}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(0)
    assert d.game.fingerprint() == before
    d.choose(2)
    dec = d.expect("choose_cards")
    assert dec.player == 2
    d.choose(d.find("Barkhide Mauler", zone="library"))
    assert d.ids("Barkhide Mauler", zone="battlefield", player=0)
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_chooser_cannot_pick_a_noncreature_card() -> None:
    """A land among the five is not a creature card: the opponent's choice of it is refused
    and the state is unchanged; a creature card is then accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Island", "Forest", "Swamp", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    d.expect("choose_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Island", zone="library"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="battlefield")
