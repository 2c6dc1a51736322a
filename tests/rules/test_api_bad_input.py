"""Bad input never harms a game: the public API refuses it with its documented error.

``Game.apply`` raises ``IllegalActionError`` and leaves the game unchanged (same fingerprint)
for anything but a legal action of the deciding player, comparing values with their types
(``Choose(0.0)``, ``Choose(False)`` are not ``Choose(0)``; a boolean is not a player).
``Game.new`` raises ``GameSetupError``/``UnknownCardError``, ``Scenario`` ``ScenarioError``,
and ``Game.from_json`` ``GameDocumentError`` (all ``ValueError``s) for malformed input.
``fingerprint()`` is plain data, equal across processes.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import manastack
from manastack.cards.custom import define_card
from manastack.cards.database import UnknownCardError
from manastack.decisions.actions import MAX_VALUE_DEPTH, action_from_json, same_action
from manastack.game import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    Game,
    GameDocumentError,
    GameSetupError,
    IllegalActionError,
    PassPriority,
)
from manastack.scenario import Scenario, ScenarioError
from manastack.testing import Driver


def combat_position() -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker", "Goblin Sky Raider")
    s.hand(0, "Shock")
    s.battlefield(1, "Forest", "Wellwisher")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def assert_refused(game: Game, player: Any, action: Any) -> None:
    """``action`` by ``player`` is refused with IllegalActionError and changes nothing; the
    game still has a decision to make."""
    before = game.fingerprint()
    history = list(game.history)
    with pytest.raises(IllegalActionError):
        game.apply(player, action)
    assert game.fingerprint() == before
    assert game.history == history
    assert game.decision is not None and game.legal_actions()


def test_choose_with_a_float_or_a_boolean_is_not_the_integer_choice() -> None:
    shock_pos = Scenario(seed=3)
    shock_pos.battlefield(0, "Mountain")
    shock_pos.hand(0, "Shock")
    e = Driver(shock_pos.build())
    e.act(0, CastSpell(e.find("Shock")))
    e.expect("target")
    assert Choose(1) in e.game.legal_actions()  # the opponent is a legal target
    for bad in (Choose(1.0), Choose(True), Choose("1"), Choose((1,))):
        assert_refused(e.game, 0, bad)
    e.choose(1)  # the integer is still accepted and the cast completes
    e.pay()
    e.resolve()
    assert e.life(1) == 18


def test_ids_given_as_floats_or_booleans_are_refused() -> None:
    d = combat_position()
    seeker = d.find("Glory Seeker")
    d.to_combat()
    assert DeclareAttacker(seeker, 1) in d.game.legal_actions()
    for bad in (DeclareAttacker(float(seeker), 1.0), DeclareAttacker(seeker, True),
                DeclareAttacker(float(seeker), 1), DeclareBlocker(seeker, 1)):
        assert_refused(d.game, 0, bad)
    d.act(0, DeclareAttacker(seeker, 1))


def test_activate_ability_with_float_fields_is_refused() -> None:
    s = Scenario(seed=3)
    s.battlefield(0, "Forest", "Wall of Mulch", "Wellwisher")
    s.library(0, "Forest")
    d = Driver(s.build())
    mulch = d.find("Wall of Mulch")
    legal = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert ActivateAbility(mulch, 0) in legal or any(a.source == mulch for a in legal)
    act = next(a for a in legal if a.source == mulch)
    for bad in (ActivateAbility(float(act.source), float(act.index)),
                ActivateAbility(act.source, True if act.index == 1 else float(act.index)),
                ActivateAbility(act.source, -1), ActivateAbility(act.source, 99)):
        assert_refused(d.game, 0, bad)


def test_players_that_are_not_integers_are_refused() -> None:
    d = combat_position()
    for p in (True, False, 0.0, "0", None, -1, 2, 10**20):
        assert_refused(d.game, p, PassPriority())
    for bad in ("pass", None, 0, PassPriority):
        assert_refused(d.game, 0, bad)


def test_the_same_action_with_the_same_types_is_accepted() -> None:
    assert same_action(Choose(0), Choose(0))
    assert same_action(Choose((1, 2)), Choose((1, 2)))
    assert not same_action(Choose(0), Choose(0.0))
    assert not same_action(Choose(0), Choose(False))
    assert not same_action(Choose((1, 2)), Choose((1.0, 2)))
    assert not same_action(ActivateAbility(1, 0), ActivateAbility(1, False))


# -- Game.new and Scenario -----------------------------------------------------------------
@pytest.mark.parametrize("kwargs, error", [
    ({"decks": [["Forest"]]}, GameSetupError),
    ({"decks": [["Forest"]] * 9}, GameSetupError),
    ({"decks": "Forest Forest"}, GameSetupError),
    ({"decks": ["Forest Forest", ["Forest"]]}, GameSetupError),
    ({"decks": [["Forest", 3], ["Forest"]]}, GameSetupError),
    ({"decks": [["Forest"], ["No Such Card"]]}, UnknownCardError),
    ({"decks": [["Forest"], ["Forest"]], "names": ["Ann"]}, GameSetupError),
    ({"decks": [["Forest"], ["Forest"]], "names": "AB"}, GameSetupError),
    ({"decks": [["Forest"], ["Forest"]], "life": 0}, GameSetupError),
    ({"decks": [["Forest"], ["Forest"]], "life": -5}, GameSetupError),
    ({"decks": [["Forest"], ["Forest"]], "life": 20.0}, GameSetupError),
    ({"decks": [["Forest"], ["Forest"]], "seed": "1"}, GameSetupError),
])
def test_game_new_raises_its_documented_errors(kwargs: dict[str, Any], error: type) -> None:
    with pytest.raises(error) as info:
        Game.new(**kwargs)
    assert isinstance(info.value, ValueError)


def test_an_unknown_card_names_its_deck_or_commander_list() -> None:
    """Still an ``UnknownCardError`` with the query and suggestions; its message says which
    list it is in."""
    with pytest.raises(UnknownCardError) as info:
        Game.new([["Forest"], ["Forest", "Consdier"]])
    assert str(info.value).startswith("deck 1: unknown card 'Consdier'; did you mean: ")
    assert info.value.query == "Consdier" and "Consider" in info.value.suggestions
    with pytest.raises(UnknownCardError, match=r"^deck 0: unknown card key 'ONS:9999'$"):
        Game.new([["ONS:9999"], ["Forest"]])
    with pytest.raises(UnknownCardError,
                       match=r"^player 2's commanders: unknown card 'Wilhelmt'"):
        Game.new([["Swamp"], ["Swamp"]], format="commander",
                 commanders=[["Wilhelt, the Rotcleaver"], ["Wilhelmt"]])


_CMDR = "Wilhelt, the Rotcleaver"


@pytest.mark.parametrize("commanders, message", [
    (5, "commanders must be a list with one list of commander names per player, not 5"),
    ("ab", "commanders must be a list with one list of commander names per player, not 'ab'"),
    ({0: [_CMDR], 1: [_CMDR]}, "commanders must be a list with one list"),
    ([5, 6], "player 1's commanders must be a list of card names, not 5"),
    ([[_CMDR], None], "player 2's commanders must be a list of card names, not None"),
    ([[_CMDR], _CMDR], "player 2's commanders must be a list of card names, not 'Wilhelt"),
    ([[_CMDR], [7]], "player 2's commanders must be a list of card names, not [7]"),
    ([[_CMDR]], "1 commander lists for 2 players"),
])
def test_malformed_commanders_are_named_with_their_player(commanders: Any,
                                                          message: str) -> None:
    """``Game.new(format="commander", commanders=...)`` (CR 903.3) refuses a malformed
    commander list by a ``GameSetupError`` naming it, never a ``TypeError``."""
    deck = ["Swamp"] * 10
    with pytest.raises(GameSetupError) as info:
        Game.new([deck, deck], format="commander", commanders=commanders)
    assert message in str(info.value)


@pytest.mark.parametrize(("commanders", "message"), [
    ([["Shock"], [_CMDR]], "player 1's commanders: Shock: a commander must be a legendary "
                           "creature card (CR 903.3)"),
    ([[_CMDR], ["Glory Seeker"]], "player 2's commanders: Glory Seeker: a commander must be"),
    ([[_CMDR], ["Forest"]], "Forest: a commander must be a legendary creature card"),
    ([[_CMDR, "Katilda, Dawnhart Prime"], [_CMDR]],
     "player 1's commanders: 2 commanders (Wilhelt, the Rotcleaver, Katilda, Dawnhart Prime): "
     "a deck has one commander, or two that both have partner (CR 903.3, 702.124)"),
])
def test_a_card_that_cant_be_a_commander_is_refused(commanders: Any, message: str) -> None:
    """CR 903.3: ``Game.new`` refuses a commander that isn't a legendary creature card (or one
    that says it can be your commander), and two commanders without partner, as the deck
    validator does."""
    deck = ["Swamp"] * 10
    with pytest.raises(GameSetupError) as info:
        Game.new([deck, deck], format="commander", commanders=commanders)
    assert message in str(info.value)


@pytest.mark.parametrize("build", [
    lambda: Scenario(players=1),
    lambda: Scenario(players=9),
    lambda: Scenario(players=True),
    lambda: Scenario(life=0),
    lambda: Scenario(life=-1),
    lambda: Scenario(seed=1.5),
    lambda: Scenario().hand(2, "Shock"),
    lambda: Scenario().hand(-1, "Shock"),
    lambda: Scenario().hand(True, "Shock"),
    lambda: Scenario().hand(0, "No Such Card"),
    lambda: Scenario().hand(0, ["Shock", "Forest"]),
    lambda: Scenario().life(5, 3),
    lambda: Scenario().life(0, "3"),
    lambda: Scenario().at("main", active=2),
    lambda: Scenario().at("main", turn=0),
    lambda: Scenario().at("nowhere"),
    lambda: Scenario().battlefield(0, "Forest", counters={"+1/+1": -2}),
    lambda: Scenario().battlefield(0, "Forest", tapped="yes").build(),
])
def test_scenario_raises_scenario_error(build: Any) -> None:
    with pytest.raises(ScenarioError):
        build()


def test_unknown_scenario_card_is_also_an_unknown_card_error() -> None:
    with pytest.raises(UnknownCardError) as info:
        Scenario().hand(0, "Shokc")
    assert "Shock" in info.value.suggestions


# -- Game.from_json ------------------------------------------------------------------------
def saved() -> dict[str, Any]:
    d = combat_position()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    return dict(json.loads(d.game.to_json()))


def new_game_doc() -> dict[str, Any]:
    g = Game.new([["Forest"] * 10, ["Mountain"] * 10], seed=2, names=["Ann", "Bo"])
    g.apply(g.decision.player, g.legal_actions()[0])  # type: ignore[union-attr]
    return dict(json.loads(g.to_json()))


def mutated(doc: dict[str, Any], path: tuple[Any, ...], value: Any) -> str:
    doc = json.loads(json.dumps(doc))
    cur = doc
    for k in path[:-1]:
        cur = cur[k]
    if value is DELETE:
        del cur[path[-1]]
    else:
        cur[path[-1]] = value
    return json.dumps(doc)


DELETE = object()

BAD_SCENARIO_DOCS = [
    (("setup",), DELETE), (("setup",), None), (("setup",), []), (("actions",), DELETE),
    (("actions",), None), (("actions",), {}), (("version",), True), (("version",), 2),
    (("format",), "chess"), (("extra",), 1),
    (("setup", "seed"), None), (("setup", "seed"), "1"), (("setup", "seed"), 1.5),
    (("setup", "seed"), True), (("setup", "decks"), DELETE), (("setup", "decks"), [[]]),
    (("setup", "decks"), [[]] * 9), (("setup", "decks"), "xx"), (("setup", "life"), 0),
    (("setup", "life"), "20"), (("setup", "scenario", "ops"), None),
    (("setup", "scenario", "step"), "nowhere"), (("setup", "scenario", "active"), 5),
    (("setup", "scenario", "active"), True), (("setup", "scenario", "turn"), None),
    (("setup", "scenario", "ops", 0, "op"), "teleport"),
    (("setup", "scenario", "ops", 0, "player"), 2),
    (("setup", "scenario", "ops", 0, "zone"), "stack"),
    (("setup", "scenario", "ops", 0, "cards"), ["XXX:1"]),
    (("setup", "scenario", "ops", 0, "cards"), ["ONS:9999"]),
    (("setup", "scenario", "ops", 0, "cards"), [7]),
    (("setup", "scenario", "ops", 0, "cards"), "ONS:1"),
    (("setup", "scenario", "ops", 0, "counters"), {"+1/+1": "x"}),
    (("setup", "scenario", "ops", 0, "tapped"), "no"),
    (("actions", 0), [0]), (("actions", 0), {"type": "PassPriority"}),
    (("actions", 0, 0), True), (("actions", 0, 0), 0.0), (("actions", 0, 0), 7),
    (("actions", 0, 1), {"type": "Teleport"}), (("actions", 0, 1), {"type": None}),
    (("actions", 0, 1, "extra"), 1),
]


@pytest.mark.parametrize("path, value", BAD_SCENARIO_DOCS)
def test_malformed_scenario_document_raises_a_value_error(path: tuple[Any, ...],
                                                          value: Any) -> None:
    with pytest.raises(GameDocumentError):
        Game.from_json(mutated(saved(), path, value))


@pytest.mark.parametrize("path, value", [
    (("setup", "decks", 0, 0), "ONS:99999"), (("setup", "decks", 0, 0), 5),
    (("setup", "decks", 0), "ONS:1"), (("setup", "names"), ["only one"]),
    (("setup", "names"), [1, 2]), (("setup", "decks"), [["ONS:1"]]),
    (("actions", 0, 1, "value"), 0.0), (("actions", 0, 1, "value"), {"a": 1}),
])
def test_malformed_new_game_document_raises_a_value_error(path: tuple[Any, ...],
                                                          value: Any) -> None:
    doc = new_game_doc()
    with pytest.raises(GameDocumentError):
        Game.from_json(mutated(doc, path, value))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "42", '"x"', b"\xff\xfe"])
def test_not_a_game_document(text: Any) -> None:
    with pytest.raises(GameDocumentError):
        Game.from_json(text)
    with pytest.raises(GameDocumentError):
        Game.from_json(None)  # type: ignore[arg-type]


def test_an_action_illegal_on_replay_is_refused() -> None:
    doc = saved()
    doc["actions"].append([1, {"type": "PassPriority"}])
    doc["actions"].append([1, {"type": "PassPriority"}])
    doc["actions"].append([0, {"type": "PlayLand", "card": 123456}])
    with pytest.raises(GameDocumentError, match="action"):
        Game.from_json(json.dumps(doc))


def test_a_choice_nested_deeper_than_any_answer_is_refused_naming_its_index() -> None:
    """A ``Choose`` value of lists nested hundreds deep is malformed: it is refused as a
    ``GameDocumentError`` naming the action's index, not a ``RecursionError``."""
    doc = saved()
    at = len(doc["actions"])
    nested: Any = []
    for _ in range(500):
        nested = [nested]
    doc["actions"].append([0, {"type": "Choose", "value": nested}])
    with pytest.raises(GameDocumentError, match=f"action {at}: malformed Choose action"):
        Game.from_json(json.dumps(doc))


