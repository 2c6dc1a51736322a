"""The order in which a total cost is paid (CR 601.2g–h, 602.2a–b).

Mana abilities are activated before costs are paid (601.2g); the costs are then paid in any
order (601.2h), the same for activated abilities (602.2b). The engine pays the mana first and
the other parts after it, keeping out of the mana payment what those parts need: so an
ability is offered only when it can be paid to the end, and a mana ability whose condition a
later part ends (Temple of the False God, once a land is sacrificed) is still usable.
An ability activated from a hidden zone reveals its card (602.2a).
"""

from __future__ import annotations

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    PayAutomatically,
)
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.payment_paths import completions


def _woodland_and_temple(*lands: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Temple of the False God", *lands)
    s.library(0, "Forest", "Swamp", "Plains", "Island")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def _activations(d: Driver, source: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == source]


def test_a_mana_ability_is_used_before_the_sacrifice_that_would_end_its_condition() -> None:
    """CR 601.2g–h, 602.2b: with exactly five lands, Temple of the False God makes {C}{C} while
    Blighted Woodland is still there; Woodland is tapped and sacrificed after. Without the
    Temple's mana the other three lands can't pay {3}{G}, so the payment must use it first."""
    d = _woodland_and_temple("Forest", "Swamp", "Plains")
    woodland, temple = d.find("Blighted Woodland"), d.find("Temple of the False God")
    (act,) = _activations(d, woodland)
    d.act(0, act)
    d.expect("pay_mana")
    offered = {a.source for a in d.game.legal_actions()  # type: ignore[attr-defined]
               if isinstance(a, ActivateManaAbility)}
    assert temple in offered
    assert woodland not in offered  # it is tapped for its own {T} cost (CR 602.2b)
    d.pay()
    assert d.zone_of("Blighted Woodland") == "graveyard"
    assert d.decision.kind != "pay_mana"
    d.resolve_all()
    assert len([c for c in d.state.battlefield if d.chars(c).controller == 0]) >= 4


def test_the_source_tapped_for_the_cost_is_not_counted_as_mana() -> None:
    """CR 602.2b, 601.2h: Blighted Woodland's {T} is part of the cost, so it can't also tap for
    {C}; three other lands can't pay {3}{G}: the ability isn't offered (with a fourth it is)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Forest", "Swamp", "Plains")
    s.library(0, "Forest", "Swamp")
    s.library(1, "Forest")
    d = Driver(s.build())
    assert _activations(d, d.find("Blighted Woodland")) == []
    s.battlefield(0, "Island")
    d = Driver(s.build())
    assert len(_activations(d, d.find("Blighted Woodland"))) == 1


def test_every_mana_ability_offered_leaves_the_whole_cost_payable() -> None:
    """No dead ends (CR 601.2h): whichever mana ability is chosen at each step, the payment and
    then the tap and sacrifice of Blighted Woodland complete."""
    d = _woodland_and_temple("Forest", "Swamp", "Plains")
    d.act(0, _activations(d, d.find("Blighted Woodland"))[0])
    pending = [d.game.clone()]
    finished = 0
    while pending:
        game = pending.pop()
        c = Driver(game)
        if c.decision.kind != "pay_mana":
            assert c.zone_of("Blighted Woodland") == "graveyard"
            finished += 1
            continue
        acts = c.game.legal_actions()
        assert acts, "a dead end"
        for act in acts:
            branch = Driver(c.game.clone())
            branch.act(0, act)
            pending.append(branch.game)
    assert finished > 1


def test_cycling_reveals_the_card_while_its_cost_is_paid() -> None:
    """CR 602.2a: an ability activated from a hidden zone reveals its card; cycling's discard
    is paid after the mana (601.2g–h), and meanwhile every player knows the card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    card = d.find("Backslide")
    d.activate(0, card, pay=False)
    d.expect("pay_mana")
    assert d.state.objects[card].known_to == frozenset({0, 1})
    assert any(ev.kind == "reveal" and ev.obj == card for ev in d.state.log)
    assert card in {o.get("source") for o in d.game.view(1)["stack"]}
    d.pay()
    assert d.zone_of("Backslide") == "graveyard"


def _rites_with(*mine: str) -> Driver:
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *mine)
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_a_creature_taps_for_mana_and_is_then_sacrificed_for_the_same_spell() -> None:
    """CR 601.2g–h, 118.3: mana abilities are activated before the costs are paid, and a tapped
    creature can still be sacrificed. Dawnhart Rejuvenator alone pays Eaten Alive's {B} and is
    then the creature sacrificed for its additional cost."""
    d = _rites_with("Dawnhart Rejuvenator")
    rejuvenator, seeker = d.find("Dawnhart Rejuvenator"), d.find("Glory Seeker")
    d.cast(0, "Eaten Alive", targets=[seeker], choices=[0], pay=False)
    d.expect("pay_mana")
    assert any(isinstance(a, ActivateManaAbility) and a.source == rejuvenator
               for a in d.game.legal_actions())
    d.mana(0, rejuvenator, "B")
    d.choose(rejuvenator)  # the creature to sacrifice: tapped, still there (CR 118.3)
    assert d.zone_of("Dawnhart Rejuvenator") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_automatic_payment_taps_the_creature_it_will_sacrifice() -> None:
    """CR 601.2g–h: the one-action payment finds the same line — the Rejuvenator's {B}, then the
    Rejuvenator sacrificed — and without a creature the spell is not offered at all."""
    d = _rites_with("Dawnhart Rejuvenator")
    rejuvenator, seeker = d.find("Dawnhart Rejuvenator"), d.find("Glory Seeker")
    d.cast(0, "Eaten Alive", targets=[seeker], choices=[0], pay=False)
    d.expect("pay_mana")
    d.act(0, PayAutomatically())
    assert d.state.objects[rejuvenator].tapped
    d.choose(rejuvenator)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not any(str(a).startswith("cast") for a in _rites_with("Swamp").game.legal_actions())


