"""Which of the pool's mana pays a cost's generic part (CR 601.2h, 107.4b): in a game set up
with ``choose_pool_mana`` (as the clients set up games for people), the player paying chooses
when the pool holds more mana than that part, of more than one type; the first answer is what
the pool spends when no one chooses (colourless first, then the colour held most), as it does
in games set up without it."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _floating(*lands: str, hand: tuple[str, ...] = ("Moonsilver Key", "Glory Seeker"),
              choose: bool = True) -> Driver:
    s = Scenario(seed=1, choose_pool_mana=choose)
    s.battlefield(0, *lands)
    s.hand(0, *hand)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    for oid in d.ids("Plains", "battlefield") + d.ids("Forest", "battlefield"):
        d.mana(0, oid)
    return d


def test_the_player_chooses_the_mana_that_pays_the_generic_part() -> None:
    """CR 601.2h: {W}{W}{G}{G} floating, Moonsilver Key ({2}) asks which two pay it; with
    {G}{G} chosen, {W}{W} stay, and Glory Seeker ({1}{W}) can be cast with them."""
    d = _floating("Plains", "Plains", "Forest", "Forest")
    d.act(0, _cast(d, "Moonsilver Key"))
    dec = d.expect("pool_mana")
    assert [a.value for a in d.game.legal_actions()] == ["{W}{W}", "{W}{G}", "{G}{G}"]
    assert dec.player == 0 and dict(dec.data)["remaining"] == "{2}"
    d.choose("{G}{G}")
    assert d.state.players[0].mana_pool == {"W": 2}
    assert d.game.decision.kind == "priority" and d.state.stack
    d.resolve()
    d.cast(0, "Glory Seeker")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.ids("Glory Seeker", "battlefield")


def test_without_a_choice_the_pool_spends_the_colour_held_most() -> None:
    """The first answer is the usual one: {W}{W} of {W}{W}{G}{G} (Driver.cast takes it)."""
    d = _floating("Plains", "Plains", "Forest", "Forest")
    d.cast(0, "Moonsilver Key")
    assert d.state.players[0].mana_pool == {"G": 2}
    d = _floating("Plains", "Plains", "Forest", "Forest")
    d.cast(0, "Moonsilver Key", pool="{W}{G}")
    assert d.state.players[0].mana_pool == {"W": 1, "G": 1}


def test_games_set_up_without_it_spend_the_pool_without_asking() -> None:
    """``Game.new``'s and ``Scenario``'s default: the pool spends {W}{W} of {W}{W}{G}{G} on
    Moonsilver Key without a decision; the option is part of the setup a game replays from."""
    d = _floating("Plains", "Plains", "Forest", "Forest", choose=False)
    d.act(0, _cast(d, "Moonsilver Key"))
    assert d.game.decision.kind == "priority"
    assert d.state.players[0].mana_pool == {"G": 2}
    d = _floating("Plains", "Plains", "Forest", "Forest")
    assert d.game.setup["choose_pool_mana"] is True


def test_a_malformed_option_is_refused() -> None:
    with pytest.raises(ValueError, match="choose_pool_mana must be True or False"):
        Scenario(seed=1, choose_pool_mana="yes")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="choose_pool_mana must be True or False"):
        Game.new([["Forest"] * 7, ["Forest"] * 7], choose_pool_mana=1)  # type: ignore[arg-type]


def test_no_choice_when_nothing_is_left_to_choose() -> None:
    """CR 601.2h: one type of mana left once the coloured symbols are paid, or no more mana
    than the generic part: the pool is spent without asking."""
    d = _floating("Plains", "Forest", "Forest", hand=("Glory Seeker",))
    d.act(0, _cast(d, "Glory Seeker"))  # {1}{W}: {W} pays {W}, {G}{G} left for {1}
    assert d.game.decision.kind != "pool_mana"
    assert d.state.players[0].mana_pool == {"G": 1}
    d = _floating("Plains", "Forest", hand=("Moonsilver Key",))
    d.act(0, _cast(d, "Moonsilver Key"))  # {2}: {W}{G} is all of it
    assert d.game.decision.kind != "pool_mana"
    assert d.state.players[0].mana_pool == {}


def test_the_coloured_symbols_are_paid_before_the_choice() -> None:
    """CR 601.2h, 107.4b: Glory Seeker ({1}{W}) with {W}{W}{G} floating: {W} pays {W}, and
    the {1} is paid with {W} or {G}, as the player chooses."""
    d = _floating("Plains", "Plains", "Forest", hand=("Glory Seeker",))
    d.act(0, _cast(d, "Glory Seeker"))
    assert [a.value for a in d.game.legal_actions()] == ["{W}", "{G}"]
    d.choose("{G}")
    assert d.state.players[0].mana_pool == {"W": 1}


def test_a_choice_not_offered_is_refused_and_changes_nothing() -> None:
    """Bad input: mana the pool doesn't hold is refused, naming the decision; the game is
    unchanged."""
    d = _floating("Plains", "Plains", "Forest", "Forest")
    d.act(0, _cast(d, "Moonsilver Key"))
    before = d.game.state.clone()
    with pytest.raises(IllegalActionError):
        d.act(0, Choose("{U}{U}"))
    assert d.state.players[0].mana_pool == before.players[0].mana_pool
    assert d.game.decision.kind == "pool_mana"
    with pytest.raises(IllegalActionError):
        d.act(1, Choose("{G}{G}"))  # not player 1's decision
    d.choose("{W}{G}")
    assert d.state.players[0].mana_pool == {"W": 1, "G": 1}


def test_an_abilitys_generic_cost_is_chosen_too() -> None:
    """CR 602.2b, 601.2h: Moonsilver Key's {1} with {W}{G} floating: the player picks {W}."""
    s = Scenario(seed=1, choose_pool_mana=True)
    s.battlefield(0, "Plains", "Forest", "Moonsilver Key")
    s.library(0, "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.mana(0, "Plains")
    d.mana(0, "Forest")
    d.activate(0, d.find("Moonsilver Key", "battlefield"), pool="{W}")
    assert d.state.players[0].mana_pool == {"G": 1}


def test_the_question_in_english_and_japanese() -> None:
    """The prompt names the generic part and the cost left, in both languages."""
    d = _floating("Plains", "Plains", "Forest", "Forest")
    d.act(0, _cast(d, "Moonsilver Key"))
    dec = d.expect("pool_mana")
    en = Describer(d.game, 0, "en").prompt(dec.kind, dec.prompt)
    ja = Describer(d.game, 0, "ja").prompt(dec.kind, dec.prompt)
    assert en == "Choose the mana of your pool that pays the generic {2} (Moonsilver Key)"
    assert "マナ・プール" in ja and "{2}" in ja
    assert d.game.view(1)["decision"]["remaining"] == "{2}"


def _cast(d: Driver, name: str) -> CastSpell:
    return CastSpell(d.find(name, "hand"))


def test_the_usual_answer_comes_first_whatever_the_order_of_the_colours() -> None:
    """The first answer is the colour held most ({G}{G} of {W}{G}{G}{G} for Moonsilver Key's
    {2}), though white comes first in the order the answers are written; and no set of more
    mana than the generic part is offered."""
    d = _floating("Plains", "Forest", "Forest", "Forest", hand=("Moonsilver Key",))
    d.act(0, _cast(d, "Moonsilver Key"))
    assert [a.value for a in d.game.legal_actions()] == ["{G}{G}", "{W}{G}"]


def test_colourless_mana_is_offered_first_and_may_be_kept() -> None:
    """CR 107.4b, 601.2h: with {C}{W}{G} floating (Unclaimed Territory's {C}), Moonsilver
    Key's {2} is paid with {C} and the colour listed first unless the player chooses: they
    may keep the {C} (paying {W}{G}) or keep {W} (paying {C}{G})."""
    for choice, left in (("{W}{G}", {"C": 1}), ("{C}{G}", {"W": 1})):
        s = Scenario(seed=1, choose_pool_mana=True)
        s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Human"})
        s.battlefield(0, "Plains", "Forest")
        s.hand(0, "Moonsilver Key")
        d = Driver(s.build())
        d.mana(0, "Unclaimed Territory", "C")
        d.mana(0, "Plains")
        d.mana(0, "Forest")
        d.act(0, _cast(d, "Moonsilver Key"))
        assert [a.value for a in d.game.legal_actions()] == ["{C}{W}", "{C}{G}", "{W}{G}"]
        d.choose(choice)
        assert d.state.players[0].mana_pool == left
