"""Aphetto Vulture — {4}{B}{B} Creature — Zombie Bird 3/2.

Oracle: "Flying / When Aphetto Vulture dies, you may put target Zombie card from your
graveyard on top of your library."
Rulings covered: ONS-FAQ-069 (it may put itself on top of your library).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Aphetto Vulture")


@pytest.mark.ruling("ONS-FAQ-069", "ONS-OR-0093")
def test_can_return_itself_to_the_top() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, "Festering Goblin")
    s.library(0, "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Plasma", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    d.expect("target")
    d.choose(d.find("Aphetto Vulture", zone="graveyard"))
    d.resolve()
    d.expect("may")
    d.choose(True)
    top = d.state.players[0].library[0]
    assert d.game.card(top).name == "Aphetto Vulture"


def test_only_zombie_cards_in_its_controllers_graveyard_are_targets() -> None:
    """CR 115.1: "your graveyard" is the graveyard of the ability's controller; an
    opponent's Zombie card and a non-Zombie card of yours can't be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Festering Goblin")
    s.library(0, "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Plasma", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    dec = d.expect("target")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered - {None} == {d.find("Aphetto Vulture", zone="graveyard")}



def _vulture_dies(*graveyard: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, *graveyard)
    s.library(0, "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Plasma", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    return d


def test_another_zombie_card_goes_on_top() -> None:
    """Any Zombie card in your graveyard: a Zombie Goblin goes on top of the library, the
    Vulture stays in the graveyard."""
    d = _vulture_dies("Festering Goblin")
    d.expect("target")
    d.choose(d.find("Festering Goblin", zone="graveyard"))
    d.resolve()
    d.expect("may")
    d.choose(True)
    lib = d.state.players[0].library
    assert [d.game.card(c).name for c in lib] == ["Festering Goblin", "Island"]
    assert d.ids("Aphetto Vulture", zone="graveyard")


def test_may_leave_the_card_in_the_graveyard() -> None:
    """"You may": declining leaves the target where it is (CR 603.5)."""
    d = _vulture_dies("Festering Goblin")
    d.choose(d.find("Festering Goblin", zone="graveyard"))
    d.resolve()
    d.choose(False)
    assert d.ids("Festering Goblin", zone="graveyard")
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Island"]


def test_the_target_gone_from_the_graveyard_the_ability_does_nothing() -> None:
    """The target is exiled from the graveyard in response (Rotten Reunion): it is an illegal
    target (CR 608.2b) and nothing goes on top of the library; the Vulture stays where it is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, "Festering Goblin")
    s.library(0, "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain", "Swamp")
    s.hand(1, "Chain of Plasma", "Rotten Reunion")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Plasma", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    goblin = d.find("Festering Goblin", zone="graveyard")
    d.choose(goblin)
    d.cast(1, "Rotten Reunion", targets=[goblin])
    d.resolve()
    assert d.ids("Festering Goblin", zone="exile")
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Island"]
    assert d.ids("Aphetto Vulture", zone="graveyard")


def test_it_has_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    d = Driver(s.build())
    assert d.chars(d.find("Aphetto Vulture")).has("Flying")


def test_under_another_player_s_control_it_looks_at_its_controller_s_graveyard() -> None:
    """The Vulture owned by player 1 but controlled by player 0 dies into its owner's
    graveyard; the ability's controller is player 0 (CR 603.3a), so "your graveyard" is player
    0's (CR 109.5): their Zombie card is offered, not the Vulture nor player 1's Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture", owner=1)
    s.graveyard(0, "Festering Goblin")
    s.graveyard(1, "Gluttonous Zombie")
    s.library(0, "Island")
    s.library(1, "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Plasma", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    assert d.ids("Aphetto Vulture", zone="graveyard", player=1)
    dec = d.expect("target")
    assert dec.player == 0
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered - {None} == {d.find("Festering Goblin", zone="graveyard")}


def test_sacrificed_to_seaside_haven_it_goes_on_top_and_is_drawn() -> None:
    """Sacrificed as Seaside Haven's cost, the Vulture's trigger resolves first (CR 603.3):
    it puts itself on top of the library, and the Haven's ability then draws it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Aphetto Vulture")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Aphetto Vulture")])
    d.choose(d.find("Aphetto Vulture", zone="graveyard"))
    d.resolve()
    d.choose(True)
    d.resolve()
    assert d.ids("Aphetto Vulture", zone="hand")
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Forest"]


def test_the_may_question_says_what_the_ability_would_do() -> None:
    """CR 603.5: the optional ability asks its controller, as it resolves, whether to use it;
    the question says what it would do, in the card's words in English and Japanese, beside
    the ability of Aphetto Vulture it belongs to (the Vulture itself has died); the opponent's
    view is not asked it and says no words of the question."""
    from manastack.ui.describe import Describer
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, "Festering Goblin")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Chain of Plasma", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    d.choose(d.find("Festering Goblin"))
    d.resolve()
    d.expect("may")
    words = ("When Aphetto Vulture dies, you may put target Zombie card from your graveyard on "
             "top of your library.")
    words_ja = ("アフェットの禿鷹が死亡したとき、あなたの墓地にあるゾンビ・カード１枚を対象とする。"
                "あなたはそれを自分のライブラリーの一番上に置いてもよい")
    assert d.game.view(0)["decision"]["ability"] == {"effect": words,
                                                     "effect_ja": words_ja + "。"}
    assert "ability" not in d.game.view(1)["decision"]
    assert Describer(d.game, 0, "en").prompt("may", d.decision.prompt) == \
        f'Use this ability? "{words}" (ability of Aphetto Vulture)'
    assert Describer(d.game, 0, "ja").prompt("may", d.decision.prompt) == \
        f"「{words_ja}」を実行しますか？（アフェットの禿鷹の能力）"


def test_a_zombie_dying_at_the_same_time_can_be_the_target() -> None:
    """CR 603.10a, 603.3d: the ability triggers on the Vulture leaving the battlefield, and
    its target is chosen when it is put on the stack: Gluttonous Zombie, killed by the same
    Slice and Dice, is then a Zombie card in the graveyard and can be put on top."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture", "Gluttonous Zombie")
    s.library(0, "Island")
    s.battlefield(1, *["Mountain"] * 6)
    s.hand(1, "Slice and Dice")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Slice and Dice")
    d.resolve()
    dec = d.expect("target")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)} - {None}
    zombie = d.find("Gluttonous Zombie", zone="graveyard")
    assert offered == {zombie, d.find("Aphetto Vulture", zone="graveyard")}
    d.choose(zombie)
    d.resolve()
    d.choose(True)
    assert [d.game.card(c).name for c in d.state.players[0].library] == \
        ["Gluttonous Zombie", "Island"]


