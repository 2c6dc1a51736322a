"""Skirk Prospector — {R} Creature — Goblin 1/1.

Oracle: "Sacrifice a Goblin: Add {R}."
Rulings covered: none in the seed documents or the card data.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.payment_paths import completions

pytestmark = pytest.mark.card("Skirk Prospector")


def _two_goblins_and_a_soldier(*hand: str) -> Driver:
    """Skirk Prospector and Goblin Sledder, the Goblins it may sacrifice, beside Glory Seeker,
    a Soldier it may not; ``hand`` in its controller's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Goblin Sledder", "Glory Seeker")
    s.hand(0, *hand)
    return Driver(s.build())


def _offered_for_red(d: Driver, prospector: str | int = "Skirk Prospector") -> list[int]:
    """Activate ``prospector``'s "Sacrifice a Goblin: Add {R}": the permanents then offered
    to sacrifice for it, in order (CR 605.3b, 602.2b)."""
    d.mana(0, prospector)
    return [a.value for a in d.expect("sacrifice").actions]


def test_sacrificing_a_goblin_pays_for_a_spell() -> None:
    d = _two_goblins_and_a_soldier("Shock")
    d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Skirk Prospector")
    d.choose(d.find("Goblin Sledder"))
    d.resolve()
    assert d.life(1) == 18
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")


def test_the_goblin_to_sacrifice_is_chosen_among_goblins_as_the_mana_is_made() -> None:
    """CR 605.3b, 602.2b: "Sacrifice a Goblin: Add {R}" asks its controller which Goblin to
    sacrifice (the Prospector itself or the Sledder, not the Glory Seeker), saying what
    for."""
    d = _two_goblins_and_a_soldier("Shock")
    d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Skirk Prospector")
    dec = d.expect("sacrifice")
    assert dec.prompt == "Choose a permanent to sacrifice to pay the cost"
    assert {a.value for a in dec.actions} == {d.find("Skirk Prospector"),
                                               d.find("Goblin Sledder")}

def test_with_no_goblin_left_to_sacrifice_it_adds_no_mana() -> None:
    """CR 118.3, 605.3a: once Mistform Mutant makes Skirk Prospector an Elf until end of turn,
    its controller controls no Goblin to sacrifice, so its mana ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Mistform Mutant", "Island", "Island")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    prospector = d.find("Skirk Prospector")
    assert _mana_offered(d, prospector)
    for island in d.ids("Island", zone="battlefield"):
        d.mana(0, island, "U")
    d.activate(0, "Mistform Mutant", targets=[prospector])
    d.resolve()
    d.choose("Elf")
    assert d.chars(prospector).subtypes == {"Elf"}
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not _mana_offered(d, prospector)


def _mana_offered(d: Driver, source: int) -> bool:
    return any(isinstance(a, ActivateManaAbility) and a.source == source
               for a in d.game.legal_actions())


def _vivisection_board(*creatures: str, lands: tuple[str, ...] = ("Island", "Swamp")) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *lands, "Skirk Prospector", *creatures)
    s.hand(0, "Vivisection")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    return Driver(s.build())


def test_each_goblin_it_may_sacrifice_adds_one_red_toward_a_spell() -> None:
    """CR 605.3a, 601.2g–h: "Sacrifice a Goblin: Add {R}" may be activated once per Goblin, so
    with Goblin Sledder beside it Skirk Prospector makes {R}{R}: with Island and Swamp that pays
    Vivisection's {3}{U}, Glory Seeker paying its additional sacrifice. It is castable before
    any mana is made; the Sledder is the Goblin offered first (sacrificing the Prospector first
    would leave {2}{U} unpayable), then the Prospector; only Glory Seeker is offered for
    Vivisection's own sacrifice, and it resolves: three cards drawn."""
    d = _vivisection_board("Goblin Sledder", "Glory Seeker")
    vivisection = d.find("Vivisection")
    assert CastSpell(vivisection, "normal") in d.game.legal_actions()
    d.cast(0, "Vivisection", pay=False)
    assert _offered_for_red(d) == [d.find("Goblin Sledder")]
    d.choose(d.find("Goblin Sledder"))
    assert _offered_for_red(d) == [d.find("Skirk Prospector")]
    d.choose(d.find("Skirk Prospector"))
    d.mana(0, "Island")
    d.mana(0, "Swamp")
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [d.find("Glory Seeker")]
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert len(d.state.players[0].hand) == 3
    assert d.ids("Skirk Prospector", zone="graveyard") and d.ids("Glory Seeker", zone="graveyard")


def test_a_goblin_needed_for_vivisections_sacrifice_adds_no_red() -> None:
    """CR 601.2h, 118.3: with no other creature, one of the two Goblins must pay Vivisection's
    sacrifice, so the Prospector makes only {R}: with Island and Swamp, three mana for {3}{U},
    and Vivisection is not castable, though the Prospector's mana ability is offered."""
    d = _vivisection_board("Goblin Sledder")
    vivisection = d.find("Vivisection")
    assert CastSpell(vivisection, "normal") not in d.game.legal_actions()
    assert ActivateManaAbility(d.find("Skirk Prospector"), 0, "R") in d.game.legal_actions()


