"""Acceptance scenarios for day and night (CR 730) and daybound/nightbound (CR 702.145).

* 730.2a-b: the untap-step check counts the spells the previous turn's active player cast
  during that whole turn: a spell that made it night counts, a countered spell was still cast,
  a copy of a spell was never cast (707.10) while a copy of a card cast was (707.12), other
  players' spells don't count, and the count survives that player leaving the game (800.4i,
  800.4j); a face-down (morph) spell is a spell cast; cycling and turning a permanent face up
  are not (702.29a, 116.2b).
* 702.145b: a daybound double-faced card entering at night enters transformed, however it
  enters (returned from a graveyard or from exile, put onto the battlefield attacking); its
  front face's "enters" ability doesn't trigger, its back face's does. Replacement effects
  on entering creatures see the face it enters with (614.12): Curse of Leeches, an Aura spell
  cast at night, enters as the creature Leeching Lurker and gets Arlinn, the Pack's Hope's
  additional +1/+1 counter; so does a token copy of the Lurker (707.2, 707.8a).
* 702.145c-f, 701.27c, 712.9: only a double-faced permanent transforms; a Clone copying a
  nightbound back face stays as it is, and so does a token copy of that Clone (707.8a makes a
  double-faced token only of a double-faced permanent).
* 702.145d, 708.2, 712.15a: a face-down daybound card has no daybound and doesn't transform.
* 702.145d, 707.4: a permanent that becomes a copy of a daybound card on the battlefield (Shadow
  Kin) makes it day if it is neither; single-faced, it doesn't transform at night (701.27c).
* 702.145c, 707.8a: a token copy of a daybound card made at night is a double-faced token:
  it doesn't stay front face up (its back face has the copy's exceptions too).
* 704.5m: an Aura on a nightbound creature that transforms into a noncreature Curse is put
  into the graveyard; an Equipment on it becomes unattached and stays (704.5n).
* 205.1a, 205.3d: a Leeching Lurker made a Goblin until end of turn is no Goblin once it has
  transformed into the Aura Curse of Leeches.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, Choose, Concede
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_the_spell_that_made_it_night_counts_toward_it_becoming_day() -> None:
    """CR 730.2b: Unnatural Moonrise makes it night (730.1); with the Shock cast after it, the
    active player cast two spells that turn, so night becomes day as the next turn begins."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Glory Seeker")
    s.battlefield(1, "Bird Admirer")
    s.hand(0, "Unnatural Moonrise", "Shock")
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.day_night == "night"
    assert d.chars(admirer).name == "Wing Shredder"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(admirer).name == "Bird Admirer"


def test_a_copy_of_a_spell_is_not_a_spell_cast() -> None:
    """CR 730.2b, 707.10: at night the active player casts Chain of Vapor and copies it by
    sacrificing a land; the copy isn't cast, so only one spell was cast: it stays night."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Island", "Island", "Daru Cavalier", "Glory Seeker")
    s.battlefield(1, "Bird Admirer", transformed=True)
    s.hand(0, "Chain of Vapor")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)  # sacrifice a land
    d.choose(d.find("Island", zone="battlefield"))
    d.choose(True)  # copy the spell
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    d.choose(False)  # no second land
    assert d.zone_of("Daru Cavalier") == "hand" and not d.state.stack
    assert d.state.players[0].spells_cast_this_turn == 1
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


def test_a_copy_cast_while_an_ability_resolves_is_a_spell_cast() -> None:
    """CR 730.2b, 707.12: unlike a copy put on the stack, a copy of a card cast (Bloodthirsty
    Adversary's copy of Shock) is a spell cast. At night the active player casts the
    Adversary and then the copy: two spells, so night becomes day as the next turn begins."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, *["Mountain"] * 5)
    s.battlefield(1, "Bird Admirer", transformed=True)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)  # pay {2}{R} once
    d.pay()
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    [copy] = [a.value for a in d.game.legal_actions()
              if isinstance(a, Choose) and a.value is not None]
    d.choose(copy)
    d.choose(1)
    d.resolve()
    assert d.life(1) == 18
    assert d.state.players[0].spells_cast_this_turn == 2
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(d.find("Bird Admirer")).name == "Bird Admirer"


