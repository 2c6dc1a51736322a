"""Shared checks for the disturb rulings published with every Midnight Hunt card with disturb
(CR 702.146, 712.8), and ``DisturbRulings``, the base class that runs them for one card (a
card's test module subclasses it as ``TestDisturbRulings`` with the card's back face as class
attributes). Each check puts the card in player 0's graveyard with exactly the basic lands its
disturb cost needs, casts it with disturb and returns what the ruling is about.

A card whose back face has an "enters" trigger gets it answered the way a player doing nothing
special would (no targets, "no" to "you may").
"""

from __future__ import annotations

from typing import ClassVar

from manastack.cards.database import database
from manastack.decisions.actions import CastSpell, DeclareBlocker
from manastack.rules.characteristics import Chars
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import DOUBLE_MAJOR

from .card_checks import BASIC_LANDS, answer_minimally, basic_lands, faces


def disturb_lands(card: str) -> list[str]:
    """Basic lands paying exactly the card's disturb cost (generic mana by lands of its
    color)."""
    c = database().get(card)
    text = c.front.oracle_text or ""
    cost = text.split("Disturb ", 1)[1].split(" ", 1)[0]
    colored = [s for s in cost.replace("}", "").split("{")[1:] if s in BASIC_LANDS]
    return basic_lands(cost, BASIC_LANDS[colored[0]])


def game(card: str, *, short: int = 0, extra: tuple[str, ...] = (),
         hand: tuple[str, ...] = (), opp_lands: tuple[str, ...] = (),
         opp_hand: tuple[str, ...] = ()) -> Driver:
    """``card`` in player 0's graveyard, the lands of its disturb cost less ``short`` of them
    (plus ``extra`` lands) on the battlefield."""
    lands = disturb_lands(card)
    s = Scenario(seed=1)
    s.battlefield(0, *lands[:len(lands) - short], *extra)
    s.graveyard(0, card)
    if hand:
        s.hand(0, *hand)
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    if opp_lands:
        s.battlefield(1, *opp_lands)
    if opp_hand:
        s.hand(1, *opp_hand)
    return Driver(s.build())


def settle(d: Driver) -> None:
    """Resolve everything on the stack, answering any other decision minimally."""
    for _ in range(100):
        kind = d.decision.kind
        if kind == "priority":
            if not d.state.stack:
                return
            d.pass_priority()
        else:
            answer_minimally(d)
    raise AssertionError("the stack did not settle")


def disturb_casts(d: Driver) -> list[CastSpell]:
    return [a for a in d.game.legal_actions() if isinstance(a, CastSpell)
            and a.method == "disturb"]


def castable_only_with_full_cost(card: str) -> tuple[bool, bool]:
    """(castable with disturb with the exact lands, castable one land short)."""
    full = game(card)
    short = game(card, short=1)
    return bool(disturb_casts(full)), bool(disturb_casts(short))


def cast_with_disturb(card: str) -> tuple[Driver, int]:
    """Cast ``card`` with disturb; returns the driver and the spell's id on the stack (every
    land tapped: the disturb cost was paid, not the mana cost)."""
    d = game(card)
    sid = d.cast(0, card, method="disturb")
    assert all(d.state.objects[x].tapped for x in d.state.battlefield)
    return d, sid


def spell_characteristics(card: str) -> Chars:
    d, sid = cast_with_disturb(card)
    return d.chars(sid)


def permanent_characteristics(card: str) -> tuple[Driver, int]:
    """Cast with disturb and resolved: the driver and the permanent's id."""
    d, _ = cast_with_disturb(card)
    settle(d)
    return d, d.find(card, zone="battlefield")


