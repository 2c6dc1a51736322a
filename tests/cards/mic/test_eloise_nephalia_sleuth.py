"""Eloise, Nephalia Sleuth — {3}{U}{B} Legendary Creature — Human Rogue 4/4.

Oracle: "Whenever another creature you control dies, investigate. (Create a colorless Clue
artifact token with "{2}, Sacrifice this artifact: Draw a card.") / Whenever you sacrifice a
token, surveil 1. (Look at the top card of your library. You may put that card into your
graveyard.)"
Rulings covered: MIC-RN-039, MIC-OR-0008, MIC-RN-040, MIC-OR-0009, MIC-RN-041, MIC-OR-0010.
"""

from __future__ import annotations

import json

import pytest

from manastack.invariants import check_hidden_information
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.views import SPECTATOR
from tests.reference_cards import CACKLING_COUNTERPART

pytestmark = pytest.mark.card("Eloise, Nephalia Sleuth")

CARD = "Eloise, Nephalia Sleuth"


def _tokens(d: Driver, name: str) -> list[int]:
    return [o for o in d.ids(name, "battlefield") if d.state.objects[o].is_token]


def _surveils(d: Driver) -> int:
    return sum(1 for e in d.state.log if e.kind == "surveil")


def test_another_creature_dying_investigates_not_itself_nor_opponents() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Mountain")
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert len(_tokens(d, "Clue")) == 1
    d.cast(0, "Shock", targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert not d.state.stack
    assert len(_tokens(d, "Clue")) == 1


@pytest.mark.ruling("MIC-RN-039", "MIC-OR-0008")
def test_sacrificing_a_clue_surveils_before_the_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Island", "Island")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # investigate
    clue = _tokens(d, "Clue")[0]
    d.activate(0, clue)
    # Eloise's trigger goes on the stack above the Clue's ability, so it resolves first.
    assert len(d.state.stack) == 2
    d.resolve()
    d.expect("surveil")
    d.choose("graveyard")
    assert d.zone_of("Forest") == "graveyard"
    assert d.zone_of("Plains") == "library"
    d.resolve()
    assert d.zone_of("Plains") == "hand"  # the draw came after the surveil


@pytest.mark.ruling("MIC-RN-040", "MIC-OR-0009")
def test_any_token_sacrificed_for_any_reason_surveils() -> None:
    """A Zombie token (not a Clue) sacrificed to Fleshbag Marauder's effect (not a cost)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Falcon Abomination", "Fleshbag Marauder")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()  # its Zombie token
    zombie = _tokens(d, "Zombie")[0]
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    d.expect("sacrifice")
    d.choose(zombie)
    d.take_first("order_triggers")
    d.resolve_all()
    assert d.decision.kind == "surveil"
    d.choose("top")
    d.resolve_all()
    assert _surveils(d) == 1
    assert len(_tokens(d, "Clue")) == 1  # and the Zombie was another creature that died


@pytest.mark.ruling("MIC-RN-041", "MIC-OR-0010")
def test_legend_rule_is_not_sacrificing() -> None:
    """A token copy of Eloise: the legend rule puts one of them into the graveyard; that
    isn't sacrificing it, so no surveil (and the other Eloise investigates: it died)."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.hand(0, "Cackling Counterpart")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Cackling Counterpart", targets=[d.find(CARD)])
    d.resolve()
    d.expect("legend_rule")
    token = next(o for o in d.ids(CARD, "battlefield") if d.state.objects[o].is_token)
    original = next(o for o in d.ids(CARD, "battlefield") if o != token)
    d.choose(original)  # keep the original: the token goes to the graveyard
    assert token not in d.state.battlefield
    d.resolve_all()
    assert _surveils(d) == 0
    assert d.decision.kind == "priority"
    assert len(_tokens(d, "Clue")) == 1  # the token was another creature you control dying


def test_dying_together_with_another_creature_it_still_investigates() -> None:
    """Zombie Apocalypse destroys Eloise and Glory Seeker (both Humans) at once: a "dies"
    ability looks back in time (CR 603.10a), so Eloise sees the Seeker die: one Clue."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", *["Swamp"] * 6)
    s.hand(0, "Zombie Apocalypse")
    d = Driver(s.build())
    d.cast(0, "Zombie Apocalypse")
    d.resolve()
    assert d.zone_of(CARD) == d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_tokens(d, "Clue")) == 1


def test_a_bird_token_sacrificed_for_seaside_haven_investigates_and_surveils() -> None:
    """Sacrificing a Bird token as Seaside Haven's cost: a creature you control died (a
    Clue) and you sacrificed a token (surveil 1) — two triggers above the Haven's ability
    (CR 603.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Seaside Haven", "Plains", "Island")
    s.token(0, "Bird")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Bird")])
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    while d.state.stack:
        if d.decision.kind == "surveil":
            d.choose("top")
        else:
            d.resolve()
    assert _surveils(d) == 1
    assert len(_tokens(d, "Clue")) == 1
    assert d.zone_of("Forest") == "hand"


def test_a_nontoken_sacrificed_or_a_token_an_opponent_sacrifices_doesn_t_surveil() -> None:
    """"You sacrifice a token": a Bird card sacrificed is no token (a Clue for its death, no
    surveil); the opponent sacrificing their token to your Syphon Flesh isn't you
    sacrificing one, and their creature isn't yours (no trigger at all)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Seaside Haven", "Plains", "Island", *["Swamp"] * 5)
    s.battlefield(0, "Screaming Seahawk")
    s.hand(0, "Syphon Flesh")
    s.token(1, "Human")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Screaming Seahawk")])
    assert len(d.state.stack) == 2  # the Haven's ability and one Eloise trigger
    d.resolve_all()
    assert _surveils(d) == 0 and len(_tokens(d, "Clue")) == 1
    d.cast(0, "Syphon Flesh")
    d.resolve()
    assert not d.ids("Human Token")
    assert not d.state.stack and _surveils(d) == 0
    assert len(_tokens(d, "Clue")) == 1


def test_the_surveilled_card_kept_on_top_stays_hidden_from_the_opponent() -> None:
    """CR 701.25, 701.25a, 401.2: only Eloise's controller looks at the top card; kept on top, the
    Forest is never named in the opponent's view, while its controller's view shows it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Island", "Island")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # investigate
    d.activate(0, _tokens(d, "Clue")[0])
    d.resolve()
    d.expect("surveil")
    assert "Forest" in json.dumps(d.game.view(0))
    assert "Forest" not in json.dumps(d.game.view(1))
    d.choose("top")
    assert "Forest" not in json.dumps(d.game.view(1))
    d.resolve()
    assert d.zone_of("Forest") == "hand"  # the Clue draws the card kept on top


@pytest.mark.parametrize("where", ["top", "graveyard"])
def test_the_card_surveilled_is_known_to_its_looker_only_unless_put_into_the_graveyard(
        where: str) -> None:
    """CR 701.25a, 701.20e: surveilling, player 0 looks at the top card (Forest): their log
    names it, the opponent's and a spectator's don't. Kept on top, only player 0 knows it
    there; put into the graveyard, a public zone (CR 400.2), every log names it moving."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.token(0, "Clue")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.activate(0, _tokens(d, "Clue")[0])
    d.resolve()
    d.expect("surveil")
    d.choose(where)
    views = {0: d.game.view(0), 1: d.game.view(1), SPECTATOR: d.game.spectator_view()}
    for viewer, view in views.items():
        [look] = [e for e in view["log"] if e["kind"] == "look"]
        assert look["cards"] == (["Forest"] if viewer == 0 else None)
        known = [(c["position"], c["name"]) for c in view["players"][0].get("library_known", ())]
        assert known == ([(0, "Forest")] if where == "top" and viewer == 0 else [])
        milled = [e["card"] for e in view["log"]
                  if e["kind"] == "zone_change" and e["from"] == "library"]
        assert milled == (["Forest"] if where == "graveyard" else [])
    check_hidden_information(d.game)
