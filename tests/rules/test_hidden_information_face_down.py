"""Hidden information of face-down spells and permanents (CR 708.5, 708.9, 400.7).

A player who may not look at a face-down object must not be able to learn which card it is
from ``Game.view``: not its name, Oracle text, card key, nor any id the card had in the hand.

Rulings covered: ONS-FAQ-009, ONS-FAQ-010, ONS-FAQ-012, ONS-FAQ-022.
"""

from __future__ import annotations

import json

import pytest

from manastack.cards.database import database
from manastack.decisions.actions import PassPriority, SpecialAction
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver

SECRET = "Krosan Colossus"


def secrets(name: str, strict: bool = True) -> list[str]:
    """Strings that would give the card away: names, key, Oracle text, and (``strict``) its
    mana cost and creature types."""
    card = database().get(name)
    face = card.faces[0]
    out = [card.name, card.key]
    if card.name_ja:
        out.append(card.name_ja)
    text = face.oracle_text or ""
    out.append(text[:20])
    if strict:
        out.extend(x for x in (face.mana_cost, *face.subtypes) if x)
    return out


def leaks(game: Game, player: int, name: str, ids: list[int], strict: bool = True) -> list[str]:
    """Everything in ``player``'s view (as JSON) that identifies the card."""
    text = json.dumps(game.view(player), ensure_ascii=False)
    found = [s for s in secrets(name, strict) if s in text]
    view = game.view(player)
    all_ids = set()

    def walk(x: object) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ("id", "object", "source", "target_object", "attached_to",
                         "new_object", "card", "creature", "blocker", "attacker") \
                        and isinstance(v, int):
                    all_ids.add(v)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
            if len(x) == 2 and all(isinstance(v, int) for v in x):
                all_ids.update(x)
    walk(view)
    found.extend(f"id {i}" for i in ids if i in all_ids)
    return found


