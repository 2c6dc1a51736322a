"""A clone of a game (``Game.clone``) goes on under the same rules as the game it copies.

Each test builds a position whose rules depend on something besides the printed cards (a
loyalty ability already activated this turn, an emblem, static abilities of an Aura, an
Equipment and a lord, a condition of a static ability, a face-down permanent, a value chosen as
a permanent entered, marked damage, a token's ability, a type-changing effect, counters divided
as a spell was cast, a copy effect, a transformed permanent), takes a clone,
and plays on in the clone and in the original: each follows the Comprehensive Rules from its
own state, and nothing done in one shows in the other.
"""

from __future__ import annotations

import json

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

WRENN = "Wrenn and Seven"
TEFERI = "Teferi, Who Slows the Sunset"


def _loyalty_abilities(d: Driver, name: str) -> list[int]:
    src = d.find(name, "battlefield")
    return sorted(a.index for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == src)


def _emblems(d: Driver) -> list[str]:
    return [d.game.card(o).name for o in d.state.command]


def test_a_clone_taken_after_a_loyalty_ability_offers_no_second_one_this_turn() -> None:
    """CR 606.3: a player may activate a loyalty ability of a permanent they control only if
    none of that permanent's loyalty abilities has been activated that turn. After Wrenn and
    Seven's +1 resolves, a clone of the game offers none of Wrenn's loyalty abilities for the
    rest of the turn; in its controller's next turn it offers them again (+1, 0 and −3 with
    six loyalty counters, CR 606.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, WRENN, counters={"loyalty": 5})
    s.library(0, *["Forest"] * 8)
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    turn = d.state.turn
    assert _loyalty_abilities(d, WRENN) == [0, 1, 2]
    d.activate(0, WRENN, index=0)
    d.resolve()
    c = Driver(d.game.clone())
    assert _loyalty_abilities(c, WRENN) == []
    c.pass_until("precombat_main", turn=turn + 2)
    assert _loyalty_abilities(c, WRENN) == [0, 1, 2]
    assert _loyalty_abilities(d, WRENN) == []


def test_a_loyalty_ability_activated_in_the_original_leaves_a_clone_its_own_choice() -> None:
    """CR 606.3 counts the loyalty abilities activated in each game: a clone taken before
    Wrenn's +1 is activated in the original may still activate one of Wrenn's loyalty
    abilities that turn, and Wrenn keeps its five loyalty counters there (CR 606.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, WRENN, counters={"loyalty": 5})
    s.battlefield(0, "Forest")
    s.library(0, *["Forest"] * 8)
    d = Driver(s.build())
    c = Driver(d.game.clone())
    d.activate(0, WRENN, index=0)
    d.resolve()
    assert _loyalty_abilities(d, WRENN) == []
    wrenn = c.find(WRENN, "battlefield")
    assert c.state.objects[wrenn].counters["loyalty"] == 5
    assert _loyalty_abilities(c, WRENN) == [0, 1, 2]
    c.activate(0, WRENN, index=2)  # −3: a Treefolk token, 1/1 with one land
    c.resolve()
    assert c.state.objects[wrenn].counters["loyalty"] == 2
    assert c.ids("Treefolk Token", zone="battlefield") and \
        not d.ids("Treefolk Token", zone="battlefield")


def test_an_emblem_made_in_a_clone_works_there_and_is_not_in_the_original() -> None:
    """CR 114.1, 114.4: Teferi's −7 is on the stack (Teferi, with no loyalty counter left, is
    already in the graveyard, CR 704.5i, and the ability resolves without it, CR 113.7a). A
    clone resolves it: its player 0 gets the emblem, whose ability untaps player 0's tapped
    Plains in player 1's untap step (CR 502.3) and draws them a card in player 1's draw step.
    The original, where the ability is still on the stack, has no emblem; once it resolves
    there, the original gets an emblem of its own."""
    s = Scenario(seed=1)
    s.battlefield(0, TEFERI, counters={"loyalty": 7})
    s.battlefield(0, "Plains", tapped=True)
    s.library(0, "Forest", "Island")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    turn = d.state.turn
    d.activate(0, TEFERI, index=2)
    assert d.zone_of(TEFERI) == "graveyard" and d.state.stack
    c = Driver(d.game.clone())
    c.resolve()
    assert _emblems(c) == ["Teferi, Who Slows the Sunset Emblem"]
    assert _emblems(d) == [] and d.state.stack
    c.pass_until("precombat_main", turn=turn + 1)
    assert not c.state.objects[c.find("Plains")].tapped
    assert c.ids("Forest", zone="hand") and len(c.state.players[1].hand) == 1
    assert d.state.objects[d.find("Plains")].tapped and not d.state.players[0].hand
    d.resolve()
    assert _emblems(d) == ["Teferi, Who Slows the Sunset Emblem"]


