"""State-based actions at their boundaries (CR 704.5c, 704.5f, 702.12b).

* CR 704.5c: a player with ten or more poison counters loses the game; nine is not enough.
* CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard, indestructible
  or not (indestructible only stops destruction, 702.12b; this action destroys nothing).
* CR 704.5h, 702.2b: deathtouch damage is lethal; the mark goes with the damage at cleanup
  (514.2).
* CR 704.5m, 704.5n: an Aura attached to a player who left the game goes to the graveyard; an
  Equipment whose creature left stays on the battlefield, unattached.
* CR 702.26b: state-based actions don't see phased-out permanents.
* CR 704.5p: a creature, or a noncreature permanent that's neither an Aura nor an Equipment,
  attached to something becomes unattached and stays on the battlefield; an Aura that's also a
  creature can't enchant anything and is put into the graveyard (303.4d).
* CR 704.3, 603.10a: all the state-based actions that apply are performed at once, a planeswalker
  or an Aura put into the graveyard among them: Midnight Reaper dying with another creature sees
  it die.
"""

from __future__ import annotations

from manastack.cards.custom import Face, define_card
from manastack.decisions.actions import Concede
from manastack.dsl.prelude import ENCHANTMENT, Modify, Target, Transform, spell, static, target
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests import reference_cards  # noqa: F401  (defines Prologue to Phyresis, Platinum Angel)


