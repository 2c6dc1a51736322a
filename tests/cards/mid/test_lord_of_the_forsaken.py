"""Lord of the Forsaken — {4}{B}{B} Creature — Demon 6/6.

Oracle: "Flying, trample / {B}, Sacrifice another creature: Target player mills three cards. /
Pay 1 life: Add {C}. Spend this mana only to cast a spell from your graveyard."
No official rulings.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import PLATINUM_ANGEL

CARD = "Lord of the Forsaken"
pytestmark = pytest.mark.card(CARD)


def _game(*permanents: str, hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
          life: int = 20) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, *permanents)
    s.hand(0, *hand)
    s.graveyard(0, *graveyard)
    s.library(1, *["Island"] * 5)
    s.life(0, life)
    return Driver(s.build())


def test_flying_and_trample() -> None:
    d = _game()
    c = d.chars(d.find(CARD))
    assert c.has("Flying") and c.has("Trample") and (c.power, c.toughness) == (6, 6)


def test_sacrifice_another_creature_target_player_mills_three() -> None:
    d = _game("Swamp", "Pestilent Wolf")
    d.activate(0, CARD, targets=[1], choices=[d.find("Pestilent Wolf")])
    assert d.zone_of("Pestilent Wolf") == "graveyard" and d.zone_of(CARD) == "battlefield"
    d.resolve()
    assert len(d.state.players[1].library) == 2 and len(d.state.players[1].graveyard) == 3


def test_no_other_creature_to_sacrifice_no_activation() -> None:
    """CR 118.3, 602.2b: "Sacrifice another creature" can't be paid with the Lord alone, so the
    ability isn't offered though the Swamp could pay its {B}."""
    d = _game("Swamp")
    lord = d.find(CARD)
    assert not any(isinstance(a, ActivateAbility) and a.source == lord
                   for a in d.game.legal_actions())


def test_with_no_life_to_pay_it_adds_no_mana() -> None:
    """CR 119.4: a player can pay life only if their life total is at least the payment. At 0
    life, kept in the game by Platinum Angel, the Lord's "Pay 1 life" can't be paid; at 1 life
    it can."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, PLATINUM_ANGEL.name)
    s.life(0, 0)
    d = Driver(s.build())
    lord = d.find(CARD)
    assert not any(isinstance(a, ActivateManaAbility) and a.source == lord
                   for a in d.game.legal_actions())
    d = _game(life=1)
    lord = d.find(CARD)
    assert any(isinstance(a, ActivateManaAbility) and a.source == lord
               for a in d.game.legal_actions())


def test_pay_one_life_adds_colorless_mana_again_and_again() -> None:
    d = _game()
    d.mana(0, CARD, "C")
    d.mana(0, CARD, "C")
    assert d.life(0) == 18 and d.state.players[0].mana_pool == {"C": 2} and not d.state.stack


def test_the_mana_casts_a_spell_from_your_graveyard() -> None:
    """Shadowbeast Sighting's flashback cost {6}{G} paid with a Forest and six life."""
    d = _game("Forest", graveyard=("Shadowbeast Sighting",))
    assert CastSpell(d.find("Shadowbeast Sighting"), "flashback") in d.game.legal_actions()
    d.cast(0, "Shadowbeast Sighting", method="flashback")
    assert d.life(0) == 14 and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Shadowbeast Sighting") == "exile" and len(d.ids("Beast Token", zone="battlefield")) == 1


def test_two_lords_share_one_life_total() -> None:
    """CR 119.4, 601.2h: each activation of either Lord pays 1 life from the same life total.
    With two Lords and a Forest at 3 life, Shadowbeast Sighting's flashback cost {6}{G} can't
    be paid (three {C} at most, not six), so it isn't offered; at 7 life it is, and paid with
    the Forest and six life."""
    d = _game(CARD, "Forest", graveyard=("Shadowbeast Sighting",), life=3)
    assert CastSpell(d.find("Shadowbeast Sighting"), "flashback") not in d.game.legal_actions()
    d = _game(CARD, "Forest", graveyard=("Shadowbeast Sighting",), life=7)
    assert CastSpell(d.find("Shadowbeast Sighting"), "flashback") in d.game.legal_actions()
    d.cast(0, "Shadowbeast Sighting", method="flashback")
    assert d.life(0) == 1 and len(d.state.stack) == 1


