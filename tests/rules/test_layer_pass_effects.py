"""A layer pass brought up to date as continuous effects of resolved spells and abilities begin
and end (CR 611.2, 613): such an effect applies to objects fixed as it began (CR 611.2c), so the
characteristics of those alone are worked out again, with the effect in its layers at its place
by timestamp (CR 613.7), the others kept from the pass before. Each result is the one a whole
new pass gives (that of a clone of the game, which keeps no layer pass)."""

from __future__ import annotations

from manastack.rules import characteristics
from manastack.rules.copiable_values import Chars
from manastack.scenario import Scenario
from manastack.testing import Driver

# The characteristics' names, read from an object (a compiled build keeps no ``__slots__``)
_BLANK = Chars()
_NAMES = tuple(n for n in dir(_BLANK)
               if not n.startswith("_") and not callable(getattr(_BLANK, n)))
assert {"name", "types", "power", "abilities", "controller"} <= set(_NAMES)


def _values(c: Chars) -> tuple[object, ...]:
    return tuple(getattr(c, name) for name in _NAMES)


def same_as_a_whole_pass(d: Driver) -> bool:
    """Whether every permanent's and spell's characteristics are those a whole layer pass of
    the same state gives."""
    now = characteristics.compute_all(d.state)
    whole = characteristics.compute_all(d.game.clone().state)
    return now.keys() == whole.keys() and all(
        _values(now[oid]) == _values(whole[oid]) for oid in now)