def test_two_prospectors_make_one_red_per_goblin_not_per_ability() -> None:
    """CR 605.3a, 118.3: each Goblin is sacrificed once, whichever Skirk Prospector's ability
    sacrifices it: with two Prospectors, Island and Swamp, Vivisection's {3}{U} is payable (two
    Goblins, {R}{R}) when Glory Seeker pays its sacrifice; with Island alone beside them it
    isn't ({U}{R}{R}, not four {R} from two abilities times two Goblins)."""
    d = _vivisection_board("Skirk Prospector", "Glory Seeker")
    assert CastSpell(d.find("Vivisection"), "normal") in d.game.legal_actions()
    d = _vivisection_board("Skirk Prospector", "Glory Seeker", lands=("Island",))
    assert CastSpell(d.find("Vivisection"), "normal") not in d.game.legal_actions()


def test_paying_crossroads_candleguide_s_cost_it_sacrifices_the_other_goblin_first() -> None:
    """CR 605.3a, 602.2b, 118.3: Crossroads Candleguide ({2}: Add one mana of any color)
    activated with Skirk Prospector and Goblin Sledder: its {2} is paid by sacrificing both
    Goblins to the Prospector, the Sledder first (the Prospector sacrificed first could
    sacrifice nothing more). So the Sledder is the only Goblin offered for the first {R}, the
    Prospector for the second, and the Candleguide's {G} is then in the pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Goblin Sledder", "Crossroads Candleguide")
    d = Driver(s.build())
    prospector, sledder = d.find("Skirk Prospector"), d.find("Goblin Sledder")
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "G"))
    assert _offered_for_red(d, prospector) == [sledder]
    d.choose(sledder)
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"G": 1}
    assert d.zone_of("Skirk Prospector") == "graveyard"
    assert d.zone_of("Goblin Sledder") == "graveyard"


def test_the_goblin_whose_sacrifice_leaves_crossroads_candleguide_payable_is_offered() -> None:
    """CR 601.2g–h, 605.3a, 118.3: Hungry for More ({B}{R}) with a Mountain, Skirk Prospector,
    Goblin Sledder and Crossroads Candleguide: once the Prospector's {R} is made, the
    Candleguide's {B} needs its {2} from the Mountain and the Prospector sacrificing itself,
    so the Sledder is the only Goblin offered for that first {R}; every answer of the
    payment casts the sorcery."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Skirk Prospector", "Goblin Sledder", "Crossroads Candleguide")
    s.hand(0, "Hungry for More")
    d = Driver(s.build())
    prospector, sledder = d.find("Skirk Prospector"), d.find("Goblin Sledder")
    d.cast(0, "Hungry for More", pay=False)
    assert completions(d.game.clone()) > 0
    assert _offered_for_red(d, prospector) == [sledder]
    d.choose(sledder)
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "B"))
    d.mana(0, "Mountain")
    d.mana(0, prospector)
    d.choose(prospector)
    d.expect("priority")
    assert d.zone_of("Hungry for More") == "stack"
    assert not d.state.players[0].mana_pool


def _mistform(*permanents: str, changes: tuple[tuple[str, str], ...],
              hand: str = "Skirk Commando", token: str | None = None) -> Driver:
    """``permanents`` with Mistform Mutant, whose ability (each time paid by two Lonely
    Sandbars) has made each permanent of ``changes`` the creature type given until end of
    turn (CR 205.3d, 613.1d)."""
    s = Scenario(seed=1)
    s.battlefield(0, *permanents, "Mistform Mutant")
    s.battlefield(0, *["Lonely Sandbar"] * (2 * len(changes)))
    if token is not None:
        s.token(0, token)
    s.hand(0, hand)
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    sandbars = d.ids("Lonely Sandbar")
    for k, (target, kind) in enumerate(changes):
        for sandbar in sandbars[2 * k:2 * k + 2]:
            d.mana(0, sandbar, "U")
        d.activate(0, "Mistform Mutant", targets=[d.find(target)])
        d.resolve()
        d.choose(kind)
        d.expect("priority")
    return d


def test_an_elf_made_a_goblin_taps_for_green_then_is_sacrificed_for_red() -> None:
    """CR 118.3, 605.3a, 602.2b: Wirewood Elf made a Goblin may tap for {G}, then be
    sacrificed to Skirk Prospector for {R}; the Prospector then sacrifices itself. Those three
    mana pay Crossroads Candleguide's {2} twice over, one activation paying the other's:
    while the outer {2} is paid, a second Candleguide activation is offered and completes,
    the Elf's {G} first (the Prospector's {R} first would lose the Elf's {G} or its
    sacrifice), then only the Elf offered for the Prospector's first sacrifice."""
    d = _mistform("Wirewood Elf", "Skirk Prospector", "Crossroads Candleguide",
                  changes=(("Wirewood Elf", "Goblin"),))
    elf, prospector = d.find("Wirewood Elf"), d.find("Skirk Prospector")
    guide = d.find("Crossroads Candleguide")
    d.act(0, ActivateManaAbility(guide, 1, "G"))
    d.act(0, ActivateManaAbility(guide, 1, "W"))
    assert completions(d.game.clone()) > 0
    assert {a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {elf}
    d.mana(0, elf)
    assert _offered_for_red(d, prospector) == [elf]
    d.choose(elf)
    d.mana(0, prospector)
    d.choose(prospector)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"G": 1}


