"""Paying with mana abilities whose cost taps other permanents (CR 601.2g–h, 602.2b, 605.3a,
106.4, 107.5): a permanent is tapped once, for its own mana or for one such cost; an ability
with {T} in its cost is activated once and its source can't be tapped for anything else; a
spell is castable exactly when some such plan pays it, and while it is paid only the
abilities, and the permanents to tap for their costs, that keep the rest payable are offered.

The cards are made up (beside Elvish Warrior, a vanilla Elf), to give such abilities every
shape of cost: with or without {T}, tapping Elves or Humans, one or two of them.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateManaAbility, CastSpell, Choose
from manastack.dsl.abilities import Ability
from manastack.dsl.prelude import CREATURE_YOU_CONTROL, Cost, Filter, mana_ability
from manastack.scenario import Scenario
from manastack.testing import Driver

_ELF = CREATURE_YOU_CONTROL.but(subtypes=("Elf",), label="untapped Elf you control")
_HUMAN = CREATURE_YOU_CONTROL.but(subtypes=("Human",), label="untapped Human you control")


def _taps(f: Filter, count: int = 1, tap: bool = False) -> Cost:
    return Cost(tap=tap, tap_count=count, tap_untapped=f)


def _creature(name: str, types: str, text: str = "", abilities: tuple[Ability, ...] = ()) -> str:
    return define_card(name, "{1}", f"Creature — {types}", text, power="1", toughness="1",
                       abilities=list(abilities)).name


def _spell(name: str, cost: str) -> str:
    return define_card(name, cost, "Creature — Spirit", "", power="1", toughness="1").name


HEDGE_WANDERER = _creature("Hedge Wanderer", "Human Elf")
"""A vanilla Human Elf: its only use here is to be tapped for a cost."""
DAWN_ELF = _creature("Dawn Elf", "Elf", "{T}: Add {W}.", (mana_ability("{T}", "W"),))
MOSS_ELF = _creature("Moss Elf", "Human Elf", "{T}: Add {C}.", (mana_ability("{T}", "C"),))
FIELD_HAND = _creature("Field Hand", "Human", "{T}: Add {C}.", (mana_ability("{T}", "C"),))
GROVE_TENDER = _creature("Grove Tender", "Human", "{T}: Add {G}.", (mana_ability("{T}", "G"),))
LAMPLIGHT_ELDER = _creature(
    "Lamplight Elder", "Human Elf", "{T}, Tap an untapped Human you control: Add {W}.",
    (mana_ability(_taps(_HUMAN, tap=True), "W"),))
"""{T} and another Human tapped: it can't be that Human itself (CR 107.5, 602.2b)."""
KINSHIP_CALLER = _creature(
    "Kinship Caller", "Human Elf", "Tap an untapped Elf you control: Add one mana of any color.",
    (mana_ability(_taps(_ELF), "any"),))
"""No {T}: it may tap itself, and is activated once per Elf (CR 302.6, 602.2b)."""
HUMAN_DRUMMER = _creature(
    "Human Drummer", "Elf", "{T}, Tap an untapped Human you control: Add one mana of any color."
    "\n{T}, Tap an untapped Human you control: Add {U}.",
    (mana_ability(_taps(_HUMAN, tap=True), "any"), mana_ability(_taps(_HUMAN, tap=True), "U")))
"""Two abilities with {T}: one of them, once (CR 107.5)."""
ELFHORN_CHIME = define_card(
    "Elfhorn Chime", "{1}", "Artifact", "{T}, Tap an untapped Elf you control: Add {W}.",
    abilities=[mana_ability(_taps(_ELF, tap=True), "W")]).name
HERD_ELF = _creature(
    "Herd Elf", "Elf", "{T}: Add {G}.\nTap an untapped Human you control: Add {W}.",
    (mana_ability("{T}", "G"), mana_ability(_taps(_HUMAN), "W")))
"""No {T} in the second ability's cost: it taps a Human and leaves the Elf free for its {G}."""
ELDER_OF_TWO = _creature(
    "Elder of Two", "Human Elf", "{T}: Add {G}{G}.\n{T}, Tap two untapped Elves you control: "
    "Add {W}.", (mana_ability("{T}", "GG"), mana_ability(_taps(_ELF, 2, tap=True), "W")))
