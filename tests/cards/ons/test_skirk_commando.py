"""Skirk Commando — {1}{R}{R} Creature — Goblin 2/1.

Oracle: "Whenever Skirk Commando deals combat damage to a player, you may have it deal 2 damage
to target creature that player controls. / Morph {2}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Skirk Commando")


def _hit(d: Driver) -> None:
    d.to_combat()
    d.attack([d.find("Skirk Commando")])
    while d.decision.kind in ("priority", "declare_blockers") and not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()


def test_deals_two_to_a_creature_of_the_player_it_hit() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando", "Goblin Sledder")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    _hit(d)
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Goblin Sledder") not in legal  # only that player's creatures
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.life(1) == 18


def test_may_decline() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    _hit(d)
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(False)
    assert d.ids("Glory Seeker", zone="battlefield")


def test_its_controller_is_asked_whether_to_deal_the_damage() -> None:
    """"You may" (CR 608.2d): as the ability resolves, its controller chooses yes or no, asked
    with the card's words by Skirk Commando, the source."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    _hit(d)
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    dec = d.expect("may")
    assert dec.player == 0 and dec.prompt == "Deal 2 damage to the target?"
    assert dec.info()["source"] == d.find("Skirk Commando")
    assert sorted(a.value for a in d.game.legal_actions()) == [False, True]


def test_face_down_it_has_no_ability_turned_up_before_damage_it_does() -> None:
    """CR 708.2: face down it is a 2/2 with no abilities, so its combat damage to a player
    triggers nothing; turned face up (CR 702.37e) after blockers are declared, the Commando
    deals its 2 damage as itself and the ability triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando", face_down=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker", tapped=True)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.to_combat()
    commando = d.find("Skirk Commando")
    d.attack([commando])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18 and d.state.stack == []
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([commando])
    while d.state.step.name != "DECLARE_BLOCKERS" or d.decision.kind != "priority":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.special(0, "turn_face_up", commando)
    d.pay()
    assert d.chars(commando).name == "Skirk Commando"
    while not d.state.stack:
        d.pass_priority()
    assert d.life(1) == 16
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")


def test_no_creature_of_that_player_the_ability_is_removed() -> None:
    """CR 603.3d: the damaged player controls no creature, so the ability has no legal target
    and is removed from the stack; the game goes on with no decision about it (passing to
    the end of combat meets no target or "may" decision)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando", "Goblin Sledder")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Skirk Commando")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert d.ids("Goblin Sledder", zone="battlefield")


def test_in_multiplayer_only_the_damaged_players_creatures() -> None:
    """"That player": with three players, attacking player 1, only player 1's creature is a
    legal target, not player 2's."""
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Glory Seeker", tapped=True)
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    _hit(d)
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")} - {None}
    assert legal == {d.find("Glory Seeker")}


def test_the_commando_gone_its_last_known_information_deals_the_damage() -> None:
    """CR 113.7a, 608.2h: Shocked in response, the Commando is in the graveyard when the
    ability resolves; it still deals the 2 damage, as it last existed on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Skirk Commando")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.choose(d.find("Glory Seeker"))
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Skirk Commando")])
    d.resolve()
    assert d.ids("Skirk Commando", zone="graveyard")
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")


def test_combat_damage_to_a_planeswalker_doesnt_trigger_it() -> None:
    """CR 510.1, 120.3c: attacking the opponent's Arlinn, the Commando's 2 damage removes two
    loyalty counters; it dealt no combat damage to a player, so nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(1, "Arlinn, the Pack's Hope", "Glory Seeker", tapped=True)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.to_combat()
    d.attack({d.find("Skirk Commando"): arlinn})
    d.pass_until("end_of_combat")
    assert d.state.objects[arlinn].counters == {"loyalty": 2}
    assert d.life(1) == 20 and d.ids("Glory Seeker", zone="battlefield")


def test_two_headed_giant_only_the_damaged_players_creatures_not_the_teammates() -> None:
    """CR 805.10b, 810.9: attacking player 3, the Commando's damage is dealt to player 3 (the
    team's life goes to 28); "that player" is player 3, so only player 3's Elvish Warrior is
    a legal target, not their teammate's Glory Seeker."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Skirk Commando")
    s.battlefield(2, "Glory Seeker", tapped=True)
    s.battlefield(3, "Elvish Warrior", tapped=True)
    for p in range(4):
        s.library(p, *["Island"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Skirk Commando"): 3})
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("target")
    assert [d.life(p) for p in range(4)] == [30, 30, 28, 28]
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")} - {None}
    assert legal == {d.find("Elvish Warrior")}
