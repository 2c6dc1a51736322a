"""Deathtouch scenarios (CR 702.2b): a creature is destroyed for deathtouch damage dealt to it
since the last time state-based actions were checked — an indestructible creature that
survived such damage is not destroyed later in the turn when it stops being indestructible —
and deathtouch works for noncombat damage too (CR 702.2b, "any amount of damage"); a source
that left the battlefield before its ability dealt the damage had deathtouch or not as it last
existed there (CR 702.2d-e), a token that has ceased to exist included (CR 111.7); a creature
sacrificed to pay for its own ability deals that ability's damage with the deathtouch and the
lifelink it had as it last existed, an Equipment's included (CR 702.2e, 702.15c).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

JARETH = "Jareth, Leonine Titan"


def _jareth_shot() -> tuple[Driver, int]:
    """Player 1's Jareth (4/7, legendary) is indestructible thanks to Avacyn's Memorial; player
    0's Hobbling Zombie (deathtouch), pumped by Clear Shot, deals it 3 damage: it survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hobbling Zombie", "Forest", "Forest", "Forest", "Island", "Island")
    s.hand(0, "Clear Shot", "Geistwave")
    s.battlefield(1, JARETH, "Avacyn's Memorial")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    jareth = d.find(JARETH)
    d.cast(0, "Clear Shot", targets=[d.find("Hobbling Zombie"), jareth])
    d.resolve()
    assert d.state.objects[jareth].damage == 3
    assert d.zone_of(JARETH) == "battlefield"
    return d, jareth


def test_702_2b_deathtouch_damage_survived_doesnt_destroy_it_once_it_loses_indestructible() -> None:
    """CR 702.2b, 704.5h: Geistwave returns Avacyn's Memorial to its owner's hand, so Jareth
    is no longer indestructible; the deathtouch damage was dealt before the last check of
    state-based actions, and 3 damage isn't lethal to toughness 7: Jareth stays."""
    d, jareth = _jareth_shot()
    d.cast(0, "Geistwave", targets=[d.find("Avacyn's Memorial")])
    d.resolve()
    assert d.zone_of("Avacyn's Memorial") == "hand"
    assert not d.chars(jareth).has("Indestructible")
    assert d.zone_of(JARETH) == "battlefield"
    assert d.state.objects[jareth].damage == 3


def test_702_2b_new_deathtouch_damage_after_it_lost_indestructible_destroys_it() -> None:
    """CR 702.2b: once Jareth isn't indestructible, the Zombie's 2 combat damage (deathtouch)
    destroys it, though 5 damage in all is less than its toughness."""
    d, jareth = _jareth_shot()
    d.cast(0, "Geistwave", targets=[d.find("Avacyn's Memorial")])
    d.resolve()
    zombie = d.find("Hobbling Zombie")
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({jareth: zombie})
    d.resolve()  # Jareth's block trigger: +7/+7
    assert d.chars(jareth).toughness == 14
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.zone_of(JARETH) == "graveyard"


def test_702_2e_a_token_gone_deals_deathtouch_damage_it_had_on_the_battlefield() -> None:
    """CR 702.2e, 702.2d, 111.7: Somberwald Beastmaster gives player 0's creature tokens
    deathtouch. A Devil token from Burn Down the House is Shocked; its "when this creature
    dies, it deals 1 damage to any target" resolves after the token has ceased to exist, from
    its last known information, with deathtouch: Krosan Tusker (6/5) is destroyed by 1
    damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Beastmaster", *["Mountain"] * 6)
    s.hand(0, "Burn Down the House", "Shock")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[1])
    d.resolve()
    devil = d.ids("Devil", "battlefield")[0]
    assert d.chars(devil).has("Deathtouch")
    d.cast(0, "Shock", targets=[devil])
    d.resolve()
    assert devil not in d.state.objects  # gone: the token ceased to exist
    tusker = d.find("Krosan Tusker")
    d.expect("target")
    d.choose(tusker)
    d.resolve()
    hits = [(e.source, e.obj, e.amount) for e in d.game.log if e.kind == "damage"]
    assert hits[-1] == (devil, tusker, 1)
    assert d.zone_of("Krosan Tusker") == "graveyard"


def test_702_2e_deathtouch_a_creature_had_only_while_tapped_stays_with_its_last_known_state() -> (
        None):
    """CR 702.2e, 603.10a: Saryth gives other tapped creatures its controller controls
    deathtouch. The tapped Moonveil Regent dies; its "it deals X damage to any target" (X the
    colours among permanents its controller controls: green, 1) deals the damage from the
    Regent as it last existed, tapped with deathtouch: Gluttonous Zombie (3/3) is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Moonveil Regent", tapped=True)
    s.battlefield(0, "Saryth, the Viper's Fang", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    regent, zombie = d.find("Moonveil Regent"), d.find("Gluttonous Zombie")
    assert d.chars(regent).has("Deathtouch")
    d.cast(0, "Go for the Throat", targets=[regent])
    d.resolve()  # the Regent's "whenever you cast a spell" first
    d.expect("may")
    d.choose(False)
    d.resolve()
    assert d.zone_of("Moonveil Regent") == "graveyard"
    d.expect("target")
    d.choose(zombie)
    d.resolve()
    hits = [(e.source, e.obj, e.amount) for e in d.game.log if e.kind == "damage"]
    assert hits == [(regent, zombie, 1)]
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_702_2e_702_15c_a_sacrificed_creature_deals_damage_with_its_equipments_lifelink() -> (
        None):
    """CR 702.2e, 702.15c, 113.7a: Dive Bomber wears Mask of Griselbrand (lifelink) and gets
    deathtouch from Bladebrand; its controller sacrifices it to deal 2 damage to the attacking
    Krosan Tusker (6/5). The Mask's dies trigger is declined. The Bomber's last known
    information has deathtouch and lifelink: the Tusker is destroyed and player 0 gains 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber", label="bomber")
    s.battlefield(0, "Mask of Griselbrand", attached_to="bomber")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.battlefield(1, "Krosan Tusker")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    bomber, tusker = d.find("Dive Bomber"), d.find("Krosan Tusker")
    assert d.chars(bomber).has("Lifelink")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.cast(0, "Bladebrand", targets=[bomber])
    d.resolve()
    assert d.chars(bomber).has("Deathtouch")
    d.pass_priority()
    d.activate(0, "Dive Bomber", targets=[tusker])
    assert d.zone_of("Dive Bomber") == "graveyard"
    d.resolve()  # the Mask's trigger, on top
    d.expect("may")
    d.choose(False)
    assert d.life(0) == 20 and d.zone_of("Krosan Tusker") == "battlefield"
    d.resolve()
    hits = [(e.source, e.obj, e.amount) for e in d.game.log if e.kind == "damage"]
    assert hits == [(bomber, tusker, 2)]
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.life(0) == 22


def test_702_2a_deathtouch_is_static_nothing_waits_on_the_stack_to_destroy() -> None:
    """CR 702.2a, 702.2b, 704.5h: deathtouch is a static ability, not a triggered one.
    Tainted Adversary (2/3, deathtouch) attacks and Silklash Spider (2/7) blocks it; as the
    active player first receives priority in the combat damage step, the Spider is already in
    the graveyard (a state-based action) with the stack empty — no ability triggered to destroy
    it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Adversary")
    s.battlefield(1, "Silklash Spider")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    adversary = d.find("Tainted Adversary")
    d.to_combat()
    d.attack([adversary])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Silklash Spider"): adversary})
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.stack
    assert d.zone_of("Silklash Spider") == "graveyard"
    assert d.zone_of("Tainted Adversary") == "battlefield"
