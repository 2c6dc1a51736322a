"""Who chooses among replacement effects (CR 616.1): the affected player, or the controller
of the affected object (its owner when it is in no one's control)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.decisions.decision import Decision
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests import reference_cards  # noqa: F401  (defines Rest in Peace)


def test_the_controller_of_a_creature_taken_with_threaten_chooses() -> None:
    """CR 616.1, 613.1b: Threaten gives player 0 control of player 1's Battlefield Medic (a
    Cleric), so both of player 0's Daunting Defenders would prevent damage to it; player 0,
    its controller now, chooses which applies first, not its owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Daunting Defender", "Mountain", "Mountain",
                  "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Battlefield Medic", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    medic = d.find("Battlefield Medic")
    d.cast(0, "Threaten", targets=[medic])
    d.resolve()
    assert d.chars(medic).controller == 0
    d.pass_priority()
    d.cast(1, "Shock", targets=[medic])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    assert dec.prompt == "Choose which replacement effect applies first"
    d.choose(dec.actions[0].value)
    assert d.state.objects[medic].damage == 0  # 2 damage, 1 prevented by each Defender


def test_a_prevention_shield_and_a_prevention_ability_are_ordered_by_the_affected_player() -> None:
    """CR 616.1: Sunfire Balm's shield ("Prevent the next 4 damage that would be dealt to any
    target this turn") and Daunting Defender's ability both apply to Shock's damage to the
    Defender (a Cleric); neither is a self-replacement effect (616.1a), so its controller,
    player 0, chooses which applies first (not player 1, whose turn it is and whose spell deals
    the damage). Either way no damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    defender = d.find("Daunting Defender")
    d.pass_priority()  # player 1 passes: player 0 may cast an instant
    d.cast(0, "Sunfire Balm", targets=[defender])
    d.resolve()
    d.cast(1, "Shock", targets=[defender])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0 and len(dec.actions) == 2
    options = d.game.view(0)["decision"]["options"]
    assert [o["source"] for o in options][0] == "Daunting Defender"
    assert options[1]["effect"] == "prevention effect"  # the Balm's shield
    d.choose(dec.actions[0].value)
    while d.decision.kind == "order_replacements":
        d.choose(d.decision.actions[0].value)
    assert d.state.objects[defender].damage == 0


def test_damage_that_cant_be_prevented_can_still_be_redirected() -> None:
    """CR 615.12, 614.9: "can't be prevented" stops prevention effects only; Glarecaster's
    redirection ("that damage is dealt to any target instead") is a replacement effect, so
    Pinpoint Avalanche's 4 damage to Glarecaster is dealt to the Elvish Warrior instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, *(["Mountain"] * 5), "Elvish Warrior")
    s.hand(1, "Pinpoint Avalanche")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    glarecaster, warrior = d.find("Glarecaster"), d.find("Elvish Warrior")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[warrior])
    d.resolve()
    d.cast(1, "Pinpoint Avalanche", targets=[glarecaster])
    d.resolve()
    assert d.state.objects[glarecaster].damage == 0
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_a_prevention_shield_applies_beside_a_regeneration_shield() -> None:
    """CR 615.1, 701.19a, 614.5: Boneknitter regenerates itself (a shield for its destruction),
    then Sunfire Balm prevents the next 4 damage to it: Shock's 2 damage is prevented, so it is
    neither dealt damage nor destroyed, and the regeneration shield stays unused (it isn't
    tapped)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.pass_priority()  # player 1 passes: player 0 acts
    d.activate(0, "Boneknitter", targets=[knitter])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Sunfire Balm", targets=[knitter])
    d.resolve()
    d.cast(1, "Shock", targets=[knitter])
    d.resolve()
    assert d.state.objects[knitter].damage == 0
    assert not d.state.objects[knitter].tapped
    assert not [e for e in d.state.log if e.kind == "regenerate"]


def test_a_shield_for_another_creature_does_not_hide_the_one_for_this_creature() -> None:
    """CR 615.1, 615.7: two Sunfire Balms, the first on Glory Seeker, the second on Elvish
    Warrior: Shock at the Warrior is prevented by the second shield; the first stays whole for
    the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", *(["Plains"] * 6))
    s.hand(0, "Sunfire Balm", "Sunfire Balm")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    for target in (seeker, warrior):
        d.pass_priority()
        d.cast(0, d.ids("Sunfire Balm", zone="hand")[0], targets=[target])
        d.resolve()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 0
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0


