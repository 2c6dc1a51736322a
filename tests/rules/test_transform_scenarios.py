"""Acceptance scenarios for transforming double-faced cards (CR 701.27, 712).

* 701.27f: a triggered ability of a permanent that tries to transform it does nothing if the
  permanent has transformed since the ability was put on the stack.
* 712.18, 302.6, 506.4: a transformed permanent is the same object: it keeps being able to
  attack, and an attacking creature that transforms stays attacking.
* 712.8a: a double-faced card outside the battlefield and stack has only its front face's
  characteristics: a card whose front face isn't a creature isn't a creature card, even if it
  died as a creature.
* 701.27f: an activated ability of a permanent that transforms it does nothing more if the
  permanent transformed since the ability was activated.
* 712.18, 603.6a: a permanent that transforms doesn't enter the battlefield: its back face's
  "enters" ability doesn't trigger.
* 702.145b, 712.14a: a daybound Curse returned "attached to you" while it is night enters
  transformed, a creature attached to nothing.
* 603.10a, 603.6c, 712.8a: a leaves-the-battlefield ability looks back at the face that was up;
  a "from anywhere" ability sees the card (its front face) where it went.
* 701.27f: an earlier trigger's instruction to transform is ignored once the permanent has
  transformed, though the rest of the ability happens.
* 712.8a: a double-faced card revealed from the library has only its front face's creature
  types: a disturb card whose back face is a Spirit isn't a Spirit card there.
* 608.2b: an ability whose only target became illegal doesn't resolve at all: Chilling
  Chronicle's "Tap target nonland permanent. Transform Chilling Chronicle." doesn't transform
  it.
* 303.4m, 603.3a, 704.3: a Leeching Lurker taken with Grafted Identity that becomes Curse of
  Leeches is attached by its taker, who controls the first upkeep drain (it triggers before the
  state-based actions put the Aura away); later drains are its owner's.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_a_second_trigger_doesnt_transform_flame_channeler_back() -> None:
    """CR 701.27f: two Shocks each trigger Flame Channeler ("when a spell you control deals
    damage, transform Flame Channeler"); the later trigger resolves first and transforms it;
    the earlier one, put on the stack before that, does nothing."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Flame Channeler", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    channeler = d.find("Flame Channeler")
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    assert len(d.state.stack) == 1  # the first trigger
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.chars(channeler).name == "Embodiment of Flame"
    d.resolve()
    assert not d.state.stack
    assert d.chars(channeler).name == "Embodiment of Flame"
    assert len([e for e in d.state.log if e.kind == "transform"]) == 1


def test_a_land_that_transforms_into_a_creature_can_attack_that_turn() -> None:
    """CR 712.18, 302.6: Hostile Hostel, controlled since the turn began, transforms into
    Creeping Inn (and untaps): it is the same permanent, so it can attack that turn."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Hostile Hostel", counters={"soul": 2})
    s.battlefield(0, "Glory Seeker", "Plains")
    d = Driver(s.build())
    hostel = d.find("Hostile Hostel")
    d.activate(0, hostel, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(hostel).name == "Creeping Inn"
    d.to_combat()
    d.attack([hostel])
    assert hostel in d.state.combat.attackers


def test_an_attacking_creature_that_transforms_stays_attacking() -> None:
    """CR 712.18, 506.4: Ecstatic Awakener attacks, then its ability (no timing restriction)
    transforms it into Awoken Demon: still attacking, it deals 4 combat damage."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Ecstatic Awakener", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    awakener = d.find("Ecstatic Awakener")
    d.to_combat()
    d.attack([awakener])
    d.activate(0, awakener, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(awakener).name == "Awoken Demon"
    assert awakener in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_cards_whose_front_face_isnt_a_creature_arent_creature_cards() -> None:
    """CR 712.8a: in the graveyard, Heirloom Mirror is an artifact card and Curse of Leeches
    an enchantment card, though their back faces are creatures: Can't Stay Away ("target
    creature card with mana value 3 or less") can't target them."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains", "Swamp")
    s.graveyard(0, "Heirloom Mirror", "Curse of Leeches", "Glory Seeker")
    s.hand(0, "Can't Stay Away")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Can't Stay Away"), "normal"))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in offered
    assert d.find("Heirloom Mirror") not in offered
    assert d.find("Curse of Leeches") not in offered


def test_a_transformed_creature_that_died_is_exiled_as_its_front_face() -> None:
    """CR 712.8a: Leeching Lurker dies under Gisa's opponent and Gisa exiles it instead; in
    exile it is the Curse of Leeches card, not a creature card, so Gisa's upkeep ability
    returns only the creature card exiled with it (Glory Seeker)."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Gisa, Glorious Resurrector", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Shock")
    s.battlefield(1, "Curse of Leeches", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    for target in (lurker, lurker, d.find("Glory Seeker")):
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[target])
        d.resolve()
    assert d.zone_of("Curse of Leeches") == "exile"
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("upkeep", turn=5)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(d.find("Glory Seeker")).controller == 0
    assert d.zone_of("Curse of Leeches") == "exile"


def test_a_trigger_with_only_a_noncreature_double_faced_card_has_no_target() -> None:
    """CR 712.8a, 603.3d: Dauntless Avenger attacks with only Heirloom Mirror (mana value 2,
    an artifact card) in the graveyard: its trigger has no legal target and is removed."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Bereaved Survivor", transformed=True)
    s.graveyard(0, "Heirloom Mirror")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Bereaved Survivor")])
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Heirloom Mirror") == "graveyard"



def test_a_second_activation_transforms_mysterious_tome_and_the_first_doesnt_again() -> None:
    """CR 701.27f: Mysterious Tome's "{2}, {T}: Draw a card. Transform it" is activated; Aphetto
    Alchemist untaps the Tome, which is activated again. The second activation resolves first:
    a card, then the Tome becomes Chilling Chronicle. The first draws its card but doesn't
    transform it back: the Tome transformed after that ability was put on the stack."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mysterious Tome", "Aphetto Alchemist", *["Island"] * 4)
    d = Driver(s.build())
    tome = d.find("Mysterious Tome")
    hand = len(d.state.players[0].hand)
    d.activate(0, tome)
    d.activate(0, "Aphetto Alchemist", targets=[tome])
    d.resolve()
    assert not d.state.objects[tome].tapped
    d.activate(0, tome)
    d.resolve()
    assert d.chars(tome).name == "Chilling Chronicle"
    d.resolve()
    assert not d.state.stack
    assert d.chars(tome).name == "Chilling Chronicle"
    assert len(d.state.players[0].hand) == hand + 2
    assert len([e for e in d.state.log if e.kind == "transform"]) == 1


def test_transforming_into_a_face_with_an_enters_ability_doesnt_trigger_it() -> None:
    """CR 712.18, 603.6a: it is day and player 1 casts no spell on their turn, so it becomes
    night and Tovolar's Huntmaster transforms into Tovolar's Packleader ("Whenever Tovolar's
    Packleader enters the battlefield or attacks, create two Wolves"): it didn't enter, so no
    Wolf is created."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Tovolar's Huntmaster")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    huntmaster = d.find("Tovolar's Huntmaster")
    d.pass_until("upkeep", turn=3)
    assert d.state.day_night == "night"
    assert d.chars(huntmaster).name == "Tovolar's Packleader"
    assert not d.ids("Wolf Token", "battlefield")


def test_a_daybound_curse_returned_attached_to_you_at_night_enters_as_a_creature() -> None:
    """CR 702.145b, 712.14a, 303.4: player 1 destroys Curse of Leeches (on player 1) with
    Naturalize; Lynde returns it at the next end step "attached to" player 0. Unnatural
    Moonrise has made it night meanwhile, so the card enters transformed: Leeching Lurker, a
    creature under player 0's control, attached to nothing."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, "Curse of Leeches", attached_to=1)
    s.battlefield(1, "Forest", "Forest", "Forest", "Mountain", "Glory Seeker")
    s.hand(1, "Naturalize", "Unnatural Moonrise")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    curse = d.find("Curse of Leeches")
    d.cast(1, "Naturalize", targets=[curse])
    d.resolve()
    d.resolve()  # Lynde's ability: the Curse returns at the beginning of the next end step
    assert d.zone_of("Curse of Leeches") == "graveyard"
    d.cast(1, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.day_night == "night"
    d.pass_until("end", turn=4)
    lurker = d.find("Curse of Leeches", "battlefield")
    c = d.chars(lurker)
    assert (c.name, c.controller, c.is_creature) == ("Leeching Lurker", 0, True)
    assert d.state.objects[lurker].attached_to is None


def test_an_earlier_trigger_of_smoldering_egg_doesnt_transform_the_dragon_back() -> None:
    """CR 701.27f, 712.18: Smoldering Egg has six ember counters. Starstorm (X=5, seven mana)
    triggers it; in response Shock triggers it too. Shock's trigger resolves first: seven
    counters, removed, and the Egg transforms into Ashmouth Dragon. Starstorm's trigger then
    puts seven ember counters on that same permanent and removes them, but its instruction to
    transform is ignored: the permanent transformed after that ability was put on the stack."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Smoldering Egg", counters={"ember": 6})
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Starstorm", "Shock")
    d = Driver(s.build())
    egg = d.find("Smoldering Egg")
    d.cast(0, "Starstorm", x=5)
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 4  # Starstorm, its trigger, Shock, its trigger
    d.resolve()
    assert d.chars(egg).name == "Ashmouth Dragon" and not d.state.objects[egg].counters
    d.resolve()  # Shock
    d.resolve()  # Starstorm's trigger
    assert len(d.state.stack) == 1
    assert d.chars(egg).name == "Ashmouth Dragon"
    assert not d.state.objects[egg].counters.get("ember")
    assert len([e for e in d.state.log if e.kind == "transform"]) == 1


def test_a_leaves_ability_looks_back_at_the_face_that_was_up() -> None:
    """CR 603.10a, 712.8a, 712.8e: Leeching Lurker (the back face of Curse of Leeches) is
    destroyed; in the graveyard the card is Curse of Leeches, a Curse, but Lynde's "whenever a
    Curse is put into your graveyard from the battlefield" looks back at the permanent as it
    left, a Leech Horror creature: it doesn't trigger, and nothing returns at the end step."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, "Curse of Leeches", transformed=True)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find("Curse of Leeches")])
    d.resolve()
    assert d.zone_of("Curse of Leeches") == "graveyard"
    assert not d.state.stack and not d.state.triggered
    d.pass_until("end", turn=4)
    d.resolve_all()
    assert d.zone_of("Curse of Leeches") == "graveyard"


def test_a_from_anywhere_ability_sees_the_front_face_card_in_the_graveyard() -> None:
    """CR 603.6c, 712.8a: "from anywhere" abilities aren't leaves-the-battlefield abilities:
    they see the card where it went. Leeching Lurker dies: the card put into the graveyard is
    Curse of Leeches, not a creature card, so Dennick, Pious Apparition ("whenever one or more
    creature cards are put into graveyards from anywhere") doesn't trigger."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    s.battlefield(1, "Curse of Leeches", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Curse of Leeches")])
    d.resolve()
    assert d.zone_of("Curse of Leeches") == "graveyard"
    assert not d.state.stack and not d.state.triggered
    assert not d.ids("Clue Token", "battlefield")


def test_a_from_anywhere_ability_sees_a_land_card_where_a_creature_died() -> None:
    """CR 603.6c, 712.8a: Creeping Inn (the back face of Hostile Hostel, an artifact creature)
    is destroyed: the card put into its owner's graveyard is Hostile Hostel, a land card, so
    Slogurk, the Overslime ("whenever a land card is put into your graveyard from anywhere")
    gets a +1/+1 counter."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Slogurk, the Overslime")
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    assert d.chars(inn).is_creature and not d.chars(inn).is_land
    d.cast(1, "Defenestrate", targets=[inn])
    d.resolve()
    assert d.zone_of("Hostile Hostel") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[d.find("Slogurk, the Overslime")].counters == {"+1/+1": 1}


def test_a_revealed_double_faced_card_has_only_its_front_face_s_creature_types() -> None:
    """CR 712.8a, 701.20: Riptide Shapeshifter's player names Spirit and reveals until a Spirit
    creature card: Lunarch Veteran (a Human Cleric, its back face Luminous Phantom a Spirit) is
    passed over, Spectral Adversary is put onto the battlefield and the Veteran shuffled in."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Shapeshifter", *["Island"] * 4)
    s.library(0, "Lunarch Veteran", "Island", "Spectral Adversary", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.activate(0, "Riptide Shapeshifter")
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Spirit")
    d.resolve_all()
    assert d.zone_of("Spectral Adversary") == "battlefield"
    assert d.zone_of("Lunarch Veteran") == "library"


def test_an_ability_that_doesnt_resolve_doesnt_transform_its_source() -> None:
    """CR 608.2b, 701.27a: Chilling Chronicle's ability targets Glory Seeker; Shock kills the
    Seeker first, so the ability doesn't resolve: nothing is tapped and the Chronicle doesn't
    transform back into Mysterious Tome."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Mountain")
    s.battlefield(0, "Mysterious Tome", transformed=True)
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    chronicle, seeker = d.find("Chilling Chronicle"), d.find("Glory Seeker")
    d.mana(0, d.find("Island", "battlefield"))
    d.activate(0, chronicle, targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.chars(chronicle).name == "Chilling Chronicle"
    assert not [e for e in d.state.log if e.kind == "transform"]


def test_a_taken_lurker_turning_into_the_curse_is_attached_by_its_taker_who_controls_the_first_drain(
) -> None:
    """CR 303.4m, 603.3a, 704.3, 704.5m: player 0 controls player 1's Leeching Lurker with
    Grafted Identity. Player 0 casts two spells in their turn, so it becomes day in the next
    untap step and the Lurker transforms into Curse of Leeches: player 0, controlling it as it
    transforms, attaches it to player 1. Player 1's upkeep begins before any state-based
    action is performed, so the Curse's upkeep ability triggers under player 0's control
    (Grafted Identity is still attached to it): player 1 loses 1 life and player 0 gains 1.
    Then Grafted Identity, enchanting a permanent that isn't a creature, is put into the
    graveyard and the Curse is its owner's again: each player casting a spell in their turn
    keeps it day (CR 730.2a), and in player 1's next upkeep they lose 1 life and gain 1."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(1, "Curse of Leeches", transformed=True, label="lurker")
    s.battlefield(0, "Grafted Identity", attached_to="lurker")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    assert d.chars(lurker).controller == 0
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("end")
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("choose_player")
    assert dec.player == 0 and d.state.turn == 4 and d.state.day_night == "day"
    d.choose(1)
    d.pass_until("draw", turn=4)
    assert d.chars(lurker).name == "Curse of Leeches"
    assert d.state.objects[lurker].attached_to == 1
    assert d.zone_of("Grafted Identity") == "graveyard"
    assert d.chars(lurker).controller == 1
    assert (d.life(0), d.life(1)) == (21, 15)
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("draw", turn=6)
    assert d.state.day_night == "day" and d.chars(lurker).name == "Curse of Leeches"
    assert (d.life(0), d.life(1)) == (19, 13)


def test_a_land_taken_this_turn_that_transforms_into_a_creature_cant_attack() -> None:
    """CR 302.6, 712.18, 108.4: player 0 takes player 1's Hostile Hostel (two soul counters)
    with Blatant Thievery and transforms it into Creeping Inn: the same permanent, but one
    that hasn't been under player 0's control since their turn began, so the Inn can't attack
    this turn; Elvish Warrior, theirs since before, can."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 7, "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Hostile Hostel", counters={"soul": 2})
    d = Driver(s.build())
    hostel, warrior = d.find("Hostile Hostel"), d.find("Elvish Warrior")
    d.cast(0, "Blatant Thievery", targets=[hostel])
    d.resolve()
    assert d.chars(hostel).controller == 0
    d.activate(0, hostel, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(hostel).name == "Creeping Inn" and not d.state.objects[hostel].tapped
    d.to_combat()
    assert d.state.turn == 3
    legal = d.game.legal_actions()
    assert DeclareAttacker(warrior, 1) in legal
    assert DeclareAttacker(hostel, 1) not in legal