def test_a_choice_value_nests_at_most_max_value_depth_lists() -> None:
    """Eight nested lists are a value; nine are malformed input."""
    assert MAX_VALUE_DEPTH == 8
    value: Any = [1]
    for _ in range(7):
        value = [value]
    deepest = value
    for _ in range(7):
        deepest = deepest[0]
    assert deepest == [1]  # eight lists around the 1
    assert isinstance(action_from_json({"type": "Choose", "value": value}), Choose)
    with pytest.raises(ValueError, match="malformed Choose action: value can't be"):
        action_from_json({"type": "Choose", "value": [value]})


def test_a_document_placing_a_huge_number_of_tokens_is_refused_before_laying_out() -> None:
    """A tampered token count is refused by name (a count of a billion would only hang)."""
    s = Scenario(seed=1)
    s.token(0, "Zombie", count=2)
    doc = json.loads(s.build().to_json())
    ops = doc["setup"]["scenario"]["ops"]
    at = next(i for i, op in enumerate(ops) if op["op"] == "tokens")
    for count in (10**9, 1001, 0):
        ops[at]["count"] = count
        with pytest.raises(GameDocumentError, match=f"count must be an integer from 1 to 1000, "
                                                    f"not {count}"):
            Game.from_json(json.dumps(doc))
    ops[at]["count"] = 1000
    assert len(Game.from_json(json.dumps(doc)).state.battlefield) == 1000


