"""Liesa, Forgotten Archangel — {2}{W}{W}{B} Legendary Creature — Angel 4/5.

Oracle: "Flying, lifelink / Whenever another nontoken creature you control dies, return that
card to its owner's hand at the beginning of the next end step. / If a creature an opponent
controls would die, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Liesa, Forgotten Archangel")

LIESA = "Liesa, Forgotten Archangel"


def test_flying_and_lifelink() -> None:
    d = Driver(Scenario(seed=1).battlefield(0, LIESA).build())
    c = d.chars(d.find(LIESA))
    assert c.has("Flying") and c.has("Lifelink")


def test_your_creature_returns_at_the_next_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # Liesa's ability: sets up the return
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("end")  # the delayed ability triggers and resolves
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.state.players[0].hand == [d.find("Glory Seeker")]


def test_a_card_that_left_the_graveyard_is_not_returned() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[d.find("Glory Seeker", zone="graveyard")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("end")
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.players[0].hand


def test_tokens_dont_return() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Swamp", "Mountain", "Mountain")
    s.hand(0, "Hungry for More", "Shock")
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.resolve()
    token = d.state.battlefield[-1]
    assert d.state.objects[token].is_token
    d.cast(0, "Shock", targets=[token])
    d.resolve()
    assert token not in d.state.objects or d.state.objects[token].zone.value != "battlefield"
    assert not d.state.stack  # no trigger


def test_opponents_creature_is_exiled_instead_and_doesnt_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Festering Goblin", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "exile"
    assert not d.state.stack  # its "when it dies" ability doesn't trigger
    assert d.chars(d.find("Glory Seeker")).toughness == 2


def test_dying_at_the_same_time_as_liesa() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Glory Seeker", *["Mountain"] * 5)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Burn Down the House")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.zone_of(LIESA) == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "exile"  # Liesa was still there as it would die
    assert len(d.state.stack) == 1  # for the Seeker only, not for Liesa herself
    d.resolve()
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of(LIESA) == "graveyard"


def test_your_own_creatures_still_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Festering Goblin", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    # the Goblin's own dies trigger and Liesa's
    assert len(d.expect("order_triggers").actions) == 2



def test_an_opponents_creature_exiled_instead_doesnt_trigger_dies_abilities() -> None:
    """CR 614.6, 700.4: Liesa's replacement exiles the opponent's Glory Seeker instead of
    putting it into the graveyard, so it never dies: The Meathook Massacre ("whenever a
    creature an opponent controls dies, you gain 1 life") doesn't trigger. Player 0's own
    Glory Seeker dying triggers both Liesa and the Massacre (its opponent loses 1 life)."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "The Meathook Massacre", "Glory Seeker", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "exile"
    assert not d.state.stack and d.life(0) == 20
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=0)])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=0) == "graveyard"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(1) == 19 and d.life(0) == 20
    d.pass_until("end")
    assert d.zone_of("Glory Seeker", player=0) == "hand"