def test_a_countered_spell_was_still_cast() -> None:
    """CR 730.2b, 601.2i: the active player's first Shock is countered by Flip the Switch; it
    was cast all the same, so with a second Shock night becomes day next turn."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Island", "Island", "Island", "Bird Admirer", transformed=True)
    s.hand(0, "Shock", "Shock")
    s.hand(1, "Flip the Switch")
    d = Driver(s.build())
    first = d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.pass_priority()
    d.cast(1, "Flip the Switch", targets=[first])
    d.resolve()
    d.choose("decline")  # no mana left to pay {4}
    assert len(d.ids("Shock", zone="graveyard")) == 1 and d.life(1) == 20
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(d.find("Bird Admirer")).name == "Bird Admirer"


def test_in_multiplayer_only_the_previous_turns_active_player_counts() -> None:
    """CR 730.2b: in a three-player game, during player 1's turn players 0 and 2 each cast two
    spells and player 1 casts none: it stays night as player 2's turn begins."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(2, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.hand(2, "Shock", "Shock")
    s.battlefield(1, "Bird Admirer", transformed=True)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    for p in (2, 0):
        for _ in range(2):
            while d.decision.player != p:
                d.pass_priority()
            d.cast(p, d.ids("Shock", zone="hand", player=p)[0], targets=[1])
            d.resolve()
    assert d.life(1) == 12
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2 and d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


def test_the_spells_of_an_active_player_who_left_still_count() -> None:
    """CR 730.2b, 800.4i-j: player 1 casts two spells on their turn, then concedes; the turn
    goes on without an active player, and as player 2's turn begins night becomes day."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.day_night("night")
    s.battlefield(2, "Bird Admirer", transformed=True)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    for _ in range(2):
        d.cast(1, d.ids("Shock", zone="hand")[0], targets=[0])
        d.resolve()
    d.game.apply(1, Concede())
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2 and d.state.day_night == "day"
    assert d.chars(d.find("Bird Admirer")).name == "Bird Admirer"


def test_an_active_player_who_left_without_casting_makes_it_night() -> None:
    """CR 730.2a, 800.4j: player 1 concedes during their own turn without casting a spell:
    as player 2's turn begins, day becomes night."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.day_night("day")
    s.battlefield(2, "Bird Admirer")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.game.apply(1, Concede())
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2 and d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


def test_a_daybound_card_returned_at_night_enters_transformed_and_keeps_what_it_gained() -> None:
    """CR 702.145b: Can't Stay Away returns Outland Liberator at night: it enters as Frenzied
    Trapbreaker, not transforming; the ability the spell gave it ("if this creature would die,
    exile it instead") applies to it (CR 611.2c)."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Plains", "Swamp")
    s.graveyard(0, "Outland Liberator")
    s.hand(0, "Can't Stay Away")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Outland Liberator", zone="graveyard")])
    n = len(d.state.log)
    d.resolve()
    liberator = d.find("Outland Liberator", zone="battlefield")
    c = d.chars(liberator)
    assert (c.name, c.power, c.toughness) == ("Frenzied Trapbreaker", 3, 3)
    assert not [e for e in d.state.log[n:] if e.kind == "transform"]
    for _ in range(2):
        d.pass_priority()
        d.cast(1, d.ids("Shock", zone="hand")[0], targets=[liberator])
        d.resolve()
    assert d.zone_of("Outland Liberator") == "exile"


def test_a_daybound_card_put_onto_the_battlefield_attacking_at_night_enters_transformed() -> None:
    """CR 702.145b, 508.4: Dauntless Avenger returns Outland Liberator tapped and attacking at
    night: it is Frenzied Trapbreaker, and its "whenever it attacks" ability doesn't trigger (it
    was never declared as an attacker)."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Bereaved Survivor", transformed=True)
    s.graveyard(0, "Outland Liberator")
    d = Driver(s.build())
    avenger = d.find("Bereaved Survivor")
    d.to_combat()
    d.attack([avenger])
    d.choose(d.find("Outland Liberator"))  # the Avenger's trigger's target
    d.resolve()
    liberator = d.find("Outland Liberator", zone="battlefield")
    assert d.chars(liberator).name == "Frenzied Trapbreaker"
    assert d.state.objects[liberator].tapped
    assert liberator in d.state.combat.attackers
    assert not d.state.stack and d.decision.kind == "priority"


