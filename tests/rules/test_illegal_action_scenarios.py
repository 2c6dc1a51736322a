"""Handling illegal actions (CR 732): an illegal action is refused before anything changes, or
reversed entirely if it was begun (CR 732.1), the player who had priority keeping it (CR
732.2), and the refusal says what was wrong, in the terms of the rule broken, naming only what
the player may see (CR 401.2, 708.5).

CR 305.1-305.2  a land from your hand, in your main phase with the stack empty, one a turn.
CR 307.1, 117.1a  a sorcery-speed spell only in your main phase with the stack empty.
CR 601.2a  a spell from a zone it may be cast from; another player's hand is not one.
CR 602.2, 602.5a, 302.6  only a permanent's controller activates its abilities; {T} of a tapped
           or summoning-sick creature can't be paid.
CR 508.1a-b, 802.1  an untapped creature you have controlled since your turn began attacks an
           opponent or a planeswalker an opponent controls, once; several of each may be
           attacked in one declaration.
CR 509.1a, 802.4a  a defending player blocks with their own untapped creatures, and only
           creatures attacking them or their planeswalkers.
CR 601.2b-c, 107.3  a mode, a target or a value of X outside those offered is refused.
"""

from __future__ import annotations

import re

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
)
from manastack.dsl.prelude import TARGET_CREATURE, Mode, Target, continued, grant, pump, spell
from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import PLATINUM_ANGEL


def refused(game: Game, player: int, action: object, *words: str) -> str:
    """``action`` is refused, the game exactly as it was (its fingerprint, history and
    decision), and the refusal contains each of ``words``."""
    before = game.fingerprint()
    history = list(game.history)
    decision = game.decision
    with pytest.raises(IllegalActionError) as err:
        game.apply(player, action)  # type: ignore[arg-type]
    assert game.fingerprint() == before
    assert game.history == history
    assert game.decision == decision
    message = str(err.value)
    for w in words:
        assert w in message, message
    return message


def _two(**kw: object) -> Scenario:
    s = Scenario(seed=5, **kw)  # type: ignore[arg-type]
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    return s


def test_305_2_a_second_land_in_a_turn_is_refused_naming_the_land_played() -> None:
    s = _two()
    s.hand(0, "Mountain", "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.play_land(0, "Mountain")
    refused(d.game, 0, PlayLand(d.find("Forest")),
            "you have already played 1 land this turn (CR 305.2)")
    assert d.zone_of("Forest") == "hand"


def test_305_1_a_land_outside_your_main_phase_or_turn_is_refused() -> None:
    s = _two()
    s.hand(0, "Mountain")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    refused(d.game, 0, PlayLand(d.find("Mountain")),
            "it isn't your main phase (it is the upkeep", "CR 305.1")
    d.pass_until("precombat_main", turn=4)  # player 1's turn
    d.pass_priority()
    assert d.decision.player == 0
    refused(d.game, 0, PlayLand(d.find("Mountain")), "it isn't your turn", "CR 305.1")


def test_305_1_a_nonland_or_a_land_on_the_battlefield_is_not_played() -> None:
    s = _two()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, PlayLand(d.find("Shock")), "Shock is not a land: it is cast")
    refused(d.game, 0, PlayLand(d.find("Mountain")),
            "Mountain is on the battlefield, not your hand (CR 305.1)")


def test_305_9_a_land_is_not_cast() -> None:
    s = _two()
    s.hand(0, "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, CastSpell(d.find("Forest")), "Forest is a land: it is played, not cast",
            "CR 305.9")
    d.play_land(0, "Forest")  # the player keeps priority and may act legally (CR 732.2)
    assert d.zone_of("Forest") == "battlefield"


def test_307_1_a_creature_spell_with_a_spell_on_the_stack_is_refused() -> None:
    s = _two()
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.hand(0, "Shock", "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert d.decision.kind == "priority" and d.decision.player == 0
    refused(d.game, 0, CastSpell(d.find("Glory Seeker")),
            "Glory Seeker is cast only in your main phase while the stack is empty",
            "the stack isn't empty", "CR 117.1a, 307.1")


def test_601_2a_a_card_in_an_opponent_s_hand_is_refused_without_naming_it() -> None:
    s = _two()
    s.battlefield(0, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    message = refused(d.game, 0, CastSpell(d.find("Shock")), "a card you can't see",
                      "CR 601.2a")
    assert "Shock" not in message.split(": ", 2)[-1]  # the card stays hidden (CR 401.2)
    refused(d.game, 0, PlayLand(d.find("Shock")), "a card you can't see")


def test_601_2h_a_spell_whose_cost_cant_be_paid_is_refused_and_play_goes_on() -> None:
    s = _two()
    s.battlefield(0, "Mountain")
    s.hand(0, "Glory Seeker", "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, CastSpell(d.find("Glory Seeker")), "Glory Seeker can't be cast",
            "total cost can't be paid", "CR 601.2")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_602_2_an_ability_of_an_opponent_s_permanent_is_refused() -> None:
    s = _two()
    s.battlefield(1, "Wellwisher")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, ActivateAbility(d.find("Wellwisher"), 0),
            "Wellwisher is controlled by Player 2: only the controller of a permanent "
            "activates its abilities (CR 602.2)")


def test_302_6_and_602_5a_a_tap_ability_of_a_sick_or_tapped_creature_is_refused() -> None:
    s = _two()
    s.battlefield(0, "Wellwisher", label="sick", sick=True)
    s.battlefield(0, "Wellwisher", label="tapped", tapped=True)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    sick, tapped = d.ids("Wellwisher")
    refused(d.game, 0, ActivateAbility(sick, 0), "Wellwisher hasn't been under your control",
            "CR 302.6")
    refused(d.game, 0, ActivateAbility(tapped, 0), "Wellwisher is tapped", "CR 602.5a")
    refused(d.game, 0, ActivateManaAbility(tapped, 0, "G"), "Wellwisher is tapped")
    refused(d.game, 0, ActivateAbility(sick, 7), "Wellwisher has no ability number 7")


def test_602_2b_an_ability_with_no_legal_target_is_refused_citing_the_casting_steps() -> None:
    """CR 602.2b, 601.2c, 601.2e: Aven Soulgazer's "{2}{W}: Look at target face-down
    creature" with no face-down creature on the battlefield can't be activated; the refusal
    says so and cites the steps of activating that choose targets and check legality."""
    s = _two()
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, ActivateAbility(d.find("Aven Soulgazer"), 1),
            "that ability of Aven Soulgazer has no legal target to choose "
            "(CR 602.2b, 601.2c, 601.2e)")


