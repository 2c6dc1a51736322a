"""The legal actions of a player with priority (CR 117.1): each card and permanent is looked at
on its own, so one that offers nothing never hides another that does."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    CastSpell,
    PlayLand,
    SpecialAction,
)
from manastack.rules import characteristics
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> Scenario:
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    return s



def _priority_in_opponents_upkeep(s: Scenario) -> Driver:
    """The game built from ``s`` at player 1's upkeep (turn 4), player 1 having passed: player 0
    holds priority in their opponent's turn."""
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    return d

def test_one_land_per_turn() -> None:
    """CR 305.2: a player may play one land during each of their turns; once it is played,
    the other lands in hand can't be. CR 505.6b."""
    s = _libraries(Scenario(seed=1))
    s.hand(0, "Forest", "Island")
    d = Driver(s.build())
    forest, island = d.find("Forest", "hand"), d.find("Island", "hand")
    assert {PlayLand(forest), PlayLand(island)} <= set(d.game.legal_actions())
    d.play_land(0, "Forest")
    assert not [a for a in d.game.legal_actions() if isinstance(a, PlayLand)]
    assert d.ids("Island", zone="hand") == [island]


def test_no_sorcery_speed_action_for_the_nonactive_player() -> None:
    """CR 117.1a, 307.1, 305.2: in the active player's main phase with an empty stack, the
    other player may cast instants and activate abilities only: no land, creature or sorcery.
    CR 505.6a."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Mountain", "Plains", "Plains")
    s.hand(1, "Forest", "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 1 and not d.state.stack
    acts = [a for a in d.game.legal_actions() if isinstance(a, CastSpell | PlayLand)]
    assert acts == [CastSpell(d.find("Shock"))]


def test_an_instant_after_a_creature_in_hand_can_still_be_cast() -> None:
    """CR 117.1a: at instant speed the creature card in hand can't be cast, and the instant
    after it can. CR 505.6a."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.hand(0, "Glory Seeker", "Forest", "Shock")
    s.at("beginning_of_combat")
    d = Driver(s.build())
    acts = [a for a in d.game.legal_actions() if isinstance(a, CastSpell | PlayLand)]
    assert acts == [CastSpell(d.find("Shock"))]


def test_cycling_is_offered_at_instant_speed() -> None:
    """CR 702.29a: cycling is an activated ability from the hand, activated any time its
    owner has priority (here in the opponent's turn): Krosan Tusker, a creature card with no
    other keyword, can be cycled."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Glory Seeker", "Krosan Tusker")
    d = _priority_in_opponents_upkeep(s)
    tusker = d.find("Krosan Tusker")
    assert [a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)] == \
        [tusker]
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_an_upkeep_only_ability_isnt_offered_in_the_next_step() -> None:
    """CR 602.5b: Undead Gladiator's ability may be activated only during its owner's upkeep;
    in the draw step that follows it isn't offered any more."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Swamp", "Swamp")
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    gladiator = d.find("Undead Gladiator")

    def offered() -> bool:
        return any(isinstance(a, ActivateAbility) and a.source == gladiator
                   for a in d.game.legal_actions())

    assert offered()
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.label == "draw" and d.decision.player == 0
    assert len(d.state.players[0].hand) == 2
    assert not offered()


def test_a_graveyard_ability_is_offered_at_instant_speed_after_other_cards() -> None:
    """CR 113.6, 602.2: Gangrenous Goliath's ability works from the graveyard, at instant
    speed (here with a spell on the stack), and a card before it in the graveyard with nothing
    to do there doesn't hide it."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Battlefield Medic", "Mountain")
    s.graveyard(0, "Glory Seeker", "Gangrenous Goliath")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert d.state.stack and d.decision.player == 0
    goliath = d.find("Gangrenous Goliath", "graveyard")
    assert [a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source in d.state.players[0].graveyard] == [goliath]


def test_abilities_of_cards_in_hand_work_only_from_the_hand() -> None:
    """CR 113.6: Wellwisher's ability works on the battlefield only; Disciple of Grace's
    cycling works from the hand only (not from the graveyard)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Wellwisher", "Disciple of Grace")
    s.graveyard(0, "Disciple of Grace")
    d = Driver(s.build())
    sources = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)}
    assert sources == {d.find("Disciple of Grace", "hand")}


