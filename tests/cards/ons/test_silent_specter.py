"""Silent Specter — {4}{B}{B} Creature — Specter 4/4.

Oracle: "Flying / Whenever Silent Specter deals combat damage to a player, that player
discards two cards. / Morph {3}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silent Specter")


def test_the_player_it_hits_discards_two_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter")
    s.hand(1, "Shock", "Mountain", "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Silent Specter")])
    while not d.state.stack:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    d.choose(d.find("Forest", zone="hand"))
    assert d.life(1) == 16
    assert d.ids("Mountain", zone="hand")
    assert len(d.state.players[1].graveyard) == 2


def test_face_down_it_has_no_ability_to_trigger() -> None:
    """CR 708.2a: a face-down Silent Specter is a 2/2 with no abilities, so its combat
    damage makes no one discard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter", face_down=True)
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Silent Specter")])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
    assert len(d.state.players[1].hand) == 2


def test_a_player_with_one_card_discards_that_card() -> None:
    """CR 701.9a: "discards two cards" with only one card in hand discards that one card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Silent Specter")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert not d.state.players[1].hand
    assert d.zone_of("Shock") == "graveyard"


def test_turned_face_up_it_flies_and_its_trigger_works() -> None:
    """CR 702.37e, 708.8: turned face up for its morph cost {3}{B}{B}, it is a 4/4 flier
    (Glory Seeker can't block it, CR 702.9b) and its combat damage makes the player
    discard two cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter", face_down=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    specter = d.find("Silent Specter")
    d.special(0, "turn_face_up", specter)
    d.pay()
    chars = d.chars(specter)
    assert (chars.power, chars.toughness) == (4, 4) and chars.has("Flying")
    d.to_combat()
    d.attack([specter])
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        assert not any(getattr(a, "blocker", None) == d.find("Glory Seeker")
                       for a in d.game.legal_actions())
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 16
    assert not d.state.players[1].hand


def test_only_the_player_it_hits_discards_in_multiplayer() -> None:
    """"That player" (CR 603.2): in a three-player game it attacks player 2, who discards
    two cards; player 1 keeps theirs."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Silent Specter")
    s.hand(1, "Shock", "Mountain")
    s.hand(2, "Smother", "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Silent Specter"): 2})
    d.pass_until("postcombat_main")
    assert d.life(2) == 16 and d.life(1) == 20
    assert not d.state.players[2].hand
    assert len(d.state.players[1].hand) == 2


def test_blocked_it_deals_no_damage_to_a_player_and_no_one_discards() -> None:
    """CR 510.1a: blocked by a flier, it deals its damage to the blocker only; the trigger
    needs combat damage to a player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter")
    s.battlefield(1, "Ascending Aven")
    s.hand(1, "Shock", "Mountain")
    d = Driver(s.build())
    specter = d.find("Silent Specter")
    d.to_combat()
    d.attack([specter])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Ascending Aven"): specter})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert len(d.state.players[1].hand) == 2


def test_face_down_only_its_controller_knows_it_is_the_specter() -> None:
    """CR 708.5, 708.9: the face-down Specter is a nameless 2/2 in the opponent's view and
    the Silent Specter in its controller's."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter", face_down=True)
    d = Driver(s.build())
    specter = d.find("Silent Specter")
    theirs = d.game.view(1)
    [seen] = [o for o in theirs["battlefield"] if o["id"] == specter]
    assert (seen["name"], seen["power"], seen["toughness"]) == (None, 2, 2)
    assert "Silent Specter" not in json.dumps(theirs)
    assert "Silent Specter" in json.dumps(d.game.view(0))


def test_damaging_a_planeswalker_makes_no_one_discard() -> None:
    """CR 510.1, 306.8: attacking Liliana, Death's Majesty, its combat damage removes loyalty
    and is dealt to no player, so the trigger doesn't fire."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silent Specter")
    s.battlefield(1, "Liliana, Death's Majesty")
    s.hand(1, "Shock", "Mountain")
    s.library(1, "Forest")
    d = Driver(s.build())
    liliana = d.find("Liliana, Death's Majesty")
    before = d.state.objects[liliana].counters["loyalty"]
    d.to_combat()
    d.attack({d.find("Silent Specter"): liliana})
    d.pass_until("postcombat_main")
    assert d.state.objects[liliana].counters["loyalty"] == before - 4
    assert len(d.state.players[1].hand) == 2 and d.life(1) == 20
