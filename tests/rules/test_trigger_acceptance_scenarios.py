"""Acceptance scenarios for triggered abilities (CR 603): a creature entering as a copy is a
creature entering for other permanents' abilities and has the copied abilities as it enters
(CR 603.6a, 707.2); an Aura spell targets, so it triggers ward (CR 303.4a, 702.21a); a token
leaving the battlefield triggers leaves-the-battlefield abilities though it then ceases to
exist (CR 603.6c, 111.8).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)


def _cast_clone(d: Driver, copy: int) -> int:
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(copy)
    return d.state.battlefield[-1]


def test_a_clone_entering_as_a_copy_triggers_other_players_enters_abilities() -> None:
    """CR 603.6a, 707.2, 603.3b: Clone enters the battlefield as a copy of player 1's Glory Seeker; it
    is a creature entering under player 0's control, so player 0's Lunarch Veteran ("another
    creature enters the battlefield under your control") gains 1 life, and player 1's
    Wretched Anurid ("another creature enters the battlefield") costs player 1 a life."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, *["Island"] * 4, "Lunarch Veteran")
    s.hand(0, "Clone")
    s.battlefield(1, "Glory Seeker", "Wretched Anurid")
    d = Driver(s.build())
    new = _cast_clone(d, d.find("Glory Seeker"))
    assert d.chars(new).name == "Glory Seeker"
    # APNAP (CR 603.3b): the active player's ability goes on the stack first, below
    assert [d.state.objects[o].controller for o in d.state.stack] == [0, 1]
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 19)
    d.resolve()
    assert (d.life(0), d.life(1)) == (21, 19)


def _jerren_and_clone() -> tuple[Driver, int, int]:
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, *["Island"] * 4, "Jerren, Corrupted Bishop")
    s.hand(0, "Clone")
    d = Driver(s.build())
    jerren = d.find("Jerren, Corrupted Bishop")
    new = _cast_clone(d, jerren)
    d.expect("legend_rule")
    return d, jerren, new


def _human_tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_a_clone_of_jerren_kept_triggers_on_entering_and_on_the_original_dying() -> None:
    """CR 603.6a, 707.2, 704.5j, 603.10a: Clone entering as a copy of Jerren, Corrupted Bishop
    has Jerren's "Whenever Jerren enters the battlefield or another nontoken Human you control
    dies" as it enters, so it triggers for its own entering. Its controller keeps the Clone
    under the legend rule: the original Jerren, a nontoken Human, dies, and the Clone's ability
    triggers again. The original's own ability doesn't see itself die ("another"). Two
    abilities: 2 life lost, two Human tokens."""
    d, jerren, new = _jerren_and_clone()
    d.choose(new)
    assert jerren not in d.state.battlefield and new in d.state.battlefield
    d.expect("order_triggers")  # both abilities are the Clone's
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 18
    assert len(_human_tokens(d)) == 2


def test_a_clone_of_jerren_put_into_the_graveyard_still_triggers_with_the_original() -> None:
    """CR 603.6a, 704.5j, 603.10a: its controller keeps the original Jerren; the Clone's
    enters ability had triggered as it entered (before state-based actions put it into the
    graveyard) and still resolves; the Clone, a nontoken Human, dying triggers the original's
    "another nontoken Human you control dies". Two abilities: 2 life lost, two tokens."""
    d, jerren, new = _jerren_and_clone()
    d.choose(jerren)
    assert jerren in d.state.battlefield and new not in d.state.battlefield
    d.expect("order_triggers")  # the Clone's ability and the original's, both player 0's
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 18
    assert len(_human_tokens(d)) == 2


def _aura_on_ward_creature() -> Driver:
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Chaplain of Alms")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Pacifism")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Pacifism", targets=[d.find("Chaplain of Alms")])
    return d