def test_117_1_an_action_of_the_wrong_kind_for_the_decision_is_refused() -> None:
    s = _two()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, Choose(1), "a Choose doesn't answer a priority decision", "CR 117.1")
    refused(d.game, 0, FinishDeclaration(), "FinishDeclaration doesn't answer")
    d.act(0, CastSpell(d.find("Shock")))
    refused(d.game, 0, PassPriority(), "a PassPriority doesn't answer a target decision",
            "it takes Choose")


def test_601_2c_a_target_outside_those_offered_is_refused_and_the_offers_listed() -> None:
    s = _two()
    s.battlefield(0, "Mountain", "Plains")
    s.battlefield(1, "Wellwisher")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock")))
    ww = d.find("Wellwisher")
    refused(d.game, 0, Choose(d.find("Plains", "battlefield")),
            "(Plains) is not a legal target; the choices are: 0 (Player 1), 1 (Player 2), "
            f"{ww} (Wellwisher)")
    refused(d.game, 0, Choose(9), "9 is not a legal target")
    # a card in a library is not named: no one may see it there (CR 401.2)
    hidden = d.find("Plains", "library")
    message = refused(d.game, 0, Choose(hidden),
                      f"{hidden} (a card you can't see) is not a legal target")
    assert "Plains" not in message
    d.choose(ww)  # the cast goes on from where it was
    d.pay()
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"


def test_700_2_a_mode_whose_target_is_missing_is_not_offered() -> None:
    """CR 700.2a: Fever Charm's third mode needs a Wizard; with none it can't be chosen."""
    s = _two()
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    d.expect("mode")
    refused(d.game, 0, Choose(2), "2 is not a mode that can be chosen; the choices are: 0, 1")
    refused(d.game, 0, Choose(5), "5 is not a mode that can be chosen")


def test_107_3_a_value_of_x_outside_those_offered_is_refused() -> None:
    s = _two()
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(0, "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Lunar Frenzy")))
    while d.decision.kind != "x":
        d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    refused(d.game, 0, Choose(-1), "-1 is not a value X may have",
            "X can't be a negative number (CR 107.1b)")
    refused(d.game, 0, Choose("1"), "'1' is not a value X may have")


def test_107_3a_601_2f_an_x_too_large_to_pay_is_refused_naming_the_total_cost_it_would_make(
) -> None:
    """CR 107.3a, 601.2f-h: Light Up the Night ({X}{R}) with Storm Skreelix ({1} less) and two
    Mountains: X may be 0, 1 or 2; with X = 3 the total cost would be {2}{R}, and the refusal
    names it. Silklash Spider's {X}{G}{G} with three Forests: X = 2 would make {2}{G}{G}."""
    s = _two()
    s.battlefield(0, "Mountain", "Mountain", "Storm Skreelix")
    s.hand(0, "Light Up the Night")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Light Up the Night")))
    d.expect("x")
    refused(d.game, 0, Choose(3), "3 is not a value X may have; the choices are: 0, 1, 2. "
            "With X = 3 its total cost would be {2}{R}, which the mana you can spend on it "
            "doesn't pay (CR 107.3a, 601.2f-h)")
    s = _two()
    s.battlefield(0, "Forest", "Forest", "Forest", "Silklash Spider")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, ActivateAbility(d.find("Silklash Spider"), 1))
    d.expect("x")
    refused(d.game, 0, Choose(2), "With X = 2 its total cost would be {2}{G}{G}")


def test_107_3a_an_x_bounded_by_targets_is_refused_without_blaming_the_mana() -> None:
    """CR 601.2c, 115.1: Hour of Eternity ({X}{X}{U}{U}{U}) exiles X target creature cards
    from your graveyard; with one such card and seven Islands X is at most 1 though the mana
    would pay X = 2, so the refusal of 2 lists the choices and says nothing of the cost."""
    s = _two()
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Hour of Eternity")
    s.graveyard(0, "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Hour of Eternity")))
    d.expect("x")
    message = refused(d.game, 0, Choose(2), "2 is not a value X may have; the choices are: 0, 1")
    assert "total cost" not in message


def _four_with_walkers() -> tuple[Driver, list[int], int, int]:
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    for label in ("a", "b", "c", "d"):
        s.battlefield(0, "Glory Seeker", label=label)
    s.battlefield(1, "Arlinn, the Pack's Hope")
    s.battlefield(2, "Teferi, Who Slows the Sunset")
    s.battlefield(1, "Glory Seeker", label="g1")
    s.battlefield(2, "Glory Seeker", label="g2")
    s.battlefield(3, "Goblin Sky Raider", label="raider", tapped=True)
    d = Driver(s.build())
    return (d, d.ids("Glory Seeker", player=0), d.find("Arlinn, the Pack's Hope"),
            d.find("Teferi, Who Slows the Sunset"))


def test_802_1_one_declaration_attacks_two_planeswalkers_of_different_players_and_a_player(
) -> None:
    """CR 802.1, 508.1b, 506.2: the creatures attack Arlinn (player 1's), Teferi (player 2's)
    and player 3 in one declaration; each planeswalker's controller blocks only the creature
    attacking it (CR 802.4a); the damage goes to each, the planeswalkers losing loyalty (CR
    120.3c)."""
    d, (a, b, c, _), arlinn, teferi = _four_with_walkers()
    d.to_combat()
    d.attack({a: arlinn, b: teferi, c: 3})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    g1, g2 = d.ids("Glory Seeker", player=1)[0], d.ids("Glory Seeker", player=2)[0]
    assert d.decision.player == 1
    assert {x for x in d.game.legal_actions() if isinstance(x, DeclareBlocker)} == {
        DeclareBlocker(g1, a)}
    d.block({})
    assert d.decision.player == 2
    assert {x for x in d.game.legal_actions() if isinstance(x, DeclareBlocker)} == {
        DeclareBlocker(g2, b)}
    d.block({})
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(4)] == [20, 20, 20, 18]
    assert d.state.objects[arlinn].counters["loyalty"] == 2  # 4 - 2
    assert d.state.objects[teferi].counters["loyalty"] == 2  # 4 - 2


