"""The costs a card's rules text states are shown to every player with the card: an
additional cost in a card's own text (CR 118.8), and an alternative cost a permanent's text
offers for other spells (CR 118.9), in English and in Japanese."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _views(g: Game) -> list[dict[str, Any]]:
    return [g.view(0), g.view(1), g.spectator_view()]


def test_an_additional_cost_is_shown_with_a_card_in_a_graveyard() -> None:
    """CR 118.8, 601.2b: Vivisection in its owner's graveyard shows, to every player, the
    sacrifice its text asks as an additional cost to cast it."""
    s = Scenario(seed=1)
    s.graveyard(0, "Vivisection")
    d = Driver(s.build())
    for v in _views(d.game):
        (card,) = v["players"][0]["graveyard"]
        assert card["text"].startswith(
            "As an additional cost to cast this spell, sacrifice a creature.")
        assert "追加コスト" in card["text_ja"]


def test_an_alternative_cost_a_permanent_offers_is_shown_with_it() -> None:
    """CR 118.9: Rooftop Storm on the battlefield shows the alternative cost it offers for
    Zombie creature spells, to every player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rooftop Storm")
    d = Driver(s.build())
    for v in _views(d.game):
        (storm,) = [o for o in v["battlefield"] if o["name"] == "Rooftop Storm"]
        assert storm["text"] == ("You may pay {0} rather than pay the mana cost for Zombie "
                                 "creature spells you cast.")
