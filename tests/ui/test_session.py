"""The play session shared by the clients: the London mulligan asked keep-first, targets
announced in the log, messages in both languages."""

from __future__ import annotations

from manastack.decisions.actions import Choose, PlayLand
from manastack.formats.decklist import parse_decklist
from manastack.game import Game
from manastack.ui.choices import Choice
from manastack.ui.messages import _EN, _JA
from tests.i18n.engine_words import decision_kinds
from tests.ui.conftest import BEARS, BURN, session_for, small_game
from tests.ui.test_fullscreen import _shock_in_hand_scenario


def _choose(session, label: str) -> None:
    kind, _, choices = session.pending()
    session.choose(next(c for c in choices if c.label == label))


def _to_mulligan(session) -> None:
    session.advance()
    while session.pending()[0] == "first_player":
        session.choose(session.pending()[2][0])


def test_the_mulligan_asks_keep_first_then_the_cards_for_the_bottom() -> None:
    """CR 103.5: after a mulligan the player sees a new seven-card hand and decides to keep
    or mulligan again; only once they keep do they choose the card to put on the bottom."""
    session = session_for(small_game(seed=5))
    _to_mulligan(session)
    kind, _, choices = session.pending()
    assert kind == "mulligan"
    assert [c.label for c in choices] == ["Keep this hand", "Take a mulligan"]
    _choose(session, "Take a mulligan")
    kind, _, choices = session.pending()
    assert kind == "mulligan", "keep or mulligan again is asked before the bottom card"
    assert len(session.view()["players"][0]["hand"]) == 7
    _choose(session, "Take a mulligan")
    kind, _, choices = session.pending()
    assert kind == "mulligan"
    assert len(session.view()["players"][0]["hand"]) == 7
    _choose(session, "Keep this hand")
    for _ in range(2):  # two mulligans: two cards to the bottom
        kind, _, choices = session.pending()
        assert kind == "bottom_cards"
        session.choose(choices[0])
    assert session.game.state.players[0].mulligans == 2
    assert len(session.view()["players"][0]["hand"]) == 5
    lines = session.log_lines()
    assert lines.count("You take a mulligan") == 2 and "You keep your hand" in lines


def test_targets_of_spells_are_announced() -> None:
    session = session_for(_shock_in_hand_scenario())
    session.advance()
    _choose(session, "Cast Shock {R}")
    _choose(session, "Glory Seeker 2/2 (Player 2's)")
    while session.pending() and session.pending()[0] != "priority":
        session.choose(session.pending()[2][0])
    lines = session.log_lines()
    assert "You cast Shock" in lines
    assert "Shock targets Glory Seeker 2/2 (Player 2's)" in lines
    assert lines.index("You cast Shock") < lines.index(
        "Shock targets Glory Seeker 2/2 (Player 2's)")


def test_opponents_targets_are_announced_in_japanese() -> None:
    game = Game.new([parse_decklist(BEARS), parse_decklist(BURN)], seed=3,
                    names=["あなた", "対戦相手"])
    session = session_for(game, lang="ja")
    session.advance()
    for _ in range(300):
        if session.game.is_over:
            break
        session.choose(session.pending()[2][0])
    lines = session.log_lines()
    assert "対戦相手がショックを唱えた" in lines
    announced = [line for line in lines if line.startswith("ショックの対象：")]
    assert announced and all(line.endswith(("あなた", "）")) for line in announced)


def test_a_refused_action_says_why_in_the_session_s_language() -> None:
    """CR 305.1: a Shock played as a land is refused; the session gives the reason in its
    language, the card by its Japanese name, and the game goes on."""
    for lang, reason in (("ja", "ショックは土地ではありません：それはプレイするのではなく唱えるもの"
                                "です（CR 305.1, 601.2）"),
                         ("en", "Shock is not a land: it is cast, not played "
                                "(CR 305.1, 601.2)")):
        session = session_for(_shock_in_hand_scenario(), lang=lang)
        session.advance()
        shock = next(c.action for c in session.pending()[2]
                     if c.label in ("Cast Shock {R}", "ショックを唱える {R}"))
        said = session.choose(Choice("?", "", 0, [PlayLand(shock.card)]))  # type: ignore[attr-defined]
        assert said is not None and said.endswith(reason), said
        assert session.pending()[0] == "priority"


def test_every_client_message_has_japanese_text() -> None:
    missing = [k for k in _EN if k not in _JA and not (k.endswith("_you") and k[:-4] in _JA)]
    assert missing == []


