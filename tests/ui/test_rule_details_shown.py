"""Card details: the restrictions on a permanent name what they name in the
player's language: "can't be blocked by creatures with power 4 or greater" (CR 509.1b),
"can block only creatures with flying" (CR 509.1b), "can't attack unless defending player
controls an Island" (CR 508.1c); a colorless object is called colorless (CR 105.2c)."""

from __future__ import annotations

import dataclasses
import io
from typing import Any

from rich.console import Console

from manastack.cards.database import database
from manastack.cards.registry import card_def
from manastack.dsl.abilities import StaticAbility
from manastack.i18n.rule_details import RULE_DETAILS_JA
from manastack.rules.restrictions import PERMANENT_RULES
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.details import details


def _details(d: Driver, player: int, name: str, lang: str) -> str:
    out = io.StringIO()
    Console(file=out, width=200, force_terminal=False).print(
        details(Describer(d.game, player, lang), d.find(name)))
    return out.getvalue()


def _masked() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Hedgewitch's Mask", attached_to="seeker")
    return Driver(s.build())


def test_a_restriction_names_the_power_of_the_creatures_it_is_about() -> None:
    """CR 509.1b: "can't be blocked by creatures with power 4 or greater", not by creatures."""
    text = _details(_masked(), 1, "Glory Seeker", "en")
    assert "can't be blocked by: creature with power 4 or greater" in text


def test_a_restriction_is_in_japanese_for_a_japanese_player() -> None:
    text = _details(_masked(), 1, "Glory Seeker", "ja")
    assert "パワーが４以上のクリーチャーによってはブロックされない" in text
    assert "creature" not in text.split("公式の裁定")[0].split("現在の特性")[1]


def test_a_restriction_from_a_resolved_ability_is_in_japanese() -> None:
    """Harvesttide Sentry's coven trigger (CR 603.4) makes a restriction until end of turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Sentry", "Glory Seeker", "Gavony Dawnguard")
    s.battlefield(0, "Tireless Hauler")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    if d.game.state.stack:
        d.resolve()
    text = _details(d, 1, "Harvesttide Sentry", "ja")
    assert "パワーが２以下のクリーチャーによってはブロックされない" in text


def _labels(x: Any, out: set[str], seen: set[int]) -> None:
    if id(x) in seen:
        return
    seen.add(id(x))
    param = None
    if isinstance(x, StaticAbility) and x.rule in PERMANENT_RULES and x.params:
        param = x.params[0]
    layer = getattr(x, "custom_layer", None)
    if isinstance(layer, str) and layer.startswith("rule:"):
        param = getattr(x, "custom", None)
    if param is not None:
        label = getattr(param, "label", None) or \
            getattr(getattr(param, "filter", None), "label", None)
        if label:
            out.add(label)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            _labels(getattr(x, f.name), out, seen)
    elif isinstance(x, list | tuple):
        for y in x:
            _labels(y, out, seen)


def test_every_restriction_a_card_makes_has_japanese_words() -> None:
    labels: set[str] = set()
    db = database()
    for card in [*db.cards(), *db.tokens()]:
        for face in card_def(card.key).faces:
            _labels(face.abilities, labels, set())
    assert "creature with flying" in labels
    assert labels <= set(RULE_DETAILS_JA), sorted(labels - set(RULE_DETAILS_JA))


def test_a_colorless_permanent_says_colorless() -> None:
    """CR 105.2c: an object with no color is colorless; the details say so, not nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Sol Ring")
    d = Driver(s.build())
    assert "Colors: colorless" in _details(d, 0, "Mountain", "en")
    assert "色: 無色" in _details(d, 0, "Sol Ring", "ja")
