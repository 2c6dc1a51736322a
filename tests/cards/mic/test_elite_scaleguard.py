"""Elite Scaleguard — {4}{W} Creature — Human Soldier 2/3.

Oracle: "When Elite Scaleguard enters the battlefield, bolster 2. (Choose a creature with the
least toughness among creatures you control and put two +1/+1 counters on it.) / Whenever a
creature you control with a +1/+1 counter on it attacks, tap target creature defending player
controls."
Rulings covered: MIC-OR-0116, MIC-OR-0117.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elite Scaleguard")

CARD = "Elite Scaleguard"


def _offered(d: Driver) -> set[int]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}


@pytest.mark.ruling("MIC-OR-0116")
def test_bolster_doesnt_target_so_a_shroud_creature_can_get_the_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gigapede", "Glory Seeker", *["Plains"] * 5)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert _offered(d) == {d.find("Gigapede")}  # toughness 1: the least
    d.choose(d.find("Gigapede"))
    assert d.state.objects[d.find("Gigapede")].counters == {"+1/+1": 2}


@pytest.mark.ruling("MIC-OR-0117")
def test_the_creature_is_chosen_as_bolster_resolves() -> None:
    """Avacyn's Pilgrim (toughness 1) dies in response: Glory Seeker (2) is then the least."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Glory Seeker", *["Plains"] * 5, "Mountain")
    s.hand(0, CARD, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.stack) == 1  # the bolster trigger
    d.cast(0, "Shock", targets=[d.find("Avacyn's Pilgrim")])
    d.resolve()
    d.resolve()
    assert _offered(d) == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 2}


def test_attacker_with_a_counter_taps_a_creature_of_the_player_it_attacks() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(1, "Severed Legion")
    s.battlefield(2, "Gluttonous Zombie", "Ainok Bond-Kin")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2, d.find(CARD): 1})
    d.expect("target")  # only the Seeker has a counter: one trigger
    assert _offered(d) == {d.find("Gluttonous Zombie"), d.find("Ainok Bond-Kin")}
    d.choose(d.find("Gluttonous Zombie"))
    d.resolve()
    assert d.state.objects[d.find("Gluttonous Zombie")].tapped
    assert not d.state.objects[d.find("Severed Legion")].tapped


def test_the_target_stays_legal_when_the_attacker_is_destroyed_in_response() -> None:
    """CR 508.5: once the attacking creature is no longer attacking, "defending player" is still
    the player it was attacking, so the chosen creature is still a legal target (CR 608.2b) and
    is tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(1, "Gluttonous Zombie", "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.choose(d.find("Gluttonous Zombie"))
    d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.state.objects[d.find("Gluttonous Zombie")].tapped


def test_two_attackers_two_defending_players_each_trigger_its_own() -> None:
    """CR 506.2, 802.2, 603.3d: in a four-player game, two Glory Seekers with a counter attack
    players 2 and 3: each trigger's "defending player" is the player its own attacker attacks,
    as its target is chosen and as it resolves (CR 608.2b), whatever trigger is above it on
    the stack."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1}, label="a")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1}, label="b")
    s.battlefield(1, "Severed Legion")
    s.battlefield(2, "Gluttonous Zombie")
    s.battlefield(3, "Ainok Bond-Kin")
    d = Driver(s.build())
    a, b = d.ids("Glory Seeker")
    d.to_combat()
    d.attack({a: 2, b: 3})
    seen = []
    while d.decision.kind != "priority":
        dec = d.decision
        if dec.kind == "target":
            offered = _offered(d)
            seen.append(offered)
            d.choose(min(offered))
        else:
            d.act(dec.player, d.game.legal_actions()[0])
    assert sorted(seen, key=min) == sorted([{d.find("Gluttonous Zombie")},
                                            {d.find("Ainok Bond-Kin")}], key=min)
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Gluttonous Zombie")].tapped
    assert d.state.objects[d.find("Ainok Bond-Kin")].tapped
    assert not d.state.objects[d.find("Severed Legion")].tapped


