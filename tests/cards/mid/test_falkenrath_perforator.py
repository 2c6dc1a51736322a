"""Falkenrath Perforator — {1}{R} Creature — Vampire 2/1.

Oracle: "Whenever Falkenrath Perforator attacks, it deals 1 damage to defending player."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer

pytestmark = pytest.mark.card("Falkenrath Perforator")


def test_attacking_deals_one_damage_to_the_defending_player() -> None:
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Falkenrath Perforator")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Falkenrath Perforator")], defender=2)
    d.resolve()
    assert d.life(2) == 19 and d.life(1) == 20
    d.pass_until("postcombat_main")
    assert d.life(2) == 17


def test_attacking_a_planeswalker_damages_its_controller() -> None:
    """CR 506.2, 508.5: attacking a planeswalker, "defending player" is its controller: the
    damage goes to player 1, not to Wrenn and Seven."""
    s = Scenario(seed=1)
    s.battlefield(0, "Falkenrath Perforator")
    s.battlefield(1, "Wrenn and Seven")
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    loyalty = d.state.objects[wrenn].counters["loyalty"]
    d.to_combat()
    d.attack({d.find("Falkenrath Perforator"): wrenn})
    d.resolve()
    assert d.life(1) == 19
    assert d.state.objects[wrenn].counters["loyalty"] == loyalty


def test_killed_in_response_it_still_damages_the_player_it_was_attacking() -> None:
    """CR 508.5, 608.2h: Shocked with its ability on the stack, the Perforator is no longer
    attacking; "defending player" is the player it was attacking, and it deals the damage as
    it last existed."""
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Falkenrath Perforator")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    perforator = d.find("Falkenrath Perforator")
    d.to_combat()
    d.attack([perforator], defender=2)
    d.pass_priority()
    d.pass_priority()
    d.cast(2, "Shock", targets=[perforator])
    d.resolve()
    assert d.zone_of("Falkenrath Perforator") == "graveyard"
    d.resolve()  # the Perforator's ability
    assert d.life(2) == 19 and d.life(1) == 20 and not d.state.stack


def test_two_headed_giant_the_defending_player_is_the_one_it_attacks() -> None:
    """CR 805.10e, 810.7: in Two-Headed Giant "defending player" is the one player the
    Perforator attacks; 1 damage to player 3 costs the other team 1 of its shared life (30 to
    29, not 28), and then 2 combat damage more."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Falkenrath Perforator")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Falkenrath Perforator"): 3})
    d.resolve()
    assert [d.life(p) for p in range(4)] == [30, 30, 29, 29]
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(4)] == [30, 30, 27, 27]


def test_not_attacking_no_trigger() -> None:
    """It triggers only when it attacks: a turn without attacking deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Falkenrath Perforator")
    d = Driver(s.build())
    d.to_combat()
    d.attack([])
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_blocked_it_has_still_dealt_its_one_damage() -> None:
    """CR 508.1m, 508.2: the ability triggers on declaring attackers and resolves in the
    declare attackers step, before blocks; blocking the Perforator (which dies) doesn't undo
    the 1 damage, and no combat damage reaches the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Falkenrath Perforator")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Falkenrath Perforator")])
    d.resolve()
    assert d.life(1) == 19
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): d.find("Falkenrath Perforator")})
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert d.zone_of("Falkenrath Perforator") == "graveyard"


