"""What each player's log says, fixed as it happens (CR 400.2, 400.7, 701.20, 701.23, 708).

A public object is named in every player's log even after it has left the battlefield; a
card only one player may know is named to that player only; an entry once shown never changes
but for the ids it links (a card in a hidden zone only while known, ``manastack.log_links``).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.decisions.actions import CastSpell, PassPriority, PlayLand
from manastack.invariants import check_hidden_information
from manastack.log_links import LINKS
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.views import SPECTATOR, log_view
from tests.reference_cards import STIFLE


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
        assert ("Glory Seeker attacks you" if p else "Glory Seeker attacks Player 2") in lines
        assert "Shock deals 2 damage → Glory Seeker" in lines
        ja = [Describer(d.game, p, "ja").event(e) for e in d.game.view(p)["log"]]
        assert ("栄光の探求者があなたを攻撃した" if p else "栄光の探求者がプレイヤー2を攻撃した") in ja


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


@pytest.mark.parametrize("caster", [0, 1])
def test_a_cast_links_the_card_to_the_spell_only_for_who_knew_the_card(caster: int) -> None:
    """CR 400.7: the spell is a new object; its owner may follow it from the hand, the
    opponent sees only the spell. The owner's draw entry keeps the card's name after the card
    has left the hand."""
    other = 1 - caster
    s = Scenario(seed=3)
    s.battlefield(caster, "Mountain")
    s.library(caster, "Shock")
    s.battlefield(other, "Glory Seeker")
    s.at("upkeep", active=caster, turn=3 + caster)
    d = Driver(s.build())
    d.pass_until("precombat_main")
    card = d.find("Shock", zone="hand")
    d.cast(caster, "Shock", targets=[other])
    spell = d.find("Shock", zone="stack")
    d.resolve()
    mine, theirs = entries(d, caster, "cast")[-1], entries(d, other, "cast")[-1]
    assert (mine["card"], mine["from_object"], mine["object"]) == ("Shock", card, spell)
    assert (theirs["card"], theirs["from_object"], theirs["object"]) == ("Shock", None, spell)
    assert entries(d, caster, "draw")[-1]["card"] == "Shock"
    assert entries(d, other, "draw")[-1]["card"] is None


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
        "プレイヤー1が非公開のカード1枚を見た"


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


@pytest.mark.card("Kamahl's Summons")
def test_a_card_revealed_from_a_hand_is_named_in_the_choice_logged_after_it() -> None:
    """CR 400.2, 701.20a: a hand is hidden, but Kamahl's Summons reveals the card chosen there;
    the entry of the choice, logged after the reveal, names it for every player, who all know
    it in that hand now (rules.known_cards), and points at it while they know it there
    (manastack.log_links)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Kamahl's Summons", "Glory Seeker", "Shock")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.choose(None)  # Shock is left: asked all the same (CR 400.2), and stops
    assert d.zone_of("Glory Seeker") == "hand"
    assert entries(d, 0, "chose") == [
        {"kind": "chose", "player": 0, "card": "Glory Seeker", "object": seeker}]
    assert entries(d, 1, "chose") == [
        {"kind": "chose", "player": 0, "card": "Glory Seeker", "object": seeker}]
    shock = d.find("Shock", zone="hand")
    assert d.game.card(shock).name == "Shock"
    assert [c["name"] for c in d.game.view(1)["players"][0]["hand_known"]] == ["Glory Seeker"]
    check_hidden_information(d.game)


