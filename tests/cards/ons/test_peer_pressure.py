"""Peer Pressure — {3}{U} Sorcery.

Oracle: "Choose a creature type. If you control more creatures of that type than each other
player, you gain control of all creatures of that type. (This effect lasts indefinitely.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Peer Pressure")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker", "Daru Cavalier", "Elvish Warrior")
    s.hand(0, "Peer Pressure")
    s.battlefield(1, "Gustcloak Runner", "Elvish Warrior", "Severed Legion")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def test_with_the_most_you_take_all_of_that_type_for_good() -> None:
    d = setup()
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Soldier")
    assert d.chars(d.find("Gustcloak Runner")).controller == 0
    assert d.chars(d.find("Severed Legion")).controller == 1
    d.pass_until("upkeep", turn=5)
    assert d.chars(d.find("Gustcloak Runner")).controller == 0


def test_a_tie_takes_nothing() -> None:
    d = setup()
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Elf")
    assert sorted(d.chars(x).controller for x in d.ids("Elvish Warrior")) == [0, 1]
    assert d.zone_of("Peer Pressure") == "graveyard"


def test_the_creatures_taken_are_fixed_as_it_resolves() -> None:
    """CR 611.2c: the control change affects only the Soldiers on the battlefield as Peer
    Pressure resolves: the Gustcloak Runner taken stays taken after Trickery Charm makes it a
    Goblin, and a Soldier its owner casts later stays theirs."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Peer Pressure", "Trickery Charm")
    s.battlefield(1, "Gustcloak Runner", "Plains")
    s.hand(1, "Gustcloak Runner")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Soldier")
    runner = d.find("Gustcloak Runner", zone="battlefield")
    assert d.chars(runner).controller == 0
    d.cast(0, "Trickery Charm", modes=[1], targets=[runner])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(runner).subtypes == frozenset({"Goblin"})
    assert d.chars(runner).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Gustcloak Runner")
    d.resolve()
    assert d.chars(d.find("Gustcloak Runner", zone="battlefield", player=1)).controller == 1
    assert d.chars(runner).controller == 0


def test_a_face_down_creature_has_no_creature_type() -> None:
    """CR 708.2a: a face-down Daru Lancer (a Human Soldier card) has no subtypes. Two
    Soldiers against the opponent's Gustcloak Runner alone (not three: their two face-down
    Lancers aren't counted): Peer Pressure naming Soldier takes the Runner but not the
    face-down creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Peer Pressure")
    s.battlefield(1, "Gustcloak Runner")
    s.battlefield(1, "Daru Lancer", "Daru Lancer", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Soldier")
    assert d.chars(d.find("Gustcloak Runner")).controller == 0
    assert {d.chars(x).controller for x in d.ids("Daru Lancer")} == {1}


def test_a_creature_type_no_one_has_takes_nothing() -> None:
    """"More ... than each other player": none against none is not more, and nothing
    changes control."""
    d = setup()
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Dragon")
    assert d.chars(d.find("Gustcloak Runner")).controller == 1
    assert d.zone_of("Peer Pressure") == "graveyard"


def _three_players(*player_2: str) -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Peer Pressure")
    s.battlefield(1, "Gustcloak Runner")
    s.battlefield(2, "Elvish Warrior", *player_2)
    d = Driver(s.build())
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Soldier")
    return d


def test_multiplayer_more_than_each_other_player() -> None:
    """"More ... than each other player" (CR 102.2): with three players, two Soldiers against
    one and one, player 0 takes both opponents' Soldiers (Elvish Warrior, no Soldier, stays);
    against one and two (a tie with player 2), nothing changes hands."""
    d = _three_players("Glory Seeker", "Daru Cavalier")
    assert d.chars(d.find("Gustcloak Runner")).controller == 1
    assert sorted(d.chars(o).controller for o in d.ids("Daru Cavalier")) == [0, 2]
    d = _three_players("Daru Cavalier")
    assert d.chars(d.find("Gustcloak Runner")).controller == 0
    assert [d.chars(o).controller for o in d.ids("Daru Cavalier")] == [0, 0]
    assert d.chars(d.find("Elvish Warrior")).controller == 2


def test_a_choice_that_is_no_creature_type_is_refused() -> None:
    """CR 205.3m: "Island" is a land type, not a creature type; the choice is refused naming
    it, the game unchanged, and the type is then chosen properly."""
    d = setup()
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Island"):
        d.choose("Island")
    assert d.game.fingerprint() == before
    d.choose("Soldier")
    assert d.chars(d.find("Gustcloak Runner")).controller == 0


def test_a_later_threaten_wins_until_end_of_turn_then_peer_pressure_applies_again() -> None:
    """CR 613.2, 613.7: control-changing effects apply in timestamp order in layer 2; player
    1's Threaten (later) gives the Gustcloak Runner back to them for the turn, after which
    Peer Pressure's indefinite effect is the only one left and player 0 controls it again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Peer Pressure")
    s.battlefield(1, "Gustcloak Runner", *["Mountain"] * 3)
    s.hand(1, "Threaten")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Soldier")
    runner = d.find("Gustcloak Runner")
    assert d.chars(runner).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Threaten", targets=[runner])
    d.resolve()
    assert d.chars(runner).controller == 1
    d.pass_until("upkeep", turn=5)
    assert d.chars(runner).controller == 0


@pytest.mark.parametrize("teammate_soldiers", [1, 2])
def test_two_headed_giant_the_teammate_is_an_other_player_too(teammate_soldiers: int) -> None:
    """CR 102.2, 810.5: "each other player" takes in the teammate: player 0's two Soldiers
    against one for the teammate and one for each opponent take the Soldiers of all three other
    players; against the teammate's two (a tie), nothing changes hands."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Peer Pressure")
    s.battlefield(1, *["Gustcloak Runner"] * teammate_soldiers)
    s.battlefield(2, "Severed Legion", "Glory Seeker")
    s.battlefield(3, "Daru Cavalier")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Peer Pressure")
    d.resolve()
    d.choose("Soldier")
    taken = teammate_soldiers == 1
    soldiers = [*d.ids("Gustcloak Runner"), *d.ids("Glory Seeker"), *d.ids("Daru Cavalier")]
    assert len(soldiers) == 4 + teammate_soldiers
    assert all((d.chars(o).controller == 0) is (taken or d.state.objects[o].owner == 0)
               for o in soldiers)
    assert d.chars(d.find("Severed Legion")).controller == 2  # a Zombie
