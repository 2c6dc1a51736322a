"""Crossroads Candleguide — {4} Artifact Creature — Scarecrow 3/4.

Oracle: "When Crossroads Candleguide enters the battlefield, exile up to one target card from a
graveyard. / {2}: Add one mana of any color."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crossroads Candleguide")

GUIDE = "Crossroads Candleguide"


def test_enters_and_exiles_a_card_from_any_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Shock")
    s.graveyard(0, "Forest")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.expect("target")
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    assert d.zone_of("Shock") == "exile" and d.zone_of("Forest") == "graveyard"


def test_up_to_one_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.expect("target")
    d.choose(None)
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard" and d.zone_of(GUIDE) == "battlefield"


def test_two_mana_becomes_one_of_any_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    guide = d.find(GUIDE)
    # CR 605.3a, 602.2b, 601.2g: its {2} may be paid by activating the Mountains as it is
    # activated, or with mana already in the pool.
    assert [a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == guide] == list("WUBRG")
    d.mana(0, d.ids("Mountain")[0])
    d.mana(0, guide, "G")
    d.expect("pay_mana")  # the {1} the pool's {R} doesn't pay
    # The other Mountains, and the Candleguide itself again: its {2} paid by the {R} and a
    # Mountain, its mana and the last Mountain pay this {2} (CR 605.3a: it adds less than it
    # costs, but the payment stays completable).
    assert [(a.source, a.mana) for a in d.game.legal_actions()] == \
        [(m, "R") for m in d.ids("Mountain")[1:]] + [(guide, c) for c in "WUBRG"]
    d.act(0, d.game.legal_actions()[0])
    assert d.state.players[0].mana_pool == {"G": 1}
    assert not d.state.objects[guide].tapped
    d.cast(0, "Snarling Wolf")
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"


def _castable(d: Driver) -> set[str]:
    return {d.game.card(a.card).name for a in d.game.legal_actions() if isinstance(a, CastSpell)}


def _guide_options(d: Driver) -> list[str]:
    guide = d.find(GUIDE)
    return [a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == guide]


def test_two_mana_in_the_pool_pay_its_two() -> None:
    """CR 605.3a, 601.2h: with {R}{R} in the pool and nothing untapped, its {2} is paid from
    the pool: it is offered, and its {G} casts Snarling Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Mountain", "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    for m in d.ids("Mountain"):
        d.mana(0, m)
    assert _guide_options(d) == list("WUBRG")
    assert _castable(d) == {"Snarling Wolf"}
    d.cast(0, "Snarling Wolf", pay=False)
    d.expect("pay_mana")
    d.mana(0, GUIDE, "G")
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"


def test_one_mana_is_not_enough_for_its_two() -> None:
    """CR 118.3, 605.3a: one Mountain can't pay {2}, untapped or already tapped for {R}: the
    ability is not offered, and the Mountain's mana casts no Snarling Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    assert _guide_options(d) == [] and _castable(d) == set()
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"R": 1}
    assert _guide_options(d) == [] and _castable(d) == set()


def test_mana_that_may_be_spent_only_on_creature_spells_doesn_t_pay_its_two() -> None:
    """CR 106.6: Somberwald Sage's {R}{R}{R} may be spent only on creature spells, not on a
    mana ability's cost: with one other {R} in the pool, the Candleguide's {2} can't be paid,
    so its {G} can't cast Snarling Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Somberwald Sage", "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    d.mana(0, "Somberwald Sage", "RRR")
    assert d.state.players[0].mana_pool == {"R": 4}
    assert _guide_options(d) == [] and _castable(d) == set()


