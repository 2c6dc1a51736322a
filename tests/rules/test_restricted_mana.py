"""Mana that may be spent only on some spells (CR 106.6), mana abilities whose cost is only life
(CR 119.4, 605.3a), and what a permanent's mana abilities can add together (CR 106.4): the
casts that ``legal_actions`` lists are exactly those that can be paid, and paying always
ends."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _driver(battlefield: tuple[str, ...], hand: tuple[str, ...] = (),
            graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *battlefield)
    s.hand(0, *hand)
    s.graveyard(0, *graveyard)
    return Driver(s.build())


def _listed_casts_succeed(game: Game) -> list[str]:
    """Every cast listed is carried out to the end on a clone, paying with the first mana
    ability offered each time; returns the names of the cards cast."""
    done = []
    for act in game.legal_actions():
        if not isinstance(act, CastSpell):
            continue
        d = Driver(game.clone())
        d.act(0, act)
        while d.decision.kind != "priority":
            d.act(0, d.game.legal_actions()[0])
        assert d.state.stack and d.decision.player == 0
        done.append(str(d.chars(d.state.stack[-1]).name))
    return sorted(done)


def test_a_spell_payable_only_with_mana_it_may_not_use_is_not_listed() -> None:
    """Somberwald Sage's {G}{G}{G} ("only to cast creature spells") in the pool and two Forests:
    Consuming Blob ({3}{G}{G}, creature) is listed and cast; Bestial Menace ({3}{G}{G},
    sorcery) is not."""
    d = _driver(("Somberwald Sage", "Forest", "Forest"),
                hand=("Consuming Blob", "Bestial Menace"))
    d.mana(0, "Somberwald Sage", "GGG")
    assert _listed_casts_succeed(d.game) == ["Consuming Blob"]


def test_the_same_with_the_restricted_ability_not_yet_activated() -> None:
    """The untapped Sage counts three mana toward the creature spell and none toward the
    sorcery, and is not offered while paying for the sorcery."""
    d = _driver(("Somberwald Sage", "Forest", "Forest"),
                hand=("Consuming Blob", "Bestial Menace"))
    assert _listed_casts_succeed(d.game) == ["Consuming Blob"]
    d2 = _driver(("Somberwald Sage", *["Forest"] * 5), hand=("Bestial Menace",))
    d2.cast(0, "Bestial Menace", pay=False)
    sage = d2.find("Somberwald Sage")
    assert not any(isinstance(a, ActivateManaAbility) and a.source == sage
                   for a in d2.game.legal_actions())


def test_an_ability_payable_only_with_restricted_mana_is_not_listed() -> None:
    """Snarling Wolf's {1}{G} ability with only the Sage's mana in the pool."""
    from manastack.decisions.actions import ActivateAbility
    d = _driver(("Somberwald Sage", "Snarling Wolf"))
    d.mana(0, "Somberwald Sage", "GGG")
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_a_permanent_with_two_tap_mana_abilities_makes_mana_once() -> None:
    """Unclaimed Territory ({T}: Add {C}; {T}: Add one mana of any color ...) alone can't pay
    for a two-mana spell (CR 106.4, 302.6: it taps once)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Wolf"})
    s.hand(0, "Pestilent Wolf", "Plummet")
    assert _listed_casts_succeed(s.build()) == []


def test_several_mana_of_any_one_color_counts_whole() -> None:
    """Rootcoil Creeper's "two mana of any one color" ({R}{R} for a spell from the graveyard)
    with two Mountains pays Abandon the Post's flashback {3}{R}; one Mountain is not enough
    (the Creeper's other {T} ability can't be added to it)."""
    d = _driver(("Rootcoil Creeper", "Mountain", "Mountain"), graveyard=("Abandon the Post",))
    assert CastSpell(d.find("Abandon the Post"), "flashback") in d.game.legal_actions()
    d1 = _driver(("Rootcoil Creeper", "Mountain"), graveyard=("Abandon the Post",))
    assert CastSpell(d1.find("Abandon the Post"), "flashback") not in d1.game.legal_actions()


def test_a_life_cost_mana_ability_doesnt_loop_the_payment() -> None:
    """Lord of the Forsaken ("Pay 1 life: Add {C}. Spend this mana only to cast a spell from
    your graveyard."): paying for a spell from the hand with lands never offers it; paying for
    a flashback cost offers it only while its {C} still pays part of the cost, so paying with
    the first option offered each time ends, with the life paid once per {C}."""
    d = _driver(("Lord of the Forsaken", "Forest"), hand=("Pestilent Wolf",))
    assert CastSpell(d.find("Pestilent Wolf"), "normal") not in d.game.legal_actions()
    d2 = _driver(("Lord of the Forsaken", "Forest", "Forest"), hand=("Pestilent Wolf",))
    d2.cast(0, "Pestilent Wolf")
    assert d2.life(0) == 20 and len(d2.state.stack) == 1
    d3 = _driver(("Lord of the Forsaken", "Forest"), graveyard=("Shadowbeast Sighting",))
    d3.cast(0, "Shadowbeast Sighting", method="flashback")
    assert d3.life(0) == 14 and d3.state.players[0].mana_pool == {} and len(d3.state.stack) == 1