def test_an_opponents_aura_spell_targeting_a_ward_creature_triggers_ward_and_unpaid_is_countered() -> None:
    """CR 303.4a, 702.21a, 701.6a: an Aura spell targets the object it will enchant, so player
    1's Pacifism cast on player 0's Chaplain of Alms (ward {1}) makes the Chaplain become the
    target of a spell an opponent controls: ward triggers. Not paid, Pacifism is countered and
    put into its owner's graveyard, and the Chaplain stays unenchanted."""
    d = _aura_on_ward_creature()
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["spell", "triggered"]
    d.resolve()
    d.expect("ward_payment")
    d.choose("decline")
    assert d.zone_of("Pacifism") == "graveyard"
    assert not d.state.stack
    assert d.zone_of("Chaplain of Alms") == "battlefield"


def test_an_opponents_aura_spell_on_a_ward_creature_resolves_once_ward_is_paid() -> None:
    """CR 702.21a, 303.4a: player 1 pays the {1} of ward with the Plains left; Pacifism then
    resolves and enchants the Chaplain."""
    d = _aura_on_ward_creature()
    d.resolve()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.zone_of("Pacifism") == "battlefield"
    assert d.state.objects[d.find("Pacifism")].attached_to == d.find("Chaplain of Alms")


def test_a_token_returned_to_its_owners_hand_triggers_a_leaves_the_battlefield_ability() -> None:
    """CR 603.6c, 603.10a, 111.8, 704.5d: player 1's Fading Hope returns player 0's Human
    token to its owner's hand; it left the battlefield (then ceased to exist as a state-based
    action), so Luminous Phantom's "Whenever another creature you control leaves the
    battlefield" triggers: player 0 gains 1 life."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Lunarch Veteran", transformed=True)
    s.token(0, "Human")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    (token,) = _human_tokens(d)
    d.cast(1, "Fading Hope", targets=[token])
    d.resolve()
    if d.decision.kind == "scry":
        d.take_first("scry")
    assert not _human_tokens(d)
    assert not d.state.players[0].hand
    assert d.state.stack
    d.resolve()
    assert d.life(0) == 21


def test_the_goblins_a_resolved_pump_affects_are_locked_in_when_it_resolves() -> None:
    """CR 611.2c, 613.1d: Goblin Pyromancer's "Goblin creatures get +3/+0 until end of turn"
    affects the Goblins on the battlefield as the ability resolves. Mistform Dreamer made a
    Goblin in response is pumped; made an Elf afterwards it keeps the +3/+0. "At the beginning
    of the end step, destroy all Goblins" looks again as it resolves: the Dreamer, an Elf by
    then, survives, while Goblin Sky Raider and the Pyromancer are destroyed."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, *["Mountain"] * 4, "Island", "Island", "Mistform Dreamer",
                  "Goblin Sky Raider")
    s.hand(0, "Goblin Pyromancer")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.cast(0, "Goblin Pyromancer")
    d.resolve()
    assert d.state.stack  # the enters ability
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Goblin")
    d.resolve()  # the pump
    assert d.chars(dreamer).power == 5
    assert d.chars(d.find("Goblin Sky Raider")).power == 4
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Elf")
    assert d.chars(dreamer).subtypes == {"Elf"}
    assert d.chars(dreamer).power == 5
    d.pass_until("end", turn=3)
    d.resolve_all()
    assert d.zone_of("Mistform Dreamer") == "battlefield"
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.zone_of("Goblin Pyromancer") == "graveyard"


def test_a_phoenix_exiled_from_the_graveyard_in_response_isnt_returned() -> None:
    """CR 400.7, 113.7a: night falls and Sunstreak Phoenix's ability triggers from
    player 0's graveyard (CR 730.2a, 113.6m). In response player 1's Fade from Memory exiles
    the Phoenix card; once in exile it is a new object, so even with {1}{R} paid the ability
    finds no Phoenix in the graveyard to return: it stays in exile."""
    s = Scenario(seed=1)
    _libraries(s)
    s.graveyard(0, "Sunstreak Phoenix")
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    s.day_night("day")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.day_night == "night"
    assert d.decision.player == 0
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[d.find("Sunstreak Phoenix", zone="graveyard")])
    d.resolve()
    assert d.zone_of("Sunstreak Phoenix") == "exile"
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
        d.pay()
    assert d.zone_of("Sunstreak Phoenix") == "exile"
    assert not d.ids("Sunstreak Phoenix", zone="battlefield")