def _castable(d: Driver, name: str) -> bool:
    return CastSpell(d.find(name, "hand")) in d.game.legal_actions()


def _mana_sources(d: Driver) -> set[int]:
    return {a.source for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)}


def _vivisection_with(*mine: str, spawn: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *mine)
    if spawn:
        s.token(0, "Eldrazi Spawn")
    s.hand(0, "Vivisection")
    s.library(0, "Forest", "Forest", "Forest")
    return Driver(s.build())


def test_a_creature_whose_mana_ability_sacrifices_it_is_not_also_the_creature_sacrificed() -> None:
    """CR 601.2g–h, 118.3: Eldrazi Spawn makes its {C} by being sacrificed, so it can't then
    be the creature Vivisection's additional cost sacrifices. With three Islands it is one or
    the other: the spell can't be cast; with a Glory Seeker to sacrifice it can; with four
    Islands the Spawn is kept for the sacrifice and its mana ability is not offered meanwhile."""
    assert not _castable(_vivisection_with("Island", "Island", "Island", spawn=True),
                         "Vivisection")
    assert _castable(_vivisection_with("Island", "Island", "Island", "Glory Seeker", spawn=True),
                     "Vivisection")
    d = _vivisection_with("Island", "Island", "Island", "Island", spawn=True)
    spawn = d.find("Eldrazi Spawn Token")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    assert spawn not in _mana_sources(d)
    assert len(_mana_sources(d)) == 4
    d.pay()
    d.choose(spawn)
    assert spawn not in d.state.objects or d.state.objects[spawn].zone is not Zone.BATTLEFIELD
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_a_goblin_sacrificed_for_its_own_mana_is_not_also_the_creature_sacrificed() -> None:
    """CR 601.2g–h, 118.3: Skirk Prospector's {R} costs a Goblin: with no other Goblin it
    sacrifices itself, and Vivisection then has no creature left to sacrifice. Three Islands
    and the Prospector can't cast it; four Islands can (the Prospector is sacrificed)."""
    assert not _castable(_vivisection_with("Island", "Island", "Island", "Skirk Prospector"),
                         "Vivisection")
    d = _vivisection_with("Island", "Island", "Island", "Island", "Skirk Prospector")
    assert _castable(d, "Vivisection")
    d.cast(0, "Vivisection", choices=[d.find("Skirk Prospector")])
    assert d.zone_of("Skirk Prospector") == "graveyard"


def test_the_creature_kept_for_the_sacrifice_is_one_the_mana_can_be_paid_without() -> None:
    """CR 601.2h, 118.3: with Skirk Prospector (whose mana ability could sacrifice a creature)
    and Dawnhart Rejuvenator, three Swamps pay {3} of Vivisection's {3}{U} and only the
    Rejuvenator makes {U}: the Prospector is the creature sacrificed, so the spell can be cast
    and paid to the end."""
    d = _vivisection_with("Swamp", "Swamp", "Swamp", "Dawnhart Rejuvenator", "Skirk Prospector")
    assert _castable(d, "Vivisection")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.mana(0, "Dawnhart Rejuvenator", "U")
    d.pay()
    d.choose(d.find("Skirk Prospector"))
    assert d.zone_of("Skirk Prospector") == "graveyard"
    assert d.zone_of("Dawnhart Rejuvenator") == "battlefield"


