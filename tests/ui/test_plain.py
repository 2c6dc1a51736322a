"""The line-based client driven by scripted input: readable merged choices, details, undo,
passing until later, full-width input, the whole log."""

from __future__ import annotations

import io

from rich.console import Console

from manastack.agents import make_policy
from manastack.game import Game
from manastack.ui.terminal import TerminalGame
from tests.ui.test_fullscreen import _shock_in_hand_scenario


def play(game: Game, script: list[str], lang: str = "en") -> tuple[str, TerminalGame]:
    lines = iter(script)
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    t = TerminalGame(game, 0, [make_policy("first"), make_policy("first")], lang, console,
                     lambda: next(lines, None), echo=True)
    t.run()
    return out.getvalue(), t


def test_choices_show_costs_and_merge_identical_ones() -> None:
    out, _ = play(_shock_in_hand_scenario(), ["q"])
    assert " 1. Pass priority" in out
    assert " 2. Cast Shock {R}" in out
    assert "Tap Mountain for {R}" in out
    assert "#0" not in out


def test_details_of_a_choice() -> None:
    out, _ = play(_shock_in_hand_scenario(), ["d 2", "q"])
    assert "Shock deals 2 damage to any target." in out
    assert "Official rulings" in out


def test_undo_while_casting() -> None:
    out, t = play(_shock_in_hand_scenario(), ["2", "u", "q"])
    assert "   u. Undo" in out
    assert "Undone: back to before that spell" in out
    hand = t.session.view()["players"][0]["hand"]
    assert [o["name"] for o in hand] == ["Shock"]


def test_full_width_input_is_accepted() -> None:
    out, t = play(_shock_in_hand_scenario(), ["２", "ｑ"])
    assert "is not a choice" not in out
    assert "Choose a target" in out or "target" in out.lower()
    assert "Game abandoned." in out


def test_the_whole_log_on_request() -> None:
    out, _ = play(_shock_in_hand_scenario(), ["2", "3", "1", "log", "q"])
    assert "You cast Shock" in out
    assert "Shock targets Glory Seeker 2/2 (Player 2's)" in out


def test_japanese_plain_mode() -> None:
    out, _ = play(_shock_in_hand_scenario(), ["d 2", "ｑ"], lang="ja")
    assert "ショックを唱える {R}" in out
    assert "オラクル・テキスト" in out
    assert "ゲームを中断しました" in out


def test_the_plain_client_hides_the_opponents_face_down_creature_and_hand() -> None:
    """CR 708.5, 402.3: shown only as a face-down 2/2 creature and a number of cards."""
    from tests.ui.test_fullscreen import _face_down_scenario
    out, _ = play(_face_down_scenario(), ["?", "v", "d 1", "log", "q"])
    assert "Face-down 2/2 creature [Daru Lancer]" in out
    assert "Face-down 2/2 creature" in out.replace("Face-down 2/2 creature [Daru Lancer]", "")
    for secret in ("Exalted Angel", "Akroma's Vengeance", "Daru Healer"):
        assert secret not in out


def test_stops_are_listed_and_set_per_step() -> None:
    """``t`` lists the stops with their state; ``t N`` (full-width too) sets or clears one,
    and priority then stops there (CR 117: the player is asked at each priority in a step
    with a stop when they can do something)."""
    out, t = play(_shock_in_hand_scenario(), ["t", "t 1", "ｔ１１", "t 99", "q"])
    assert "t1  [ ] My Upkeep step: pass" in out
    assert "t3  [x] My Precombat main phase: stop" in out
    assert "My Upkeep step: you stop there." in out
    assert "t1  [x] My Upkeep step: stop" in out
    assert "Opponents' Upkeep step: you stop there." in out
    assert "'t 99' is not a stop: enter t N with N from 1 to 20." in out
    assert {("mine", "upkeep"), ("theirs", "upkeep")} <= t.session.stops
    out, t = play(_shock_in_hand_scenario(), ["t 3", "t 9", "q"])
    assert "My Precombat main phase: priority is passed there." in out
    assert ("mine", "precombat main") not in t.session.stops


