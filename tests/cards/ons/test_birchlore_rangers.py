"""Birchlore Rangers — {G} Creature — Elf Druid Ranger 1/1.

Oracle: "Tap two untapped Elves you control: Add one mana of any color. / Morph {G} (You may
cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph
cost.)"
Rulings covered: ONS-FAQ-058, ONS-FAQ-059, ONS-FAQ-060.
"""

from __future__ import annotations

import json
import re

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateManaAbility, CastSpell, Choose
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.payment_paths import completions, pay_with_offered_mana_abilities

from .card_list_checks import check_the_listed_cards

pytestmark = pytest.mark.card("Birchlore Rangers")

COLOSSAL_PARAGON = define_card("Colossal Paragon", "{13}{W}{W}{W}{W}{W}", "Creature — Giant", "",
                               power="1", toughness="1").name
"""A card made up for the payment search's limit: a spell whose five {W} only the Rangers can
make, tapping nine other Elves, and whose {13} the two Elves left untapped must make."""


def mana_actions(d: Driver, source: int) -> list[ActivateManaAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source]


def castable(d: Driver, name: str) -> bool:
    card = d.find(name, zone="hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in d.game.legal_actions())


def offered(d: Driver) -> set[int]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


@pytest.mark.ruling("ONS-FAQ-058", "ONS-FAQ-059", "ONS-OR-0170", "ONS-OR-0171")
def test_taps_itself_and_a_summoning_sick_elf_for_one_mana_of_any_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Elvish Warrior", sick=True)
    d = Driver(s.build())
    rangers, warrior = d.find("Birchlore Rangers"), d.find("Elvish Warrior")
    assert {a.mana for a in mana_actions(d, rangers)} == {"W", "U", "B", "R", "G"}
    d.mana(0, rangers, "U")
    assert d.expect("cost_tap").prompt == "Choose untapped Elf you control to tap to pay the cost"
    assert offered(d) == {rangers, warrior}
    d.choose(rangers)
    d.choose(warrior)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"U": 1}
    assert d.state.objects[rangers].tapped and d.state.objects[warrior].tapped
    assert not d.state.stack  # a mana ability doesn't use the stack (CR 605.3b)


def test_one_elf_is_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    assert not mana_actions(d, d.find("Birchlore Rangers"))


def test_an_opponents_elves_are_not_tapped_for_its_cost() -> None:
    """CR 602.2b, 118.3: "Tap two untapped Elves you control": the opponent's untapped Elves
    can't be tapped to pay it, so the Rangers and one opposing Elf add nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers")
    s.battlefield(1, "Wirewood Elf", "Elvish Warrior")
    d = Driver(s.build())
    assert not mana_actions(d, d.find("Birchlore Rangers"))


@pytest.mark.ruling("ONS-FAQ-059", "ONS-OR-0170", "ONS-OR-0171")
def test_no_tap_symbol_so_a_tapped_rangers_still_taps_two_other_elves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", tapped=True)
    s.battlefield(0, "Elvish Warrior", "Wirewood Elf", sick=True)
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    d.mana(0, rangers, "B")
    assert offered(d) == {d.find("Elvish Warrior"), d.find("Wirewood Elf")}
    d.choose(d.find("Elvish Warrior"))
    d.choose(d.find("Wirewood Elf"))
    assert d.state.players[0].mana_pool == {"B": 1}


def test_pays_for_a_spell_while_it_is_cast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
    s.hand(0, "Shock")
    d = Driver(s.build())
    assert castable(d, "Shock")
    d.cast(0, "Shock", targets=[1], pay=False)
    d.expect("pay_mana")
    # the Wirewood Elf's {G} would leave {R} unpaid: only the Rangers' red is offered
    assert d.game.legal_actions() == [
        ActivateManaAbility(d.find("Birchlore Rangers"), 0, "R")]
    d.pay()
    d.choose(d.find("Birchlore Rangers"))
    d.choose(d.find("Wirewood Elf"))
    d.expect("priority")
    d.resolve()
    assert d.life(1) == 18


def test_its_white_pays_a_white_spell() -> None:
    """CR 106.1, 601.2g: "one mana of any color" is one of the five colors: paying Foothill
    Guide's {W}, the Rangers' {W} is offered, and the Wirewood Elf's {G} isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
    s.hand(0, "Foothill Guide")  # {W}
    d = Driver(s.build())
    d.cast(0, "Foothill Guide", pay=False)
    d.expect("pay_mana")
    assert d.game.legal_actions() == [
        ActivateManaAbility(d.find("Birchlore Rangers"), 0, "W")]