def test_508_1_illegal_attacks_are_refused_with_their_reason() -> None:
    d, (a, b, _, _), arlinn, _ = _four_with_walkers()
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    refused(d.game, 0, DeclareAttacker(a, 0), "Player 1 is not your opponent", "CR 508.1b")
    refused(d.game, 0, DeclareAttacker(a, b), "Glory Seeker can't be attacked", "CR 508.1b")
    refused(d.game, 0, DeclareAttacker(raider, 3), "Goblin Sky Raider is controlled by Player 4")
    refused(d.game, 0, DeclareAttacker(a, 99999), "object 99999 can't be attacked")
    refused(d.game, 0, ResetDeclaration(), "nothing has been declared yet")
    d.act(0, DeclareAttacker(a, arlinn))
    refused(d.game, 0, DeclareAttacker(a, 2), "Glory Seeker is already declared as an attacker")
    refused(d.game, 0, PassPriority(), "doesn't answer the declaration of attackers",
            "CR 508.1")


def test_509_1a_802_4a_illegal_blocks_are_refused_with_their_reason() -> None:
    d, (a, b, _, _), arlinn, teferi = _four_with_walkers()
    d.to_combat()
    d.attack({a: arlinn, b: teferi})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    g1, g2 = d.ids("Glory Seeker", player=1)[0], d.ids("Glory Seeker", player=2)[0]
    assert d.decision.player == 1
    refused(d.game, 1, DeclareBlocker(g1, b), "attacking another player or their planeswalker",
            "CR 509.1a, 802.4a")
    refused(d.game, 1, DeclareBlocker(g2, a), "Glory Seeker is controlled by Player 3, not you")
    refused(d.game, 1, DeclareBlocker(g1, g2), "Glory Seeker is not attacking")
    refused(d.game, 2, DeclareBlocker(g2, b), "it is Player 2's decision")
    d.block({g1: a})
    d.pass_until("postcombat_main")
    assert d.state.objects[arlinn].counters["loyalty"] == 4  # blocked: no damage to Arlinn


def test_601_2g_mana_that_can_t_be_made_while_paying_is_refused_and_payment_goes_on() -> None:
    """CR 601.2g-h, 605.3, 732.1: while Shock's {R} is paid, a tapped Forest's mana and a
    colour the Mountain can't make are refused; the payment goes on from where it was."""
    s = _two()
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest", tapped=True)
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.expect("pay_mana")
    forest, mountain = d.find("Forest", zone="battlefield"), d.find("Mountain")
    refused(d.game, 0, ActivateManaAbility(forest, 0, "G"), "Forest is tapped", "CR 602.5a")
    refused(d.game, 0, ActivateManaAbility(mountain, 0, "U"),
            "that mana of Mountain can't be made or spent on what is left to pay")
    refused(d.game, 0, Choose(0), "a Choose doesn't answer a pay_mana decision",
            "it takes ActivateManaAbility")
    d.pay()
    d.resolve()
    assert d.life(1) == 18


def test_732_at_every_decision_of_a_game_an_answer_outside_it_is_refused_naming_why() -> None:
    """CR 732.1, 117.1, 601.2: through a whole seeded game, at each decision (priority, the
    first player, mulligans, targets, modes, costs, payments, declarations, triggers' order,
    ...), a choice outside those offered, an action of another kind and the other player's
    answer are each refused, the game unchanged, and the refusal names the problem: what the
    decision takes, the choices offered, or whose decision it is."""
    from manastack.agents import make_policy
    from manastack.formats.decklist import load_decklist
    game = Game.new([load_decklist("ons_wu"), load_decklist("ons_br")], seed=1)
    policies = [make_policy("random", 16 + seat) for seat in (0, 1)]
    kinds: dict[str, int] = {}
    for _ in range(400):
        d = game.decision
        if d is None:
            break
        legal = game.legal_actions()
        kinds[d.kind] = kinds.get(d.kind, 0) + 1
        if kinds[d.kind] > 2:  # each kind tried twice
            game.apply(d.player, policies[d.player].choose(game, d.player, legal))
            continue
        if Choose(123456) not in legal:
            message = refused(game, d.player, Choose(123456))
            assert ("123456 is not" in message and "the choices are: " in message) or \
                "a Choose doesn't answer" in message, message
        if PassPriority() not in legal:
            refused(game, d.player, PassPriority(), "a PassPriority doesn't answer")
        refused(game, 1 - d.player, PassPriority(), f"{d.kind}), not Player {2 - d.player}'s")
        game.apply(d.player, policies[d.player].choose(game, d.player, legal))
    assert {"priority", "first_player", "mulligan", "pay_mana", "declare_attackers",
            "target"} <= set(kinds)


def _commander_table() -> Driver:
    s = Scenario(players=2, seed=1, format="commander")
    for p in range(2):
        s.library(p, *["Forest"] * 10)
    s.commander(0, "Jareth, Leonine Titan")
    s.commander(1, "Leinore, Autumn Sovereign")
    s.battlefield(0, *["Plains"] * 7)
    s.commander_casts("Jareth, Leonine Titan", 1)
    s.hand(0, "Shock")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Galvanic Iteration")
    s.at("precombat_main", active=0)
    return Driver(s.build())


def test_903_8_another_player_s_commander_and_an_unaffordable_tax_are_refused() -> None:
    """CR 903.8: a player casts only a commander they own from the command zone; Jareth
    ({3}{W}{W}{W}) cast once already costs {2} more, eight mana, with seven Plains."""
    d = _commander_table()
    refused(d.game, 0, CastSpell(d.find("Leinore, Autumn Sovereign"), "commander"),
            "Leinore, Autumn Sovereign is Player 2's commander: only its owner may cast it "
            "from the command zone (CR 903.8)")
    refused(d.game, 0, CastSpell(d.find("Jareth, Leonine Titan"), "commander"),
            "Jareth, Leonine Titan can't be cast that way now", "commander tax of {2}")
    refused(d.game, 0, CastSpell(d.find("Jareth, Leonine Titan"), "normal"),
            "Jareth, Leonine Titan is in the command zone: nothing lets you cast it from there")


def test_601_2a_ways_to_cast_that_don_t_fit_the_card_are_refused() -> None:
    """CR 601.2a, 601.3, 702.34a, 400.1: a card cast by a way it has no keyword for, from a zone the
    way doesn't cast from, another player's card from their graveyard, or a way that doesn't
    exist."""
    d = _commander_table()
    seeker, shock = d.find("Glory Seeker"), d.find("Shock")
    refused(d.game, 0, CastSpell(seeker, "flashback"), "Glory Seeker has no flashback")
    refused(d.game, 0, CastSpell(shock, "flashback"),
            "Shock is in your hand: casting 'flashback' is from the graveyard")
    # the zones by their names: "exile" and "the command zone" (CR 400.1)
    refused(d.game, 0, CastSpell(shock, "from_exile"),
            "Shock is in your hand: casting 'from_exile' is from exile (")
    refused(d.game, 0, CastSpell(shock, "commander"),
            "Shock is in your hand: casting 'commander' is from the command zone (")
    refused(d.game, 0, CastSpell(seeker), "Glory Seeker is in your graveyard: nothing lets you")
    refused(d.game, 0, CastSpell(d.find("Galvanic Iteration"), "flashback"),
            "Galvanic Iteration is in Player 2's graveyard: nothing lets you cast another "
            "player's card from there")
    refused(d.game, 0, CastSpell(shock, "sideways"),
            "there is no way to cast a spell called 'sideways'")



