"""Wilhelt, the Rotcleaver — {2}{U}{B} Legendary Creature — Zombie Warrior 3/3.

Oracle: "Whenever another Zombie you control dies, if it didn't have decayed, create a 2/2 black
Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of
combat.)
At the beginning of your end step, you may sacrifice a Zombie. If you do, draw a card."
Rulings covered: MIC-RN-047; MIC-OR-0004 to MIC-OR-0007 (decayed).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.decayed_checks import (
    DecayedSource,
    cant_block_and_sacrificed_after_attacking,
    no_attack_requirement,
    no_haste,
    sacrificed_even_without_decayed,
)
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Wilhelt, the Rotcleaver")

CARD = "Wilhelt, the Rotcleaver"


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder", "Mountain")
    s.hand(0, "Shock")
    return s


def _shock_the_zombie(d: Driver) -> None:
    d.cast(0, "Shock", targets=[d.find("Fleshbag Marauder")])
    d.resolve_all()


SOURCE = DecayedSource(_scenario, _shock_the_zombie)


def _tokens(d: Driver) -> list[int]:
    return d.ids("Zombie Token", "battlefield", player=0)


def test_another_zombie_without_decayed_dying_makes_a_decayed_zombie() -> None:
    d = Driver(_scenario().build())
    _shock_the_zombie(d)
    tokens = _tokens(d)
    assert len(tokens) == 1
    c = d.chars(tokens[0])
    assert (c.power, c.toughness) == (2, 2) and c.colors == frozenset({"B"})
    assert "Zombie" in c.subtypes and c.has("Decayed")


def test_no_token_for_a_decayed_zombie_an_opponents_or_itself() -> None:
    """The decayed token dying (Shocked) makes nothing; nor does the opponent's Zombie, nor
    Wilhelt itself."""
    s = _scenario()
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Fleshbag Marauder")
    s.hand(0, "Shock", "Shock", "Shock", "Shock")
    d = Driver(s.build())
    _shock_the_zombie(d)
    token = _tokens(d)[0]
    d.cast(0, "Shock", targets=[token])
    d.resolve_all()
    d.cast(0, "Shock", targets=[d.find("Fleshbag Marauder", "battlefield", player=1)])
    d.resolve_all()
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve_all()
    assert d.zone_of(CARD) == "graveyard"
    assert not _tokens(d)


def test_end_step_sacrifice_a_zombie_to_draw() -> None:
    """At its controller's end step: may sacrifice a Zombie (here the Fleshbag Marauder) and
    draw a card; declining keeps everything."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    d.expect("may")
    d.choose(True)
    d.expect("sacrifice")
    d.choose(d.find("Fleshbag Marauder"))
    assert d.zone_of("Fleshbag Marauder") == "graveyard"
    assert len(d.state.players[0].hand) == 1
    assert d.zone_of(CARD) == "battlefield"



@pytest.mark.parametrize("check", [
    pytest.param(cant_block_and_sacrificed_after_attacking, marks=pytest.mark.ruling("MIC-RN-047", "MIC-OR-0004"), id="cant_block_and_sacrificed_after_attacking"),
    pytest.param(no_attack_requirement, marks=pytest.mark.ruling("MIC-OR-0005"), id="no_attack_requirement"),
    pytest.param(no_haste, marks=pytest.mark.ruling("MIC-OR-0006"), id="no_haste"),
    pytest.param(sacrificed_even_without_decayed, marks=pytest.mark.ruling("MIC-OR-0007"), id="sacrificed_even_without_decayed"),
])
def test_decayed_rulings(check: Callable[[DecayedSource], None]) -> None:
    """The decayed rulings, on the token Wilhelt makes (see ``decayed_checks``); MIC-RN-047:
    the keyword (misprinted on the Japanese card) is decayed, with decayed's two abilities."""
    check(SOURCE)


