"""The full-screen client driven by Textual's pilot: whole games in English and Japanese,
card details, undo, passing until later, stops; and what a player must not see."""

from __future__ import annotations

import threading
from typing import Any

from manastack.decisions.actions import CastSpell, PassPriority
from manastack.decisions.policies import Policy
from manastack.scenario import Scenario
from manastack.ui.fullscreen import GameApp, ListScreen, TextScreen
from manastack.ui.session import PlaySession
from tests.ui.conftest import key_for, run_app, session_for, small_game


def play_out(app: GameApp, session: PlaySession, seen: list[str], limit: int = 600) -> None:
    async def body(pilot: Any) -> None:
        n = 0
        await pilot.pause()
        seen.append(app.all_text())  # the first screen: the mulligan
        while not session.game.is_over and n < limit:
            await pilot.press(key_for(session))
            seen.append(app.all_text())
            n += 1
        await pilot.pause()
    run_app(app, body)


def test_a_whole_game_in_english_with_the_keyboard() -> None:
    session = session_for(small_game(seed=3))
    app = GameApp(session)
    seen: list[str] = []
    play_out(app, session, seen)
    assert session.game.is_over
    last = app.all_text()
    assert "Game over after" in last
    assert "wins the game" in last or "You win the game" in last
    screens = "\n".join(seen)
    # the board, the hand with costs, readable choices with costs, the log
    assert "Life " in screens and "Lands:" in screens and "Creatures:" in screens
    assert "Shock {R}" in screens
    assert "Cast Shock {R}" in screens
    assert "You cast Shock" in screens
    assert "#0" not in screens and "#1" not in screens
    # the mulligans come before the first turn (CR 103.5): no "Turn 0" in the header
    assert "Before the first turn: mulligans" in seen[0] and "Turn 0" not in screens


def test_a_whole_game_in_japanese() -> None:
    session = session_for(small_game(seed=4, lang="ja"), lang="ja")
    app = GameApp(session)
    seen: list[str] = []
    play_out(app, session, seen)
    assert session.game.is_over
    screens = "\n".join(seen)
    assert "ライフ" in screens and "土地" in screens and "手札" in screens
    assert "ショック" in screens and "山" in screens
    assert "ゲームが終了しました" in app.all_text()
    assert "最初のターンの前：マリガン" in seen[0] and "第0ターン" not in screens
    # no English card names or game words
    assert "Shock" not in screens and "Mountain" not in screens and "Life" not in screens


def test_choices_are_merged_and_numbered_stably() -> None:
    session = session_for(small_game(seed=3))
    session.advance()
    seen_passes = []
    for _ in range(40):
        pending = session.pending()
        if pending is None:
            break
        kind, _, choices = pending
        labels = [c.label for c in choices]
        assert len(labels) == len(set(labels)), "identical options are merged"
        if kind == "priority":
            seen_passes.append(labels[0])
        session.choose(choices[0])
    assert seen_passes and all(p == "Pass priority" for p in seen_passes)


def _shock_in_hand_scenario() -> Any:
    s = Scenario(players=2, seed=1)
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3, priority=0)
    return s.build()


def test_card_details_show_oracle_text_characteristics_and_rulings() -> None:
    game = _shock_in_hand_scenario()
    session = session_for(game)
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        labels = [c.label for c in app.choices]
        i = labels.index("Cast Shock {R}")
        for _ in range(i):
            await pilot.press("down")
        await pilot.press("d")
        await pilot.pause()
        text = app.screen_texts["details"]
        assert "Shock deals 2 damage to any target." in text
        assert "Current characteristics" in text
        assert "Official rulings" in text
        await pilot.press("escape")
    run_app(app, body)


def test_card_details_in_japanese_show_the_japanese_text_labelled_as_current_wording() -> None:
    """Onslaught's Shock has the current official Japanese wording in the data (not its 2002
    printing), and the details say so."""
    game = _shock_in_hand_scenario()
    session = session_for(game, lang="ja")
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        i = [c.label for c in app.choices].index("ショックを唱える {R}")
        app.show_details(app.choices[i].about)
        await pilot.pause()
        text = app.screen_texts["details"]
        assert "日本語のカード・テキスト（現在の文面）" in text
        assert "日本語版の印刷テキスト" not in text
        assert "ショックはそれに２点のダメージを与える。" in text
        assert "オラクル・テキスト" in text
    run_app(app, body)


def test_undo_takes_back_a_spell_being_cast() -> None:
    """CR 601.2: a spell not fully cast can be taken back; the Mountain is untapped again."""
    game = _shock_in_hand_scenario()
    session = session_for(game)
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        i = [c.label for c in app.choices].index("Cast Shock {R}")
        await pilot.press(str(i + 1))
        await pilot.pause()
        assert session.pending()[0] == "target"
        assert "Glory Seeker 2/2 (Player 2's)" in app.screen_texts["choices"]
        assert session.can_undo
        await pilot.press("u")
        await pilot.pause()
        kind, _, choices = session.pending()
        assert kind == "priority"
        assert any(isinstance(c.action, CastSpell) for c in choices)
        view = session.view()
        assert [o["name"] for o in view["players"][0]["hand"]] == ["Shock"]
        assert not session.can_undo
    run_app(app, body)