def test_the_elves_its_cost_taps_make_none_of_their_own_mana() -> None:
    """CR 601.2g–h, 118.3: paying Elvish Warrior's {G}{G} with the Rangers, a Wirewood Elf and
    a Forest, the Rangers' mana taps the Rangers and the Wirewood Elf, leaving the Forest alone
    for the other {G}: only the Rangers' {G} is offered, no other colour."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Forest")
    s.hand(0, "Elvish Warrior")  # {G}{G}
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior", pay=False)
    d.expect("pay_mana")
    assert {a.mana for a in mana_actions(d, d.find("Birchlore Rangers"))} == {"G"}


def test_two_rangers_each_tap_two_of_the_same_elves() -> None:
    """CR 602.2b, 118.3: two Birchlore Rangers and two other Elves: each Rangers' ability
    taps two of the four Elves, so together they pay Voidmage Prodigy's {U}{U}; with one Elf
    fewer they can't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Birchlore Rangers", "Elvish Warrior")
    s.hand(0, "Voidmage Prodigy")  # {U}{U}
    d = Driver(s.build())
    assert not castable(d, "Voidmage Prodigy")
    s.battlefield(0, "Elvish Vanguard", sick=True)
    d = Driver(s.build())
    assert castable(d, "Voidmage Prodigy")


def test_an_elf_tapped_for_its_own_mana_is_not_counted_again() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
    s.hand(0, "Mistform Stalker", "Voidmage Prodigy")  # {1}{U}, {U}{U}
    d = Driver(s.build())
    # {U} needs both Elves, so nothing is left for the {1}
    assert not castable(d, "Mistform Stalker")
    s.battlefield(0, "Elvish Warrior", sick=True)
    d = Driver(s.build())
    assert castable(d, "Mistform Stalker")
    assert not castable(d, "Voidmage Prodigy")  # {U}{U} needs four Elves
    s.battlefield(0, "Elvish Vanguard", sick=True)
    d = Driver(s.build())
    assert castable(d, "Voidmage Prodigy")


def test_payment_offers_only_choices_that_can_finish_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Elvish Warrior")
    s.hand(0, "Mistform Stalker")  # {1}{U}
    d = Driver(s.build())
    rangers, wirewood, warrior = (d.find(n) for n in ("Birchlore Rangers", "Wirewood Elf",
                                                      "Elvish Warrior"))
    d.cast(0, "Mistform Stalker", pay=False)
    assert set(d.game.legal_actions()) == {ActivateManaAbility(wirewood, 0, "G"),
                                           ActivateManaAbility(rangers, 0, "U")}
    c = Driver(d.game.clone())
    c.act(0, ActivateManaAbility(rangers, 0, "U"))
    # tapping the Wirewood Elf for the cost would leave nothing to pay the {1}
    assert offered(c) == {rangers, warrior}
    paths = 0
    stack: list[Game] = [d.game.clone()]
    while stack:  # every offered answer leads to the spell being cast, never to a dead end
        g = stack.pop()
        dec = g.decision
        assert dec is not None
        if dec.kind == "priority":
            assert g.state.stack and not g.state.players[0].mana_pool
            paths += 1
            continue
        acts = g.legal_actions()
        assert acts, "a dead end"
        for a in acts:
            nxt = g.clone()
            nxt.apply(0, a)
            stack.append(nxt)
    assert paths == 4  # G then U (two tap orders), U (two tap orders) then G


def test_pays_an_activated_abilitys_mana_cost() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", "Birchlore Rangers", "Elvish Warrior")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    d.activate(0, stalker, index=0, pay=False)
    d.pay()
    d.choose(d.find("Birchlore Rangers"))
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.choose("Elf")
    assert d.chars(stalker).subtypes == {"Elf"}


def test_face_down_it_has_no_mana_ability_until_turned_face_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Elvish Warrior")
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    assert not mana_actions(d, rangers)
    d.special(0, "turn_face_up", rangers)  # Morph {G}
    d.pay()
    assert d.state.objects[d.find("Forest")].tapped
    assert len(mana_actions(d, rangers)) == 5