@pytest.mark.card("Duress")
@pytest.mark.parametrize(("drawn", "linked"), [("Forest", True), ("Island", False)])
def test_a_land_played_from_a_known_hand_is_linked_if_it_can_be_told_apart(
        drawn: str, linked: bool) -> None:
    """CR 402.3, 400.7: Duress reveals player 1's hand (Glory Seeker, Island, Shock) and takes
    Shock; player 1, who plays with the top card of their library revealed (Future Sight),
    draws it in sight of all: player 0 knows every card of that hand. When player 1 plays the
    Island, player 0's log links it to the card revealed in the hand, unless the card drawn
    is an Island too: then they can't tell which Island went, and it links neither."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.library(0, "Swamp", "Swamp")
    s.battlefield(1, "Future Sight")
    s.hand(1, "Glory Seeker", "Island", "Shock")
    s.library(1, drawn, "Forest")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    island = d.find("Island", zone="hand", player=1)
    d.pass_until("precombat_main", turn=4)
    assert sorted(c["name"] for c in d.game.view(0)["players"][1]["hand_known"]) == \
        sorted(["Glory Seeker", "Island", drawn])
    d.act(1, PlayLand(island))
    played = entries(d, 0, "zone_change")[-1]
    assert (played["card"], played["from_object"]) == ("Island", island if linked else None)


@pytest.mark.card("Spy Network")
@pytest.mark.parametrize("caster", [0, 1])
def test_a_look_at_a_hand_is_named_to_the_looker_only(caster: int) -> None:
    """CR 701.20e: Spy Network's caster looks at the target player's hand, the top card of
    their library and their own top four cards; only the caster learns those cards."""
    other = 1 - caster
    s = Scenario(seed=1)
    s.battlefield(caster, "Island")
    s.hand(caster, "Spy Network")
    s.library(caster, "Forest", "Island", "Swamp", "Mountain")
    s.hand(other, "Smother")
    s.library(other, "Krosan Tusker")
    s.at("precombat_main", active=caster, turn=3 + caster)
    d = Driver(s.build())
    d.cast(caster, "Spy Network", targets=[other])
    d.resolve()
    assert entries(d, caster, "look_at_hand")[-1]["cards"] == ["Smother", "Krosan Tusker"]
    assert entries(d, other, "look_at_hand")[-1]["cards"] is None
    mine = entries(d, caster, "look")
    assert sorted(mine[-1]["cards"]) == ["Forest", "Island", "Mountain", "Swamp"]
    assert entries(d, other, "look")[-1]["cards"] is None


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
        "プレイヤー1がプレイヤー1のライブラリーを探した"


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


@pytest.mark.card("Aven Soulgazer")
@pytest.mark.parametrize("looker", [0, 1])
def test_a_face_down_attacker_is_named_to_its_controller_and_to_who_looked_at_it(
        looker: int) -> None:
    """CR 708.5: a face-down permanent's controller may look at it, and so may a player an
    effect lets look at it (Aven Soulgazer, CR 701.20e): its attack is named in both their logs,
    but not to a spectator, who sees public information only, though every player knows it.
    The permanent's id is public (it is on the battlefield), so every log links the entry to
    it."""
    ctrl = 1 - looker
    s = Scenario(seed=1)
    s.battlefield(looker, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.battlefield(ctrl, "Daru Lancer", face_down=True)
    s.at("precombat_main", active=ctrl, turn=3, priority=looker)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.activate(looker, "Aven Soulgazer", targets=[lancer])
    d.resolve()
    d.to_combat()
    d.attack([lancer], defender=looker)
    for p in (looker, ctrl):
        assert [(e["card"], e["object"]) for e in entries(d, p, "attacks")] == \
            [("Daru Lancer", lancer)]
    watched = [e for e in d.game.spectator_view()["log"] if e["kind"] == "attacks"]
    assert [(e["card"], e["object"]) for e in watched] == [(None, lancer)]
    assert [o.get("card") for o in d.game.spectator_view()["battlefield"]
            if o["id"] == lancer] == [None]


@pytest.mark.card("Daru Lancer")
@pytest.mark.parametrize("ctrl", [0, 1])
def test_a_face_down_attacker_is_named_to_its_controller_only(ctrl: int) -> None:
    """CR 708.5: only the controller of a face-down creature may look at it: its attack and
    the combat damage it deals are named in that player's log, not in the opponent's."""
    s = Scenario(seed=1)
    s.battlefield(ctrl, "Daru Lancer", face_down=True)
    s.at("precombat_main", active=ctrl, turn=3)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.to_combat()
    d.attack([lancer], defender=1 - ctrl)
    d.pass_until("end_of_combat")
    assert d.life(1 - ctrl) == 18
    assert [e["card"] for e in entries(d, ctrl, "attacks")] == ["Daru Lancer"]
    assert [e["card"] for e in entries(d, 1 - ctrl, "attacks")] == [None]
    assert [e["source"] for e in entries(d, ctrl, "damage")] == ["Daru Lancer"]
    assert [e["source"] for e in entries(d, 1 - ctrl, "damage")] == [None]


@pytest.mark.card("Delver of Secrets")
def test_a_transformed_permanent_that_dies_is_named_by_the_face_it_had() -> None:
    """CR 712.8e, 400.7: a transformed Delver of Secrets on the battlefield is Insectile
    Aberration; the entry of its death names it as it last existed there, though the card in
    the graveyard has its front face up (CR 712.8a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Delver of Secrets", transformed=True)
    d = Driver(s.build())
    aberration = d.find("Insectile Aberration")
    d.cast(0, "Shock", targets=[aberration])
    d.resolve()
    assert d.zone_of("Delver of Secrets") == "graveyard"
    for p in (0, 1):
        died = [e for e in entries(d, p, "zone_change") if e["from_object"] == aberration]
        assert [(e["card"], e["to"]) for e in died] == [("Insectile Aberration", "graveyard")]


@pytest.mark.card("Clone")
def test_a_clone_is_named_as_the_creature_it_copies() -> None:
    """CR 707.2: Clone that entered as a copy of Glory Seeker is named Glory Seeker; the
    damage it is dealt and its death are logged under that name for every player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Clone")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker"))
    clone = d.state.battlefield[-1]
    d.pass_priority()
    d.cast(1, "Shock", targets=[clone])
    d.resolve()
    assert d.zone_of("Clone") == "graveyard"
    for p in (0, 1):
        assert [(e["source"], e["target"]) for e in entries(d, p, "damage")] == \
            [("Shock", "Glory Seeker")]
        died = [e for e in entries(d, p, "zone_change") if e["from_object"] == clone]
        assert [e["card"] for e in died] == ["Glory Seeker"]


@pytest.mark.parametrize("player", [0, 1])
def test_a_land_played_from_the_hand_is_followed_from_the_hand_by_its_owner_only(
        player: int) -> None:
    """CR 400.2, 400.7: a card in a hand is hidden from the other players, so only its owner
    may link the land on the battlefield to the card it was in the hand; once on the
    battlefield (a public zone) it is named and shown to all."""
    s = Scenario(seed=1)
    s.hand(player, "Forest")
    s.at("precombat_main", active=player, turn=3)
    d = Driver(s.build())
    card = d.find("Forest", zone="hand")
    d.play_land(player, "Forest")
    land = d.find("Forest", zone="battlefield")
    for p, linked in ((player, card), (1 - player, None)):
        played = [e for e in entries(d, p, "zone_change") if e["to"] == "battlefield"]
        assert [(e["card"], e["from_object"], e["object"]) for e in played] == \
            [("Forest", linked, land)]


@pytest.mark.card("Barkhide Mauler")
@pytest.mark.parametrize("player", [0, 1])
def test_a_card_revealed_by_cycling_is_followed_to_the_graveyard_by_every_player(
        player: int) -> None:
    """CR 702.29a, 701.20a: cycling reveals the card, so every player may link the card
    discarded to the card they saw in the hand (CR 400.7), and the cycle entry names it for
    all. The ability's source has left the hand: it is named as it last existed there, with
    no object to point at (CR 113.7a)."""
    s = Scenario(seed=3)
    s.battlefield(player, "Forest", "Forest")
    s.hand(player, "Barkhide Mauler")
    s.at("precombat_main", active=player, turn=3)
    d = Driver(s.build())
    card = d.find("Barkhide Mauler", zone="hand")
    d.activate(player, card)
    assert d.zone_of("Barkhide Mauler") == "graveyard"
    grave = d.find("Barkhide Mauler", zone="graveyard")
    for p in (0, 1):
        discard = [e for e in entries(d, p, "zone_change") if e["to"] == "graveyard"]
        assert [(e["card"], e["from_object"], e["object"]) for e in discard] == \
            [("Barkhide Mauler", card, grave)]
        assert [(e["card"], e["object"]) for e in entries(d, p, "cycle")] == \
            [("Barkhide Mauler", None)]
        assert [(e["source"], e["source_object"]) for e in entries(d, p, "activate")] == \
            [("Barkhide Mauler", None)]


@pytest.mark.card("Delver of Secrets")
@pytest.mark.parametrize("player", [0, 1])
def test_a_trigger_of_a_permanent_on_the_battlefield_points_at_it_for_everyone(
        player: int) -> None:
    """CR 113.7, 603.3: a triggered ability is named by its source; the source is on the
    battlefield (public), so every log points at it. The card Delver of Secrets' ability then
    looks at is named to its controller only (CR 701.20e)."""
    s = Scenario(seed=1)
    s.battlefield(player, "Delver of Secrets")
    s.library(player, "Forest", "Island")
    s.library(1 - player, "Plains", "Plains")
    s.at("precombat_main", active=1 - player, turn=2)
    d = Driver(s.build())
    delver = d.find("Delver of Secrets")
    while d.decision.kind != "may":  # to the Delver's look, in its controller's upkeep
        d.act(d.decision.player, PassPriority())
    for p in (0, 1):
        assert [(e["card"], e["source"], e["source_object"])
                for e in entries(d, p, "trigger")] == \
            [("Delver of Secrets", "Delver of Secrets", delver)]
    assert [e["cards"] for e in entries(d, player, "look")] == [["Forest"]]
    assert [e["cards"] for e in entries(d, 1 - player, "look")] == [None]


@pytest.mark.card("Aura Extraction")
@pytest.mark.parametrize("augur", [False, True])
def test_a_card_put_on_top_of_a_library_is_known_there_and_linked_by_who_may_look_at_it(
        augur: bool) -> None:
    """CR 400.2, 400.7, 401.2: Aura Extraction puts a public enchantment on top of its owner's
    library: every player saw which card went there and knows it on top (each view shows it,
    rules.known_cards), and the log links its new object in the library for them while they
    know it there (manastack.log_links); the view shows its id only to its owner when they
    may look at the top card any time (Augur of Autumn)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Aura Extraction")
    s.battlefield(1, "Words of Wind")
    if augur:
        s.battlefield(1, "Augur of Autumn")
    s.library(1, "Island")
    d = Driver(s.build())
    words = d.find("Words of Wind")
    d.cast(0, "Aura Extraction", targets=[words])
    d.resolve()
    top = d.state.players[1].library[0]
    assert d.game.card(top).name == "Words of Wind"
    for p, linked in ((0, None), (1, top if augur else None)):
        moved = [e for e in entries(d, p, "zone_change") if e["from_object"] == words]
        assert [(e["card"], e["to"], e["object"]) for e in moved] == \
            [("Words of Wind", "library", top)]
        known = d.game.view(p)["players"][1]["library_known"]
        assert [(c["position"], c["name"], c["id"]) for c in known] == \
            [(0, "Words of Wind", linked)]


@pytest.mark.card("Abandon the Post")
@pytest.mark.parametrize("caster", [0, 1])
def test_a_spell_cast_from_a_graveyard_is_linked_to_its_card_for_every_player(
        caster: int) -> None:
    """CR 702.34a, 400.2: a card cast with flashback comes from the graveyard, a public zone,
    so every player may link the spell to the card it was there (CR 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(caster, "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(caster, "Abandon the Post")
    s.at("precombat_main", active=caster, turn=3 + caster)
    d = Driver(s.build())
    card = d.find("Abandon the Post", zone="graveyard")
    spell = d.cast(caster, "Abandon the Post", method="flashback")
    for p in (0, 1):
        assert [(e["card"], e["from_object"], e["object"]) for e in entries(d, p, "cast")] == \
            [("Abandon the Post", card, spell)]


@pytest.mark.card("Future Sight")
def test_a_spell_cast_from_the_top_of_a_library_is_linked_to_the_revealed_card() -> None:
    """CR 401.5, 400.7: a spell cast from the top of the library under Future Sight is named
    to every player and linked to the card it was there, which every player knew: it was
    revealed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight", "Mountain")
    s.library(0, "Shock", "Forest")
    d = Driver(s.build())
    card = d.find("Shock", zone="library")
    spell = d.cast(0, card, targets=[1], method="from_library")
    for p in (0, 1):
        assert [(e["card"], e["from_object"], e["object"]) for e in entries(d, p, "cast")] == \
            [("Shock", card, spell)]


@pytest.mark.card("Akroma's Blessing")
def test_an_ability_targeted_on_the_stack_is_pointed_at_but_names_no_card() -> None:
    """CR 405.1: an activated ability goes on the stack without any card associated with it,
    so the entry of its becoming a target (of Stifle) names no card, in either log, and points
    at the ability on the stack (a public zone); the activation entry names its source
    (CR 113.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Akroma's Blessing")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    d.activate(0, d.find("Akroma's Blessing", zone="hand"))
    ability = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[ability])
    for p in (0, 1):
        assert [(e["card"], e["object"]) for e in entries(d, p, "becomes_target")] == \
            [(None, ability)]
        assert [e["source"] for e in entries(d, p, "activate")] == ["Akroma's Blessing"]


@pytest.mark.card("Midnight Reaper")
def test_damage_dealt_by_a_source_that_left_is_named_by_its_last_known_information() -> None:
    """CR 113.7a, 608.2h: Midnight Reaper's ability deals damage after the Reaper died; the
    damage is dealt by the Reaper as it last existed on the battlefield, a public zone, so
    every log names it as the source."""
    s = Scenario(seed=1)
    s.battlefield(0, "Midnight Reaper", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Midnight Reaper")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    for p in (0, 1):
        assert [(e["source"], e.get("target")) for e in entries(d, p, "damage")] == \
            [("Shock", "Midnight Reaper"), ("Midnight Reaper", None)]


@pytest.mark.card("Threaten")
@pytest.mark.card("Aven Soulgazer")
def test_a_stolen_face_down_attacker_is_named_to_its_new_controller_and_to_who_looked() -> None:
    """CR 708.5: the controller of a face-down permanent may look at it, so a player who gains
    control of one (Threaten) knows it; a player who looked at it (Aven Soulgazer, CR 701.20e)
    still knows it. Both logs name its attack."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten")
    s.battlefield(2, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=3, priority=2)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.activate(2, "Aven Soulgazer", targets=[lancer])
    d.resolve()
    d.cast(1, "Threaten", targets=[lancer])
    d.resolve()
    d.to_combat()
    d.attack([lancer], defender=2)
    for p in (1, 2):
        assert [(e["card"], e["object"]) for e in entries(d, p, "attacks")] == \
            [("Daru Lancer", lancer)]


