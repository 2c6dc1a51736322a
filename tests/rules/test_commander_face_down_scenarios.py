"""A commander with morph (CR 702.37c, 903.8, 903.3, 903.9a, 903.10a, 708.9).

Morph lets a card be cast face down from any zone it could be cast from (CR 702.37c): a
commander from the command zone (CR 903.8), for {3} plus the commander tax, and that cast
counts toward the tax. The face-down spell and permanent are still the commander (the
designation is the card's, CR 903.3): one that dies may go back to the command zone
(CR 903.9a) and its combat damage is commander damage (CR 903.10a). No legendary creature of
the three sets has morph, so a made-up one is used.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

LEGEND = define_card(
    "Reference Test Masked Legend", "{4}{B}{B}", "Legendary Creature — Human Rogue",
    "Morph {2}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face "
    "up any time for its morph cost.)",
    power=5, toughness=5).name
"""A card made up for CR 702.37c with 903.8: a legendary creature with morph."""


def _game(swamps: int) -> Driver:
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, *["Swamp"] * swamps)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    return Driver(s.build())


def _untapped(d: Driver, player: int) -> int:
    return sum(1 for o in d.state.battlefield if d.state.objects[o].controller == player
               and not d.state.objects[o].tapped)


def test_a_commander_with_morph_is_cast_face_down_from_the_command_zone_for_three() -> None:
    """CR 702.37c, 903.8: the first cast from the command zone, face down, costs {3}; the
    spell is a face-down 2/2 that all players know (it left a public zone), and it resolves
    into a face-down 2/2 permanent that is still the commander."""
    d = _game(8)
    cmdr = d.find(LEGEND)
    assert CastSpell(cmdr, "face_down") in d.game.legal_actions()
    sid = d.cast(0, d.find(LEGEND), method="face_down")
    assert _untapped(d, 0) == 5
    assert d.state.objects[sid].face_down
    assert d.state.objects[sid].known_to == frozenset({0, 1})  # it left a public zone
    assert d.state.players[0].commander_casts == {cmdr: 1}
    d.resolve()
    perm = d.find(LEGEND, zone="battlefield")
    assert d.state.objects[perm].face_down
    c = d.chars(perm)
    assert (c.power, c.toughness, c.name) == (2, 2, "")


def test_the_tax_is_added_to_the_face_down_cost_and_a_face_down_cast_counts() -> None:
    """CR 903.8, 903.9a: cast face down for {3}, the commander is dealt lethal damage and
    returns to the command zone; cast face down again it costs {3} plus {2}; the next cast,
    face up, costs its mana cost plus {4}."""
    d = _game(14)
    cmdr = d.find(LEGEND)
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(LEGEND, zone="battlefield")])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of(LEGEND) == "command"
    assert _untapped(d, 0) == 11
    d.cast(0, d.find(LEGEND), method="face_down")
    assert _untapped(d, 0) == 6  # {3} + {2}
    assert d.state.players[0].commander_casts == {cmdr: 2}
    assert d.game.view(0)["players"][0]["commander_tax"] == {str(cmdr): 4}


def _cast_face_down_and_hit(d: Driver) -> int:
    """Player 0 casts the commander face down for {3} and attacks player 1 with it on turn 5:
    2 combat damage dealt (a face-down 2/2, CR 708.2a). Returns the face-down permanent."""
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    perm = d.find(LEGEND, zone="battlefield")
    d.to_combat()
    d.attack([perm], defender=1)
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 38
    return perm


def test_a_face_down_commander_s_combat_damage_is_commander_damage() -> None:
    """CR 903.10a, 903.3: the face-down commander attacks; its 2 combat damage to player 1
    counts as damage from that commander."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, *["Swamp"] * 3)
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    cmdr = d.find(LEGEND)
    _cast_face_down_and_hit(d)
    assert d.state.players[1].commander_damage == {cmdr: 2}