def test_a_well_formed_document_round_trips() -> None:
    for doc in (saved(), new_game_doc()):
        g = Game.from_json(json.dumps(doc))
        assert json.loads(g.to_json()) == doc


# -- fingerprint ---------------------------------------------------------------------------
def _plain(v: Any) -> bool:
    if v is None or isinstance(v, str | int | float | bool):
        return True
    if isinstance(v, list):
        return all(_plain(x) for x in v)
    if isinstance(v, dict):
        return all(isinstance(k, str) and _plain(x) for k, x in v.items())
    return False


FINGERPRINT_SCRIPT = """
import json, sys
from manastack.game import Game
g = Game.from_json(sys.stdin.read())
print(json.dumps(g.fingerprint(), sort_keys=True))
"""


def test_fingerprint_is_plain_data_equal_across_processes() -> None:
    """Chain of Silence leaves a prevention shield (with functions in it) and the stack and
    log hold abilities and characteristics: none of it shows as a memory address, and two
    processes with different string hashing agree."""
    s = Scenario(seed=3)
    s.battlefield(0, "Plains", "Plains", "Forest")
    s.hand(0, "Chain of Silence")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Silence", targets=[d.find("Glory Seeker")])
    d.resolve()
    fp = d.game.fingerprint()
    assert _plain(fp)
    text = json.dumps(fp, sort_keys=True)
    assert " at 0x" not in text
    outs = set()
    # The other processes import the very package this one runs
    package_root = str(Path(manastack.__file__).resolve().parents[1])
    for hashseed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", FINGERPRINT_SCRIPT],
                             input=d.game.to_json(), capture_output=True, text=True,
                             env={"PYTHONHASHSEED": hashseed, "PATH": "",
                                  "PYTHONPATH": package_root}, check=True)
        outs.add(out.stdout.strip())
    assert outs == {text}


