"""Gisa, Glorious Resurrector — {2}{B}{B} Legendary Creature — Human Wizard 4/4.

Oracle: "If a creature an opponent controls would die, exile it instead. / At the beginning of
your upkeep, put all creature cards exiled with Gisa, Glorious Resurrector onto the battlefield
under your control. They gain decayed."
Rulings covered: MID-RN-140, MID-RN-141, MID-RN-142.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gisa, Glorious Resurrector")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Gisa, Glorious Resurrector", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Screeching Buzzard")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-140", "MID-OR-0301")
def test_opponents_creatures_are_exiled_instead_of_dying() -> None:
    d = setup()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Screeching Buzzard")])
    d.resolve()
    assert d.ids("Screeching Buzzard", zone="exile")
    assert not d.state.stack  # its "dies" trigger didn't trigger
    assert d.life(0) == 20


def test_your_creatures_still_die() -> None:
    d = setup()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("MID-RN-141", "MID-OR-0302")
def test_returned_at_your_upkeep_with_decayed() -> None:
    d = setup()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    buzzard = d.find("Screeching Buzzard", "battlefield")
    assert d.chars(buzzard).controller == 0
    assert d.chars(buzzard).has("Decayed") and not d.chars(buzzard).has("Haste")


@pytest.mark.ruling("MID-RN-142", "MID-OR-0303")
@pytest.mark.parametrize("gisa_first", [True, False])
def test_the_opponent_chooses_and_another_exile_isnt_returned(gisa_first: bool) -> None:
    """Burn the Accursed also exiles the creature if it would die: its controller chooses
    which replacement applies (CR 616.1). Exiled by Burn the Accursed, it isn't exiled with
    Gisa and stays in exile (CR 614.14, 607.2b: "exiled with" Gisa means only the cards her own
    replacement effect exiled)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Gisa, Glorious Resurrector")
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Krosan Tusker")])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    labels = dict(dict(dec.data)["labels"])
    gisa = next(k for k, v in labels.items() if v.startswith("If a creature an opponent"))
    d.choose(gisa if gisa_first else next(k for k in labels if k != gisa))
    assert d.ids("Krosan Tusker", zone="exile")
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert bool(d.ids("Krosan Tusker", zone="battlefield", player=0)) is gisa_first
    assert bool(d.ids("Krosan Tusker", zone="exile")) is not gisa_first


def _return_glory_seeker() -> Driver:
    """Gisa's controller Shocks the opponent's Glory Seeker (exiled instead) and it comes back
    under their control in their next upkeep (turn 5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield", player=0)
    return d


@pytest.mark.ruling("MID-OR-0304", "MID-OR-0305", "MID-OR-0307")
def test_a_returned_creature_can_t_block_and_is_sacrificed_after_it_attacks() -> None:
    """Decayed (CR 702.147a): the returned Glory Seeker isn't forced to attack (turn 5 passes
    without it), can't block the opponent's attacker in turn 6, and attacking in turn 7 it is
    sacrificed at end of combat, into its owner's graveyard: it is its new controller's
    creature that dies, so Gisa doesn't exile it."""
    from manastack.decisions.actions import DeclareBlocker

    d = _return_glory_seeker()
    seeker = d.find("Glory Seeker", "battlefield")
    d.pass_until("precombat_main", turn=6)
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(seeker, d.find("Elvish Warrior")) not in d.game.legal_actions()
    d.block()
    d.pass_until("precombat_main", turn=7)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main", turn=7)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert seeker not in d.state.players[0].graveyard
    assert d.find("Glory Seeker", "graveyard") in d.state.players[1].graveyard


def test_an_opponent_s_token_is_exiled_and_nothing_comes_back() -> None:
    """CR 111.7, 704.5d: a token exiled instead of dying ceases to exist; at the upkeep there
    is no card to put onto the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.token(1, "Zombie", label="zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie")])
    d.resolve()
    assert not d.ids("Zombie")
    d.pass_until("precombat_main", turn=5)
    assert not d.ids("Zombie")
    assert [d.game.name_of(o) for o in d.state.battlefield] == ["Mountain",
                                                                 "Gisa, Glorious Resurrector"]


def test_two_headed_giant_a_teammate_s_creature_still_dies() -> None:
    """CR 810.1, 102.3: a teammate isn't an opponent; its creature dies as usual."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Glory Seeker", player=2)])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    assert d.zone_of("Glory Seeker", player=2) == "exile"


def test_gisa_gone_the_exiled_cards_stay_in_exile() -> None:
    """CR 607.2a, 400.7: the cards were exiled with that Gisa; once she has left the
    battlefield no upkeep trigger of hers returns them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Fateful Absence", targets=[d.find("Gisa, Glorious Resurrector")])
    d.resolve()
    assert d.zone_of("Gisa, Glorious Resurrector") == "graveyard"
    d.pass_until("precombat_main", turn=5)
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_face_down_creature_is_exiled_face_up_and_returns_face_up() -> None:
    """CR 708.9, 406.3: the opponent's face-down Exalted Angel dealt lethal damage is revealed
    and exiled face up; at Gisa's controller's upkeep it enters face up under their control,
    a 4/5 flier with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Exalted Angel")])
    d.resolve()
    assert d.zone_of("Exalted Angel") == "exile"
    assert [c["name"] for c in d.game.view(0)["exile"]] == ["Exalted Angel"]
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    angel = d.find("Exalted Angel", "battlefield")
    assert not d.state.objects[angel].face_down
    c = d.chars(angel)
    assert (c.power, c.toughness, c.controller) == (4, 5, 0)
    assert c.has("Flying") and c.has("Decayed")