def test_a_prospector_that_is_no_goblin_counts_only_the_goblins_it_may_sacrifice() -> None:
    """CR 118.3, 605.3a: a Skirk Prospector made a Human can't sacrifice itself: its {R}
    sacrifices the other Prospector, whose own {R} is then gone. Paying Skirk Commando
    ({1}{R}{R}) with Mystic Skull, an Island and a Mountain beside them, the Mountain's {R}
    in the pool, the Human Prospector's {R} isn't offered for the Skull's {1} (only the
    Island is: one Goblin makes one {R}, and the Commando still needs one), and every
    answer casts the Commando."""
    d = _mistform("Mystic Skull", "Skirk Prospector", "Island", "Mountain", "Skirk Prospector",
                  changes=(("Skirk Prospector", "Human"),))
    human, goblin = d.ids("Skirk Prospector")
    island = d.find("Island", zone="battlefield")
    d.cast(0, "Skirk Commando", pay=False)
    assert completions(d.game.clone()) > 0
    d.mana(0, "Mountain")
    d.act(0, ActivateManaAbility(d.find("Mystic Skull"), 0, "W"))
    assert {a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {island}
    d.mana(0, island)
    assert _offered_for_red(d, human) == [goblin]
    d.choose(goblin)
    d.expect("priority")
    assert d.zone_of("Skirk Commando") == "stack"
    assert d.ids("Skirk Prospector", zone="battlefield") == [human]


def test_a_tapped_prospector_made_an_elf_sacrifices_only_what_birchlore_rangers_can_spare() -> None:
    """CR 605.3a, 601.2g-h, 118.3: Artificial Evolution makes the tapped Skirk Prospector an
    Elf that sacrifices Elves ("Sacrifice an Elf: Add {R}"). Paying Tempting Wurm's {1}{G}
    beside Birchlore Rangers and Elvish Warrior, the {G} can come only from the Rangers
    tapping two untapped Elves: sacrificing the Warrior would leave the Rangers alone untapped
    (the tapped Prospector can be sacrificed but not tapped), so only the Prospector itself is
    offered; the Rangers then tap themselves and the Warrior, and the Wurm resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Birchlore Rangers", "Elvish Warrior")
    s.battlefield(0, "Skirk Prospector", tapped=True)
    s.hand(0, "Artificial Evolution", "Tempting Wurm")
    d = Driver(s.build())
    prospector, rangers = d.find("Skirk Prospector"), d.find("Birchlore Rangers")
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Artificial Evolution", targets=[prospector], pay=False)
    d.mana(0, "Island")
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert d.chars(prospector).subtypes == {"Elf"}
    assert CastSpell(d.find("Tempting Wurm"), "normal") in d.game.legal_actions()
    d.cast(0, "Tempting Wurm", pay=False)
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    d.mana(0, rangers, "G")
    d.choose(rangers)
    d.choose(warrior)
    d.resolve()
    assert d.zone_of("Tempting Wurm") == "battlefield"
    assert d.zone_of("Skirk Prospector") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_the_prospector_sacrifices_either_goblin_beside_starlit_sanctum() -> None:
    """CR 601.2g-h, 605.3a, 118.3, 602.2b: Artificial Evolution makes Starlit Sanctum's cost
    "{W}, {T}, Sacrifice a Goblin creature". With Skirk Prospector, Goblin Sledder, a Mountain
    and Crossroads Candleguide ("{2}: Add one mana of any color"), the {W} comes from the
    Candleguide, its {2} from the Mountain and the Prospector's {R}: the Prospector may
    sacrifice itself (the Sledder then sacrificed to the Sanctum) or the Sledder (the
    Prospector then sacrificed to it, the costs being paid once the mana is, CR 601.2h). Both
    are offered; it sacrifices the Sledder, and is then itself sacrificed and its toughness
    gained as life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Starlit Sanctum", "Mountain", "Skirk Prospector",
                  "Goblin Sledder", "Crossroads Candleguide")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    sanctum, prospector = d.find("Starlit Sanctum"), d.find("Skirk Prospector")
    sledder = d.find("Goblin Sledder")
    d.cast(0, "Artificial Evolution", targets=[sanctum], pay=False)
    d.mana(0, "Island")
    d.resolve()
    d.choose("Cleric")
    d.choose("Goblin")
    d.activate(0, sanctum, index=1, pay=False)
    assert completions(d.game.clone()) > 0
    assert ActivateManaAbility(prospector, 0, "R") in d.game.legal_actions()
    assert _offered_for_red(d, prospector) == [prospector, sledder]
    d.choose(sledder)
    d.mana(0, "Mountain")
    d.mana(0, "Crossroads Candleguide", "W")
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [prospector]
    d.choose(prospector)
    d.resolve()
    assert d.life(0) == 21
    assert d.zone_of("Goblin Sledder") == "graveyard" and d.zone_of("Skirk Prospector") == "graveyard"


