"""Sungrass Prairie — Land.

Oracle: "{1}, {T}: Add {G}{W}."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.cards.color_identity import color_identity
from manastack.cards.database import database
from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    PayAutomatically,
    PlayLand,
)
from manastack.formats.commander import commander_deck_problems
from manastack.formats.decklist import parse_decklist
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CONTAMINATION

pytestmark = pytest.mark.card("Sungrass Prairie")

CARD = "Sungrass Prairie"


def test_one_generic_and_tap_for_two_colored_mana() -> None:
    """With a Forest to pay {1}, it adds {G}{W}: both colours at once; alone it adds
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, "Forest")
    assert d.state.players[0].mana_pool == {"G": 1}
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}
    assert d.state.objects[land].tapped
    alone = Driver(Scenario(seed=1).battlefield(0, CARD).build())
    assert not [a for a in alone.game.legal_actions() if isinstance(a, ActivateManaAbility)]


def _game(*lands: str, auto_pay: bool = False) -> Driver:
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, *lands)
    s.hand(0, "Katilda, Dawnhart Prime")  # {G}{W}
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def _offered(d: Driver, source: int) -> list[str]:
    return [a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source]


def test_activated_while_a_spell_is_paid_its_1_paid_by_another_mana_ability() -> None:
    """CR 601.2g, 605.3a, 602.2b: while Katilda's {G}{W} is paid, Sungrass Prairie may be
    activated, its {1} paid by tapping the Forest as it is activated: a Forest and the Prairie
    cast Katilda. The Forest is offered too (its {G}, kept in the pool, may then pay the
    Prairie's {1})."""
    d = _game("Forest", CARD)
    forest, land = d.find("Forest"), d.find(CARD)
    katilda = d.find("Katilda, Dawnhart Prime")
    assert CastSpell(katilda, "normal") in d.game.legal_actions()
    d.cast(0, katilda, pay=False)
    d.expect("pay_mana")
    assert set(d.game.legal_actions()) == {ActivateManaAbility(land, 0, "GW"),
                                           ActivateManaAbility(forest, 0, "G")}
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(forest, 0, "G")]
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.objects[forest].tapped and d.state.objects[land].tapped
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.find("Katilda, Dawnhart Prime", "battlefield")


def test_paid_automatically() -> None:
    """The automatic payment activates the Prairie too, the Forest paying its {1}."""
    d = _game("Forest", CARD, auto_pay=True)
    d.cast(0, "Katilda, Dawnhart Prime", pay=False)
    d.act(0, PayAutomatically())
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.players[0].mana_pool == {}


def test_at_priority_its_1_is_paid_by_another_mana_ability() -> None:
    """CR 605.3a: with priority and an empty pool, the Prairie is offered, its {1} paid by the
    Plains; {G}{W} is then in the pool."""
    d = _game("Plains", CARD)
    land = d.find(CARD)
    assert _offered(d, land) == ["GW"]
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(d.find("Plains"), 0, "W"))
    assert d.decision.kind == "priority"
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}