def test_the_controller_of_each_blocker_chooses_among_prevention_effects_on_combat_damage() -> None:
    """CR 616.1, 510.2: two Glory Seekers attack and each is blocked by one of player 1's two
    Daunting Defenders (Clerics). Combat damage is dealt at once, and both Defenders' abilities
    would apply to the damage dealt to each Defender, so player 1 (their controller, not the
    active player) chooses which applies first, once for each Defender, before any damage is
    dealt. Each Defender is dealt 2 - 1 - 1 = 0 damage; each Seeker is dealt 3 and dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Daunting Defender", "Daunting Defender")
    d = Driver(s.build())
    seekers, defenders = d.ids("Glory Seeker"), d.ids("Daunting Defender")
    d.to_combat()
    d.attack(seekers)
    d.pass_priority()
    d.pass_priority()
    d.block({defenders[0]: seekers[0], defenders[1]: seekers[1]})
    d.pass_priority()
    d.pass_priority()
    asked_about = []
    for _ in range(2):
        dec = d.expect("order_replacements")
        assert dec.player == 1 and len(dec.actions) == 2
        asked_about.append(dict(dec.data)["about"])
        assert all(d.state.objects[x].damage == 0 for x in seekers)  # nothing dealt yet
        d.choose(dec.actions[1].value)
    assert sorted(asked_about) == sorted(defenders)
    assert all(d.state.objects[x].damage == 0 for x in defenders)
    assert all(x in d.state.battlefield for x in defenders)
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 2


def _rest_in_peace_or(d: Driver, source: str, effect: str) -> Decision:
    """Player 0 is asked to order Rest in Peace's exile and ``source``'s own ``effect``
    (CR 616.1), the options named in their view in that order; the decision is returned."""
    dec = d.expect("order_replacements")
    assert dec.player == 0 and len(dec.actions) == 2
    options = d.game.view(0)["decision"]["options"]
    assert [(o["source"], o["effect"]) for o in options] == [
        ("Rest in Peace", "If a card or token would be put into a graveyard from anywhere, "
                          "exile it instead."),
        (source, effect)]
    return dec


def test_flashbacks_exile_and_rest_in_peace_are_chosen_between_by_the_spells_controller() -> None:
    """CR 702.34a, 616.1, 614.15: Secrets of the Key, cast with flashback by player 0, would be
    put into the graveyard as it resolves. Flashback's "exile it instead" and player 1's Rest in
    Peace both apply; neither is a self-replacement effect (it isn't part of the spell's own
    effect), so player 0, the spell's controller, chooses which applies, each named for the
    choice; either way the card is exiled."""
    s = Scenario(seed=1)
    s.battlefield(1, "Rest in Peace")
    s.battlefield(0, *["Island"] * 4)
    s.graveyard(0, "Secrets of the Key")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    card = d.find("Secrets of the Key", zone="graveyard")
    d.act(0, CastSpell(card, "flashback"))
    d.pay()
    d.pass_priority()
    d.pass_priority()
    dec = _rest_in_peace_or(d, "Secrets of the Key", "flashback: exile it instead")
    d.choose(dec.actions[1].value)
    assert d.zone_of("Secrets of the Key") == "exile"
    assert len(d.ids("Clue", zone="battlefield")) == 2


def test_granted_flashbacks_exile_is_named_for_its_method_in_the_choice() -> None:
    """CR 702.34a, 616.1: Consider, given flashback by player 0's Lier, Disciple of the Drowned,
    is cast from the graveyard that way; as it resolves, the exile of a spell cast with flashback
    and player 1's Rest in Peace both apply, player 0 chooses, and the flashback option is named
    for the cast method the spell was cast with (the granted flashback)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Rest in Peace")
    s.battlefield(0, "Lier, Disciple of the Drowned", "Island")
    s.graveyard(0, "Consider")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Consider", zone="graveyard"), "granted_flashback"))
    d.pay()
    d.pass_priority()
    d.pass_priority()
    while d.decision.kind != "order_replacements":
        d.choose(d.decision.actions[0].value)  # Consider's look at the top card
    dec = _rest_in_peace_or(d, "Consider", "granted_flashback: exile it instead")
    d.choose(dec.actions[1].value)
    assert d.zone_of("Consider") == "exile"