def test_exiled_it_does_not_die_and_nothing_triggers() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield. Swords to Plowshares
    exiles the Vulture: no ability triggers, the Zombie card stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture")
    s.graveyard(0, "Festering Goblin")
    s.library(0, "Island")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Swords to Plowshares", targets=[d.find("Aphetto Vulture")])
    d.resolve()
    assert d.zone_of("Aphetto Vulture") == "exile"
    assert d.state.stack == [] and d.decision.kind == "priority"
    assert d.ids("Festering Goblin", zone="graveyard")
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Island"]


def test_made_to_read_elf_it_returns_an_elf_card_not_itself() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Aphetto Vulture's text: an Elf
    Bird, its dies ability targets an Elf card in your graveyard (Wirewood Herald); the
    Vulture card itself, a Zombie Bird again in the graveyard (CR 400.7), and Festering Goblin
    aren't Elf cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Vulture", "Island")
    s.graveyard(0, "Festering Goblin", "Wirewood Herald")
    s.library(0, "Island")
    s.library(1, "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    d = Driver(s.build())
    vulture = d.find("Aphetto Vulture")
    evolve(d, vulture, "Zombie", "Elf")
    assert d.chars(vulture).subtypes == {"Elf", "Bird"}
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Chain of Plasma", targets=[vulture])
    d.resolve()
    dec = d.expect("target")
    options = {a.value for a in dec.actions if isinstance(a, Choose)}
    herald = d.find("Wirewood Herald", zone="graveyard")
    assert herald in options
    assert d.find("Aphetto Vulture", zone="graveyard") not in options
    assert d.find("Festering Goblin", zone="graveyard") not in options
    d.choose(herald)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.game.card(d.state.players[0].library[0]).name == "Wirewood Herald"