def test_not_enough_mana_with_it_is_still_not_enough() -> None:
    """A Forest and the Prairie make at most {G}{W} (the Forest's {G} pays the {1}): Candlegrove
    Witch ({1}{W}) is castable, Brutal Cathar ({2}{W}) isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", CARD)
    s.hand(0, "Candlegrove Witch", "Brutal Cathar")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    castable = {d.game.card(a.card).name for a in d.game.legal_actions()
                if isinstance(a, CastSpell)}
    assert castable == {"Candlegrove Witch"}


def _witch_with_g_in_the_pool(auto_pay: bool = False) -> Driver:
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, "Forest", CARD)
    s.hand(0, "Candlegrove Witch", "Brutal Cathar")  # {1}{W}, {2}{W}
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.mana(0, "Forest")
    assert d.state.players[0].mana_pool == {"G": 1}
    return d


def test_mana_already_in_the_pool_pays_its_1() -> None:
    """CR 605.3a, 601.2g–h: with the Forest's {G} in the pool, the Prairie's {1} may be paid
    from it, leaving {G}{W}: Candlegrove Witch ({1}{W}) is castable, Brutal Cathar ({2}{W})
    isn't (the {G} spent on the Prairie is gone). As the Witch is paid, the {G} is not spent on
    its {1} at once, which would leave the Prairie's {1} unpaid: the Prairie is offered, and
    its {G}{W} pays the Witch."""
    d = _witch_with_g_in_the_pool()
    castable = {d.game.card(a.card).name for a in d.game.legal_actions()
                if isinstance(a, CastSpell)}
    assert castable == {"Candlegrove Witch"}
    d.cast(0, "Candlegrove Witch", pay=False)
    d.expect("pay_mana")
    assert [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)] == [
        ActivateManaAbility(d.find(CARD), 0, "GW")]
    d.act(0, ActivateManaAbility(d.find(CARD), 0, "GW"))
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.find("Candlegrove Witch", "battlefield")


def test_paid_automatically_with_the_pool_s_mana() -> None:
    """CR 601.2g–h, 605.3a: the automatic payment of the Witch's {1}{W} with {G} in the pool
    activates the Prairie, its {1} paid with that {G}."""
    d = _witch_with_g_in_the_pool(auto_pay=True)
    d.cast(0, "Candlegrove Witch", pay=False)
    d.act(0, PayAutomatically())
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    assert d.state.objects[d.find(CARD)].tapped
    d.resolve()
    assert d.find("Candlegrove Witch", "battlefield")


def test_its_own_other_mana_ability_never_pays_its_1() -> None:
    """CR 601.2h, 118.3: under Mystic Monstrosity the Prairie also has "{T}: Add one mana of
    any color"; while the Prairie's {1} is paid, only the Forest's abilities are offered, not
    that one: the {T} of the same cost needs the Prairie untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mystic Skull", transformed=True)
    s.battlefield(0, CARD, "Forest")
    d = Driver(s.build())
    land, forest = d.find(CARD), d.find("Forest")
    assert ActivateManaAbility(land, 1, "W") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    assert {a.source for a in d.game.legal_actions()} == {forest}
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    assert d.decision.kind == "priority"
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}
    assert d.state.objects[land].tapped and d.state.objects[forest].tapped


def test_a_land_mana_replacement_applies_to_it_while_a_spell_is_paid() -> None:
    """CR 106.12, 614.1a: under "If a land is tapped for mana, it produces {B} instead"
    (Contamination), the Prairie activated while Siege Zombie's {1}{B} is paid adds {B}, not
    {G}{W}: it is offered for {B}, and a Forest's {B} pays its {1}."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.battlefield(1, CONTAMINATION.name)
    s.hand(0, "Siege Zombie")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    land = d.find(CARD)
    d.cast(0, "Siege Zombie", pay=False)
    d.expect("pay_mana")
    assert [a.mana for a in d.game.legal_actions() if a.source == land] == ["B"]
    d.act(0, ActivateManaAbility(land, 0, "B"))
    d.expect("pay_mana")
    d.pay()
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.find("Siege Zombie", "battlefield")


def test_tapped_for_its_own_cost_it_can_t_also_be_tapped_for_birchlore_rangers() -> None:
    """CR 118.3, 106.4: the Prairie made a 1/1 Elf creature (Kamahl, Fist of Krosa; Trickery
    Charm) beside Birchlore Rangers ("Tap two untapped Elves you control: Add one mana of any
    color") and a Forest. The Prairie tapped for its own {1}, {T} (the Forest paying the
    {1}) adds {G}{W}, but then the Rangers lack a second untapped Elf; the Rangers tapping
    themselves and the Prairie add one mana, and the Forest another. Two mana at most:
    Candlegrove Witch ({1}{W}) is castable, Brutal Cathar ({2}{W}) isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Birchlore Rangers", CARD, "Forest", "Forest",
                  "Island")
    s.hand(0, "Trickery Charm", "Brutal Cathar", "Candlegrove Witch")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, d.ids("Forest")[1])
    d.activate(0, "Kamahl, Fist of Krosa", targets=[land])  # {G}: a 1/1 creature land
    d.resolve()
    d.mana(0, "Island")
    d.cast(0, "Trickery Charm", modes=[1], targets=[land])  # it becomes an Elf
    d.resolve()
    d.choose("Elf")
    assert d.chars(land).subtypes == {"Elf"} and d.chars(land).is_creature
    assert d.state.players[0].mana_pool == {}
    castable = {d.game.card(a.card).name for a in d.game.legal_actions()
                if isinstance(a, CastSpell)}
    assert castable == {"Candlegrove Witch"}


