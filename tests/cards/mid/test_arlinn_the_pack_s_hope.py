"""Arlinn, the Pack's Hope // Arlinn, the Moon's Fury.

Oracle: Front (Legendary Planeswalker — Arlinn, loyalty 4): "Daybound (If a player casts no
spells during their own turn, it becomes night next turn.) / [+1]: Until your next turn, you
may cast creature spells as though they had flash, and each creature you control enters the
battlefield with an additional +1/+1 counter on it. / [−3]: Create two 2/2 green Wolf creature
tokens."
Back (Legendary Planeswalker — Arlinn): "Nightbound (If a player casts at least two spells
during their own turn, it becomes day next turn.) / [+2]: Add {R}{G}. / [0]: Until end of turn,
Arlinn, the Moon's Fury becomes a 5/5 Werewolf creature with trample, indestructible, and
haste."

Rulings covered: MID-RN-227, MID-RN-228, MID-RN-229; MID-OR-0654 to MID-OR-0666.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import DayboundRulings, appearing_together, moonmist_at_night
from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Arlinn, the Pack's Hope")

ARLINN = "Arlinn, the Pack's Hope"
PLUS_ONE, MINUS_THREE = 1, 2
PLUS_TWO, ZERO = 1, 2


def _front() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    return Driver(s.build())


def _castable(d: Driver, player: int, name: str) -> bool:
    return any(isinstance(a, CastSpell) and a.card in d.ids(name, zone="hand")
               for a in d.game.legal_actions()) and d.decision.player == player


def test_plus_one_flash_and_an_extra_counter_until_your_next_turn() -> None:
    d = _front()
    d.activate(0, ARLINN, index=PLUS_ONE)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent's upkeep: player 0 gets priority
    assert _castable(d, 0, "Glory Seeker")
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    # The effects end as player 0's next turn begins.
    d.pass_until("upkeep", turn=5)
    assert not _castable(d, 0, "Glory Seeker")
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Glory Seeker")
    d.resolve()
    later = [x for x in d.ids("Glory Seeker", zone="battlefield") if x != seeker][0]
    assert d.state.objects[later].counters == {}


def test_without_the_plus_one_creatures_have_sorcery_timing() -> None:
    d = _front()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    assert not _castable(d, 0, "Glory Seeker")


def test_minus_three_creates_two_wolves() -> None:
    d = _front()
    d.activate(0, ARLINN, index=MINUS_THREE)
    d.resolve()
    wolves = d.ids("Wolf", zone="battlefield")
    assert len(wolves) == 2
    c = d.chars(wolves[0])
    assert (c.power, c.toughness, c.colors, c.controller) == (2, 2, frozenset("G"), 0)
    assert d.state.objects[d.find(ARLINN)].counters == {"loyalty": 1}


def test_cast_at_night_she_enters_as_the_moons_fury_with_her_loyalty() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.hand(0, ARLINN)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, ARLINN)
    d.resolve()
    arlinn = d.find(ARLINN, zone="battlefield")
    assert d.chars(arlinn).name == "Arlinn, the Moon's Fury"
    assert d.state.objects[arlinn].counters == {"loyalty": 4}


def _night(*extra: str) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True)
    s.battlefield(0, *extra)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-227", "MID-OR-0654")
def test_plus_two_uses_the_stack() -> None:
    d = _night()
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=PLUS_TWO)
    assert len(d.state.stack) == 1  # not a mana ability: it can be responded to
    assert not any(d.state.players[0].mana_pool.values())
    assert d.state.objects[arlinn].counters == {"loyalty": 6}
    d.resolve()
    pool = d.state.players[0].mana_pool
    assert pool.get("R") == 1 and pool.get("G") == 1


@pytest.mark.ruling("MID-RN-228", "MID-OR-0665")
def test_zero_makes_her_a_werewolf_creature_that_keeps_her_loyalty_when_damaged() -> None:
    d = _night()
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=ZERO)
    d.resolve()
    c = d.chars(arlinn)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Werewolf"})
    assert (c.power, c.toughness) == (5, 5)
    assert {"Trample", "Indestructible", "Haste"} <= c.keywords
    d.pass_priority()
    d.cast(1, "Shock", targets=[arlinn])
    d.resolve()
    o = d.state.objects[arlinn]
    assert o.counters == {"loyalty": 4} and o.damage == 2
    # Until end of turn only: then she is a planeswalker again.
    d.pass_until("upkeep", turn=4)
    c = d.chars(arlinn)
    assert "Planeswalker" in c.types and not c.is_creature
    assert d.state.objects[arlinn].counters == {"loyalty": 4}


def test_the_werewolf_has_no_loyalty_until_she_is_a_planeswalker_again() -> None:
    """CR 306.5, 205.1a: loyalty is a characteristic only planeswalkers have: while her 0 makes
    her only a Werewolf creature, Arlinn has no loyalty (her three loyalty counters stay on
    her); at the end of the turn she is a planeswalker again, with her loyalty."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True, counters={"loyalty": 3})
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    assert d.chars(arlinn).loyalty == 4
    d.activate(0, arlinn, index=ZERO)
    d.resolve()
    assert d.chars(arlinn).loyalty is None
    assert d.state.objects[arlinn].counters == {"loyalty": 3}
    assert d.game.view(0)["battlefield"][0]["loyalty"] is None
    d.pass_until("upkeep", turn=4)
    assert d.chars(arlinn).loyalty == 4
    assert d.state.objects[arlinn].counters == {"loyalty": 3}


