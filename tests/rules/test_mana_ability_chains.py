"""Mana abilities whose cost includes mana, activated one to pay for another (CR 605.3a,
602.2b, 601.2g–h): while a cost is paid, its controller may activate mana abilities, in any
order, and the mana of such an ability's cost may itself be paid by activating other mana
abilities as it is activated. A spell payable only by such a chain (a filter land whose {1} is
paid by another filter land's mana) is castable and listed; every payment answer offered on
the way leaves the payment completable, and a spell no chain pays for is not listed.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import (
    ActivateManaAbility,
    CastSpell,
    PayAutomatically,
    SpecialAction,
)
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver

PRAIRIE = "Sungrass Prairie"  # {1}, {T}: Add {G}{W}.
CATACOMBS = "Darkwater Catacombs"  # {1}, {T}: Add {U}{B}.
GUIDE = "Crossroads Candleguide"  # {2}: Add one mana of any color.
JACK = "Jack-o'-Lantern"  # {1}, Exile Jack-o'-Lantern from your graveyard: Add any color.


def _driver(lands: list[str], hand: list[str], graveyard: tuple[str, ...] = (),
            auto_pay: bool = False) -> Driver:
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, *lands)
    s.hand(0, *hand)
    if graveyard:
        s.graveyard(0, *graveyard)
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def _castable(d: Driver) -> set[str]:
    return {d.game.card(a.card).name for a in d.game.legal_actions()
            if isinstance(a, CastSpell)}


def _every_payment_completes(game: Game, depth: int = 0) -> int:
    """Follow every answer offered while the spell on top of the stack is paid for: each one
    leads on to a completed payment (never to a refusal nor to a decision with no answer).
    Returns how many complete payments there are."""
    d = game.decision
    assert d is not None
    if d.kind == "priority":
        assert game.state.stack and game.state.players[0].mana_pool.get("C", 0) == 0
        return 1
    assert depth < 12, "the payment goes on and on"
    answers = game.legal_actions()
    assert answers, f"a dead end: {d}"
    done = 0
    for act in answers:
        if isinstance(act, PayAutomatically):
            continue
        g2 = game.clone()
        g2.apply(d.player, act)  # an answer that can't be completed raises here
        done += _every_payment_completes(g2, depth + 1)
    return done


def _cast_every_way(d: Driver, name: str) -> int:
    card = d.find(name, "hand")
    assert CastSpell(card, "normal") in d.game.legal_actions()
    d.act(0, CastSpell(card, "normal"))
    return _every_payment_completes(d.game)


def test_two_filter_lands_and_a_forest_pay_three_mana() -> None:
    """CR 605.3a, 601.2g: the Forest pays one Prairie's {1}, that Prairie's {G} pays the
    other's {1}: {W}{G}{W} in all, so Dawnhart Wardens ({1}{G}{W}) and Whipcorder ({W}{W}) are
    castable; with one Prairie (only {G}{W}) neither is."""
    d = _driver(["Forest", PRAIRIE, PRAIRIE], ["Dawnhart Wardens", "Whipcorder"])
    assert _castable(d) == {"Dawnhart Wardens", "Whipcorder"}
    assert _cast_every_way(d, "Dawnhart Wardens") > 0
    d = _driver(["Forest", PRAIRIE, PRAIRIE], ["Whipcorder"])
    assert _cast_every_way(d, "Whipcorder") > 0
    one = _driver(["Forest", PRAIRIE], ["Dawnhart Wardens", "Whipcorder"])
    assert _castable(one) == set()


def test_the_chain_is_paid_step_by_step() -> None:
    """CR 601.2g, 605.3a: the Prairie chosen for the spell asks for its {1}; the other Prairie
    is offered for it, and asks in turn for its own {1}, which the Forest pays; the {G} of the
    inner Prairie pays the outer one's {1}, leaving {W}{G}{W}, which pay {1}{G}{W}."""
    d = _driver(["Forest", PRAIRIE, PRAIRIE], ["Dawnhart Wardens"])
    forest = d.find("Forest")
    outer, inner = d.ids(PRAIRIE)
    d.cast(0, "Dawnhart Wardens", pay=False)
    d.expect("pay_mana")
    assert set(d.game.legal_actions()) == {ActivateManaAbility(outer, 0, "GW"),
                                           ActivateManaAbility(inner, 0, "GW")}
    d.act(0, ActivateManaAbility(outer, 0, "GW"))
    d.expect("pay_mana")
    # The Forest's {G} would pay the outer Prairie's {1} and leave {G}{W} for {1}{G}{W}.
    assert d.game.legal_actions() == [ActivateManaAbility(inner, 0, "GW")]
    d.act(0, ActivateManaAbility(inner, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(forest, 0, "G")]
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    d.expect("priority")
    assert d.state.stack and d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in (forest, outer, inner))
    d.resolve()
    assert d.zone_of("Dawnhart Wardens") == "battlefield"


