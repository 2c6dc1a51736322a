"""Triggered abilities (CR 603).

CR 603.2     "whenever another creature enters" triggers on each other creature entering.
CR 603.3b    APNAP: the active player's triggers go on the stack first, so the non-active
             player's resolve first; a player orders their own simultaneous triggers.
CR 603.3b    abilities that trigger while waiting ones are put on the stack (ward, as one
             targets its permanent) wait until all those are on the stack.
CR 603.4     an intervening "if" is checked when the ability triggers and on resolution.
CR 603.5     an optional ability's controller chooses whether to use it as it resolves.
CR 603.10a   leaves-the-battlefield abilities look back in time.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_another_creature_entering_triggers() -> None:
    """CR 113.3c, 603.2, 603.3: Wretched Anurid's "whenever another creature enters" doesn't see
    itself enter; it triggers when Glory Seeker enters, is put on the stack before a player
    gets priority, and resolving makes player 0 lose 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Wretched Anurid", "Glory Seeker")
    s.battlefield(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Wretched Anurid")
    d.resolve()
    assert d.state.stack == []  # it doesn't see itself enter
    assert d.life(0) == 20
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert len(d.state.stack) == 1  # the trigger
    d.resolve()
    assert d.life(0) == 19


def test_apnap_order_non_active_players_trigger_resolves_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Wretched Anurid")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Wretched Anurid")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert len(d.state.stack) == 2
    top = d.state.objects[d.state.stack[-1]]
    assert top.controller == 1  # CR 603.3b: active player's first, so NAP's on top
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 20
    d.resolve()
    assert d.life(0) == 19


def test_controller_orders_simultaneous_triggers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Wretched Anurid", "Wretched Anurid")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    dec = d.expect("order_triggers")
    assert dec.player == 0 and len(d.game.legal_actions()) == 2
    d.choose(d.game.legal_actions()[1].value)  # type: ignore[attr-defined]
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 18


def test_dies_trigger_looks_back_and_targets() -> None:
    """CR 603.10a / 700.4: Festering Goblin's ability triggers from the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Festering Goblin", "Glory Seeker")
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[goblin])
    d.resolve()
    # player 1 controls the trigger and must target a creature: only Glory Seeker is left
    dec = d.expect("target")
    assert dec.player == 1
    d.choose(seeker)
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (1, 1)


def test_intervening_if_checked_on_trigger() -> None:
    """CR 603.4: with more than 5 life, Convalescent Care doesn't trigger at all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care")
    s.library(0, "Forest", "Forest", "Forest")
    s.life(0, 6)
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=5)
    assert d.state.stack == []
    d.pass_until("precombat_main", turn=5)
    assert d.life(0) == 6


def test_intervening_if_checked_again_on_resolution() -> None:
    """CR 603.4: two Convalescent Cares trigger at 5 life; after the first resolves the
    player has 8 life, so the second does nothing. CR 608.2a."""
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care", "Convalescent Care")
    s.library(0, "Forest", "Forest", "Forest", "Forest")
    s.life(0, 5)
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("end", turn=4)
    for _ in range(20):
        if d.decision.kind == "order_triggers":
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
            break
        d.pass_priority()
    assert len(d.state.stack) == 2
    hand = len(d.state.players[0].hand)
    d.resolve()
    assert d.life(0) == 8
    d.resolve()
    assert d.life(0) == 8
    assert len(d.state.players[0].hand) == hand + 1  # only one of them drew


def test_a_dies_ability_triggers_once_when_its_creature_dies_with_others() -> None:
    """CR 603.10a, 603.2: Akroma's Vengeance destroys Screeching Buzzard and Glory Seeker at
    the same time; the Buzzard's dies ability looks back once for it (the other leaving
    permanents are seen too, but the Buzzard only for itself), so player 0 discards one card."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Plains"] * 6))
    s.hand(0, "Akroma's Vengeance", "Forest", "Forest", "Forest")
    s.battlefield(1, "Screeching Buzzard", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve_all()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
        d.resolve_all()
    assert d.zone_of("Screeching Buzzard") == "graveyard"
    assert len(d.state.players[0].hand) == 2
    assert not d.state.stack


def test_an_optional_ability_asks_its_controller_as_it_resolves() -> None:
    """CR 603.5: Daru Cavalier's "you may search" is chosen as the ability resolves, by its
    controller, asked to use the ability of the Cavalier; declined, the library is untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Daru Cavalier")
    s.library(0, "Daru Cavalier", "Plains")
    d = Driver(s.build())
    d.cast(0, "Daru Cavalier")
    d.resolve()
    assert len(d.state.stack) == 1  # the trigger, not yet asked
    d.resolve()
    dec = d.expect("may")
    assert (dec.player, dec.prompt) == (0, "Use this ability?")
    assert dec.info()["source"] == d.find("Daru Cavalier", "battlefield")
    d.choose(False)
    assert d.state.stack == [] and len(d.state.players[0].library) == 2
    assert d.ids("Daru Cavalier", zone="library")


def test_a_trigger_removed_for_want_of_a_target_leaves_the_other_waiting_triggers() -> None:
    """CR 603.3d, 603.3b: Starstorm kills player 0's Festering Goblin and player 1's Novice
    Occultist. The Goblin's ability has no creature left to target and is removed from the
    stack; the Occultist's ability is still put on the stack and resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Festering Goblin")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Novice Occultist")
    s.library(1, "Forest")
    d = Driver(s.build())
    occultist = d.find("Novice Occultist")
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert [d.state.objects[o].source for o in d.state.stack] == [occultist]
    d.resolve()
    assert d.life(1) == 19 and len(d.state.players[1].hand) == 1


def test_ward_triggered_as_abilities_go_on_the_stack_waits_for_all_of_them() -> None:
    """CR 603.3b, 702.21a: Starstorm kills player 1's two Festering Goblins; player 1 puts
    both abilities on the stack, each targeting player 0's Gavony Dawnguard (Ward {1}). Each
    target triggers ward, but those abilities triggered during the process: they go on the
    stack only once both Goblins' abilities are there, above them, player 0 ordering them."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Gavony Dawnguard", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Festering Goblin", "Festering Goblin")
    d = Driver(s.build())
    dawnguard = d.find("Gavony Dawnguard")
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    d.take_first("order_triggers")
    for _ in range(2):
        assert d.expect("target").player == 1
        d.choose(dawnguard)
    dec = d.expect("order_triggers")
    assert dec.player == 0
    assert [d.state.objects[o].controller for o in d.state.stack] == [1, 1]
    d.take_first("order_triggers")
    assert [d.state.objects[o].controller for o in d.state.stack] == [1, 1, 0, 0]
