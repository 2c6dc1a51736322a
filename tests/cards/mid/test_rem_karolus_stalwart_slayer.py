"""Rem Karolus, Stalwart Slayer — {1}{R}{W} Legendary Creature — Human Knight 2/3.

Oracle: "Flying, haste / If a spell would deal damage to you or another permanent you control,
prevent that damage. / If a spell would deal damage to an opponent or a permanent an opponent
controls, it deals that much damage plus 1 instead."
Rulings covered: MID-RN-065, MID-RN-066, MID-RN-067, MID-RN-068, MID-RN-069.

MID-RN-069 names a card from another set, Arc Lightning ({2}{R} Sorcery: "Arc Lightning deals
3 damage divided as you choose among one, two, or three targets."), defined in
``tests/reference_cards.py``.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import ARC_LIGHTNING

pytestmark = pytest.mark.card("Rem Karolus, Stalwart Slayer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Rem Karolus, Stalwart Slayer",
                  "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Mountain", "Krosan Tusker", "Elvish Warrior")
    s.hand(1, "Shock")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-067", "MID-OR-0799")
def test_your_spells_deal_one_more_to_opponents_and_their_permanents() -> None:
    d = setup()
    sid = d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[1])
    d.resolve()
    assert d.life(1) == 17
    damage = [e for e in d.game.log if e.kind == "damage"]
    assert damage[-1].amount == 3 and damage[-1].source == sid
    warrior = d.find("Elvish Warrior")
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[warrior])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")  # 3 damage to a 2/3


@pytest.mark.ruling("MID-RN-065", "MID-OR-0797")
def test_opponents_spells_cant_hurt_you_or_your_other_permanents() -> None:
    """CR 609.7c: a static prevention effect for sources with a property (a spell) applies to
    sources that aren't on the battlefield: the opponent's Shock on the stack."""
    d = setup()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert any(e.kind == "prevented" for e in d.game.log)


def test_rem_itself_isnt_protected() -> None:
    d = setup()
    rem = d.find("Rem Karolus, Stalwart Slayer")
    d.pass_priority()
    d.cast(1, "Shock", targets=[rem])
    d.resolve()
    assert d.state.objects[rem].damage == 2


@pytest.mark.ruling("MID-RN-065")
def test_combat_damage_from_a_creature_spell_turned_permanent_isnt_changed() -> None:
    """Glory Seeker was a spell once, but as a permanent its combat damage to the opponent's
    Elvish Warrior isn't increased."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    warrior = d.find("Elvish Warrior")
    d.block({warrior: seeker})
    d.pass_until("end")
    assert d.state.objects[warrior].damage == 2  # combat damage isn't a spell's