def test_a_self_replacement_effect_applies_first_without_a_choice() -> None:
    """CR 616.1a, 614.15, 614.1c: player 1 lost life this turn (Shock). Mounted Dreadknight
    (a Vampire) enters: its own "enters with a +1/+1 counter if an opponent lost life this
    turn" is a self-replacement effect, so it applies first without asking; then Vampire
    Socialite's "each other Vampire you control enters with an additional +1/+1 counter"
    applies: the Dreadknight enters with two counters, and no one was asked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vampire Socialite", *["Mountain"] * 6)
    s.hand(0, "Shock", "Mounted Dreadknight")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Mounted Dreadknight")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "priority"
    knight = d.find("Mounted Dreadknight")
    assert d.zone_of("Mounted Dreadknight") == "battlefield"
    assert d.state.objects[knight].counters == {"+1/+1": 2}


def test_a_redirection_shield_and_a_prevention_ability_are_each_named_for_the_choice() -> None:
    """CR 616.1, 614.9, 615: Glarecaster's shield (redirect the next damage to it to player 1)
    and Daunting Defender's prevention both apply to Shock's damage to Glarecaster (a Cleric);
    player 0, their controller, chooses, each option named: the Defender's ability by its
    text, the shield as a replacement effect (not a prevention effect). Redirected first, all
    2 damage is dealt to player 1 instead, and none to Glarecaster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", "Daunting Defender", *["Plains"] * 6)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    glarecaster = d.find("Glarecaster")
    d.pass_priority()
    d.activate(0, glarecaster, targets=[1])
    d.resolve()
    d.cast(1, "Shock", targets=[glarecaster])
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    options = d.game.view(0)["decision"]["options"]
    assert [(o["source"], o["effect"]) for o in options] == [
        ("Daunting Defender", "If a source would deal damage to a Cleric creature you control, "
                              "prevent 1 of that damage."),
        ("Glarecaster", "replacement effect")]
    d.choose(dec.actions[1].value)
    assert d.life(1) == 18
    assert d.state.objects[glarecaster].damage == 0



def test_combat_damage_with_choices_among_replacements_is_still_dealt_all_at_once() -> None:
    """CR 510.2, 616.1: two Wretched Anurids (3/3) are each blocked by one of player 1's two
    Daunting Defenders (Clerics); each Anurid's 3 damage meets both Defenders' prevention
    effects, so player 1, their controller, chooses which applies first, once for each; then
    all the combat damage is dealt at once: 1 to each Defender (2 of 3 prevented), 3 to each
    Anurid, none before the choices."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid", "Wretched Anurid")
    s.battlefield(1, "Daunting Defender", "Daunting Defender")
    d = Driver(s.build())
    anurids, defenders = d.ids("Wretched Anurid"), d.ids("Daunting Defender")
    d.to_combat()
    d.attack(anurids, defender=1)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block(dict(zip(defenders, anurids, strict=True)))
    while d.decision.kind == "priority":
        d.pass_priority()
    for _ in range(2):
        dec = d.expect("order_replacements")
        assert dec.player == 1
        assert dec.prompt == "Choose which replacement effect applies first"
        assert all(d.state.objects[x].damage == 0 for x in (*anurids, *defenders))
        d.choose(dec.actions[0].value)
    assert [d.state.objects[x].damage for x in defenders] == [1, 1]
    assert not d.ids("Wretched Anurid", zone="battlefield")


def _glarecaster_blocks(first: str) -> Driver:
    """Player 1's Glarecaster (a Cleric, its redirection set up to player 0) blocks player 0's
    Wretched Anurid (3/3) beside a Daunting Defender; player 1 picks ``first`` among the two
    replacement effects on the Anurid's combat damage to Glarecaster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid")
    s.battlefield(1, "Glarecaster", "Daunting Defender", *(["Plains"] * 6))
    d = Driver(s.build())
    anurid, glarecaster = d.find("Wretched Anurid"), d.find("Glarecaster")
    d.pass_priority()
    d.activate(1, "Glarecaster", targets=[0])
    d.resolve()
    d.to_combat()
    d.attack([anurid], defender=1)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({glarecaster: anurid})
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("order_replacements")
    assert dec.player == 1
    options = d.game.view(1)["decision"]["options"]
    d.choose(next(a.value for a, o in zip(dec.actions, options, strict=True)
                  if o["source"] == first))
    d.resolve_all()
    return d


def test_in_combat_the_replacement_chosen_first_is_the_one_applied_first() -> None:
    """CR 616.1, 510.2: Glarecaster's redirection chosen first sends all 3 combat damage to
    player 0 (it's no longer dealt to a Cleric, so Daunting Defender doesn't apply); Daunting
    Defender chosen first prevents 1 and the other 2 are redirected (CR 616.1e)."""
    d = _glarecaster_blocks("Glarecaster")
    assert d.life(0) == 17 and d.state.objects[d.find("Glarecaster")].damage == 0
    d = _glarecaster_blocks("Daunting Defender")
    assert d.life(0) == 18 and d.state.objects[d.find("Glarecaster")].damage == 0