def test_a_stop_set_in_the_plain_client_stops_at_that_step() -> None:
    """With a stop in the opponent's upkeep and none in the player's main phases, passing
    leads to a prompt in the opponent's upkeep, where the player holds Shock and a Mountain."""
    out, t = play(_shock_in_hand_scenario(), ["t 3", "t 9", "t 11", "1", "q"])
    g = t.session.game.state
    assert g.active == 1 and g.step.label == "upkeep" and g.priority == 0
    assert "Turn 4 · Upkeep step · Player 2's turn" in out
    out, t = play(_shock_in_hand_scenario(), ["t 3", "t 9", "1", "q"])
    assert t.session.game.state.step.label != "upkeep" or t.session.game.state.active != 1


def test_details_of_a_choice_without_a_card_say_so_and_change_nothing() -> None:
    out, t = play(_shock_in_hand_scenario(), ["d 1", "d 9", "d", "q"])
    assert "Choice 1 is not about a card: there are no details to show." in out
    assert "'d 9': give the number of a choice after d, from 1 to" in out
    assert "'d': give the number of a choice after d" in out
    assert "is not a choice" not in out
    assert [o["name"] for o in t.session.view()["players"][0]["hand"]] == ["Shock"]


def test_empty_input_is_explained() -> None:
    out, t = play(_shock_in_hand_scenario(), ["", "   ", "q"])
    assert out.count("Nothing was entered: enter a number from 1 to") == 2
    assert [o["name"] for o in t.session.view()["players"][0]["hand"]] == ["Shock"]


def test_bad_input_is_explained_in_japanese() -> None:
    out, _ = play(_shock_in_hand_scenario(), ["", "d 1", "d 9", "banana", "q"], lang="ja")
    assert "何も入力されていません" in out
    assert "選択肢1はカードについてのものではない" in out
    assert "「d 9」：d の後に選択肢の番号" in out
    assert "「banana」は選べません" in out


def _face_down_scenario(human_is_controller: bool) -> Game:
    from manastack.scenario import Scenario
    s = Scenario(seed=4)
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.graveyard(1, "Daru Lancer")
    s.at("precombat_main", active=1 if human_is_controller else 0, turn=3)
    return s.build()


def test_every_visible_card_can_be_listed_and_read() -> None:
    """v lists every card the player can see (an opponent's permanents and graveyard too,
    which are not choices), v N shows one's details; a bad number changes nothing."""
    out, t = play(_face_down_scenario(False), ["v", "v 5", "v 99", "q"])
    listing = out.split("> v\n", 1)[1]
    assert "v1   Face-down 2/2 creature (Player 2: Battlefield)" in listing
    assert "Daru Lancer 3/4 (Player 2: Graveyard)" in listing
    assert "Morph {2}{W}{W}" in out.split("> v 5\n", 1)[1]  # Daru Lancer's text
    assert "'v 99': give the number of a card of the v list after v, from 1 to 5." in out
    assert "Exalted Angel" not in out  # a face-down card stays hidden (CR 708.5)
    assert [o["name"] for o in t.session.view()["players"][0]["hand"]] == ["Shock"]


def test_the_controller_of_a_face_down_permanent_can_read_its_card() -> None:
    """CR 708.5: its controller may look at it at any time."""
    lines = iter(["v", "v 1", "q"])
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    TerminalGame(_face_down_scenario(True), 1, [make_policy("first")] * 2, "ja", console,
                 lambda: next(lines, None), echo=True).run()
    text = out.getvalue()
    assert "裏向きの2/2クリーチャー [賛美されし天使] (あなた：戦場)" in text
    assert "賛美されし天使がダメージを与えるたび" in text.split("> v 1\n", 1)[1]