def test_the_pool_s_mana_pays_the_spell_at_once_when_the_prairie_pays_the_rest() -> None:
    """CR 601.2h, 605.3a: casting Brutal Cathar ({2}{W}) with {G} in the pool, a Forest and
    the Prairie, the {G} pays one {1} at once: the Prairie, its {1} paid by the Forest, adds
    the {G}{W} that pay the rest, {1}{W}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", CARD)
    s.hand(0, "Brutal Cathar")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.mana(0, d.ids("Forest")[0])
    d.cast(0, "Brutal Cathar", pay=False)
    d.expect("pay_mana")
    assert d.decision.prompt == "Pay {1}{W}" and d.state.players[0].mana_pool == {}
    assert ActivateManaAbility(d.find(CARD), 0, "GW") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(d.find(CARD), 0, "GW"))
    d.pay()
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    assert d.find("Brutal Cathar", "stack")


def test_its_1_paid_with_the_colour_the_spell_still_needs() -> None:
    """CR 601.2g–h, 605.3a, 106.4: casting Aphetto Alchemist ({1}{U}) with Heronblade Elite
    (power 2: "{T}: Add X mana of any one color") and the Prairie, the Prairie activated first
    has its {1} paid by the Elite, which adds two mana of one colour: one pays the {1}, the
    other stays. Only {U}{U} is offered, since with the Prairie's {G}{W} any other colour
    leaves the Alchemist's {U} unpaid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heronblade Elite", counters={"+1/+1": 1})
    s.battlefield(0, CARD)
    s.hand(0, "Aphetto Alchemist")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    elite, land = d.find("Heronblade Elite"), d.find(CARD)
    d.cast(0, "Aphetto Alchemist", pay=False)
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(elite, 2, "UU")]
    d.act(0, ActivateManaAbility(elite, 2, "UU"))
    assert d.decision.kind == "priority" and sum(d.state.players[0].mana_pool.values()) == 1
    d.resolve()
    assert d.find("Aphetto Alchemist", "battlefield")


def test_the_forest_tapped_first_its_g_pays_the_prairie_s_1() -> None:
    """CR 601.2g–h, 605.3a: paying Katilda's {G}{W}, the Forest may be tapped first: its {G}
    is not spent on the {G} at once (that would leave {W} unpaid) but stays for the Prairie's
    {1}, whose {G}{W} then pays Katilda."""
    d = _game("Forest", CARD)
    forest, land = d.find("Forest"), d.find(CARD)
    d.cast(0, "Katilda, Dawnhart Prime", pay=False)
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    d.expect("pay_mana")
    assert d.state.players[0].mana_pool == {"G": 1}
    assert d.game.legal_actions() == [ActivateManaAbility(land, 0, "GW")]
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.find("Katilda, Dawnhart Prime", "battlefield")


def test_its_1_paid_from_a_pool_of_two_mana_takes_one_of_them() -> None:
    """CR 601.2g–h, 605.3a, 107.4c: with {B} (a Swamp) and {C} (Unclaimed Territory) in the
    pool, casting Katilda ({G}{W}) with the Prairie: neither pays Katilda, the Prairie's {1}
    is paid with one of them, and its {G}{W} pays Katilda. One mana of the two is spent,
    the other stays in the pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", CARD)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Wolf"})
    s.hand(0, "Katilda, Dawnhart Prime")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.mana(0, "Swamp")
    d.mana(0, "Unclaimed Territory", "C")
    assert d.state.players[0].mana_pool == {"B": 1, "C": 1}
    d.cast(0, "Katilda, Dawnhart Prime", pay=False)
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(d.find(CARD), 0, "GW"))
    d.expect("priority")
    assert d.find("Katilda, Dawnhart Prime", "stack")
    assert sum(d.state.players[0].mana_pool.values()) == 1


def test_tapped_it_is_not_offered_beside_an_untapped_plains() -> None:
    """CR 605.3a, 602.2b: its {T} can't be paid once it is tapped, whatever pays its {1}: a
    tapped Prairie beside an untapped Plains is not offered; the Plains is."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, tapped=True)
    s.battlefield(0, "Plains")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert _offered(d, d.find(CARD)) == []
    assert _offered(d, d.find("Plains")) == ["W"]


