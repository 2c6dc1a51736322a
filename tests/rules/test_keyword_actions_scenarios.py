"""Acceptance scenarios for keyword actions (CR 701) used by Onslaught, Midnight Hunt and the
Midnight Hunt Commander cards.

* 701.47a: amass puts the counters on the chosen Army and, if it isn't a Zombie, makes it a
  Zombie in addition to its other types, with no duration.
* 701.8b, 701.19a: only destruction is replaced by regeneration: a creature regenerated is
  still sacrificed, put into the graveyard by the legend rule (704.5j) or for having 0
  toughness (704.5f).
* 702.12b, 701.19a: an indestructible creature can't be destroyed, so a regeneration shield on
  it isn't used when an effect tries to destroy it (it stays untapped, its damage stays), alone
  or among creatures destroyed at once, whose shields still apply.
* 701.19a, 506.4, 510.1d: a blocker regenerated from first-strike damage is removed from
  combat and deals no damage in the regular combat damage step.
* 704.7, 701.19a: lethal damage from a source with deathtouch is destroyed by two state-based
  actions at once; a single regeneration shield replaces both.
* 510.2, 702.2b, 701.19a: a deathtouch attacker regenerated from its blocker's lethal damage
  has dealt its own damage at the same time, so the blocker is still destroyed.
* 701.14a, 701.10g: the damage creatures deal as they fight is damage a creature you control
  deals, doubled by Gratuitous Violence; a fighting creature's lifelink applies (702.15b); if
  one of the two targets became illegal, neither fights (701.14b).
* 701.10a-b, e: doubling power gives a fixed bonus as it resolves; doubling counters counts
  those already there, and +1/+1 and -1/-1 counters annihilate only afterwards (704.5q).
* 701.17b: a player told to mill more cards than their library holds mills them all.
* 701.16a, 608.2h: "its controller investigates" is the destroyed creature's last controller.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 10)
    return s


def _resolve_amass(d: Driver, army: int | None = None) -> None:
    """Resolve what is on the stack, choosing ``army`` (or the only Army) for amass."""
    while d.state.stack:
        if d.decision.kind == "choose_cards":
            opts = [a.value for a in d.game.legal_actions() if a.value is not None]
            d.choose(army if army is not None else opts[0])
        else:
            d.pass_priority()


def test_amass_makes_an_army_that_isnt_a_zombie_a_zombie() -> None:
    """CR 701.47a: Trickery Charm makes Glory Seeker an Army (and nothing else); Eternal
    Skylord's amass 2 chooses it, the only Army, so no token is created: it gets the two
    counters and becomes a Zombie in addition to its other types. That lasts: when the Charm's
    effect ends, it is a Human Soldier Zombie."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Glory Seeker", *["Island"] * 6)
    s.hand(0, "Trickery Charm", "Eternal Skylord")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.choose("Army")
    assert d.chars(seeker).subtypes == {"Army"}
    d.cast(0, "Eternal Skylord")
    d.resolve()
    _resolve_amass(d, seeker)
    assert d.state.objects[seeker].counters.get("+1/+1") == 2
    assert d.chars(seeker).subtypes == {"Army", "Zombie"}
    assert not d.ids("Zombie Army Token", "battlefield")
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).subtypes == {"Human", "Soldier", "Zombie"}