def test_sol_ring_pays_its_two() -> None:
    """CR 605.3a, 106.4: Sol Ring's {C}{C} pays the whole {2} as the Candleguide is activated:
    Sol Ring and the Candleguide cast Snarling Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Sol Ring")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    assert _guide_options(d) == list("WUBRG")
    assert _castable(d) == {"Snarling Wolf"}
    d.cast(0, "Snarling Wolf", pay=False)
    d.expect("pay_mana")
    assert ActivateManaAbility(d.find(GUIDE), 1, "G") in d.game.legal_actions()
    d.mana(0, GUIDE, "G")
    d.expect("pay_mana")
    d.mana(0, "Sol Ring")
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    assert d.state.objects[d.find("Sol Ring")].tapped


def test_the_mana_gyre_sage_adds_beyond_its_two_stays_for_the_spell() -> None:
    """CR 106.4, 605.3a: Gyre Sage with three +1/+1 counters adds {G}{G}{G}: two pay the
    Candleguide's {2}, one stays; with the Candleguide's {W} that casts Candlegrove Witch
    ({1}{W}), not Brutal Cathar ({2}{W})."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE)
    s.battlefield(0, "Gyre Sage", counters={"+1/+1": 3})
    s.hand(0, "Candlegrove Witch", "Brutal Cathar")
    d = Driver(s.build())
    assert _castable(d) == {"Candlegrove Witch"}


def test_the_pool_s_mana_pays_the_spell_at_once_when_the_rest_stays_payable() -> None:
    """CR 601.2h: casting Candlegrove Witch ({1}{W}) with {G} in the pool, a Plains and the
    Candleguide, the {G} pays the {1} at once (the Plains pays the {W}; the Candleguide's {2}
    can't be paid either way): what is left to pay is {W}."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Forest", "Plains")
    s.hand(0, "Candlegrove Witch")
    d = Driver(s.build())
    d.mana(0, "Forest")
    d.cast(0, "Candlegrove Witch", pay=False)
    d.expect("pay_mana")
    assert d.decision.prompt == "Pay {W}" and d.state.players[0].mana_pool == {}
    assert [a.source for a in d.game.legal_actions()] == [d.find("Plains")]


def test_its_two_paid_with_the_pool_s_mana_and_the_land_the_spell_can_spare() -> None:
    """CR 601.2g–h, 605.3a: casting Rootcoil Creeper ({G}{U}) with the Mountain's {R} in the
    pool, a Forest and a Plains, the Candleguide activated for {U} has its {2} paid with the
    {R} and one more mana: only the Plains is offered for it, since the Forest's {G} would be
    spent on the {2} too and leave the Creeper's {G} unpaid. The Forest then pays the {G}."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Mountain", "Forest", "Plains")
    s.hand(0, "Rootcoil Creeper")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    guide, forest, plains = d.find(GUIDE), d.find("Forest"), d.find("Plains")
    d.mana(0, "Mountain")
    d.cast(0, "Rootcoil Creeper", pay=False)
    d.expect("pay_mana")
    assert ActivateManaAbility(guide, 1, "U") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(guide, 1, "U"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(plains, 0, "W")]
    d.act(0, ActivateManaAbility(plains, 0, "W"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(forest, 0, "G")]
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Rootcoil Creeper") == "battlefield"


def test_every_colour_it_adds_may_pay_the_generic_part() -> None:
    """CR 107.4b, 605.3a, 601.2g: casting Boneknitter ({1}{B}) with a Swamp and two
    Mountains, the Candleguide may be activated for any of the five colours while the cost is
    paid: the Mountains pay its {2}, its mana pays the {1} (generic mana, paid with any type)
    and the Swamp the {B}. Each colour offered is paid to the end."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Swamp", "Mountain", "Mountain")
    s.hand(0, "Boneknitter")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Boneknitter", pay=False)
    d.expect("pay_mana")
    assert _guide_options(d) == list("WUBRG")
    for colour in "WUBRG":
        g = Driver(d.game.clone())
        g.mana(0, GUIDE, colour)
        g.pay()
        assert g.decision.kind == "priority" and g.state.players[0].mana_pool == {}
        assert all(g.state.objects[m].tapped for m in (*g.ids("Mountain"), g.find("Swamp")))


def test_its_two_is_paid_in_full_from_a_pool_of_colourless_and_white() -> None:
    """CR 601.2h, 605.3a, 106.4: casting Festering Goblin ({B}) with a Plains, Sol Ring and the
    Candleguide, the Plains' {W} and Sol Ring's {C}{C} wait in the pool (none pays {B}); the
    Candleguide activated for {B} has its {2} paid from there, two of the three mana (a cost
    is paid in full), and its {B} pays the spell: one mana is left."""
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Plains", "Sol Ring")
    s.hand(0, "Festering Goblin")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Festering Goblin", pay=False)
    d.expect("pay_mana")
    d.mana(0, "Plains")
    d.mana(0, "Sol Ring")
    d.expect("pay_mana")
    assert d.state.players[0].mana_pool == {"W": 1, "C": 2}
    d.mana(0, GUIDE, "B")
    assert d.decision.kind == "priority" and d.state.stack
    assert sum(d.state.players[0].mana_pool.values()) == 1


def test_with_every_graveyard_empty_it_is_put_on_the_stack_with_no_target() -> None:
    """CR 603.3c-d, 115.1: "up to one" allows zero targets, so with no card in any graveyard
    the ability is still put on the stack, with no target, and does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.zone_of(GUIDE) == "battlefield"


def test_a_card_of_its_controllers_own_graveyard_may_be_exiled() -> None:
    """"A graveyard": its controller's own is one of them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_any_graveyard_of_a_multiplayer_game() -> None:
    """With three players, a card in the graveyard of the opponent who isn't next in turn
    order is a legal target too."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Shock")
    s.graveyard(2, "Consider")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.choose(d.find("Consider", "graveyard"))
    d.resolve()
    assert d.zone_of("Consider") == "exile" and d.zone_of("Shock") == "graveyard"


