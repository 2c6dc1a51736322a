"""What is public about cards in exile, in every player's view: the permanent a card was
exiled with (CR 607.2a linked abilities, CR 610.3 "until [this] leaves the battlefield"), who
may look at a card exiled face down (CR 406.3), and who may play an exiled card and until when
(CR 601.2a, 305.1)."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _views(g: Game) -> list[dict[str, Any]]:
    return [g.view(0), g.view(1), g.spectator_view()]


def test_a_card_exiled_until_a_permanent_leaves_shows_that_permanent() -> None:
    """CR 610.3: Brutal Cathar's exiled creature is shown exiled with the Cathar; once the
    Cathar leaves, the card returns (and nothing is exiled with it any more)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker")
    s.exile(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    cathar = d.find("Brutal Cathar", zone="battlefield")
    for v in _views(d.game):
        seeker = next(o for o in v["exile"] if o.get("name") == "Glory Seeker")
        goblin = next(o for o in v["exile"] if o.get("name") == "Festering Goblin")
        assert seeker["exiled_with"] == cathar
        assert "exiled_with" not in goblin and "may_play" not in goblin


def test_a_card_exiled_face_down_shows_who_may_look_at_and_play_it() -> None:
    """CR 406.3, 601.2a: Siphon Insight's card is exiled face down; its caster may look at it
    and play it for as long as it stays exiled, which every player sees, and only the caster
    sees which card it is."""
    s = Scenario(players=2, seed=3)
    s.battlefield(0, "Island", "Swamp")
    s.hand(0, "Siphon Insight")
    s.library(0, *("Island",) * 4)
    s.library(1, "Glory Seeker", "Festering Goblin", *("Island",) * 4)
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1], pay=False)
    d.mana(0, "Island")
    d.mana(0, "Swamp")
    d.pay()
    d.resolve()
    d.choose(d.find("Glory Seeker", "library", player=1))
    exiled = d.find("Glory Seeker", "exile")
    views = _views(d.game)
    for v in views:
        card = next(o for o in v["exile"] if o["id"] == exiled)
        assert card["face_down"] and card["may_look"] == [0]
        assert (card["may_play"], card["may_play_until"]) == (0, None)
    assert views[0]["exile"][0]["card"] == "Glory Seeker"
    assert "card" not in views[1]["exile"][0] and "card" not in views[2]["exile"][0]