def test_one_filter_land_pays_for_another_of_other_colours() -> None:
    """An Island pays Sungrass Prairie's {1}; the Prairie's {G} pays Darkwater Catacombs' {1}:
    {W}{U}{B}, enough for Diregraf Captain ({1}{U}{B}); the Island and the Catacombs alone make
    only {U}{B}."""
    d = _driver(["Island", PRAIRIE, CATACOMBS], ["Diregraf Captain"])
    assert _castable(d) == {"Diregraf Captain"}
    assert _cast_every_way(d, "Diregraf Captain") > 0
    assert _castable(_driver(["Island", CATACOMBS], ["Diregraf Captain"])) == set()


def test_two_filter_lands_alone_pay_nothing() -> None:
    """Neither Prairie can be activated first: each one's {1} needs mana the other makes only
    once activated (CR 601.2g, 605.3a). Nothing is castable, and neither is offered at
    priority."""
    d = _driver([PRAIRIE, PRAIRIE], ["Katilda, Dawnhart Prime", "Candlegrove Witch"])
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, CastSpell | ActivateManaAbility)]


def test_a_filter_land_pays_crossroads_candleguide() -> None:
    """Crossroads Candleguide's {2} is paid by Sungrass Prairie's {G}{W}, whose {1} the Forest
    pays: one mana of any colour, enough for Duress ({B}); without the Prairie nothing pays
    {2}."""
    d = _driver(["Forest", PRAIRIE, GUIDE], ["Duress"])
    assert _castable(d) == {"Duress"}
    assert _cast_every_way(d, "Duress") > 0
    assert _castable(_driver(["Forest", GUIDE], ["Duress"])) == set()


def test_a_filter_land_pays_jack_o_lantern_from_the_graveyard() -> None:
    """Jack-o'-Lantern's {1} (from its owner's graveyard) is paid by the Prairie's {G}, the
    Prairie's own {1} by the Forest: {W} and one mana of any colour, enough for Boneknitter
    ({1}{B})."""
    d = _driver(["Forest", PRAIRIE], ["Boneknitter"], graveyard=(JACK,))
    assert _castable(d) == {"Boneknitter"}
    assert _cast_every_way(d, "Boneknitter") > 0
    assert _castable(_driver(["Forest", PRAIRIE], ["Boneknitter"])) == set()


def test_at_priority_a_chain_pays_a_filter_land() -> None:
    """CR 605.3a: with priority, Crossroads Candleguide may be activated when the Prairie (paid
    by the Forest) pays its {2}; with the Forest alone it can't."""
    d = _driver(["Forest", PRAIRIE, GUIDE], [])
    guide = d.find(GUIDE)
    offered = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == guide]
    assert {a.mana for a in offered} == set("WUBRG")
    d.act(0, next(a for a in offered if a.mana == "B"))
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    assert d.decision.kind == "priority"
    assert d.state.players[0].mana_pool == {"B": 1}
    alone = _driver(["Forest", GUIDE], [])
    assert not [a for a in alone.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == alone.find(GUIDE)]


# -- every board of a few lands and converters: listed exactly when payable ---------------------
_BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_CONVERTERS = {PRAIRIE: (1, ("GW",), True), CATACOMBS: (1, ("UB",), True),
               "Mystic Skull": (1, tuple("WUBRG"), True), GUIDE: (2, tuple("WUBRG"), False),
               JACK: (1, tuple("WUBRG"), True)}
_SPELLS = {"Whipcorder": {"W": 2}, "Dawnhart Wardens": {"G": 1, "W": 1, "1": 1},
           "Diregraf Captain": {"U": 1, "B": 1, "1": 1}, "Festering Goblin": {"B": 1},
           "Boneknitter": {"B": 1, "1": 1}, "Katilda, Dawnhart Prime": {"G": 1, "W": 1},
           "Gavony Dawnguard": {"W": 2, "1": 1}, "Snarling Wolf": {"G": 1}}


def _pays(pool: tuple[str, ...], cost: dict[str, int]) -> bool:
    left = list(pool)
    for c, n in cost.items():
        if c == "1":
            continue
        for _ in range(n):
            if c not in left:
                return False
            left.remove(c)
    return len(left) >= cost.get("1", 0)


def _payable_by_rules(basics: list[str], converters: list[str], cost: dict[str, int]) -> bool:
    """Every order of activating the mana abilities (CR 605.3a: each converter's cost paid
    with mana already in the pool, any of it), then whether the pool pays ``cost``."""
    start = (tuple(sorted(_BASICS[b] for b in basics)), (), tuple(0 for _ in converters))
    seen = set()
    todo = [start]
    while todo:
        pool, _, uses = todo.pop()
        if (pool, uses) in seen:
            continue
        seen.add((pool, uses))
        if _pays(pool, cost):
            return True
        for i, name in enumerate(converters):
            n, outs, once = _CONVERTERS[name]
            if once and uses[i] or uses[i] >= 3 or len(pool) < n:
                continue
            for spent in set(_choose(pool, n)):
                rest = list(pool)
                for ch in spent:
                    rest.remove(ch)
                for out in outs:
                    more = tuple(sorted(rest + list(out)))
                    todo.append((more, (), uses[:i] + (uses[i] + 1,) + uses[i + 1:]))
    return False


