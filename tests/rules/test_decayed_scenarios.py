"""Acceptance scenarios for decayed (CR 702.147).

* 702.147a, 613.1f: decayed is an ability; a creature that has lost all its abilities (Poppet
  Factory: "creature tokens you control lose all abilities") has no decayed: it can block,
  and when it attacks it isn't sacrificed at end of combat.
* 702.147a, 701.19a, 506.4: the sacrifice "at end of combat" is a delayed trigger made as the
  creature attacks: a decayed Zombie regenerated from lethal combat damage (removed from
  combat, tapped) is still sacrificed at end of combat.
* 702.147a, 400.7, 611.2c: the delayed trigger sacrifices only the object that attacked: a
  creature Gisa returned with decayed, exiled by Astral Slide as it attacks, isn't sacrificed;
  it returns as a new object under its owner's control, without decayed.
* 702.147a, 603.7a, 500.8: in a turn with an additional combat (Aggravated Assault), a decayed
  creature that attacked in the first combat is sacrificed at the end of that combat.
* 702.147a, 701.21a, 614.1a: a creature card Gisa returned with decayed can't block; when it
  has attacked it is sacrificed at end of combat and goes to its owner's graveyard: Gisa's "if
  a creature an opponent controls would die, exile it instead" doesn't apply to it, as its
  controller is Gisa's.
* 702.147a, 603.7d, 701.21a: the delayed trigger is its maker's; a decayed attacker taken
  by another player before end of combat (Callous Oppressor) is no longer theirs to
  sacrifice, and its new controller doesn't sacrifice it: it stays.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_a_token_that_lost_decayed_attacks_and_stays() -> None:
    """CR 702.147a, 613.1f: under Poppet Factory a decayed Zombie token is a vanilla 3/3; it
    attacks and is still on the battlefield after combat."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Poppet Stitcher", transformed=True)
    s.token(0, "TMID:15")
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    assert not d.chars(zombie).has("Decayed")
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert zombie in d.state.battlefield


def test_a_token_that_lost_decayed_can_block() -> None:
    """CR 702.147a, 613.1f: under its controller's Poppet Factory, a decayed Zombie token can
    block."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Poppet Stitcher", transformed=True)
    s.token(1, "TMID:15")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Zombie Token") in blockers


def test_a_stolen_decayed_token_attacks_for_its_new_controller_and_is_sacrificed() -> None:
    """CR 702.147a, 701.21a: Threaten gives player 0 player 1's decayed Zombie token with
    haste; it attacks, deals its damage, and its new controller sacrifices it at end of
    combat (before control would return at end of turn)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.token(1, "TMID:5")  # the Zombie with decayed
    d = Driver(s.build())
    zombie = d.ids("Zombie Token", "battlefield")[0]
    d.cast(0, "Threaten", targets=[zombie])
    d.resolve()
    assert d.state.objects[zombie].controller == 0
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert not d.ids("Zombie Token", "battlefield")


def test_a_regenerated_decayed_attacker_removed_from_combat_is_still_sacrificed() -> None:
    """CR 702.147a, 701.19a, 506.4: Boneknitter gives player 0's decayed Zombie token a
    regeneration shield; the Zombie attacks and Elvish Warrior (2/3) blocks it. Its lethal
    combat damage is replaced by regeneration (the Zombie stays, tapped, removed from combat),
    but the delayed trigger made as it attacked sacrifices it at end of combat."""
    s = _libraries(Scenario(seed=1))
    s.token(0, "TMID:5")  # the Zombie with decayed
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    d.activate(0, "Boneknitter", targets=[zombie])
    d.resolve()
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): zombie})
    while d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    assert zombie in d.state.battlefield and d.state.objects[zombie].tapped
    assert [e.obj for e in d.state.log if e.kind == "regenerate"] == [zombie]
    assert d.state.combat is None or zombie not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert zombie not in d.state.battlefield
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2
    assert d.life(1) == 20