def test_a_face_down_permanent_hides_no_other_permanents_abilities() -> None:
    """CR 116.2b, 602.2: with face-down creatures on the battlefield (the opponent's first),
    the player may turn their own face up and still activate their other permanents'
    abilities; the opponent's face-down creature offers them nothing."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Glory Seeker", face_down=True)
    s.battlefield(0, "Skirk Commando", face_down=True)
    s.battlefield(0, "Wellwisher", "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    theirs, mine = d.find("Glory Seeker"), d.find("Skirk Commando")
    wellwisher = d.find("Wellwisher")
    acts = d.game.legal_actions()
    assert SpecialAction("turn_face_up", mine) in acts
    assert ActivateAbility(wellwisher, 0) in acts
    assert not [a for a in acts if getattr(a, "source", None) == theirs]


def test_a_phased_out_permanent_hides_no_other_permanents_abilities() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist (its ability
    isn't offered); the permanents after it still offer theirs."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Wellwisher", phased_out=True)
    s.battlefield(0, "Wellwisher", "Forest")
    d = Driver(s.build())
    out, sole = d.ids("Wellwisher")
    assert d.state.objects[out].phased_out
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert acts == [ActivateAbility(sole, 0)]


def test_an_opponents_commander_cant_be_cast() -> None:
    """CR 903.8: a player may cast their own commander from the command zone, not an
    opponent's."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"))
    s.battlefield(0, *["Plains"] * 3, "Forest")
    s.battlefield(1, *["Plains"] * 3, "Forest")
    s.commander(1, "Katilda, Dawnhart Prime")
    s.commander(0, "Katilda, Dawnhart Prime")
    d = Driver(s.build())
    mine = [x for x in d.state.command if d.state.objects[x].owner == 0]
    assert len(mine) == 1 and len(d.state.command) == 2
    casts = [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
    assert [a.card for a in casts] == mine


def test_a_creature_with_flash_may_be_cast_in_an_opponent_s_turn() -> None:
    """CR 702.8a, 307.1: in player 1's main phase player 0 may cast Cathar Commando (flash)
    but not Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Cathar Commando", "Glory Seeker")
    s.at("precombat_main", active=1, turn=2, priority=0)
    d = Driver(s.build())
    casts = {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    assert casts == {d.find("Cathar Commando", "hand")}


def test_a_cost_reduction_arriving_makes_a_spell_affordable() -> None:
    """CR 601.2f: once Storm Skreelix is on the battlefield, Mage's Guile costs {U}, which
    player 0's one mana left pays: it may be cast (before Skreelix, with no creature to
    target, it couldn't), and one mana is spent on it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Mountain")
    s.hand(0, "Storm Skreelix", "Mage's Guile")
    d = Driver(s.build())
    guile = d.find("Mage's Guile", "hand")
    assert CastSpell(guile) not in d.game.legal_actions()
    d.cast(0, "Storm Skreelix")
    d.resolve()
    untapped = [o for o in d.state.battlefield if not d.state.objects[o].tapped and
                d.chars(o).is_land]
    assert len(untapped) + sum(d.state.players[0].mana_pool.values()) == 1  # one mana left
    assert CastSpell(guile) in d.game.legal_actions()
    d.cast(0, "Mage's Guile", targets=[d.find("Storm Skreelix")])
    cast = [e for e in d.game.log if e.kind == "cast"][-1]
    assert cast.obj == d.find("Mage's Guile", "stack") and cast.data.get("mana_spent") == 1


def test_a_land_just_played_offers_its_mana_ability_and_another_player_s_none() -> None:
    """CR 605.3a, 305.1: a land played this turn may be tapped for mana at once, by its
    controller only: the listing of activated abilities follows the battlefield as it changes."""
    from manastack.decisions.actions import ActivateManaAbility
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Forest")
    s.battlefield(1, "Island")
    d = Driver(s.build())
    mana = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)}
    assert mana == {d.find("Swamp")}
    d.play_land(0, "Forest")
    mana = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)}
    assert mana == {d.find("Swamp"), d.find("Forest")}


