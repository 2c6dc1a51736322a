"""The spectator's view (``Game.spectator_view``): public information only, what every player
may see (CR 400.2: hands and libraries are hidden zones; CR 708.5: a face-down object is
known only to those allowed to look at it; CR 708.9: face-down cards are revealed when the
game ends)."""

from __future__ import annotations

import json

from manastack.game import Game
from tests.rules.test_hidden_information_face_down import SECRET, morph_game, secrets


def spectator_leaks(game: Game, name: str, strict: bool = True) -> list[str]:
    text = json.dumps(game.spectator_view(), ensure_ascii=False)
    return [s for s in secrets(name, strict) if s in text]


def test_a_spectator_sees_no_hand_and_never_a_face_down_identity() -> None:
    d, _ = morph_game()
    g = d.game
    v = g.spectator_view()
    assert v["you"] == -1 and all("hand" not in p for p in v["players"])
    assert [p["hand_count"] for p in v["players"]] == [2, 2]
    assert "actions" not in v["decision"] and "prompt" not in v["decision"]
    assert spectator_leaks(g, SECRET) == [] and spectator_leaks(g, "Shock", strict=False) == []
    d.cast(0, SECRET, method="face_down")
    assert spectator_leaks(g, SECRET) == []
    d.resolve()
    pid = d.find(SECRET, "battlefield")
    seen = [o for o in g.spectator_view()["battlefield"] if o["id"] == pid]
    assert seen and seen[0]["face_down"] and "card" not in seen[0]
    assert spectator_leaks(g, SECRET) == []
    # the controller sees it; the spectator's view of the opponent's side equals the
    # opponent's (public) one
    assert any(o.get("card") == SECRET for o in g.view(0)["battlefield"])
    assert g.spectator_view()["battlefield"] == g.view(1)["battlefield"]
    # a spell cast is public: the spectator's log names it, as every player's does
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert any(e.get("card") == "Shock" for e in g.spectator_view()["log"]
               if e["kind"] == "cast")
    assert spectator_leaks(g, SECRET) == []


def test_a_card_drawn_is_named_in_its_owners_log_only() -> None:
    d, _ = morph_game()
    g = d.game
    d.pass_until("precombat_main", turn=4)
    draws = [e for e in g.view(1)["log"] if e["kind"] == "draw" and e["player"] == 1]
    seen = [e for e in g.spectator_view()["log"] if e["kind"] == "draw" and e["player"] == 1]
    theirs = [e for e in g.view(0)["log"] if e["kind"] == "draw" and e["player"] == 1]
    assert draws and draws[-1]["card"] == "Mountain"
    assert seen == theirs and all(e["card"] is None for e in seen)