def test_an_opponents_goblin_sacrificing_mana_ability_doesnt_stop_tapping_first() -> None:
    """CR 601.2g–h, 118.3: only the caster's own permanents pay their costs. An opponent's
    Skirk Prospector (placed first) neither stops Dawnhart Rejuvenator from tapping for Eaten
    Alive's {B} and then being sacrificed for it, nor is a creature the caster may sacrifice."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(1, "Skirk Prospector", "Glory Seeker")
    s.battlefield(0, "Dawnhart Rejuvenator")
    s.hand(0, "Eaten Alive")
    d = Driver(s.build())
    rejuvenator, seeker = d.find("Dawnhart Rejuvenator"), d.find("Glory Seeker")
    assert _castable(d, "Eaten Alive")
    d.cast(0, "Eaten Alive", targets=[seeker], choices=[0], pay=False)
    d.mana(0, rejuvenator, "B")
    assert {a.value for a in d.expect("cost_sacrifice").actions} == {rejuvenator}  # type: ignore[attr-defined]
    d.choose(rejuvenator)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def _eater_with(*mine: str, spawns: int = 0) -> Driver:
    s = Scenario(seed=1)
    if spawns:
        s.token(0, "Eldrazi Spawn", spawns)
    s.battlefield(0, *mine, "Eater of Hope")
    s.battlefield(1, "Glory Seeker", label="target")
    return Driver(s.build())


def _can_destroy(d: Driver) -> bool:
    return ActivateAbility(d.find("Eater of Hope"), 2) in d.game.legal_actions()


def _destroy_sacrificing_both_spawns(d: Driver) -> None:
    """Activate Eater of Hope's destroy ability at the opponent's Glory Seeker, check that no
    Spawn is offered as a mana source while the mana is paid (both are kept for the
    sacrifice), pay, sacrifice both Spawns and check that the Glory Seeker was destroyed."""
    spawns = d.ids("Eldrazi Spawn Token")
    d.act(0, ActivateAbility(d.find("Eater of Hope"), 2))
    d.choose(d.find("Glory Seeker", player=1))
    d.expect("pay_mana")
    assert _mana_sources(d).isdisjoint(spawns)
    d.pay()
    d.choose(spawns[0])
    d.choose(spawns[1])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"


def test_two_creatures_kept_for_the_sacrifice_make_no_mana_meanwhile() -> None:
    """CR 601.2g–h, 118.3: Eater of Hope's "{2}{B}, Sacrifice two other creatures" with two
    Eldrazi Spawn: both are sacrificed for the cost, so neither can also be sacrificed for
    {C}. Two Swamps can't pay the {2}{B}: not offered; with three it is, and while it is paid
    the Spawns' mana abilities are not offered."""
    assert not _can_destroy(_eater_with("Swamp", "Swamp", spawns=2))
    d = _eater_with("Swamp", "Swamp", "Swamp", spawns=2)
    assert _can_destroy(d)
    _destroy_sacrificing_both_spawns(d)


def test_the_creatures_sacrificed_are_those_that_leave_the_most_mana() -> None:
    """CR 601.2g–h, 118.3: one Swamp, an Eldrazi Spawn, a Glory Seeker and Dawnhart
    Rejuvenator pay Eater of Hope's {2}{B} only with the Spawn's {C} and the Rejuvenator's
    mana, the Rejuvenator (tapped) and the Seeker being the two creatures sacrificed."""
    d = _eater_with("Swamp", "Glory Seeker", "Dawnhart Rejuvenator", spawns=1)
    assert _can_destroy(d)
    d.act(0, ActivateAbility(d.find("Eater of Hope"), 2))
    d.choose(d.find("Glory Seeker", player=1))
    d.mana(0, "Eldrazi Spawn Token")
    d.mana(0, "Dawnhart Rejuvenator", "B")
    d.mana(0, "Swamp")
    d.choose(d.find("Glory Seeker", player=0))
    d.choose(d.find("Dawnhart Rejuvenator"))
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    assert d.zone_of("Dawnhart Rejuvenator") == "graveyard"


def test_the_creatures_kept_for_the_sacrifice_are_those_that_make_no_mana() -> None:
    """CR 601.2g–h, 118.3: with Skirk Prospector (which can sacrifice itself for {R}) and two
    Glory Seekers, two Swamps and the Prospector's {R} pay Eater of Hope's {2}{B}, and the two
    Seekers are the creatures sacrificed."""
    d = _eater_with("Skirk Prospector", "Glory Seeker", "Glory Seeker", "Swamp", "Swamp")
    assert _can_destroy(d)
    d.act(0, ActivateAbility(d.find("Eater of Hope"), 2))
    d.choose(d.find("Glory Seeker", player=1))
    d.mana(0, "Skirk Prospector")
    d.choose(d.find("Skirk Prospector"))  # the Goblin its mana ability sacrifices
    d.pay()
    for seeker in d.ids("Glory Seeker", "battlefield", player=0):
        d.choose(seeker)
    assert d.zone_of("Skirk Prospector") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"