def _choose(pool: tuple[str, ...], n: int) -> list[tuple[str, ...]]:
    if n == 0:
        return [()]
    return [tuple(sorted((pool[i], *rest))) for i in range(len(pool))
            for rest in _choose(pool[i + 1:], n - 1)]


def test_random_boards_list_exactly_the_spells_some_order_of_activations_pays() -> None:
    """CR 601.2g–h, 605.3a: on boards of basic lands beside Sungrass Prairie, Darkwater
    Catacombs, Mystic Skull, Crossroads Candleguide and Jack-o'-Lantern (in the graveyard),
    a spell is listed castable exactly when some order of activating the mana abilities, each
    cost paid with mana made before it, pays its mana cost; and every listed one is then paid
    to the end whatever answers are taken (a few random orders) and by the automatic
    payment, in one action."""
    import random
    rng = random.Random(5)
    for _ in range(40):
        basics = rng.choices(list(_BASICS), k=rng.randint(0, 3))
        converters = rng.choices(list(_CONVERTERS), k=rng.randint(1, 3))
        lands = basics + [c for c in converters if c != JACK]
        jack = tuple(c for c in converters if c == JACK)
        d = _driver(lands, list(_SPELLS), graveyard=jack, auto_pay=True)
        listed = {d.game.card(a.card).name for a in d.game.legal_actions()
                  if isinstance(a, CastSpell) and a.method == "normal"}
        expected = {name for name, cost in _SPELLS.items()
                    if _payable_by_rules(basics, converters, cost)}
        assert listed == expected, (basics, converters)
        for name in sorted(listed):
            auto = Driver(d.game.clone())
            auto.act(0, CastSpell(auto.find(name, "hand"), "normal"))
            auto.act(0, PayAutomatically())
            assert auto.decision.kind == "priority" and auto.state.stack, (lands, name)
            for _ in range(3):
                by_hand = Driver(d.game.clone())
                by_hand.act(0, CastSpell(by_hand.find(name, "hand"), "normal"))
                while by_hand.decision.kind == "pay_mana":
                    answers = [a for a in by_hand.game.legal_actions()
                               if not isinstance(a, PayAutomatically)]
                    by_hand.act(0, rng.choice(answers))
                assert by_hand.decision.kind == "priority" and by_hand.state.stack


def test_the_automatic_payment_pays_the_whole_chain_in_one_action() -> None:
    """Under automatic payment the costs of the mana abilities it activates are paid too, the
    Prairies' {1} included (CR 601.2g–h, 605.3a): Dawnhart Wardens is paid by the one action,
    every land tapped, nothing left in the pool."""
    d = _driver(["Forest", PRAIRIE, PRAIRIE], ["Dawnhart Wardens"], auto_pay=True)
    d.cast(0, "Dawnhart Wardens", pay=False)
    d.act(0, PayAutomatically())
    assert d.decision.kind == "priority" and d.state.stack
    assert all(d.state.objects[o].tapped for o in d.ids(PRAIRIE) + d.ids("Forest"))
    assert d.state.players[0].mana_pool == {}