def test_dying_at_the_same_time_as_wilhelt_still_makes_a_token() -> None:
    """CR 603.10a: a "dies" trigger looks back in time; Starstorm with X=3 kills Wilhelt and
    the Fleshbag Marauder at once, and Wilhelt sees the Marauder die: one decayed Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder", *["Mountain"] * 5)
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=3)
    d.resolve_all()
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Fleshbag Marauder") == "graveyard"
    assert len(_tokens(d)) == 1


def test_a_creature_made_a_zombie_counts_and_a_zombie_made_otherwise_doesnt() -> None:
    """The dying creature's types are those it had as it last existed on the battlefield
    (CR 603.10a): a Glory Seeker made a Zombie by Mistform Mutant makes a token when it dies;
    the Fleshbag Marauder made a Goblin doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mistform Mutant", "Glory Seeker", "Fleshbag Marauder")
    s.battlefield(0, *["Island"] * 4, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    seeker, marauder = d.find("Glory Seeker"), d.find("Fleshbag Marauder")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    d.choose("Zombie")
    d.activate(0, "Mistform Mutant", targets=[marauder])
    d.resolve()
    d.choose("Goblin")
    first, second = d.ids("Shock", zone="hand")
    d.cast(0, first, targets=[marauder])
    d.resolve_all()
    assert d.zone_of("Fleshbag Marauder") == "graveyard"
    assert not _tokens(d)
    d.cast(0, second, targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(_tokens(d)) == 1


def test_a_face_down_zombie_dying_is_not_a_zombie() -> None:
    """CR 708.2, 603.10a: a face-down Haunted Cadaver had no creature types as it last existed
    on the battlefield; its death makes no token (it is revealed, CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Haunted Cadaver")])
    d.resolve_all()
    assert d.zone_of("Haunted Cadaver") == "graveyard"
    assert not _tokens(d)


def test_sacrificing_a_zombie_at_the_end_step_also_makes_a_token() -> None:
    """The Fleshbag Marauder sacrificed to the end step ability dies without decayed: the first
    ability triggers and a decayed Zombie is made, and a card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    d.choose(True)
    d.choose(d.find("Fleshbag Marauder"))
    d.resolve_all()
    assert len(d.state.players[0].hand) == 1
    assert len(_tokens(d)) == 1


def test_wilhelt_may_sacrifice_itself_and_makes_no_token_for_itself() -> None:
    """Wilhelt is a Zombie, so it may be the one sacrificed; the card is drawn, and no token is
    made ("another Zombie")."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    d.choose(True)  # the only Zombie: no choice of which is left to make
    d.resolve_all()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.players[0].hand) == 1
    assert not _tokens(d)


def test_no_trigger_at_an_opponents_end_step() -> None:
    """"At the beginning of your end step": on the opponent's turn nothing is asked."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("end", turn=4)
    assert not d.state.stack
    d.pass_until("upkeep", turn=5)
    assert d.zone_of("Fleshbag Marauder") == "battlefield"
    assert len(d.state.players[0].hand) == 0


def test_the_card_drawn_is_hidden_from_the_opponent() -> None:
    """CR 402.3, 401.2: the card drawn goes to its owner's hand; the opponent sees only how many
    cards it holds."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder")
    s.library(0, "Shock", "Island")
    d = Driver(s.build())
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    d.choose(True)
    d.choose(d.find("Fleshbag Marauder"))
    assert d.ids("Shock", zone="hand")
    assert "Shock" not in str(d.game.view(1)["players"][0])
    assert "Shock" in str(d.game.view(0)["players"][0])


def test_with_no_zombie_to_sacrifice_no_card_is_drawn() -> None:
    """CR 118.12: "If you do" asks whether the sacrifice was made; Wilhelt made a Goblin by
    Mistform Mutant, its controller controls no Zombie, sacrifices nothing and draws nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mistform Mutant", "Island", "Island")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Mistform Mutant", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Goblin")
    d.pass_until("upkeep", turn=4)  # nothing to sacrifice: nothing is asked
    assert d.zone_of(CARD) == "battlefield"
    assert len(d.state.players[0].hand) == 0


def test_wilhelt_as_commander_sacrificed_to_itself_may_go_to_the_command_zone() -> None:
    """CR 903.9a: Wilhelt, a commander, sacrificed to its own end step ability goes to the
    graveyard and its owner may move it to the command zone; the card is drawn all the same
    ("if you do": the sacrifice was made, CR 118.12)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, CARD, zone="battlefield")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    d.choose(True)
    d.expect("commander_zone")
    d.choose("command_zone")
    d.resolve_all()
    assert d.zone_of(CARD) == "command"
    assert len(d.state.players[0].hand) == 1
    assert not _tokens(d)


def test_a_changeling_dying_is_a_zombie() -> None:
    """CR 702.73a: a changeling is every creature type, a Zombie among them; it dies without
    decayed, so a decayed Zombie token is made."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, AVIAN_CHANGELING.name, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(AVIAN_CHANGELING.name)])
    d.resolve_all()
    assert len(_tokens(d)) == 1


def test_rotlung_reanimator_dying_triggers_both_and_its_token_counts_too() -> None:
    """Rotlung Reanimator is a Zombie Cleric: its death triggers its own ability (a 2/2 Zombie)
    and Wilhelt's (a decayed one); its controller orders them (CR 603.3b). The plain Zombie
    token, without decayed, later dying makes another decayed Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Rotlung Reanimator", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    first, second = d.ids("Shock", zone="hand")
    d.cast(0, first, targets=[d.find("Rotlung Reanimator")])
    d.resolve()
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    tokens = _tokens(d)
    assert len(tokens) == 2
    plain = [t for t in tokens if not d.chars(t).has("Decayed")]
    assert len(plain) == 1
    d.cast(0, second, targets=[plain[0]])
    d.resolve_all()
    tokens = _tokens(d)
    assert len(tokens) == 2 and all(d.chars(t).has("Decayed") for t in tokens)


def test_endemic_plague_on_zombies_wilhelt_sees_those_dying_with_it() -> None:
    """Gluttonous Zombie sacrificed for Endemic Plague: Wilhelt's trigger makes a decayed Zombie
    before the Plague resolves. The Plague then destroys Wilhelt, the decayed token and the
    Nantuko Husk at once; Wilhelt sees the Husk die (CR 603.10a), not the decayed token: one
    decayed Zombie in the end."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Nantuko Husk", "Swamp", "Swamp", "Swamp",
                  "Swamp")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert len(_tokens(d)) == 1
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and d.zone_of("Nantuko Husk") == "graveyard"
    assert not _tokens(d)
    d.resolve_all()
    tokens = _tokens(d)
    assert len(tokens) == 1 and d.chars(tokens[0]).has("Decayed")


def test_two_headed_giant_the_teams_end_step_is_its_controllers_but_a_teammates_zombies_arent() -> None:
    """CR 805.4: the team's turn is each of its players' turn, so Wilhelt under player 1 (not
    the primary player) triggers at the team's end step; but "another Zombie you control"
    excludes a teammate's: player 0's Fleshbag Marauder dying makes no token for player 1."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, CARD, "Nantuko Husk")
    s.battlefield(0, "Fleshbag Marauder", "Mountain")
    s.hand(0, "Shock")
    for p in range(4):
        s.library(p, "Island", "Island", "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Fleshbag Marauder")])
    d.resolve_all()
    assert d.zone_of("Fleshbag Marauder") == "graveyard"
    assert not d.ids("Zombie Token")
    hand = len(d.state.players[1].hand)
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    assert d.expect("may").player == 1
    d.choose(True)
    d.choose(d.find("Nantuko Husk"))
    d.resolve_all()
    assert len(d.state.players[1].hand) == hand + 1
    assert len(d.ids("Zombie Token", zone="battlefield", player=1)) == 1


def test_a_transformed_zombie_back_face_dying_makes_a_token() -> None:
    """CR 712.8e, 603.10a: Olag, Ludevic's Hubris (the back face up) is a Zombie as it last
    existed on the battlefield, though its card's front face is a Human Wizard: its death
    makes a decayed Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.battlefield(0, "Ludevic, Necrogenius", transformed=True)  # a plain Olag (MID-RN-119)
    s.hand(0, "Infernal Grasp")
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    assert "Zombie" in d.chars(olag).subtypes
    d.cast(0, "Infernal Grasp", targets=[olag])
    d.resolve_all()
    assert d.zone_of("Ludevic, Necrogenius") == "graveyard"
    assert len(_tokens(d)) == 1


def test_a_borrowed_zombie_counts_as_yours() -> None:
    """"Another Zombie you control": control, not ownership (CR 110.2); the opponent-owned
    Fleshbag Marauder under Wilhelt's controller's control dies (to its owner's graveyard)
    and the decayed token is Wilhelt's controller's."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.battlefield(0, "Fleshbag Marauder", owner=1)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Fleshbag Marauder")])
    d.resolve_all()
    assert d.ids("Fleshbag Marauder", zone="graveyard", player=1)
    assert len(_tokens(d)) == 1


def test_made_to_read_elf_an_elf_dying_makes_a_decayed_elf_and_a_zombie_doesnt() -> None:
    """CR 612.1, 612.2, 612.2a: Zombie changed to Elf on Wilhelt (an Elf Warrior): another Elf
    of yours dying creates a 2/2 black Elf Token with decayed; a Zombie dying makes nothing."""
    s = _scenario()
    s.battlefield(0, "Elvish Warrior", "Mountain", "Mountain", "Island")
    s.hand(0, "Shock", "Shock", "Artificial Evolution")
    d = Driver(s.build())
    wilhelt = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[wilhelt])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(wilhelt).subtypes == {"Elf", "Warrior"}
    _shock_the_zombie(d)
    assert d.zone_of("Fleshbag Marauder") == "graveyard" and not d.state.stack
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.cast(0, "Shock", targets=[d.find("Elvish Warrior")])
    d.cast(0, "Shock", targets=[d.find("Elvish Warrior")])
    d.resolve_all()
    elf = d.find("Elf Token", "battlefield")
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
    assert c.has("Decayed")


def test_a_decayed_token_that_lost_decayed_makes_a_token_when_it_dies() -> None:
    """CR 603.4, 603.10a, 613.1f: "if it didn't have decayed" looks at the Zombie as it last
    existed on the battlefield. A Zombie token made with decayed has a slime counter, so
    Sludge Monster's "Non-Horror creatures with slime counters on them lose all abilities"
    has taken decayed from it: Shocked, it dies without decayed, and Wilhelt makes a token."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Sludge Monster", "Mountain")
    s.token(0, "TMID:5", counters={"slime": 1})  # the Zombie with decayed
    s.hand(0, "Shock")
    d = Driver(s.build())
    (zombie,) = _tokens(d)
    assert not d.chars(zombie).has("Decayed")
    d.cast(0, "Shock", targets=[zombie])
    d.resolve_all()
    assert zombie not in d.state.battlefield
    (token,) = _tokens(d)
    assert token != zombie and d.chars(token).has("Decayed")