@pytest.mark.ruling("MID-RN-228", "MID-OR-0665")
def test_the_werewolf_attacks_with_haste_and_trample() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True, sick=True)
    s.battlefield(1, "Glory Seeker")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=ZERO)
    d.resolve()
    d.to_combat()
    d.attack([arlinn])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): arlinn})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 3))  # lethal damage to the blocker, the rest tramples over (CR 702.19b)
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 17


@pytest.mark.ruling("MID-RN-229", "MID-OR-0666")
def test_becoming_day_transforms_her_but_she_stays_a_werewolf_creature() -> None:
    d = _night("The Celestus", "Plains", "Plains", "Plains")
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=ZERO)
    d.resolve()
    d.activate(0, "The Celestus", index=2)
    d.resolve()
    assert d.state.day_night == "day"
    c = d.chars(arlinn)
    assert c.name == ARLINN  # transformed to her front face
    assert c.is_creature and (c.power, c.toughness) == (5, 5) and "Planeswalker" not in c.types


class TestDayboundRulings(DayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0655", "MID-OR-0656", "MID-OR-0657", "MID-OR-0658", "MID-OR-0659",
        "MID-OR-0660", "MID-OR-0661", "MID-OR-0662",
    )
    CARD, BACK = "Arlinn, the Pack's Hope", "Arlinn, the Moon's Fury"


@pytest.mark.ruling("MID-OR-0664")
def test_appearing_together_with_a_nightbound_or_daybound_permanent_makes_it_day() -> None:
    """Official ruling: "If it's neither day nor night, and a creature with daybound and a
    creature with nightbound somehow appear on the battlefield at the same time, it becomes
    day. The creature with nightbound will transform." (CR 702.145d, 702.145g) Arlinn, the
    Pack's Hope appearing with Shady Traveler (nightbound) makes it day and the Traveler
    transforms; Arlinn, the Moon's Fury appearing with Bird Admirer (daybound) makes it day and
    Arlinn transforms."""
    assert appearing_together(ARLINN, "Shady Traveler") == ("day", ARLINN, "Shady Traveler")
    assert appearing_together("Bird Admirer", ARLINN) == ("day", "Bird Admirer", ARLINN)


@pytest.mark.ruling("MID-OR-0663")
def test_moonmist_doesnt_transform_her() -> None:
    """Official ruling: "Permanents with daybound and nightbound can't transform via any means
    other than their daybound and nightbound abilities. Notably, older cards such as Moonmist
    that instruct a player to transform permanents don't affect permanents with daybound or
    nightbound." (CR 702.145e): Arlinn, the Moon's Fury, a 5/5 Werewolf creature by her [0]
    and given all creature types by Amoeboid Changeling, is a Human when Moonmist ("Transform
    all Humans") resolves and stays the Moon's Fury, while Baithook Angler, a Human without
    daybound, transforms."""
    r = moonmist_at_night(ARLINN, animate=ZERO)
    assert r.human and (r.name_before, r.name_after, r.transforms) == (
        "Arlinn, the Moon's Fury", "Arlinn, the Moon's Fury", 0)
    assert r.angler_after == "Hook-Haunt Drifter"


