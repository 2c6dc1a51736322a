"""Permanents sacrificed for mana while a cost is paid (CR 118.3, 605.3a-b, 601.2g-h): each is
sacrificed once, whichever ability sacrifices it, and the source of a mana ability whose mana
is already added may then be sacrificed for another's."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.ons.test_skirk_prospector import _mistform, _offered_for_red
from tests.payment_paths import completions


def _offered(d: Driver) -> set[tuple[int, str]]:
    return {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)}


def test_an_eldrazi_spawn_made_a_goblin_is_one_mana_toward_grand_melee() -> None:
    """CR 118.3, 601.2h, 605.3a: an Eldrazi Spawn made a Goblin is sacrificed either for its
    own {C} or to Skirk Prospector for {R}, never both: with a Forest, the Prospector and the
    Spawn make three mana, and Grand Melee ({3}{R}) is not castable."""
    d = _mistform("Forest", "Skirk Prospector", token="Eldrazi Spawn", hand="Grand Melee",
                  changes=(("Eldrazi Spawn", "Goblin"),))
    assert CastSpell(d.find("Grand Melee"), "normal") not in d.game.legal_actions()


def test_with_a_mountain_more_the_spawn_s_colourless_pays_grand_melee() -> None:
    """CR 118.3, 601.2g-h, 605.3a-b: with a Mountain beside the Forest, Skirk Prospector and
    an Eldrazi Spawn made a Goblin, Grand Melee is castable and every answer of its payment
    casts it. The Spawn's {C} is offered; once it is sacrificed for it, the Prospector may
    sacrifice only itself, and the lands and its {R} pay the rest."""
    d = _mistform("Forest", "Mountain", "Skirk Prospector", token="Eldrazi Spawn",
                  hand="Grand Melee", changes=(("Eldrazi Spawn", "Goblin"),))
    spawn, prospector = d.find("Eldrazi Spawn"), d.find("Skirk Prospector")
    assert CastSpell(d.find("Grand Melee"), "normal") in d.game.legal_actions()
    d.cast(0, "Grand Melee", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert (spawn, "C") in _offered(d)
    d.mana(0, spawn)
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    d.mana(0, "Forest")
    d.mana(0, "Mountain")
    d.expect("priority")
    assert d.zone_of("Grand Melee") == "stack"
    assert not d.ids("Eldrazi Spawn", "battlefield")


def test_birchlore_rangers_pay_crossroads_candleguide_s_cost_toward_a_creature_spell() -> None:
    """CR 605.3a-b, 106.6, 601.2g-h: paying Bladestitched Skaab ({U}{B}) with Somberwald Sage
    (three mana of one color, spent only on creature spells), Crossroads Candleguide ({2}: Add
    one mana of any color), Birchlore Rangers, Elvish Warrior and a Forest: the Candleguide's
    {U} is offered first, its {2} paid by the Forest and by the Rangers tapping themselves and
    the Warrior (the Sage's mana may not pay it); the Sage then pays the {B}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage", "Crossroads Candleguide", "Birchlore Rangers",
                  "Elvish Warrior", "Forest")
    s.hand(0, "Bladestitched Skaab")
    d = Driver(s.build())
    guide, rangers = d.find("Crossroads Candleguide"), d.find("Birchlore Rangers")
    d.cast(0, "Bladestitched Skaab", pay=False)
    assert {(guide, "U"), (guide, "B")} <= _offered(d)
    d.act(0, ActivateManaAbility(guide, 1, "U"))
    assert completions(d.game.clone(), on_stack=True) > 0
    assert _offered(d) == {(d.find("Forest"), "G"), *((rangers, c) for c in "WUBRG")}
    d.mana(0, "Forest")
    d.act(0, ActivateManaAbility(rangers, 0, "G"))
    d.choose(rangers)
    d.choose(d.find("Elvish Warrior"))
    d.mana(0, "Somberwald Sage", "BBB")
    d.expect("priority")
    assert d.zone_of("Bladestitched Skaab") == "stack"
    assert d.state.players[0].mana_pool == {"B": 2}


def test_a_candleguide_made_a_goblin_is_sacrificed_for_red_once_its_mana_is_added() -> None:
    """CR 118.3, 605.3a-b, 601.2g-h: Daru Cavalier ({3}{W}) with Wirewood Elf and Crossroads
    Candleguide made Goblins, a Swamp and Skirk Prospector: the Candleguide's {W}, its {2}
    paid by the Elf's {G} and the Swamp's {B}, then the Prospector sacrificing the tapped
    Elf, the Candleguide (its ability done, its mana in the pool) and itself for {R}{R}{R}.
    The Cavalier is castable, only the Candleguide, the Elf and the Swamp are offered first
    (the Prospector's {R} first would lose a mana), and every answer casts it."""
    d = _mistform("Wirewood Elf", "Swamp", "Skirk Prospector", "Crossroads Candleguide",
                  hand="Daru Cavalier",
                  changes=(("Crossroads Candleguide", "Goblin"), ("Wirewood Elf", "Goblin")))
    elf, swamp = d.find("Wirewood Elf"), d.find("Swamp", zone="battlefield")
    prospector, guide = d.find("Skirk Prospector"), d.find("Crossroads Candleguide")
    assert CastSpell(d.find("Daru Cavalier"), "normal") in d.game.legal_actions()
    d.cast(0, "Daru Cavalier", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert _offered(d) == {(guide, "W"), (elf, "G"), (swamp, "B")}
    d.act(0, ActivateManaAbility(guide, 1, "W"))
    d.mana(0, elf)
    d.mana(0, swamp)
    assert _offered_for_red(d, prospector) == [elf, guide]
    d.choose(guide)
    d.mana(0, prospector)
    d.choose(elf)
    d.mana(0, prospector)
    d.choose(prospector)
    d.expect("priority")
    assert d.zone_of("Daru Cavalier") == "stack"
    assert d.zone_of("Crossroads Candleguide") == "graveyard"


def test_the_second_prospector_sacrifices_the_goblins_while_the_first_is_kept() -> None:
    """CR 605.3a, 601.2g-h, 118.3: Eater of Hope's "{2}{B}, Sacrifice two other creatures"
    with two Skirk Prospectors, Goblin Sledder, Crossroads Candleguide and a Swamp: the
    Candleguide and the first Prospector are kept for the sacrifice, and the second Prospector
    still sacrifices the Sledder and itself for the {2}, the Swamp paying the {B}. So the
    ability is offered; the second Prospector's {R} and the Swamp are the mana offered, the
    Prospector first sacrificing only the Sledder, and the Glory Seeker targeted is
    destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Eater of Hope", "Skirk Prospector", "Skirk Prospector", "Goblin Sledder",
                  "Crossroads Candleguide", "Swamp")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    first, second = d.ids("Skirk Prospector")
    guide, swamp = d.find("Crossroads Candleguide"), d.find("Swamp", zone="battlefield")
    d.activate(0, "Eater of Hope", index=2, targets=[d.find("Glory Seeker")], pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert _offered(d) == {(second, "R"), (swamp, "B")}
    assert _offered_for_red(d, second) == [d.find("Goblin Sledder")]
    d.choose(d.find("Goblin Sledder"))
    d.mana(0, second)
    d.choose(second)
    d.mana(0, swamp)
    assert {a.value for a in d.expect("cost_sacrifice").actions} == {first, guide}
    d.choose(first)
    d.choose(guide)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Eater of Hope") == "battlefield"
