"""Acceptance scenarios for mana cost, color and mana value (CR 202, 204).

CR 202.3a   an object with no mana cost has mana value 0: a land's back face, a face-down
            spell or permanent (CR 708.2).
CR 202.3b   the back face of a transforming double-faced permanent or spell has the mana
            value of its front face, though it has no mana cost of its own.
CR 202.3e   X is 0 everywhere but on the stack: a card with {X} in its cost revealed from a
            library, or a permanent that was cast with a large X.
CR 204.2    a back face with a color indicator is that color; one without is colorless.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _smother_targets(d: Driver) -> set[int]:
    d.act(0, CastSpell(d.find("Smother", "hand"), "normal"))
    d.expect("target")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def test_202_3b_smother_reads_the_front_face_mana_value_of_a_transformed_permanent() -> None:
    """Smother ("mana value 3 or less"): Tovolar's Packleader, back face of a six-mana
    Huntmaster, isn't a legal target; Lord of the Ulvenwald (front face {R}{G}) is; Creeping
    Inn, whose front face Hostile Hostel is a land with no mana cost, has mana value 0 (CR
    202.3a) and is too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Tovolar's Huntmaster", transformed=True)
    s.battlefield(1, "Kessig Naturalist", transformed=True)
    s.battlefield(1, "Hostile Hostel", transformed=True)
    d = Driver(s.build())
    packleader = d.find("Tovolar's Huntmaster")
    lord = d.find("Kessig Naturalist")
    inn = d.find("Hostile Hostel")
    assert [d.chars(o).mana_value for o in (packleader, lord, inn)] == [6, 2, 0]
    legal = _smother_targets(d)
    assert packleader not in legal
    assert {lord, inn} <= legal


def test_202_3e_feed_the_swarm_counts_x_as_zero_on_the_battlefield() -> None:
    """Contortionist Troupe ({X}{G}) on the battlefield with three +1/+1 counters has mana
    value 1: Feed the Swarm destroying it costs its caster 1 life, not 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Feed the Swarm")
    s.battlefield(1, "Contortionist Troupe", counters={"+1/+1": 3})
    d = Driver(s.build())
    d.cast(0, "Feed the Swarm", targets=[d.find("Contortionist Troupe")])
    d.resolve()
    assert d.zone_of("Contortionist Troupe") == "graveyard"
    assert d.life(0) == 19


def test_202_3b_feed_the_swarm_on_a_transformed_aura_creature_loses_the_front_mana_value() -> None:
    """Curse of Leeches ({2}{B}) transformed is Leeching Lurker, a creature with no mana cost
    of its own: Feed the Swarm destroying it costs 3 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Feed the Swarm")
    s.battlefield(1, "Curse of Leeches", transformed=True)
    d = Driver(s.build())
    lurker = d.find("Curse of Leeches")
    assert d.chars(lurker).name == "Leeching Lurker"
    d.cast(0, "Feed the Swarm", targets=[lurker])
    d.resolve()
    assert d.zone_of("Curse of Leeches") == "graveyard"
    assert d.life(0) == 17


def test_202_3b_a_permanent_cast_with_disturb_has_its_front_face_mana_value() -> None:
    """Malevolent Hermit ({1}{U}) cast with disturb for {2}{U} is Benevolent Geist on the
    battlefield: its mana value is 2 (the front face's, not the disturb cost paid), and Feed
    the Swarm destroying it costs 2 life."""
    s = Scenario(seed=1)
    s.battlefield(1, "Island", "Island", "Island")
    s.graveyard(1, "Malevolent Hermit")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Feed the Swarm")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    hermit = d.find("Malevolent Hermit")
    d.cast(1, hermit, method="disturb")
    geist = d.state.stack[-1]
    assert d.chars(geist).name == "Benevolent Geist" and d.chars(geist).mana_value == 2
    d.resolve()
    geist = d.find("Malevolent Hermit", zone="battlefield")
    assert d.chars(geist).mana_value == 2
    d.pass_until("precombat_main", turn=4)
    d.cast(0, "Feed the Swarm", targets=[geist])
    d.resolve()
    assert d.zone_of("Malevolent Hermit") == "exile"  # disturb: exiled instead (CR 702.146b)
    assert d.life(0) == 18


def test_202_3e_erratic_explosion_reveals_an_x_card_as_its_mana_value_without_x() -> None:
    """The Meathook Massacre ({X}{B}{B}) revealed from a library has mana value 2: Erratic
    Explosion deals 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Forest", "The Meathook Massacre", "Island")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    d.take_first("order_cards")
    assert d.life(1) == 18


def test_202_3b_kaboom_reveals_a_double_faced_card_by_its_front_face() -> None:
    """A double-faced card in a library has only its front face's characteristics (CR 712.8a):
    Tovolar's Huntmaster revealed by Kaboom! deals 6 damage (its back face has no mana cost)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Tovolar's Huntmaster", "Island")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[1])
    d.resolve()
    d.take_first("order_cards")
    assert d.life(1) == 14


def test_204_2_back_faces_take_their_colors_from_color_indicators() -> None:
    """Lord of the Ulvenwald's color indicator makes it red and green, Leeching Lurker's black;
    Creeping Inn's black (its front face, a land, is colorless); Mystic Monstrosity has none
    and is colorless; none of them has a mana cost (CR 202.2, 204.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kessig Naturalist", "Curse of Leeches", "Mystic Skull", "Hostile Hostel",
                  transformed=True)
    d = Driver(s.build())
    colors = {d.chars(o).name: d.chars(o).colors
              for o in d.state.battlefield}
    assert colors == {"Lord of the Ulvenwald": frozenset({"R", "G"}),
                      "Leeching Lurker": frozenset({"B"}),
                      "Mystic Monstrosity": frozenset(),
                      "Creeping Inn": frozenset({"B"})}


def test_202_3e_x_counts_on_the_stack_and_not_on_the_battlefield() -> None:
    """Contortionist Troupe ({X}{G}) cast with X=3 has mana value 4 as a spell on the stack;
    the permanent it becomes has mana value 1 (and enters with three +1/+1 counters)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4)
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    spell = d.cast(0, "Contortionist Troupe", x=3)
    assert d.chars(spell).mana_value == 4
    d.resolve()
    troupe = d.find("Contortionist Troupe", "battlefield")
    assert d.chars(troupe).mana_value == 1
    assert d.state.objects[troupe].counters == {"+1/+1": 3}


def test_202_3a_a_face_down_spell_and_permanent_have_mana_value_0() -> None:
    """A morph card cast face down is a nameless 2/2 spell with no mana cost (CR 708.2): mana
    value 0 on the stack and on the battlefield, whatever its own cost; Smother may destroy the
    six-mana Daru Lancer face down."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3)
    s.hand(0, "Daru Lancer")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    spell = d.cast(0, "Daru Lancer", method="face_down")
    assert d.chars(spell).mana_value == 0
    d.resolve()
    lancer = d.find("Daru Lancer", "battlefield")
    assert d.chars(lancer).mana_value == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Smother", targets=[lancer])
    d.resolve()
    assert d.zone_of("Daru Lancer") == "graveyard"
