"""The details of a face-down permanent (CR 708): every player sees its face-down
characteristics now (a 2/2 creature with no name, text or color, CR 708.2a, as counters and
effects change them), its counters and what is attached to it, and nothing of its card
(CR 708.5, 708.6); its controller, who may look at it, also sees the card."""

from __future__ import annotations

import io

from rich.console import Console

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.details import details


def _details(d: Driver, player: int, lang: str = "en") -> str:
    out = io.StringIO()
    Console(file=out, width=200, force_terminal=False).print(
        details(Describer(d.game, player, lang), d.find("Exalted Angel")))
    return out.getvalue()


def _game() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(1, "Exalted Angel", face_down=True, counters={"+1/+1": 1}, label="angel")
    s.battlefield(1, "Hedgewitch's Mask", attached_to="angel")
    return Driver(s.build())


def test_the_opponent_sees_the_face_down_characteristics_counters_and_equipment() -> None:
    text = _details(_game(), 0)
    assert "Power/toughness: 4/4  (printed: 2/2)" in text
    assert "Types: Creature" in text and "Colors: colorless" in text
    assert "+1/+1×1" in text
    assert "Hedgewitch's Mask" in text
    assert "can't be blocked by: creature with power 4 or greater" in text
    assert "Exalted Angel" not in text and "you gain that much life" not in text and "Angel" not in text


def test_the_opponent_sees_it_in_japanese_without_its_name() -> None:
    text = _details(_game(), 0, "ja")
    assert "裏向き" in text and "無色" in text
    assert "賛美されし天使" not in text and "Exalted" not in text


def test_the_controller_sees_the_card_and_its_face_down_characteristics() -> None:
    text = _details(_game(), 1)
    assert "Exalted Angel" in text and "you gain that much life" in text
    assert "Power/toughness: 4/4  (printed: 2/2)" in text
    assert "Colors: colorless" in text


def test_the_board_shows_a_face_down_creatures_power_and_toughness_now() -> None:
    """A face-down 2/2 with a +1/+1 counter and a +1/+1 Equipment is a 4/4 (CR 708.2a, 613)."""
    from tests.cli.test_board import render
    d = _game()
    assert "Face-down creature 4/4 (+1/+1×1)" in render(d, 0)
    assert "Face-down creature 4/4 [Exalted Angel]" in render(d, 1)
    assert "裏向きのクリーチャー 4/4" in render(d, 0, "ja")