def test_an_ability_costing_more_than_the_ready_mana_is_offered_when_a_mana_ability_with_mana_in_its_cost_makes_the_rest() -> None:
    """CR 602.2b, 601.2g-h, 605.3a: Stuffed Bear's {2} with a Forest and Sungrass Prairie
    ("{1}, {T}: Add {G}{W}"): the Forest's {G} pays the Prairie's {1}, whose {G}{W} pays the
    {2}, so the ability is offered although the mana abilities ready with no mana in their
    cost make only one mana; with a Forest alone, or a Forest beside a tapped Prairie, it
    isn't."""
    def offered(tapped: str | None = None) -> bool:
        s = Scenario(seed=1)
        s.battlefield(0, "Stuffed Bear")
        for name in ("Forest", "Sungrass Prairie"):
            s.battlefield(0, name, tapped=name == tapped)
        s.at("precombat_main", active=0, turn=3)
        d = Driver(s.build())
        return ActivateAbility(d.find("Stuffed Bear"), 0) in d.game.legal_actions()

    assert offered()
    assert not offered("Sungrass Prairie")
    assert not offered("Forest")


def test_mana_floating_in_the_pool_pays_for_an_instant_with_every_land_tapped() -> None:
    """CR 106.4, 117.1a, 601.2g-h: once player 0 has tapped their only Mountain for {R} in the
    beginning of combat step, Shock may still be cast with the {R} in their pool; with no mana
    in the pool and the Mountain tapped, passing is all they may do."""
    from manastack.decisions.actions import ActivateManaAbility, PassPriority

    def listing(tap_first: bool) -> list[object]:
        s = _libraries(Scenario(seed=1))
        s.battlefield(0, "Mountain", tapped=not tap_first)
        s.hand(0, "Shock")
        s.at("beginning_of_combat")
        d = Driver(s.build())
        if tap_first:
            d.game.apply(0, ActivateManaAbility(d.find("Mountain"), 0, "R"))
        return list(d.game.legal_actions())

    assert [type(a) for a in listing(True)] == [PassPriority, CastSpell]
    assert listing(False) == [PassPriority()]


def test_a_creature_taps_for_mana_unless_it_is_summoning_sick() -> None:
    """CR 302.6, 605.3a: with player 1's Forest tapped, their Wirewood Elf ("{T}: Add {G}.")
    may be tapped for mana in player 0's turn once it has been under their control since their
    turn began; the turn it came under their control, and while it is tapped, passing is all
    they may do."""
    from manastack.decisions.actions import ActivateManaAbility, PassPriority

    def listing(**options: bool) -> tuple[list[object], int]:
        s = _libraries(Scenario(seed=1))
        s.battlefield(1, "Forest", tapped=True)
        s.battlefield(1, "Wirewood Elf", **options)
        s.at("beginning_of_combat")
        d = Driver(s.build())
        d.pass_priority()
        assert d.decision.player == 1
        return list(d.game.legal_actions()), d.find("Wirewood Elf")

    acts, elf = listing()
    assert acts == [PassPriority(), ActivateManaAbility(elf, 0, "G")]
    assert listing(sick=True)[0] == [PassPriority()]
    assert listing(tapped=True)[0] == [PassPriority()]