def test_a_creature_you_control_but_don_t_own_returns_to_its_owner_s_hand() -> None:
    """CR 108.3, 404.2, 400.3: Glory Seeker, owned by player 1 and controlled by Liesa's
    controller, dies into its owner's graveyard; it was "another nontoken creature you
    control", so the delayed ability returns it to its owner's hand. It died under player 0's
    control, so Liesa's replacement for creatures an opponent controls doesn't exile it."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Mountain")
    s.battlefield(0, "Glory Seeker", owner=1)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    d.resolve()
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.state.players[1].hand == [d.find("Glory Seeker")]
    assert d.state.players[0].hand == []


def test_liesa_gone_before_the_end_step_the_card_still_returns() -> None:
    """The delayed triggered ability, once created, exists apart from Liesa (CR 603.7c): Liesa
    destroyed after the Glory Seeker died, the Seeker still returns at the end step."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Glory Seeker", "Mountain", "Swamp", "Swamp")
    s.hand(0, "Shock", "Infernal Grasp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # Liesa's ability: the delayed one is set up
    d.cast(0, "Infernal Grasp", targets=[d.find(LIESA)])
    d.resolve()
    assert d.zone_of(LIESA) == "graveyard"
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of(LIESA) == "graveyard"


def test_a_creature_dying_in_the_end_step_returns_at_the_next_turn_s() -> None:
    """"At the beginning of the next end step": a creature that dies once this turn's end step
    has begun comes back at the next turn's end step (CR 603.7a, 513.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    for p in (0, 1):
        s.library(p, *["Swamp"] * 3)
    d = Driver(s.build())
    d.pass_until("end")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("end", turn=4)
    assert d.zone_of("Glory Seeker") == "hand"


def test_in_two_headed_giant_a_teammate_s_creature_dies_and_stays_dead() -> None:
    """CR 810.1, 102.3: the teammate is not an opponent, so its creature dies (not exiled),
    and it wasn't a creature Liesa's controller controlled, so it doesn't return. An opposing
    player's creature is exiled instead."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, LIESA, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Wellwisher")
    for p in range(4):
        s.library(p, *["Swamp"] * 3)
    d = Driver(s.build())
    first, second = d.ids("Shock", "hand")
    d.cast(0, first, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    d.cast(0, second, targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Wellwisher") == "exile"
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_an_opponent_s_commander_is_exiled_instead_and_may_go_to_the_command_zone() -> None:
    """The opposing commander that would die is exiled instead (CR 614.6); put into exile
    since the last check, its owner may move it to the command zone as a state-based action
    (CR 903.9a)."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, LIESA, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "exile"
    assert d.expect("commander_zone").player == 1
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert not d.state.stack


def test_an_opponent_s_face_down_creature_is_exiled_face_up_and_revealed() -> None:
    """The face-down 2/2 that would die is exiled instead; a face-down permanent leaving the
    battlefield is revealed (CR 708.9), and exile is a public zone (CR 406.3): its name,
    hidden from Liesa's controller before, is now in their view."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Krosan Tusker", face_down=True)
    d = Driver(s.build())
    hidden = d.find("Krosan Tusker")
    assert "Krosan Tusker" not in json.dumps(d.game.view(0))
    d.cast(0, "Shock", targets=[hidden])
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "exile"
    assert "Krosan Tusker" in json.dumps(d.game.view(0)["exile"])


def test_its_controller_s_own_card_stolen_by_an_opponent_is_exiled_not_returned() -> None:
    """Control, not ownership, decides (CR 110.2, 614.6): player 0's Glory Seeker, Threatened by
    player 1, is "a creature an opponent controls" as it would die, so it is exiled, and it
    isn't a creature Liesa's controller controls, so nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Glory Seeker")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten", "Shock")
    s.library(0, "Island")
    s.library(1, "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.stack
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "exile"


@pytest.mark.parametrize("answer, where", [("command_zone", "command"), ("stay", "hand")])
def test_its_controller_s_commander_dies_and_returns_only_if_left_in_the_graveyard(
        answer: str, where: str) -> None:
    """The commander died, so Liesa triggers (CR 700.4, 603.6c); its owner may move it to the
    command zone as a state-based action (CR 903.9a). Moved, it is a new object no longer in
    the graveyard and the end-step ability doesn't return it (CR 400.7); left there, it
    returns to its owner's hand (its owner declining to put it into the command zone
    instead, CR 903.9b)."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, LIESA, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.commander(0, "Katilda, Dawnhart Prime", zone="battlefield")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "graveyard"
    d.expect("commander_zone")
    d.choose(answer)
    assert len(d.state.stack) == 1  # Liesa's ability triggered all the same
    d.resolve()
    d.pass_until("postcombat_main")
    while not (d.state.step.name == "END" and not d.state.stack
               and d.decision.kind == "priority"):
        if d.decision.kind == "commander_zone":  # on its way to the hand (CR 903.9b)
            d.choose("stay")
        else:
            d.pass_priority()
    assert d.zone_of("Katilda, Dawnhart Prime") == where


def test_a_disturbed_creature_exiled_instead_of_dying_doesn_t_trigger_it() -> None:
    """Dennick, Pious Apparition (cast with disturb) would be put into a graveyard: it is
    exiled instead by its own replacement effect (CR 614.1a), so it doesn't die
    (CR 700.4) and Liesa's ability doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Plains", "Plains", "Island", "Island", "Mountain")
    s.graveyard(0, "Dennick, Pious Apprentice")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Dennick, Pious Apprentice", method="disturb")
    d.resolve()
    dennick = d.find("Dennick, Pious Apprentice")
    assert d.chars(dennick).name == "Dennick, Pious Apparition"
    d.cast(0, "Shock", targets=[dennick])
    d.resolve()
    assert d.zone_of("Dennick, Pious Apprentice") == "exile"
    assert not d.state.stack
    d.pass_until("end")
    assert d.zone_of("Dennick, Pious Apprentice") == "exile"


@pytest.mark.parametrize("first", ["Silvos, Rogue Elemental", LIESA])
def test_the_opponent_orders_liesa_s_replacement_and_a_regeneration_shield(first: str) -> None:
    """Destroying the opponent's regenerating Silvos, two replacement effects apply: the
    affected creature's controller chooses which first (CR 616.1). Regeneration first, Silvos
    isn't destroyed (CR 701.19a), so it doesn't die either; Liesa's effect first changes only
    where the destroyed Silvos would go, and the shield still replaces the destruction (CR
    616.1f, 701.8b). Either way Silvos stays on the battlefield, tapped, not exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    s.library(1, "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(1, silvos)
    d.resolve()
    d.pass_priority()
    d.cast(0, "Infernal Grasp", targets=[silvos])
    d.resolve()
    d.expect("order_replacements")
    assert d.decision.player == 1
    options = d.game.view(1)["decision"]["options"]
    assert {o["source"] for o in options} == {"Silvos, Rogue Elemental", LIESA}
    chosen = next(a.value for a, o in zip(d.decision.actions, options, strict=True)
                  if o["source"] == first)
    d.choose(chosen)
    assert d.decision.kind == "priority"
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped and not d.state.shields


def test_destroyed_all_at_once_with_liesa_her_effect_applies_and_regeneration_still_wins() -> None:
    """Vanquish the Horde destroys every creature at once: Liesa is still on the battlefield
    as the event happens, so the opponent's Glory Seeker is exiled instead (CR 614.6); for
    the regenerating Silvos its controller applies Liesa's effect first, and the regeneration
    shield still replaces the destruction (CR 616.1f, 701.8b): Silvos stays, tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA, *["Plains"] * 8)
    s.hand(0, "Vanquish the Horde")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest", "Glory Seeker")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    d.expect("order_replacements")
    options = d.game.view(1)["decision"]["options"]
    d.choose(next(a.value for a, o in zip(d.decision.actions, options, strict=True)
                  if o["source"] == LIESA))
    assert d.decision.kind == "priority"
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.zone_of(LIESA) == "graveyard"


def test_a_legend_put_into_the_graveyard_by_the_legend_rule_is_exiled_not_regenerated() -> None:
    """CR 704.5j, 700.4, 614.1a, 701.19a: the opponent casts a second Silvos, Rogue Elemental
    and keeps the new one; the legend rule puts the first (which has a regeneration shield)
    into its owner's graveyard: that isn't destruction, so the shield doesn't apply, but the
    creature would die, so Liesa's effect exiles it instead."""
    s = Scenario(seed=1)
    s.battlefield(0, LIESA)
    s.battlefield(1, "Silvos, Rogue Elemental", *["Forest"] * 7)
    s.hand(1, "Silvos, Rogue Elemental")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    first = d.find("Silvos, Rogue Elemental", zone="battlefield")
    d.activate(1, first)
    d.resolve()
    assert d.state.shields
    d.cast(1, "Silvos, Rogue Elemental")
    d.resolve()
    dec = d.expect("legend_rule")
    [second] = [a.value for a in dec.actions if a.value != first]
    d.choose(second)
    assert d.ids("Silvos, Rogue Elemental", zone="battlefield") == [second]
    assert d.ids("Silvos, Rogue Elemental", zone="exile")
    assert not d.ids("Silvos, Rogue Elemental", zone="graveyard")