def test_an_emblem_in_the_command_zone_goes_on_working_in_a_clone() -> None:
    """CR 114.4, 402.2, 514.1: player 0's Wrenn and Seven emblem ("You have no maximum hand
    size") works in a clone: with ten cards in hand, player 0 discards none in the cleanup
    step there, while player 1, who has no emblem, has to discard down to seven in theirs;
    the original stays in player 0's end step."""
    s = Scenario(seed=1)
    s.emblem(0, WRENN)
    s.hand(0, *["Forest"] * 10)
    s.hand(1, *["Island"] * 9)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    c = Driver(d.game.clone())
    c.pass_until("upkeep", turn=4)
    assert len(c.state.players[0].hand) == 10
    c.pass_until("end", turn=4)  # player 1 drew their tenth card
    c.pass_priority()
    c.pass_priority()
    assert c.expect("discard").player == 1
    assert len(d.state.players[0].hand) == 10 and len(d.state.players[1].hand) == 9
    assert d.state.turn == 3


def test_static_abilities_of_an_aura_an_equipment_and_a_lord_apply_once_in_a_clone() -> None:
    """CR 613.1f, 613.4c, 604.2: Glory Seeker (a 2/2 Human Soldier) enchanted by Crown of Fury
    (+1/+0 and first strike), equipped with Swiftfoot Boots (hexproof and haste), with
    Sigarda, Champion of Light's "Humans you control get +1/+1": a 4/3 with first strike,
    hexproof and haste, in the game and in its clone alike (each bonus counted once). In the
    clone the Boots are moved to Elvish Warrior (CR 701.3a, 301.5c): there Glory Seeker is a
    4/3 with first strike only and the Warrior has hexproof and haste; in the original,
    Glory Seeker still has all four."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Crown of Fury", attached_to="seeker")
    s.battlefield(0, "Swiftfoot Boots", attached_to="seeker")
    s.battlefield(0, "Sigarda, Champion of Light", "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    c = Driver(d.game.clone())
    for g in (d, c):
        ch = g.chars(seeker)
        assert (ch.power, ch.toughness) == (4, 3)
        assert all(ch.has(k) for k in ("First strike", "Hexproof", "Haste"))
    c.activate(0, "Swiftfoot Boots", targets=[warrior])
    c.resolve()
    ch = c.chars(seeker)
    assert (ch.power, ch.toughness) == (4, 3) and ch.has("First strike")
    assert not ch.has("Hexproof") and not ch.has("Haste")
    assert c.chars(warrior).has("Hexproof") and c.chars(warrior).has("Haste")
    assert (c.chars(warrior).power, c.chars(warrior).toughness) == (2, 3)
    ch = d.chars(seeker)
    assert ch.has("Hexproof") and ch.has("Haste") and not d.chars(warrior).has("Hexproof")
    assert d.state.objects[d.find("Swiftfoot Boots")].attached_to == seeker


def test_a_static_ability_whose_condition_ends_in_a_clone_still_applies_in_the_original(
        ) -> None:
    """CR 604.2, 611.3a: Tribal Golem "has first strike as long as you control a Soldier".
    In a clone, player 0's only Soldier, Glory Seeker, dies to Shock (CR 704.5g): the clone's
    Golem no longer has first strike, while the original's, Glory Seeker still on the
    battlefield, has it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    assert d.chars(golem).has("First strike")
    c = Driver(d.game.clone())
    c.cast(0, "Shock", targets=[c.find("Glory Seeker")])
    c.resolve()
    assert c.zone_of("Glory Seeker") == "graveyard"
    assert not c.chars(golem).has("First strike")
    assert d.chars(golem).has("First strike") and d.zone_of("Glory Seeker") == "battlefield"