def _army(*extra: str, hand: tuple[str, ...] = ()) -> Driver:
    """Thirty creatures: fifteen Glory Seekers (Human Soldiers) each, with lands and ``extra``
    for player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, *extra, *["Glory Seeker"] * 15, *["Plains"] * 3, *["Island"] * 3)
    s.battlefield(1, *["Glory Seeker"] * 15)
    s.hand(0, *hand)
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Island", "Island", "Island")
    return Driver(s.build())


def _pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


def test_creatures_gaining_vigilance_are_those_there_as_it_resolves() -> None:
    """Piety Charm's "Creatures you control gain vigilance until end of turn" with thirty
    creatures and Aven Brigadier's anthem (CR 613.4c): the fifteen Glory Seekers of its
    caster and the Brigadier gain vigilance (layer 6), keeping the Brigadier's +1/+1; the
    opponent's don't; a Glory Seeker cast afterwards doesn't (CR 611.2c); at the cleanup
    step the effect ends (CR 514.2) and none has vigilance."""
    d = _army("Aven Brigadier", hand=("Piety Charm", "Glory Seeker"))
    mine = d.ids("Glory Seeker", "battlefield", player=0)
    theirs = d.ids("Glory Seeker", "battlefield", player=1)
    brigadier = d.find("Aven Brigadier")
    assert _pt(d, mine[0]) == (3, 3) and _pt(d, theirs[0]) == (3, 3)
    d.cast(0, "Piety Charm", modes=[2])
    d.resolve()
    assert all(d.chars(oid).has("Vigilance") for oid in (*mine, brigadier))
    assert not any(d.chars(oid).has("Vigilance") for oid in theirs)
    assert _pt(d, mine[0]) == (3, 3) and _pt(d, brigadier) == (3, 5)
    assert same_as_a_whole_pass(d)
    d.cast(0, "Glory Seeker")
    d.resolve()
    (late,) = set(d.ids("Glory Seeker", "battlefield", player=0)) - set(mine)
    assert not d.chars(late).has("Vigilance") and _pt(d, late) == (3, 3)
    assert same_as_a_whole_pass(d)
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert not any(d.chars(oid).has("Vigilance") for oid in (*mine, brigadier))
    assert _pt(d, mine[0]) == (3, 3)
    assert same_as_a_whole_pass(d)


def test_a_creature_made_a_zombie_by_its_own_ability_gets_the_lords_bonus() -> None:
    """Mistform Dreamer ("{1}: becomes the creature type of your choice until end of turn")
    among thirty creatures, under Cemetery Reaper ("Other Zombie creatures you control get
    +1/+1"): made a Zombie (layer 4, CR 205.1a) by its own ability, the source of that effect,
    it is a 3/2 (layer 7c, CR 613.4c); at the cleanup step it is an Illusion 2/1 again."""
    d = _army("Cemetery Reaper", "Mistform Dreamer")
    dreamer = d.find("Mistform Dreamer")
    assert _pt(d, dreamer) == (2, 1)
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Zombie")
    assert d.chars(dreamer).subtypes == {"Zombie"} and _pt(d, dreamer) == (3, 2)
    assert same_as_a_whole_pass(d)
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert d.chars(dreamer).subtypes == {"Illusion"} and _pt(d, dreamer) == (2, 1)
    assert same_as_a_whole_pass(d)


def test_a_creature_made_a_bird_keeps_one_bonus_of_the_brigadier() -> None:
    """Trickery Charm makes a Glory Seeker (a Human Soldier with Aven Brigadier's two
    bonuses) a Bird (layer 4, CR 205.1a): it keeps the Bird bonus only, a 3/3 (CR 613.4c);
    the other Glory Seekers are unchanged."""
    d = _army("Aven Brigadier", hand=("Trickery Charm",))
    seekers = d.ids("Glory Seeker", "battlefield", player=0)
    assert _pt(d, seekers[0]) == (3, 3)
    d.cast(0, "Trickery Charm", modes=[1], targets=[seekers[0]])
    d.resolve()
    d.choose("Bird")
    assert d.chars(seekers[0]).subtypes == {"Bird"} and _pt(d, seekers[0]) == (3, 3)
    assert _pt(d, seekers[1]) == (3, 3) and d.chars(seekers[1]).subtypes == {"Human", "Soldier"}
    assert same_as_a_whole_pass(d)


def test_a_lord_made_another_type_keeps_its_bonuses() -> None:
    """Trickery Charm makes Aven Brigadier, the source of the anthems, a Goblin: its abilities
    still give the other Soldiers +1/+1 (layer 7c), and it gets none of its own (CR
    613.4c)."""
    d = _army("Aven Brigadier", hand=("Trickery Charm",))
    brigadier = d.find("Aven Brigadier")
    seeker = d.find("Glory Seeker", "battlefield", player=0)
    d.cast(0, "Trickery Charm", modes=[1], targets=[brigadier])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(brigadier).subtypes == {"Goblin"} and _pt(d, brigadier) == (3, 5)
    assert _pt(d, seeker) == (3, 3)
    assert same_as_a_whole_pass(d)


def test_a_type_change_in_a_layer_with_a_filter_reading_types_follows_timestamps() -> None:
    """Aurification ("Each creature with a gold counter on it is a Wall in addition to its
    other creature types") reads types in layer 4, the layer Trickery Charm's effect joins:
    applied in timestamp order (neither depends on the other, CR 613.8a, 613.7), the Glory
    Seeker with a gold counter is a Goblin and no Wall, with defender still (layer 6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Aurification", *["Glory Seeker"] * 30)
    s.battlefield(0, "Glory Seeker", counters={"gold": 1})
    s.hand(0, "Trickery Charm")
    d = Driver(s.build())
    gilded = d.ids("Glory Seeker")[-1]
    assert d.chars(gilded).subtypes == {"Human", "Soldier", "Wall"}
    d.cast(0, "Trickery Charm", modes=[1], targets=[gilded])
    d.resolve()
    d.choose("Goblin")
    c = d.chars(gilded)
    assert c.subtypes == {"Goblin"} and c.has("Defender")
    assert same_as_a_whole_pass(d)


def _protected(d: Driver, oid: int) -> bool:
    return any(a.text == "Protection from Zombie creatures" for a in d.chars(oid).abilities)


def test_effects_that_only_give_abilities_keep_the_pass_brought_up_to_date() -> None:
    """Riders of Gavony ("Human creatures you control have protection from creatures of the
    chosen type", Zombie) and Gleaming Overseer ("Zombie tokens you control have hexproof and
    menace") apply in layer 6 (CR 613.1f); neither takes abilities away, so neither depends on
    the other (CR 613.8a). A Glory Seeker (a Human) cast among thirty creatures gets
    protection from Zombies; Mistform Wall made a Human (layer 4) gets it too and loses
    defender, no longer a Wall; each result is a whole pass's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Gleaming Overseer", "Mistform Wall", *["Glory Seeker"] * 14,
                  *["Plains"] * 3)
    s.battlefield(1, *["Glory Seeker"] * 15)
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    mine = d.ids("Glory Seeker", "battlefield", player=0)
    theirs = d.ids("Glory Seeker", "battlefield", player=1)
    wall = d.find("Mistform Wall")
    assert all(_protected(d, oid) for oid in mine) and not _protected(d, theirs[0])
    assert d.chars(wall).has("Defender") and not _protected(d, wall)
    d.cast(0, "Glory Seeker")
    d.resolve()
    (late,) = set(d.ids("Glory Seeker", "battlefield", player=0)) - set(mine)
    assert _protected(d, late)
    assert same_as_a_whole_pass(d)
    d.activate(0, wall)
    d.resolve()
    d.choose("Human")
    c = d.chars(wall)
    assert c.subtypes == {"Human"} and not c.has("Defender") and _protected(d, wall)
    assert same_as_a_whole_pass(d)


def test_an_effect_taking_abilities_away_ends_the_protection_it_depends_on() -> None:
    """Sludge Monster's "Non-Horror creatures with slime counters on them lose all abilities"
    applies to Riders of Gavony, which has a slime counter: the Riders' protection effect
    depends on it and doesn't exist (CR 613.8a), so no Human among thirty creatures has
    protection, not even one cast afterwards; the Riders are a 2/2 without vigilance (layers 6
    and 7b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Zombie"},
                  counters={"slime": 1})
    s.battlefield(0, "Sludge Monster", *["Glory Seeker"] * 30, *["Plains"] * 2)
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    riders = d.find("Riders of Gavony")
    c = d.chars(riders)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Vigilance")
    assert not any(_protected(d, oid) for oid in d.ids("Glory Seeker"))
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not any(_protected(d, oid) for oid in d.ids("Glory Seeker"))
    assert same_as_a_whole_pass(d)
