"""Triggered abilities (CR 603): abilities that trigger while a spell is being cast wait until
it is cast (CR 601.2i, 603.3), leaves-the-battlefield abilities look back (CR 603.10a), "dies"
abilities read the controller as the creature last existed (CR 603.10a, 700.4), delayed
abilities wait for the next end step (CR 603.7), an enters ability uses the X its source
was cast with even once the source has left (CR 107.3m, 608.2h), and an intervening "if"
clause is checked again as the ability resolves (CR 603.4).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)


def _stack_kinds(d: Driver) -> list[str]:
    return [d.state.objects[o].stack.get("kind") for o in d.state.stack]


def test_a_creature_sacrificed_to_cast_a_spell_triggers_above_it() -> None:
    """CR 601.2i, 603.3: Rotlung Reanimator sacrificed for Endemic Plague triggers while the
    Plague is being cast; the ability goes on the stack once it is cast, above it. Its Zombie
    token is then destroyed by the Plague, sharing a type with the Zombie Cleric sacrificed."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Rotlung Reanimator", "Glory Seeker")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Rotlung Reanimator")])
    assert _stack_kinds(d) == ["spell", "triggered"]
    d.resolve()
    assert [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.resolve()
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_creature_sacrificed_for_mana_while_casting_triggers_above_the_spell() -> None:
    """CR 601.2g-i, 605.3a: Festering Goblin sacrificed to Skirk Prospector for mana while
    Shock is cast dies then; its "dies" ability waits until Shock is cast, and goes on the
    stack above it."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Skirk Prospector", "Festering Goblin")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    d.choose(d.find("Glory Seeker"))
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)
                  and a.source == d.find("Skirk Prospector")))
    d.expect("sacrifice")
    d.choose(d.find("Festering Goblin"))
    assert d.zone_of("Festering Goblin") == "graveyard"
    d.expect("target")  # the Goblin's ability, put on the stack once Shock is cast
    d.choose(d.find("Glory Seeker"))
    assert _stack_kinds(d) == ["spell", "triggered"]
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).toughness == 1


def test_a_creature_that_lost_its_abilities_has_no_dies_ability_to_look_back_at() -> None:
    """CR 603.10a, 613.1f: Rotlung Reanimator with a slime counter (Sludge Monster: it loses
    all abilities) dies; as it last existed it had no ability, so nothing triggers."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(1, "Sludge Monster", "Mountain")
    s.battlefield(0, "Rotlung Reanimator", counters={"slime": 1})
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Rotlung Reanimator")])
    d.resolve()
    assert d.zone_of("Rotlung Reanimator") == "graveyard"
    assert not d.state.stack
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_an_opponents_creature_taken_and_dying_under_your_control_is_not_theirs() -> None:
    """CR 603.10a: "Whenever a creature an opponent controls dies" reads the controller as
    the creature last existed: Glory Seeker Threatened by Slaughter Specialist's controller
    and then Shocked died under that player's control — no counter."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Slaughter Specialist", "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Threaten", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    assert not d.state.objects[d.find("Slaughter Specialist")].counters


def test_your_creature_dying_under_an_opponents_control_counts_as_theirs() -> None:
    """CR 603.10a: player 0's own Glory Seeker, controlled by player 1 as it dies, is "a
    creature an opponent controls": Slaughter Specialist gets its counter."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Slaughter Specialist", "Mountain")
    s.battlefield(1, "Glory Seeker", owner=0)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.state.objects[d.find("Slaughter Specialist")].counters == {"+1/+1": 1}


def test_an_equipment_destroyed_with_its_creature_still_sees_it_die() -> None:
    """CR 603.10a: Akroma's Vengeance destroys Mask of Griselbrand and the creature it
    equips at once; "Whenever equipped creature dies" looks back, and X is the creature's
    power as it last existed (3, with its +1/+1 counter)."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Glory Seeker", label="seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Akroma's Vengeance")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Mask of Griselbrand") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 17
    assert len(d.state.players[0].hand) == 3


def test_cards_exiled_from_a_graveyard_to_cast_a_spell_trigger_above_it() -> None:
    """CR 601.2i, 603.3: exiling a creature card from the graveyard for Gorex's additional
    cost makes Willow Geist's "Whenever one or more cards leave your graveyard" trigger; it
    goes on the stack once Gorex is cast, above it."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist", *["Swamp"] * 6)
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Gorex, the Tombshell")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Gorex, the Tombshell", zone="hand"), "normal"))
    d.expect("exile_count")
    d.choose(1)
    d.pay()
    d.expect("cost_exile_gy")
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert _stack_kinds(d) == ["spell", "triggered"]
    d.resolve()
    assert d.state.objects[d.find("Willow Geist")].counters == {"+1/+1": 1}