def test_pass_until_my_next_turn() -> None:
    session = session_for(small_game(seed=3))
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        while session.pending()[0] != "priority" or session.game.state.active != 0:
            await pilot.press(key_for(session))
        turn = session.game.state.turn
        await pilot.press("n")
        await pilot.pause()
        g = session.game.state
        # only decisions other than priority (a discard to hand size, blocks) are asked
        # before the player's next turn
        while not session.game.is_over and session.pending()[0] != "priority":
            assert g.turn == turn or g.active != 0
            await pilot.press("enter")
            g = session.game.state
        if not session.game.is_over:
            assert g.turn > turn and g.active == 0
    run_app(app, body)


def test_stops_decide_where_the_client_stops() -> None:
    game = small_game(seed=3)
    session = session_for(game)
    session.stops.clear()
    session.advance()
    # with no stops, the human is asked only for decisions other than priority (and when an
    # opponent's spell is on the stack)
    for _ in range(60):
        if session.game.is_over:
            break
        kind, _, choices = session.pending()
        if kind == "priority":
            assert session.game.state.stack, "no stop set: priority stops only for a response"
        session.choose(choices[0])
    assert session.toggle_stop("mine", "upkeep") is True
    assert ("mine", "upkeep") in session.stops


def _face_down_scenario() -> Any:
    s = Scenario(players=2, seed=1)
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(1, "Akroma's Vengeance", "Daru Healer")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.at("precombat_main", active=0, turn=3, priority=0)
    return s.build()


def test_no_hidden_information_on_the_screen() -> None:
    """CR 708.5, 402.3: the opponent's face-down creature and hand are never named while they
    are hidden; the player's own face-down creature shows its face to them."""
    session = session_for(_face_down_scenario(), ai="first")
    app = GameApp(session)
    texts: list[tuple[str, set[str]]] = []

    def secrets() -> set[str]:
        g = session.game.state
        out = {session.game.card(o).name for o in g.players[1].hand}
        out |= {session.game.card(o).name for o in g.battlefield
                if g.objects[o].face_down and g.objects[o].controller == 1}
        return out

    async def body(pilot: Any) -> None:
        texts.append((app.all_text(), secrets()))
        await pilot.press("v")
        await pilot.pause()
        texts.append((app.screen_texts["list"], secrets()))
        await pilot.press("escape")
        for _ in range(30):
            if session.game.is_over:
                break
            await pilot.press("1")
            texts.append((app.all_text(), secrets()))
    run_app(app, body)
    first, hidden = texts[0]
    assert "Face-down 2/2 creature [Daru Lancer]" in first
    assert hidden == {"Exalted Angel", "Akroma's Vengeance", "Daru Healer"}
    for text, hidden in texts:
        for name in hidden:
            assert name not in text


def test_the_board_fits_80x24_and_120x40() -> None:
    for size in ((80, 24), (120, 40)):
        session = session_for(_shock_in_hand_scenario())
        app = GameApp(session)
        shots: list[str] = []

        async def body(pilot: Any, app: GameApp = app, shots: list[str] = shots) -> None:
            shots.append(app.export_screenshot())
        run_app(app, body, size=size)
        svg = shots[0]
        assert "Cast" in svg and "Shock" in svg
        assert "Pass" in svg and "priority" in svg


def test_full_width_keys_are_accepted() -> None:
    game = _shock_in_hand_scenario()
    session = session_for(game)
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        i = [c.label for c in app.choices].index("Cast Shock {R}")
        await pilot.press(chr(ord("１") + i))
        await pilot.pause()
        assert session.pending()[0] == "target"
        assert not isinstance(session.pending()[2][0].action, PassPriority)
    run_app(app, body)


def test_a_choice_is_taken_with_the_mouse() -> None:
    game = _shock_in_hand_scenario()
    session = session_for(game)
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        i = [c.label for c in app.choices].index("Cast Shock {R}")
        await pilot.click("#choices", offset=(8, 1 + i))
        await pilot.pause()
        assert session.pending()[0] == "target"
    run_app(app, body)


def test_the_log_can_be_filtered() -> None:
    session = session_for(small_game(seed=3))
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        for _ in range(40):
            if session.game.is_over:
                break
            await pilot.press(key_for(session))
        await pilot.press("l")
        for ch in "Shock":
            await pilot.press(ch)
        await pilot.pause()
        shown = app.screen_texts["log"].splitlines()
        assert shown and all("Shock" in line for line in shown)
        assert len(shown) < len(app.log_lines)
        await pilot.press("enter")
        assert app.focused is app.query_one("#choices")
    run_app(app, body)


