"""Acceptance scenarios for choices several players make one after another (CR 101.4): in
APNAP order, each player knowing the choices made before theirs (101.4b). A choice made as a
spell resolves is announced (608.2d): a creature type chosen is told to every player by the
log, in the terminal's words too, while a card chosen from a hand stays hidden (101.4a).
"""

from __future__ import annotations

from typing import Any

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _announced(d: Driver, viewer: int) -> list[tuple[int, Any]]:
    """The creature types announced in ``viewer``'s log, with who chose each."""
    return [(e["player"], e["creature_type"]) for e in d.game.view(viewer)["log"]
            if e["kind"] == "chose" and "creature_type" in e]


def test_each_player_knows_the_creature_types_chosen_before_theirs() -> None:
    """CR 101.4, 101.4b, 608.2d, 608.2e: Harsh Mercy at a table of three: player 0 chooses
    Soldier; as player 1 chooses, their view tells them Soldier was chosen by player 0;
    player 2, choosing last, knows both choices. Only the creatures of a chosen type survive
    (the destruction comes after all the choices)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Harsh Mercy")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Gluttonous Zombie")
    d = Driver(s.build())
    d.cast(0, "Harsh Mercy")
    d.resolve()
    assert d.expect("choose_creature_type").player == 0
    assert _announced(d, 1) == []
    d.choose("Soldier")
    assert d.expect("choose_creature_type").player == 1
    assert _announced(d, 1) == [(0, "Soldier")]
    d.choose("Elf")
    assert d.expect("choose_creature_type").player == 2
    assert _announced(d, 2) == [(0, "Soldier"), (1, "Elf")]
    d.choose("Goblin")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    for viewer in range(3):
        assert _announced(d, viewer) == [(0, "Soldier"), (1, "Elf"), (2, "Goblin")]


def test_patriarchs_bidding_tells_the_next_player_the_type_chosen() -> None:
    """CR 101.4b, 608.2d: Patriarch's Bidding: player 1, choosing second, knows player 0 chose
    Elf; the terminal tells it in each player's language."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Elf")
    assert d.expect("choose_creature_type").player == 1
    assert _announced(d, 1) == [(0, "Elf")]
    entry = [e for e in d.game.view(1)["log"] if e["kind"] == "chose"][-1]
    assert "Elf" in str(Describer(d.game, 1, "en").event(entry))
    assert "エルフ" in str(Describer(d.game, 1, "ja").event(entry))
    d.choose("Goblin")
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_a_single_players_creature_type_choice_is_announced_to_the_others() -> None:
    """CR 608.2d: Defensive Maneuvers' caster chooses a creature type as it resolves; the
    opponent's log tells which (the creatures of that type get +0/+4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Defensive Maneuvers")
    d = Driver(s.build())
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    d.choose("Soldier")
    assert d.chars(d.find("Glory Seeker")).toughness == 6
    assert _announced(d, 1) == [(0, "Soldier")]


def test_a_card_chosen_from_a_hand_stays_hidden_from_the_next_player() -> None:
    """CR 101.4a: Tempting Wurm enters; player 1 chooses Glory Seeker from their hand to put
    onto the battlefield; player 2, choosing next, is told a card was chosen, not which."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Glory Seeker", "Island")
    s.hand(2, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.choose(d.find("Glory Seeker", "hand"))
    d.choose(None)
    assert d.expect("choose_cards").player == 2
    chose = [e for e in d.game.view(2)["log"] if e["kind"] == "chose"]
    assert chose == [{"kind": "chose", "player": 1, "card": None, "object": None}]


def test_a_color_chosen_as_akromas_blessing_resolves_is_announced() -> None:
    """CR 608.2d, 105.1: Akroma's Blessing's caster chooses red as it resolves; the opponent's
    log tells which, in the terminal's words in each language (their creature gains
    protection from red)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    assert not [e for e in d.game.view(1)["log"] if e["kind"] == "chose"]
    d.choose("red")
    assert d.chars(d.find("Glory Seeker")).protections() == ["red"]
    for viewer in (0, 1):
        entry = [e for e in d.game.view(viewer)["log"] if e["kind"] == "chose"]
        assert [(e["player"], e["color"]) for e in entry] == [(0, "red")]
    entry = [e for e in d.game.view(1)["log"] if e["kind"] == "chose"][-1]
    assert "Red" in str(Describer(d.game, 1, "en").event(entry))
    assert "赤" in str(Describer(d.game, 1, "ja").event(entry))


def test_101_4d_a_choice_a_nonactive_player_causes_for_the_active_player_comes_first() -> None:
    """CR 101.4, 101.4d, 614.12: player 0's Tempting Wurm lets players 1 and 2 each put a
    Callous Oppressor ("As Callous Oppressor enters the battlefield, an opponent chooses a
    creature type") onto the battlefield; both enter at once, so their controllers choose
    their opponents in APNAP order, player 1 first. Player 1 names player 0, whose choice of
    a creature type that causes comes before player 2's still outstanding choice: APNAP order
    starts again with the active player. Player 2 then names player 1, who chooses the type
    for player 2's Oppressor."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Callous Oppressor")
    s.hand(2, "Callous Oppressor")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    for player in (1, 2):
        assert d.expect("choose_cards").player == player
        d.choose(d.find("Callous Oppressor", "hand", player=player))
    assert d.expect("choose_player").player == 1
    d.choose(0)
    assert d.expect("choose_creature_type").player == 0
    d.choose("Elf")
    assert d.expect("choose_player").player == 2
    d.choose(1)
    assert d.expect("choose_creature_type").player == 1
    d.choose("Goblin")
    assert d.decision.kind == "priority"
    chosen = {d.state.objects[o].controller: d.state.objects[o].chosen["creature_type"]
              for o in d.ids("Callous Oppressor", "battlefield")}
    assert chosen == {1: "Elf", 2: "Goblin"}
