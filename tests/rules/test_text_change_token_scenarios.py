"""Acceptance scenarios for text changes to abilities that create tokens (CR 612.2a, 111.4,
612.4).

"Create a 2/2 black Zombie creature token" uses the creature type both as the token's creature
type and as its name (CR 111.4: "Zombie Token"). A text-changing effect on the creating object
changes that word because it is used as a creature type, though it is also used as a name
(CR 612.2a): once Artificial Evolution makes it read Elf, the ability creates a 2/2 black Elf
named "Elf Token", with the token's other characteristics and abilities as before. A token
already on the battlefield keeps its name when its own creature type is changed (CR 111.4,
612.4).
"""

from __future__ import annotations

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver


def _evolve(d: Driver, target: int, old: str, new: str) -> None:
    d.cast(0, "Artificial Evolution", targets=[target])
    d.resolve()
    d.choose(old)
    d.choose(new)


def _tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_612_2a_rotlung_reanimator_made_to_read_elf_creates_elf_tokens() -> None:
    """Artificial Evolution changes Zombie to Elf on Rotlung Reanimator: it is an Elf Cleric,
    and when a Cleric dies it creates a 2/2 black Elf creature token named Elf Token, with no
    Zombie type (CR 612.2a, 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Rotlung Reanimator", "Daru Healer")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    rotlung = d.find("Rotlung Reanimator")
    _evolve(d, rotlung, "Zombie", "Elf")
    assert d.chars(rotlung).subtypes == {"Elf", "Cleric"}
    d.cast(0, "Shock", targets=[d.find("Daru Healer")])
    d.resolve()
    d.resolve()  # Rotlung's trigger: the Healer was a Cleric
    [token] = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"B"}, 2, 2)
    assert d.find("Elf Token") == token and not d.ids("Zombie Token")


def test_612_2a_a_spell_made_to_read_elf_creates_an_elf_with_decayed() -> None:
    """Falcon Abomination, a spell, is changed from Zombie to Elf: it enters a Bird Elf, and its
    "create a 2/2 black Zombie creature token with decayed" now creates a 2/2 black Elf Token
    that still has decayed (CR 612.2a, 111.4, 702.147a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Falcon Abomination", "Artificial Evolution")
    d = Driver(s.build())
    falcon = d.cast(0, "Falcon Abomination")
    _evolve(d, falcon, "Zombie", "Elf")
    d.resolve()  # the Abomination enters
    d.resolve()  # its enters trigger
    [token] = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"B"}, 2, 2)
    assert c.has("Decayed")


def test_612_2a_wrenn_and_seven_made_to_read_elf_creates_an_elf_counting_lands() -> None:
    """Wrenn and Seven's −3 changed from Treefolk to Elf creates a green Elf Token with reach
    whose power and toughness are still the number of lands its controller controls (its
    characteristic-defining ability, CR 604.3, 612.2a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest", "Forest", "Wrenn and Seven")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    _evolve(d, wrenn, "Treefolk", "Elf")
    d.activate(0, wrenn, index=2)
    d.resolve()
    [token] = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors) == ("Elf Token", {"Elf"}, {"G"})
    assert (c.power, c.toughness) == (3, 3) and c.has("Reach")


def test_612_2a_a_change_of_another_type_leaves_the_token_as_printed() -> None:
    """Cleric changed to Elf on Rotlung Reanimator: "another Elf dies" now triggers it, and the
    tokens are still 2/2 black Zombie Tokens (CR 612.2: only the word changed is replaced)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Rotlung Reanimator", "Wellwisher")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    _evolve(d, d.find("Rotlung Reanimator"), "Cleric", "Elf")
    d.cast(0, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    d.resolve()
    [token] = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes) == ("Zombie Token", {"Zombie"})


def test_111_4_a_token_made_an_elf_keeps_its_name() -> None:
    """A Zombie Token already on the battlefield changed from Zombie to Elf is an Elf, but its
    name stays Zombie Token: once a token exists, changing its subtypes doesn't change its name
    (CR 111.4, 612.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.token(0, "Zombie", label="zombie")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    [token] = _tokens(d)
    _evolve(d, token, "Zombie", "Elf")
    c = d.chars(token)
    assert (c.name, c.subtypes) == ("Zombie Token", {"Elf"})


def test_612_2_a_change_of_another_type_keeps_the_printed_token() -> None:
    """Falcon Abomination changed from Bird to Elf is a Zombie Elf; its token is still the
    2/2 black Zombie Token with decayed of the token data (CR 612.2: only the word changed is
    replaced)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Falcon Abomination", "Artificial Evolution")
    d = Driver(s.build())
    falcon = d.cast(0, "Falcon Abomination")
    _evolve(d, falcon, "Bird", "Elf")
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Falcon Abomination")).subtypes == {"Zombie", "Elf"}
    [token] = _tokens(d)
    assert d.game.card(token).key == database().token("Zombie").key
    c = d.chars(token)
    assert (c.name, c.subtypes, c.power) == ("Zombie Token", {"Zombie"}, 2) and c.has("Decayed")
