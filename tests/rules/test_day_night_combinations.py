"""Day and night (CR 730) and daybound/nightbound (CR 702.145) where they meet other rules.

* Phasing (702.26b): a phased-out nightbound permanent doesn't transform as it becomes day; it
  transforms as it phases in (502.1, 702.145f). A phased-out daybound permanent doesn't exist
  for 702.145g: a nightbound permanent makes it night.
* Face-down permanents (712.15a): turned face up, a daybound card has its front face up; at
  night it transforms at once (702.145c); if it's neither, it becomes day (702.145d).
* Losing abilities (613.1f): a permanent that has lost daybound or nightbound neither makes it
  day nor transforms; once it has the ability again, the immediate checks see it
  (702.145c, d, f). Replacement effects on an entering token see the abilities it loses to an
  effect that already exists (614.12): a token copy of a daybound card under Poppet Factory
  enters front face up at night.
* Multiplayer: after the active player has left the game, the turn goes on without an active
  player (800.4j), and the spells other players cast during it don't count (730.2b); with
  shared team turns, the spells of the other team don't count (730.2b, 805).
* Control: a daybound card put onto the battlefield under another player's control at night
  enters transformed (702.145b).
* A transforming permanent is the same object (712.18): a planeswalker that has activated a
  loyalty ability this turn can't activate one of its other face's (606.3).
* Day and night are part of the game a saved game replays (Game.to_json / from_json), and every
  player's view shows it (730.1).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, Concede
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def _shock(d: Driver, player: int, target: int) -> None:
    while d.decision.player != player:
        d.pass_priority()
    d.cast(player, d.ids("Shock", zone="hand", player=player)[0], targets=[target])
    d.resolve()


def test_a_phased_out_nightbound_permanent_transforms_as_it_phases_in_at_day() -> None:
    """CR 702.26b, 702.145e-f, 502.1: player 0 casts two spells at night, so it becomes day as
    player 1's turn begins (730.2b); player 0's phased-out Wing Shredder stays back face up.
    Player 1 casts one spell (day stays day); as Wing Shredder phases in during player 0's untap
    step, it transforms at once into Bird Admirer."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Bird Admirer", transformed=True, phased_out=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    _shock(d, 0, 1)
    _shock(d, 0, 1)
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.state.objects[admirer].phased_out and d.state.objects[admirer].face == 1
    d.pass_until("precombat_main", turn=4)
    _shock(d, 1, 0)
    n = len(d.state.log)
    d.pass_until("upkeep", turn=5)
    assert d.state.day_night == "day"
    assert not d.state.objects[admirer].phased_out
    assert d.chars(admirer).name == "Bird Admirer"
    assert [e.data["cause"] for e in d.state.log[n:] if e.kind == "transform"] == ["day_night"]
    assert not [e for e in d.state.log[n:] if e.kind == "day_night"]


def test_a_phased_out_daybound_permanent_doesnt_keep_a_nightbound_one_from_making_it_night(
) -> None:
    """CR 702.26b, 702.145g: with player 0's Bird Admirer phased out, there is no permanent with
    daybound, so player 1's Wing Shredder makes it night. As the Admirer phases in during player
    0's untap step, it is night (player 1 cast no spell: night stays night), and it transforms
    at once (702.145c)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Bird Admirer", phased_out=True)
    s.battlefield(1, "Bird Admirer", transformed=True)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    mine = d.find("Bird Admirer", player=0)
    assert d.state.day_night == "night"
    assert [e.data["cause"] for e in d.state.log if e.kind == "day_night"] == ["nightbound"]
    assert d.state.objects[mine].face == 0
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    assert not d.state.objects[mine].phased_out
    assert d.chars(mine).name == "Wing Shredder"


def _break_open(night: bool) -> tuple[Driver, int]:
    s = _libraries(Scenario(seed=1))
    if night:
        s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Break Open")
    s.battlefield(1, "Bird Admirer", face_down=True)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    assert d.state.day_night == ("night" if night else None)
    d.cast(0, "Break Open", targets=[admirer])
    d.resolve()
    assert not d.state.objects[admirer].face_down
    return d, admirer


def test_a_face_down_daybound_card_turned_face_up_at_night_transforms_at_once() -> None:
    """CR 712.15a, 702.145c: Break Open turns the face-down Bird Admirer face up with its front
    face up; it has daybound and it's night, so it transforms immediately, without the stack."""
    d, admirer = _break_open(night=True)
    assert d.chars(admirer).name == "Wing Shredder"
    assert [e.data["cause"] for e in d.state.log if e.kind == "transform"] == ["day_night"]
    assert not d.state.stack


