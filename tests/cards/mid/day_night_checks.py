"""Shared checks for the day/night rulings published with many Midnight Hunt cards (CR 702.145,
730), and the base classes that run them for one card: a daybound card's test module
subclasses ``HumanWerewolfDayboundRulings``, ``DayboundRulings`` or
``DayboundDesignationRuling`` (as many of the checks as the card's scenarios allow) as
``TestDayboundRulings`` with the card's name and back face's name as class attributes (``CARD``,
``BACK``); a card with an ability that triggers as day becomes night subclasses
``DayNightTriggerRulings`` or, for the designation ruling alone, ``DayNightDesignationRuling``
(``CARD``). The rulings:

* "Day and night are designations that the game itself can have. The game starts as neither.
  Once the game becomes day (or less commonly, night), the game will be exactly one of them—day
  or night—going back and forth for the rest of the game." (CR 730.1, 730.2)
* "If a triggered ability triggers whenever day becomes night or night becomes day, it only
  triggers if it was already either day/night and becomes the other. It does not trigger when
  the game becomes day or night for the first time." (CR 730.1)
* "Before a player untaps their permanents during the untap step, the game checks to see if the
  day/night designation should change." (CR 502.2)
* "If it is day, and the active player of the previous turn cast no spells during their turn,
  it becomes night." / "If it is night, and the active player of the previous turn cast two or
  more spells during their turn, it becomes day." (CR 730.2a, 730.2b)
* "Double-faced permanents with daybound transform to their nightbound faces as it becomes
  night. ... This happens immediately and is not a state-based action. It happens any time it
  becomes day or night, not just during the untap step." (CR 702.145c, 702.145f)
* "If you cast a spell with daybound during night, that spell will be front face up ... on the
  stack. However, it will enter the battlefield with its back face up ... It won't enter with
  its daybound face up and then transform." (CR 702.145g, 712.14)
* "If it is night, permanents with daybound that enter the battlefield without being cast will
  enter with their nightbound faces up." (CR 702.145g)
* "Permanents with daybound and nightbound can't transform via any means other than their
  daybound and nightbound abilities. Notably, older cards such as Moonmist that instruct a player
  to transform permanents don't affect permanents with daybound or nightbound." (CR 702.145b,
  702.145e)
* "If it's neither day nor night, and a creature with daybound and a creature with nightbound
  somehow appear on the battlefield at the same time, it becomes day. The creature with
  nightbound will transform." (CR 702.145d, 702.145g)

The pool's only instruction to transform permanents other than the source is Tovolar, Dire
Overlord's "Then transform any number of Human Werewolves you control", which comes right after
it becomes night, when a daybound Human Werewolf card is already back face up. Olag, Ludevic's
Hubris as a copy of such a card is a Human Werewolf with daybound while back face up (daybound
is a copiable value, CR 707.2): it is offered, chosen, and not transformed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from manastack.cards.database import database
from manastack.decisions.actions import ActivateAbility, Choose, FinishDeclaration, PassPriority
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .card_checks import answer_minimally, basic_lands


def lands_paying(card: str) -> list[str]:
    """Basic lands that pay the card's mana cost (generic mana with Mountains)."""
    return basic_lands(database().get(card).front.mana_cost or "", "Mountain")


def _lands_for(card: str) -> list[str]:
    """Basic lands paying the card's mana cost, at least two of them Mountains (for two
    Shocks on a later turn)."""
    lands = lands_paying(card)
    return lands + ["Mountain"] * max(0, 2 - lands.count("Mountain"))


def _advance(d: Driver, step: str, turn: int) -> None:
    """Pass priority (answering any trigger's decision) until ``step`` of ``turn`` with an
    empty stack."""
    target = Step[step.upper()]
    for _ in range(500):
        g = d.state
        if g.step is target and g.turn == turn and d.decision.kind == "priority" \
                and not g.stack:
            return
        if d.decision.kind == "priority":
            d.act(d.decision.player, PassPriority())
        else:
            answer_minimally(d)
    raise AssertionError(f"did not reach {step} of turn {turn}")


