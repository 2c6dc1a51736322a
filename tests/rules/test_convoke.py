"""Convoke (CR 702.51), with Hour of Reckoning ({4}{W}{W}{W} sorcery, convoke): each untapped
creature its caster controls may be tapped, while the spell's total cost is paid, rather than
pay one generic mana or one mana of that creature's colour."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

HOUR = "Hour of Reckoning"


def _game(*permanents: str, theirs: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *permanents)
    if theirs:
        s.battlefield(1, *theirs)
    s.hand(0, HOUR)
    return Driver(s.build())


def _castable(d: Driver) -> bool:
    return CastSpell(d.find(HOUR, "hand"), "normal") in d.game.legal_actions()


def _convoke_options(d: Driver) -> set[tuple[int, str]]:
    return {(a.value[1], a.value[2]) for a in d.decision.actions
            if isinstance(a, Choose) and isinstance(a.value, tuple) and a.value[0] == "convoke"}


def test_a_creature_pays_one_generic_or_one_mana_of_its_colour() -> None:
    """702.51a: two Plains and five green Elvish Warriors can't pay {W}{W}{W} (green
    creatures pay only generic mana); two Plains, a white Glory Seeker and four Warriors
    can; an opponent's creatures never help. With three Plains the Seeker may pay {W} or {1},
    a Warrior only {1}."""
    assert not _castable(_game("Plains", "Plains", *["Elvish Warrior"] * 5))
    assert not _castable(_game("Plains", "Plains", "Glory Seeker", "Elvish Warrior",
                               theirs=("Elvish Warrior",) * 3))
    assert _castable(_game("Plains", "Plains", "Glory Seeker", *["Elvish Warrior"] * 4))
    d = _game("Plains", "Plains", "Plains", "Glory Seeker", *["Elvish Warrior"] * 3)
    assert _castable(d)
    d.cast(0, HOUR, pay=False)
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    options = _convoke_options(d)
    assert (seeker, "W") in options and (seeker, "1") in options
    assert (warrior, "1") in options and (warrior, "G") not in options
    d.pay()
    assert d.state.stack and all(d.state.objects[x].tapped for x in d.state.battlefield)
    spell = d.state.objects[d.state.stack[-1]]
    assert set(spell.stack["convoked"]) == {seeker, *d.ids("Elvish Warrior")}  # 702.51c


def test_only_choices_that_leave_the_rest_payable_are_offered() -> None:
    """With exactly two Plains and one white creature for {W}{W}{W}, the Seeker may only
    pay {W}: paying {1} with it would leave a {W} nothing can pay (CR 601.2h)."""
    d = _game("Plains", "Plains", "Glory Seeker", *["Elvish Warrior"] * 4)
    d.cast(0, HOUR, pay=False)
    seeker = d.find("Glory Seeker")
    d.choose(("convoke", d.find("Elvish Warrior"), "1"))
    d.choose(("convoke", d.ids("Elvish Warrior")[1], "1"))
    d.choose(("convoke", d.ids("Elvish Warrior")[2], "1"))
    d.choose(("convoke", d.ids("Elvish Warrior")[3], "1"))
    assert (seeker, "W") in _convoke_options(d) and (seeker, "1") not in _convoke_options(d)
    d.choose(("convoke", seeker, "W"))
    d.pay()
    assert d.state.stack and d.state.objects[d.state.stack[-1]].stack["mana_spent"] == 2


def test_convoked_creatures_are_tapped_and_the_spell_resolves() -> None:
    """Seven creatures of the right colours pay the whole cost; no mana is spent, the spell
    resolves and destroys them all."""
    d = _game(*["Glory Seeker"] * 3, *["Elvish Warrior"] * 4)
    assert _castable(d)
    d.cast(0, HOUR)
    spell = d.state.objects[d.state.stack[-1]]
    assert spell.stack["mana_spent"] == 0
    d.resolve()
    assert not d.state.battlefield


def test_what_is_left_to_pay_is_shown_after_each_creature_convokes() -> None:
    """702.51a, 601.2h: a green Elvish Warrior tapped for {1}, then a white Glory Seeker for
    {W}: the payment shows {3}{W}{W}{W}, then {3}{W}{W} left to pay."""
    d = _game(*["Plains"] * 5, "Glory Seeker", "Elvish Warrior")
    d.act(0, CastSpell(d.find(HOUR, "hand"), "normal"))
    assert d.decision.prompt == "Pay {4}{W}{W}{W}"
    d.choose(("convoke", d.find("Elvish Warrior"), "1"))
    assert d.decision.prompt == "Pay {3}{W}{W}{W}"
    d.choose(("convoke", d.find("Glory Seeker"), "W"))
    assert d.decision.prompt == "Pay {3}{W}{W}"


def test_no_creature_pays_a_generic_mana_once_none_is_left() -> None:
    """702.51a: a convoking creature pays one generic mana or one mana of its colour of what
    is left. Once four Elvish Warriors have paid the {4}, Glory Seeker may pay only a {W}
    (three Plains pay the rest either way)."""
    d = _game("Plains", "Plains", "Plains", "Glory Seeker", *["Elvish Warrior"] * 4)
    d.cast(0, HOUR, pay=False)
    seeker = d.find("Glory Seeker")
    assert (seeker, "1") in _convoke_options(d)
    for warrior in d.ids("Elvish Warrior"):
        d.choose(("convoke", warrior, "1"))
    assert _convoke_options(d) == {(seeker, "W")}
    d.choose(("convoke", seeker, "W"))
    d.pay()
    assert d.state.objects[d.state.stack[-1]].stack["mana_spent"] == 2


def test_an_activated_ability_is_not_convoked() -> None:
    """702.51a: convoke is a spell's; an activated ability's cost is paid with mana only.
    Blighted Woodland's {3}{G} can't be paid by three lands and an untapped Glory Seeker,
    and no creature is offered while it is paid with four lands."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Forest", "Swamp", "Plains", "Glory Seeker")
    s.library(0, "Forest", "Forest")
    d = Driver(s.build())
    woodland = d.find("Blighted Woodland")
    assert not any(isinstance(a, ActivateAbility) and a.source == woodland
                   for a in d.game.legal_actions())
    s.battlefield(0, "Island")
    d = Driver(s.build())
    d.activate(0, woodland, pay=False)
    d.expect("pay_mana")
    assert _convoke_options(d) == set()