def _plus_one_with(*hand: str, permanents: tuple[str, ...],
                   library: tuple[str, ...] = ("Forest",) * 5) -> Driver:
    """Player 0 activates Arlinn's +1 in their turn 3, with ``hand``, ``permanents`` and
    ``library``."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, *permanents)
    s.hand(0, *hand)
    s.battlefield(1, "Forest", "Plains", "Plains")
    s.hand(1, "Vitality Charm", "Glory Seeker")
    s.graveyard(1, "Elvish Warrior")
    s.library(0, *library)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    d.activate(0, ARLINN, index=PLUS_ONE)
    d.resolve()
    return d


def test_plus_one_gives_flash_to_creature_spells_only_and_only_to_you() -> None:
    """CR 601.3b, 702.8a: "you may cast creature spells as though they had flash": in the
    opponent's upkeep player 0 may cast Glory Seeker but not the sorcery Sunset Revelry; in
    their own upkeep the opponent may cast no creature spell. CR 609.4."""
    d = _plus_one_with("Glory Seeker", "Sunset Revelry", permanents=("Plains",) * 4)
    d.pass_until("upkeep", turn=4)
    assert not _castable(d, 1, "Glory Seeker")
    d.pass_priority()  # the opponent's upkeep: player 0 gets priority
    assert _castable(d, 0, "Glory Seeker")
    assert not _castable(d, 0, "Sunset Revelry")


def test_plus_one_counters_on_creature_tokens_face_down_creatures_and_copies_of_yours() -> None:
    """CR 614.1c, 111.1: each creature player 0 controls enters with an additional +1/+1
    counter (a Clue token isn't one): Vitality Charm's Insect token, Croaking Counterpart's
    Frog copy of Glory Seeker, a morph cast face down (a 2/2 creature, CR 708.2) and Clone
    copying Glory Seeker; the opponent's Insect and
    Glory Seeker, in their turn, don't."""
    d = _plus_one_with("Secrets of the Key", "Vitality Charm", "Croaking Counterpart",
                       "Krosan Colossus", "Clone",
                       permanents=("Glory Seeker", "Forest", "Forest", *["Island"] * 4,
                                   *["Plains"] * 7))
    d.cast(0, "Secrets of the Key")
    d.resolve()
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].counters == {}  # no creature
    d.cast(0, "Vitality Charm", modes=[0])
    d.resolve()
    insect = d.find("Insect", zone="battlefield")
    assert d.state.objects[insect].counters == {"+1/+1": 1}
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Croaking Counterpart", targets=[seeker])
    d.resolve()
    frog = next(x for x in d.state.battlefield
                if d.state.objects[x].is_token and x not in (insect, clue))
    assert d.chars(frog).name == "Glory Seeker"
    assert d.state.objects[frog].counters == {"+1/+1": 1}
    d.cast(0, "Clone")
    d.resolve()
    d.choose(seeker)
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Glory Seeker"
    assert d.state.objects[clone].counters == {"+1/+1": 1}
    d.cast(0, "Krosan Colossus", method="face_down")
    d.resolve()
    morph = next(x for x in d.state.battlefield if d.state.objects[x].face_down)
    assert d.state.objects[morph].counters == {"+1/+1": 1}
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Vitality Charm", modes=[0])
    d.resolve()
    theirs = [x for x in d.ids("Insect", zone="battlefield") if x != insect]
    assert len(theirs) == 1 and d.state.objects[theirs[0]].counters == {}
    d.cast(1, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield", player=1)
    assert d.state.objects[seeker].counters == {}


def test_plus_one_counters_on_creatures_put_onto_the_battlefield_but_not_on_lands() -> None:
    """CR 614.1c, 614.12: the additional counter applies to every creature entering under
    player 0's control, however it enters: the Elvish Warrior Visions of Dread puts onto the
    battlefield from the opponent's graveyard under player 0's control, Contortionist Troupe
    on top of its own two counters, and the Glory Seeker and the Vengeful Strangler (front face
    up, a creature) Storm the Festival puts onto the battlefield from the library; a land
    played gets none."""
    d = _plus_one_with("Visions of Dread", "Contortionist Troupe", "Storm the Festival",
                       "Forest", permanents=("Swamp", "Swamp", *["Forest"] * 9,
                                             *["Plains"] * 6),
                       library=("Glory Seeker", "Vengeful Strangler", "Plains", "Plains"))
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Elvish Warrior", zone="graveyard"))
    warrior = d.find("Elvish Warrior", zone="battlefield")
    assert d.state.objects[warrior].controller == 0
    assert d.state.objects[warrior].counters == {"+1/+1": 1}
    d.cast(0, "Contortionist Troupe", x=2)
    d.resolve()
    assert d.state.objects[d.find("Contortionist Troupe")].counters == {"+1/+1": 3}
    lands = set(d.ids("Forest", zone="battlefield"))
    d.play_land(0, "Forest")
    (played,) = set(d.ids("Forest", zone="battlefield")) - lands
    assert d.state.objects[played].counters == {}
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    d.choose(d.find("Vengeful Strangler", zone="library"))
    assert d.state.objects[d.find("Glory Seeker", zone="battlefield")].counters == {"+1/+1": 1}
    # a double-faced card put onto the battlefield enters front face up (CR 712.14)
    strangler = d.find("Vengeful Strangler", zone="battlefield")
    assert d.chars(strangler).name == "Vengeful Strangler"
    assert d.state.objects[strangler].counters == {"+1/+1": 1}


def test_plus_one_counter_with_dearly_departeds_each_named_by_its_source() -> None:
    """CR 616.1: a Human entering after +1 with Dearly Departed in its controller's graveyard
    gets both additional counters; its controller chooses the order among the two effects,
    each named by its source: Arlinn and Dearly Departed."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, "Plains", "Plains")
    s.graveyard(0, "Dearly Departed")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, ARLINN, index=PLUS_ONE)
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    order = d.expect("order_replacements")
    assert order.player == 0
    options = d.game.view(0)["decision"]["options"]
    assert sorted(o["source"] for o in options) == [ARLINN, "Dearly Departed"]
    d.choose(order.actions[0].value)
    assert d.state.objects[d.find("Glory Seeker", zone="battlefield")].counters == {"+1/+1": 2}


def _loyalty_actions(d: Driver, arlinn: int) -> set[int]:
    return {a.index for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == arlinn}


def test_one_loyalty_ability_a_turn_at_sorcery_speed() -> None:
    """CR 606.3: a loyalty ability only in its controller's main phase with the stack empty,
    and only one per turn: after the +1, neither ability is offered that turn, nor in the
    opponent's turn; in the controller's next main phase both are again."""
    d = _front()
    arlinn = d.find(ARLINN)
    assert _loyalty_actions(d, arlinn) == {PLUS_ONE, MINUS_THREE}
    d.activate(0, ARLINN, index=PLUS_ONE)
    assert _loyalty_actions(d, arlinn) == set()  # the stack isn't empty
    d.resolve()
    assert _loyalty_actions(d, arlinn) == set()  # one a turn
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    assert d.decision.player == 0 and _loyalty_actions(d, arlinn) == set()
    d.pass_until("precombat_main", turn=5)
    assert _loyalty_actions(d, arlinn) == {PLUS_ONE, MINUS_THREE}


def test_minus_three_needs_three_loyalty_counters() -> None:
    """CR 606.6: with two loyalty counters the [−3] can't be activated; the [+1] can."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, counters={"loyalty": 2})
    d = Driver(s.build())
    assert _loyalty_actions(d, d.find(ARLINN)) == {PLUS_ONE}


def test_the_plus_one_lasts_after_arlinn_has_left() -> None:
    """CR 611.2a: the effects of the resolved [+1] last until its controller's next turn
    whatever becomes of Arlinn. With one loyalty counter she goes to 2, is Shocked to 0 and
    put into the graveyard (CR 704.5i); in the opponent's turn a Glory Seeker is still cast
    as though it had flash and enters with a +1/+1 counter."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, counters={"loyalty": 1})
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    d.activate(0, ARLINN, index=PLUS_ONE)
    d.resolve()
    d.cast(0, "Shock", targets=[arlinn])
    d.resolve()
    assert d.ids(ARLINN, zone="graveyard")
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    assert _castable(d, 0, "Glory Seeker")
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker", zone="battlefield")].counters == {"+1/+1": 1}


def test_in_a_three_player_game_the_plus_one_spans_both_opponents_turns() -> None:
    """CR 611.2a: the [+1] lasts "until your next turn": with three players, activated
    in player 0's turn 3 still applies in player 2's turn 5: Glory Seeker is cast in that
    upkeep and enters with a +1/+1 counter."""
    s = Scenario(seed=1, players=3)
    s.battlefield(0, ARLINN, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    for p in range(3):
        s.library(p, *["Forest"] * 5)
    d = Driver(s.build())
    d.activate(0, ARLINN, index=PLUS_ONE)
    d.resolve()
    d.pass_until("upkeep", turn=5)
    assert d.decision.player == 2
    while d.decision.player != 0:
        d.pass_priority()
    assert d.state.turn == 5 and _castable(d, 0, "Glory Seeker")
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker", zone="battlefield")].counters == {"+1/+1": 1}


def test_two_plus_one_effects_at_once_give_two_additional_counters() -> None:
    """CR 611.2b, 614.1c, 616.1, 704.5j: the first Arlinn's +1 lasts until its controller's
    next turn even after she leaves. A second Arlinn is cast the same turn, the first is put
    into the graveyard by the legend rule, and the new one (a new object, CR 400.7) activates
    +1 too. Both effects now apply to each creature entering under player 0's control: Glory
    Seeker enters with two additional +1/+1 counters, its controller ordering the two
    replacement effects (CR 616.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN)
    s.battlefield(0, "Mountain", "Forest", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, ARLINN, "Glory Seeker")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    first = d.find(ARLINN, zone="battlefield")
    d.activate(0, first, index=PLUS_ONE)
    d.resolve()
    d.cast(0, ARLINN)
    d.resolve()
    d.expect("legend_rule")
    second = [o for o in d.ids(ARLINN, zone="battlefield") if o != first][0]
    d.choose(second)
    assert d.ids(ARLINN, zone="battlefield") == [second]
    d.activate(0, second, index=PLUS_ONE)
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.expect("order_replacements").player == 0
    d.take_first("order_replacements")
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {"+1/+1": 2}
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_plus_one_flash_reaches_the_top_of_the_library_and_a_face_down_spell() -> None:
    """CR 601.3b, 702.8a, 702.37c: "creature spells" whatever zone they are cast from and
    however: in the opponent's upkeep, player 0 may cast the Glory Seeker on top of their
    library with Future Sight, and may cast Whipcorder face down (a 2/2 creature spell, CR
    708.4), which enters with Arlinn's additional +1/+1 counter."""
    d = _plus_one_with("Whipcorder", permanents=("Future Sight",) + ("Plains",) * 4,
                       library=("Glory Seeker", "Forest", "Forest"))
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent's upkeep: player 0 gets priority
    top = d.find("Glory Seeker", zone="library")
    whipcorder = d.find("Whipcorder", zone="hand")
    assert CastSpell(top, "from_library") in d.game.legal_actions()
    assert CastSpell(whipcorder, "face_down") in d.game.legal_actions()
    d.cast(0, whipcorder, method="face_down")
    d.resolve()
    perm = d.find("Whipcorder", zone="battlefield")
    assert d.state.objects[perm].face_down
    assert d.state.objects[perm].counters == {"+1/+1": 1}


def test_made_to_read_elf_her_minus_three_creates_elves() -> None:
    """CR 612.2a: Artificial Evolution changes Wolf to Elf on Arlinn, the Pack's Hope: her
    −3 creates two 2/2 green Elf Tokens; she is still a planeswalker, Arlinn (CR 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", ARLINN)
    s.day_night("day")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    evolve(d, arlinn, "Wolf", "Elf")
    assert d.chars(arlinn).subtypes == {"Arlinn"}
    d.activate(0, arlinn, index=MINUS_THREE)
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).power) for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, 2)] * 2


def test_made_to_read_elf_at_night_she_becomes_an_elf_creature() -> None:
    """CR 612.2, 205.1a: Werewolf changed to Elf on Arlinn, the Moon's Fury: her [0] makes her
    a 5/5 Elf creature, not a Werewolf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", ARLINN)
    s.day_night("night")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Moon's Fury")
    evolve(d, arlinn, "Werewolf", "Elf")
    d.activate(0, arlinn, index=ZERO)
    d.resolve()
    c = d.chars(arlinn)
    assert (c.types, c.subtypes, c.power) == ({"Creature"}, {"Elf"}, 5)


def test_two_headed_giant_the_teammate_s_plus_one_ends_as_the_team_s_next_turn_begins() -> None:
    """CR 611.2a, 805.4: player 1 (not the primary player) activates the [+1] in team 0-1's
    turn: in team 2-3's turn player 1 may cast Glory Seeker, which enters with a +1/+1 counter,
    and player 0 may not cast theirs; the effect ends as team 0-1's next turn begins, though
    the turn is the primary player's, player 0."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, ARLINN, "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Glory Seeker", "Glory Seeker")
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    d = Driver(s.build())
    while d.decision.player != 1:
        d.pass_priority()
    d.activate(1, ARLINN, index=PLUS_ONE)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2
    while d.decision.player != 0:
        d.pass_priority()
    assert not _castable(d, 0, "Glory Seeker")
    d.pass_priority()
    assert _castable(d, 1, "Glory Seeker")
    d.cast(1, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    d.pass_until("upkeep", turn=5)
    assert d.state.active == 0
    while d.decision.player != 1:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    assert not _castable(d, 1, "Glory Seeker")