def test_a_goblin_a_phased_out_prospector_cant_sacrifice_is_kept_for_the_sacrifice_before_a_spawn() -> None:
    """CR 702.26b, 601.2g–h, 118.3: a phased-out Skirk Prospector is treated as though it
    doesn't exist, so its "Sacrifice a Goblin: Add {R}" can't be activated and Goblin Sledder
    makes no mana. With an Eldrazi Spawn (placed first), the Sledder, a Glory Seeker and two
    Swamps, Eater of Hope's {2}{B} is offered: the Swamps and the Spawn's {C} pay it (the
    Spawn is offered as a mana source, the Sledder is not kept from it: it has none), and the
    Seeker and the Sledder are the two creatures sacrificed."""
    s = Scenario(seed=1)
    s.token(0, "Eldrazi Spawn")
    s.battlefield(0, "Skirk Prospector", phased_out=True)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker", "Swamp", "Swamp", "Eater of Hope")
    s.battlefield(1, "Glory Seeker", label="target")
    d = Driver(s.build())
    assert _can_destroy(d)
    d.act(0, ActivateAbility(d.find("Eater of Hope"), 2))
    d.choose(d.find("Glory Seeker", player=1))
    d.expect("pay_mana")
    spawn = d.find("Eldrazi Spawn Token")
    assert spawn in _mana_sources(d)
    assert d.find("Skirk Prospector") not in _mana_sources(d)
    d.mana(0, spawn)
    for swamp in d.ids("Swamp"):
        d.mana(0, swamp)
    d.choose(d.find("Glory Seeker", player=0))
    d.choose(d.find("Goblin Sledder"))
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.zone_of("Glory Seeker", player=0) == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"


def test_the_creature_kept_for_the_sacrifice_is_not_an_elf_birchlore_rangers_may_tap() -> None:
    """CR 601.2g–h, 118.3, 605.3a: Birchlore Rangers' "Tap two untapped Elves you control: Add
    one mana of any color" is the only black mana for Eater of Hope's {2}{B} beside two
    Forests, with two Eldrazi Spawn, one made an Elf by Mistform Mask (paid by a third
    Forest). Two other creatures are sacrificed after the mana is paid (CR 601.2h), the
    Rangers and a Spawn, which may be either so long as the Elf stays for the Rangers' cost:
    the Rangers, the two Forests and the other Spawn's {C} are offered, not the Elf's {C}
    (sacrificed, it would leave no {B}), and every answer pays the cost. The Rangers tap
    themselves and the Elf for {B}, and the Rangers and the other Spawn are sacrificed."""
    s = Scenario(seed=1)
    s.token(0, "Eldrazi Spawn", label="elf")
    s.token(0, "Eldrazi Spawn", label="spawn")
    s.battlefield(0, "Mistform Mask", attached_to="elf")
    s.battlefield(0, "Birchlore Rangers", "Forest", "Forest", "Forest", "Eater of Hope")
    s.battlefield(1, "Glory Seeker", label="target")
    d = Driver(s.build())
    elf, spawn = d.ids("Eldrazi Spawn Token")
    rangers = d.find("Birchlore Rangers")
    forests = d.ids("Forest")
    d.mana(0, forests[0])
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Elf")
    d.expect("priority")
    assert "Elf" in d.chars(elf).subtypes and "Elf" not in d.chars(spawn).subtypes
    assert _can_destroy(d)
    d.act(0, ActivateAbility(d.find("Eater of Hope"), 2))
    d.choose(d.find("Glory Seeker", player=1))
    d.expect("pay_mana")
    assert _mana_sources(d) == {spawn, rangers, forests[1], forests[2]}
    assert completions(d.game.clone(), on_stack=True) > 0
    d.mana(0, rangers, "B")
    assert {a.value for a in d.expect("cost_tap").actions} == {rangers, elf}  # type: ignore[attr-defined]
    d.choose(rangers)
    d.choose(elf)
    d.mana(0, forests[1])
    d.mana(0, forests[2])
    d.choose(rangers)
    d.choose(spawn)
    assert d.zone_of("Birchlore Rangers") == "graveyard"
    assert d.ids("Eldrazi Spawn Token", "battlefield") == [elf]
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"


