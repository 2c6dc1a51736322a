"""Acceptance scenarios for spending mana (CR 106, 601.2f-h): mana with a restriction on how it
may be spent (CR 106.6) pays the whole total cost of what it may be spent on, X included
(CR 107.3, 601.2f) and after cost reductions (601.2f), stays in the pool for the next spell it
may pay for (CR 106.4, 500.4), and pays nothing else, such as the mana a "counter unless its
controller pays" effect asks for (CR 118.12); a land is "tapped for mana" when a mana ability
with {T} in its cost is activated, one with a mana cost too, and not for any other ability
(CR 106.12); mana restricted in different ways together pays for a spell each may be spent
on (CR 106.6); a triggered mana ability's mana pays a cost asked as an ability resolves
(CR 605.3a, 605.1b).
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _shock_under_hermit(mountains: int) -> tuple[Driver, int]:
    """Player 1, with Unblinking Observer and ``mountains`` Mountains, adds the Observer's
    restricted {U} and casts Shock at player 0, who has Malevolent Hermit and an Island."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Island")
    s.battlefield(1, "Unblinking Observer", *["Mountain"] * mountains)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.mana(1, "Unblinking Observer")
    return d, d.cast(1, "Shock", targets=[0])


def test_mana_only_for_creature_spells_pays_the_x_of_a_creature_spell() -> None:
    """CR 106.6, 107.3, 601.2f: Somberwald Sage's {W}{W}{W} ("spend this mana only to cast
    creature spells") pays all of Mikaeus, the Lunarch's {X}{W} with X = 2, X being part of the
    creature spell's total cost; Mikaeus enters with two +1/+1 counters and nothing is left."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage")
    s.hand(0, "Mikaeus, the Lunarch")
    d = Driver(s.build())
    d.mana(0, "Somberwald Sage", "WWW")
    d.cast(0, "Mikaeus, the Lunarch", x=2)
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    mikaeus = d.find("Mikaeus, the Lunarch", "battlefield")
    assert d.state.objects[mikaeus].counters.get("+1/+1") == 2
    assert (d.chars(mikaeus).power, d.chars(mikaeus).toughness) == (2, 2)


def test_restricted_mana_left_over_from_one_creature_spell_pays_for_the_next() -> None:
    """CR 106.4, 106.6, 500.4: of Somberwald Sage's {G}{G}{G}, Avacyn's Pilgrim ({G}) spends
    one; the other two stay in the pool (the step hasn't ended) with their restriction, and pay
    for Elvish Warrior ({G}{G}), another creature spell, with no land on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage")
    s.hand(0, "Avacyn's Pilgrim", "Elvish Warrior")
    d = Driver(s.build())
    d.mana(0, "Somberwald Sage", "GGG")
    d.cast(0, "Avacyn's Pilgrim")
    assert d.state.players[0].mana_pool == {"G": 2}
    d.resolve()
    assert CastSpell(d.find("Elvish Warrior"), "normal") in d.game.legal_actions()
    d.cast(0, "Elvish Warrior")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == d.zone_of("Elvish Warrior") == "battlefield"


def test_restricted_mana_pays_an_instant_reduced_to_what_it_can_pay() -> None:
    """CR 601.2f, 106.6: Storm Skreelix makes Geistwave ({1}{U}) cost {U}; the {U} of
    Unblinking Observer (spendable only on an instant or sorcery spell or a disturb cost) then
    pays its whole total cost, with no land at all. (Without the reduction the cost would
    need one more mana, and there is none.)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Unblinking Observer")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Geistwave")
    s.library(0, "Island")
    d = Driver(s.build())
    geistwave = d.find("Geistwave")
    assert CastSpell(geistwave, "normal") in d.game.legal_actions()
    d.cast(0, "Geistwave", targets=[d.find("Glory Seeker")])
    assert d.state.objects[d.find("Unblinking Observer")].tapped
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Geistwave") == "graveyard"


def test_without_the_reduction_the_restricted_mana_alone_cant_cast_the_instant() -> None:
    """CR 601.2f-h: the same Geistwave with no Storm Skreelix costs {1}{U}; the Unblinking
    Observer's {U} alone can't pay it, so it isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unblinking Observer")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Geistwave")
    d = Driver(s.build())
    assert CastSpell(d.find("Geistwave"), "normal") not in d.game.legal_actions()


