"""Words of Wind — {2}{U} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, each player returns a permanent
they control to its owner's hand instead."
Rulings covered: none beyond the general Words rulings (see Words of War).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .words_checks import check_player_chooses_which_words_applies

pytestmark = pytest.mark.card("Words of Wind")


def draw_replaced_by_words_of_wind() -> Driver:
    """Player 0 activates Words of Wind in their upkeep and passes to the draw step, whose
    draw the effect replaces (the choice of permanents to return comes next)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wind", "Island", "Glory Seeker")
    s.library(0, "Swamp")
    s.battlefield(1, "Daru Cavalier", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wind")
    d.resolve()
    d.pass_priority()
    d.pass_priority()  # to the draw step: the draw is replaced
    return d


def test_each_player_returns_a_permanent() -> None:
    d = draw_replaced_by_words_of_wind()
    assert d.expect("choose_cards").player == 0
    d.choose(d.find("Glory Seeker"))
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Forest", player=1))
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Forest") == "hand"
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert len(d.state.players[0].library) == 1


@pytest.mark.ruling("ONS-OR-0090")
def test_player_chooses_which_words_applies() -> None:
    """Official ruling: "If multiple Words have been used prior to drawing a card, then you can
    choose which one to apply (and use up) each time you draw a card." (CR 616.1)"""

    def each_returns_one(d: Driver) -> None:
        d.choose(d.find("Glory Seeker"))
        d.choose(d.find("Forest", player=1))

    def returned(d: Driver) -> None:
        assert d.zone_of("Glory Seeker") == "hand"
        assert d.zone_of("Forest", player=1) == "hand"

    check_player_chooses_which_words_applies("Words of Wind", each_returns_one, returned)


def test_the_replaced_draw_is_logged_and_its_choice_names_words_of_wind() -> None:
    """The draw replaced (CR 614.1a) is in both players' logs, and no card is drawn; the
    choice of the permanent to return belongs to the replacement effect, whose source is Words
    of Wind (the ability that made it has left the stack, CR 608.2n)."""
    d = draw_replaced_by_words_of_wind()
    d.expect("choose_cards")
    assert d.game.view(0)["decision"]["source"] == {"object": d.find("Words of Wind"),
                                                    "name": "Words of Wind"}
    for p in (0, 1):
        kinds = [e["kind"] for e in d.game.view(p)["log"]]
        assert kinds.count("draw_replaced") == 1
        assert "draw" not in kinds[kinds.index("draw_replaced"):]


def test_on_another_players_turn_the_active_player_chooses_first() -> None:
    """CR 101.4: player 1 replaces the draw of their Consider with Words of Wind during player
    0's turn; the players choose the permanents to return in turn order starting with the
    active player, player 0, then player 1, and each returns the one chosen."""
    s = Scenario(seed=1)
    s.battlefield(1, "Words of Wind", "Island", "Island", "Glory Seeker")
    s.hand(1, "Consider")
    s.library(1, "Swamp", "Swamp")
    s.battlefield(0, "Daru Cavalier", "Forest")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(1, "Words of Wind")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Consider")
    d.resolve()
    d.expect("may")
    d.choose(False)  # the top card stays
    assert d.expect("choose_cards").player == 0
    d.choose(d.find("Forest", player=0))
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Forest") == "hand" and d.zone_of("Glory Seeker") == "hand"
    assert len(d.state.players[1].library) == 2


def test_the_effect_ends_with_the_turn_if_no_card_was_drawn() -> None:
    """CR 614.1a, 611.2a: "the next time you would draw a card this turn" —
    activated in the main phase with no draw that turn, it doesn't replace the next turn's
    draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wind", "Island", "Glory Seeker")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Forest", "Forest")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    d.activate(0, "Words of Wind")
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert len(d.state.players[0].library) == 1


def test_a_player_with_no_permanent_returns_nothing_and_the_others_still_do() -> None:
    """CR 609.3: a player who controls no permanent can't return one; player 1 isn't asked,
    player 0 returns the Seeker, and the draw is still replaced."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wind", "Island", "Glory Seeker")
    s.library(0, "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wind")
    d.resolve()
    d.pass_priority()
    d.pass_priority()
    assert d.expect("choose_cards").player == 0
    d.choose(d.find("Glory Seeker"))
    assert d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "hand"
    assert len(d.state.players[0].library) == 1


def test_two_activations_replace_two_draws() -> None:
    """CR 614.5: each activation makes its own replacement effect, each used up by one
    draw: the draws of two Considers are both replaced (the player picks which effect
    applies to the first, CR 616.1), so no card is drawn and four permanents return."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wind", "Island", "Island", "Island", "Island")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Consider", "Consider")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Daru Cavalier", "Forest")
    d = Driver(s.build())
    d.activate(0, "Words of Wind")
    d.resolve()
    d.activate(0, "Words of Wind")
    d.resolve()
    d.cast(0, "Consider")
    d.resolve()
    d.choose(False)
    d.take_first("order_replacements")
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Forest", player=1))
    assert d.ids("Swamp", zone="hand") == []
    d.cast(0, "Consider")
    d.resolve()
    d.choose(False)
    d.choose(d.find("Elvish Warrior"))
    d.choose(d.find("Daru Cavalier"))
    assert d.ids("Swamp", zone="hand") == []
    assert {d.zone_of("Glory Seeker"), d.zone_of("Elvish Warrior"),
            d.zone_of("Daru Cavalier")} == {"hand"}
    assert len(d.state.players[0].library) == 4