def _tyrant_with(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Tomb Tyrant", *mine)
    s.token(0, "Eldrazi Spawn")
    s.graveyard(0, "Undead Gladiator", "Undead Gladiator", "Undead Gladiator")
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def test_a_creature_tapped_for_the_cost_may_be_the_creature_sacrificed() -> None:
    """CR 118.3, 602.2b: Tomb Tyrant's "{2}{B}, {T}, Sacrifice a creature" may sacrifice the
    Tyrant itself (tapped for {T}), which makes no mana anyway: two Swamps and an Eldrazi
    Spawn's {C} pay the {2}{B}, and the Tyrant is sacrificed."""
    d = _tyrant_with("Swamp", "Swamp")
    tyrant = d.find("Tomb Tyrant")
    assert ActivateAbility(tyrant, 1) in d.game.legal_actions()
    d.act(0, ActivateAbility(tyrant, 1))
    d.expect("pay_mana")
    assert d.find("Eldrazi Spawn Token") in _mana_sources(d)
    d.pay()
    d.choose(tyrant)
    assert d.zone_of("Tomb Tyrant") == "graveyard"


def test_the_source_tapped_for_the_cost_is_kept_for_the_sacrifice_before_a_mana_creature() -> None:
    """CR 601.2g–h, 118.3: with three Swamps for Tomb Tyrant's {2}{B}, the Tyrant (tapped for
    {T}, making no mana) is the creature kept for the sacrifice, so the Eldrazi Spawn may still
    be sacrificed for {C} while the cost is paid."""
    d = _tyrant_with("Swamp", "Swamp", "Swamp")
    d.act(0, ActivateAbility(d.find("Tomb Tyrant"), 1))
    d.expect("pay_mana")
    assert d.find("Eldrazi Spawn Token") in _mana_sources(d)


def test_a_tapped_creature_doesnt_pay_a_tap_cost_and_the_untapped_ones_still_do() -> None:
    """CR 118.3, 602.2b: "Tap three untapped creatures you control" is paid with untapped
    ones only. With a tapped Glory Seeker (placed first) beside Siege Zombie and two untapped
    Seekers, the ability is offered and only the three untapped creatures may be tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", tapped=True, label="tapped")
    s.battlefield(0, "Siege Zombie", "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    tapped, zombie = d.find("Glory Seeker"), d.find("Siege Zombie")
    assert d.state.objects[tapped].tapped
    d.activate(0, zombie)
    options = {a.value for a in d.expect("cost_tap").actions}  # type: ignore[attr-defined]
    assert tapped not in options
    assert len(options) == 3 and zombie in options
    for creature in sorted(options):
        d.choose(creature)
    assert all(d.state.objects[c].tapped for c in options)
    d.resolve()
    assert d.life(1) == 19


def test_sacrificing_any_number_keeps_no_creature_from_making_mana() -> None:
    """CR 107.1c, 601.2g–h: "sacrifice any number of creatures" may be zero, so none is kept
    out of the mana payment: with Skirk Prospector beside it, Dawnhart Rejuvenator's {B} and
    an Island pay Corpse Cobble's {U}{B}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Rejuvenator", "Skirk Prospector", "Island")
    s.hand(0, "Corpse Cobble")
    d = Driver(s.build())
    assert _castable(d, "Corpse Cobble")
    d.act(0, CastSpell(d.find("Corpse Cobble", "hand")))
    d.mana(0, "Dawnhart Rejuvenator", "B")
    d.mana(0, "Island")
    assert d.decision.kind != "pay_mana"


def test_the_creatures_sacrificed_are_not_those_a_mana_ability_taps() -> None:
    """CR 601.2g–h, 118.3: Birchlore Rangers makes mana by tapping two Elves. With Skirk
    Prospector (which may sacrifice itself for {R}), Birchlore Rangers, Elvish Vanguard, two
    Glory Seekers and a Swamp, Eater of Hope's {2}{B} is paid by the Swamp, the Elves' mana
    and the Prospector's: the Seekers are the two creatures sacrificed."""
    d = _eater_with("Skirk Prospector", "Birchlore Rangers", "Elvish Vanguard", "Glory Seeker",
                    "Glory Seeker", "Swamp")
    assert _can_destroy(d)
    d.act(0, ActivateAbility(d.find("Eater of Hope"), 2))
    d.choose(d.find("Glory Seeker", player=1))
    d.mana(0, "Birchlore Rangers", "B")
    while d.decision.kind == "cost_tap":
        d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    d.mana(0, "Skirk Prospector")
    d.choose(d.find("Skirk Prospector"))
    d.mana(0, "Swamp")
    for seeker in d.ids("Glory Seeker", "battlefield", player=0):
        d.choose(seeker)
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"


def test_discarding_a_hand_for_a_cost_is_discarding_each_card() -> None:
    """CR 701.9a, 602.2b: "Discard your hand" puts every card of it into its owner's graveyard
    as the cost is paid, and each card is discarded: Shipwreck Sifters ("Whenever you discard
    a Spirit card ...") triggers for the Spirit card among them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Shipwreck Sifters")
    s.hand(0, "Shipwreck Sifters", "Island")
    s.library(0, "Plains", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    assert {d.game.card(c).name for c in d.state.players[0].graveyard} == {
        "Shipwreck Sifters", "Island"}
    assert not d.state.players[0].hand
    d.resolve_all()
    sifters = d.find("Shipwreck Sifters", "battlefield")
    assert d.state.objects[sifters].counters.get("+1/+1") == 1
    assert len(d.state.players[0].hand) == 1  # one creature: one card drawn


def test_the_prospector_sacrifices_itself_or_the_goblin_kept_for_the_sacrifice() -> None:
    """CR 601.2g–h, 605.3b, 118.3: Vivisection ({3}{U}, sacrifice a creature) with three
    Islands, Skirk Prospector and Goblin Sledder: the Prospector's "Sacrifice a Goblin: Add
    {R}" pays the {3} with the Islands, and whichever Goblin it sacrifices, the other is there
    to be sacrificed for the spell once the mana is paid (CR 601.2h). So both are offered to
    it; it sacrifices the Sledder, and is then itself the creature sacrificed."""
    d = _vivisection_with("Island", "Island", "Island", "Skirk Prospector", "Goblin Sledder")
    prospector, sledder = d.find("Skirk Prospector"), d.find("Goblin Sledder")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    assert completions(d.game.clone(), on_stack=True) > 0
    d.act(0, ActivateManaAbility(prospector, 0, "R"))
    assert [a.value for a in d.expect("sacrifice").actions] == [prospector, sledder]
    d.choose(sledder)
    d.pay()
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [prospector]
    d.choose(prospector)
    assert d.ids("Goblin Sledder", "graveyard") and d.ids("Skirk Prospector", "graveyard")
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_a_spawn_is_sacrificed_as_its_mana_is_added() -> None:
    """CR 605.3b, 118.3: Eldrazi Spawn's "Sacrifice this creature: Add {C}" is paid as the
    mana is added: the token leaves the battlefield (and, a token, ceases to exist)."""
    s = Scenario(seed=1)
    s.token(0, "Eldrazi Spawn")
    d = Driver(s.build())
    spawn = d.find("Eldrazi Spawn Token")
    d.act(0, ActivateManaAbility(spawn, 0, "C"))
    assert d.state.players[0].mana_pool == {"C": 1}
    assert spawn not in d.state.battlefield


def test_an_elf_tapped_for_birchlore_rangers_is_then_the_creature_sacrificed() -> None:
    """CR 601.2g–h, 605.3b, 118.3: Vivisection ({3}{U}, sacrifice a creature) with Elvish
    Pioneer, Birchlore Rangers, Elvish Vanguard, Skirk Prospector and three Islands. The
    Prospector's "Sacrifice a Goblin" can't take an Elf, so no creature is kept out of the
    mana payment: the Rangers' "Tap two untapped Elves you control" may tap any two of the
    three Elves, and the Pioneer, tapped for it, is then the creature sacrificed."""
    d = _vivisection_with("Elvish Pioneer", "Birchlore Rangers", "Elvish Vanguard",
                          "Skirk Prospector", "Island", "Island", "Island")
    pioneer, rangers = d.find("Elvish Pioneer"), d.find("Birchlore Rangers")
    vanguard = d.find("Elvish Vanguard")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(rangers, 0, "U"))
    assert {a.value for a in d.expect("cost_tap").actions} == {pioneer, rangers, vanguard}
    d.choose(pioneer)
    assert {a.value for a in d.expect("cost_tap").actions} == {rangers, vanguard}
    d.choose(vanguard)
    for island in d.ids("Island"):
        d.mana(0, island)
    assert d.state.objects[pioneer].tapped
    assert pioneer in {a.value for a in d.expect("cost_sacrifice").actions}
    d.choose(pioneer)
    assert d.zone_of("Elvish Pioneer") == "graveyard"
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_a_creature_tapped_for_creature_spell_mana_is_then_the_creature_sacrificed() -> None:
    """CR 106.6, 601.2g–h, 118.3: Morkrut Behemoth ({4}{B}, sacrifice a creature) with
    Somberwald Sage (three mana to spend only on creature spells), a Swamp, Skirk Prospector
    and Goblin Sledder: the Sage's mana counts, and the Sage, tapped for it, can still be
    sacrificed, so no Goblin is kept for the sacrifice: the Prospector's "Sacrifice a
    Goblin: Add {R}" may take the Sledder, and the Sage is then the creature sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage", "Swamp", "Skirk Prospector", "Goblin Sledder")
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    sage, prospector = d.find("Somberwald Sage"), d.find("Skirk Prospector")
    sledder = d.find("Goblin Sledder")
    assert _castable(d, "Morkrut Behemoth")
    d.act(0, CastSpell(d.find("Morkrut Behemoth", "hand")))
    d.choose(0)  # sacrifice a creature
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(prospector, 0, "R"))
    assert {a.value for a in d.expect("sacrifice").actions} == {prospector, sledder}
    d.choose(sledder)
    d.mana(0, "Somberwald Sage", "BBB")
    d.mana(0, "Swamp")
    assert {a.value for a in d.expect("cost_sacrifice").actions} == {sage, prospector}
    d.choose(sage)
    assert d.zone_of("Somberwald Sage") == "graveyard"
    assert d.zone_of("Goblin Sledder") == "graveyard"
    d.resolve()
    assert d.ids("Morkrut Behemoth", "battlefield")


