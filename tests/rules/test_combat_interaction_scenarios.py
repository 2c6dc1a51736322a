"""Combat rules meeting one another: removal from combat by a change of control or by
regeneration between the two combat damage steps (CR 506.4, 510.4, 701.19a), trample over
blockers that are gone (702.19d) with double strike and deathtouch (702.4, 702.2c), redirected
combat damage (614.9), trample in Two-Headed Giant over a teammate's blocker to the attacked
planeswalker (805.10d, 702.19b, 120.3c) and first strike in an additional combat (500.8, 510.4).
"""

from __future__ import annotations

from manastack.decisions.actions import Choose, DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

THG = "two_headed_giant"


def _libraries(s: Scenario, players: int = 2) -> None:
    for p in range(players):
        s.library(p, *["Forest"] * 5)


def _to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")


def _finish_combat(d: Driver, draw: bool = False) -> None:
    """Pass to the postcombat main phase, answering "may draw" (Hystrodon) with ``draw``."""
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "may":
            d.choose(draw)
        else:
            d.pass_priority()


def _blocker_stolen(attacker: str) -> tuple[Driver, int, int]:
    """Player 1's Elvish Warrior (2/3) blocks player 0's ``attacker``; then player 0 gains
    control of the Warrior with Callous Oppressor (CR 506.4: removed from combat)."""
    s = Scenario(seed=1)
    s.battlefield(0, attacker)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(1, "Elvish Warrior")
    _libraries(s)
    d = Driver(s.build())
    a, warrior = d.find(attacker), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([a])
    _to_blocks(d)
    d.block({warrior: a})
    d.activate(0, "Callous Oppressor", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 0
    assert d.state.combat is not None and warrior not in d.state.combat.blockers
    return d, a, warrior


def test_702_19d_a_trampler_whose_blocker_changed_control_deals_all_to_the_player() -> None:
    """CR 506.4, 509.1h, 702.19d: Hystrodon (3/4 trample) stays blocked after its blocker
    changed controller and left combat; no creature blocks it, so all its 3 damage is
    assigned to the player, none to the Warrior still on the battlefield."""
    d, _hystrodon, warrior = _blocker_stolen("Hystrodon")
    _finish_combat(d)
    assert d.life(1) == 17
    assert d.state.objects[warrior].damage == 0


def test_510_1c_a_creature_whose_blocker_changed_control_deals_no_damage() -> None:
    """CR 506.4, 509.1h, 510.1c: Glory Seeker, blocked, stays blocked when its only blocker
    changes controller; no creature blocks it, so it assigns no combat damage."""
    d, seeker, warrior = _blocker_stolen("Glory Seeker")
    assert seeker in d.state.combat.blocked
    _finish_combat(d)
    assert d.life(1) == 20
    assert d.state.objects[warrior].damage == 0


def test_510_4_an_attacker_regenerated_from_first_strike_damage_deals_no_regular_damage() -> None:
    """CR 701.19a, 506.4, 510.4: Silvos (8/5 trample) with a regeneration shield is blocked by
    Daru Cavalier (2/2 first strike) given deathtouch (Bladebrand). The Cavalier's first-strike
    damage destroys Silvos, which regenerates instead: tapped and removed from combat, it
    deals no damage in the regular step, neither to the Cavalier nor, by trample, to the
    player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, "Daru Cavalier", "Swamp", "Swamp")
    s.hand(1, "Bladebrand")
    _libraries(s)
    d = Driver(s.build())
    silvos, cavalier = d.find("Silvos, Rogue Elemental"), d.find("Daru Cavalier")
    d.to_combat()
    d.attack([silvos])
    _to_blocks(d)
    d.block({cavalier: silvos})
    d.activate(0, silvos)
    d.resolve()
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Bladebrand", targets=[cavalier])
    d.resolve()
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped and d.state.objects[silvos].damage == 0
    assert d.state.combat is not None and silvos not in d.state.combat.attackers
    _finish_combat(d)
    assert Step.COMBAT_DAMAGE in [e.data["step"] for e in d.game.log if e.kind == "step_begin"]
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert d.state.objects[cavalier].damage == 0
    assert d.life(1) == 20


def test_702_19d_double_strike_deathtouch_trample_kills_two_blockers_then_hits_the_player(
) -> None:
    """CR 702.2c, 702.19b, 702.4b, 702.19d: Hystrodon (3/4 trample) with double strike (Duelcraft
    Trainer's coven) and deathtouch (Bladebrand) is blocked by Glory Seeker and Elvish Warrior.
    In the first-strike step one damage to each is lethal, so it may assign 1, 1 and 1 to the
    player; both die. In the regular step no creature blocks it: all 3 go to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider", "Hystrodon",
                  "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    _libraries(s)
    d = Driver(s.build())
    hystrodon = d.find("Hystrodon")
    d.pass_priority()
    d.pass_priority()  # the beginning of combat: coven targets
    d.expect("target")
    d.choose(hystrodon)
    d.resolve()
    d.cast(0, "Bladebrand", targets=[hystrodon])
    d.resolve()
    while d.decision.kind != "declare_attackers":
        d.pass_priority()
    d.attack([hystrodon])
    _to_blocks(d)
    seeker, warrior = d.find("Glory Seeker", player=1), d.find("Elvish Warrior")
    d.block({seeker: hystrodon, warrior: hystrodon})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert d.state.step is Step.FIRST_STRIKE_DAMAGE
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == \
        {(0, 3, 0), (1, 1, 1), (1, 2, 0), (2, 1, 0), (3, 0, 0)}
    d.choose((1, 1, 1))
    _finish_combat(d)
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert not d.ids("Glory Seeker", zone="battlefield", player=1)
    assert d.life(1) == 16  # 1 in the first-strike step, 3 in the regular one


def test_614_9_combat_damage_redirected_to_a_player_is_still_combat_damage() -> None:
    """CR 614.9, 510.2: player 0's Glarecaster shield sends the next damage to them to player 1
    instead. Player 1's unblocked Hystrodon deals its 3 combat damage to its own controller,
    and that is combat damage dealt to a player: Hystrodon's "may draw" triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Hystrodon")
    _libraries(s)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    hystrodon = d.find("Hystrodon")
    d.to_combat()
    d.attack([hystrodon])
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    _to_blocks(d)
    d.block({})
    hand = len(d.state.players[1].hand)
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 1
    d.choose(True)
    _finish_combat(d)
    assert d.life(0) == 20 and d.life(1) == 17
    assert [(e.player, e.amount, e.data.get("combat")) for e in d.game.log
            if e.kind == "damage" and e.source == hystrodon] == [(1, 3, True)]
    assert len(d.state.players[1].hand) == hand + 1


def test_805_10d_trample_over_a_teammates_blocker_goes_to_the_attacked_planeswalker() -> None:
    """CR 805.10d, 702.19b, 120.3c: in Two-Headed Giant, Hystrodon (3/4 trample) attacks player
    3's Wrenn and Seven and player 2's Glory Seeker blocks it. Past the Seeker's lethal 2, the
    rest may go only to the planeswalker it attacks: 1 loyalty counter comes off, and the
    team's life is untouched."""
    s = Scenario(format=THG, seed=1)
    _libraries(s, 4)
    s.battlefield(0, "Hystrodon")
    s.battlefield(3, "Wrenn and Seven")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    hystrodon, wrenn = d.find("Hystrodon"), d.find("Wrenn and Seven")
    seeker = d.find("Glory Seeker")
    loyalty = d.state.objects[wrenn].counters["loyalty"]
    d.to_combat()
    d.act(0, DeclareAttacker(hystrodon, wrenn))
    d.act(0, FinishDeclaration())
    _to_blocks(d)
    d.block({seeker: hystrodon})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert dict(d.decision.data)["recipients"] == (seeker, wrenn)
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == \
        {(2, 1), (3, 0)}
    d.choose((2, 1))
    _finish_combat(d)
    assert d.state.objects[wrenn].counters["loyalty"] == loyalty - 1
    assert [d.life(p) for p in range(4)] == [30, 30, 30, 30]
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_510_4_first_strike_makes_a_first_step_in_an_additional_combat_too() -> None:
    """CR 500.8, 510.4, 702.7b: Daru Cavalier (2/2 first strike) attacks in the turn's combat
    and, untapped by Aggravated Assault, in the additional one; each time a Glory Seeker
    blocks it, the first-strike step kills the Seeker before it deals damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aggravated Assault", "Daru Cavalier", *["Mountain"] * 5)
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    _libraries(s)
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    first, second = d.ids("Glory Seeker")
    for blocker in (first, second):
        while d.decision.kind != "declare_attackers":
            d.pass_priority()
        d.attack([cavalier])
        _to_blocks(d)
        d.block({blocker: cavalier})
        _finish_combat(d)
        assert d.state.objects[cavalier].damage == 0
        assert blocker not in d.state.objects
        if blocker == first:
            d.activate(0, "Aggravated Assault")
            d.resolve()
            d.pass_priority()
            d.pass_priority()  # the additional combat begins
    steps = [e.data["step"] for e in d.game.log if e.kind == "step_begin"]
    assert steps.count(Step.FIRST_STRIKE_DAMAGE) == 2
    assert d.zone_of("Daru Cavalier") == "battlefield"
