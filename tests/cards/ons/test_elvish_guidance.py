"""Elvish Guidance — {2}{G} Enchantment — Aura.

Oracle: "Enchant land / Whenever enchanted land is tapped for mana, its controller adds an
additional {G} for each Elf on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell, PayAutomatically
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Guidance")


def enchant(land: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", land, "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Elvish Guidance")
    d = Driver(s.build())
    d.cast(0, "Elvish Guidance", targets=[d.find(land)])
    d.resolve()
    assert d.state.objects[d.find("Elvish Guidance")].attached_to == d.find(land)
    return d


def test_adds_a_green_for_each_elf_on_the_battlefield_at_once() -> None:
    d = enchant("Island")
    d.mana(0, "Island")
    pool = d.state.players[0].mana_pool
    assert pool.get("U") == 1 and pool.get("G") == 2
    assert not d.state.stack


def test_other_lands_get_nothing_extra() -> None:
    d = enchant("Island")
    forest = next(f for f in d.ids("Forest") if not d.state.objects[f].tapped)
    d.mana(0, forest)
    assert d.state.players[0].mana_pool == {"G": 1}


def test_a_phased_out_elf_is_not_counted_and_doesnt_stop_the_trigger() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist. With a
    phased-out Elvish Warrior (placed first) beside the Wirewood Savage, tapping the
    enchanted Island adds {U} and one {G} (the Savage only)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior", phased_out=True)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Island", "Wirewood Savage")
    s.hand(0, "Elvish Guidance")
    d = Driver(s.build())
    d.cast(0, "Elvish Guidance", targets=[d.find("Island")])
    d.resolve()
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1, "G": 1}


def test_two_auras_on_one_land_each_add_their_green() -> None:
    """CR 605.1b, 605.4, 605.4a, 106.12a: each Elvish Guidance's triggered mana ability resolves at
    once, in turn: two on one Island, with the Wirewood Savage and Elvish Warrior, add {U} and
    four {G}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1, "G": 4}


def test_a_phased_out_aura_adds_nothing() -> None:
    """CR 702.26b: a phased-out Elvish Guidance is treated as though it doesn't exist, so its
    ability doesn't trigger: tapping the Island adds only {U}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island", phased_out=True)
    s.battlefield(0, "Wirewood Savage")
    d = Driver(s.build())
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1}


def test_on_an_opponents_land_its_controller_gets_the_green() -> None:
    """"Its controller adds": Elvish Guidance cast on player 1's Forest; when player 1 taps it
    for mana, player 1 adds {G} and one {G} for each Elf (Wirewood Savage and Elvish Warrior),
    whoever controls them; the Aura's controller gets nothing."""
    theirs = Scenario(seed=1)
    theirs.battlefield(0, "Forest", "Forest", "Forest", "Wirewood Savage")
    theirs.hand(0, "Elvish Guidance")
    theirs.battlefield(1, "Forest", "Elvish Warrior")
    d = Driver(theirs.build())
    land = d.find("Forest", player=1)
    d.cast(0, "Elvish Guidance", targets=[land])
    d.resolve()
    d.pass_priority()  # the opponent gets priority
    d.mana(1, land)
    assert d.state.players[1].mana_pool == {"G": 3}
    assert not d.state.players[0].mana_pool