def _nothing_allows() -> Driver:
    """Player 0 has Gluttonous Zombie in hand, in exile and in the graveyard, but nothing
    letting them play an exiled card, neither Gisa and Geralf nor Rooftop Storm."""
    s = _two()
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Gluttonous Zombie")
    s.exile(0, "Gluttonous Zombie")
    s.graveyard(0, "Gluttonous Zombie")
    s.at("precombat_main", active=0)
    return Driver(s.build())


def test_601_2a_118_9_a_way_to_cast_that_nothing_allows_is_refused_naming_that() -> None:
    """CR 601.2a, 118.9: casting from exile, from the graveyard with a permission or paying
    {0} rather than the mana cost needs something allowing it: with nothing, the refusal says
    so, not that the cost can't be paid."""
    d = _nothing_allows()
    refused(d.game, 0, CastSpell(d.find("Gluttonous Zombie", "exile"), "from_exile"),
            "Gluttonous Zombie can't be cast 'from_exile' now: nothing allows casting it "
            "that way (CR 601.2a, 118.9)")
    refused(d.game, 0, CastSpell(d.find("Gluttonous Zombie", "graveyard"),
                                 "graveyard_permission"), "nothing allows casting it that way")
    message = refused(d.game, 0, CastSpell(d.find("Gluttonous Zombie", "hand"), "paying_zero"),
                      "can't be cast 'paying_zero' now: nothing allows casting it that way")
    assert "total cost" not in message

def test_606_3_a_second_loyalty_ability_in_a_turn_and_one_outside_sorcery_timing() -> None:
    """CR 606.3: a loyalty ability only in its controller's main phase with the stack empty,
    and one loyalty ability of a permanent each turn."""
    s = _two()
    s.battlefield(0, "Arlinn, the Pack's Hope", "Mountain")
    s.hand(0, "Shock")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    refused(d.game, 0, ActivateAbility(arlinn, 1), "activated only as a sorcery",
            "it isn't your main phase", "CR 602.5d, 606.3")
    d.pass_until("precombat_main")
    plus = [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == arlinn][0]
    d.act(0, plus)
    d.resolve()
    refused(d.game, 0, plus, "a loyalty ability of Arlinn, the Pack's Hope has already been "
            "activated this turn (CR 606.3)")


def test_602_5_pithing_needle_s_name_forbids_the_activation_and_the_refusal_says_so() -> None:
    s = _two()
    s.battlefield(0, "Wellwisher")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Wellwisher"})
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, ActivateAbility(d.find("Wellwisher"), 0),
            "the activated abilities of sources named Wellwisher can't be activated (CR 602.5)")


def test_702_26b_a_phased_out_permanent_s_ability_is_refused() -> None:
    s = _two()
    s.battlefield(0, "Wellwisher", phased_out=True)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, ActivateAbility(d.find("Wellwisher"), 0), "Wellwisher is phased out",
            "CR 702.26b")


def test_702_3b_702_9b_a_defender_attacking_and_a_flyer_blocked_from_the_ground_are_refused(
) -> None:
    s = _two()
    s.battlefield(0, "Goblin Sky Raider", "Wall of Mulch", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    raider, wall = d.find("Goblin Sky Raider"), d.find("Wall of Mulch")
    d.to_combat()
    refused(d.game, 0, DeclareAttacker(wall, 1), "Wall of Mulch has defender: it can't attack "
            "(CR 702.3b)")
    d.attack([raider, d.find("Glory Seeker", player=0)])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    refused(d.game, 1, DeclareBlocker(d.find("Glory Seeker", player=1), raider),
            "Goblin Sky Raider has flying: only a creature with flying or reach can block it "
            "(CR 702.9b)")


def test_116_2b_702_37e_turning_face_up_refused_names_the_reason_but_not_the_hidden_card(
) -> None:
    """CR 116.2b, 702.37e, 708.5: a player turns face up only a face-down permanent they
    control, paying its morph cost; the opponent's face-down creature stays unnamed."""
    s = _two()
    s.battlefield(0, "Skirk Commando", face_down=True, label="mine")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Daru Lancer", face_down=True, label="theirs")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    mine, theirs = d.find("Skirk Commando"), d.find("Daru Lancer")
    message = refused(d.game, 0, SpecialAction("turn_face_up", theirs),
                      "a face-down permanent is controlled by Player 2 (CR 116.2b)")
    assert "Daru Lancer" not in message
    refused(d.game, 0, SpecialAction("turn_face_up", d.find("Glory Seeker")),
            "Glory Seeker is face up already (CR 702.37e)")
    refused(d.game, 0, SpecialAction("turn_face_up", mine),
            "Skirk Commando can't be turned face up now: its morph cost can't be paid")
    refused(d.game, 0, SpecialAction("flip", mine), "there is no special action called 'flip'")


def _shock(*theirs: str) -> Driver:
    s = _two()
    s.battlefield(0, "Mountain", "Plains")
    s.battlefield(1, *theirs)
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock")))
    return d


def test_115_1_a_target_refused_says_why_it_is_not_legal() -> None:
    """CR 115.1, 702.16b, 702.18a, 702.11b, 702.11c: Shock's target refused, the refusal says
    why each is not a legal target: Plains doesn't fit "any target", Skirk Fire Marshal has
    protection from red, Gigapede has shroud, and under Sigarda, Heron's Grace its controller
    and their Human (Glory Seeker) have hexproof. The game stays as it was; a legal target
    is then taken."""
    d = _shock("Skirk Fire Marshal", "Gigapede", "Sigarda, Heron's Grace", "Glory Seeker")
    refused(d.game, 0, Choose(d.find("Plains", "battlefield")),
            "is not a legal target; the choices are:",
            ". Plains doesn't fit the target's description, \"any target\" (CR 115.1)")
    refused(d.game, 0, Choose(d.find("Skirk Fire Marshal")),
            "Skirk Fire Marshal has protection from red (CR 702.16b)")
    refused(d.game, 0, Choose(d.find("Gigapede")), "Gigapede has shroud", "(CR 702.18a)")
    refused(d.game, 0, Choose(1), "Player 2 has hexproof (CR 702.11c)")
    refused(d.game, 0, Choose(d.find("Glory Seeker")), "Glory Seeker has hexproof",
            "(CR 702.11b)")
    d.choose(0)  # Shock may target its own caster
    d.pay()
    d.resolve()
    assert d.state.players[0].life == 18


def test_115_3_a_target_chosen_twice_for_one_instance_of_target_is_refused_saying_so() -> None:
    """CR 115.3, 601.2c: Essence Fracture's "two target creatures" can't be one creature
    twice: choosing Glory Seeker again is refused as already chosen for this target."""
    s = _two()
    s.battlefield(0, *["Island"] * 5)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Essence Fracture")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Essence Fracture")))
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    refused(d.game, 0, Choose(seeker), f"{seeker} (Glory Seeker) is not a legal target",
            "Glory Seeker is already chosen for this target", "(CR 115.3, 601.2c)")
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "hand"