def test_two_instants_each_trigger_the_cast_abilities_once() -> None:
    """CR 603.2, 601.2i, 611.2a: each of two Shocks cast triggers Poppet Stitcher ("Whenever you
    cast an instant or sorcery spell") and Festival Crasher once: two decayed Zombie tokens,
    and the Crasher's +2/+0 until end of turn twice, 5/3, until the cleanup step."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Mountain", "Mountain", "Poppet Stitcher", "Festival Crasher")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    for _ in range(2):
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
        if d.decision.kind == "order_triggers":
            d.take_first("order_triggers")
        assert len(d.state.stack) == 3
        d.resolve_all()
    assert d.life(1) == 16
    zombies = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(zombies) == 2
    assert all(d.chars(z).has("Decayed") for z in zombies)
    assert (d.chars(crasher).power, d.chars(crasher).toughness) == (5, 3)
    d.pass_until("upkeep", turn=4)
    assert d.chars(crasher).power == 1


def test_a_card_returned_to_the_battlefield_before_liesas_delayed_return_stays() -> None:
    """CR 400.7, 603.7c: Glory Seeker dies and Liesa, Forgotten Archangel's ability
    triggers; with it on the stack, Doomed Necromancer returns the Glory Seeker card to the
    battlefield. The delayed ability made as Liesa's resolves refers to the card that was in
    the graveyard: the Glory Seeker on the battlefield is a new object and stays at the end
    step. The Necromancer, sacrificed (a nontoken creature that died), returns to the hand."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Liesa, Forgotten Archangel", "Glory Seeker", "Doomed Necromancer",
                  "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.stack  # Liesa's ability for the Glory Seeker
    d.activate(0, "Doomed Necromancer", targets=[d.find("Glory Seeker", zone="graveyard")])
    assert len(d.state.stack) == 3  # Liesa's ability for the sacrificed Necromancer on top
    d.resolve()
    d.resolve()  # the Necromancer's ability
    back = d.find("Glory Seeker", zone="battlefield")
    d.resolve_all()
    d.pass_until("end", turn=3)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.find("Glory Seeker", zone="battlefield") == back
    assert d.zone_of("Doomed Necromancer") == "hand"


def test_tephraderm_blocked_by_two_creatures_triggers_once_for_each_of_them() -> None:
    """CR 510.2, 603.2, 603.2c: Tephraderm (4/5) blocked by Glory Seeker (2/2) and Elvish
    Warrior (2/3) divides its 4 damage 2 and 2 and is dealt 2 by each, all at once. "Whenever a
    creature deals damage to Tephraderm" triggers once for each creature that dealt damage:
    the Glory Seeker is gone by then, so its ability deals no damage; the Elvish Warrior is
    dealt 2 more and dies. Tephraderm survives with 4 damage."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.to_combat()
    d.attack([teph])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): teph, d.find("Elvish Warrior"): teph})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 2))
    if d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    assert [d.state.objects[x].source for x in d.state.stack] == [teph, teph]
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve_all()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Tephraderm") == "battlefield"
    assert d.state.objects[teph].damage == 4


def test_a_clone_of_champion_of_the_perished_grows_the_original_but_not_itself() -> None:
    """CR 707.2, 614.1c, 603.6a: Clone enters as a copy of Champion of the Perished, a Zombie
    as it enters, so the original's "Whenever another Zombie enters the battlefield under your
    control" triggers; the Clone's own copy of it doesn't see itself ("another"). A Zombie
    token entering afterwards grows both."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, *["Island"] * 4, "Swamp", "Champion of the Perished")
    s.hand(0, "Clone", "Rotten Reunion")
    d = Driver(s.build())
    champion = d.find("Champion of the Perished")
    new = _cast_clone(d, champion)
    assert len(d.state.stack) == 1
    d.resolve_all()
    assert d.state.objects[champion].counters == {"+1/+1": 1}
    assert not d.state.objects[new].counters
    d.cast(0, "Rotten Reunion", targets=[])
    d.resolve()
    if d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    d.resolve_all()
    assert d.state.objects[champion].counters == {"+1/+1": 2}
    assert d.state.objects[new].counters == {"+1/+1": 1}