def test_mana_only_for_instant_spells_cant_pay_a_counter_unless_pays_cost() -> None:
    """CR 106.6, 118.12, 608.2d: player 1 adds {U} with Unblinking Observer ("spend this mana
    only to pay a disturb cost or cast an instant or sorcery spell") and casts Shock with a
    Mountain; Malevolent Hermit's ability counters it unless player 1 pays {3}. Paying {3}
    isn't casting a spell, so the {U} in the pool can't be spent: with two untapped Mountains
    only declining is offered, and Shock is countered with the {U} still in the pool."""
    d, shock = _shock_under_hermit(mountains=3)
    assert d.state.players[1].mana_pool == {"U": 1}
    d.pass_priority()
    d.activate(0, "Malevolent Hermit", targets=[shock])
    d.resolve()
    d.expect("unless_payment")
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20
    assert d.state.players[1].mana_pool == {"U": 1}


def test_with_three_unrestricted_mana_the_unless_cost_is_paid_and_the_restricted_mana_stays(
) -> None:
    """CR 118.12, 106.6: the same, with three untapped Mountains: player 1 pays {3} with them,
    the restricted {U} staying in the pool; Shock resolves."""
    d, shock = _shock_under_hermit(mountains=4)
    d.pass_priority()
    d.activate(0, "Malevolent Hermit", targets=[shock])
    d.resolve()
    d.choose("pay")
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.state.players[1].mana_pool == {"U": 1}
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_an_unless_cost_spends_the_unrestricted_mana_of_the_pool_and_leaves_the_restricted() -> (
        None):
    """CR 106.6, 118.12, 601.2h: player 1's pool holds {U} from an Island and {U} from
    Unblinking Observer (spendable only on an instant or sorcery spell or a disturb cost).
    Malevolent Hermit's ability asks {3} of player 1 for Shock: the Island's {U} and two
    Mountains pay it, and the {U} left is the Observer's: it can't cast Imagecrafter, a
    creature spell costing {U}, though it could pay for an instant."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Island")
    s.battlefield(1, "Unblinking Observer", "Island", *["Mountain"] * 3)
    s.hand(1, "Shock", "Imagecrafter")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.mana(1, "Unblinking Observer")
    d.mana(1, "Island")
    shock = d.cast(1, "Shock", targets=[0])
    assert d.state.players[1].mana_pool == {"U": 2}
    d.pass_priority()
    d.activate(0, "Malevolent Hermit", targets=[shock])
    d.resolve()
    d.choose("pay")
    assert d.decision.prompt == "Pay {2} (so that the spell isn't countered)"
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.state.players[1].mana_pool == {"U": 1}
    d.resolve()
    assert d.life(0) == 18
    assert d.decision.player == 1
    assert CastSpell(d.find("Imagecrafter"), "normal") not in d.game.legal_actions()


def _guided(land: str, *others: str) -> Driver:
    """Player 0's ``land`` enchanted by Elvish Guidance ("whenever enchanted land is tapped for
    mana, its controller adds an additional {G} for each Elf on the battlefield"), with Wirewood
    Savage (one Elf) and ``others``."""
    s = Scenario(seed=1)
    s.battlefield(0, land, label="land")
    s.battlefield(0, "Elvish Guidance", attached_to="land")
    s.battlefield(0, "Wirewood Savage", *others)
    return Driver(s.build())


def test_a_land_tapped_for_a_mana_ability_with_a_mana_cost_is_tapped_for_mana() -> None:
    """CR 106.12, 106.12a, 605.1b: Sungrass Prairie's "{1}, {T}: Add {G}{W}" is a mana ability
    with {T} in its cost, so activating it (its {1} paid by a Plains) taps the Prairie for
    mana: Elvish Guidance adds {G} for the one Elf, and the pool holds {G}{G}{W}."""
    d = _guided("Sungrass Prairie", "Plains")
    d.mana(0, "Plains")
    d.mana(0, "Sungrass Prairie", "GW")
    assert d.state.objects[d.find("Sungrass Prairie")].tapped
    assert d.state.players[0].mana_pool == {"G": 2, "W": 1}
    assert not d.state.stack


def test_a_land_tapped_for_an_ability_that_isnt_a_mana_ability_isnt_tapped_for_mana() -> None:
    """CR 106.12, 605.1a: Wirewood Lodge's "{G}, {T}: Untap target Elf" has a target, so it
    isn't a mana ability; tapping the Lodge for it (its {G} from a Forest) isn't tapping it for
    mana, and Elvish Guidance adds nothing."""
    d = _guided("Wirewood Lodge", "Forest")
    savage = d.find("Wirewood Savage")
    d.activate(0, "Wirewood Lodge", index=1, targets=[savage])
    assert d.state.objects[d.find("Wirewood Lodge")].tapped
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.state.players[0].mana_pool == {}


def test_two_differently_restricted_manas_together_pay_a_spell_both_may_be_spent_on() -> None:
    """CR 106.6, 702.146a: Unblinking Observer's {U} may pay a disturb cost, Lord of the
    Forsaken's {C} may pay for a spell cast from the graveyard: Baithook Angler cast with
    disturb ({1}{U}) from the graveyard is both, so the two together pay for it, with no land.
    Neither may be spent on Imagecrafter ({U}, a creature spell cast from the hand), which is
    never offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unblinking Observer", "Lord of the Forsaken")
    s.graveyard(0, "Baithook Angler")
    s.hand(0, "Imagecrafter")
    d = Driver(s.build())
    angler, imagecrafter = d.find("Baithook Angler"), d.find("Imagecrafter")
    legal = d.game.legal_actions()
    assert CastSpell(angler, "disturb") in legal
    assert CastSpell(imagecrafter, "normal") not in legal
    d.mana(0, "Unblinking Observer")
    d.mana(0, "Lord of the Forsaken")
    assert d.state.players[0].mana_pool == {"U": 1, "C": 1} and d.life(0) == 19
    assert CastSpell(imagecrafter, "normal") not in d.game.legal_actions()
    d.cast(0, "Baithook Angler", method="disturb")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    spirit = d.state.battlefield[-1]
    assert d.chars(spirit).name == "Hook-Haunt Drifter"  # its back face, transformed