def test_with_every_land_tapped_a_land_may_still_be_played() -> None:
    """CR 305.1-305.2, 117.1a: in their main phase with the stack empty, player 0, their Forest
    tapped, may play the Island in their hand (and nothing else: Glory Seeker costs {1}{W});
    once a land has been played this turn, passing is all they may do."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Forest", tapped=True)
    s.hand(0, "Island", "Plains", "Glory Seeker")
    d = Driver(s.build())
    island, plains = d.find("Island", "hand"), d.find("Plains", "hand")
    assert d.game.legal_actions() == [PassPriority(), PlayLand(island), PlayLand(plains)]
    d.play_land(0, "Island")
    assert PlayLand(plains) not in d.game.legal_actions()


def test_a_land_played_this_turn_is_tapped_for_mana_at_once() -> None:
    """CR 302.6, 305.1, 605.3a: a land played this turn, the only one its controller has, may
    be tapped for mana at once (only a creature's {T} waits for its controller's next turn):
    with nothing in hand, that is the only action besides passing."""
    from manastack.decisions.actions import ActivateManaAbility, PassPriority

    s = _libraries(Scenario(seed=1))
    s.hand(0, "Forest")
    d = Driver(s.build())
    d.play_land(0, "Forest")
    assert d.game.legal_actions() == [PassPriority(),
                                      ActivateManaAbility(d.find("Forest", "battlefield"), 0, "G")]


# With no mana that could be paid, the listing may be answered as Pass alone only when nothing
# else is legal: each test below is a position with no untapped land where something still is.

def test_a_convoke_spell_is_offered_with_no_land_but_enough_creatures() -> None:
    """CR 702.51a, 601.2g-h, 117.1a: with no land, Hour of Reckoning ({4}{W}{W}{W}, convoke)
    can be cast in its owner's main phase by tapping seven white creatures; a sorcery isn't
    offered at instant speed (CR 307.1), where only passing is left."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.token(0, "Human Soldier", 7)
    s.hand(0, "Hour of Reckoning")
    d = Driver(s.build())
    assert d.game.legal_actions() == [PassPriority(), CastSpell(d.find("Hour of Reckoning"))]
    s = _libraries(Scenario(seed=1))
    s.token(0, "Human Soldier", 7)
    s.hand(0, "Hour of Reckoning")
    s.at("beginning_of_combat")
    d = Driver(s.build())
    assert d.game.legal_actions() == [PassPriority()]


def test_a_mana_ability_with_no_tap_in_its_cost_is_offered_on_a_tapped_creature() -> None:
    """CR 605.1a, 605.3a, 302.6: Skirk Prospector's "Sacrifice a Goblin: Add {R}" has no {T}
    in its cost, so it may be activated while the Prospector is tapped, in the opponent's turn,
    with no other mana source."""
    from manastack.decisions.actions import ActivateManaAbility, PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Skirk Prospector", tapped=True)
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [
        PassPriority(), ActivateManaAbility(d.find("Skirk Prospector"), 0, "R")]


def test_a_land_on_top_of_the_library_may_be_played_with_future_sight() -> None:
    """CR 305.1, 401.5: with Future Sight ("You may play lands ... from the top of your
    library") and no land in hand, the Forest on top of its controller's library may be
    played in their main phase."""
    from manastack.decisions.actions import PassPriority

    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.battlefield(0, "Future Sight")
    d = Driver(s.build())
    top = d.state.players[0].library[0]
    assert d.game.legal_actions() == [PassPriority(), PlayLand(top)]