@pytest.mark.parametrize("kwargs", [{"counters": 3}, {"counters": [("+1/+1", 1)]},
                                    {"tapped": 1}, {"sick": "no"}, {"face_down": None}])
def test_scenario_battlefield_options_are_checked_at_once(kwargs: dict[str, Any]) -> None:
    s = Scenario()
    with pytest.raises(ScenarioError):
        s.battlefield(0, "Forest", **kwargs)
    assert s.ops == []  # nothing was recorded


@pytest.mark.parametrize("player", [2, -1, True, None, "0", 0.0])
def test_a_view_for_no_player_is_refused(player: Any) -> None:
    """A boolean is not a player: ``view(True)`` must not show player 1's hand."""
    d = combat_position()
    before = d.game.fingerprint()
    with pytest.raises(ValueError, match="no such player"):
        d.game.view(player)
    assert d.game.fingerprint() == before


# -- tokens and emblems are no cards -------------------------------------------------------
@pytest.mark.parametrize(("key", "message"), [
    ("TMID:5", "deck 0: TMID:5 is Zombie Token, a token, not a card (CR 111.1): a deck holds "
               "cards only (CR 100.2), and a token exists only on the battlefield (CR 111.7)"),
    ("TMID:18", "deck 0: TMID:18 is Wrenn and Seven Emblem, an emblem, not a card (CR 114.1)"),
])
def test_a_deck_of_token_or_emblem_keys_is_refused(key: str, message: str) -> None:
    """A token's or an emblem's record is found by key, but it is no card: ``Game.new`` does
    not put it in a library."""
    with pytest.raises(GameSetupError) as info:
        Game.new([[key] * 10, ["Forest"] * 10])
    assert str(info.value).startswith(message)