def test_creature_only_mana_in_the_pool_never_pays_crossroads_candleguide() -> None:
    """CR 106.6, 605.3a, 601.2g–h: with Somberwald Sage's {G}{G}{G} (spent only on creature
    spells), an Island's {U} and a Forest's {G} in the pool, Bladestitched Skaab ({U}{B}) can't
    be cast: Crossroads Candleguide's {2} (for the {B}) can be paid only with the {U} and the
    {G}, leaving nothing for the {U}. With another Island untapped it can, and is paid."""
    def game(islands: int) -> Driver:
        d = _driver(("Somberwald Sage", "Forest", *["Island"] * islands,
                     "Crossroads Candleguide"), hand=("Bladestitched Skaab",))
        d.mana(0, "Somberwald Sage", "GGG")
        d.mana(0, "Forest")
        d.mana(0, d.ids("Island")[0])
        assert d.state.players[0].mana_pool == {"G": 4, "U": 1}
        return d

    assert _listed_casts_succeed(game(1).game) == []
    assert _listed_casts_succeed(game(2).game) == ["Bladestitched Skaab"]


def test_creature_only_mana_in_the_pool_pays_the_generic_part_crossroads_candleguide_doesn_t(
        ) -> None:
    """CR 106.6, 605.3a, 601.2g–h: with Somberwald Sage's {G}{G}{G} (spent only on creature
    spells) in the pool, two Forests and Crossroads Candleguide untapped, Wretched Anurid
    ({1}{B}) can be cast: the Forests pay the Candleguide's {2} for the {B}, and the Sage's
    mana the {1}. It is listed and paid to the end, the Forests tapped and two of the Sage's
    {G} left; so too with the Forests' {G}{G} in the pool as well. Diregraf Horde ({4}{B})
    can't be cast: the Sage's three mana pay three of its {4}, and nothing is left for the
    fourth."""
    for floated in (False, True):
        d = _driver(("Somberwald Sage", "Forest", "Forest", "Crossroads Candleguide"),
                    hand=("Wretched Anurid", "Diregraf Horde"))
        d.mana(0, "Somberwald Sage", "GGG")
        if floated:
            for forest in d.ids("Forest"):
                d.mana(0, forest)
        assert _listed_casts_succeed(d.game) == ["Wretched Anurid"]
        d.cast(0, "Wretched Anurid")
        d.expect("priority")
        assert d.find("Wretched Anurid", "stack")
        assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
        assert d.state.players[0].mana_pool == {"G": 2}


def test_a_creature_spell_is_listed_when_only_restricted_mana_could_pay_for_it() -> None:
    """Somberwald Sage is the only mana ability ready: its three mana ("only to cast creature
    spells", CR 106.6) pay Bounding Wolf ({2}{G}, creature), and nothing pays Bestial Menace
    ({3}{G}{G}, sorcery)."""
    d = _driver(("Somberwald Sage",), hand=("Bounding Wolf", "Bestial Menace"))
    assert _listed_casts_succeed(d.game) == ["Bounding Wolf"]


def test_mana_only_for_a_creature_spell_of_the_chosen_type_is_counted_for_it() -> None:
    """Unclaimed Territory, Human chosen, and a Forest: the Territory's coloured mana ("only to
    cast a creature spell of the chosen type", CR 106.6) pays Candlegrove Witch's {W} ({1}{W},
    Human) with the Forest's {G} for its {1}, so the Witch is listed before any mana is made
    and its cast can be paid to the end."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Unclaimed Territory", "Candlegrove Witch")
    d = Driver(s.build())
    d.play_land(0, "Unclaimed Territory")
    d.expect("choose_creature_type")
    d.choose("Human")
    assert _listed_casts_succeed(d.game) == ["Candlegrove Witch"]


def test_restricted_mana_pays_the_generic_part_before_mana_spendable_on_anything() -> None:
    """CR 601.2h, 106.6: the player chooses which mana pays; with Unblinking Observer's {U}
    (only for a disturb cost or an instant or sorcery spell) and three Forests' {G} in the
    pool, Naturalize's {1}{G} is paid with the {U} and a {G}: once it has resolved, the {G}{G}
    left (the step goes on) casts Elvish Warrior, a creature spell the {U} couldn't pay for."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Unblinking Observer", "Forest", "Forest", "Forest")
    s.hand(0, "Naturalize", "Elvish Warrior")
    s.battlefield(1, "Sol Ring")
    d = Driver(s.build())
    d.mana(0, "Unblinking Observer")
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    d.cast(0, "Naturalize", targets=[d.find("Sol Ring")])
    assert d.state.players[0].mana_pool == {"G": 2}
    d.resolve()
    assert d.zone_of("Sol Ring") == "graveyard"
    assert CastSpell(d.find("Elvish Warrior"), "normal") in d.game.legal_actions()
    d.cast(0, "Elvish Warrior")
    assert d.state.players[0].mana_pool == {} and len(d.state.stack) == 1
