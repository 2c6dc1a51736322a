"""Day and night (CR 730) in Japanese: the rulings on day and night a daybound card carries are
shown in the release notes' Japanese (MID-RN-001 …, the same rulings as MID-OR-0033 …), in the
terminal's card details and the browser's; and each log entry says what the game became then
(昼 / 夜, the glossary's words), not what it is now."""

from __future__ import annotations

from manastack.i18n.rulings import japanese_rulings_for
from manastack.scenario import Scenario
from manastack.server.cards import card_details
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.details import details

CHECKS = "アンタップ・ステップにプレイヤーがパーマネントをアンタップする前に、ゲームの昼夜が入れ替わるか"
CHECKS_EN = "Before a player untaps their permanents during the untap step, the game checks"


def test_a_daybound_cards_day_night_rulings_are_in_japanese() -> None:
    """Brutal Cathar's official rulings on day and night (MID-OR-0033 …) are general
    release-notes rulings (MID-RN-001 …, no card of their own): its Japanese details show them,
    after its own (MID-RN-151 …); the English details keep the official English."""
    s = Scenario(seed=1)
    s.battlefield(0, "Brutal Cathar")
    s.day_night("day")
    game = s.build()
    cathar = game.state.battlefield[0]
    ja = details(Describer(game, 0, "ja"), cathar).plain
    assert f"• [MID-RN-001] {CHECKS}" in ja
    assert "[MID-RN-010] 昼でも夜でもない状態で" in ja
    assert ja.index("[MID-RN-151]") < ja.index("[MID-RN-001]")
    en = details(Describer(game, 0, "en"), cathar).plain
    assert CHECKS_EN in en and "昼" not in en
    ids = [r["id"] for r in japanese_rulings_for("Brutal Cathar")]
    assert ids[-8:] == ["MID-RN-001", "MID-RN-002", "MID-RN-003", "MID-RN-004", "MID-RN-005",
                        "MID-RN-006", "MID-RN-007", "MID-RN-010"]
    assert len(ids) == len(set(ids))
    browser = card_details("Brutal Cathar")
    assert browser is not None
    assert any(r["id"] == "MID-RN-001" and r["text"].startswith(CHECKS)
               for r in browser["rulings_ja"])
    assert japanese_rulings_for("Glory Seeker") == []  # no ruling, none added


def test_each_log_entry_says_what_it_became_then_cr_730_2() -> None:
    """Night, two spells in a turn: it becomes day (CR 730.2b); the next turn has none: it
    becomes night (CR 730.2a). The first entry still says 昼 / day, lower case as the rules
    write it within a sentence ("it becomes day", CR 730.1), not as the title's "Day"."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.hand(0, "Glory Seeker", "Glory Seeker")
    for p in (0, 1):
        s.library(p, *["Plains"] * 8)
    s.day_night("night")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    for _ in range(2):
        d.cast(0, "Glory Seeker")
        d.resolve_all()
    d.pass_until("upkeep", turn=4)
    assert d.game.state.day_night == "day"
    d.pass_until("upkeep", turn=5)
    assert d.game.state.day_night == "night"
    log = d.game.view(0)["log"]
    entries = [ev for ev in log if ev["kind"] == "day_night"]
    assert [ev["value"] for ev in entries] == ["day", "night"]
    assert [Describer(d.game, 0, "ja").event(ev) for ev in entries] == ["昼になった", "夜になった"]
    assert [Describer(d.game, 0, "en").event(ev) for ev in entries] == [
        "It becomes day", "It becomes night"]


def test_a_transform_entry_names_the_face_it_had_and_the_face_it_has_cr_701_27a() -> None:
    """Day, no spell cast in a turn: it becomes night and Bird Admirer transforms into Wing
    Shredder (CR 730.2a, 702.145c). The entry every client reads names both faces: the face it
    has now (``card``) and the face it had (``from_card``), which the browser client says as
    the terminal clients do ("Bird Admirer transforms into Wing Shredder"), with both names in
    the Japanese names the server sends (CR 701.27a, 712.8e)."""
    from manastack.server.cards import names_ja
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Bird Admirer")
    for p in (0, 1):
        s.library(p, *["Plains"] * 8)
    s.day_night("day")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert d.game.state.day_night == "night"
    for p in (0, 1):
        view = d.game.view(p)
        [entry] = [ev for ev in view["log"] if ev["kind"] == "transform"]
        assert (entry["card"], entry["from_card"], entry["face"]) == \
            ("Wing Shredder", "Bird Admirer", 1)
        assert Describer(d.game, p, "en").event(entry) == \
            "Bird Admirer transforms into Wing Shredder"
        ja = names_ja(view)
        assert Describer(d.game, p, "ja").event(entry) == \
            f"{ja['Bird Admirer']}が{ja['Wing Shredder']}に変身した"
