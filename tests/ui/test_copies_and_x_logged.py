"""The log of the terminal clients says when a spell is copied and by whom (CR 707.10), and
announces the value of X of a spell or ability with its modes and targets as it is first seen
on the stack (CR 601.2b, 107.3a), in English and Japanese; the web client words a copy the
same way."""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.server.messages import LOG, catalogue
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.messages import UI_MESSAGES
from tests.ui.conftest import session_for


def _light_up_the_night_copied() -> Driver:
    """Player 1 casts Galvanic Iteration, then Light Up the Night with X = 1 at player 2: the
    Iteration's ability copies it, the copy keeping its target."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Light Up the Night")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Light Up the Night", x=1, targets=[1])
    d.resolve()  # the Iteration's ability: the copy
    d.choose(1)  # its target kept
    assert d.decision.kind == "priority" and len(d.state.stack) == 2
    return d


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["You cast Light Up the Night", "Galvanic Iteration triggers",
            "Light Up the Night: X=1", "Light Up the Night targets Player 2",
            "You copy Light Up the Night", "Light Up the Night: X=1",
            "Light Up the Night targets Player 2"]),
    ("ja", ["あなたが夜を照らすを唱えた", "感電の反復の能力が誘発した",
            "夜を照らすのXの値：1", "夜を照らすの対象：プレイヤー2",
            "あなたが夜を照らすをコピーした", "夜を照らすのXの値：1",
            "夜を照らすの対象：プレイヤー2"]),
])
def test_a_copy_and_the_value_of_x_are_in_the_log(lang: str, expected: list[str]) -> None:
    """The copy is logged as its controller copying it (CR 707.10: it isn't cast), and X is
    announced for the spell and for its copy (CR 707.10: the copy has the same X), each where
    the player first had priority with it on the stack: the spell under the Iteration's
    trigger, before the copy (the session recalls the position the game was played to)."""
    session = session_for(_light_up_the_night_copied().game, lang=lang)
    session.advance()
    lines = session.log_lines()
    start = lines.index(expected[0])
    assert lines[start:start + len(expected)] == expected


def test_an_opponents_copy_is_logged_as_theirs() -> None:
    """CR 707.10: the player who copies Chain of Vapor is the one who controls the copy; the
    log names them to each player, in both languages."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Crafty Pathmage", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    d.choose(True)  # player 2 sacrifices a land
    d.choose(d.ids("Island", player=1)[0])
    d.choose(True)  # and copies the spell
    copied = next(ev for ev in d.game.view(0)["log"] if ev["kind"] == "copy")
    assert Describer(d.game, 0, "en").event(copied) == "Player 2 copies Chain of Vapor"
    assert Describer(d.game, 1, "en").event(copied) == "You copy Chain of Vapor"
    assert Describer(d.game, 0, "ja").event(copied) == "プレイヤー2が蒸気の連鎖をコピーした"


def test_the_web_client_words_a_copy_as_the_terminal_does() -> None:
    """The web client's log of a copy uses the terminal's sentence, naming who copies it."""
    assert LOG["copy"] == "log_copy"
    words = catalogue(UI_MESSAGES)
    assert words["en"]["log_copy"] == "{player} copies {card}"
    assert words["en"]["log_copy_you"] == "You copy {card}"
    assert words["ja"]["log_copy"] == "{player}が{card}をコピーした"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Shock doesn't resolve: all its targets are illegal"),
    ("ja", "ショックは対象がすべて不適正になったため解決されない"),
])
def test_a_spell_whose_targets_are_all_illegal_is_logged_as_not_resolving(
        lang: str, expected: str) -> None:
    """CR 608.2b: the second Shock at a Glory Seeker the first one destroyed doesn't resolve;
    the log of the terminal clients says so (not that it is countered), and the web client
    uses the same words."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    first, second = d.ids("Shock", "hand")
    d.cast(0, first, targets=[seeker])
    d.cast(0, second, targets=[seeker])
    d.resolve()
    d.resolve()
    fizzle = next(ev for ev in d.game.view(0)["log"] if ev["kind"] == "fizzle")
    assert Describer(d.game, 0, lang).event(fizzle) == expected
    assert LOG["fizzle"] == "log_fizzle"
    assert catalogue(UI_MESSAGES)[lang]["log_fizzle"] == UI_MESSAGES[lang]["log_fizzle"]
    assert "countered" not in expected and "打ち消" not in expected
