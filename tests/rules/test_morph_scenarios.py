"""Acceptance scenarios for morph (CR 702.37) beside those of face-down permanents (CR 708).

* 702.37a, 708.2a, 202.3: a face-down permanent has no mana cost: its mana value is 0.
* 702.37e, 116.2b: a face-down permanent is turned face up only when its controller has
  priority: not while the blockers are being declared.
* 702.37e, 707.2, 708.2: a token copy of a face-up morph creature (Croaking Counterpart's
  1/1 green Frog) has morph; turned face down by Backslide it is a 2/2 with no text, and
  turned face up for its morph cost it is the copy again, with the exceptions of the copy.
* 613.2b, 613.4b: a face-down 2/2 is set in layer 1b, so an effect setting base power and
  toughness (layer 7b) applies over it.
* 708.2a, 207.2c: coven sees a face-down creature's power as 2, not its card's.
* 702.145c, 712.15a: a face-down daybound card turned face up at night has its front face up
  and is transformed at once (not as a state-based action).
* 702.37a, 702.37c, 601.3e: morph works in any zone the card could be cast from: a permission
  to cast a creature spell from the graveyard (Karador, Ghost Chieftain, defined in
  ``tests/reference_cards.py``) lets it be cast face down from there, one for Zombie spells
  (Gisa and Geralf) doesn't; a face-down spell cast from the hand uses no such permission
  (CR 601.2a).
* 708.2a, 608.2h, 708.9: Swords to Plowshares on a face-down creature gains its controller
  the face-down power, 2; the card is face up in exile.
* 702.37e, 708.8, 707.2: a creature cast face down and turned face up is copied as its card.
* 708.2a, 603.10a, 613.1f: an ability granted by an Aura works on a face-down creature, and
  the Aura's "when enchanted creature dies" sees the power it last had face down.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose, SpecialAction
from manastack.rules.information import may_look
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import KARADOR


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_a_face_down_creature_has_mana_value_zero() -> None:
    """CR 702.37a, 708.2a, 202.3: a face-down Krosan Colossus ({6}{G}{G}) has mana value 0:
    Fading Hope returns it to its owner's hand and its caster scries 1 ("if its mana value was
    3 or less")."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.battlefield(1, "Krosan Colossus", face_down=True)
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    assert d.chars(colossus).mana_value == 0
    d.cast(0, "Fading Hope", targets=[colossus])
    d.resolve()
    d.expect("scry")
    assert d.zone_of("Krosan Colossus") == "hand"


def test_no_turning_face_up_while_blockers_are_declared() -> None:
    """CR 702.37e, 116.2b, 509.1: the defending player's face-down Spined Basher can't be
    turned face up at the declare blockers decision (nobody has priority then); once blocks
    are declared and they get priority, it can."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Spined Basher", face_down=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    basher = d.find("Spined Basher")
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert not [a for a in d.game.legal_actions() if isinstance(a, SpecialAction)]
    d.block({basher: d.find("Glory Seeker")})
    while d.decision.player != 1:
        d.pass_priority()
    assert SpecialAction("turn_face_up", basher) in d.game.legal_actions()


def test_a_token_copy_of_a_morph_creature_turned_down_and_up_is_the_copy_again() -> None:
    """CR 707.2, 707.9b, 708.2, 702.37e: Croaking Counterpart makes a token copy of Daru Lancer
    that is a 1/1 green Frog; Backslide turns it face down (a 2/2 with no name); its morph cost
    {2}{W}{W} turns it face up as the Frog copy: Daru Lancer, 1/1, green, first strike."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Daru Lancer", "Forest", *["Island"] * 3, *["Plains"] * 6)
    s.hand(0, "Croaking Counterpart", "Backslide")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, "Croaking Counterpart", targets=[lancer])
    d.resolve()
    [token] = [o for o in d.ids("Daru Lancer", "battlefield") if o != lancer]
    d.cast(0, "Backslide", targets=[token])
    d.resolve()
    c = d.chars(token)
    assert d.state.objects[token].face_down
    assert (c.name, c.power, c.toughness, set(c.colors)) == ("", 2, 2, set())
    d.special(0, "turn_face_up", token)
    d.pay()
    c = d.chars(token)
    assert not d.state.objects[token].face_down
    assert (c.name, c.power, c.toughness) == ("Daru Lancer", 1, 1)
    assert set(c.subtypes) == {"Frog"} and set(c.colors) == {"G"} and c.has("First strike")