def test_a_commander_given_by_a_token_key_is_refused() -> None:
    with pytest.raises(GameSetupError, match=r"^player 1's commanders: TMID:5 is Zombie Token, "
                                             r"a token, not a card"):
        Game.new([["Swamp"] * 10] * 2, format="commander",
                 commanders=[["TMID:5"], [_CMDR]])


def _scenario_doc() -> dict[str, Any]:
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    s.stack(1, "Shock", targets=["Glory Seeker"])
    return dict(json.loads(s.build().to_json()))


@pytest.mark.parametrize(("edit", "message"), [
    (lambda ops: ops[1].__setitem__("cards", ["TMID:5"]),
     "scenario op 1: TMID:5 is Zombie Token, a token, not a card (CR 111.1)"),
    (lambda ops: ops[0].__setitem__("cards", ["ONS:31", "TMID:5"]),
     "scenario op 0: TMID:5 is Zombie Token, a token, not a card"),
    (lambda ops: ops[2].__setitem__("card", "TMID:18"),
     "scenario op 2: TMID:18 is Wrenn and Seven Emblem, an emblem, not a card (CR 114.1)"),
    (lambda ops: ops[2].__setitem__("method", ["normal"]),
     "scenario op 2: unknown cast method ['normal']"),
    (lambda ops: ops[2].__setitem__("method", {"normal": 1}),
     "scenario op 2: unknown cast method {'normal': 1}"),
])
def test_a_scenario_document_placing_a_token_as_a_card_is_refused(edit: Any,
                                                                   message: str) -> None:
    """A saved scenario edited to put a token's key in a hand, on the battlefield as a card
    or on the stack as a spell (or an unhashable cast method) is a ``GameDocumentError``
    naming the op, never a ``TypeError`` nor a game with a token in a hand."""
    doc = _scenario_doc()
    ops = doc["setup"]["scenario"]["ops"]
    assert [op["op"] for op in ops] == ["cards", "cards", "spell"]
    edit(ops)
    with pytest.raises(GameDocumentError) as info:
        Game.from_json(json.dumps(doc))
    assert str(info.value).startswith(message)
    deck = new_game_doc()
    deck["setup"]["decks"][1][3] = "TMID:5"
    with pytest.raises(GameDocumentError, match=r"^setup: deck 1: TMID:5 is Zombie Token"):
        Game.from_json(json.dumps(deck))