def test_saved_game_and_views_replay_the_payment() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.choose(d.find("Birchlore Rangers"))
    view = d.game.view(0)
    assert view["decision"]["kind"] == "cost_tap"
    json.dumps(view)
    json.dumps(d.game.view(1))
    d.choose(d.find("Wirewood Elf"))
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()
    assert again.state.stack and again.state.objects[d.find("Wirewood Elf")].tapped


@pytest.mark.ruling("ONS-FAQ-060")
def test_the_cards_that_tap_untapped_creatures_of_a_type_as_a_cost() -> None:
    """The eleven cards the FAQ lists, and Gangrenous Goliath, whose such ability works from the
    graveyard and which the list leaves out; Cryptic Gateway taps creatures of any type."""
    check_the_listed_cards(
        ["Aphetto Grifter", "Catapult Master", "Catapult Squad", "Birchlore Rangers",
         "Spurred Wolverine", "Supreme Inquisitor", "Voice of the Woods", "Skirk Fire Marshal",
         "Ancestor's Prophet", "Shieldmage Elder", "Gravespawn Sovereign",
         "Gangrenous Goliath"],
        lambda text: re.search(r"Tap (an|two|three|five) untapped (?!creatures)\w+ you control:",
                               text) is not None)


def test_thirteen_elves_cast_a_spell_only_its_mana_can_pay() -> None:
    """CR 601.2g–h, 106.4: Blistering Firecat ({1}{R}{R}{R}) with the Rangers and thirteen
    Wirewood Elves ({T}: Add {G}): three {R} need three activations, tapping the Rangers and
    five Elves, and four of the other Elves pay the rest, so it can be cast; with only three
    Elves (two activations at most) it can't."""
    def game(elves: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, "Birchlore Rangers", *["Wirewood Elf"] * elves)
        s.hand(0, "Blistering Firecat")
        return Driver(s.build())

    d = game(3)
    assert CastSpell(d.find("Blistering Firecat"), "normal") not in d.game.legal_actions()
    d = game(13)
    assert CastSpell(d.find("Blistering Firecat"), "normal") in d.game.legal_actions()


def test_twenty_elves_cast_a_spell_only_its_mana_can_pay() -> None:
    """CR 601.2g–h, 106.4: Blistering Firecat ({1}{R}{R}{R}) with the Rangers and twenty
    Wirewood Elves can be cast and paid (three activations tapping the Rangers and five Elves,
    one more Elf for {1}): which of the identical Elves are tapped for the Rangers doesn't
    matter, so the search for a payment doesn't give up before finding it however many Elves
    there are."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", *["Wirewood Elf"] * 20)
    s.hand(0, "Blistering Firecat")
    d = Driver(s.build())
    assert CastSpell(d.find("Blistering Firecat"), "normal") in d.game.legal_actions()
    d.cast(0, "Blistering Firecat")
    while d.decision.kind in ("pay_mana", "cost_tap"):  # the Elves each activation taps
        if d.decision.kind == "pay_mana":
            d.pay_step()
        else:
            d.take_first("cost_tap")
    assert d.decision.kind == "priority"  # the spell is cast, its cost paid
    assert d.zone_of("Blistering Firecat") == "stack"
    tapped = [o for o in d.ids("Wirewood Elf") + d.ids("Birchlore Rangers")
              if d.state.objects[o].tapped]
    assert len(tapped) >= 7  # six for the three {R}, one for {1} at least


def test_x_is_offered_only_up_to_what_twenty_four_elves_can_pay() -> None:
    """CR 601.2b, 601.2f–h, 107.3: Light Up the Night ({X}{R}) with the Rangers and twenty-four
    Wirewood Elves: the {R} needs one activation (the Rangers and one Elf tapped), the other
    twenty-three Elves pay {23}, so X is at most 23; {24}{R} can't be paid whichever Elves are
    tapped for the Rangers, so 24 and more are not offered (and the search for a way to pay it
    gives up in time)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", *["Wirewood Elf"] * 24)
    s.hand(0, "Light Up the Night")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Light Up the Night", zone="hand"), "normal"))
    d.expect("x")
    assert d.game.legal_actions() == [Choose(x) for x in range(24)]