HUMAN_CALLER = _creature(
    "Human Caller", "Elf", "Tap an untapped Human you control: Add {U}.",
    (mana_ability(_taps(_HUMAN), "U"),))
TIDE_ELDER = _creature(
    "Tide Elder", "Human Elf", "{T}: Add {G}{G}.\n{T}, Tap an untapped Elf you control: Add {U}.",
    (mana_ability("{T}", "GG"), mana_ability(_taps(_ELF, tap=True), "U")))
TIDE_HERDER = _creature(
    "Tide Herder", "Elf", "{T}: Add {G}{G}.\nTap an untapped Human you control: Add {U}.",
    (mana_ability("{T}", "GG"), mana_ability(_taps(_HUMAN), "U")))
PAIR_CALLER = _creature(
    "Pair Caller", "Human Elf", "Tap two untapped Humans you control: Add {W}.",
    (mana_ability(_taps(_HUMAN, 2), "W"),))
GREEN_ELF = _creature("Greenhand Elf", "Elf", "{T}: Add {G}{G}.", (mana_ability("{T}", "GG"),))
SEA_HERALD = _creature(
    "Sea Herald", "Human", "{T}, Tap an untapped Elf you control: Add {U}.",
    (mana_ability(_taps(_ELF, tap=True), "U"),))
DAWN_HUMAN = _creature("Dawnhand Elf", "Human Elf", "{T}: Add {W}.", (mana_ability("{T}", "W"),))
TWO_HUMAN_ELDER = _creature(
    "Elder of Pairs", "Human Elf", "{T}, Tap two untapped Humans you control: Add {W}.",
    (mana_ability(_taps(_HUMAN, 2, tap=True), "W"),))
GREEN_HUMAN = _creature("Greenhand Elder", "Human Elf", "{T}: Add {G}.",
                        (mana_ability("{T}", "G"),))
BLUE_BELL = define_card(
    "Elfcall Bell", "{1}", "Artifact", "{T}: Add {C}.\nTap an untapped Elf you control: Add {U}.",
    abilities=[mana_ability("{T}", "C"), mana_ability(_taps(_ELF), "U")]).name
COLORLESS_DRUMMER = _creature(
    "Stone Drummer", "Elf", "{T}: Add {C}.\n{T}, Tap an untapped Elf you control: Add one mana "
    "of any color.", (mana_ability("{T}", "C"), mana_ability(_taps(_ELF, tap=True), "any")))
WHITE_CHIME, BLUE_CHIME, BLACK_CHIME = (define_card(
    f"{color} Chime", "{1}", "Artifact", f"Tap an untapped {kind} you control: Add {{{c}}}.",
    abilities=[mana_ability(_taps(f), c)]).name for color, kind, f, c in (
        ("White", "Elf", _ELF, "W"), ("Blue", "Elf", _ELF, "U"), ("Black", "Human", _HUMAN, "B")))
"""No {T}: each may be activated once per Elf (or Human) it taps, from the same Elves."""

DRUMBEAT_ELF = _creature(
    "Drumbeat Elf", "Elf", "{T}: Add {G}.\n{T}, Tap an untapped Elf you control: Add one mana "
    "of any color.", (mana_ability("{T}", "G"), mana_ability(_taps(_ELF, tap=True), "any")))
"""Its two abilities both tap it: one or the other, once (CR 107.5)."""

DAWN_SPHINX = _spell("Dawn Sphinx", "{2}{W}{U}")
TWIN_LIGHTS = _spell("Twin Lights", "{W}{W}")
LONE_LIGHT = _spell("Lone Light", "{2}{W}")
TIDE_SPIRIT = _spell("Tide Spirit", "{U}{U}{U}")
SEA_WISP = _spell("Sea Wisp", "{1}{U}")
DUSK_WISP = _spell("Dusk Wisp", "{W}{U}")


def _game(*names: str, spell: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *names)
    s.hand(0, spell)
    return Driver(s.build())