def test_a_player_loses_at_exactly_ten_poison_counters() -> None:
    """CR 704.5c, 122.1f: nine poison counters keep the player in; the tenth makes them lose."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 20)
    s.hand(0, *["Prologue to Phyresis"] * 10)
    s.library(0, *["Island"] * 12)
    s.library(1, *["Island"] * 2)
    d = Driver(s.build())
    for n in range(1, 10):
        d.cast(0, "Prologue to Phyresis")
        d.resolve()
        assert d.state.players[1].poison == n
        assert not d.game.is_over and not d.state.players[1].lost
    d.cast(0, "Prologue to Phyresis")
    d.resolve()
    assert d.state.players[1].poison == 10
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.players[1].lost


def test_each_of_two_poison_spells_in_a_row_draws_a_castable_card() -> None:
    """CR 122.1f, 608.2, 601.3: two Prologues to Phyresis ("Each opponent gets a poison counter.
    Draw a card.") on the stack in the upkeep: after the first, player 1 has a poison counter
    and the Shock drawn may be cast; after the second, two, and Play with Fire too."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain")
    s.hand(0, "Prologue to Phyresis", "Prologue to Phyresis")
    s.library(0, "Shock", "Play with Fire")
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    for prologue in d.ids("Prologue to Phyresis"):
        d.cast(0, prologue)

    def castable() -> set[int]:
        return {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    assert castable() == set()
    for n in (1, 2):
        d.pass_priority()
        d.pass_priority()
        hand = set(d.ids("Shock", "hand") + d.ids("Play with Fire", "hand"))
        assert d.state.players[1].poison == n and d.decision.player == 0
        assert len(hand) == n and castable() == hand


def test_an_indestructible_creature_with_zero_toughness_is_put_into_the_graveyard() -> None:
    """CR 704.5f, 702.12b: Unbreakable Formation (not in its controller's main phase: no
    counters) makes Glory Seeker indestructible; Infest makes it 0/0 and it dies all the
    same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(1, "Unbreakable Formation")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()  # player 0 passes in their main phase; player 1 may act
    d.cast(1, "Unbreakable Formation")
    d.resolve()
    assert d.chars(seeker).has("Indestructible")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_draw_from_an_empty_library_is_forgotten_once_state_based_actions_are_checked() -> None:
    """CR 704.5b: a player loses for having attempted to draw from an empty library *since the
    last time state-based actions were checked*. Under Platinum Angel ("You can't lose the
    game") player 0 draws from their empty library and stays in; when the Angel dies later,
    that old draw doesn't make them lose."""
    s = Scenario(seed=1)
    s.battlefield(0, "Platinum Angel", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(1, *["Swamp"] * 4)
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)  # player 0's draw step: nothing to draw
    assert d.state.players[0].library == [] and len(d.state.players[0].hand) == 1
    assert not d.state.players[0].lost
    d.cast(0, "Death Pulse", targets=[d.find("Platinum Angel")])
    d.resolve()
    assert d.zone_of("Platinum Angel") == "graveyard"
    assert not d.state.players[0].lost and not d.game.is_over


def test_the_deathtouch_mark_goes_with_the_damage_at_cleanup() -> None:
    """CR 702.2b, 704.5h, 514.2: Sparksmith, given deathtouch by Bladebrand, deals 1 damage to
    Glory Seeker made indestructible by Unbreakable Formation: lethal, but it isn't destroyed.
    The damage wears off at cleanup; two turns later Sparksmith (without deathtouch now) deals 1
    damage to it, which isn't lethal to a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.library(0, *["Swamp"] * 4)
    s.battlefield(1, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(1, "Unbreakable Formation")
    s.library(1, *["Plains"] * 4)
    d = Driver(s.build())
    seeker, smith = d.find("Glory Seeker"), d.find("Sparksmith")
    d.cast(0, "Bladebrand", targets=[smith])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Unbreakable Formation")
    d.resolve()
    d.activate(0, "Sparksmith", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1 and d.zone_of("Glory Seeker") == "battlefield"
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[seeker].damage == 0
    assert not d.chars(smith).has("Deathtouch")
    d.activate(0, "Sparksmith", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_phased_out_creatures_are_not_checked_by_state_based_actions() -> None:
    """CR 702.26b, 704.5f, 704.5g: a phased-out Glory Seeker with lethal damage and a
    phased-out 2/2 with two -1/-1 counters stay on the battlefield; a Glory Seeker placed after
    them with lethal damage is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", damage=2, phased_out=True, label="out")
    s.battlefield(1, "Elvish Warrior", counters={"-1/-1": 2}, phased_out=True)
    s.battlefield(1, "Glory Seeker", damage=2, label="in")
    d = Driver(s.build())
    out, warrior = d.ids("Glory Seeker")[0], d.find("Elvish Warrior")
    assert out in d.state.battlefield and warrior in d.state.battlefield
    assert d.ids("Glory Seeker", zone="graveyard") and len(d.state.battlefield) == 2


def test_an_equipment_whose_creature_left_stays_unattached() -> None:
    """CR 704.5n, 301.5c: Bramble Armor equips Glory Seeker; Death Pulse kills the Seeker
    (a 4/3 with the Armor, -4/-4); the Armor stays on the battlefield, attached to nothing."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Bramble Armor", attached_to="seeker")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    d = Driver(s.build())
    seeker, armor = d.find("Glory Seeker"), d.find("Bramble Armor")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 3)
    d.cast(0, "Death Pulse", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Bramble Armor") == "battlefield"
    assert d.state.objects[armor].attached_to is None


def test_a_curse_on_a_player_who_left_goes_to_the_graveyard() -> None:
    """CR 704.5m, 303.4c, 800.4a: player 0's Curse of Silence enchants player 2; when player 2
    concedes, the Curse (owned by player 0, who stays) is put into its owner's graveyard at the
    next check, as a player receives priority. The Curse on player 1, still in the game,
    stays."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=2, chosen={"card_name": "Shock"},
                  label="on2")
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"},
                  label="on1")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    curses = d.ids("Curse of Silence")
    on2 = next(x for x in curses if d.state.objects[x].attached_to == 2)
    on1 = next(x for x in curses if d.state.objects[x].attached_to == 1)
    d.game.apply(2, Concede())
    d.pass_priority()  # the next player to receive priority: state-based actions (CR 117.5)
    assert on2 not in d.state.battlefield
    assert d.ids("Curse of Silence", zone="graveyard", player=0)
    assert on1 in d.state.battlefield and d.state.objects[on1].attached_to == 1


def test_a_player_at_exactly_1_life_stays_in_the_game() -> None:
    """CR 704.5a: 0 or less life loses; 1 life doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 3)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 1
    assert not d.state.players[1].lost and not d.game.is_over


def test_players_after_one_who_left_are_still_checked() -> None:
    """CR 704.5a, 800.4a: with player 1 gone, player 2 at 0 life still loses (and player 0,
    the last one left, wins)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(2, 2)
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.game.apply(1, Concede())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    assert d.game.is_over and d.game.winners == (0,)