def test_a_face_down_permanent_turned_face_up_in_a_clone_stays_hidden_in_the_original(
        ) -> None:
    """CR 702.37e, 116.2b: player 0 turns the face-down Whipcorder face up for {W} in a clone;
    there it is Whipcorder for both players (CR 708.8). In the original it is still a
    face-down 2/2 with no name (CR 708.2a), and player 1's view there doesn't name it (CR
    708.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", face_down=True)
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    oid = d.state.battlefield[0]
    assert d.state.objects[oid].face_down
    c = Driver(d.game.clone())
    c.special(0, "turn_face_up", oid)
    c.pay()
    assert c.chars(oid).name == "Whipcorder" and not c.state.objects[oid].face_down
    assert "Whipcorder" in json.dumps(c.game.view(1), ensure_ascii=False)
    ch = d.chars(oid)
    assert d.state.objects[oid].face_down and ch.name == "" and (ch.power, ch.toughness) == (2, 2)
    assert "Whipcorder" not in json.dumps(d.game.view(1), ensure_ascii=False)
    assert not d.state.objects[d.find("Plains")].tapped


def test_a_clone_taken_as_a_triggered_ability_is_put_on_the_stack_chooses_its_own_target(
        ) -> None:
    """CR 603.3d: Graveyard Trespasser's enters-the-battlefield ability is being put on the
    stack and its target is being chosen. A clone chooses Glory Seeker in player 1's graveyard:
    it is exiled, player 1 loses 1 life and player 0 gains 1 (CR 608.2b). The original, still
    at the choice, chooses Plains instead: it is exiled, no life changes in either game, and
    Glory Seeker is still in the original's graveyard."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(1, "Glory Seeker", "Plains")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    d.expect("target")
    c = Driver(d.game.clone())
    c.choose(c.find("Glory Seeker", "graveyard"))
    c.resolve()
    assert c.zone_of("Glory Seeker") == "exile" and c.zone_of("Plains") == "graveyard"
    assert (c.life(0), c.life(1)) == (21, 19)
    assert d.decision.kind == "target" and d.zone_of("Glory Seeker") == "graveyard"
    d.choose(d.find("Plains", "graveyard"))
    d.resolve()
    assert d.zone_of("Plains") == "exile" and d.zone_of("Glory Seeker") == "graveyard"
    assert (d.life(0), d.life(1)) == (20, 20)
    assert (c.life(0), c.life(1)) == (21, 19) and c.zone_of("Plains") == "graveyard"


def test_a_creature_type_chosen_as_an_enchantment_entered_is_kept_in_a_clone_of_a_clone(
        ) -> None:
    """CR 607.2d, 614.12, 614.12a: player 0 chose Soldier as Cover of Darkness entered: Glory Seeker (a
    Soldier) has fear in the game, in its clone and in a clone of that clone. In the clone a
    second Cover of Darkness is cast naming Elf: there Elvish Warrior has fear too; in the
    original and in the first clone's own clone, taken before, it hasn't."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Cover of Darkness", "Cover of Darkness")
    d = Driver(s.build())
    d.cast(0, "Cover of Darkness")
    d.resolve()
    d.choose("Soldier")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    c = Driver(d.game.clone())
    cc = Driver(c.game.clone())
    for g in (d, c, cc):
        assert g.chars(seeker).has("Fear") and not g.chars(warrior).has("Fear")
    c.cast(0, "Cover of Darkness")
    c.resolve()
    c.choose("Elf")
    assert c.chars(warrior).has("Fear") and c.chars(seeker).has("Fear")
    for g in (d, cc):
        assert not g.chars(warrior).has("Fear") and len(g.ids("Cover of Darkness", "hand")) == 1


def test_damage_marked_in_a_clone_is_kept_in_its_clone_and_wears_off_there_alone() -> None:
    """CR 120.3e, 120.6, 514.2: Shock deals 2 damage to Elvish Warrior (2/3) in a clone of the
    game: 2 damage is marked on it there and in a clone of that clone, none in the original.
    The clone of the clone plays on to the next turn: the damage wears off in the cleanup
    step there, while the first clone still shows it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Elvish Warrior")
    s.hand(0, "Shock")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    c = Driver(d.game.clone())
    c.cast(0, "Shock", targets=[warrior])
    c.resolve()
    cc = Driver(c.game.clone())
    assert c.state.objects[warrior].damage == 2 and cc.state.objects[warrior].damage == 2
    assert d.state.objects[warrior].damage == 0 and d.ids("Shock", "hand")
    cc.pass_until("upkeep", turn=4)
    assert cc.state.objects[warrior].damage == 0
    assert c.state.objects[warrior].damage == 2 and c.state.turn == 3


