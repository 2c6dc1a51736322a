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
    d.cast(0, d.find(LEGEND), method="face_down")
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    perm = d.find(LEGEND, zone="battlefield")
    d.to_combat()
    d.attack([perm], defender=1)
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 38
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