def test_amass_onto_a_zombie_army_token_changes_no_type() -> None:
    """CR 701.47a: the Zombie Army token an earlier amass created is a Zombie already: a second
    amass only adds counters; its types stay Zombie Army."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Eternal Skylord", "Gleaming Overseer")
    s.battlefield(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Eternal Skylord")
    d.resolve()
    _resolve_amass(d)
    army = d.find("Zombie Army Token", "battlefield")
    d.cast(0, "Gleaming Overseer")
    d.resolve()
    _resolve_amass(d, army)
    assert d.state.objects[army].counters.get("+1/+1") == 3
    assert d.chars(army).subtypes == {"Zombie", "Army"}
    assert len(d.ids("Zombie Army Token", "battlefield")) == 1


def _silvos_shielded(*mine: str, theirs: tuple[str, ...] = (), hand1: tuple[str, ...] = (),
                     hand0: tuple[str, ...] = ()) -> tuple[Driver, int]:
    """Silvos, Rogue Elemental with one regeneration shield from its own ability."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Silvos, Rogue Elemental", "Forest", *mine)
    s.battlefield(1, *theirs)
    s.hand(1, *hand1)
    s.hand(0, *hand0)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental", "battlefield")
    d.activate(0, silvos)
    d.resolve()
    return d, silvos


def test_a_regenerated_creature_is_still_sacrificed() -> None:
    """CR 701.8b, 701.19a: Silvos has a regeneration shield; Bloodline Culling can't destroy
    it, but when Fleshbag Marauder makes each player sacrifice a creature, Silvos (its
    controller's only creature) is sacrificed: sacrifice isn't destruction, the shield doesn't
    apply."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Silvos, Rogue Elemental", "Forest")
    s.battlefield(1, *["Swamp"] * 3)
    s.hand(1, "Fleshbag Marauder")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(1, "Fleshbag Marauder")
    d.pass_priority()
    d.activate(0, silvos)
    d.resolve()
    d.resolve()
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"
    assert d.zone_of("Fleshbag Marauder") == "graveyard"
    assert not [e for e in d.state.log if e.kind == "regenerate"]


def test_a_regenerated_creature_with_zero_toughness_is_put_into_the_graveyard() -> None:
    """CR 704.5f, 701.19a: Bloodline Culling gives Silvos (8/5, shielded) -5/-5: 0 toughness
    isn't destruction, so the shield doesn't save it."""
    d, silvos = _silvos_shielded(theirs=("Swamp", "Swamp", "Swamp"),
                                 hand1=("Bloodline Culling",))
    d.pass_priority()
    d.cast(1, "Bloodline Culling", modes=[0], targets=[silvos])
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"
    assert not [e for e in d.state.log if e.kind == "regenerate"]


def test_the_legend_rule_ignores_a_regeneration_shield() -> None:
    """CR 704.5j, 701.8b: the first Silvos has a regeneration shield; a second Silvos enters
    and its controller keeps the new one: the shielded one is put into the graveyard (not
    destroyed, so not regenerated)."""
    d, first = _silvos_shielded(*["Forest"] * 6, hand0=("Silvos, Rogue Elemental",))
    d.cast(0, d.find("Silvos, Rogue Elemental", "hand"))
    d.resolve()
    d.expect("legend_rule")
    (second,) = [o for o in d.ids("Silvos, Rogue Elemental", "battlefield") if o != first]
    d.choose(second)
    assert d.ids("Silvos, Rogue Elemental", "battlefield") == [second]
    assert d.find("Silvos, Rogue Elemental", "graveyard")
    assert not [e for e in d.state.log if e.kind == "regenerate"]


def test_one_shield_regenerates_a_creature_dealt_lethal_deathtouch_damage() -> None:
    """CR 704.7, 704.5g-h, 701.19a, 701.8c: Silvos (8/5, one regeneration shield) attacks and is
    blocked by Towering Baloth (7/6) given deathtouch by Bladebrand: the lethal damage and the
    deathtouch damage each call for its destruction at once; the one shield replaces both, so
    Silvos stays, tapped and with its damage removed, while the Baloth dies."""
    d, silvos = _silvos_shielded(theirs=("Towering Baloth", "Swamp", "Swamp"),
                                 hand1=("Bladebrand",))
    baloth = d.find("Towering Baloth")
    d.to_combat()
    d.attack([silvos])
    d.pass_priority()
    d.cast(1, "Bladebrand", targets=[baloth])
    d.resolve()
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({baloth: silvos})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.choose((6, 2))
    d.pass_until("postcombat_main")
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].damage == 0 and d.state.objects[silvos].tapped
    assert d.zone_of("Towering Baloth") == "graveyard"
    assert len([e for e in d.state.log if e.kind == "regenerate"]) == 1
    assert d.life(1) == 18


def test_fight_damage_of_your_creature_is_doubled_by_gratuitous_violence() -> None:
    """CR 701.14a, 701.10g: Glory Seeker (2/2) fights Towering Baloth (7/6) through Duel for
    Dominance (no coven): Gratuitous Violence doubles the 2 damage the Seeker deals (4 to the
    Baloth) but not the Baloth's, a creature its controller doesn't control (7: the Seeker
    dies)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Gratuitous Violence", "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Towering Baloth")
    s.hand(0, "Duel for Dominance")
    d = Driver(s.build())
    seeker, baloth = d.find("Glory Seeker"), d.find("Towering Baloth")
    d.cast(0, "Duel for Dominance", targets=[seeker, baloth])
    d.resolve()
    assert d.state.objects[baloth].damage == 4
    assert d.zone_of("Glory Seeker") == "graveyard"
    amounts = sorted(e.amount for e in d.state.log if e.kind == "damage")
    assert amounts == [4, 7]