def test_a_clue_made_in_a_clone_keeps_its_ability_in_a_clone_of_that_clone() -> None:
    """CR 111.10f, 701.16a (investigate), 602.1: Secrets of the Key investigates in a clone of
    the game: the Clue token is there and in a clone of the clone, with its "{2}, Sacrifice
    this artifact: Draw a card", which player 0 activates in the second clone and draws. The
    original has no Clue, and the first clone keeps its Clue and its hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Secrets of the Key")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    c = Driver(d.game.clone())
    c.cast(0, "Secrets of the Key")
    c.resolve()
    clue = c.find("Clue", "battlefield")
    cc = Driver(c.game.clone())
    cc.activate(0, clue, choices=[clue])
    cc.resolve()
    assert not cc.ids("Clue", "battlefield") and len(cc.state.players[0].hand) == 1
    assert c.ids("Clue", "battlefield") == [clue] and not c.state.players[0].hand
    assert not d.ids("Clue", "battlefield") and d.ids("Secrets of the Key", "hand")


def test_a_planeswalker_that_became_a_creature_in_a_clone_stays_one_there_until_end_of_turn(
        ) -> None:
    """CR 205.1b, 611.2a, 514.2: at night Arlinn, the Moon's Fury's 0 ability makes her a 5/5
    Werewolf creature until end of turn in a clone of the game: there, and in a clone of that
    clone, she is a creature and no longer a planeswalker; in the original she is still a
    planeswalker. At the next turn the effect has ended in the clone."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Arlinn, the Pack's Hope", transformed=True)
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Moon's Fury")
    c = Driver(d.game.clone())
    c.activate(0, arlinn, index=2)
    c.resolve()
    cc = Driver(c.game.clone())
    for g in (c, cc):
        ch = g.chars(arlinn)
        assert ch.is_creature and "Planeswalker" not in ch.types
        assert (ch.power, ch.toughness) == (5, 5)
    ch = d.chars(arlinn)
    assert "Planeswalker" in ch.types and not ch.is_creature
    c.pass_until("upkeep", turn=4)
    assert "Planeswalker" in c.chars(arlinn).types and not c.chars(arlinn).is_creature
    assert cc.chars(arlinn).is_creature


def test_counters_divided_in_a_clone_stay_as_divided_there_alone() -> None:
    """CR 601.2d, 608.2c: Defend the Celestus cast in a clone of the game with its three
    counters divided 2 and 1 between Glory Seeker and Elvish Warrior: the clone has three
    counters in all, as divided; the original has none and still holds the spell."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Defend the Celestus")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    c = Driver(d.game.clone())
    c.cast(0, "Defend the Celestus", targets=[seeker, warrior], pay=False)
    if c.decision.kind == "target":
        c.choose(None)
    c.choose((2, 1))
    c.pay()
    c.resolve()
    assert c.state.objects[seeker].counters == {"+1/+1": 2}
    assert c.state.objects[warrior].counters == {"+1/+1": 1}
    assert (c.chars(seeker).power, c.chars(warrior).power) == (4, 3)
    assert d.state.objects[seeker].counters == {} and d.state.objects[warrior].counters == {}
    assert d.ids("Defend the Celestus", "hand")


def test_a_permanent_that_becomes_a_copy_in_a_clone_is_unchanged_in_the_original() -> None:
    """CR 707.2, 707.4: at player 0's upkeep, in a clone of the game, Shadow Kin becomes a copy
    of the milled Elvish Warrior: there and in a clone of that clone it is Elvish Warrior, a
    2/3 Elf, with Shadow Kin's upkeep ability; in the original, still in player 1's turn, it
    is Shadow Kin, a 2/2 Shapeshifter, and Elvish Warrior is still in the library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shadow Kin")
    s.library(0, "Elvish Warrior", *["Island"] * 8)
    s.library(1, *["Plains"] * 9)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    c = Driver(d.game.clone())
    while not (c.state.turn == 3 and c.decision.kind == "choose_cards"):
        if c.decision.kind == "declare_attackers":
            c.attack([])
        else:
            c.pass_priority()
    c.choose(c.find("Elvish Warrior", "graveyard"))
    c.resolve_all()
    cc = Driver(c.game.clone())
    for g in (c, cc):
        ch = g.chars(kin)
        assert (ch.name, ch.power, ch.toughness) == ("Elvish Warrior", 2, 3)
        assert "Elf" in ch.subtypes and "Shapeshifter" not in ch.subtypes
        assert g.zone_of("Elvish Warrior") == "exile"
    ch = d.chars(kin)
    assert (ch.name, ch.power, ch.toughness) == ("Shadow Kin", 2, 2)
    assert "Shapeshifter" in ch.subtypes and d.zone_of("Elvish Warrior") == "library"