def test_a_face_down_daybound_card_turned_face_up_at_night_transforms() -> None:
    """CR 712.15a, 702.145c: at night, Ixidor turns a face-down Bird Admirer face up: it has
    its front face up, with daybound, and is transformed at once into Wing Shredder."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Ixidor, Reality Sculptor", "Island", "Island", "Island")
    s.battlefield(0, "Bird Admirer", face_down=True)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    assert d.chars(admirer).power == 3  # Ixidor: face-down creatures get +1/+1
    d.activate(0, "Ixidor, Reality Sculptor", targets=[admirer])
    d.resolve()
    o = d.state.objects[admirer]
    assert not o.face_down and o.face == 1
    assert d.chars(admirer).name == "Wing Shredder"


def _graveyard_permission(permission: str) -> Driver:
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, permission, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Spined Basher", "Daru Lancer")
    s.graveyard(1, "Krosan Colossus")  # a permission is for its controller's own graveyard
    return Driver(s.build())


def test_a_permission_to_cast_creature_spells_from_a_graveyard_allows_morph() -> None:
    """CR 702.37a, 702.37c, 601.3e: morph works in any zone from which the card could be cast:
    Karador ("you may cast a creature spell from your graveyard" during each of your turns)
    lets Spined Basher be cast face down from the graveyard for {3}, a 2/2 creature spell;
    the permission is then used for the turn, so Daru Lancer can't follow."""
    assert KARADOR
    d = _graveyard_permission(KARADOR.name)
    basher, lancer = d.find("Spined Basher"), d.find("Daru Lancer")
    legal = d.game.legal_actions()
    assert CastSpell(basher, "face_down") in legal and CastSpell(lancer, "face_down") in legal
    assert CastSpell(d.find("Krosan Colossus"), "face_down") not in legal
    spell = d.cast(0, basher, method="face_down")
    assert d.state.objects[spell].face_down
    assert may_look(d.state, 1, spell)  # it left a public zone: everyone knows the card
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.resolve()
    assert d.zone_of("Spined Basher") == "battlefield"
    assert d.state.objects[d.find("Spined Basher")].face_down
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_a_permission_for_zombie_spells_doesnt_allow_a_face_down_spell() -> None:
    """CR 702.37c, 601.3e: Gisa and Geralf let a Zombie creature spell be cast from the
    graveyard; Spined Basher (a Zombie Beast) cast face down would be a 2/2 with no creature
    types, so it can't be cast face down that way (face up it could, for {2}{B})."""
    d = _graveyard_permission("Gisa and Geralf")
    basher = d.find("Spined Basher")
    legal = d.game.legal_actions()
    assert CastSpell(basher, "face_down") not in legal
    assert CastSpell(basher, "graveyard_permission") in legal