def test_one_deathtouch_damage_destroys_a_creature() -> None:
    """CR 702.2b, 704.5h: any nonzero damage from a source with deathtouch is lethal:
    Sparksmith, given deathtouch by Bladebrand, deals 1 damage to a 2/2 and destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.library(0, *["Swamp"] * 2)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Bladebrand", targets=[d.find("Sparksmith")])
    d.resolve()
    d.activate(0, "Sparksmith", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_deathtouch_damage_survived_while_indestructible_isnt_lethal_once_it_is_lost() -> None:
    """CR 702.2b, 704.5h, 702.12b: Visara the Dreadful is indestructible while player 1
    controls Avacyn's Memorial ("Other legendary permanents you control have indestructible"),
    so 1 deathtouch damage from Sparksmith doesn't destroy it; once Threaten gives player 0
    control of it, it no longer has indestructible, but that damage was dealt before the last
    time state-based actions were checked: it isn't destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Bladebrand", "Threaten")
    s.library(0, *["Swamp"] * 2)
    s.battlefield(1, "Avacyn's Memorial", "Visara the Dreadful")
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    d.cast(0, "Bladebrand", targets=[d.find("Sparksmith")])
    d.resolve()
    d.activate(0, "Sparksmith", targets=[visara])
    d.resolve()
    assert d.chars(visara).has("Indestructible")
    assert d.state.objects[visara].damage == 1 and d.zone_of("Visara the Dreadful") == \
        "battlefield"
    d.cast(0, "Threaten", targets=[visara])
    d.resolve()
    assert not d.chars(visara).has("Indestructible")
    assert d.zone_of("Visara the Dreadful") == "battlefield"
    assert d.state.objects[visara].damage == 1


def test_creatures_with_0_toughness_die_at_the_same_time() -> None:
    """CR 704.3, 704.5f, 603.10a: Infest makes Unruly Mob and Glory Seeker 0 or less
    toughness; both die at once, so the Mob's "Whenever another creature you control dies"
    sees the Seeker die."""
    s = Scenario(seed=1)
    s.battlefield(1, "Unruly Mob", "Glory Seeker")
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    d = Driver(s.build())
    mob = d.find("Unruly Mob")
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Unruly Mob") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert [x["source"] for x in d.game.view(0)["stack"]] == [mob]


def test_creatures_with_lethal_damage_are_destroyed_at_the_same_time() -> None:
    """CR 704.3, 704.5g, 603.10a: Burn Down the House deals 5 damage to Unruly Mob and to a
    Krosan Tusker (6/5); both are destroyed at once and the Mob sees the Tusker die."""
    s = Scenario(seed=1)
    s.battlefield(1, "Unruly Mob", "Krosan Tusker")
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn Down the House")
    d = Driver(s.build())
    mob = d.find("Unruly Mob")
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.zone_of("Unruly Mob") == "graveyard" and d.zone_of("Krosan Tusker") == "graveyard"
    assert [x["source"] for x in d.game.view(0)["stack"]] == [mob]


