"""Choices shown by the terminal client (CR 614.12, 601.2b, 107.3, 122.1): what the view gives
of a permanent's "as enters" choices, a spell's X, and counters on a card in exile, in English
and Japanese."""

from __future__ import annotations

from rich.console import Console

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.board import board
from manastack.ui.describe import Describer
from manastack.ui.details import details
from manastack.ui.panes import plain, player_pane, stack_pane


def test_the_terminal_shows_the_choices() -> None:
    """The terminal client shows what the view gives: a chosen creature type and X on the
    stack, in English and Japanese; time counters on a card in exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    s.exile(1, "Glory Seeker", counters={"time": 3})
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Light Up the Night", x=2, targets=[1])
    console = Console(width=200, record=True)
    console.print(board(Describer(d.game, 1, "en"), d.game.view(1)))
    text = console.export_text()
    assert "chosen type: Zombie" in text and "X=2" in text and "time×3" in text
    assert "X=2" in plain(stack_pane(Describer(d.game, 1, "ja"), d.game.view(1)))
    ja = Console(width=200, record=True)
    ja.print(board(Describer(d.game, 1, "ja"), d.game.view(1)))
    assert "選ばれたクリーチャー・タイプ：ゾンビ" in ja.export_text()

    seeker = next(o for o in d.game.view(1)["exile"])["id"]
    assert "time×3" in details(Describer(d.game, 1, "en"), seeker).plain
    pane = plain(player_pane(Describer(d.game, 1, "en"), d.game.view(1),
                             d.game.view(1)["players"][0]))
    assert "chosen type: Zombie" in pane


def test_the_terminal_shows_what_a_card_was_exiled_with() -> None:
    """CR 610.3: the exile line names the permanent a card was exiled with."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    console = Console(width=200, record=True)
    console.print(board(Describer(d.game, 1, "en"), d.game.view(1)))
    assert "Glory Seeker (exiled with Brutal Cathar" in console.export_text()


def test_the_terminal_shows_a_players_hand_size_and_restricted_mana() -> None:
    """CR 402.2, 106.6: no maximum hand size, restricted mana in the pool."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven", counters={"loyalty": 8})
    s.battlefield(0, "Lord of the Forsaken")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == wrenn and a.index == 3))
    d.resolve()
    d.mana(0, "Lord of the Forsaken")
    view = d.game.view(1)
    text = plain(player_pane(Describer(d.game, 1, "en"), view, view["players"][0]))
    assert "no maximum hand size" in text
    assert "{C} only for spell from your graveyard" in text
    ja = plain(player_pane(Describer(d.game, 1, "ja"), view, view["players"][0]))
    assert "手札の上限なし" in ja


def test_the_opponent_sees_the_replicators_chosen_color_and_type_in_both_languages() -> None:
    """CR 614.12, 111.4: the color and creature type chosen as Riptide Replicator entered
    are public: its opponent's terminal shows them (red, Goblin) in English and Japanese,
    and the token it makes is named after its chosen type, "Goblin Token"."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.battlefield(0, "Riptide Replicator", chosen={"color": "red", "creature_type": "Goblin"},
                  counters={"charge": 2})
    d = Driver(s.build())
    d.activate(0, "Riptide Replicator")
    d.resolve()
    shown = {}
    for lang in ("en", "ja"):
        console = Console(width=240, record=True)
        console.print(board(Describer(d.game, 1, lang), d.game.view(1)))
        shown[lang] = console.export_text()
    assert "chosen color: red" in shown["en"] and "chosen type: Goblin" in shown["en"]
    assert "Goblin Token 2/2" in shown["en"]
    assert "選ばれた色：赤" in shown["ja"]
    assert "選ばれたクリーチャー・タイプ：ゴブリン" in shown["ja"]
    assert "ゴブリン・トークン 2/2" in shown["ja"]