@dataclass
class DayNightHistory:
    """The designation (and the card's name) after each step of the check."""

    driver: Driver
    designations: list[str | None] = field(default_factory=list)
    names: list[str] = field(default_factory=list)


def designation_history(card: str) -> DayNightHistory:
    """The game starts neither day nor night; ``card`` is cast and enters (which makes it day);
    player 0 cast a spell on turn 3, so it stays day; player 1 casts nothing on turn 4, so it
    becomes night; player 0 casts two spells on turn 5, so it becomes day again."""
    s = Scenario(seed=1)
    s.battlefield(0, *_lands_for(card))
    s.hand(0, card, "Shock", "Shock")
    s.library(0, *["Mountain"] * 6)
    s.library(1, *["Mountain"] * 6)
    d = Driver(s.build())
    h = DayNightHistory(d)

    def note(oid: int | None) -> None:
        h.designations.append(d.state.day_night)
        if oid is not None:
            h.names.append(d.chars(oid).name)

    note(None)
    d.cast(0, card)
    d.resolve()
    while d.decision.kind != "priority":
        answer_minimally(d)
    oid = d.find(card, zone="battlefield")
    note(oid)
    _advance(d, "precombat_main", 4)
    note(oid)
    _advance(d, "precombat_main", 5)
    note(oid)
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    _advance(d, "precombat_main", 6)
    note(oid)
    return h


def becomes_day_for_the_first_time(*battlefield: str, graveyard: tuple[str, ...] = (),
                                   hand: tuple[str, ...] = ()) -> Driver:
    """With ``battlefield``, ``graveyard`` and ``hand`` cards for player 0 and the game neither
    day nor night, player 0 casts Bird Admirer, whose daybound makes it day as it enters (702.145d).
    Returns the driver right after that spell resolved."""
    s = Scenario(seed=1)
    s.battlefield(0, *battlefield, "Forest", "Forest", "Forest")
    if graveyard:
        s.graveyard(0, *graveyard)
    s.hand(0, "Bird Admirer", *hand)
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Forest"] * 4)
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Bird Admirer")
    d.resolve()
    return d


def pass_until_a_decision(d: Driver, turn: int) -> str:
    """Pass priority until a decision other than priority comes up (declarations answered
    empty) or ``turn`` ends; returns the decision's kind ("priority" if none came)."""
    for _ in range(500):
        if d.state.turn > turn:
            return "priority"
        kind = d.decision.kind
        if kind in ("declare_attackers", "declare_blockers"):
            d.act(d.decision.player, FinishDeclaration())
        elif kind != "priority":
            return kind
        else:
            d.act(d.decision.player, PassPriority())
    raise AssertionError("no decision came up")