@pytest.mark.parametrize("method", [["normal"], {"normal"}, None, 5])
def test_a_cast_method_that_is_no_name_is_a_scenario_error(method: Any) -> None:
    s = Scenario(seed=2)
    s.battlefield(0, "Glory Seeker")
    with pytest.raises(ScenarioError) as info:
        s.stack(1, "Shock", targets=["Glory Seeker"], method=method)
    assert str(info.value).startswith(f"unknown cast method {method!r}; use one of [")
    assert s.ops and all(op["op"] != "spell" for op in s.ops)


def _commander_doc() -> dict[str, Any]:
    s = Scenario(seed=2, format="commander")
    s.commander(0, _CMDR)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Glory Seeker")
    return dict(json.loads(s.build().to_json()))


@pytest.mark.parametrize(("edit", "message"), [
    (lambda sc: sc["ops"][2].__setitem__("counters", {"+1/1": 1}),
     "Glory Seeker: '+1/1' is no counter kind: a power/toughness counter is written like "
     "'+1/+1' or '-1/-1' (CR 122.1a)"),
    (lambda sc: sc["ops"][2].__setitem__("counters", {" +1/+1": 1}), "Glory Seeker: ' +1/+1' is no counter"),
    (lambda sc: sc["ops"][2].__setitem__("chosen", {"color": "blue"}),
     "Glory Seeker has no \"as enters\" choice 'color' (it chooses or notes: nothing)"),
    (lambda sc: sc["ops"][0].__setitem__("cards", ["ONS:31"]),
     "Glory Seeker: a commander must be a legendary creature card (CR 903.3)"),
    (lambda sc: sc.__setitem__("step", "cleanup"),
     "a scenario can't start in the cleanup step: start earlier and play to it"),
    (lambda sc: sc.__setitem__("step", "declare_blockers"),
     "a scenario can't start in the declare_blockers step"),
    (lambda sc: sc.__setitem__("step", "upkep"), "unknown step 'upkep'; use one of ["),
])
def test_a_saved_scenario_is_checked_as_the_builder_checks_it(edit: Any, message: str) -> None:
    """An edited saved scenario is refused for what ``Scenario`` itself refuses (a mistyped
    power/toughness counter, CR 122.1a; a choice the card doesn't make, CR 614.12; a
    commander that can't be one, CR 903.3; a step a position can't start in), by a
    ``GameDocumentError`` naming it, not loaded into a position the builder can't make (nor
    a bare ``KeyError`` for an unknown step)."""
    doc = _commander_doc()
    sc = doc["setup"]["scenario"]
    assert [op.get("cards") for op in sc["ops"]] == [["MIC:2"], ["MID:274"], ["ONS:31"]]
    edit(sc)
    with pytest.raises(GameDocumentError) as info:
        Game.from_json(json.dumps(doc))
    assert str(info.value).startswith(f"the setup can't be built: {message}")