def test_a_destroyed_creatures_move_to_the_graveyard_names_its_owner() -> None:
    """CR 701.8a, 404.2: Defenestrate destroys player 1's Glory Seeker: it is put into its
    owner's graveyard, and every player's log says whose graveyard (player 1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    for p in (0, 1):
        moves = [e for e in entries(d, p, "zone_change") if e["from"] == "battlefield"]
        assert [(e["card"], e["to"], e.get("player")) for e in moves] == \
            [("Glory Seeker", "graveyard", 1)]


@pytest.mark.card("Wrenn and Seven")
def test_cards_revealed_from_a_library_are_named_to_every_player_as_they_move() -> None:
    """CR 701.20a: Wrenn and Seven's +1 reveals the top four cards of the library, so each
    player's log names the lands put into the hand as well as the cards put into the
    graveyard; the hidden-information check agrees for both players."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wrenn and Seven")
    s.library(0, "Forest", "Shock", "Island", "Glory Seeker", "Plains")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Wrenn and Seven", index=0)
    d.resolve()
    assert sorted(d.game.card(c).name for c in d.state.players[0].hand) == ["Forest", "Island"]
    for p in (0, 1):
        moved = {(e["card"], e["to"]) for e in entries(d, p, "zone_change")
                 if e["from"] == "library"}
        assert moved == {("Forest", "hand"), ("Island", "hand"), ("Shock", "graveyard"),
                         ("Glory Seeker", "graveyard")}
        check_hidden_information(d.game)