def test_the_creatures_tapped_for_a_cost_are_recorded_as_tapped_by_its_payer() -> None:
    """CR 602.2b, 601.2h: the player activating Siege Zombie pays its "Tap three untapped
    creatures you control": the game's record of each tap names that player, and says it was
    a cost."""
    s = Scenario(seed=1)
    s.battlefield(1, "Siege Zombie", "Glory Seeker", "Glory Seeker")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    start = len(d.state.log)
    d.activate(1, "Siege Zombie")
    for creature in sorted(a.value for a in d.expect("cost_tap").actions):  # type: ignore[attr-defined]
        d.choose(creature)
    taps = [ev for ev in d.state.log[start:] if ev.kind == "tap"]
    assert len(taps) == 3
    assert all(ev.player == 1 and ev.data.get("cost") for ev in taps)


def test_a_creature_to_sacrifice_doesnt_stop_a_chain_of_filter_lands_paying_the_mana() -> None:
    """CR 601.2g, 605.3a, 118.3: Vivisection ({3}{U}, sacrifice a creature) with a Forest, two
    Sungrass Prairies ("{1}, {T}: Add {G}{W}"), two Islands and Glory Seeker: the Forest pays
    one Prairie's {1}, whose {G} pays the other's, and the Islands the {U}; Glory Seeker makes
    no mana and is then sacrificed. The spell is castable, every source offered, and the
    payment goes to its end; without the Prairies (three mana) it is not castable."""
    lands = ("Forest", "Island", "Island")
    assert not _castable(_vivisection_with(*lands, "Glory Seeker"), "Vivisection")
    d = _vivisection_with(*lands, "Sungrass Prairie", "Sungrass Prairie", "Glory Seeker")
    assert _castable(d, "Vivisection")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    assert _mana_sources(d) == {c for name in ("Forest", "Island", "Sungrass Prairie")
                                for c in d.ids(name, "battlefield")}
    d.pay()
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_the_creature_kept_for_the_sacrifice_leaves_a_chain_of_mana_abilities_to_pay() -> None:
    """CR 601.2g–h, 605.3a, 118.3: Vivisection with a Forest, a Sungrass Prairie, two Islands
    and an Eldrazi Spawn: the Spawn's mana would sacrifice it, so it is kept for the spell's
    sacrifice, and the Forest paying the Prairie's {1} makes the rest ({G}{W} and {U}{U}).
    While the mana is paid the Spawn's mana ability is not offered; it is then sacrificed."""
    d = _vivisection_with("Forest", "Sungrass Prairie", "Island", "Island", spawn=True)
    spawn = d.find("Eldrazi Spawn Token")
    assert _castable(d, "Vivisection")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    assert spawn not in _mana_sources(d)
    d.mana(0, "Sungrass Prairie", "GW")
    d.pay()
    d.choose(spawn)
    assert spawn not in d.state.battlefield
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_the_creature_kept_for_the_sacrifice_doesnt_pay_a_filter_lands_cost() -> None:
    """CR 601.2g–h, 605.3a, 118.3: Vivisection with a Sungrass Prairie, two Islands and an
    Eldrazi Spawn: four mana only with the Spawn's {C} (paying the Prairie's {1} or the
    spell), and the Spawn is then gone: not castable. With a Glory Seeker to sacrifice it
    is, and the Spawn's {C} pays the Prairie's {1}."""
    assert not _castable(_vivisection_with("Sungrass Prairie", "Island", "Island", spawn=True),
                         "Vivisection")
    d = _vivisection_with("Sungrass Prairie", "Island", "Island", "Glory Seeker", spawn=True)
    assert _castable(d, "Vivisection")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.mana(0, "Sungrass Prairie", "GW")
    d.mana(0, "Eldrazi Spawn Token")
    d.pay()
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [d.find("Glory Seeker")]
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_two_creatures_kept_for_the_sacrifice_leave_a_chain_of_mana_abilities_to_pay() -> None:
    """CR 601.2g–h, 605.3a, 118.3: Eater of Hope's "{2}{B}, Sacrifice two other creatures"
    with two Eldrazi Spawn, a Swamp, a Forest and a Sungrass Prairie: both Spawns are kept
    for the sacrifice, and the Forest paying the Prairie's {1} gives {G}{W} beside the
    Swamp's {B}. Without the Prairie it is not offered."""
    assert not _can_destroy(_eater_with("Swamp", "Forest", spawns=2))
    d = _eater_with("Swamp", "Forest", "Sungrass Prairie", spawns=2)
    assert _can_destroy(d)
    _destroy_sacrificing_both_spawns(d)


