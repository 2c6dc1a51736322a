"""Citadel Siege — {2}{W}{W} Enchantment.

Oracle: "As Citadel Siege enters the battlefield, choose Khans or Dragons.
• Khans — At the beginning of combat on your turn, put two +1/+1 counters on target creature
you control.
• Dragons — At the beginning of combat on each opponent's turn, tap target creature that player
controls."
Rulings covered: MIC-OR-0111, MIC-OR-0112, MIC-OR-0113.
"""

from __future__ import annotations

import pytest

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import COPY_ENCHANTMENT

pytestmark = pytest.mark.card("Citadel Siege")

CARD = "Citadel Siege"


def _siege(choice: str) -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.battlefield(1, "Quicksilver Dragon")
    s.battlefield(2, "Elvish Warrior")
    s.hand(0, CARD)
    for p in range(3):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(choice)
    return d


def _to_combat_of(d: Driver, turn: int) -> None:
    while not (d.state.turn == turn and d.state.step.name == "BEGINNING_OF_COMBAT"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


@pytest.mark.ruling("MIC-OR-0111")
def test_khans_two_counters_on_your_turn_only() -> None:
    """Khans: at the beginning of its controller's combat, two counters on Glory Seeker; on an
    opponent's turn, nothing happens."""
    d = _siege("Khans")
    _to_combat_of(d, 3)
    assert len(d.state.stack) == 1
    d.choose(d.find("Glory Seeker")) if d.decision.kind == "target" else None
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1") == 2
    _to_combat_of(d, 4)
    assert not d.state.stack


@pytest.mark.ruling("MIC-OR-0112")
def test_dragons_taps_a_creature_of_the_active_opponent_only() -> None:
    """Dragons (nothing to do with the Dragon creature type): at the beginning of combat on
    player 1's turn, a creature player 1 controls is tapped (player 2's can't be targeted);
    nothing on its controller's own turn."""
    d = _siege("Dragons")
    _to_combat_of(d, 3)
    assert not d.state.stack
    _to_combat_of(d, 4)
    assert d.decision.kind == "target"
    opts = {a.value for a in d.game.legal_actions()}
    assert d.find("Quicksilver Dragon") in opts and d.find("Elvish Warrior") not in opts
    d.choose(d.find("Quicksilver Dragon"))
    d.resolve()
    assert d.state.objects[d.find("Quicksilver Dragon")].tapped


@pytest.mark.ruling("MIC-OR-0113")
def test_a_copy_of_the_siege_makes_its_own_choice() -> None:
    """Copy Enchantment entering as a copy of the Siege (Khans) chooses again, Dragons: the
    copy has only the Dragons ability and the original only Khans, so at the beginning of
    its controller's combat only the original's ability triggers, and on an opponent's turn
    only the copy's (CR 607.2m, 707.6: each anchor-word ability is linked to its own object's
    choice)."""
    assert COPY_ENCHANTMENT
    d2 = _copy_game()
    original, copy = d2.find(CARD, "battlefield"), d2.find("Copy Enchantment", "battlefield")
    assert d2.chars(copy).name == CARD
    assert d2.state.objects[original].chosen.get("mode") == "Khans"
    assert d2.state.objects[copy].chosen.get("mode") == "Dragons"
    _to_combat_of(d2, 3)
    assert len(d2.state.stack) == 1
    assert d2.state.objects[d2.state.stack[-1]].source == original
    if d2.decision.kind == "target":
        d2.choose(d2.find("Glory Seeker"))
    d2.resolve()
    assert d2.state.objects[d2.find("Glory Seeker")].counters.get("+1/+1") == 2
    _to_combat_of(d2, 4)
    assert d2.decision.kind == "target" and len(d2.state.stack) == 1
    assert d2.state.objects[d2.state.stack[-1]].source == copy
    d2.choose(d2.find("Quicksilver Dragon"))
    d2.resolve()
    assert d2.state.objects[d2.find("Quicksilver Dragon")].tapped


def _copy_game() -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island", "Island", "Island", "Glory Seeker")
    s.battlefield(1, "Quicksilver Dragon")
    s.battlefield(2, "Elvish Warrior")
    s.hand(0, CARD, "Copy Enchantment")
    for p in range(3):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Khans")
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find(CARD))
    d.choose("Dragons")
    return d