TWOFOLD = define_card(
    "Twofold Fever", "{R}", "Instant",
    "Choose two —\n• Target creature gains haste until end of turn.\n• Target creature gets "
    "+2/+0 until end of turn.",
    abilities=[spell(modes=(Mode((grant(Target(0), "Haste"),), (TARGET_CREATURE,), "haste"),
                            Mode((pump(Target(0), 2, 0),), (TARGET_CREATURE,), "+2/+0")),
                     choose=2), continued(), continued()]).name
"""A card made up for a spell that chooses two modes (CR 700.2)."""


def test_700_2_a_refused_mode_says_why() -> None:
    """CR 700.2, 700.2a: Fever Charm's Wizard mode is refused as needing a target none can be
    chosen for, and a mode it doesn't have as missing; a "choose two" spell (made up) refuses
    the mode chosen already (700.2d). The game stays as it was each time."""
    s = _two()
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm", TWOFOLD)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    d.expect("mode")
    refused(d.game, 0, Choose(2), "the choices are: 0, 1. Mode 2 (\"3 damage to a Wizard\") "
            "needs a target, and none can be chosen for it (CR 700.2a, 601.2c)")
    refused(d.game, 0, Choose(5), "There is no mode 5: the modes are 0 to 2 (CR 700.2)")
    d.choose(1)
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    d.act(0, CastSpell(d.find("Twofold Fever")))
    d.choose(0)
    refused(d.game, 0, Choose(0), "Mode 0 (\"haste\") is already chosen: each mode is chosen "
            "once (CR 700.2d)")
    d.choose(1)
    assert d.state.objects[d.find("Twofold Fever")].stack["modes"] == (0, 1)


def _sentences_begin_with_capitals(message: str) -> bool:
    """Each sentence after the first begins with a capital letter (or a digit, a quote)."""
    return re.search(r"\. [a-z]", message) is None


def test_732_1_a_refused_choice_s_reason_is_a_sentence_of_its_own() -> None:
    """CR 732.1, 700.2, 115.1: the reason a refused mode or target gives follows the list of
    choices as a sentence of its own, beginning with a capital: a mode needing a target,
    a mode the spell doesn't have, a mode chosen already, and a face-down permanent that
    isn't the Wizard Fever Charm's third mode targets (named only as a face-down permanent,
    CR 708.5)."""
    s = _two()
    s.battlefield(0, *["Mountain"] * 5, "Glory Seeker")
    s.hand(0, "Fever Charm", TWOFOLD)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    d.expect("mode")
    for choice in (2, 5):
        assert _sentences_begin_with_capitals(refused(d.game, 0, Choose(choice), ". "))
    d.choose(1)
    d.choose(d.find("Glory Seeker", player=0))
    d.pay()
    d.resolve()
    d.act(0, CastSpell(d.find("Twofold Fever")))
    d.choose(0)
    message = refused(d.game, 0, Choose(0), ". Mode 0 (")
    assert _sentences_begin_with_capitals(message)
    s = _two()
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Ecstatic Awakener")  # a Human Wizard
    s.battlefield(1, "Glory Seeker", face_down=True)
    s.hand(0, "Fever Charm")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    d.choose(2)
    message = refused(d.game, 0, Choose(d.find("Glory Seeker")),
                      ". A face-down permanent doesn't fit the target's description")
    assert _sentences_begin_with_capitals(message) and "Glory Seeker" not in message


def test_601_2h_a_refused_sacrifice_says_why() -> None:
    """CR 601.2h, 602.2b, 701.21a: paying Eater of Hope's "Sacrifice two other creatures",
    a creature already chosen for it, an opponent's creature, a creature card in the hand
    and the Eater itself are refused, each saying why; the game is unchanged and the cost is then paid."""
    s = _two()
    s.battlefield(0, "Eater of Hope", "Glory Seeker", "Avacyn's Pilgrim", *["Swamp"] * 3)
    s.hand(0, "Gluttonous Zombie")
    s.battlefield(1, "Gluttonous Zombie")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, zombie = d.find("Glory Seeker"), d.find("Gluttonous Zombie", "battlefield")
    d.activate(0, "Eater of Hope", index=2, targets=[zombie], choices=[seeker])
    d.expect("cost_sacrifice")
    # Chosen, it stays on the battlefield until both are chosen (sacrificed together), so
    # the refusal can name it.
    message = refused(d.game, 0, Choose(seeker),
                      "Glory Seeker is already chosen to pay this cost", "(CR 601.2h)")
    assert "sacrificed to pay" not in message  # only chosen so far: sacrificed together later
    assert d.zone_of("Glory Seeker") == "battlefield"
    refused(d.game, 0, Choose(zombie), "Gluttonous Zombie is controlled by Player 2: only a "
            "permanent you control can be sacrificed to pay this cost (CR 701.21a)")
    refused(d.game, 0, Choose(d.find("Gluttonous Zombie", "hand")),
            "Gluttonous Zombie is in your hand, not a permanent: only a permanent you control "
            "can be sacrificed to pay this cost (CR 701.21a)")
    refused(d.game, 0, Choose(d.find("Eater of Hope")),
            "Eater of Hope doesn't fit the cost's description, \"another creature\"")
    refused(d.game, 0, Choose(d.find("Swamp")),
            "Swamp doesn't fit the cost's description, \"another creature\"")
    d.choose(d.find("Avacyn's Pilgrim"))
    d.resolve()
    assert d.ids("Gluttonous Zombie", "graveyard") and d.ids("Gluttonous Zombie", "hand")