def test_a_daybound_creature_cast_at_night_has_no_enters_trigger_of_its_front_face() -> None:
    """CR 702.145b, 603.6a: Brutal Cathar cast at night enters as Moonrage Brute; "when this
    creature enters or transforms into Brutal Cathar" doesn't trigger, and the opponent's
    creature stays."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    cathar = d.find("Brutal Cathar", zone="battlefield")
    assert d.chars(cathar).name == "Moonrage Brute"
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_face_down_daybound_card_has_no_daybound() -> None:
    """CR 702.145d, 708.2: a face-down Bird Admirer is a 2/2 with no abilities: it doesn't make
    it day, and it stays neither day nor night."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Bird Admirer", face_down=True)
    d = Driver(s.build())
    assert d.state.day_night is None
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night is None


def test_a_face_down_daybound_card_doesnt_transform_at_night() -> None:
    """CR 712.15a: a face-down double-faced permanent can't transform; night comes and goes
    and it stays face down with its front face."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer", face_down=True)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    o = d.state.objects[admirer]
    assert o.face_down and o.face == 0
    assert not [e for e in d.state.log if e.kind == "transform"]


def _clone_of_wing_shredder(extra_lands: int = 0) -> tuple[Driver, int]:
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, *["Island"] * (7 + extra_lands), "Forest", "The Celestus")
    s.hand(0, "Clone", "Croaking Counterpart")
    s.battlefield(1, "Bird Admirer", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Bird Admirer", zone="battlefield"))
    return d, d.find("Clone", zone="battlefield")


def test_a_clone_of_a_nightbound_back_face_doesnt_transform_as_it_becomes_day() -> None:
    """CR 702.145f, 701.27c, 712.9: Clone copying Wing Shredder has nightbound but is no
    double-faced card: as The Celestus makes it day, the real Bird Admirer transforms and the
    Clone stays Wing Shredder, with mana value 0 (CR 712.8e)."""
    d, clone = _clone_of_wing_shredder()
    c = d.chars(clone)
    assert (c.name, c.mana_value) == ("Wing Shredder", 0) and c.has("Nightbound")
    d.activate(0, "The Celestus")
    d.resolve()
    assert d.state.day_night == "day"
    assert d.chars(d.find("Bird Admirer", zone="battlefield")).name == "Bird Admirer"
    assert d.chars(clone).name == "Wing Shredder"
    assert d.state.objects[clone].face == 0


def test_a_token_copy_of_a_single_faced_clone_is_single_faced() -> None:
    """CR 707.8a applies to copies of double-faced permanents only: Croaking Counterpart
    copying the Clone (a copy of Wing Shredder) makes a single-faced Frog Wing Shredder, which
    stays so as it becomes day (CR 701.27c)."""
    d, clone = _clone_of_wing_shredder(extra_lands=3)
    d.cast(0, "Croaking Counterpart", targets=[clone])
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Wing Shredder", 1, 1, 0)
    d.activate(0, "The Celestus")
    d.resolve()
    assert d.state.day_night == "day"
    assert d.chars(token).name == "Wing Shredder"


def test_an_aura_falls_off_a_lurker_that_becomes_a_curse() -> None:
    """CR 702.145e, 704.5m, 303.4d: Leeching Lurker enchanted by Howl of the Hunt; The
    Celestus makes it day: the Lurker transforms into Curse of Leeches (attached to the player
    chosen as it transforms), no longer a creature, so Howl of the Hunt goes to the
    graveyard."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Curse of Leeches", transformed=True, label="lurker")
    s.battlefield(0, "Howl of the Hunt", attached_to="lurker")
    s.battlefield(0, "The Celestus", "Island", "Island", "Island")
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    d.activate(0, "The Celestus")
    d.resolve()
    d.expect("choose_player")
    d.choose(1)
    assert d.state.day_night == "day"
    assert d.chars(lurker).name == "Curse of Leeches"
    assert d.state.objects[lurker].attached_to == 1
    assert d.zone_of("Howl of the Hunt") == "graveyard"