def test_no_creature_of_the_defending_player_means_no_trigger() -> None:
    """CR 603.3d: Glory Seeker with a +1/+1 counter attacks player 1, who controls no
    creature (only player 2's Gluttonous Zombie is on the battlefield): the trigger has no
    legal target and is removed; nothing is tapped and the Seeker deals its damage."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(2, "Gluttonous Zombie")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 1})
    assert d.decision.kind == "priority" and not d.state.stack
    d.pass_until("postcombat_main")
    assert not d.state.objects[d.find("Gluttonous Zombie")].tapped
    assert d.life(1) == 17


def test_two_headed_giant_defending_player_is_the_one_it_attacks() -> None:
    """CR 805.10e, 810.7: in Two-Headed Giant both players of the other team are defending
    players, but an ability that refers to an attacking creature and a defending player means
    the player that creature attacks: Glory Seeker attacking player 3 may tap only player 3's
    creature, not player 2's."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(0, CARD)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(2, "Gluttonous Zombie")
    s.battlefield(3, "Ainok Bond-Kin")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 3})
    d.expect("target")
    assert _offered(d) == {d.find("Ainok Bond-Kin")}
    d.choose(d.find("Ainok Bond-Kin"))
    d.resolve()
    assert d.state.objects[d.find("Ainok Bond-Kin")].tapped
    assert not d.state.objects[d.find("Gluttonous Zombie")].tapped


def test_alone_it_bolsters_itself_and_later_its_own_attack_triggers() -> None:
    """CR 701.39, 701.39a: with no other creature, the Scaleguard has the least toughness and gets the
    two counters; attacking next turn, it is a creature you control with a +1/+1 counter, so
    its own ability triggers and taps the defending player's creature."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    guard = d.find(CARD)
    if d.decision.kind != "priority":
        assert _offered(d) == {guard}
        d.choose(guard)
    assert d.state.objects[guard].counters == {"+1/+1": 2}
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([guard])
    d.expect("target")
    d.choose(d.find("Gluttonous Zombie"))
    d.resolve()
    assert d.state.objects[d.find("Gluttonous Zombie")].tapped


def test_a_tie_for_least_toughness_lets_its_controller_choose() -> None:
    """CR 701.39a: two Glory Seekers (2/2) tie for the least toughness, below the Scaleguard's
    3: either may be chosen, and only the chosen one gets the counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker", *["Plains"] * 5)
    s.hand(0, CARD)
    d = Driver(s.build())
    first, second = d.ids("Glory Seeker")
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert _offered(d) == {first, second}
    d.choose(second)
    assert d.state.objects[second].counters == {"+1/+1": 2}
    assert not d.state.objects[first].counters


def _attacker_s_planeswalker_dies(gone: int | None = None) -> tuple[Driver, int]:
    """In a three-player game player 0's Glory Seeker with a +1/+1 counter attacks player 1's
    Wrenn and Seven (2 loyalty); the trigger targets player 1's Gluttonous Zombie; player 0
    Shocks Wrenn and Seven, which dies (CR 704.5i). Player ``gone``, if any, conceded first."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.hand(0, "Shock")
    s.battlefield(1, "Wrenn and Seven", counters={"loyalty": 2})
    s.battlefield(1, "Gluttonous Zombie")
    s.battlefield(2, "Ainok Bond-Kin")
    for p in range(3):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    if gone is not None:
        d.game.apply(gone, Concede())
    wrenn, zombie = d.find("Wrenn and Seven"), d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack({d.find("Glory Seeker"): wrenn})
    assert _offered(d) == {zombie}
    d.choose(zombie)
    d.cast(0, "Shock", targets=[wrenn])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    return d, zombie


def test_the_attacker_s_planeswalker_gone_its_controller_chooses_the_defending_player(
        ) -> None:
    """CR 506.4c, 508.5, 508.5a, 802.2a: the ability refers to both an attacking creature
    and a defending player; once the planeswalker the Seeker attacks has died, the Seeker
    attacks no one and both opponents are defending players that could be chosen: as the
    trigger resolves player 0 chooses one, before its target is checked (CR 608.2b).
    Choosing player 1, the Zombie is still a creature defending player controls: tapped."""
    d, zombie = _attacker_s_planeswalker_dies()
    d.pass_priority()
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("choose_player")
    assert dec.player == 0 and _offered(d) == {1, 2}
    d.choose(1)
    assert d.state.objects[zombie].tapped and not d.state.stack


def test_the_attacker_s_planeswalker_gone_another_defending_player_chosen_no_tap() -> None:
    """CR 508.5a, 608.2b: choosing player 2 as the defending player, player 1's Zombie is no
    longer a creature defending player controls: the trigger doesn't resolve."""
    d, zombie = _attacker_s_planeswalker_dies()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(2)
    assert not d.state.objects[zombie].tapped and not d.state.stack
    assert not d.state.objects[d.find("Ainok Bond-Kin")].tapped


def test_the_attacker_s_planeswalker_gone_with_one_opponent_left_no_question() -> None:
    """CR 802.2, 800.4a: with player 2 gone, player 1 is the one defending player that could
    be chosen: the trigger resolves without a question and taps the Zombie."""
    d, zombie = _attacker_s_planeswalker_dies(gone=2)
    d.resolve()
    assert d.state.objects[zombie].tapped and not d.state.stack