def test_a_forest_may_pay_where_an_elf_with_the_same_mana_may_not() -> None:
    """CR 601.2g–h, 106.4: Kessig Naturalist ({R}{G}) with the Rangers, a Wirewood Elf and a
    Forest: the {R} comes only from the Rangers tapping itself and the Elf, so the Forest's {G}
    is offered while the mana is paid and the Elf's {G} (the same mana) is not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Forest")
    s.hand(0, "Kessig Naturalist")
    d = Driver(s.build())
    d.cast(0, "Kessig Naturalist", pay=False)
    d.expect("pay_mana")
    offered = {(a.source, a.mana) for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility)}
    assert offered == {(d.find("Forest"), "G"), (d.find("Birchlore Rangers"), "R")}



@pytest.mark.parametrize("sage_first", [True, False], ids=["sage-entered-first", "elf-entered-first"])
def test_the_rangers_tap_the_elf_whose_own_mana_is_least_needed(sage_first: bool) -> None:
    """CR 601.2g–h, 106.4, 605.3a: Tovolar, Dire Overlord ({1}{R}{G}) with the Rangers, a
    Wirewood Elf ({T}: Add {G}) and Gyre Sage with two +1/+1 counters ({T}: Add {G}{G}),
    whichever Elf entered first: only the Rangers make {R}, tapping themselves and one other
    Elf. Tapping the Wirewood Elf leaves the Sage's {G}{G} for {1}{G}; tapping the Sage leaves
    the Elf's {G} alone, too little. So it can be cast; while it is paid the Elf's own {G} is
    not offered, nor the Sage for the Rangers' cost, and the Sage's {G}{G} finishes it."""
    s = Scenario(seed=1)
    elves = ("Gyre Sage", "Wirewood Elf") if sage_first else ("Wirewood Elf", "Gyre Sage")
    for name in elves:
        s.battlefield(0, name, counters={"+1/+1": 2} if name == "Gyre Sage" else None)
    s.battlefield(0, "Birchlore Rangers")
    s.hand(0, "Tovolar, Dire Overlord")
    d = Driver(s.build())
    rangers, elf, sage = (d.find(n) for n in ("Birchlore Rangers", "Wirewood Elf", "Gyre Sage"))
    assert castable(d, "Tovolar, Dire Overlord")
    d.cast(0, "Tovolar, Dire Overlord", pay=False)
    assert set(d.game.legal_actions()) == {ActivateManaAbility(rangers, 0, "R"),
                                           ActivateManaAbility(sage, 1, "GG")}
    d.act(0, ActivateManaAbility(rangers, 0, "R"))
    assert offered(d) == {rangers, elf}
    d.choose(rangers)
    d.choose(elf)
    d.act(0, ActivateManaAbility(sage, 1, "GG"))
    d.expect("priority")
    assert d.zone_of("Tovolar, Dire Overlord") == "stack"
    assert all(d.state.objects[o].tapped for o in (rangers, elf, sage))
    assert not d.state.players[0].mana_pool


def test_a_payment_found_only_at_the_searchs_two_thousandth_plan_is_still_found() -> None:
    """CR 601.2g–h, 106.4: Colossal Paragon ({13}{W}{W}{W}{W}{W}) with the Rangers, a Wirewood
    Elf and ten Gyre Sages with 2 to 11 +1/+1 counters (each making that many {G}): five {W}
    need five activations, tapping the Rangers and nine of the eleven other Elves, and the two
    left untapped must make {13}: only the Sages with 2 and 11 counters do. Trying fewest
    Elves tapped first, that is the 2000th way the payment search tries, the last before it
    gives up (``SEARCH_BUDGET``), so the spell can be cast; with the biggest Sage at 10
    counters no way pays, and it can't."""
    def game(most: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
        for k in range(2, most + 1):
            s.battlefield(0, "Gyre Sage", counters={"+1/+1": k})
        s.hand(0, COLOSSAL_PARAGON)
        return Driver(s.build())

    assert castable(game(11), COLOSSAL_PARAGON)
    assert not castable(game(10), COLOSSAL_PARAGON)


def test_a_payment_past_the_searchs_budget_is_found_and_paid() -> None:
    """CR 601.2g–h, 106.4: Colossal Paragon with the Rangers, a Wirewood Elf and eleven Gyre
    Sages with 2 to 12 +1/+1 counters: five {W} tap the Rangers and nine of the twelve other
    Elves, and the three left untapped must make {13}. The fast payment search gives up
    before it reaches such a way (``SEARCH_BUDGET``), and the exhaustive one finds it: the
    spell can be cast, and is paid, the first Elf offered chosen each time (every one offered
    keeps the payment possible), all thirteen Elves tapped and the pool left empty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
    for k in range(2, 13):
        s.battlefield(0, "Gyre Sage", counters={"+1/+1": k})
    s.hand(0, COLOSSAL_PARAGON)
    d = Driver(s.build())
    assert castable(d, COLOSSAL_PARAGON)
    d.cast(0, COLOSSAL_PARAGON)
    while d.decision.kind != "priority":
        if d.decision.kind == "cost_tap":
            d.choose(min(offered(d)))
        else:
            d.act(0, d.game.legal_actions()[0])
    d.expect("priority")
    assert d.zone_of(COLOSSAL_PARAGON) == "stack"
    elves = d.ids("Birchlore Rangers") + d.ids("Wirewood Elf") + d.ids("Gyre Sage")
    assert sum(d.state.objects[o].tapped for o in elves) == 13
    assert not d.state.players[0].mana_pool


def test_offered_while_paying_when_the_rest_needs_crossroads_candleguide() -> None:
    """CR 601.2g–h, 605.3a: Hungry for More ({B}{R}) with two Forests, a Wirewood Elf, the
    Rangers and Crossroads Candleguide ({2}: Add one mana of any color): the Rangers tap
    themselves and the Elf for {B} or {R}, and the Forests pay the Candleguide's {2} for the
    other. So while it is paid the Rangers' {B} and {R} are offered beside the Forests and the
    Candleguide (the Elf's own {G} would leave too little for both symbols), and every
    answer offered leads to the spell being cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Wirewood Elf", "Birchlore Rangers",
                  "Crossroads Candleguide")
    s.hand(0, "Hungry for More")
    d = Driver(s.build())
    rangers, guide = d.find("Birchlore Rangers"), d.find("Crossroads Candleguide")
    d.cast(0, "Hungry for More", pay=False)
    d.expect("pay_mana")
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {
        *((f, "G") for f in d.ids("Forest")), (rangers, "B"), (rangers, "R"),
        (guide, "B"), (guide, "R")}
    assert completions(d.game.clone(), on_stack=True) > 0
    d.act(0, ActivateManaAbility(rangers, 0, "R"))
    d.choose(rangers)
    d.choose(d.find("Wirewood Elf"))
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    pay_with_offered_mana_abilities(d)
    d.expect("priority")
    assert d.zone_of("Hungry for More") == "stack"
    assert all(d.state.objects[o].tapped for o in d.ids("Forest"))
    assert not d.state.players[0].mana_pool


def test_its_cost_may_tap_an_elf_whose_mana_crossroads_candleguide_replaces() -> None:
    """CR 601.2g–h, 605.3a, 118.3: Elvish Warrior ({G}{G}) with the Rangers, a Wirewood Elf,
    another Elvish Warrior, two Islands and Crossroads Candleguide: once the Rangers' {G} is
    added, the Elves its cost taps may be the Rangers and the Warrior (the Wirewood Elf then
    adds the other {G}) or include the Wirewood Elf (the Islands then pay the Candleguide's
    {2} for it): all three are offered, and tapping the Wirewood Elf still completes the
    payment."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Elvish Warrior", "Island", "Island",
                  "Crossroads Candleguide")
    s.hand(0, "Elvish Warrior")
    d = Driver(s.build())
    rangers, wirewood = d.find("Birchlore Rangers"), d.find("Wirewood Elf")
    warrior = d.find("Elvish Warrior", zone="battlefield")
    d.cast(0, "Elvish Warrior", pay=False)
    d.act(0, ActivateManaAbility(rangers, 0, "G"))
    d.expect("cost_tap")
    assert offered(d) == {rangers, wirewood, warrior}
    assert completions(d.game.clone(), on_stack=True) > 0
    d.choose(wirewood)
    assert offered(d) == {rangers, warrior}
    d.choose(warrior)
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "G"))
    pay_with_offered_mana_abilities(d)
    d.expect("priority")
    assert d.zone_of("Elvish Warrior") == "stack"
    assert all(d.state.objects[o].tapped for o in d.ids("Island"))


def _four_elves(last_tapped: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Elvish Warrior", "Elvish Warrior")
    s.battlefield(0, "Elvish Warrior", tapped=last_tapped)
    s.hand(0, "Elvish Warrior")
    return Driver(s.build())


def test_its_mana_counts_only_the_elves_untapped_now() -> None:
    """CR 118.3, 605.3a: four untapped Elves make {G}{G} through the Rangers, three only one
    mana; the same permanents and abilities in another game, one Elf tapped, can't cast the
    {G}{G} Elvish Warrior."""
    assert castable(_four_elves(last_tapped=False), "Elvish Warrior")
    assert not castable(_four_elves(last_tapped=True), "Elvish Warrior")


def test_its_mana_of_any_colour_pays_crossroads_candleguide_s_cost() -> None:
    """CR 605.3a, 601.2g–h, 106.1: paying Hungry for More ({B}{R}) with the Rangers, a
    Wirewood Elf, a Forest, a Mountain and Crossroads Candleguide: the Mountain pays the {R},
    the Candleguide the {B}, its {2} paid by the Forest and the Rangers' mana, which may be of
    any colour. So all five colours of the Rangers are offered, and paying with its {W}
    casts the sorcery."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Forest", "Mountain",
                  "Crossroads Candleguide")
    s.hand(0, "Hungry for More")
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    d.cast(0, "Hungry for More", pay=False)
    d.expect("pay_mana")
    assert {a.mana for a in mana_actions(d, rangers)} == {"W", "U", "B", "R", "G"}
    d.act(0, ActivateManaAbility(rangers, 0, "W"))
    d.choose(rangers)
    d.choose(d.find("Wirewood Elf"))
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "B"))
    pay_with_offered_mana_abilities(d)
    d.expect("priority")
    assert d.zone_of("Hungry for More") == "stack"
    assert not d.state.players[0].mana_pool


