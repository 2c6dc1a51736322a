"""What each player's log says, fixed as it happens (CR 400.2, 400.7, 701.20, 701.23, 708).

A public object is named in every player's log even after it has left the battlefield; a
card only one player may know is named to that player only; an entry once shown never changes.
"""

from __future__ import annotations

import pytest

from manastack.invariants import check_hidden_information
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def entries(d: Driver, player: int, kind: str) -> list[dict]:
    return [e for e in d.game.view(player)["log"] if e["kind"] == kind]


def test_a_creature_that_died_is_still_named_in_attack_and_damage_entries() -> None:
    """CR 400.7: the creature that left is a new object, but what happened to it while it
    was on the battlefield was public and stays named."""
    s = Scenario(seed=3)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker], defender=1)
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    for p in (0, 1):
        attacks = entries(d, p, "attacks")
        assert [(e["card"], e["object"]) for e in attacks] == [("Glory Seeker", seeker)]
        damage = entries(d, p, "damage")
        assert [(e["source"], e["target"], e["target_object"]) for e in damage] == \
            [("Shock", "Glory Seeker", seeker)]
        died = [e for e in entries(d, p, "zone_change") if e["from"] == "battlefield"]
        assert died[0]["card"] == "Glory Seeker" and died[0]["from_object"] == seeker
        lines = [Describer(d.game, p, "en").event(e) for e in d.game.view(p)["log"]]
        assert "Glory Seeker attacks" in lines
        assert "Shock deals 2 damage → Glory Seeker" in lines
        ja = [Describer(d.game, p, "ja").event(e) for e in d.game.view(p)["log"]]
        assert "栄光の探求者が攻撃した" in ja


def test_a_trigger_of_a_face_up_permanent_is_named_after_it_left() -> None:
    s = Scenario(seed=3)
    s.battlefield(0, "Festering Goblin")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve_all()
    for p in (0, 1):
        trig = entries(d, p, "trigger")
        assert [(e["card"], e["source"]) for e in trig] == \
            [("Festering Goblin", "Festering Goblin")]
        assert Describer(d.game, p, "en").event(trig[0]) == "Festering Goblin triggers"


