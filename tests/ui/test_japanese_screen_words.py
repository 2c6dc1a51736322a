"""What a player sees during a game in Japanese has no English left: the full-screen client's
key bindings (its footer, its pages), an Equipment's equip ability (CR 702.6a), a token named
in the log (CR 111.4), the word answers of a choice — a colour (CR 105.1), tapping or
untapping (CR 701.26), a mana symbol (CR 106.1) — and an anchor word chosen as a permanent
enters (CR 614.12c), each in the official Japanese wording (data/glossary-ja.tsv) or the
card's own Japanese words; and whole games played in Japanese through the line client."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from click.testing import CliRunner
from rich.text import Text

from manastack.cli import main
from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.fullscreen import GameApp, TextScreen
from manastack.ui.messages import UI_MESSAGES
from manastack.ui.session import PlaySession
from tests.ui.conftest import run_app, session_for, small_game

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _footer_words(app: Any) -> dict[str, str]:
    """The action and the words of every binding the footer shows now (and of the command
    palette's, which it shows at its right)."""
    return {b.action: b.description for _key, (_node, b, _on, _tip) in
            app.screen.active_bindings.items()
            if b.description and (b.show or b.action == "command_palette")}


def test_the_footer_and_pages_of_the_full_screen_client_are_in_japanese() -> None:
    session = session_for(small_game(seed=4, lang="ja"), lang="ja")
    app = GameApp(session)
    seen: dict[str, dict[str, str]] = {}

    async def body(pilot: Any) -> None:
        seen["main"] = _footer_words(app)
        app.push_screen(TextScreen("ヘルプ", Text("…")))
        await pilot.pause()
        seen["page"] = _footer_words(app)
    run_app(app, body)
    main_words = seen["main"]
    assert main_words["details"] == "詳細" and main_words["undo"] == "取り消し"
    assert main_words["pass_turn"] == "ターン終了まで" and main_words["quit_game"] == "終了"
    assert main_words["command_palette"] == "コマンド"
    assert seen["page"]["dismiss"] == "閉じる"
    for words in seen.values():
        assert [w for w in words.values() if not JAPANESE.search(w)] == []


def test_the_footer_stays_english_in_english() -> None:
    session = session_for(small_game(seed=4))
    app = GameApp(session)
    seen: dict[str, str] = {}

    async def body(pilot: Any) -> None:
        seen.update(_footer_words(app))
    run_app(app, body)
    assert seen["details"] == "Details" and seen["pass_turn"] == "End turn"
    assert seen["command_palette"] == "palette"


def test_every_key_binding_has_its_words_in_both_languages() -> None:
    keys = {k for k in UI_MESSAGES["en"] if k.startswith("key_")}
    assert keys == {k for k in UI_MESSAGES["ja"] if k.startswith("key_")}
    actions = {b.action.split("(")[0] for b in GameApp.BINDINGS}
    assert {f"key_{a}" for a in actions} <= keys


def test_an_equip_ability_is_offered_in_its_japanese_words_cr_702_6a() -> None:
    """Bramble Armor's 「装備{4}」 (Equip {4}: "[Cost]: Attach ...", an activated ability)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bramble Armor", "Glory Seeker", *["Forest"] * 4)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    equip = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == d.find("Bramble Armor"))
    label = Describer(d.game, 0, "ja").action(equip)
    assert "装備{4}" in label and "Equip" not in label
    assert "Equip {4}" in Describer(d.game, 0, "en").action(equip)


def test_a_token_named_in_the_log_has_its_japanese_name_cr_111_4() -> None:
    """Diregraf Horde's two Zombie tokens appear in the log as ゾンビ・トークン, as the board
    names them by the official word of their type."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Diregraf Horde")
    d = Driver(s.build())
    d.cast(0, "Diregraf Horde")
    for _ in range(20):
        if d.decision.kind == "priority":
            if not d.state.stack:
                break
            d.pass_priority()
        else:  # the graveyard exile's targets: none
            d.choose(None)
    assert len(d.ids("Zombie")) == 2
    lines = "\n".join(PlaySession(d.game, 0, [], "ja").log_lines())
    assert "ゾンビ・トークン" in lines and "Zombie" not in lines, lines
    assert "Zombie Token" in "\n".join(PlaySession(d.game, 0, [], "en").log_lines())