def test_khans_targets_only_a_creature_you_control() -> None:
    """CR 115.1: "target creature you control": at the beginning of its controller's combat,
    the opponent's Elvish Warrior can't be chosen; two counters go on the chosen Glory
    Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker", "Daru Cavalier")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Khans")
    _to_combat_of(d, 3)
    assert d.decision.kind == "target"
    opts = {a.value for a in d.game.legal_actions()}
    assert d.find("Elvish Warrior") not in opts
    assert {d.find("Glory Seeker"), d.find("Daru Cavalier")} <= opts
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 4


def test_dragons_with_no_creature_to_target_does_nothing() -> None:
    """CR 603.3d: on the opponent's turn the Dragons ability has no creature of theirs to
    target, so it is removed from the stack and the game goes on."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.hand(0, CARD)
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Dragons")
    _to_combat_of(d, 4)
    assert d.decision.kind == "priority" and not d.state.stack
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_dragons_in_two_headed_giant_triggers_for_each_opponent_of_the_active_team() -> None:
    """CR 805.4d (via 805.5): on the opposing team's shared turn both of its players are
    active, so "on each opponent's turn" triggers once for each, each ability targeting a
    creature that player controls."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.battlefield(2, "Quicksilver Dragon")
    s.battlefield(3, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Dragons")
    turn = d.state.turn
    _to_combat_of(d, turn + 1)
    dragon, warrior = d.find("Quicksilver Dragon"), d.find("Elvish Warrior")
    for _ in range(2):
        if d.decision.kind == "target":
            opts = {a.value for a in d.game.legal_actions()}
            assert len(opts & {dragon, warrior}) == 1
            d.choose(next(iter(opts & {dragon, warrior})))
        elif d.decision.kind != "priority":
            d.take_first(d.decision.kind)
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.state.objects[dragon].tapped and d.state.objects[warrior].tapped
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_khans_trigger_resolves_after_the_siege_is_destroyed() -> None:
    """CR 113.7a: the Khans ability on the stack resolves although the Siege was destroyed
    by Naturalize in response."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Forest", "Forest", "Glory Seeker")
    s.hand(0, CARD, "Naturalize")
    d = Driver(s.build())
    d.cast(0, CARD, )
    d.resolve()
    d.choose("Khans")
    _to_combat_of(d, 3)
    if d.decision.kind == "target":
        d.choose(d.find("Glory Seeker"))
    d.cast(0, "Naturalize", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1") == 2


def test_khans_in_two_headed_giant_triggers_on_the_team_s_turn_for_the_teammate() -> None:
    """CR 805.4: "on your turn" is the team's turn: player 1's Siege (Khans) triggers at the
    beginning of combat of the team's turn, and only a creature player 1 controls can be
    targeted."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    s.battlefield(1, CARD, chosen={"mode": "Khans"})
    s.battlefield(1, "Daru Cavalier")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    while d.state.step.name != "BEGINNING_OF_COMBAT":
        d.pass_priority()
    d.expect("target")
    assert d.decision.player == 1
    offered = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker") not in offered
    d.choose(d.find("Daru Cavalier"))
    while d.state.stack:
        d.pass_priority()
    assert d.state.objects[d.find("Daru Cavalier")].counters == {"+1/+1": 2}


def test_a_word_that_isn_t_khans_or_dragons_is_refused_and_nothing_changes() -> None:
    """CR 614.12c: the choice is exactly Khans or Dragons: "Dragon" and no answer are refused
    with an error listing the two, the game unchanged; then Dragons is accepted."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("choose_option")
    before = d.game.fingerprint()
    for wrong in ("Dragon", None):
        with pytest.raises(IllegalActionError, match="is not one of the choices; the choices "
                                                     "are: 'Khans', 'Dragons'"):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    d.choose("Dragons")
    assert d.state.objects[d.find(CARD)].chosen.get("mode") == "Dragons"


def test_khans_refuses_an_opponent_s_creature_as_target_saying_why() -> None:
    """CR 115.1: the opponent's Elvish Warrior is refused with an error quoting "target
    creature you control"; the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Khans")
    _to_combat_of(d, 3)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior doesn't fit the target's "
                                                 "description, \"target creature you control\""):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before


def _text(d: Driver, oid: int) -> str:
    return str(next(o for o in d.game.view(0)["battlefield"] if o["id"] == oid)["text"])


def test_dragon_made_to_read_elf_leaves_the_anchor_word_dragons() -> None:
    """CR 612.2, 614.12c: "Dragons" is an anchor word, not a creature type: Artificial
    Evolution replacing Dragon with Elf leaves "choose Khans or Dragons" and "• Dragons —" as
    they are (the Japanese 「カンか龍か」 and 「• 龍 ―」 too), and the Dragons ability still taps
    the opponent's creature."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island", "Glory Seeker")
    s.battlefield(1, "Quicksilver Dragon")
    s.battlefield(2, "Elvish Warrior")
    s.hand(0, CARD, "Artificial Evolution")
    for p in range(3):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Dragons")
    siege = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[siege])
    d.resolve()
    d.choose("Dragon")
    d.choose("Elf")
    text = _text(d, siege)
    assert "choose Khans or Dragons." in text and "• Dragons —" in text
    assert "Elves" not in text
    # in Japanese the anchor word is 龍, not the creature type ドラゴン: nothing changes
    ja = str(next(o for o in d.game.view(0)["battlefield"] if o["id"] == siege)["text_ja"])
    assert ja == database().get(CARD).front.text_ja
    assert "カンか龍かを選ぶ。" in ja and "• 龍 ―" in ja and "エルフ" not in ja
    _to_combat_of(d, 4)
    d.choose(d.find("Quicksilver Dragon"))
    d.resolve()
    assert d.state.objects[d.find("Quicksilver Dragon")].tapped


def test_a_copy_made_to_read_elf_keeps_its_anchor_words_too() -> None:
    """CR 707.2, 612.2, 614.12c: Copy Enchantment copying the Siege has its text and its
    anchor words; Dragon replaced with Elf on the copy leaves "Dragons" unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island", "Island", "Island", "Island")
    s.hand(0, CARD, "Copy Enchantment", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Khans")
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find(CARD))
    d.choose("Dragons")
    copy = d.find("Copy Enchantment", "battlefield")
    d.cast(0, "Artificial Evolution", targets=[copy])
    d.resolve()
    d.choose("Dragon")
    d.choose("Elf")
    text = _text(d, copy)
    assert "choose Khans or Dragons." in text and "• Dragons —" in text


def test_a_dragon_text_change_leaves_the_question_and_its_options_alone() -> None:
    """CR 612.2, 614.12c, 400.7a: Artificial Evolution replaces Dragon with Elf in the Citadel
    Siege spell: "Dragons" is an anchor word, not a creature type, so as the Siege enters its
    controller is still asked "Choose Khans or Dragons" with those two options."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    for plains in d.ids("Plains"):
        d.mana(0, plains)
    siege = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[siege])
    d.resolve()
    d.choose("Dragon")
    d.choose("Elf")
    d.resolve()
    dec = d.expect("choose_option")
    assert dec.prompt == "Choose Khans or Dragons"
    assert {a.value for a in dec.actions} == {"Khans", "Dragons"}