def test_the_goblins_red_is_counted_whatever_their_place_beside_the_prospector() -> None:
    """CR 605.3a, 601.2g-h, 118.3, 119.4: Shadowbeast Sighting's flashback {6}{G} at 4 life,
    with Lord of the Forsaken, Sungrass Prairie ({1}, {T}: Add {G}{W}), Skirk Prospector and
    Goblin Sledder: the Prospector sacrifices the Sledder for the Prairie's {1}, then itself
    for one more {R}; with the {G}{W} and four life for the Lord's {C}, that pays it. The
    Prospector's own {R} is the last it can make, whichever of the two Goblins came first:
    the flashback is offered either way; at 3 life it isn't (one mana short)."""
    for goblins, life, castable in (
            (("Skirk Prospector", "Goblin Sledder"), 4, True),
            (("Goblin Sledder", "Skirk Prospector"), 4, True),
            (("Skirk Prospector", "Goblin Sledder"), 3, False)):
        s = Scenario(players=2, seed=1)
        s.battlefield(0, "Lord of the Forsaken", "Sungrass Prairie", *goblins)
        s.graveyard(0, "Shadowbeast Sighting")
        s.life(0, life)
        d = Driver(s.build())
        sighting = d.find("Shadowbeast Sighting")
        assert (CastSpell(sighting, "flashback") in d.game.legal_actions()) is castable


def test_at_priority_either_goblin_may_be_sacrificed_for_its_red() -> None:
    """CR 605.3a-b, 602.2b, 118.3: activated while nothing is being paid, "Sacrifice a Goblin:
    Add {R}" offers every Goblin its controller controls, itself included; the chosen one
    goes and {R} is in the pool."""
    d = _two_goblins_and_a_soldier()
    prospector, sledder = d.find("Skirk Prospector"), d.find("Goblin Sledder")
    d.mana(0, prospector)
    assert {a.value for a in d.expect("sacrifice").actions} == {prospector, sledder}
    d.choose(sledder)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"R": 1}
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.zone_of("Skirk Prospector") == "battlefield"


def test_the_elf_made_a_goblin_taps_before_a_prospector_that_is_no_goblin_sacrifices_it() -> None:
    """CR 118.3, 605.3a–b: Wirewood Elf made a Goblin and Skirk Prospector made a Human, which
    may sacrifice only the Elf: paying Kessig Naturalist ({R}{G}) the Elf's {G} is the only
    mana offered first (the Prospector's {R} first would sacrifice the Elf before its {G}),
    then the Prospector sacrifices the tapped Elf for the {R}, and the Naturalist is cast."""
    d = _mistform("Wirewood Elf", "Skirk Prospector", hand="Kessig Naturalist",
                  changes=(("Wirewood Elf", "Goblin"), ("Skirk Prospector", "Human")))
    elf, prospector = d.find("Wirewood Elf"), d.find("Skirk Prospector")
    d.cast(0, "Kessig Naturalist", pay=False)
    assert [(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)] == [(elf, "G")]
    d.mana(0, elf)
    assert _offered_for_red(d, prospector) == [elf]
    d.choose(elf)
    d.expect("priority")
    assert d.zone_of("Kessig Naturalist") == "stack"
    assert d.ids("Skirk Prospector", zone="battlefield") == [prospector]


def test_an_eldrazi_spawn_made_a_goblin_is_sacrificed_once_for_one_mana() -> None:
    """CR 118.3, 605.3a–b: an Eldrazi Spawn token made a Goblin is sacrificed either for its
    own {C} or to Skirk Prospector for {R}, not both. Paying Skirk Commando ({1}{R}{R}) with
    a Forest beside them, the {R}{R} must come from the Spawn and the Prospector sacrificed
    to the Prospector: the Forest's {G} and the Prospector's {R} are offered, not the
    Spawn's {C}, and the Commando is cast."""
    d = _mistform("Forest", "Skirk Prospector", token="Eldrazi Spawn",
                  changes=(("Eldrazi Spawn", "Goblin"),))
    spawn, prospector = d.find("Eldrazi Spawn"), d.find("Skirk Prospector")
    d.cast(0, "Skirk Commando", pay=False)
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {(d.find("Forest"), "G"), (prospector, "R")}
    assert _offered_for_red(d, prospector) == [spawn]
    d.choose(spawn)
    d.mana(0, prospector)
    d.choose(prospector)
    d.mana(0, "Forest")
    d.expect("priority")
    assert d.zone_of("Skirk Commando") == "stack"


def test_a_prospector_kept_for_starlit_sanctums_sacrifice_first_sacrifices_a_goblin_for_red(
        ) -> None:
    """CR 605.3a, 601.2g-h, 118.3, 602.2b: Mistform Mutant makes Skirk Prospector a Cleric, the
    only Cleric for Starlit Sanctum's "{W}, {T}, Sacrifice a Cleric creature" and no longer a
    Goblin it may sacrifice itself. Its mana ability is activated before the costs are paid:
    it sacrifices Goblin Sledder for {R}, which with the Mountain's pays Crossroads
    Candleguide's {2} for the {W}; the Prospector is then sacrificed to the Sanctum (life
    gained equal to its toughness, 1)."""
    d = _mistform("Skirk Prospector", "Goblin Sledder", "Mountain", "Crossroads Candleguide",
                  "Starlit Sanctum", changes=(("Skirk Prospector", "Cleric"),))
    prospector, sledder = d.find("Skirk Prospector"), d.find("Goblin Sledder")
    assert d.chars(prospector).subtypes == {"Cleric"}
    d.activate(0, "Starlit Sanctum", index=1, pay=False)
    assert ActivateManaAbility(prospector, 0, "R") in d.game.legal_actions()
    assert _offered_for_red(d, prospector) == [sledder]
    d.choose(sledder)
    d.mana(0, "Mountain")
    d.mana(0, "Crossroads Candleguide", "W")
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [prospector]
    d.choose(prospector)
    d.resolve()
    assert d.life(0) == 21
    assert d.zone_of("Goblin Sledder") == "graveyard" and d.zone_of("Skirk Prospector") == "graveyard"