def castable(d: Driver, name: str) -> bool:
    card = d.find(name, zone="hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in d.game.legal_actions())


def offered_mana(d: Driver) -> set[tuple[int, str]]:
    return {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)}


def offered_to_tap(d: Driver) -> set[int]:
    d.expect("cost_tap")
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def _pay_choosing_first(d: Driver) -> None:
    """Pay the rest, the first mana ability and the first permanent offered each time."""
    while d.decision.kind != "priority":
        if d.decision.kind == "cost_tap":
            d.choose(min(offered_to_tap(d)))
        else:
            d.act(0, d.game.legal_actions()[0])


def test_an_ability_tapping_any_elf_pays_where_one_with_t_and_a_human_would_not() -> None:
    """CR 601.2g–h, 602.2b, 107.5, 302.6: Dawn Sphinx ({2}{W}{U}) with Hedge Wanderer (a Human
    Elf), Lamplight Elder ({T}, tap a Human: {W}), Dawn Elf ({T}: {W}) and Kinship Caller
    (tap an Elf: any colour; no {T}, so it may tap itself). Four permanents, each tapped once,
    make four mana only if the Caller taps the three others' bodies or all four: the Elder's
    ability takes two of them for one mana, so it is not offered; the Caller's five colours
    and the Dawn Elf's {W} are, and any of the four Elves may be tapped for the Caller's first
    activation. Paid, all four are tapped and the pool is empty."""
    d = _game(HEDGE_WANDERER, LAMPLIGHT_ELDER, DAWN_ELF, KINSHIP_CALLER, spell=DAWN_SPHINX)
    wanderer, elder, elf, caller = (d.find(n) for n in (HEDGE_WANDERER, LAMPLIGHT_ELDER,
                                                        DAWN_ELF, KINSHIP_CALLER))
    assert castable(d, DAWN_SPHINX)
    d.cast(0, DAWN_SPHINX, pay=False)
    assert offered_mana(d) == {(elf, "W")} | {(caller, c) for c in "WUBRG"}
    d.act(0, ActivateManaAbility(caller, 0, "U"))
    assert offered_to_tap(d) == {wanderer, elder, elf, caller}
    d.choose(wanderer)
    _pay_choosing_first(d)
    assert d.zone_of(DAWN_SPHINX) == "stack"
    assert all(d.state.objects[o].tapped for o in (wanderer, elder, elf, caller))
    assert not d.state.players[0].mana_pool


def test_two_t_abilities_each_tap_the_one_permanent_the_other_cannot() -> None:
    """CR 601.2g–h, 602.2b, 107.5: Twin Lights ({W}{W}) with Human Drummer (an Elf; {T}, tap
    a Human: any colour, or {T}, tap a Human: {U}), Moss Elf (a Human Elf; {T}: {C}), Elfhorn Chime ({T}, tap an Elf:
    {W}) and Field Hand (a Human; {T}: {C}). Both {W} come from the two abilities: the
    Drummer's {T} taps it, so the Chime's Elf must be Moss Elf, and the Drummer's Human then
    Field Hand, the Drummer's {U} never used. Castable; only the two abilities' {W} are
    offered ({C} and {U} pay none of it), and for each only that one permanent to tap; paid,
    all four are tapped."""
    d = _game(HUMAN_DRUMMER, MOSS_ELF, ELFHORN_CHIME, FIELD_HAND, spell=TWIN_LIGHTS)
    drummer, moss, chime, hand = (d.find(n) for n in (HUMAN_DRUMMER, MOSS_ELF, ELFHORN_CHIME,
                                                      FIELD_HAND))
    assert castable(d, TWIN_LIGHTS)
    d.cast(0, TWIN_LIGHTS, pay=False)
    assert offered_mana(d) == {(drummer, "W"), (chime, "W")}
    d.act(0, ActivateManaAbility(chime, 0, "W"))
    assert offered_to_tap(d) == {moss}
    d.choose(moss)
    assert offered_mana(d) == {(drummer, "W")}
    d.act(0, ActivateManaAbility(drummer, 0, "W"))
    assert offered_to_tap(d) == {hand}
    d.choose(hand)
    d.expect("priority")
    assert d.zone_of(TWIN_LIGHTS) == "stack"
    assert all(d.state.objects[o].tapped for o in (drummer, moss, chime, hand))


