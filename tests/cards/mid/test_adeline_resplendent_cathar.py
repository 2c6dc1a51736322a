"""Adeline, Resplendent Cathar — {1}{W}{W} Legendary Creature — Human Knight */4.

Oracle: "Vigilance / Adeline, Resplendent Cathar's power is equal to the number of creatures
you control. / Whenever you attack, for each opponent, create a 1/1 white Human creature token
that's tapped and attacking that player or a planeswalker they control."
Rulings covered: MID-RN-059, MID-RN-060, MID-RN-061, MID-RN-062, MID-RN-063.
"""

from __future__ import annotations

import pytest

from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Adeline, Resplendent Cathar")


def humans(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


@pytest.mark.ruling("MID-RN-059", "MID-OR-0001")
def test_power_counts_creatures_you_control_itself_included() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    assert d.chars(d.find("Adeline, Resplendent Cathar")).power == 2


@pytest.mark.ruling("MID-OR-0001")
def test_power_counts_your_creatures_in_other_zones_too() -> None:
    """The characteristic-defining ability works in every zone (CR 604.3, 604.3a): in the hand,
    Adeline's power is the number of creatures its owner controls (two), not counting
    itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Adeline, Resplendent Cathar")
    d = Driver(s.build())
    adeline = d.find("Adeline, Resplendent Cathar", zone="hand")
    assert (d.chars(adeline).power, d.chars(adeline).toughness) == (2, 4)


@pytest.mark.ruling(
    "MID-RN-060", "MID-RN-061", "MID-RN-063", "MID-OR-0002", "MID-OR-0003", "MID-OR-0005",
)
def test_a_token_attacking_each_opponent() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    d = Driver(s.build())
    seeker, adeline = d.find("Glory Seeker"), d.find("Adeline, Resplendent Cathar")
    d.to_combat()
    d.attack({seeker: 1})  # Adeline herself stays home; only player 1 is attacked
    d.resolve()
    hs = humans(d)
    assert len(hs) == 2
    assert {d.state.combat.attackers[h] for h in hs} == {1, 2}
    assert all(d.state.objects[h].tapped for h in hs)
    assert not d.state.objects[adeline].tapped
    assert not any(e.kind == "attacks" and e.obj in hs for e in d.game.log)
    assert d.chars(adeline).power == 4
    d.pass_until("end")
    assert d.life(1) == 20 - 2 - 1 and d.life(2) == 19


@pytest.mark.ruling("MID-RN-062", "MID-OR-0004")
def test_each_token_may_attack_a_planeswalker_of_that_opponent() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 1})
    d.resolve()
    assert d.decision.kind == "choose_option"
    assert {a.value for a in d.game.legal_actions()} == {1, teferi}
    d.choose(teferi)
    (h,) = humans(d)
    assert d.state.combat.attackers[h] == teferi
    d.pass_until("end")
    assert d.state.objects[teferi].counters.get("loyalty") == 3  # the token's 1 damage
    assert d.life(1) == 18  # only the Glory Seeker hit the player


def test_no_trigger_without_attackers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.pass_until("end")
    assert not humans(d)


@pytest.mark.ruling("MID-OR-0002")
def test_one_trigger_for_an_attack_on_two_players_and_vigilance() -> None:
    """"Whenever you attack" triggers once, as one or more creatures you control are declared
    as attackers (CR 508.3d), however many players are attacked: two tokens, one per opponent. Adeline attacks with
    vigilance and doesn't tap (CR 702.20b)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    d = Driver(s.build())
    seeker, adeline = d.find("Glory Seeker"), d.find("Adeline, Resplendent Cathar")
    d.to_combat()
    d.attack({seeker: 1, adeline: 2})
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert sorted(d.state.combat.attackers[h] for h in humans(d)) == [1, 2]
    assert not d.state.objects[adeline].tapped
    assert d.chars(adeline).power == 4


def test_no_tokens_when_an_opponent_attacks() -> None:
    """"Whenever you attack": an opponent's attack doesn't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    assert not d.state.stack
    d.pass_until("end")
    assert not humans(d)


def test_tokens_are_created_even_if_adeline_leaves_in_response() -> None:
    """CR 113.7a: the triggered ability exists apart from Adeline; Smothered in response, she
    is gone but the token is still created, tapped and attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Smother", targets=[d.find("Adeline, Resplendent Cathar")])
    d.resolve()
    assert d.zone_of("Adeline, Resplendent Cathar") == "graveyard"
    d.resolve()
    (h,) = humans(d)
    assert d.state.combat.attackers[h] == 1 and d.state.objects[h].tapped


def test_two_headed_giant_a_token_per_opponent_and_only_for_your_own_attack() -> None:
    """CR 805.10a-b, 810.7: the team attacks as a group. Only player 1 (Adeline's controller's
    teammate) attacking isn't "you attack" (CR 508.3d: creatures that player controls): no
    tokens. When player 0's creature attacks, a
    token is made for each of the two opposing players, attacking that player."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    s.battlefield(0, "Adeline, Resplendent Cathar")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2})
    assert not d.state.stack
    d.pass_until("precombat_main", turn=5)
    assert not humans(d)
    d.to_combat()
    d.attack({d.find("Adeline, Resplendent Cathar"): 3})
    d.resolve()
    assert sorted(d.state.combat.attackers[h] for h in humans(d)) == [2, 3]


def test_no_token_for_a_player_who_has_left_the_game() -> None:
    """CR 800.4a, 102.2: player 2, at 0 life, lost and left the game (CR 704.5a), so is no
    longer an opponent: one token, for player 1."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.life(2, 0)
    d = Driver(s.build())
    assert d.state.players[2].lost
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 1})
    d.resolve()
    assert [d.state.combat.attackers[h] for h in humans(d)] == [1]


