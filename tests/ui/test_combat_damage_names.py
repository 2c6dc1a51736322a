"""A division of combat damage (CR 510.1c-d) names what each amount is assigned to, in the
terminal clients (English and Japanese) and in the option view the browser client words
("Assign 1 → Glory Seeker, 2 → Nosy Goblin"): each blocker of an attacking creature, then the
player or planeswalker a trampler attacks (CR 702.19b-c); each creature a blocker blocks; the
defending player and each of their creatures (Butcher Orgg), also when asked one recipient at
a time. The question names the creature whose damage is divided."""

from __future__ import annotations

from typing import Any

from manastack.agents import make_policy
from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.session import PlaySession
from manastack.views import option_view


def _to_decision(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()


def _attack(s: Scenario, attacker: str, blocks: tuple[str, ...] = (),
            at: str | None = None) -> Driver:
    """Player 0 attacks with ``attacker`` (player 1, or the permanent ``at``); player 1
    blocks it with ``blocks``; passed on to the division of combat damage."""
    d = Driver(s.build())
    a = d.find(attacker)
    d.to_combat()
    d.attack({a: d.find(at)} if at else [a])
    _to_decision(d)
    d.block({d.find(b): a for b in blocks})
    _to_decision(d)
    d.expect("damage_assignment")
    return d


def _labels(d: Driver, lang: str) -> tuple[str, list[str]]:
    """The terminal client's question and answers of the pending decision."""
    session = PlaySession(d.game, d.decision.player,
                          [make_policy("first"), make_policy("first", 1)], lang)
    session.full_control = True
    pending: Any = session.pending()
    return pending[1], [c.label for c in pending[2]]


def _divided(d: Driver, value: Any) -> list[tuple[int, Any]]:
    o = option_view(d.game, d.decision.player, Choose(value))
    return [(x["amount"], x.get("player", x.get("name"))) for x in o["divided"]]


def test_a_trampler_blocked_by_two_names_each_blocker_then_the_player_cr_510_1c() -> None:
    """Hystrodon (3/4 trample) blocked by Glory Seeker and Nosy Goblin: each amount goes to a
    named blocker, the last to the defending player by name (CR 702.19b), not "Opponent"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.battlefield(1, "Glory Seeker", "Nosy Goblin")
    d = _attack(s, "Hystrodon", ("Glory Seeker", "Nosy Goblin"))
    assert [d.game.name_of(b) for b in dict(d.decision.data)["blockers"]] == \
        ["Glory Seeker", "Nosy Goblin"]
    assert _divided(d, (2, 1, 0)) == [(2, "Glory Seeker"), (1, "Nosy Goblin"), (0, 1)]
    p2 = d.state.players[1].name
    prompt, en = _labels(d, "en")
    assert "Hystrodon" in prompt and "then the player" in prompt
    assert f"Assign 2 → Glory Seeker 2/2, 1 → Nosy Goblin 2/1, 0 → {p2}" in en, en
    prompt, ja = _labels(d, "ja")
    assert "ヒストロドン" in prompt
    assert "割り振り：2 → 栄光の探求者 2/2、1 → 詮索好きなゴブリン 2/1、0 → プレイヤー2" in ja, ja
    for label in en + ja:
        assert "Opponent" not in label and "対戦相手" not in label


def test_a_trampler_attacking_a_planeswalker_names_it_last_cr_702_19b() -> None:
    """Hystrodon attacking Arlinn, the Pack's Hope, blocked by two creatures: the last amount
    goes to Arlinn (its excess damage, CR 702.19b), so named, never to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.battlefield(1, "Glory Seeker", "Nosy Goblin", "Arlinn, the Pack's Hope")
    d = _attack(s, "Hystrodon", ("Glory Seeker", "Nosy Goblin"), at="Arlinn, the Pack's Hope")
    assert _divided(d, (2, 1, 0))[-1] == (0, "Arlinn, the Pack's Hope")
    prompt, en = _labels(d, "en")
    assert "then the planeswalker" in prompt
    assert all(x.endswith("→ Arlinn, the Pack's Hope") for x in en), en
    _, ja = _labels(d, "ja")
    assert all(x.endswith("→ 群れの希望、アーリン") for x in ja), ja


def test_a_blocker_of_two_attackers_names_each_attacker_cr_510_1d() -> None:
    """Ironfist Crusher ("can block any number of creatures") blocks Glory Seeker and Nosy
    Goblin: its controller divides its 2 damage between the two attackers, each named."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Nosy Goblin")
    s.battlefield(1, "Ironfist Crusher")
    d = Driver(s.build())
    attackers = (d.find("Glory Seeker"), d.find("Nosy Goblin"))
    d.to_combat()
    d.attack(list(attackers))
    _to_decision(d)
    d.block({d.find("Ironfist Crusher"): attackers})
    _to_decision(d)
    d.expect("damage_assignment")
    assert d.decision.player == 1
    assert _divided(d, (1, 1)) == [(1, "Glory Seeker"), (1, "Nosy Goblin")]
    prompt, en = _labels(d, "en")
    assert "Ironfist Crusher" in prompt
    assert "Assign 2 → Glory Seeker 2/2, 0 → Nosy Goblin 2/1" in en, en
    prompt, ja = _labels(d, "ja")
    assert "鉄拳の破壊者" in prompt
    assert "割り振り：1 → 栄光の探求者 2/2、1 → 詮索好きなゴブリン 2/1" in ja, ja


def test_butcher_orggs_division_names_the_player_and_each_creature_cr_510_1c() -> None:
    """Butcher Orgg divides its 6 damage among the defending player and their creatures:
    the player by name, then each creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = _attack(s, "Butcher Orgg")
    assert _divided(d, (1, 2, 3)) == [(1, 1), (2, "Glory Seeker"), (3, "Elvish Warrior")]
    p2 = d.state.players[1].name
    _, en = _labels(d, "en")
    assert f"Assign 1 → {p2}, 2 → Glory Seeker 2/2, 3 → Elvish Warrior 2/3" in en, en
    _, ja = _labels(d, "ja")
    assert "割り振り：1 → プレイヤー2、2 → 栄光の探求者 2/2、3 → エルフの戦士 2/3" in ja, ja


def test_a_division_asked_one_recipient_at_a_time_names_the_recipient_cr_510_1c() -> None:
    """Butcher Orgg against seven creatures has too many divisions to list: each amount is
    asked for one recipient at a time, the player first, then each creature, named."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, *["Glory Seeker"] * 6, "Elvish Warrior")
    d = _attack(s, "Butcher Orgg")
    p2 = d.state.players[1].name
    assert _divided(d, 2) == [(2, 1)]
    _, en = _labels(d, "en")
    assert en[:3] == [f"Assign 0 → {p2}", f"Assign 1 → {p2}", f"Assign 2 → {p2}"], en
    d.choose(0)
    assert _divided(d, 2) == [(2, "Glory Seeker")]
    _, ja = _labels(d, "ja")
    assert "割り振り：2 → 栄光の探求者 2/2" in ja, ja


def test_the_question_whether_to_divide_names_the_creature_cr_510_1b() -> None:
    """Butcher Orgg attacking a planeswalker: its controller is asked whether to divide its
    damage instead of assigning it to the planeswalker (CR 510.1b); the question says it is
    Butcher Orgg's damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker", "Arlinn, the Pack's Hope")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Butcher Orgg"): d.find("Arlinn, the Pack's Hope")})
    _to_decision(d)
    d.block({})
    _to_decision(d)
    d.expect("may")
    assert "Butcher Orgg" in _labels(d, "en")[0]
    assert "解体するオーグ" in _labels(d, "ja")[0]