def test_paying_a_filter_land_s_cost_automatically_pays_only_that_cost() -> None:
    """CR 601.2g, 605.3a: paying Dawnhart Wardens by hand, a Prairie is activated, the other
    Prairie activated for its {1}, and the question for that inner Prairie's {1} answered
    with "Pay automatically": the Forest pays it without a further question, the inner
    Prairie's {G} the outer one's {1}, and the spell's {1}{G}{W} is paid with what is left."""
    d = _driver(["Forest", PRAIRIE, PRAIRIE], ["Dawnhart Wardens"], auto_pay=True)
    forest = d.find("Forest")
    outer, inner = d.ids(PRAIRIE)
    d.cast(0, "Dawnhart Wardens", pay=False)
    d.act(0, ActivateManaAbility(outer, 0, "GW"))
    d.act(0, ActivateManaAbility(inner, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [PayAutomatically(), ActivateManaAbility(forest, 0, "G")]
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.stack and d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in (forest, outer, inner))
    d.resolve()
    assert d.zone_of("Dawnhart Wardens") == "battlefield"


def test_paying_a_filter_land_s_cost_automatically_under_crossroads_candleguide() -> None:
    """CR 601.2g, 605.3a: paying Duress by hand, Crossroads Candleguide is activated for {B},
    Sungrass Prairie for the Candleguide's {2}, and the question for the Prairie's {1}
    answered with "Pay automatically": the Forest pays that {1} (not the Candleguide's {2},
    whose question was answered already), the Prairie's {G}{W} the Candleguide's {2}, and its
    {B} Duress; the Forest and the Prairie tapped once each, nothing left in the pool."""
    d = _driver(["Forest", PRAIRIE, GUIDE], ["Duress"], auto_pay=True)
    forest, prairie, guide = d.find("Forest"), d.find(PRAIRIE), d.find(GUIDE)
    d.cast(0, "Duress", targets=[1], pay=False)
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    d.expect("pay_mana")
    assert ActivateManaAbility(prairie, 0, "GW") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(prairie, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [PayAutomatically(), ActivateManaAbility(forest, 0, "G")]
    d.act(0, PayAutomatically())
    d.expect("priority")
    assert d.state.stack and d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in (forest, prairie))
    tapped = [e.obj for e in d.state.log if e.kind == "tap"]
    assert sorted(tapped) == sorted([forest, prairie])
    d.resolve()
    assert d.zone_of("Duress") == "graveyard"


def test_restricted_mana_pays_the_spell_while_other_mana_pays_the_filter_land() -> None:
    """CR 106.6, 605.3a: Somberwald Sage's three mana may be spent only on creature spells,
    so not on Sungrass Prairie's {1}: the Forest pays that, and the Prairie's {G}{W} with the
    Sage's {G}{G}{G} pay Ancestor's Prophet's {4}{W}. Without the Forest the Prairie can't be
    activated, and the Prophet can't be cast."""
    d = _driver(["Somberwald Sage", "Forest", PRAIRIE], ["Ancestor's Prophet"])
    assert _castable(d) == {"Ancestor's Prophet"}
    assert _cast_every_way(d, "Ancestor's Prophet") > 0
    assert _castable(_driver(["Somberwald Sage", PRAIRIE], ["Ancestor's Prophet"])) == set()


def _complicate_on_katilda(*, auto_pay: bool) -> Driver:
    """Katilda on the stack, its controller holding a Forest and two Prairies; Complicate
    targets it and resolves, asking whether Katilda's controller pays {3}."""
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, "Forest", PRAIRIE, PRAIRIE)
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Complicate")
    s.stack(0, "Katilda, Dawnhart Prime")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.cast(1, "Complicate", targets=[d.find("Katilda, Dawnhart Prime", "stack")])
    d.resolve()
    d.expect("unless_payment")
    return d


def test_a_chain_pays_for_a_spell_not_to_be_countered() -> None:
    """CR 605.3a, 608.2g, 118.3: Complicate counters Katilda unless its controller pays {3};
    the Forest pays one Prairie's {1}, that Prairie's {G} the other's: {W}{G}{W}, three mana,
    so paying is offered and Katilda resolves."""
    d = _complicate_on_katilda(auto_pay=False)
    assert d.decision.player == 0
    d.choose("pay")
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[0])
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"
    assert all(d.state.objects[o].tapped for o in d.ids(PRAIRIE) + d.ids("Forest"))


def test_the_automatic_payment_pays_a_chain_for_a_spell_not_to_be_countered() -> None:
    """CR 605.3a, 608.2g: in a game with automatic payment, Katilda's controller pays
    Complicate's {3} with one PayAutomatically: the Forest, then the two Prairies whose {1}
    the Forest's and a Prairie's mana pay, with no further decision; Katilda resolves."""
    d = _complicate_on_katilda(auto_pay=True)
    d.choose("pay")
    d.expect("pay_mana")
    d.act(0, PayAutomatically())
    assert d.decision.kind == "priority"
    assert all(d.state.objects[o].tapped for o in d.ids(PRAIRIE) + d.ids("Forest"))
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"


def test_a_chain_pays_a_morph_cost() -> None:
    """CR 702.37e, 116.2b, 605.3a: a face-down Whipcorder (morph {W}) beside a Forest and
    Sungrass Prairie can be turned face up: the Forest pays the Prairie's {1}, whose {W} pays
    the morph cost. With the Forest alone it can't."""
    for lands, offered in ((["Forest", PRAIRIE], True), (["Forest"], False)):
        s = Scenario(seed=1)
        s.battlefield(0, *lands)
        s.battlefield(0, "Whipcorder", face_down=True, label="down")
        s.at("precombat_main", active=0, turn=3)
        d = Driver(s.build())
        down = d.find("Whipcorder")
        turn_up = SpecialAction("turn_face_up", down)
        assert (turn_up in d.game.legal_actions()) is offered
        if offered:
            d.act(0, turn_up)
            while d.decision.kind == "pay_mana":
                d.act(0, d.game.legal_actions()[0])
            assert not d.state.objects[down].face_down
            assert d.chars(down).name == "Whipcorder"


