"""The cleanup step (CR 514): discarding to maximum hand size, damage wearing off, and
"until end of turn" effects ending.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_discard_down_to_seven_in_cleanup() -> None:
    """CR 514.1: the active player chooses the cards to discard."""
    s = Scenario(seed=1)
    s.hand(0, *(["Forest"] * 5 + ["Glory Seeker"] * 4))
    s.library(1, "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("discard")
    assert dec.player == 0 and len(d.game.legal_actions()) == 9
    seekers = d.ids("Glory Seeker", zone="hand")
    d.choose(seekers[0])
    d.expect("discard")
    d.choose(seekers[1])
    assert len(d.state.players[0].hand) == 7
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 2
    assert d.state.turn == 4  # cleanup finished and the next turn began


def test_no_discard_for_the_non_active_player() -> None:
    s = Scenario(seed=1)
    s.hand(1, *(["Forest"] * 9))
    s.library(1, "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert len(d.state.players[1].hand) == 9


def test_damage_and_until_end_of_turn_effects_wear_off() -> None:
    """CR 514.2, 703.4p, 500.5b, 302.7: Shock's damage is marked on Silvos and stays until
    the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Fever Charm")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Silvos, Rogue Elemental")
    s.library(1, "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[silvos])
    d.resolve()
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert d.state.objects[silvos].damage == 2
    assert d.chars(seeker).power == 4
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[silvos].damage == 0
    assert d.chars(seeker).power == 2


def test_a_cleanup_step_with_priority_is_followed_by_another_cleanup_step() -> None:
    """CR 514.3a: Stuffed Bear stops being a creature as its "until end of turn" effect ends,
    so Bramble Armor becomes unattached (a state-based action) and players receive priority in
    the cleanup step: player 0 first, then player 1 (CR 117.3d), who Shocks Silvos. Another
    cleanup step follows, which removes that damage (CR 514.2) before the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Bramble Armor", *["Forest"] * 6)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    bear, armor = d.find("Stuffed Bear"), d.find("Bramble Armor")
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, bear)
    d.resolve()
    d.activate(0, armor, targets=[bear])
    d.resolve()
    turn = d.state.turn
    d.pass_until("cleanup")
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert d.state.step is Step.CLEANUP
    d.cast(1, "Shock", targets=[silvos])
    d.resolve()
    assert d.state.objects[silvos].damage == 2
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.objects[silvos].damage == 0


def test_a_regeneration_shield_unused_this_turn_is_gone_the_next_turn() -> None:
    """CR 701.19a, 514.2: Silvos's regeneration shield lasts until end of turn; unused, it is
    gone in the next turn, so Infernal Grasp destroys Silvos then."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, silvos)
    d.resolve()
    assert d.state.shields
    turn = d.state.turn
    d.pass_until("upkeep", turn=turn + 1)
    assert not d.state.shields
    d.cast(1, "Infernal Grasp", targets=[silvos])
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"


def test_both_players_receive_priority_in_the_draw_step() -> None:
    """CR 504.2, 117.3a, 117.3d: after the draw, the active player receives priority; when
    they pass, the other player receives it in the same step."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.decision.player == 0
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert d.state.step is Step.DRAW


def test_an_effect_with_no_stated_duration_outlasts_its_controllers_next_turn() -> None:
    """CR 611.2a: a continuous effect from a resolving spell with no stated duration lasts
    until the end of the game: the Glory Seeker taken by Blatant Thievery in turn 3 is still
    player 0's in their next turn, when "until your next turn" effects end (CR 500.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blatant Thievery", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 0
    assert d.chars(seeker).controller == 0


def test_the_turns_tallies_count_every_draw_damage_and_life_gain_of_the_turn() -> None:
    """CR 121.1, 120.3a, 119.3, 702.15b: what a player drew, was dealt and gained this turn is
    the sum of every such event of the turn: Wellwisher (2 Elves) gains 2; Shock deals 2 to
    the opponent; Blood Pact draws two cards; Glory Seeker with lifelink (Blessed Defiance:
    4/2) deals 4 combat damage and its controller gains 4; the other Wellwisher gains 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Wellwisher", "Glory Seeker", "Plains", "Mountain",
                  "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact", "Blessed Defiance", "Shock")
    s.library(0, "Forest", "Forest", "Forest")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    def tallies() -> tuple[int, int, int]:
        you, them = d.state.players
        return (you.cards_drawn_this_turn, you.life_gained_this_turn,
                them.damage_taken_this_turn)
    first, second = d.ids("Wellwisher")
    d.activate(0, first)
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert tallies() == (2, 2, 2)
    d.to_combat()
    d.attack([seeker])
    n = len(d.state.log)
    d.pass_until("postcombat_main")
    assert [(e.kind, e.player, e.amount) for e in d.state.log[n:]
            if e.kind in ("life_gain", "life_loss")] == [("life_loss", 1, 4), ("life_gain", 0, 4)]
    d.activate(0, second)
    d.resolve()
    assert (d.life(0), d.life(1)) == (20 + 2 - 2 + 4 + 2, 20 - 2 - 4)
    assert tallies() == (2, 8, 6)


def _discard_a_spirit_in_cleanup(s: Scenario) -> None:
    """Player 0, active in the end step of turn 3, will discard Nebelgast Intruder (a Spirit)
    down to seven in the cleanup step: Shipwreck Sifters' ability triggers, so players receive
    priority in that cleanup step (CR 514.3a)."""
    s.battlefield(0, "Shipwreck Sifters")
    s.hand(0, *["Plains"] * 7, "Nebelgast Intruder")
    s.library(1, "Forest", "Forest")
    s.at("end", active=0, turn=3)


def _to_cleanup_priority(d: Driver) -> None:
    d.pass_priority()
    d.pass_priority()
    d.expect("discard")
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    d.resolve()
    assert d.state.step is Step.CLEANUP and d.decision.kind == "priority"


def test_may_play_that_card_this_turn_ends_before_priority_in_the_cleanup_step() -> None:
    """CR 514.2, 514.3a: Geistflame Reservoir's "You may play that card this turn" is a "this
    turn" effect: it ends in the cleanup step with damage and "until end of turn" effects, so
    the Shock it exiled in the end step can't be cast in a cleanup step with priority."""
    s = Scenario(seed=1)
    _discard_a_spirit_in_cleanup(s)
    s.battlefield(0, "Geistflame Reservoir", *["Mountain"] * 3)
    s.library(0, "Shock", "Forest", "Forest")
    d = Driver(s.build())
    d.act(0, ActivateAbility(d.find("Geistflame Reservoir"), 2))
    d.pay()
    d.resolve()
    shock = d.find("Shock", "exile")
    assert CastSpell(shock, "from_exile") in d.game.legal_actions()
    _to_cleanup_priority(d)
    assert d.decision.player == 0
    assert CastSpell(shock, "from_exile") not in d.game.legal_actions()


def test_an_until_end_of_turn_delayed_trigger_ends_before_priority_in_the_cleanup_step() -> None:
    """CR 514.2, 514.3a, 603.7b: False Cure's "until end of turn, whenever a player gains
    life" ends in the cleanup step: the 2 life player 1 gains by cycling Renewed Faith in a
    cleanup step with priority costs them nothing."""
    s = Scenario(seed=1)
    _discard_a_spirit_in_cleanup(s)
    s.library(0, "Forest", "Forest")
    s.battlefield(1, "Swamp", "Swamp", "Plains", "Plains")
    s.hand(1, "False Cure", "Renewed Faith")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    _to_cleanup_priority(d)
    d.pass_priority()
    d.act(1, ActivateAbility(d.find("Renewed Faith", "hand"), 1))
    d.pay()
    d.resolve()
    d.choose(True)
    d.resolve_all()
    assert d.life(1) == 22
