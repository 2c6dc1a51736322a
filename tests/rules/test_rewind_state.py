"""A spell being cast by a player who concedes ceases to exist (CR 104.3a, 800.4a): the game
goes back to before the spell was begun (CR 601.2, 732), exactly. Everything the casting
changed comes back as it was: the card cast from its graveyard (a new object on the stack, CR
400.7), a Goblin sacrificed for mana (a new object in the graveyard), the lands tapped, the
mana spent, the player's zones, and the table of objects in its order; and the game goes on
from there as a copy of it taken before the cast does."""

from __future__ import annotations

from collections import Counter

from manastack.benchmark import COMMANDER_TABLE
from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    Concede,
)
from manastack.decisions.policies import RandomPolicy
from manastack.formats.deck_choice import load_deck
from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.state.game_state import GameState
from manastack.testing import Driver
from tests.lockstep import play_on, same_record


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


def _kept(g: GameState, seen: Counter[str]) -> None:
    """Counts the parts of the record that hold something as a spell or ability is begun."""
    for name in ("stack", "exile", "shields", "turn_counts", "extra", "combat"):
        if getattr(g, name):
            seen[name] += 1
    for p in g.players:
        for name in ("hand", "graveyard", "mana_pool", "commander_casts", "commander_damage"):
            if getattr(p, name):
                seen[name] += 1


def test_each_cast_conceded_in_a_commander_game_goes_back_tosame_record() -> None:
    """Four players with Commander decks answer at random; at each spell or ability begun that
    asks its caster something more, a copy of the game has them concede then: it goes back to
    before the spell or ability (CR 104.3a, 732), to the very record of a copy made before
    it that concedes at once, whatever the record held then (spells on the stack, mana in a
    pool, combat, cards in exile, commanders cast and commander damage, per-turn counts)."""
    decks = [load_deck(n, check=False, format="commander") for n in COMMANDER_TABLE]
    seen: Counter[str] = Counter()
    checked = 0
    for seed in (3, 13):
        game = Game.new(decks, seed=seed, format="commander", auto_pay=True)
        policies = [RandomPolicy(seed * 10 + p) for p in range(4)]
        for _ in range(3000):
            d = game.decision
            assert d is not None
            action = policies[d.player].choose(game, d.player, game.legal_actions())
            if isinstance(action, CastSpell | ActivateAbility):
                before, trial = game.clone(), game.clone()
                try:
                    trial.apply(d.player, action)
                except IllegalActionError:
                    same_record(trial.state, before.state)
                else:
                    asked = trial.decision
                    if asked is not None and asked.kind != "priority" and \
                            asked.player == d.player:
                        _kept(game.state, seen)
                        trial.apply(d.player, Concede())
                        before.apply(d.player, Concede())
                        same_record(trial.state, before.state)
                        assert trial.history == before.history
                        checked += 1
            game.apply(d.player, action)
    assert checked >= 50
    assert set(seen) == {"stack", "exile", "shields", "turn_counts", "extra", "combat", "hand",
                         "graveyard", "mana_pool", "commander_casts", "commander_damage"}


def test_a_spell_taken_back_during_combat_goes_back_to_the_combat_as_it_was() -> None:
    """Goblin Sledder attacks; player 0 casts Solar Blast and sacrifices the Sledder to Skirk
    Prospector for {R} (an attacking creature sacrificed is removed from combat, CR 506.4).
    A concession while the rest is paid takes the spell back (CR 732) before player 0 leaves
    the game with their permanents (CR 800.4a): the game, and on its own a copy made while
    casting, whatever the game did in the meantime, are the very game conceded before the
    spell was cast."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Skirk Prospector", "Goblin Sledder", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.battlefield(1, "Krosan Tusker")
    for p in range(3):
        s.library(p, *["Plains"] * 10)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.to_combat()
    d.attack({sledder: 1})
    d.expect("priority")
    before = d.game.clone()
    d.act(0, CastSpell(d.find("Solar Blast", "hand"), "normal"))
    d.choose(1)
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(d.find("Skirk Prospector"), 0, "R"))
    d.expect("sacrifice")
    d.choose(sledder)
    d.expect("pay_mana")
    assert d.ids("Goblin Sledder", zone="graveyard") and not d.state.combat.attackers
    copy = d.game.clone()
    d.act(0, Concede())
    before.apply(0, Concede())
    conceded = before.clone()
    same_record(d.state, before.state)
    assert d.state.combat is not None and d.state.players[0].lost
    _play_on(d.game, before)
    copy.apply(0, Concede())
    same_record(copy.state, conceded.state)
    _play_on(copy, conceded)