def test_doubling_counters_counts_counters_that_will_annihilate_only_afterwards() -> None:
    """CR 701.10e, 704.5q: Towering Baloth (7/6) has two -1/-1 counters. Visions of Dominance
    puts a +1/+1 counter on it, then doubles its +1/+1 counters: two of them. Only then, as a
    state-based action, the +1/+1 and -1/-1 counters are removed in pairs: none is left and it
    is 7/6 again (had they annihilated at once, a -1/-1 counter would remain)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Towering Baloth", counters={"-1/-1": 2})
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Visions of Dominance")
    d = Driver(s.build())
    baloth = d.find("Towering Baloth")
    d.cast(0, "Visions of Dominance", targets=[baloth])
    d.resolve()
    assert not d.state.objects[baloth].counters.get("-1/-1")
    assert not d.state.objects[baloth].counters.get("+1/+1")
    assert (d.chars(baloth).power, d.chars(baloth).toughness) == (7, 6)


def test_doubling_counters_counts_the_counters_already_there() -> None:
    """CR 701.10e: Biogenic Upgrade puts 2 counters on Glory Seeker, which had one already, and 1
    on Elvish Warrior; doubling gives each as many more as it has: 6 and 2."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Elvish Warrior", *["Forest"] * 6)
    s.hand(0, "Biogenic Upgrade")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Biogenic Upgrade", targets=[seeker, warrior], choices=[(2, 1)])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 6}
    assert d.state.objects[warrior].counters == {"+1/+1": 2}


def test_doubled_power_is_fixed_as_the_doubling_resolves() -> None:
    """CR 701.10a-b: Vitality Charm gives Glory Seeker +1/+1 before combat (3/3); Unnatural
    Growth's trigger doubles that (+3/+3: 6/6). A second Vitality Charm afterwards adds only
    its +1/+1 (7/7): the doubling gave a fixed +3/+3, not "twice its power"."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Unnatural Growth", "Glory Seeker", "Forest", "Forest")
    s.hand(0, "Vitality Charm", "Vitality Charm")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, d.ids("Vitality Charm", zone="hand")[0], modes=[1], targets=[seeker])
    d.resolve()
    while d.state.step.name != "BEGINNING_OF_COMBAT" or not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (6, 6)
    d.cast(0, d.ids("Vitality Charm", zone="hand")[0], modes=[1], targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (7, 7)


def test_a_fighting_creature_with_lifelink_gains_its_controller_life() -> None:
    """CR 701.14a, 702.15b: Seasoned Cathar (3/3 lifelink, the back face of Ambitious Farmhand)
    fights Elvish Warrior through Duel for Dominance: the 3 damage it deals gains its
    controller 3 life."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Ambitious Farmhand", transformed=True)
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Duel for Dominance")
    d = Driver(s.build())
    cathar, warrior = d.find("Ambitious Farmhand"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[cathar, warrior])
    d.resolve()
    assert d.life(0) == 23
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.state.objects[cathar].damage == 2