@pytest.mark.parametrize("answer,words", [
    ("white", "白"), ("blue", "青"), ("black", "黒"), ("red", "赤"), ("green", "緑"),
    ("tap", "タップする"), ("untap", "アンタップする"), ("neither", "どちらもしない"),
    ("R", "{R}"),
])
def test_the_word_answers_of_a_choice_are_in_japanese(answer: str, words: str) -> None:
    """A colour (CR 105.1: 白, 青, 黒, 赤, 緑), tapping or untapping (CR 701.26: タップする,
    アンタップする), a mana symbol (CR 106.1) — the answers of Sungold Sentinel, Riptide
    Replicator, Component Collector and "add {R} or {G}"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    game = s.build()
    assert Describer(game, 0, "ja").action(Choose(answer), "choose_option") == words
    english = Describer(game, 0, "en").action(Choose(answer), "choose_option")
    assert not JAPANESE.search(english)


def test_citadel_siege_offers_and_shows_its_anchor_words_in_japanese_cr_614_12c() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Citadel Siege")
    d = Driver(s.build())
    d.cast(0, "Citadel Siege")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "choose_option"
    ja = Describer(d.game, 0, "ja")
    assert [ja.action(a, "choose_option") for a in d.game.legal_actions()] == ["カン", "龍"]
    en = Describer(d.game, 0, "en")
    assert [en.action(a, "choose_option") for a in d.game.legal_actions()] == \
        ["Khans", "Dragons"]
    d.choose("Dragons")
    for player in (0, 1):
        siege = next(o for o in d.game.view(player)["battlefield"]
                     if o.get("name") == "Citadel Siege")
        assert Describer(d.game, player, "ja").choice_notes(siege) == ["選択：龍"]
        assert Describer(d.game, player, "en").choice_notes(siege) == ["chosen: Dragons"]


ALLOWED = re.compile(r"manastack|seed|AI|heuristic|sample_\w+|mid_\w+|ons_\w+|coven_counters|"
                     r"undead_unleashed|\{(?:[WUBRGCTX]|[0-9]+|[WUBRG2]/[WUBRGP])\}|\bX\b")
"""What may stay Latin: deck names, each mana symbol by itself (CR 107.4: {C}{C}, never {CC}),
X and the keys to type."""


@pytest.mark.parametrize("seed,args", [
    (2, ["--deck", "mid_gw", "--opponent-deck", "mid_ub"]),
    (3, ["--deck", "ons_wu", "--opponent-deck", "ons_br"]),
])
def test_a_whole_game_in_japanese_shows_no_english_word(seed: int, args: list[str]) -> None:
    """Every prompt, choice, board and log line of a game played to its end (answers drawn at
    random) in Japanese: no Latin word but the deck names, the mana symbols, X and the keys
    to type."""
    rng = random.Random(seed)
    answers = "\n".join(str(rng.choice([1, 1, 2, 2, 3, 4, 5])) for _ in range(6000))
    r = CliRunner().invoke(main, ["play", "--plain", "--lang", "ja", "--seed", str(seed),
                                  *args], input=answers)
    assert r.exit_code == 0
    assert "ゲームが終了しました" in r.stdout or "ゲームに" in r.stdout
    english = sorted({w for line in r.stdout.splitlines()
                      for w in re.findall(r"[A-Za-z][A-Za-z'_-]*", ALLOWED.sub("", line))
                      if not (len(w) == 1 and w.islower())})  # a key: q, u, ...
    assert english == []


def test_every_token_of_the_sets_is_named_in_japanese_cr_111_4() -> None:
    """Each token named after its types has the official word of each type (data/
    creature_types_ja.tsv: Rhino サイ, Eldrazi Spawn エルドラージ・落とし子, Bat コウモリ,
    Snake 蛇, Elephant 象, Zombie Army ゾンビ・軍団, from the texts of the cards creating
    them); none is left English."""
    from manastack.cards.database import database
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    desc = Describer(s.build(), 0, "ja")
    names = {t.name: desc.token_name(t.name) for t in database().tokens()
             if t.name.endswith(" Token")}
    assert [n for n, ja in names.items() if "英語名" in ja] == []
    assert names["Rhino Token"] == "サイ・トークン"
    assert names["Eldrazi Spawn Token"] == "エルドラージ・落とし子・トークン"
    assert names["Zombie Army Token"] == "ゾンビ・軍団・トークン"


def test_an_equip_ability_without_reminder_text_is_offered_in_japanese_cr_702_6a() -> None:
    """Swiftfoot Boots' printed 「装備{1}」 has no reminder text, so no colon."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Glory Seeker", "Forest")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    equip = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == d.find("Swiftfoot Boots"))
    assert "装備{1}" in Describer(d.game, 0, "ja").action(equip)