def _moonrise_game(card: str, start: str | None, with_creature: bool = False) -> Driver:
    """``card`` on player 0's battlefield with the game ``start`` ("day", or None for neither),
    and Unnatural Moonrise ("It becomes night.") in their hand with the lands to cast it (and a
    Glory Seeker to target, ``with_creature``)."""
    s = Scenario(seed=1)
    if start is not None:
        s.day_night(start)
    s.battlefield(0, card, "Mountain", "Forest")
    if with_creature:
        s.battlefield(0, "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, *["Swamp"] * 6)
    s.library(1, *["Swamp"] * 6)
    return Driver(s.build())


def becomes_night_with(card: str, start: str | None) -> Driver:
    """``card`` is on player 0's battlefield with the game ``start`` ("day", or None for
    neither); player 0 casts Unnatural Moonrise ("It becomes night.") targeting it and the spell
    resolves. Returns the driver then: a day/night trigger would be on the stack."""
    d = _moonrise_game(card, start)
    d.cast(0, "Unnatural Moonrise", targets=[d.find(card)])
    d.resolve()
    assert d.state.day_night == "night"
    return d


def designation_changes(d: Driver) -> list[tuple[str | None, str]]:
    """Every change of the game's day/night designation so far, as (before, after)."""
    return [(e.data.get("from"), e.data["value"]) for e in d.state.log if e.kind == "day_night"]


@dataclass
class UntapCheck:
    """What the log says happened at the start of the next turn."""

    designation: str | None
    name: str
    day_night_before_untap: bool
    transform_before_untap: bool
    untapped: bool
    untap_seen: bool = False
    """Whether the card's untap is in the log (it may be tapped again by a trigger since)."""


def next_turn_untap(card: str, start: str, spells: int, transform: bool = True) -> UntapCheck:
    """``card`` (tapped, player 0's, face matching ``start`` if ``transform``, as for a
    daybound card) sees player 1's turn 3 with ``spells`` Shocks cast by player 1; returns what
    happened as player 0's turn 4 began."""
    s = Scenario(seed=1)
    s.day_night(start)
    s.battlefield(0, card, tapped=True, transformed=transform and start == "night")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    oid = d.find(card)
    for _ in range(spells):
        d.cast(1, "Shock", targets=[0])
        d.resolve()
    mark = len(d.state.log)
    _advance(d, "upkeep", 4)
    log = d.state.log[mark:]
    kinds = [(i, e.kind, e.obj) for i, e in enumerate(log)]
    untap = next((i for i, k, o in kinds if k == "untap" and o == oid), len(log))
    dn = next((i for i, k, _ in kinds if k == "day_night"), len(log))
    tr = next((i for i, k, o in kinds if k == "transform" and o == oid), len(log))
    return UntapCheck(d.state.day_night, d.chars(oid).name, dn < untap, tr < untap,
                      not d.state.objects[oid].tapped, untap < len(log))


def _is_creature_card(card: str) -> bool:
    return "Creature" in database().get(card).front.types


def becomes_night_mid_turn(card: str) -> tuple[str, str, list[str]]:
    """With ``card`` on player 0's battlefield by day, player 0 casts Unnatural Moonrise ("It
    becomes night.") in their main phase, targeting the card (a Glory Seeker if the card isn't
    a creature). Returns the card's name before and after, and the kinds of events from the
    designation change to the transformation."""
    d = _moonrise_game(card, "day", with_creature=not _is_creature_card(card))
    oid = d.find(card)
    before = d.chars(oid).name
    target = oid if _is_creature_card(card) else d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[target])
    d.resolve_all()  # with any trigger of the card on the spell
    kinds = [e.kind for e in d.state.log]
    start = max(i for i, k in enumerate(kinds) if k == "day_night")
    stop = next(i for i in range(start, len(kinds)) if kinds[i] == "transform")
    return before, d.chars(oid).name, kinds[start:stop + 1]


@dataclass
class CastAtNight:
    name_on_stack: str
    name_on_battlefield: str
    transformed_events: int
    driver: Driver


def cast_at_night(card: str, targets: list[int] | None = None) -> CastAtNight:
    """Player 0 casts ``card`` from their hand at night (with ``targets``); the spell
    resolves."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *lands_paying(card))
    s.hand(0, card)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, card, targets=targets or [])
    on_stack = d.chars(d.state.stack[-1]).name
    mark = len(d.state.log)
    d.resolve()
    oid = d.find(card, zone="battlefield")
    transforms = [e for e in d.state.log[mark:] if e.kind == "transform"]
    return CastAtNight(on_stack, d.chars(oid).name, len(transforms), d)


def returned_at_night(card: str) -> tuple[str, int, Driver]:
    """At night, player 0's Doomed Necromancer returns ``card`` from their graveyard to the
    battlefield (not cast); a card that isn't a creature card is put onto the battlefield from
    the top of player 0's library by Storm the Festival instead. Returns the permanent's name,
    the transform events meanwhile, and the driver."""
    if not _is_creature_card(card):
        return stormed_at_night(card)
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Doomed Necromancer", "Swamp")
    s.graveyard(0, card)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Doomed Necromancer", targets=[d.find(card, zone="graveyard")])
    mark = len(d.state.log)
    d.resolve()
    oid = d.find(card, zone="battlefield")
    transforms = [e for e in d.state.log[mark:] if e.kind == "transform"]
    return d.chars(oid).name, len(transforms), d


def stormed_at_night(card: str) -> tuple[str, int, Driver]:
    """At night, player 0 casts Storm the Festival and puts ``card`` from the top of their
    library onto the battlefield (not cast). Returns what ``returned_at_night`` does."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, card, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    mark = len(d.state.log)
    d.choose(d.find(card, zone="library"))
    while d.decision.kind != "priority":
        answer_minimally(d)
    oid = d.find(card, zone="battlefield")
    transforms = [e for e in d.state.log[mark:] if e.kind == "transform"]
    return d.chars(oid).name, len(transforms), d


