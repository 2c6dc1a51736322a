"""Lier, Disciple of the Drowned — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "Spells can't be countered. / Each instant and sorcery card in your graveyard has
flashback. The flashback cost is equal to that card's mana cost."

Rulings covered: MID-OR-0167 to MID-OR-0177. The flashback Lier gives is the cast method
"granted_flashback" (``manastack.rules.cast_methods``), beside a card's own "flashback".
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell
from manastack.dsl.prelude import Draw, spell
from manastack.scenario import Scenario
from manastack.testing import Driver

from ...reference_cards import OMNISCIENCE

CARD = "Lier, Disciple of the Drowned"
pytestmark = pytest.mark.card(CARD)
GRANTED = "granted_flashback"

# A sorcery with no mana cost, as Ancestral Vision is (whose suspend the engine doesn't have):
# only what ruling MID-OR-0177 needs, defined for this module.
COSTLESS = define_card("Costless Insight", None, "Sorcery", "Draw a card.",
                       color_indicator="U", abilities=[spell(Draw(1))])


def _game(*permanents: str, hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
          lier: bool = True, opponent: tuple[str, ...] = (),
          opponent_hand: tuple[str, ...] = (), library: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *((CARD,) if lier else ()), *permanents)
    s.hand(0, *hand)
    s.graveyard(0, *graveyard)
    s.library(0, *library, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    s.battlefield(1, *opponent)
    s.hand(1, *opponent_hand)
    return Driver(s.build())


def _granted(d: Driver, name: str) -> CastSpell:
    return CastSpell(d.find(name, "graveyard"), GRANTED)


def test_spells_cant_be_countered() -> None:
    """Player 1's Dissipate targeting player 0's Blood Pact resolves and does nothing; so does
    player 0's Dissipate targeting player 1's spell (each spell, CR 101.2, 701.6)."""
    d = _game("Swamp", "Swamp", "Swamp", hand=("Blood Pact",),
              opponent=("Island", "Island", "Island"), opponent_hand=("Dissipate",))
    pact = d.cast(0, "Blood Pact", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[pact])
    d.resolve()
    assert d.state.stack == [pact]
    d.resolve()
    assert len(d.state.players[1].hand) == 2 and d.life(1) == 18
    assert d.zone_of("Blood Pact") == "graveyard"


@pytest.mark.ruling("MID-OR-0167")
def test_cast_from_the_graveyard_for_its_mana_cost_then_exiled() -> None:
    """Official ruling: "“Flashback [cost]” means “You may cast this card from your graveyard by
    paying [cost] rather than paying its mana cost” and “If the flashback cost was paid, exile
    this card instead of putting it anywhere else any time it would leave the stack.”": Blood
    Pact ({2}{B}) is cast from the graveyard with three Swamps and exiled as it resolves;
    without Lier it can't be cast from there."""
    assert _granted(no := _game("Swamp", "Swamp", "Swamp", graveyard=("Blood Pact",),
                                lier=False), "Blood Pact") not in no.game.legal_actions()
    d = _game("Swamp", "Swamp", "Swamp", graveyard=("Blood Pact",))
    assert _granted(d, "Blood Pact") in d.game.legal_actions()
    d.cast(0, "Blood Pact", method=GRANTED, targets=[1])
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    d.resolve()
    assert len(d.state.players[1].hand) == 2 and d.life(1) == 18
    assert d.zone_of("Blood Pact") == "exile"


def test_only_instant_and_sorcery_cards_have_flashback() -> None:
    """CR 702.34a: "Each instant and sorcery card in your graveyard has flashback": Glory
    Seeker, a creature card in the same graveyard, gets none, though Blood Pact does."""
    d = _game("Plains", "Plains", "Swamp", "Swamp", "Swamp",
              graveyard=("Blood Pact", "Glory Seeker"))
    assert _granted(d, "Blood Pact") in d.game.legal_actions()
    assert _granted(d, "Glory Seeker") not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0168")