def test_118_3_a_refused_tap_or_discard_for_a_cost_says_why() -> None:
    """CR 118.3: a tapped Wizard can't be tapped for Aphetto Grifter's cost, and an
    opponent's Wizard isn't one you control; CR 601.2h: Famished Foragers's discard takes a
    card from its controller's hand, not a permanent; a card of the opponent's hand, which
    player 0 can't see, is refused without a word about it (CR 401.2)."""
    s = _two()
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter")
    s.battlefield(0, "Information Dealer", tapped=True)
    s.battlefield(1, "Sage Aven", "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Aphetto Grifter", targets=[d.find("Forest")])
    d.expect("cost_tap")
    refused(d.game, 0, Choose(d.find("Information Dealer")),
            "Information Dealer is already tapped: a tapped permanent can't be tapped to pay "
            "a cost (CR 118.3)")
    refused(d.game, 0, Choose(d.find("Sage Aven")), "Sage Aven is controlled by Player 2")

    s = _two()
    s.battlefield(0, "Famished Foragers", *["Mountain"] * 3)
    s.hand(0, "Shock")
    s.hand(1, "Consider")
    s.library(0, "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Famished Foragers")
    d.expect("cost_discard")
    refused(d.game, 0, Choose(d.find("Mountain")),
            "Mountain is on the battlefield: only a card in your hand can be discarded to pay "
            "this cost (CR 601.2h)")
    message = refused(d.game, 0, Choose(d.find("Consider")), "is not one of the choices")
    assert "Consider" not in message
    d.choose(d.find("Shock"))
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and len(d.state.players[0].hand) == 1


def test_401_2_a_library_card_refused_as_a_choice_is_not_named() -> None:
    """CR 401.2: choosing a card of its own library, which no one may look at, for Eccentric
    Farmer's "a land card from your graveyard" is refused without naming it; the Plains
    offered is named, and so is a card of the library a player searches (CR 701.23a),
    which they look at."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Elvish Warrior", "Island")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    island = d.find("Island", zone="library")
    message = refused(d.game, 0, Choose(island), f"{island} (a card you can't see)",
                      "(Plains)")
    assert "Island" not in message
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Island", "Barren Moor")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.expect("search")
    moor = d.find("Barren Moor", zone="library")
    refused(d.game, 0, Choose(moor), f"{moor} (Barren Moor) is not one of the choices")


def test_601_2h_a_card_outside_your_graveyard_cant_be_exiled_for_a_cost() -> None:
    """CR 601.2h: Sigarda, Heron's Grace's "Exile a card from your graveyard" refuses a card of
    the opponent's graveyard and a permanent, each saying where it is; the game is unchanged,
    and the card in player 0's graveyard then pays the cost."""
    s = _two()
    s.battlefield(0, "Sigarda, Heron's Grace", "Plains", "Plains")
    s.graveyard(0, "Shock")
    s.graveyard(1, "Consider")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Sigarda, Heron's Grace", pay=False)
    d.pay()
    d.expect("cost_exile_gy")
    refused(d.game, 0, Choose(d.find("Consider")),
            "Consider is in Player 2's graveyard: only a card in your graveyard can be exiled "
            "to pay this cost (CR 601.2h)")
    refused(d.game, 0, Choose(d.find("Plains", "battlefield")),
            "Plains is on the battlefield: only a card in your graveyard can be exiled")
    d.choose(d.find("Shock"))
    d.resolve()
    assert d.zone_of("Shock") == "exile"


def test_601_2c_a_spell_without_a_legal_target_is_refused_saying_so_not_blaming_its_cost() -> None:
    """CR 601.2c, 601.2e: Swords to Plowshares with no creature on the battlefield has no legal
    target, though its {W} could be paid: the refusal names the target, not the total cost;
    Shock with two Plains has targets (the players), so its total cost is what can't be paid,
    and the refusal names it: {R}."""
    s = _two()
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Swords to Plowshares", "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    message = refused(d.game, 0, CastSpell(d.find("Swords to Plowshares")),
                      "Swords to Plowshares can't be cast now: a target it requires has no legal "
                      "choice (CR 601.2c, 601.2e)")
    assert "cost" not in message
    message = refused(d.game, 0, CastSpell(d.find("Shock")),
                      "Shock can't be cast that way now: its total cost can't be paid: the mana "
                      "you can spend on it doesn't pay {R} (CR 601.2f-h, 106.6)")
    assert "target" not in message


def test_601_2f_a_refused_spell_names_its_total_cost_with_an_increase_and_a_reduction() -> None:
    """CR 601.2f, 106.6: Curse of Silence names Shock for player 0: its total cost is {2}{R},
    which two Mountains don't pay, and the refusal names {2}{R}, not the mana cost; with
    Storm Skreelix also on the battlefield it is {1}{R} ({2} more, then {1} less), which the
    two Mountains pay. Somberwald Sage's mana, spendable only on creature spells, doesn't
    count for Shock either: the refusal still names {2}{R}."""
    s = _two()
    s.battlefield(0, "Mountain", "Mountain", "Somberwald Sage")
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Shock"})
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused(d.game, 0, CastSpell(d.find("Shock")),
            "Shock can't be cast that way now: its total cost can't be paid: the mana you can "
            "spend on it doesn't pay {2}{R} (CR 601.2f-h, 106.6)")
    s.battlefield(0, "Storm Skreelix")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert sum(d.state.objects[m].tapped for m in d.ids("Mountain")) == 2


def test_700_2a_a_modal_spell_whose_modes_all_lack_targets_is_refused_naming_its_modes() -> None:
    """CR 601.2b-c, 700.2a: Fever Charm ("Choose one") has three modes, each needing a target
    creature (the third a Wizard); with no creature on the battlefield none of them can be
    chosen, and the refusal says so rather than blaming its cost ({R}, which the Mountain
    pays). With Glory Seeker (a Human Soldier) on the battlefield two modes can be chosen and
    it is cast."""
    s = _two()
    s.battlefield(0, "Mountain")
    s.hand(0, "Fever Charm")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    message = refused(d.game, 0, CastSpell(d.find("Fever Charm")),
                      "Fever Charm can't be cast now: 1 of its modes must be chosen, and only 0 can "
                      "get legal targets (CR 601.2b-c, 700.2a)")
    assert "cost" not in message
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Fever Charm", modes=[1], targets=[d.find("Glory Seeker")])
    assert d.game.name_of(d.state.stack[-1]) == "Fever Charm"