@pytest.mark.ruling("MID-RN-068", "MID-OR-0800")
@pytest.mark.parametrize("first", [0, 1])
def test_the_damaged_player_orders_the_effects_and_full_prevention_wins(first: int) -> None:
    """Each player controls a Rem Karolus. Shock at player 1 meets player 0's "plus 1" and
    player 1's prevention; player 1 chooses the order (CR 616.1). Either way the damage is
    all prevented, so the "plus 1" no longer matters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Shock")
    s.battlefield(1, "Rem Karolus, Stalwart Slayer")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    options = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert len(options) == 2
    d.choose(options[first])
    d.take_first("order_replacements")
    assert d.life(1) == 20
    assert not [e for e in d.game.log if e.kind == "damage" and e.player == 1]


def arc_lightning_setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Rem Karolus, Stalwart Slayer",
                  "Glory Seeker")
    s.hand(0, ARC_LIGHTNING.name)
    s.battlefield(1, "Krosan Tusker", "Elvish Warrior")
    return Driver(s.build())


def spell_damage(d: Driver, sid: int) -> dict[int, int]:
    """Damage the spell dealt, by recipient (object id or player)."""
    return {(e.obj if e.obj is not None else e.player): e.amount for e in d.game.log
            if e.kind == "damage" and e.source == sid}


@pytest.mark.ruling("MID-RN-069", "MID-OR-0801")
def test_divided_damage_to_a_creature_and_its_controller_is_divided_before_adding_one() -> None:
    """Arc Lightning divided 2 to the opponent's creature and 1 to the opponent: the shares
    are fixed as it is cast, then each is increased, so it deals 3 and 2 (not 4 divided)."""
    d = arc_lightning_setup()
    warrior = d.find("Elvish Warrior")
    sid = d.cast(0, ARC_LIGHTNING.name, targets=[warrior, 1], choices=[(2, 1)])
    assert d.state.objects[sid].stack["division"] == (2, 1)
    d.resolve()
    assert spell_damage(d, sid) == {warrior: 3, 1: 2}
    assert d.life(1) == 18
    assert d.ids("Elvish Warrior", zone="graveyard")  # 3 damage to a 2/3


@pytest.mark.ruling("MID-RN-069", "MID-OR-0801")
def test_divided_damage_among_two_of_the_opponent_s_creatures() -> None:
    d = arc_lightning_setup()
    tusker, warrior = d.find("Krosan Tusker"), d.find("Elvish Warrior")
    sid = d.cast(0, ARC_LIGHTNING.name, targets=[tusker, warrior], choices=[(2, 1)])
    d.resolve()
    assert spell_damage(d, sid) == {tusker: 3, warrior: 2}
    assert d.state.objects[tusker].damage == 3 and d.state.objects[warrior].damage == 2
    assert d.life(1) == 20


@pytest.mark.ruling("MID-RN-069", "MID-OR-0801")
def test_the_share_divided_to_your_own_creature_is_prevented() -> None:
    """One damage to your own Glory Seeker is prevented by Rem Karolus's first replacement
    effect; the two to the opponent become three."""
    d = arc_lightning_setup()
    seeker = d.find("Glory Seeker")
    sid = d.cast(0, ARC_LIGHTNING.name, targets=[seeker, 1], choices=[(1, 2)])
    d.resolve()
    assert spell_damage(d, sid) == {1: 3}
    assert d.state.objects[seeker].damage == 0 and d.life(1) == 17
    assert any(e.kind == "prevented" and e.obj == seeker and e.amount == 1
               for e in d.game.log)


@pytest.mark.ruling("MID-RN-066", "MID-OR-0798")
def test_fight_damage_isnt_changed() -> None:
    """Duel for Dominance (a spell of Rem's controller) makes Glory Seeker fight the opponent's
    Elvish Warrior: the creatures deal the damage, not the spell, so the Warrior takes 2 (not
    3) and the Seeker's 2 damage from the Warrior isn't prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", "Glory Seeker", "Forest", "Forest")
    s.hand(0, "Duel for Dominance")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not any(e.kind == "prevented" for e in d.game.log)


def test_an_opponents_own_spell_deals_one_more_to_their_own_permanent() -> None:
    """CR 614.1a: "a spell" is any spell: the opponent's Play with Fire on their own
    Stormrider Spirit (toughness 3) deals 3 and destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer")
    s.battlefield(1, "Stormrider Spirit", "Mountain")
    s.hand(1, "Play with Fire")
    s.at("precombat_main", active=1, turn=4)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(1, "Play with Fire", targets=[d.find("Stormrider Spirit")])
    d.resolve()
    assert d.zone_of("Stormrider Spirit") == "graveyard"


def test_a_slimed_rem_neither_adds_nor_prevents() -> None:
    """CR 613.1f: with a slime counter under Sludge Monster, Rem has lost its replacement
    abilities: Play with Fire deals its 2 damage, no more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", counters={"slime": 1})
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Sludge Monster", "Stormrider Spirit")
    s.hand(0, "Play with Fire")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    spirit = d.find("Stormrider Spirit")
    d.cast(0, "Play with Fire", targets=[spirit])
    d.resolve()
    assert d.state.objects[spirit].damage == 2


def test_two_headed_giant_opponents_are_the_other_team_and_the_teammate_isnt_protected() -> None:
    """CR 810.9, 102.3 (a teammate is no opponent): player 0's Rem adds 1 to their Shock at
    player 3 (the other team's 30 life goes to 27), but not to their Shock at their teammate
    player 1's Elvish Warrior (dealt 2); player 2's Shock at player 1 isn't prevented: Rem
    protects only its controller and their own permanents (player 0's team goes to 28)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[3])
    d.resolve()
    assert d.life(2) == d.life(3) == 27
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2
    d.pass_priority()
    d.pass_priority()
    d.cast(2, "Shock", targets=[1])
    d.resolve()
    assert d.life(0) == d.life(1) == 28
    assert not [e for e in d.game.log if e.kind == "prevented"]


def test_gone_before_the_spell_resolves_it_changes_nothing() -> None:
    """CR 614.1, 611.3: the replacement effects exist only while Rem is on the battlefield:
    the opponent's Smother destroys Rem with player 0's Shock still on the stack, which then
    deals player 1 its plain 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Shock")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Smother", targets=[d.find("Rem Karolus, Stalwart Slayer")])
    d.resolve()
    assert d.zone_of("Rem Karolus, Stalwart Slayer") == "graveyard"
    d.resolve()
    assert d.life(1) == 18


def test_an_ability_s_damage_is_not_a_spell_s() -> None:
    """CR 113.7a, 120.7: Sparksmith's activated ability is not a spell: its damage to the
    opponent's Elvish Warrior is neither increased nor, to Sparksmith's controller, prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rem Karolus, Stalwart Slayer", "Sparksmith", "Goblin Sledder")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Sparksmith", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2 and d.life(0) == 18


def test_flying_and_haste_it_attacks_the_turn_it_is_cast() -> None:
    """CR 702.10a, 702.9b: cast this turn, Rem attacks at once; Elvish Warrior, without
    flying or reach, can't block it (CR 509.1b: no block is possible): 2 damage to the opponent."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.hand(0, "Rem Karolus, Stalwart Slayer")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, "Rem Karolus, Stalwart Slayer")
    d.resolve()
    rem = d.find("Rem Karolus, Stalwart Slayer", zone="battlefield")
    assert "Flying" in d.chars(rem).keywords
    d.to_combat()
    d.attack([rem])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18


def test_a_spell_damaging_every_creature_is_changed_per_recipient() -> None:
    """CR 614.1, 616.1: Starstorm (X=2) deals 2 damage to each creature: Rem itself takes 2
    (it protects only "another" permanent), Glory Seeker none (prevented), the opponent's
    Elvish Warrior and Krosan Tusker 3 each (the Warrior, a 2/3, dies)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain",
                  "Rem Karolus, Stalwart Slayer", "Glory Seeker")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Elvish Warrior", "Krosan Tusker")
    d = Driver(s.build())
    rem, seeker, tusker = (d.find(n) for n in ("Rem Karolus, Stalwart Slayer", "Glory Seeker",
                                                 "Krosan Tusker"))
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.state.objects[rem].damage == 2
    assert d.state.objects[seeker].damage == 0 and d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[tusker].damage == 3
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_tephraderm_returns_the_increased_damage_unchanged() -> None:
    """CR 614.1, 120.7: the opponent's Shock, increased by their Rem, deals 3 to Tephraderm;
    Tephraderm's ability (not a spell) deals those 3 back to the Shock's controller, neither
    increased nor prevented by Rem."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.cast(1, "Shock", targets=[teph])
    d.resolve()
    assert d.state.objects[teph].damage == 3
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 17)