def test_a_spell_cast_from_the_hand_doesnt_trigger_a_from_your_graveyard_ability() -> None:
    """CR 603.2, 601.2a, 702.34a: Ominous Roost's "whenever you cast a spell from your
    graveyard" looks at the zone the spell was cast from: Homestead Courage cast from the
    hand triggers nothing; the same card cast from the graveyard with flashback on a later
    turn creates a Bird."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Plains", "Ominous Roost", "Glory Seeker")
    s.hand(0, "Homestead Courage")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Homestead Courage", targets=[seeker])
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.ids("Bird")
    assert d.zone_of("Homestead Courage") == "graveyard"
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert len(d.ids("Bird", zone="battlefield")) == 1
    assert d.state.objects[seeker].counters == {"+1/+1": 2}


def test_the_card_exiled_until_returns_before_state_based_actions_are_checked() -> None:
    """CR 610.3, 704.3: a card exiled "until" its exiler leaves returns immediately after the
    exiler leaves, nothing happening in between, state-based actions included. Doubtless One
    (player 1) counts the Clerics on the battlefield: itself, Battlefield Medic and Brutal
    Cathar made a Cleric by Mistform Mutant, a 3/3; the Cathar exiled player 1's Daru Healer.
    Doubtless One is dealt 2 damage, then the Cathar is Shocked: as it dies the Daru Healer
    returns at once, so Doubtless One is never a 2/2 with 2 damage while state-based actions
    are checked, and survives as a 3/3."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Plains", "Plains", "Plains", "Island", "Island", "Mountain",
                  "Mountain", "Mistform Mutant")
    s.hand(0, "Brutal Cathar", "Shock", "Shock")
    s.battlefield(1, "Doubtless One", "Battlefield Medic", "Daru Healer")
    d = Driver(s.build())
    one = d.find("Doubtless One")
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Daru Healer"))
    d.resolve()
    assert d.zone_of("Daru Healer") == "exile"
    cathar = d.find("Brutal Cathar", zone="battlefield")
    assert d.chars(one).toughness == 2
    d.activate(0, "Mistform Mutant", targets=[cathar])
    d.resolve()
    d.choose("Cleric")
    assert d.chars(one).toughness == 3
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[one])
    d.resolve_all()
    assert d.state.objects[one].damage == 2
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[cathar])
    d.resolve_all()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    assert d.zone_of("Daru Healer") == "battlefield"
    assert d.zone_of("Doubtless One") == "battlefield"
    assert d.chars(one).toughness == 3