def test_an_ability_with_no_mana_cost_is_offered_after_a_tapped_permanents_tap_ability() -> None:
    """CR 602.2b, 602.5: Sparksmith, tapped, can't pay the {T} of its ability; Goblin
    Sledder's "Sacrifice a Goblin" costs no mana and is still offered in the opponent's turn."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Sparksmith", tapped=True)
    s.battlefield(0, "Goblin Sledder")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority(), ActivateAbility(d.find("Goblin Sledder"), 0)]


def test_a_summoning_sick_mana_creature_given_haste_taps_for_mana() -> None:
    """CR 302.6, 702.10c: Wirewood Elf came under its controller's control this turn, but
    Angelfire Ignition, cast by flashback, gave it haste: its "{T}: Add {G}" may be activated,
    so Run Wild ({G}) is offered with every land tapped."""
    from manastack.decisions.actions import ActivateManaAbility, PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Plains", "Swamp", "Island")
    s.battlefield(0, "Wirewood Elf", sick=True)
    s.graveyard(0, "Angelfire Ignition")
    s.hand(0, "Run Wild")
    d = Driver(s.build())
    elf = d.find("Wirewood Elf")
    d.cast(0, "Angelfire Ignition", targets=[elf], method="flashback")
    d.resolve()
    assert not d.state.stack and d.decision.player == 0
    assert d.game.legal_actions() == [
        PassPriority(), CastSpell(d.find("Run Wild")), ActivateManaAbility(elf, 0, "G")]


def test_a_land_exiled_by_embodiment_of_flame_may_be_played_with_every_land_tapped() -> None:
    """CR 305.1, 601.2 (a permission to play a card from exile): the Forest that Embodiment of
    Flame exiled from the top of its controller's library may be played this turn, their only
    land tapped to pay for the ability."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Flame Channeler", transformed=True, counters={"flame": 1})
    d = Driver(s.build())
    d.activate(0, "Embodiment of Flame")
    d.resolve()
    exiled = d.ids("Forest", zone="exile")
    assert len(exiled) == 1 and not d.state.stack and d.decision.player == 0
    assert d.game.legal_actions() == [PassPriority(), PlayLand(exiled[0])]


def test_a_face_down_permanent_with_no_morph_cost_cant_be_turned_face_up() -> None:
    """CR 702.37e, 708.7, 116.2b: only a permanent with a morph cost can be turned face up by the
    special action; a face-down Glory Seeker offers nothing, tapped, in the opponent's turn."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Glory Seeker", face_down=True, tapped=True)
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority()]


def test_a_card_in_hand_with_a_mana_ability_costing_mana_hides_no_other_ability() -> None:
    """CR 605.1a, 602.2b: Crossroads Candleguide in hand ("{2}: Add one mana of any color")
    offers nothing there, and Goblin Sledder's ability, which costs no mana, is still offered
    in the opponent's turn with no land."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Goblin Sledder")
    s.hand(0, "Crossroads Candleguide")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority(), ActivateAbility(d.find("Goblin Sledder"), 0)]


def test_a_graveyard_ability_costing_no_mana_is_offered_at_instant_speed() -> None:
    """CR 602.2b, 113.6m (an ability that moves its card out of the graveyard functions
    there): Gangrenous Goliath's "Tap three untapped Clerics you control: Return it from your graveyard to your hand" may
    be activated in the opponent's turn with no land, by tapping three Clerics."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Dawning Purist", "Dawning Purist", "Dawning Purist")
    s.graveyard(0, "Gangrenous Goliath")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [
        PassPriority(), ActivateAbility(d.find("Gangrenous Goliath"), 0)]


def test_a_sacrifice_ability_is_offered_after_a_tapped_mana_ability_of_the_same_artifact() -> None:
    """CR 602.2b, 602.5, 702.37e, 702.29a: with every permanent tapped in the opponent's turn,
    the face-up Daru Healer offers neither its {T} ability nor its morph (a face-up permanent
    isn't turned face up), Barren Moor on the battlefield can't be cycled (cycling works from
    a hand), and Commander's Sphere, tapped for its "{T}: Add" ability, still offers
    "Sacrifice Commander's Sphere: Draw a card", which costs no mana."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Daru Healer", "Barren Moor", tapped=True)
    s.battlefield(0, "Commander's Sphere", tapped=True)
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [
        PassPriority(), ActivateAbility(d.find("Commander's Sphere"), 1)]