def morph_game() -> tuple[Driver, int]:
    s = Scenario(seed=11)
    s.battlefield(0, *(["Forest"] * 11))
    s.hand(0, SECRET, "Towering Baloth")
    s.battlefield(1, "Glory Seeker", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    return d, d.find(SECRET, "hand")


def test_opponent_view_never_identifies_a_face_down_card() -> None:
    """Played out: cast face down, resolve, attack, get blocked, take damage, pass turns;
    at every point the opponent's view is checked; the controller's view names it."""
    d, hand_id = morph_game()
    g = d.game
    assert leaks(g, 0, SECRET, [hand_id])  # its owner sees it (so the search works)
    assert leaks(g, 1, SECRET, [hand_id]) == []
    sid = d.cast(0, SECRET, method="face_down")
    assert leaks(g, 1, SECRET, [hand_id]) == []
    assert any(o.get("card") == SECRET for o in g.view(0)["stack"])
    d.resolve()
    pid = d.find(SECRET, "battlefield")
    assert pid not in (hand_id, sid)
    assert leaks(g, 1, SECRET, [hand_id]) == []
    mine = [o for o in g.view(0)["battlefield"] if o["id"] == pid]
    assert mine and mine[0]["card"] == SECRET and mine[0]["face_down"]
    theirs = [o for o in g.view(1)["battlefield"] if o["id"] == pid]
    assert theirs == [{"id": pid, "owner": 0, "controller": 0, "face_down": True, "name": None,
                       "types": ["Creature"], "subtypes": [], "supertypes": [], "colors": [],
                       "power": 2, "toughness": 2, "keywords": [], "tapped": False,
                       "damage": 0, "counters": {}, "attached_to": None,
                       # when it came under its controller's control is public (CR 302.6)
                       "summoning_sick": True}]
    # a second face-down spell, then on through combat into the next turns
    d.cast(0, "Towering Baloth", method="face_down")
    d.resolve()
    assert leaks(g, 1, SECRET, [hand_id]) == []
    assert leaks(g, 1, "Towering Baloth", []) == []
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert leaks(g, 1, SECRET, [hand_id]) == []
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([pid])
    while d.decision.kind != "declare_blockers":
        d.act(d.decision.player, PassPriority())
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert leaks(g, 1, SECRET, [hand_id]) == []
    # finally it dies and is revealed (CR 708.9): now the opponent may know it
    d.act(0, PassPriority())
    d.cast(1, "Shock", targets=[pid])
    d.resolve()
    assert d.find(SECRET, "graveyard")
    assert SECRET in json.dumps(g.view(1))
    # (the revealed Colossus shares the Baloth's mana cost and type, so only names and text)
    assert leaks(g, 1, "Towering Baloth", [], strict=False) == []
    for p in (0, 1):
        json.dumps(g.view(p))  # every view is JSON-ready
    # the view of the game replayed from JSON is the same
    again = Game.from_json(g.to_json())
    assert again.view(1) == g.view(1)


@pytest.mark.ruling("ONS-FAQ-009", "ONS-FAQ-010")
def test_controller_sees_each_face_down_permanent_opponent_sees_none() -> None:
    s = Scenario(seed=11)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Spined Basher", face_down=True)
    d = Driver(s.build())
    lancer, basher = d.find("Daru Lancer"), d.find("Spined Basher")
    mine = {o["id"]: o.get("card") for o in d.game.view(0)["battlefield"]}
    assert mine == {lancer: "Daru Lancer", basher: "Spined Basher"}
    theirs = {o["id"]: o.get("card") for o in d.game.view(1)["battlefield"]}
    assert theirs == {lancer: None, basher: None}


@pytest.mark.ruling("ONS-FAQ-012")
def test_revealed_when_it_dies() -> None:
    """CR 708.9: a face-down permanent that leaves the battlefield is revealed; in the
    graveyard it is a new, face-up object."""
    s = Scenario(seed=11)
    s.battlefield(0, "Spined Basher", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    pid = d.find("Spined Basher")
    d.cast(1, "Shock", targets=[pid])
    d.resolve()
    gy = d.find("Spined Basher", "graveyard")
    assert gy != pid and not d.state.objects[gy].face_down
    view = d.game.view(1)
    assert [o["name"] for o in view["players"][0]["graveyard"]] == ["Spined Basher"]
    moves = [e for e in view["log"] if e["kind"] == "zone_change" and e.get("to") == "graveyard"
             and e.get("from") == "battlefield"]
    assert moves and moves[-1]["card"] == "Spined Basher"


@pytest.mark.ruling("ONS-FAQ-012")
def test_everything_face_down_is_revealed_at_the_end_of_the_game() -> None:
    s = Scenario(seed=11)
    s.battlefield(1, "Towering Baloth", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.life(0, 2)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    assert leaks(d.game, 0, "Towering Baloth", []) == []
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.game.is_over and d.game.winners == (1,)
    cards = [o.get("card") for o in d.game.view(0)["battlefield"] if o.get("face_down")]
    assert cards == ["Towering Baloth"]


@pytest.mark.ruling("ONS-FAQ-022")
def test_gaining_control_lets_the_new_controller_look_and_turn_it_face_up() -> None:
    """The new controller may look at it and pay its morph cost; the player who lost control
    may no longer look at it (CR 708.5)."""
    s = Scenario(seed=11)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains",
                  "Plains")
    s.hand(1, "Threaten")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    pid = d.find("Daru Lancer")
    assert [o.get("card") for o in d.game.view(1)["battlefield"] if o["id"] == pid] == [None]
    d.cast(1, "Threaten", targets=[pid])
    d.resolve()
    assert d.chars(pid).controller == 1
    assert [o.get("card") for o in d.game.view(1)["battlefield"] if o["id"] == pid] == \
        ["Daru Lancer"]
    assert [o.get("card") for o in d.game.view(0)["battlefield"] if o["id"] == pid] == [None]
    assert SpecialAction("turn_face_up", pid) in d.game.legal_actions()
    d.special(1, "turn_face_up", pid)
    d.pay()
    assert d.chars(pid).name == "Daru Lancer"
    assert d.decision.player == 1
    d.act(1, PassPriority())
    assert not [a for a in d.game.legal_actions() if isinstance(a, SpecialAction)]


def test_a_face_down_spell_is_seen_by_its_controller_not_by_its_owner() -> None:
    """CR 708.5: the player who controls a face-down spell may look at it; its owner, who
    doesn't control it, may not: player 1's view of the face-down Daru Lancer that player 1
    cast (owned by player 0) names it, player 0's doesn't."""
    s = Scenario(seed=1)
    s.stack(1, "Daru Lancer", method="face_down", owner=0)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    spell = d.find("Daru Lancer", zone="stack")
    assert d.state.objects[spell].owner == 0 and d.chars(spell).controller == 1
    [theirs] = d.game.view(0)["stack"]
    [mine] = d.game.view(1)["stack"]
    assert mine["card"] == "Daru Lancer"
    assert "card" not in theirs and theirs["name"] is None
    assert not leaks(d.game, 0, "Daru Lancer", [], strict=False)


def test_effects_on_a_face_down_creature_are_public_its_card_s_abilities_are_not() -> None:
    """CR 708.2a: a face-down permanent's characteristics are those of a nameless 2/2 as
    effects modify them, and those are public: the opponent sees the flying and the creature
    type Trickery Charm gives the face-down Daru Lancer, but never the first strike its card
    would have face up."""
    s = Scenario(seed=11)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Trickery Charm", "Trickery Charm")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")

    def seen_by_opponent() -> dict[str, object]:
        return next(o for o in d.game.view(1)["battlefield"] if o["id"] == lancer)

    before = seen_by_opponent()
    assert (before["keywords"], before["subtypes"], before["colors"]) == ([], [], [])
    d.cast(0, "Trickery Charm", modes=[0], targets=[lancer])
    d.resolve()
    d.cast(0, "Trickery Charm", modes=[1], targets=[lancer])
    d.resolve()
    d.choose("Goblin")
    after = seen_by_opponent()
    assert after["keywords"] == ["Flying"]
    assert after["subtypes"] == ["Goblin"]
    assert after["name"] is None and "card" not in after
    assert (after["power"], after["toughness"]) == (2, 2)