def test_dying_at_the_same_time_as_an_opponent_s_creature_gisa_still_exiles_it() -> None:
    """CR 614.1, 704.3: Starstorm (X=4) makes Gisa and the opponent's Elvish Warrior die in the
    same state-based action; Gisa's replacement effect exists as that event happens, so the
    Warrior is exiled, while Gisa's own controller's creatures die as usual."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", *["Mountain"] * 6)
    s.hand(1, "Starstorm")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Starstorm", x=4)
    d.resolve()
    assert d.zone_of("Gisa, Glorious Resurrector") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "exile"


def test_abilities_lost_for_a_while_still_return_the_cards_exiled_with_her_afterwards() -> None:
    """CR 613.1f, 607.2a: with a slime counter under the opponent's Sludge Monster, Gisa is a
    non-Horror that has lost her abilities: the opponent's Goblin Sledder Shocked goes to the
    graveyard, and her upkeep ability doesn't trigger. Once Swords to Plowshares exiled the
    Monster she has them again, and the next upkeep puts onto the battlefield the Glory Seeker
    exiled with her before: she is the same object, so the link holds."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", counters={"slime": 1}, label="gisa")
    s.battlefield(0, "Mountain", "Plains")
    s.hand(0, "Shock", "Swords to Plowshares")
    s.exile(1, "Glory Seeker", exiled_with="gisa")
    s.battlefield(1, "Sludge Monster", "Goblin Sledder")
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    gisa = d.find("Gisa, Glorious Resurrector")
    assert not d.chars(gisa).abilities
    d.cast(0, "Shock", targets=[d.find("Goblin Sledder")])
    d.resolve()
    assert d.zone_of("Goblin Sledder") == "graveyard"
    d.pass_until("upkeep", turn=5)
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Swords to Plowshares", targets=[d.find("Sludge Monster")])
    d.resolve()
    assert d.chars(gisa).abilities
    d.pass_until("end", turn=6)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0 and d.chars(seeker).has("Decayed")


def test_a_returned_creature_s_enters_ability_is_its_new_controller_s() -> None:
    """CR 603.3a, 109.5, 110.2: Gisa puts the opponent's Eternal Witness onto the battlefield
    under her controller's control; its enters ability is theirs, so "your graveyard" is
    theirs: it returns the Shock that killed the Witness, and the opponent's Naturalize isn't
    a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Eternal Witness")
    s.graveyard(1, "Naturalize")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Eternal Witness")])
    d.resolve()
    assert d.zone_of("Eternal Witness") == "exile"
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # Gisa's ability: the Witness enters under player 0's control
    assert d.chars(d.find("Eternal Witness", "battlefield")).controller == 0
    while d.decision.kind == "priority" and d.state.stack:
        d.pass_priority()
    dec = d.decision
    assert dec.player == 0
    offered = {a.value for a in dec.actions} - {None}
    assert d.find("Shock", "graveyard") in offered
    assert d.find("Naturalize", "graveyard") not in offered
    d.choose(d.find("Shock", "graveyard"))
    while d.state.stack:
        d.pass_priority()
        if d.decision.kind == "may":
            d.choose(True)
    assert d.zone_of("Shock") == "hand"


def test_every_opponent_s_creature_dying_at_once_is_exiled_and_all_return() -> None:
    """CR 704.3, 614.1a, 607.2a: Starstorm (X=3) leaves three of the opponent's creatures with
    lethal damage; the state-based action destroys them at once and Gisa's replacement
    applies to each, so all three are exiled (none in the graveyard); Gisa (4/4) survives and
    at her controller's next upkeep all three come back under that player's control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector", *["Mountain"] * 5)
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Goblin Sledder")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=3)
    d.resolve()
    names = ("Glory Seeker", "Elvish Warrior", "Goblin Sledder")
    assert [d.zone_of(n) for n in names] == ["exile"] * 3
    assert not d.state.players[1].graveyard
    assert d.zone_of("Gisa, Glorious Resurrector") == "battlefield"
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    for n in names:
        assert d.ids(n, zone="battlefield", player=0)


def test_trading_in_combat_with_gisa_the_attacker_is_exiled_and_its_dies_ability_waits() -> None:
    """CR 510.2, 704.3, 614.1a, 603.6c: Gisa (4/4) blocks the opponent's Symbiotic Beast (4/4);
    combat damage is dealt at once and the state-based action destroys both together; Gisa
    is on the battlefield as that event happens, so the Beast is exiled instead of dying, and
    its "When Symbiotic Beast dies" ability doesn't trigger (no Insects); Gisa herself dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa, Glorious Resurrector")
    s.battlefield(1, "Symbiotic Beast")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    beast, gisa = d.find("Symbiotic Beast"), d.find("Gisa, Glorious Resurrector")
    d.to_combat()
    d.attack([beast])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({gisa: beast})
    d.pass_until("postcombat_main")
    assert d.zone_of("Symbiotic Beast") == "exile"
    assert d.zone_of("Gisa, Glorious Resurrector") == "graveyard"
    assert not d.state.battlefield
    assert (d.life(0), d.life(1)) == (20, 20)
