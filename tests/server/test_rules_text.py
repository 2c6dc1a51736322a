"""``GET /api/rules/{number}``: what a log line's citation links to in the browser — the rule
and the rules under it (at most ``MAX_RULES``, with how many more), or a 404 naming the
problem."""

from __future__ import annotations

from fastapi.testclient import TestClient

from manastack.comprehensive_rules import MAX_RULES


def test_a_rule_and_the_rules_under_it(client: TestClient) -> None:
    r = client.get("/api/rules/704.5")
    assert r.status_code == 200
    body = r.json()
    assert body["effective"] == "February 27, 2026" and body["more"] == 0
    numbers = [x["number"] for x in body["rules"]]
    assert numbers[:3] == ["704.5", "704.5a", "704.5b"]
    assert body["rules"][0]["text"] == "704.5. The state-based actions are as follows:"


def test_a_long_section_is_cut_short(client: TestClient) -> None:
    body = client.get("/api/rules/702").json()
    assert len(body["rules"]) == MAX_RULES and body["more"] > 0


def test_an_unknown_rule_is_a_404_naming_it(client: TestClient) -> None:
    r = client.get("/api/rules/999.9")
    assert r.status_code == 404 and "999.9" in r.json()["error"]
    r = client.get("/api/rules/not-a-rule")
    assert r.status_code == 404 and "looks like" in r.json()["error"]