def test_the_prospector_may_first_sacrifice_the_goblin_kept_for_starlit_sanctum() -> None:
    """CR 601.2g-h, 605.3a-b, 118.3: Artificial Evolution makes Starlit Sanctum's cost "{W},
    {T}, Sacrifice a Goblin creature"; Wirewood Elf is made a Goblin and Skirk Prospector a
    Human. The {W} comes only from Crossroads Candleguide, its {2} from the Elf's {G} and the
    Prospector's {R}, one Goblin left for the Sanctum: the Prospector may sacrifice the Elf
    once it has tapped for {G} (Goblin Sledder then sacrificed to the Sanctum), or Goblin
    Sledder (the Elf then). So the Prospector's {R} is offered first too, sacrificing only the
    Sledder (the Elf sacrificed first would make no {G}); every answer pays the cost. Paid by
    the Candleguide, the Elf and the Prospector sacrificing the Elf, the Sledder is sacrificed
    to the Sanctum."""
    d = _mistform("Wirewood Elf", "Skirk Prospector", "Goblin Sledder", "Crossroads Candleguide",
                  "Starlit Sanctum", "Island",
                  changes=(("Wirewood Elf", "Goblin"), ("Skirk Prospector", "Human")),
                  hand="Artificial Evolution")
    sanctum, elf = d.find("Starlit Sanctum"), d.find("Wirewood Elf")
    guide, sledder = d.find("Crossroads Candleguide"), d.find("Goblin Sledder")
    prospector = d.find("Skirk Prospector")
    d.cast(0, "Artificial Evolution", targets=[sanctum], pay=False)
    d.mana(0, "Island")
    d.resolve()
    d.choose("Cleric")
    d.choose("Goblin")
    d.activate(0, sanctum, index=1, pay=False)
    assert completions(d.game.clone()) > 0
    assert {a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {elf, guide, prospector}
    assert _offered_for_red(Driver(d.game.clone())) == [sledder]
    d.mana(0, guide, "W")
    d.mana(0, elf)
    assert _offered_for_red(d) == [elf, sledder]
    d.choose(elf)
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [sledder]
    d.choose(sledder)
    d.resolve()
    assert d.life(0) == 21
    assert d.zone_of("Wirewood Elf") == "graveyard"


def test_birchlore_rangers_kept_for_airdrop_condor_still_pay_crossroads_candleguide_s_cost(
        ) -> None:
    """CR 601.2g-h, 605.3a-b, 118.3: Mistform Mutant makes Birchlore Rangers a Goblin (no
    longer an Elf) and Skirk Prospector a Human, which may sacrifice only the Rangers. Paying
    Airdrop Condor's "{1}{R}, Sacrifice a Goblin creature", the Rangers are the Goblin kept
    for the sacrifice, yet their "Tap two untapped Elves you control" taps the two Elvish
    Warriors, not them: once both Forests' {G} is in the pool and one has paid the {1},
    Crossroads Candleguide's {R} is offered and its {2} is paid by the other {G} and the
    Rangers' mana, offered while it is paid. Every answer completes the payment; the Rangers
    are then sacrificed and deal their power, 1, as damage."""
    d = _mistform("Birchlore Rangers", "Elvish Warrior", "Elvish Warrior", "Forest", "Forest",
                  "Crossroads Candleguide", "Airdrop Condor", "Skirk Prospector",
                  changes=(("Birchlore Rangers", "Goblin"), ("Skirk Prospector", "Human")))
    rangers, warriors = d.find("Birchlore Rangers"), d.ids("Elvish Warrior")
    d.activate(0, "Airdrop Condor", targets=[1], pay=False)
    assert completions(d.game.clone()) > 0
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    assert d.state.players[0].mana_pool == {"G": 1}
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "R"))
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {(rangers, c) for c in "WUBRG"}
    d.act(0, ActivateManaAbility(rangers, 0, "W"))
    assert [a.value for a in d.expect("cost_tap").actions] == warriors
    d.choose(warriors[0])
    d.choose(warriors[1])
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [rangers]
    d.choose(rangers)
    d.resolve()
    assert d.life(1) == 19
    assert d.zone_of("Birchlore Rangers") == "graveyard"
    assert not d.state.players[0].mana_pool