@dataclass
class TovolarCheck:
    offered: bool
    face: int
    has_daybound: bool
    transforms: int


def tovolar_transforms_a_daybound_copy(card: str) -> TovolarCheck:
    """Olag becomes a copy of ``card`` (a daybound Human Werewolf card); it is still day on turn
    5 when Tovolar's upkeep trigger makes it night and offers to transform Olag, which is
    chosen. Returns what happened to Olag."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Tovolar, Dire Overlord", "Ludevic, Necrogenius", "Bird Admirer")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, card)
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=1, choices=[d.find(card, zone="graveyard")])
    d.resolve()
    assert d.chars(olag).has("Daybound")
    assert {"Human", "Werewolf"} <= set(d.chars(olag).subtypes)
    d.cast(0, "Shock", targets=[1])  # a spell each turn: still day on turn 5
    d.resolve()
    _advance(d, "precombat_main", 4)  # answering the copy's own triggers, if any
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    _advance(d, "end", 4)
    while d.decision.kind == "priority":
        d.pass_priority()
    if d.decision.kind == "order_triggers":  # Olag as a copy of Tovolar triggers too
        d.choose(0)
        while d.decision.kind == "priority":
            d.pass_priority()
    dec = d.expect("choose_cards")
    assert d.state.day_night == "night"
    offered = Choose(olag) in dec.actions
    if offered:
        d.choose(olag)
    transforms = [e for e in d.state.log if e.kind == "transform" and e.obj == olag]
    return TovolarCheck(offered, d.state.objects[olag].face, d.chars(olag).has("Daybound"),
                        len(transforms))


@dataclass
class MoonmistCheck:
    human: bool  # the card was a Human creature as Moonmist resolved
    name_before: str
    name_after: str
    transforms: int  # of the card, once Moonmist resolved
    angler_after: str  # Baithook Angler, a Human double-faced card without daybound


def moonmist_at_night(card: str, animate: int | None = None) -> MoonmistCheck:
    """At night, ``card`` (a daybound card) is back face up beside Baithook Angler (a Human
    Fisherman double-faced card without daybound); ability ``animate`` of the card is activated
    first if given ("becomes a 5/5 Werewolf creature"), then Amoeboid Changeling gives it all
    creature types (a Human), then Moonmist ("Transform all Humans") resolves. Returns what
    became of the card and of the Angler."""
    from tests.reference_cards import AMOEBOID_CHANGELING, MOONMIST
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, card, transformed=True)
    s.battlefield(0, AMOEBOID_CHANGELING.name, "Baithook Angler", "Forest", "Forest")
    s.hand(0, MOONMIST.name)
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    oid = d.find(card)
    if animate is not None:
        d.activate(0, oid, index=animate)
        d.resolve()
    changeling = d.find(AMOEBOID_CHANGELING.name)
    gains = min(a.index for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == changeling)
    d.activate(0, changeling, index=gains, targets=[oid])  # "gains all creature types"
    d.resolve()
    human = d.chars(oid).is_creature and "Human" in d.chars(oid).subtypes
    before = str(d.chars(oid).name)
    d.cast(0, MOONMIST.name)
    d.resolve()
    transforms = [e for e in d.state.log if e.kind == "transform" and e.obj == oid]
    return MoonmistCheck(human, before, str(d.chars(oid).name), len(transforms),
                         str(d.chars(d.find("Baithook Angler")).name))


def appearing_together(daybound: str, nightbound: str) -> tuple[str | None, str, str]:
    """With the game neither day nor night, ``daybound`` front face up and ``nightbound`` back
    face up appear on the battlefield together (player 0's and player 1's). Returns the
    designation and the two permanents' names."""
    s = Scenario(seed=1)
    s.battlefield(0, daybound)
    s.battlefield(1, nightbound, transformed=True)
    d = Driver(s.build())
    return (d.state.day_night, d.chars(d.find(daybound)).name,
            d.chars(d.find(nightbound)).name)


