"""Corpse Cobble — {U}{B} Instant.

Oracle: "As an additional cost to cast this spell, sacrifice any number of creatures. / Create
an X/X blue and black Zombie creature token with menace, where X is the total power of the
sacrificed creatures. / Flashback {3}{U}{B} (You may cast this card from your graveyard for
its flashback cost and any additional costs. Then exile it.)"
Rulings covered: MID-RN-173, MID-RN-174.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Corpse Cobble")


def setup(where: str = "hand") -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Island", "Swamp", "Swamp")
    s.battlefield(0, "Glory Seeker", "Sparksmith")
    s.battlefield(0, "Elvish Warrior", counters={"+1/+1": 2})  # 4/5
    s.battlefield(1, "Wirewood Savage")
    if where == "hand":
        s.hand(0, "Corpse Cobble")
    else:
        s.graveyard(0, "Corpse Cobble")
    return Driver(s.build())


def zombies(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_token_power_is_the_total_power_sacrificed() -> None:
    """CR 607.2j: the variable additional cost and the ability referring to "the sacrificed
    creatures" are linked: X is the total power of the creatures sacrificed for this spell's
    cost, 2 + 4, and not of Sparksmith, left on the battlefield."""
    d = setup()
    d.cast(0, "Corpse Cobble", choices=[d.find("Glory Seeker"), d.find("Elvish Warrior"),
                                        None])
    assert d.ids("Glory Seeker", "graveyard") and d.ids("Elvish Warrior", "graveyard")
    assert d.ids("Sparksmith", "battlefield")
    d.resolve()
    (z,) = zombies(d)
    c = d.chars(z)
    assert (c.power, c.toughness) == (6, 6)  # 2 + 4 (with its counters, as it last existed)
    assert set(c.colors) == {"U", "B"} and "Zombie" in c.subtypes and c.has("Menace")
    assert d.ids("Corpse Cobble", "graveyard")


@pytest.mark.ruling("MID-RN-173", "MID-OR-0673")
def test_sacrificing_nothing_makes_a_zero_zero_that_dies() -> None:
    d = setup()
    d.cast(0, "Corpse Cobble", choices=[None])
    assert len([o for o in d.state.battlefield if d.chars(o).is_creature]) == 4
    start = len(d.state.log)
    d.resolve()
    assert not zombies(d)
    died = [e for e in d.state.log[start:] if e.kind == "zone_change"
            and e.from_zone is not None and e.from_zone.value == "battlefield"
            and e.to_zone is not None and e.to_zone.value == "graveyard"]
    assert len(died) == 1 and died[0].lki is not None and "Zombie" in died[0].lki.subtypes


@pytest.mark.ruling("MID-RN-174", "MID-OR-0674")
def test_flashback_still_sacrifices() -> None:
    d = setup("graveyard")
    d.cast(0, "Corpse Cobble", method="flashback",
           choices=[d.find("Sparksmith"), d.find("Glory Seeker"), None])
    assert d.ids("Sparksmith", "graveyard") and d.ids("Glory Seeker", "graveyard")
    assert all(d.state.objects[x].tapped for x in d.ids("Island") + d.ids("Swamp"))
    d.resolve()
    (z,) = zombies(d)
    assert (d.chars(z).power, d.chars(z).toughness) == (3, 3)
    assert d.ids("Corpse Cobble", "exile")


def test_only_your_creatures_can_be_sacrificed() -> None:
    d = setup()
    d.cast(0, "Corpse Cobble")  # the mana first (CR 601.2g-h), then the sacrifices
    options = {a.value for a in d.game.legal_actions()}
    assert d.find("Wirewood Savage") not in options
    assert {d.find("Glory Seeker"), d.find("Sparksmith"), None} <= options


@pytest.mark.ruling("MID-OR-0673")
def test_the_zero_zero_token_dying_still_triggers_dies_abilities() -> None:
    """Nothing sacrificed: the 0/0 Zombie enters, is put into the graveyard by state-based
    actions (CR 704.5f), and that death triggers The Meathook Massacre's "whenever a creature
    you control dies" (CR 700.4): the opponent loses 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "The Meathook Massacre")
    s.hand(0, "Corpse Cobble")
    d = Driver(s.build())
    d.cast(0, "Corpse Cobble", choices=[None])
    d.resolve()
    assert not zombies(d)
    massacre = d.find("The Meathook Massacre")
    assert [d.state.objects[x].source for x in d.state.stack] == [massacre]
    d.resolve()
    assert d.life(1) == 19