_KATILDA, _JADAR = "Katilda, Dawnhart Prime", "Jadar, Ghoulcaller of Nephalia"
_PARTNERS = [define_card(f"{n} Partner Paragon", "{1}{G}", "Legendary Creature — Elf", "Partner",
                         power="1", toughness="1").name for n in ("First", "Second", "Third")]
"""Cards made up with partner (CR 702.124): no card of ONS, MID or MIC has it."""


@pytest.mark.parametrize(("before", "last", "message"), [
    (lambda s: s.commander(0, _CMDR), lambda s: s.commander(0, _CMDR, zone="battlefield"),
     "player 0's commanders: Wilhelt, the Rotcleaver twice: a deck has one copy of its "
     "commander (CR 903.3, 903.5b)"),
    (lambda s: s.commander(1, _CMDR),
     lambda s: s.stack(1, _CMDR, commander=True, method="commander"),
     "player 1's commanders: Wilhelt, the Rotcleaver twice: a deck has one copy of its "
     "commander (CR 903.3, 903.5b)"),
    (lambda s: s.commander(0, _CMDR), lambda s: s.commander(0, _KATILDA),
     "player 0's commanders: Katilda, Dawnhart Prime beside Wilhelt, the Rotcleaver: a player "
     "has one commander, or two that both have partner (CR 903.3, 702.124)"),
    (lambda s: s.commander(1, _KATILDA, zone="battlefield"),
     lambda s: s.stack(1, _JADAR, commander=True, method="commander"),
     "player 1's commanders: Jadar, Ghoulcaller of Nephalia beside Katilda, Dawnhart Prime: a "
     "player has one commander, or two that both have partner (CR 903.3, 702.124)"),
    (lambda s: s.commander(0, _PARTNERS[0]).commander(0, _PARTNERS[1]),
     lambda s: s.commander(0, _PARTNERS[2], zone="graveyard"),
     "player 0's commanders: Third Partner Paragon would be a third: a player has one "
     "commander, or two with partner (CR 903.3, 702.124)"),
])
def test_a_commander_placed_twice_a_second_without_partner_or_a_third_is_refused_by_the_call(
        before: Any, last: Any, message: str) -> None:
    """CR 903.3, 903.5b, 702.124: the call placing it raises, recording nothing; what was
    recorded before still builds, to the same position."""
    s = Scenario(format="commander")
    before(s)
    recorded = json.dumps(s.ops)
    fingerprint = s.build().fingerprint()
    with pytest.raises(ScenarioError) as info:
        last(s)
    assert str(info.value) == message
    assert json.dumps(s.ops) == recorded
    assert s.build().fingerprint() == fingerprint


def test_two_players_may_each_have_the_same_commander() -> None:
    """Each deck has its own commander (CR 903.3): two players with Wilhelt are laid out."""
    s = Scenario(format="commander")
    s.commander(0, _CMDR).commander(1, _CMDR, zone="battlefield")
    g = s.build()
    assert g.state.extra["commanders"] == {0: ("MIC:2",), 1: ("MIC:2",)}