def test_an_eldrazi_spawn_sacrificed_for_crossroads_candleguide_s_cost_is_gone_for_red() -> None:
    """CR 118.3, 605.3a-b, 602.2b: paying Skirk Commando ({1}{R}{R}) with two Forests, Skirk
    Prospector, an Eldrazi Spawn made a Goblin and Crossroads Candleguide, whose {G} pays the
    {1}: while its {2} is paid, the Spawn's own {C} is not offered (the Spawn sacrificed for
    it can't be sacrificed again to the Prospector, which then makes only one of the two
    {R}); the Forests are, and the Prospector then sacrifices the Spawn and itself for
    {R}{R}."""
    d = _mistform("Forest", "Forest", "Skirk Prospector", "Crossroads Candleguide",
                  token="Eldrazi Spawn", changes=(("Eldrazi Spawn", "Goblin"),))
    spawn, prospector = d.find("Eldrazi Spawn"), d.find("Skirk Prospector")
    forests = d.ids("Forest")
    d.cast(0, "Skirk Commando", pay=False)
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "G"))
    offered = {(a.source, a.mana) for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility)}
    assert (spawn, "C") not in offered and (prospector, "R") not in offered
    assert {(f, "G") for f in forests} <= offered
    for forest in forests:
        d.mana(0, forest)
    assert _offered_for_red(d, prospector) == [spawn]
    d.choose(spawn)
    d.mana(0, prospector)
    d.choose(prospector)
    d.expect("priority")
    assert d.zone_of("Skirk Commando") == "stack"
    assert not d.state.players[0].mana_pool


def test_crossroads_candleguide_made_a_goblin_sacrificed_for_red_makes_no_more_mana() -> None:
    """CR 118.3, 605.3a-b, 601.2g-h: Mistform Mutant makes Crossroads Candleguide a Goblin.
    Paying Hungry for More ({B}{R}) with two Mountains and Skirk Prospector, the {B} can come
    only from the Candleguide, its {2} paid by the Mountains: once the Prospector's {R} is
    activated, only the Prospector itself is offered to sacrifice, not the Candleguide (gone,
    its "{2}: Add one mana of any color" could no longer make the {B}), and the sorcery is
    cast."""
    d = _mistform("Mountain", "Mountain", "Skirk Prospector", "Crossroads Candleguide",
                  hand="Hungry for More", changes=(("Crossroads Candleguide", "Goblin"),))
    prospector, guide = d.find("Skirk Prospector"), d.find("Crossroads Candleguide")
    d.cast(0, "Hungry for More", pay=False)
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    for mountain in d.ids("Mountain"):
        d.mana(0, mountain)
    d.expect("priority")
    assert d.zone_of("Hungry for More") == "stack"
    assert d.zone_of("Crossroads Candleguide") == "battlefield"


def test_mystic_skull_s_cost_is_not_paid_by_sacrificing_the_candleguide_the_rest_needs(
        ) -> None:
    """CR 118.3, 605.3a-b, 601.2g-h: Mistform Mutant makes Crossroads Candleguide a Goblin and
    Skirk Prospector a Human, which may sacrifice only the Candleguide. Paying False Cure
    ({B}{B}) with three Mountains, one {B} from Mystic Skull ("{1}, {T}: Add one mana of any
    color"), the other from the Candleguide: while the Skull's {1} is paid the Mountains are
    offered, not the Prospector's {R} (the Candleguide it would sacrifice is needed for the
    second {B}); the Candleguide's {2} is then paid by the other Mountains and the instant is
    cast."""
    d = _mistform("Mountain", "Mountain", "Mountain", "Mystic Skull", "Skirk Prospector",
                  "Crossroads Candleguide", hand="False Cure",
                  changes=(("Crossroads Candleguide", "Goblin"), ("Skirk Prospector", "Human")))
    mountains, guide = d.ids("Mountain"), d.find("Crossroads Candleguide")
    d.cast(0, "False Cure", pay=False)
    d.act(0, ActivateManaAbility(d.find("Mystic Skull"), 0, "B"))
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source != guide} == {
        (m, "R") for m in mountains}
    d.mana(0, mountains[0])
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    d.mana(0, mountains[1])
    d.mana(0, mountains[2])
    d.expect("priority")
    assert d.zone_of("False Cure") == "stack"
    assert not d.state.players[0].mana_pool