def test_a_zero_power_creature_sacrificed_adds_nothing() -> None:
    """X is the total power of the sacrificed creatures (CR 107.3, 111.3): Wall of Mulch, a
    0/4, adds 0 to Glory Seeker's 2, so the token is a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Glory Seeker", "Wall of Mulch")
    s.hand(0, "Corpse Cobble")
    d = Driver(s.build())
    d.cast(0, "Corpse Cobble", choices=[d.find("Glory Seeker"), d.find("Wall of Mulch"), None])
    d.resolve()
    (z,) = zombies(d)
    assert (d.chars(z).power, d.chars(z).toughness) == (2, 2)


def test_sacrificing_no_creature_the_eldrazi_spawn_s_mana_pays_the_flashback() -> None:
    """CR 601.2g-h, 605.3a, 118.3 (MID-RN-173): with sacrificing no creature allowed, no
    creature is kept aside for the additional cost: Island, Swamp, two Forests and an Eldrazi
    Spawn (its "Sacrifice this creature: Add {C}.") pay the flashback {3}{U}{B}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Forest", "Forest")
    s.token(0, "Eldrazi Spawn")
    s.graveyard(0, "Corpse Cobble")
    d = Driver(s.build())
    cobble = d.find("Corpse Cobble")
    assert CastSpell(cobble, "flashback") in d.game.legal_actions()



def _cobble_with_a_startled_sparksmith(*others: str) -> tuple[Driver, list[int]]:
    """Startle ("Target creature gets -2/-0 until end of turn. Create a 2/2 black Zombie
    creature token with decayed. Draw a card.") gives player 0's Sparksmith (1/1) -2/-0, making it a -1/1 creature (CR 107.1b);
    Corpse Cobble is then cast sacrificing it and ``others``, with Cemetery Reaper ("Other
    Zombie creatures you control get +1/+1") out. The tokens Corpse Cobble created on the
    battlefield are returned with the driver."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Swamp", "Cemetery Reaper", "Sparksmith", *others)
    s.hand(0, "Startle", "Corpse Cobble")
    s.library(0, "Island")  # Startle draws a card
    d = Driver(s.build())
    d.cast(0, "Startle", targets=[d.find("Sparksmith")])
    d.resolve()
    assert d.chars(d.find("Sparksmith")).power == -1
    startled = set(zombies(d))  # Startle's own Zombie
    d.cast(0, "Corpse Cobble",
           choices=[d.find("Sparksmith"), *(d.find(name) for name in others), None])
    d.resolve()
    assert d.ids("Corpse Cobble", "graveyard") and d.ids("Sparksmith", "graveyard")
    return d, [z for z in zombies(d) if z not in startled]


def test_107_1b_a_negative_power_counts_in_the_total() -> None:
    """CR 107.1b: a calculation uses a negative value as it is: the -1/1 Sparksmith and the
    2/2 Glory Seeker sacrificed total 1 power, so the token is a 1/1 (2/2 with Cemetery
    Reaper), not a 2/2 as if the negative power counted as 0."""
    d, (z,) = _cobble_with_a_startled_sparksmith("Glory Seeker")
    assert (d.chars(z).power, d.chars(z).toughness) == (2, 2)


def test_107_1b_a_negative_total_makes_a_zero_zero_token() -> None:
    """CR 107.1b: the total power of the sacrificed creatures, the -1/1 Sparksmith alone, is
    -1; a calculation that determines an effect's result and yields a negative number uses 0
    instead (creating a token doesn't set a creature's power and toughness), so the token is a
    0/0, which Cemetery Reaper's +1/+1 keeps alive as a 1/1 (a -1/-1 token would die)."""
    d, (z,) = _cobble_with_a_startled_sparksmith()
    assert (d.chars(z).power, d.chars(z).toughness) == (1, 1)