def test_crossroads_candleguide_both_convokes_and_makes_mana() -> None:
    """CR 702.51a, 605.3a: Crossroads Candleguide's "{2}: Add one mana of any color." doesn't
    tap it, so it may also be tapped for convoke. Hour of Reckoning ({4}{W}{W}{W}, convoke)
    with a Plains, two Islands, the Candleguide, a Glory Seeker and three Elvish Warriors:
    the Islands pay the Candleguide's {2} for {W}; the Plains, that {W} and the Seeker pay
    {W}{W}{W}; the Warriors and the Candleguide itself pay {4}. Activating the Candleguide
    first, its {2} paid by the Islands, the payment goes on to the end, the Candleguide
    tapped for convoke at last."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Island", GUIDE, "Glory Seeker",
                  "Elvish Warrior", "Elvish Warrior", "Elvish Warrior")
    s.hand(0, "Hour of Reckoning")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert _castable(d) == {"Hour of Reckoning"}
    guide = d.find(GUIDE)
    d.cast(0, "Hour of Reckoning", pay=False)
    d.act(0, ActivateManaAbility(guide, 1, "W"))
    d.expect("pay_mana")  # the Candleguide's {2}: an Island each time
    while d.decision.kind == "pay_mana":
        d.act(0, d.game.legal_actions()[-1])
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.objects[guide].tapped  # tapped for convoke after its ability


def test_a_chain_pays_an_activated_ability() -> None:
    """CR 602.2b, 605.3a: an Island's {U} pays Darkwater Catacombs' {1}, whose {U}{B} pays
    Stuffed Bear's {2}: the ability is offered although each land alone makes at most one
    mana, and the Bear becomes a 4/4 creature."""
    d = _driver(["Island", CATACOMBS, "Stuffed Bear"], [])
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    assert d.chars(bear).is_creature and d.chars(bear).power == 4


def test_crossroads_candleguide_fixes_as_many_symbols_as_the_cost_asks_for() -> None:
    """CR 605.3a, 601.2g–h: Crossroads Candleguide's "{2}: Add one mana of any color." may be
    activated any number of times while a cost is paid. Nine Plains pay Unnatural Growth's
    {1}{G}{G}{G}{G}: eight of them the Candleguide's {2} four times, for {G} each, the ninth
    the {1}. It is castable and paid to the end, by hand and automatically; with eight Plains
    (one mana short) it isn't castable."""
    for plains, castable in ((9, True), (8, False)):
        d = _driver(["Plains"] * plains + [GUIDE], ["Unnatural Growth"], auto_pay=True)
        assert _castable(d) == ({"Unnatural Growth"} if castable else set())
    auto = _driver(["Plains"] * 9 + [GUIDE], ["Unnatural Growth"], auto_pay=True)
    by_hand = Driver(auto.game.clone())
    auto.cast(0, "Unnatural Growth", pay=False)
    auto.act(0, PayAutomatically())
    assert auto.decision.kind == "priority" and auto.state.stack
    assert all(auto.state.objects[o].tapped for o in auto.ids("Plains"))
    guide = by_hand.find(GUIDE)
    by_hand.cast(0, "Unnatural Growth", pay=False)
    activations = 0
    while by_hand.decision.kind == "pay_mana":
        answers = by_hand.game.legal_actions()
        green = [a for a in answers if isinstance(a, ActivateManaAbility)
                 and a.source == guide and a.mana == "G"]
        if green:
            activations += 1
            by_hand.act(0, green[0])
        else:
            by_hand.act(0, next(a for a in answers if not isinstance(a, PayAutomatically)))
    assert activations == 4
    assert by_hand.decision.kind == "priority" and by_hand.state.stack
    assert by_hand.state.players[0].mana_pool == {}
    by_hand.resolve()
    assert by_hand.zone_of("Unnatural Growth") == "battlefield"


def test_the_mana_that_pays_a_filter_land_pays_nothing_else() -> None:
    """CR 106.6, 605.3a, 601.2g: Somberwald Sage's {G}{G}{G} may be spent only on creature
    spells, so only the Forest pays Sungrass Prairie's {1}; its {G} is then spent, and the
    Sage's three mana with the Prairie's {G}{W} make five: Ancestor's Prophet ({4}{W}) is
    castable, Treespring Lorian ({5}{G}), six, is not (face down, for {3}, it is)."""
    d = _driver(["Somberwald Sage", "Forest", PRAIRIE], ["Ancestor's Prophet",
                                                           "Treespring Lorian"])
    assert {(d.game.card(a.card).name, a.method) for a in d.game.legal_actions()
            if isinstance(a, CastSpell)} == {("Ancestor's Prophet", "normal"),
                                             ("Treespring Lorian", "face_down")}


def test_mana_in_the_pool_pays_mystic_skull_one_for_one() -> None:
    """CR 605.3a, 601.2h: with {R}{U}{U}{U} in the pool (a Mountain and three Islands tapped),
    Mystic Skull's {1} takes one of those mana and adds one mana of any colour: {R}{R}{U}{U}
    at most, enough for Sunstreak Phoenix ({2}{R}{R}) but not for Blistering Firecat
    ({1}{R}{R}{R}, castable only face down for {3})."""
    d = _driver(["Mountain", "Island", "Island", "Island", "Mystic Skull"],
                ["Sunstreak Phoenix", "Blistering Firecat"])
    for land in (d.find("Mountain"), *d.ids("Island")):
        d.act(0, next(a for a in d.game.legal_actions()
                      if isinstance(a, ActivateManaAbility) and a.source == land))
    assert d.state.players[0].mana_pool == {"R": 1, "U": 3}
    assert {(d.game.card(a.card).name, a.method) for a in d.game.legal_actions()
            if isinstance(a, CastSpell)} == {("Sunstreak Phoenix", "normal"),
                                             ("Blistering Firecat", "face_down")}
    assert _cast_every_way(d, "Sunstreak Phoenix") > 0