def test_a_face_down_daybound_card_turned_face_up_makes_it_day() -> None:
    """CR 712.15a, 702.145d: face down it had no daybound; turned face up while it's neither day
    nor night, it makes it day."""
    d, admirer = _break_open(night=False)
    assert d.state.day_night == "day"
    assert d.chars(admirer).name == "Bird Admirer"
    assert [e.data["cause"] for e in d.state.log if e.kind == "day_night"] == ["daybound"]


def _hour_of_eternity_under_poppet_factory(card: str, day_night: str | None
                                           ) -> tuple[Driver, int]:
    """Poppet Factory ("creature tokens you control lose all abilities and have base power and
    toughness 3/3") and Hour of Eternity making a token copy of ``card`` from the graveyard.
    Returns the game and the token."""
    s = _libraries(Scenario(seed=1))
    if day_night is not None:
        s.day_night(day_night)
    s.battlefield(0, *["Island"] * 5)
    s.battlefield(0, "Poppet Stitcher", transformed=True)
    s.graveyard(0, card)
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find(card, zone="graveyard")])
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    return d, token


def test_a_token_copy_of_a_daybound_card_without_abilities_enters_front_face_up_at_night(
) -> None:
    """CR 614.12, 702.145b-c: the token copy of Bird Admirer is double-faced (707.8a), but Poppet
    Factory's effect already exists and applies to it as it enters: it has no daybound, so it
    enters front face up and stays so at night."""
    d, token = _hour_of_eternity_under_poppet_factory("Bird Admirer", "night")
    assert d.state.objects[token].face == 0
    c = d.chars(token)
    assert c.name == "Bird Admirer" and not c.has("Daybound") and (c.power, c.toughness) == (3, 3)
    assert not [e for e in d.state.log if e.kind == "transform"]


def test_a_token_that_lost_daybound_transforms_once_it_has_it_again() -> None:
    """CR 613.1f, 702.145b-c: the token copy of Bird Admirer made by day under Poppet Factory
    has no daybound, so it stays front face up as day becomes night (730.2a). At player 0's
    upkeep Poppet Factory transforms back into Poppet Stitcher: the token has daybound again at
    night and transforms at once."""
    d, token = _hour_of_eternity_under_poppet_factory("Bird Admirer", "day")
    assert not d.chars(token).has("Daybound")
    d.pass_until("upkeep", turn=4)  # player 0 cast a spell on turn 3: day stays day
    assert d.state.day_night == "day"
    while d.decision.kind != "may":  # Poppet Factory's upkeep trigger on turn 5
        d.pass_priority()
    assert d.state.turn == 5
    assert d.state.day_night == "night"  # player 1 cast no spell on turn 4
    assert d.state.objects[token].face == 0
    d.choose(True)
    assert d.chars(d.find("Poppet Stitcher")).name == "Poppet Stitcher"
    assert d.state.objects[token].face == 1
    assert d.chars(token).name == "Wing Shredder"


def test_a_slimed_daybound_creature_transforms_at_night_once_sludge_monster_leaves() -> None:
    """CR 613.1f, 611.3b, 702.145c: with a slime counter under Sludge Monster, Bird Admirer has
    no daybound and stays front face up at night; once Sludge Monster is destroyed it has
    daybound again and transforms at once."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Bird Admirer", counters={"slime": 1})
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    assert d.chars(admirer).name == "Bird Admirer" and not d.chars(admirer).has("Daybound")
    d.cast(1, "Infernal Grasp", targets=[d.find("Sludge Monster")])
    d.resolve()
    assert d.chars(admirer).name == "Wing Shredder"


def test_a_slimed_nightbound_creature_transforms_at_day_once_sludge_monster_leaves() -> None:
    """CR 613.1f, 702.145f: a slimed Wing Shredder has no nightbound and stays back face up by
    day; once Sludge Monster is destroyed it transforms at once into Bird Admirer."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Bird Admirer", transformed=True, counters={"slime": 1})
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    assert d.chars(admirer).name == "Wing Shredder"
    d.cast(1, "Infernal Grasp", targets=[d.find("Sludge Monster")])
    d.resolve()
    assert d.chars(admirer).name == "Bird Admirer"


