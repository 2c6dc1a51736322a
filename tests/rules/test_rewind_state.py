"""A spell being cast by a player who concedes ceases to exist (CR 104.3a, 800.4a): the game
goes back to before the spell was begun (CR 601.2, 732), exactly. Everything the casting
changed comes back as it was: the card cast from its graveyard (a new object on the stack, CR
400.7), a Goblin sacrificed for mana (a new object in the graveyard), the lands tapped, the
mana spent, the player's zones, and the table of objects in its order; and the game goes on
from there as a copy of it taken before the cast does."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, CastSpell, Choose, Concede
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.lockstep import play_on


def _position() -> Driver:
    """Player 0 of three, in their main phase, may cast Rite of Oblivion from their
    graveyard by flashback ({2}{W}{B}; sacrifice a nonland permanent) with two Plains, a
    Swamp and Skirk Prospector (sacrifice a Goblin: add {R})."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Swamp", "Skirk Prospector", "Goblin Sledder")
    s.graveyard(0, "Rite of Oblivion")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    for p in range(3):
        s.library(p, *["Plains"] * 10)
    s.at("precombat_main", active=0, turn=3, priority=0)
    return Driver(s.build())


def _casting(d: Driver) -> None:
    """Rite of Oblivion begun and three quarters paid for: Skirk Prospector sacrificed
    itself for {R}, the Swamp and a Plains tapped; one {1} is left to pay."""
    prospector = d.find("Skirk Prospector")
    d.act(0, CastSpell(d.find("Rite of Oblivion"), "flashback"))
    d.expect("target")
    d.choose(d.find("Krosan Tusker"))
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(prospector, 0, "R"))
    d.expect("sacrifice")
    d.choose(prospector)
    d.act(0, ActivateManaAbility(d.find("Swamp"), 0, "B"))
    d.act(0, ActivateManaAbility(d.ids("Plains", zone="battlefield")[0], 0, "W"))
    d.expect("pay_mana")


def _same(a: Game, b: Game) -> None:
    assert a.state.snapshot() == b.state.snapshot()
    assert list(a.state.objects) == list(b.state.objects)  # the table's order too
    assert a.history == b.history


def _play_on(*games: Game) -> None:
    """The same answers in each game: they stay the same."""
    play_on(*games, same=_same, seed=11, steps=150)


def test_a_concession_while_casting_takes_back_every_change_of_the_cast() -> None:
    d = _position()
    before = d.game.clone()
    objects = d.state.snapshot()["objects"]
    _casting(d)
    # the cast changed objects, the zones and the player
    assert d.ids("Skirk Prospector", zone="graveyard") and d.ids("Rite of Oblivion",
                                                                   zone="stack")
    assert d.state.snapshot()["objects"] != objects
    assert sum(d.state.objects[o].tapped for o in d.ids("Plains", zone="battlefield") + d.ids("Swamp")) == 2
    d.act(0, Concede())
    before.apply(0, Concede())
    _same(d.game, before)
    # Player 0's permanents left the game with them (CR 800.4a); the Rite was never cast
    assert not d.ids("Skirk Prospector") and d.state.players[0].lost
    assert d.state.players[1].graveyard == [] and d.state.stack == []
    _play_on(d.game, before)


def test_a_copy_made_while_casting_and_the_original_go_back_alike() -> None:
    """The objects as they were before the cast are shared by the game and a copy of it made
    while casting: each goes back to them on its own, whatever the other did since."""
    d = _position()
    before = d.game.clone()
    _casting(d)
    copy = d.game.clone()
    # the original finishes the cast and resolves the Rite; the copy then goes back
    d.act(0, ActivateManaAbility(d.ids("Plains", zone="battlefield")[1], 0, "W"))
    d.expect("cost_sacrifice")
    d.act(0, Choose(d.find("Goblin Sledder")))
    d.expect("priority")
    d.resolve()
    assert d.ids("Krosan Tusker", zone="exile") and d.ids("Goblin Sledder", zone="graveyard")
    copy.apply(0, Concede())
    before.apply(0, Concede())
    _same(copy, before)
    assert Driver(copy).ids("Krosan Tusker", zone="battlefield")
    _play_on(copy, before)


def test_a_copy_goes_back_after_the_original_did() -> None:
    d = _position()
    before = d.game.clone()
    _casting(d)
    copy = d.game.clone()
    d.act(0, Concede())
    assert Driver(copy).ids("Rite of Oblivion", zone="stack")
    copy.apply(0, Concede())
    before.apply(0, Concede())
    _same(d.game, before)
    _same(copy, before)
    _play_on(d.game, copy, before)
