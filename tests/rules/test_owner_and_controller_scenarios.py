"""Acceptance scenarios for owners and controllers (CR 108.3, 109.4, 109.5, 110.2): a card put
onto the battlefield under another player's control keeps its owner; "you" in its abilities
means its controller (109.5); "its controller" is the player controlling it as it last existed
(608.2h); and when it leaves the battlefield it goes to its owner's graveyard (404.2, 400.3).
A spell cast from another player's card is owned by that player (112.2), and a permanent keeps
its status as its controller changes (110.5c). A triggered ability is controlled by the player
who controlled its source when it triggered (109.4b, 113.8), so its "you" is that player.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _demon_stolen() -> Driver:
    """Player 0 casts Visions of Dread; player 1 puts Grinning Demon from their graveyard onto
    the battlefield under player 0's control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Plains", "Plains")
    s.hand(0, "Visions of Dread", "Fateful Absence")
    s.graveyard(1, "Grinning Demon")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    for land in d.ids("Swamp", zone="battlefield"):
        d.mana(0, land)
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Grinning Demon"))
    return d


def test_you_in_an_ability_is_its_controller_not_its_owner() -> None:
    """CR 109.5, 108.3: Grinning Demon ("At the beginning of your upkeep, you lose 2 life") is
    player 1's card under player 0's control: it triggers in player 0's upkeep, not player
    1's, and player 0 loses the life."""
    d = _demon_stolen()
    demon = d.find("Grinning Demon", zone="battlefield")
    assert d.state.objects[demon].controller == 0 and d.state.objects[demon].owner == 1
    d.pass_until("end", turn=4)
    assert (d.life(0), d.life(1)) == (20, 20)  # nothing in player 1's upkeep
    d.pass_until("draw", turn=5)
    assert (d.life(0), d.life(1)) == (18, 20)


def test_a_permanent_controlled_by_a_non_owner_goes_to_its_owners_graveyard() -> None:
    """CR 110.2, 404.2, 608.2h: Fateful Absence destroys the Grinning Demon player 0 controls:
    the card goes to player 1's graveyard (its owner's), and the Clue is player 0's (its
    controller's as it last existed)."""
    d = _demon_stolen()
    d.cast(0, "Fateful Absence", targets=[d.find("Grinning Demon", zone="battlefield")])
    d.resolve()
    assert d.ids("Grinning Demon", zone="graveyard", player=1)
    assert d.ids("Clue", zone="battlefield", player=0)
    assert not d.ids("Clue", zone="battlefield", player=1)


def test_a_spell_cast_from_another_players_card_is_owned_by_that_player() -> None:
    """CR 108.3, 112.2, 608.2n: player 0 casts player 1's Shock, exiled by Siphon Insight: the
    spell is player 0's to control and player 1's to own, and as it resolves it goes to player
    1's graveyard."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Mountain", "Island")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 6)
    s.library(1, "Shock", "Forest", *["Island"] * 6)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1], pay=False)
    d.mana(0, "Island")
    d.mana(0, "Swamp")
    d.pay()
    d.resolve()
    d.choose(d.find("Shock", "library", player=1))
    spell = d.cast(0, "Shock", method="from_exile", targets=[d.find("Glory Seeker")])
    assert (d.state.objects[spell].owner, d.state.objects[spell].controller) == (1, 0)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.ids("Shock", zone="graveyard", player=1)
    assert not d.ids("Shock", zone="graveyard", player=0)


def test_a_permanent_changing_controllers_keeps_its_status() -> None:
    """CR 110.5c, 701.12, 701.12b: Visions of Duplicity exchanges control of a tapped Glory Seeker and
    an untapped Elvish Warrior: each keeps its status, the Seeker still tapped."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Glory Seeker", tapped=True)
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Visions of Duplicity", targets=[seeker, warrior])
    d.resolve()
    assert (d.state.objects[seeker].controller, d.state.objects[seeker].tapped) == (2, True)
    assert (d.state.objects[warrior].controller, d.state.objects[warrior].tapped) == (1, False)


def test_an_emblem_is_controlled_by_the_player_who_gets_it() -> None:
    """CR 109.4c, 114.2, 114.5: player 0 gains control of player 1's Teferi, Who Slows the
    Sunset with Blatant Thievery and activates its -7: player 0 gets the emblem (owns and
    controls it, in the command zone); Teferi, with no loyalty left, goes to player 1's
    graveyard, and the emblem stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Blatant Thievery", targets=[teferi])
    d.resolve()
    assert d.state.objects[teferi].controller == 0
    d.activate(0, teferi, index=2)
    d.resolve()
    assert d.ids("Teferi, Who Slows the Sunset", zone="graveyard", player=1)
    emblems = [o for o, obj in d.state.objects.items() if obj.card_key is not None
               and d.game.card(o).name.endswith("Emblem")]
    assert len(emblems) == 1
    emblem = d.state.objects[emblems[0]]
    assert (emblem.zone.value, emblem.owner, emblem.controller) == ("command", 0, 0)


def test_the_end_step_trigger_of_a_threatened_creature_is_its_taker_s() -> None:
    """CR 109.4b, 113.8, 109.5, 400.3: player 0 Threatens player 1's Wilhelt, the Rotcleaver
    ("At the beginning of your end step, you may sacrifice a Zombie. If you do, draw a card").
    At player 0's end step the ability triggers for player 0, who controls Wilhelt: player 0
    is asked, may sacrifice only a Zombie they control (Wilhelt itself, not player 1's
    Gluttonous Zombie) and draws; Wilhelt goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Wilhelt, the Rotcleaver", "Gluttonous Zombie")
    s.library(0, "Island", "Island")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Threaten", targets=[d.find("Wilhelt, the Rotcleaver")])
    d.resolve()
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    assert d.expect("may").player == 0
    d.choose(True)
    # the only Zombie player 0 controls is sacrificed
    assert d.ids("Wilhelt, the Rotcleaver", zone="graveyard", player=1)
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert len(d.state.players[0].hand) == 1 and not d.state.players[1].hand