def test_a_slimed_daybound_creature_makes_it_day_once_sludge_monster_leaves() -> None:
    """CR 702.145d: a slimed Bird Admirer has no daybound, so it stays neither day nor night;
    once Sludge Monster is destroyed, it becomes day."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Bird Admirer", counters={"slime": 1})
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(1, "Infernal Grasp", targets=[d.find("Sludge Monster")])
    d.resolve()
    assert d.state.day_night == "day"


def test_after_the_active_player_left_the_other_players_spells_dont_count() -> None:
    """CR 800.4j, 730.2b: player 1 concedes during their turn without casting a spell; the turn
    goes on without an active player. Player 2 casts two spells during the rest of it: they
    weren't the active player, so night stays night as player 2's turn begins."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.day_night("night")
    s.battlefield(2, "Bird Admirer", transformed=True)
    s.battlefield(2, "Mountain", "Mountain")
    s.hand(2, "Shock", "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.game.apply(1, Concede())
    _shock(d, 2, 0)
    _shock(d, 2, 0)
    assert d.life(0) == 16
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2 and d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


def test_with_shared_team_turns_the_other_teams_spells_dont_count() -> None:
    """CR 730.2b, 805: during team 0-1's turn, player 2 of the other team casts two spells;
    no player of the active team cast any, so night stays night as team 2-3's turn begins."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 8)
    s.day_night("night")
    s.battlefield(2, "Mountain", "Mountain")
    s.hand(2, "Shock", "Shock")
    s.battlefield(3, "Bird Admirer", transformed=True)
    d = Driver(s.build())
    _shock(d, 2, 0)
    _shock(d, 2, 0)
    assert d.life(0) == 26
    d.pass_until("upkeep", turn=4)
    assert d.state.active in (2, 3) and d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


def test_a_daybound_card_put_onto_the_battlefield_under_another_players_control_at_night(
) -> None:
    """CR 702.145b, MID-RN-006: at night, Gisa puts player 1's exiled Bird Admirer card onto the
    battlefield under player 0's control at player 0's upkeep: it enters transformed, as Wing
    Shredder, under player 0's control, and gains decayed."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Gisa, Glorious Resurrector", label="gisa")
    s.exile(1, "Bird Admirer", exiled_with="gisa")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    admirer = d.find("Bird Admirer", zone="battlefield")
    o = d.state.objects[admirer]
    assert (o.controller, o.owner, o.face) == (0, 1, 1)
    c = d.chars(admirer)
    assert c.name == "Wing Shredder" and c.has("Decayed")
    assert not [e for e in d.state.log if e.kind == "transform"]


def test_a_transformed_planeswalker_cant_activate_a_second_loyalty_ability_that_turn() -> None:
    """CR 606.3, 712.18: Arlinn activates her +1, then The Celestus makes it night and she
    transforms into Arlinn, the Moon's Fury: the same permanent, so none of her new face's
    loyalty abilities may be activated that turn."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Arlinn, the Pack's Hope", "The Celestus", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, arlinn, index=1)
    d.resolve()
    d.activate(0, "The Celestus", index=2)
    d.resolve()
    assert d.state.day_night == "night"
    assert d.chars(arlinn).name == "Arlinn, the Moon's Fury"
    while d.state.stack:  # The Celestus's trigger: gain 1 life, don't draw
        if d.decision.kind == "may":
            d.choose(False)
        else:
            d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == arlinn]


def test_a_saved_game_replays_to_the_same_day_or_night_and_every_view_shows_it() -> None:
    """CR 730.1: day becomes night as player 1's turn begins (730.2a) and Bird Admirer
    transforms; the game saved as JSON and loaded again is at night with Wing Shredder, and
    both players' views say night."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(1, "Bird Admirer")
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    d.pass_until("precombat_main", turn=4)
    assert d.state.day_night == "night"
    loaded = Game.from_json(d.game.to_json())
    assert loaded.state.day_night == "night"
    assert loaded.state.objects[admirer].face == 1
    assert [loaded.view(p)["day_night"] for p in (0, 1)] == ["night", "night"]
    assert [d.game.view(p)["day_night"] for p in (0, 1)] == ["night", "night"]


def test_a_commander_cast_from_the_command_zone_is_a_spell_cast() -> None:
    """CR 730.2b, 903.8, 601.2: in a four-player Commander game at night, player 0 casts their
    commander Tovolar from the command zone (it enters transformed, 702.145b) and a Shock: two
    spells, so it becomes day as player 1's turn begins and Tovolar transforms back. Player 1
    casts nothing: night comes again as player 2's turn begins."""
    s = _libraries(Scenario(players=4, seed=1, format="commander"), 4)
    s.commander(0, "Tovolar, Dire Overlord")
    s.battlefield(0, *["Forest"] * 3, *["Mountain"] * 3)
    s.hand(0, "Shock")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Tovolar, Dire Overlord", method="commander")
    d.resolve()
    tovolar = d.find("Tovolar, Dire Overlord", zone="battlefield")
    assert d.chars(tovolar).name == "Tovolar, the Midnight Scourge"
    _shock(d, 0, 2)
    d.pass_until("upkeep", turn=4)
    assert (d.state.active, d.state.day_night) == (1, "day")
    assert d.chars(tovolar).name == "Tovolar, Dire Overlord"
    d.pass_until("upkeep", turn=5)
    assert (d.state.active, d.state.day_night) == (2, "night")
    assert d.chars(tovolar).name == "Tovolar, the Midnight Scourge"