def test_an_opponents_creature_is_refused_and_the_cast_is_undone() -> None:
    """CR 701.21a, 601.2h: only creatures the caster controls can be sacrificed: choosing the
    opponent's Wirewood Savage is refused with an error, and the game goes back to before the
    cast (CR 732): Corpse Cobble in hand, lands untapped, every creature where it was."""
    from manastack.game import IllegalActionError
    d = setup()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Corpse Cobble", choices=[d.find("Wirewood Savage")])
    assert d.game.fingerprint() == before
    assert d.zone_of("Corpse Cobble") == "hand" and not d.state.stack


@pytest.mark.ruling("MID-OR-0678", "MID-OR-0675")
def test_countered_after_flashback_it_is_exiled() -> None:
    """Official ruling: "A spell cast using flashback will always be exiled afterward, whether
    it resolves, is countered, or leaves the stack in some other way." (CR 702.34a):
    Discombobulate counters it; it goes to exile, not the graveyard, and the sacrificed Glory
    Seeker stays sacrificed (no token)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Island", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Corpse Cobble")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    s.library(1, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    spell = d.cast(0, "Corpse Cobble", method="flashback", choices=[d.find("Glory Seeker"), None])
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    d.resolve()
    if d.decision.kind != "priority":
        d.take_first(d.decision.kind)  # the order of the top four cards
    assert not d.state.stack
    assert d.zone_of("Corpse Cobble") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard" and not zombies(d)


@pytest.mark.ruling("MID-OR-0677")
def test_cast_with_flashback_its_mana_value_is_still_two() -> None:
    """Official ruling: "The mana value of the spell is determined only by its mana cost, no
    matter what the total cost to cast the spell was." (CR 202.3): on the stack, cast for its
    flashback cost {3}{U}{B}, Corpse Cobble has mana value 2."""
    d = setup("graveyard")
    spell = d.cast(0, "Corpse Cobble", method="flashback", choices=[None])
    assert d.chars(spell).mana_value == 2


def test_a_sacrificed_creatures_dies_ability_triggers() -> None:
    """CR 701.21a, 700.4: sacrificing is putting into the graveyard from the battlefield, so
    the sacrificed Festering Goblin "dies": its ability triggers, on the stack above Corpse
    Cobble (CR 603.3), and resolves first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Festering Goblin")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Corpse Cobble")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    spell = d.cast(0, "Corpse Cobble", choices=[goblin, None], targets=[seeker])
    assert len(d.state.stack) == 2 and d.state.stack[0] == spell
    goblin_trigger = d.state.stack[-1]
    assert d.state.objects[goblin_trigger].source == goblin
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (1, 1)
    assert d.state.stack == [spell]
    d.resolve()
    (z,) = zombies(d)
    assert (d.chars(z).power, d.chars(z).toughness) == (1, 1)  # Festering Goblin's power


def test_powers_as_last_seen_include_a_lord_sacrificed_at_the_same_time() -> None:
    """CR 608.2h, 701.21a: the creatures are sacrificed together, so each one's power is the
    one it had as it last existed on the battlefield, with Aven Brigadier's bonus: Brigadier
    (3) and Glory Seeker (2 + 1 as a Soldier) make a 6/6 token; Screaming Seahawk, not
    sacrificed, loses its Bird bonus."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Aven Brigadier", "Glory Seeker", "Screaming Seahawk")
    s.hand(0, "Corpse Cobble")
    d = Driver(s.build())
    d.cast(0, "Corpse Cobble",
           choices=[d.find("Aven Brigadier"), d.find("Glory Seeker"), None])
    d.resolve()
    (z,) = zombies(d)
    assert (d.chars(z).power, d.chars(z).toughness) == (6, 6)
    assert d.chars(d.find("Screaming Seahawk")).power == 2


def test_changed_on_the_stack_it_creates_an_elf_of_the_total_power() -> None:
    """CR 612.2a: Corpse Cobble made to read Elf creates an X/X blue and black Elf Token with
    menace, X the total power sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Island", "Island", "Glory Seeker")
    s.hand(0, "Corpse Cobble", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Corpse Cobble", choices=[d.find("Glory Seeker"), None])
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"U", "B"}, 2, 2)
    assert c.has("Menace")