def test_a_creature_taps_for_mana_then_is_sacrificed_beside_skirk_prospector() -> None:
    """CR 601.2g–h, 605.3b, 118.3: Vivisection ({3}{U}) with two Swamps, Dawnhart Rejuvenator
    and Skirk Prospector: the Prospector sacrifices itself for {R}, the Rejuvenator taps for
    {U} and, not a Goblin the Prospector could take, is still there to be sacrificed. The
    spell is castable; the Prospector's mana ability offers only itself, and the Rejuvenator
    only {U} (any other colour leaves the {U} unpaid)."""
    d = _vivisection_with("Swamp", "Swamp", "Dawnhart Rejuvenator", "Skirk Prospector")
    rejuvenator, prospector = d.find("Dawnhart Rejuvenator"), d.find("Skirk Prospector")
    assert _castable(d, "Vivisection")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == rejuvenator} == {
        (rejuvenator, "U")}
    assert prospector in _mana_sources(d)
    d.act(0, ActivateManaAbility(prospector, 0, "R"))
    assert [a.value for a in d.expect("sacrifice").actions] == [prospector]
    d.choose(prospector)
    d.mana(0, rejuvenator, "U")
    d.pay()
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [rejuvenator]
    d.choose(rejuvenator)
    assert d.zone_of("Dawnhart Rejuvenator") == "graveyard"
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def _candleguide_with(mountains: int) -> Driver:
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *["Mountain"] * mountains, "Crossroads Candleguide", "Skirk Prospector")
    s.hand(0, "Vivisection")
    s.library(0, "Forest", "Forest", "Forest")
    return Driver(s.build())


