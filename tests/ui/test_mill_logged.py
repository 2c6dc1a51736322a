"""A card milled is logged as the player milling it (CR 701.17a: "a player mills a card"):
"You mill Glory Seeker" to that player, "Player 1 mills Glory Seeker" to the others, and
「あなたが栄光の探求者を切削した」 in Japanese, where it read "Glory Seeker is milled (You)"."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _milled_lines(d: Driver, player: int, lang: str) -> list[str | None]:
    desc = Describer(d.game, player, lang)
    return [desc.event(e) for e in d.game.view(player)["log"]
            if e["kind"] == "zone_change" and e.get("from") == "library"
            and e.get("to") == "graveyard"]


def test_eccentric_farmers_mill_is_logged_as_its_controller_milling_cr_701_17a() -> None:
    """Eccentric Farmer's controller mills three cards (CR 701.17a, 603.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Elvish Warrior", "Island")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    assert _milled_lines(d, 0, "en") == [
        "You mill Glory Seeker", "You mill Plains", "You mill Elvish Warrior"]
    assert _milled_lines(d, 1, "en") == [
        "Player 1 mills Glory Seeker", "Player 1 mills Plains", "Player 1 mills Elvish Warrior"]
    assert _milled_lines(d, 0, "ja")[0] == "あなたが栄光の探求者を切削した"
    assert _milled_lines(d, 1, "ja")[1] == "プレイヤー1が平地を切削した"
