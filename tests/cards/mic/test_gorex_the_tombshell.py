"""Gorex, the Tombshell — {6}{B}{B} Legendary Creature — Zombie Turtle 4/4.

Oracle: "As an additional cost to cast this spell, you may exile any number of creature cards
from your graveyard. This spell costs {2} less to cast for each card exiled this way.
Deathtouch
Whenever Gorex, the Tombshell attacks or dies, choose a card at random exiled with Gorex and put
that card into its owner's hand."
Rulings covered: MIC-RN-043, MIC-RN-044 (and MIC-OR-0045, MIC-OR-0046, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gorex, the Tombshell")

CARD = "Gorex, the Tombshell"


def _game(swamps: int, creature_cards: int, *, others: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * swamps)
    s.hand(0, CARD)
    s.graveyard(0, *["Glory Seeker"] * creature_cards, *others)
    return Driver(s.build())


def _castable(d: Driver) -> bool:
    return CastSpell(d.find(CARD, "hand"), "normal") in d.game.legal_actions()


def _cast_exiling(d: Driver, n: int, method: str = "normal") -> None:
    """Cast Gorex announcing ``n`` cards, then choose the first ``n`` creature cards."""
    card = d.find(CARD, "command" if method == "commander" else "hand")
    d.act(0, CastSpell(card, method))
    dec = d.expect("exile_count")
    assert Choose(n) in dec.actions
    d.choose(n)
    d.pay()  # the mana first (CR 601.2g-h), then the cards to exile
    for _ in range(n):
        d.expect("cost_exile_gy")
        d.choose(d.game.legal_actions()[0].value)


def test_each_card_exiled_takes_two_generic_and_they_are_exiled_with_it() -> None:
    """CR 118.8b: the additional cost is optional: eight lands pay it with nothing exiled;
    with six Swamps it needs one card exiled, and the numbers offered are those the lands can
    then pay; a noncreature card can't be exiled for it. The cards exiled for its cost are the
    ones its attack trigger returns. CR 113.6d: Gorex's ability modifying what it costs
    functions on the stack, where the spell is as its total cost is determined (601.2f).
    CR 607.4: the additional cost is linked both to the reduction and to the attack trigger."""
    assert not _castable(_game(5, 0))
    assert _castable(_game(8, 0))
    d = _game(6, 3, others=("Shock",))
    dec_card = d.find(CARD, "hand")
    d.act(0, CastSpell(dec_card, "normal"))
    assert {a.value for a in d.expect("exile_count").actions} == {1, 2, 3}
    d.choose(1)
    d.pay()  # the mana first (CR 601.2g-h), then the card to exile
    dec = d.expect("cost_exile_gy")
    assert d.find("Shock", "graveyard") not in {a.value for a in dec.actions}
    d.choose(dec.actions[0].value)
    d.pay()
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert len(d.ids("Glory Seeker", "exile")) == 1 and len(d.ids("Glory Seeker",
                                                                   "graveyard")) == 2


def test_only_its_creature_cards_count_toward_whether_it_can_be_cast() -> None:
    """CR 601.2b, 601.2f: Gorex may be cast when some number of creature cards its cost
    could exile brings the total cost within reach, each card taking {2}: with six Swamps a
    Shock in the graveyard (not a creature card) doesn't help; with five Swamps one Glory
    Seeker isn't enough ({4}{B}{B} left), two are."""
    assert not _castable(_game(6, 0, others=("Shock",)))
    assert _castable(_game(6, 1, others=("Shock",)))
    assert not _castable(_game(5, 1))
    assert _castable(_game(5, 2))


def test_the_number_announced_is_asked_of_the_cards_its_cost_exiles() -> None:
    """CR 601.2b: the caster announces how many cards the additional cost will exile; the
    question names the cards the cost exiles (creature cards in the caster's graveyard)."""
    d = _game(6, 3)
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    dec = d.expect("exile_count")
    assert dec.player == 0
    assert dec.prompt.startswith("How many ")
    assert "creature card in your graveyard" in dec.prompt


@pytest.mark.ruling("MIC-RN-043", "MIC-OR-0045")
def test_never_below_black_black_and_any_number_may_be_exiled() -> None:
    """One Swamp can't cast it, however many creature cards there are: {B}{B} is never
    reduced. Two Swamps and five cards: three, four or five may be announced (four already
    make it {B}{B}); five are all exiled, and the two Swamps pay the rest."""
    assert not _castable(_game(1, 5))
    d = _game(2, 5)
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    assert {a.value for a in d.expect("exile_count").actions} == {3, 4, 5}
    d.choose(5)
    d.pay()
    for _ in range(5):
        d.choose(d.expect("cost_exile_gy").actions[0].value)
    assert len(d.ids("Glory Seeker", "exile")) == 5
    assert d.state.stack and all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"