def test_mystic_skull_is_offered_for_a_filter_land_s_cost_when_the_payment_completes() -> None:
    """CR 605.3a, 602.2b, 601.2g: while Sungrass Prairie's {1} is paid for Katilda, Dawnhart
    Prime ({G}{W}), any mana ability may be activated, Mystic Skull's ("{1}, {T}: Add one
    mana of any color.") among them although it adds only as much mana as it costs: it is
    offered beside the Forest, and paying through it (the Forest pays the Skull's {1}, the
    Skull's mana the Prairie's) completes the payment, all three tapped, the pool empty."""
    d = _driver(["Forest", "Mystic Skull", PRAIRIE], ["Katilda, Dawnhart Prime"])
    forest, skull, prairie = d.find("Forest"), d.find("Mystic Skull"), d.find(PRAIRIE)
    d.cast(0, "Katilda, Dawnhart Prime", pay=False)
    d.act(0, ActivateManaAbility(prairie, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(forest, 0, "G")] + [
        ActivateManaAbility(skull, 0, c) for c in "WUBRG"]
    d.act(0, ActivateManaAbility(skull, 0, "U"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(forest, 0, "G")]
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    d.expect("priority")
    assert d.state.stack and d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in (forest, skull, prairie))
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"


def test_mystic_skull_is_not_offered_for_a_filter_land_s_cost_when_the_payment_can_t_end() -> None:
    """CR 601.2g–h, 605.3a: for Whipcorder ({W}{W}) the Forest's {G} pays the Prairie's {1}
    and the Skull turns the Prairie's {G} into {W}; paying the Prairie's {1} through the
    Skull instead would leave {G}{W}, which can't pay {W}{W}: only the Forest is offered."""
    d = _driver(["Forest", "Mystic Skull", PRAIRIE], ["Whipcorder"])
    d.cast(0, "Whipcorder", pay=False)
    d.act(0, ActivateManaAbility(d.find(PRAIRIE), 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(d.find("Forest"), 0, "G")]
    assert _cast_every_way(_driver(["Forest", "Mystic Skull", PRAIRIE], ["Whipcorder"]),
                           "Whipcorder") > 0


def test_paying_a_filter_land_s_cost_automatically_leaves_mystic_skull_out() -> None:
    """CR 605.3a, 601.2g: paying Katilda, Dawnhart Prime ({G}{W}) by hand, Sungrass Prairie is
    activated and the question for its {1} (the Treasure or Mystic Skull) answered with "Pay
    automatically": the Treasure pays the {1} itself; the Skull, whose one mana would only pay
    back its own {1}, stays untapped (whichever of the two entered first)."""
    for board in (("Mystic Skull", PRAIRIE), (PRAIRIE, "Mystic Skull")):
        s = Scenario(seed=1, auto_pay=True)
        s.battlefield(0, *board)
        s.token(0, "Treasure")
        s.hand(0, "Katilda, Dawnhart Prime")
        s.at("precombat_main", active=0, turn=3)
        d = Driver(s.build())
        skull, prairie, treasure = d.find("Mystic Skull"), d.find(PRAIRIE), d.find("Treasure")
        d.cast(0, "Katilda, Dawnhart Prime", pay=False)
        d.act(0, ActivateManaAbility(prairie, 0, "GW"))
        d.expect("pay_mana")
        assert {a.source for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility)} == {skull, treasure}
        d.act(0, PayAutomatically())
        d.expect("priority")
        assert d.state.stack and d.state.players[0].mana_pool == {}
        assert not d.ids("Treasure", "battlefield") and d.state.objects[prairie].tapped
        assert not d.state.objects[skull].tapped


HYBRID = define_card("Emberdusk Shade", "{B/R}", "Creature — Shade", "", power="1",
                     toughness="1").name
"""A card made up for a hybrid cost: the products' cards have none."""


def test_a_converter_makes_a_colour_a_hybrid_symbol_asks_for() -> None:
    """CR 107.4e, 605.3a: a hybrid symbol {B/R} is paid with either colour. An Island pays
    Mystic Skull's {1}, and the Skull's mana, black or red, pays Emberdusk Shade ({B/R}): the
    Shade is castable and paid to the end; with the Island alone it isn't."""
    d = _driver(["Island", "Mystic Skull"], [HYBRID])
    assert _castable(d) == {HYBRID}
    assert _cast_every_way(d, HYBRID) > 0
    assert _castable(_driver(["Island"], [HYBRID])) == set()


THREE_COLOURS = define_card("Tricolour Wayfarer", "{1}{G}{W}{U}", "Creature — Human Scout", "",
                            power="3", toughness="3").name
"""A card made up for a cost of three colours and generic mana, four in all."""


def test_restricted_mana_never_pays_a_filter_land_s_cost() -> None:
    """CR 106.6, 605.3a, 118.3: under Mystic Monstrosity ("Lands you control have '{T}: Add
    one mana of any color.'") Sungrass Prairie taps either for one mana of any colour or, its
    {1} paid, for {G}{W}; Somberwald Sage's {X}{X}{X} (one colour) may be spent only on
    creature spells, so not on the Prairie's {1}, and the Prairie can't pay its own {1}. So
    the Prairie makes one mana: Dawnhart Wardens ({1}{G}{W}: the Prairie's {W}, the Sage's
    {G}{G}{G}) is castable, Tricolour Wayfarer ({1}{G}{W}{U}: three colours from two
    permanents) is not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mystic Skull", transformed=True)
    s.battlefield(0, "Somberwald Sage", PRAIRIE)
    s.hand(0, "Dawnhart Wardens", THREE_COLOURS)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert _castable(d) == {"Dawnhart Wardens"}
    assert _cast_every_way(d, "Dawnhart Wardens") > 0


def test_crossroads_candleguide_activated_can_still_be_tapped_for_birchlore_rangers() -> None:
    """CR 605.3a, 118.3: Crossroads Candleguide's "{2}: Add one mana of any color." doesn't tap
    it, so once activated it may still be tapped for the cost of Birchlore Rangers' "Tap two
    untapped Elves you control: Add one mana of any color." (Trickery Charm made the
    Candleguide an Elf). With three Forests, two pay the Candleguide's {2} for {B}, the
    Rangers and the Candleguide tapped together add another {B}, the third Forest {G}:
    Severed Legion ({1}{B}{B}) is castable and paid to the end."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", GUIDE, "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Trickery Charm", "Severed Legion")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    guide = d.find(GUIDE)
    d.mana(0, "Island")
    d.cast(0, "Trickery Charm", modes=[1], targets=[guide])  # it becomes an Elf
    d.resolve()
    d.choose("Elf")
    assert "Elf" in d.chars(guide).subtypes
    assert _castable(d) == {"Severed Legion"}
    assert _cast_every_way(d, "Severed Legion") > 0