def test_equipment_becomes_unattached_from_a_lurker_that_becomes_a_curse() -> None:
    """CR 702.145e, 704.5n, 301.5c: Leeching Lurker equipped with Bramble Armor; The Celestus
    makes it day: the Lurker becomes Curse of Leeches (attached to the player chosen), not a
    creature, so the Armor becomes unattached and stays on the battlefield; re-equipped to
    Glory Seeker later, it gives its +2/+1."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Curse of Leeches", transformed=True, label="lurker")
    s.battlefield(0, "Bramble Armor", attached_to="lurker")
    s.battlefield(0, "The Celestus", "Glory Seeker", *["Forest"] * 7)
    d = Driver(s.build())
    lurker, armor = d.find("Curse of Leeches"), d.find("Bramble Armor")
    assert (d.chars(lurker).power, d.chars(lurker).toughness) == (6, 5)
    d.activate(0, "The Celestus")
    d.resolve()
    d.expect("choose_player")
    d.choose(1)
    assert d.state.day_night == "day"
    assert d.state.objects[lurker].attached_to == 1
    assert d.zone_of("Bramble Armor") == "battlefield"
    assert d.state.objects[armor].attached_to is None
    seeker = d.find("Glory Seeker")
    while d.state.stack:  # The Celestus's trigger: 1 life, no card drawn
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(False)
    d.activate(0, armor, targets=[seeker])
    d.resolve()
    assert d.state.objects[armor].attached_to == seeker
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 3)


def test_two_face_down_spells_are_two_spells_cast_and_make_it_day() -> None:
    """CR 730.2b, 702.37c, 708.4: at night the active player casts two creature spells face
    down (morph): each is a spell cast, so night becomes day as the next turn begins; turning
    one face up is a special action, no spell."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, *["Plains"] * 10)
    s.battlefield(1, "Bird Admirer", transformed=True)
    s.hand(0, "Daru Lancer", "Daru Lancer")
    d = Driver(s.build())
    for card in d.ids("Daru Lancer", "hand"):
        d.cast(0, card, method="face_down")
        d.resolve()
    assert d.state.players[0].spells_cast_this_turn == 2
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(d.find("Bird Admirer")).name == "Bird Admirer"


def test_cycling_and_turning_a_creature_face_up_cast_no_spell() -> None:
    """CR 730.2a, 702.29a, 702.37e, 116.2b: it is day; the active player cycles Disciple of
    Grace (an activated ability) and turns a face-down Daru Lancer face up (a special action),
    casting no spell: day becomes night as the next turn begins."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Bird Admirer")
    s.hand(0, "Disciple of Grace")
    d = Driver(s.build())
    disciple = d.find("Disciple of Grace", "hand")
    d.activate(0, disciple)
    d.resolve()
    assert d.zone_of("Disciple of Grace") == "graveyard"
    lancer = d.find("Daru Lancer")
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert not d.state.objects[lancer].face_down
    assert d.state.players[0].spells_cast_this_turn == 0
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


def test_a_card_returned_from_exile_at_night_enters_as_its_back_face_and_triggers_it() -> None:
    """CR 702.145b, 610.3c, 603.6a: at day Brutal Cathar exiles player 1's Tovolar's Huntmaster
    until it leaves; Unnatural Moonrise makes it night (the Cathar becomes Moonrage Brute, the
    same permanent, so the card stays exiled). When the Brute is destroyed, the Huntmaster
    returns under its owner's control at night: it enters transformed, so Tovolar's
    Packleader's "enters" ability makes two Wolves, and the Huntmaster's doesn't."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Forest", "Swamp", "Swamp")
    s.hand(0, "Brutal Cathar", "Unnatural Moonrise", "Go for the Throat")
    s.battlefield(1, "Tovolar's Huntmaster")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Tovolar's Huntmaster"))
    d.resolve()
    assert d.zone_of("Tovolar's Huntmaster") == "exile"
    cathar = d.find("Brutal Cathar", "battlefield")
    d.cast(0, "Unnatural Moonrise", targets=[cathar])
    d.resolve()
    assert d.chars(cathar).name == "Moonrage Brute"
    assert d.zone_of("Tovolar's Huntmaster") == "exile"
    d.cast(0, "Go for the Throat", targets=[cathar])
    d.resolve()
    d.resolve_all()
    back = d.find("Tovolar's Huntmaster", "battlefield")
    c = d.chars(back)
    assert (c.name, c.controller) == ("Tovolar's Packleader", 1)
    assert len(d.ids("Wolf Token", "battlefield", player=1)) == 2