def test_a_face_down_spell_cast_from_the_hand_doesnt_use_a_graveyard_permission() -> None:
    """CR 601.2a, 702.37c: Spined Basher cast face down from the hand uses no permission;
    Karador's ("during each of your turns, you may cast a creature spell from your
    graveyard") is still there, and Daru Lancer is then cast face down from the graveyard."""
    assert KARADOR
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, KARADOR.name, *["Swamp"] * 6)
    s.hand(0, "Spined Basher")
    s.graveyard(0, "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    lancer = d.find("Daru Lancer")
    assert CastSpell(lancer, "face_down") in d.game.legal_actions()
    d.cast(0, lancer, method="face_down")
    d.resolve()
    assert d.state.objects[d.find("Daru Lancer")].face_down


def test_a_flash_permission_for_creature_spells_lets_a_face_down_spell_be_cast() -> None:
    """CR 601.3b, 702.37c, 708.4: after Arlinn, the Pack's Hope's +1 ("you may cast creature
    spells as though they had flash"), player 0 casts Daru Lancer face down in the opponent's
    upkeep: the face-down spell is a creature spell; it enters with Arlinn's additional +1/+1
    counter, a 3/3."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Arlinn, the Pack's Hope", *["Plains"] * 4)
    s.hand(0, "Daru Lancer")
    d = Driver(s.build())
    d.activate(0, "Arlinn, the Pack's Hope", index=1)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent's upkeep: player 0 has priority
    lancer = d.find("Daru Lancer", zone="hand")
    assert CastSpell(lancer, "face_down") in d.game.legal_actions()
    d.cast(0, lancer, method="face_down")
    d.resolve()
    morph = next(x for x in d.state.battlefield if d.state.objects[x].face_down)
    assert d.state.objects[morph].counters == {"+1/+1": 1}
    assert (d.chars(morph).power, d.chars(morph).toughness) == (3, 3)


def test_coven_counts_a_face_down_creature_s_power_as_2() -> None:
    """CR 708.2a, 207.2c: a face-down Aphetto Alchemist (1/2 face up) is a 2/2: beside
    Sungold Sentinel (3) and Glory Seeker (2) its controller doesn't control three creatures
    with different powers, so the Sentinel's coven ability can't be activated; once the
    Alchemist is turned face up (power 1) they do, and it can."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Island", "Plains", "Plains")
    s.battlefield(0, "Aphetto Alchemist", face_down=True)
    d = Driver(s.build())
    sentinel, alchemist = d.find("Sungold Sentinel"), d.find("Aphetto Alchemist")

    def coven_ready() -> bool:
        return any(isinstance(a, ActivateAbility) and a.source == sentinel
                   for a in d.game.legal_actions())

    assert d.chars(alchemist).power == 2
    assert not coven_ready()
    d.special(0, "turn_face_up", alchemist)
    d.pay()
    assert d.chars(alchemist).power == 1
    assert coven_ready()


def test_a_base_power_and_toughness_effect_applies_over_the_face_down_2_2() -> None:
    """CR 613.2b, 613.4b, 708.2a: being face down makes Krosan Colossus a 2/2 in layer 1b;
    Curse of Conformity on its controller sets the base power and toughness of their
    nonlegendary creatures to 3/3 in layer 7b, so it is a 3/3. Turned face up, it is still
    3/3 with no creature types, not the 9/9 Beast."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Krosan Colossus", face_down=True)
    s.battlefield(0, *["Forest"] * 8)
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    assert (d.chars(colossus).power, d.chars(colossus).toughness) == (3, 3)
    d.special(0, "turn_face_up", colossus)
    d.pay()
    c = d.chars(colossus)
    assert (c.name, c.power, c.toughness, set(c.subtypes)) == ("Krosan Colossus", 3, 3, set())


def test_a_face_down_creature_given_a_type_and_defender_keeps_them_face_up() -> None:
    """CR 613.2b, 613.1d, 613.1f, 702.37e: a face-down Daru Lancer deals combat damage to the
    player with Aurification, and gets a gold counter: the nameless 2/2 with no creature types
    is a Wall with defender (layers 4 and 6 apply over layer 1b). Turned face up, it keeps the
    counter: Daru Lancer, a Human Soldier Wall with first strike and defender."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Aurification")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, *["Plains"] * 4)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.to_combat()
    d.attack([lancer])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18 and d.state.objects[lancer].counters == {"gold": 1}
    c = d.chars(lancer)
    assert (c.name, set(c.subtypes), c.has("Defender")) == ("", {"Wall"}, True)
    d.special(1, "turn_face_up", lancer)
    d.pay()
    c = d.chars(lancer)
    assert (c.name, set(c.subtypes)) == ("Daru Lancer", {"Human", "Soldier", "Wall"})
    assert c.has("Defender") and c.has("First strike")