def test_a_mana_creature_that_convokes_adds_no_mana_for_the_rest() -> None:
    """702.51a, 601.2h, ruling MIC-OR-0124: a creature tapped to convoke can't also tap for
    mana. With two Plains, Avacyn's Pilgrim ({T}: Add {W}) and four Elvish Warriors for
    {4}{W}{W}{W}, the green Pilgrim may not convoke for {1}: its {W} is needed, and nothing
    else could pay the third {W}; each Warrior may pay {1}."""
    d = _game("Plains", "Plains", "Avacyn's Pilgrim", *["Elvish Warrior"] * 4)
    assert _castable(d)
    d.cast(0, HOUR, pay=False)
    pilgrim = d.find("Avacyn's Pilgrim")
    options = _convoke_options(d)
    assert {(w, "1") for w in d.ids("Elvish Warrior")} <= options
    assert not any(cid == pilgrim for cid, _ in options)


def test_a_face_down_white_card_is_colourless_and_pays_only_generic_mana() -> None:
    """CR 702.51a, 708.2a: a face-down Daru Lancer (a white card) is a colourless 2/2: it may
    be tapped for {1} of Hour of Reckoning's cost, never for {W}: with one Plains, the white
    Glory Seeker and four face-down creatures the {W}{W}{W} can't be paid; with two Plains the
    face-down creatures pay the {4}."""
    def game(plains: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, *["Plains"] * plains, "Glory Seeker")
        s.battlefield(0, "Daru Lancer", "Daru Lancer", "Daru Lancer", "Daru Lancer",
                      face_down=True)
        s.hand(0, HOUR)
        return Driver(s.build())

    assert not _castable(game(1))
    d = game(2)
    assert _castable(d)
    d.cast(0, HOUR, pay=False)
    lancers = d.ids("Daru Lancer", "battlefield")
    options = _convoke_options(d)
    assert {(x, "1") for x in lancers} <= options
    assert not {(x, "W") for x in lancers} & options
    d.pay()
    assert d.state.stack and all(d.state.objects[x].tapped for x in d.state.battlefield)