def test_a_double_faced_token_copy_of_a_daybound_card_is_back_face_up_at_night() -> None:
    """CR 707.8a, 702.145c, 701.27a: at night Hour of Eternity makes a token copy of the Bird
    Admirer card in the graveyard, except a 4/4 black Zombie: a copy of a double-faced card is
    a double-faced token, which can transform, so it is Wing Shredder (with the exceptions), not
    a daybound Bird Admirer front face up at night."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, "Bird Admirer")
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Bird Admirer", zone="graveyard")])
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert d.state.objects[token].face == 1
    c = d.chars(token)
    assert c.name == "Wing Shredder" and c.has("Nightbound") and not c.has("Daybound")
    assert (c.power, c.toughness, c.colors, c.subtypes) == (4, 4, {"B"}, {"Zombie"})
    assert d.state.day_night == "night"



def _lurker_under_arlinns_plus_one(*more: str) -> tuple[Driver, int]:
    """Arlinn, the Pack's Hope's +1 ("each creature you control enters with an additional
    +1/+1 counter") by day; Unnatural Moonrise makes it night; Curse of Leeches is cast
    targeting player 1. Returns the game and Curse of Leeches on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arlinn, the Pack's Hope", "Glory Seeker",
                  "Mountain", "Forest", "Swamp", "Swamp", "Swamp", *more)
    s.hand(0, "Unnatural Moonrise", "Curse of Leeches", "Croaking Counterpart")
    s.day_night("day")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Arlinn, the Pack's Hope", index=1)  # +1
    d.resolve()
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.day_night == "night"
    d.cast(0, "Curse of Leeches", targets=[1])
    d.resolve()
    return d, d.find("Curse of Leeches")


def test_an_aura_spell_entering_at_night_as_a_creature_gets_arlinns_counter() -> None:
    """CR 702.145b, 614.12, MID-OR-0285: Curse of Leeches, cast at night targeting a player,
    enters transformed as Leeching Lurker (4/4), a creature as it enters, so it gets Arlinn's
    additional +1/+1 counter and enchants nobody (CR 616.1d: entering back face up is applied
    first, and Arlinn's counter applies to the creature it makes)."""
    d, lurker = _lurker_under_arlinns_plus_one()
    assert d.chars(lurker).name == "Leeching Lurker"
    assert d.state.objects[lurker].counters == {"+1/+1": 1}
    assert (d.chars(lurker).power, d.chars(lurker).toughness) == (5, 5)
    assert d.state.objects[lurker].attached_to is None


def test_a_token_copy_of_leeching_lurker_is_a_creature_that_gets_arlinns_counter() -> None:
    """CR 707.2, 707.8a, 614.12: Croaking Counterpart copies Leeching Lurker (its back face
    up): the token has the Lurker's values, a creature, not the Curse of its front face, so
    it enters with Arlinn's additional +1/+1 counter (a 1/1 Frog made 2/2)."""
    d, lurker = _lurker_under_arlinns_plus_one("Forest", "Island", "Island")
    d.cast(0, "Croaking Counterpart", targets=[lurker])
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    assert d.chars(token).name == "Leeching Lurker" and d.chars(token).is_creature
    assert d.state.objects[token].counters == {"+1/+1": 1}
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)