def test_offered_while_crossroads_candleguide_s_cost_is_paid_for_duress() -> None:
    """CR 605.3a, 601.2g–h, 602.2b: Duress ({B}) with a Forest, the Rangers, Elvish Vanguard
    and Crossroads Candleguide: the Candleguide's {B} is offered, its {2} paid by the Forest
    and the Rangers tapping themselves and the Vanguard. While that {2} is paid the Rangers'
    mana is offered beside the Forest, each answer leads to Duress being cast, and paying
    the Forest's {G} then the Rangers' {W} casts it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Birchlore Rangers", "Elvish Vanguard", "Crossroads Candleguide")
    s.hand(0, "Duress")
    d = Driver(s.build())
    rangers, guide = d.find("Birchlore Rangers"), d.find("Crossroads Candleguide")
    d.cast(0, "Duress", targets=[1], pay=False)
    assert completions(d.game.clone()) > 0
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    d.expect("pay_mana")
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source != guide} == {
        (d.find("Forest"), "G"), *((rangers, c) for c in "WUBRG")}
    d.mana(0, "Forest")
    d.act(0, ActivateManaAbility(rangers, 0, "W"))
    d.choose(rangers)
    d.choose(d.find("Elvish Vanguard"))
    d.expect("priority")
    assert d.zone_of("Duress") == "stack"
    assert not d.state.players[0].mana_pool


def test_crossroads_candleguide_s_cost_taps_the_elves_that_make_no_other_mana() -> None:
    """CR 605.3a, 602.2b, 118.3: Crossroads Candleguide activated with the Rangers, a Wirewood
    Elf and Elvish Vanguard: its {2} is paid by the Wirewood Elf's {G} and the Rangers' mana.
    While it is paid both are offered; once the Rangers' mana is chosen, the Elves its cost
    may tap are the Rangers and the Vanguard, not the Wirewood Elf, whose {G} pays the rest:
    every answer ends with the Candleguide's mana in the pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Elvish Vanguard",
                  "Crossroads Candleguide")
    d = Driver(s.build())
    rangers, wirewood = d.find("Birchlore Rangers"), d.find("Wirewood Elf")
    vanguard, guide = d.find("Elvish Vanguard"), d.find("Crossroads Candleguide")
    d.act(0, ActivateManaAbility(guide, 1, "U"))
    assert completions(d.game.clone()) > 0
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source != guide} == {
        (wirewood, "G"), *((rangers, c) for c in "WUBRG")}
    d.act(0, ActivateManaAbility(rangers, 0, "G"))
    assert offered(d) == {rangers, vanguard}
    d.choose(vanguard)
    d.choose(rangers)
    d.mana(0, wirewood)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"U": 1}
    assert all(d.state.objects[o].tapped for o in (rangers, wirewood, vanguard))