def test_in_a_commander_game_the_green_is_added_whatever_the_commanders_colors() -> None:
    """CR 903.4, 903.5c: colour identity limits only what a Commander deck may hold, not what
    mana a player may add. Player 0's Elvish Guidance enchants player 1's Island; player 1,
    whose commander Jadar is black (player 0's Rorix is red), taps the Island in their main
    phase and adds {U} and two {G} (Wirewood Savage and Elvish Warrior), not colorless mana,
    and spends the {G}{G} on a second Elvish Warrior."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Rorix Bladewing")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(1, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior")
    s.hand(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.mana(1, "Island")
    assert d.state.players[1].mana_pool == {"U": 1, "G": 2}
    assert not d.state.players[0].mana_pool
    d.cast(1, d.find("Elvish Warrior", zone="hand"))
    d.resolve()
    assert len(d.ids("Elvish Warrior", zone="battlefield")) == 2
    assert d.state.players[1].mana_pool == {"U": 1}


def _warrior_from_an_enchanted_island(auto_pay: bool = False) -> Driver:
    """Player 0 has an Island enchanted by Elvish Guidance, a Plains and Wirewood Savage;
    player 1 has Elvish Warrior: two Elves. Player 0 holds an Elvish Warrior ({G}{G})."""
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Wirewood Savage", "Plains")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Elvish Warrior")
    return Driver(s.build())


def test_a_spell_only_the_triggered_green_pays_for_may_be_cast() -> None:
    """CR 601.2g-h, 605.1b, 605.4a: tapping the enchanted Island while paying adds {U} and,
    at once, two {G}; so with nothing in the pool an Elvish Warrior ({G}{G}) may be cast, the
    Island is offered to pay for it though its own {U} pays none of it, and the Plains, which
    the {G}{G} leaves unneeded, stays untapped."""
    d = _warrior_from_an_enchanted_island()
    warrior = d.find("Elvish Warrior", zone="hand")
    assert CastSpell(warrior, "normal") in d.game.legal_actions()
    d.game.apply(0, CastSpell(warrior, "normal"))
    island, plains = d.find("Island"), d.find("Plains")
    assert ActivateManaAbility(island, 0, "U") in d.game.legal_actions()
    d.act(0, ActivateManaAbility(island, 0, "U"))
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {"U": 1}
    assert not d.state.objects[plains].tapped
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=0) == "battlefield"


def test_the_automatic_payment_taps_the_enchanted_island_alone() -> None:
    """CR 605.4a: the automatic payment counts the triggered {G}{G} as the Island's: it taps
    the Island only, not the Plains too."""
    d = _warrior_from_an_enchanted_island(auto_pay=True)
    d.game.apply(0, CastSpell(d.find("Elvish Warrior", zone="hand"), "normal"))
    d.act(0, PayAutomatically())
    assert d.state.objects[d.find("Island")].tapped
    assert not d.state.objects[d.find("Plains")].tapped
    assert d.state.players[0].mana_pool == {"U": 1}


def test_the_green_counted_toward_a_cost_follows_the_elf_count() -> None:
    """CR 605.1b: what the trigger would add is counted as it would be now. With Wirewood
    Savage the only Elf, the enchanted Island makes {U}{G}: an Elvish Warrior can't be cast
    from it. Once player 1 has cast an Elvish Warrior, it makes {U}{G}{G} and can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Wirewood Savage")
    s.battlefield(1, "Forest", "Forest")
    s.hand(0, "Elvish Warrior")
    s.hand(1, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    mine = d.find("Elvish Warrior", zone="hand", player=0)
    assert CastSpell(mine, "normal") not in d.game.legal_actions()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, d.find("Elvish Warrior", zone="hand", player=1))
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    assert CastSpell(mine, "normal") in d.game.legal_actions()
    d.cast(0, mine)
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=0) == "battlefield"