def test_somberwald_sage_s_mana_never_pays_crossroads_candleguide_for_the_prospector() -> None:
    """CR 106.6, 605.3a-b, 601.2g-h, 118.3: paying Bladestitched Skaab ({U}{B}) with
    Somberwald Sage (three mana of any one color, spent only on creature spells), Skirk
    Prospector, Goblin Sledder and Crossroads Candleguide, the Sage makes one of the colours
    and the Candleguide the other, its {2} paid only by the Prospector's two {R} (the Sage's
    mana may not pay a mana ability's cost). So for the first {R} only the Sledder is offered
    to sacrifice: the Prospector sacrificed first would leave one {R} for the {2}. The Skaab
    is then cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Somberwald Sage", "Skirk Prospector", "Goblin Sledder",
                  "Crossroads Candleguide")
    s.hand(0, "Bladestitched Skaab")
    d = Driver(s.build())
    prospector, sledder = d.find("Skirk Prospector"), d.find("Goblin Sledder")
    d.cast(0, "Bladestitched Skaab", pay=False)
    assert _offered_for_red(d, prospector) == [sledder]
    d.choose(sledder)
    d.act(0, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "U"))
    d.mana(0, prospector)
    d.choose(prospector)
    d.mana(0, "Somberwald Sage", "BBB")
    d.expect("priority")
    assert d.zone_of("Bladestitched Skaab") == "stack"
    assert d.state.players[0].mana_pool == {"B": 2}


def test_a_white_goblin_sacrificed_for_red_no_longer_convokes_for_white() -> None:
    """CR 702.51a, 118.3, 605.3a-b, 601.2g-h: Mistform Mutant makes Glory Seeker (white) a
    Goblin. Paying Hour of Reckoning ({4}{W}{W}{W}, convoke) with two Plains, a Mountain,
    Skirk Prospector and Crossroads Candleguide, the third {W} comes from the Seeker
    convoking: once the Prospector's {R} is activated, only the Prospector itself is offered
    to sacrifice, not the Seeker (sacrificed, it can't convoke, and the Candleguide's {W}
    would leave too little for the {4}). The Prospector's {R}, the Mountain, the Mutant and
    the Candleguide convoking pay the {4}, and the sorcery is cast."""
    d = _mistform("Plains", "Plains", "Mountain", "Skirk Prospector", "Glory Seeker",
                  "Crossroads Candleguide", hand="Hour of Reckoning",
                  changes=(("Glory Seeker", "Goblin"),))
    prospector, seeker = d.find("Skirk Prospector"), d.find("Glory Seeker")
    d.cast(0, "Hour of Reckoning", pay=False)
    assert _offered_for_red(d, prospector) == [prospector]
    d.choose(prospector)
    for land in (*d.ids("Plains"), d.find("Mountain")):
        d.mana(0, land)
    d.choose(("convoke", seeker, "W"))
    d.choose(("convoke", d.find("Mistform Mutant"), "1"))
    d.choose(("convoke", d.find("Crossroads Candleguide"), "1"))
    d.expect("priority")
    assert d.zone_of("Hour of Reckoning") == "stack"
    assert d.state.objects[seeker].tapped


def test_a_candleguide_made_a_goblin_is_sacrificed_while_its_own_cost_is_paid() -> None:
    """CR 113.7a, 605.3a-b, 601.2g-h, 608.2h: Crossroads Candleguide made a Goblin ("{2}: Add
    one mana of any color") is activated beside Skirk Prospector, another Candleguide and a
    Mountain. While its {2} is paid, the Prospector's {R}, the Mountain's and either
    Candleguide's ability (its mana paying part of that {2}) are offered, and the Prospector
    may sacrifice itself or the Candleguide whose ability is being activated: once
    activated, the ability exists independently of its source. The Candleguide sacrificed
    and the Mountain tapped, the {G} is added all the same."""
    d = _mistform("Skirk Prospector", "Crossroads Candleguide", "Crossroads Candleguide",
                  "Mountain", changes=(("Crossroads Candleguide", "Goblin"),))
    prospector, mountain = d.find("Skirk Prospector"), d.find("Mountain", zone="battlefield")
    goblin, scarecrow = d.ids("Crossroads Candleguide")
    assert d.chars(goblin).subtypes == {"Goblin"}
    d.act(0, ActivateManaAbility(goblin, 1, "G"))
    assert completions(d.game.clone()) > 0
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {
        (prospector, "R"), (mountain, "R"), *((guide, c) for guide in (goblin, scarecrow)
                                               for c in "WUBRG")}
    assert _offered_for_red(d, prospector) == [prospector, goblin]
    d.choose(goblin)
    assert d.zone_of("Crossroads Candleguide") == "graveyard"
    d.mana(0, mountain)
    d.expect("priority")
    assert d.state.players[0].mana_pool == {"G": 1}
    assert d.ids("Crossroads Candleguide", zone="battlefield") == [scarecrow]
    assert d.zone_of("Skirk Prospector") == "battlefield"


def test_every_mana_ability_offered_beside_a_candleguide_made_a_goblin_can_be_activated() -> None:
    """CR 113.7a, 601.2g-h, 605.3a-b, 118.3: with Skirk Prospector, Crossroads Candleguide made
    a Goblin pays its own {2}: the Prospector sacrifices the Candleguide while its ability is
    being activated, then itself. So both abilities are offered, and each mana ability
    offered is activated to the end."""
    d = _mistform("Skirk Prospector", "Crossroads Candleguide",
                  changes=(("Crossroads Candleguide", "Goblin"),))
    offered = [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert {a.source for a in offered} == {d.find("Skirk Prospector"),
                                           d.find("Crossroads Candleguide")}
    for act in offered:
        g = d.game.clone()
        g.apply(0, act)
        assert completions(g) > 0


def test_the_elf_made_a_goblin_pays_sungrass_prairie_then_is_sacrificed_for_red() -> None:
    """CR 605.3a-b, 602.2b, 601.2g-h, 118.3: paying Daru Cavalier's {3}{W} with Sungrass
    Prairie ({1}, {T}: Add {G}{W}), Wirewood Elf made a Goblin and Skirk Prospector: the
    Elf's {G} pays the Prairie's {1}, the Prospector then sacrifices the tapped Elf and itself
    for {R}{R}. While the Prairie's {1} is paid, the Elf's {G} is the only mana offered (its
    sacrifice still counted once it is tapped), and the Cavalier is cast."""
    d = _mistform("Sungrass Prairie", "Wirewood Elf", "Skirk Prospector", hand="Daru Cavalier",
                  changes=(("Wirewood Elf", "Goblin"),))
    elf, prospector = d.find("Wirewood Elf"), d.find("Skirk Prospector")
    d.cast(0, "Daru Cavalier", pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    d.act(0, ActivateManaAbility(d.find("Sungrass Prairie"), 0, "GW"))
    assert [(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)] == [(elf, "G")]
    d.mana(0, elf)
    assert _offered_for_red(d, prospector) == [elf]
    d.choose(elf)
    d.mana(0, prospector)
    d.choose(prospector)
    d.expect("priority")
    assert d.zone_of("Daru Cavalier") == "stack"
    assert d.zone_of("Wirewood Elf") == "graveyard"


def test_a_prospector_kept_for_airdrop_condor_may_sacrifice_the_candleguide() -> None:
    """CR 601.2g-h, 605.3a, 113.7a, 118.3, 608.2h: Airdrop Condor's "{1}{R}, Sacrifice a Goblin
    creature" with Skirk Prospector and Crossroads Candleguide made a Goblin, a Mountain and an
    Island: one Goblin is left for the sacrifice, paid once the mana is (CR 601.2h), and the
    other may make mana first. So the lands, the Prospector's {R} (sacrificing itself or the
    Candleguide) and the Candleguide's mana of each colour (its {2} paid by the lands or by
    the Prospector sacrificing it) are offered, and every answer pays the cost. Paid by the
    lands, either Goblin may then be sacrificed: the Candleguide's power, 3, is dealt."""
    d = _mistform("Skirk Prospector", "Crossroads Candleguide", "Mountain", "Island",
                  "Airdrop Condor", changes=(("Crossroads Candleguide", "Goblin"),))
    prospector, guide = d.find("Skirk Prospector"), d.find("Crossroads Candleguide")
    mountain, island = d.find("Mountain", zone="battlefield"), d.find("Island", zone="battlefield")
    d.activate(0, "Airdrop Condor", targets=[1], pay=False)
    assert completions(d.game.clone(), on_stack=True) > 0
    assert [(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)] == [
        (prospector, "R"), (mountain, "R"), (island, "U"), *((guide, c) for c in "WUBRG")]
    assert _offered_for_red(Driver(d.game.clone()), prospector) == [prospector, guide]
    d.mana(0, mountain)
    d.mana(0, island)
    assert {a.value for a in d.expect("cost_sacrifice").actions} == {prospector, guide}
    d.choose(guide)
    d.resolve()
    assert d.life(1) == 17
    assert d.zone_of("Skirk Prospector") == "battlefield"