def test_a_cost_reduction_for_face_down_spells_applies_after_the_tax() -> None:
    """CR 708.4, 601.2f, 903.8: Dream Chisel ("face-down creature spells you cast cost {1}
    less") reduces the face-down commander spell: {3} - {1} on the first cast, and
    {3} + {2} - {1} on the second (the tax is added before the reduction)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, "Dream Chisel", *["Swamp"] * 8)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, d.find(LEGEND), method="face_down")
    assert _untapped(d, 0) == 7  # {3} - {1}; Dream Chisel isn't a land but is untapped
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(LEGEND, zone="battlefield")])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    d.cast(0, d.find(LEGEND), method="face_down")
    assert _untapped(d, 0) == 3  # {3} + {2} - {1}


def test_a_face_down_commander_has_mana_value_0_for_visions_of_dread() -> None:
    """CR 708.2a, 903.3d: "a commander you own on the battlefield" sees the commander's current
    characteristics: face down, its mana value is 0, so Visions of Dread's flashback costs its
    full {8}{B}{B}; in the command zone the same card (mana value 6) reduces it to {2}{B}{B}."""
    for face_down, prompt in ((True, "Pay {8}{B}{B}"), (False, "Pay {2}{B}{B}")):
        s = Scenario(seed=1, format="commander")
        s.commander(0, LEGEND)
        s.battlefield(0, *["Swamp"] * 13)
        s.graveyard(0, "Visions of Dread")
        s.graveyard(1, "Glory Seeker")
        s.library(0, *["Forest"] * 10)
        s.library(1, *["Forest"] * 10)
        d = Driver(s.build())
        if face_down:
            d.cast(0, d.find(LEGEND), method="face_down")
            d.resolve()
        d.cast(0, d.find("Visions of Dread"), method="flashback", targets=[1], pay=False)
        assert d.expect("pay_mana").prompt == prompt


def test_a_face_down_commander_is_still_a_commander_creature_for_bastion_protector() -> None:
    """CR 903.3, 708.2a: being a commander is a designation of the card, not a characteristic a
    face-down permanent loses: Bastion Protector's "Commander creatures you control get +2/+2
    and have indestructible" makes the face-down commander a 4/4 with indestructible."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, "Bastion Protector", *["Swamp"] * 3)
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    c = d.chars(d.find(LEGEND, zone="battlefield"))
    assert (c.power, c.toughness, c.has("Indestructible")) == (4, 4, True)


def _commander_zone_seen_by(d: Driver, viewer: int | None) -> tuple[str, int | None]:
    """Player 0's commander's zone and object id in ``viewer``'s view (None: a spectator's)."""
    view = d.game.spectator_view() if viewer is None else d.game.view(viewer)
    [entry] = view["players"][0]["commanders"]
    return entry["zone"], entry["object"]


def test_a_commander_drawn_unseen_and_cast_face_down_is_nowhere_known_to_the_others() -> None:
    """CR 708.5, 402.3: player 0 draws their commander (the others don't see which card) and
    casts it face down from the hand. The others may not look at the face-down spell, nor at
    the permanent it becomes, so their view of the commander names no zone (it might be that
    spell, or still in the hand or the library); its owner sees it on the stack, then on the
    battlefield. Dealt lethal damage, it is revealed (CR 708.9) and goes to the command zone,
    where everyone sees it."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND, zone="library")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("commander_zone")
    d.choose("stay")
    d.pass_until("precombat_main", turn=3)
    assert _commander_zone_seen_by(d, 1) == ("hand_or_library", None)
    sid = d.cast(0, d.find(LEGEND), method="face_down")
    assert _commander_zone_seen_by(d, 0) == ("stack", sid)
    assert _commander_zone_seen_by(d, 1) == ("unknown", None)
    assert _commander_zone_seen_by(d, None) == ("unknown", None)
    d.resolve()
    perm = d.find(LEGEND, zone="battlefield")
    assert _commander_zone_seen_by(d, 0) == ("battlefield", perm)
    assert _commander_zone_seen_by(d, 1) == ("unknown", None)
    assert _commander_zone_seen_by(d, None) == ("unknown", None)
    d.pass_priority()
    d.cast(1, "Shock", targets=[perm])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    cmdr = d.find(LEGEND, zone="command")
    for viewer in (0, 1, None):
        assert _commander_zone_seen_by(d, viewer) == ("command", cmdr)


def test_a_commander_seen_going_face_down_is_known_to_be_where_it_is() -> None:
    """CR 400.2, 708.5: cast face down from the command zone, a public zone, the commander is
    known to be on the battlefield to anyone watching, a spectator too, though a spectator
    may not look at it; and a face-up commander turned face down by Backslide is still known
    to be on the battlefield to the opponent, who may no longer look at it."""
    d = _game(8)
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    perm = d.find(LEGEND, zone="battlefield")
    assert _commander_zone_seen_by(d, 1) == ("battlefield", perm)
    assert _commander_zone_seen_by(d, None) == ("battlefield", None)

    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND, zone="battlefield")
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide")
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    perm = d.find(LEGEND, zone="battlefield")
    d.cast(0, "Backslide", targets=[perm])
    d.resolve()
    assert d.state.objects[perm].face_down
    assert _commander_zone_seen_by(d, 1) == ("battlefield", None)
    assert _commander_zone_seen_by(d, None) == ("battlefield", None)


def test_a_stolen_face_down_commander_deals_commander_damage_to_its_owner() -> None:
    """CR 903.10a, 903.3: combat damage dealt by a commander is counted against it whoever
    controls it: player 1 takes player 0's face-down commander with Threaten and attacks
    player 0 with it; its 2 damage is commander damage from that commander."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(1, *["Mountain"] * 3)
    s.hand(1, "Threaten")
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    cmdr = d.find(LEGEND)
    d.cast(0, cmdr, method="face_down")
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    perm = d.find(LEGEND, zone="battlefield")
    d.cast(1, "Threaten", targets=[perm])
    d.resolve()
    assert d.chars(perm).controller == 1 and d.state.objects[perm].face_down
    d.to_combat()
    d.attack([perm], defender=0)
    d.pass_until("postcombat_main", turn=4)
    assert d.life(0) == 38
    assert d.state.players[0].commander_damage == {cmdr: 2}


