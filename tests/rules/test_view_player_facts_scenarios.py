"""What every player knows of each player, in every view: their maximum hand size (CR 402.2;
an emblem's "You have no maximum hand size", CR 114.4), the spells they cast this turn (what
day and night look at, CR 730.2) and the lands they played (CR 305.2), and mana in their pool
with a spending restriction (CR 106.6)."""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import ActivateAbility
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _views(g: Game) -> list[dict[str, Any]]:
    return [g.view(0), g.view(1), g.spectator_view()]


def test_an_emblem_removing_the_maximum_hand_size_is_shown() -> None:
    """CR 402.2, 114.4: after Wrenn and Seven's -8, its controller has an emblem in the command
    zone and no maximum hand size; the other player's stays seven."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven", counters={"loyalty": 8})
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    for v in _views(d.game):
        assert [p["max_hand_size"] for p in v["players"]] == [7, 7]
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == wrenn and a.index == 3))
    d.resolve()
    for v in _views(d.game):
        assert [p["max_hand_size"] for p in v["players"]] == [None, 7]
        assert [o["name"] for o in v["command"]] == ["Wrenn and Seven Emblem"]
        assert v["command"][0]["controller"] == 0


def test_spells_cast_and_lands_played_this_turn_are_shown() -> None:
    """CR 730.2, 305.2: the spells each player cast this turn and the lands they played."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker", "Plains")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.play_land(0, "Plains")
    for v in _views(d.game):
        me, other = v["players"]
        assert (me["spells_cast_this_turn"], me["lands_played_this_turn"]) == (1, 1)
        assert (other["spells_cast_this_turn"], other["lands_played_this_turn"]) == (0, 0)


def test_restricted_mana_in_a_pool_is_shown_with_its_restriction() -> None:
    """CR 106.6: Lord of the Forsaken's {C} may be spent only on spells cast from a graveyard;
    every player sees the restriction on that mana in its controller's pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Forsaken")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.mana(0, "Lord of the Forsaken")
    for v in _views(d.game):
        me = v["players"][0]
        assert me["mana_pool"] == {"C": 1}
        assert me["mana_riders"] == [{"mana": "C", "source": d.find("Lord of the Forsaken"),
                                      "only": "spell from your graveyard",
                                      "only_ja": "あなたの墓地から呪文を唱えるため",
                                      "ability": None}]
        assert "mana_riders" not in v["players"][1]