def _ability_index(d: Driver, source: int) -> int:
    from manastack.dsl.abilities import ActivatedAbility
    return next(i for i, a in enumerate(d.chars(source).abilities)
                if isinstance(a, ActivatedAbility) and not a.is_mana_ability)


def test_602_2b_an_ability_whose_mana_can_t_be_paid_is_refused_naming_that_mana() -> None:
    """CR 602.2b, 601.2g-h, 106.6: Lord of the Forsaken's "{B}, Sacrifice another creature"
    with Glory Seeker to sacrifice but only a Plains: its other cost can be paid, its {B}
    can't, and the refusal names {B} (its own colourless mana may be spent only on spells
    cast from a graveyard); with no other creature, the sacrifice can't be paid either and
    the refusal says only that its costs can't be paid."""
    s = _two()
    s.battlefield(0, "Plains", "Lord of the Forsaken", "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    lord = d.find("Lord of the Forsaken")
    refused(d.game, 0, ActivateAbility(lord, _ability_index(d, lord)),
            "that ability of Lord of the Forsaken can't be activated now: its costs can't be "
            "paid: the mana you can spend on it doesn't pay {B} (CR 602.2b, 601.2g-h, 106.6)")
    s = _two()
    s.battlefield(0, "Plains", "Lord of the Forsaken")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    lord = d.find("Lord of the Forsaken")
    message = refused(d.game, 0, ActivateAbility(lord, _ability_index(d, lord)),
                      "that ability of Lord of the Forsaken can't be activated now: its costs "
                      "can't be paid (CR 602.2b, 601.2g-h, 118.3)")
    assert "{B}" not in message


def _life_refusal_ja(game: Game, player: int, action: object) -> str:
    with pytest.raises(IllegalActionError) as err:
        game.apply(player, action)  # type: ignore[arg-type]
    return err.value.text("ja")


def test_119_4_an_ability_whose_life_can_t_be_paid_is_refused_naming_the_life() -> None:
    """CR 119.4: a player may pay life only if their life total is at least the payment. At 0
    life (kept in the game by Platinum Angel), Flooded Strand's "Pay 1 life" and Lord of the
    Forsaken's mana ability's are refused saying so, in English and in Japanese, not with a
    bare "its costs can't be paid"; the game is unchanged."""
    s = _two()
    s.battlefield(0, "Flooded Strand", "Lord of the Forsaken", PLATINUM_ANGEL.name)
    s.life(0, 0)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    strand, lord = d.find("Flooded Strand"), d.find("Lord of the Forsaken")
    why = ("its costs can't be paid: paying 1 life needs a life total of at least 1, and "
           "yours is 0 (CR 119.4)")
    refused(d.game, 0, ActivateAbility(strand, 0),
            "that ability of Flooded Strand can't be activated now: " + why)
    refused(d.game, 0, ActivateManaAbility(lord, _mana_index(d, lord), "C"),
            "that ability of Lord of the Forsaken can't be activated now: " + why)
    assert _life_refusal_ja(d.game, 0, ActivateAbility(strand, 0)).endswith(
        "溢れかえる岸辺のその能力はいま起動できません：1点のライフを支払うにはライフ総量が1点"
        "以上必要ですが、あなたのライフ総量は0点です（CR 119.4）")


def test_119_4a_a_two_headed_giant_player_s_life_payment_is_refused_naming_the_team_total(
) -> None:
    """CR 119.4a, 810.9a: in Two-Headed Giant a player pays life from the team's total; with
    the team at 0 life (Platinum Angel keeps the whole team in, 810.8a), player 1's Flooded
    Strand is refused naming the team's life total."""
    s = Scenario(seed=5, format="two_headed_giant")
    s.battlefield(0, PLATINUM_ANGEL.name)
    s.battlefield(1, "Flooded Strand")
    s.life(0, 0)
    s.at("precombat_main", active=0, priority=1)
    d = Driver(s.build())
    strand = d.find("Flooded Strand")
    refused(d.game, 1, ActivateAbility(strand, 0),
            "paying 1 life needs a life total of at least 1, and your team's life total is 0 "
            "(CR 119.4a, 810.9a)")
    assert _life_refusal_ja(d.game, 1, ActivateAbility(strand, 0)).endswith(
        "ライフ総量が1点以上必要ですが、あなたのチームのライフ総量は0点です（CR 119.4a, 810.9a）")


def _mana_index(d: Driver, source: int) -> int:
    from manastack.dsl.abilities import ActivatedAbility
    return next(i for i, a in enumerate(d.chars(source).abilities)
                if isinstance(a, ActivatedAbility) and a.is_mana_ability)


def test_106_6_restricted_mana_refused_while_paying_names_its_restriction() -> None:
    """CR 106.6, 601.2g-h: paying Lunar Frenzy's {R} (an instant from the hand), Somberwald
    Sage's mana (only for creature spells) and Lord of the Forsaken's (only for spells cast
    from a graveyard) are refused naming what each may be spent on; so is the Sage's while
    Silklash Spider's ability is paid for (an ability's cost is no spell); the Mountain's {R}
    then pays."""
    s = _two()
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest", "Somberwald Sage",
                  "Lord of the Forsaken", "Silklash Spider")
    s.hand(0, "Lunar Frenzy")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Lunar Frenzy")))
    d.choose(0)
    d.choose(d.find("Silklash Spider"))
    d.expect("pay_mana")
    sage, lord = d.find("Somberwald Sage"), d.find("Lord of the Forsaken")
    refused(d.game, 0, ActivateManaAbility(sage, _mana_index(d, sage), "RRR"),
            "the mana of Somberwald Sage may be spent only on a creature spell, and what is "
            "being paid for isn't one (CR 106.6)")
    refused(d.game, 0, ActivateManaAbility(lord, _mana_index(d, lord), "C"),
            "the mana of Lord of the Forsaken may be spent only on a spell from your graveyard")
    d.pay()
    d.resolve()
    d.act(0, ActivateAbility(d.find("Silklash Spider"), 1))
    d.choose(0)
    d.expect("pay_mana")
    refused(d.game, 0, ActivateManaAbility(sage, _mana_index(d, sage), "GGG"),
            "the mana of Somberwald Sage may be spent only on a creature spell")