def test_the_elves_tapped_for_crossroads_candleguide_leave_a_mana_somberwald_sage_can_t_replace(
        ) -> None:
    """CR 106.6, 605.3a-b, 601.2g-h, 118.3: paying Kessig Naturalist ({R}{G}) with Somberwald
    Sage (three mana spent only on creature spells), the Rangers, a Wirewood Elf, Elvish
    Warrior, a Forest and Crossroads Candleguide, the Candleguide's {U} is activated and the
    Rangers' {W} pays half its {2}. The Elves their cost may tap are the Rangers and the
    Warrior, not the Wirewood Elf: its {G} or the Forest's pays the other half (the Sage's
    mana may not pay a mana ability's cost), and the other the Naturalist's {G}, the Sage its
    {R}. The Naturalist is then cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage", "Birchlore Rangers", "Wirewood Elf", "Elvish Warrior",
                  "Forest", "Crossroads Candleguide")
    s.hand(0, "Kessig Naturalist")
    d = Driver(s.build())
    rangers, wirewood = d.find("Birchlore Rangers"), d.find("Wirewood Elf")
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Kessig Naturalist", pay=False)
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "U"))
    d.act(0, ActivateManaAbility(rangers, 0, "W"))
    d.expect("cost_tap")
    assert offered(d) == {rangers, warrior}
    d.choose(rangers)
    d.choose(warrior)
    d.mana(0, wirewood)
    d.mana(0, "Forest")
    d.mana(0, "Somberwald Sage", "RRR")
    d.expect("priority")
    assert d.zone_of("Kessig Naturalist") == "stack"
    assert d.state.players[0].mana_pool == {"U": 1, "R": 2}


def test_paying_a_creature_spell_its_cost_taps_the_elves_somberwald_sage_s_mana_spares() -> None:
    """CR 106.6, 605.3a-b, 601.2g-h, 118.3: paying Bladestitched Skaab ({U}{B}) with
    Somberwald Sage (three mana of any one color, spent only on creature spells), the
    Rangers, a Wirewood Elf, Elvish Warrior and Crossroads Candleguide: every answer of the
    payment casts the Skaab. Once the Rangers' {W} is activated, the Elves its cost may tap
    are the Rangers and the Warrior, not the Wirewood Elf, whose {G} and the {W} then pay the
    Candleguide's {2} for the {U} (the Sage's mana, counted for the Skaab, may pay only its
    {B}); the Skaab is cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage", "Birchlore Rangers", "Wirewood Elf", "Elvish Warrior",
                  "Crossroads Candleguide")
    s.hand(0, "Bladestitched Skaab")
    d = Driver(s.build())
    rangers, wirewood = d.find("Birchlore Rangers"), d.find("Wirewood Elf")
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Bladestitched Skaab", pay=False)
    assert completions(d.game.clone()) > 0
    d.act(0, ActivateManaAbility(rangers, 0, "W"))
    d.expect("cost_tap")
    assert offered(d) == {rangers, warrior}
    d.choose(warrior)
    d.choose(rangers)
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "U"))
    d.mana(0, wirewood)
    d.mana(0, "Somberwald Sage", "BBB")
    d.expect("priority")
    assert d.zone_of("Bladestitched Skaab") == "stack"
    assert d.state.players[0].mana_pool == {"B": 2}