def test_the_drummers_human_is_the_one_the_chime_leaves() -> None:
    """CR 601.2g–h, 602.2b, 107.5: the same board paid the other way round: the Drummer's
    ability first may tap only Field Hand (Moss Elf must stay for the Chime), and the Chime's
    then only Moss Elf (the Drummer, an Elf, is tapped by its own {T})."""
    d = _game(HUMAN_DRUMMER, MOSS_ELF, ELFHORN_CHIME, FIELD_HAND, spell=TWIN_LIGHTS)
    drummer, moss, chime, hand = (d.find(n) for n in (HUMAN_DRUMMER, MOSS_ELF, ELFHORN_CHIME,
                                                      FIELD_HAND))
    d.cast(0, TWIN_LIGHTS, pay=False)
    d.act(0, ActivateManaAbility(drummer, 0, "W"))
    assert offered_to_tap(d) == {hand}
    d.choose(hand)
    assert offered_mana(d) == {(chime, "W")}
    d.act(0, ActivateManaAbility(chime, 0, "W"))
    assert offered_to_tap(d) == {moss}
    d.choose(moss)
    d.expect("priority")
    assert d.zone_of(TWIN_LIGHTS) == "stack"


def test_a_t_ability_tapping_two_elves_or_one_tapping_a_human_leaves_two_mana() -> None:
    """CR 601.2g–h, 602.2b, 107.5, 106.4: Lone Light ({2}{W}) with Elvish Warrior, Herd Elf
    ({T}: {G}; tap a Human: {W}), Elder of Two ({T}: {G}{G}; {T}, tap two Elves: {W}) and
    Human Caller (tap a Human: {U}). The only {W} comes from the Herd Elf tapping the Elder
    (its only Human), which then makes no {G}{G} and leaves the Caller no Human: {W} and the
    Herd Elf's {G}; or from the Elder's own ability, tapping it and two of the three other
    Elves: {W} and at most the Herd Elf's {G}. Never three mana: it can't be cast."""
    d = _game("Elvish Warrior", HERD_ELF, ELDER_OF_TWO, HUMAN_CALLER, spell=LONE_LIGHT)
    assert not castable(d, LONE_LIGHT)


def test_a_human_tapped_by_its_own_t_ability_is_not_tapped_again_for_blue() -> None:
    """CR 601.2g–h, 602.2b, 107.5, 106.4: Tide Spirit ({U}{U}{U}) with Grove Tender (a Human),
    Tide Elder (a Human Elf; {T}, tap an Elf: {U}), Tide Herder (tap a Human: {U}) and Elvish
    Warrior. The Herder makes one {U} per Human it taps, and the Elder's {U} taps the Elder
    itself, one of those two Humans: two {U} either way, never three. It can't be cast."""
    d = _game(GROVE_TENDER, TIDE_ELDER, TIDE_HERDER, "Elvish Warrior", spell=TIDE_SPIRIT)
    assert not castable(d, TIDE_SPIRIT)


def test_a_t_ability_is_not_offered_when_its_tapped_source_leaves_the_rest_unpaid() -> None:
    """CR 601.2g–h, 107.5, 602.2b: Glory Seeker ({1}{W}) with Drumbeat Elf ({T}: {G}; {T}, tap
    an Elf: any colour) and Dawn Elf ({T}: {W}): the two Elves' own mana pays it. The
    Drumbeat Elf's second ability would tap both Elves for one mana, the Drumbeat Elf's {T}
    paid by it, so its {G} can't pay the {1} any more: it is not offered, only the two {T}
    abilities; and with the Elves' mana the spell is paid."""
    d = _game(DRUMBEAT_ELF, DAWN_ELF, spell="Glory Seeker")
    drumbeat, dawn = d.find(DRUMBEAT_ELF), d.find(DAWN_ELF)
    d.cast(0, "Glory Seeker", pay=False)
    assert offered_mana(d) == {(drumbeat, "G"), (dawn, "W")}
    d.pay()
    d.expect("priority")
    assert d.zone_of("Glory Seeker") == "stack"
    assert d.state.objects[drumbeat].tapped and d.state.objects[dawn].tapped