def test_the_curse_on_a_player_who_lost_leaves_before_anyone_gets_priority() -> None:
    """CR 704.3, 704.5a, 704.5m: state-based actions are checked again until none applies
    before a player gets priority: player 2 loses at 0 life and leaves, and player 0's Curse
    of Silence on player 2 is already in the graveyard when player 0 gets priority."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=2, chosen={"card_name": "Shock"})
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(2, 2)
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert d.zone_of("Curse of Silence") == "graveyard"


def test_an_aura_falls_off_a_creature_that_gains_protection_from_its_color() -> None:
    """CR 704.5m, 702.16c: Pacifism enchants player 1's Glory Seeker; Akroma's Blessing gives
    it protection from white, and the Pacifism is put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.battlefield(0, "Pacifism", attached_to="seeker")
    s.hand(1, "Akroma's Blessing")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Akroma's Blessing")
    d.resolve()
    d.choose("white")
    assert d.zone_of("Pacifism") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_the_legend_rule_asks_its_controller_by_name() -> None:
    """CR 704.5j: the decision says it is the legend rule's choice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful", "Visara the Dreadful")
    d = Driver(s.build())
    dec = d.expect("legend_rule")
    assert dec.player == 0
    assert dec.prompt == "Legend rule: choose the legendary permanent to keep"


def test_an_equipment_on_a_permanent_that_stops_being_a_creature_becomes_unattached() -> None:
    """CR 704.5n, 301.5c, 514.3a: Bramble Armor equips Stuffed Bear while it is a 4/4 artifact
    creature. In the cleanup step the Bear's "until end of turn" ends and it is no longer a
    creature: the Armor becomes unattached and stays on the battlefield, and since a
    state-based action was performed, its controller gets priority in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Bramble Armor", *["Forest"] * 6)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    bear, armor = d.find("Stuffed Bear"), d.find("Bramble Armor")
    d.activate(0, bear)
    d.resolve()
    d.activate(0, armor, targets=[bear])  # equip {4}
    d.resolve()
    assert d.state.objects[armor].attached_to == bear and d.chars(bear).power == 4 + 2
    d.pass_until("cleanup")
    assert d.state.step is Step.CLEANUP and d.decision.kind == "priority"
    assert d.decision.player == 0
    assert not d.chars(bear).is_creature
    assert d.state.objects[armor].attached_to is None and armor in d.state.battlefield


def test_an_aura_on_a_permanent_that_stops_being_a_creature_goes_to_the_graveyard() -> None:
    """CR 704.5m, 303.4d: Pacifism ("Enchant creature") enchants Stuffed Bear while it is a 4/4
    artifact creature; in the cleanup step the Bear is no longer a creature, so the Pacifism is
    attached to an illegal object and is put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", *["Plains"] * 4)
    s.hand(0, "Pacifism")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    d.cast(0, "Pacifism", targets=[bear])
    d.resolve()
    assert d.state.objects[d.find("Pacifism")].attached_to == bear
    d.pass_until("end")
    assert d.zone_of("Pacifism") == "battlefield"
    d.pass_until("cleanup")
    assert not d.chars(bear).is_creature
    assert d.zone_of("Pacifism") == "graveyard"
    assert d.zone_of("Stuffed Bear") == "battlefield"


def test_an_aura_on_a_creature_of_a_player_who_left_goes_to_the_graveyard() -> None:
    """CR 800.4a, 704.5m: player 0's Pacifism enchants player 1's Glory Seeker; when player 1
    concedes, the Seeker leaves the game with them and the Pacifism, attached to nothing, is
    put into player 0's graveyard."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Pacifism", attached_to="seeker")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.game.apply(1, Concede())
    d.pass_priority()
    assert seeker not in d.state.objects
    assert d.ids("Pacifism", zone="graveyard", player=0)


def test_a_spell_of_a_player_still_in_the_game_stays_on_the_stack_when_another_leaves() -> None:
    """CR 800.4a: player 2 concedes while player 0's Shock aimed at player 1 is on the stack;
    only player 2's objects leave, and the Shock resolves."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    sid = d.cast(0, "Shock", targets=[1])
    d.game.apply(2, Concede())
    assert d.state.stack == [sid]
    d.resolve()
    assert d.life(1) == 18


def test_an_attacker_at_a_player_who_left_deals_no_damage_the_others_deal_theirs() -> None:
    """CR 800.4a, 800.4e, 506.4: player 0 attacks player 1 with one Glory Seeker and player 2
    with another; player 2 concedes: both Seekers stay attacking creatures (leaving the game
    removes from combat only what left), no combat damage is assigned to player 2, and the one
    attacking player 1 deals its 2 damage."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    a, b = d.ids("Glory Seeker")
    d.to_combat()
    d.attack({a: 1, b: 2})
    d.game.apply(2, Concede())
    assert list(d.state.combat.attackers) == [a, b]
    d.pass_until("postcombat_main")
    assert d.life(1) == 18 and d.life(0) == 20
    assert not [e for e in d.state.log if e.kind == "damage" and e.source == b]
    assert d.state.objects[b].tapped and b in d.state.battlefield