def countered_disturb_spell_zone(card: str) -> tuple[str | None, str | None]:
    """Cast with disturb and countered by Complicate (its controller can't pay {3}): the zones
    the card is then in, as (graveyard or None, exile or None)."""
    d = game(card, opp_lands=("Island", "Island", "Island"), opp_hand=("Complicate",))
    sid = d.cast(0, card, method="disturb")
    d.pass_priority()
    d.cast(1, "Complicate", targets=[sid])
    settle(d)
    gy = d.ids(card, zone="graveyard")
    ex = d.ids(card, zone="exile")
    return ("graveyard" if gy else None), ("exile" if ex else None)


def double_major_copy(card: str) -> tuple[Driver, int, int]:
    """Cast with disturb, copied with Double Major: returns the driver, the token the copy
    became and the original permanent (both resolved)."""
    d = game(card, extra=("Forest", "Island"), hand=(DOUBLE_MAJOR.name,))
    spell = d.cast(0, card, method="disturb")
    d.cast(0, DOUBLE_MAJOR.name, targets=[spell])
    settle(d)
    name = faces(card)[1]
    on_bf = d.ids(name, zone="battlefield")
    tokens = [o for o in on_bf if d.state.objects[o].is_token]
    cards = [o for o in on_bf if not d.state.objects[o].is_token]
    assert len(tokens) == 1 and len(cards) == 1
    return d, tokens[0], cards[0]


