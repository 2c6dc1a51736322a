"""Actions are values: immutable, hashable, written as plain words and as JSON.

Every answer a player gives is one of the actions of ``manastack.decisions.actions`` (passing
priority, CR 117.3d; playing a land, CR 305; casting a spell, CR 601; activating an ability,
CR 602, 605; a special action, CR 116.2; declaring attackers and blockers, CR 508.1, 509.1;
conceding, CR 104.3a). A game's record and the server read them back from JSON with
``action_from_json``, which refuses anything malformed with a ``ValueError``.
"""

from __future__ import annotations

import dataclasses
from enum import IntEnum
from typing import Any

import pytest

from manastack.decisions.actions import (
    ACTION_TYPES,
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
    action_from_json,
    same_action,
)

EVERY_KIND: list[Action] = [
    PassPriority(), PlayLand(5), CastSpell(5), CastSpell(6, "flashback"), ActivateAbility(5, 1),
    ActivateManaAbility(5, 0, "G"), PayAutomatically(), SpecialAction("turn_face_up", 5),
    Choose(3), Choose((1, 2)), Choose(), DeclareAttacker(5, 1), DeclareBlocker(7, 5),
    FinishDeclaration(), ResetDeclaration(), Concede(),
]


def test_each_action_reads_as_plain_words() -> None:
    """The words of each action (CR 117.3d pass, 305 land, 601 cast with its alternative
    method, 602 and 605 abilities, 116.2 special actions, 508.1 and 509.1 declarations, 104.3a
    conceding)."""
    assert [str(a) for a in EVERY_KIND] == [
        "pass", "play land 5", "cast 5", "cast 6 (flashback)", "activate 5#1", "mana 5#0 → G",
        "pay automatically", "turn_face_up 5", "choose 3", "choose (1, 2)", "choose None",
        "attack 5 → 1", "block 5 with 7", "done", "reset", "concede",
    ]


def test_a_spell_is_cast_the_normal_way_unless_told_otherwise() -> None:
    """CR 601.2a: a spell is cast from hand for its mana cost unless an alternative way
    (flashback, disturb, face down) is named; ``Choose()`` with no value is "done"/"no"."""
    assert CastSpell(5) == CastSpell(5, "normal") and CastSpell(5).method == "normal"
    assert CastSpell(5) != CastSpell(5, "flashback")
    assert Choose().value is None


def test_actions_are_immutable_and_hashable() -> None:
    """Actions are values (decisions are data): equal actions hash alike, so legal actions can
    be kept in sets, and none can be changed once made."""
    for a in EVERY_KIND:
        again = action_from_json(a.to_json())
        assert again == a and hash(again) == hash(a)
        assert {a, again} == {a}
        for f in dataclasses.fields(a):  # type: ignore[arg-type]
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(a, f.name, 0)
    assert len(set(EVERY_KIND)) == len(EVERY_KIND)


def test_json_names_the_type_and_each_field_with_tuples_as_lists() -> None:
    assert PassPriority().to_json() == {"type": "PassPriority"}
    assert CastSpell(5).to_json() == {"type": "CastSpell", "card": 5, "method": "normal"}
    assert ActivateManaAbility(5, 0, "G").to_json() == \
        {"type": "ActivateManaAbility", "source": 5, "index": 0, "mana": "G"}
    assert Choose((1, (2, 3))).to_json() == {"type": "Choose", "value": [1, (2, 3)]}
    assert Choose(None).to_json() == {"type": "Choose", "value": None}


def test_every_action_type_is_read_back_from_json() -> None:
    assert set(ACTION_TYPES) == {type(a).__name__ for a in EVERY_KIND}
    for a in EVERY_KIND:
        again = action_from_json(a.to_json())
        assert type(again) is type(a) and same_action(again, a)
    assert action_from_json({"type": "Choose", "value": [1, [2, 3]]}) == Choose((1, (2, 3)))
    assert action_from_json({"type": "CastSpell", "card": 4}) == CastSpell(4, "normal")


@pytest.mark.parametrize("value", [None, True, 0, 2.5, "Forest", [], [1, "a", None, 2.0]])
def test_a_choice_of_plain_values_is_read_from_json(value: Any) -> None:
    a = action_from_json({"type": "Choose", "value": value})
    assert isinstance(a, Choose)
    assert a.to_json() == {"type": "Choose", "value": value}


@pytest.mark.parametrize("doc, message", [
    ([], "malformed action"),
    ({"card": 1}, "malformed action"),
    ({"type": 3}, "unknown action type 3"),
    ({"type": "Mulligan"}, "unknown action type 'Mulligan'"),
    ({"type": "PlayLand", "card": 1, "face": 0}, "malformed PlayLand action: unknown field"),
    ({"type": "PlayLand", "card": True}, "malformed PlayLand action: card can't be True"),
    ({"type": "PlayLand", "card": "1"}, "malformed PlayLand action: card can't be '1'"),
    ({"type": "PlayLand", "card": 1.0}, "malformed PlayLand action: card can't be 1.0"),
    ({"type": "CastSpell", "card": 1, "method": 2}, "malformed CastSpell action: method"),
    ({"type": "Choose", "value": {"a": 1}}, "malformed Choose action: value"),
    ({"type": "Choose", "value": [1, {"a": 1}]}, "malformed Choose action: value"),
    ({"type": "Choose", "value": [1, object()]}, "malformed Choose action: value"),
    ({"type": "PlayLand"}, "malformed PlayLand action: "),
])
def test_malformed_json_actions_are_refused_with_what_is_wrong(doc: Any, message: str) -> None:
    with pytest.raises(ValueError) as e:
        action_from_json(doc)
    assert str(e.value).startswith(message)


class Number(IntEnum):
    ONE = 1


def test_the_same_action_compares_values_kind_by_kind() -> None:
    """``same_action`` is what ``Game.apply`` compares a given action with the legal ones by:
    the same type of action and values of the same kinds, element by element."""
    assert same_action(Choose(Number.ONE), Choose(1))  # an IntEnum is an integer
    assert not same_action(Choose(1), Choose("1"))
    assert not same_action(PlayLand(1), CastSpell(1))
    assert not same_action(Choose((1, 2)), Choose((1, 2, 3)))
    assert not same_action(Choose((1, 2, 3)), Choose((1, 2)))
    assert not same_action(Choose((1, 2)), Choose((1, 3)))
    assert not same_action(Choose(1), Choose(2))
    assert same_action(Choose(CastSpell(1)), Choose(CastSpell(1)))
    assert not same_action(Choose(CastSpell(1)), Choose(CastSpell(1, "flashback")))
    assert not same_action(Choose(CastSpell(1)), Choose(CastSpell(True)))  # type: ignore[arg-type]