def test_an_effect_making_it_day_mid_turn_transforms_a_lurker_into_a_curse_it_attaches() -> None:
    """CR 730.1, 730.1a, 702.145e-f, 712.18: at night, the resolving ability of The Celestus
    makes it day in its controller's main phase. Right then Tavern Smasher transforms into
    Tavern Ruffian (2/5) and Leeching Lurker into Curse of Leeches, which its controller
    attaches to a player they choose ("as this permanent transforms into Curse of Leeches,
    attach it to a player"). Only then does The Celestus's "whenever night becomes day" trigger
    go on the stack."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Tavern Ruffian", "Curse of Leeches", transformed=True)
    s.battlefield(0, "The Celestus", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    ruffian, curse = d.find("Tavern Ruffian"), d.find("Curse of Leeches")
    assert d.chars(ruffian).name == "Tavern Smasher"
    assert d.chars(curse).name == "Leeching Lurker"
    celestus = d.find("The Celestus")
    (flip,) = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == celestus]
    d.act(0, flip)
    d.pay()
    d.pass_priority()
    d.pass_priority()
    dec = d.expect("choose_player")
    assert dec.player == 0 and d.state.day_night == "day"
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0, 1}
    d.choose(1)
    c = d.chars(ruffian)
    assert (c.name, c.power, c.toughness) == ("Tavern Ruffian", 2, 5)
    assert d.chars(curse).name == "Curse of Leeches"
    assert d.state.objects[curse].attached_to == 1
    assert len(d.state.stack) == 1  # The Celestus's trigger
    d.resolve()
    assert d.life(0) == 21
    d.choose(False)  # no loot
    assert not d.state.stack and d.state.objects[curse].attached_to == 1


def test_a_lurker_made_a_goblin_is_no_goblin_once_it_transforms_into_a_curse() -> None:
    """CR 205.1a, 205.3d, 611.2c: at night Imagecrafter makes Leeching Lurker a Goblin until
    end of turn; The Celestus then makes it day and it transforms into Curse of Leeches, an
    Aura Curse: an object can't have a creature type it has no creature card type for, so
    it is no Goblin while the effect lasts. Sparksmith counts one Goblin, itself: 1 damage to
    Glory Seeker (which survives) and 1 to its controller."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Curse of Leeches", transformed=True)
    s.battlefield(0, "The Celestus", "Imagecrafter", "Sparksmith", "Plains", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    d.activate(0, "Imagecrafter", targets=[lurker])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(lurker).subtypes == {"Goblin"}
    celestus = d.find("The Celestus")
    (flip,) = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == celestus and a.index == 2]
    d.act(0, flip)
    d.pay()
    d.pass_priority()
    d.pass_priority()
    d.choose(1)  # the player Curse of Leeches enchants
    c = d.chars(lurker)
    assert (c.name, c.types, c.subtypes) == ("Curse of Leeches", {"Enchantment"},
                                              {"Aura", "Curse"})
    d.resolve_all()
    while d.decision.kind == "may":  # The Celestus's trigger: no loot
        d.choose(False)
    life = d.life(0)
    seeker = d.find("Glory Seeker")
    d.activate(0, "Sparksmith", targets=[seeker])
    d.resolve()
    assert d.life(0) == life - 1
    assert seeker in d.state.battlefield and d.state.objects[seeker].damage == 1


def _shadow_kin_becomes_tovolars_huntmaster(day_night: str | None) -> tuple[Driver, int]:
    """Shadow Kin's upkeep ability mills Tovolar's Huntmaster (daybound, 6/6) from player 0's
    library, and Shadow Kin becomes a copy of it on the battlefield (CR 707.4)."""
    s = Scenario(seed=1)
    if day_night is not None:
        s.day_night(day_night)
    s.battlefield(0, "Shadow Kin")
    s.library(0, "Tovolar's Huntmaster", *["Island"] * 8)
    s.library(1, *["Plains"] * 9)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    while not (d.state.turn == 3 and d.decision.kind == "choose_cards"):
        d.pass_priority()
    assert d.state.day_night == day_night
    d.choose(d.find("Tovolar's Huntmaster", "graveyard"))
    d.resolve_all()
    return d, kin


def test_a_permanent_becoming_a_copy_of_a_daybound_card_makes_it_day() -> None:
    """CR 702.145d, 707.4, 707.2: it is neither day nor night; Shadow Kin, already on the
    battlefield, becomes a copy of Tovolar's Huntmaster and so has daybound: it becomes day at
    once, though no daybound permanent entered."""
    d, kin = _shadow_kin_becomes_tovolars_huntmaster(None)
    c = d.chars(kin)
    assert (c.name, c.power, c.toughness) == ("Tovolar's Huntmaster", 6, 6)
    assert d.state.day_night == "day"


def test_a_single_faced_copy_of_a_daybound_card_made_at_night_stays_front_face_up() -> None:
    """CR 702.145c, 701.27c, 712.9: at night, Shadow Kin becomes a copy of the daybound
    Tovolar's Huntmaster: it has daybound, but it is a single-faced card, so it doesn't
    transform into Tovolar's Packleader: it stays a 6/6 Huntmaster, and night stays night."""
    d, kin = _shadow_kin_becomes_tovolars_huntmaster("night")
    c = d.chars(kin)
    assert (c.name, c.power, c.toughness) == ("Tovolar's Huntmaster", 6, 6)
    assert c.has("Daybound")
    assert d.state.objects[kin].face == 0 and d.state.day_night == "night"