def test_a_triggered_mana_ability_s_mana_pays_a_counter_unless_pays_cost() -> None:
    """CR 605.3a, 605.1b, 605.4a, 118.12: Malevolent Hermit's ability asks {3} of player 1 for
    Shock, and player 1's only untapped land is an Island enchanted by Elvish Guidance, with
    two Elves on the battlefield. Mana abilities may be activated while a cost is paid as an
    ability resolves; tapping the Island adds {U} and the Guidance's triggered mana ability at
    once adds {G}{G}: paying is offered, the Island pays all {3}, and Shock stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Island")
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Island", label="island")
    s.battlefield(1, "Elvish Guidance", attached_to="island")
    s.battlefield(1, "Wirewood Savage", "Elvish Warrior")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    island = d.find("Island", player=1)
    assert not d.state.objects[island].tapped
    d.pass_priority()
    d.activate(0, "Malevolent Hermit", targets=[shock])
    d.resolve()
    assert set(d.game.legal_actions()) == {Choose("pay"), Choose("decline")}
    d.choose("pay")
    d.pay()
    assert d.state.objects[island].tapped
    assert d.state.players[1].mana_pool == {}
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_with_one_elf_the_triggered_mana_is_too_little_for_the_unless_cost() -> None:
    """CR 605.1b, 118.12: the same with Wirewood Savage the only Elf: the Island would make
    {U}{G}, one short of {3}, so only declining is offered and Shock is countered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Island")
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Island", label="island")
    s.battlefield(1, "Elvish Guidance", attached_to="island")
    s.battlefield(1, "Wirewood Savage")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Malevolent Hermit", targets=[shock])
    d.resolve()
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