def test_two_commanders_that_both_have_partner_are_one_players() -> None:
    """CR 702.124a, 903.3: a player's two commanders both with partner are laid out, one in
    the command zone and one cast from it; one with partner beside one without is not."""
    s = Scenario(format="commander")
    s.commander(0, _PARTNERS[0]).stack(0, _PARTNERS[1], commander=True, method="commander")
    g = s.build()
    assert len(g.state.extra["commanders"][0]) == 2
    s = Scenario(format="commander").commander(0, _PARTNERS[0])
    with pytest.raises(ScenarioError, match="Katilda, Dawnhart Prime beside First Partner"):
        s.commander(0, _KATILDA)


def test_a_saved_scenario_with_a_commander_twice_is_refused() -> None:
    s = Scenario(format="commander")
    s.commander(0, _CMDR)
    doc = json.loads(s.build().to_json())
    ops = doc["setup"]["scenario"]["ops"]
    ops.append(dict(ops[0], zone="graveyard"))
    with pytest.raises(GameDocumentError, match=r"^the setup can't be built: player 0's "
                                                r"commanders: Wilhelt, the Rotcleaver twice"):
        Game.from_json(json.dumps(doc))


@pytest.mark.parametrize("oid", [10**9, -1, "100", None, 100.0, True])
def test_card_and_name_of_an_object_not_in_the_game_name_it(oid: Any) -> None:
    """``Game.card`` and ``Game.name_of`` raise a ``KeyError`` saying there is no such
    object (not a bare key, nor a ``TypeError`` for an unhashable or odd id), the game
    unchanged."""
    d = combat_position()
    before = d.game.fingerprint()
    for look in (d.game.card, d.game.name_of):
        with pytest.raises(KeyError, match=f"no object {oid!r} in the game"):
            look(oid)
    assert d.game.fingerprint() == before
    seeker = d.find("Glory Seeker")
    assert d.game.card(seeker).name == d.game.name_of(seeker) == "Glory Seeker"


@pytest.mark.parametrize(("action", "message"), [
    ({"type": "CastSpell"}, "malformed CastSpell action: missing field 'card'"),
    ({"type": "ActivateAbility", "source": 100}, "malformed ActivateAbility action: missing "
                                                 "field 'index'"),
    ({"type": "DeclareBlocker"}, "malformed DeclareBlocker action: missing fields 'blocker', "
                                 "'attacker'"),
])
def test_a_saved_action_missing_a_field_names_it(action: dict[str, Any], message: str) -> None:
    """Named as a field of the document, not by Python's words about an ``__init__``
    argument; a field with a default may be left out (``CastSpell``'s ``method``)."""
    with pytest.raises(ValueError) as info:
        action_from_json(action)
    assert str(info.value) == message
    doc = saved()
    doc["actions"].append([1, action])
    with pytest.raises(GameDocumentError, match=f"^action {len(doc['actions']) - 1}: "
                                                f"{message}$"):
        Game.from_json(json.dumps(doc))
    assert action_from_json({"type": "CastSpell", "card": 7}) == CastSpell(7)


@pytest.mark.parametrize(("actions", "message"), [
    (None, "actions must be a list of (player, action) pairs, not None"),
    (5, "actions must be a list of (player, action) pairs, not 5"),
    ("pass", "actions must be a list of (player, action) pairs, not 'pass'"),
    ([1], "action 0: must be a (player, action) pair, not 1"),
    ([(0,)], "action 0: must be a (player, action) pair, not (0,)"),
    ([(1, PassPriority(), 3)], "action 0: must be a (player, action) pair, not (1, "),
])
def test_replay_refuses_actions_that_are_not_pairs(actions: Any, message: str) -> None:
    """``Game.replay`` raises its ``GameDocumentError``, naming the entry, not a
    ``TypeError`` or an unpacking ``ValueError``."""
    setup = json.loads(combat_position().game.to_json())["setup"]
    with pytest.raises(GameDocumentError) as info:
        Game.replay(setup, actions)
    assert str(info.value).startswith(message)
    assert Game.replay(setup, []).fingerprint() == combat_position().game.fingerprint()