class DayNightDesignationRuling:
    """The designation ruling, run for the card ``CARD``, which a subclass may check further
    after the game's designation history (``check_history``). Not collected itself (its name
    doesn't start with "Test"); a card's module subclasses it (or one of its subclasses) with
    the card's name, and cites that card's official rulings the class checks in the
    subclass's ``pytestmark``."""

    CARD: ClassVar[str]

    def check_history(self, h: DayNightHistory) -> None:
        """The game after ``designation_history`` (nothing more to check by default)."""

    def test_the_game_starts_neither_and_stays_day_or_night_once_it_is(self) -> None:
        """Official ruling: "Day and night are designations that the game itself can have. The
        game starts as neither. Once the game becomes day (or less commonly, night), the game
        will be exactly one of them—day or night—going back and forth for the rest of the
        game.". The card's ruling that points to the mechanics article ("For more information
        about Day and Night and the Daybound and Nightbound abilities, please see ...") is
        answered by this same check of the designations."""
        h = designation_history(self.CARD)
        assert h.designations == [None, "day", "day", "night", "day"]
        assert designation_changes(h.driver) == [(None, "day"), ("day", "night"), ("night", "day")]
        self.check_history(h)

    def test_the_check_comes_before_the_untap(self) -> None:
        """Official ruling: "Before a player untaps their permanents during the untap step, the
        game checks to see if the day/night designation should change." (CR 502.2)"""
        r = next_turn_untap(self.CARD, "day", spells=0, transform=False)
        assert r.designation == "night" and r.untap_seen and r.day_night_before_untap

    def test_day_becomes_night_after_a_turn_without_spells(self) -> None:
        """Official ruling: "If it is day, and the active player of the previous turn cast no
        spells during their turn, it becomes night." (CR 730.2a)"""
        assert (next_turn_untap(self.CARD, "day", spells=0, transform=False).designation,
                next_turn_untap(self.CARD, "day", spells=1, transform=False).designation) == (
            "night", "day")

    def test_night_becomes_day_after_a_turn_with_two_spells(self) -> None:
        """Official ruling: "If it is night, and the active player of the previous turn cast two
        or more spells during their turn, it becomes day." (CR 730.2b)"""
        assert (next_turn_untap(self.CARD, "night", spells=2, transform=False).designation,
                next_turn_untap(self.CARD, "night", spells=1, transform=False).designation) == (
            "day", "night")


class DayboundDesignationRuling(DayNightDesignationRuling):
    """The designation ruling for the daybound card ``CARD``, whose back face is ``BACK``: the
    card turns over with the designation."""

    BACK: ClassVar[str]

    def check_history(self, h: DayNightHistory) -> None:
        assert h.names == [self.CARD, self.CARD, self.BACK, self.CARD]