def test_a_daybound_werewolf_transformed_in_a_clone_has_its_front_face_up_in_the_original(
        ) -> None:
    """CR 502.2, 730.2a, 702.145b, 712.8d: it is day and player 0 casts no spell in their turn: in a
    clone of the game it becomes night as player 1's turn begins and Tovolar's Huntmaster
    (daybound) transforms into Tovolar's Packleader, a 7/7, there and in a clone of that
    clone. In the original, still in player 0's turn, it is day and the Huntmaster, a 6/6,
    has its front face up."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Tovolar's Huntmaster")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    wolf = d.find("Tovolar's Huntmaster")
    c = Driver(d.game.clone())
    c.pass_until("upkeep", turn=4)
    cc = Driver(c.game.clone())
    for g in (c, cc):
        ch = g.chars(wolf)
        assert (ch.name, ch.power, ch.toughness) == ("Tovolar's Packleader", 7, 7)
        assert g.state.objects[wolf].face == 1
    ch = d.chars(wolf)
    assert (ch.name, ch.power, ch.toughness) == ("Tovolar's Huntmaster", 6, 6)
    assert d.state.objects[wolf].face == 0 and d.state.turn == 3


def test_each_players_sacrifice_is_chosen_in_each_clone_and_equal_choices_give_equal_games(
        ) -> None:
    """CR 101.4, 701.21a: in a three-player game, player 1 (the active player) casts Fleshbag
    Marauder and its enters ability resolves: each player chooses a creature to sacrifice, in
    turn order from player 1 (whose only creature is the Marauder), then all are sacrificed at
    once. Two clones taken at the first choice each ask player 2, then player 0; given the
    same choices they end in
    the same state (Elvish Warrior and Glory Seeker gone, Gluttonous Zombie and Aven
    Brigadier kept). The original, given other choices, sacrifices the other two, and neither
    clone shows them."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Fleshbag Marauder")
    s.battlefield(0, "Elvish Warrior", "Gluttonous Zombie")
    s.battlefield(2, "Glory Seeker", "Aven Brigadier")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Fleshbag Marauder")
    d.resolve()
    d.resolve()  # the enters ability
    marauder = d.find("Fleshbag Marauder")
    assert d.zone_of("Fleshbag Marauder") == "battlefield"
    first = {2: d.find("Glory Seeker"), 0: d.find("Elvish Warrior")}
    other = {2: d.find("Aven Brigadier"), 0: d.find("Gluttonous Zombie")}
    clones = [Driver(d.game.clone()), Driver(d.game.clone())]
    for g in clones:
        for player in (2, 0):
            assert g.expect("sacrifice").player == player
            g.choose(first[player], player=player)
        assert g.decision.kind == "priority"
        assert [g.zone_of(n) for n in ("Elvish Warrior", "Glory Seeker", "Fleshbag Marauder")] \
            == ["graveyard"] * 3
        assert g.zone_of("Gluttonous Zombie") == g.zone_of("Aven Brigadier") == "battlefield"
    assert clones[0].game.fingerprint() == clones[1].game.fingerprint()
    for player in (2, 0):
        assert d.expect("sacrifice").player == player
        d.choose(other[player], player=player)
    assert d.state.objects.get(marauder) is None
    assert d.zone_of("Gluttonous Zombie") == d.zone_of("Aven Brigadier") == "graveyard"
    assert d.zone_of("Elvish Warrior") == d.zone_of("Glory Seeker") == "battlefield"
    assert d.game.fingerprint() != clones[0].game.fingerprint()
    for g in clones:
        assert g.zone_of("Gluttonous Zombie") == g.zone_of("Aven Brigadier") == "battlefield"
