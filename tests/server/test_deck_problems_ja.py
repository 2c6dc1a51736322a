"""The lobby names a deck's problems in the language of the page (``"lang": "ja"`` in the game
request): each bad line of a pasted list, each deck construction problem (CR 100.2a, 903.3),
an unknown bundled deck and a Two-Headed Giant table of another size (CR 810.1, 810.11), the cards by
their Japanese names and the rule numbers kept; English when the request names no language."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.formats.test_commander_section import WITH_COMMANDER


def _problems(client: TestClient, deck: dict, lang: str | None, format: str = "constructed",
              seats: int = 2) -> list[str]:
    req = {"format": format, "seats": [
        {"kind": "human", "deck": deck},
        *[{"kind": "ai", "deck": {"bundled": "sample_mid"}}] * (seats - 1)]}
    if lang is not None:
        req["lang"] = lang
    r = client.post("/api/games", json=req)
    assert r.status_code == 400
    return r.json()["problems"]


def test_a_pasted_list_with_bad_lines_and_too_few_cards(client: TestClient) -> None:
    deck = {"list": "5 Consider\nfour Island\n20 Island\n2 Concider\n"}
    assert _problems(client, deck, "ja") == [
        "席1のデッキ：2行目：「four Island」：枚数「four」は正の整数ではありません",
        _problems(client, deck, "ja")[1],
        "席1のデッキ：デッキは25枚です。構築デッキは60枚以上です（CR 100.2a）",
        "席1のデッキ：考慮：5枚あります。構築デッキ（サイドボードを含む）には、基本土地以外の"
        "同じカードは4枚までしか入れられません（CR 100.2a）"]
    assert _problems(client, deck, "ja")[1].startswith(
        "席1のデッキ：4行目：「2 Concider」：カード「Concider」は見つかりません。もしかして：")
    english = _problems(client, deck, None)
    assert english == _problems(client, deck, "en")
    assert english[0] == ("seat 1's deck: line 2: 'four Island': count 'four' is not a "
                          "positive integer")
    assert english[2] == ("seat 1's deck: the deck has 25 cards; a constructed deck has at "
                          "least 60 (CR 100.2a)")


def test_a_commander_section_outside_commander_cr_903_3(client: TestClient) -> None:
    (problem,) = _problems(client, {"list": WITH_COMMANDER}, "ja")
    assert problem.startswith("席1のデッキ：Commanderセクション（秋の君主、レノール）：統率者が"
                              "いるのは統率者戦のデッキだけです（CR 903.3）。構築デッキでは")


def test_an_unknown_bundled_deck_and_a_two_headed_giant_table(client: TestClient) -> None:
    (problem,) = _problems(client, {"bundled": "nosuch"}, "ja")
    assert problem.startswith("席1のデッキ：同梱デッキ「nosuch」はありません（同梱デッキ：")
    (problem,) = _problems(client, {"bundled": "nosuch"}, None)
    assert problem.startswith("seat 1's deck: no bundled deck 'nosuch' (bundled: ")
    assert _problems(client, {"bundled": "sample_mid"}, "ja", "two_headed_giant") == [
        "席：双頭巨人戦のゲームは4席で、2人ずつの2チームです：席1と席2、席3と席4（CR 810.1）。"
        "6席か8席で3人か4人ずつの2チームでも行えます（CR 810.11）。2席では行えません"]


def test_an_unknown_language_is_refused(client: TestClient) -> None:
    assert _problems(client, {"bundled": "sample_mid"}, "fr") == [
        "unknown language 'fr' (known: en, ja)"]


def test_seats_are_numbered_from_1_as_the_lobby_shows_them(client: TestClient) -> None:
    """The lobby labels its seats 席1, 席2, … (Seats 1, 2, …): a problem of the second seat's
    deck, or of its request, names seat 2 in both languages."""
    req = {"format": "constructed", "seats": [
        {"kind": "human", "deck": {"bundled": "sample_mid"}},
        {"kind": "ai", "deck": {"bundled": "nosuch"}, "policy": "nosuch"}]}
    ja = client.post("/api/games", json=req | {"lang": "ja"}).json()["problems"]
    en = client.post("/api/games", json=req).json()["problems"]
    assert en[0].startswith("seat 2: unknown policy 'nosuch'")
    assert en[1].startswith("seat 2's deck: no bundled deck 'nosuch' (bundled: ")
    assert ja[1].startswith("席2のデッキ：同梱デッキ「nosuch」はありません（同梱デッキ：")
    assert not any("seat 1" in p or "席1" in p for p in en + ja)