def test_milling_more_cards_than_the_library_holds_mills_them_all() -> None:
    """CR 701.17b, 704.5b: Drown in Dreams with X=3 makes player 1 mill six cards from a
    five-card library: all five are milled, and player 1 hasn't lost (only drawing from an
    empty library loses)."""
    s = _libraries(Scenario(seed=1), 1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Drown in Dreams")
    s.library(1, "Forest", "Plains", "Swamp", "Mountain", "Island")
    d = Driver(s.build())
    d.cast(0, "Drown in Dreams", modes=[1], x=3, targets=[1])
    d.resolve()
    assert len(d.state.players[1].graveyard) == 5 and not d.state.players[1].library
    assert d.state.players[1].in_game


def test_neither_creature_fights_when_one_target_became_illegal() -> None:
    """CR 701.14b, 608.2b: Tovolar's Packleader's ability targets a Wolf token and Glory
    Seeker; in response Trickery Charm makes the Wolf a Goblin, no longer a legal target
    ("another target Wolf or Werewolf you control"): the ability resolves, but neither creature
    fights or deals damage."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Tovolar's Huntmaster", transformed=True)
    s.token(0, "Wolf")
    s.battlefield(0, *["Forest"] * 4, "Island")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    wolf, seeker = d.find("Wolf Token"), d.find("Glory Seeker")
    d.activate(0, "Tovolar's Huntmaster", targets=[wolf, seeker])
    d.cast(0, "Trickery Charm", modes=[1], targets=[wolf])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(wolf).subtypes == {"Goblin"}
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[seeker].damage == 0 and d.state.objects[wolf].damage == 0
    assert not [e for e in d.state.log if e.kind == "damage"]


def test_the_controller_of_a_borrowed_creature_investigates_not_its_owner() -> None:
    """CR 701.16a, 608.2h, 111.2: player 0 controls player 1's Elvish Warrior (owner 1) and
    destroys it with Fateful Absence: the card goes to its owner's graveyard, and "its
    controller investigates" is player 0, its controller as it last existed on the
    battlefield: the Clue is player 0's."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Elvish Warrior", owner=1)
    s.hand(0, "Fateful Absence")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.find("Elvish Warrior", zone="graveyard", player=1)
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 0 and d.state.objects[clue].owner == 0


def test_a_shield_on_an_indestructible_creature_isnt_used_by_destroy() -> None:
    """CR 702.12b, 701.19a: Silvos (2 damage marked) has a regeneration shield and Angelfire
    Ignition's indestructible; Infernal Grasp tries to destroy it. It can't be destroyed, so
    there is no destruction for the shield to replace: Silvos stays untapped with its damage,
    and nothing regenerated (its controller still loses 2 life)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Silvos, Rogue Elemental", damage=2)
    s.battlefield(0, "Forest", "Mountain", "Plains", "Mountain", "Swamp", "Swamp")
    s.hand(0, "Angelfire Ignition", "Infernal Grasp")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, silvos)
    d.resolve()
    d.cast(0, "Angelfire Ignition", targets=[silvos])
    d.resolve()
    assert d.chars(silvos).has("Indestructible")
    d.cast(0, "Infernal Grasp", targets=[silvos])
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    o = d.state.objects[silvos]
    assert not o.tapped and o.damage == 2
    assert not [e for e in d.state.log if e.kind == "regenerate"]
    assert d.life(0) == 18


def test_destroy_all_uses_only_the_shields_of_creatures_that_can_be_destroyed() -> None:
    """CR 702.12b, 701.19a, 608.2: Akroma's Vengeance destroys all creatures at once: the
    indestructible, shielded Silvos isn't destroyed (untapped, its 2 damage kept); Gluttonous
    Zombie's shield (from Boneknitter) regenerates it, tapped; Boneknitter, unshielded, dies."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Silvos, Rogue Elemental", damage=2)
    s.battlefield(0, "Gluttonous Zombie", "Boneknitter")
    s.battlefield(0, "Forest", "Swamp", "Swamp", "Mountain", "Mountain", *["Plains"] * 7)
    s.hand(0, "Angelfire Ignition", "Akroma's Vengeance")
    d = Driver(s.build())
    silvos, zombie = d.find("Silvos, Rogue Elemental"), d.find("Gluttonous Zombie")
    d.activate(0, silvos)
    d.resolve()
    d.activate(0, "Boneknitter", targets=[zombie])
    d.resolve()
    d.cast(0, "Angelfire Ignition", targets=[silvos])
    d.resolve()
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert not d.state.objects[silvos].tapped and d.state.objects[silvos].damage == 2
    assert d.zone_of("Gluttonous Zombie") == "battlefield" and d.state.objects[zombie].tapped
    assert d.zone_of("Boneknitter") == "graveyard"
    assert [e.obj for e in d.state.log if e.kind == "regenerate"] == [zombie]


def test_a_blocker_regenerated_from_first_strike_damage_deals_none() -> None:
    """CR 701.19a, 506.4, 510.1d: Boneknitter (1/1 Zombie) blocks Duelcraft Trainer (3/3, first
    strike) and regenerates itself; the first-strike damage is lethal, so it regenerates:
    tapped, removed from combat. It isn't blocking any more in the regular damage step, so
    the Trainer is dealt no damage."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Duelcraft Trainer")
    s.battlefield(1, "Boneknitter", "Swamp", "Swamp")
    d = Driver(s.build())
    trainer, knitter = d.find("Duelcraft Trainer"), d.find("Boneknitter")
    assert d.chars(trainer).has("First strike")
    d.to_combat()
    d.attack([trainer])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({knitter: trainer})
    d.pass_priority()
    d.activate(1, knitter, targets=[knitter])
    d.resolve()
    d.pass_until("end_of_combat")
    assert d.zone_of("Boneknitter") == "battlefield"
    assert d.state.objects[knitter].tapped and d.state.objects[knitter].damage == 0
    assert d.state.objects[trainer].damage == 0
    assert [e.obj for e in d.state.log if e.kind == "regenerate"] == [knitter]


def test_a_regenerated_deathtouch_attacker_still_destroys_the_larger_blocker() -> None:
    """CR 510.2, 704.5g-h, 701.19a, 702.2b: Boneknitter gives player 0's attacking Hobbling
    Zombie (2/2 deathtouch) a regeneration shield; Towering Baloth (7/6) blocks it. Combat
    damage is dealt at once: the 7 damage is lethal for the Zombie and its 2 deathtouch damage
    for the Baloth. The shield replaces the Zombie's destruction (it stays, tapped, its damage
    removed, and doesn't die, so its own dies trigger makes no token); the Baloth is
    destroyed."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Hobbling Zombie", "Boneknitter", "Swamp", "Swamp")
    s.battlefield(1, "Towering Baloth")
    d = Driver(s.build())
    zombie, baloth = d.find("Hobbling Zombie"), d.find("Towering Baloth")
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({baloth: zombie})
    d.activate(0, "Boneknitter", targets=[zombie])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.zone_of("Towering Baloth") == "graveyard"
    assert d.zone_of("Hobbling Zombie") == "battlefield"
    o = d.state.objects[zombie]
    assert o.tapped and o.damage == 0
    assert len([e for e in d.state.log if e.kind == "regenerate"]) == 1
    assert not d.ids("Zombie Token", zone="battlefield")
    assert d.life(1) == 20