def test_an_enters_ability_stops_triggering_once_its_source_has_left() -> None:
    """CR 603.2, 603.6a, 113.6: Lunarch Veteran gains 1 life for Glory Seeker entering; once
    the Veteran has died, Elvish Warrior entering triggers nothing: the ability exists only
    while its source is on the battlefield."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Lunarch Veteran", "Plains", "Plains", "Forest", "Forest", "Mountain")
    s.hand(0, "Glory Seeker", "Elvish Warrior", "Shock")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve_all()
    assert d.life(0) == 21
    d.cast(0, "Shock", targets=[d.find("Lunarch Veteran")])
    d.resolve_all()
    assert d.zone_of("Lunarch Veteran") == "graveyard"
    d.cast(0, "Elvish Warrior")
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert not d.state.stack
    assert d.life(0) == 21


def test_a_face_down_goblin_turned_up_after_the_pump_resolved_isnt_pumped() -> None:
    """CR 611.2c, 708.2a, 708.8: as Goblin Pyromancer's "Goblin creatures get +3/+0" resolves,
    the face-down Goblin Taskmaster has no creature types and isn't affected; turned face up
    afterwards it is a Goblin, but the set of affected creatures was fixed: a 1/1. Goblin Sky
    Raider, a Goblin then, is a 4/2."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, *["Mountain"] * 5, "Goblin Sky Raider")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.hand(0, "Goblin Pyromancer")
    d = Driver(s.build())
    (taskmaster,) = [o for o in d.state.battlefield if d.state.objects[o].face_down]
    d.cast(0, "Goblin Pyromancer")
    d.resolve_all()
    assert d.chars(taskmaster).power == 2  # a face-down 2/2, not pumped
    d.special(0, "turn_face_up", taskmaster)
    d.pay()
    c = d.chars(taskmaster)
    assert c.name == "Goblin Taskmaster" and "Goblin" in c.subtypes
    assert (c.power, c.toughness) == (1, 1)
    assert d.chars(d.find("Goblin Sky Raider")).power == 4


def test_each_exalted_angel_triggers_only_for_its_own_damage() -> None:
    """CR 603.2, 510.2, 603.3b: two Exalted Angels and Glory Seeker deal their combat damage
    to player 1 at once. "Whenever Exalted Angel deals damage" triggers once for each Angel,
    for the 4 it dealt, and not for the Glory Seeker's damage: player 0 gains 8 life."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Exalted Angel", "Exalted Angel", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Exalted Angel") + [d.find("Glory Seeker")])
    while not d.state.stack and d.decision.kind != "order_triggers":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    if d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    assert d.life(1) == 10
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 28


def test_a_reanimator_and_its_clone_dying_together_each_see_both_die() -> None:
    """CR 603.10a, 707.2, 611.2c: Rotlung Reanimator and a Clone copying it ("Whenever
    Rotlung Reanimator or another Cleric dies") die together to Infest. Looking back, each
    sees itself and the other, a Cleric, die: four abilities, four Zombie tokens, which
    Infest, its affected set fixed as it resolved, doesn't shrink."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Rotlung Reanimator", *["Island"] * 4, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Clone", "Infest")
    d = Driver(s.build())
    _cast_clone(d, d.find("Rotlung Reanimator"))
    d.cast(0, "Infest")
    d.resolve()
    while d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    assert len(d.state.stack) == 4
    d.resolve_all()
    assert d.zone_of("Rotlung Reanimator") == "graveyard"
    assert d.zone_of("Clone") == "graveyard"
    zombies = d.ids("Zombie Token", zone="battlefield", player=0)
    assert len(zombies) == 4
    assert all((d.chars(z).power, d.chars(z).toughness) == (2, 2) for z in zombies)


def test_a_copy_cast_from_exile_doesnt_trigger_a_from_your_graveyard_ability() -> None:
    """CR 707.12, 603.2, 601.2a: Bloodthirsty Adversary exiles Shock from player 0's graveyard
    and copies it in exile; the copy cast is cast from exile, not from the graveyard, so
    Ominous Roost's "whenever you cast a spell from your graveyard" doesn't trigger: only the
    Shock copy is on the stack, and no Bird is made."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, *["Mountain"] * 5, "Ominous Roost")
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters ability: {2}{R} paid once
    d.choose(1)
    d.pay()
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()  # the reflexive ability: Shock exiled and copied
    d.expect("cast_copy")
    [copy] = [a.value for a in d.game.legal_actions() if a.value is not None]
    d.choose(copy)
    d.choose(1)
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["spell"]
    d.resolve_all()
    assert d.life(1) == 18
    assert not d.ids("Bird")