def test_a_filter_land_tapped_for_another_s_cost_can_t_also_filter() -> None:
    """CR 118.3, 605.3a, 601.2g: under Mystic Monstrosity each Sungrass Prairie also has "{T}:
    Add one mana of any color." Paying Gavony Dawnguard ({1}{W}{W}) with two Prairies and
    Wirewood Elf ({T}: Add {G}): one Prairie, its {1} paid by the Elf, adds {G}{W}, the other
    taps for {W}. While the first Prairie's {1} is paid, the Elf and the other Prairie's
    filter ability are offered, not the other Prairie's "{T}: Add one mana of any color.":
    tapped for that, it could no longer add {G}{W}, and the Elf's {G} can't make the second
    {W}. Every answer offered leads to a completed payment."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mystic Skull", transformed=True)
    s.battlefield(0, PRAIRIE, PRAIRIE, "Wirewood Elf")
    s.hand(0, "Gavony Dawnguard")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    first, second = d.ids(PRAIRIE)
    assert _castable(d) == {"Gavony Dawnguard"}
    assert _cast_every_way(Driver(d.game.clone()), "Gavony Dawnguard") > 0
    d.cast(0, "Gavony Dawnguard", pay=False)
    d.act(0, ActivateManaAbility(first, 0, "GW"))
    d.expect("pay_mana")
    assert {(a.source, a.index) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {(d.find("Wirewood Elf"), 0), (second, 0)}
def test_a_filter_land_with_mystic_monstrosity_s_ability_taps_once() -> None:
    """CR 107.5, 118.3, 605.3a: Mystic Monstrosity gives Sungrass Prairie "{T}: Add one mana
    of any color."; the Prairie is tapped once, for that or for its own "{1}, {T}: Add
    {G}{W}", so it can't pay its own {1}. Alone it makes one mana: its {1}, {T} ability isn't
    offered and only Snarling Wolf ({G}) is castable. Beside a Forest (which the Monstrosity
    fixes too) they make two: Katilda ({G}{W}) and Whipcorder ({W}{W}) as well, not Dawnhart
    Wardens ({1}{G}{W})."""
    hand = ["Snarling Wolf", "Katilda, Dawnhart Prime", "Whipcorder", "Dawnhart Wardens"]
    for lands, castable in (([PRAIRIE], {"Snarling Wolf"}),
                            ([PRAIRIE, "Forest"], {"Snarling Wolf", "Katilda, Dawnhart Prime",
                                                   "Whipcorder"})):
        s = Scenario(seed=1)
        s.battlefield(0, "Mystic Skull", transformed=True)
        s.battlefield(0, *lands)
        s.hand(0, *hand)
        s.at("precombat_main", active=0, turn=3)
        d = Driver(s.build())
        assert d.chars(d.find("Mystic Skull")).name == "Mystic Monstrosity"
        assert _castable(d) == castable
        prairie = d.find(PRAIRIE)
        offered = {(a.index, a.mana) for a in d.game.legal_actions()
                   if isinstance(a, ActivateManaAbility) and a.source == prairie}
        assert {m for i, m in offered if i == 1} == set("WUBRG")
        assert ((0, "GW") in offered) is (len(lands) == 2)


def test_mana_spent_only_on_spells_pays_no_mana_ability_s_cost_in_a_chain() -> None:
    """CR 106.6, 605.3a, 601.2g: casting Ritual of Hope ({1}{W}) with a Plains, a Mountain,
    Unblinking Observer ({U} that may be spent only on instant or sorcery spells), Crossroads
    Candleguide and Jack-o'-Lantern in the graveyard, Jack-o'-Lantern is activated for {G}:
    only the Mountain is offered for its {1}. The Plains' {W} would leave {W} to be made by
    the Candleguide, whose {2} the Observer's {U} can't pay (that mana is for spells only).
    The Mountain pays it, the {G} pays the {1} and the Plains the {W}."""
    d = _driver(["Plains", "Mountain", "Unblinking Observer", GUIDE], ["Ritual of Hope"],
                graveyard=(JACK,))
    jack, mountain = d.find(JACK, "graveyard"), d.find("Mountain")
    d.cast(0, "Ritual of Hope", pay=False)
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(jack, 1, "G"))
    d.expect("pay_mana")
    assert d.decision.prompt == "Pay {1} to activate a mana ability"
    assert [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)] == [
        ActivateManaAbility(mountain, 0, "R")]
    d.act(0, ActivateManaAbility(mountain, 0, "R"))
    d.pay()
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.objects[d.find("Plains")].tapped
    assert not d.state.objects[d.find("Unblinking Observer")].tapped


def test_an_elf_tapped_for_a_mana_ability_s_cost_can_t_also_pay_birchlore_rangers() -> None:
    """CR 107.5, 118.3, 605.3a: casting Hungry for More ({B}{R}) with two Forests, Wirewood
    Elf, Birchlore Rangers ("Tap two untapped Elves you control: Add one mana of any color")
    and Crossroads Candleguide, the Candleguide is activated for {B}: only the Forests are
    offered for its {2}. Tapping the Elf for {G} there would leave one untapped Elf, too few
    for the Rangers' {R}. The Forests pay it and the Rangers, tapping both Elves, the {R}."""
    d = _driver(["Forest", "Forest", "Wirewood Elf", "Birchlore Rangers", GUIDE],
                ["Hungry for More"])
    forests = d.ids("Forest")
    d.cast(0, "Hungry for More", pay=False)
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(d.find(GUIDE), 1, "B"))
    d.expect("pay_mana")
    assert d.decision.prompt == "Pay {2} to activate a mana ability"
    assert {a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == set(forests)
    while d.decision.kind in ("pay_mana", "cost_tap"):
        d.act(0, [a for a in d.game.legal_actions() if not isinstance(a, PayAutomatically)][0])
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in (*forests, d.find("Wirewood Elf"),
                                                   d.find("Birchlore Rangers")))


