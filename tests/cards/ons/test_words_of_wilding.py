"""Words of Wilding — {2}{G} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, create a 2/2 green Bear
creature token instead."
Rulings covered: ONS-FAQ-062 (activated twice: each shield replaces one draw).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .words_checks import check_player_chooses_which_words_applies

pytestmark = pytest.mark.card("Words of Wilding")


@pytest.mark.ruling("ONS-FAQ-062")
def test_draw_becomes_a_bear_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest", "Forest")
    s.library(0, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.activate(0, "Words of Wilding")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()  # to the draw step: both shields apply to its draw
    d.expect("order_replacements")
    d.choose(d.decision.actions[0].value)
    bears = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(bears) == 1  # one shield used by the single draw of the draw step
    c = d.chars(bears[0])
    assert (c.power, c.toughness) == (2, 2) and "Bear" in c.subtypes and c.colors == {"G"}
    assert d.state.players[0].hand == [] and len(d.state.players[0].library) == 2


@pytest.mark.ruling("ONS-OR-0189")
def test_player_chooses_which_words_applies() -> None:
    """Official ruling: "If multiple Words have been used prior to drawing a card, then you can
    choose which one to apply (and use up) each time you draw a card." (CR 616.1)"""

    def made_a_bear(d: Driver) -> None:
        tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
        assert len(tokens) == 1 and d.chars(tokens[0]).controller == 0

    check_player_chooses_which_words_applies("Words of Wilding", lambda d: None, made_a_bear)


def _bears(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_the_shield_lasts_only_this_turn() -> None:
    """"This turn": an effect activated in the end step and unused ends in the cleanup step
    (CR 514.2); the next turn's draw is a normal draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest")
    s.library(0, "Island", "Swamp")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=3, priority=0)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.pass_until("draw", turn=4)
    assert not _bears(d)
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]


def test_each_shield_replaces_one_draw_of_a_spell() -> None:
    """Faithful Mending's "draw two cards" is two draws (CR 121.2): one shield replaces the
    first with a Bear and the second is drawn (CR 614.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest", "Plains", "Island")
    s.hand(0, "Faithful Mending")
    s.library(0, "Island", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.cast(0, "Faithful Mending")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert len(_bears(d)) == 1
    assert len(d.state.players[0].library) == 1  # one card drawn, one draw replaced
    assert d.life(0) == 22


def test_activated_in_response_to_a_draw_spell() -> None:
    """The {1} ability is activated any time its controller has priority (CR 602.5), so in
    response to their own draw spell: the shield is set up before the spell resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest", "Forest", "Plains", "Island")
    s.hand(0, "Faithful Mending")
    s.library(0, "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert len(_bears(d)) == 2
    assert len(d.state.players[0].library) == 2


def test_only_its_controller_s_draws_are_replaced() -> None:
    """"The next time you would draw": activated in the opponent's upkeep, it leaves their
    draw alone (CR 109.5) and replaces its controller's next draw that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest", "Plains", "Island")
    s.hand(0, "Faithful Mending")
    s.library(0, "Island", "Swamp", "Swamp")
    s.library(1, "Plains", "Plains")
    s.at("upkeep", active=1, turn=4, priority=0)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.pass_until("draw", turn=4)
    assert [d.game.card(c).name for c in d.state.players[1].hand] == ["Plains"]
    assert not _bears(d)
    d.pass_priority()
    d.cast(0, "Faithful Mending")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert len(_bears(d)) == 1 and d.chars(_bears(d)[0]).controller == 0
    assert len(d.state.players[0].library) == 2


def test_an_empty_library_s_draw_is_replaced_and_nobody_loses() -> None:
    """A draw replacement applies even when no card could be drawn (CR 121.6a): with an empty
    library the draw step's draw becomes a Bear, no draw from an empty library is attempted,
    and the player doesn't lose (CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.pass_until("precombat_main")
    assert len(_bears(d)) == 1
    assert not d.state.players[0].lost and not d.game.is_over


def test_the_shield_stays_after_the_words_leave_the_battlefield() -> None:
    """The resolved ability's replacement effect exists apart from its source (CR 113.7a,
    614.1a): Words of Wilding destroyed afterwards, the next draw still becomes a Bear."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Words of Wilding")])
    d.resolve()
    assert d.zone_of("Words of Wilding") == "graveyard"
    d.pass_until("precombat_main")
    assert len(_bears(d)) == 1 and d.chars(_bears(d)[0]).controller == 0
    assert d.state.players[0].hand == []


def test_in_two_headed_giant_the_teammate_s_draw_is_not_replaced() -> None:
    """In the team's draw step each player draws (CR 805.4b); "you" is the Words' controller
    only (CR 810.5), so the teammate draws a card and the controller gets a Bear."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Words of Wilding", "Forest")
    for p in range(4):
        s.library(p, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.pass_until("precombat_main")
    assert len(_bears(d)) == 1 and d.chars(_bears(d)[0]).controller == 0
    assert d.state.players[0].hand == []
    assert [d.game.card(c).name for c in d.state.players[1].hand] == ["Island"]


def test_made_to_read_elf_the_draw_becomes_an_elf_token() -> None:
    """CR 612.2a, 111.4: Artificial Evolution replaces Bear with Elf in Words of Wilding's
    text: the replaced draw creates a 2/2 green Elf creature token named Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Island", "Forest")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Words of Wilding")])
    d.resolve()
    d.choose("Bear")
    d.choose("Elf")
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.pass_until("draw", turn=3)  # the shield replaces the draw of the draw step
    [elf] = _bears(d)
    c = d.chars(elf)
    assert (c.name, c.power, c.toughness, c.subtypes, c.colors) == \
        ("Elf Token", 2, 2, {"Elf"}, {"G"})
    assert len(d.state.players[0].library) == 2