@pytest.mark.ruling("MIC-RN-044", "MIC-OR-0046")
def test_commander_tax_is_added_before_the_reduction() -> None:
    """Gorex as a commander, cast once from the command zone and exiled back there: the
    second cast has {2} of tax, {8}{B}{B} in all. The tax is added before the reduction, so
    four cards exiled take {8} off and the two untapped Swamps pay {B}{B} (were the reduction
    taken from the mana cost alone, {2}{B}{B} would be left, as in the ruling's example
    where {6} of tax and four cards leave {4}{B}{B}); three cards leave {2}{B}{B}, which two
    Swamps can't pay, so four or five may be announced."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, CARD)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, *["Glory Seeker"] * 9)
    s.hand(1, "Swords to Plowshares")
    s.battlefield(1, "Plains")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    _cast_exiling(d, 4, "commander")
    d.resolve()
    gorex = d.find(CARD, "battlefield")
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[gorex])
    d.resolve()
    d.choose("command_zone")
    assert d.zone_of(CARD) == "command"
    d.act(0, CastSpell(d.find(CARD, "command"), "commander"))
    assert {a.value for a in d.expect("exile_count").actions} == {4, 5}
    d.choose(4)
    d.pay()
    for _ in range(4):
        d.choose(d.expect("cost_exile_gy").actions[0].value)
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert len(d.ids("Glory Seeker", "exile")) == 8
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))


def test_attacks_or_dies_returns_a_card_exiled_with_it_at_random() -> None:
    """CR 607.2q: cast exiling four Glory Seekers for its cost (another exiled card, Shock,
    is not "exiled with Gorex"): attacking returns one of the four to its owner's hand,
    dying another."""
    s = Scenario(seed=3)
    s.battlefield(0, *["Swamp"] * 2)
    s.hand(0, CARD)
    s.graveyard(0, *["Glory Seeker"] * 4)
    s.exile(0, "Shock")
    s.hand(1, "Go for the Throat")
    s.battlefield(1, "Swamp", "Swamp")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    d.choose(4)
    d.pay()
    for _ in range(4):
        d.choose(d.expect("cost_exile_gy").actions[0].value)
    d.resolve()
    gorex = d.find(CARD, "battlefield")
    d.pass_until("beginning_of_combat", turn=5)
    d.to_combat()
    d.attack([gorex])
    d.resolve()
    assert len(d.ids("Glory Seeker", "hand", 0)) == 1
    assert len(d.ids("Glory Seeker", "exile")) == 3 and d.zone_of("Shock") == "exile"
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[gorex])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert len(d.ids("Glory Seeker", "hand", 0)) == 2
    assert len(d.ids("Glory Seeker", "exile")) == 2 and d.zone_of("Shock") == "exile"


def test_mana_spendable_only_on_creature_spells_counts_toward_the_numbers_offered() -> None:
    """Somberwald Sage's three mana may be spent only to cast creature spells (CR 106.6): with
    it and five Swamps, Gorex can be cast exiling nothing, and the numbers offered as it is
    announced (CR 601.2b, 601.2f) count that mana for Gorex: 0 as well as 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage", *["Swamp"] * 5)
    s.hand(0, CARD)
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    assert _castable(d)
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    assert {a.value for a in d.expect("exile_count").actions} == {0, 1}
    d.choose(0)
    d.pay()
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_announcing_zero_exiles_nothing_and_each_card_exiled_is_chosen() -> None:
    """CR 601.2b, 601.2h: the caster announces how many creature cards the "any number"
    additional cost exiles; announced as 0 with eight Swamps, no card is asked for and both
    Glory Seekers stay in the graveyard. Announced as 1, the card to exile is chosen as the
    cost is paid, by a question that says what it is for."""
    d = _game(8, 2)
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    d.expect("exile_count")
    d.choose(0)
    d.pay()
    d.expect("priority")
    assert len(d.ids("Glory Seeker", "graveyard")) == 2
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d2 = _game(8, 2)
    d2.act(0, CastSpell(d2.find(CARD, "hand"), "normal"))
    d2.choose(1)
    d2.pay()
    dec = d2.expect("cost_exile_gy")
    assert dec.prompt == "Choose a permanent or card to exile to pay the cost"
    assert {a.value for a in dec.actions} == set(d2.ids("Glory Seeker", "graveyard"))
    d2.choose(dec.actions[0].value)
    d2.expect("priority")
    assert len(d2.ids("Glory Seeker", "graveyard")) == 1