def test_an_elf_s_own_mana_is_not_offered_when_only_spells_only_mana_could_make_up_for_it(
        ) -> None:
    """CR 106.6, 605.3a, 601.2g: casting Hungry for More ({B}{R}) with two Forests, Wirewood
    Elf, Birchlore Rangers, Crossroads Candleguide and Unblinking Observer ({T}: Add {U},
    spent only on instant or sorcery spells), the Rangers tapping both Elves make one colour
    and the Forests pay the Candleguide's {2} for the other: the Forests, the Rangers' {B}
    and {R} and the Candleguide's are offered, and the Observer's {U} (it pays nothing
    here, and leaves all that). The Elf's {G} is not: it leaves the Rangers one Elf, so both
    colours would come from the Candleguide, {4} in all, and the {G} and the Forests make
    three; the Observer's {U} may be spent on the sorcery but not on the Candleguide's
    cost."""
    d = _driver(["Forest", "Forest", "Wirewood Elf", "Birchlore Rangers", GUIDE,
                 "Unblinking Observer"], ["Hungry for More"])
    rangers, guide = d.find("Birchlore Rangers"), d.find(GUIDE)
    d.cast(0, "Hungry for More", pay=False)
    d.expect("pay_mana")
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {
        *((f, "G") for f in d.ids("Forest")), (rangers, "B"), (rangers, "R"),
        (guide, "B"), (guide, "R"), (d.find("Unblinking Observer"), "U")}
    assert _every_payment_completes(d.game) > 0