def test_creature_spell_mana_of_somberwald_sage_does_not_pay_its_1() -> None:
    """CR 106.6, 605.3a: Somberwald Sage's mana may be spent only on creature spells, not on
    the Prairie's {1}: with the Sage as the only other source the Prairie is not offered
    (the Sage is)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Somberwald Sage")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert _offered(d, d.find(CARD)) == []
    assert len(_offered(d, d.find("Somberwald Sage"))) == 5


def test_its_own_any_color_ability_from_mystic_monstrosity_does_not_pay_its_1() -> None:
    """CR 605.3a, 118.3: made to have "{T}: Add one mana of any color." by Mystic Monstrosity,
    the Prairie alone offers that mana, but not its "{1}, {T}" ability, whose {1} only its own
    {T} could pay; with a Plains beside it, both are offered."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, "Mystic Skull", transformed=True)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    land = d.find(CARD)
    assert sorted(_offered(d, land)) == ["B", "G", "R", "U", "W"]
    s2 = Scenario(seed=1)
    s2.battlefield(0, CARD, "Plains")
    s2.battlefield(0, "Mystic Skull", transformed=True)
    s2.at("precombat_main", active=0, turn=3)
    d2 = Driver(s2.build())
    assert sorted(_offered(d2, d2.find(CARD))) == ["B", "G", "GW", "R", "U", "W"]


def test_its_one_more_mana_counts_beside_mystic_skull() -> None:
    """CR 605.3a, 601.2g-h: Mystic Skull's "{1}, {T}: Add one mana of any color." adds no
    more than it costs, the Prairie one more: a Forest and the Prairie, Mystic Skull beside
    them, cast Candlegrove Witch ({1}{W}: the Forest's {G} pays the Prairie's {1}), not
    Brutal Cathar ({2}{W})."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mystic Skull")
    s.battlefield(0, "Forest", CARD)
    s.hand(0, "Candlegrove Witch", "Brutal Cathar")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    castable = {d.game.card(a.card).name for a in d.game.legal_actions()
                if isinstance(a, CastSpell)}
    assert castable == {"Candlegrove Witch"}


def test_its_one_more_mana_pays_an_activated_ability() -> None:
    """CR 605.3a, 602.2b: the Prairie's {G}{W}, its {1} paid by a Forest, and a Plains pay the
    {3} of Silver Bolt's ability; with a Forest and the Prairie alone it is not offered."""
    def bolt_offered(*lands: str) -> bool:
        s = Scenario(seed=1)
        s.battlefield(0, "Silver Bolt", *lands)
        s.battlefield(1, "Glory Seeker")
        s.at("precombat_main", active=0, turn=3)
        d = Driver(s.build())
        return ActivateAbility(d.find("Silver Bolt"), 0) in d.game.legal_actions()
    assert bolt_offered("Forest", "Plains", CARD)
    assert not bolt_offered("Forest", CARD)


def test_played_from_hand_it_is_used_at_once_and_is_the_land_of_the_turn() -> None:
    """CR 305.1-305.2, 302.6: played as the turn's land, it may be tapped for mana the same
    turn (a land has no summoning sickness); no second land may be played that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, CARD, "Plains", "Katilda, Dawnhart Prime")
    d = Driver(s.build())
    plains = d.find("Plains", "hand")
    assert PlayLand(plains) in d.game.legal_actions()
    d.play_land(0, CARD)
    land = d.find(CARD, "battlefield")
    assert not d.state.objects[land].tapped
    assert PlayLand(plains) not in d.game.legal_actions()
    d.mana(0, "Forest")
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}
    d.cast(0, "Katilda, Dawnhart Prime")
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"


def test_the_two_mana_empty_at_the_end_of_the_step() -> None:
    """CR 500.4, 106.4: the {G}{W} it adds and nobody spends leaves the pool at the end of
    the step."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.mana(0, "Forest")
    d.act(0, ActivateManaAbility(d.find(CARD), 0, "GW"))
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}
    d.pass_until("end")
    assert not any(d.state.players[0].mana_pool.values())


def test_its_color_identity_is_green_and_white() -> None:
    """CR 903.4: the {G}{W} of its rules text gives the colourless land (CR 105.2c) a
    green-white colour identity: it fits a deck led by Katilda, Dawnhart Prime (green-white),
    not one led by Jadar, Ghoulcaller of Nephalia (black) (CR 903.5c)."""
    card = database().get(CARD)
    assert color_identity(card) == frozenset({"G", "W"}) and not card.front.colors
    for commander, fits in (("Katilda, Dawnhart Prime", True),
                            ("Jadar, Ghoulcaller of Nephalia", False)):
        deck = parse_decklist(f"Commander\n1 {commander}\nDeck\n1 {CARD}\n98 Forest\n")
        problems = [p for p in commander_deck_problems(deck) if p.card == CARD]
        assert (problems == []) is fits
