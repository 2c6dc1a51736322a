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


def test_either_prospector_sacrifices_the_goblins_while_the_other_is_kept() -> None:
    """CR 605.3a, 601.2g-h, 118.3: Eater of Hope's "{2}{B}, Sacrifice two other creatures"
    with two Skirk Prospectors, Goblin Sledder, Crossroads Candleguide and a Swamp: one
    Prospector and the Candleguide are kept for the sacrifice, and the other Prospector still
    sacrifices the Sledder and itself for the {2}, the Swamp paying the {B}. So the ability is
    offered; either Prospector's {R} and the Swamp are the mana offered, the Prospector first
    sacrificing any of the three Goblins (two creatures are left whichever it is), and the
    Glory Seeker targeted is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Eater of Hope", "Skirk Prospector", "Skirk Prospector", "Goblin Sledder",
                  "Crossroads Candleguide", "Swamp")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    first, second = d.ids("Skirk Prospector")
    guide, swamp = d.find("Crossroads Candleguide"), d.find("Swamp", zone="battlefield")
    d.activate(0, "Eater of Hope", index=2, targets=[d.find("Glory Seeker")], pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert _offered(d) == {(first, "R"), (second, "R"), (swamp, "B")}
    assert _offered_for_red(d, second) == [first, second, d.find("Goblin Sledder")]
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


def test_the_candleguide_is_sacrificed_for_the_red_once_it_made_the_black() -> None:
    """CR 118.3, 605.3a-b, 601.2g-h: Mistform Mutant makes Skirk Prospector a Human and
    Crossroads Candleguide a Goblin, the only permanent the Prospector may sacrifice. Paying
    Hungry for More ({B}{R}) with two Mountains: the Candleguide's {B}, its {2} paid by the
    Mountains, then the Prospector sacrificing the Candleguide for the {R}. The sorcery is
    castable, the Candleguide's {B} is offered, and every answer casts it."""
    d = _mistform("Mountain", "Mountain", "Skirk Prospector", "Crossroads Candleguide",
                  hand="Hungry for More",
                  changes=(("Crossroads Candleguide", "Goblin"), ("Skirk Prospector", "Human")))
    prospector, guide = d.find("Skirk Prospector"), d.find("Crossroads Candleguide")
    assert CastSpell(d.find("Hungry for More"), "normal") in d.game.legal_actions()
    d.cast(0, "Hungry for More", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert (guide, "B") in _offered(d)
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    for mountain in d.ids("Mountain"):
        d.mana(0, mountain)
    assert _offered_for_red(d, prospector) == [guide]
    d.choose(guide)
    d.expect("priority")
    assert d.zone_of("Hungry for More") == "stack"
    assert d.zone_of("Crossroads Candleguide") == "graveyard"


def test_lord_of_the_forsaken_s_colourless_never_pays_crossroads_candleguide() -> None:
    """CR 106.6, 605.3a, 601.2g-h: Lord of the Forsaken's "Pay 1 life: Add {C}" may be spent
    only on a spell cast from the graveyard, never on a mana ability's cost. Hungry for
    More's flashback {1}{B}{R} with the Lord, a Swamp and Crossroads Candleguide: the {R}
    could come only from the Candleguide, whose {2} nothing else pays, so the flashback is
    not offered; with a Mountain more it is, and every answer of its payment casts it."""
    for lands, castable in ((("Swamp",), False), (("Swamp", "Mountain"), True)):
        s = Scenario(seed=1)
        s.battlefield(0, "Lord of the Forsaken", "Crossroads Candleguide", *lands)
        s.graveyard(0, "Hungry for More")
        d = Driver(s.build())
        flashback = CastSpell(d.find("Hungry for More"), "flashback")
        assert (flashback in d.game.legal_actions()) is castable
        if castable:
            d.act(0, flashback)
            assert completions(d.game.clone(), on_stack=True) > 0


def test_sungrass_prairie_pays_glory_seeker_beside_two_candleguides() -> None:
    """CR 605.3a, 601.2g-h: Glory Seeker ({1}{W}) with two Crossroads Candleguides, Sungrass
    Prairie ({1}, {T}: Add {G}{W}) and a Forest: the Forest pays the Prairie's {1}, whose
    {G}{W} pays the Seeker (the Prairie's {G}{W} paying a Candleguide's {2} would leave the
    {1} unpaid). The Seeker is castable, each converter tried, and every answer casts it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crossroads Candleguide", "Crossroads Candleguide", "Sungrass Prairie",
                  "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert CastSpell(d.find("Glory Seeker"), "normal") in d.game.legal_actions()
    d.cast(0, "Glory Seeker", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    d.act(0, ActivateManaAbility(d.find("Sungrass Prairie"), 0, "GW"))
    d.mana(0, "Forest")
    d.expect("priority")
    assert d.zone_of("Glory Seeker") == "stack"


def test_the_prospector_kept_for_airdrop_condor_may_sacrifice_the_spawn_first() -> None:
    """CR 601.2g-h, 605.3a-b, 118.3: Airdrop Condor's "{1}{R}, Sacrifice a Goblin creature"
    with Skirk Prospector, an Eldrazi Spawn made a Goblin and a Forest: the {R} is the
    Prospector's, which may sacrifice itself (the Spawn then sacrificed to the Condor) or the
    Spawn (the Prospector then sacrificed to the Condor); the Spawn's own {C} would leave no
    {R}. The Prospector's {R} and the Forest's {G} are offered, not the Spawn's {C}, and every
    answer pays the cost; the Prospector sacrifices the Spawn, and is then itself the Goblin
    sacrificed to the Condor."""
    d = _mistform("Skirk Prospector", "Forest", "Airdrop Condor", token="Eldrazi Spawn",
                  changes=(("Eldrazi Spawn", "Goblin"),))
    prospector, spawn = d.find("Skirk Prospector"), d.find("Eldrazi Spawn")
    d.activate(0, "Airdrop Condor", targets=[1], pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert _offered(d) == {(prospector, "R"), (d.find("Forest", zone="battlefield"), "G")}
    assert _offered_for_red(d, prospector) == [prospector, spawn]
    d.choose(spawn)
    d.mana(0, "Forest")
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [prospector]
    d.choose(prospector)
    d.resolve()
    assert not d.ids("Eldrazi Spawn", "battlefield")
    assert d.zone_of("Skirk Prospector") == "graveyard"


def test_birchlore_rangers_made_a_goblin_are_not_sacrificed_while_their_green_is_needed(
        ) -> None:
    """CR 118.3, 605.3a-b, 601.2g-h: Mistform Mutant makes Birchlore Rangers a Goblin (no
    longer an Elf). Paying Kessig Naturalist ({R}{G}) with Skirk Prospector and two Elvish
    Warriors, the {G} can come only from the Rangers tapping the Warriors: once the
    Prospector's {R} is activated, only the Prospector itself is offered to sacrifice (gone,
    the Rangers could tap nothing); the Rangers then make the {G} and the Naturalist is
    cast."""
    d = _mistform("Birchlore Rangers", "Elvish Warrior", "Elvish Warrior", "Skirk Prospector",
                  hand="Kessig Naturalist", changes=(("Birchlore Rangers", "Goblin"),))
    rangers, prospector = d.find("Birchlore Rangers"), d.find("Skirk Prospector")
    d.cast(0, "Kessig Naturalist", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    d.act(0, ActivateManaAbility(rangers, 0, "G"))
    for warrior in d.ids("Elvish Warrior"):
        d.choose(warrior)
    d.expect("priority")
    assert d.zone_of("Kessig Naturalist") == "stack"
    assert d.zone_of("Birchlore Rangers") == "battlefield"