def test_the_ability_resolves_after_the_candleguide_left_the_battlefield() -> None:
    """CR 113.7a: once triggered, the ability exists independently of its source; bounced in
    response, the Candleguide's ability still exiles its target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Shock")
    s.battlefield(1, "Island")
    s.hand(1, "Chain of Vapor")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.choose(d.find("Shock", "graveyard"))
    d.pass_priority()
    d.cast(1, "Chain of Vapor", targets=[d.find(GUIDE, "battlefield")])
    d.resolve()
    d.choose(False)  # no land sacrificed, no copy
    assert d.zone_of(GUIDE) == "hand"
    d.resolve()
    assert d.zone_of("Shock") == "exile"


def test_a_target_that_left_the_graveyard_makes_it_do_nothing() -> None:
    """CR 608.2b, 400.7: the targeted Galvanic Iteration is cast from its graveyard with
    flashback in response; it is a new object, and the ability, its only target gone, doesn't
    resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Galvanic Iteration")
    s.battlefield(1, "Island", "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.choose(d.find("Galvanic Iteration", "graveyard"))
    d.pass_priority()
    d.cast(1, "Galvanic Iteration", method="flashback")
    d.resolve()
    assert d.zone_of("Galvanic Iteration") == "exile"
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert not d.state.stack


def test_an_exiled_commander_may_go_to_the_command_zone() -> None:
    """CR 903.9a: a commander left in its owner's graveyard and exiled from there may be put
    into the command zone by its owner, who is asked."""
    def game() -> Driver:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Katilda, Dawnhart Prime")
        s.commander(1, "Jadar, Ghoulcaller of Nephalia", zone="graveyard")
        s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
        s.hand(0, GUIDE)
        d = Driver(s.build())
        d.cast(0, GUIDE)
        d.resolve()
        d.choose(d.find("Jadar, Ghoulcaller of Nephalia", "graveyard"))
        d.resolve()
        d.expect("commander_zone")
        assert d.decision.player == 1
        return d
    d = game()
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"
    d = game()
    d.choose("stay")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "exile"