def _assert_daru_healer_offered_face_down_with_three_dream_chisels() -> None:
    """Three Dream Chisels take a face-down spell's {3} to nothing: Daru Healer is offered
    face down with no land (CR 702.37a, 601.2f), and not face up."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Dream Chisel", "Dream Chisel", "Dream Chisel")
    s.hand(0, "Daru Healer")
    d = Driver(s.build())
    assert d.game.legal_actions() == [
        PassPriority(), CastSpell(d.find("Daru Healer"), "face_down")]


def test_a_morph_card_is_offered_face_down_for_no_mana_with_three_dream_chisels() -> None:
    """CR 702.37a, 601.2f: a face-down spell's total cost is {3}; three Dream Chisels ("Face-
    down creature spells you cast cost {1} less") take it to nothing, so Daru Healer may be
    cast face down with no land in its owner's main phase (and not face up for {2}{W})."""
    _assert_daru_healer_offered_face_down_with_three_dream_chisels()


def test_a_zombie_spell_is_offered_for_zero_with_rooftop_storm() -> None:
    """CR 118.9, 601.2f: Rooftop Storm lets its controller pay {0} rather than the mana cost
    of a Zombie creature spell: with no land, Bladestitched Skaab may be cast that way in
    their main phase; Glory Seeker, a Soldier, may not."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Rooftop Storm")
    s.hand(0, "Glory Seeker", "Bladestitched Skaab")
    d = Driver(s.build())
    assert d.game.legal_actions() == [
        PassPriority(), CastSpell(d.find("Bladestitched Skaab"), "paying_zero")]


def test_a_zombie_is_offered_from_the_graveyard_for_zero_with_gisa_and_geralf_and_rooftop_storm() -> None:
    """CR 601.2 (Gisa and Geralf: a Zombie creature spell may be cast from its owner's
    graveyard during their turn), 118.9 (Rooftop Storm: {0} rather than its mana cost): with
    no land, Bladestitched Skaab may be cast from the graveyard in its owner's main phase."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Rooftop Storm", "Gisa and Geralf")
    s.graveyard(0, "Bladestitched Skaab")
    d = Driver(s.build())
    assert d.game.legal_actions() == [PassPriority(), CastSpell(
        d.find("Bladestitched Skaab"), "graveyard_permission_paying_zero")]


def test_rooftop_storm_s_zero_cost_doesnt_let_a_zombie_be_cast_at_instant_speed() -> None:
    """CR 117.1a, 307.1, 118.9: paying {0} with Rooftop Storm changes what is paid, not when a
    creature spell may be cast: in the opponent's turn, with no land, Undead Gladiator (a
    Zombie with cycling {1}{B}) can neither be cast nor cycled."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Rooftop Storm")
    s.hand(0, "Undead Gladiator")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority()]


def test_a_zombie_commander_is_offered_from_the_command_zone_for_zero_with_rooftop_storm() -> None:
    """CR 903.8, 118.9: Wilhelt, the Rotcleaver, a Zombie commander never cast before (no
    commander tax), may be cast from the command zone for {0} with Rooftop Storm and no
    land in its owner's main phase."""
    from manastack.decisions.actions import PassPriority

    s = Scenario(seed=1, format="commander")
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Forest", "Forest", "Forest")
    s.commander(0, "Wilhelt, the Rotcleaver")
    s.battlefield(0, "Rooftop Storm")
    d = Driver(s.build())
    assert d.game.legal_actions() == [PassPriority(), CastSpell(
        d.find("Wilhelt, the Rotcleaver"), "commander_paying_zero")]


def test_an_untapped_filter_land_alone_pays_for_nothing_and_a_mountain_beside_it_pays_for_shock() -> None:
    """CR 605.3a, 601.2g-h: Sungrass Prairie's "{1}, {T}: Add {G}{W}" needs a mana first, so
    with no other source it makes none: in the opponent's turn Shock can't be cast and the
    Prairie's ability isn't offered; with an untapped Mountain beside it, Shock is offered."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Sungrass Prairie")
    s.hand(0, "Shock")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority()]

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Sungrass Prairie", "Mountain")
    s.hand(0, "Shock")
    d = _priority_in_opponents_upkeep(s)
    assert CastSpell(d.find("Shock")) in d.game.legal_actions()


def test_a_summoning_sick_creature_s_tap_ability_isnt_offered_and_a_creature_s_since_its_controller_s_turn_is() -> None:
    """CR 302.6, 602.5a: Daru Healer's "{T}: Prevent the next 1 damage to any target" can't
    be activated while it is summoning sick (it came under its controller's control after
    their most recent turn began); otherwise it is offered in the opponent's turn with no
    land."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Daru Healer", sick=True)
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority()]

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Daru Healer")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority(), ActivateAbility(d.find("Daru Healer"), 0)]