def test_a_player_who_loses_while_another_has_priority_doesnt_take_it_away() -> None:
    """CR 800.4a, 117.3b, 104.2a: in a four-player game player 0's Shock makes player 1 lose;
    player 0, the active player, receives priority again after it resolved (not the player
    after the one who left). When player 2 and player 3 concede, player 0 is the last one left
    and wins; the game's end is logged with its winner."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    for p in range(4):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.game.is_over and not d.state.players[0].won
    d.game.apply(2, Concede())
    d.game.apply(3, Concede())
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.players[0].won and not d.state.players[2].won
    assert [e.data["winners"] for e in d.state.log if e.kind == "game_over"] == [(0,)]


def test_the_player_after_one_who_left_holding_priority_receives_it() -> None:
    """CR 800.4a, 117.3d: in player 0's main phase player 0 passes; player 1, holding
    priority, concedes; player 2 receives priority in the same step."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 1
    d.game.apply(1, Concede())
    assert d.state.step is Step.PRECOMBAT_MAIN
    assert d.decision.kind == "priority" and d.decision.player == 2


def _reaper_triggers(d: Driver) -> int:
    """How many times Midnight Reaper's ability triggered: its controller orders them onto the
    stack, and each makes player 0 lose 1 life."""
    life = d.life(0)
    while d.decision.kind == "order_triggers":
        d.choose(d.decision.actions[0].value)
    d.resolve_all()
    return life - d.life(0)


def test_a_planeswalker_and_creatures_go_to_the_graveyard_at_once() -> None:
    """CR 704.3, 704.5g, 704.5i, 603.10a: Burn Down the House deals 5 damage to Midnight
    Reaper, Wrenn and Seven (5 loyalty) and Glory Seeker: the three go to the graveyard in the
    same check, the planeswalker coming between the creatures, so the Reaper sees the Seeker die
    and triggers twice (for itself and for the Seeker)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Midnight Reaper", "Wrenn and Seven", "Glory Seeker")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Burn Down the House")
    s.library(0, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert d.zone_of("Midnight Reaper") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert _reaper_triggers(d) == 2


def test_an_aura_and_creatures_go_to_the_graveyard_at_once() -> None:
    """CR 704.3, 704.5g, 704.5m, 603.10a: player 2, who owns the Crowns of Vigor on player 0's
    Midnight Reaper and Glory Seeker (2 damage each), concedes: the Crowns leave with them, and
    at the next check the Reaper and the Seeker die in the same check as player 0's Curse of
    Silence on player 2 is put into the graveyard: the Reaper triggers twice."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Midnight Reaper", damage=2, label="reaper")
    s.battlefield(0, "Curse of Silence", attached_to=2, chosen={"card_name": "Shock"})
    s.battlefield(0, "Glory Seeker", damage=2, label="seeker")
    s.battlefield(2, "Crown of Vigor", attached_to="reaper", label="v1")
    s.battlefield(2, "Crown of Vigor", attached_to="seeker", label="v2")
    for p in range(3):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    assert d.zone_of("Midnight Reaper") == "battlefield"
    d.game.apply(2, Concede())
    d.pass_priority()  # the next player to receive priority: state-based actions (CR 117.5)
    assert d.zone_of("Curse of Silence") == "graveyard"
    assert d.zone_of("Midnight Reaper") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert _reaper_triggers(d) == 2


def test_the_permanents_a_legend_rule_choice_waited_for_leave_with_the_legend() -> None:
    """CR 704.3, 704.5f, 704.5i, 704.5j: two Visaras, a Stag Beetle placed with no counters
    (0/0) and Wrenn and Seven with no loyalty: the check asks which Visara to keep first,
    then puts the Beetle and Wrenn into the graveyard with the other Visara."""
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful", "Visara the Dreadful", "Stag Beetle")
    s.battlefield(0, "Wrenn and Seven", counters={"loyalty": 0})
    d = Driver(s.build())
    first, second = d.ids("Visara the Dreadful")
    d.expect("legend_rule")
    d.choose(first)
    assert d.zone_of("Stag Beetle") == "graveyard"
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert second not in d.state.battlefield and first in d.state.battlefield


