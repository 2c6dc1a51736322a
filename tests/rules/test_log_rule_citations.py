"""A log entry the game itself made happen cites the rule that did (``log_rules``): the
state-based action that destroyed a creature or made a player lose (CR 704.5a–704.5m,
704.6a–c; a Two-Headed Giant team loses together, 810.8a), a concession (104.3a); the clients
print the citation after the line ("(CR 704.5g)", 「（総合ルール 704.5g）」)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.session import PlaySession


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 5)
    return s


def _entries(d: Driver, kind: str, player: int = 0) -> list[dict[str, Any]]:
    return [e for e in d.game.view(player)["log"] if e["kind"] == kind]


def _losses(d: Driver) -> dict[int, str | None]:
    return {e["player"]: e.get("rule") for e in _entries(d, "lose")}


def test_lethal_damage_cites_704_5g_and_deathtouch_704_5h() -> None:
    """Shock kills Glory Seeker (2 damage, toughness 2): 704.5g."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.pay()
    d.resolve()
    moved = [e for e in _entries(d, "zone_change") if e.get("card") == "Glory Seeker"]
    assert [(e["to"], e.get("rule")) for e in moved] == [("graveyard", "704.5g")]


def test_deathtouch_damage_cites_704_5h() -> None:
    """Hobbling Zombie (2/2 deathtouch) blocked by Krosan Tusker: the Tusker, dealt 2 damage,
    is destroyed by 704.5h, the Zombie by 704.5g."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Hobbling Zombie")  # 2/2 deathtouch
    s.battlefield(1, "Krosan Tusker")  # 6/5
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Hobbling Zombie")])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Krosan Tusker"): d.find("Hobbling Zombie")})
    d.pass_until("end_of_combat")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    rules = {e.get("card"): e.get("rule") for e in _entries(d, "zone_change")
             if e.get("to") == "graveyard"}
    assert rules["Krosan Tusker"] == "704.5h" and rules["Hobbling Zombie"] == "704.5g"


def test_zero_toughness_and_the_legend_rule_cite_704_5f_and_704_5j() -> None:
    """Glory Seeker with two -1/-1 counters and a second Sigarda, at one check."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Glory Seeker", counters={"-1/-1": 2})
    s.battlefield(0, "Sigarda, Champion of Light", "Sigarda, Champion of Light")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.expect("legend_rule")
    d.choose(d.ids("Sigarda, Champion of Light")[0])
    moved = {e.get("card"): e.get("rule") for e in _entries(d, "zone_change")
             if e.get("to") == "graveyard"}
    assert moved == {"Glory Seeker": "704.5f", "Sigarda, Champion of Light": "704.5j"}


def test_a_player_at_0_life_loses_by_704_5a() -> None:
    s = _libraries(Scenario(players=3, seed=1))
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pay()
    d.resolve()
    assert _losses(d) == {1: "704.5a"}


def test_a_two_headed_giant_team_at_0_life_loses_by_704_6a() -> None:
    """CR 704.6a, 810.8c, 810.9: Shock deals 2 damage to player 3, whose team has 2 life: the
    team's total is 0 and both players lose by 704.6a, the Two-Headed Giant rule (not 704.5a,
    the rule for one player's own life total); the line client cites it in both languages."""
    s = _libraries(Scenario(seed=1, format="two_headed_giant"), 4)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(2, 2)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[3])
    d.pay()
    d.resolve()
    assert d.game.is_over and d.game.winners == (0, 1)
    assert _losses(d) == {2: "704.6a", 3: "704.6a"}
    en = PlaySession(d.game, 0, [], "en").log_lines()
    ja = PlaySession(d.game, 0, [], "ja").log_lines()
    assert any(line.endswith("(CR 704.6a)") for line in en)
    assert any(line.endswith("（総合ルール 704.6a）") for line in ja)


def test_drawing_from_an_empty_library_loses_by_704_5b() -> None:
    """At 1 life, player 1 draws from an empty library: 704.5b (not 704.5a)."""
    s = Scenario(players=3, seed=1)
    s.life(1, 1)
    s.library(0, "Island")
    s.library(2, "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    assert d.state.players[1].lost
    assert _losses(d) == {1: "704.5b"}


def test_poison_loses_by_704_5c_and_a_teams_poison_by_704_6b() -> None:
    s = _libraries(Scenario(players=3, seed=1))
    s.poison(1, 10)
    d = Driver(s.build())
    assert _losses(d) == {1: "704.5c"}
    s = _libraries(Scenario(seed=1, format="two_headed_giant"), 4)
    s.poison(3, 15)
    d = Driver(s.build())
    assert _losses(d) == {2: "704.6b", 3: "704.6b"}


def test_commander_damage_loses_by_704_6c() -> None:
    s = _libraries(Scenario(players=3, seed=1, format="commander"), 3)
    s.commander(0, "Wilhelt, the Rotcleaver", zone="battlefield")
    s.commander_damage(1, "Wilhelt, the Rotcleaver", 21)
    d = Driver(s.build())
    assert _losses(d) == {1: "704.6c"}


def test_a_teammate_loses_with_the_team_by_810_8a() -> None:
    """Two-Headed Giant: player 3 drew from an empty library (704.5b); their teammate 2 loses
    with them (810.8a)."""
    s = Scenario(seed=1, format="two_headed_giant")
    for p in (0, 1, 2):
        s.library(p, *["Island"] * 5)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    with pytest.raises(ScriptError, match="the game ended"):
        d.pass_until("draw", turn=4)
    assert _losses(d) == {3: "704.5b", 2: "810.8a"}


def test_a_concession_cites_104_3a_and_the_line_client_prints_citations() -> None:
    """The line client's log ends the lines with their rule, in Japanese too."""
    s = _libraries(Scenario(players=3, seed=1))
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.pay()
    d.resolve()
    d.game.concede(2)
    assert _losses(d) == {2: "104.3a"}
    en = PlaySession(d.game, 0, [], "en").log_lines()
    ja = PlaySession(d.game, 0, [], "ja").log_lines()
    assert any(line.endswith("(CR 704.5g)") for line in en)
    assert any(line.endswith("(CR 104.3a)") for line in en)
    assert any(line.endswith("（総合ルール 704.5g）") for line in ja)
