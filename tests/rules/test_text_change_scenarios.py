"""Acceptance scenarios for text-changing effects (CR 612.1, 612.2, 613.1c, 608.2, 707.2,
707.10).

Artificial Evolution changes every instance of a creature type in the object's text, its type
line included (CR 612.1, 612.2): a Wellwisher made to read Goblin for Elf is itself a Goblin,
so it counts itself among the Goblins. A spell's text changed on the stack is the text it
resolves with (CR 608.2): "a card for each Bird" made to read Ape counts Apes. A text change
isn't a copiable value: a copy of a permanent or of a spell has the printed words (CR 707.2,
707.10).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _evolve(d: Driver, player: int, target: int, old: str, new: str) -> None:
    d.cast(player, "Artificial Evolution", targets=[target])
    d.resolve()
    d.choose(old)
    d.choose(new)


def test_612_2_wellwisher_made_to_read_goblin_counts_itself_among_the_goblins() -> None:
    """Wellwisher ("{T}: You gain 1 life for each Elf on the battlefield") changed from Elf to
    Goblin is a Goblin and counts Goblins: itself, Goblin Sky Raider and the opponent's Skirk
    Commando, 3 life; the Elvish Warrior no longer counts (CR 612.2)."""
    s = Scenario(seed=1, life=10)
    s.battlefield(0, "Wellwisher", "Island", "Goblin Sky Raider", "Elvish Warrior")
    s.battlefield(1, "Skirk Commando")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    wellwisher = d.find("Wellwisher")
    _evolve(d, 0, wellwisher, "Elf", "Goblin")
    assert d.chars(wellwisher).subtypes == {"Goblin"}
    d.activate(0, wellwisher)
    d.resolve()
    assert d.life(0) == 13


def test_608_2_a_counting_spell_changed_on_the_stack_counts_the_new_type() -> None:
    """Player 1 casts Airborne Aid ("Draw a card for each Bird on the battlefield") with
    Screaming Seahawk, a Bird, on the battlefield; player 0 changes Bird to Ape in the spell:
    it resolves counting Apes and its caster draws nothing (CR 612.1, 608.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Screaming Seahawk", "Island")
    s.battlefield(1, *["Island"] * 4)
    s.hand(0, "Artificial Evolution")
    s.hand(1, "Airborne Aid")
    s.library(1, *["Island"] * 3)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    aid = d.cast(1, "Airborne Aid")
    d.pass_priority()
    _evolve(d, 0, aid, "Bird", "Ape")
    d.resolve()
    assert d.zone_of("Airborne Aid") == "graveyard"
    assert not d.state.players[1].hand


def test_707_2_a_clone_copies_the_printed_words_not_the_text_change() -> None:
    """Artificial Evolution changes Bird to Elf on Aven Brigadier; Clone copying it copies the
    copiable values, which a text-changing effect isn't part of (CR 707.2): the Clone is a Bird
    Soldier giving other Birds +1/+1, so Screaming Seahawk (2/2) is 3/3, while the Brigadier
    itself, an Elf Soldier, pumps Elves and Soldiers."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Brigadier", "Screaming Seahawk")
    s.hand(0, "Clone", "Artificial Evolution")
    d = Driver(s.build())
    brigadier = d.find("Aven Brigadier")
    _evolve(d, 0, brigadier, "Bird", "Elf")
    assert d.chars(brigadier).subtypes == {"Elf", "Soldier"}
    d.cast(0, "Clone")
    d.resolve()
    d.choose(brigadier)
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).subtypes == {"Bird", "Soldier"}
    seahawk = d.chars(d.find("Screaming Seahawk"))
    assert (seahawk.power, seahawk.toughness) == (3, 3)


def test_707_10_a_copy_of_a_spell_changed_on_the_stack_has_the_printed_text() -> None:
    """Galvanic Iteration will copy player 0's next instant or sorcery; player 0 casts Airborne
    Aid, and player 1 changes Bird to Ape in it before the copy is made. The copy has the
    copiable values, which a text change isn't part of (CR 707.10, 707.2): it counts the Bird
    (Screaming Seahawk) and draws a card; the original counts Apes and draws nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, "Mountain", "Screaming Seahawk")
    s.battlefield(1, "Island")
    s.hand(0, "Galvanic Iteration", "Airborne Aid")
    s.hand(1, "Artificial Evolution")
    s.library(0, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Airborne Aid")  # Galvanic Iteration's delayed trigger goes on top
    aid = d.find("Airborne Aid", zone="stack")
    d.pass_priority()
    _evolve(d, 1, aid, "Bird", "Ape")
    d.resolve()  # the copy is made
    assert len(d.state.stack) == 2
    d.resolve()  # the copy resolves: one Bird
    assert len(d.state.players[0].hand) == 1
    d.resolve()  # the original: no Ape
    assert len(d.state.players[0].hand) == 1
    assert d.zone_of("Airborne Aid") == "graveyard"


def test_400_7a_a_face_down_spell_changed_keeps_the_change_once_turned_face_up() -> None:
    """Skirk Commando cast face down is a spell with no text; Artificial Evolution changes Goblin
    to Elf in it. The change follows the spell onto the battlefield (CR 400.7a) and applies
    once the Commando is turned face up: an Elf, no Goblin (CR 708.8, 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", *["Mountain"] * 6)
    s.hand(0, "Skirk Commando", "Artificial Evolution")
    d = Driver(s.build())
    mountains = d.ids("Mountain")
    d.cast(0, "Skirk Commando", method="face_down", pay=False)
    for m in mountains[:3]:
        d.act(0, ActivateManaAbility(m, 0, "R"))
    spell = d.find("Skirk Commando", zone="stack")
    _evolve(d, 0, spell, "Goblin", "Elf")
    d.resolve()
    commando = d.find("Skirk Commando", zone="battlefield")
    assert d.chars(commando).subtypes == frozenset()
    d.special(0, "turn_face_up", commando)
    d.pay()
    assert d.chars(commando).subtypes == {"Elf"}
