"""Crowded Crypt — {2}{B} Artifact.

Oracle: "{T}: Add {B}. / Whenever a creature you control dies, put a corpse counter on Crowded
Crypt. / {4}{B}{B}, {T}, Sacrifice Crowded Crypt: Create a 2/2 black Zombie creature token with
decayed for each corpse counter on Crowded Crypt. (A creature with decayed can't block. When it
attacks, sacrifice it at end of combat.)"
Rulings covered: MIC-OR-0034, MIC-OR-0035, MIC-OR-0036, MIC-OR-0037.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crowded Crypt")

CARD = "Crowded Crypt"


def _zombies(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_a_corpse_counter_for_each_creature_of_yours_that_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=0)])
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"corpse": 1}


def test_taps_for_black_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    d = Driver(s.build())
    d.mana(0, CARD)
    assert d.state.objects[d.find(CARD)].tapped
    assert "B" in str(d.state.players[0].mana_pool)


def _crypt_activated(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *mine, *["Swamp"] * 6)
    s.battlefield(0, CARD, counters={"corpse": 2})
    s.battlefield(1, "Glory Seeker")
    for p in (0, 1):
        s.library(p, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, CARD)
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    return d


@pytest.mark.ruling("MIC-OR-0036")
def test_a_decayed_zombie_for_each_corpse_counter_without_haste() -> None:
    d = _crypt_activated()
    zombies = _zombies(d)
    assert len(zombies) == 2
    for z in zombies:
        c = d.chars(z)
        assert (c.power, c.toughness) == (2, 2) and c.colors == frozenset("B")
        assert c.has("Decayed") and "Zombie" in c.subtypes
    d.pass_until("beginning_of_combat")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind != "declare_attackers" or not any(
        isinstance(a, DeclareAttacker) and a.creature in zombies
        for a in d.game.legal_actions())


@pytest.mark.ruling("MIC-OR-0034")
def test_decayed_zombies_cant_block() -> None:
    d = _crypt_activated("Ainok Bond-Kin")
    zombies = _zombies(d)
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Glory Seeker", player=1)])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Ainok Bond-Kin") in blockers
    assert not blockers & set(zombies)


@pytest.mark.ruling("MIC-OR-0034", "MIC-OR-0035", "MIC-OR-0037")
def test_attacking_zombie_sacrificed_at_end_of_combat_even_without_decayed() -> None:
    """Next turn one Zombie attacks with Sludge Monster, whose attack trigger puts a slime
    counter on it: it loses all abilities, decayed included, and is still sacrificed at end
    of combat. The other Zombie doesn't have to attack and stays."""
    d = _crypt_activated("Sludge Monster")
    zombies = _zombies(d)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombies[0], d.find("Sludge Monster")])
    while d.decision.kind != "target":
        if d.decision.kind == "order_triggers":
            d.choose(d.decision.actions[0].value)
        else:
            d.pass_priority()
    d.choose(zombies[0])
    d.resolve()
    assert not d.chars(zombies[0]).has("Decayed")
    d.pass_until("postcombat_main")
    assert zombies[0] not in d.state.battlefield
    assert zombies[1] in d.state.battlefield
    assert d.life(1) == 20 - 2 - 5


def test_a_token_creature_dying_adds_a_corpse_counter() -> None:
    """CR 700.4, 111.7: a Zombie token you control put into the graveyard dies (before it
    ceases to exist), so Crowded Crypt gets a corpse counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.token(0, "Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie Token")])
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"corpse": 1}


def test_without_corpse_counters_it_makes_no_token() -> None:
    """CR 608.2h: "a token for each corpse counter" with none on the sacrificed
    Crypt creates nothing; the Crypt is still sacrificed as the cost."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Swamp"] * 6)
    d = Driver(s.build())
    d.activate(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not _zombies(d) and not d.state.stack


def test_creatures_dying_at_once_each_add_a_counter_and_the_crypt_s_mana_pays() -> None:
    """CR 603.2, 603.10a: Vanquish the Horde destroys three of your creatures and one of the
    opponent's at once; each of yours triggers the Crypt (3 counters), the opponent's doesn't.
    The Crypt's own {B} helps pay for the wrath ({2}{W}{W} with four creatures)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", "Plains", "Glory Seeker", "Glory Seeker",
                  "Elvish Warrior")
    s.battlefield(1, "Krosan Tusker")
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    crypt = d.find(CARD)
    d.cast(0, "Vanquish the Horde")
    assert d.state.objects[crypt].tapped
    d.resolve()
    while d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    d.resolve_all()
    assert d.state.objects[crypt].counters == {"corpse": 3}
    assert d.zone_of(CARD) == "battlefield"


def test_made_to_read_elf_it_creates_decayed_elves() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on Crowded Crypt: sacrificed with two corpse
    counters, it creates two 2/2 black Elf Tokens with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Island")
    s.battlefield(0, CARD, counters={"corpse": 2})
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.activate(0, CARD)
    d.resolve()
    elves = d.ids("Elf Token", "battlefield")
    assert len(elves) == 2 and not d.ids("Zombie Token", "battlefield")
    c = d.chars(elves[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
    assert c.has("Decayed")