def test_406_3_a_card_exiled_face_down_is_named_only_to_a_player_who_may_look_at_it() -> None:
    """CR 406.3, 406.3a, 702.37c: player 0 may look at and play the face-down Shock in exile,
    so casting it face down is refused naming it and saying it has no morph; the face-down
    Exalted Angel only player 1 may look at is "a face-down card" to player 0 (not a
    permanent, and not named), refused for want of a permission, not for its keyword."""
    s = _two()
    s.battlefield(0, "Island", "Island", "Island")
    s.exile(1, "Shock", face_down=True, may_play=0)
    s.exile(1, "Exalted Angel", face_down=True, may_play=1)
    d = Driver(s.build())
    refused(d.game, 0, CastSpell(d.find("Shock"), "face_down"),
            "Shock has no morph: it can't be cast that way")
    angel = CastSpell(d.find("Exalted Angel"), "face_down")
    message = refused(d.game, 0, angel, "a face-down card can't be cast 'face_down' now: "
                      "nothing allows casting it that way")
    assert "Exalted Angel" not in message and "morph" not in message
    from tests.i18n.test_refusals_ja import refused_ja  # (it imports this module)
    refused_ja(d.game, 0, angel, "裏向きのカード")


def test_115_1_a_target_not_of_the_kind_described_is_refused_for_that_not_its_hexproof() -> None:
    """CR 115.1, 702.11b: Clear Shot's first target is "target creature you control": the
    opponent's Elvish Warrior, given hexproof by Saryth, the Viper's Fang, is refused for not
    being a creature its caster controls (hexproof is no reason: without it, it still
    couldn't be chosen); for the second target, "creature you don't control", its hexproof
    is the reason."""
    s = _two()
    s.battlefield(0, "Forest", "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Saryth, the Viper's Fang", "Elvish Warrior")
    s.hand(0, "Clear Shot")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Clear Shot")))
    warrior = d.find("Elvish Warrior")
    said = refused(d.game, 0, Choose(warrior), "Elvish Warrior doesn't fit the target's "
                   "description, \"creature you control\" (CR 115.1)")
    assert "hexproof" not in said
    d.choose(d.find("Glory Seeker"))
    refused(d.game, 0, Choose(warrior), "Elvish Warrior has hexproof", "(CR 702.11b)")


def test_115_1_a_player_not_of_the_kind_described_is_refused_for_that_not_their_shroud() -> None:
    """CR 115.1, 702.18a: under True Believer ("You have shroud") its controller is refused as
    Siphon Insight's "target opponent" for not being an opponent, not for their shroud."""
    s = _two()
    s.battlefield(0, "Island", "Swamp", "True Believer")
    s.hand(0, "Siphon Insight")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Siphon Insight")))
    said = refused(d.game, 0, Choose(0), "Player 1 doesn't fit the target's description")
    assert "shroud" not in said
    d.choose(1)
    assert d.decision.kind != "target"


def test_800_4_a_player_who_left_the_game_is_refused_as_a_target_saying_so() -> None:
    """CR 800.4, 115.1: Player 3 conceded; Shock's "any target" is refused for them because
    they have left the game, not for not fitting the target's description."""
    s = Scenario(players=3, seed=5)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.game.apply(2, Concede())
    d.act(0, CastSpell(d.find("Shock")))
    said = refused(d.game, 0, Choose(2), "2 (Player 3) is not a legal target",
                   ". Player 3 has left the game")
    assert "description" not in said
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.state.players[1].life == 18


def _visions_copied() -> tuple[Driver, int, int]:
    """Visions of Duplicity targeting Glory Seeker and Elvish Warrior, copied by Galvanic
    Iteration's delayed trigger: its copy's first new-target question asked."""
    s = _two()
    s.battlefield(0, "Island", "Mountain", "Island", "Island", "Island")
    s.hand(0, "Galvanic Iteration", "Visions of Duplicity")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Krosan Tusker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Visions of Duplicity", targets=[seeker, warrior])
    d.resolve()  # the delayed trigger: the copy
    d.expect("new_target")
    return d, seeker, warrior


def test_115_7d_a_copy_s_new_target_refused_says_why() -> None:
    """CR 115.7d, 115.3, 707.10c: the copy of Visions of Duplicity keeps Glory Seeker as its
    first target; for its second ("another target creature you don't control"), Glory Seeker
    is refused as already chosen for the target it must differ from, an Island as not fitting
    that description, and the opponent as not one of the creatures, named as a player."""
    d, seeker, warrior = _visions_copied()
    d.choose(seeker)
    d.expect("new_target")
    refused(d.game, 0, Choose(seeker), f"{seeker} (Glory Seeker) is not a legal target",
            ". Glory Seeker is already chosen for another target, which this one must differ "
            "from (CR 115.3)")
    refused(d.game, 0, Choose(d.find("Island")), "Island doesn't fit the target's description,"
            " \"another target creature you don't control\" (CR 115.1)")
    refused(d.game, 0, Choose(1), "1 (Player 2) is not a legal target")
    d.choose(warrior)
    assert d.state.objects[d.state.stack[-1]].stack["targets"] == ((seeker,), (warrior,))


def test_115_5_a_spell_refused_as_its_own_target_says_so() -> None:
    """CR 115.5: Devious Cover-Up's "target spell" can't be Devious Cover-Up itself; the
    refusal says it is the spell itself, not that it isn't a spell."""
    s = _two()
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain")
    s.hand(0, "Devious Cover-Up", "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.act(0, CastSpell(d.find("Devious Cover-Up")))
    cover = d.state.stack[-1]
    said = refused(d.game, 0, Choose(cover), f"{cover} (Devious Cover-Up) is not a legal target",
                   ". Devious Cover-Up is this spell or ability itself: a spell or ability on "
                   "the stack is an illegal target for itself (CR 115.5)")
    assert "description" not in said
    d.choose(shock)
    assert d.decision.kind != "target" or d.decision.info()["slot"] == 1


def test_115_7d_a_copy_s_target_taken_by_the_other_it_must_differ_from_can_t_be_kept() -> None:
    """CR 115.7d-e, 115.3: the copy of Visions of Duplicity gets Elvish Warrior, its second
    target's, as its first target; keeping Elvish Warrior as the second is refused as chosen
    for the other target, which this one must differ from (not as chosen for this one)."""
    d, seeker, warrior = _visions_copied()
    d.choose(warrior)
    d.expect("new_target")
    said = refused(d.game, 0, Choose(warrior), ". Elvish Warrior is already chosen for another "
                   "target, which this one must differ from (CR 115.3)")
    assert "for this target" not in said
    d.choose(seeker)
    assert d.state.objects[d.state.stack[-1]].stack["targets"] == ((warrior,), (seeker,))