class DisturbRulings:
    """The official rulings published with every Midnight Hunt card with disturb, run for the
    card ``CARD``, whose back face is ``BACK`` (a ``BACK_PT`` creature with ``BACK_KEYWORDS``,
    ``BACK_COLORS`` and exactly ``BACK_SUBTYPES``) and whose front face's mana value is
    ``MANA_VALUE``, and the rules every such back face follows (it flies, it is exiled instead
    of going to the graveyard, disturb works only from the graveyard). Not collected itself (its
    name doesn't start with "Test"); the card's module cites that card's official disturb
    rulings in its subclass's ``pytestmark``."""

    CARD: ClassVar[str]
    BACK: ClassVar[str]
    BACK_PT: ClassVar[tuple[int, int]]
    BACK_KEYWORDS: ClassVar[tuple[str, ...]] = ("Flying",)
    BACK_COLORS: ClassVar[frozenset[str]]
    BACK_SUBTYPES: ClassVar[frozenset[str]]
    MANA_VALUE: ClassVar[int]

    def check_entered(self, d: Driver, oid: int) -> None:
        """Card-specific checks on the permanent just cast with disturb (none by default)."""

    def _has_back_face_keywords(self, c: Chars) -> bool:
        return all(c.has(k) for k in self.BACK_KEYWORDS)

    def test_disturb_is_found_only_on_the_front_face(self) -> None:
        """Official ruling: "Disturb is found only on the front faces of some double-faced
        cards."."""
        d = game(self.CARD)
        assert d.chars(d.find(self.CARD, zone="graveyard")).has("Disturb")
        d, oid = permanent_characteristics(self.CARD)
        assert d.chars(oid).name == self.BACK
        assert not d.chars(oid).has("Disturb")

    def test_disturb_casts_it_transformed_for_its_disturb_cost(self) -> None:
        """Official ruling: "“Disturb [cost]” means “You may cast this card transformed from
        your graveyard by paying [cost] rather than its mana cost.”"."""
        assert castable_only_with_full_cost(self.CARD) == (True, False)

    def test_the_spell_has_the_back_face_s_characteristics(self) -> None:
        """Official ruling: "When you cast a spell using a card's disturb ability, the card is
        put onto the stack with its back face up. The resulting spell has all the
        characteristics of that face."."""
        c = spell_characteristics(self.CARD)
        assert (c.name, c.power, c.toughness) == (self.BACK, *self.BACK_PT)
        assert self._has_back_face_keywords(c) and c.colors == self.BACK_COLORS
        assert set(c.subtypes) == self.BACK_SUBTYPES

    def test_mana_value_is_the_front_face_s(self) -> None:
        """Official ruling: "To determine the total cost of a spell, start with the mana cost or
        alternative cost (such as a disturb cost) you're paying, add any cost increases, then
        apply any cost reductions. The mana value of a spell cast using disturb is determined by
        the mana cost on the front face of the card, no matter what the total cost to cast the
        spell was. (This is a special rule that applies only to transforming double
        faced-cards, including ones with disturb.)"."""
        c = spell_characteristics(self.CARD)  # the disturb cost paid, every land tapped
        assert c.mana_value == self.MANA_VALUE

    def test_cost_increases_then_reductions_apply_to_the_disturb_cost(self) -> None:
        """The same ruling's cost changes (CR 601.2f): Curse of Silence on its own caster naming
        the back face (the spell's name, CR 712.11a) makes it cost {2} more, Patrician Geist
        ("spells you cast from your graveyard") {1} less: the disturb cost plus {1} pays,
        every land tapped; one land fewer doesn't."""
        lands = [*disturb_lands(self.CARD), "Plains"]

        def cursed(spell_lands: list[str]) -> Driver:
            s = Scenario(seed=1)
            s.battlefield(0, "Plains", *spell_lands, "Patrician Geist")
            s.graveyard(0, self.CARD)
            s.hand(0, "Curse of Silence")
            s.library(0, *["Island"] * 4)
            s.library(1, *["Island"] * 4)
            d = Driver(s.build())
            d.cast(0, "Curse of Silence", targets=[0])
            d.resolve()
            d.choose(self.BACK)
            return d

        assert not disturb_casts(cursed(lands[1:]))
        d = cursed(lands)
        assert disturb_casts(d)
        d.cast(0, self.CARD, method="disturb")
        assert all(d.state.objects[x].tapped for x in d.state.battlefield
                   if "Land" in d.chars(x).types)

    def test_it_enters_back_face_up(self) -> None:
        """Official ruling: "A spell cast this way enters the battlefield with its back face
        up."."""
        d, oid = permanent_characteristics(self.CARD)
        c = d.chars(oid)
        assert (c.name, c.power, c.toughness) == (self.BACK, *self.BACK_PT)
        assert self._has_back_face_keywords(c)
        self.check_entered(d, oid)

    def test_a_copy_of_the_disturbed_spell_is_a_token_copy_of_the_back_face(self) -> None:
        """Official ruling: "If you copy a permanent spell cast this way (perhaps with a card
        like Double Major), the copy becomes a token that's a copy of the card's back face, even
        though it isn't itself a double-faced card." The rules have changed since (CR 707.10g:
        the token is double-faced, with the back face up); the token being a copy of the back
        face holds."""
        d, token, card = double_major_copy(self.CARD)
        c = d.chars(token)
        assert (c.name, c.power, c.toughness) == (self.BACK, *self.BACK_PT)
        assert self._has_back_face_keywords(c)
        assert d.chars(card).name == self.BACK

    def test_a_countered_disturbed_spell_is_exiled(self) -> None:
        """Official ruling: "The back face of each card with disturb has an ability that
        instructs its controller to exile if it would be put into a graveyard from anywhere.
        This includes going to the graveyard from the stack, so if the spell is countered after
        you cast it using the disturb ability, it will be put into exile."."""
        assert countered_disturb_spell_zone(self.CARD) == (None, "exile")

    def test_the_back_face_destroyed_on_the_battlefield_is_exiled(self) -> None:
        """The same ruling's "from anywhere" (CR 702.146b, 614.1a): the permanent cast with
        disturb, destroyed by an opponent's Cruel Revival, goes to exile, not the
        graveyard. (Chapel Shieldgeist's ward {1} is paid.)"""
        d = game(self.CARD, opp_lands=("Swamp",) * 6, opp_hand=("Cruel Revival",))
        d.cast(0, self.CARD, method="disturb")
        settle(d)
        oid = d.find(self.CARD, zone="battlefield")
        d.pass_priority()
        d.cast(1, "Cruel Revival", targets=[oid])
        while d.state.stack:
            if d.decision.kind == "ward_payment":
                d.choose("pay")
            elif d.decision.kind == "pay_mana":
                d.pay()
            elif d.decision.kind == "priority":
                d.pass_priority()
            else:
                answer_minimally(d)
        assert oid not in d.state.battlefield
        assert d.zone_of("Cruel Revival") == "graveyard"
        assert d.ids(self.CARD, zone="graveyard") == []
        assert len(d.ids(self.CARD, zone="exile")) == 1

    def test_the_back_face_flies_over_a_creature_without_flying_or_reach(self) -> None:
        """CR 702.9b: the back face attacks (tapping unless it has vigilance, CR 702.20b) beside
        a Glory Seeker; the opponent's Glory Seeker (no flying or reach) may block that one but
        not the back face."""
        s = Scenario(seed=1)
        s.battlefield(0, self.CARD, transformed=True)
        s.battlefield(0, "Glory Seeker")
        s.battlefield(1, "Glory Seeker")
        s.library(0, *["Island"] * 4)
        s.library(1, *["Island"] * 4)
        d = Driver(s.build())
        back, mine = d.find(self.CARD), d.find("Glory Seeker", player=0)
        theirs = d.find("Glory Seeker", player=1)
        assert d.chars(back).name == self.BACK
        d.to_combat()
        d.attack([back, mine])
        assert d.state.objects[back].tapped is ("Vigilance" not in self.BACK_KEYWORDS)
        while d.decision.kind != "declare_blockers":
            if d.decision.kind == "priority":
                d.pass_priority()
            else:
                answer_minimally(d)
        blocks = {(a.blocker, a.attacker) for a in d.game.legal_actions()
                  if isinstance(a, DeclareBlocker)}
        assert blocks == {(theirs, mine)}

    def test_the_sacrificed_back_face_is_exiled_and_can_be_disturbed_no_more(self) -> None:
        """CR 614.1a, 712.8a: sacrificed for Ecstatic Awakener's cost, the back face is exiled
        instead of going to the graveyard; in exile it is the front face, and with the lands of
        its disturb cost untapped it can't be cast with disturb."""
        s = Scenario(seed=1)
        s.battlefield(0, "Swamp", "Swamp", "Swamp", *disturb_lands(self.CARD))
        s.battlefield(0, "Ecstatic Awakener")
        s.battlefield(0, self.CARD, transformed=True)
        s.library(0, "Swamp")
        s.library(1, *["Island"] * 4)
        d = Driver(s.build())
        d.activate(0, "Ecstatic Awakener", choices=[d.find(self.CARD)])
        card = d.find(self.CARD, zone="exile")
        assert d.ids(self.CARD, zone="graveyard") == []
        assert d.chars(card).name == faces(self.CARD)[0]
        settle(d)
        assert not disturb_casts(d)

    def test_disturb_is_only_from_the_graveyard_not_the_hand(self) -> None:
        """CR 702.146a: disturb lets the card be cast from the graveyard (the copy there is
        offered); from the hand only its front face can be cast, for its mana cost, and it
        enters front face up, with disturb."""
        card = database().get(self.CARD)
        lands = basic_lands(card.front.mana_cost or "", disturb_lands(self.CARD)[-1])
        d = game(self.CARD, extra=tuple(lands), hand=(self.CARD,))
        in_hand = d.find(self.CARD, zone="hand")
        in_graveyard = d.find(self.CARD, zone="graveyard")
        assert CastSpell(in_graveyard, "disturb") in d.game.legal_actions()
        assert CastSpell(in_hand, "disturb") not in d.game.legal_actions()
        assert CastSpell(in_hand, "normal") in d.game.legal_actions()
        d.cast(0, in_hand)
        settle(d)
        c = d.chars(d.find(self.CARD, zone="battlefield"))
        assert (c.name, str(c.power), str(c.toughness)) == (
            faces(self.CARD)[0], card.front.power, card.front.toughness)
        assert c.has("Disturb")