def test_on_an_opponent_s_land_its_controller_may_cast_with_the_green() -> None:
    """CR 106.4, 605.1b: player 0's Elvish Guidance on player 1's Island adds the {G} to
    player 1's pool: in their turn player 1 may cast an Elvish Warrior with that Island
    alone."""
    s = Scenario(seed=1)
    s.battlefield(1, "Island", label="island")
    s.battlefield(0, "Elvish Guidance", attached_to="island")
    s.battlefield(0, "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior")
    s.hand(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior", zone="hand")
    assert CastSpell(warrior, "normal") in d.game.legal_actions()
    d.cast(1, warrior)
    d.resolve()
    assert len(d.ids("Elvish Warrior", zone="battlefield")) == 2
    assert d.state.players[1].mana_pool == {"U": 1} and not d.state.players[0].mana_pool


def test_a_land_tapped_other_than_for_mana_adds_nothing() -> None:
    """CR 605.1b: "tapped for mana" means by a mana ability; Aphetto Grifter tapping the
    enchanted Island adds no mana."""
    s = Scenario(seed=1)
    s.battlefield(1, "Island", label="island")
    s.battlefield(1, "Elvish Guidance", attached_to="island")
    s.battlefield(1, "Wirewood Savage")
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage")
    d = Driver(s.build())
    island = d.find("Island")
    d.activate(0, "Aphetto Grifter", targets=[island],
               choices=[d.find("Aphetto Grifter"), d.find("Crafty Pathmage")])
    d.resolve()
    assert d.state.objects[island].tapped
    assert not d.state.players[1].mana_pool and not d.state.players[0].mana_pool


def test_a_face_down_elf_is_not_an_elf_and_elves_off_the_battlefield_don_t_count() -> None:
    """CR 708.2a: a face-down Birchlore Rangers has no creature types, so it is not an Elf;
    an Elf in a hand or graveyard is not on the battlefield. Tapping the enchanted Island
    adds {U} and one {G} (for the Wirewood Savage only)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Wirewood Savage")
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    s.hand(0, "Elvish Guidance", "Elvish Warrior")
    s.graveyard(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Elvish Guidance", targets=[d.find("Island")])
    d.resolve()
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1, "G": 1}


def test_with_no_elf_it_adds_nothing_extra() -> None:
    """The count is zero: the land's own mana only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Glory Seeker")
    s.hand(0, "Elvish Guidance")
    d = Driver(s.build())
    d.cast(0, "Elvish Guidance", targets=[d.find("Island")])
    d.resolve()
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1}


def test_a_creature_is_not_a_legal_target_for_enchant_land() -> None:
    """CR 303.4a, 702.5a: an Aura spell with enchant land targets a land; naming a creature
    is refused and the game goes back to before the cast (CR 732.1)."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Wirewood Savage")
    s.hand(0, "Elvish Guidance")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Elvish Guidance", targets=[d.find("Wirewood Savage")])
    assert d.zone_of("Elvish Guidance") == "hand" and not d.state.stack
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest"))


def test_with_no_elf_it_is_still_a_mana_ability_and_never_uses_the_stack() -> None:
    """CR 605.2, 605.1b: with no Elf on the battlefield the trigger can add no mana, but it is
    still a triggered mana ability: tapping the enchanted Mountain adds {U} and nothing goes on
    the stack for the opponent to answer."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Elvish Guidance")
    d = Driver(s.build())
    d.cast(0, "Elvish Guidance", targets=[d.find("Island")])
    d.resolve()
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1}
    assert not d.state.stack
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_made_to_read_goblin_it_adds_a_green_for_each_goblin() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Elvish Guidance's text (an
    Aura: no creature type on its type line): the enchanted Mountain adds {G} for each Goblin
    (two Goblin Sky Raiders), none for the Elf Wirewood Savage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Mountain", "Wirewood Savage",
                  "Goblin Sky Raider", "Goblin Sky Raider")
    s.hand(0, "Elvish Guidance", "Artificial Evolution")
    d = Driver(s.build())
    mountain = d.find("Mountain")
    d.cast(0, "Elvish Guidance", targets=[mountain])
    d.resolve()
    guidance = d.find("Elvish Guidance")
    d.cast(0, "Artificial Evolution", targets=[guidance])
    d.resolve()
    d.choose("Elf")
    d.choose("Goblin")
    assert d.chars(guidance).subtypes == {"Aura"}
    d.mana(0, mountain)
    pool = d.state.players[0].mana_pool
    assert pool.get("R") == 1 and pool.get("G") == 2