def test_swords_to_plowshares_on_a_face_down_creature_gives_its_face_down_power() -> None:
    """CR 708.2a, 608.2h, 708.9: Swords to Plowshares exiles a face-down Krosan Colossus (a
    9/9 card); its controller gains life equal to the power it last had on the battlefield,
    the face-down 2, not 9; the card is revealed and is a face-up Krosan Colossus in exile."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains")
    s.hand(0, "Swords to Plowshares")
    s.battlefield(1, "Krosan Colossus", face_down=True)
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    d.cast(0, "Swords to Plowshares", targets=[colossus])
    d.resolve()
    assert d.life(1) == 22 and d.life(0) == 20
    exiled = d.find("Krosan Colossus", "exile")
    assert not d.state.objects[exiled].face_down
    assert [o["name"] for o in d.game.view(0)["exile"]] == ["Krosan Colossus"]


def test_clone_copying_a_creature_turned_face_up_copies_the_face_up_card() -> None:
    """CR 702.37e, 708.8, 707.2: Daru Lancer cast face down and later turned face up has its
    card's characteristics again, and those are what Clone copies: a face-up Daru Lancer,
    3/4, white, first strike, with morph; the original stays a 3/4 too."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Plains"] * 7)
    s.hand(0, "Daru Lancer", "Clone")
    s.battlefield(0, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Daru Lancer", method="face_down")
    d.resolve()
    lancer = d.find("Daru Lancer", "battlefield")
    assert d.chars(lancer).name == ""
    d.special(0, "turn_face_up", lancer)
    d.pay()
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(lancer)
    clone = d.find("Clone", zone="battlefield")
    assert not d.state.objects[clone].face_down
    for obj in (clone, lancer):
        c = d.chars(obj)
        assert (c.name, c.power, c.toughness, set(c.colors)) == ("Daru Lancer", 3, 4, {"W"})
        assert c.has("First strike") and c.has("Morph") and c.mana_value == 6


def test_turned_face_up_it_has_its_colour_types_and_mana_value_again() -> None:
    """CR 708.2a, 702.37e, 708.8: face down, Exalted Angel is a colourless 2/2 with no name,
    no creature types and mana value 0; turned face up, it is white, an Angel, 4/5 with
    flying and mana value 6."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Plains"] * 4)
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    c = d.chars(angel)
    assert (c.name, c.colors, c.subtypes, c.mana_value) == ("", frozenset(), frozenset(), 0)
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert (c.name, set(c.colors), set(c.subtypes)) == ("Exalted Angel", {"W"}, {"Angel"})
    assert (c.power, c.toughness, c.mana_value) == (4, 5, 6) and c.has("Flying")


def test_an_aura_s_dies_trigger_sees_the_face_down_creature_s_power() -> None:
    """CR 708.2a, 603.10a, 603.6e, 613.1f: a face-down creature has no abilities of its own,
    but one granted by Necrosynthesis works on it: Shock killing Skirk Prospector puts a +1/+1
    counter on the face-down Krosan Colossus (3/3). Killed by two more Shocks, the Aura's own
    "when enchanted creature dies" triggers, and X is the power it last had face down, 3,
    not the card's 9: three cards to choose from."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Colossus", face_down=True, label="host")
    s.battlefield(0, "Necrosynthesis", attached_to="host")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Skirk Prospector")
    s.hand(0, "Shock", "Shock", "Shock")
    s.library(0, *["Forest", "Island", "Plains", "Swamp", "Mountain"] * 2)
    s.library(1, *["Island"] * 8)
    d = Driver(s.build())
    colossus = d.find("Krosan Colossus")
    shocks = d.ids("Shock", zone="hand")
    d.cast(0, shocks[0], targets=[d.find("Skirk Prospector")])
    d.resolve()
    d.resolve()  # the granted trigger
    c = d.chars(colossus)
    assert (c.name, c.power, c.toughness) == ("", 3, 3)
    d.cast(0, shocks[1], targets=[colossus])
    d.resolve()
    d.cast(0, shocks[2], targets=[colossus])
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "graveyard"
    d.resolve()  # the Aura's trigger
    d.expect("choose_cards")
    options = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert len(options) == 3 and None not in options