def test_a_creature_dying_during_the_end_step_returns_at_the_next_turns() -> None:
    """CR 603.7c: Liesa's "return that card ... at the beginning of the next end step",
    set up during an end step, waits for the next turn's end step."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Liesa, Forgotten Archangel", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("end", turn=4)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "hand"


def test_an_enters_ability_uses_the_x_of_a_source_gone_by_the_legend_rule() -> None:
    """CR 107.3m, 608.2h, 704.5j: a second The Meathook Massacre cast with X=1 triggers as it
    enters; its controller keeps the first one, so the new one is put into the graveyard
    before its ability is put on the stack. The ability still uses X=1: Glory Seeker gets
    -1/-1."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "The Meathook Massacre", chosen={"x": 0})
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "The Meathook Massacre")
    d = Driver(s.build())
    kept = d.find("The Meathook Massacre", zone="battlefield")
    d.cast(0, d.find("The Meathook Massacre", zone="hand"), x=1)
    d.resolve()
    d.expect("legend_rule")
    d.choose(kept)
    assert _stack_kinds(d) == ["triggered"]
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (1, 1)


def test_an_intervening_if_no_longer_true_as_it_resolves_does_nothing() -> None:
    """CR 603.4: Locked in the Cemetery enters with five cards in its controller's graveyard,
    so its "if there are five or more cards in your graveyard, tap enchanted creature"
    triggers; in response the opponent's Jack-o'-Lantern exiles one of them. With four as it
    resolves, the ability does nothing: the Krosan Tusker stays untapped."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Locked in the Cemetery")
    s.graveyard(0, "Plains", "Plains", "Plains", "Plains", "Shock")
    s.battlefield(1, "Krosan Tusker", "Jack-o'-Lantern", "Swamp")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    assert _stack_kinds(d) == ["triggered"]
    d.pass_priority()
    d.activate(1, "Jack-o'-Lantern", index=0, targets=[d.find("Shock", "graveyard")])
    d.resolve()
    assert len(d.state.players[0].graveyard) == 4
    d.resolve()
    assert not d.state.stack and not d.state.objects[tusker].tapped


def test_an_intervening_if_of_a_token_that_ceased_to_exist_is_checked_for_its_controller() -> None:
    """CR 603.4, 113.7a, 704.5d, 608.2h: player 0's Croaking Counterpart copies player 1's
    Sigarda, Champion of Light: a 1/1 Frog token named Sigarda under player 0's control. On
    player 0's next turn it attacks alone; player 0 also controls Snarling Wolf (1), Pestilent Wolf
    (2) and Bounding Wolf (3): coven holds and its ability triggers. Player 1 Shocks the
    token, which dies and ceases to exist; the ability still resolves for player 0, whose
    three Wolves still have three different powers, so the "if" holds again: player 0
    looks at five cards and takes a Human."""
    s = Scenario(seed=3)
    s.battlefield(1, "Sigarda, Champion of Light", "Mountain")
    s.hand(1, "Shock")
    s.battlefield(0, "Snarling Wolf", "Pestilent Wolf", "Bounding Wolf", "Forest", "Island",
                  "Forest", "Island")
    s.hand(0, "Croaking Counterpart")
    s.library(0, "Forest", "Candlegrove Witch", "Island", "Wall of Mulch", "Swamp", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Sigarda, Champion of Light")])
    d.resolve()
    frog = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    assert d.state.objects[frog].controller == 0 and d.chars(frog).power == 1
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([frog])
    assert len(d.state.stack) == 1  # its coven ability
    d.pass_priority()
    d.cast(1, "Shock", targets=[frog])
    d.resolve()
    assert frog not in d.state.battlefield and len(d.state.stack) == 1
    d.resolve()
    d.expect("choose_cards")
    assert d.decision.player == 0
    d.choose(d.find("Candlegrove Witch", zone="library"))
    assert d.ids("Candlegrove Witch", zone="hand", player=0)