def test_paying_a_convoke_spell_its_cost_leaves_untapped_the_white_elf_that_convokes_white(
        ) -> None:
    """CR 702.51a, 605.3a-b, 601.2g-h, 118.3: Mistform Mutant makes Glory Seeker (white) an
    Elf. Paying Hour of Reckoning ({4}{W}{W}{W}, convoke) with two Plains, a Mountain, the
    Rangers and two Elvish Warriors, the third {W} can come only from the Seeker convoking:
    once the Rangers' {G} is activated, the Elves its cost may tap are the Rangers and the
    Warriors, not the Seeker. The Warriors tapped, the Rangers and the Mutant convoke for
    the {4} with the {G} and the Mountain's {R}, and the sorcery is cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain", "Birchlore Rangers", "Elvish Warrior",
                  "Elvish Warrior", "Glory Seeker", "Mistform Mutant", "Lonely Sandbar",
                  "Lonely Sandbar")
    s.hand(0, "Hour of Reckoning")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    rangers, warriors = d.find("Birchlore Rangers"), d.ids("Elvish Warrior")
    seeker, mutant = d.find("Glory Seeker"), d.find("Mistform Mutant")
    for sandbar in d.ids("Lonely Sandbar"):
        d.mana(0, sandbar, "U")
    d.activate(0, mutant, targets=[seeker])
    d.resolve()
    d.choose("Elf")
    assert d.chars(seeker).subtypes == {"Elf"}
    d.cast(0, "Hour of Reckoning", pay=False)
    d.act(0, ActivateManaAbility(rangers, 0, "G"))
    d.expect("cost_tap")
    assert offered(d) == {rangers, *warriors}
    d.choose(warriors[0])
    d.choose(warriors[1])
    for land in (*d.ids("Plains"), d.find("Mountain")):
        d.mana(0, land)
    d.choose(("convoke", seeker, "W"))
    d.choose(("convoke", rangers, "1"))
    d.choose(("convoke", mutant, "1"))
    d.expect("priority")
    assert d.zone_of("Hour of Reckoning") == "stack"
    assert not d.state.players[0].mana_pool


def test_blocking_elves_tapped_for_its_mana_still_block_and_deal_damage() -> None:
    """CR 506.4, 509.1, 510.1: tapping blocking creatures doesn't remove them from combat;
    the two Elves tapped for the Rangers' mana after blocking still block and deal their
    combat damage: Glory Seeker, blocked by Elvish Warrior (2/3), dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Birchlore Rangers", "Elvish Warrior")
    d = Driver(s.build())
    seeker, rangers, warrior = (d.find(n) for n in ("Glory Seeker", "Birchlore Rangers",
                                                    "Elvish Warrior"))
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    d.pass_priority()  # the attacking player passes; the defending player acts
    d.mana(1, rangers, "G")
    d.choose(rangers)
    d.choose(warrior)
    assert d.state.objects[warrior].tapped
    assert d.state.players[1].mana_pool == {"G": 1}
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[warrior].damage == 2 and d.life(1) == 20