def test_each_lords_mana_is_offered_while_the_life_lasts() -> None:
    """CR 119.4, 601.2g–h: three Lords and a Forest at 6 life pay {6}{G} exactly; while it is
    paid, each Lord's {C} is offered (one life paid for it leaves enough for the rest)."""
    d = _game(CARD, CARD, "Forest", graveyard=("Shadowbeast Sighting",), life=6)
    d.cast(0, "Shadowbeast Sighting", method="flashback", pay=False)
    d.expect("pay_mana")
    lords = set(d.ids(CARD))
    assert {a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == lords | {d.find("Forest")}


def test_the_mana_cant_cast_a_spell_from_your_hand() -> None:
    """The same card in hand ({3}{G}) with one Forest is not offered; with four Forests it is
    paid by the Forests, the Lord's ability never offered and no life paid."""
    d = _game("Forest", hand=("Shadowbeast Sighting",))
    assert CastSpell(d.find("Shadowbeast Sighting"), "normal") not in d.game.legal_actions()
    d2 = _game("Forest", "Forest", "Forest", "Forest", hand=("Shadowbeast Sighting",))
    d2.cast(0, "Shadowbeast Sighting", pay=False)
    lord = d2.find(CARD)
    while d2.decision.kind == "pay_mana":
        acts = d2.game.legal_actions()
        assert all(not (isinstance(a, ActivateManaAbility) and a.source == lord) for a in acts)
        d2.act(0, acts[0])
    assert d2.life(0) == 20 and len(d2.state.stack) == 1


def test_mana_left_in_the_pool_is_not_spent_on_a_spell_from_hand() -> None:
    """{C} made beforehand stays in the pool, and doesn't make a spell from hand castable."""
    d = _game("Forest", hand=("Pestilent Wolf",))
    d.mana(0, CARD, "C")
    assert CastSpell(d.find("Pestilent Wolf"), "normal") not in d.game.legal_actions()
    d.mana(0, "Forest", "G")
    d2 = _game("Forest", "Forest", hand=("Pestilent Wolf",))
    d2.mana(0, CARD, "C")
    d2.cast(0, "Pestilent Wolf")
    assert d2.state.players[0].mana_pool == {"C": 1}


def test_no_more_life_than_you_have() -> None:
    """Paying life needs that much life (CR 119.4): with 6 life, {6}{G} is paid (to 0 life,
    and the game is lost); with 5, the flashback is not offered."""
    d = _game("Forest", graveyard=("Shadowbeast Sighting",), life=5)
    assert CastSpell(d.find("Shadowbeast Sighting"), "flashback") not in d.game.legal_actions()
    d2 = _game("Forest", graveyard=("Shadowbeast Sighting",), life=6)
    d2.cast(0, "Shadowbeast Sighting", method="flashback")
    assert d2.life(0) == 0 and d2.game.is_over and d2.game.winners == (1,)


def test_paying_the_last_life_mid_cast_the_spell_is_cast_and_then_the_game_is_lost() -> None:
    """CR 601.2h, 605.3b, 704.3: no player receives priority while a spell is being cast, so
    state-based actions aren't checked then. At 6 life the Lord pays six {C} of Shadowbeast
    Sighting's flashback {6}{G}: at 0 life, with the {G} still owed, the game goes on and the
    payment is still asked for; the Forest pays it, the spell becomes cast (CR 601.2i), and
    only then does player 0 lose (CR 104.3b, 704.5a), before it resolves: no Beast."""
    d = _game("Forest", graveyard=("Shadowbeast Sighting",), life=6)
    lord = d.find(CARD)
    d.cast(0, "Shadowbeast Sighting", method="flashback", pay=False)
    for _ in range(6):
        d.expect("pay_mana")
        d.act(0, ActivateManaAbility(lord, 3, "C"))
    assert d.life(0) == 0
    assert not d.game.is_over and not d.state.players[0].lost
    d.expect("pay_mana")
    d.mana(0, "Forest", "G")
    assert d.game.is_over and d.game.winners == (1,)
    assert d.zone_of("Shadowbeast Sighting") == "stack"
    assert not d.ids("Beast Token")


def test_its_mana_pays_a_flashback_cost_that_sacrifices_another_permanent() -> None:
    """CR 601.2g–h, 119.4, 702.34a: Rite of Oblivion's flashback {2}{W}{B} plus "sacrifice a
    nonland permanent", with the Lord, Skirk Prospector, a Plains and a Swamp: the Prospector
    is the one to sacrifice (without the Lord's {C}{C} the lands can't pay), so the Lord's
    ability is offered while the mana is paid; the Prospector is then sacrificed and 2 life
    paid."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Skirk Prospector", "Plains", "Swamp")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    rite, lord = d.find("Rite of Oblivion"), d.find(CARD)
    assert CastSpell(rite, "flashback") in d.game.legal_actions()
    d.act(0, CastSpell(rite, "flashback"))
    d.choose(d.find("Glory Seeker"))
    d.expect("pay_mana")
    assert ActivateManaAbility(lord, 3, "C") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(lord, 3, "C"))
    d.act(0, ActivateManaAbility(lord, 3, "C"))
    d.mana(0, "Plains", "W")
    d.mana(0, "Swamp", "B")
    d.expect("cost_sacrifice")
    d.choose(d.find("Skirk Prospector"))
    assert d.life(0) == 18 and d.zone_of("Skirk Prospector") == "graveyard"
    assert d.zone_of(CARD) == "battlefield" and len(d.state.stack) == 1


def test_a_lord_made_a_goblin_kept_for_rite_of_oblivion_still_makes_its_colourless() -> None:
    """CR 601.2g-h, 118.3, 119.4, 702.34a: once Artificial Evolution makes the Lord a Goblin,
    Skirk Prospector's "Sacrifice a Goblin: Add {R}" may sacrifice either of them. Rite of
    Oblivion's "sacrifice a nonland permanent" is paid once the mana is (CR 601.2h): the
    Prospector's {R} (sacrificing itself, not the Lord, whose {C} is needed), the Lord's {C}
    for 1 life, the Plains and the Swamp pay {2}{W}{B}, the Lord then sacrificed; or the
    Lord's {C} twice, the Prospector then sacrificed. Both the Lord's {C} and the
    Prospector's {R} are offered; two life pay the {2}, and the Prospector is sacrificed."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island", CARD, "Skirk Prospector", "Plains", "Swamp")
    s.hand(0, "Artificial Evolution")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    lord, prospector = d.find(CARD), d.find("Skirk Prospector")
    d.cast(0, "Artificial Evolution", targets=[lord], pay=False)
    d.mana(0, "Island")
    d.resolve()
    d.choose("Demon")
    d.choose("Goblin")
    assert d.chars(lord).subtypes == {"Goblin"}
    rite = d.find("Rite of Oblivion")
    assert CastSpell(rite, "flashback") in d.game.legal_actions()
    d.act(0, CastSpell(rite, "flashback"))
    d.choose(d.find("Glory Seeker"))
    d.expect("pay_mana")
    offered = d.game.legal_actions()
    assert ActivateManaAbility(lord, 3, "C") in offered
    assert ActivateManaAbility(prospector, 0, "R") in offered
    g = d.game.clone()
    g.apply(0, ActivateManaAbility(prospector, 0, "R"))
    assert [a.value for a in g.legal_actions()] == [prospector]  # type: ignore[attr-defined]
    d.act(0, ActivateManaAbility(lord, 3, "C"))
    d.act(0, ActivateManaAbility(lord, 3, "C"))
    d.mana(0, "Plains", "W")
    d.mana(0, "Swamp", "B")
    d.expect("cost_sacrifice")
    d.choose(prospector)
    assert d.life(0) == 18 and d.zone_of("Skirk Prospector") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_sacrificing_the_lord_itself_is_refused_and_nothing_changes() -> None:
    """"Another creature" (CR 602.2b, 601.2h): choosing the Lord for the sacrifice is refused
    with the reason, and the game goes back to before the activation: the Swamp untapped, the
    stack empty, both creatures still on the battlefield."""
    from manastack.illegal_actions import IllegalActionError

    d = _game("Swamp", "Pestilent Wolf")
    lord = d.find(CARD)
    with pytest.raises(IllegalActionError, match="doesn't fit the cost's description, "
                                                  "\"another creature\""):
        d.activate(0, CARD, targets=[1], choices=[lord])
    assert not d.state.stack
    assert not d.state.objects[d.find("Swamp")].tapped
    assert d.zone_of(CARD) == "battlefield" and d.zone_of("Pestilent Wolf") == "battlefield"


def test_an_opponents_creature_cant_be_sacrificed() -> None:
    """Only a creature you control can be sacrificed (CR 701.21a)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Swamp")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    lord = d.find(CARD)
    assert not any(isinstance(a, ActivateAbility) and a.source == lord
                   for a in d.game.legal_actions())


def test_targeting_yourself_with_a_short_library_mills_what_is_there() -> None:
    """CR 701.17b: a player can't mill more cards than are in their library; with two cards,
    both are milled."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Swamp", "Glory Seeker")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    d.activate(0, CARD, targets=[0], choices=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.players[0].library
    assert d.zone_of("Island") == "graveyard" and d.zone_of("Forest") == "graveyard"


def test_the_mill_happens_even_if_the_lord_is_gone() -> None:
    """CR 113.7a: the activated ability on the stack is independent of its source."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Swamp", "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    d.activate(0, CARD, targets=[1], choices=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert len(d.state.players[1].library) == 2 and len(d.state.players[1].graveyard) == 4


def test_trample_over_a_flying_blocker() -> None:
    """CR 702.19b: blocked by a 2/2 flyer, lethal damage (2) to it, the other 4 to the player;
    assigning less than lethal to the blocker is not offered."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Screeching Buzzard")
    d = Driver(s.build())
    lord, buzzard = d.find(CARD), d.find("Screeching Buzzard")
    d.to_combat()
    d.attack([lord])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({buzzard: lord})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert (1, 5) not in [getattr(a, "value", None) for a in d.game.legal_actions()]
    d.choose((2, 4))
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.zone_of("Screeching Buzzard") == "graveyard"
