"""The public API: ``Game.apply`` validation, cloning and saving.

``apply`` refuses an action when the game is over, when it is not that player's decision or
when the action is not legal, and leaves the game exactly as it was (same fingerprint).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import CastSpell, Choose, Game, IllegalActionError, PassPriority, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver


def position() -> Driver:
    s = Scenario(seed=5)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def test_wrong_player_is_refused_and_nothing_changes() -> None:
    d = position()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.game.apply(1, PassPriority())
    with pytest.raises(IllegalActionError):
        d.game.apply(7, PassPriority())
    assert d.game.fingerprint() == before
    assert d.game.history == []


def test_illegal_action_is_refused_and_nothing_changes() -> None:
    d = position()
    before = d.game.fingerprint()
    seeker = d.find("Glory Seeker")
    for bad in (CastSpell(seeker), PlayLand(seeker), Choose(3), "pass"):
        with pytest.raises(IllegalActionError):
            d.game.apply(0, bad)  # type: ignore[arg-type]
    assert d.game.fingerprint() == before


def test_action_that_cannot_be_completed_is_rewound() -> None:
    """A cast is offered only when it can be completed; once started, a pending choice can
    only be answered with a legal option."""
    d = position()
    shock = d.find("Shock", "hand")
    d.act(0, CastSpell(shock))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, Choose(12345))
    assert d.game.fingerprint() == before


def test_game_over_refuses_everything() -> None:
    s = Scenario(seed=5)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.game.is_over and d.game.winners == (0,)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.game.apply(0, PassPriority())
    assert d.game.fingerprint() == before
    assert d.game.legal_actions() == []


def test_a_clone_carries_every_field_of_every_object_and_player() -> None:
    """A clone's state is the same in every field (``GameState.snapshot`` reads them all), and
    stays the same while both play the same actions, each copying the objects it changes."""
    from manastack.decisions.policies import RandomPolicy
    from manastack.formats.deck_choice import default_decks
    from manastack.simulate import Autoplayer

    game = Game.new(list(default_decks()), seed=7, auto_pay=True)
    runner = Autoplayer(game, [RandomPolicy(1), RandomPolicy(2)])
    for _ in range(300):
        runner.step()
    copy = game.clone()
    assert copy.state.snapshot() == game.state.snapshot()
    for _ in range(200):
        if game.is_over:
            break
        d = game.decision
        action = runner.step()
        copy.apply(d.player, action)
    assert copy.state.snapshot() == game.state.snapshot()


def test_clone_is_independent() -> None:
    d = position()
    c = Driver(d.game.clone())
    before = d.game.fingerprint()
    c.cast(0, "Shock", targets=[c.find("Glory Seeker")])
    c.resolve()
    assert c.ids("Glory Seeker", zone="graveyard")
    assert d.game.fingerprint() == before
    assert d.ids("Glory Seeker", zone="battlefield")
    # and the other way round
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18 and c.life(1) == 20


def test_json_round_trip_reproduces_the_game() -> None:
    d = position()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.play_land(0, "Mountain")
    d.pass_until("precombat_main", turn=4)
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()
    assert [a for _, a in again.history] == [a for _, a in d.game.history]


def test_json_round_trip_of_a_full_game_start() -> None:
    deck = ["Mountain"] * 10 + ["Shock"] * 10
    g = Game.new([deck, deck], seed=9)
    d = Driver(g)
    d.choose(1)
    d.choose("keep")
    d.choose("mulligan")
    d.choose(d.state.players[0].hand[0])
    d.choose("keep")
    assert d.state.turn == 1
    again = Game.from_json(g.to_json())
    assert again.fingerprint() == g.fingerprint()


def test_malformed_json_is_refused() -> None:
    with pytest.raises(ValueError):
        Game.from_json("{not json")
    with pytest.raises(ValueError):
        Game.from_json('{"format": "other"}')


def test_the_fingerprint_names_every_part_of_the_state() -> None:
    """The fingerprint is the whole state as plain data (CR 100-122: everything needed to go
    on exactly), each part under its name; a team game adds its teams (CR 810.1)."""
    parts = {"objects", "players", "battlefield", "stack", "exile", "command", "turn", "active",
             "step", "priority", "passes", "work", "pending", "frames", "effects", "shields",
             "delayed", "triggered", "timestamp", "next_id", "rng", "log", "combat",
             "day_night", "game_over", "winners", "turn_counts", "extra"}
    d = position()
    fp = d.game.fingerprint()
    assert set(fp) == parts
    assert (fp["turn"], fp["active"], fp["step"], fp["priority"]) == (3, 0, 3, 0)
    assert fp["battlefield"] == d.state.battlefield and fp["rng"] == d.state.rng.state
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, "Forest")
    team = Driver(s.build()).game.fingerprint()
    assert set(team) == parts | {"teams"} and team["teams"] == [[0, 1], [0, 1], [2, 3], [2, 3]]


def test_the_fingerprint_names_every_part_of_the_combat_record() -> None:
    """The combat part of the fingerprint (CR 506.1), each part under its name, before the
    attack and after Odric's controller chose the blocks (CR 509.1) and Gustcloak Runner,
    blocked, was removed from combat: it is kept as what it was attacking (CR 508.5), its
    blocker is still a blocking creature blocking nothing (CR 506.4). A clone has the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Odric, Master Tactician", "Gustcloak Runner", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    assert d.game.fingerprint()["combat"] == {
        "attackers": [], "blockers": [], "blocked": [], "declared_attackers": False,
        "declared_blockers": False, "first_strike_dealt": [], "defenders_done": [],
        "damage_assignment": []}
    attackers = [x for x in d.state.battlefield if d.state.objects[x].controller == 0]
    d.attack(attackers)
    d.resolve()  # Odric's trigger
    while d.decision.kind == "priority":
        d.pass_priority()
    runner, warrior = d.find("Gustcloak Runner"), d.find("Elvish Warrior")
    assert d.decision.kind == "declare_blockers" and d.decision.player == 0
    d.block({warrior: runner})
    d.resolve()  # the Runner's trigger
    d.choose(True)
    assert d.game.fingerprint()["combat"] == {
        "attackers": [[a, 1] for a in attackers if a != runner], "blockers": [[warrior, []]],
        "blocked": [], "declared_attackers": True, "declared_blockers": True,
        "first_strike_dealt": [], "defenders_done": [1], "damage_assignment": [],
        "blocks_chosen_by": 0, "was_attacking": [[runner, 1]]}
    assert d.game.clone().fingerprint() == d.game.fingerprint()