def test_a_face_down_commander_exiled_gives_its_face_down_power_and_may_go_home() -> None:
    """CR 903.9a, 708.9, 608.2h: Swords to Plowshares exiles the face-down commander; its
    controller gains life equal to its power as it last existed, 2; it is face up in exile,
    and its owner may put it into the command zone."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find(LEGEND, zone="battlefield")])
    d.resolve()
    assert d.life(0) == 42
    exiled = d.find(LEGEND, zone="exile")
    assert not d.state.objects[exiled].face_down
    assert d.expect("commander_zone").prompt == \
        "Put your commander from exile into the command zone?"
    d.choose("command_zone")
    assert d.zone_of(LEGEND) == "command"


def test_a_face_down_commander_returned_to_hand_has_mana_value_0_and_may_go_home() -> None:
    """CR 903.9b, 708.2a, 608.2h: Fading Hope returns the face-down commander; its owner may
    put it into the command zone instead of the hand, and Fading Hope's "if its mana value
    was 3 or less, scry 1" sees the face-down permanent's mana value, 0 (the card's is 6)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND)
    s.battlefield(0, *["Swamp"] * 3)
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(0, *["Forest"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[d.find(LEGEND, zone="battlefield")])
    d.resolve()
    assert d.expect("commander_zone").prompt == \
        "Put your commander into the command zone instead of your hand?"
    d.choose("command_zone")
    cmdr = d.find(LEGEND)
    assert d.zone_of(LEGEND) == "command" and not d.state.objects[cmdr].face_down
    assert d.state.players[0].hand == []
    assert d.expect("scry").player == 1


def test_damage_from_a_face_down_commander_nobody_else_knows_counts_for_them_once_revealed(
) -> None:
    """CR 708.5, 903.10a: player 0's commander, drawn unseen and cast face down from the hand,
    attacks player 1 for 2. The damage is commander damage (player 0's view counts it), but
    for player 1 and a spectator it was dealt by a face-down creature: it counts in their
    views once the commander is turned face up for its morph cost."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, LEGEND, zone="library")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.battlefield(0, *["Swamp"] * 6)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("commander_zone")
    d.choose("stay")
    d.pass_until("precombat_main", turn=3)
    perm = _cast_face_down_and_hit(d)
    cmdr = str(next(iter(d.state.players[1].commander_damage)))

    def dealt(viewer: int | None) -> dict[str, int]:
        view = d.game.spectator_view() if viewer is None else d.game.view(viewer)
        return dict(view["players"][1]["commander_damage"])

    assert dealt(0) == {cmdr: 2}
    assert dealt(1) == {} and dealt(None) == {}
    d.special(0, "turn_face_up", perm)
    d.pay()
    assert dealt(0) == dealt(1) == dealt(None) == {cmdr: 2}