def test_a_choice_that_is_no_untapped_elf_is_refused() -> None:
    """CR 602.2b, 118.3: the cost taps two untapped Elves its controller controls; a Soldier
    or an Elf already tapped is refused, naming the problem, with the game unchanged."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    d.mana(0, rangers, "W")
    d.expect("cost_tap")
    before = d.game.to_json()
    for wrong in (d.find("Glory Seeker"), d.find("Elvish Warrior")):
        with pytest.raises(IllegalActionError, match="not one of the choices"):
            d.choose(wrong)
        assert d.game.to_json() == before
    d.choose(rangers)
    d.choose(d.find("Wirewood Elf"))
    assert d.state.players[0].mana_pool == {"W": 1}


def test_two_headed_giant_a_teammates_elves_are_not_tapped() -> None:
    """CR 810.5, 602.2b: "Elves you control": the teammate's untapped Wirewood Elf can't
    help pay, so the Rangers alone add nothing."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Birchlore Rangers")
    s.battlefield(1, "Wirewood Elf")
    d = Driver(s.build())
    assert not mana_actions(d, d.find("Birchlore Rangers"))


@pytest.mark.ruling("ONS-OR-0042")
def test_made_to_read_goblin_it_taps_goblins() -> None:
    """CR 612.2: Artificial Evolution changes Elf to Goblin in its type line and its cost:
    "Tap two untapped Goblins you control": the Rangers (now a Goblin) and Goblin Sky Raider
    are offered, Elvish Warrior isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Birchlore Rangers", "Elvish Warrior", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    d.cast(0, "Artificial Evolution", targets=[rangers])
    d.resolve()
    d.choose("Elf")
    d.choose("Goblin")
    d.mana(0, rangers, "G")
    d.expect("cost_tap")
    assert offered(d) == {rangers, d.find("Goblin Sky Raider")}
