"""Paying mana costs (CR 601.2g–h, 605): mana abilities are offered one at a time, and only
those that still let the rest of the cost be paid (no dead ends); mana already in the pool
is spent first; a spell that can't be paid for can't be cast.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell
from manastack.dsl.prelude import CREATURE_YOU_CONTROL, Cost, mana_ability
from manastack.scenario import Scenario
from manastack.testing import Driver

MANA_CONFLUENCE = define_card(
    "Mana Confluence", None, "Land", "{T}, Pay 1 life: Add one mana of any color.",
    abilities=[mana_ability("{T}, Pay 1 life", "any")]).name
"""A real land from outside the products whose mana ability's cost both taps it and pays life."""

_TAP_A_CREATURE = Cost(tap=True, tap_count=1, tap_untapped=CREATURE_YOU_CONTROL.but(
    label="untapped creature you control"))
SPRINGLEAF_DRUM = define_card(
    "Springleaf Drum", "{1}", "Artifact",
    "{T}, Tap an untapped creature you control: Add one mana of any color.",
    abilities=[mana_ability(_TAP_A_CREATURE, "any")]).name
"""A real artifact from outside the products: {T} and another permanent tapped for one mana."""
DRUMMING_ELF = define_card(
    "Drumming Elf", "{G}", "Creature — Elf", "{T}, Tap an untapped creature you control: Add "
    "one mana of any color.", power="1", toughness="1",
    abilities=[mana_ability(_TAP_A_CREATURE, "any")]).name
"""Made up: an Elf with Springleaf Drum's ability, which Birchlore Rangers may tap too."""