def test_a_decayed_attacker_exiled_and_returned_is_a_new_object_without_decayed() -> None:
    """CR 702.147a, 400.7, 611.2c: player 1's Elvish Warrior, exiled with player 0's Gisa,
    returns in player 0's upkeep under player 0's control with decayed. It attacks two turns
    later; player 0 cycles Renewed Faith and Astral Slide exiles it. The delayed trigger
    finds nothing to sacrifice at end of combat, and at the end step the card returns under
    its owner's (player 1's) control: a new object, which doesn't have decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", label="gisa")
    s.battlefield(0, "Astral Slide", "Plains", "Plains")
    s.exile(1, "Elvish Warrior", exiled_with="gisa")
    s.hand(0, "Renewed Faith")
    for p in range(2):
        s.library(p, *["Plains"] * 8)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # Gisa's trigger
    warrior = d.find("Elvish Warrior", "battlefield")
    assert d.chars(warrior).has("Decayed") and d.chars(warrior).controller == 0
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([warrior])
    d.resolve()  # decayed: the delayed trigger is made
    d.activate(0, "Renewed Faith")
    d.expect("order_triggers")
    d.take_first("order_triggers")
    while d.state.stack:
        kind = d.decision.kind
        if kind == "priority":
            d.pass_priority()
        elif kind == "target":
            d.choose(warrior)
        else:
            d.choose(True)  # gain 2 life; exile the Warrior
    assert d.zone_of("Elvish Warrior") == "exile"
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "exile"
    assert d.life(1) == 20
    d.pass_until("end")  # Astral Slide's delayed trigger has returned the card
    back = d.find("Elvish Warrior", "battlefield")
    assert back != warrior
    c = d.chars(back)
    assert c.controller == 1 and not c.has("Decayed")


def test_a_creature_gisa_returned_cant_block_and_is_sacrificed_to_its_owners_graveyard() -> None:
    """CR 702.147a, 701.21a, 614.1a: player 1's Elvish Warrior, exiled with player 0's Gisa,
    returns in player 0's upkeep under player 0's control with decayed. On player 1's turn it
    can't block Glory Seeker. On player 0's next turn it attacks and is sacrificed at end of
    combat: sacrificed by its controller, it goes to its owner's (player 1's) graveyard, and
    Gisa doesn't exile it (the creature isn't one an opponent controls)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", label="gisa")
    s.exile(1, "Elvish Warrior", exiled_with="gisa")
    s.battlefield(1, "Glory Seeker")
    for p in range(2):
        s.library(p, *["Plains"] * 8)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # Gisa's trigger
    warrior = d.find("Elvish Warrior", "battlefield")
    assert d.chars(warrior).has("Decayed") and d.chars(warrior).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert warrior not in blockers
    d.block({})
    d.pass_until("precombat_main", turn=5)
    assert d.life(0) == 18
    d.to_combat()
    d.attack([warrior])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.zone_of("Elvish Warrior") == "graveyard"
    card = d.find("Elvish Warrior", "graveyard")
    assert d.state.objects[card].owner == 1
    assert card in d.state.players[1].graveyard
    assert not d.ids("Elvish Warrior", "exile")


def test_with_two_combats_it_is_sacrificed_at_the_end_of_the_combat_it_attacked_in() -> None:
    """CR 702.147a, 603.7a, 511.1, 500.8: "sacrifice it at end of combat" means the end of
    combat step of the combat in which it attacked. Aggravated Assault, activated before
    combat, adds a combat and a main phase after the main phase; the decayed Zombie token
    attacks in that first combat, is sacrificed in its end of combat step, and is gone in the
    main phase between the two combats."""
    s = _libraries(Scenario(seed=1))
    s.token(0, "TMID:5")  # the Zombie with decayed
    s.battlefield(0, "Aggravated Assault", *["Mountain"] * 5)
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()
    d.attack([zombie])
    while d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    assert zombie in d.state.battlefield and len(d.state.stack) == 1
    d.pass_until("postcombat_main")  # the additional main phase, before the turn's own combat
    assert d.life(1) == 18
    assert zombie not in d.state.battlefield


def test_a_decayed_attacker_taken_before_end_of_combat_isnt_sacrificed_by_its_new_controller(
) -> None:
    """CR 702.147a, 603.7d, 701.21a, 506.4: player 0's decayed Zombie token attacks; its
    "sacrifice it at end of combat" is a delayed trigger controlled by player 0. Player 1 then
    takes the Zombie with Callous Oppressor: it is removed from combat and deals no damage. At
    end of combat player 0 can't sacrifice a permanent they no longer control, and player 1
    doesn't sacrifice it either: it stays on the battlefield under player 1's control."""
    s = _libraries(Scenario(seed=1))
    s.token(0, "TMID:5")  # the Zombie with decayed
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Elf"})
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    d.to_combat()
    d.attack([zombie])
    while d.state.stack:  # the decayed ability's "when it attacks" trigger resolves
        d.pass_priority()
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[zombie])
    d.resolve()
    assert d.state.objects[zombie].controller == 1
    assert d.state.combat is None or zombie not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert zombie in d.state.battlefield
    assert d.state.objects[zombie].controller == 1
    assert d.life(1) == 20