@pytest.mark.card("Delver of Secrets")
def test_a_card_revealed_on_top_of_a_library_is_named_to_every_player_as_it_is_drawn() -> None:
    """CR 701.20a: Delver of Secrets' owner reveals the top card of their library (Shock) in
    the upkeep; drawing it in the draw step is named in both players' logs."""
    s = Scenario(seed=1)
    s.battlefield(0, "Delver of Secrets")
    s.library(0, "Shock", "Island")
    s.library(1, "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "may":
        d.pass_priority()
    d.choose(True)
    d.pass_until("draw")
    for p in (0, 1):
        assert [e["card"] for e in entries(d, p, "draw")][-1:] == ["Shock"]
        check_hidden_information(d.game)


@pytest.mark.card("Delver of Secrets")
@pytest.mark.parametrize(("seed", "drawn"), [(2, "Shock"), (1, "Island")])
def test_a_card_revealed_in_a_library_is_unknown_again_once_the_library_is_shuffled(
        seed: int, drawn: str) -> None:
    """CR 701.24a: Delver of Secrets reveals Shock on top of the library in the upkeep; then
    Krosan Tusker is cycled: its trigger searches (finding nothing) and shuffles the library
    before the cycling draw. The card drawn (Shock with one seed, an Island with the other) is
    not known to the opponent: their log doesn't name it; a Shock left in the library is one
    of its unknown cards again."""
    s = Scenario(seed=seed)
    s.battlefield(0, "Delver of Secrets", "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Shock", "Forest", "Island", "Island")
    s.library(1, "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "may":
        d.pass_priority()
    d.choose(True)  # reveal Shock
    d.activate(0, "Krosan Tusker")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("may")
    d.choose(True)  # search
    d.expect("search")
    d.choose(None)  # find nothing; the library is shuffled
    while d.state.stack:
        d.pass_priority()
    assert [e["card"] for e in entries(d, 0, "draw")][-1] == drawn
    assert [e["card"] for e in entries(d, 1, "draw")][-1] is None
    check_hidden_information(d.game)


# -- links to cards in hidden zones (manastack.log_links) -------------------------------------
# A card in a hand or a library is linked only while the player may know which card it is: a
# top card revealed by Future Sight no longer once it is shuffled away (CR 401.5, 701.24a), a
# card returned to a hand in sight of all while the others still know it there; a spell cast
# from a hand is linked to that card for who could tell it from the hand's other cards (CR
# 402.3); the server resends an entry whose links changed.
def _links(d: Driver, player: int) -> set[int]:
    return {e[k] for e in log_view(d.game, player) for k in LINKS if e.get(k) is not None}


def _moves(d: Driver, player: int, src: str, to: str) -> list[dict[str, Any]]:
    return [e for e in log_view(d.game, player)
            if e["kind"] == "zone_change" and (e["from"], e["to"]) == (src, to)]


# -- a top card revealed by a rule (CR 401.5) ------------------------------------------------
def _head_games() -> tuple[Driver, list[int]]:
    """Player 1's Head Games: player 0, who plays with the top card of their library revealed
    (Future Sight), puts Shock and Glory Seeker from their hand on top of it, one at a time
    (each revealed in turn as the top card); player 1 is to search it for two cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Future Sight")
    s.hand(0, "Shock", "Glory Seeker")
    s.battlefield(1, *["Swamp"] * 5)
    s.hand(1, "Head Games")
    s.library(0, "Plains", "Plains", "Nosy Goblin", "Mountain", "Plains")
    s.library(1, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=3, priority=1)
    d = Driver(s.build())
    d.cast(1, "Head Games", targets=[0])
    d.resolve()
    d.expect("search")
    put = [e["object"] for e in _moves(d, 0, "hand", "library")]
    assert [d.game.name_of(o) for o in put] == ["Shock", "Glory Seeker"]
    return d, put


def test_401_5_the_revealed_top_card_is_linked_only_while_it_is_the_top_card() -> None:
    """Glory Seeker, on top and revealed, is linked in every player's log; Shock, under it,
    in its owner's (they put the cards there in an order they chose, CR 401.4) and in the
    searcher's, who looks at all the cards of that library (CR 701.23a), not a spectator's."""
    d, (shock, seeker) = _head_games()
    assert d.state.players[0].library[:2] == [seeker, shock]
    for p in (0, 1, SPECTATOR):
        assert seeker in _links(d, p)
    assert shock in _links(d, 0) and shock in _links(d, 1)
    assert shock not in _links(d, SPECTATOR)


def test_701_24a_cards_shuffled_into_the_library_are_no_longer_linked() -> None:
    """Player 1 takes two Plains (not the revealed cards) and player 0 shuffles: Shock and
    Glory Seeker stay in the library, which nobody knows the order of any more; no log links
    them, the entries still naming them as seen then."""
    d, (shock, seeker) = _head_games()
    plains = [c for c in d.state.players[0].library if d.game.name_of(c) == "Plains"]
    d.choose(plains[0])
    d.choose(plains[1])
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert {shock, seeker} <= set(d.state.players[0].library)
    for p in (0, 1, SPECTATOR):
        assert not {shock, seeker} & _links(d, p), p
        assert [e["card"] for e in _moves(d, p, "hand", "library")] == ["Shock", "Glory Seeker"]


# -- a card known in a hand (CR 402.3) ---------------------------------------------------------
def _bounced(*hand: str, creature: str = "Glory Seeker") -> tuple[Driver, int]:
    """Player 1's Fading Hope returns player 0's ``creature`` to their hand (holding
    ``hand``), in sight of all; it is player 0's main phase, with three Plains untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, creature, "Plains", "Plains", "Plains")
    s.hand(0, *hand)
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.cast(1, "Fading Hope", targets=[d.find(creature)])
    d.resolve()
    while d.decision.kind != "priority" or d.decision.player != 0:
        d.take_first(d.decision.kind) if d.decision.kind != "priority" else d.pass_priority()
    [back] = [e["object"] for e in _moves(d, 0, "battlefield", "hand")]
    return d, back


def test_402_3_a_card_returned_to_a_hand_is_linked_to_the_spell_cast_from_it() -> None:
    """The Glory Seeker returned to its owner's empty hand is known to all there: the entry
    of its return links its id in the hand, and the entry of its cast links that id to the
    spell, for its owner, its opponent and anyone watching."""
    d, back = _bounced()
    for p in (0, 1, SPECTATOR):
        assert _moves(d, p, "battlefield", "hand")[0]["object"] == back
    d.act(0, CastSpell(back))
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    for p in (0, 1, SPECTATOR):
        cast = [e for e in log_view(d.game, p) if e["kind"] == "cast"][-1]
        assert (cast["card"], cast["from_object"]) == ("Glory Seeker", back), p


def test_402_3_a_known_card_among_others_of_its_name_cant_be_followed_out_of_the_hand() -> None:
    """Player 0 also holds another Glory Seeker, unknown to player 1: whichever of the two
    player 0 casts, player 1 can't tell which went, so their log links neither the spell to
    a card of the hand nor, any more, the one returned there; both casts read alike to them."""
    logs = []
    for which in (0, 1):
        d, back = _bounced("Glory Seeker")
        other = next(c for c in d.state.players[0].hand if c != back)
        assert 1 in d.state.objects[back].known_to and 1 not in d.state.objects[other].known_to
        d.act(0, CastSpell((back, other)[which]))
        while d.decision.kind != "priority":
            d.take_first(d.decision.kind)
        assert back not in _links(d, 1) and other not in _links(d, 1)
        cast = [e for e in log_view(d.game, 1) if e["kind"] == "cast"][-1]
        assert cast["from_object"] is None
        logs.append(log_view(d.game, 1))
    assert logs[0] == logs[1]


def test_402_3_a_known_card_in_a_hand_is_unlinked_once_it_cant_be_told_apart() -> None:
    """Player 0 casts Daru Lancer face down from a hand holding it and the returned Glory
    Seeker: player 1 can't tell which card went, so they no longer know the Glory Seeker
    there, and their log stops linking it; its owner's still does."""
    d, back = _bounced("Daru Lancer")
    assert back in _links(d, 1)
    d.act(0, CastSpell(d.find("Daru Lancer"), "face_down"))
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert back in d.state.players[0].hand
    assert back not in _links(d, 1) and back not in _links(d, SPECTATOR)
    assert back in _links(d, 0)


def test_the_server_resends_an_entry_whose_links_changed() -> None:
    """A room's message for a seat resumes the log at the first entry it sent that changed
    since (the return of the Glory Seeker, no longer linked), not only after the last."""
    from manastack.server.rooms import Room, Seat
    d, back = _bounced("Daru Lancer")
    room = Room("g", "normal", d.game, [Seat(0, "human", "a", None, None),
                                        Seat(1, "human", "b", None, None)])
    _, sent = room.message(1)
    returned = next(i for i, e in enumerate(sent) if e.get("object") == back)
    d.act(0, CastSpell(d.find("Daru Lancer"), "face_down"))
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    text, full = room.message(1, sent)
    msg = json.loads(text)
    assert msg["log_start"] == returned
    assert sent[:returned] + msg["view"]["log"] == json.loads(json.dumps(full))
    assert full[returned]["object"] is None
    # nothing changed since: the next message carries no entry sent before
    assert json.loads(room.message(1, full)[0])["log_start"] == len(full)


@pytest.mark.card("Daru Lancer")
@pytest.mark.parametrize("alone", [True, False])
def test_402_3_a_card_cast_face_down_is_linked_for_who_knew_it_was_the_hands_only_card(
        alone: bool) -> None:
    """CR 708.5, 402.3: Daru Lancer, returned face up to its owner's hand in sight of all, is
    cast face down: player 1 knows which card the face-down spell is if it was the hand's only
    card (their log links it to that card), not if the hand held another (nobody else sees
    which card goes face down)."""
    d, back = _bounced(*(() if alone else ("Glory Seeker",)), creature="Daru Lancer")
    d.act(0, CastSpell(back, "face_down"))
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    cast = [e for e in log_view(d.game, 1) if e["kind"] == "cast"][-1]
    assert cast["from_object"] == (back if alone else None)
    assert (back in _links(d, 1)) is alone




def _embermages_ping() -> Driver:
    """Each player controls an Embermage Goblin ("{T}: Embermage Goblin deals 1 damage to any
    target") and a Glory Seeker; player 1's Embermage pings player 0's Glory Seeker, then player
    0's pings player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin", "Glory Seeker")
    s.battlefield(1, "Embermage Goblin", "Glory Seeker")
    d = Driver(s.build())
    d.pass_priority()
    d.activate(1, d.ids("Embermage Goblin", player=1)[0],
               targets=[d.ids("Glory Seeker", player=0)[0]])
    d.resolve()
    d.activate(0, d.ids("Embermage Goblin", player=0)[0], targets=[1])
    d.resolve()
    return d


def test_a_damage_entry_says_whose_source_and_permanent_it_was_cr_110_2() -> None:
    """Who controls a permanent is public (CR 110.2): every player's damage entry gives the
    source's id and controller, and the controller of the permanent dealt damage, as the
    damage was dealt."""
    d = _embermages_ping()
    mine, theirs = d.ids("Embermage Goblin", player=0)[0], d.ids("Embermage Goblin", player=1)[0]
    seeker = d.ids("Glory Seeker", player=0)[0]
    for p in (0, 1, SPECTATOR):
        first, second = [e for e in log_view(d.game, p) if e["kind"] == "damage"]
        assert (first["source_object"], first["source_controller"]) == (theirs, 1)
        assert (first["target_object"], first["target_controller"]) == (seeker, 0)
        assert (second["source_object"], second["source_controller"]) == (mine, 0)
        assert second["player"] == 1 and "target_controller" not in second


def test_a_counters_entry_says_which_kind_of_counter_to_every_player_cr_122_1() -> None:
    """Which kind of counter is put on or removed from an object or a player is public (CR
    122.1, 122.1f): every player's log entry says it, the poison counter on player 1 and the
    -1/-1 counter on player 1's face-down creature, whose card player 0 doesn't know; the web
    client's sentences name the kind in both languages."""
    from manastack.server.messages import WEB_EN, WEB_JA
    from tests.reference_cards import PROLOGUE_TO_PHYRESIS, SCAR
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Swamp")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.hand(0, PROLOGUE_TO_PHYRESIS.name, SCAR.name)
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    lancer = d.state.battlefield[-1]
    d.cast(0, PROLOGUE_TO_PHYRESIS.name)
    d.resolve()
    d.cast(0, SCAR.name, targets=[lancer])
    d.resolve()
    for p in (0, 1, SPECTATOR):
        poison, minus = [e for e in log_view(d.game, p) if e["kind"] == "counters_added"]
        assert (poison["player"], poison["counter"], poison["amount"]) == (1, "poison", 1)
        assert "card" not in poison and "object" not in poison
        assert (minus["object"], minus["counter"], minus["amount"]) == (lancer, "-1/-1", 1)
        assert minus["card"] == ("Daru Lancer" if p == 1 else None)
    for words in (WEB_EN, WEB_JA):
        assert "{counter}" in words["log_counters_added"]
        assert "{counter}" in words["log_counters_removed"]