def test_a_t_ability_keeps_the_human_it_needs_from_a_cost_tapping_two() -> None:
    """CR 601.2g–h, 602.2b, 107.5: Sea Wisp ({1}{U}) with Pair Caller (a Human Elf; tap two
    Humans: {W}; no {T}), Greenhand Elf ({T}: {G}{G}), Sea Herald (a Human; {T}, tap an Elf:
    {U}) and Dawnhand Elf (a Human Elf; {T}: {W}). The {U} comes only from the Herald, its
    {T} tapping it and one Elf. Every ability is offered; the Caller's two Humans may be
    itself and the Dawnhand Elf, not the Herald, and the Herald may tap any of the three
    Elves. Paid with the Caller's {W} first, the Herald taps the Greenhand Elf."""
    d = _game(PAIR_CALLER, GREEN_ELF, SEA_HERALD, DAWN_HUMAN, spell=SEA_WISP)
    caller, green, herald, dawn = (d.find(n) for n in (PAIR_CALLER, GREEN_ELF, SEA_HERALD,
                                                       DAWN_HUMAN))
    assert castable(d, SEA_WISP)
    d.cast(0, SEA_WISP, pay=False)
    assert offered_mana(d) == {(caller, "W"), (green, "GG"), (herald, "U"), (dawn, "W")}
    d.act(0, ActivateManaAbility(herald, 0, "U"))
    assert offered_to_tap(d) == {caller, green, dawn}
    d = _game(PAIR_CALLER, GREEN_ELF, SEA_HERALD, DAWN_HUMAN, spell=SEA_WISP)
    d.cast(0, SEA_WISP, pay=False)
    d.act(0, ActivateManaAbility(caller, 0, "W"))
    assert offered_to_tap(d) == {caller, dawn}
    d.choose(caller)
    d.choose(dawn)
    assert offered_mana(d) == {(herald, "U")}
    d.act(0, ActivateManaAbility(herald, 0, "U"))
    d.choose(green)
    d.expect("priority")
    assert d.zone_of(SEA_WISP) == "stack"
    assert all(d.state.objects[o].tapped for o in (caller, green, herald, dawn))


def test_an_ability_needing_two_other_humans_is_never_paid_and_the_drummer_makes_white() -> None:
    """CR 601.2g–h, 602.2b, 107.5, 302.6: Dusk Wisp ({W}{U}) with Elder of Pairs (a Human
    Elf; {T}, tap two Humans: {W}), Greenhand Elder (a Human Elf; {T}: {G}), Elfcall Bell
    ({T}: {C}; tap an Elf: {U}) and Stone Drummer (an Elf; {T}: {C}; {T}, tap an Elf: any
    colour). The Elder's cost can't be paid (the Greenhand Elder is the only other Human), so
    {W} comes from the Drummer, tapping it and one of the two Human Elves, and {U} from the
    Bell tapping the other: not the Drummer, tapped by its own {T}. Offered: the Bell's {C}
    (its other ability doesn't tap it) and {U}, and the Drummer's {W} alone; each cost may
    tap either Human Elf."""
    d = _game(TWO_HUMAN_ELDER, GREEN_HUMAN, BLUE_BELL, COLORLESS_DRUMMER, spell=DUSK_WISP)
    elder, green, bell, drummer = (d.find(n) for n in (TWO_HUMAN_ELDER, GREEN_HUMAN, BLUE_BELL,
                                                       COLORLESS_DRUMMER))
    assert castable(d, DUSK_WISP)
    d.cast(0, DUSK_WISP, pay=False)
    assert offered_mana(d) == {(bell, "C"), (bell, "U"), (drummer, "W")}
    d.act(0, ActivateManaAbility(bell, 1, "U"))
    assert offered_to_tap(d) == {elder, green}
    d.choose(elder)
    assert offered_mana(d) == {(bell, "C"), (drummer, "W")}
    d.act(0, ActivateManaAbility(drummer, 1, "W"))
    assert offered_to_tap(d) == {green}
    d.choose(green)
    d.expect("priority")
    assert d.zone_of(DUSK_WISP) == "stack"
    d = _game(TWO_HUMAN_ELDER, GREEN_HUMAN, BLUE_BELL, COLORLESS_DRUMMER, spell=DUSK_WISP)
    d.cast(0, DUSK_WISP, pay=False)
    d.act(0, ActivateManaAbility(drummer, 1, "W"))
    assert offered_to_tap(d) == {elder, green}