def test_candleguide_makes_mana_then_is_sacrificed_beside_skirk_prospector() -> None:
    """CR 601.2g–h, 605.3a, 118.3: Vivisection ({3}{U}) with four Mountains, Crossroads
    Candleguide ("{2}: Add one mana of any color") and Skirk Prospector. The only way: the
    Prospector sacrifices itself for {R}, the Candleguide turns {R}{R} into {U}, and the
    Candleguide, no Goblin, is then the creature sacrificed. The payment offers exactly the
    Mountains, the Prospector and the Candleguide's {U}; with three Mountains the spell is
    not castable."""
    assert not _castable(_candleguide_with(3), "Vivisection")
    d = _candleguide_with(4)
    candleguide, prospector = d.find("Crossroads Candleguide"), d.find("Skirk Prospector")
    assert _castable(d, "Vivisection")
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.expect("pay_mana")
    offered = {(a.source, a.mana) for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility)}
    assert offered == {(m, "R") for m in (*d.ids("Mountain"), prospector)} | {
        (candleguide, "U")}
    d.act(0, ActivateManaAbility(prospector, 0, "R"))
    d.choose(prospector)
    d.act(0, ActivateManaAbility(candleguide, 1, "U"))
    d.pay()
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [candleguide]
    d.choose(candleguide)
    d.resolve()
    assert len(d.state.players[0].hand) == 3
    assert d.zone_of("Crossroads Candleguide") == "graveyard"


def test_automatic_payment_uses_candleguide_before_sacrificing_it() -> None:
    """CR 601.2g–h, 605.3a: the one-action payment finds the same line as a player would —
    the Prospector's {R} (the Goblin it sacrifices still the player's choice), the
    Candleguide's {U} from {R}{R}, and the Candleguide is the creature left to sacrifice."""
    d = _candleguide_with(4)
    d.act(0, CastSpell(d.find("Vivisection", "hand")))
    d.act(0, PayAutomatically())
    assert [a.value for a in d.expect("sacrifice").actions] == [d.find("Skirk Prospector")]
    d.choose(d.find("Skirk Prospector"))  # the Goblin its mana ability sacrifices
    assert d.zone_of("Skirk Prospector") == "graveyard"
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [
        d.find("Crossroads Candleguide")]


def test_starlit_sanctum_s_colourless_doesnt_pay_its_own_ability_kept_for_a_goblin() -> None:
    """CR 602.2b, 601.2g-h, 118.3: Artificial Evolution makes Starlit Sanctum's cost "{W},
    {T}, Sacrifice a Goblin creature". Its {W} can come only from Crossroads Candleguide,
    whose {2} Skirk Prospector pays by sacrificing one Goblin (itself or Goblin Sledder), the
    other kept for the Sanctum: one mana short, as the Sanctum's own {C} would tap it for its
    {T}. So the ability isn't offered; with a Mountain for the other mana it is."""
    for lands, offered in (((), False), (("Mountain",), True)):
        s = Scenario(seed=1)
        s.battlefield(0, "Island", "Starlit Sanctum", "Skirk Prospector", "Goblin Sledder",
                      "Crossroads Candleguide", *lands)
        s.hand(0, "Artificial Evolution")
        d = Driver(s.build())
        sanctum = d.find("Starlit Sanctum")
        d.cast(0, "Artificial Evolution", targets=[sanctum], pay=False)
        d.mana(0, "Island")
        d.resolve()
        d.choose("Cleric")
        d.choose("Goblin")
        assert (ActivateAbility(sanctum, 1) in d.game.legal_actions()) is offered
