"""Hobbling Zombie — {2}{B} Creature — Zombie 2/2.

Oracle: "Deathtouch / When Hobbling Zombie dies, create a 2/2 black Zombie creature token with
decayed. (It can't block. When it attacks, sacrifice it at end of combat.)"
Rulings covered: MID-RN-033 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Hobbling Zombie")


@pytest.mark.ruling("MID-RN-033", "MID-OR-0319")
def test_deathtouch_trade_and_decayed_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Hobbling Zombie")
    d = Driver(s.build())
    hz = d.find("Hobbling Zombie")
    assert d.chars(hz).has("Deathtouch")
    d.to_combat()
    d.attack([d.find("Krosan Tusker")])
    d.pass_priority()
    d.pass_priority()
    d.block({hz: d.find("Krosan Tusker")})
    while not d.ids("Zombie", zone="battlefield", player=1):
        d.pass_priority()
    assert d.ids("Krosan Tusker", zone="graveyard")
    token = d.find("Zombie", zone="battlefield", player=1)
    assert d.chars(token).has("Decayed")
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)


def test_stolen_zombie_dies_and_its_controller_then_gets_the_token() -> None:
    """CR 603.3a, 603.10a: Threatened, it dies under player 0's control (sacrificed to
    Fleshbag Marauder's trigger): player 0 controls the trigger and creates the decayed
    Zombie; the card goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Threaten", "Fleshbag Marauder")
    s.battlefield(1, "Hobbling Zombie")
    d = Driver(s.build())
    hz = d.find("Hobbling Zombie")
    d.cast(0, "Threaten", targets=[hz])
    d.resolve()
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    while d.decision.kind == "sacrifice":
        acts = [a.value for a in d.decision.actions]
        d.choose(hz if hz in acts else acts[0])
    assert d.zone_of("Hobbling Zombie") == "graveyard"
    d.resolve()
    token = d.find("Zombie Token", zone="battlefield")
    assert d.state.objects[token].controller == 0


def _token_from_a_shock(active: int = 0, *others: str) -> Driver:
    """Player 1 Shocks player 0's Hobbling Zombie in player ``active``'s main phase; the
    dies trigger resolves and player 0 has a decayed Zombie token (and ``others``)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hobbling Zombie", *others)
    s.battlefield(1, "Mountain", "Glory Seeker")
    s.hand(1, "Shock")
    for p in (0, 1):
        s.library(p, *["Island"] * 5)
    s.at("precombat_main", active=active, turn=3)
    d = Driver(s.build())
    if active == 0:
        d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Hobbling Zombie")])
    d.resolve()
    assert d.zone_of("Hobbling Zombie") == "graveyard"
    d.resolve()
    return d


@pytest.mark.ruling("MID-OR-0321", "MID-OR-0320")
def test_the_token_has_no_haste_and_need_not_attack() -> None:
    """MID-OR-0321, CR 302.6: the token created in player 0's turn can't attack that turn;
    MID-OR-0320: in player 0's next turn it may attack but needn't, and not attacking it
    stays on the battlefield."""
    from manastack.decisions.actions import DeclareAttacker
    d = _token_from_a_shock()
    token = d.find("Zombie Token", "battlefield")
    assert d.state.objects[token].controller == 0
    d.pass_until("end", turn=3)
    assert not any(isinstance(a, DeclareAttacker) for a in d.game.legal_actions())
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    assert any(isinstance(a, DeclareAttacker) and a.creature == token
               for a in d.game.legal_actions())
    d.attack([])
    d.pass_until("end", turn=5)
    assert d.zone_of("Zombie Token") == "battlefield"


@pytest.mark.ruling("MID-OR-0319")
def test_the_token_is_sacrificed_at_end_of_combat_after_attacking() -> None:
    """MID-OR-0319, CR 702.147a: attacking in player 0's next turn, it deals its 2 damage
    (Glory Seeker doesn't block) and is sacrificed at end of combat."""
    d = _token_from_a_shock()
    d.pass_until("precombat_main", turn=5)
    token = d.find("Zombie Token", "battlefield")
    d.to_combat()
    d.attack([token])
    while d.state.step.name != "END_OF_COMBAT" or d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.life(1) == 18
    assert token not in d.state.objects or d.state.objects[token].zone.value != "battlefield"
    assert d.ids("Zombie Token", "battlefield") == []


@pytest.mark.ruling("MID-OR-0319")
def test_the_token_cant_block() -> None:
    """MID-OR-0319, CR 702.147a: in player 1's turn, Glory Seeker attacks; the decayed token
    can't be declared as a blocker, while Elvish Warrior could."""
    from manastack.decisions.actions import DeclareBlocker
    d = _token_from_a_shock(1, "Elvish Warrior")
    token = d.find("Zombie Token", "battlefield")
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(token, seeker) not in d.game.legal_actions()
    assert DeclareBlocker(d.find("Elvish Warrior"), seeker) in d.game.legal_actions()
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(0) == 18


def test_exiled_it_doesnt_die_and_no_token_is_created() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; exiled by Swords to
    Plowshares it doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hobbling Zombie")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find("Hobbling Zombie")])
    d.resolve()
    assert d.zone_of("Hobbling Zombie") == "exile"
    assert not d.state.stack and d.ids("Zombie Token", "battlefield") == []


def test_made_to_read_elf_it_dies_into_an_elf_with_decayed() -> None:
    """CR 612.1, 612.2a: Hobbling Zombie made to read Elf is an Elf, and dying creates a 2/2
    black Elf Token with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Hobbling Zombie", "Island")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    zombie = d.find("Hobbling Zombie")
    evolve(d, zombie, "Zombie", "Elf")
    assert d.chars(zombie).subtypes == {"Elf"}
    d.cast(0, "Shock", targets=[zombie])
    d.resolve()
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power) == ("Elf Token", {"Elf"}, {"B"}, 2)
    assert c.has("Decayed")


def test_changed_to_merfolk_then_to_elf_its_text_reads_an_elf_token() -> None:
    """CR 612.1, 613.7: Zombie changed to Merfolk, then Merfolk to Elf: the text reads "create
    a 2/2 black Elf creature token" (Merfolk, its own plural, used there in the singular), and
    dying it creates an Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Hobbling Zombie", "Island", "Island")
    s.hand(0, "Artificial Evolution", "Artificial Evolution", "Shock")
    d = Driver(s.build())
    zombie = d.find("Hobbling Zombie")
    evolve(d, zombie, "Zombie", "Merfolk")
    evolve(d, zombie, "Merfolk", "Elf")
    [shown] = [o for o in d.game.view(1)["battlefield"] if o["id"] == zombie]
    assert "create a 2/2 black Elf creature token with decayed" in shown["text"]
    d.cast(0, "Shock", targets=[zombie])
    d.resolve()
    d.resolve()
    [token] = tokens(d)
    assert (d.chars(token).name, d.chars(token).subtypes) == ("Elf Token", {"Elf"})