def test_two_abilities_tapping_the_same_elves_share_them_for_two_colors() -> None:
    """CR 601.2g–h, 602.2b, 106.4: Dusk Wisp ({W}{U}) with White Chime (tap an Elf: {W}),
    Blue Chime (tap an Elf: {U}), Black Chime (tap a Human: {B}), two Elvish Warriors and
    Glory Seeker (a Human): each of the first two Chimes taps one Warrior, the White Chime
    leaving one for the Blue. Castable; all three Chimes' mana is offered (the Black's {B}
    pays none of it but taps only the Seeker, which nothing else needs), and either Warrior
    for each of the first two; paid, both Warriors are tapped."""
    d = _game(WHITE_CHIME, BLUE_CHIME, BLACK_CHIME, "Elvish Warrior", "Elvish Warrior",
              "Glory Seeker", spell=DUSK_WISP)
    white, blue, black = (d.find(n) for n in (WHITE_CHIME, BLUE_CHIME, BLACK_CHIME))
    warriors = set(d.ids("Elvish Warrior"))
    assert castable(d, DUSK_WISP)
    d.cast(0, DUSK_WISP, pay=False)
    assert offered_mana(d) == {(white, "W"), (blue, "U"), (black, "B")}
    d.act(0, ActivateManaAbility(white, 0, "W"))
    assert offered_to_tap(d) == warriors
    d.choose(min(warriors))
    d.act(0, ActivateManaAbility(blue, 0, "U"))
    assert offered_to_tap(d) == {max(warriors)}
    d.choose(max(warriors))
    d.expect("priority")
    assert d.zone_of(DUSK_WISP) == "stack"
    assert all(d.state.objects[o].tapped for o in warriors)


SEVEN_SUNS = _spell("Seven Suns", "{W}{W}{W}{W}{W}{W}{W}")
"""Made up: seven {W}, which Birchlore Rangers make only by tapping fourteen Elves."""


def test_a_cost_no_plan_pays_is_refused_after_the_searchs_budget_runs_out() -> None:
    """CR 601.2g–h, 106.4: Seven Suns ({W} seven times) with Birchlore Rangers (tap two Elves:
    any colour), a Wirewood Elf and eleven Gyre Sages with 2 to 12 +1/+1 counters: thirteen
    Elves make six {W} at most, so it can't be cast. The payment search tries thousands of
    ways to tap the Sages before giving up (``SEARCH_BUDGET``); running out of ways to try is
    no answer, and the exhaustive search then says no."""
    s = Scenario(seed=1)
    s.battlefield(0, "Birchlore Rangers", "Wirewood Elf")
    for k in range(2, 13):
        s.battlefield(0, "Gyre Sage", counters={"+1/+1": k})
    s.hand(0, SEVEN_SUNS)
    assert not castable(Driver(s.build()), SEVEN_SUNS)


TIDE_CALLER = _creature(
    "Tide Caller", "Human Elf", "{T}: Add {C}.\n{T}, Tap an untapped Elf you control: Add {U}.",
    (mana_ability("{T}", "C"), mana_ability(_taps(_ELF, tap=True), "U")))
SUN_HERDER = _creature(
    "Sun Herder", "Human Elf", "{T}: Add {W}.\nTap an untapped Human you control: Add {W}.",
    (mana_ability("{T}", "W"), mana_ability(_taps(_HUMAN), "W")))


