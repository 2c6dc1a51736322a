"""Casting a commander from the command zone (CR 903.8): the choice shows its mana cost and
the commander tax to be paid on top of it, {2} for each earlier cast from there."""

from __future__ import annotations

from manastack.agents import make_policy
from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.ui.session import PlaySession


def _labels(casts: int, lang: str) -> list[str]:
    s = Scenario(players=4, format="commander", seed=1)
    s.commander(0, "Leinore, Autumn Sovereign", zone="command")
    if casts:
        s.commander_casts("Leinore, Autumn Sovereign", casts)
    s.battlefield(0, *["Forest"] * 5, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    session = PlaySession(s.build(), 0, [make_policy("first")] * 4, lang)
    pending = session.pending()
    assert pending is not None
    return [c.label for c in pending[2] if isinstance(c.action, CastSpell)]


def test_the_first_cast_shows_the_mana_cost() -> None:
    assert _labels(0, "en") == ["Cast Leinore, Autumn Sovereign 0/4 from the command zone {2}{G}{W}"]


def test_a_later_cast_shows_the_commander_tax_too() -> None:
    assert _labels(2, "en") == [
        "Cast Leinore, Autumn Sovereign 0/4 from the command zone {2}{G}{W} + commander tax {4}"]
    assert _labels(1, "ja") == ["秋の君主、レノール 0/4を唱える（統率領域から） {2}{G}{W} ＋統率者税{2}"]