def test_a_sorcery_only_when_a_sorcery_could_be_cast() -> None:
    """Official ruling: "You must still follow any timing restrictions and permissions,
    including those based on the card's type. For instance, you can cast a sorcery using
    flashback only when you could normally cast a sorcery.": Infest is offered in player 0's
    main phase with an empty stack, not with a spell on the stack nor in player 1's turn;
    the instant Blood Pact is offered with a spell on the stack."""
    d = _game("Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp",
              hand=("Blood Pact",), graveyard=("Infest", "Blood Pact"))
    assert _granted(d, "Infest") in d.game.legal_actions()
    d.cast(0, d.find("Blood Pact", "hand"), targets=[1])
    legal = d.game.legal_actions()
    assert _granted(d, "Infest") not in legal and _granted(d, "Blood Pact") in legal
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # player 1, the active player, passes first
    assert d.decision.player == 0 and _granted(d, "Infest") not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0169")
def test_cost_changes_apply_and_the_mana_value_is_the_mana_cost() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a flashback cost) you're paying, add any cost increases, then
    apply any cost reductions. The mana value of the spell is determined only by its mana
    cost, no matter what the total cost to cast the spell was.": with Patrician Geist
    ("Spells you cast from your graveyard cost {1} less"), Blood Pact is cast from the
    graveyard with two Swamps, and its mana value on the stack is 3."""
    no = _game("Swamp", "Swamp", graveyard=("Blood Pact",))
    assert _granted(no, "Blood Pact") not in no.game.legal_actions()
    d = _game("Swamp", "Swamp", "Patrician Geist", graveyard=("Blood Pact",))
    sid = d.cast(0, "Blood Pact", method=GRANTED, targets=[1])
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    assert d.chars(sid).mana_value == 3


@pytest.mark.ruling("MID-OR-0170")
def test_exiled_however_it_leaves_the_stack() -> None:
    """Official ruling: "A spell cast using flashback will always be exiled afterward, whether
    it resolves, is countered, or leaves the stack in some other way.": Infernal Grasp cast
    from the graveyard doesn't resolve once its target is gone (another Grasp destroyed it
    first) and is exiled; Blood Pact cast from the graveyard, Lier then destroyed, is countered
    by Complicate ({3} unpaid) and exiled (CR 400.7g: the flashback Lier granted the card goes
    on applying to the spell)."""
    d = _game("Swamp", "Swamp", "Swamp", "Swamp", hand=("Infernal Grasp",),
              graveyard=("Infernal Grasp",), opponent=("Pestilent Wolf",))
    wolf = d.find("Pestilent Wolf")
    d.cast(0, d.find("Infernal Grasp", "graveyard"), method=GRANTED, targets=[wolf])
    d.cast(0, d.find("Infernal Grasp", "hand"), targets=[wolf])
    d.resolve()
    assert d.zone_of("Pestilent Wolf") == "graveyard"
    d.resolve()
    assert sorted(d.state.objects[x].zone.value for x in d.ids("Infernal Grasp")) == [
        "exile", "graveyard"]
    d2 = _game("Swamp", "Swamp", "Swamp", "Swamp", "Swamp", hand=("Infernal Grasp",),
               graveyard=("Blood Pact",), opponent=("Island", "Island", "Island"),
               opponent_hand=("Complicate",))
    pact = d2.cast(0, "Blood Pact", method=GRANTED, targets=[1])
    d2.cast(0, d2.find("Infernal Grasp", "hand"), targets=[d2.find(CARD)])
    d2.resolve()
    assert d2.zone_of(CARD) == "graveyard"
    d2.pass_priority()
    d2.cast(1, "Complicate", targets=[pact])
    d2.resolve()
    assert d2.decision.kind == "unless_payment" and len(d2.game.legal_actions()) == 1
    d2.act(0, d2.game.legal_actions()[0])  # nothing left to pay {3} with
    assert d2.zone_of("Blood Pact") == "exile" and not d2.state.stack
    assert len(d2.state.players[1].hand) == 0


@pytest.mark.ruling("MID-OR-0171")
def test_a_card_put_into_the_graveyard_without_being_cast() -> None:
    """Official ruling: "You can cast a spell using flashback even if it was somehow put into
    your graveyard without having been cast.": Blood Pact milled by Lord of the Forsaken's
    ability is cast from the graveyard."""
    d = _game("Swamp", "Swamp", "Swamp", "Swamp", "Lord of the Forsaken", "Pestilent Wolf",
              library=("Blood Pact",))
    d.activate(0, "Lord of the Forsaken", targets=[0], choices=[d.find("Pestilent Wolf")])
    d.resolve()
    assert d.zone_of("Blood Pact") == "graveyard"
    d.cast(0, "Blood Pact", method=GRANTED, targets=[1])
    d.resolve()
    assert d.zone_of("Blood Pact") == "exile" and d.life(1) == 18


@pytest.mark.ruling("MID-OR-0172")
def test_cast_again_before_any_other_player_acts() -> None:
    """Official ruling: "If a card with flashback is put into your graveyard during your turn,
    you can cast it if it's legal to do so before any other player can take any actions.":
    Blood Pact resolves in player 0's turn; player 0 has priority first and casts it again
    from the graveyard (CR 117.3b)."""
    d = _game(*["Swamp"] * 6, hand=("Blood Pact",))
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    assert d.zone_of("Blood Pact") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _granted(d, "Blood Pact") in d.game.legal_actions()
    d.cast(0, "Blood Pact", method=GRANTED, targets=[1])
    assert len(d.state.stack) == 1


@pytest.mark.ruling("MID-OR-0173")
def test_x_is_chosen_and_paid() -> None:
    """Official ruling: "If you cast an instant or sorcery with {X} in its mana cost this way,
    you still choose the value of X as part of casting the spell and pay that cost.": Lunar
    Frenzy ({X}{R}) cast from the graveyard with X = 2 taps three Mountains and gives +2/+0."""
    d = _game("Mountain", "Mountain", "Mountain", "Pestilent Wolf",
              graveyard=("Lunar Frenzy",))
    wolf = d.find("Pestilent Wolf")
    d.cast(0, "Lunar Frenzy", method=GRANTED, x=2, targets=[wolf])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.chars(wolf).power == 2 + 2 and d.zone_of("Lunar Frenzy") == "exile"


@pytest.mark.ruling("MID-OR-0174")
def test_additional_costs_are_paid_alternative_costs_cant_be() -> None:
    """CR 118.9a: Official ruling: "If you cast a spell with flashback, you can't pay any alternative
    costs such as overload costs. You can pay additional costs such as kicker costs. If the
    spell has any mandatory additional costs, you must pay those to cast the spell with
    flashback.": Vivisection ("As an additional cost ..., sacrifice a creature") cast from the
    graveyard sacrifices Pestilent Wolf; with Omniscience ("cast spells from your hand without
    paying their mana costs", an alternative cost, CR 118.9) the graveyard card is still cast
    only by paying its mana cost."""
    d = _game("Island", "Island", "Island", "Island", "Pestilent Wolf",
              graveyard=("Vivisection",))
    d.cast(0, "Vivisection", method=GRANTED, choices=[d.find("Pestilent Wolf")])
    assert d.zone_of("Pestilent Wolf") == "graveyard"
    d.resolve()
    assert len(d.state.players[0].hand) == 3 and d.zone_of("Vivisection") == "exile"
    o = _game("Swamp", "Swamp", "Swamp", OMNISCIENCE.name, graveyard=("Blood Pact",))
    pact = o.find("Blood Pact")
    assert {a.method for a in o.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == pact} == {GRANTED}
    o.cast(0, pact, method=GRANTED, targets=[1])
    assert all(o.state.objects[s].tapped for s in o.ids("Swamp"))


@pytest.mark.ruling("MID-OR-0175")
def test_a_card_with_its_own_flashback_has_both_costs_to_choose_from() -> None:
    """Official ruling: "If a card has multiple instances of flashback, you may choose any of
    its flashback costs to pay.": Abandon the Post ({1}{R}, flashback {3}{R}) may be cast for
    either cost with four Mountains, only for {1}{R} with two; either way it is exiled."""
    two = _game("Mountain", "Mountain", graveyard=("Abandon the Post",))
    post = two.find("Abandon the Post")
    assert {a.method for a in two.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == post} == {GRANTED}
    four = _game(*["Mountain"] * 4, graveyard=("Abandon the Post",))
    post = four.find("Abandon the Post")
    assert {a.method for a in four.game.legal_actions()
            if isinstance(a, CastSpell) and a.card == post} == {GRANTED, "flashback"}
    four.cast(0, post, method="flashback", targets=[])
    assert all(four.state.objects[m].tapped for m in four.ids("Mountain"))
    four.resolve()
    assert four.zone_of("Abandon the Post") == "exile"
    two.cast(0, two.find("Abandon the Post"), method=GRANTED, targets=[])
    two.resolve()
    assert two.zone_of("Abandon the Post") == "exile"


@pytest.mark.ruling("MID-OR-0176")
def test_the_flashback_cost_is_the_mana_cost_of_what_is_cast() -> None:
    """Official ruling: "If a split card gains flashback, you pay only the cost of the half
    you're casting." The engine has no split cards (CR 709); what the ruling rests on is
    checked: the flashback cost is the mana cost of the card being cast and nothing else —
    with Blood Pact ({2}{B}) and Infernal Grasp ({1}{B}) in the graveyard and three Swamps,
    casting the Grasp taps two and the Pact is then not castable with the one left."""
    d = _game("Swamp", "Swamp", "Swamp", graveyard=("Blood Pact", "Infernal Grasp"),
              opponent=("Pestilent Wolf",))
    d.cast(0, "Infernal Grasp", method=GRANTED, targets=[d.find("Pestilent Wolf")])
    assert sum(d.state.objects[s].tapped for s in d.ids("Swamp")) == 2
    d.resolve()
    assert _granted(d, "Blood Pact") not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0177")
def test_a_card_with_no_mana_cost_cant_be_cast_this_way() -> None:
    """Official ruling: "If a card with no mana cost gains flashback, it has no flashback cost.
    It can't be cast this way.": a sorcery with no mana cost in the graveyard is not offered
    (its cost is unpayable, CR 118.6, 202.1b), nor from the hand, while Blood Pact beside it
    is."""
    d = _game("Swamp", "Swamp", "Swamp", hand=(COSTLESS.name,),
              graveyard=(COSTLESS.name, "Blood Pact"))
    costless = set(d.ids(COSTLESS.name))
    assert len(costless) == 2
    casts = [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [_granted(d, "Blood Pact")]


def test_ward_cannot_counter_a_spell_while_lier_is_out() -> None:
    """Ward's trigger says "counter it unless that player pays"; with Lier on the battlefield
    spells can't be countered ("can't" wins, CR 101.2), so declining to pay for Burly Breaker's
    ward {1} leaves Shock on the stack to resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Burly Breaker")
    s.battlefield(1, "Lier, Disciple of the Drowned", "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(1, "Shock", targets=[breaker])
    d.resolve()  # ward's trigger
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    assert d.state.objects[breaker].damage == 2


@pytest.mark.ruling("MID-OR-0169")
def test_a_cost_increase_is_added_to_the_granted_flashback_cost() -> None:
    """The same ruling's cost increase (CR 601.2f): Curse of Silence on its own caster naming
    Blood Pact makes it cost {2} more from the graveyard too: {4}{B} with five Swamps, not with
    four; its mana value stays 3."""
    def cursed(swamps: int) -> Driver:
        d = _game("Plains", *["Swamp"] * swamps, hand=("Curse of Silence",),
                  graveyard=("Blood Pact",))
        d.cast(0, "Curse of Silence", targets=[0])
        d.resolve()
        d.choose("Blood Pact")
        return d

    four = cursed(4)
    assert _granted(four, "Blood Pact") not in four.game.legal_actions()
    d = cursed(5)
    assert _granted(d, "Blood Pact") in d.game.legal_actions()
    sid = d.cast(0, "Blood Pact", method=GRANTED, targets=[1])
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    assert d.chars(sid).mana_value == 3


def test_only_its_controller_s_graveyard_gets_flashback() -> None:
    """"Your graveyard" is that of Lier's controller (CR 109.5): the opponent's instant gets no
    flashback, neither for its owner in their turn (who may still cast the copy in hand) nor
    for Lier's controller."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Blood Pact")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Blood Pact")
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    theirs = d.find("Blood Pact", "graveyard")
    assert CastSpell(theirs, GRANTED) not in d.game.legal_actions()
    assert CastSpell(d.find("Blood Pact", "hand"), "normal") in d.game.legal_actions()
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(theirs, GRANTED) not in d.game.legal_actions()


def test_a_spell_whose_target_is_gone_still_doesn_t_resolve() -> None:
    """A spell whose only target is illegal isn't countered: it doesn't resolve (CR 608.2b),
    which "can't be countered" doesn't stop: the second Shock at a dead Glory Seeker does
    nothing and goes to the graveyard."""
    d = _game("Mountain", "Mountain", hand=("Shock", "Shock"), opponent=("Glory Seeker",))
    seeker = d.find("Glory Seeker")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack and any(e.kind == "fizzle" for e in d.game.log)
    assert len(d.ids("Shock", "graveyard")) == 2 and d.life(1) == 20


def test_lier_itself_can_be_countered_as_a_spell() -> None:
    """CR 113.6: Lier's abilities function only on the battlefield: Lier on the stack is a
    spell that Dissipate counters (and exiles)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    lier = d.cast(0, CARD)
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[lier])
    d.resolve()
    assert d.zone_of(CARD) == "exile" and not d.state.stack


def test_once_lier_is_gone_spells_can_be_countered_again() -> None:
    """CR 611.3a, 701.6a: "can't be countered" lasts only while Lier is on the battlefield:
    destroyed before Dissipate resolves, Blood Pact is countered."""
    d = _game("Swamp", "Swamp", "Swamp", "Swamp", "Swamp", hand=("Blood Pact", "Infernal Grasp"),
              opponent=("Island", "Island", "Island"), opponent_hand=("Dissipate",))
    pact = d.cast(0, "Blood Pact", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[pact])
    d.pass_priority()
    d.cast(0, "Infernal Grasp", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()  # Dissipate
    assert d.zone_of("Blood Pact") == "exile" and not d.state.stack
    assert len(d.state.players[1].hand) == 0 and d.life(1) == 20


def test_abilities_can_still_be_countered() -> None:
    """CR 113.9, 701.6a: Lier stops spells only; an ability on the stack is no spell, so
    Stifle counters Sunfire Balm's cycling trigger while Lier is on the battlefield; the
    cycling ability still draws."""
    from ...reference_cards import STIFLE

    d = _game("Plains", "Plains", hand=("Sunfire Balm",), opponent=("Island",),
              opponent_hand=(STIFLE.name,))
    hand = len(d.state.players[0].hand)
    d.activate(0, d.find("Sunfire Balm", "hand"))
    d.choose(1)  # the trigger's target
    assert len(d.state.stack) == 2  # the cycling ability, then its trigger on top
    trigger = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[trigger])
    d.resolve()
    assert trigger not in d.state.stack and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.shields
    assert len(d.state.players[0].hand) == hand  # Balm cycled away, one card drawn