def test_an_owed_tap_leaves_the_source_of_a_t_ability_for_it() -> None:
    """CR 601.2g–h, 602.2b, 107.5: Sea Wisp ({1}{U}) with Tide Caller (a Human Elf; {T}: {C};
    {T}, tap an Elf: {U}), Sun Herder (a Human Elf; {T}: {W}; tap a Human: {W}) and Greenhand
    Elder (a Human Elf; {T}: {G}). The Herder's second ability pays the {1} if its Human is
    the Greenhand Elder or the Herder itself, not the Caller, whose {T} the {U} needs: so it
    is offered, and then those two for its cost; the Caller then taps the Herder for {U}."""
    d = _game(TIDE_CALLER, SUN_HERDER, GREEN_HUMAN, spell=SEA_WISP)
    caller, herder, green = (d.find(n) for n in (TIDE_CALLER, SUN_HERDER, GREEN_HUMAN))
    d.cast(0, SEA_WISP, pay=False)
    assert (herder, "W") in offered_mana(d)
    assert ActivateManaAbility(herder, 1, "W") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(herder, 1, "W"))
    assert offered_to_tap(d) == {herder, green}
    d.choose(green)
    assert offered_mana(d) == {(caller, "U")}
    d.act(0, ActivateManaAbility(caller, 1, "U"))
    assert offered_to_tap(d) == {herder}
    d.choose(herder)
    d.expect("priority")
    assert d.zone_of(SEA_WISP) == "stack"
    assert all(d.state.objects[o].tapped for o in (caller, herder, green))


TWO_TONE_DRUM = define_card(
    "Two-Tone Drum", "{1}", "Artifact", "{T}, Tap an untapped Human you control: Add {W}.\n"
    "{T}, Tap an untapped Human you control: Add {U}.",
    abilities=[mana_ability(_taps(_HUMAN, tap=True), "W"),
               mana_ability(_taps(_HUMAN, tap=True), "U")]).name
BLUE_WISP = _spell("Blue Wisp", "{U}")


def test_the_second_of_two_t_abilities_pays_when_the_first_would_not() -> None:
    """CR 601.2g–h, 602.2b, 107.5: Blue Wisp ({U}) with Two-Tone Drum ({T}, tap a Human: {W};
    {T}, tap a Human: {U}) and Field Hand (a Human; {T}: {C}): only the Drum's second ability,
    tapping the Drum and Field Hand, pays it. It can be cast, the Drum's {U} alone is offered
    (its {W} and the Hand's {C} would leave the {U} unpaid), and it is paid so."""
    d = _game(TWO_TONE_DRUM, FIELD_HAND, spell=BLUE_WISP)
    drum, hand = d.find(TWO_TONE_DRUM), d.find(FIELD_HAND)
    assert castable(d, BLUE_WISP)
    d.cast(0, BLUE_WISP, pay=False)
    assert offered_mana(d) == {(drum, "U")}
    d.act(0, ActivateManaAbility(drum, 1, "U"))
    assert offered_to_tap(d) == {hand}
    d.choose(hand)
    d.expect("priority")
    assert d.zone_of(BLUE_WISP) == "stack"
    assert d.state.objects[drum].tapped and d.state.objects[hand].tapped


DUSK_HAND = _creature("Dusk Hand", "Human", "{T}: Add {B}.", (mana_ability("{T}", "B"),))


def test_the_drummers_human_may_be_any_the_chime_cannot_use() -> None:
    """CR 601.2g–h, 602.2b, 107.5: Twin Lights ({W}{W}) with Human Drummer, Moss Elf, Elfhorn
    Chime and three Humans making mana that pays none of it (Field Hand {C}, Grove Tender
    {G}, Dusk Hand {B}): the Chime must tap Moss Elf, the only Elf its {T}-tapped Drummer
    leaves, and the Drummer any of the three other Humans. Both {W} are offered, and each
    Human's own mana (two Humans stay for the Drummer); the Chime's cost offers Moss Elf
    alone, the Drummer's the three Humans."""
    d = _game(MOSS_ELF, FIELD_HAND, GROVE_TENDER, DUSK_HAND, HUMAN_DRUMMER, ELFHORN_CHIME,
              spell=TWIN_LIGHTS)
    drummer, moss, chime = (d.find(n) for n in (HUMAN_DRUMMER, MOSS_ELF, ELFHORN_CHIME))
    field, grove, dusk = (d.find(n) for n in (FIELD_HAND, GROVE_TENDER, DUSK_HAND))
    humans = {field, grove, dusk}
    assert castable(d, TWIN_LIGHTS)
    d.cast(0, TWIN_LIGHTS, pay=False)
    assert offered_mana(d) == {(drummer, "W"), (chime, "W"), (field, "C"), (grove, "G"),
                               (dusk, "B")}
    d.act(0, ActivateManaAbility(chime, 0, "W"))
    assert offered_to_tap(d) == {moss}
    d.choose(moss)
    d.act(0, ActivateManaAbility(drummer, 0, "W"))
    assert offered_to_tap(d) == humans
    d.choose(max(humans))
    d.expect("priority")
    assert d.zone_of(TWIN_LIGHTS) == "stack"