def test_a_summoning_sick_creature_s_tap_ability_isnt_offered_beside_other_actions() -> None:
    """CR 302.6, 602.5a: in its controller's main phase, with a land to play and a spell to
    cast, a summoning-sick Daru Healer's {T} ability is still not offered, and activating it
    is refused with nothing changed; the same Healer there since the turn began offers it."""
    from manastack.game import IllegalActionError

    for sick in (True, False):
        s = _libraries(Scenario(seed=1))
        s.battlefield(0, "Plains", "Plains")
        s.battlefield(0, "Daru Healer", sick=sick)
        s.hand(0, "Plains", "Glory Seeker")
        d = Driver(s.build())
        healer = ActivateAbility(d.find("Daru Healer"), 0)
        acts = d.game.legal_actions()
        assert any(isinstance(a, CastSpell) for a in acts)
        assert (healer in acts) is not sick
        if sick:
            before = d.game.state.version
            with pytest.raises(IllegalActionError):
                d.game.apply(0, healer)
            assert d.game.state.version == before


def test_gravespawn_sovereign_with_four_zombies_offers_nothing_and_with_five_offers_its_ability() -> None:
    """CR 118.3, 602.2b: "Tap five untapped Zombies you control" can't be paid with four
    other untapped Zombies and Gravespawn Sovereign (a Zombie itself) tapped; with a fifth
    untapped Zombie it may be activated with no mana, in the opponent's turn, on a creature
    card in a graveyard."""
    from manastack.decisions.actions import PassPriority

    for zombies, offered in ((4, False), (5, True)):
        s = _libraries(Scenario(seed=1))
        s.battlefield(0, "Gravespawn Sovereign", tapped=True)
        s.battlefield(0, *["Diregraf Horde"] * zombies)
        s.graveyard(1, "Glory Seeker")
        d = _priority_in_opponents_upkeep(s)
        ability = [ActivateAbility(d.find("Gravespawn Sovereign"), 0)] if offered else []
        assert d.game.legal_actions() == [PassPriority(), *ability]


def test_flashback_and_disturb_cards_in_the_graveyard_offer_nothing_with_no_land() -> None:
    """CR 702.34a, 702.146a, 601.2f-h, 307.1: Crawl from the Cellar's flashback {3}{B} and
    Baithook Angler's disturb {1}{U} can't be paid with no mana, even in their owner's main
    phase; in the opponent's turn, the sorcery and the creature can't be cast anyway."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.graveyard(0, "Crawl from the Cellar", "Baithook Angler", "Glory Seeker")
    s.battlefield(0, "Diregraf Horde")
    d = Driver(s.build())
    assert d.state.active == 0 and not d.state.stack
    assert d.game.legal_actions() == [PassPriority()]

    s = _libraries(Scenario(seed=1))
    s.graveyard(0, "Crawl from the Cellar", "Baithook Angler")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority()]


def test_a_commander_in_the_command_zone_isnt_offered_with_no_land() -> None:
    """CR 903.8, 601.2f-h: Wilhelt, the Rotcleaver's {2}{U}{B} can't be paid with no mana in
    its owner's main phase."""
    from manastack.decisions.actions import PassPriority

    s = Scenario(seed=1, format="commander")
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Forest", "Forest", "Forest")
    s.commander(0, "Wilhelt, the Rotcleaver")
    d = Driver(s.build())
    assert d.game.legal_actions() == [PassPriority()]