def test_counters_annihilate_on_a_creature_back_to_its_characteristics() -> None:
    """CR 704.5q, 613.4c: Glory Seeker gets a +1/+1 counter from Invigorating Boon (a 3/3),
    then a -1/-1 counter from Scar, which makes it a 2/2 as it was before: the two counters
    are removed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Invigorating Boon", "Glory Seeker", "Swamp", "Mountain")
    s.hand(0, "Barren Moor", "Scar")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Barren Moor", zone="hand"))
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    d.cast(0, "Scar", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].counters == {}
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_704_5p_a_noncreature_permanent_no_longer_an_aura_becomes_unattached() -> None:
    """CR 704.5p, 712.8e: a double-faced Aura (front "Enchant creature", +1/+1) enchanting
    Glory Seeker is transformed: its back face is a noncreature Artifact, neither an Aura nor
    an Equipment, so it becomes unattached and stays on the battlefield (not put into the
    graveyard, which 704.5m does only to an Aura); the Seeker no longer gets +1/+1."""
    define_card("Custom Attach Test Sigil", "{W}", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +1/+1.",
                back=Face("Custom Attach Test Relic", "Artifact"),
                faces=[[static(Modify(power=1, toughness=1), affects="attached")], []])
    define_card("Custom Attach Test Turning", "{U}", "Instant", "Transform target enchantment.",
                abilities=[spell(Transform(Target(0)), targets=[target(ENCHANTMENT)])])
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Custom Attach Test Sigil", attached_to="seeker")
    s.battlefield(0, "Island")
    s.hand(0, "Custom Attach Test Turning")
    d = Driver(s.build())
    seeker, sigil = d.find("Glory Seeker"), d.find("Custom Attach Test Sigil")
    assert d.chars(seeker).power == 3
    d.cast(0, "Custom Attach Test Turning", targets=[sigil])
    d.resolve()
    assert d.chars(sigil).name == "Custom Attach Test Relic"
    assert d.zone_of("Custom Attach Test Sigil") == "battlefield"
    assert d.state.objects[sigil].attached_to is None
    assert d.chars(seeker).power == 2


def test_704_5p_an_aura_transformed_into_a_creature_becomes_unattached() -> None:
    """CR 704.5p, 712.8e: Strangling Grasp enchants the opponent's Glory Seeker; transformed,
    it is Vengeful Strangler, a creature: it becomes unattached and stays on the battlefield."""
    define_card("Custom Attach Test Reversal", "{U}", "Instant", "Transform target enchantment.",
                abilities=[spell(Transform(Target(0)), targets=[target(ENCHANTMENT)])])
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Vengeful Strangler", transformed=True, attached_to="seeker")
    s.battlefield(0, "Island")
    s.hand(0, "Custom Attach Test Reversal")
    d = Driver(s.build())
    grasp = d.find("Vengeful Strangler")
    d.cast(0, "Custom Attach Test Reversal", targets=[grasp])
    d.resolve()
    assert d.chars(grasp).name == "Vengeful Strangler" and d.chars(grasp).is_creature
    assert d.zone_of("Vengeful Strangler") == "battlefield"
    assert d.state.objects[grasp].attached_to is None


def test_303_4d_an_aura_that_becomes_a_creature_goes_to_the_graveyard() -> None:
    """CR 303.4d, 704.5p, 704.5m: a double-faced Aura enchanting Glory Seeker is transformed:
    its back face is an Aura that's also a creature, which can't enchant anything; it
    becomes unattached and is put into its owner's graveyard."""
    define_card("Custom Attach Test Wisp Charm", "{W}", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +1/+1.",
                back=Face("Custom Attach Test Wisp", "Enchantment Creature — Aura Spirit",
                          "Enchant creature", power=1, toughness=1, color_indicator="W"),
                faces=[[static(Modify(power=1, toughness=1), affects="attached")], []])
    define_card("Custom Attach Test Unveiling", "{U}", "Instant", "Transform target enchantment.",
                abilities=[spell(Transform(Target(0)), targets=[target(ENCHANTMENT)])])
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Custom Attach Test Wisp Charm", attached_to="seeker")
    s.battlefield(0, "Island")
    s.hand(0, "Custom Attach Test Unveiling")
    d = Driver(s.build())
    charm = d.find("Custom Attach Test Wisp Charm")
    d.cast(0, "Custom Attach Test Unveiling", targets=[charm])
    d.resolve()
    assert d.zone_of("Custom Attach Test Wisp Charm") == "graveyard"
    assert d.chars(d.find("Glory Seeker")).power == 2