def test_a_creature_with_protection_from_white_convokes_a_white_spell() -> None:
    """CR 702.51a, 702.16b: tapping a creature for convoke doesn't target it, so Disciple of
    Malice (protection from white) helps pay for the white Hour of Reckoning, paying {1}; the
    spell then destroys it with the rest: protection stops only what 702.16b-f list, and
    "destroy all" neither targets it nor deals damage."""
    d = _game(*["Plains"] * 3, "Disciple of Malice", *["Elvish Warrior"] * 3)
    assert _castable(d)
    d.cast(0, HOUR, pay=False)
    disciple = d.find("Disciple of Malice")
    assert (disciple, "1") in _convoke_options(d)
    d.choose(("convoke", disciple, "1"))
    d.pay()
    spell = d.state.objects[d.state.stack[-1]]
    assert disciple in spell.stack["convoked"] and d.state.objects[disciple].tapped
    d.resolve()
    assert d.zone_of("Disciple of Malice") == "graveyard"


def _cursed(warriors: int) -> Driver:
    """Player 1's Curse of Silence, naming Hour of Reckoning, enchants player 0, who then has
    three Plains and ``warriors`` Elvish Warriors in their main phase."""
    s = Scenario(seed=1)
    s.at("precombat_main", active=1)
    s.battlefield(1, "Plains")
    s.hand(1, "Curse of Silence")
    s.battlefield(0, "Plains", "Plains", "Plains", *["Elvish Warrior"] * warriors)
    s.hand(0, HOUR)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(1, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose(HOUR)
    d.pass_until("precombat_main", turn=4)
    return d


def test_convoke_pays_the_total_cost_with_its_increase() -> None:
    """CR 702.51b, 601.2f: Curse of Silence makes Hour of Reckoning cost {2} more; convoke
    applies to the total cost {6}{W}{W}{W}: three Plains and five Warriors aren't enough,
    three Plains and six Warriors pay it, every one of them tapped."""
    assert not _castable(_cursed(5))
    d = _cursed(6)
    assert _castable(d)
    d.cast(0, HOUR)
    assert HOUR in [d.game.name_of(x) for x in d.state.stack]
    assert all(d.state.objects[x].tapped for x in d.state.battlefield
               if d.state.objects[x].controller == 0)


def test_a_multicoloured_creature_pays_one_mana_of_any_of_its_colours() -> None:
    """CR 702.51a, 105.2: Dawnhart Wardens is green and white, so it may pay {W}, one mana of
    one of its colours: two Plains, the Wardens and four green Elvish Warriors pay
    {4}{W}{W}{W}; with a fifth mono-green Warrior in its place the third {W} can't be paid.
    Only the Wardens can pay that {W}, so it isn't offered for {1} (CR 601.2h)."""
    assert not _castable(_game("Plains", "Plains", *["Elvish Warrior"] * 5))
    d = _game("Plains", "Plains", "Dawnhart Wardens", *["Elvish Warrior"] * 4)
    assert _castable(d)
    d.cast(0, HOUR, pay=False)
    wardens = d.find("Dawnhart Wardens")
    assert (wardens, "W") in _convoke_options(d)
    assert (wardens, "1") not in _convoke_options(d) and (wardens, "G") not in _convoke_options(d)
    d.choose(("convoke", wardens, "W"))
    for warrior in d.ids("Elvish Warrior"):
        d.choose(("convoke", warrior, "1"))
    d.pay()
    spell = d.state.objects[d.state.stack[-1]]
    assert spell.stack["mana_spent"] == 2 and wardens in spell.stack["convoked"]