def castable(d: Driver, name: str) -> bool:
    card = d.find(name, zone="hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in d.game.legal_actions())


def pay_with_first_offered(d: Driver) -> None:
    """Pay the spell being cast taking the first mana ability and the first permanent to tap
    offered each time: every one offered keeps the payment possible (no dead ends)."""
    while d.decision.kind in ("pay_mana", "cost_tap"):
        d.act(0, d.game.legal_actions()[0])
    d.expect("priority")


def test_every_offered_source_still_completes_the_payment() -> None:
    """No dead ends: whichever mana ability is activated, the cost can still be paid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Mountain", "Plains")
    s.hand(0, "Glory Seeker")  # {1}{W}
    d = Driver(s.build())
    d.cast(0, "Glory Seeker", pay=False)
    d.expect("pay_mana")
    offered = d.game.legal_actions()
    assert {a.source for a in offered} == set(d.ids("Forest") + d.ids("Mountain") +  # type: ignore[attr-defined]
                                              d.ids("Plains"))
    for act in offered:
        c = Driver(d.game.clone())
        c.act(0, act)
        while c.decision.kind == "pay_mana":
            nxt = c.game.legal_actions()
            assert nxt, "a dead end"
            c.act(0, nxt[-1])
        c.expect("priority")
        assert c.state.stack


def test_generic_part_may_use_any_source_but_colour_stays_payable() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Forest")
    s.hand(0, "Glory Seeker")  # {1}{W}
    d = Driver(s.build())
    d.cast(0, "Glory Seeker", pay=False)
    sources = {a.source for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    assert sources == {d.find("Plains"), d.find("Forest")}
    d.mana(0, "Forest")
    # now only the Plains can pay the remaining {W}
    assert [a.source for a in d.game.legal_actions()] == [d.find("Plains")]  # type: ignore[attr-defined]
    d.pay()
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")


def test_floating_mana_is_spent_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.mana(0, d.ids("Mountain")[0])
    assert d.state.players[0].mana_pool == {"R": 1}
    d.cast(0, "Shock", targets=[1], pay=False)
    d.expect("priority")  # paid from the pool, nothing asked
    assert d.state.players[0].mana_pool == {}
    assert not d.state.objects[d.ids("Mountain")[1]].tapped


def test_unpayable_spell_is_not_offered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_pool_mana_pays_colored_then_generic_with_colorless_first_then_the_most_held() -> None:
    """CR 601.2h: a cost is paid from the pool: {W} with white mana, then the generic {1}
    with colorless mana if there is some, else with the color the pool holds most of (the
    first answer when the player is asked which mana pays it, ``test_pool_mana_choice``,
    which ``Driver.cast`` takes); only the mana spent leaves the pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Human"})
    s.battlefield(0, "Plains")
    s.hand(0, "Glory Seeker")  # {1}{W}
    d = Driver(s.build())
    d.mana(0, "Unclaimed Territory", "C")
    d.mana(0, "Plains", "W")
    assert d.state.players[0].mana_pool == {"C": 1, "W": 1}
    d.cast(0, "Glory Seeker")
    assert d.state.players[0].mana_pool == {}
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    for p in d.ids("Plains", "battlefield"):
        d.mana(0, p, "W")
    d.mana(0, "Forest", "G")
    d.cast(0, "Glory Seeker")
    assert d.state.players[0].mana_pool == {"W": 1, "G": 1}


def test_restricted_mana_cant_pay_for_a_face_down_spell() -> None:
    """CR 106.6, 708.2a: a face-down spell is a 2/2 creature spell with no creature type, so
    Unclaimed Territory's mana (Wizard creature spells only) can't pay its {3}, though it
    pays for the same card cast face up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unclaimed Territory", chosen={"creature_type": "Wizard"})
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Voidmage Prodigy")  # {U}{U} Creature — Human Wizard, morph {U}
    d = Driver(s.build())
    d.mana(0, "Unclaimed Territory", "U")
    card = d.find("Voidmage Prodigy", "hand")
    legal = d.game.legal_actions()
    assert CastSpell(card, "face_down") not in legal
    assert CastSpell(card, "normal") in legal


def test_a_mana_abilitys_other_effect_happens_as_it_pays_the_cost() -> None:
    """CR 605.3b, 605.3a: a mana ability resolves at once, its other effects included: paying
    Glory Seeker's {1}{W} with Grand Coliseum's {W} ("... Grand Coliseum deals 1 damage to
    you") and a Forest, its controller is dealt 1 damage before the spell is cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Coliseum", "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker", pay=False)
    d.mana(0, "Grand Coliseum", "W")
    assert d.life(0) == 19
    assert d.decision.kind == "pay_mana"
    d.mana(0, "Forest")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_tap_cost_leaves_its_source_tapped() -> None:
    """CR 602.2b, 118.3: {T} in an activated ability's cost taps its source, which stays
    tapped: Goblin Sharpshooter's "{T}: deal 1 damage to any target"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sharpshooter")
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    d.activate(0, shooter, targets=[1])
    assert d.state.objects[shooter].tapped
    d.resolve()
    assert d.life(1) == 19
    assert d.state.objects[shooter].tapped


def test_loyalty_abilities_add_or_remove_loyalty_as_their_cost() -> None:
    """CR 107.7, 606.4, 118.3: a loyalty ability's cost adds or removes loyalty counters as it is
    activated: Teferi, Who Slows the Sunset (loyalty 4) goes to 5 with +1, or to 2 with -2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset")
    s.library(0, *["Island"] * 8)
    for index, loyalty in ((0, 5), (1, 2)):
        d = Driver(s.build())
        teferi = d.find("Teferi, Who Slows the Sunset")
        d.act(0, ActivateAbility(teferi, index))
        while d.decision.kind == "target":
            d.choose(None)
        assert d.state.objects[teferi].counters["loyalty"] == loyalty


def _offered(d: Driver, source: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source}


def test_a_source_used_for_one_mana_is_not_counted_again_for_the_rest() -> None:
    """CR 601.2g–h, 106.4: Rockfall Vale ("{T}: Add {R} or {G}") and a Forest pay Elvish
    Warrior's {G}{G}; the Vale's {R} is not offered, since once the Vale is tapped only the
    Forest is left for the two {G}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Rockfall Vale")
    s.hand(0, "Elvish Warrior")  # {G}{G}
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior", pay=False)
    d.expect("pay_mana")
    assert _offered(d, d.find("Rockfall Vale")) == {"G"}
    assert _offered(d, d.find("Forest")) == {"G"}


def test_three_mana_of_one_color_is_one_choice_for_the_whole_cost() -> None:
    """CR 106.4, 601.2g: Somberwald Sage adds three mana of any ONE color. Alone it can't pay
    Kessig Naturalist's {R}{G}; beside a Mountain it can, and while paying only its {G}{G}{G}
    is offered: three {R} would leave the {G} to the Mountain, which can't make it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage")
    s.hand(0, "Kessig Naturalist")  # {R}{G}
    d = Driver(s.build())
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    d.cast(0, "Kessig Naturalist", pay=False)
    d.expect("pay_mana")
    assert _offered(d, d.find("Somberwald Sage")) == {"GGG"}
    assert _offered(d, d.find("Mountain")) == {"R"}


def test_a_mana_ability_with_mana_in_its_cost_needs_that_mana_first() -> None:
    """CR 605.3a, 601.2g: Darkwater Catacombs ("{1}, {T}: Add {U}{B}.") alone can't be
    activated, so it can't pay for Mistform Stalker ({1}{U}); a tapped Catacombs can't be
    activated even with {1} in its controller's pool: its {T} can't be paid (CR 118.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Darkwater Catacombs")
    s.hand(0, "Mistform Stalker")  # {1}{U}
    d = Driver(s.build())
    assert not _offered(d, d.find("Darkwater Catacombs"))
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())
    s = Scenario(seed=1)
    s.battlefield(0, "Darkwater Catacombs", tapped=True)
    s.battlefield(0, "Island")
    d = Driver(s.build())
    d.mana(0, "Island", "U")
    assert d.state.players[0].mana_pool == {"U": 1}
    assert not _offered(d, d.find("Darkwater Catacombs"))


def _throat_with(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *mine)
    s.hand(0, "Go for the Throat")  # {1}{B}
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_a_mana_ability_with_mana_in_its_cost_makes_a_spell_castable() -> None:
    """CR 605.3a, 601.2g: an Island's {U} pays Darkwater Catacombs' {1}, and its {U}{B} pays
    Go for the Throat's {1}{B}: the two lands make two mana although each alone makes at most
    one, so the spell can be cast and resolves."""
    d = _throat_with("Island", "Darkwater Catacombs")
    assert CastSpell(d.find("Go for the Throat", "hand")) in d.game.legal_actions()
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker")])
    assert all(d.state.objects[land].tapped for land in d.state.battlefield
               if d.state.objects[land].controller == 0)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_mana_ability_with_mana_in_its_cost_counts_beside_restricted_mana() -> None:
    """CR 106.6, 605.3a, 601.2g: Somberwald Sage's mana may be spent only on creature spells,
    so only the Island and Darkwater Catacombs pay Go for the Throat's {1}{B} (the Island's
    {U} paying the Catacombs' {1}): the spell can still be cast, and the Sage stays untapped."""
    d = _throat_with("Somberwald Sage", "Island", "Darkwater Catacombs")
    assert CastSpell(d.find("Go for the Throat", "hand")) in d.game.legal_actions()
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker")])
    assert not d.state.objects[d.find("Somberwald Sage")].tapped
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_creature_with_haste_taps_for_mana_the_turn_it_came_under_control() -> None:
    """CR 302.6, 702.10c: a creature's {T} ability can't be activated unless it has been
    under its controller's control since their most recent turn began, or it has haste:
    Avacyn's Pilgrim that came this turn adds {W} only once Swiftfoot Boots gives it haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", sick=True)
    d = Driver(s.build())
    assert not _offered(d, d.find("Avacyn's Pilgrim"))
    s.battlefield(0, "Swiftfoot Boots", attached_to="Avacyn's Pilgrim")
    d = Driver(s.build())
    assert _offered(d, d.find("Avacyn's Pilgrim")) == {"W"}


def test_a_phased_out_land_makes_no_mana_and_the_others_still_do() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist: the Forest
    that phased out can't be tapped for mana; the Mountain beside it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", phased_out=True)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    assert not _offered(d, d.find("Forest"))
    assert _offered(d, d.find("Mountain")) == {"R"}


def test_a_mana_ability_that_taps_and_pays_life_is_activated_once() -> None:
    """CR 601.2g–h, 605.3a, 107.5, 118.3, 119.4: Mana Confluence ("{T}, Pay 1 life: Add one
    mana of any color.") at 20 life pays for Birchlore Rangers ({G}), tapping itself and costing
    1 life, but not for Glory Seeker ({1}{W}): the {T} in its cost lets it be activated once,
    however much life its controller could still pay."""
    s = Scenario(seed=1)
    s.battlefield(0, MANA_CONFLUENCE)
    s.hand(0, "Glory Seeker", "Birchlore Rangers")
    d = Driver(s.build())
    legal = d.game.legal_actions()
    assert CastSpell(d.find("Glory Seeker"), "normal") not in legal
    assert CastSpell(d.find("Birchlore Rangers"), "normal") in legal
    d.cast(0, "Birchlore Rangers")
    assert d.zone_of("Birchlore Rangers") == "stack"
    assert d.state.objects[d.find(MANA_CONFLUENCE)].tapped
    assert d.state.players[0].life == 19


def test_a_mana_ability_with_t_and_another_tap_in_its_cost_is_activated_once() -> None:
    """CR 107.5, 602.2b, 601.2h: Springleaf Drum's {T} taps it, so however many creatures
    are left to tap, it makes one mana: with three creatures it can't pay Voidmage Prodigy's
    {U}{U}; beside an Island it can, the Drum and one creature tapped, and after that the Drum
    offers no more mana."""
    s = Scenario(seed=1)
    s.battlefield(0, SPRINGLEAF_DRUM, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.hand(0, "Voidmage Prodigy")
    d = Driver(s.build())
    assert not castable(d, "Voidmage Prodigy")
    s.battlefield(0, "Island")
    d = Driver(s.build())
    drum = d.find(SPRINGLEAF_DRUM)
    assert castable(d, "Voidmage Prodigy")
    d.cast(0, "Voidmage Prodigy", pay=False)
    d.act(0, ActivateManaAbility(drum, 0, "U"))
    d.expect("cost_tap")
    d.choose(d.ids("Glory Seeker")[0])
    assert d.state.objects[drum].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == drum]
    d.pay()
    d.expect("priority")
    assert d.zone_of("Voidmage Prodigy") == "stack"
    assert [d.state.objects[o].tapped for o in d.ids("Glory Seeker")].count(True) == 1


def test_the_source_tapped_by_t_is_not_tapped_for_another_cost() -> None:
    """CR 107.5, 602.2b, 601.2h: Drumming Elf's {T} taps it, so it can't also be the creature
    its cost taps, nor one of the two Elves Birchlore Rangers' cost taps: alone it makes no
    mana, and with the Rangers and a Glory Seeker it and the Rangers make one mana, not two
    ({U}{U} can't be paid); a Wirewood Elf more lets each tap its own pair."""
    s = Scenario(seed=1)
    s.battlefield(0, DRUMMING_ELF)
    s.hand(0, "Voidmage Prodigy")
    d = Driver(s.build())
    assert not castable(d, "Voidmage Prodigy")
    s.battlefield(0, "Island")
    d = Driver(s.build())
    assert not castable(d, "Voidmage Prodigy")
    s = Scenario(seed=1)
    s.battlefield(0, DRUMMING_ELF, "Birchlore Rangers", "Glory Seeker")
    s.hand(0, "Voidmage Prodigy")
    d = Driver(s.build())
    assert not castable(d, "Voidmage Prodigy")
    s.battlefield(0, "Wirewood Elf")
    d = Driver(s.build())
    assert castable(d, "Voidmage Prodigy")


TWIN_IDOL = define_card(
    "Twin Idol", "{2}", "Artifact", "{T}: Add {W}{W}.\n{T}: Add {B}{B}.",
    abilities=[mana_ability("{T}", "WW"), mana_ability("{T}", "BB")]).name
"""Made up: a permanent that adds two mana one way or another (one of its abilities, CR 106.4)."""
NIGHT_COLOSSUS = define_card("Night Colossus", "{1}" + "{B}" * 21, "Creature — Giant", "",
                             power="1", toughness="1").name
"""Made up: a spell whose twenty-one {B} only eleven Twin Idols all making {B}{B} can pay."""


def test_a_way_to_use_the_choices_past_the_searchs_budget_is_found_and_paid() -> None:
    """CR 601.2g–h, 106.4: eleven Twin Idols can pay Night Colossus ({1} and twenty-one {B})
    only if every one of them makes {B}{B}, the last of the 2048 ways to use them the payment
    search tries in order, past its budget (``SEARCH_BUDGET``): the spell can be cast, and is
    paid with every Idol tapped and the pool left empty; ten Idols can't pay it."""
    s = Scenario(seed=1)
    s.battlefield(0, *[TWIN_IDOL] * 10)
    s.hand(0, NIGHT_COLOSSUS)
    d = Driver(s.build())
    assert not castable(d, NIGHT_COLOSSUS)
    s.battlefield(0, TWIN_IDOL)
    d = Driver(s.build())
    assert castable(d, NIGHT_COLOSSUS)
    d.cast(0, NIGHT_COLOSSUS)
    d.expect("priority")
    assert d.zone_of(NIGHT_COLOSSUS) == "stack"
    assert all(d.state.objects[o].tapped for o in d.ids(TWIN_IDOL))
    assert not d.state.players[0].mana_pool


def test_two_abilities_with_t_each_tap_a_seeker_not_the_other_elf() -> None:
    """CR 107.5, 602.2b, 601.2g–h: two Drumming Elves and two Glory Seekers make two mana,
    each Elf's {T} tapping it and its cost one Seeker: Voidmage Prodigy ({U}{U}) can be cast
    whichever entered first. The first Elf's cost is offered only the Seekers (tapping the
    other Elf would leave its {T} unpayable and the second {U} with it), and paying taps all
    four."""
    for order in ((DRUMMING_ELF, DRUMMING_ELF, "Glory Seeker", "Glory Seeker"),
                  ("Glory Seeker", "Glory Seeker", DRUMMING_ELF, DRUMMING_ELF)):
        s = Scenario(seed=1)
        s.battlefield(0, *order)
        s.hand(0, "Voidmage Prodigy")
        d = Driver(s.build())
        assert castable(d, "Voidmage Prodigy")
        elves, seekers = d.ids(DRUMMING_ELF), d.ids("Glory Seeker")
        d.cast(0, "Voidmage Prodigy", pay=False)
        for elf, seeker in zip(elves, seekers, strict=True):
            d.act(0, ActivateManaAbility(elf, 0, "U"))
            d.expect("cost_tap")
            assert {a.value for a in d.game.legal_actions()} == set(seekers) - {  # type: ignore[attr-defined]
                s_ for s_ in seekers if d.state.objects[s_].tapped}
            d.choose(seeker)
        d.expect("priority")
        assert d.zone_of("Voidmage Prodigy") == "stack"
        assert all(d.state.objects[o].tapped for o in elves + seekers)
        assert not d.state.players[0].mana_pool


def test_the_rangers_leave_the_drumming_elf_its_t_when_another_elf_will_do() -> None:
    """CR 107.5, 602.2b, 601.2g–h: with Birchlore Rangers, Drumming Elf, Elvish Vanguard and
    Glory Seeker, the Rangers tap themselves and the Vanguard and the Drumming Elf taps itself
    and the Seeker: two mana, so Voidmage Prodigy ({U}{U}) can be cast whichever of the Rangers
    and the Drumming Elf entered first (the Rangers tapping the Drumming Elf would leave one)."""
    for order in (("Birchlore Rangers", DRUMMING_ELF), (DRUMMING_ELF, "Birchlore Rangers")):
        s = Scenario(seed=1)
        s.battlefield(0, *order, "Elvish Vanguard", "Glory Seeker")
        s.hand(0, "Voidmage Prodigy")
        d = Driver(s.build())
        assert castable(d, "Voidmage Prodigy")
        d.cast(0, "Voidmage Prodigy", pay=False)
        pay_with_first_offered(d)
        assert d.zone_of("Voidmage Prodigy") == "stack"
        assert all(d.state.objects[o].tapped for o in d.state.battlefield)


HERITAGE_DRUID = define_card(
    "Heritage Druid", "{G}", "Creature — Elf Druid",
    "Tap three untapped Elves you control: Add {G}{G}{G}.", power="1", toughness="1",
    abilities=[mana_ability(Cost(tap_count=3, tap_untapped=CREATURE_YOU_CONTROL.but(
        subtypes=("Elf",), label="untapped Elf you control")), "GGG")]).name
"""A real card from outside the products: three Elves tapped for three mana at once."""


def test_three_elves_tapped_for_heritage_druid_pay_a_three_mana_spell() -> None:
    """CR 602.2b, 605.3a, 302.6, 601.2g–h: Heritage Druid's cost taps three untapped Elves
    (no {T}: those that came under control this turn too), and one activation adds {G}{G}{G}:
    with two other Elves it pays Leery Fogbeast ({2}{G}), tapping all three and leaving nothing
    in the pool; with one other Elf it can't."""
    s = Scenario(seed=1)
    s.battlefield(0, HERITAGE_DRUID, "Elvish Vanguard")
    s.hand(0, "Leery Fogbeast")
    d = Driver(s.build())
    assert not castable(d, "Leery Fogbeast")
    s.battlefield(0, "Elvish Pioneer")
    d = Driver(s.build())
    assert castable(d, "Leery Fogbeast")
    d.cast(0, "Leery Fogbeast", pay=False)
    pay_with_first_offered(d)
    assert d.zone_of("Leery Fogbeast") == "stack"
    assert all(d.state.objects[o].tapped
               for o in d.ids(HERITAGE_DRUID) + d.ids("Elvish Vanguard") + d.ids("Elvish Pioneer"))
    assert not d.state.players[0].mana_pool


DUSK_IDOL = define_card(
    "Dusk Idol", "{2}", "Artifact", "{T}: Add {B}.\n{T}: Add {C}{C}.",
    abilities=[mana_ability("{T}", "B"), mana_ability("{T}", "CC")]).name
"""Made up: a permanent that adds one mana or two, one of its abilities (CR 106.4)."""


def test_choices_of_two_kinds_past_the_searchs_budget_are_found_and_paid() -> None:
    """CR 601.2g–h, 106.4: ten Twin Idols, a Dusk Idol and a Swamp pay Night Colossus ({1} and
    twenty-one {B}) only if every Twin Idol makes {B}{B}, among the last of the 2048 ways to use
    the Idols, past the search's budget (``SEARCH_BUDGET``), whatever the Dusk Idol makes: the
    spell can be cast, and paying it taps every Idol and the Swamp and leaves the pool empty."""
    s = Scenario(seed=1)
    s.battlefield(0, *[TWIN_IDOL] * 10, DUSK_IDOL, "Swamp")
    s.hand(0, NIGHT_COLOSSUS)
    d = Driver(s.build())
    assert castable(d, NIGHT_COLOSSUS)
    d.cast(0, NIGHT_COLOSSUS, pay=False)
    pay_with_first_offered(d)
    assert d.zone_of(NIGHT_COLOSSUS) == "stack"
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    assert not d.state.players[0].mana_pool


TWIN_ELF = define_card(
    "Twin Elf", "{2}", "Creature — Elf", "{T}: Add {W}{W}.\n{T}: Add {B}{B}.", power="1",
    toughness="1", abilities=[mana_ability("{T}", "WW"), mana_ability("{T}", "BB")]).name
"""Made up: an Elf with Twin Idol's abilities, which Birchlore Rangers' cost may tap."""
GROVE_COLOSSUS = define_card("Grove Colossus", "{G}" + "{B}" * 20, "Creature — Giant", "",
                             power="1", toughness="1").name
"""Made up: a spell whose {G} only Birchlore Rangers can make beside Twin Idols and a Twin Elf."""


def test_a_choice_tapped_for_the_rangers_cost_past_the_searchs_budget_leaves_enough() -> None:
    """CR 601.2g–h, 602.2b, 106.4: with Birchlore Rangers, ten Twin Idols and a Twin Elf,
    Grove Colossus ({G} and twenty {B}) is paid only by the Rangers tapping themselves and the
    Twin Elf for {G} (which then makes none of its own mana, whichever way it would have) and
    every Idol making {B}{B}, among the last of the 2048 ways to use the Idols and the Elf, past
    the search's budget (``SEARCH_BUDGET``): the spell can be cast; with nine Idols it can't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", *[TWIN_IDOL] * 9, TWIN_ELF)
    s.hand(0, GROVE_COLOSSUS)
    assert not castable(Driver(s.build()), GROVE_COLOSSUS)
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", *[TWIN_IDOL] * 10, TWIN_ELF)
    s.hand(0, GROVE_COLOSSUS)
    assert castable(Driver(s.build()), GROVE_COLOSSUS)


CREATURE_TOTEM = define_card(
    "Creature Totem", "{2}", "Artifact", "Tap an untapped creature you control: Add {C}.",
    abilities=[mana_ability(Cost(tap_count=1, tap_untapped=CREATURE_YOU_CONTROL.but(
        label="untapped creature you control")), "C")]).name
"""Made up: Birchlore Rangers' kind of cost, one creature of any type tapped for {C}."""
WARRIOR_TOTEM = define_card(
    "Warrior Totem", "{2}", "Artifact", "Tap an untapped Warrior you control: Add {W}.",
    abilities=[mana_ability(Cost(tap_count=1, tap_untapped=CREATURE_YOU_CONTROL.but(
        subtypes=("Warrior",), label="untapped Warrior you control")), "W")]).name
"""Made up: the same, a Warrior tapped for {W}."""
PALE_OFFERING = define_card("Pale Offering", "{C}{G}{W}", "Sorcery", "").name
"""Made up: a spell only the three abilities together can pay, each its own part."""


def test_three_abilities_tapping_overlapping_creatures_find_the_one_way_that_pays() -> None:
    """CR 601.2g–h, 602.2b, 106.4: with Creature Totem (a creature tapped for {C}), Warrior
    Totem (a Warrior for {W}), Birchlore Rangers (two Elves for any color), the Rangers,
    Elvish Vanguard (an Elf Warrior) and two Harvesttide Sentries (Human Warriors), Pale
    Offering ({C}{G}{W}) is paid only by the Rangers tapping themselves and the Vanguard and
    each Totem a Sentry: though tapping the Rangers for the Creature Totem would leave their
    cost one Elf short, the spell can be cast, and paying it taps all four creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, CREATURE_TOTEM, WARRIOR_TOTEM, "Harvesttide Sentry", "Harvesttide Sentry",
                  "Elvish Vanguard", "Birchlore Rangers")
    s.hand(0, PALE_OFFERING)
    d = Driver(s.build())
    assert castable(d, PALE_OFFERING)
    d.cast(0, PALE_OFFERING, pay=False)
    pay_with_first_offered(d)
    assert d.zone_of(PALE_OFFERING) == "stack"
    creatures = d.ids("Harvesttide Sentry") + d.ids("Elvish Vanguard") + d.ids("Birchlore Rangers")
    assert all(d.state.objects[o].tapped for o in creatures)
    assert not d.state.players[0].mana_pool


TRIPLE_WHITE = define_card("Triple Vow", "{3}{W}{W}{W}", "Sorcery", "").name
"""Made up: a spell asking for three white mana and three more."""
DOUBLE_WHITE = define_card("Double Vow", "{W}{W}", "Sorcery", "").name
"""Made up: a spell asking for two white mana."""
WHITE_OR_GREEN_LAND = define_card(
    "Twofold Meadow", None, "Land", "{T}: Add {W}{W}.\n{T}: Add {G}.",
    abilities=[mana_ability("{T}", "WW"), mana_ability("{T}", "G")]).name
"""Made up: a land making two white mana or one green, one or the other (CR 106.4)."""
GREEN_CONVERTER = define_card(
    "Verdant Sluice", None, "Land", "{1}, {T}: Add {G}{G}.",
    abilities=[mana_ability("{1}, {T}", "GG")]).name
"""Made up: Sungrass Prairie's kind of ability, adding two green mana."""


def test_white_symbols_paid_by_the_lands_and_a_prairie_whose_1_another_land_pays() -> None:
    """CR 107.4b, 601.2g-h, 605.3a: each {W} needs its own white mana. With five Plains and
    Sungrass Prairie, Triple Vow ({3}{W}{W}{W}) is castable, a Plains paying the Prairie's
    {1}; with a Plains, the Prairie and a Forest, so is Double Vow ({W}{W}), the Forest paying
    the {1}: the Plains and the Prairie make its two white mana."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Sungrass Prairie")
    s.hand(0, TRIPLE_WHITE)
    assert castable(Driver(s.build()), TRIPLE_WHITE)
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Sungrass Prairie", "Forest")
    s.hand(0, DOUBLE_WHITE)
    assert castable(Driver(s.build()), DOUBLE_WHITE)


def test_white_mana_of_a_land_making_it_one_way_or_another_counts_its_most() -> None:
    """CR 106.4, 107.4b, 605.3a: Twofold Meadow makes {W}{W} or {G}: with a Plains, two
    Forests and Verdant Sluice ({1}, {T}: Add {G}{G}), Triple Vow is castable, the Meadow
    and the Plains making its three white mana, a Forest paying the Sluice's {1}, the Sluice
    and the other Forest the rest."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", WHITE_OR_GREEN_LAND, GREEN_CONVERTER, "Forest", "Forest")
    s.hand(0, TRIPLE_WHITE)
    d = Driver(s.build())
    assert castable(d, TRIPLE_WHITE)
    d.cast(0, TRIPLE_WHITE, pay=False)
    pay_with_first_offered(d)
    assert d.zone_of(TRIPLE_WHITE) == "stack"


def test_white_mana_of_an_ability_activated_again_and_again() -> None:
    """CR 605.3a, 601.2g: Crossroads Candleguide's "{2}: Add one mana of any color." may be
    activated as often as its {2} is paid: with four Forests it makes the two white mana of
    Double Vow."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crossroads Candleguide", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, DOUBLE_WHITE)
    assert castable(Driver(s.build()), DOUBLE_WHITE)


def test_white_mana_in_the_pool_and_of_a_prairie() -> None:
    """CR 106.4, 601.2g-h, 605.3a: with {W} in the pool (a Plains tapped), Sungrass Prairie and
    a Forest to pay its {1}, Double Vow is castable: the pool's {W} and the Prairie's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Sungrass Prairie", "Forest")
    s.hand(0, DOUBLE_WHITE)
    d = Driver(s.build())
    d.mana(0, "Plains")
    assert d.state.players[0].mana_pool == {"W": 1}
    assert castable(d, DOUBLE_WHITE)