def test_a_token_cant_attack_something_else_and_the_refusal_changes_nothing() -> None:
    """MID-OR-0004: the token attacks that opponent or a planeswalker they control; answering
    with Adeline's own Glory Seeker is refused with an error naming it, the question stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack({seeker: 1})
    d.resolve()
    before, version = d.decision, d.state.version
    with pytest.raises(IllegalActionError, match=str(seeker)):
        d.choose(seeker)
    assert d.decision == before and d.state.version == version and not humans(d)
    d.choose(1)
    (h,) = humans(d)
    assert d.state.combat.attackers[h] == 1


@pytest.mark.ruling("MID-OR-0001", "MID-RN-059")
def test_power_on_the_stack_and_in_the_graveyard() -> None:
    """CR 604.3: the characteristic-defining ability works on the stack (one creature, the
    Seeker: power 1) and in the graveyard after she is Smothered (the Seeker again: 1); on the
    battlefield she counts herself (2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Adeline, Resplendent Cathar")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    spell = d.cast(0, "Adeline, Resplendent Cathar")
    assert d.chars(spell).power == 1
    d.resolve()
    adeline = d.find("Adeline, Resplendent Cathar", "battlefield")
    assert d.chars(adeline).power == 2
    d.pass_priority()
    d.cast(1, "Smother", targets=[adeline])
    d.resolve()
    assert d.chars(d.find("Adeline, Resplendent Cathar", "graveyard")).power == 1


def test_it_triggers_in_each_combat_but_the_first_token_cant_attack_again() -> None:
    """CR 500.8, 508.3d: "whenever you attack" triggers in each combat in which you declare
    attackers. Adeline attacks alone: a token attacks with her (3 damage, Adeline 2/4).
    Aggravated Assault untaps the first token and adds a combat, but the token came under
    player 0's control this turn and can't be declared as an attacker (CR 302.6, 508.1a);
    Adeline attacks again and a second token joins her (Adeline 3/4: 4 damage)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Aggravated Assault", *["Mountain"] * 5)
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    adeline = d.find("Adeline, Resplendent Cathar")
    d.to_combat()
    d.attack([adeline])
    d.resolve()
    (first,) = humans(d)
    d.pass_until("postcombat_main")
    assert d.life(1) == 17 and d.state.objects[first].tapped
    d.activate(0, "Aggravated Assault")
    d.resolve()
    assert not d.state.objects[first].tapped
    d.to_combat()
    with pytest.raises(IllegalActionError):
        d.attack([first])
    d.attack([adeline])
    assert len(d.state.stack) == 1
    d.resolve()
    (second,) = [h for h in humans(d) if h != first]
    assert d.state.combat.attackers[second] == 1 and first not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 13


def test_made_to_read_elf_by_artificial_evolution_it_makes_elf_tokens() -> None:
    """CR 612.2a, 111.4: Artificial Evolution changes Human to Elf in Adeline's text: she is
    an Elf Knight and her ability creates a 1/1 white Elf token, named Elf Token, tapped and
    attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Adeline, Resplendent Cathar")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    adeline = d.find("Adeline, Resplendent Cathar")
    d.cast(0, "Artificial Evolution", targets=[adeline])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    shown = next(o for o in d.game.view(1)["battlefield"] if o["id"] == adeline)
    assert "create a 1/1 white Elf creature token" in shown["text"]
    d.to_combat()
    d.attack([adeline])
    d.resolve()
    (token,) = humans(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"W"}, 1, 1)
    assert d.state.objects[token].tapped and token in d.state.combat.attackers
    again = Driver(Game.from_json(d.game.to_json()))  # the saved game replays to the same
    assert [again.chars(o).name for o in humans(again)] == ["Elf Token"]


def test_made_to_read_elf_the_attack_choice_still_makes_an_elf() -> None:
    """CR 612.2a, 508.4: with a planeswalker to attack too, the token's controller chooses
    what it attacks; the token made after that choice is the Elf the text now says."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Adeline, Resplendent Cathar")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Arlinn, the Pack's Hope")
    s.day_night("day")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    adeline = d.find("Adeline, Resplendent Cathar")
    d.cast(0, "Artificial Evolution", targets=[adeline])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    d.to_combat()
    d.attack([adeline])
    d.resolve()
    d.expect("choose_option")
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.choose(arlinn)
    (token,) = humans(d)
    assert d.chars(token).subtypes == {"Elf"}
    assert d.state.combat.attackers[token] == arlinn