class DayboundRulings(DayboundDesignationRuling):
    """The official rulings published with every Midnight Hunt daybound card, run for the card
    ``CARD`` // ``BACK``."""

    def test_the_check_comes_before_the_untap(self) -> None:
        """Official ruling: "Before a player untaps their permanents during the untap step, the
        game checks to see if the day/night designation should change."."""
        r = next_turn_untap(self.CARD, "day", spells=0)
        assert r.day_night_before_untap and r.transform_before_untap and r.untapped
        assert r.name == self.BACK

    def test_day_becomes_night_after_a_turn_without_spells(self) -> None:
        """Official ruling: "If it is day, and the active player of the previous turn cast no
        spells during their turn, it becomes night."."""
        assert (next_turn_untap(self.CARD, "day", spells=0).designation,
                next_turn_untap(self.CARD, "day", spells=1).designation) == ("night", "day")

    def test_night_becomes_day_after_a_turn_with_two_spells(self) -> None:
        """Official ruling: "If it is night, and the active player of the previous turn cast two
        or more spells during their turn, it becomes day."."""
        two = next_turn_untap(self.CARD, "night", spells=2)
        one = next_turn_untap(self.CARD, "night", spells=1)
        assert (two.designation, two.name) == ("day", self.CARD)
        assert (one.designation, one.name) == ("night", self.BACK)

    def test_transforms_as_soon_as_it_becomes_night_at_any_time(self) -> None:
        """Official ruling: "Double-faced permanents with daybound transform to their nightbound
        faces as it becomes night. Similarly, double-faced permanents with nightbound transform
        to their daybound faces as it becomes day. This happens immediately and is not a
        state-based action. It happens any time it becomes day or night, not just during the
        untap step."."""
        before, after, kinds = becomes_night_mid_turn(self.CARD)
        assert (before, after) == (self.CARD, self.BACK)
        assert kinds == ["day_night", "transform"]

    def test_cast_at_night_it_is_front_face_up_on_the_stack_and_enters_back_face_up(
            self) -> None:
        """Official ruling: "If you cast a spell with daybound during night, that spell will be
        front face up (that is, daybound face up) on the stack. However, it will enter the
        battlefield with its back face up (that is, with its nightbound face up). It won't enter
        with its daybound face up and then transform."."""
        r = cast_at_night(self.CARD)
        assert (r.name_on_stack, r.name_on_battlefield, r.transformed_events) == (
            self.CARD, self.BACK, 0)

    def test_put_onto_the_battlefield_at_night_it_enters_back_face_up(self) -> None:
        """Official ruling: "If it is night, permanents with daybound that enter the battlefield
        without being cast will enter with their nightbound faces up."."""
        name, transforms, _ = returned_at_night(self.CARD)
        assert (name, transforms) == (self.BACK, 0)


class HumanWerewolfDayboundRulings(DayboundRulings):
    """The rulings of ``DayboundRulings``, and two more checked with a daybound Human Werewolf
    card ``CARD`` // ``BACK``: Tovolar, Dire Overlord's instruction to transform it, and its
    appearing together with a nightbound creature."""

    def test_an_instruction_to_transform_it_does_nothing(self) -> None:
        """Official ruling: "Permanents with daybound and nightbound can't transform via any
        means other than their daybound and nightbound abilities. Notably, older cards such as
        Moonmist that instruct a player to transform permanents don't affect permanents with
        daybound or nightbound." Olag as a copy of this card is a Human Werewolf with daybound;
        Tovolar's "transform any number of Human Werewolves you control" doesn't transform
        it."""
        r = tovolar_transforms_a_daybound_copy(self.CARD)
        assert r.offered and r.has_daybound
        assert (r.face, r.transforms) == (1, 1)  # only Ludevic's own ability turned it over

    def test_appearing_together_with_a_nightbound_creature_makes_it_day(self) -> None:
        """Official ruling: "If it's neither day nor night, and a creature with daybound and a
        creature with nightbound somehow appear on the battlefield at the same time, it becomes
        day. The creature with nightbound will transform."."""
        assert appearing_together(self.CARD, "Shady Traveler") == (
            "day", self.CARD, "Shady Traveler")
        assert appearing_together("Bird Admirer", self.CARD) == (
            "day", "Bird Admirer", self.CARD)


class DayNightTriggerRulings(DayNightDesignationRuling):
    """The rulings checked with a card ``CARD`` whose ability triggers whenever day becomes
    night (or night becomes day); a subclass adds the card's own check of what the trigger does
    (``check_trigger``) and of the game after the designation history (``check_history``)."""

    def check_trigger(self, d: Driver) -> None:
        """The card's trigger is on the stack, day having just become night (nothing more to
        check by default)."""

    def test_becoming_day_or_night_for_the_first_time_doesnt_trigger(self) -> None:
        """Official ruling: "If a triggered ability triggers whenever day becomes night or night
        becomes day, it only triggers if it was already either day/night and becomes the other.
        It does not trigger when the game becomes day or night for the first time."."""
        d = becomes_day_for_the_first_time(self.CARD)
        assert d.state.day_night == "day"
        assert not d.state.stack and d.decision.kind == "priority"
        d = becomes_night_with(self.CARD, None)
        assert not d.state.stack and d.decision.kind == "priority"
        d = becomes_night_with(self.CARD, "day")  # the same spell by day: day becomes night
        assert [d.state.objects[x].source for x in d.state.stack] == [d.find(self.CARD)]
        self.check_trigger(d)