def test_cards_exiled_with_an_earlier_gorex_arent_exiled_with_the_new_one() -> None:
    """CR 400.7, 607.2a: Gorex (two Glory Seekers exiled with it) returns to its owner's hand
    (Fading Hope) and is cast again, exiling one Wretched Anurid: it is a new object, and
    only the Anurid is exiled with it, so its attack trigger returns the Anurid and the
    Seekers stay in exile."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, label="gorex")
    s.exile(0, "Glory Seeker", "Glory Seeker", exiled_with="gorex")
    s.battlefield(0, *["Swamp"] * 6, "Island")
    s.hand(0, "Fading Hope")
    s.graveyard(0, "Wretched Anurid")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find(CARD)])
    d.resolve()
    assert d.decision.kind == "priority"  # mana value 8: no scry
    assert d.zone_of(CARD) == "hand"
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    d.choose(1)
    d.pay()
    d.choose(d.expect("cost_exile_gy").actions[0].value)
    d.resolve()
    gorex = d.find(CARD, "battlefield")
    d.pass_until("beginning_of_combat", turn=5)
    d.to_combat()
    d.attack([gorex])
    d.resolve()
    assert d.zone_of("Wretched Anurid") == "hand"
    assert len(d.ids("Glory Seeker", "exile")) == 2


def test_gone_before_its_attack_trigger_resolves_a_card_still_returns() -> None:
    """CR 607.2a, 113.7a: Gorex attacks and, with its trigger on the stack, Aetherspouts puts
    it into its owner's library; the trigger resolves independently of its source, and the
    cards exiled with that Gorex are still linked to it: one of the two Glory Seekers
    returns to its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, label="gorex")
    s.exile(0, "Glory Seeker", "Glory Seeker", exiled_with="gorex")
    s.battlefield(1, *["Island"] * 5)
    s.hand(1, "Aetherspouts")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Aetherspouts")
    d.resolve()
    d.choose("top")
    assert d.zone_of(CARD) == "library"
    d.resolve()
    assert len(d.ids("Glory Seeker", "hand", 0)) == 1
    assert len(d.ids("Glory Seeker", "exile")) == 1


def test_deathtouch_destroys_a_blocker_it_damages() -> None:
    """CR 702.2b, 704.5h: Wall of Mulch (0/4) blocking it takes 4 damage and is destroyed, as
    any creature dealt damage by it would be; its attack trigger, with nothing exiled with
    it (it started on the battlefield), returns nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Wall of Mulch")
    s.exile(0, "Glory Seeker")  # exiled, but not with Gorex
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    gorex, wall = d.find(CARD), d.find("Wall of Mulch")
    assert d.chars(gorex).has("Deathtouch")
    d.to_combat()
    d.attack([gorex])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({wall: gorex})
    d.pass_until("postcombat_main", turn=3)
    assert d.zone_of("Wall of Mulch") == "graveyard"
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.players[0].hand


def test_dying_with_nothing_exiled_with_it_returns_nothing() -> None:
    """CR 607.2a, 609.3: a Gorex that entered without being cast has no card exiled with it;
    when it dies its trigger resolves and does nothing: the Glory Seeker exiled by other means
    stays in exile, the hand stays empty."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.exile(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 1  # the dies trigger
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.players[0].hand


def test_announcing_more_cards_than_the_graveyard_holds_is_refused() -> None:
    """CR 601.2b, 601.2h: with two creature cards in the graveyard, three can't be announced:
    the answer is refused with an error, the game unchanged, and 2 is accepted."""
    from manastack.game import IllegalActionError
    d = _game(8, 2, others=("Shock",))
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    d.expect("exile_count")
    assert Choose(3) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="the choices are: 0, 1, 2"):
        d.choose(3)
    assert d.game.fingerprint() == before
    d.choose(2)
    d.pay()
    for _ in range(2):
        d.choose(d.expect("cost_exile_gy").actions[0].value)
    assert len(d.ids("Glory Seeker", "exile")) == 2 and d.zone_of("Shock") == "graveyard"


def test_with_rooftop_storm_one_card_exiled_takes_off_the_commander_tax() -> None:
    """CR 601.2f, 118.9, 903.8: Gorex as a commander cast a second time for Rooftop Storm's {0}
    has {2} of tax added; one creature card exiled takes that {2} off, so nothing is paid and
    no Swamp is tapped (the reduction applies after the tax is added)."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, CARD)
    s.commander_casts(CARD, 1)
    s.battlefield(0, "Rooftop Storm", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "command"), "commander_paying_zero"))
    assert {a.value for a in d.expect("exile_count").actions} == {0, 1, 2}
    assert d.decision.prompt == "How many cards to exile, each a creature card in your graveyard"
    d.choose(1)
    d.choose(d.expect("cost_exile_gy").actions[0].value)
    d.expect("priority")
    assert not any(d.state.objects[x].tapped for x in d.ids("Swamp"))
    assert len(d.ids("Glory Seeker", "exile")) == 1
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"


def test_cast_from_the_graveyard_it_cant_exile_itself() -> None:
    """CR 601.2a, 601.2f: cast from the graveyard with Gisa and Geralf's permission, Gorex is
    on the stack when the number is announced, so only the two Glory Seekers may be exiled:
    with six Swamps, one or two ({4}{B}{B} or {2}{B}{B}), never three; with Patrician Geist
    ({1} less for a spell cast from a graveyard) and five Swamps, still one or two."""
    for extra, swamps in (((), 6), (("Patrician Geist",), 5)):
        s = Scenario(players=2, seed=1)
        s.battlefield(0, "Gisa and Geralf", *extra, *["Swamp"] * swamps)
        s.graveyard(0, CARD, "Glory Seeker", "Glory Seeker")
        d = Driver(s.build())
        d.act(0, CastSpell(d.find(CARD, "graveyard"), "graveyard_permission"))
        assert {a.value for a in d.expect("exile_count").actions} == {1, 2}
