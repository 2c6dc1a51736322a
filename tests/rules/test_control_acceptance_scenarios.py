"""Acceptance scenarios for control-changing effects (CR 108.4, 110.2, 613.1b) that the other
control scenario files don't pin down.

* 608.2b, 701.12a: an exchange of control whose one target has become illegal while staying
  on the battlefield (its caster took it in response) can't be completed, so nothing is
  exchanged: the other creature stays with its controller.
* 701.12b, 608.2: whether the two creatures have one controller is seen as the exchange
  resolves: one taken in response by the other's controller leaves nothing to exchange.
* 400.7, 611.2c, 109.5: a creature taken for as long as Callous Oppressor stays tapped,
  returned to its owner's hand and cast again, is a new object: the control effect, though
  its duration still runs, doesn't apply to it, and "creatures you control" in its ability
  means its owner again.
* 109.5, 702.18a, 611.2a: "You have shroud" is its controller's: True Believer taken until end
  of turn gives its taker shroud and takes it from its owner, and gives it back as control
  returns.
* 400.7, 108.3: a card of an opponent's cast from exile by Siphon Insight, returned to its
  owner's hand, is a new object: the permission to cast it is gone, and its owner casts it
  and controls it.
* 109.5, 603.4, 603.3a: a taken Sigarda, Champion of Light attacking for its taker checks
  coven against its taker's creatures and looks at its taker's library.
* 506.4, 608.2b: an attacking creature taken in response to Unified Strike ("exile target
  attacking creature ...") is removed from combat, so the spell's target is illegal and
  nothing is exiled.
* 109.5, 614.1a, 108.3: Gisa, Glorious Resurrector asks who controls the creature as it
  would die, not who owns it: her owner's own Glory Seeker, taken by an opponent, is exiled
  and comes back to her controller; an opponent's creature she took dies as hers.
* 611.2b, 602.2a: Callous Oppressor untapped by Pack's Betrayal gives back what it took;
  its new controller taps it to take a creature, which stays theirs after the Oppressor goes
  back, until its owner untaps it.
* 611.2b, 611.2c: Insurrection untapping an opponent's Callous Oppressor ends its control
  effect for good: the creature it had taken is its owner's again after Insurrection's own
  effect ends.
* 712.18, 611.2c, 109.5: a taken daybound Werewolf that transforms as night falls is the same
  permanent: still its taker's, and its back face's "you control" means the taker.
* 109.5, 613.1b: Future Sight taken by Blatant Thievery reveals its new controller's top card
  and lets them play it; its owner's top card is hidden again and no longer playable.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose, PlayLand
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver


def test_an_exchange_whose_one_target_its_caster_took_in_response_does_nothing() -> None:
    """CR 608.2b, 701.12a, 115.1: player 0 casts Visions of Duplicity ("exchange control of
    two target creatures you don't control") on player 1's Glory Seeker and player 2's Elvish
    Warrior, then takes the Seeker with Callous Oppressor in response. The Seeker, which
    player 0 now controls, is an illegal target; the spell still resolves for its other
    target, but the exchange can't be completed: the Warrior stays player 2's, the Seeker
    player 0's, and Visions goes to the graveyard."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Visions of Duplicity", targets=[seeker, warrior])
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Visions of Duplicity") == "graveyard"
    assert d.chars(seeker).controller == 0
    assert d.chars(warrior).controller == 2


def test_creatures_brought_under_one_controller_in_response_are_not_exchanged() -> None:
    """CR 701.12b, 608.2, 611.2b: player 0 casts Visions of Duplicity on player 1's Glory
    Seeker and player 2's Elvish Warrior; in response player 1 takes the Warrior with Callous
    Oppressor. Both targets are still creatures player 0 doesn't control, but one player now
    controls both, so the exchange does nothing. When player 1 untaps the Oppressor in their
    untap step, the Warrior goes back to player 2 and the Seeker stays player 1's."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    assert d.state.active == 0
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Visions of Duplicity", targets=[seeker, warrior])
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 1
    d.resolve()
    assert not d.state.stack and d.zone_of("Visions of Duplicity") == "graveyard"
    assert d.chars(seeker).controller == 1 and d.chars(warrior).controller == 1
    while d.decision.kind != "may":
        d.pass_priority()
    assert d.decision.player == 1 and d.state.active == 1
    d.choose(True)  # untap the Oppressor
    assert d.chars(warrior).controller == 2 and d.chars(seeker).controller == 1

def test_a_taken_lord_bounced_and_cast_again_by_its_owner_is_its_owners() -> None:
    """CR 400.7, 611.2c, 109.5: player 1's Callous Oppressor takes player 0's Cemetery Reaper
    ("other Zombie creatures you control get +1/+1"): it pumps player 1's Severed Legion, not
    player 0's Gluttonous Zombie. Player 0 returns it to their hand with Fading Hope, and on
    their turn casts it again while the Oppressor is still tapped: the Reaper is a new object
    the control effect doesn't apply to; player 0 controls it and it pumps the Gluttonous
    Zombie only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Gluttonous Zombie", "Island", "Swamp", "Swamp",
                  "Swamp")
    s.hand(0, "Fading Hope")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(1, "Severed Legion")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    reaper = d.find("Cemetery Reaper")
    zombie, legion = d.find("Gluttonous Zombie"), d.find("Severed Legion")
    d.activate(1, "Callous Oppressor", targets=[reaper])
    d.resolve()
    assert d.chars(reaper).controller == 1
    assert (d.chars(legion).power, d.chars(legion).toughness) == (3, 3)
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (3, 3)
    d.pass_priority()
    d.cast(0, "Fading Hope", targets=[reaper])
    d.resolve()
    d.expect("scry")  # its mana value is 3
    d.take_first("scry")
    assert d.ids("Cemetery Reaper", zone=Zone.HAND, player=0)
    d.pass_until("precombat_main", turn=3)
    assert d.state.objects[d.find("Callous Oppressor")].tapped
    d.cast(0, "Cemetery Reaper")
    d.resolve()
    new = d.find("Cemetery Reaper", zone=Zone.BATTLEFIELD)
    assert new != reaper
    assert d.chars(new).controller == 0
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    assert (d.chars(legion).power, d.chars(legion).toughness) == (2, 2)