def test_two_headed_giant_removed_from_combat_it_still_damages_the_player_it_attacked() -> None:
    """CR 805.10e, 608.2h: the Perforator attacks player 3 and player 2 returns it to its
    owner's hand with Chain of Vapor before the ability resolves; "defending player" is still
    the player it was attacking: player 3 is dealt the 1 damage (last known information)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(0, "Falkenrath Perforator")
    s.battlefield(2, "Island")
    s.hand(2, "Chain of Vapor")
    d = Driver(s.build())
    perforator = d.find("Falkenrath Perforator")
    d.to_combat()
    d.attack({perforator: 3})
    assert d.state.stack
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Chain of Vapor", targets=[perforator])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.ids("Falkenrath Perforator", zone="hand")
    d.resolve()
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "damage"] == [(3, 1)]
    assert [d.life(p) for p in range(4)] == [30, 30, 29, 29]


def _attack_a_planeswalker_that_dies(players: int, attacker: str = "Falkenrath Perforator",
                                     gone: int | None = None) -> tuple[Driver, int]:
    """Player 0's Perforator (or ``attacker``) attacks player 1's Wrenn and Seven (2 loyalty);
    with the ability on the stack, player 0 Shocks Wrenn and Seven: it dies (CR 704.5i).
    Player ``gone``, if any, has conceded first."""
    s = Scenario(seed=1, players=players)
    s.battlefield(0, attacker, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Wrenn and Seven", counters={"loyalty": 2})
    for p in range(players):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    if gone is not None:
        d.game.apply(gone, Concede())
    wrenn, perforator = d.find("Wrenn and Seven"), d.find(attacker)
    d.to_combat()
    d.attack({perforator: wrenn})
    assert d.state.stack and d.decision.player == 0
    d.cast(0, "Shock", targets=[wrenn])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert perforator in d.state.combat.attackers
    return d, perforator


def test_its_planeswalker_gone_in_multiplayer_its_controller_chooses_the_defending_player(
        ) -> None:
    """CR 506.4c, 508.5a, 802.2, 802.2a: in a three-player game the Perforator attacks player
    1's Wrenn and Seven, which dies with the ability on the stack. The Perforator is still
    attacking, but attacking no player or planeswalker, so no defending player is the one it
    attacks; every opponent is a defending player (802.2), and with several that could be
    chosen its controller chooses one: player 0 chooses player 2, who is dealt the 1 damage."""
    d, _ = _attack_a_planeswalker_that_dies(players=3)
    d.pass_priority()
    d.pass_priority()
    d.pass_priority()  # the ability resolves
    dec = d.expect("choose_player")
    assert dec.player == 0 and dec.prompt == "Choose the defending player"
    assert Describer(d.game, 0, "ja").prompt(dec.kind, dec.prompt) == \
        "防御プレイヤーを選んでください。（ファルケンラスの打ち抜く者）"
    assert d.game.view(0)["decision"]["variant"] == "defending"
    assert {a.value for a in d.game.legal_actions()} == {1, 2}  # type: ignore[attr-defined]
    d.choose(2)
    assert [d.life(p) for p in range(3)] == [20, 20, 19]
    assert not d.state.stack


def test_its_planeswalker_gone_in_a_two_player_game_the_opponent_is_dealt_the_damage(
        ) -> None:
    """CR 506.2, 506.4c: in a two-player game the nonactive player is the defending player,
    whatever the Perforator attacks: with the planeswalker it attacked gone, player 1 is
    dealt the 1 damage, no question asked."""
    d, _ = _attack_a_planeswalker_that_dies(players=2)
    d.resolve()
    assert [d.life(p) for p in range(2)] == [20, 19]


def test_its_planeswalker_gone_with_one_opponent_left_that_one_is_dealt_the_damage() -> None:
    """CR 506.4c, 802.2, 800.4a: in a three-player game from which player 2 has conceded, the
    Perforator attacks player 1's Wrenn and Seven, which dies with the ability on the stack:
    player 1, the one opponent left in the game, is the only defending player that could be
    chosen, and is dealt the 1 damage, no question asked."""
    d, _ = _attack_a_planeswalker_that_dies(players=3, gone=2)
    d.resolve()
    assert d.life(1) == 19 and not d.state.stack


def test_an_attack_ability_not_referring_to_a_defending_player_asks_for_none() -> None:
    """CR 508.5a: only an ability referring to the defending player makes its controller
    choose one: Goblin Piledriver's attack ability ("gets +2/+0 until end of turn for each
    other attacking Goblin") resolves without a question when the planeswalker it attacks is
    gone in a three-player game."""
    d, piledriver = _attack_a_planeswalker_that_dies(players=3, attacker="Goblin Piledriver")
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.chars(piledriver).power == 1