def test_a_cast_links_the_card_to_the_spell_only_for_who_knew_the_card() -> None:
    """CR 400.7: the spell is a new object; its owner may follow it from the hand, the
    opponent sees only the spell. The owner's draw entry keeps the card's name after the card
    has left the hand."""
    s = Scenario(seed=3)
    s.battlefield(0, "Mountain")
    s.library(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    d.pass_until("precombat_main")
    card = d.find("Shock", zone="hand")
    d.cast(0, "Shock", targets=[1])
    spell = d.find("Shock", zone="stack")
    d.resolve()
    mine, theirs = entries(d, 0, "cast")[-1], entries(d, 1, "cast")[-1]
    assert (mine["card"], mine["from_object"], mine["object"]) == ("Shock", card, spell)
    assert (theirs["card"], theirs["from_object"], theirs["object"]) == ("Shock", None, spell)
    assert entries(d, 0, "draw")[-1]["card"] == "Shock"
    assert entries(d, 1, "draw")[-1]["card"] is None


def test_a_morph_entries_never_change_as_it_turns_face_up() -> None:
    """CR 708.5: only the controller knows the face-down spell; turning it face up reveals it
    (CR 702.37e) in a new entry, and the earlier entries stay as they were."""
    s = Scenario(seed=3)
    s.battlefield(0, *(["Plains"] * 7))
    s.hand(0, "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, "Daru Lancer", method="face_down")
    d.resolve()
    before = [d.game.view(p)["log"] for p in (0, 1)]
    assert before[0][-1]["card"] == "Daru Lancer" and before[1][-1]["card"] is None
    assert [e["card"] for e in before[1] if e["kind"] == "cast"] == [None]
    d.special(0, "turn_face_up", d.find("Daru Lancer"))
    d.pay()
    after = [d.game.view(p)["log"] for p in (0, 1)]
    for p in (0, 1):
        assert after[p][:len(before[p])] == before[p]
        up = [e for e in after[p] if e["kind"] == "turned_face_up"]
        assert [e["card"] for e in up] == ["Daru Lancer"]


@pytest.mark.card("Fading Hope")
def test_a_bounced_face_down_creature_is_revealed_to_all_and_is_no_leak() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed; the opponent's log
    names it, and the hidden-information invariant accepts it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, "Fading Hope", targets=[lancer])
    d.resolve()
    assert d.ids("Daru Lancer", zone="hand", player=1)
    back = [e for e in entries(d, 0, "zone_change") if e["from"] == "battlefield"]
    assert [(e["card"], e["to"], e["from_object"]) for e in back] == \
        [("Daru Lancer", "hand", lancer)]
    check_hidden_information(d.game)


@pytest.mark.card("Consider")
def test_a_look_names_the_card_to_the_player_who_looks_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Krosan Tusker", "Island")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    assert entries(d, 0, "look")[-1]["cards"] == ["Krosan Tusker"]
    assert entries(d, 1, "look")[-1]["cards"] is None
    assert Describer(d.game, 0, "en").event(entries(d, 0, "look")[-1]) == \
        "You look at Krosan Tusker"
    assert Describer(d.game, 1, "ja").event(entries(d, 1, "look")[-1]) == \
        "Player 1が非公開のカード1枚を見た"


@pytest.mark.card("Duress")
def test_a_revealed_hand_is_named_to_every_player_and_stays_named() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    for p in (0, 1):
        shown = entries(d, p, "reveal_hand")[-1]
        assert sorted(shown["cards"]) == ["Glory Seeker", "Island", "Shock"]
    line = Describer(d.game, 0, "en").event(entries(d, 0, "reveal_hand")[-1])
    assert line == "Player 2 reveals their hand: Glory Seeker, Island, Shock"


@pytest.mark.card("Spy Network")
def test_a_look_at_a_hand_is_named_to_the_looker_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    s.hand(1, "Smother")
    s.library(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    assert entries(d, 0, "look_at_hand")[-1]["cards"] == ["Smother", "Krosan Tusker"]
    assert entries(d, 1, "look_at_hand")[-1]["cards"] is None
    mine = entries(d, 0, "look")
    assert sorted(mine[-1]["cards"]) == ["Forest", "Island", "Mountain", "Swamp"]
    assert entries(d, 1, "look")[-1]["cards"] is None


@pytest.mark.card("Evolving Wilds")
def test_a_search_names_the_library_to_the_searcher_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Forest", "Krosan Tusker")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    d.resolve()
    mine = entries(d, 0, "search")[-1]
    assert sorted(mine["cards"]) == ["Forest", "Krosan Tusker"] and mine["owner"] == 0
    assert entries(d, 1, "search")[-1]["cards"] is None
    assert Describer(d.game, 1, "ja").event(entries(d, 1, "search")[-1]) == \
        "Player 1がPlayer 1のライブラリーを探した"


def test_a_card_cycled_from_the_hand_is_revealed_and_its_ability_named_for_everyone() -> None:
    """CR 602.2a, 701.20a, 702.29a: cycling Barkhide Mauler reveals it; the activated ability,
    put on the stack once the card is in the graveyard, is named after it in both players'
    logs (its source as it last existed in the hand, CR 113.7a)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Barkhide Mauler")
    d = Driver(s.build())
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    assert d.zone_of("Barkhide Mauler") == "graveyard"
    for p in (0, 1):
        assert [e["cards"] for e in entries(d, p, "reveal")] == [["Barkhide Mauler"]]
        act = entries(d, p, "activate")
        assert [(e["card"], e["source"]) for e in act] == [("Barkhide Mauler", "Barkhide Mauler")]
    assert Describer(d.game, 1, "en").event(entries(d, 1, "activate")[0]) == \
        "Player 1 activates Barkhide Mauler"