def test_a_morph_card_refused_with_no_land_is_offered_face_down_in_a_game_with_three_dream_chisels() -> None:
    """CR 702.37a, 601.2f: with no land, Daru Healer can't be cast face down for {3} in a
    game with no cost reduction; in another game, three Dream Chisels take that cost to
    nothing and it is offered (what was worked out for the card in the first game doesn't
    stand for the second)."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.hand(0, "Daru Healer")
    d = Driver(s.build())
    assert d.game.legal_actions() == [PassPriority()]

    _assert_daru_healer_offered_face_down_with_three_dream_chisels()


def test_a_land_in_hand_is_offered_in_its_owner_s_main_phase_after_their_opponent_s_turn() -> None:
    """CR 305.1, 305.2, 117.1a: in the opponent's turn a Forest in hand (and nothing else)
    leaves only passing; in its owner's main phase of the next turn it may be played."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.hand(0, "Forest")
    d = _priority_in_opponents_upkeep(s)
    assert d.game.legal_actions() == [PassPriority()]
    while not (d.state.active == 0 and d.state.step.is_main and d.decision.player == 0):
        d.pass_priority()
    assert PlayLand(d.find("Forest", "hand")) in d.game.legal_actions()


def test_an_activated_ability_is_still_offered_in_the_layer_pass_made_for_a_spell_cast() -> None:
    """Casting Shock puts a spell on the stack: a new layer pass, in which no permanent
    changes its abilities or controller (the index of activated abilities made before serves
    it). Wellwisher's {T} ability, not a mana ability, is still one of its controller's
    actions while Shock waits to resolve (CR 117.1a, 602.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    well = d.find("Wellwisher")
    assert ActivateAbility(well, 0) in d.game.legal_actions()
    passes = characteristics.LAYER_PASSES
    d.cast(0, "Shock", targets=[1])
    assert d.state.stack and characteristics.LAYER_PASSES > passes
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert ActivateAbility(well, 0) in d.game.legal_actions()



def test_a_land_given_a_free_mana_ability_after_one_with_mana_in_its_cost_offers_both() -> None:
    """CR 605.3a, 613.1f: with Mystic Monstrosity ("Lands you control have '{T}: Add one mana
    of any color.'") Sungrass Prairie has "{1}, {T}: Add {G}{W}" first and the given ability
    after it: the first, with mana in its cost, is offered for the Mountain's mana, and the
    given one, with none, for each colour."""
    from manastack.decisions.actions import ActivateManaAbility

    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mystic Skull", *["Mountain"] * 6, "Sungrass Prairie")
    d = Driver(s.build())
    d.activate(0, "Mystic Skull", index=1)
    d.resolve()
    assert d.chars(d.find("Mystic Skull")).name == "Mystic Monstrosity"
    prairie = d.find("Sungrass Prairie")
    assert not d.state.objects[prairie].tapped
    offered = {(a.index, a.mana) for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == prairie}
    assert offered == {(0, "GW"), *((1, c) for c in "WUBRG")}


def test_a_land_drawn_is_offered_in_the_main_phase_after_a_hand_with_nothing_to_do() -> None:
    """CR 305.1, 305.2, 117.1a: with no permanent, player 0's Glory Seeker ({1}{W}) leaves
    only passing in their first main phase; in their next turn's main phase, with the Forests
    drawn beside it, a Forest may be played."""
    from manastack.decisions.actions import PassPriority

    s = _libraries(Scenario(seed=1))
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert d.state.active == 0 and d.state.step.is_main
    assert d.game.legal_actions() == [PassPriority()]
    turn = d.state.turn
    while not (d.state.active == 0 and d.state.turn > turn and d.state.step.is_main and
               d.decision.player == 0):
        d.pass_priority()
    forests = d.ids("Forest", zone="hand")
    acts = d.game.legal_actions()
    assert acts[0] == PassPriority() and acts[1:] and \
        all(isinstance(a, PlayLand) and a.card in forests for a in acts[1:])