def _shock_targets(d: Driver, player: int) -> set[object]:
    """Begin casting ``player``'s Shock ("any target", CR 115.4) and return the targets it
    is offered."""
    d.act(player, CastSpell(d.find("Shock", zone=Zone.HAND, player=player), "normal"))
    d.expect("target")
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_a_taken_true_believer_gives_shroud_to_its_taker_until_control_returns() -> None:
    """CR 109.5, 702.18a, 611.2a: player 1 takes player 0's True Believer ("You have shroud")
    with Threaten: player 1 has shroud now, player 0 doesn't, so player 1's Shock may target
    player 0 but not player 1. After the turn the Believer is player 0's again: player 0's
    own Shock can't target player 0, and may target player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "True Believer", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten", "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    believer = d.find("True Believer")
    d.cast(1, "Threaten", targets=[believer])
    d.resolve()
    assert d.chars(believer).controller == 1
    offered = _shock_targets(d, 1)
    assert 0 in offered and 1 not in offered
    d.choose(0)
    d.pay()
    d.resolve()
    assert d.life(0) == 18
    d.pass_until("precombat_main", turn=3)
    assert d.chars(believer).controller == 0
    offered = _shock_targets(d, 0)
    assert 1 in offered and 0 not in offered


def test_an_opponents_card_cast_from_exile_then_bounced_is_its_owners_to_cast() -> None:
    """CR 400.7, 108.3, 110.2: player 0's Siphon Insight exiles player 1's Glory Seeker, and
    player 0 casts it: player 0 controls it. Player 1 returns it to their hand with Fading
    Hope: a new object, which player 0 may no longer cast, and which player 1 casts in their
    turn and controls."""
    s = Scenario(seed=3)
    s.battlefield(0, "Island", "Swamp", "Plains", "Plains")
    s.hand(0, "Siphon Insight")
    s.library(0, *["Island"] * 6)
    s.library(1, "Glory Seeker", "Forest", *["Island"] * 6)
    s.battlefield(1, "Island", "Plains", "Plains")
    s.hand(1, "Fading Hope")
    d = Driver(s.build())
    d.cast(0, "Siphon Insight", targets=[1], pay=False)
    d.mana(0, "Island")
    d.mana(0, "Swamp")
    d.pay()
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker", Zone.LIBRARY, player=1))
    exiled = d.find("Glory Seeker", Zone.EXILE)
    d.cast(0, exiled, method="from_exile")
    d.resolve()
    seeker = d.find("Glory Seeker", Zone.BATTLEFIELD)
    assert d.chars(seeker).controller == 0 and d.state.objects[seeker].owner == 1
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[seeker])
    d.resolve()
    d.take_first("scry")
    in_hand = d.find("Glory Seeker", Zone.HAND, player=1)
    assert d.decision.player == 0
    assert not any(isinstance(a, CastSpell) and a.card == in_hand
                   for a in d.game.legal_actions())
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Glory Seeker")
    d.resolve()
    again = d.find("Glory Seeker", Zone.BATTLEFIELD)
    assert d.chars(again).controller == 1 and d.state.objects[again].owner == 1


def _top_seen(d: Driver, viewer: int, player: int) -> object:
    """The name of ``player``'s top library card as ``viewer`` sees it, if revealed."""
    return d.game.view(viewer)["players"][player].get("library_top", {}).get("name")