def test_a_clone_taken_while_a_spell_is_being_cast_finishes_it_alone() -> None:
    """A clone taken at the target decision of a spell being cast (CR 601.2c) can finish
    casting it and resolve it; the original still waits for its target."""
    d = position()
    d.act(0, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    c = Driver(d.game.clone())
    c.choose(c.find("Glory Seeker"))
    c.pay()
    c.resolve()
    assert c.ids("Glory Seeker", zone="graveyard")
    assert d.decision.kind == "target" and d.ids("Glory Seeker", zone="battlefield")


def test_a_clone_taken_while_a_spell_is_being_cast_is_unchanged_when_the_original_goes_on(
        ) -> None:
    """The original finishes casting Shock (CR 601.2c-h), resolves it on Glory Seeker and
    untaps; a clone taken at the target decision still waits for its target with Glory Seeker
    undamaged on the battlefield and the Mountains untapped, and can finish the cast itself."""
    d = position()
    d.act(0, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    c = Driver(d.game.clone())
    before = c.game.fingerprint()
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    d.pass_until("upkeep", turn=d.state.turn + 2)
    assert c.game.fingerprint() == before
    c.choose(c.find("Glory Seeker"))
    c.pay()
    c.resolve()
    assert c.ids("Glory Seeker", zone="graveyard")


def test_a_new_card_and_a_land_just_played_have_the_default_status() -> None:
    """CR 110.5b: a permanent enters untapped, face up and phased in unless something says
    otherwise; a card in a library is a plain card (no damage, counters, choices or marks),
    and so is the new object a land becomes on the battlefield (CR 400.7)."""
    default = {
        "face": 0, "face_down": False, "tapped": False, "controlled_since": 0, "damage": 0,
        "deathtouch_damage": False, "counters": {}, "attached_to": None, "timestamp": 0,
        "is_token": False, "is_copy": False, "token_def": None, "ability": None,
        "source": None, "stack": {}, "known_to": [], "phased_out": False, "chosen": {},
        "copy_of": None, "cast_method": "normal", "regen_shields": 0, "entered_turn": 0,
        "was_cast": False, "flags": [], "base_controller": None,
    }
    d = position()
    library_card = d.state.players[0].library[0]
    fp = d.game.fingerprint()["objects"][str(library_card)]
    assert {k: v for k, v in fp.items() if k in default} == default
    assert (fp["owner"], fp["controller"], fp["zone"]) == (0, 0, "library")
    d.play_land(0, "Mountain")
    land = d.state.battlefield[-1]
    fp = d.game.fingerprint()["objects"][str(land)]
    assert not fp["tapped"] and not fp["face_down"] and not fp["phased_out"]
    assert (fp["zone"], fp["damage"], fp["counters"], fp["entered_turn"]) == \
        ("battlefield", 0, {}, 3)
    assert fp["timestamp"] > 0 and fp["was_cast"] is False


def test_a_land_tapped_to_cast_a_spell_keeps_the_rest_of_its_status() -> None:
    """Tapping a Mountain for mana while Shock is cast (CR 601.2g, 106.1) changes only whether
    it is tapped (CR 701.26a): the game's record of it keeps every other field (the state is
    copied as casting begins, so that an illegal cast can be rewound)."""
    d = position()
    mountain = d.ids("Mountain", zone="battlefield")[0]
    before = d.game.fingerprint()["objects"][str(mountain)]
    d.cast(0, "Shock", targets=[1])
    after = d.game.fingerprint()["objects"][str(mountain)]
    assert after["tapped"] and not before["tapped"]
    assert {k: v for k, v in after.items() if k != "tapped"} == \
        {k: v for k, v in before.items() if k != "tapped"}
    assert (after["is_token"], after["phased_out"], after["cast_method"]) == \
        (False, False, "normal")


def test_a_clone_taken_while_an_ability_is_being_activated_finishes_it_alone() -> None:
    """A clone taken at the target decision of Sparksmith's ability (CR 602.2b, 601.2c) can
    finish it: the ability, with Sparksmith as its source, deals 3 damage to Tephraderm (three
    Goblins), whose ability triggers on damage dealt by a creature and deals 3 damage back,
    killing Sparksmith; the original still waits for the target."""
    s = Scenario(seed=1)
    s.battlefield(1, "Sparksmith", "Goblin Sledder", "Goblin Sledder")
    s.battlefield(0, "Tephraderm")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.act(1, ActivateAbility(d.find("Sparksmith"), 0))
    d.expect("target")
    c = Driver(d.game.clone())
    c.choose(c.find("Tephraderm"))
    c.resolve()  # 3 damage to Tephraderm, 3 to player 1
    assert c.state.objects[c.find("Tephraderm")].damage == 3 and c.life(1) == 17
    c.resolve()  # Tephraderm's trigger
    assert c.zone_of("Sparksmith") == "graveyard"
    assert d.decision.kind == "target" and d.zone_of("Sparksmith") == "battlefield"


def test_a_copy_and_a_stolen_creature_changed_in_a_clone_stay_what_they_are() -> None:
    """Objects first changed in a clone keep their copiable values and their controller by
    default: Clone (a copy of Glory Seeker, CR 707.2) attacks as a 2/2 Glory Seeker, and the
    creature gained with Threaten, attacking too, returns to its owner at end of turn (CR
    611.2a, 613.1b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Clone", "Threaten")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Threaten", targets=[d.find("Daru Cavalier")])
    d.resolve()
    c = Driver(d.game.clone())
    clone, cavalier = c.find("Clone", "battlefield"), c.find("Daru Cavalier")
    c.to_combat()
    c.attack([clone, cavalier])
    assert c.state.objects[clone].tapped and c.state.objects[cavalier].tapped
    ch = c.chars(clone)
    assert (ch.name, ch.power, ch.toughness) == ("Glory Seeker", 2, 2)
    assert c.chars(cavalier).controller == 0
    c.pass_until("upkeep", turn=6)
    assert c.zone_of("Clone") == "battlefield" and c.chars(clone).name == "Glory Seeker"
    assert c.chars(cavalier).controller == 1


def test_a_clone_shows_the_revealed_top_of_a_library_as_the_original_does() -> None:
    """Future Sight: "Play with the top card of your library revealed." A clone of a game
    already viewed, viewed before anything else is asked of it, shows every player the same as the original:
    the top card of player 0's library (Glory Seeker) to player 1, and player 1's own library
    top to no one, since it is not revealed (CR 401.2)."""
    s = Scenario(seed=5)
    s.battlefield(0, "Future Sight")
    s.library(0, "Glory Seeker", "Forest")
    s.library(1, "Island", "Forest")
    d = Driver(s.build())
    views = [d.game.view(p) for p in (0, 1)]
    copy = d.game.clone()
    for p in (0, 1):
        assert copy.view(p) == views[p]
    players = copy.view(1)["players"]
    assert players[0]["library_top"]["name"] == "Glory Seeker"
    assert "library_top" not in players[1]