def test_an_evolve_trigger_to_order_is_named_by_its_japanese_keyword_cr_702_100a() -> None:
    """Gyre Sage's evolve and Juniper Order Ranger's trigger, put on the stack together
    (CR 603.3b): evolve is its line of the card's Japanese text, 進化 (the glossary's word)
    with its reminder text; Juniper Order Ranger's is its own Japanese line."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", "Juniper Order Ranger", *["Plains"] * 2)
    s.hand(0, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.decision.kind == "order_triggers"
    labels = [Describer(d.game, 0, "ja").action(a, "order_triggers")
              for a in d.game.legal_actions()]
    assert any(label.startswith("円環の賢者：進化（") for label in labels), labels
    assert any(label.startswith("柏槙教団のレインジャー：これ以外のクリーチャー")
               for label in labels), labels
    assert not any("Evolve" in label for label in labels)
    english = [Describer(d.game, 0, "en").action(a, "order_triggers")
               for a in d.game.legal_actions()]
    assert any("Evolve" in label for label in english), english


def test_every_kind_of_counter_on_the_cards_has_its_japanese_word_cr_122_1() -> None:
    """Each row of data/counters_ja.tsv is shown by its card's two texts, and the board names
    Crowded Crypt's corpse counters 死体カウンター; only Smoldering Egg's ember counters,
    whose Japanese text lacks the word, stay English."""
    from importlib import resources

    from manastack.cards.database import database
    from manastack.i18n.glossary import ja_counter
    text = resources.files("manastack").joinpath("data", "counters_ja.tsv").read_text(
        encoding="utf-8")
    for line in text.splitlines()[1:]:
        en, ja, source, evidence_en, evidence_ja = line.split("\t")
        face = source.split(": ", 1)[1].split(" (")[0]
        card = database().get(face)
        printed = next(f for f in card.faces if f.name == face)
        assert f"{en} counter" in evidence_en and evidence_en in printed.oracle_text
        assert ja in evidence_ja and evidence_ja in printed.text_ja
    kinds = {k for c in database().cards() for f in c.faces
             for k in re.findall(r"\b([a-z+/0-9-]+) counters?\b", f.oracle_text or "")}
    missing = set()
    for kind in kinds:
        try:
            ja_counter(kind)
        except KeyError:
            missing.add(kind)
    assert {"ember"} <= missing and not missing & {"charge", "corpse", "valor", "+1/+1"}
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    desc = Describer(s.build(), 0, "ja")
    assert desc.counter_name("corpse") == "死体カウンター"
    assert desc.counter_name("slime") == "スライム・カウンター"


def test_every_creature_type_of_the_cards_has_its_japanese_word_cr_205_3m() -> None:
    """Each creature type on a card's or token's type line, and each one a card's rules text
    names (Shade's Breath's Shade, Death Baron's Skeletons), has its official Japanese word:
    Callous Oppressor's details say セファリッド, and a Glory Seeker under Shade's Breath
    shows its subtype シェイド (CR 205.1b: the effect's new creature type)."""
    from manastack.cards.database import database
    from manastack.rules.creature_types import CREATURE_TYPES
    from manastack.rules.text_change import creature_type_named, japanese_types
    from manastack.ui.details import details
    known = japanese_types()
    on_lines = {t for c in [*database().cards(), *database().tokens()] for f in c.faces
                if "Creature" in f.types for t in f.subtypes}
    in_texts = {creature_type_named(w) for c in database().cards() for f in c.faces
                for w in re.findall(r"\b[A-Z][a-z]+\b", (f.oracle_text or "").replace(
                    f.name, "")) if w in CREATURE_TYPES or creature_type_named(w)}
    in_texts.discard(None)
    assert sorted(t for t in on_lines | in_texts if t not in known) == []
    assert {"Cephalid", "Shade", "Skeleton"} <= on_lines | in_texts
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Callous Oppressor", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    desc = Describer(d.game, 0, "ja")
    assert "セファリッド" in details(desc, d.find("Callous Oppressor")).plain
    d.cast(0, "Shade's Breath")
    d.resolve()
    shown = details(Describer(d.game, 0, "ja"), d.find("Glory Seeker")).plain
    assert "シェイド" in shown and "Shade" not in shown
    assert "Shade" in details(Describer(d.game, 0, "en"), d.find("Glory Seeker")).plain