def test_a_taken_future_sight_reveals_its_new_controllers_library() -> None:
    """CR 109.5, 613.1b: player 0's Future Sight ("Play with the top card of your library
    revealed. You may play lands and cast spells from the top of your library.") reveals
    player 0's Shock. Player 1 takes it with Blatant Thievery: now player 1's top card, a
    Forest, is revealed to player 0 and player 1 plays it as their land; player 0's Shock is
    hidden from player 1 again, and player 0, given priority, can't cast it (an instant) from
    the library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain")
    s.library(0, "Shock", "Island", "Island", "Island")
    s.battlefield(1, *["Island"] * 7)
    s.hand(1, "Blatant Thievery")
    s.library(1, "Forest", "Forest", "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    shock = d.find("Shock", zone=Zone.LIBRARY)
    assert _top_seen(d, 1, 0) == "Shock" and _top_seen(d, 0, 1) is None
    future_sight = d.find("Future Sight")
    d.cast(1, "Blatant Thievery", targets=[future_sight])
    d.resolve()
    assert d.chars(future_sight).controller == 1
    assert _top_seen(d, 0, 1) == "Forest"
    assert _top_seen(d, 1, 0) is None
    forest = d.state.players[1].library[0]
    assert PlayLand(forest) in d.game.legal_actions()
    d.act(1, PlayLand(forest))
    assert len(d.ids("Forest", Zone.BATTLEFIELD, player=1)) == 1
    assert _top_seen(d, 0, 1) == "Forest"  # the next one
    d.pass_priority()
    assert d.decision.player == 0 and d.state.players[0].library[0] == shock
    assert CastSpell(shock, "from_library") not in d.game.legal_actions()


def test_a_taken_sigardas_attack_trigger_counts_and_searches_for_its_taker() -> None:
    """CR 109.5, 603.4, 603.3a: player 1 takes player 0's Sigarda, Champion of Light with
    Threaten (haste) and attacks with it. Her "Humans you control get +1/+1" now pumps player
    1's Glory Seeker (3/3), not player 0's Candlegrove Witch; with Sigarda (4), the Seeker
    (3) and Snarling Wolf (1), player 1 controls three creatures with different powers, so
    her coven ability triggers, player 1's, and looks at the top five cards of player 1's
    library: player 1 puts their Candlegrove Witch into their hand; player 0's library is
    untouched."""
    s = Scenario(seed=3)
    s.battlefield(0, "Sigarda, Champion of Light", "Candlegrove Witch")
    s.library(0, "Candlegrove Witch", *["Plains"] * 5)
    s.battlefield(1, "Glory Seeker", "Snarling Wolf", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten")
    s.library(1, "Forest", "Candlegrove Witch", "Island", "Swamp", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    sigarda = d.find("Sigarda, Champion of Light")
    d.cast(1, "Threaten", targets=[sigarda])
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    witch0 = d.find("Candlegrove Witch", Zone.BATTLEFIELD, player=0)
    assert (d.chars(witch0).power, d.chars(witch0).toughness) == (2, 2)
    p0_library = list(d.state.players[0].library)
    d.to_combat()
    d.attack([sigarda])
    trigger = d.state.stack[-1]
    assert d.state.objects[trigger].controller == 1
    d.resolve()
    assert d.decision.player == 1
    witch1 = d.find("Candlegrove Witch", Zone.LIBRARY, player=1)
    assert witch1 in {a.value for a in d.decision.actions}
    assert d.find("Candlegrove Witch", Zone.LIBRARY, player=0) not in {
        a.value for a in d.decision.actions}
    d.choose(witch1)
    assert d.ids("Candlegrove Witch", Zone.HAND, player=1)
    assert d.state.players[0].library == p0_library


def test_an_attacker_taken_in_response_is_no_longer_an_attacking_creature_to_exile() -> None:
    """CR 506.4, 608.2b, 115.1: player 1's Elvish Warrior attacks; player 0 casts Unified
    Strike on it (two Soldiers: its power 2 would do), then takes it with Callous Oppressor.
    The Warrior, now player 0's, is removed from combat: no longer an attacking creature, it
    is an illegal target, so Unified Strike doesn't resolve and the Warrior stays on the
    battlefield, player 0's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker", "Catapult Squad")
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.hand(0, "Unified Strike")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    d.pass_priority()
    d.cast(0, "Unified Strike", targets=[warrior])
    d.activate(0, "Callous Oppressor", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 0
    assert warrior not in d.state.combat.attackers
    d.resolve()
    assert not d.state.stack
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Unified Strike") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.chars(warrior).controller == 0



def _gisa_game(active: int) -> Driver:
    """Player 0 controls Gisa, Glorious Resurrector, Glory Seeker and four Mountains, with
    Shock and Threaten in hand; player 1 controls Callous Oppressor and Severed Legion."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", "Glory Seeker")
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Threaten")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(1, "Severed Legion")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=active, turn=2 + (active == 0))
    return Driver(s.build())


def test_gisa_exiles_her_owners_creature_an_opponent_took_and_gives_it_back() -> None:
    """CR 109.5, 614.1a, 607.2a: player 1 takes player 0's Glory Seeker with Callous
    Oppressor; player 0 Shocks it. It is a creature an opponent of Gisa's controller
    controls, so it is exiled instead of dying, and at the beginning of player 0's upkeep
    Gisa puts it onto the battlefield under player 0's control, with decayed."""
    d = _gisa_game(active=1)
    seeker = d.find("Glory Seeker")
    d.activate(1, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 1
    d.pass_priority()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", Zone.EXILE) and not d.ids("Glory Seeker", Zone.GRAVEYARD)
    d.pass_until("end", turn=2)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.turn == 3
    d.resolve()
    back = d.find("Glory Seeker", Zone.BATTLEFIELD)
    assert d.chars(back).controller == 0 and d.chars(back).has("Decayed")


def test_a_creature_gisas_controller_took_dies_as_theirs() -> None:
    """CR 109.5, 614.1a, 108.3: player 0 takes player 1's Severed Legion with Threaten and
    Shocks it: as it would die it is player 0's, no creature of an opponent, so Gisa doesn't
    exile it; it dies, into its owner's graveyard, and nothing comes back at player 0's next
    upkeep."""
    d = _gisa_game(active=0)
    legion = d.find("Severed Legion")
    d.cast(0, "Threaten", targets=[legion])
    d.resolve()
    assert d.chars(legion).controller == 0
    d.cast(0, "Shock", targets=[legion])
    d.resolve()
    assert d.ids("Severed Legion", Zone.GRAVEYARD, player=1)
    assert not d.ids("Severed Legion", Zone.EXILE)
    d.pass_until("precombat_main", turn=5)
    assert not d.ids("Severed Legion", Zone.BATTLEFIELD)


def test_an_oppressor_untapped_by_a_theft_gives_back_and_takes_for_its_thief() -> None:
    """CR 611.2b, 602.2a, 502.3: player 0's tapped Callous Oppressor has taken player 1's
    Glory Seeker. Player 1 casts Pack's Betrayal on the Oppressor: it is untapped, so its
    effect ends and the Seeker is player 1's again. Player 1 taps it (it has haste) to take
    player 0's Elvish Warrior; at end of turn the Oppressor goes back to player 0, still
    tapped, and the Warrior stays player 1's (the ability was player 1's, and lasts while the
    Oppressor remains tapped, whoever controls it) until player 0 untaps the Oppressor in
    their untap step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Pack's Betrayal")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    oppressor = d.find("Callous Oppressor")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, oppressor, targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.pass_until("precombat_main", turn=4)
    assert d.state.objects[oppressor].tapped and d.chars(seeker).controller == 0
    d.cast(1, "Pack's Betrayal", targets=[oppressor])
    d.resolve()
    assert d.chars(oppressor).controller == 1 and not d.state.objects[oppressor].tapped
    assert d.chars(seeker).controller == 1
    d.activate(1, oppressor, targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 1
    while d.decision.kind != "may":
        d.pass_priority()
    assert d.state.turn == 5 and d.decision.player == 0
    assert d.chars(oppressor).controller == 0 and d.state.objects[oppressor].tapped
    assert d.chars(warrior).controller == 1
    d.choose(True)  # player 0 untaps the Oppressor
    assert d.chars(warrior).controller == 0 and d.chars(seeker).controller == 1


def test_a_taken_werewolf_transforming_at_night_stays_its_takers() -> None:
    """CR 712.18, 611.2c, 109.5, 502.2, 702.145b: player 0's Callous Oppressor takes player
    1's Kessig Naturalist (daybound) by day. Player 0 casts no spell that turn, so it becomes
    night as player 1's turn begins and the Naturalist transforms into Lord of the
    Ulvenwald: still the same permanent, still player 0's, so "other Wolves and Werewolves
    you control get +1/+1" pumps player 0's Snarling Wolf, not player 1's Bounding Wolf."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Snarling Wolf")
    s.battlefield(1, "Kessig Naturalist", "Bounding Wolf")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    naturalist = d.find("Kessig Naturalist")
    d.activate(0, "Callous Oppressor", targets=[naturalist])
    d.resolve()
    assert d.chars(naturalist).controller == 0
    d.pass_until("precombat_main", turn=4)
    assert d.state.day_night == "night"
    lord = d.chars(naturalist)
    assert (lord.name, lord.controller) == ("Lord of the Ulvenwald", 0)
    wolf = d.chars(d.find("Snarling Wolf"))
    assert (wolf.power, wolf.toughness) == (2, 2)
    theirs = d.chars(d.find("Bounding Wolf"))
    assert (theirs.power, theirs.toughness) == (3, 2)


def test_insurrection_untapping_an_oppressor_ends_its_control_for_good() -> None:
    """CR 611.2b, 611.2c, 514.2: player 1's tapped Callous Oppressor has taken player 0's
    Glory Seeker. Player 0's Insurrection untaps all creatures, the Oppressor among them, so
    the Oppressor's effect ends, and player 0 gains control of every creature until end of
    turn. At end of turn the Oppressor goes back to player 1, untapped, and the Seeker
    stays player 0's: the Oppressor's effect doesn't come back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Mountain"] * 8)
    s.hand(0, "Insurrection")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    oppressor, seeker = d.find("Callous Oppressor"), d.find("Glory Seeker")
    d.activate(1, oppressor, targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 1
    d.pass_until("precombat_main", turn=3)
    assert d.state.objects[oppressor].tapped and d.chars(seeker).controller == 1
    d.cast(0, "Insurrection")
    d.resolve()
    assert not d.state.objects[oppressor].tapped
    assert d.chars(oppressor).controller == 0 and d.chars(seeker).controller == 0
    d.pass_until("upkeep", turn=4)
    assert d.chars(oppressor).controller == 1 and not d.state.objects[oppressor].tapped
    assert d.chars(seeker).controller == 0