def test_graveyards_and_exile_are_listed_in_full() -> None:
    session = session_for(small_game(seed=3))
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        for _ in range(60):
            if session.game.is_over:
                break
            await pilot.press(key_for(session))
        await pilot.press("g")
        await pilot.pause()
        listed = app.screen_texts["list"].splitlines()
        view = session.view()
        total = sum(len(p["graveyard"]) for p in view["players"])
        assert len(listed) == total + len(view["players"])  # a heading per player
        await pilot.press("escape")
    run_app(app, body)


def test_stops_are_set_on_their_screen() -> None:
    session = session_for(_shock_in_hand_scenario())
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        assert ("mine", "upkeep") not in session.stops
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")  # the first entry: my upkeep step
        await pilot.pause()
        assert ("mine", "upkeep") in session.stops
        await pilot.press("escape")
        await pilot.press("f")
        assert session.full_control
    run_app(app, body)


def test_commander_zone_tax_and_commander_damage_on_the_panes() -> None:
    """CR 903: commanders with their zone and tax, and the commander damage dealt."""
    from manastack.agents import make_policy
    from manastack.testing import Driver
    s = Scenario(players=3, seed=1, format="commander")
    for p in range(3):
        s.library(p, "Forest", "Forest")
    s.commander(0, "Rorix Bladewing", zone="battlefield")
    s.commander(1, "Katilda, Dawnhart Prime")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Rorix Bladewing")], defender=2)
    d.pass_until("postcombat_main")
    for viewer, lang in ((2, "en"), (2, "ja")):
        session = PlaySession(d.game.clone(), viewer, [make_policy("first")] * 3, lang)
        app = GameApp(session)

        async def body(pilot: Any, app: GameApp = app, lang: str = lang) -> None:
            text = app.all_text()
            if lang == "en":
                assert "Katilda, Dawnhart Prime (Command zone, tax {0})" in text
                assert "Commander damage: Rorix Bladewing 6" in text
            else:
                assert "統率領域" in text and "統率者ダメージ" in text
        run_app(app, body)


def test_pass_until_something_happens_stops_for_an_opponents_spell() -> None:
    from manastack.formats.decklist import parse_decklist
    from manastack.game import Game
    from tests.ui.conftest import BURN
    game = Game.new([parse_decklist(BURN), parse_decklist(BURN)], seed=3,
                    names=["You", "Opponent"])
    session = session_for(game)
    session.advance()
    while session.pending() and session.pending()[0] != "priority":
        session.choose(session.pending()[2][0])
    for _ in range(60):
        if session.game.is_over or session.pending() is None:
            break
        kind, _, choices = session.pending()
        if kind != "priority":
            session.choose(choices[0])
            continue
        land = [c for c in choices if c.label == "Play Mountain"]
        if land:
            session.choose(land[0])
            continue
        session.pass_until("event")
        pending = session.pending()
        if pending and pending[0] == "priority":
            g = session.game.state
            assert g.stack, "stopped only because something is on the stack"
            top = session.view()["stack"][-1]
            assert top["controller"] == 1
            return
    raise AssertionError("the opponent never cast a spell the player could answer")


class GatedPolicy(Policy):
    """Plays the first action, each time only once the test opens the gate: the computer's
    turn lasts as long as the test wants."""

    name = "gated"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.calls = 0

    def choose(self, game: Any, player: int, actions: list[Any]) -> Any:
        self.gate.wait(timeout=30)
        self.calls += 1
        return actions[0]


def test_the_screen_answers_while_the_computer_plays() -> None:
    """The other seats play in a worker thread: while the computer decides, the screen says
    so, shows help on request and takes no choice, undo or pass; then it shows the result."""
    from manastack.agents import make_policy
    gated = GatedPolicy()
    session = PlaySession(_shock_in_hand_scenario(), 0, [make_policy("first"), gated], "en")
    app = GameApp(session)

    async def body(pilot: Any) -> None:
        assert not app.busy and session.pending()[0] == "priority"
        labels = [c.label for c in app.choices]
        await pilot.press(str(labels.index("Pass priority") + 1))
        await pilot.pause()
        assert app.busy and gated.calls == 0
        assert "The computer is playing" in app.screen_texts["prompt"]
        shot = app.export_screenshot()
        assert "computer" in shot and "playing" in shot  # drawn, not only set
        assert app.query_one("#choices").disabled
        history = len(session.game.history)
        await pilot.press("question_mark")  # help opens while the computer is still deciding
        await pilot.pause()
        assert isinstance(app.screen, TextScreen) and gated.calls == 0
        await pilot.press("escape")
        for key in ("1", "u", "e", "g"):
            await pilot.press(key)
        await pilot.pause()
        assert gated.calls == 0 and len(session.game.history) == history
        assert not isinstance(app.screen, ListScreen)
        gated.gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert not app.busy and gated.calls > 0
        assert "The computer is playing" not in app.screen_texts["prompt"]
        assert not app.query_one("#choices").disabled
        assert session.game.is_over or session.pending() is not None
    run_app(app, body, settle=False)
