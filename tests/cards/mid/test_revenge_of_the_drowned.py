"""Revenge of the Drowned — {3}{U} Instant.

Oracle: "Target creature's owner puts it on the top or bottom of their library. You create a
2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it
at end of combat.)"
Rulings covered: MID-OR-0216, MID-OR-0217, MID-OR-0218, MID-OR-0219.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Revenge of the Drowned")


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_owner_chooses_top_or_bottom(where: str) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Krosan Tusker")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Revenge of the Drowned", targets=[tusker])
    d.resolve()
    assert d.decision.player == 1  # the owner decides
    d.choose(where)
    lib = d.state.players[1].library
    card = d.find("Krosan Tusker", zone="library")
    assert (lib[0] if where == "top" else lib[-1]) == card
    assert d.chars(d.find("Zombie", zone="battlefield", player=0)).has("Decayed")


def test_illegal_target_means_no_zombie() -> None:
    """CR 608.2b: the creature left the battlefield in response; the spell doesn't resolve, so
    no Zombie is created either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Revenge of the Drowned", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.ids("Zombie", zone="battlefield")


def test_own_creature_goes_to_own_library_and_you_choose() -> None:
    """Targeting your own creature: you are its owner, so you choose, and it goes to your
    library (CR 400.3); you still get the Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Revenge of the Drowned")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.player == 0
    d.choose("top")
    assert d.state.players[0].library[0] == d.find("Glory Seeker", zone="library")
    assert d.ids("Zombie", zone="battlefield", player=0)


def test_a_token_put_into_a_library_ceases_to_exist() -> None:
    """CR 111.8, 704.5d: the targeted Zombie token goes to its owner's library and then ceases
    to exist; the library is as it was, and the caster still gets a Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.token(1, "Zombie")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    token = d.find("Zombie Token")
    d.cast(0, "Revenge of the Drowned", targets=[token])
    d.resolve()
    if d.decision.kind == "choose_option":
        d.choose("top")
    assert len(d.state.players[1].library) == 2
    assert not d.ids("Zombie", player=1)
    assert d.ids("Zombie", zone="battlefield", player=0)


def test_a_commander_may_go_to_the_command_zone_instead() -> None:
    """CR 903.9b: the targeted commander would be put into its owner's library; its owner may
    put it into the command zone instead. The caster still creates the Zombie."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.library(0, *["Island"] * 4)
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.library(1, *["Swamp"] * 4)
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    d.cast(0, "Revenge of the Drowned", targets=[katilda])
    d.resolve()
    asked = []
    while d.decision.kind != "priority":
        asked.append(d.decision.kind)
        d.choose("command_zone" if d.decision.kind == "commander_zone" else "top")
    assert "commander_zone" in asked
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert len(d.state.players[1].library) == 4
    assert d.ids("Zombie", zone="battlefield", player=0)


def test_a_creature_controlled_but_not_owned_goes_to_its_owner_s_library() -> None:
    """"Target creature's owner puts it ... their library" (CR 108.3, 400.3): player 0
    controls player 1's Glory Seeker; player 1 chooses, and it goes to player 1's library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Glory Seeker", owner=1)
    s.hand(0, "Revenge of the Drowned")
    s.library(0, "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.player == 1
    d.choose("bottom")
    assert d.state.players[1].library[-1] == d.find("Glory Seeker", zone="library")
    assert len(d.state.players[0].library) == 1
    assert d.ids("Zombie", zone="battlefield", player=0)


def test_an_answer_other_than_top_or_bottom_is_refused_and_nothing_changes() -> None:
    """Only "top" or "bottom" may be chosen: another answer is refused, naming the choices, and
    the creature is still on the battlefield with the choice pending."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Krosan Tusker")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Krosan Tusker")])
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="top"):
        d.choose("middle")
    assert d.game.fingerprint() == before
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_a_face_down_creature_is_revealed_as_it_goes_to_the_library() -> None:
    """A face-down permanent leaving the battlefield is revealed (CR 708.9): the caster, who
    couldn't see the face-down 2/2, learns it was Krosan Tusker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Krosan Tusker", face_down=True)
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    assert "Krosan Tusker" not in json.dumps(d.game.view(0))
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Krosan Tusker")])
    d.resolve()
    d.choose("top")
    assert d.zone_of("Krosan Tusker") == "library"
    assert "Krosan Tusker" in json.dumps(d.game.view(0)["log"])


@pytest.mark.ruling("MID-OR-0218", "MID-OR-0216")
def test_a_zombie_made_on_the_opponent_s_turn_may_attack_on_yours_and_can_t_block() -> None:
    """Official ruling: decayed grants no haste, but a Zombie created during the opponent's turn
    has been under its controller's control continuously since their turn began (CR 302.6),
    so it may attack then; meanwhile it can't block (CR 702.147a)."""
    from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Wellwisher")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Krosan Tusker", "Glory Seeker")
    for p in (0, 1):
        s.library(p, *["Swamp"] * 3)
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Krosan Tusker")])
    d.resolve()
    d.choose("bottom")
    zombie = d.find("Zombie", zone="battlefield", player=0)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Wellwisher") in blockers and zombie not in blockers
    d.block({})
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    assert DeclareAttacker(zombie, 1) in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0217", "MID-OR-0219")
def test_the_zombie_needn_t_attack_and_sacrificed_after_attacking_even_without_decayed() -> None:
    """Official rulings: decayed creates no attack requirement (the Zombie stays home on one
    turn, CR 508.1d), and once it attacks it is sacrificed at end of combat even if it lost
    decayed meanwhile (a slime counter from Sludge Monster's attack trigger, CR 613.1f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Sludge Monster")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Krosan Tusker")
    for p in (0, 1):
        s.library(p, *["Swamp"] * 3)
    d = Driver(s.build())
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Krosan Tusker")])
    d.resolve()
    d.choose("bottom")
    zombie = d.find("Zombie", zone="battlefield", player=0)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([])  # no attack required
    d.pass_until("postcombat_main")
    assert zombie in d.state.battlefield
    d.pass_until("precombat_main", turn=7)
    d.to_combat()
    d.attack([zombie, d.find("Sludge Monster")])
    d.take_first("order_triggers")
    d.expect("target")
    d.choose(zombie)
    while d.state.stack:
        d.pass_priority()
    assert not d.chars(zombie).has("Decayed")
    d.pass_until("postcombat_main")
    assert zombie not in d.state.battlefield


def test_changed_on_the_stack_it_creates_a_decayed_elf() -> None:
    """CR 612.2a: Revenge of the Drowned made to read Elf creates a 2/2 black Elf Token with
    decayed for its caster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned", "Artificial Evolution")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    spell = d.cast(0, "Revenge of the Drowned", targets=[d.find("Krosan Tusker")])
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    d.choose("top")
    [token] = tokens(d, 0)
    c = d.chars(token)
    assert (c.name, c.subtypes) == ("Elf Token", {"Elf"}) and c.has("Decayed")