RED_ELF, BLACK_ELF, TWO_RED_ELF = (
    _creature(name, "Elf", f"{{T}}: Add {mana}.", (mana_ability("{T}", mana.strip("{}")),))
    for name, mana in (("Ember Elf", "{R}"), ("Dusk Elf", "{B}"), ("Flame Elf", "{R}{R}")))
SIXTEEN_SUNS = _spell("Sixteen Suns and a Moon", "{W}" * 16 + "{U}")
"""Made up: sixteen {W} and a {U}, which only the White and Blue Chimes make here."""


def test_a_payment_found_at_the_last_plan_within_the_searchs_budget_is_found() -> None:
    """CR 601.2g–h, 106.4: Sixteen Suns and a Moon ({W} sixteen times and {U}) with White
    Chime and Blue Chime (tap an Elf: {W}, {U}), nine Elvish Warriors and eight Elves making
    other mana ({G}, {R}, {B}, {C}, {G}{G} twice, {R}{R} twice): only all seventeen Elves
    tapped for the Chimes pay it, sixteen for the White Chime and one for the Blue. Trying
    fewest mana-making Elves tapped first, and then as much {W} as possible first, that is the
    2000th plan the payment search tries, the last before it gives up (``SEARCH_BUDGET``) and
    leaves the answer to the exhaustive search: the spell can be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, WHITE_CHIME, BLUE_CHIME, *["Elvish Warrior"] * 9, "Wirewood Elf", RED_ELF,
                  BLACK_ELF, MOSS_ELF, GREEN_ELF, GREEN_ELF, TWO_RED_ELF, TWO_RED_ELF)
    s.hand(0, SIXTEEN_SUNS)
    assert castable(Driver(s.build()), SIXTEEN_SUNS)


def test_eight_birchlore_rangers_are_one_ability_for_the_largest_x() -> None:
    """CR 107.3, 601.2f, 602.2b, 605.3a, 104.4b: eight Birchlore Rangers ("Tap two untapped
    Elves you control: Add one mana of any color.") and sixteen Elvish Warriors make twelve
    mana from their twenty-four Elves, and two Mountains two more: Starstorm ({X}{R}{R}) is
    offered X from 0 to 12. Activating two Rangers' abilities once each taps and adds what one
    activated twice does, so the plans looked at don't grow with the number of Rangers: the
    search for the largest X ends."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", *["Birchlore Rangers"] * 8,
                  *["Elvish Warrior"] * 16)
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    cast = next(a for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.card == d.find("Starstorm", zone="hand"))
    d.act(0, cast)
    d.expect("x")
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == \
        list(range(13))


THREE_LIGHTS = _spell("Three Lights", "{W}{W}{W}")


def test_two_alike_t_abilities_of_two_sources_are_both_counted() -> None:
    """CR 601.2g–h, 602.2b, 107.5: Three Lights ({W}{W}{W}) with two Elfhorn Chimes ({T}, tap
    an Elf: {W}), Human Drummer ({T}, tap a Human: any colour), Moss Elf, an Elvish Warrior
    and Field Hand: each Chime taps one of the two other Elves and the Drummer Field Hand,
    three {W}. The two Chimes' abilities are alike but each has the {T} of its own source:
    activating one twice is not possible, so they are not one ability in the search, and the
    spell can be cast."""
    d = _game(ELFHORN_CHIME, ELFHORN_CHIME, MOSS_ELF, "Elvish Warrior", HUMAN_DRUMMER,
              FIELD_HAND, spell=THREE_LIGHTS)
    assert castable(d, THREE_LIGHTS)