def test_a_festering_goblin_sacrificed_while_casting_triggers_above_the_spell() -> None:
    """CR 603.3, 605.3a-b, 700.4: Festering Goblin sacrificed for {R} while Shock is cast
    dies; its ability triggers and is put on the stack once Shock is cast, above it, when its
    controller would next receive priority; it resolves first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    shock = d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Skirk Prospector")
    d.choose(d.find("Festering Goblin"))
    assert d.zone_of("Festering Goblin") == "graveyard"
    d.expect("target")  # the dies trigger's target, once Shock is cast
    d.choose(raider)
    assert d.state.stack[0] == shock and len(d.state.stack) == 2
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (0, 1)
    assert d.life(1) == 20
    d.resolve()
    assert d.life(1) == 18


def test_an_opponents_goblin_is_not_sacrificed_and_is_refused() -> None:
    """CR 701.21a: a player sacrifices only permanents they control: the opponent's Goblin
    is not offered; choosing it is refused with the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    prospector = d.find("Skirk Prospector")
    assert _offered_for_red(d) == [prospector]
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Goblin Sky Raider"))
    assert d.game.to_json() == before
    d.choose(prospector)
    assert d.state.players[0].mana_pool == {"R": 1}
    assert d.zone_of("Goblin Sky Raider") == "battlefield"


def test_summoning_sick_it_still_makes_mana() -> None:
    """CR 302.6: its cost has no {T}, so it works the turn it came under its controller's
    control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", sick=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Skirk Prospector")
    d.choose(d.find("Skirk Prospector"))
    d.resolve()
    assert d.life(1) == 18 and d.zone_of("Skirk Prospector") == "graveyard"


def test_sacrificing_the_target_of_the_spell_being_paid_for() -> None:
    """CR 601.2c, 601.2g-h: targets are chosen before the mana is made, so Shock may target
    Goblin Sledder and the Sledder be sacrificed for the {R} paying it; Shock then has no
    legal target and doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Goblin Sledder")
    s.hand(0, "Shock")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.cast(0, "Shock", targets=[sledder], pay=False)
    d.mana(0, "Skirk Prospector")
    d.choose(sledder)
    assert d.zone_of("Goblin Sledder") == "graveyard" and d.decision.kind == "priority"
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Shock") == "graveyard" and d.life(1) == 20


def test_two_headed_giant_a_teammates_goblin_is_not_sacrificed() -> None:
    """CR 810.5, 701.21a: teammates can't manipulate each other's permanents: the
    teammate's Goblin Sledder is not offered, only the Prospector itself."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Skirk Prospector")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    assert _offered_for_red(d) == [d.find("Skirk Prospector")]


@pytest.mark.ruling("ONS-OR-0042")
def test_made_to_read_elf_it_sacrifices_elves_for_red() -> None:
    """CR 612.2: Artificial Evolution changes Goblin to Elf in its type line and its mana
    ability's cost: the Prospector (now an Elf) and Elvish Warrior may be sacrificed for {R},
    Goblin Sky Raider can't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Skirk Prospector", "Elvish Warrior", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    prospector = d.find("Skirk Prospector")
    d.cast(0, "Artificial Evolution", targets=[prospector])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert set(_offered_for_red(d)) == {prospector, d.find("Elvish Warrior")}
