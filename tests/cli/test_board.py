"""What the terminal shows each player: hidden information stays hidden."""

from __future__ import annotations

import io

from rich.console import Console

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.board import print_board
from manastack.ui.describe import Describer


def render(d: Driver, player: int, lang: str = "en") -> str:
    out = io.StringIO()
    console = Console(file=out, width=200, force_terminal=False)
    print_board(console, Describer(d.game, player, lang), d.game.view(player))
    return out.getvalue()


def face_down_game() -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.battlefield(1, "Glory Seeker", face_down=True)
    s.hand(0, "Shock")
    s.hand(1, "Goblin Sky Raider")
    return Driver(s.build())


def test_face_down_permanents_are_2_2_creatures_to_the_opponent() -> None:
    text = render(face_down_game(), 0)
    assert "Face-down 2/2 creature" in text
    assert text.count("Glory Seeker") == 1  # only the human's own, face up


def test_the_controller_knows_their_face_down_card() -> None:
    text = render(face_down_game(), 1)
    assert "Face-down 2/2 creature [Glory Seeker]" in text


def test_only_the_own_hand_is_shown() -> None:
    text = render(face_down_game(), 0)
    assert "Shock" in text and "Goblin Sky Raider" not in text
    assert "Hand 1" in text


def test_stack_with_targets_and_japanese_names() -> None:
    d = face_down_game()
    d.act(0, CastSpell(d.find("Shock")))
    d.choose(1)
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    text = render(d, 1, "ja")
    assert "スタック" in text
    assert "ショック (プレイヤー1) → あなた" in text  # player 1 is the target, seen from their side


def test_descriptions_of_actions() -> None:
    d = face_down_game()
    desc = Describer(d.game, 0, "en")
    texts = [desc.action(a) for a in d.game.legal_actions()]
    assert "Pass priority" in texts
    assert "Cast Shock" in texts
    assert "Tap Mountain for {R}" in texts


def test_the_stack_lists_each_item_on_its_own_line_top_first_with_its_controller() -> None:
    """CR 405.1, 405.2: the stack's order and who controls each object on it are public."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.stack(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    lines = [line for line in render(d, 0).splitlines() if "Stack" in line or
             "Goblin Sky Raider" in line]
    assert "Stack Shock (You) → Player 2" in lines[0]
    assert "Goblin Sky Raider (Player 2)" in lines[1] and "Stack" not in lines[1]