def test_a_mulligan_decision_choice_is_a_keep_or_mulligan_answer() -> None:
    session = session_for(small_game(seed=5))
    _to_mulligan(session)
    kind, _, choices = session.pending()
    assert [c.action for c in choices] == [Choose("keep"), Choose("mulligan")]


def test_every_decision_the_rules_ask_has_a_japanese_prompt() -> None:
    """Each kind of decision the rules ask (``ask(g, player, "kind", ...)``) is prompted in
    Japanese (English shows the engine's own prompt)."""
    kinds = decision_kinds()
    assert {"mulligan", "target", "cost_tap", "cost_sacrifice"} <= kinds
    assert sorted(k for k in kinds if "d_" + k not in _JA) == []


def test_details_show_what_changed_a_permanent() -> None:
    """CR 613: current power and toughness beside the printed ones, the counters (CR 122) and
    the Aura attached to it."""
    from manastack.scenario import Scenario
    from manastack.ui.details import details
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1}, label="g")
    s.battlefield(1, "Pacifism", attached_to="g")
    s.at("precombat_main", active=0, turn=3, priority=0)
    game = s.build()
    session = session_for(game)
    seeker = next(o for o in game.state.battlefield if game.name_of(o) == "Glory Seeker")
    text = details(session.desc, seeker).plain
    assert "Power/toughness: 3/3  (printed: 2/2)" in text
    assert "Counters: +1/+1×1" in text
    assert "Attached to it: Pacifism" in text
    ja = details(session_for(game, lang="ja").desc, seeker).plain
    assert "パワー/タフネス: 3/3  (印刷値：2/2)" in ja and "平和な心" in ja


def test_turning_a_face_down_creature_face_up_is_logged_for_everyone() -> None:
    """CR 702.37e, 708.8: turning a morph face up is a special action every player sees."""
    from manastack.decisions.actions import SpecialAction
    from manastack.scenario import Scenario
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    for _ in range(6):
        s.battlefield(0, "Plains")
    s.at("precombat_main", active=0, turn=3, priority=0)
    game = s.build()
    me = session_for(game)
    me.advance()
    unmorph = next(c for c in me.pending()[2] if isinstance(c.action, SpecialAction))
    assert unmorph.label == "Turn face-down 2/2 creature [Daru Lancer] face up"
    me.choose(unmorph)
    while me.pending() and me.pending()[0] != "priority":
        me.choose(me.pending()[2][0])
    assert "You turn a face-down creature face up: Daru Lancer" in me.log_lines()
    from manastack.ui.describe import Describer
    theirs = Describer(me.game, 1, "ja")
    lines = [line for ev in me.game.view(1)["log"] if (line := theirs.event(ev))]
    assert "プレイヤー1が裏向きのクリーチャーを表向きにした：ダールの槍騎兵" in lines


def test_counters_are_named_in_japanese() -> None:
    """CR 122.1: the glossary's word for a +1/+1 counter."""
    from manastack.scenario import Scenario
    from manastack.ui import panes
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.at("precombat_main", active=0, turn=3, priority=0)
    game = s.build()
    for lang, expected in (("en", "Glory Seeker 4/4 [+1/+1×2]"),
                           ("ja", "栄光の探求者 4/4 [＋１/＋１カウンター×2]")):
        session = session_for(game, lang=lang)
        view = session.view()
        assert expected in panes.player_pane(session.desc, view, view["players"][0]).plain


def test_day_becoming_night_and_the_transform_are_logged_in_both_languages() -> None:
    """CR 730.2a, 702.145: a turn with no spells makes it night; the daybound permanent
    transforms, and the log names both faces."""
    from manastack.scenario import Scenario
    from manastack.ui.describe import Describer
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Brutal Cathar")
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    s.day_night("day")
    s.at("precombat_main", active=0, turn=3, priority=0)
    game = s.build()
    session = session_for(game, ai="first")
    session.pass_until("next_turn")
    assert game is session.game and session.game.state.day_night == "night"
    lines = session.log_lines()
    assert "It becomes night (CR 730.2)" in lines  # the rule that made it night
    assert "Brutal Cathar transforms into Moonrage Brute" in lines
    ja = Describer(session.game, 0, "ja")
    ja_lines = [line for ev in session.view()["log"] if (line := ja.event(ev))]
    assert "粗暴な聖戦士が月憤怒の粗暴者に変身した" in ja_lines
